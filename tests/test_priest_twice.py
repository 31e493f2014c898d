"""Ruling R12: when the Priest's power triggers twice in one round, the last one decides."""

from scenario import start

# The original deck has a single Priest, so two triggers in one round need the
# Priest to reach a hand from the ante after an Archmage copied it (a Bronze
# and a Red Dragon could do it, with luck). The test moves the card directly.
SPEC = {
    "players": 3,
    "hands": [
        ["priest", "white-8", "blue-1", "green-1", "red-2", "black-1"],
        ["black-9", "tiamat", "blue-2", "green-4", "red-3", "black-2"],
        ["green-2", "archmage", "white-3", "blue-4", "red-5", "black-3"],
    ],
}


def test_last_priest_to_trigger_leads():
    """An Archmage copies the ante Priest, then the Priest itself triggers later in the round: its player leads."""
    game = start(SPEC)
    for action in ["ante priest", "ante black-9", "ante green-2",
                   "play tiamat", "play archmage", "copy priest"]:
        game.apply(game.parse_action(action))
    assert game.priest == 2
    priest = game.by_id["priest"]
    game.ante.remove(priest)
    game.hands[0].append(priest)
    game._legal = None
    game.apply(game.parse_action("play priest"))  # 5 <= 9: it triggers
    assert game.round == 2
    assert game.leader == 0
    assert game.hoards == [40, 41, 39]
    assert game.stakes == 30
    reasons = [repr(e) for e in game.log if type(e).__name__ == "LeaderChosen"]
    assert reasons[-1] == "LeaderChosen(seat=0, reason='priest')"


def test_priest_then_copy_leads_copier():
    """The order matters: when the copy comes last, the Archmage's player leads."""
    game = start(SPEC)
    for action in ["ante priest", "ante black-9", "ante green-2", "play tiamat"]:
        game.apply(game.parse_action(action))
    # Stand-in for a second Priest card (mixed decks): Bob's Priest power runs
    # first this round, then Cid's Archmage copies the ante Priest.
    from tda.engine.powers import trigger
    trigger(game, 1, game.by_id["tiamat"], 13, "priest")
    assert game.priest == 1
    game.apply(game.parse_action("play archmage"))
    game.apply(game.parse_action("copy priest"))
    game.apply(game.parse_action("play white-8"))
    assert game.round == 2
    assert game.leader == 2
