"""The table as a finished hand left it, while its summary is on show: the last trick
on the table, each seat's tricks and penalty cards, the crystals after the payments.

The state has already dealt the next hand by then, so the view is rebuilt from the
log of the hand that ended (issue 27.2: trick 8 was never seen)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tda.dragonmaster import DRAGON, DragonmasterView
from tda.dragonmaster import events as ev
from tda.dragonmaster.cards import sort_key


def ended_view(view: DragonmasterView, upto: int, balances: Sequence[int]) -> DragonmasterView:
    """`view` (any seat's, or a spectator's) as it stood when the hand whose events end
    before log index `upto` was over, with `balances` after its payments."""
    log = view.log[:upto]
    start = max(i for i, e in enumerate(log) if isinstance(e, ev.HandStarted))
    started = log[start]
    assert isinstance(started, ev.HandStarted)
    n = len(view.names)
    chosen: ev.ContractChosen | None = None
    holder: int | None = None
    counts, won = [0] * n, [0] * n
    taken: list[list[str]] = [[] for _ in range(n)]
    mine: list[str] = []
    for e in log[start:]:
        if isinstance(e, ev.HandDealt):  # a redeal deals again: the last deal counts
            counts[e.seat] = e.count
            if e.seat == view.seat:
                mine = list(e.cards)
        elif isinstance(e, ev.DragonAnnounced):
            holder = e.seat
        elif isinstance(e, ev.DragonRefused) and e.card and e.seat == view.seat:
            mine = [c for c in mine if c != DRAGON] + [e.card]
        elif isinstance(e, ev.ContractChosen):
            chosen = e
        elif isinstance(e, ev.CardPlayed):
            counts[e.seat] -= 1
            if e.card in mine:
                mine.remove(e.card)
        elif isinstance(e, ev.TrickWon):
            won[e.seat] += 1
            taken[e.seat].extend(e.cards)
        elif isinstance(e, ev.ExtraCardRevealed):
            taken[e.seat].append(e.card)
    contract = chosen.contract if chosen is not None else None
    return replace(
        view, balances=tuple(balances), dragonmaster=started.dragonmaster,
        round=started.round, hand_number=started.hand_number,
        contracts_left=tuple(c for c in started.contracts_left if c != contract),
        contract=contract, power_player=chosen.seat if chosen and chosen.power else None,
        dragon_holder=holder, extra_card_down=False, hand=tuple(sorted(mine, key=sort_key)),
        hand_counts=tuple(counts), trick=(), led_suit=None, tricks_won=tuple(won),
        taken=tuple(map(tuple, taken)), to_act=None, decision=None, log=log)
