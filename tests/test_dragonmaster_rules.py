"""Dragonmaster rules, one ruling or rule per test: contracts on both sides, the
Dragon's ranking, redeals, lead restrictions, rotation, 3-player decks."""

from types import SimpleNamespace

import pytest
from pydantic import ValidationError

from dragonmaster_helpers import card, game, hand, play_out_hands
from tda.dragonmaster import DragonmasterConfig, IllegalActionError, new_game
from tda.dragonmaster import events as ev
from tda.dragonmaster.cards import ALL_SUIT_CARDS, DRAGON, RUNESWORD, WIZARDS, suit_cards
from tda.dragonmaster.contracts import CONTRACTS, card_items, penalty
from tda.dragonmaster.deal import first_dragonmaster
from tda.dragonmaster.scoring import PowerPlayStatus, is_settled, power_play_status, score_hand
from tda.dragonmaster.tricks import legal_follows, legal_leads, trick_winner
from tda.table.rng import seed_state

DM, A, B, C = 0, 1, 2, 3
LORDS = [c for c in ALL_SUIT_CARDS if c.startswith("dragonlords-")]


def fake(contract, taken, winners, level="basic", pp=None, extra=None, n=4, counts=True,
         hands=None, rules=2):
    """A hand at its end (or, given `hands`, under way), for the scoring functions alone."""
    g = SimpleNamespace(n=n, contract=contract, power_player=pp, dragonmaster=DM,
                        taken=[list(t) for t in taken], trick_winners=list(winners),
                        extra=extra, balances=[100_000] * n, events=[],
                        hands=[list(h) for h in hands or [[]] * n],
                        config=SimpleNamespace(level=level, extra_card_counts=counts,
                                               rules_version=rules))
    g.emit = g.events.append

    def pay(payer, payee, amount, reason):
        g.balances[payer] -= amount
        g.balances[payee] += amount
        g.events.append(ev.CrystalsPaid(payer, payee, amount, reason))
    g.pay = pay
    return g


def paid(g):
    return [(e.payer, e.payee, e.amount) for e in g.events if isinstance(e, ev.CrystalsPaid)]


# -- the Dragonmaster side: each contract's penalties -------------------------

@pytest.mark.parametrize("contract,taken,tricks,amount", [
    ("dragonlords", ["dragonlords-king", "dragonlords-fool", "nomads-king"], [], 2000),
    ("wizards", ["druids-wizard", "nomads-wizard", "warriors-king"], [], 4000),
    ("runesword", [RUNESWORD], [], 8000),
    ("runesword", ["warriors-king"], [], 0),
    ("first-or-last", [], [1, 8], 8000),
    ("first-or-last", [], [2, 7], 0),
    ("staff-of-power", ["dragonlords-wizard"], [], 3000),
    ("staff-of-power", ALL_SUIT_CARDS, list(range(1, 9)), 32000),
])
def test_dragonmaster_side_penalties(contract, taken, tricks, amount):
    """Each penalty item costs its price; the Wizard of Dragonlords counts twice in
    Staff of Power; the maximum Staff of Power penalty is 32,000."""
    assert penalty(contract, taken, tricks) == amount


def test_staff_of_power_maximum_with_three_players():
    """With 3 players (6 Dragonlords) the Staff of Power maximum is 30,000 (ruling DM7 deck)."""
    assert penalty("staff-of-power", suit_cards(3), list(range(1, 9))) == 30000
    assert len(card_items("dragonlords", 3)) == 6


@pytest.mark.parametrize("contract", CONTRACTS)
def test_dragonmaster_collects_and_never_pays(contract):
    """Every non-DM seat pays the DM for its items; the DM's own items are free."""
    items = sorted(card_items(contract, 4))
    taken = [items[:1], items[1:2], items[2:], []]
    g = fake(contract, taken, [DM, A, A, A, A, A, A, B])
    score_hand(g)
    expected = []
    for seat in (A, B, C):
        won = [i + 1 for i, w in enumerate(g.trick_winners) if w == seat]
        due = penalty(contract, taken[seat], won)
        if due:
            expected.append((seat, DM, due))
    assert paid(g) == expected and all(p[1] == DM for p in paid(g))
    assert g.balances[DM] == 100_000 + sum(p[2] for p in expected)


