"""A Dragonmaster game told in players' words: card and contract names, tricks as
the book writes them, payments with what they are for, balances after each hand."""

import random
import re

from dragonmaster_helpers import game, hand, play_out_hands, play_trick, stack, start_script
from tda.dragonmaster import events as ev
from tda.dragonmaster import new_game
from tda.dragonmaster.cards import ALL_SUIT_CARDS
from tda.dragonmaster.config import DragonmasterConfig
from tda.dragonmaster.contracts import CONTRACTS
from tda.games.dragonmaster.words.story import Storyteller, hand_words, tell


def flat(lines) -> str:
    """The story as one line of words (wrapping undone)."""
    return re.sub(r"\s+", " ", " ".join(lines))


def played_game(level: str, seed: int, players: int = 4):
    names = ["Ann", "Bob", "Cid", "Dee"][:players]
    state = new_game(DragonmasterConfig(players=names, level=level, seed=seed))
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_book_example_1_told_in_players_words():
    """Book example 1 (First or Last): the contract's terms, each trick as one line,
    B's 4,000 for trick 1, nothing for the Dragonmaster's own trick 8."""
    deal = stack(hand(DRA="K Q D", WAR="W F", DRU="F", NOM="C B"),
                 hand(WAR="K B", DRU="Q D B", NOM="Q P W"),
                 hand(DRA="C F", WAR="P D", DRU="W P", NOM="K D"),
                 hand(DRA="P W B", WAR="Q C", DRU="K C", NOM="F"))
    g = game("basic", [[], [], deal])  # seats: Dee (Dragonmaster), Ann, Bob, Cid
    play_out_hands(g, ["runesword", "wizards"])
    since = len(g.log)
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
    teller = Storyteller(g.names)
    lines = [teller.tell(e) for e in g.log]
    hand_story = flat(line for line in lines[since:] if line)
    assert "Dee names First or Last: 4,000 each for winning trick 1 and trick 8." in hand_story
    assert ("Trick 1: Dee leads the Fool of Warriors; then Ann the Baron of Warriors, "
            "Bob the Duke of Warriors, Cid the Count of Warriors. Bob wins it.") in hand_story
    assert ("Trick 8: Dee leads the Duke of Dragonlords; then Ann the Baron of Druids, "
            "Bob the Fool of Dragonlords, Cid the Baron of Dragonlords. Dee wins it.") \
        in hand_story
    assert "Bob pays Dee 4,000 crystals for trick 1." in hand_story
    assert hand_story.count(" pays ") == 1
    assert "Crystals now: Dee " in hand_story


def test_a_led_dragon_and_a_power_play_are_told():
    """Book example 3: the Power Play's stakes when it is made, the Dragon led as a
    King, the extra card going to the Power Player (ruling DM2), the reward."""
    deal = stack(hand(DRA="P F", WAR="D C B", DRU="D", NOM="P B"),
                 hand(DRA="K Q", WAR="K", DRU="K W C", NOM="C", DRAGON="1"),
                 hand(DRA="D", WAR="Q", DRU="Q P B F", NOM="Q F"),
                 hand(DRA="W C B", WAR="P W F", NOM="K W"), extra="D-NOM")
    g = game("advanced", [["dragon"], ["dragon"], deal])
    play_out_hands(g, ["staff-of-power", "first-or-last"])
    g.apply("choose dragonlords")
    start_script(g)
    for trick in ["A K-DRA, B D-DRA, C B-DRA, DM F-DRA",
                  "A Q-DRA, B F-DRU, C C-DRA, DM P-DRA",
                  "A DRAGON:DRA, B B-DRU, C W-DRA, DM D-DRU"]:
        play_trick(g, trick)
    story = flat(tell(g.names, g.log))
    assert ("Ann keeps the Dragon and makes a Power Play on Dragonlords: taking all 8 "
            "Dragonlords wins 10,000 from each other player; missing one costs 8,000, "
            "paid to Dee.") in story
    assert "Trick 3: Ann leads the Dragon as King of Dragonlords; then Bob the Baron of " \
        "Druids" in story
    assert "the hand stops after 3 tricks" in story
    assert "The extra card was the Duke of Nomads; it goes to Ann." in story
    assert "Dee pays Ann 10,000 crystals for the successful Power Play." in story
    assert "Ann becomes Dragonmaster by winning a Power Play." in story


def test_a_hand_is_dealt_grouped_by_suit_high_to_low():
    assert hand_words(hand(NOM="F Q", DRA="B K", DRAGON="1")) == (
        "the King and Baron of Dragonlords; the Queen and Fool of Nomads; and the Dragon")
    assert hand_words(hand(DRU="P W C")) == "the Princess, Wizard and Count of Druids"


def test_no_raw_id_is_told_and_the_balances_add_up():
    """A whole expert game and a 3-player advanced one: no card or contract id in
    the telling, and the last balances told are the game's result."""
    for level, players, seed in (("expert", 4, 3), ("advanced", 3, 5), ("basic", 4, 2)):
        state = played_game(level, seed, players)
        text = "\n".join(tell(state.names, state.log))
        for raw in (*ALL_SUIT_CARDS, *(c for c in CONTRACTS if "-" in c)):
            assert raw not in text, (level, raw)
        assert "play dragon" not in text and "choose " not in text
        last = [line for line in text.splitlines() if line.startswith("  Crystals now:")][-1]
        assert last == "  Crystals now: " + " · ".join(
            f"{n} {b:,}" for n, b in zip(state.names, state.balances, strict=True))


def test_a_seats_redacted_log_tells_no_hidden_card():
    """Told from one seat's log, other seats' deals and a refuser's new card stay
    unnamed (ruling DM11)."""
    state = played_game("expert", 3)
    seat = 0
    text = "\n".join(tell(state.names, state.view(seat).log))
    assert "Ann is dealt" in text
    for other in ("Bob", "Cid", "Dee"):
        assert f"{other} is dealt" not in text
    for line in text.splitlines():
        if "refuses the Dragon" in line and not line.lstrip().startswith("Ann"):
            assert "unseen by the others" in line


def test_a_dragon_beaten_by_the_real_king_is_explained():
    """The book's first Dragon check: D-WAR led, F-WAR, K-WAR, then the Dragon; the
    King of Warriors wins. The story said only "Bob wins it", which reads like a rules
    slip to a reader who knows the Dragon is wild."""
    teller = Storyteller(["Dee", "Ann", "Bob", "Cid"])
    for seat, card in ((0, "warriors-duke"), (1, "warriors-fool"), (2, "warriors-king"),
                       (3, "dragon")):
        teller.tell(ev.CardPlayed(seat=seat, card=card, suit=None))
    told = teller.tell(ev.TrickWon(seat=2, trick=1, cards=(
        "warriors-duke", "warriors-fool", "warriors-king", "dragon")))
    assert " ".join(told.split()).endswith(
        "Bob wins it (the real King came before the Dragon, and beats it).")
    for seat, card in ((0, "nomads-queen"), (1, "dragon"), (2, "nomads-king"),
                       (3, "nomads-baron")):  # the second check: the Dragon first wins
        teller.tell(ev.CardPlayed(seat=seat, card=card, suit=None))
    told = teller.tell(ev.TrickWon(seat=1, trick=2, cards=(
        "nomads-queen", "dragon", "nomads-king", "nomads-baron")))
    assert " ".join(told.split()).endswith("Ann wins it.")
