"""The wire (issue 29.4, DESIGN.md "The wire"): every view (every seat's and the
spectator's), decision, event, legal action and result of seeded games of both
games, every edition, deck option and level, abilities included, goes through
`dump`, JSON and `load` and comes back the same object, types included; a seat's
dumped view holds no card that seat may not see; hostile messages are refused with
one WireError and change nothing."""

from __future__ import annotations

import copy
import dataclasses
import enum
import json
import random
import sys
import types
import typing
from collections.abc import Iterator
from dataclasses import replace
from typing import Annotated, Any

import pytest

from tda.dragonmaster import DragonmasterConfig
from tda.dragonmaster import new_game as dragonmaster_game
from tda.dragonmaster.cards import ALL_SUIT_CARDS, DRAGON
from tda.dragonmaster.events import HandStarted, Redealt
from tda.engine import CALL_TIME, Card, Decision, GameConfig, act, new_game
from tda.engine.abilities.catalog import ANCESTRY_COLORS, EDITIONS
from tda.engine.events import DeckReshuffled, Event
from tda.engine.view import SeatLog
from tda.games.dragonmaster.wire import DRAGONMASTER_CARDS, DRAGONMASTER_WIRE
from tda.games.three_dragon_ante.wire import (
    THREE_DRAGON_ANTE_WIRE,
    deck_cards,
    every_card_id,
    tda_table_of,
)
from tda.table import wire
from tda.table.marks import CARD_MARK, PAYEE_MARK, SEAT_MARK, STAKES
from tda.table.phrase import Phrase
from tda.table.wire import WireError

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def tda_configs() -> Iterator[GameConfig]:
    """Every edition and deck option, abilities in each ruleset, secret ones too."""
    yield GameConfig(players=NAMES[:3], deck="original", seed=1, max_gambits=3)
    yield GameConfig(players=NAMES[:4], deck="emperors-gambit", seed=2, max_gambits=3,
                     ability_draft=2)
    yield GameConfig(players=NAMES[:5], deck="original+emperors-gambit", seed=3, max_gambits=2)
    yield GameConfig(players=NAMES[:3], deck="avandras-hand", variant="gold-for-bronze",
                     seed=4, max_gambits=2)
    yield GameConfig(players=NAMES[:4], deck="original", ruleset="original", seed=5,
                     max_gambits=3, abilities=[["bluff"], ["sleight-of-hand", "sense-motive"], [],
                                ["intimidate", "wild-card"]])
    rng = random.Random(6)
    yield GameConfig(players=NAMES, deck="legendary", variant="pick-em+show-em", seed=6,
                     max_gambits=3, abilities=[rng.sample(list(EDITIONS["legendary"]), 2)
                                               for _ in NAMES],
                     ancestry=[rng.choice(ANCESTRY_COLORS) for _ in NAMES],
                     secret_abilities=True)
    yield GameConfig(players=NAMES[:4], deck="legendary", seed=7, max_gambits=3,
                     time_limit_minutes=30)
    yield GameConfig(players=NAMES[:5], deck="legendary", variant="druids-party+show-em",
                     seed=8, max_gambits=2)
    yield GameConfig(players=NAMES[:3], deck="age-of-mortals", seed=9, max_gambits=2)


# What some of the games above must have shown (so the round trips met them).
EXPECTED = {"emperors-gambit": {"AbilityPicked", "InsightRolled"},
            "original": {"AnteChosen", "GambitWon"},
            "legendary:pick-em+show-em": {"SpecialPicked", "DeckBuilt", "AbilityUsed"},
            "legendary": {"TimeCalled"}}


def dragonmaster_configs() -> Iterator[DragonmasterConfig]:
    for seed, (level, n) in enumerate((("basic", 3), ("advanced", 4), ("expert", 4),
                                        ("expert", 3))):
        yield DragonmasterConfig(players=NAMES[:n], level=level, seed=seed)