# -- the Power Play side ---------------------------------------------------

REWARDS = {"dragonlords": 10000, "wizards": 10000, "runesword": 6000,
           "first-or-last": 6000, "staff-of-power": 15000}


@pytest.mark.parametrize("contract", CONTRACTS)
def test_power_play_won_each_other_seat_pays(contract):
    """A winning Power Player is paid the contract's reward by each other seat,
    the DM included (ruling DM16)."""
    g = fake(contract, [[], sorted(card_items(contract, 4)), [], []], [A] * 8, "advanced", pp=A)
    assert power_play_status(g) is PowerPlayStatus.WON
    assert score_hand(g) == A
    r = REWARDS[contract]
    assert paid(g) == [(DM, A, r), (B, A, r), (C, A, r)]


@pytest.mark.parametrize("contract", CONTRACTS)
def test_power_play_failed_pays_the_dm_8000_only(contract):
    """A failing Power Player pays the DM 8,000 and nothing per item; the seat that
    took the item pays nothing (rulings DM16, DM19)."""
    items = sorted(card_items(contract, 4))
    winners = [B] + [A] * 7
    g = fake(contract, [[], items[1:], items[:1], []], winners, "advanced", pp=A)
    assert power_play_status(g) is PowerPlayStatus.FAILED
    assert score_hand(g) is None
    assert paid(g) == [(A, DM, 8000)]


def test_extra_card_counts_for_the_power_player():
    """Ruling DM2: the extra card goes to the Power Player and counts for the goal;
    with extra_card_counts off, a key card in the extra slot fails the Power Play."""
    g = fake("runesword", [[], ["warriors-king"], [], []], [A] * 3, "advanced", pp=A,
             extra=RUNESWORD)
    assert power_play_status(g) is PowerPlayStatus.WON and is_settled(g)
    assert score_hand(g) == A and RUNESWORD in g.taken[A]
    assert ev.ExtraCardRevealed(RUNESWORD, A) in g.events
    purist = fake("runesword", [[], [], [], []], [], "advanced", pp=A, extra=RUNESWORD,
                  counts=False)
    assert power_play_status(purist) is PowerPlayStatus.FAILED
    assert score_hand(purist) is None and paid(purist) == [(A, DM, 8000)]


def test_first_or_last_power_play_ends_early_only_on_failure():
    """Ruling DM22: the last trick is always trick 8, so winning trick 1 settles nothing."""
    g = fake("first-or-last", [[], [], [], []], [A], "advanced", pp=A)
    assert power_play_status(g) is PowerPlayStatus.OPEN and not is_settled(g)
    g.trick_winners = [B]
    assert power_play_status(g) is PowerPlayStatus.FAILED and is_settled(g)


# -- Secret Power Plays ------------------------------------------------------

@pytest.mark.parametrize("contract", ["dragonlords", "wizards", "staff-of-power"])
def test_secret_power_play_in_its_three_contracts(contract):
    """Expert: a non-DM seat with every item wins the reward from each other seat,
    the DM included (rulings DM5, DM16)."""
    g = fake(contract, [[], sorted(card_items(contract, 4)), [], []], [A] * 8, "expert")
    assert score_hand(g) == A
    r = REWARDS[contract]
    assert paid(g) == [(DM, A, r), (B, A, r), (C, A, r)]
    assert ev.SecretPowerPlayWon(A, contract) in g.events


@pytest.mark.parametrize("contract,level", [("runesword", "expert"),
                                            ("first-or-last", "expert"),
                                            ("dragonlords", "advanced")])
def test_no_secret_power_play_outside_expert_or_its_contracts(contract, level):
    """Runesword, First or Last and the Advanced game have no Secret Power Play:
    taking every item just pays the penalties."""
    g = fake(contract, [[], sorted(card_items(contract, 4)), [], []], [A] * 8, level)
    assert score_hand(g) is None
    assert paid(g) == [(A, DM, penalty(contract, g.taken[A], list(range(1, 9))))]


