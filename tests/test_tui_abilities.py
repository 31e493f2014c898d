"""Character abilities at the table (issue 20 item 4): the setup section that follows
the rules the game is played by, the seats' abilities and disks on the table, and
each window's question in words with its numbers."""

from __future__ import annotations

from textual.widgets import Select

from tda.engine import GameConfig, new_game
from tda.games.three_dragon_ante.tui.abilities_setup import AbilitiesSetup, ChooseAbilities
from tda.games.three_dragon_ante.tui.widgets import (
    AnteAndLedger,
    CardDetail,
    SeatsTable,
    StatusBar,
    abilities_text,
    ledger_lines,
)
from tda.games.three_dragon_ante.words.recap import private_results, recap_lines
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import PassCover
from tda.tui.setup_screen import SetupScreen
from tda.tui.table_screen import TableScreen
from tda.tui.widgets import DecisionPanel
from tda.words import render
from tui_helpers import region_text, table_of, wait_for


async def setup_app(pilot) -> SetupScreen:
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, SetupScreen))
    await pilot.pause()
    return pilot.app.screen


def seat(screen, row: int, kind: str, name: str) -> None:
    screen.query_one(f"#kind-{row}", Select).value = kind
    screen.query_one(f"#name-{row}").value = name


async def test_the_section_is_off_by_default_and_follows_the_rules():
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        section = screen.query_one(AbilitiesSetup)
        config, _ = screen.build()
        assert not config.has_abilities  # off: the standard game
        modes = [v for _, v in screen.query_one("#ab-mode", Select)._options]
        assert modes == ["off", "one", "all"]  # the original deck plays the original rules
        screen.query_one("#deck", Select).value = "legendary"
        await pilot.pause()
        assert section.edition == "legendary"
        assert [v for _, v in screen.query_one("#ab-mode", Select)._options] == ["off", "chosen"]
        screen.query_one("#ruleset", Select).value = "revised"
        await pilot.pause()
        assert [v for _, v in screen.query_one("#ab-mode", Select)._options] == [
            "off", "draft", "chosen"]
        assert "Character abilities" in str(section.query_one("#ab-box").title)


async def test_legendary_abilities_chosen_per_seat_and_drawn_for_bots():
    """A human's abilities ticked in the modal, with the ancestry colour; the bot left
    empty draws as many as the human holds from the seed (ruling L40), the same on
    every start with that seed; secret abilities."""
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        screen.query_one("#deck", Select).value = "legendary"
        await pilot.pause()
        seat(screen, 0, "human", "Ann")
        seat(screen, 1, "human", "Bob")
        seat(screen, 2, "bot:normal", "Cid")
        seat(screen, 3, "empty", "Dee")
        screen.query_one("#seed").value = "11"
        section = screen.query_one(AbilitiesSetup)
        section.query_one("#ab-box").collapsed = False
        screen.query_one("#ab-mode", Select).value = "chosen"
        await pilot.pause()
        assert section.query_one("#ab-seat-2").display and not section.query_one("#ab-seat-3").display
        assert "Cid (bot): a random draw" in str(section.query_one("#ab-held-2").render())
        section.query_one("#ab-choose-0").press()
        await wait_for(pilot, lambda: isinstance(app.screen, ChooseAbilities))
        await pilot.pause()
        modal = app.screen
        picker = modal.query_one("#ab-list")
        picker.select("draconic-ancestry")
        picker.select("fast-hands")
        modal.query_one("#ab-ancestry", Select).value = "bronze"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.screen is screen)
        assert "Draconic Ancestry (bronze), Fast Hands" in str(
            section.query_one("#ab-held-0").render())
        section.set_abilities(1, ["cutting-words"])
        section.query_one("#ab-secret").value = True
        config, seats = screen.build()
        assert config.abilities[:2] == [["draconic-ancestry", "fast-hands"], ["cutting-words"]]
        assert len(config.abilities[2]) == 2  # as many as the human holding the most
        assert config.ancestry[0] == "bronze" and config.secret_abilities
        again, _ = screen.build()
        assert again.abilities == config.abilities  # drawn from the seed: the same
        assert [s.name for s in seats] == ["Ann", "Bob", "Cid"]
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) for s in app.screen_stack))
        assert table_of(app).session.config.abilities == config.abilities
    again = TdaApp(autosave=False, bot_process=False, setup_seed=5)  # the next setup
    async with again.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        section = screen.query_one(AbilitiesSetup)
        assert section.mode() == "chosen" and section.query_one("#ab-secret").value
        assert section.chosen == {0: ["draconic-ancestry", "fast-hands"], 1: ["cutting-words"]}
        assert section.ancestry == {0: "bronze"}


