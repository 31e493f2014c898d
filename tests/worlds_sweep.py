"""Sampled worlds, for every seat at every decision, played to their end (issue 26).

A seeded sweep over both games: at each decision of a random game, a world is
sampled for every seat (`Sampler(state, seat)`, `state.determinize` on the same
path) and played to its end with random actions, checking that a world not over
always has a legal action. For Dragonmaster each world must also be one the
table has not ruled out: the hand so far, replayed from its start with the
world's cards, gives the same public events and the same view for the seat (so
a hand that went on did not end early in the world either, ruling DM6).

`tests/test_worlds_sweep.py` runs a modest sweep; `benchmarks/worlds_sweep.py`
a larger one and prints the counts.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from tda.cards import DECKS
from tda.dragonmaster import DragonmasterConfig
from tda.dragonmaster import events as dm_ev
from tda.dragonmaster import new_game as dm_new_game
from tda.dragonmaster.cards import DRAGON, sort_key
from tda.dragonmaster.config import RULES_VERSION
from tda.dragonmaster.worlds import DragonmasterSampler
from tda.engine import GameConfig, Sampler, new_game
from tda.engine.abilities.catalog import ANCESTRY_COLORS, EDITIONS

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
LEGENDARY = ["legendary:druids-party", "legendary:pick-em", "legendary:show-em",
             "legendary:traditional", "legendary:pick-em+show-em",
             "legendary:custom=archmage,silver-seer,thief"]
TDA_DECKS = [d for d in DECKS if d != "legendary"] + ["legendary"] + LEGENDARY
RULESETS = ("original", "revised", "legendary")
WORLD_ACTIONS = 20_000  # a world's playout longer than this has not ended: a failure


@dataclass
class Tally:
    """What a sweep did, and what went wrong (one line each)."""
    games: int = 0
    decisions: int = 0
    worlds: int = 0
    played: int = 0  # worlds played to their end
    replayed: int = 0  # Dragonmaster worlds whose hand replayed alike
    forced: int = 0  # ruled out only by a card the engine played for a seat unasked
    power_play: int = 0  # Dragonmaster worlds sampled in a Power Play hand
    power_play_ruled_out: int = 0
    failures: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {"games": self.games, "decisions": self.decisions, "worlds": self.worlds,
                "played": self.played, "replayed": self.replayed, "forced": self.forced,
                "power_play": self.power_play, "power_play_ruled_out": self.power_play_ruled_out,
                "failures": len(self.failures)}


# -- the configurations ----------------------------------------------------------------
def tda_config(k: int, max_gambits: int = 2) -> GameConfig:
    """Game k of a Three-Dragon Ante sweep: every deck and deck-building option in
    turn, a ruleset, and character abilities (none, dealt, drafted, secret) from k."""
    rng = random.Random(k)
    deck = TDA_DECKS[k % len(TDA_DECKS)]
    ruleset = RULESETS[(k // len(TDA_DECKS)) % len(RULESETS)]
    n = 2 + rng.randrange(5)
    extra: dict = {}
    mode = (k // (len(TDA_DECKS) * len(RULESETS))) % 3
    ids = list(EDITIONS[ruleset])
    if mode == 1 and ruleset == "revised":
        extra["ability_draft"] = 1 + rng.randrange(3)
    elif mode:
        rng.shuffle(ids)
        extra["abilities"] = [ids[i::n][:1 + rng.randrange(3)] for i in range(n)]
        if ruleset == "legendary":
            extra["ancestry"] = [rng.choice(ANCESTRY_COLORS) for _ in range(n)]
            extra["secret_abilities"] = mode == 2
    return GameConfig(players=NAMES[:n], deck=deck, ruleset=ruleset, seed=k,
                      max_gambits=max_gambits, **extra)


def dm_config(k: int, rules: int = RULES_VERSION) -> DragonmasterConfig:
    """Game k of a Dragonmaster sweep: every level, both table sizes, DM2 on and off."""
    level = ("basic", "advanced", "expert")[k % 3]
    n = 3 + (k // 3) % 2
    counts = (k // 6) % 4 != 3  # a quarter of the games with the purists' rule
    return DragonmasterConfig(players=NAMES[:n], level=level, seed=k,
                              extra_card_counts=counts, rules_version=rules)


# -- playing a world to its end ------------------------------------------------------
def play_to_end(world, rng: random.Random) -> str | None:
    """Random actions until the world is over; what went wrong, or None."""
    for step in range(WORLD_ACTIONS):
        if world.is_over:
            return None
        legal = world.legal_actions()
        if not legal:
            return f"no legal action at step {step} of the world ({world.decision})"
        world.apply(legal[rng.randrange(len(legal))])
    return "the world did not end"


# -- Dragonmaster: is the world one the table has not ruled out? ----------------------
@dataclass
class HandSoFar:
    """The current hand as the table played it: the state just after its deal, and
    the events of each action since (what each seat saw happen)."""
    start: object
    chunks: list[list] = field(default_factory=list)


def public_choices(chunks: list[list]) -> list[tuple[int, str, bool]]:
    """(index of the event in the hand, the action that made it, whether the seat
    chose it) for every choice the table saw: the first of an action's events is
    the one chosen, a card played after it for a seat with one legal card is not."""
    out, at = [], 0
    for chunk in chunks:
        for k, e in enumerate(chunk):
            action = None
            if isinstance(e, dm_ev.CardPlayed):
                action = f"play dragon {e.suit}" if e.suit else f"play {e.card}"
            elif isinstance(e, dm_ev.ContractChosen):
                action = f"choose {e.contract}"
            elif isinstance(e, dm_ev.DragonRefused) and not e.forced:
                action = "pass"
            if action is not None:
                out.append((at + k, action, not out or out[-1][0] < at))
        at += len(chunk)
    return out


def dm_replay_differs(hand: HandSoFar, world, seat: int) -> tuple[str, str] | None:
    """Replay the hand's public choices from its start, dealt as the world has it.
    None when the seat sees the same events and ends with the same view as in the
    world (so a hand that went on at the table goes on in the world too, DM6);
    else ("ruled out", why), or ("forced", why) when only a card played for a seat
    with one legal card tells the world apart (the engine plays it unasked)."""
    probe = hand.start.clone()
    events = [e for chunk in hand.chunks for e in chunk]
    played: dict[int, list[str]] = {s: [] for s in range(probe.n)}
    refused = None
    for e in events:
        if isinstance(e, dm_ev.CardPlayed):
            played[e.seat].append(e.card)
        elif isinstance(e, dm_ev.DragonRefused):
            refused = e.visible_to(seat)
    probe.hands = [sorted(world.hands[s] + played[s], key=sort_key) for s in range(probe.n)]
    probe.extra = world.extra
    if refused is not None:  # before the refusal the Dragon was in that hand
        mine = probe.hands[refused.seat]
        card = refused.card or next(c for c in mine if c != DRAGON)
        mine[mine.index(card)] = DRAGON
        probe.extra = card
    probe._legal = None
    want = [e.visible_to(seat) for e in events]
    done, forced = 0, ""  # events of the hand replayed so far
    for at, action, chosen in public_choices(hand.chunks):
        if at < done:  # the world played it unasked
            forced = forced or (f"event {at} ({action}) was chosen" if chosen else "")
            continue
        if at > done:
            return "ruled out", f"the world stops before event {at} ({action})"
        if not chosen:
            forced = forced or f"event {at} ({action}) is a choice in the world"
        try:
            got = [e.visible_to(seat) for e in probe.apply(action)]
        except Exception as exc:  # the world's cards make a public action illegal
            return "ruled out", f"event {at} ({action}) cannot be replayed: {exc}"
        if got[:len(want) - done] != want[done:done + len(got)]:
            return "ruled out", (f"event {at} ({action}) shows other events: "
                                 f"{got} != {want[done:done + len(got)]}")
        if len(got) > len(want) - done:
            return "forced", "the seat to act has one legal card in the world"
        done += len(got)
    if done != len(want):
        return "ruled out", "the replayed hand stops short"
    if probe.view(seat) != world.view(seat):
        return "ruled out", "the replayed hand ends in another view"
    return ("forced", forced) if forced else None


# -- the sweep -----------------------------------------------------------------------
def sweep(make: Callable[[], object], sampler: Callable, tally: Tally, label: str, *,
          rng: random.Random, when: Callable[[object], bool] | None = None,
          dm: bool = False) -> None:
    """Play one random game; at each decision (each one `when` accepts) sample a
    world for every seat and play it to its end (Dragonmaster: replay its hand too)."""
    game = make()
    tally.games += 1
    hand = HandSoFar(game.clone()) if dm else None
    step = 0
    while not game.is_over:
        if when is None or when(game):
            tally.decisions += 1
            for seat in range(game.n):
                _one_world(game, seat, sampler, tally, rng, hand, f"{label} step {step}")
        legal = game.legal_actions()
        if not legal:
            tally.failures.append(f"{label} step {step}: the game itself has no legal action")
            return
        action = legal[rng.randrange(len(legal))]
        events = game.apply(action)
        step += 1
        if hand is not None:
            if any(isinstance(e, dm_ev.HandStarted) for e in events):
                hand = HandSoFar(game.clone())
            else:
                hand.chunks.append(events)


def _one_world(game, seat: int, sampler: Callable, tally: Tally, rng: random.Random,
               hand: HandSoFar | None, where: str) -> None:
    seed = rng.getrandbits(32)
    try:
        world = sampler(game, seat).sample(random.Random(seed))
        tally.worlds += 1
        if hand is not None:
            differs = dm_replay_differs(hand, world, seat)
            tally.power_play += game.power_player is not None
            if differs:
                tally.forced += differs[0] == "forced"
                tally.power_play_ruled_out += game.power_player is not None
                tally.failures.append(f"{where} seat {seat} world {seed}: {differs[0]}: "
                                      f"{differs[1]}")
                return
            tally.replayed += 1
        wrong = play_to_end(world, random.Random(seed))
    except Exception:
        wrong = traceback.format_exc(limit=-3)
    if wrong:
        tally.failures.append(f"{where} seat {seat} world {seed}: {wrong}")
    else:
        tally.played += 1


def tda_sweep(games: range, tally: Tally, max_gambits: int = 2, **options) -> None:
    for k in games:
        config = tda_config(k, max_gambits)
        sweep(lambda config=config: new_game(config), Sampler, tally,
              f"tda game {k} ({config.deck}, {config.ruleset})", rng=random.Random(k), **options)


def dm_sweep(games: range, tally: Tally, rules: int = RULES_VERSION, **options) -> None:
    for k in games:
        config = dm_config(k, rules)
        sweep(lambda config=config: dm_new_game(config), DragonmasterSampler, tally,
              f"dragonmaster game {k} ({config.level}, {len(config.players)})",
              rng=random.Random(k), dm=True, **options)