def test_failed_secret_power_play_pays_normal_penalties():
    """Ruling DM17: seven Dragonlords is no Secret Power Play; the would-be winner pays 7,000."""
    g = fake("dragonlords", [[], LORDS[:7], [LORDS[7]], []], [A] * 8, "expert")
    assert score_hand(g) is None
    assert paid(g) == [(A, DM, 7000), (B, DM, 1000)]


def test_dm_taking_every_item_is_no_secret_power_play():
    """Ruling DM18: the DM cannot make a Secret Power Play; nobody pays."""
    g = fake("wizards", [list(WIZARDS), [], [], []], [DM] * 8, "expert")
    assert score_hand(g) is None and paid(g) == []


def test_balances_may_go_negative():
    """Ruling DM1: a seat short of crystals borrows; its balance goes below zero."""
    g = fake("staff-of-power", [[], ALL_SUIT_CARDS, [], []], [A] * 8)
    g.balances[A] = 10_000
    score_hand(g)
    assert g.balances[A] == 10_000 - 32_000


# -- the Dragon's ranking ------------------------------------------------------

def test_dragon_loses_only_to_the_real_king_played_before_it():
    """Book check 1: D-WAR, F-WAR, K-WAR, then the Dragon: the King wins."""
    trick = [(A, card("D-WAR")), (B, card("F-WAR")), (C, card("K-WAR")), (DM, DRAGON)]
    assert trick_winner(trick, "warriors") == C


def test_dragon_beats_a_king_played_after_it():
    """Book check 2: Q-NOM, the Dragon, K-NOM, B-NOM: the Dragon wins (ruling DM10)."""
    trick = [(A, card("Q-NOM")), (B, DRAGON), (C, card("K-NOM")), (DM, card("B-NOM"))]
    assert trick_winner(trick, "nomads") == B


def test_dragon_led_wins_even_the_named_suits_king():
    """A led Dragon stands for the named suit's King and beats that King played later."""
    trick = [(A, DRAGON), (B, card("K-DRU")), (C, card("Q-DRU")), (DM, card("K-NOM"))]
    assert trick_winner(trick, "druids") == A


def test_no_trumps_off_suit_never_wins():
    """The highest card of the suit led wins; a King of another suit does not."""
    trick = [(A, card("F-DRU")), (B, card("K-NOM")), (C, card("B-DRU")), (DM, card("K-DRA"))]
    assert trick_winner(trick, "druids") == C


def test_dragon_playable_even_when_able_to_follow():
    """The Dragon may be played at any time; otherwise the suit led must be followed."""
    plays = [str(a) for a in legal_follows([card("K-WAR"), card("F-DRU"), DRAGON], "warriors")]
    assert plays == ["play warriors-king", "play dragon"]
    void = [str(a) for a in legal_follows([card("K-NOM"), card("F-DRU")], "warriors")]
    assert void == ["play druids-fool", "play nomads-king"]


def test_dragon_led_names_any_suit():
    """Leading the Dragon names one of the four suits, even with 3 players."""
    leads = [str(a) for a in legal_leads([DRAGON], "wizards", restricted=False)]
    assert leads == ["play dragon dragonlords", "play dragon warriors", "play dragon druids",
                     "play dragon nomads"]


# -- Expert lead restrictions ---------------------------------------------------

MIXED = [card("K-DRA"), card("Q-WAR"), card("D-DRU"), DRAGON]


@pytest.mark.parametrize("contract,banned", [
    ("dragonlords", {"dragonlords"}), ("runesword", {"warriors"}),
    ("staff-of-power", {"dragonlords", "warriors"}), ("wizards", set()),
    ("first-or-last", set())])
def test_expert_lead_restrictions_on_trick_one(contract, banned):
    """Trick 1's leader may not lead the contract's restricted suits, not even by
    naming them for the Dragon (ruling DM9)."""
    leads = legal_leads(MIXED, contract, restricted=True)
    suits = {a.args[-1].split("-")[0] for a in leads}
    assert suits.isdisjoint(banned)
    assert len(leads) == 7 - 2 * len(banned)  # a card and a Dragon naming per banned suit


