"""Every decision is readable in full at the table, as a player meets it: the
question wraps, the options carry their numbers, the card panel explains the
power that asks, the log repeats the option's words, names read right, and a
choice with nothing to choose is made for the player and said (ruling L3)."""

import pytest

from needless_games import bronze_tie_game
from scenario import SCENARIOS, load, start
from tda.engine import GameConfig
from tda.games.three_dragon_ante.tui.widgets import CardDetail, HandRow
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import PassCover
from tda.words import render
from tui_helpers import region_text, table_of, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

BLUE = SCENARIOS / "original/powers/blue_dragon_steal.toml"
GREEN = SCENARIOS / "original/powers/green_dragon.toml"
BRONZE_TIES = SCENARIOS / "original/powers/bronze_ties.toml"


def game_at(path, kind, names=None, skip=0):
    """A scenario's game stopped at its first decision of `kind` (after `skip` more)."""
    spec = load(path)
    if names:
        spec["players"] = names
    game = start(spec)
    for text in spec["actions"]:
        if game.decision.kind == kind and len(game.legal_actions()) > 1:
            if not skip:
                break
            skip -= 1
        game.apply(game.parse_action(text))
    assert game.decision.kind == kind
    return game


def app_for(game):
    """The decider alone is human; the others are bots."""
    decider = game.to_act
    seats = [Seat(n) if i == decider else Seat(n, "random") for i, n in enumerate(game.names)]
    return TdaApp(session=Session(game.config, seats, state=game), speed="instant",
                  autosave=False)


def log_text(app) -> str:
    """The log's words, its rows joined (it wraps between words, and holds a card's
    name together with no-break spaces: issue 27.19)."""
    return " ".join(str(table_of(app).query_one("#log-text").render()).split())


async def test_blue_dragon_choice_at_80x24_shows_both_amounts():
    """At 80x24 the Blue Dragon's question and both options are on screen in full,
    each with its amount, and the card panel shows the Blue Dragon's text."""
    app = app_for(game_at(BLUE, "choose-option"))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.pause()
        shown = region_text(app, screen.query_one("#decide"))
        assert "Take 3 gold from the stakes, or make each opponent add 3 gold to the stakes" \
            in shown
        assert "1. Take 3 gold from the stakes" in shown
        assert "2. Make each opponent add 3 gold to the stakes" in shown
        detail = region_text(app, screen.query_one(CardDetail))
        assert "Blue Dragon" in detail and "Count the evil dragons" in detail


async def test_a_long_question_wraps_in_full_at_80_columns():
    """Long seat names make a long question: at 80 columns it wraps inside the
    panel and every word of it, and of each option, is shown (nothing is cut)."""
    names = ["Normal 4 of the Northern Hills", "Bartholomew the Bold", "Cid"]
    game = game_at(GREEN, "give-or-pay", names=names)
    app = app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.pause()
        shown = region_text(app, screen.query_one("#decide"))
        assert ("Give Normal 4 of the Northern Hills an evil dragon weaker than 6, "
                "or pay 5 gold") in shown
        for label in game.decision.labels:
            assert render(label) in shown
        assert "Pay 5 gold to Normal 4 of the Northern Hills" in shown
        assert "…" not in shown
        assert str(screen.query_one("#decide").border_title) == "Bartholomew the Bold's choice"


async def test_the_card_panel_explains_the_power_when_an_option_is_no_card():
    """On "Pay 5 gold" the card panel shows the Green Dragon whose power asks; on
    "Give Black Dragon (5)" it shows the card to give."""
    app = app_for(game_at(GREEN, "give-or-pay"))
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        detail = screen.query_one(CardDetail)
        await wait_for(pilot, lambda: "Black Dragon" in str(detail.render()))
        await pilot.press("down", "down")  # the third option: pay 5 gold
        await wait_for(pilot, lambda: "Green Dragon" in str(detail.render()))
        assert "Resolving this card's power" in str(detail.render())


async def test_the_log_after_a_choice_uses_the_options_words():
    """Choosing "Make each opponent add 3 gold to the stakes" is told in the log in
    the same words, never as "chooses tax"."""
    app = app_for(game_at(BLUE, "choose-option"))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.press("2")
        await wait_for(pilot, lambda: "chooses to" in log_text(app))
        log = log_text(app)
        assert "Ann chooses to make each opponent add 3 gold to the stakes" in log
        assert "chooses tax" not in log


