"""TUI layer: the Textual table driven by keys through Pilot."""

import pytest

from tda.engine import GameConfig
from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
from tda.games.three_dragon_ante.tui.widgets import HandRow
from tda.table.session import Seat
from tda.tui import TdaApp
from tda.tui.modals import ConfirmQuit, GambitSummary, GameOver, PassCover
from tda.tui.table_screen import TableScreen
from tui_helpers import screen_text, table_of, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def text_of(where, selector) -> str:
    """The rendered text of a widget on a screen (or on an app's current screen)."""
    screen = where.screen if isinstance(where, TdaApp) else where
    # the log holds card names with no-break spaces (issue 27.19): read them as spaces
    return str(screen.query_one(selector).render()).replace("\xa0", " ")



def table_app(seats, seed=5, **options):
    config = GameConfig(players=[s.name for s in seats], seed=seed, **options)
    return TdaApp(config, seats, speed="instant", autosave=False)


async def test_setup_screen_starts_a_game():
    """The setup screen's defaults (one human, three bots) start a game at the table."""
    app = TdaApp(autosave=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        session = app.screen.session
        assert [s.is_human for s in session.seats] == [True, False, False, False]
        await wait_for(pilot, lambda: app.screen.waiting_for_human)
        assert "Ann's hand" in text_of(app, HandRow)


async def test_setup_screen_reports_bad_settings():
    """A bad setting shows a message on the setup screen instead of starting."""
    app = TdaApp(autosave=False)
    async with app.run_test(size=(100, 40)) as pilot:
        for i in range(1, 6):
            app.screen.query_one(f"#kind-{i}").value = "empty"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "2 to 6 players" in text_of(app, "#setup-error")
        assert not isinstance(app.screen, TableScreen)


async def test_setup_screen_plays_a_deck_file(tmp_path):
    """A deck file of one's own, typed on the setup screen, replaces the picked deck;
    a broken one is named in the message and the screen stays."""
    deck = tmp_path / "night.toml"
    deck.write_text('name = "Night"\ncolors = ["red", "mithral", "gray"]\n'
                    'cards = ["bahamut", "io"]\n', encoding="utf-8")
    (tmp_path / "bad.toml").write_text('name = "Bad"\ncolors = ["plaid"]\n', encoding="utf-8")
    app = TdaApp(autosave=False)
    async with app.run_test(size=(100, 40)) as pilot:
        app.screen.query_one("#deck-file").value = str(tmp_path / "bad.toml")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "plaid" in text_of(app, "#setup-error")
        assert not isinstance(app.screen, TableScreen)
        app.screen.query_one("#deck-file").value = str(deck)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "need at least 40" in text_of(app, "#setup-error")  # 20 cards, 4 seats
        for i in (2, 3):
            app.screen.query_one(f"#kind-{i}").value = "empty"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        state = app.screen.session.state
        assert state.config.deck == str(deck) and len(state.cards) == 20
        assert state.rules.name == "revised"


async def test_number_key_takes_a_choice_and_bots_answer():
    """Pressing 1 antes the first card; the bots then act on their own."""
    app = table_app([Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        first = screen.session.state.legal_actions()[0]
        await pilot.press("1")
        await wait_for(pilot, lambda: screen.waiting_for_human and screen.session.state.round >= 1)
        assert screen.session.state.actions[0] == str(first)
        assert screen.session.state.to_act == 0


async def test_hot_seat_covers_hands_between_humans():
    """Two humans: each sees a cover naming them, and never the other's hand."""
    app = table_app([Seat("Ann"), Seat("Bob"), Seat("Cid", "random")])
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        assert app.screen.player == "Ann"
        assert "hidden" in text_of(screen, HandRow)
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert "Ann's hand" in text_of(screen, HandRow)
        await pilot.press("1")
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        assert app.screen.player == "Bob"
        assert "Ann's hand" not in text_of(screen, HandRow)
        ann_cards = {c.id for c in screen.session.state.view(0).hand}
        log = text_of(screen, "#log-text")
        assert not any(screen.session.state.cards[screen.session.state.by_id[c]].label in log
                       for c in ann_cards if c)  # Ann's drawn cards are not in the public log
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert "Bob's hand" in text_of(screen, HandRow)


async def test_hot_seat_cover_shows_no_hand_card():
    """While Bob's cover is up no hand card of Ann or Bob is on screen; then only Bob's."""
    app = table_app([Seat("Ann"), Seat("Bob"), Seat("Cid", "random")])
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        state = screen.session.state

        def chips(seat):
            return [f"{c.strength} {c.name.removeprefix('The ').removesuffix(' Dragon')}·"
                    for c in state.view(seat).hand]

        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.press("down")  # highlight a card so its full text is on show
        await pilot.press("1")
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover) and app.screen.player == "Bob")
        covered = screen_text(app)
        assert "Pass the keyboard to Bob" in covered
        assert not [c for c in chips(0) + chips(1) if c in covered]
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human)
        shown = screen_text(app)
        assert all(c in shown for c in chips(1))
        assert not [c for c in chips(0) if c in shown]


