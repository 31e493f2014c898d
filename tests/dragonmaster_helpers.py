"""Helpers for Dragonmaster scenario tests: the book's notation, stacked deals,
and scripted tricks (seats in play order DM, A, B, C are seats 0, 1, 2, 3)."""

from __future__ import annotations

from tda.dragonmaster import DragonmasterConfig, new_game
from tda.dragonmaster import events as ev
from tda.dragonmaster.cards import SUIT_OF, canonical

SEATS = {"DM": 0, "A": 1, "B": 2, "C": 3}
SUITS = {"DRA": "dragonlords", "WAR": "warriors", "DRU": "druids", "NOM": "nomads"}
RANKS = {"K": "king", "Q": "queen", "P": "prince", "W": "wizard", "D": "duke",
         "C": "count", "B": "baron", "F": "fool"}


def card(label: str) -> str:
    """`P-WAR` -> `warriors-prince`; `DRAGON` -> `dragon`."""
    if label == "DRAGON":
        return "dragon"
    rank, suit = label.split("-")
    return canonical(f"{SUITS[suit]}-{RANKS[rank]}")


def hand(**suits: str) -> list[str]:
    """hand(DRA="K Q D", WAR="W F") -> the card ids; DRAGON="1" adds the Dragon."""
    cards = []
    for suit, ranks in suits.items():
        if suit == "DRAGON":
            cards.append("dragon")
            continue
        cards += [card(f"{r}-{suit}") for r in ranks.split()]
    return cards


def stack(*hands: list[str], extra: str | None = None) -> list[str]:
    """A deal: the Dragonmaster's eight, then each seat clockwise, then the extra."""
    for h in hands:
        assert len(h) == 8, h
    order = [c for h in hands for c in h]
    return order + ([card(extra)] if extra else [])


def game(level: str, deals: list[list[str]], players: int = 4, **kw):
    names = ["Dee", "Ann", "Bob", "Cid"][:players]
    return new_game(DragonmasterConfig(players=names, level=level, seed=1, deals=deals,
                                       first_dragonmaster=0, **kw))


def played_so_far(g) -> int:
    return sum(isinstance(e, ev.CardPlayed) for e in g.log)


def play_trick(g, text: str) -> None:
    """Play one trick written as the book does: "DM F-WAR, A B-WAR, ...";
    a led Dragon is `DRAGON:DRA`. Forced plays the engine already made (a single
    legal card) are checked instead of applied. Every play is checked against
    follow suit."""
    done = [(e.seat, e.card) for e in g.log if isinstance(e, ev.CardPlayed)]
    cursor = _CURSORS.setdefault(id(g), len(done))
    for item in text.split(","):
        who, label = item.split()
        seat = SEATS[who]
        named = None
        if ":" in label:
            label, short = label.split(":")
            named = SUITS[short]
        cid = card(label)
        if cursor < len(done):  # the engine played it: it was the only legal card
            assert done[cursor] == (seat, cid), (text, item, done[cursor])
        else:
            assert g.to_act == seat, (text, item, g.to_act)
            _check_follow(g, seat, cid)
            action = f"play {cid} {named}" if named else f"play {cid}"
            assert action in [str(a) for a in g.legal_actions()], (action, g.legal_actions())
            g.apply(action)
            done = [(e.seat, e.card) for e in g.log if isinstance(e, ev.CardPlayed)]
        cursor += 1
    _CURSORS[id(g)] = cursor


_CURSORS: dict[int, int] = {}


def start_script(g) -> None:
    """Scripted plays start from the next card played."""
    _CURSORS[id(g)] = sum(isinstance(e, ev.CardPlayed) for e in g.log)


def _check_follow(g, seat: int, cid: str) -> None:
    """The book's play is legal under follow suit: off-suit only when void."""
    if g.trick and cid != "dragon" and SUIT_OF[cid] != g.led_suit:
        assert not any(SUIT_OF.get(c) == g.led_suit for c in g.hands[seat]), (seat, cid)


def hand_events(g, since: int) -> list:
    return g.log[since:]


def payments(events) -> list[tuple[int, int, int]]:
    return [(e.payer, e.payee, e.amount) for e in events if isinstance(e, ev.CrystalsPaid)]


def trick_winners(events) -> list[int]:
    return [e.seat for e in events if isinstance(e, ev.TrickWon)]


def play_out_hands(g, contracts: list[str]) -> None:
    """Play whole hands quickly: the Dragon's holder refuses, the Dragonmaster
    chooses `contracts` in order, every card is the first legal one."""
    for contract in contracts:
        start = (g.round, g.hand_number)
        while (g.round, g.hand_number) == start and not g.is_over:
            if g.phase == "dragon":
                g.apply("pass")
            elif g.phase == "contract":
                g.apply(f"choose {contract}")
            else:
                g.apply(g.legal_actions()[0])
