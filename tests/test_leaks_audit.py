"""Hidden-information audit: every place a seat, a bot or an onlooker could learn
what it may not know (ruling R10; rulings L35, L36, L72 for abilities and looks).
Each test would fail if the leak it names existed. Seats: Ann = 0, Bob = 1, Cid = 2."""

from __future__ import annotations

import pickle
import random

from tda.cards.powers.emperors_gambit import ShadowKeep
from tda.dragonmaster import DragonmasterConfig
from tda.dragonmaster import new_game as dm_new_game
from tda.dragonmaster.worlds import DragonmasterSampler
from tda.engine import GameConfig, Sampler, new_game
from tda.table.bot_request import BotRequest, request_bytes
from tda.words import render

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def _start(hands: list[list[str]], **settings):
    order = [c for h in hands for c in h]
    return new_game(GameConfig(players=NAMES[:len(hands)], deck="emperors-gambit",
                               ruleset="revised", seed=1, deck_order=order, **settings))


def _shadow_take_pending():
    """Ann plays the Shadow Dragon, takes a card of Bob's at random, and is asked
    about Dungeoneering (W11) before the card replaces the Shadow (ruling L31)."""
    hands = [["mithral-13", "shadow-1", "iron-5", "brown-5", "steel-7", "gray-6"],
             ["iron-1", "steel-2", "purple-3", "brown-9", "iron-4", "mercury-5"],
             ["iron-3", "steel-4", "purple-5", "brown-2", "iron-7", "mercury-7"]]
    game = _start(hands, abilities=[["dungeoneering"], [], []])
    for action in ("ante mithral-13", "ante iron-1", "ante iron-3"):
        game.apply(action)
    # Bob keeps more cards than Cid, so the Shadow takes from Bob.
    for card_id in ("brown-9", "iron-4", "mercury-5", "brown-2", "iron-7", "mercury-7",
                    "purple-5"):
        card = game.by_id[card_id]
        for hand in game.hands:
            if card in hand:
                hand.remove(card)
        game.discard.append(card)
    game.apply("play shadow-1")
    assert [str(a) for a in game.legal_actions()] == ["use dungeoneering", "pass"]
    taken = game.hands[0][-1]
    assert game.cards[taken].id in ("steel-2", "purple-3")
    return game, taken


def _frames_naming(world, card: int) -> list:
    return [f for f in world.stack if type(f) is ShadowKeep and card in f]


def test_a_third_seats_worlds_do_not_keep_the_shadows_random_take():
    """Ruling R10 (and L31): the card the Shadow Dragon took at random is seen only by
    the taker and the victim. While Dungeoneering is asked, the pending frame that will
    put it in the Shadow's place must not carry it into Cid's sampled worlds (nor into
    the sampler that crosses to a bot process)."""
    game, taken = _shadow_take_pending()
    for seed in range(4):
        world = game.determinize(2, random.Random(seed))
        assert not _frames_naming(world, taken), world.stack
    sampler = Sampler(game, 2)
    assert not _frames_naming(sampler._template, taken)
    # The taker and the victim saw the card: their worlds keep it.
    assert _frames_naming(game.determinize(0, random.Random(0)), taken)
    assert _frames_naming(game.determinize(1, random.Random(0)), taken)


def test_a_scrubbed_shadow_frame_still_plays_on():
    """Issue 26.2: Cid's world keeps Ann's question, its card dealt again from Ann's
    hand as Cid imagines it (never the card really taken, which Cid did not see),
    so Ann has her options; passing replaces the Shadow with that very card."""
    game, taken = _shadow_take_pending()
    for seed in range(6):
        world = game.determinize(2, random.Random(seed))
        ask = world.stack[-1]
        assert ask.window == "W11" and ask.cards[0] in world.hands[0]
        assert not world.known[ask.cards[0]] & (1 << 2)  # a card Cid has no mark on
        assert [str(a) for a in world.legal_actions()] == ["use dungeoneering", "pass"]
        world.apply("pass")
        assert world.flights[0][-1] == ask.cards[0]
        assert world.cards[world.flights[0][-1]].id != "shadow-1"
        assert world.legal_actions()


def test_other_seats_see_the_question_but_not_its_options_or_words():
    """Ruling L35: the question is public, its options and labels (which name the
    taken card) are the asked seat's alone; the prompt names no hidden card."""
    game, taken = _shadow_take_pending()
    name = game.cards[taken]
    for seat in (1, 2, None):
        decision = game.view(seat).decision
        assert decision.seat == 0 and decision.options == () and decision.labels == ()
        assert decision.needless is None
        asked = render(decision.prompt)  # issue 29.1: the prompt is a phrase, said here
        assert name.label not in asked and name.name not in asked
    assert game.view(0).decision.labels  # the asked seat reads its options in words


