"""Sampled deals for search bots: full game states consistent with one seat's view.

A bot sees a PlayerView, never the state (ruling R10). A search bot also needs
whole states to play forward, so the session hands it a `Sampler` beside its
view. The sampler is built from the game once, then forgets it: it keeps a
*template*, a copy of the game scrubbed of everything the seat may not know,
and `sample(rng)` deals the template's hidden places again at random.

What the scrub does, field by field (`state.GameState`, every one named here;
tests/test_state_fields.py holds this list to that one):

- Hidden, dealt again (from the sorted pool of cards the seat cannot place,
  with the counts the seat sees): other seats' cards the seat has no mark on
  (`hands`), other seats' face-down ante cards (`ante_hidden`), the `deck` and
  its order, and the Silver Seer's `peeked` cards when another seat
  looked at them. A card the seat knows to be with another seat stays with that
  seat, but may be its face-down ante or in its hand: the seat cannot tell which.
  The order of other hands is rebuilt (known cards sorted, then the dealt ones).
- Hidden, resampled (Legendary): `building.set_aside`. The specials the seat
  cannot place and has no reason to think are in the game (not public, not seen
  face up) are pooled with the set-aside ones and split again at random.
- Hidden, reset to what the seat knows: `known`. Public places (flights, ante,
  discard pile, the Sorcerer's `effects.revealed`) are marked known to all;
  the seat's own cards and the cards it knows in other hands keep their marks
  (the events that set them were the seat's to see); a dealt card is known only
  to its holder (the Seer's peek: to the seat that looked), deck and set-aside
  cards to nobody. The true marks of hidden cards would tell where they are.
- Hidden, reset to the public part: `abilities` (character abilities, an
  immutable record): with `secret_abilities` (Legendary, ruling A27) another
  seat holds only the abilities it has used, as far as the sample knows (and
  so does `config.abilities`; a draconic ancestry's colour is kept only once
  the ability is known, in the record and in `config.ancestry`); the
  rest (disks, plays, wins, expended flags) is public. A look at a hand
  (Sense Motive, Insight) reaches a sample only through `known`: the looker
  keeps the marks it was shown, a third seat never had them. Pending ability
  questions (`stack`) about cards another seat drew or took (Luck domain,
  Dungeoneering) keep only how many unless the sampling seat saw them, and each
  sample deals them again from that seat's hand as it dealt it; with secret
  abilities, another seat's questions still to come are dropped (they would tell
  it holds an ability of their window), and the question it is asked now, public,
  gets in each sample a secret ability that answers it when the known ones do not
  (`abilities.worlds`; issue 26.2: a world not over always has a legal action).
- Hidden, reset to the public part: `building.specials_in` (Legendary pick 'em,
  before the deal) keeps the specials every seat knows are in; specials stacked
  by `deck_order` show only in the picking seat's own options, so they stay
  when the seat is the one picking now.
- Hidden, replaced: `rng` (a copy would predict the real reshuffles, takes and
  the rest of the deal) gets a fresh seed from the caller's generator in every
  sample; `config` loses `seed` (it seeds that generator) and `deck_order` (it
  stacks the real deck); `_log` becomes the seat's redacted log (`visible_to`);
  `_acts` (the true history holds other seats' ante actions), `_legal` (the
  legal actions of the seat to act, maybe another seat's hand) and `_watch`
  are dropped; `_new` (the events of an action being applied) is None between
  actions.
- Public, copied: `rules`, `cards`, `n`, `names`, `everyone`, `seat_orders`,
  `play_acts`, `ante_acts`, `hoards`, `stakes`, `debts`, `hole`, `flights`,
  `ante`, `discard`, `out`, `gambit`, `round`, `leader`, `turn_seat`,
  `round_cards`, `last_strength`, `round_played`, `collected`, `triggered`,
  `druid`, `priest`, `gold_history`, `result`, `time_called_in` (the table's
  `call time`, public); `by_id` is copied so that no
  mutable object is shared with the game. The pending `stack` is public: its
  frames name seats, options, counts and cards in flights, the ante or the
  Sorcerer's revealed cards, never a hidden card; a frame that must name one has
  a `scrubbed_for(seat)` giving the sample its version (the Shadow Dragon's
  `ShadowKeep`: the card taken is kept only for the taker and the victim).
  The rest of `building` is public too (`specials`, `specials_public`, `specials_seen`: face-up cards
  reshuffled into the deck), and so are `hole_total` and `effects`, the lasting
  effects of played cards (`gambit_effects.GambitEffects`: the Sorcerer's
  revealed cards, the Thief's `no_buy`, ...).

The template depends only on what the seat may see, so two games that look
the same from its chair give the same samples for the same generator
(tests/test_sampler_privacy.py proves it in every deck and variant).
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from .rng import seed_state
from .specials import change as change_building
from .specials import public_indices

if TYPE_CHECKING:  # the state module imports this one (through view.py)
    from .state import Chain, GameState


class Sampler:
    """Determinized states for `seat`, valid until the next action is applied.

    `sample(rng)` returns a fresh GameState in which other hands' unknown cards,
    the deck's order, other seats' face-down ante cards and (Legendary) the
    specials set aside are dealt again at random. A sample depends only on what
    `seat` may see and on `rng`. It carries no hidden history either: its log is
    the seat's own redacted log and its action list starts empty.

    The sampler holds no reference to the game. The game instead keeps a weak
    reference to the sampler and marks it stale when its next action is
    applied, so a sampler used after its decision fails loudly.
    """

    __slots__ = ("seat", "_template", "_hidden", "_stale", "__weakref__")

    def __init__(self, state: GameState, seat: int) -> None:
        self.seat = seat
        self._template, self._hidden = scrubbed(state, seat)
        self._stale = False
        _watch(state).add(self)

    def sample(self, rng: random.Random) -> GameState:
        if self._stale:
            raise RuntimeError("this sampler is stale: the game has moved on since it was made")
        new = self._template.clone()
        _deal(new, self._hidden, self.seat, rng)
        return new


class SeatSlots(NamedTuple):
    """What one other seat holds, as the sampling seat sees it."""
    seat: int
    known: tuple[int, ...]  # sorted: cards known to be with it (in hand or face-down ante)
    hand: int  # cards in its hand
    anted: bool  # a face-down ante card waits to be revealed


class Hidden(NamedTuple):
    """The places a seat cannot see into and the cards that fill them. Every
    value follows from what the seat may see; none tells where a card really is."""
    pool: tuple[int, ...]  # sorted: cards in the game whose place is unknown
    unsure: tuple[int, ...]  # sorted (Legendary): specials either in the pool's places or set aside
    aside: int  # how many of `unsure` are set aside
    seats: tuple[SeatSlots, ...]
    peeked: int  # cards a Silver Seer looked at that this seat did not see
    peek_mark: int  # the mark of those cards: the seat that looked


def scrubbed(state: GameState, seat: int,
             rng: random.Random | None = None) -> tuple[GameState, Hidden]:
    """(world, hidden): a copy of `state` holding only what `seat` may know, its
    hidden places dealt in sorted order (a template) or at random with `rng`."""
    hidden = hidden_places(state, seat)
    world = state.clone()
    world.config = world.config.model_copy(
        update={"seed": 0, "deck_order": [], "players": list(world.config.players)})
    world.by_id = dict(world.by_id)
    world._log, world._acts, world._legal = seat_log(state, seat), None, None
    world.known = _known_marks(state, seat, hidden)
    _forget_unseen_picks(world, seat)
    # A pending frame that names a card some seats may not see says what `seat`
    # may keep of it (the Shadow Dragon's card taken at random while Dungeoneering
    # is asked, ruling R10); the engine cannot know every power's frames.
    world.stack = [f.scrubbed_for(seat) for f in world.stack]
    if world.abilities is not None:
        from .abilities.model import scrub_secret
        from .abilities.worlds import scrub_frames
        if world.abilities.revealed is not None:
            world.abilities = scrub_secret(world.abilities, seat)
            # The config lists every seat's secret abilities and ancestry as dealt:
            # the world keeps only what the seat knows of them (ruling A27).
            world.config = world.config.model_copy(update={
                "abilities": [list(held) for held in world.abilities.held],
                "ancestry": list(world.abilities.ancestry)})
        world.stack = scrub_frames(world, seat)
    if rng is None:
        _place(world, hidden, None)
        world.rng = seed_state(0)  # never played as it stands: every sample reseeds
    else:
        _deal(world, hidden, seat, rng)
    return world, hidden


def hidden_places(state: GameState, seat: int) -> Hidden:
    """Where `seat` cannot see, and which cards may be there."""
    bit = 1 << seat
    known = state.known
    pool = list(state.deck)
    seats = []
    for other in range(state.n):
        if other == seat:
            continue
        ante = state.ante_hidden[other]
        held = state.hands[other] + ([ante] if ante >= 0 else [])
        pool += [c for c in held if not known[c] & bit]
        mine = tuple(sorted(c for c in held if known[c] & bit))
        seats.append(SeatSlots(other, mine, len(state.hands[other]), ante >= 0))
    peeked = [c for c in state.peeked or () if not known[c] & bit]
    peek_mark = 0
    for c in peeked:  # the same for each: the seat that looked, which is public
        peek_mark |= known[c]
    pool += peeked
    unsure, aside = _unsure_specials(state, pool)
    gone = set(unsure)
    pool = sorted(c for c in pool if c not in gone)
    return Hidden(tuple(pool), unsure, aside, tuple(seats), len(peeked), peek_mark)


def _unsure_specials(state: GameState, pool: list[int]) -> tuple[tuple[int, ...], int]:
    """Legendary: the specials that may be in `pool`'s places or set aside, and
    how many are set aside. Specials shown to all or seen face up are surely in."""
    building = state.building
    aside = building.set_aside
    if not aside or building.specials is None:
        return (), 0
    specials = building.specials
    sure = set(public_indices(state)) | building.specials_seen
    unsure = [c for c in pool if c in specials and c not in sure]
    return tuple(sorted(unsure + list(aside))), len(aside)


def _known_marks(state: GameState, seat: int, hidden: Hidden) -> list[int]:
    """Knowledge marks as `seat` can rebuild them; `_place` marks the hidden cards."""
    marks = [0] * len(state.cards)
    everyone = state.everyone
    for place in (*state.flights, state.ante, state.discard, state.effects.revealed):
        for c in place:
            marks[c] = everyone
    real = state.known
    own = state.hands[seat] + [c for c in (state.ante_hidden[seat],) if c >= 0]
    if not hidden.peeked:  # the seat looked at them itself (or nobody did)
        own += state.peeked or ()
    for c in own + [c for slots in hidden.seats for c in slots.known]:
        marks[c] = real[c]
    return marks


def _forget_unseen_picks(world: GameState, seat: int) -> None:
    """Pick 'em, before the deal: only the picking seat's options show which
    specials are in already; the others know only the public ones."""
    inside = world.building.specials_in
    if inside is None:
        return
    if world.to_act != seat:
        public = set(public_indices(world))
        inside = tuple(c for c in inside if c in public)
    change_building(world, specials_in=tuple(sorted(inside)))


def _deal(world: GameState, hidden: Hidden, seat: int, rng: random.Random) -> None:
    """Deal the hidden places at random, fit the pending ability questions to the
    deal, and give the world a fresh generator."""
    _place(world, hidden, rng)
    if world.abilities is not None:
        from .abilities.worlds import fit_frames
        fit_frames(world, seat, rng)
    world.rng = seed_state(rng.getrandbits(63))
    world._legal = None


def _place(world: GameState, hidden: Hidden, rng: random.Random | None) -> None:
    """Fill every hidden place from the pool (shuffled, or in sorted order without
    `rng`) and mark each card as only its new holder would know it."""
    known = world.known
    cards = list(hidden.pool)
    if hidden.unsure:
        unsure = list(hidden.unsure)
        if rng is not None:
            rng.shuffle(unsure)
        aside = unsure[:hidden.aside]
        change_building(world, set_aside=tuple(sorted(aside)))
        for c in aside:
            known[c] = 0
        cards += unsure[hidden.aside:]
    if rng is not None:
        rng.shuffle(cards)
    it = iter(cards)
    for slots in hidden.seats:
        _fill_seat(world, slots, it, rng)
    if hidden.peeked:
        peeked = tuple(next(it) for _ in range(hidden.peeked))
        for c in peeked:
            known[c] = hidden.peek_mark
        world.peeked = peeked
    world.deck = list(it)
    for c in world.deck:
        known[c] = 0


def _fill_seat(world: GameState, slots: SeatSlots, it: Iterator[int],
               rng: random.Random | None) -> None:
    """One other seat's hand and face-down ante: its known cards, then dealt ones.
    Each card it holds is as likely as any other to be its face-down ante: the
    seat sampling cannot tell whether it anted a card the sampling seat knows."""
    seat, held, hand, anted = slots
    known, mark = world.known, 1 << seat
    kept = list(held)
    if anted:
        pick = rng.randrange(hand + 1) if rng is not None else hand
        if pick < len(kept):
            world.ante_hidden[seat] = kept.pop(pick)
        else:
            world.ante_hidden[seat] = card = next(it)
            known[card] = mark
    dealt = [next(it) for _ in range(hand - len(kept))]
    for c in dealt:
        known[c] = mark
    world.hands[seat] = kept + dealt


# -- what the real game keeps for its samplers ----------------------------------
class Watch:
    """Kept by a game (never by a sampler): each seat's redacted log so far, so a
    sampler per decision redacts only the new events, and weak references to the
    samplers to mark stale when the next action is applied."""

    __slots__ = ("logs", "samplers")

    def __init__(self) -> None:
        self.logs: dict[int, tuple[Chain, Chain]] = {}  # seat -> (event chain, redacted)
        self.samplers: list[weakref.ref[Sampler]] = []

    def add(self, sampler: Sampler) -> None:
        if len(self.samplers) >= 16:  # many samplers for one decision: drop the dead ones
            self.samplers = [ref for ref in self.samplers if ref() is not None]
        self.samplers.append(weakref.ref(sampler))

    def moved(self) -> None:
        """An action was applied: every sampler made so far is stale."""
        for ref in self.samplers:
            sampler = ref()
            if sampler is not None:
                sampler._stale = True
        self.samplers.clear()


def _watch(state: GameState) -> Watch:
    if state._watch is None:
        state._watch = Watch()
    return state._watch


def seat_log(state: GameState, seat: int) -> Chain:
    """The event chain (newest first, as the state keeps it) as `seat` saw it."""
    watch = _watch(state)
    done = watch.logs.get(seat)
    stop = None if done is None else done[0]
    fresh = []
    chain = state._log
    while chain is not None and chain is not stop:
        fresh.append(chain[0])
        chain = chain[1]
    out = done[1] if done is not None and chain is stop else None
    for event in reversed(fresh):
        out = (event.visible_to(seat), out)
    watch.logs[seat] = (state._log, out)
    return out
