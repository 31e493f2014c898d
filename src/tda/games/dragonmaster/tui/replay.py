"""Step through a saved Dragonmaster game with the table's own widgets."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from tda.dragonmaster import DragonmasterState
from tda.dragonmaster import events as ev
from tda.games.dragonmaster.tui.widgets import DmMiddle, DmSeats, DmStatus, by_suit
from tda.games.dragonmaster.tui.words import (
    Teller,
    action_words,
    card_name,
    card_words,
    dash,
    dot,
    whose,
)
from tda.i18n import _, ngettext
from tda.table.timeline import Timeline
from tda.text import safe_name
from tda.tui.replay_screen import ReplayScreen, replay_bindings
from tda.tui.widgets import GameLog, SaidFooter


class DragonmasterReplay(ReplayScreen):
    """The replay screen's keys and steps (by action, by hand, to either end) over
    Dragonmaster's seats, contract and trick; hands shown only with `reveal`."""

    BINDINGS = replay_bindings("Hand")  # its keys' words are the shell's (PART_KEYS)

    def compose(self) -> ComposeResult:
        yield DmStatus(id="status")
        yield Static(id="replay-step")
        yield DmSeats(id="dm-seats")
        yield DmMiddle(id="dm-middle")
        with Horizontal(id="lower"):
            yield Static(id="dm-hands")
            yield GameLog(id="log")
        yield SaidFooter(show_command_palette=False)  # every key fits at 80 columns

    def start(self) -> None:
        self.timeline = Timeline(self.record)
        self.dm_teller = Teller([safe_name(n) for n in self.timeline.final.names])
        self.sub_title = self.replay_title

    def played_alone(self, before, state) -> str:
        """The cards the game played after the step's action, each its player's only
        legal one (issue 27.9: the caption named a trick-7 card while the table showed
        trick 8, which plays itself), the last of them by name."""
        plays = [e for e in state.log[len(before.log) + 1:] if isinstance(e, ev.CardPlayed)]
        if not plays:
            return ""
        last = plays[-1]
        who = whose(safe_name(state.names[last.seat]))
        if len(plays) == 1:
            return "; " + _("then {whose} only card, {card}").format(whose=who,
                                                               card=card_words(last.card))
        return "; " + _("then {count} only cards, the last {whose} {card}").format(
            count=len(plays), whose=who, card=card_name(last.card))

    def show(self) -> None:
        state = self.timeline.state_at(self.position)
        view = state.view(None)
        self.query_one(DmStatus).show(view, None)
        self.query_one(DmSeats).show(view, None)
        self.query_one(DmMiddle).show(view)
        step = Text(_("Step {step} of {steps}").format(step=self.position,
                                                       steps=len(self.actions)), style="bold")
        if self.position:
            before = cast("DragonmasterState", self.timeline.state_at(self.position - 1))
            said = action_words(self.timeline.final.names, before.to_act, before.phase,
                                self.actions[self.position - 1])
            step.append(dash() + _("last: {action}{then}").format(
                action=safe_name(said), then=self.played_alone(before, state)))
        if not self.reveal:
            step.append("  " + _("(hands hidden: the game is unfinished; use {flag} to show "
                                 "them)").format(flag="--reveal"), style="italic")
        self.query_one("#replay-step", Static).update(step)
        hands = Text()
        for seat, name in enumerate(state.names):
            hands.append(_("{name}: ").format(name=safe_name(name)), style="bold")
            cards = state.view(seat).hand
            if self.reveal:
                hands.append_text(by_suit(cards, dot()) if cards else
                                  Text(_("empty"), style="dim"))
            else:
                hands.append(ngettext("{count} card", "{count} cards", len(cards)).format(
                    count=len(cards)), style="dim")
            hands.append("\n")
        self.query_one("#dm-hands", Static).update(hands)
        log = state.log if self.reveal else list(view.log)
        self.query_one(GameLog).show_lines(self.dm_teller.lines(log))