async def test_an_impossible_choice_is_refused_in_one_line():
    """Emperor's Gambit: an ability has one holder; the engine's ConfigError is shown
    as one line and the game does not start. Turned on with nothing held: refused."""
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        screen.query_one("#ruleset", Select).value = "revised"
        seat(screen, 1, "human", "Bob")
        await pilot.pause()
        section = screen.query_one(AbilitiesSetup)
        screen.query_one("#ab-mode", Select).value = "chosen"
        screen.query_one("#ab-bots", Select).value = "none"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(screen.query_one("#setup-error").render())
        assert "no seat holds one" in error and isinstance(app.screen, SetupScreen)
        section.set_abilities(0, ["bluff", "insight"])
        section.set_abilities(1, ["bluff"])
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(screen.query_one("#setup-error").render())
        assert "'bluff' is held by seats 0 and 1" in error and "\n" not in error.strip()
        assert isinstance(app.screen, SetupScreen)
        section.set_abilities(1, ["heal"])
        config, _ = screen.build()
        assert config.abilities[:2] == [["bluff", "insight"], ["heal"]]
        assert config.abilities[2] == []  # bots: none, as chosen


async def test_the_original_modes_and_the_draft():
    """Original: one per character (two ticked is the engine's one-line refusal), or
    all; Emperor's Gambit's draft gives the picks per seat, nothing chosen."""
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        section = screen.query_one(AbilitiesSetup)
        screen.query_one("#ab-mode", Select).value = "one"
        await pilot.pause()
        section.set_abilities(0, ["bluff", "sense-motive"])
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "gives each seat at most one ability" in str(
            screen.query_one("#setup-error").render())
        section.set_abilities(0, ["sense-motive"])
        config, _ = screen.build()
        assert config.ability_mode == "one" and config.abilities[0] == ["sense-motive"]
        assert all(len(ids) == 1 for ids in config.abilities)  # the bots drew one each
        screen.query_one("#ab-mode", Select).value = "all"
        await pilot.pause()
        section.set_abilities(0, ["bluff", "sense-motive", "wild-card"])
        config, _ = screen.build()
        assert config.ability_mode == "all" and len(config.abilities[1]) == 3
        screen.query_one("#ruleset", Select).value = "revised"
        await pilot.pause()
        assert section.chosen == {}  # another edition: nothing carried over
        screen.query_one("#ab-mode", Select).value = "draft"
        screen.query_one("#ab-picks", Select).value = 3
        await pilot.pause()
        assert screen.query_one("#ab-picks").display and not section.query_one("#ab-choose-0").display
        config, _ = screen.build()
        assert config.ability_draft == 3 and config.abilities is None
        assert config.draft_picks is None and config.insight_bonus is None
        # one seat drafts fewer, one has an Insight bonus (ABILITIES.md 4.1)
        assert section.query_one("#ab-seat-1").display
        assert not section.query_one("#ab-choose-1").display
        screen.query_one("#ab-seat-picks-1", Select).value = 1
        screen.query_one("#ab-bonus-0").value = "4"
        await pilot.pause()
        config, _ = screen.build()
        assert config.draft_picks == [3, 1, 3, 3] and config.insight_bonus == [4, 0, 0, 0]
        screen.query_one("#ab-bonus-2").value = "lots"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Cid's Insight bonus is a whole number" in str(
            screen.query_one("#setup-error").render())


# -- the table ------------------------------------------------------------------------
LEG_HANDS = [["gold-13", "red-3", "red-8", "white-1", "black-1", "silver-2"],
             ["blue-9", "blue-11", "green-2", "green-4", "black-5", "white-2"],
             ["white-3", "red-12", "black-2", "brass-1", "copper-1", "bronze-1"]]


def legendary_game(**settings):
    order = [c for h in LEG_HANDS for c in h]
    return new_game(GameConfig(players=["Ann", "Bob", "Cid"], deck="legendary",
                               ruleset="legendary", seed=1, deck_order=order, **settings))