async def test_play_flags_build_the_table():
    """`tda play --seat ...` flags give the seats, deck, seed and options, skipping setup."""
    from tda.cli import build_parser, play_settings
    args = build_parser().parse_args(["play", "--seat", "Ann", "--seat", "bot:random:Robo",
                                      "--seat", "bot:random", "--seed", "12", "--max-gambits", "2",
                                      "--speed", "instant"])
    config, seats = play_settings(args)
    assert [s.name for s in seats] == ["Ann", "Robo", "Random 3"]
    assert config.seed == 12 and config.max_gambits == 2 and config.deck == "original"
    app = TdaApp(config, seats, "instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert screen.session.state.names == ("Ann", "Robo", "Random 3")


async def test_single_human_needs_no_cover():
    """With one human and bots, no pass-the-keyboard cover appears."""
    app = table_app([Seat("Ann"), Seat("Bob", "random")])
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.screen.waiting_for_human)
        assert not isinstance(app.screen, PassCover)


async def test_quit_asks_first_and_can_be_declined():
    """q and Ctrl+C ask before quitting a game in progress."""
    app = table_app([Seat("Ann"), Seat("Bob", "random")])
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.screen.waiting_for_human)
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmQuit))
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmQuit))
        asked = app.screen
        await pilot.press("tab")  # the focus moved to "Keep playing" ...
        assert asked.focused is not None and asked.focused.id == "no"
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmQuit))
        # ... the question is asked again by the same screen (issue 19: a `q` kept
        # fast), its focus back where a new one's would be
        assert app.screen is asked and asked.focused is not None and asked.focused.id == "yes"
        assert "Quit this game? It is not finished." in str(asked.query_one("Static").render())
        await pilot.press("y")
    assert app.return_code in (0, None)


async def test_help_lists_rules_and_searches_cards():
    """The help screen shows the ruleset's rules and filters the card reference."""
    app = table_app([Seat("Ann"), Seat("Bob", "random")])
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: app.screen.waiting_for_human)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        help_screen = app.screen
        help_screen._fill("thief")
        assert [c.id for c in help_screen._shown] == ["thief"]
        help_screen._fill("silver")
        assert {c.id for c in help_screen._shown} >= {"silver-2", "silver-12"}
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))


@pytest.mark.slow
async def test_a_whole_game_by_keys():
    """One human plays a whole game with the keyboard to the final standings."""
    app = table_app([Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")], seed=9,
                    max_gambits=3)
    summaries = 0
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        for _ in range(400):
            await wait_for(pilot, lambda: screen.waiting_for_human
                           or isinstance(app.screen, (GambitSummary, GameOver)))
            if isinstance(app.screen, GameOver):
                break
            if isinstance(app.screen, GambitSummary):
                summaries += 1
                await pilot.press("enter")
                await pilot.pause()
            else:
                await pilot.press("1")
        assert isinstance(app.screen, GameOver)
        assert screen.session.state.is_over
        assert summaries >= 1
        await pilot.press("q")


def test_gold_chart_uses_one_scale_for_every_player():
    """Equal gold draws the same bar on every line; no gold is a dot (not a blank); long
    games are sampled down to the chart's width, first and last gambit kept."""
    from tda.tui.render import gold_bars

    rich, poor, out = gold_bars([[50, 100, 200], [50, 50, 25], [50, 10, 0]], width=40)
    assert rich[0] == poor[0] == out[0] == "▂"
    assert rich[-1] == "█" and poor[-1] == "▁" and out[-1] == "·"
    (long,) = gold_bars([list(range(1, 101))], width=10)
    assert len(long) == 10 and long[0] == "▁" and long[-1] == "█"


async def test_a_refused_start_is_seen_at_80x24(tmp_path):
    """At 80x24 the message under the form sat below the screen: Ctrl+S from the top
    seemed to do nothing. The message is scrolled into view and a notice says it."""
    from tui_helpers import screen_lines
    app = TdaApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.query_one("#deck-file").value = str(tmp_path / "no-such-deck.toml")
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.pause()
        assert not isinstance(app.screen, TableScreen)
        shown = "\n".join(screen_lines(app))
        assert "⚠" in shown and "no-such-deck.toml" in text_of(app, "#setup-error")
        assert any(n.title == "Cannot start" and "no-such-deck.toml" in n.message
                   for n in app._notifications)
