"""The sampler holds nothing a seat may not know (ruling R10; issue 15, item 4).

Differential tests: two games that look the same from a seat's chair (the same
`view(seat)`) but hold different hidden cards, another generator, another seed
and another hidden history must give the same samples, field for field, from
the same generator, in every deck and Legendary deck-building variant.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator

import pydantic
import pytest

from tda.cards import DECKS
from tda.engine import GameConfig, GameState, Sampler, act, new_game
from tda.engine.card import Card
from tda.engine.events import AnteChosen, DeckReshuffled
from tda.engine.invariants import check
from tda.engine.rng import seed_state
from tda.engine.specials import public_indices
from tda.table.phrase import Phrase

NAMES = ["Ann", "Bob", "Cid"]
LEGENDARY = ["legendary:druids-party", "legendary:pick-em", "legendary:show-em",
             "legendary:traditional", "legendary:custom=archmage,silver-seer,thief",
             "legendary:druids-party+show-em", "legendary:pick-em+show-em",
             "legendary:traditional+show-em", "legendary:custom=prophet,kobold+show-em"]
DECK_NAMES = list(DECKS) + LEGENDARY
SAMPLE_SEEDS = (0, 1, 2)


# -- two games a seat cannot tell apart -----------------------------------------
def lookalike(game: GameState, seat: int, rng: random.Random) -> GameState:
    """A game `seat` cannot tell from `game`: every card it cannot place is
    somewhere else (the specials set aside too), other hands are in another
    order, and the generator, the seed, `deck_order` and whatever the history
    hides from `seat` differ. Other hands' knowledge marks stay with the place
    (the card taken from a seat is still known to that seat), so it is a
    position the real game could have reached."""
    twin = game.clone()
    _swap_known_antes(twin, seat, rng)
    _permute_hidden(twin, seat, rng)
    _stir_public_marks(twin, rng)
    for other in range(twin.n):
        if other != seat:
            rng.shuffle(twin.hands[other])
    twin.rng = seed_state(rng.getrandbits(63))
    twin.config = game.config.model_copy(update={
        "seed": game.config.seed + 1000,
        "deck_order": [twin.cards[c].id for c in twin.deck[::-1][:5]]})
    twin._log = _chain([e.visible_to(seat) for e in game.log])
    twin._acts = _chain(_other_antes(game, seat))
    return twin


def _hidden_slots(g: GameState, seat: int) -> list[tuple[list, int]]:
    """(container, index) of every card `seat` cannot place."""
    bit = 1 << seat
    slots = [(g.deck, i) for i in range(len(g.deck))]
    for other in range(g.n):
        if other == seat:
            continue
        slots += [(g.hands[other], i) for i, c in enumerate(g.hands[other])
                  if not g.known[c] & bit]
        if g.ante_hidden[other] >= 0 and not g.known[g.ante_hidden[other]] & bit:
            slots.append((g.ante_hidden, other))
    if g.peeked is not None and not g.known[g.peeked[0]] & bit:
        g.peeked = list(g.peeked)  # type: ignore[assignment]  # made a tuple again below
        slots += [(g.peeked, i) for i in range(len(g.peeked))]
    return slots


def _permute_hidden(g: GameState, seat: int, rng: random.Random) -> None:
    """Deal the hidden cards again, trading specials `seat` cannot be sure of for
    set-aside ones; each place keeps its knowledge mark."""
    slots = _hidden_slots(g, seat)
    cards = [box[i] for box, i in slots]
    marks = [g.known[c] for c in cards]
    aside = list(g.building.set_aside)
    if aside:
        sure = set(public_indices(g)) | g.building.specials_seen
        specials = g.building.specials or frozenset()
        unsure = [k for k, c in enumerate(cards) if c in specials and c not in sure]
        swap = [cards[k] for k in unsure] + aside
        rng.shuffle(swap)
        for k, card in zip(unsure, swap[:len(unsure)], strict=True):
            cards[k] = card
        g.building = dataclasses.replace(g.building, set_aside=tuple(sorted(swap[len(unsure):])))
        for c in g.building.set_aside:
            g.known[c] = 0
    rng.shuffle(cards)
    for (box, i), card, mark in zip(slots, cards, marks, strict=True):
        box[i] = card
        g.known[card] = mark
    if g.peeked is not None:
        g.peeked = tuple(g.peeked)


def _swap_known_antes(g: GameState, seat: int, rng: random.Random) -> None:
    """A seat that holds a card `seat` knows may have anted it or kept it: swap its
    face-down card with a card of its hand (each keeps its own mark)."""
    bit = 1 << seat
    for other in range(g.n):
        ante, hand = g.ante_hidden[other], g.hands[other]
        if other == seat or ante < 0 or not hand:
            continue
        if g.known[ante] & bit or any(g.known[c] & bit for c in hand):
            i = rng.randrange(len(hand))
            g.ante_hidden[other], hand[i] = hand[i], ante


def _stir_public_marks(g: GameState, rng: random.Random) -> None:
    """Marks on face-up cards are leftovers of their history (a knocked-out hand
    goes to the pile with its marks, a bought card keeps its deck mark): they
    tell nothing about where a card is, and may say what only others saw."""
    public = [c for f in g.flights for c in f] + g.ante + g.discard
    for c in public:
        g.known[c] = rng.randrange(g.everyone + 1)


def _other_antes(game: GameState, seat: int) -> list:
    """The history with other seats' face-down ante choices naming other cards."""
    theirs = {e.card for e in game.log if isinstance(e, AnteChosen) and e.seat != seat}
    ids = [c.id for c in game.cards]
    return [act("ante", ids[(ids.index(a.card) + 1) % len(ids)])
            if a.verb == "ante" and a.card in theirs else a
            for a in map(act_of, game.actions)]


