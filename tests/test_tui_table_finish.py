"""The Three-Dragon Ante table, finished (issue 27, points 10 and 14-19): what new
players met at 80x24 and 120x40, each with a Pilot test."""

from __future__ import annotations

import pytest

from tda.engine import GameConfig
from tda.table.session import Seat
from tda.tui import TdaApp
from tda.tui.modals import GambitSummary, PassCover
from tda.tui.recap_view import PrivateResults
from tda.tui.widgets import DecisionPanel
from tda.words import render
from tui_helpers import squash, table_of, wait_for, widget_rows

SIZES = [(80, 24), (120, 40)]


async def human_decision(pilot):
    """Past any hot-seat cover, private results or gambit summary, to the next
    decision of a human."""
    app = pilot.app
    passing = (PassCover, PrivateResults, GambitSummary)
    while True:
        await wait_for(pilot, lambda: isinstance(app.screen, passing)
                       or table_of(app).waiting_for_human)
        if not isinstance(app.screen, passing):
            return table_of(app)
        await pilot.press("enter")
        await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
async def test_no_option_loses_its_end_on_the_drafts_second_pass(size):
    """Issue 27.14: on the draft's second pass an option ("Pick Diplomacy: ... name
    another player to lead it") lost its last line: the list kept the heights it
    measured before its scrollbar narrowed it. Every option shows all its words."""
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", "random")]
    config = GameConfig(players=[s.name for s in seats], deck="emperors-gambit", seed=1,
                        ability_draft=2)
    app = TdaApp(config, seats, speed="instant", autosave=False)
    async with app.run_test(size=size) as pilot:
        for _ in range(4):  # Ann, Bob, then the second pass
            screen = await human_decision(pilot)
            decision = screen.session.state.decision
            assert decision.kind == "pick-ability"
            panel = screen.query_one(DecisionPanel)
            for i, label in enumerate(map(render, decision.labels)):  # issue 29.1
                panel.highlighted = i
                await pilot.pause()
                shown = squash(" ".join(widget_rows(app, panel)))
                key = f"{i + 1}. " if i < 9 else ""  # the number keys go to 9
                assert f"{key}{label}" in shown, (decision.prompt, label, shown)
            await pilot.press("1")
            await pilot.pause()


async def test_help_arrows_always_change_tabs():
    """Issue 27.15: → from the Cards tab's search box opened the next tab and left
    the keyboard nowhere, so ← and → did nothing more. They go round every tab, both
    ways, also past the last."""
    from textual.widgets import TabbedContent

    from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
    seats = [Seat("Ann"), Seat("Cid", "random")]
    config = GameConfig(players=[s.name for s in seats], deck="legendary", seed=1,
                        abilities=[["fast-hands"], ["desperation"]])
    app = TdaApp(config, seats, speed="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await human_decision(pilot)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        tabs = app.screen.query_one(TabbedContent)
        seen = []
        for key in ["right"] * 5 + ["left"] * 5:
            await pilot.press(key)
            await pilot.pause()
            seen.append(tabs.active)
        order = ["help-rules", "help-cards", "help-abilities", "help-keys"]
        assert seen == [*order[1:], order[0], order[1], order[0], *order[::-1][:3], order[0]]


async def test_repeated_speed_presses_show_one_notice():
    """Issue 27.17: four `s` presses stacked four speed notices over a dialog; the
    latest replaces the one before."""
    seats = [Seat("Ann"), Seat("Cid", "random")]
    app = TdaApp(GameConfig(players=[s.name for s in seats], seed=1), seats, speed="instant",
                 autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await human_decision(pilot)
        for _ in range(4):
            await pilot.press("s")
            await pilot.pause()
        notices = [n.message for n in app._notifications]
        assert notices == ["Bot speed: instant"], notices


async def test_a_notice_about_anns_move_is_gone_when_bob_takes_the_keyboard():
    """Issue 27.17: a notice about Ann's move (here: a choice the table took for her)
    stayed up on Bob's screen after his cover. Notices belong to their player."""
    from recap_helpers import HOT_SEAT, hot_seat_app, take_keyboard
    app = hot_seat_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await take_keyboard(pilot, "Ann")
        await pilot.pause()
        app.notify("No choice for Ann: every option ends the same")
        await pilot.pause()
        screen = table_of(app)
        await pilot.press("1")  # Ann antes; Bob's cover comes up
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        assert app.screen.player == HOT_SEAT[3].name
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert not [n.message for n in app._notifications if "Ann" in n.message]


LEGENDARY_ABILITIES = [["fast-hands", "practice-counts", "draconic-ancestry"],
                       ["desperation", "inspiring-leader", "gambling-background"],
                       ["cutting-words", "versatile-trickster", "threats-and-promises"]]


@pytest.mark.parametrize("size", SIZES)
async def test_legendary_with_abilities_leaves_the_log_room(size):
    """Issue 27.10: Legendary with three abilities a seat, hot seat: at 80x24 the
    recap (or the card text) took the whole side column, the log had no row left
    while the recap said "see the log", ability names were cut to "Fast…" and the
    disk's ●/○ were not explained. The log keeps two rows at every turn; names are
    whole; the marks are explained on the line that shows them."""
    import random

    from tda.games.three_dragon_ante.tui.widgets import AnteAndLedger
    from tda.tui.widgets import GameLog
    from tui_helpers import region_text
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", "normal")]
    config = GameConfig(players=[s.name for s in seats], deck="legendary", seed=11,
                        abilities=LEGENDARY_ABILITIES, ancestry=["red", None, None])
    app = TdaApp(config, seats, speed="instant", autosave=False, bot_process=False)
    rng = random.Random(1)
    async with app.run_test(size=size) as pilot:
        for _ in range(12):
            screen = await human_decision(pilot)
            await pilot.pause()
            assert screen.query_one(GameLog).scrollable_content_region.height >= 2
            ledger = region_text(app, screen.query_one(AnteAndLedger))
            assert "…" not in ledger and "Fast Hands" in ledger
            assert "● ready" in ledger
            assert "●" not in region_text(app, screen.query_one("#seats"))
            count = len(screen.session.state.legal_actions())
            await pilot.press(str(rng.randint(1, min(count, 9))))
            await pilot.pause()


async def setup_screen(pilot):
    from tda.tui.setup_screen import SetupScreen
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, SetupScreen))
    await pilot.pause()
    return pilot.app.screen