async def test_the_table_shows_abilities_disks_and_an_ability_question():
    """Ann's ante is the weakest: Inspiring Leader's question (ruling A30) says what it
    does with its numbers and what passing keeps; the table shows every disk, Bob's
    and Cid's secret abilities as secret to Ann (ruling A27); after the use her disk
    is expended on the table and the log says so."""
    game = legendary_game(abilities=[["inspiring-leader", "fast-hands"], ["cutting-words"],
                                     ["desperation"]], secret_abilities=True)
    game.apply("ante white-1")
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
    session = Session(game.config, seats, state=game)
    app = TdaApp(session=session, speed="instant", autosave=False, bot_process=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human
                       and screen.session.state.decision.kind == "use-ability")
        asked = region_text(app, screen.query_one("#decide"))
        assert "The ante is paid; use an ability?" in asked
        assert "Use Inspiring Leader: draw 2 cards; then each opponent draws 1" in asked
        assert "Pass: keep your ability disk ready" in asked
        ledger = region_text(app, screen.query_one(AnteAndLedger))
        assert "Ann ● ready: Fast Hands, Inspiring Leader" in ledger
        assert "Bob ● ready: secret" in ledger and "Cid ● ready: secret" in ledger
        assert "Cutting" not in ledger
        # the disk is shown once, where its marks say what they mean (issue 27.10)
        assert "●" not in region_text(app, screen.query_one(SeatsTable))
        await pilot.press("1")
        await wait_for(pilot, lambda: screen.session.state.view(0).disks[0] is False)
        await pilot.pause()
        assert "Ann ○ expended" in region_text(app, screen.query_one(AnteAndLedger))
        assert "○" not in region_text(app, screen.query_one(SeatsTable))
        assert any("Ann uses Inspiring Leader" in str(line)
                   for line in screen.panel.story(0))


def test_cards_known_in_another_hand_and_a_spent_ability():
    """After Sense Motive (ruling A11) Ann's table lists the cards she saw in Bob's
    hand, as they were; Cid's table lists none. Emperor's Gambit: a spent ability is
    struck through and said to be used."""
    hands = [["white-1", "silver-8", "gold-9", "gold-2", "gold-4", "silver-2"],
             ["gold-13", "black-3", "black-7", "red-2", "red-3", "blue-1"],
             ["brass-2", "copper-5", "copper-7", "white-2", "white-3", "white-4"]]
    order = [c for h in hands for c in h]
    game = new_game(GameConfig(players=["Ann", "Bob", "Cid"], deck="original",
                               ruleset="original", seed=1, deck_order=order,
                               abilities=[["sense-motive"], [], []]))
    cards = {c.id: c for c in game.cards}
    for action in ("ante white-1", "ante gold-13", "ante brass-2", "play black-3",
                   "play copper-5", "play silver-8", "play gold-9", "play black-7"):
        game.apply(action)
    events = game.apply("use sense-motive")
    # hot seat: what the look showed Ann stays on screen before the keyboard passes on
    (line,) = private_results(events, 0, game.view(0), cards)
    told = "".join(p if isinstance(p, str) else p.id for p in line.parts)
    assert told == "You looked at Bob's hand: red-2, red-3, blue-1"
    since = recap_lines(list(game.view(2).log)[-6:], game.view(2), cards)
    words = " ".join("".join(p if isinstance(p, str) else p.id for p in x.parts) for x in since)
    assert "Ann used Sense Motive: looked at Bob's hand;" in words  # Cid: not the cards
    assert "red-2" not in words
    known = [str(line) for line in ledger_lines(game.view(0), cards=cards)]
    assert any(line.startswith("You know: Bob holds ") for line in known)
    bob = game.view(0).known[1]
    assert bob and all(cards[c].name.removesuffix(" Dragon") in " ".join(known) for c in bob)
    assert not any("You know" in str(line) for line in ledger_lines(game.view(2), cards=cards))
    assert "Abilities: Ann: Sense Motive · Bob: none · Cid: none" in known