def same(a: Any, b: Any, where: str = "") -> None:
    """Equal and of the same type all the way down (a tuple is no list, a word no
    plain string); a card is the very card object of the game's table."""
    assert type(a) is type(b), f"{where}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, Card):
        assert a is b, where
    elif dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            same(getattr(a, f.name), getattr(b, f.name), f"{where}.{f.name}")
    elif isinstance(a, (tuple, list, SeatLog)):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            same(x, y, f"{where}[{i}]")
    elif isinstance(a, dict):
        assert a.keys() == b.keys(), where
        for key in a:
            same(a[key], b[key], f"{where}[{key}]")
    else:
        assert a == b, where
        if isinstance(a, frozenset):
            assert sorted(map(repr, a)) == sorted(map(repr, b)), where


def round_trip(obj: Any, table: wire.Table | None = None) -> None:
    """dump, JSON both ways, load: the same object back."""
    message = wire.dump(obj)
    assert json.loads(json.dumps(message)) == message  # JSON-able, no tuple left
    same(wire.load(message, table), obj, type(obj).__name__)


def card_strings(message: Any) -> Iterator[str]:
    if isinstance(message, str):
        yield message
    elif isinstance(message, list):
        for item in message:
            yield from card_strings(item)
    elif isinstance(message, dict):
        for key, value in message.items():
            if key != "type":
                yield from card_strings(value)


FULL_VIEWS_EVERY = 40  # steps; in between a view's log is cut to this step's events


def check_step(game: Any, events: list[Any], table: wire.Table | None, full: bool) -> None:
    """This step's events (as each seat and a spectator see them), the legal actions,
    the decision and every view. A view's log holds those very events (each seat's
    redacted copies), so between full checks a view goes with its log cut to them:
    a whole game's log at every step would cost seconds and check nothing new."""
    seats = [None, *range(game.n)]
    for event in events:
        round_trip(event, table)
        for seat in seats:
            round_trip(event.visible_to(seat), table)
    for action in game.legal_actions():
        round_trip(action, table)
    if game.decision is not None:
        round_trip(game.decision, table)
    for seat in seats:
        view = game.view(seat)
        round_trip(view if full else cut(view, len(events)), table)


def cut(view: Any, last: int) -> Any:
    """The view with only its last `last` events (a view of either game)."""
    log = tuple(view.log)[len(view.log) - last:]
    return dataclasses.replace(view, log=SeatLog.of(log) if isinstance(view.log, SeatLog)
                               else log)


def play(game: Any, seed: int, table_of: Any = None, call_time_at: int | None = None) -> Any:
    rng = random.Random(seed)
    table = table_of(game) if table_of else None
    check_step(game, list(game.log), table, True)
    step = 0
    while not game.is_over:
        action = CALL_TIME if step == call_time_at else rng.choice(game.legal_actions())
        events = game.apply(action)
        step += 1
        check_step(game, events, table, game.is_over or step % FULL_VIEWS_EVERY == 0)
    round_trip(game.result, table)
    return game


@pytest.mark.parametrize("config", list(tda_configs()), ids=lambda c: f"{c.full_deck}-{c.seed}")
def test_three_dragon_ante_round_trips(config: GameConfig) -> None:
    """issue 29.4: every view, decision, event, action and result of a seeded game."""
    game = play(new_game(config), config.seed, tda_table_of,
                call_time_at=20 if config.time_limit_minutes else None)
    seen = {type(event).__name__ for event in game.log}
    assert EXPECTED.get(config.full_deck, set()) <= seen


@pytest.mark.parametrize("config", list(dragonmaster_configs()),
                         ids=lambda c: f"{c.level}-{len(c.players)}")
def test_dragonmaster_round_trips(config: DragonmasterConfig) -> None:
    """issue 29.4: every view, decision, event, action and result of a seeded game."""
    play(dragonmaster_game(config), config.seed)


