"""The recap of what happened since a seat's last turn, and the table's changes
(tda.games.three_dragon_ante.words.recap: pure, built from one seat's view)."""

import subprocess
import sys

from tda.engine import GameConfig, new_game
from tda.engine import events as ev
from tda.games.three_dragon_ante.words.recap import (
    Snapshot,
    TurnMarks,
    build_recap,
    last_played,
    private_results,
    recap_lines,
    table_changes,
)
from tda.table.session import Seat, Session
from tda.words.recap import signed

ANN, BOB, CID, DEE = range(4)

# Ann antes the Gold 13 and leads; she plays the White 8 (no mortal: nothing).
# Bob's Blue 4 triggers (4 <= 8): one evil dragon, and he taxes: everyone else adds 1.
# Cid's Red 3 triggers: Ann's flight is strongest, she pays 1 and loses a random card.
# Dee's Black 1 triggers: Dee takes 2 from the stakes. Then Ann leads round 2.
HANDS = [["gold-13", "white-8", "brass-1", "brass-2", "brass-4", "brass-5"],
         ["silver-2", "blue-4", "bronze-1", "bronze-3", "copper-1", "copper-3"],
         ["silver-3", "red-3", "gold-2", "gold-4", "gold-6", "green-1"],
         ["silver-6", "black-1", "white-1", "white-2", "white-3", "white-4"]]
ACTIONS = ["ante gold-13", "ante silver-2", "ante silver-3", "ante silver-6",
           "play white-8", "play blue-4", "choose tax", "play red-3", "play black-1"]


def game(names=("Ann", "Bob", "Cid", "Dee"), upto=None):
    g = new_game(GameConfig(players=list(names), seed=1,
                            deck_order=[c for hand in HANDS for c in hand]))
    marks = TurnMarks(range(4))
    for text in ACTIONS[:upto]:
        marks.before_action(g)
        g.apply(text)
    return g, marks


def cards_of(g):
    return {c.id: c for c in g.cards}


def taken_card(g):
    return next(e.card for e in g.log if isinstance(e, ev.CardTaken))


def recap_for(seat, g, marks):
    return build_recap(g.view(seat), marks.since(seat), cards_of(g))


def test_recap_names_each_play_and_the_gold_you_paid():
    """Ann's turn after three others moved: each play is named, with what it cost her."""
    g, marks = game()
    assert g.to_act == ANN and marks.is_new_turn(ANN)
    taken = cards_of(g)[taken_card(g)]
    assert recap_for(ANN, g, marks).text.splitlines() == [
        "Bob played Blue Dragon (4): you paid 1 gold to the stakes",
        f"Cid played Red Dragon (3): you paid 1 gold to Cid; took {taken.label} from you",
        "Dee played Black Dragon (1): took 2 gold from the stakes",
    ]


def test_recap_lines_that_touch_you_are_marked():
    g, marks = game()
    assert [line.mine for line in recap_for(ANN, g, marks).lines] == [True, True, False]


def test_a_card_taken_from_someone_else_stays_hidden():
    """Ruling R10: Bob sees that Cid took a card from Ann, never which card."""
    g, marks = game()
    text = recap_for(BOB, g, marks).text
    taken = cards_of(g)[taken_card(g)]
    assert "Cid played Red Dragon (3): took a card from Ann" in text
    assert taken.label not in text


def test_your_own_plain_play_is_left_out():
    """A bare "You anted X" or "You played X" is no news to you: left out."""
    g, marks = game(upto=5)  # Bob's turn: his Blue 4 is due
    assert recap_for(BOB, g, marks).text.splitlines() == [
        "The ante was turned up: you paid 13 gold to the stakes; Ann leads",
        # issue 27.12: a power that triggers and does nothing says why
        "Ann played White Dragon (8): its power did nothing (there is no mortal in any "
        "flight)",
    ]
    g, marks = game()  # Bob's Blue made the others pay: nothing of his own to tell
    assert recap_for(BOB, g, marks).text.splitlines() == [
        "Cid played Red Dragon (3): took a card from Ann",
        "Dee played Black Dragon (1): took 2 gold from the stakes",
    ]


