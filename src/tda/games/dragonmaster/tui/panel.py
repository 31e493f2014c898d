"""Dragonmaster's table: seats with crystals, tricks and penalty cards; the contract,
the Dragon and the trick; the hand by suit; what each option means beside the log;
a summary of payments after each hand, standings at the end, and the help."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from rich.text import Text

from tda.dragonmaster import DragonmasterState, DragonmasterView
from tda.dragonmaster import events as ev
from tda.games.dragonmaster.tui.ended import ended_view
from tda.games.dragonmaster.tui.help import DragonmasterHelp
from tda.games.dragonmaster.tui.options import (
    BACK,
    LEAD_DRAGON,
    about_hand,
    dragon_leads,
    option_detail,
    option_text,
    trick_number,
)
from tda.games.dragonmaster.tui.replay import DragonmasterReplay
from tda.games.dragonmaster.tui.summary import START, balance_history, hand_summary
from tda.games.dragonmaster.tui.widgets import DmDetail, DmHand, DmMiddle, DmSeats, DmStatus
from tda.games.dragonmaster.tui.words import (
    Teller,
    card_words,
    crystals,
    level_game,
    styled,
    the_card,
)
from tda.games.dragonmaster.words.recap import recap_lines
from tda.i18n import N_, _
from tda.tui.modals import GameOver
from tda.tui.panels import TablePanel, register_panel
from tda.tui.recap_view import RecapPanel
from tda.words import render
from tda.words.recap import Recap, RecapLine

# What the game-over chart's parts mean (issue 27.9: "· none" alone left "100→96" and
# the bars to be guessed).
CHART_LEGEND = N_("Crystals in thousands: start→end beside each name, then one bar per "
                  "hand, taller for more (· none, or owing):")


@register_panel
class DragonmasterPanel(TablePanel):
    game = "dragonmaster"
    decline_verb = None  # refusing the Dragon is a real choice: never on a stray Esc
    summary_at_end = True  # the last hand's payments, before the standings
    summary_low = True  # the last trick stays in sight above it (issue 27.2)
    has_recap = True
    recap_empty = False  # no recap for the eyes on the screen now (set when drawn)

    @property
    def table_state(self) -> DragonmasterState:
        """The game on the table, as this panel reads it (at a joined table the
        stand-in, tda.net.remote.RemoteState, answers the same names)."""
        return cast("DragonmasterState", self.session.state)

    def __init__(self, screen) -> None:
        super().__init__(screen)
        self.summary_wait = _("The hand is over.")  # what the table waits for meanwhile
        self.teller = Teller(self.names)
        self.view: DragonmasterView | None = None  # the decider's, while a decision is on show
        self.full = None  # the decision on show, all its options (options_shown)
        # (seat, round, hand) of each hand a human has had a look at: a decision of
        # theirs or a card played for them was on show (played_for)
        self.seen: set[tuple[int | None, int, int]] = set()
        # While a hand's summary is on show: where its events end in the log, and the
        # crystals it left (ended.py); None once play goes on.
        self.ended: tuple[int, list[int]] | None = None

    def top(self):
        yield DmStatus(id="status")
        yield DmSeats(id="dm-seats")
        yield DmMiddle(id="dm-middle")
        yield DmHand(id="hand")

    def side(self):
        yield RecapPanel(id="recap")
        yield DmDetail(id="detail")

    # -- rendering --------------------------------------------------------
    def render(self, viewer: int | None, thinking: int | None) -> None:
        full = view = self.table_state.view(viewer)
        screen = self.screen
        if self.ended is not None:  # a hand's summary is on show: the table as it ended
            view = ended_view(view, *self.ended)
            screen.query_one(DmDetail).explain(about_hand(view))
        screen.query_one(DmStatus).show(full if full.is_over else view, thinking)
        screen.query_one(DmSeats).show(view, thinking)
        screen.query_one(DmMiddle).show(view)
        screen.query_one(DmHand).show(view, viewer)
        self.show_recap(None if viewer is None else self.recap(view))

    def recap(self, view: DragonmasterView) -> Recap | None:
        """Since the viewer's last turn began (issue 27.5; `tda.dragonmaster.recap`), up
        to what the table shows (a hand's end, while its summary is on show)."""
        assert view.seat is not None
        lines = recap_lines(view, self.session.turns.since(view.seat))
        self.recap_empty = not lines  # `r` then says so instead of doing nothing
        return Recap(tuple(RecapLine((line.text,), line.mine) for line in lines)) \
            if lines else None

    def show_recap(self, recap: Recap | None) -> None:
        """The recap in the option text's place, while the screen shows it."""
        panel = self.screen.query_one(RecapPanel)
        shown = self.screen.recap_shown and recap is not None
        if shown:
            panel.show_recap(recap)
            panel.border_title = _("Since your last turn")
        panel.display = shown
        self.screen.query_one(DmDetail).display = not shown

    def story(self, viewer: int | None) -> list:
        return self.teller.lines(self.table_state.view(viewer).log)

    def sub_title(self) -> str:
        config = self.session.config
        return _("Dragonmaster · {level} · seed {seed}").format(level=level_game(config.level),
                                                                 seed=config.seed)

    # -- the decision -----------------------------------------------------
    def label(self, decision, index: int) -> Text:
        action = decision.options[index]
        view = self.table_state.view(decision.seat)
        return option_text(view, action)

    def card_of(self, action):
        return action.card

    def options_shown(self, decision):
        """A lead with the Dragon lists it once, "Lead the Dragon", its four suits a
        choice of their own (issue 27.7): seven cards and four Dragon leads made
        eleven options, and the keys stop at 9."""
        self.full = decision
        if len(dragon_leads(decision)) < 2:
            return decision
        rest = tuple(a for a in decision.options if a not in dragon_leads(decision))
        return replace(decision, options=rest + (LEAD_DRAGON,), labels=())

    def follow_up(self, action):
        decision = self.full
        if decision is None or action not in (LEAD_DRAGON, BACK):
            return None
        if action == BACK:
            return self.options_shown(decision)
        return replace(decision, options=dragon_leads(decision) + (BACK,), labels=())

    def turn_begins(self) -> None:
        """Between decisions the panel tells what the hand is played for."""
        self.screen.query_one(DmDetail).explain(about_hand(self.table_state.view(None)))
        self.view = None
        self.ended = None

    def focused(self, card, action, index) -> None:
        if self.view is not None and action is not None:
            self.screen.query_one(DmDetail).explain(option_detail(self.view, action))
        screen = self.screen
        if screen.recap_shown and index not in (None, 0):
            screen.recap_shown = False  # moving through the choices: what they mean
            self.show_recap(None)

    def chosen(self) -> None:
        self.turn_begins()

    def private_results(self, seat: int, events: list) -> list:
        """A refused Dragon brings the extra card into the hand: its taker sees it."""
        lines = []
        for event in events:
            if isinstance(event, ev.DragonRefused) and event.seat == seat and event.card:
                lines.append(styled(_("You set the Dragon aside and took the extra card, "
                                      "{card}."), card=the_card(event.card)))
        return lines

    # -- between hands and at the end -------------------------------------------
    def decision_shown(self, view) -> None:
        self.view = view
        self.seen.add((view.seat, view.round, view.hand_number))

    def played_for(self, events: list) -> list[tuple[int, list]]:
        """A human's only legal card, played by the game (issue 27.1), is shown to that
        human with their hand in sight: always in hot seat (behind their own cover);
        at a table with one human, until they have had a look at the hand, and after
        that told in a note. A hand that ended among `events` is told by its summary."""
        state = self.table_state
        humans = set(self.session.humans)
        log = state.view(None).log
        begin = len(log) - len(events)  # where `events` begin in the log
        new_hand = max((i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)),
                       default=0)
        beats: dict[int, list] = {}
        for i, e in enumerate(events):
            if i == 0 or i < new_hand or not isinstance(e, ev.CardPlayed) \
                    or e.seat not in humans:
                continue  # the move just made; a hand its summary tells; no human's
            key = (e.seat, state.round, state.hand_number)
            if not self.session.hot_seat and key in self.seen:
                self.screen.notify(_("{name} could play only {card}: played at once.").format(
                    name=self.names[e.seat], card=card_words(e.card)), timeout=5, markup=False)
                continue
            beats.setdefault(e.seat, []).append(styled(
                _("You could play only {card}: it was played for you in trick {trick}."),
                card=the_card(e.card), trick=str(trick_number(log, begin + i))))
        for seat in beats:
            self.seen.add((seat, state.round, state.hand_number))
        return list(beats.items())

    def summary(self, events: list) -> list[Text | str]:
        """What the hand that ended among `events` paid, and what comes next."""
        # A hand ends after a trick, or (ruling L61) thrown in before any trick.
        if not any(isinstance(e, (ev.TrickWon, ev.HandThrownIn)) for e in events) or not any(
                isinstance(e, (ev.HandStarted, ev.GameEnded)) for e in events):
            return []
        log = self.table_state.view(None).log
        ended = len(log) - len(events)  # where these events begin in the log
        start = max(i for i in range(ended) if isinstance(log[i], ev.HandStarted))
        hand = log[start:]
        stop = next((i for i, e in enumerate(hand) if i and isinstance(
            e, (ev.HandStarted, ev.RoundStarted, ev.GameEnded))), len(hand))
        balances = [START] * len(self.names)  # as the hand left them
        for e in log[:start + stop]:
            if isinstance(e, ev.CrystalsPaid):
                balances[e.payer] -= e.amount
                balances[e.payee] += e.amount
        self.ended = (start + stop, balances)  # the table shows that hand till Enter
        return hand_summary(self.names, list(hand[:stop]), list(hand[stop:]), balances)

    def game_over_screen(self) -> GameOver:
        state = self.table_state
        result = state.result
        assert result is not None  # shown once the game is over
        names = self.names
        lines: list[Text | str] = [Text(_("Game over: {reason}.").format(
            reason=render(result.reason)), style="bold")]
        ranked = sorted(range(len(names)), key=lambda s: -result.scores[s])
        for place, seat in enumerate(ranked, 1):
            change = result.scores[seat] - START
            line = Text(_("{place}. {name}: {amount} crystals ({change})").format(
                place=place, name=names[seat], amount=crystals(result.scores[seat]),
                change=f"{'+' if change >= 0 else '−'}{crystals(abs(change))}"),
                style="bold" if seat in result.winners else "")
            if seat in result.winners:
                won = _("wins") if len(result.winners) == 1 else _("shares the win")
                line.append("  " + won, style="bold green")
            lines.append(line)
        history = balance_history(state.view(None).log, len(names))
        return GameOver(lines, names, history,
                        chart_title=_(CHART_LEGEND))

    @classmethod
    def replay_screen(cls, record, reveal: bool, title: str) -> DragonmasterReplay:
        return DragonmasterReplay(record, reveal, title)

    def help_screen(self) -> DragonmasterHelp:
        return DragonmasterHelp(len(self.names), self.session.config.level)


# The table's own options, never the game's (the engine refuses them): the Dragon's
# leads gathered under one option, and the way back from its suits.