def invent_phrase(rng: random.Random, depth: int = 0) -> Phrase:
    """A random phrase: every kind of argument, phrases and tuples nested a little."""
    kinds = [lambda: rng.randrange(-3, 200), lambda: rng.random() < 0.5, lambda: None,
             lambda: rng.choice(["", "wizards", "Åsa", "{x}"])]
    if depth < 2:
        kinds += [lambda: invent_phrase(rng, depth + 1),
                  lambda: tuple(rng.choice(kinds)() for _ in range(rng.randrange(3)))]
    args = {name: rng.choice(kinds)() for name in rng.sample(["a", "name", "why", "cards"],
                                                             rng.randrange(4))}
    return Phrase(rng.choice(["dm.play.prompt", "error.not-your-turn", "x"]), **args)


def invent(hint: Any, rng: random.Random, table: wire.Table, classes: tuple[type, ...]) -> Any:
    """A random value of a wire annotation: seats and cards of `table`, records of
    `classes` (a base class: any of its records)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is Annotated:
        mark = hint.__metadata__[0]
        ids = sorted(table.cards)
        return {SEAT_MARK: lambda: rng.randrange(table.seats),
                PAYEE_MARK: lambda: rng.choice([STAKES, rng.randrange(table.seats)]),
                CARD_MARK: lambda: rng.choice(ids)}[mark]()
    if hint is Card:
        return table.cards[rng.choice(sorted(table.cards))]
    if hint is SeatLog:
        return SeatLog.of(invent(tuple[Event, ...], rng, table, classes))
    if hint is Phrase:
        return invent_phrase(rng)
    if hint is type(None):
        return None
    if hint in (int, bool, str):
        return {int: lambda: rng.randrange(-3, 200), bool: lambda: rng.random() < 0.5,
                str: lambda: rng.choice(["", "x", "wizards", "gambit 3", "Åsa"])}[hint]()
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return rng.choice(list(hint))
    if origin in (typing.Union, types.UnionType):
        return invent(rng.choice(args), rng, table, classes)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return tuple(invent(args[0], rng, table, classes) for _ in range(rng.randrange(4)))
    if origin is tuple:
        return tuple(invent(arg, rng, table, classes) for arg in args)
    if origin is frozenset:
        return frozenset(invent(args[0], rng, table, classes) for _ in range(rng.randrange(4)))
    if origin is dict:
        return {invent(args[0], rng, table, classes): invent(args[1], rng, table, classes)
                for _ in range(rng.randrange(3))}
    cls = rng.choice([c for c in classes if issubclass(c, hint)])
    hints = typing.get_type_hints(cls, include_extras=True)
    names = [f.name for f in dataclasses.fields(cls)] if dataclasses.is_dataclass(cls) \
        else list(cls._fields)
    return cls(**{name: invent(hints[name], rng, table, classes) for name in names})


def test_a_phrase_goes_as_its_key_and_args_strictly() -> None:
    """issue 29.5: the words on a decision travel as `{"key", "args"}`, nested phrases
    and tuples included; anything else in their place is refused with one line."""
    said = Phrase("take-ante.label", card="hatchling", leaving=Phrase("ante-effect.ends",
                                                                      effect="hatchling"))
    ask = Phrase("draft.prompt", name="Ann", pick=1, of=2)
    decision = Decision("take-ante", 0, ask, (act("take", "hatchling"),), (said,),
                        needless=Phrase("take-ante.needless"))
    message = wire.dump(decision)
    assert message["labels"] == [{"key": "take-ante.label", "args": {
        "card": "hatchling", "leaving": {"key": "ante-effect.ends",
                                         "args": {"effect": "hatchling"}}}}]
    table = wire.Table(2, deck_cards("emperors-gambit"))
    back = wire.load(message, table)
    assert back == decision and isinstance(back.labels[0], Phrase)
    listed = Phrase("error.unknown-verb", text="'x'", verbs=("ante", "play"), flag=True)
    assert wire.load(wire.dump(replace(decision, prompt=listed)), table).prompt == listed
    for bad in ({"key": "x"}, {"key": "x", "args": {}, "more": 1}, {"key": 3, "args": {}},
                {"key": "x", "args": {"n": 1.5}}, {"key": "x", "args": []}, 7,
                {"key": "x", "args": {"n": {"key": "y", "args": {"m": {}}}}}):
        with pytest.raises(wire.WireError, match="refused Decision: prompt"):
            wire.load({**message, "prompt": bad}, table)


@pytest.mark.parametrize("spec, table", [
    (THREE_DRAGON_ANTE_WIRE, wire.Table(6, deck_cards("legendary"))),
    (THREE_DRAGON_ANTE_WIRE, wire.Table(2, deck_cards("original+emperors-gambit"))),
    (DRAGONMASTER_WIRE, wire.Table(4, DRAGONMASTER_CARDS)),
], ids=["legendary", "mixed", "dragonmaster"])
def test_every_record_of_every_shape_round_trips(spec: Any, table: wire.Table) -> None:
    """issue 29.4: every class on the wire, filled at random (seats of the table, its
    cards, every enum word, None where a field allows it), comes back the same; even
    the events no seeded game above happened to meet (a swap, a peek, the hole)."""
    rng = random.Random(29)
    for cls in spec.classes:
        for _ in range(30):
            round_trip(invent(cls, rng, table, spec.classes), table)


def test_every_event_class_goes_over_the_wire() -> None:
    """issue 29.4: an event class added to the engine is on the wire by itself."""
    def subclasses(cls: type) -> set[type]:
        # a slotted dataclass is a new class: the one its module names is the event
        found = {c for c in cls.__subclasses__()
                 if getattr(sys.modules[c.__module__], c.__name__, None) is c}
        return found.union(*(subclasses(c) for c in found)) if found else found
    events = subclasses(Event)
    assert len(events) > 40 and events <= set(THREE_DRAGON_ANTE_WIRE.classes)


def test_a_view_names_the_deck_its_cards_come_from() -> None:
    """issue 29.4: a theme deck's swap changes its cards, so a view's `deck_name` is
    the deck with its option and the wire finds gold dragons in it."""
    game = new_game(GameConfig(players=NAMES[:3], deck="avandras-hand",
                               variant="gold-for-bronze", seed=1))
    view = game.view(0)
    assert view.deck_name == "avandras-hand:gold-for-bronze"
    assert any(card.id.startswith("gold-") for card in deck_cards(view.deck_name).values())
    same(wire.load(wire.dump(view)), view)


# -- hidden information --------------------------------------------------------

def tda_leaks(game: Any, view_of: Any = None) -> None:
    """A seat's dumped view names no card the spectator's does not, unless the seat
    may know it: no card of another hand it does not know, no face-down ante card of
    another seat, no special set aside (the log read since the last reshuffle, before
    which a card now hidden may have been shown)."""
    view_of = view_of or game.view
    public = set(card_strings(visible_dump(view_of(None))))
    for seat in range(game.n):
        bit = 1 << seat
        secret = {game.cards[c].id for other in range(game.n) if other != seat
                  for c in game.hands[other] + [game.ante_hidden[other]]
                  if c >= 0 and not game.known[c] & bit}
        secret |= {game.cards[c].id for c in game.building.set_aside}
        shown = set(card_strings(visible_dump(view_of(seat)))) - public
        assert not shown & secret, (seat, shown & secret)


def visible_dump(view: Any) -> dict:
    """A view dumped, its log from the last reshuffle or deal on."""
    starts = [i for i, e in enumerate(view.log)
              if isinstance(e, (DeckReshuffled, HandStarted, Redealt))]
    message = wire.dump(cut(view, len(view.log) - starts[-1]) if starts else view)
    assert "seed" not in json.dumps(message)
    return message


def dragonmaster_leaks(game: Any, view_of: Any = None) -> None:
    """As for Three-Dragon Ante: no other seat's card (the Dragon aside: its holder is
    public) and no face-down extra card, in this deal's part of the log."""
    view_of = view_of or game.view
    public = set(card_strings(visible_dump(view_of(None))))
    for seat in range(game.n):
        secret = {c for other in range(game.n) if other != seat for c in game.hands[other]
                  if c != DRAGON} | ({game.extra} if game.extra else set())
        shown = set(card_strings(visible_dump(view_of(seat)))) - public
        assert not shown & secret, (seat, shown & secret)