def test_leader_with_only_restricted_cards_may_lead_any():
    """Ruling DM8: a leader holding only restricted cards may lead any of them."""
    lords = [card("K-DRA"), card("Q-DRA")]
    assert [str(a) for a in legal_leads(lords, "dragonlords", True)] == [
        "play dragonlords-king", "play dragonlords-queen"]


def test_expert_restriction_only_on_trick_one_and_only_in_expert():
    """The Expert DM may not lead a Dragonlord in Dragonlords on trick 1; the
    Advanced DM may."""
    dm = hand(DRA="K Q D", WAR="W F", DRU="F", NOM="C B")
    rest = [c for c in suit_cards(4) if c not in dm]
    deal = ["dragon"] + dm[:7] + rest[:8] + rest[8:16] + rest[16:24] + [dm[7]]
    for level, allowed in (("expert", False), ("advanced", True)):
        g = game(level, [deal])
        assert g.dragon_holder == DM  # swapped away at once (ruling DM3)
        g.apply("choose dragonlords")
        leads = {a.args[0] for a in g.legal_actions()}
        assert ("dragonlords-king" in leads) == allowed
        if not allowed:
            with pytest.raises(IllegalActionError, match="forbids leading"):
                g.apply("play dragonlords-king")


# -- the deal, redeals, the Dragon's decision --------------------------------------

def test_deal_order_and_stacking():
    """Ruling DM21: the DM's seat gets the first eight, then each seat clockwise;
    above basic the next card is the extra card."""
    order = list(suit_cards(4))
    g = new_game(DragonmasterConfig(players=list("abcd"), seed=3, deck_order=order,
                                    first_dragonmaster=2))
    assert g.hands[2] == order[:8] and g.hands[3] == order[8:16]
    assert g.hands[0] == order[16:24] and g.hands[1] == order[24:32]


def test_redeal_when_the_dragon_is_the_extra_card():
    """Ruling DM14: the same DM and hand number deal again; a Redealt event is logged."""
    first = list(suit_cards(4)) + ["dragon"]
    second = ["dragon"]
    g = game("advanced", [first, second])
    assert sum(isinstance(e, ev.Redealt) for e in g.log) == 1
    assert g.dragonmaster == DM and g.hand_number == 1 and g.dragon_holder == DM
    assert g.deal_count == 2


def test_dragon_decision_comes_before_the_contract():
    """Ruling DM15: the Dragon's holder decides first (Power Play or refuse);
    only after a refusal does the DM choose."""
    order = [c for c in suit_cards(4)]
    deal = order[:8] + ["dragon"] + order[8:31] + [order[31]]
    g = game("advanced", [deal])
    assert g.dragon_holder == A and g.to_act == A and g.phase == "dragon"
    assert "pass" in [str(a) for a in g.legal_actions()]
    assert all(v.dragon_holder == A for v in (g.view(s) for s in range(4)))  # public
    g.apply("pass")
    assert g.to_act == DM and g.phase == "contract" and DRAGON not in g.hands[A]
    assert order[31] in g.hands[A]


def test_power_play_leads_and_keeps_the_extra_card_face_down():
    """A Power Play: the holder chooses any contract and leads; the extra card stays down."""
    order = list(suit_cards(4))
    deal = order[:8] + ["dragon"] + order[8:31] + [order[31]]
    g = game("advanced", [deal])
    g.apply("choose wizards")
    assert g.power_player == A and g.to_act == A and g.view(A).extra_card_down
    assert "wizards" not in g.contracts_left


def test_dm_dealt_the_dragon_swaps_it_without_a_choice():
    """Ruling DM3: the DM swaps the Dragon for the extra card; the DM then chooses."""
    order = list(suit_cards(4))
    g = game("expert", [["dragon"] + order[:31] + [order[31]]])
    swapped = [e for e in g.log if isinstance(e, ev.DragonRefused)]
    assert swapped == [ev.DragonRefused(DM, order[31], True)]
    assert g.phase == "contract" and order[31] in g.hands[DM] and g.power_player is None


# -- 3 players ------------------------------------------------------------------------