def test_the_random_take_is_hidden_from_the_third_seats_log_and_known():
    """Rulings R10 and L72: Cid's log shows that Ann took a card, not which; Cid's
    `known` places nothing of Bob's or Ann's that Cid never saw."""
    game, taken = _shadow_take_pending()
    card_id = game.cards[taken].id
    cid = game.view(2)
    assert all(card_id not in repr(e) for e in cid.log)
    assert cid.known == ((), (), ()) or all(card_id not in k for k in cid.known)
    ann = game.view(0)
    assert any(card_id in repr(e) for e in ann.log)


def test_views_hold_no_other_hand_no_face_down_ante_and_no_deck_order():
    """Ruling R10: a view of the ante phase shows only the seat's own hand and own
    face-down ante card; the spectator's none; nothing names a deck card."""
    game = new_game(GameConfig(players=NAMES[:3], deck="original", seed=11))
    game.apply(str(game.legal_actions()[0]))  # Ann antes face down
    anted = game.ante_hidden[0]
    assert anted >= 0
    hidden_ids = {game.cards[c].id for c in game.deck} | {
        game.cards[c].id for s in (1, 2) for c in game.hands[s]}
    for seat in (1, 2, None):
        view = game.view(seat)
        assert game.cards[anted] not in view.ante
        text = repr(view) + "".join(repr(e) for e in view.log)
        own = {c.id for c in view.hand}
        assert not ({cid for cid in hidden_ids - own if f"'{cid}'" in text}), seat
        assert game.cards[anted].id not in {c.id for c in view.hand} or seat == 0


def test_a_bot_request_for_a_third_seat_holds_no_taken_card():
    """What crosses to a bot process (tda.table.bot_request): the view, the legal
    actions and the scrubbed sampler of Cid while Ann's take is pending hold no
    trace of the card taken (its index or its id)."""
    game, taken = _shadow_take_pending()
    request = BotRequest("three-dragon-ante", "hard", game.view(2), (),
                         random.Random(0).getstate(), Sampler(game, 2))
    loaded = pickle.loads(request_bytes(request))
    assert not _frames_naming(loaded.sampler._template, taken)


def test_dragonmaster_views_and_worlds_hide_the_extra_card_and_other_hands():
    """Ruling R10 in Dragonmaster: the face-down extra card and other hands are in
    no view, and a sampled world for a seat deals them again (the true extra card is
    not kept in place by an unchanged order)."""
    game = dm_new_game(DragonmasterConfig(players=NAMES[:3], level="advanced", seed=5))
    extra = game.extra
    assert extra is not None
    for seat in (0, 1, 2, None):
        view = game.view(seat)
        text = repr(view)
        assert f"'{extra}'" not in text or extra in view.hand
        for other in range(3):
            if other != seat:
                assert not any(f"'{c}'" in repr(view.hand) for c in game.hands[other])
    sampler = DragonmasterSampler(game, 0)
    extras = {sampler.sample(random.Random(s)).extra for s in range(12)}
    assert len(extras) > 1  # the extra card is dealt again, not kept


def _secret_game():
    return new_game(GameConfig(
        players=NAMES[:3], deck="legendary", seed=3, secret_abilities=True,
        abilities=[["gambling-background"], ["fast-hands"], ["draconic-ancestry"]],
        ancestry=[None, None, "red"]))


def test_secret_abilities_stay_out_of_a_sampled_worlds_config():
    """Ruling A27 (and L35): with secret abilities, Ann knows only her own until the
    others use theirs. Her sampled worlds, and the sampler that crosses to a bot
    process, must not keep the config's list of every seat's abilities, nor Cid's
    draconic ancestry colour (which would tell that Cid holds that ability)."""
    game = _secret_game()
    assert game.view(0).abilities == (("gambling-background",), None, None)
    worlds = [game.determinize(0, random.Random(s)) for s in range(3)]
    worlds.append(Sampler(game, 0)._template)
    for world in worlds:
        assert world.config.abilities == [["gambling-background"], [], []]
        assert not world.config.ancestry or world.config.ancestry[2] is None
        assert world.abilities.held == (("gambling-background",), (), ())
        assert world.abilities.ancestry[2] is None
        assert "fast-hands" not in repr(world.config) + repr(world.abilities)
    request = BotRequest("three-dragon-ante", "hard", game.view(0), (),
                         random.Random(0).getstate(), Sampler(game, 0))
    data = request_bytes(request)
    assert b"fast-hands" not in data and b"draconic-ancestry" not in data
    # Cid's own worlds keep Cid's ability and colour.
    own = game.determinize(2, random.Random(0))
    assert own.abilities.held[2] == ("draconic-ancestry",)
    assert own.abilities.ancestry[2] == "red"
    assert own.config.ancestry[2] == "red"


