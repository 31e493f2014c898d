"""Dragonmaster at the table: a whole hot-seat game to the end, the panel's words,
the help, the setup picker, resume and replay of a Dragonmaster save."""

import re
from pathlib import Path

import pytest

from tda.dragonmaster import DragonmasterConfig
from tda.dragonmaster import events as ev
from tda.games.dragonmaster.tui.help import DragonmasterHelp
from tda.games.dragonmaster.tui.panel import DragonmasterPanel
from tda.games.dragonmaster.tui.words import action_words
from tda.table.saves import Autosaver, list_saves, load_session
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import GambitSummary, GameOver, PassCover
from tda.tui.recap_view import PrivateResults
from tui_helpers import region_text, screen_rows, screen_text, squash, table_of, wait_for

SEATS = [Seat("Ann"), Seat("Bob"), Seat("Cid", "heuristic"), Seat("Dee", "heuristic")]


def dm_app(level="advanced", seed=5, seats=SEATS, **kwargs):
    config = DragonmasterConfig(players=[s.name for s in seats], level=level, seed=seed)
    return TdaApp(config, seats, speed="instant", autosave=False, **kwargs)


async def play_to_the_end(pilot, limit=2000):
    """Answer every choice with 1 and every cover or summary with Enter until the
    game is over; count what came up on the way."""
    app = pilot.app
    seen = {"covers": set(), "summaries": 0, "private": 0, "choices": 0}
    for _ in range(limit):
        await wait_for(pilot, lambda: isinstance(app.screen, (PassCover, GambitSummary,
                                                              GameOver, PrivateResults))
                       or table_of(app).waiting_for_human)
        screen = app.screen
        if isinstance(screen, GameOver):
            return seen
        if isinstance(screen, PassCover):
            seen["covers"].add(screen.player)
            await pilot.press("enter")
        elif isinstance(screen, GambitSummary):
            seen["summaries"] += 1
            seen["last summary"] = region_text(app, screen.query_one("#summary-box"))
            await pilot.press("enter")
        elif isinstance(screen, PrivateResults):
            seen["private"] += 1
            await pilot.press("enter")
        else:
            seen["choices"] += 1
            await pilot.press("1")
        await pilot.pause()
    raise AssertionError("the game did not end")


@pytest.mark.slow
async def test_a_whole_hot_seat_advanced_game_plays_to_the_end():
    """Two humans and two heuristic bots, advanced: covers for both humans, a summary
    after every hand, the last one too (before the standings: found playing in tmux,
    a last hand's failed Power Play was told nowhere but the log), standings at the end."""
    app = dm_app()
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play_to_the_end(pilot)
        state = table_of(app).session.state
        assert state.is_over
        assert seen["covers"] == {"Ann", "Bob"}
        hands = sum(isinstance(e, ev.HandStarted) for e in state.log)
        assert seen["summaries"] == hands == 20  # 4 rounds of 5 hands
        assert seen["last summary"].startswith("Hand 5 of round 4 is over")
        text = squash(screen_text(app))
        assert "Game over: 4 rounds were played." in text
        winner = state.names[state.result.winners[0]]
        assert f"{winner}: {state.result.scores[state.result.winners[0]]:,} crystals" in text
        assert "Crystals in thousands: start→end beside each name" in text


async def test_the_table_shows_contract_trick_hand_and_markers():
    app = dm_app(level="basic", seats=[Seat("Ann"), Seat("Bob", "heuristic"),
                                       Seat("Cid", "heuristic"), Seat("Dee", "heuristic")])
    async with app.run_test(size=(120, 40)) as pilot:
        screen = table_of(app)
        for _ in range(40):  # up to Ann's first card play
            await wait_for(pilot, lambda: screen.waiting_for_human
                           or isinstance(app.screen, (GambitSummary, PrivateResults)))
            if isinstance(app.screen, (GambitSummary, PrivateResults)):
                await pilot.press("enter")
            elif screen.session.state.decision.kind == "play":
                break
            else:
                await pilot.press("1")
            await pilot.pause()
        view = screen.session.state.view(0)
        text = squash(screen_text(app))
        dm = view.names[view.dragonmaster]
        assert f"Dragonmaster: {dm}" in text and f"{dm} DM" in text
        assert "Contract: " in text and f"pay {dm}" in text or view.dragonmaster == 0
        assert "Ann's hand: " in text
        # the hand by suit, every suit named in full
        for suit in {c.split("-")[0] for c in view.hand}:
            assert suit.title() in text
        # every option is a legal card, by name
        options = screen.query_one("#decision").option_count
        assert options == len(screen.session.state.legal_actions())