@pytest.mark.parametrize("size", SIZES)
async def test_setup_deck_list_hole_labels_and_ticks(size):
    """Issue 27.19: the deck list puts the editions first, each with its year, then
    the theme decks, each saying so; "Odd hole coins: tied winners, clockwise" is not
    cut at 80 columns; an unticked box is empty (a dim X read as ticked)."""
    from textual.widgets import Select

    from tui_helpers import screen_lines
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=size) as pilot:
        setup = await setup_screen(pilot)
        titles = [str(prompt) for prompt, _ in setup.query_one("#deck", Select)._options]
        assert titles[:4] == ["Original (2005), 70 cards", "Emperor's Gambit (2010), 70 cards",
                              "Original + Emperor's Gambit (2005, 2010), 140 cards",
                              "Legendary Edition (2019), 70 cards and 10 specials"]
        assert titles[4:] and all(t.startswith("Theme deck: ") for t in titles[4:])
        setup.query_one("#deck", Select).value = "legendary"
        await pilot.pause()
        setup.query_one("#variant", Select).value = "custom"
        await pilot.pause()
        setup.query_one("#pace", Select).value = "8"  # its words were cut too
        for which in ("#hole-odd", "#hole-to", "#pace"):
            select = setup.query_one(which, Select)
            select.scroll_visible(animate=False)
            await pilot.pause()
            label = {value: str(prompt) for prompt, value in select._options}[select.value]
            assert label in screen_lines(app)[select.region.y]
        specials = setup.query_one("#specials")
        specials.scroll_visible(animate=False)
        specials.select("bahamut")
        await pilot.pause()
        rows = [r for r in screen_lines(app) if "Bahamut (13)" in r or "Tiamat (13)" in r]
        assert any("X" in r and "Bahamut" in r for r in rows), rows
        assert any("▐ ▌ Tiamat" in r for r in rows), rows


@pytest.mark.parametrize("size", SIZES)
async def test_an_open_list_stops_above_the_footer(size):
    """Issue 27.19: at 80x24 a seat's open list covered the footer. The form scrolls
    up for it, and the list stops above the footer."""
    from textual.widgets import Select
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=size) as pilot:
        setup = await setup_screen(pilot)
        for seat in (3, 5):
            select = setup.query_one(f"#kind-{seat}", Select)
            select.focus()
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            await pilot.pause()
            overlay = select.query_one("SelectOverlay")
            assert select.expanded and overlay.region.height >= 3
            assert overlay.region.bottom <= size[1] - 1, (seat, overlay.region)
            await pilot.press("escape")
            await pilot.pause()