@pytest.mark.parametrize("level,size", [("basic", 24), ("advanced", 25)])
def test_three_player_deck(level, size):
    """3 players drop Barons and Fools: 24 cards (+ the Dragon), 8 each (ruling DM7)."""
    g = new_game(DragonmasterConfig(players=list("abc"), level=level, seed=4))
    dealt = [c for h in g.hands for c in h] + ([g.extra] if g.extra else [])
    assert all(len(h) == 8 for h in g.hands)
    deck = set(suit_cards(3)) | ({DRAGON} if level != "basic" else set())
    assert len(deck) == size
    if level == "basic" or g.power_player is not None or g.phase == "dragon":
        assert set(dealt) == deck
    assert not any(c.endswith(("-baron", "-fool")) for c in dealt)


def test_config_refuses_other_player_counts_and_foreign_cards():
    """Only 3 or 4 players; stacked cards must be in this game's deck."""
    with pytest.raises(ValidationError):
        DragonmasterConfig(players=list("ab"))
    with pytest.raises(ValidationError):
        DragonmasterConfig(players=list("abcde"))
    with pytest.raises(ValidationError):
        DragonmasterConfig(players=list("abc"), deck_order=["nomads-fool"])
    with pytest.raises(ValidationError):
        DragonmasterConfig(players=list("abcd"), deck_order=["dragon"])  # basic: no Dragon
    cfg = DragonmasterConfig(players=list("abcd"), deck_order=["warriors-princess"])
    assert cfg.deck_order == ["warriors-prince"]  # the alias is stored as printed


# -- rotation and the end ---------------------------------------------------------------

def test_basic_rotation_dm_keeps_the_round_then_left_neighbour():
    """Basic: the DM keeps all 5 hands; each round starts left of the last starter;
    every seat starts exactly one round; the game ends after `players` rounds."""
    g = new_game(DragonmasterConfig(players=list("abcd"), seed=9, first_dragonmaster=2))
    starters = []
    while not g.is_over:
        if g.hand_number == 1 and (not starters or starters[-1][0] != g.round):
            starters.append((g.round, g.dragonmaster))
        assert g.dragonmaster == g.round_starter
        g.apply(g.legal_actions()[0])
    assert starters == [(1, 2), (2, 3), (3, 0), (4, 1)]
    assert sum(isinstance(e, ev.HandStarted) for e in g.log) == 20


def test_power_play_in_hand_five_changes_no_dm():
    """Ruling DM20: a winning Power Play in hand 5 earns the reward, not the role;
    the next round starts left of this round's starter."""
    pp_hand = hand(DRA="K Q P W D C B F")  # every Dragonlord
    rest = [c for c in suit_cards(4) if c not in pp_hand]
    deal = rest[:8] + pp_hand[:7] + ["dragon"] + rest[8:] + [pp_hand[7]]
    g = game("advanced", [["dragon"]] * 4 + [deal])
    play_out_hands(g, ["runesword", "wizards", "first-or-last", "staff-of-power"])
    assert g.hand_number == 5 and g.dragon_holder == A
    before = g.balances[A]
    g.apply("choose dragonlords")
    while g.round == 1:
        g.apply(g.legal_actions()[0])
    assert g.balances[A] == before + 30000
    assert g.dragonmaster == A and g.round_starter == A  # A starts round 2 anyway
    assert not any(isinstance(e, ev.DragonmasterChanged) and e.reason == "power-play"
                   for e in g.log)


def test_power_play_winner_is_dm_until_the_round_ends():
    """A winning Power Play in hand 1 makes its player DM for hands 2-5; round 2 is
    still started by the left neighbour of round 1's starter."""
    pp_hand = hand(DRA="K Q P W D C B F")
    rest = [c for c in suit_cards(4) if c not in pp_hand]
    deal = rest[:8] + rest[8:16] + pp_hand[:7] + ["dragon"] + rest[16:] + [pp_hand[7]]
    g = game("advanced", [deal] + [["dragon"]] * 4)
    assert g.dragon_holder == B
    g.apply("choose dragonlords")
    while g.hand_number == 1:
        g.apply(g.legal_actions()[0])
    assert g.dragonmaster == B and g.round_starter == DM
    play_out_hands(g, ["wizards", "runesword", "first-or-last", "staff-of-power"])
    assert g.round == 2 and g.dragonmaster == A