async def test_a_contract_choice_names_what_each_contract_penalises():
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=3,
                                first_dragonmaster=0)
    app = TdaApp(config, [Seat("Ann"), Seat("Bob", "heuristic"), Seat("Cid", "heuristic")],
                 speed="instant", autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert screen.session.state.decision.kind == "contract"
        options = region_text(app, screen.query_one("#decision"))
        assert "1. Dragonlords — 1,000 per Dragonlord taken" in options
        assert "2. Wizards — 2,000 per Wizard taken" in options
        assert "3. Runesword — 8,000 for the Prince of Warriors" in options
        assert "4. First or Last — 4,000 each for trick 1 and trick 8" in options
        assert "5. Staff of Power — all four of those at once" in options
        await pilot.press("down")
        await pilot.pause()
        detail = region_text(app, screen.query_one("#detail"))
        assert "2,000 for each Wizard taken (4 in play) by the others; yours are free." in detail


def test_the_dragonmaster_panel_is_found_by_the_game_name():
    from tda.tui.panels import panel_for
    assert panel_for("dragonmaster") is DragonmasterPanel
    with pytest.raises(ValueError, match="no table panel"):
        panel_for("chess")


async def test_help_has_the_rules_and_the_contract_table():
    app = dm_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover)
                       or table_of(app).waiting_for_human)
        if isinstance(app.screen, PassCover):
            await pilot.press("enter")
        await wait_for(pilot, lambda: table_of(app).waiting_for_human)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, DragonmasterHelp))
        text = squash(screen_text(app))
        assert "The Dragon and Power Plays" in text
        app.screen.query_one("#help-tabs").active = "help-contracts"
        await pilot.pause()
        text = squash(" ".join(screen_rows(app)))
        for row in ("Dragonlords │ each Dragonlord (8 in play) │ 1,000 each │ 10,000",
                    "Runesword │ the Prince of Warriors │ 8,000 │ 6,000",
                    "Staff of Power │ all of the above together", "15,000"):
            assert row in text
        assert "misses an item pays 8,000" in text
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, DragonmasterHelp))


async def test_escape_never_refuses_the_dragon():
    """Refusing the Dragon is a real choice: Esc declines nothing in Dragonmaster."""
    app = dm_app(seats=[Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random"),
                        Seat("Dee", "random")])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human
                       or isinstance(app.screen, PrivateResults))
        if isinstance(app.screen, PrivateResults):  # a card played for Ann (issue 27.1)
            await pilot.press("enter")
            await wait_for(pilot, lambda: screen.waiting_for_human)
        before = list(screen.session.state.actions)
        await pilot.press("escape")
        await pilot.pause()
        assert screen.session.state.actions == before


async def test_a_dragonmaster_game_is_autosaved_resumed_and_replayed(tmp_path, monkeypatch):
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    seats = [Seat("Ann"), Seat("Bob", "heuristic"), Seat("Cid", "heuristic")]
    config = DragonmasterConfig(players=[s.name for s in seats], level="expert", seed=11)
    app = TdaApp(config, seats, speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        for _ in range(6):
            await wait_for(pilot, lambda: screen.waiting_for_human
                           or isinstance(app.screen, (GambitSummary, PrivateResults)))
            await pilot.press("enter" if isinstance(app.screen, (GambitSummary, PrivateResults)) else "1")
            await pilot.pause()
        actions = list(screen.session.state.actions)
    saves = list_saves(finished=False)
    assert len(saves) == 1
    path, save = saves[0]
    assert save.game == "dragonmaster"
    assert list(save.record.actions) == actions
    resumed = TdaApp(mode="resume", path=path, speed="instant", autosave=False)
    async with resumed.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: table_of(resumed).waiting_for_human)
        assert table_of(resumed).session.state.actions == actions
        assert isinstance(table_of(resumed).panel, DragonmasterPanel)
    from tda.table.saves import read_game_file
    record, _ = read_game_file(path)
    replay = TdaApp(mode="replay", record=record, path=path, reveal=False)
    async with replay.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        text = squash(screen_text(replay))
        assert f"Step {len(actions)} of {len(actions)}" in text
        assert "hands hidden" in text
        assert re.search(r"last: (Ann|Bob|Cid) (plays the|names|makes a Power Play|"
                         r"refuses|leads the Dragon)", text), text
        assert actions[-1] not in text  # no raw id
        await pilot.press("left")
        await pilot.pause()
        assert f"Step {len(actions) - 1} of" in squash(screen_text(replay))