def act_of(text: str):
    verb, *args = text.split()
    return act(verb, *args)


def _chain(items: list):
    """A list, oldest first, as the newest-first chain a GameState keeps."""
    out = None
    for item in items:
        out = (item, out)
    return out


# -- comparing states field by field -------------------------------------------
def slot_names(cls) -> list[str]:
    return [name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())]


def dump(state: GameState) -> dict:
    """Every slot (the typed rule records included) as plain, comparable values."""
    out = {}
    for name in slot_names(GameState):
        value = getattr(state, name)
        if name in ("_log", "_acts"):  # events and actions are frozen values
            out[name] = tuple(_unchained(value))
        elif name == "config":
            out[name] = value.model_dump()
        else:
            out[name] = _plain(value)
    return out


def _unchained(chain) -> list:
    items = []
    while chain is not None:
        items.append(chain[0])
        chain = chain[1]
    return items[::-1]


def _plain(value):
    if isinstance(value, (set, frozenset)):
        return ("set", sorted(value, key=repr))
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in sorted(value.items(), key=repr)}
    if isinstance(value, (list, tuple)) and not hasattr(value, "_fields"):
        return [_plain(v) for v in value]
    return value


def differences(a: dict, b: dict) -> list[str]:
    return sorted(k for k in a if a[k] != b[k])


# -- the moments of a game worth sampling ---------------------------------------
def checkpoints(deck: str, seed: int) -> Iterator[tuple[str, GameState]]:
    """Copies of one random game, up to three of each moment: picks (pick 'em),
    antes, plays in a first round and later, power choices, and decisions after
    the deck was reshuffled."""
    game = new_game(GameConfig(players=NAMES, deck=deck, seed=seed, starting_gold=400))
    rng = random.Random(seed)
    reshuffles, step, seen = 0, 0, Counter()
    while not game.is_over and reshuffles < 2 and step < 400:
        kind = game.decision.kind
        moment = {"pick-special": "pick", "ante": "ante", "play": "play"}.get(kind, "power")
        if moment == "play" and game.round > 1:
            moment = "mid-round"
        if reshuffles:
            moment = "reshuffled"
        if seen[moment] < 3 and (moment != "reshuffled" or step % 3 == 0):
            seen[moment] += 1
            yield moment, game.clone()
        events = game.apply(rng.choice(game.legal_actions()))
        reshuffles += sum(isinstance(e, DeckReshuffled) for e in events)
        step += 1


def assert_lookalikes_sample_alike(game: GameState, seat: int, rng: random.Random) -> None:
    twin = lookalike(game, seat, rng)
    assert twin.view(seat) == game.view(seat)
    assert differences(dump(twin), dump(game))  # a pair worth comparing
    a, b = Sampler(game, seat), Sampler(twin, seat)
    for k in SAMPLE_SEEDS:
        first, second = a.sample(random.Random(k)), b.sample(random.Random(k))
        assert differences(dump(first), dump(second)) == []
        assert_consistent(first, game, seat)
    again = game.determinize(seat, random.Random(9)), twin.determinize(seat, random.Random(9))
    assert differences(*map(dump, again)) == []


