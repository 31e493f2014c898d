"""The rulebook's six worked examples, figure for figure: hands, legal plays,
trick winners, payments and the Dragonmaster afterwards."""

from dragonmaster_helpers import (
    card,
    game,
    hand,
    hand_events,
    payments,
    play_out_hands,
    play_trick,
    stack,
    start_script,
    trick_winners,
)
from tda.dragonmaster import events as ev

DM, A, B, C = 0, 1, 2, 3


def test_example_1_basic_first_or_last():
    """Book example 1: B pays 4,000 for trick 1; the DM's own trick 8 is free."""
    deal = stack(hand(DRA="K Q D", WAR="W F", DRU="F", NOM="C B"),
                 hand(WAR="K B", DRU="Q D B", NOM="Q P W"),
                 hand(DRA="C F", WAR="P D", DRU="W P", NOM="K D"),
                 hand(DRA="P W B", WAR="Q C", DRU="K C", NOM="F"))
    g = game("basic", [[], [], deal])
    play_out_hands(g, ["runesword", "wizards"])
    assert g.hand_number == 3 and g.dragonmaster == DM
    assert sorted(g.hands[A]) == sorted(hand(WAR="K B", DRU="Q D B", NOM="Q P W"))
    since, before = len(g.log), list(g.balances)
    g.apply("choose first-or-last")
    start_script(g)
    for trick in ["DM F-WAR, A B-WAR, B D-WAR, C C-WAR",
                  "B K-NOM, C F-NOM, DM C-NOM, A Q-NOM",
                  "B P-DRU, C K-DRU, DM F-DRU, A Q-DRU",
                  "C Q-WAR, DM W-WAR, A K-WAR, B P-WAR",
                  "A W-NOM, B D-NOM, C P-DRA, DM B-NOM",
                  "A D-DRU, B W-DRU, C C-DRU, DM K-DRA",
                  "B C-DRA, C W-DRA, DM Q-DRA, A P-NOM",
                  "DM D-DRA, A B-DRU, B F-DRA, C B-DRA"]:
        play_trick(g, trick)
    events = hand_events(g, since)
    assert trick_winners(events) == [B, B, C, A, A, B, DM, DM]
    assert payments(events) == [(B, DM, 4000)]
    assert g.balances[B] == before[B] - 4000 and g.balances[DM] == before[DM] + 4000
    assert g.dragonmaster == DM and g.hand_number == 4


def test_example_2_basic_staff_of_power():
    """Book example 2: A 8,000, B 13,000, C 9,000; the Wizard of Dragonlords counts
    twice; the DM's own Wizard is free."""
    deal = stack(hand(DRA="Q D F", WAR="W D", DRU="D", NOM="Q P"),
                 hand(DRA="C", WAR="K", DRU="Q P B F", NOM="W F"),
                 hand(DRA="K P B", WAR="P B", DRU="K", NOM="C B"),
                 hand(DRA="W", WAR="Q C F", DRU="W C", NOM="K D"))
    g = game("basic", [[], [], [], deal])
    play_out_hands(g, ["first-or-last", "runesword", "wizards"])
    assert g.contracts_left == ("dragonlords", "staff-of-power")
    since = len(g.log)
    g.apply("choose staff-of-power")
    start_script(g)
    for trick in ["DM D-DRU, A B-DRU, B K-DRU, C W-DRU",
                  "B C-NOM, C D-NOM, DM P-NOM, A W-NOM",
                  "DM D-DRA, A C-DRA, B B-DRA, C W-DRA",
                  "C C-WAR, DM D-WAR, A K-WAR, B P-WAR",
                  "A F-DRU, B K-DRA, C C-DRU, DM W-WAR",
                  "C K-NOM, DM Q-NOM, A F-NOM, B B-NOM",
                  "C F-WAR, DM Q-DRA, A Q-DRU, B B-WAR",
                  "B P-DRA, C Q-WAR, DM F-DRA, A P-DRU"]:
        play_trick(g, trick)
    events = hand_events(g, since)
    assert trick_winners(events) == [B, DM, C, A, C, C, B, B]
    assert payments(events) == [(A, DM, 8000), (B, DM, 13000), (C, DM, 9000)]
    assert g.dragonmaster == DM