def test_private_results_of_your_own_power():
    """Cid's Red Dragon: Cid alone learns the card he pulled from Ann's hand."""
    g, marks = game(upto=7)
    events = g.apply("play red-3")
    taken = cards_of(g)[taken_card(g)]
    lines = private_results(events, CID, g.view(CID), cards_of(g))
    assert [line.text for line in lines] == [f"You took {taken.label} from Ann"]
    assert private_results(events, BOB, g.view(BOB), cards_of(g)) == []  # nothing private to Bob
    ante = new_game(GameConfig(players=["A", "B"], seed=3))
    assert private_results(ante.apply(ante.legal_actions()[0]), 0, ante.view(0),
                           cards_of(ante)) == []  # your own ante is no news


def test_table_changes_since_your_last_turn():
    """The deltas count from the same moment as the recap: Ann paid 1 + 1, the stakes
    got 3 from the tax and lost 2 to the Black; the card Cid took is gone, her own
    White 8 (played) is not."""
    g, marks = game()
    changes = table_changes(g.view(ANN), marks.since(ANN))
    assert changes.hoards == (-2, 0, 0, 1)  # Cid: −1 tax, +1 from Ann; Dee: −1 tax, +2
    assert changes.stakes == 1
    assert [c.id for c in changes.gone] == [taken_card(g)]
    assert changes.new_cards == frozenset()
    assert changes.fresh == {"white-8", "blue-4", "red-3", "black-1"}
    assert last_played(g.view(ANN)) == "black-1"


def test_turn_marks_a_turn_is_a_run_of_one_seats_decisions():
    """Bob's Blue and his tax choice are one turn: the choice does not begin another."""
    g, marks = game(upto=6)
    assert g.to_act == BOB and not marks.is_new_turn(BOB)
    since = marks.since(BOB)  # the turn in progress is not the last one: his ante
    assert since.log_len < len(g.log) and len(since.hand) == 6


def test_turn_marks_rebuilt_from_a_record_match_the_live_ones():
    """A resumed game remembers where each human's turns began."""
    g, marks = game()
    rebuilt = TurnMarks.replayed(g, range(4))
    for seat in range(4):
        assert rebuilt.since(seat) == marks.since(seat)
        assert rebuilt.is_new_turn(seat) == marks.is_new_turn(seat)
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random"), Seat("Dee", "random")]
    session = Session(g.config, seats, state=g)
    assert session.turns.since(ANN) == marks.since(ANN)
    assert session.turns.since(BOB) is None  # bots are not remembered


def test_a_game_its_record_does_not_rebuild_gets_no_marks():
    g, _ = game()
    g.hoards[0] += 5  # edited by hand: the actions no longer tell this game
    assert TurnMarks.replayed(g, range(4)).since(ANN) is None


def test_no_recap_before_a_first_turn():
    g, marks = game(upto=1)
    assert marks.since(BOB) is None
    assert build_recap(g.view(BOB), None, cards_of(g)) is None
    assert table_changes(g.view(BOB), None) is None


def test_the_recap_keeps_the_newest_lines():
    g, marks = game()
    recap = build_recap(g.view(ANN), marks.since(ANN), cards_of(g), limit=2)
    assert recap.earlier == 1 and recap.lines[-1].text.startswith("Dee played")


def test_names_are_escaped_and_never_recased():
    """A name with a control character is shown escaped; a lowercase name stays so."""
    g, marks = game(names=("ann", "b\x1b[2Jb", "cid", "dee"))
    text = recap_for(ANN, g, marks).text
    assert "b\\x1b[2Jb played Blue Dragon (4)" in text
    assert "cid played Red Dragon (3)" in text and "\x1b" not in text