def test_resume_screen_lists_a_dragonmaster_save(tmp_path, monkeypatch):
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
    config = DragonmasterConfig(players=[s.name for s in seats], seed=2)
    session = Session(config, seats)
    path = Path(tmp_path) / "dm.json"
    session.on_change = Autosaver(path)
    session.on_change(session)
    loaded, save = load_session(path)
    assert save.game == "dragonmaster" and loaded.state.view(0) == session.state.view(0)


async def test_the_setup_screen_picks_the_game_first(tmp_path, monkeypatch):
    """Dragonmaster picked: its level shows, Three-Dragon Ante's deck and gold hide,
    four seats are offered with Dragonmaster's bots, and Ctrl+S starts its game."""
    from textual.widgets import Select

    from tda.tui.setup_screen import SetupScreen
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(setup_seed=42, speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        setup = app.screen
        assert not setup.query_one("#dm-options").display
        setup.query_one("#game", Select).value = "dragonmaster"
        await pilot.pause()
        assert setup.query_one("#dm-options").display
        # Three-Dragon Ante's fields hide with their containers (the gold: its table rules)
        assert not setup.query_one("#tda-options").display
        assert not setup.query_one("#tda-table-rules").display and setup.query_one("#gold") \
            in setup.query_one("#tda-table-rules").query("#gold")
        assert [setup.query_one(f"#seat-{i}").display for i in range(6)] == [True] * 4 + [False] * 2
        kinds = [value for _, value in setup.query_one("#kind-1", Select)._options]
        assert "bot:heuristic" in kinds and "bot:random" in kinds
        setup.query_one("#level", Select).value = "expert"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: any(hasattr(s, "panel") for s in app.screen_stack))
        session = table_of(app).session
        assert isinstance(session.config, DragonmasterConfig)
        assert session.config.level == "expert" and session.config.seed == 42
        assert [s.bot for s in session.seats] == [None, "normal", "normal", "normal"]  # issue 19
        assert isinstance(table_of(app).panel, DragonmasterPanel)
    assert list_saves(finished=False)[0][1].game == "dragonmaster"  # autosaved


async def test_the_setup_screen_refuses_five_dragonmaster_seats_in_one_line():
    from textual.widgets import Select

    from tda.tui.setup_screen import SetupScreen
    app = TdaApp(setup_seed=1, autosave=False, setup_game="dragonmaster")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        for i in (1, 2, 3):
            app.screen.query_one(f"#kind-{i}", Select).value = "empty"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "Dragonmaster is for 3 or 4 players, not 1" in squash(screen_text(app))


def test_tda_play_game_dragonmaster_builds_its_config_and_refuses_tda_flags():
    from tda.cli import build_parser, play_settings
    from tda.cli_args import UsageError
    parser = build_parser()

    def settings(*argv):
        return play_settings(parser.parse_args(["play", *argv]))

    config, seats = settings("--game", "dragonmaster", "--level", "advanced", "--seat", "Ann",
                             "--seat", "Bob", "--seat", "bot:heuristic", "--seat",
                             "bot:heuristic", "--seed", "5")
    assert isinstance(config, DragonmasterConfig)
    assert (config.level, config.seed, config.players[:2]) == ("advanced", 5, ["Ann", "Bob"])
    assert [s.bot for s in seats] == [None, None, "heuristic", "heuristic"]
    assert settings("--game", "dragonmaster") == (None, None)  # the setup screen
    for argv, flag in ((["--deck", "legendary"], "--deck"), (["--ruleset", "revised"], "--ruleset"),
                       (["--starting-gold", "20"], "--starting-gold"),
                       (["--variant", "pick-em"], "--variant")):
        with pytest.raises(UsageError, match=f"^{flag}: a Three-Dragon Ante option"):
            settings("--game", "dragonmaster", "--seat", "Ann", "--seat", "Bob",
                     "--seat", "Cid", *argv)
    with pytest.raises(UsageError, match="--seat: Dragonmaster seats 3 to 4 players, not 2"):
        settings("--game", "dragonmaster", "--seat", "Ann", "--seat", "Bob")
    with pytest.raises(UsageError, match="--level"):
        settings("--game", "dragonmaster", "--level", "master", "--seat", "Ann")
    with pytest.raises(UsageError, match="--seat: unknown Dragonmaster bot"):
        settings("--game", "dragonmaster", "--seat", "Ann", "--seat", "bot:wizard",
                 "--seat", "Cid")
    with pytest.raises(UsageError, match="--level: Three-Dragon Ante has no levels"):
        settings("--level", "basic", "--seat", "Ann", "--seat", "Bob")