async def test_a_draft_pick_at_the_table():
    """Emperor's Gambit's draft (ruling A25): the question says which pick of how many,
    each option the ability's text with its numbers; the pick shows on the table."""
    game = new_game(GameConfig(players=["Ann", "Bob"], deck="emperors-gambit",
                               ruleset="revised", seed=3, ability_draft=1))
    session = Session(game.config, [Seat("Ann"), Seat("Bob", "random")], state=game)
    app = TdaApp(session=session, speed="instant", autosave=False, bot_process=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human
                       and screen.session.state.decision.kind == "pick-ability")
        asked = region_text(app, screen.query_one("#decide"))
        assert "Draft pick 1 of 1 (Insight order)" in asked
        assert "Before the first gambit" in region_text(app, screen.query_one(StatusBar))
        assert "Pick Arcana: draw 1 card for each special flight you score" in asked
        assert "Insight check" in " ".join(str(line) for line in screen.panel.story(0))
        labels = [render(label) for label in screen.session.state.decision.labels]
        pick = next(i for i, label in enumerate(labels) if label.startswith("Pick Heal"))
        assert "once used, spent until your next special flight" in labels[pick]
        screen.query_one(DecisionPanel).highlighted = pick
        await pilot.pause()
        beside = region_text(app, screen.query_one(CardDetail))  # the ability in full
        assert "Heal character ability" in beside and "How often: once, then again after each special flight" in beside
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.session.state.view(0).abilities[0] == ("heal",))
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert "Ann: Heal" in region_text(app, screen.query_one(AnteAndLedger))
        assert any("Ann picks the ability Heal" in str(line) for line in screen.panel.story(0))