def test_gambit_end_and_the_next_deal():
    """A gambit's end is one line (who won, what), with the cards you drew after it;
    the flights' clear-out is not told card by card."""
    g = new_game(GameConfig(players=["Ann", "Bob"], seed=4))
    view, since = g.view(0), Snapshot.of(g.view(0))
    while g.gambit == 1:
        g.apply(g.legal_actions()[0])
    view = g.view(0)
    lines = recap_lines(list(view.log)[since.log_len:], view, cards_of(g))
    end = next(line.text for line in lines if "won the gambit" in line.text
               or "Nobody won" in line.text)
    drawn = [e for e in view.log if isinstance(e, ev.CardsDrawn) and e.seat == 0][-1]
    assert "you drew " + ", ".join(cards_of(g)[c].label for c in drawn.cards) in end
    assert not any("discarded from" in line.text for line in lines)


def test_ante_cards_taken_together_are_one_effect():
    """A Bronze taking two ante cards reads as one phrase."""
    g = new_game(GameConfig(players=["Ann", "Bob"], seed=1, deck_order=[
        "gold-13", "bronze-9", "white-1", "white-2", "white-3", "white-4",
        "silver-2", "silver-3", "black-1", "black-2", "black-3", "black-5"]))
    for text in ["ante gold-13", "ante silver-2", "play bronze-9"]:
        g.apply(text)
    [line] = [line for line in recap_lines(g.log[-6:], g.view(1), cards_of(g))
              if "Bronze" in line.text]
    assert line.text == ("Ann played Bronze Dragon (9): took Silver Dragon (2), "
                         "Gold Dragon (13) from the ante")


def test_signed():
    assert (signed(3), signed(-5), signed(0)) == ("+3", "−5", "")