async def test_keys_pressed_faster_than_the_screen_never_answer_the_next_decision():
    """Found playing in tmux: two quick presses of 1 on a Power Play queued two picks
    of the same option; the second reached the lead that followed and the illegal
    "choose" crashed the table. A pick names the option list it came from."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=3,
                                first_dragonmaster=0)
    app = TdaApp(config, [Seat("Ann"), Seat("Bob", "heuristic"), Seat("Cid", "heuristic")],
                 speed="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        panel = screen.query_one("#decision")
        first = panel.generation
        action = screen.session.state.legal_actions()[0]
        panel.post_message(panel.Chosen(action, first))
        panel.post_message(panel.Chosen(action, first))  # the same pick, queued twice
        await pilot.pause(0.3)
        assert screen.session.state.actions == [str(action)]
        assert screen.session.state.decision.kind == "play"


def test_a_replayed_action_is_told_in_players_words():
    """The replay's "last" line names the card, the contract and the kind of choice."""
    names = ["Ann", "Bob", "Cid"]
    assert action_words(names, 1, "play", "play warriors-prince") == \
        "Bob plays the Prince of Warriors"
    assert action_words(names, 0, "play", "play dragon nomads") == \
        "Ann leads the Dragon as King of Nomads"
    assert action_words(names, 2, "play", "play dragon") == "Cid plays the Dragon"
    assert action_words(names, 1, "dragon", "choose first-or-last") == \
        "Bob makes a Power Play on First or Last"
    assert action_words(names, 0, "contract", "choose staff-of-power") == \
        "Ann names Staff of Power"
    assert action_words(names, 1, "dragon", "pass") == "Bob refuses the Dragon"


def book_example_2_summary() -> list[str]:
    """The summary of the rulebook's example 2 (Staff of Power, basic) as plain lines:
    Dee is the Dragonmaster, Ann, Bob and Cid the book's A, B and C."""
    from dragonmaster_helpers import game, hand, play_trick, stack, start_script
    from tda.games.dragonmaster.tui.summary import hand_summary
    deal = stack(hand(DRA="Q D F", WAR="W D", DRU="D", NOM="Q P"),
                 hand(DRA="C", WAR="K", DRU="Q P B F", NOM="W F"),
                 hand(DRA="K P B", WAR="P B", DRU="K", NOM="C B"),
                 hand(DRA="W", WAR="Q C F", DRU="W C", NOM="K D"))
    g = game("basic", [deal])
    g.apply("choose staff-of-power")
    start_script(g)
    for trick in ["DM D-DRU, A B-DRU, B K-DRU, C W-DRU", "B C-NOM, C D-NOM, DM P-NOM, A W-NOM",
                  "DM D-DRA, A C-DRA, B B-DRA, C W-DRA", "C C-WAR, DM D-WAR, A K-WAR, B P-WAR",
                  "A F-DRU, B K-DRA, C C-DRU, DM W-WAR", "C K-NOM, DM Q-NOM, A F-NOM, B B-NOM",
                  "C F-WAR, DM Q-DRA, A Q-DRU, B B-WAR", "B P-DRA, C Q-WAR, DM F-DRA, A P-DRU"]:
        play_trick(g, trick)
    log = list(g.log)
    start = max(i for i, e in enumerate(log) if isinstance(e, ev.HandStarted) and e.round == 1
                and e.hand_number == 1)
    stop = next(i for i, e in enumerate(log) if i > start and isinstance(e, ev.HandStarted))
    lines = hand_summary(list(g.names), log[start:stop], log[stop:], list(g.balances))
    return [str(line) for line in lines]