def test_secret_abilities_are_in_no_other_seats_view_or_log():
    """Ruling A27: another seat's view and log name no unused secret ability."""
    game = _secret_game()
    for seat, mine in ((0, "gambling-background"), (1, "fast-hands"),
                       (2, "draconic-ancestry")):
        for viewer in (*(s for s in range(3) if s != seat), None):
            view = game.view(viewer)
            assert view.abilities[seat] is None
            assert mine not in repr(view) + "".join(repr(e) for e in view.log)


def test_a_refused_dragons_extra_card_is_the_refusers_alone():
    """Ruling R10 (DM11): Cid refuses the Dragon and takes the face-down extra card
    unseen by the others. Ann's and Bob's views, logs and sampled worlds do not name
    it nor pin it to Cid's hand; Cid's view shows it."""
    game = dm_new_game(DragonmasterConfig(players=NAMES[:3], level="advanced", seed=5))
    assert game.phase == "dragon" and game.to_act == 2
    extra = game.extra
    game.apply("pass")
    assert extra in game.hands[2] and game.extra is None
    for seat in (0, 1, None):
        view = game.view(seat)
        assert f"'{extra}'" not in repr(view.log) and extra not in view.hand
    assert extra in game.view(2).hand
    assert any(getattr(e, "card", None) == extra for e in game.view(2).log)
    sampler = DragonmasterSampler(game, 0)
    places = {next(s for s in (1, 2) if extra in world.hands[s])
              for world in (sampler.sample(random.Random(k)) for k in range(16))}
    assert places == {1, 2}


def test_dungeoneerings_swap_is_seen_by_the_two_alone():
    """Ruling R10 (A15, L72): Ann gives the taken card back and takes another at
    random; Cid's log tells that it happened, never which cards, and Cid's worlds
    keep neither card in Ann's hand by an unchanged order."""
    game, first = _shadow_take_pending()
    game.apply("use dungeoneering")
    second = game.flights[0][-1]  # the card finally taken replaces the Shadow (L31)
    assert second != first and game.cards[second].id in ("steel-2", "purple-3")
    first_id = game.cards[first].id
    cid = game.view(2)
    told = "".join(repr(e) for e in cid.log)
    assert "AbilityCardsReturned" in told and first_id not in told
    bob = game.view(1)
    assert first_id in "".join(repr(e) for e in bob.log)
    assert first_id not in cid.known[1]


SWEEP = [  # (deck, ruleset, abilities per seat, secret)
    ("original", "original", [["sense-motive", "profession-gambler"], ["sleight-of-hand"],
                              ["wild-card", "concentration"]], False),
    ("emperors-gambit", "revised", [["dungeoneering", "insight"], ["luck-domain", "heal"],
                                    ["perception", "religion"]], False),
    ("legendary", "legendary", [["gambling-background"], ["fast-hands"],
                                ["draconic-ancestry"]], True),
]


def _assert_private_for(game, seat: int) -> None:
    """What `seat` holds of a moment another seat decides in."""
    view = game.view(seat)
    decision = view.decision
    if decision is not None and decision.seat != seat:
        assert decision.options == () and decision.labels == () and decision.needless is None
    for event in view.log:
        seen = event.seen_by()
        if seen is not None and seat not in seen:
            assert event == event.redacted(), event
    template = Sampler(game, seat)._template
    assert template.config.seed == 0 and template.config.deck_order == []
    if game.config.secret_abilities:
        shown = [list(held or ()) if s != seat else list(game.abilities.held[s])
                 for s, held in enumerate(view.abilities)]
        assert sorted(map(sorted, template.config.abilities)) == sorted(map(sorted, shown))
    for frame in template.stack:
        if hasattr(frame, "scrubbed_for"):
            assert frame == frame.scrubbed_for(seat)


def test_a_seeded_sweep_finds_no_private_fact_in_another_seats_view_or_worlds():
    """Rulings R10, A27, L35, L36: random seeded play in the three editions with
    character abilities (secret ones in Legendary); at every decision each other
    seat's view shows no option, label or unredacted private event, and its
    sampler keeps no seed, stacked deck, secret ability or private frame."""
    for deck, ruleset, abilities, secret in SWEEP:
        game = new_game(GameConfig(
            players=NAMES[:3], deck=deck, ruleset=ruleset, seed=21, abilities=abilities,
            secret_abilities=secret, **({"ancestry": [None, None, "red"]} if secret else {})))
        rng = random.Random(deck)
        for _ in range(160):
            if game.is_over:
                break
            for seat in range(game.n):
                if seat != game.to_act:
                    _assert_private_for(game, seat)
            game.apply(rng.choice(game.legal_actions()))
