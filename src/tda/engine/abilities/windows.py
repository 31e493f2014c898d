"""Windows: the moments a seat is asked whether it uses an ability (ABILITIES.md 4.3).

A window is one `AbilityAsk` frame per seat that may be asked, pushed by the hook
that found the moment. Its options are computed when it comes up, so a seat with
nothing usable then is never asked (no decision, no action in the record), and an
answer given earlier in the same window is already taken into account (ruling A3).
Each ability's options and effect are a `Handler`, registered by edition and id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from ..actions import Action, act
from ..steps import Step, decision
from ..words import DecisionKind
from .catalog import EDITIONS, Limit
from .catalog import ability_title as title
from .events import AbilityPicked
from .model import change, in_order, info, is_ready, note_use

if TYPE_CHECKING:
    from ..state import GameState

WINDOW_WORDS = {
    "W2": "the ante is revealed", "W3": "the ante is paid", "W4": "you would lead the round",
    "W5": "your turn begins", "W6": "you are buying", "W7": "an opponent is buying",
    "W8": "you have bought cards", "W9": "a card was played", "W10": "you stole gold",
    "W11": "you took a card", "W12": "a power made you draw", "W13": "you score a flight",
    "W14": "the gambit was won", "W15": "the gambit is over",
}


class AbilityAsk(NamedTuple):
    """Ask `seat` about its abilities in `window`."""
    step: str  # "ability"
    seat: int
    window: str  # "W2".."W15"
    other: int = -1  # the seat the moment is about (player, buyer, victim, winner), or -1
    cards: tuple[int, ...] = ()  # the cards it is about (the card played, cards drawn...)
    used: tuple[str, ...] = ()  # abilities already used in this window (ruling A3)


def ask(seat: int, window: str, other: int = -1, cards: tuple[int, ...] = ()) -> AbilityAsk:
    return AbilityAsk("ability", seat, window, other, cards)


@dataclass(frozen=True)
class Handler:
    options: Callable[[GameState, AbilityAsk], list[Action]]  # `use <id> ...` now legal
    use: Callable[[GameState, AbilityAsk, Action], None]  # the effect, after the use is noted
    words: Callable[[GameState, AbilityAsk, Action], str] | None = None


HANDLERS: dict[tuple[str, str], Handler] = {}


def handler(edition: str, ability_id: str, options, words=None):
    """Register `use` (the decorated function) with its `options` for one ability."""
    assert ability_id in EDITIONS[edition], ability_id

    def register(use):
        HANDLERS[(edition, ability_id)] = Handler(options, use, words)
        return use
    return register


def use_plain(ability_id: str) -> Callable[[GameState, AbilityAsk], list[Action]]:
    """Options of an ability taking no argument: `use <id>`."""
    action = act("use", ability_id)
    return lambda g, frame: [action]


def _usable(g: GameState, frame: AbilityAsk) -> list[tuple[str, Handler]]:
    ab = g.abilities
    assert ab is not None
    out = []
    for ability_id in ab.held[frame.seat]:
        if ability_id in frame.used or info(g, ability_id).window != frame.window:
            continue
        if is_ready(g, frame.seat, ability_id):
            out.append((ability_id, HANDLERS[(ab.edition, ability_id)]))
    return out


@decision
class AbilityChoice(Step):
    name = "ability"
    kind = DecisionKind.USE_ABILITY

    def options(self, g: GameState, frame: AbilityAsk) -> list[Action]:
        found: list[Action] = []
        for _, h in _usable(g, frame):
            found += h.options(g, frame)
        return found + [act("pass")] if found else []

    def prompt(self, g: GameState, frame: AbilityAsk) -> str:
        """Why the seat is asked, in public words (the cover shows it to the table: a
        card drawn or taken is never named, nor a secret ability, ruling L31)."""
        return f"{g.names[frame.seat]}: {moment(g, frame)}; use an ability?"

    def describe(self, g: GameState, frame: AbilityAsk, action: Action) -> str:
        """"Use Sense Motive: look at Bob's hand (6 cards; only you see them)";
        "Pass: keep it ready"."""
        if action.verb == "pass":
            return pass_words(g, frame)
        ab = g.abilities
        assert ab is not None
        ability_id = action.args[0]
        h = HANDLERS[(ab.edition, ability_id)]
        words = h.words(g, frame, action) if h.words is not None else info(g, ability_id).text
        if not words.startswith(tuple(g.names)):
            words = words[:1].lower() + words[1:]
        return f"Use {title(ability_id)}: {words}"

    def resolve(self, g: GameState, frame: AbilityAsk, action: Action) -> None:
        if action.verb == "pass":
            return  # a passed trigger is gone (ruling A28)
        ab = g.abilities
        assert ab is not None
        ability_id = action.args[0]
        note_use(g, frame.seat, ability_id, action.args[1:])
        if ab.edition != "legendary":  # ruling A3: asked again for another usable one
            g.push(frame._replace(used=frame.used + (ability_id,)))
        HANDLERS[(ab.edition, ability_id)].use(g, frame, action)


def moment(g: GameState, frame: AbilityAsk) -> str:
    """The moment of a window, in public words, as the asked seat reads it."""
    window, other = frame.window, frame.other
    card = g.cards[frame.cards[0]].label if frame.cards else ""
    if window == "W4":
        return f"you would lead round {g.round}" if g.round else "you would lead the round"
    if window == "W6" and card:
        return f"you are buying ({card} revealed)"
    if window == "W7" and other >= 0:
        return f"{g.names[other]} is buying"
    if window == "W9" and other >= 0 and card:
        return f"you played {card}" if other == frame.seat else f"{g.names[other]} played {card}"
    if window == "W11" and other >= 0:
        return f"you took a card from {g.names[other]}"
    if window == "W14" and other >= 0:
        return f"{g.names[other]} won the gambit"
    if window == "W15" and other >= 0:
        return f"the gambit is over ({g.names[other]} won it)"
    return WINDOW_WORDS.get(window, "now")


PASS_WORDS = {Limit.ALWAYS: "not this time", Limit.GAME: "keep it for later (once per game)",
              Limit.GAMBIT: "keep it for later this gambit",
              Limit.FLIGHT: "keep it ready (using it spends it until your next special flight)",
              Limit.DISK: "keep your ability disk ready (this chance does not come back)"}


def pass_words(g: GameState, frame: AbilityAsk) -> str:
    """What passing keeps: the strictest limit among the abilities usable now."""
    limits = [info(g, ability_id).limit for ability_id, _ in _usable(g, frame)]
    for limit in (Limit.DISK, Limit.FLIGHT, Limit.GAME, Limit.GAMBIT):
        if limit in limits:
            return f"Pass: {PASS_WORDS[limit]}"
    return f"Pass: {PASS_WORDS[Limit.ALWAYS]}"


class DraftPick(NamedTuple):
    step: str  # "draft"
    seat: int


@decision
class DraftChoice(Step):
    """Emperor's Gambit: pick an ability nobody holds yet (W1, ruling A25)."""
    name = "draft"
    kind = DecisionKind.PICK_ABILITY

    def options(self, g: GameState, frame: DraftPick) -> list[Action]:
        ab = g.abilities
        assert ab is not None
        taken = {a for held in ab.held for a in held}
        return [act("pick", a) for a in EDITIONS[ab.edition] if a not in taken]

    def prompt(self, g: GameState, frame: DraftPick) -> str:
        ab = g.abilities
        assert ab is not None
        cfg = g.config
        picks = cfg.draft_picks[frame.seat] if cfg.draft_picks else cfg.ability_draft or 0
        done = len(ab.held[frame.seat])
        of = f" {done + 1} of {picks}" if picks else ""
        return (f"{g.names[frame.seat]}: draft pick{of} (Insight order); take a character "
                "ability nobody holds")

    def describe(self, g: GameState, frame: DraftPick, action: Action) -> str:
        ability = info(g, action.args[0])
        text = ability.text[:1].lower() + ability.text[1:]
        limit = " (once used, spent until your next special flight)" \
            if ability.limit == Limit.FLIGHT else ""
        return f"Pick {title(ability.id)}: {text.removesuffix('.')}{limit}"

    def resolve(self, g: GameState, frame: DraftPick, action: Action) -> None:
        ab = g.abilities
        assert ab is not None
        held = list(ab.held)
        held[frame.seat] = in_order(ab.edition, held[frame.seat] + (action.args[0],))
        change(g, held=tuple(held))
        g.emit(AbilityPicked(frame.seat, action.args[0]))


PRIVATE_WINDOWS = frozenset({"W11", "W12"})  # about a card taken or drawn: not public