async def test_the_help_lists_the_editions_abilities():
    """With abilities in play the help has an Abilities tab: the edition's rule (the
    disk) and every ability with its moment; without abilities there is none."""
    game = legendary_game(abilities=[["fast-hands"], [], []])
    session = Session(game.config, [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")],
                      state=game)
    app = TdaApp(session=session, speed="instant", autosave=False, bot_process=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        screen.action_help("help-abilities")
        await wait_for(pilot, lambda: app.screen is screen.help)
        await pilot.pause()
        shown = region_text(app, app.screen.query_one("#help-abilities"))
        assert "one ability disk" in shown
        assert "Desperation (asked when the gambit is over)" in shown
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is not screen.help)
    plain = new_game(GameConfig(players=["Ann", "Bob"], seed=1))
    session = Session(plain.config, [Seat("Ann"), Seat("Bob", "random")], state=plain)
    app = TdaApp(session=session, speed="instant", autosave=False, bot_process=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        screen.action_help()
        await wait_for(pilot, lambda: app.screen is screen.help)
        await pilot.pause()
        assert not app.screen.query("#help-abilities")
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is not screen.help)


def test_a_used_secret_ability_is_shown_and_the_rest_stay_secret():
    """Ruling A27: once used, a secret ability is public; the table does not say
    whether that seat holds more. The holder sees all of their own."""
    game = legendary_game(abilities=[["inspiring-leader", "fast-hands"], ["cutting-words"],
                                     ["desperation"]], secret_abilities=True)
    for action in ("ante white-1", "ante blue-9", "ante white-3", "use inspiring-leader"):
        game.apply(action)
    cid = str(abilities_text(game.view(2), secret=True))
    assert "Ann ○ expended: Inspiring Leader, maybe more, secret" in cid
    assert "Bob ● ready: secret" in cid and cid.endswith("Cid ● ready: Desperation")
    ann = str(abilities_text(game.view(0), secret=True))
    assert "Ann ○ expended: Fast Hands, Inspiring Leader ·" in ann
    # a narrow table: whichever form takes fewer rows, names whole (issue 27.10)
    line = str(ledger_lines(game.view(2), secret=True, width=30)[-1])
    assert "Ann ○" in line and "Inspiring Leader, maybe more, secret" in line
    assert "…" not in line


async def test_two_humans_draft_without_covers_then_the_ante_is_covered():
    """Ruling L41: the draft comes before the deal, so hot-seat picks need no cover;
    the first ante does."""
    game = new_game(GameConfig(players=["Ann", "Bob"], deck="emperors-gambit",
                               ruleset="revised", seed=3, ability_draft=1))
    session = Session(game.config, [Seat("Ann"), Seat("Bob")], state=game)
    app = TdaApp(session=session, speed="instant", autosave=False, bot_process=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        for _ in range(2):
            await wait_for(pilot, lambda: screen.waiting_for_human)
            assert not isinstance(app.screen, PassCover)
            assert screen.session.state.decision.kind == "pick-ability"
            await pilot.press("1")
            await pilot.pause()
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        assert screen.session.state.decision.kind == "ante"
        assert all(held for held in screen.session.state.view(None).abilities)


async def test_a_remembered_section_that_makes_no_sense_is_skipped():
    """The last setup's abilities come back only for the same edition, and anything
    they cannot take is skipped, never a crash."""
    from tda.tui.setup_memory import remember
    remember({"deck": "original", "abilities": {
        "edition": "original", "mode": "nonsense", "chosen": ["bluff"], "ancestry": 3,
        "draft": {"0": ["x", 5], "9": [1, "2"]}, "picks": "many"}})
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        section = screen.query_one(AbilitiesSetup)
        assert section.mode() == "off" and section.chosen == {}
    remember({"deck": "original", "abilities": {
        "edition": "original", "mode": "one", "chosen": {"0": ["sense-motive", "nope"]}}})
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        config, _ = screen.build()
        assert config.ability_mode == "one" and config.abilities[0] == ["sense-motive"]


async def test_seat_rows_are_made_when_a_mode_needs_them_with_the_remembered_draft():
    """The section starts off with no seat rows (they were a third of the setup screen's
    start); turned to the draft later, the rows come with the remembered picks and
    Insight bonuses."""
    from tda.tui.setup_memory import remember
    remember({"deck": "original", "ruleset": "revised", "abilities": {
        "edition": "revised", "mode": "off", "picks": 2, "draft": {"1": [1, "3"]}}})
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        section = screen.query_one(AbilitiesSetup)
        assert section.mode() == "off" and not section.query(".ab-seat")
        assert section.memory()["draft"] == {"1": [1, "3"]}  # kept to remember again
        screen.query_one("#ab-mode", Select).value = "draft"
        await pilot.pause()
        assert len(section.query(".ab-seat")) == 6
        assert screen.query_one("#ab-seat-picks-1", Select).value == 1
        config, _ = screen.build()
        assert config.ability_draft == 2
        assert config.draft_picks == [2, 1, 2, 2] and config.insight_bonus == [0, 3, 0, 0]


def test_a_seat_without_abilities_shows_no_disk():
    game = legendary_game(abilities=[["fast-hands"], [], []])
    line = str(abilities_text(game.view(0)))
    assert line == "Abilities: Ann ● ready: Fast Hands · Bob: none · Cid: none"


SENSE_HANDS = [["white-1", "silver-8", "gold-9", "gold-2", "gold-4", "silver-2"],
               ["gold-13", "black-3", "black-7", "red-2", "red-3", "blue-1"],
               ["brass-2", "copper-5", "copper-7", "white-2", "white-3", "white-4"]]


def sense_motive_asked():
    """Ann (Sense Motive) is asked: Bob's second card matches his first's color."""
    game = new_game(GameConfig(players=["Ann", "Bob", "Cid"], deck="original",
                               ruleset="original", seed=1,
                               deck_order=[c for h in SENSE_HANDS for c in h],
                               abilities=[["sense-motive"], [], []]))
    for action in ("ante white-1", "ante gold-13", "ante brass-2", "play black-3",
                   "play copper-5", "play silver-8", "play gold-9", "play black-7"):
        game.apply(action)
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
    return TdaApp(session=Session(game.config, seats, state=game), speed="instant",
                  autosave=False, bot_process=False)


async def test_n_passes_and_never_asks_again():
    """Ruling L42: n passes the question and marks the ability; a later question
    offering only marked abilities is passed for the seat, told without the name."""
    app = sense_motive_asked()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert "look at Bob's hand (3 cards; only you see them)" in str(
            [render(label) for label in screen.session.state.decision.labels])
        assert "n pass and never ask" in region_text(app, screen.query_one("#decide"))
        await pilot.press("n")
        await wait_for(pilot, lambda: "pass" in screen.session.state.actions)
        assert screen.panel.never == {0: {"sense-motive"}}
    app = sense_motive_asked()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        screen.panel.never[0] = {"sense-motive"}  # as if pressed at an earlier question
        action, line = screen.panel.auto_answer(0)
        assert str(action) == "pass" and "Sense" not in line
        screen.advance()
        await wait_for(pilot, lambda: "pass" in screen.session.state.actions)
        await pilot.pause()
        assert any("Ann passes, as asked earlier" in str(n.message) for n in app._notifications)
        assert screen.panel.auto_answer(1) is None


def test_short_ability_line_keeps_whole_names_and_explains_the_disk():
    """Issue 27.10: at 80 columns the abilities line cut names to their first word
    ("Fast…", which told a newcomer nothing) and showed ●/○ unexplained. The short
    line keeps every name whole and drops only the disk's words, explaining its
    marks once at the start."""
    game = legendary_game(abilities=[["fast-hands", "desperation"], [], []])
    line = str(abilities_text(game.view(0), short=True))
    assert line == ("Abilities (● ready, ○ expended): Ann ●: Desperation, Fast Hands · "
                    "Bob: none · Cid: none")