def test_recap_imports_without_the_ui():
    code = ("import sys, tda.games.three_dragon_ante.words.recap, tda.table.session; "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')); "
            "sys.exit(1 if bad else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_session_marks_kept_as_it_plays_match_a_replay():
    """The session notes turns as actions come; a replay of the same game agrees."""
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", "random"), Seat("Dee", "random")]
    session = Session(GameConfig(players=[s.name for s in seats], seed=7), seats)
    session.turns  # noqa: B018  (built now, then kept up to date by apply)
    for _ in range(40):
        state = session.state
        session.apply(session.bot_action() if session.is_bot_turn() else state.legal_actions()[-1])
    rebuilt = TurnMarks.replayed(session.state, session.humans)
    for seat in session.humans:
        assert rebuilt.since(seat) == session.turns.since(seat) is not None


def test_the_deal_after_a_knock_out_is_told_with_the_gambits_end():
    """A seat knocked out at a gambit's end came after the win in the log, and the
    next deal's draws were told as its effect ("Bob ran out of gold: you drew ...").
    The draws go with the gambit's end, told as coming after it ("Dee won the gambit
    (25 gold), then you drew ..."); what the knock-out did (debts cancelled) stays
    on its own line."""
    import random

    from tda.games.three_dragon_ante.bots import make_bot
    g = new_game(GameConfig(players=["Ann", "Bob", "Cid", "Dee"], seed=6, starting_gold=12,
                            end_players_left=1))
    bot, rng = make_bot("random"), random.Random(6)
    while not g.is_over:
        g.apply(bot.choose(g.view(g.to_act), g.legal_actions(), rng))
    log = list(g.view(0).log)
    out = next(i for i, e in enumerate(log) if isinstance(e, ev.PlayerKnockedOut))
    start = max(i for i in range(out) if isinstance(log[i], ev.GambitWon))
    deal = next(i for i in range(out, len(log)) if isinstance(log[i], ev.GambitStarted))
    lines = [line.text for line in recap_lines(log[start:deal + 1], g.view(0), cards_of(g))]
    drawn = [e for e in log[out:deal] if isinstance(e, ev.CardsDrawn) and e.seat == 0][0]
    won = next(line for line in lines if "won the gambit" in line)
    assert "you drew " + ", ".join(cards_of(g)[c].label for c in drawn.cards) in won
    assert "won the gambit (25 gold), then you drew " in won  # after it, not by it
    knocked = [line for line in lines if "ran out of gold" in line]
    assert knocked and not any("drew" in line for line in knocked), lines


def _lines(g, seat):
    view = g.view(seat)
    return [line.text for line in recap_lines(list(view.log), view, cards_of(g))]


def test_the_deal_is_not_told_as_the_last_picks_doing():
    """Issue 27.11: after pick 'em, the deal's draws were joined to the last pick
    ("Cid picked Gold Monarch (12): you drew ..."). The draws carry their cause
    (the deal, `CardsDrawn.occasion`) and get a line of their own."""
    g = new_game(GameConfig(players=["Ann", "Bob", "Cid"], deck="legendary",
                            variant="pick-em", seed=3))
    while g.decision.kind != "ante":
        g.apply(g.legal_actions()[0])
    lines = _lines(g, 0)
    assert not any("picked" in line and "drew" in line for line in lines), lines
    assert lines[-1].startswith("The deal: you drew "), lines


def test_the_ante_payment_is_not_told_as_an_abilitys_doing():
    """Issue 27.11: "Cid used Perception: ...; you paid 9 gold to the stakes" (that
    was the ante). The ante's payments and leader join the ante's line."""
    g = new_game(GameConfig(players=["Ann", "Bob", "Cid"], deck="emperors-gambit", seed=3,
                            abilities=[["perception"], ["bluff"], ["arcana"]]))
    while not any(isinstance(e, ev.AbilityUsed) for e in g.log):
        legal = g.legal_actions()
        used = [a for a in legal if str(a).startswith("use")]
        g.apply(used[0] if used else legal[0])
    lines = _lines(g, 1)
    perception = next(line for line in lines if "used Perception" in line)
    assert "stakes" not in perception and "leads" not in perception, lines
    assert "The ante was turned up: you paid 8 gold to the stakes; Cid leads" in lines


def test_the_priests_lead_is_not_the_last_cards_doing():
    """Issue 27.11: "You played Gold: Cid leads the next round (the Priest)" though
    the Gold did not trigger. The Priest's lead is a line of its own."""
    hands = [["gold-13", "priest", "white-1", "white-2", "white-3", "white-4"],
             ["silver-2", "gold-9", "black-1", "black-2", "black-3", "black-5"]]
    g = new_game(GameConfig(players=["Ann", "Bob"], seed=1,
                            deck_order=[c for hand in hands for c in hand]))
    for text in ["ante gold-13", "ante silver-2", "play priest", "play gold-9"]:
        g.apply(text)
    lines = _lines(g, 1)
    assert "You played Gold Dragon (9)" not in lines  # your own plain play: left out
    assert lines[-1] == "Ann leads the next round (the Priest)", lines
    assert not any("Gold Dragon (9)" in line and "leads" in line for line in lines)


def test_another_seats_draw_by_a_power_is_counted():
    """Issue 27 (played as a newcomer): "Ann played 9 Gold·G" said nothing though its
    power drew Ann a card. Another seat's draw by a power or an ability is told by its
    count; the deal's and a gambit's end's are not (everyone draws then)."""
    hands = [["gold-13", "gold-9", "white-1", "white-2", "white-3", "white-4"],
             ["silver-2", "black-1", "black-2", "black-3", "black-5", "black-7"]]
    g = new_game(GameConfig(players=["Ann", "Bob"], seed=1,
                            deck_order=[c for hand in hands for c in hand]))
    for text in ["ante gold-13", "ante silver-2", "play gold-9"]:
        g.apply(text)
    lines = _lines(g, 1)
    assert lines[-1] == "Ann played Gold Dragon (9): drew 1 card", lines
    assert not any("Ann drew 6" in line for line in lines)