def assert_consistent(sample: GameState, game: GameState, seat: int) -> None:
    """The sample is a game `seat` could be in: the same view, every card in one
    place, cards it knows another seat holds still with that seat, and no special
    it knows is in the game set aside."""
    assert sample.view(seat) == game.view(seat)
    check(sample, sum(game.hoards) + game.stakes + game.hole_total)
    bit = 1 << seat
    for other in range(game.n):
        held = game.hands[other] + [game.ante_hidden[other]]
        now = sample.hands[other] + [sample.ante_hidden[other]]
        assert {c for c in held if c >= 0 and game.known[c] & bit} <= set(now)
    sure = set(public_indices(game)) | game.building.specials_seen
    assert not sure & set(sample.building.set_aside)


@pytest.mark.parametrize("deck", DECK_NAMES)
def test_games_a_seat_cannot_tell_apart_give_the_same_samples(deck):
    """R10: in every deck and variant, at the ante, mid-round, in power choices and
    after reshuffles, every seat's samples depend only on what it may see."""
    rng = random.Random(deck)
    seen = set()
    for moment, game in checkpoints(deck, seed=len(deck)):
        seen.add(moment)
        for seat in range(game.n):
            assert_lookalikes_sample_alike(game, seat, rng)
    wanted = {"ante", "play", "mid-round", "power", "reshuffled"}
    if "pick-em" in deck:
        wanted.add("pick")
    assert wanted <= seen


def test_variant_spelled_as_config_field_samples_alike():
    """R10: deck 'legendary' with `variant` set is the same deck as its long name."""
    game = new_game(GameConfig(players=NAMES, deck="legendary", variant="pick-em+show-em",
                               seed=4, starting_gold=400))
    rng = random.Random(4)
    while game.gambit < 2 or game.decision.kind != "ante":
        game.apply(rng.choice(game.legal_actions()))
    for seat in range(game.n):
        assert_lookalikes_sample_alike(game, seat, rng)


def test_a_known_card_anted_face_down_stays_unplaced():
    """R10: a card the seat knows another seat holds may be that seat's face-down
    ante or still in its hand; the samples do not tell which it really is."""
    game = new_game(GameConfig(players=NAMES[:2], deck="original", seed=3))
    rng = random.Random(3)
    while game.decision.kind != "ante" or game.to_act != 0 or game.gambit < 2:
        game.apply(rng.choice(game.legal_actions()))
    anted = game.clone()
    anted.apply(anted.legal_actions()[0])  # seat 0 antes face down; seat 1 to ante
    assert anted.to_act == 1
    card = anted.hands[0][0]
    anted.known[card] |= 1 << 1  # seat 1 saw this card go to seat 0 (a Brass demand, say)
    kept = anted.clone()
    kept.ante_hidden[0], kept.hands[0][0] = card, kept.ante_hidden[0]
    assert kept.view(1) == anted.view(1)
    samples = [[dump(Sampler(g, 1).sample(random.Random(k))) for k in range(40)]
               for g in (anted, kept)]
    assert samples[0] == samples[1]
    placed = {s["ante_hidden"][0] == card for s in samples[0]}
    assert placed == {True, False}
    assert all(card in s["hands"][0] or s["ante_hidden"][0] == card for s in samples[0])


def test_specials_stacked_before_the_picks_stay_unseen():
    """R10, pick 'em: a special stacked by `deck_order` shows only in the picking
    seat's options; the other seats' samples do not depend on it (or on the seed)."""
    stacked = new_game(GameConfig(players=NAMES, deck="legendary:pick-em", seed=1,
                                  deck_order=["thief", "red-12"]))
    plain = new_game(GameConfig(players=NAMES, deck="legendary:pick-em", seed=2))
    assert stacked.decision.kind == "pick-special" and stacked.to_act == 0
    for seat in (1, 2):
        assert stacked.view(seat) == plain.view(seat)
        samples = [dump(Sampler(g, seat).sample(random.Random(seat))) for g in (stacked, plain)]
        assert differences(*samples) == []
    mine = Sampler(stacked, 0).sample(random.Random(0))
    assert mine.legal_actions() == stacked.legal_actions()