def test_example_3_advanced_dragonlords_power_play_won():
    """Book example 3: A's Power Play takes all 8 Dragonlords in 3 tricks (the
    Dragon led as King of Dragonlords after the real King fell); thrown in (ruling
    DM6); B, C and the DM pay A 10,000 each (ruling DM16); A is the next DM; the
    extra card goes to A (ruling DM2)."""
    deal = stack(hand(DRA="P F", WAR="D C B", DRU="D", NOM="P B"),
                 hand(DRA="K Q", WAR="K", DRU="K W C", NOM="C", DRAGON="1"),
                 hand(DRA="D", WAR="Q", DRU="Q P B F", NOM="Q F"),
                 hand(DRA="W C B", WAR="P W F", NOM="K W"), extra="D-NOM")
    g = game("advanced", [["dragon"], ["dragon"], deal])
    play_out_hands(g, ["staff-of-power", "first-or-last"])
    assert g.dragonmaster == DM and g.dragon_holder == A and g.phase == "dragon"
    assert g.view(B).dragon_holder == A  # public
    since = len(g.log)
    g.apply("choose dragonlords")
    start_script(g)
    for trick in ["A K-DRA, B D-DRA, C B-DRA, DM F-DRA",
                  "A Q-DRA, B F-DRU, C C-DRA, DM P-DRA",
                  "A DRAGON:DRA, B B-DRU, C W-DRA, DM D-DRU"]:
        play_trick(g, trick)
    events = hand_events(g, since)
    assert trick_winners(events) == [A, A, A]
    assert ev.HandThrownIn(3) in events
    assert ev.ExtraCardRevealed(card("D-NOM"), A) in events
    assert ev.PowerPlayWon(A, "dragonlords") in events
    assert payments(events) == [(DM, A, 10000), (B, A, 10000), (C, A, 10000)]
    assert g.dragonmaster == A and g.hand_number == 4
    assert ev.DragonmasterChanged(A, "power-play") in events


def test_example_4_advanced_runesword_power_play_failed():
    """Book example 4: C takes the Prince of Warriors in trick 4, the hand stops, B
    pays the DM 8,000 only; C pays nothing (ruling DM19)."""
    deal = stack(hand(DRA="D C B F", DRU="P F", NOM="Q P"),
                 hand(WAR="P W F B", DRU="Q D", NOM="D C"),
                 hand(DRA="Q W", WAR="K Q", DRU="K W", NOM="W", DRAGON="1"),
                 hand(DRA="K P", WAR="D C", DRU="C B", NOM="B F"), extra="K-NOM")
    g = game("advanced", [["dragon"], ["dragon"], deal])
    play_out_hands(g, ["first-or-last", "wizards"])
    since = len(g.log)
    g.apply("choose runesword")
    start_script(g)
    for trick in ["B K-WAR, C C-WAR, DM B-DRA, A B-WAR",
                  "B Q-WAR, C D-WAR, DM C-DRA, A F-WAR",
                  "B DRAGON:WAR, C B-NOM, DM F-DRA, A W-WAR",
                  "B W-DRA, C K-DRA, DM D-DRA, A P-WAR"]:
        play_trick(g, trick)
    events = hand_events(g, since)
    assert trick_winners(events) == [B, B, B, C]
    assert ev.HandThrownIn(4) in events and ev.PowerPlayFailed(B, "runesword") in events
    assert payments(events) == [(B, DM, 8000)]
    assert g.dragonmaster == DM