def test_first_dragonmaster_is_dealt_a_king_from_the_seed():
    """Ruling DM13: deal face up from seat 0 until a King; the same seed, the same seat."""
    g = new_game(DragonmasterConfig(players=list("abcd"), seed=11))
    assert g.dragonmaster == first_dragonmaster(seed_state(11), 4)[1]
    seats = {new_game(DragonmasterConfig(players=list("abcd"), seed=s)).dragonmaster
             for s in range(30)}
    assert seats == {0, 1, 2, 3}


def test_tied_balances_are_joint_winners():
    """Ruling DM12: every seat on the top balance wins."""
    g = new_game(DragonmasterConfig(players=list("abc"), seed=2))
    g.balances[:] = [120_000, 120_000, 60_000]
    g._finish()
    assert g.result.winners == (0, 1) and g.result.scores == (120_000, 120_000, 60_000)


def test_dragon_named_unrestricted_suit_is_an_unrestricted_lead():
    """Rulings DM8 and DM9 together (our decision): a Power Player holding only
    restricted suit cards and the Dragon has an unrestricted lead (the Dragon
    named as an unrestricted suit), so DM8's "lead anything" does not apply."""
    leads = [str(a) for a in legal_leads([card("K-DRA"), card("Q-WAR"), DRAGON],
                                         "staff-of-power", restricted=True)]
    assert leads == ["play dragon druids", "play dragon nomads"]


def test_third_rank_alias_is_accepted_and_stored_as_printed():
    """`warriors-princess` names the Prince of Warriors; records keep `warriors-prince`."""
    prince_first = [RUNESWORD] + [c for c in suit_cards(4) if c != RUNESWORD]
    g = new_game(DragonmasterConfig(players=list("abcd"), seed=1, first_dragonmaster=0,
                                    deck_order=prince_first))
    g.apply("choose wizards")
    g.apply("play warriors-princess")
    assert g.actions[-1] == "play warriors-prince"


def power_player_on_lead(level):
    """Ann (seat A) makes a Dragonlords Power Play holding the Dragon, leads K-NOM
    to trick 1, wins it and is on lead again."""
    a = hand(DRAGON="1", NOM="K Q", DRA="K Q P", WAR="K", DRU="K")
    rest = [c for c in suit_cards(4) if c not in a]
    g = game(level, [rest[:8] + a + rest[8:24] + rest[24:25]])
    g.apply("choose dragonlords")
    return g


def refusal(g, text):
    with pytest.raises(IllegalActionError) as err:
        g.apply(text)
    return str(err.value)


def test_lead_restriction_message_only_on_trick_one_of_the_expert_game():
    """Rulings DM8 and DM9: the Expert lead restriction binds trick 1 alone, the
    Dragon named as a restricted suit included. After trick 1 a refused Dragon
    lead is refused for what is really wrong with it, never for the restriction."""
    g = power_player_on_lead("expert")
    assert "forbids leading that suit on trick 1, the Dragon included" in refusal(
        g, "play dragon dragonlords")  # DM9
    assert "forbids leading that suit on trick 1" in refusal(g, "play dragonlords-king")
    g.apply("play nomads-king")
    while g.trick:
        g.apply(g.legal_actions()[0])
    assert g.trick_winners == [A] and g.turn == A and g.power_player == A
    for text, why in (("play dragon", "names the suit it stands for"),
                      ("play dragon nomads dragonlords", "name one suit for the Dragon"),
                      ("play dragon knights", "name one suit for the Dragon"),
                      ("play dragonlords-king warriors", "only a led Dragon")):
        message = refusal(g, text)
        assert why in message and "trick 1" not in message, message
    g.apply("play dragon dragonlords")  # the restriction is over: legal now
    assert g.led_suit == "dragonlords"


def test_no_lead_restriction_message_below_the_expert_game():
    g = power_player_on_lead("advanced")
    message = refusal(g, "play dragonlords-king extra")
    assert "only a led Dragon" in message and "expert" not in message
    g.apply("play dragon dragonlords")  # no restriction in the advanced game
