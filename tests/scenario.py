"""Scenario files: a stacked deal, scripted actions, expected outcomes.

A scenario (TOML under tests/scenarios/) looks like:

    description = "Black Dragon takes 2 gold from the stakes"
    rulings = ["R7"]            # rulings this scenario settles (optional)
    players = ["Ann", "Bob"]    # or a count
    hands = [[...6 ids...], [...6 ids...]]   # the opening deal, seat by seat
    deck_top = ["gold-2"]       # the next cards of the deck, top first
    actions = ["ante black-9", "ante red-2", "play black-9"]

    [[expect]]                  # checkpoints; `after` = actions applied (default: all)
    after = 2
    hoards = [41, 41]
    stakes = 18
    events = ["GoldStolen(seat=0, amount=2)"]   # in order, since the last checkpoint

Optional settings: deck, ruleset, seed, starting_gold, end_players_left,
end_gold, max_gambits; the character abilities' `abilities = [[...], ...]`,
ability_draft, draft_picks, insight_bonus, ancestry, secret_abilities, ability_mode. Checkable keys: hoards, stakes, hands (as multisets),
hand_counts, flights (in order), ante (as a multiset), debts, leader, round,
gambit, to_act, decision (kind), options (as a set), events, no_events
(substrings that must not appear), discard_top, deck_count, druid, over,
winners, result_stakes (stakes left to no one at the end, R16), result_gold_total
(the final hoards plus those stakes), error (the action after this checkpoint
must be refused with it);
Legendary: gold_per_player (setting), hole, hole_total, hole_awarded, specials,
set_aside_count. Abilities: ability_ready, known_by_0.
The table's options (ABILITIES.md section 5): settings time_limit_minutes,
hole_to_winner, hole_odd_coins, variant; keys end (the GameEnd word), hole_lost,
time_called_in. The table's action `call time` goes in `actions` like any other.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

import pytest

from tda.engine import GameConfig, IllegalActionError, new_game

SCENARIOS = Path(__file__).parent / "scenarios"
SETTINGS = ("deck", "ruleset", "seed", "starting_gold", "gold_per_player", "end_players_left",
             "end_gold",
            "max_gambits",
            # the table's optional rules (rules/ABILITIES.md section 5)
            "time_limit_minutes", "hole_to_winner", "hole_odd_coins", "variant",
            # character abilities (rules/ABILITIES.md)
            "abilities", "ability_draft", "draft_picks", "insight_bonus", "ancestry",
            "secret_abilities", "ability_mode")


def load(path: Path) -> dict:
    with path.open("rb") as fh:
        return tomllib.load(fh)


def start(spec: dict):
    players = spec.get("players", len(spec.get("hands", [])) or 2)
    if isinstance(players, int):
        players = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players]
    order = [c for hand in spec.get("hands", []) for c in hand] + spec.get("deck_top", [])
    settings = {k: spec[k] for k in SETTINGS if k in spec}
    settings.setdefault("seed", 1)
    return new_game(GameConfig(players=players, deck_order=order, **settings))


def run(spec: dict) -> None:
    """Play the scenario's actions, checking every checkpoint on the way."""
    game = start(spec)
    actions = spec.get("actions", [])
    checks = sorted(spec.get("expect", []), key=lambda c: c.get("after", len(actions)))
    done, seen = 0, 0
    for check in checks:
        after = check.get("after", len(actions))
        while done < after:
            game.apply(game.parse_action(actions[done]))
            done += 1
        log = game.log
        verify(game, check, log[seen:], where=f"after {after} action(s)")
        seen = len(log)
        if "error" in check:
            with pytest.raises(IllegalActionError, match=check["error"]):
                game.apply(game.parse_action(actions[done]))
            return
    while done < len(actions):
        game.apply(game.parse_action(actions[done]))
        done += 1


def verify(game, check: dict, events: list, where: str) -> None:
    ids = lambda cards: [game.cards[c].id for c in cards]  # noqa: E731
    actual = {
        "hoards": lambda: list(game.hoards),
        "stakes": lambda: game.stakes,
        "hands": lambda: [sorted(ids(h)) for h in game.hands],
        "hand_counts": lambda: [len(h) for h in game.hands],
        "flights": lambda: [ids(f) for f in game.flights],
        "ante": lambda: sorted(ids(game.ante)),
        "debts": lambda: [list(d) for d in game.debts],
        "leader": lambda: game.leader,
        "round": lambda: game.round,
        "gambit": lambda: game.gambit,
        "to_act": lambda: game.to_act,
        "decision": lambda: game.decision.kind if game.decision else None,
        "options": lambda: sorted(str(a) for a in game.legal_actions()),
        "discard_top": lambda: game.cards[game.discard[-1]].id if game.discard else None,
        "deck_count": lambda: len(game.deck),
        "druid": lambda: game.druid is not None,  # the Druid's card id once it triggered
        "over": lambda: game.is_over,
        "winners": lambda: list(game.result.winners) if game.result else None,
        "result_stakes": lambda: game.result.stakes if game.result else None,
        "result_gold_total": lambda: sum(game.result.gold) + game.result.stakes
        if game.result else None,
        # Legendary: each seat's hole count this gambit, the gold in the hole, the
        # hole handed out at the end, and the specials known to be in (R9, R10).
        "hole": lambda: list(game.hole),
        "hole_total": lambda: game.hole_total,
        "hole_awarded": lambda: game.result.hole if game.result else None,
        "hole_lost": lambda: game.result.hole_lost if game.result else None,
        "end": lambda: str(game.result.end) if game.result else None,
        "time_called_in": lambda: game.time_called_in,
        "specials": lambda: sorted(c.id for c in game.view(0).specials),
        "set_aside_count": lambda: len(game.building.set_aside),
        # character abilities: each seat's ready map as seat 0 sees it, and the
        # cards seat 0 knows in each other hand
        "ability_ready": lambda: [dict(r) for r in game.view(0).ability_ready],
        "known_by_0": lambda: [list(k) for k in game.view(0).known],
    }
    wanted = dict(check)
    if "hands" in wanted:
        wanted["hands"] = [sorted(h) for h in wanted["hands"]]
    if "ante" in wanted:
        wanted["ante"] = sorted(wanted["ante"])
    if "options" in wanted:
        wanted["options"] = sorted(wanted["options"])
    for key, value in wanted.items():
        if key in actual:
            got = actual[key]()
            assert got == value, f"{where}: {key} is {got!r}, expected {value!r}"
    texts = [repr(e) for e in events]
    position = 0
    for expected in check.get("events", []):
        while position < len(texts) and expected not in texts[position]:
            position += 1
        assert position < len(texts), (
            f"{where}: event {expected!r} not found in order among:\n  " + "\n  ".join(texts))
        position += 1
    for banned in check.get("no_events", []):
        hits = [t for t in texts if banned in t]
        assert not hits, f"{where}: unexpected event(s) {hits}"


def all_scenarios() -> list[Path]:
    return sorted(SCENARIOS.rglob("*.toml"))


def count_used(spec: dict) -> Counter:
    return Counter(c for hand in spec.get("hands", []) for c in hand)