def test_a_dumped_view_holds_nothing_its_seat_may_not_see() -> None:
    """issue 29.4: no other hand, no face-down card, no seed in a seat's message."""
    configs = list(tda_configs())
    for config in (configs[1], configs[5]):
        play_light(new_game(config), config.seed, tda_leaks)
    for config in list(dragonmaster_configs())[2:3]:  # expert, 4 players
        play_light(dragonmaster_game(config), config.seed, dragonmaster_leaks)


def test_the_leak_checks_find_a_leak() -> None:
    """issue 29.4: the checks above fail on a view that shows the next seat's hand."""
    game = new_game(list(tda_configs())[0])
    card = game.cards[game.hands[1][0]]

    def leaky(seat: int | None) -> Any:
        view = game.view(seat)
        return view if seat != 0 else dataclasses.replace(view, hand=(*view.hand, card))
    with pytest.raises(AssertionError):
        tda_leaks(game, leaky)
    game = dragonmaster_game(next(dragonmaster_configs()))
    other = next(c for c in game.hands[1] if c != DRAGON)
    with pytest.raises(AssertionError):
        dragonmaster_leaks(game, lambda seat: dataclasses.replace(
            game.view(seat), hand=(other,)) if seat == 0 else game.view(seat))


def test_a_late_legendary_view_is_small() -> None:
    """issue 29.4: a seat's whole view of a 6-player Legendary game, to its end,
    stays well under 128 KiB of JSON (benchmarks/wire_size.py has the figures)."""
    game = new_game(GameConfig(players=NAMES, deck="legendary", variant="pick-em+show-em",
                               seed=11))
    rng = random.Random(11)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    sizes = [len(json.dumps(wire.dump(game.view(seat)))) for seat in (None, *range(6))]
    assert len(game.log) > 300 and max(sizes) < 128 * 1024