async def test_a_seat_named_you_reads_right():
    """A player named "You": "Your hand", "Your choice", "You draw", never "You's"
    or "You draws"."""
    seats = [Seat("You"), Seat("Bob", "random"), Seat("Cid", "random")]
    config = GameConfig(players=[s.name for s in seats], seed=5)
    app = TdaApp(config, seats, speed="instant", autosave=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert str(screen.query_one(HandRow).render()).startswith("Your hand:")
        assert str(screen.query_one("#decide").border_title) == "Your choice"
        for _ in range(4):  # a few turns, so the log has plays and payments
            await wait_for(pilot, lambda: screen.waiting_for_human)
            await pilot.press("1")
        log = log_text(app)
        assert "You draw " in log and "You ante " in log
        for wrong in ("You's", "You draws", "You antes", "You plays", "You pays"):
            assert wrong not in log


async def test_a_needless_choice_is_made_for_the_player_and_said():
    """Ruling L3 at the table: Bronze with two tied weakest ante cards and room to
    take both does not ask Ann which first; the log says why, then shows both
    taken. (A tie where one card stays behind is still asked: see bronze_ties.)"""
    app = app_for(bronze_tie_game())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        note = "No choice for Ann: both tied weakest ante cards are taken anyway"
        await wait_for(pilot, lambda: screen.waiting_for_human)  # Ann's next turn
        assert "take red-2" in screen.session.state.actions
        log = log_text(app)
        after = log[log.index(note):]
        assert "Ann takes Red Dragon (2) from the ante" in after
        assert "Ann takes Blue Dragon (2) from the ante" in after


def test_a_tie_that_leaves_a_card_behind_is_still_asked():
    """Three tied 3s and two takes: which one stays is Ann's choice (ruling R6)."""
    game = game_at(BRONZE_TIES, "take-ante")
    assert not game.decision.needless and len(game.decision.options) == 3


async def test_the_hot_seat_cover_shows_a_long_prompt_in_full():
    """Two humans: the cover that calls the next one names the whole question,
    wrapped at 80 columns rather than cut."""
    names = ["Normal 4 of the Northern Hills", "Bartholomew the Bold", "Cid"]
    game = game_at(GREEN, "give-or-pay", names=names)
    app = TdaApp(session=Session(game.config, [Seat(n) for n in names], state=game),
                 speed="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        await pilot.pause()
        shown = region_text(app, app.screen.query_one("#cover-box"))
        assert ("Bartholomew the Bold: give Normal 4 of the Northern Hills an evil dragon "
                "weaker than 6, or pay 5 gold") in shown


@pytest.mark.parametrize("deck", ["original", "emperors-gambit", "legendary"])
def test_the_play_question_says_which_strengths_trigger_a_power(deck):
    """A newcomer could not tell from the choices whether a card's power would go
    off: the play question now says so ("strength 8 or less triggers its power", or
    the round's first card). It reads the seat's own view and always agrees with the
    engine's own trigger rule (the strength of the card played just before, a
    Copper's replacement or an Illusionist's swap standing in for it)."""
    import random

    from tda.engine import new_game
    from tda.games.three_dragon_ante.bots import make_bot
    from tda.games.three_dragon_ante.tui.panel import trigger_hint
    bot = make_bot("random")
    checked = 0
    for seed in range(4):
        state = new_game(GameConfig(players=["Ann", "Bob", "Cid", "Dee"], deck=deck,
                                    seed=seed))
        cards = {c.id: c for c in state.cards}
        rng = random.Random(seed)
        while not state.is_over:
            view = state.view(state.to_act)
            if view.decision.kind == "play":
                hint = trigger_hint(view, cards)
                if state.round_played:
                    assert hint == f"strength {state.last_strength} or less triggers its power"
                else:
                    assert hint == "the round's first card: its power triggers"
                checked += 1
            state.apply(bot.choose(view, state.legal_actions(), rng))
    assert checked > 100


@pytest.mark.parametrize("deck,gods", [("original", ["Bahamut", "Tiamat"]),
                                       ("emperors-gambit", ["Io"])])
def test_a_barred_flight_is_told_with_the_gods_of_this_deck(deck, gods):
    """Ruling R1 at the gambit's end: an original game spoke of Io, which it does
    not hold, and "could not win" read as if the flight had been the strongest. The
    line names the seat's flight and only the gods this deck holds."""
    from types import SimpleNamespace

    from tda.engine import new_game
    from tda.games.three_dragon_ante.tui.panel import ThreeDragonAntePanel
    state = new_game(GameConfig(players=["Ann", "Bob", "Cid"], deck=deck, seed=1))
    panel = SimpleNamespace(names=["Ann", "Bob", "Cid"],
                            cards={c.id: c for c in state.cards})
    (line,) = ThreeDragonAntePanel.barred_lines(panel, [1])
    assert line.startswith("Bob's flight could not win, whatever its strength: ")
    for god in ("Bahamut", "Tiamat", "Io"):
        assert (god in line) == (god in gods), line