def test_example_5_expert_dragonlords_secret_power_play():
    """Book example 5: A refuses the Dragon and receives B-WAR unseen (ruling DM11);
    C takes all 8 Dragonlords by trick 6, the hand stops (DM6); A, B and the DM pay
    C 10,000 each (DM16); C is the next DM."""
    dealt_a = hand(DRA="D F", WAR="W F", DRU="W", NOM="Q F", DRAGON="1")
    deal = stack(hand(WAR="K D C", DRU="D C F", NOM="P C"), dealt_a,
                 hand(DRA="Q W", WAR="Q P", DRU="K B", NOM="W D"),
                 hand(DRA="K P C B", DRU="Q P", NOM="K B"), extra="B-WAR")
    g = game("expert", [["dragon"], ["dragon"], deal])
    play_out_hands(g, ["staff-of-power", "first-or-last"])
    assert g.dragonmaster == DM and g.dragon_holder == A
    g.apply("pass")
    assert card("B-WAR") in g.view(A).hand and "dragon" not in g.hands[A]
    refused = [e for e in g.log if isinstance(e, ev.DragonRefused)][-1]
    assert refused.visible_to(B).card is None and refused.visible_to(A).card == card("B-WAR")
    since = len(g.log)
    g.apply("choose dragonlords")
    start_script(g)
    for trick in ["DM D-DRU, A W-DRU, B K-DRU, C Q-DRU",
                  "B W-NOM, C B-NOM, DM P-NOM, A Q-NOM",
                  "A F-DRA, B W-DRA, C P-DRA, DM C-NOM",
                  "C K-DRA, DM C-DRU, A D-DRA, B Q-DRA",
                  "C C-DRA, DM F-DRU, A F-NOM, B B-DRU",
                  "C B-DRA, DM C-WAR, A B-WAR, B D-NOM"]:
        play_trick(g, trick)
    events = hand_events(g, since)
    assert trick_winners(events) == [B, A, C, C, C, C]
    assert ev.HandThrownIn(6) in events and ev.SecretPowerPlayWon(C, "dragonlords") in events
    assert payments(events) == [(DM, C, 10000), (A, C, 10000), (B, C, 10000)]
    assert g.dragonmaster == C


def test_example_6_expert_wizards_secret_power_play_after_the_dm_swap():
    """Book example 6: the DM is dealt the Dragon and swaps it for B-WAR without a
    choice (rulings DM3, DM4); Wizards, the last contract, needs no input; A takes
    all 4 Wizards; B, C and the DM pay A 10,000 each; A starts the next round as
    the DM's left neighbour (ruling DM20)."""
    dealt_dm = hand(DRA="D", WAR="Q C", DRU="D", NOM="P D B", DRAGON="1")
    deal = stack(dealt_dm, hand(DRA="K Q P", WAR="P W D", DRU="K", NOM="F"),
                 hand(DRA="W C", WAR="F", DRU="Q P F", NOM="W C"),
                 hand(DRA="B F", WAR="K", DRU="W C B", NOM="K Q"), extra="B-WAR")
    g = game("expert", [["dragon"]] * 4 + [deal])
    play_out_hands(g, ["staff-of-power", "first-or-last", "dragonlords", "runesword"])
    assert g.hand_number == 5 and g.dragonmaster == DM and g.round_starter == DM
    assert g.contract == "wizards" and g.phase == "play"  # the only contract: taken for the DM
    assert g.dragon_holder == DM and card("B-WAR") in g.hands[DM]
    since = len(g.log) - 20
    before = list(g.balances)
    start_script(g)
    for trick in ["DM D-DRA, A P-DRA, B W-DRA, C B-DRA",
                  "A D-WAR, B F-WAR, C K-WAR, DM Q-WAR",
                  "C F-DRA, DM P-NOM, A Q-DRA, B C-DRA",
                  "A F-NOM, B C-NOM, C K-NOM, DM D-NOM",
                  "C C-DRU, DM D-DRU, A K-DRU, B Q-DRU",
                  "A K-DRA, B F-DRU, C Q-NOM, DM B-NOM",
                  "A P-WAR, B P-DRU, C B-DRU, DM B-WAR",
                  "A W-WAR, B W-NOM, C W-DRU, DM C-WAR"]:
        play_trick(g, trick)
    events = [e for e in hand_events(g, since) if not isinstance(e, ev.HandDealt)]
    assert trick_winners(events)[-8:] == [A, C, A, C, A, A, A, A]
    assert ev.SecretPowerPlayWon(A, "wizards") in events
    assert payments(events) == [(DM, A, 10000), (B, A, 10000), (C, A, 10000)]
    assert g.balances[A] == before[A] + 30000
    assert g.round == 2 and g.dragonmaster == A and g.round_starter == A