def play_light(game: Any, seed: int, check: Any) -> None:
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        check(game)


# -- hostile messages ----------------------------------------------------------

def samples() -> list[dict]:
    """Messages of both games: views (a seat's with a decision, a spectator's),
    decisions, events, actions and results."""
    out = []
    config = list(tda_configs())[5]
    for game in (new_game(config),
                 dragonmaster_game(DragonmasterConfig(players=NAMES[:4], level="expert",
                                                      seed=3))):
        rng = random.Random(1)
        for _ in range(40):
            game.apply(rng.choice(game.legal_actions()))
        out += [wire.dump(game.view(game.to_act)), wire.dump(game.view(None)),
                wire.dump(game.decision), wire.dump(game.legal_actions()[0])]
        out += [wire.dump(e) for e in game.log[-12:]]
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        out.append(wire.dump(game.result))
    return out


SEAT_KEYS = ("seat", "to_act", "leader", "viewer", "target", "taker", "victim", "giver",
             "receiver", "debtor", "dragonmaster")
CARD_KEYS = ("card", "hand", "cards", "revealed", "source")


def records(node: Any, path: tuple = ()) -> Iterator[tuple[tuple, dict]]:
    """Every record (a dict with a type) inside a message, with its path."""
    if isinstance(node, dict):
        if "type" in node:
            yield path, node
        for key, value in node.items():
            yield from records(value, (*path, key))
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from records(item, (*path, i))