def test_peeked_cards_are_dealt_again_for_other_seats():
    """R10: only the Silver Seer's player saw the peeked cards: for the others they
    are hidden cards, dealt again and marked as known to the seer alone."""
    game = _legendary_with_decision("keep-card")
    seer = game.to_act
    for seat in range(game.n):
        assert_lookalikes_sample_alike(game, seat, random.Random(seat))
        samples = [Sampler(game, seat).sample(random.Random(k)) for k in range(20)]
        peeked = {s.peeked for s in samples}
        if seat == seer:
            assert peeked == {game.peeked}
        else:
            assert len(peeked) > 1
            assert all(s.known[c] == 1 << seer for s in samples for c in s.peeked)


def _legendary_with_decision(kind: str) -> GameState:
    for seed in range(200):
        game = new_game(GameConfig(players=NAMES, deck="legendary:custom=silver-seer", seed=seed,
                                   starting_gold=400))
        rng = random.Random(seed)
        for _ in range(300):
            if game.is_over:
                break
            if game.decision.kind == kind:
                return game
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError(f"no {kind} decision in 200 games")


# -- knowledge marks ----------------------------------------------------------------
@pytest.mark.parametrize("deck", ["original", "emperors-gambit", "legendary",
                                  "legendary:pick-em"])
def test_marks_say_only_what_the_seat_knows(deck):
    """R10: in a template and its samples, set-aside specials and deck cards carry no
    mark, a dealt card is known to its holder alone, public cards to everyone."""
    for _moment, game in checkpoints(deck, seed=9):
        for seat in range(game.n):
            sampler = Sampler(game, seat)
            for world in (sampler._template, sampler.sample(random.Random(seat))):
                _assert_marks(world, game, seat)


def _assert_marks(world: GameState, game: GameState, seat: int) -> None:
    bit, known = 1 << seat, world.known
    assert all(known[c] == 0 for c in world.deck + list(world.building.set_aside))
    for other in range(world.n):
        held = world.hands[other] + [c for c in (world.ante_hidden[other],) if c >= 0]
        for c in held:
            if other == seat or known[c] & bit:  # the seat's own, or seen going there
                assert known[c] == game.known[c] and c in game.hands[other] + [
                    game.ante_hidden[other]]
            else:
                assert known[c] == 1 << other
    public = [c for f in world.flights for c in f] + world.ante + world.discard
    assert all(known[c] == world.everyone for c in public)


# -- no way back to the game --------------------------------------------------------
IMMUTABLE = (int, float, str, bytes, bool, type(None), Card)


def reachable(root, skip=("__weakref__",)) -> dict[int, object]:
    """Every object reachable from `root` through attributes and items, by id."""
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, IMMUTABLE) or isinstance(obj, type):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, dict):
            todo += list(obj.keys()) + list(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo += list(obj)
        else:
            names = [n for n in slot_names(type(obj)) if n not in skip]
            names += list(getattr(obj, "__dict__", {}))
            todo += [getattr(obj, n) for n in names if hasattr(obj, n)]
    return seen


def is_mutable(obj) -> bool:
    if isinstance(obj, (tuple, frozenset, Phrase)):  # a Phrase is frozen (issue 29)
        return False
    if dataclasses.is_dataclass(obj):
        return not type(obj).__dataclass_params__.frozen
    if isinstance(obj, pydantic.BaseModel):
        return not obj.model_config.get("frozen")
    return True


@pytest.mark.parametrize("deck", ["original", "emperors-gambit", "legendary:pick-em"])
def test_a_sampler_shares_nothing_mutable_with_the_game(deck):
    """R10: nothing reachable from a sampler (through its template) is the game or a
    mutable part of it, so no bot can read or change the game through it."""
    for _moment, game in checkpoints(deck, seed=5):
        sampler = Sampler(game, game.to_act)
        sampler.sample(random.Random(1))
        theirs = {i for i, obj in reachable(game).items() if is_mutable(obj)}
        mine = reachable(sampler)
        assert id(game) not in mine
        shared = [type(mine[i]).__name__ for i in theirs & mine.keys()]
        assert shared == []


def test_a_sampler_keeps_no_history_generator_or_seed():
    """R10: the template has no action chain, a generator unrelated to the game's,
    and a config without the seed and the stacked deck order."""
    game = new_game(GameConfig(players=NAMES, deck="original", seed=12,
                               deck_order=["red-12", "gold-9"]))
    rng = random.Random(12)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    template = Sampler(game, game.to_act)._template
    assert template._acts is None and template.actions == []
    assert template.rng not in (game.rng, seed_state(game.config.seed))
    assert template.config.seed == 0 and template.config.deck_order == []
    assert list(template.view(game.to_act).log) == list(game.view(game.to_act).log)