def test_the_hand_summary_names_each_seats_cards_in_words():
    """The known gap: the summary showed "Dragonlords K P B Warriors P", letters only
    the help explained. Each seat now has a line of its own, the cards in words."""
    lines = book_example_2_summary()
    assert lines[1:7] == [
        "Tricks won, and the penalty items each player took:",
        "  Dee (1 trick, Dragonmaster: free): the Wizard of Nomads",
        "  Ann (1 trick): the Prince of Warriors",
        "  Bob (3 tricks): the Queen, Princess and Fool of Dragonlords; the Wizard of Druids; "
        "trick 1; trick 8",
        "  Cid (3 tricks): the King, Wizard, Duke, Count and Baron of Dragonlords; the Wizard "
        "of Warriors",  # the Wizard of Dragonlords is charged twice (book example 2)
        "Ann pays Dee 8,000 · Bob pays Dee 13,000 · Cid pays Dee 9,000."]
    assert not re.search(r"(Dragonlords|Warriors|Druids|Nomads) [KQPWDCBF]\b", "\n".join(lines))


async def test_at_80_columns_a_seats_penalty_sum_is_never_cut_off():
    """Found playing at 80x24: "Dragonlords W Warriors…" lost the "= 4,000" behind it.
    The sum comes first now; only the cards after it give way."""
    from tda.games.dragonmaster.tui.widgets import DmSeats
    from tda.games.dragonmaster.tui.words import penalty_total, trick_numbers
    app = dm_app(level="basic", seed=1, seats=[Seat("Ann"), Seat("Bob", "heuristic"),
                                               Seat("Cid", "heuristic"), Seat("Dee", "heuristic")])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        for _ in range(60):  # up to a seat, not the Dragonmaster, owing for two suits' items
            await wait_for(pilot, lambda: screen.waiting_for_human
                           or isinstance(app.screen, (GambitSummary, PrivateResults)))
            if isinstance(app.screen, (GambitSummary, PrivateResults)):
                await pilot.press("enter")
                await pilot.pause()
                continue
            view = screen.session.state.view(0)
            won = trick_numbers(view.log, 4)
            owing = [s for s in range(4) if s != view.dragonmaster and view.contract
                     and penalty_total(view.contract, view.taken[s], won[s])
                     and len({c.split("-")[0] for c in view.taken[s]}) > 1]
            if owing:
                break
            await pilot.press("1")
            await pilot.pause()
        else:
            raise AssertionError("nobody owed for two suits")
        seats = region_text(app, screen.query_one(DmSeats))
        for seat in owing:
            cost = penalty_total(view.contract, view.taken[seat], won[seat])
            assert f"{view.names[seat]} " in seats and f" {cost:,} " in f"{seats} ", seats


async def open_help(app, pilot):
    await wait_for(pilot, lambda: isinstance(app.screen, PassCover)
                   or table_of(app).waiting_for_human)
    if isinstance(app.screen, PassCover):
        await pilot.press("enter")
    await wait_for(pilot, lambda: table_of(app).waiting_for_human)
    await pilot.press("question_mark")
    await wait_for(pilot, lambda: isinstance(app.screen, DragonmasterHelp))
    await pilot.pause()


async def test_the_help_reads_on_from_the_keyboard_at_80x24():
    """Found at 80x24: the rules ran below the fold and no key scrolled them (the tab
    bar holds the focus). ↓, PgDn and End read on, on every tab; ← → change tabs."""
    app = dm_app(level="expert")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_help(app, pilot)
        help_screen = app.screen
        assert "Secret Power Play" not in squash(screen_text(app))  # the expert part is below
        await pilot.press("end")
        await pilot.pause()
        assert help_screen.scroll_y == help_screen.max_scroll_y > 0
        assert "Secret Power Play" in squash(screen_text(app))
        await pilot.press("home", "pagedown", "down")
        await pilot.pause()
        assert 0 < help_screen.scroll_y
        await pilot.press("right")
        await pilot.pause()
        assert help_screen.query_one("#help-tabs").active == "help-contracts"
        await pilot.press("end")
        await pilot.pause()
        assert "as a Wizard." in squash(screen_text(app))  # the table's last note
        assert "Scroll" in screen_rows(app)[-1]  # the footer says how