def mutate(message: dict, rng: random.Random) -> dict:
    """A copy of `message` with one thing wrong that no schema accepts."""
    message = copy.deepcopy(message)
    path, record = rng.choice(list(records(message)))
    fields = [k for k in record if k != "type"]
    how = rng.randrange(9)
    if how == 0 and fields:
        del record[rng.choice(fields)]  # a missing field
    elif how == 1:
        record["cheat"] = 1  # an extra field
    elif how == 2:
        record["type"] = rng.choice(["Nope", "GameState", "", 3])  # an unknown type
    elif how == 3 and fields:
        key = rng.choice(fields)  # a value no field holds: a float, a bare object
        record[key] = rng.choice([1.5, {"x": [1]}])
    elif how == 4 and [k for k in fields if isinstance(record[k], (int, str))
                       and not isinstance(record[k], bool)]:
        key = rng.choice([k for k in fields if isinstance(record[k], (int, str))
                          and not isinstance(record[k], bool)])
        value = record[key]  # "3" for 3, 3 for "3": no coercion
        record[key] = str(value) if isinstance(value, int) else len(value)
    elif how == 5 and [k for k in fields if k in SEAT_KEYS and record[k] is not None]:
        key = rng.choice([k for k in fields if k in SEAT_KEYS and record[k] is not None])
        record[key] = rng.choice([6, 9, -2, 1000])  # a seat outside any table
    elif how == 6 and [k for k in fields if k in CARD_KEYS and record[k]]:
        key = rng.choice([k for k in fields if k in CARD_KEYS and record[k]])
        value = record[key]
        if isinstance(value, list):
            value[rng.randrange(len(value))] = "no-such-card"
        else:
            record[key] = "no-such-card"
    elif how == 7:
        message["protocol"] = rng.choice([0, 2, "1", None])
    else:
        message["game"] = rng.choice(["chess", None, 7])
    return message


def test_hostile_messages_are_refused_with_one_error() -> None:
    """issue 29.4: unknown types, missing, extra or mistyped fields, seats outside the
    table, unknown card ids, another protocol or game: one WireError with one line,
    and the message itself is left as it was."""
    rng = random.Random(29)
    originals = samples()
    refused = 0
    for _ in range(400):
        message = mutate(rng.choice(originals), rng)
        before = copy.deepcopy(message)
        with pytest.raises(WireError) as err:
            wire.load(message)
        assert "\n" not in str(err.value) and str(err.value)
        assert message == before
        refused += 1
    assert refused == 400
    for original in originals:
        wire.load(original)  # the untouched messages still load


@pytest.mark.parametrize("message", [None, [], "PlayerView", 7, {}, {"protocol": 1},
                                     {"protocol": 1, "game": "dragonmaster"},
                                     {"protocol": True, "game": "dragonmaster",
                                      "type": "PowerPlayWon", "seat": 0,
                                      "contract": "wizards"}])
def test_what_is_no_message_is_refused(message: Any) -> None:
    """issue 29.4: anything but a message of a known game and type is refused."""
    with pytest.raises(WireError):
        wire.load(message)


def test_a_seat_outside_a_views_table_is_refused() -> None:
    """issue 29.4: a 3-player view naming seat 3 is refused (seats come from its names)."""
    game = dragonmaster_game(DragonmasterConfig(players=NAMES[:3], level="basic", seed=1))
    message = wire.dump(game.view(0))
    assert wire.load(message) == game.view(0)
    with pytest.raises(WireError, match="no seat 3"):
        wire.load({**message, "leader": 3})
    with pytest.raises(WireError, match="names"):
        wire.load({**message, "names": NAMES})


def test_a_deck_file_is_never_read_from_a_message() -> None:
    """issue 29.4: a view of a deck read from a file is checked against the table the
    caller holds; the message's deck name alone reads no file."""
    game = new_game(GameConfig(players=NAMES[:3], deck="original", seed=1))
    message = {**wire.dump(game.view(0)), "deck_name": "custom:/etc/passwd"}
    with pytest.raises(WireError, match="deck file"):
        wire.load(message)
    loaded = wire.load(message, tda_table_of(game))
    assert loaded.hand == game.view(0).hand


def test_an_event_names_only_cards_of_the_game() -> None:
    """issue 29.4: a card id no edition has is refused, one of any edition loads."""
    message = {"protocol": 1, "game": "three-dragon-ante", "type": "CardPlayed", "seat": 0,
               "card": "red-12", "triggered": False}
    assert wire.load(message).card == "red-12"
    assert "gold-monarch" in every_card_id()
    with pytest.raises(WireError, match="no card"):
        wire.load({**message, "card": "red-13"})
    for card in (*ALL_SUIT_CARDS, DRAGON):
        wire.load({"protocol": 1, "game": "dragonmaster", "type": "CardPlayed", "seat": 1,
                   "card": card, "suit": None})