async def test_the_palette_lists_only_tdas_commands():
    """Issue 27.19: the palette offered Textual's stock Maximize and Screenshot."""
    from textual.command import CommandPalette
    seats = [Seat("Ann"), Seat("Cid", "random")]
    app = TdaApp(GameConfig(players=[s.name for s in seats], seed=1), seats, speed="instant",
                 autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await human_decision(pilot)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: isinstance(app.screen, CommandPalette))
        hits = app.screen.query_one("CommandList")
        await wait_for(pilot, lambda: hits.option_count > 0)
        await pilot.pause(0.3)
        titles = [str(o.prompt).split("\n")[0] for o in hits.options]
        ours = {c.title for c in app.game_commands()}
        assert titles and set(titles) <= ours, titles
        assert not {"Maximize", "Screenshot", "Theme", "Keys"} & set(titles)


@pytest.mark.parametrize("size", SIZES)
async def test_the_replay_never_breaks_a_card_in_two(size):
    """Issue 27.19: at 80x24 the replay's hands wrapped inside a card ("6" at a row's
    end, "Green·E" on the next). The rows break between cards."""
    import random
    import re

    from textual.widgets import Static

    from tda.engine import new_game
    from tda.tui.replay_screen import ReplayScreen
    from tui_helpers import widget_rows
    game = new_game(GameConfig(players=["Ann", "Bob", "Cid"], seed=5))
    rng = random.Random(5)
    for _ in range(3):
        game.apply(rng.choice(game.legal_actions()))
    app = TdaApp(mode="replay", record=game.record(), reveal=True)
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.pause()
        await pilot.pause()
        hands = app.screen.query_one("#hands", Static)
        rows = [row for row in widget_rows(app, hands) if row.strip()]
        assert len(rows) >= 3
        assert not [row for row in rows if re.search(r"(^|\s)\d+$", row.rstrip())], rows
        assert not [row for row in rows if re.match(r"\s*[A-Z][a-z]+·", row)], rows
        # nor the log a card's name ("Blue" at a row's end, "Dragon (9)" on the next)
        from tda.tui.widgets import GameLog
        log = [row for row in widget_rows(app, app.screen.query_one(GameLog)) if row.strip()]
        assert log and not [row for row in log if re.search(r"Dragon$", row.rstrip())
                            or re.match(r"\s*(Dragon \(|\(\d+\))", row)], log


async def test_an_unticked_checkbox_is_empty():
    """Issue 27.19: "Secret until used" showed a dim X while unticked, which read as
    ticked. Its box is empty until ticked."""
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await setup_screen(pilot)
        box = setup.query_one("#ab-secret")
        assert not box.value and box.render().plain.startswith("▐ ▌ Secret until used")
        box.value = True
        await pilot.pause()
        assert box.render().plain.startswith("▐X▌ Secret until used")


async def test_private_results_name_the_move_that_showed_them():
    """Played as a newcomer (issue 27): "Only Bob sees this: You drew 8 Silver·G" left
    him asking why. The box names his move first: "You played Gold Dragon (4):"."""
    from textual.widgets import Static
    hands = [["gold-13", "white-1", "white-2", "white-3", "white-4", "red-2"],
             ["silver-2", "gold-4", "black-2", "black-3", "black-5", "black-7"]]
    seats = [Seat("Ann"), Seat("Bob")]
    config = GameConfig(players=["Ann", "Bob"], seed=1,
                        deck_order=[c for hand in hands for c in hand])
    app = TdaApp(config, seats, speed="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await human_decision(pilot)
        for text in ["ante gold-13", "ante silver-2", "play white-4", "play gold-4"]:
            screen = await human_decision(pilot)
            legal = [str(a) for a in screen.session.state.legal_actions()]
            await pilot.press(str(legal.index(text) + 1))
            await pilot.pause()
        await wait_for(pilot, lambda: isinstance(app.screen, PrivateResults))
        shown = [str(s.render()) for s in app.screen.query(Static)]
        assert "You played Gold Dragon (4):" in shown, shown


async def test_the_card_text_box_does_not_ask_for_choices_while_a_bot_thinks():
    """Played as a newcomer (issue 27): while a bot thought, the card text box said
    "Move through the choices to read a card." with no choice on screen."""
    from tda.games.three_dragon_ante.tui.widgets import CardDetail
    seats = [Seat("Ann"), Seat("Cid", "random")]
    app = TdaApp(GameConfig(players=["Ann", "Cid"], seed=1), seats, speed="slow",
                 autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await human_decision(pilot)
        await pilot.press("1")  # Ann antes; Cid thinks (slowly)
        await wait_for(pilot, lambda: screen.thinking is not None)
        await pilot.pause()
        text = str(screen.query_one(CardDetail).render())
        assert "Move through the choices" not in text
        assert "when you move through your choices" in text