async def test_the_basic_games_contract_table_has_no_power_play_column():
    """The basic game has no Power Plays: its contract table does not price them."""
    app = dm_app(level="basic")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_help(app, pilot)
        app.screen.query_one("#help-tabs").active = "help-contracts"
        await pilot.pause()
        text = squash(" ".join(screen_rows(app)))
        assert "Runesword │ the Prince of Warriors │ 8,000 │" in text
        assert "Power Play" not in text


async def test_at_80x24_the_dragon_choice_shows_every_option_and_its_expert_rule():
    """Found at 80x24: each Power Play label took two lines, so Refuse sat out of sight
    below five of them, and the detail lost its expert line at the bottom."""
    app = dm_app(level="expert", seed=11, seats=[Seat("Ann"), Seat("Bob", "heuristic"),
                                                 Seat("Cid", "heuristic"),
                                                 Seat("Dee", "heuristic")])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert screen.session.state.decision.kind == "dragon"
        options = region_text(app, screen.query_one("#decision"))
        assert "1. Dragonlords: 10,000 from each" in options
        assert "5. Staff of Power: 15,000 from each" in options
        assert "6. Refuse: swap for the extra card" in options
        await pilot.press("down", "down", "down", "down")
        await pilot.pause()
        detail = region_text(app, screen.query_one("#detail"))
        assert "Take all 14 items of the four others: each other player pays you 15,000" \
            in detail
        assert detail.endswith("Expert: no Dragonlord or Warrior may lead trick 1."), detail


def test_the_table_log_names_cards_with_their_article():
    """The log read "Cid plays Dragon as King of Warriors", "The extra card was Prince
    of Warriors": the article is there now, and a led Dragon is led."""
    from tda.games.dragonmaster.tui.words import Teller
    teller = Teller(["Ann", "Bob", "Cid"])
    assert str(teller.tell(ev.CardPlayed(seat=2, card="dragon", suit="warriors"))) == \
        "  Cid leads the Dragon as King of Warriors."
    assert str(teller.tell(ev.CardPlayed(seat=0, card="nomads-king", suit=None))) == \
        "  Ann plays the King of Nomads."
    assert str(teller.tell(ev.ExtraCardRevealed(seat=1, card="warriors-prince"))) == \
        " The extra card was the Prince of Warriors; it goes to Bob."


async def test_a_revealed_replay_shows_hands_with_their_suits_apart():
    """The replay showed "Warriors Q Druids K Q P C Nomads K P W": where one suit
    ended and the next began was for the colours to tell. The table's "·" is there."""
    from tda.dragonmaster import new_game
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=4)
    state = new_game(config)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    app = TdaApp(mode="replay", record=state.record(), reveal=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        hands = region_text(app, app.screen.query_one("#dm-hands"))
        parts = re.split(r"(?:Ann|Bob|Cid): ", hands)[1:]
        assert len(parts) == 3, hands
        for seat, part in enumerate(parts):
            suits = {c.split("-")[0] for c in new_game(config).view(seat).hand}  # step 0
            assert part.count(" · ") == len(suits) - 1, part


def test_between_turns_an_expert_hand_says_a_secret_power_play_is_on():
    """Nobody announces a Secret Power Play, so the hand's description says it can
    happen (expert, Dragonlords, Wizards or Staff of Power only)."""
    from dragonmaster_helpers import game
    from tda.games.dragonmaster.tui.options import about_hand
    for level, contract, said in (("expert", "wizards", True), ("expert", "runesword", False),
                                  ("advanced", "wizards", False)):
        g = game(level, [])
        if g.phase == "dragon":
            g.apply("pass")
        g.apply(f"choose {contract}")
        text = str(about_hand(g.view(None)))
        assert ("Secret Power Play: anyone but Dee who takes every item wins" in text) is said


def test_a_secret_power_play_is_told_in_the_hand_summary():
    """Book example 5 (expert): Cid takes all 8 Dragonlords unannounced; the summary
    says what he won, and how, and who is Dragonmaster next."""
    from dragonmaster_helpers import game, hand, play_out_hands, play_trick, stack, start_script
    from tda.games.dragonmaster.tui.summary import hand_summary
    deal = stack(hand(WAR="K D C", DRU="D C F", NOM="P C"),
                 hand(DRA="D F", WAR="W F", DRU="W", NOM="Q F", DRAGON="1"),
                 hand(DRA="Q W", WAR="Q P", DRU="K B", NOM="W D"),
                 hand(DRA="K P C B", DRU="Q P", NOM="K B"), extra="B-WAR")
    g = game("expert", [["dragon"], ["dragon"], deal])
    play_out_hands(g, ["staff-of-power", "first-or-last"])
    g.apply("pass")
    g.apply("choose dragonlords")
    start_script(g)
    for trick in ["DM D-DRU, A W-DRU, B K-DRU, C Q-DRU", "B W-NOM, C B-NOM, DM P-NOM, A Q-NOM",
                  "A F-DRA, B W-DRA, C P-DRA, DM C-NOM", "C K-DRA, DM C-DRU, A D-DRA, B Q-DRA",
                  "C C-DRA, DM F-DRU, A F-NOM, B B-DRU", "C B-DRA, DM C-WAR, A B-WAR, B D-NOM"]:
        play_trick(g, trick)
    log = list(g.log)
    start, stop = [i for i, e in enumerate(log) if isinstance(e, ev.HandStarted)][-2:]
    lines = [str(line) for line in hand_summary(list(g.names), log[start:stop], log[stop:],
                                                list(g.balances))]
    assert "Cid wins a Secret Power Play: every item taken, unannounced." in lines
    assert "  Cid (4 tricks): the King, Queen, Princess, Wizard, Duke, Count, Baron and Fool " \
           "of Dragonlords" in lines
    assert "Dee pays Cid 10,000 · Ann pays Cid 10,000 · Bob pays Cid 10,000." in lines
    assert lines[-1] == "Cid is Dragonmaster from the next hand."


def test_after_the_game_the_trick_line_does_not_announce_a_next_trick():
    """At the game's end the table read "Trick 7 of 8" (the last hand stopped early)."""
    from tda.dragonmaster import new_game
    from tda.dragonmaster.contracts import TRICKS
    from tda.games.dragonmaster.tui.widgets import DmMiddle
    state = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid"], seed=6))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    view = state.view(None)
    played = sum(view.tricks_won)
    assert 0 < played <= TRICKS
    line = str(DmMiddle.trick_line(view, list(view.names)))
    assert line == f"The last hand ended after {played} trick{'s' * (played != 1)}"


async def test_a_humans_only_legal_card_played_by_itself_is_said():
    """With one legal card the engine plays it unasked; the table says so in a note
    (it was told only in the log), naming the card and whose it was; before Ann has
    had a look at the hand, it is shown to her instead (issue 27.1)."""
    app = dm_app(level="basic", seed=1, seats=[Seat("Ann"), Seat("Bob", "heuristic"),
                                               Seat("Cid", "heuristic"), Seat("Dee", "heuristic")])
    async with app.run_test(size=(120, 40)) as pilot:
        screen = table_of(app)
        notes: list[str] = []
        original = screen.notify
        screen.notify = lambda message, **kw: (notes.append(message), original(message, **kw))
        for _ in range(400):
            await wait_for(pilot, lambda: screen.waiting_for_human or isinstance(
                app.screen, (GambitSummary, GameOver, PrivateResults)))
            if any("Ann could play only the " in n for n in notes):
                break
            if isinstance(app.screen, GameOver):
                raise AssertionError("Ann never had a single legal card")
            await pilot.press("1" if screen.waiting_for_human else "enter")
            await pilot.pause()
        note = next(n for n in notes if n.startswith("Ann could play only the "))
        assert note.endswith(": played at once.")
        card = note.removeprefix("Ann could play only the ").removesuffix(": played at once.")
        plays = [e for e in screen.session.state.log if isinstance(e, ev.CardPlayed)
                 and e.seat == 0]
        from tda.dragonmaster.cards import name
        assert card in {name(e.card) for e in plays}


async def test_a_power_players_dragon_leads_fit_a_line_at_80_columns():
    """"Lead the Dragon as King of Warriors" wrapped at 80 columns; the Power Play was
    also told twice above the hand (the contract line and "Dragon: Ann's Power Play")."""
    from tda.games.dragonmaster.tui.widgets import DmMiddle
    app = dm_app(level="expert", seed=11, seats=[Seat("Ann"), Seat("Bob", "heuristic"),
                                                 Seat("Cid", "heuristic"),
                                                 Seat("Dee", "heuristic")])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.press("1")  # a Power Play on Dragonlords
        await wait_for(pilot, lambda: screen.waiting_for_human
                       and screen.session.state.decision.kind == "play")
        options = region_text(app, screen.query_one("#decision"))
        assert "6. Dragon: lead it, then name its suit" in options  # issue 27.7
        await pilot.press("6")
        await pilot.pause()
        options = region_text(app, screen.query_one("#decision"))
        assert "1. Dragon as King of Warriors 2. Dragon as King of Druids" in options
        assert "Dragonlords" not in options.partition("Dragon as")[2]  # ruling DM9
        middle = region_text(app, screen.query_one(DmMiddle))
        assert "Ann's Power Play: take all 8 Dragonlords" in middle
        assert "Dragon: " not in middle


def test_the_table_log_says_why_a_played_dragon_lost():
    """The book's first Dragon check (D-WAR led, F-WAR, K-WAR, the Dragon): the King
    of Warriors wins, and the log says why; a Dragon played before the King wins."""
    from tda.games.dragonmaster.tui.words import Teller
    teller = Teller(["Dee", "Ann", "Bob", "Cid"])
    lost = teller.tell(ev.TrickWon(seat=2, trick=3, cards=(
        "warriors-duke", "warriors-fool", "warriors-king", "dragon")))
    assert str(lost) == "  Bob wins trick 3: the real King came before the Dragon, and beats it."
    won = teller.tell(ev.TrickWon(seat=1, trick=4, cards=(
        "nomads-queen", "dragon", "nomads-king", "nomads-baron")))
    assert str(won) == "  Ann wins trick 4."
    led = teller.tell(ev.TrickWon(seat=0, trick=5, cards=(
        "dragon", "druids-king", "druids-fool", "druids-count")))
    assert str(led) == "  Dee wins trick 5."


def test_a_failed_power_play_says_who_took_what_it_missed():
    """Book example 4: Bob's Runesword Power Play fails when Cid takes the Prince of
    Warriors in trick 4; the summary names the taker once, the card in words."""
    from dragonmaster_helpers import game, hand, play_out_hands, play_trick, stack, start_script
    from tda.games.dragonmaster.tui.summary import hand_summary
    deal = stack(hand(DRA="D C B F", DRU="P F", NOM="Q P"),
                 hand(WAR="P W F B", DRU="Q D", NOM="D C"),
                 hand(DRA="Q W", WAR="K Q", DRU="K W", NOM="W", DRAGON="1"),
                 hand(DRA="K P", WAR="D C", DRU="C B", NOM="B F"), extra="K-NOM")
    g = game("advanced", [["dragon"], ["dragon"], deal])
    play_out_hands(g, ["first-or-last", "wizards"])
    g.apply("choose runesword")
    start_script(g)
    for trick in ["B K-WAR, C C-WAR, DM B-DRA, A B-WAR", "B Q-WAR, C D-WAR, DM C-DRA, A F-WAR",
                  "B DRAGON:WAR, C B-NOM, DM F-DRA, A W-WAR", "B W-DRA, C K-DRA, DM D-DRA, A P-WAR"]:
        play_trick(g, trick)
    log = list(g.log)
    start, stop = [i for i, e in enumerate(log) if isinstance(e, ev.HandStarted)][-2:]
    lines = [str(line) for line in hand_summary(list(g.names), log[start:stop], log[stop:],
                                                list(g.balances))]
    assert lines[0] == "Hand 3 of round 1 is over: Runesword (Power Play by Bob)"
    assert "The extra card was the King of Nomads: it goes to Bob." in lines
    assert "Bob's Power Play fails." in lines
    assert "Missed: Cid took the Prince of Warriors." in lines
    assert "Tricks won, and the Power Play items each player took:" in lines
    assert "  Cid (1 trick): the Prince of Warriors" in lines
    assert "Bob pays Dee 8,000." in lines  # ruling DM19: Cid pays nothing
