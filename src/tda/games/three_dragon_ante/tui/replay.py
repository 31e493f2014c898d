"""Step through a saved Three-Dragon Ante game: the seats, the ante and ledgers, the
hands and the log at each step (the shared `tda.tui.replay_screen` steps)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from tda.engine import GameRecord
from tda.games.three_dragon_ante.tui.chips import card_chip, card_names_kept
from tda.games.three_dragon_ante.tui.widgets import AnteAndLedger, SeatsTable, StatusBar
from tda.games.three_dragon_ante.words.story import Storyteller
from tda.i18n import _, ngettext, pgettext
from tda.table.timeline import Timeline
from tda.text import safe_name
from tda.tui.render import chip_row
from tda.tui.replay_screen import ReplayScreen, replay_bindings
from tda.tui.widgets import GameLog, SaidFooter
from tda.words import render


class ThreeDragonAnteReplay(ReplayScreen):
    """A Three-Dragon Ante game stepped through with the table's own widgets: seats,
    ante and ledgers, every seat's hand (shown only with `reveal`) and the log."""

    BINDINGS = replay_bindings("Gambit")
    record: GameRecord

    def compose(self) -> ComposeResult:
        yield StatusBar(id="status")
        yield Static(id="replay-step")
        yield SeatsTable(id="seats")
        yield AnteAndLedger(id="ante")
        with Horizontal(id="lower"):
            yield Static(id="hands")
            yield GameLog(id="log")
        yield SaidFooter(show_command_palette=False)  # every key fits at 80 columns

    def start(self) -> None:
        """Build the timeline and the storyteller."""
        self.timeline = Timeline(self.record)
        final = self.timeline.final
        self.teller = Storyteller(final.names, final.cards)
        self.keep_names = card_names_kept(final.cards)
        self.sub_title = self.replay_title

    def show(self) -> None:
        state = self.timeline.state_at(self.position)
        view = state.view(None)
        self.query_one(StatusBar).show(view, None)
        self.query_one(SeatsTable).show(view, None)
        self.query_one(AnteAndLedger).show(view)
        step = Text(_("Step {number} of {steps}").format(number=self.position,
                                                         steps=len(self.actions)),
                    style="bold")
        if self.position:
            step.append(pgettext("between parts", " — ") + self.last_move())
        if not self.reveal:  # short: the line is one row at 80 columns; the hands say more
            step.append("  " + _("(hands hidden)"), style="italic")
        self.query_one("#replay-step", Static).update(step)
        hands = Text()
        width = self.query_one("#hands", Static).content_region.width
        for seat, name in enumerate(state.names):
            if self.reveal:
                cards = state.view(seat).hand
                head = Text(f"{safe_name(name)}: ", style="bold")
                hands.append_text(chip_row(head, [card_chip(c) for c in cards], width)
                                  if cards else head + Text(_("empty"), style="dim"))
            else:
                hands.append(f"{safe_name(name)}: ", style="bold")
                count = len(state.view(seat).hand)
                hands.append(ngettext("{count} card", "{count} cards", count).format(
                    count=count), style="dim")
            hands.append("\n")
        if not self.reveal:
            hands.append(_("Hands are hidden: the game is unfinished (tda replay --reveal "
                           "shows them)."), style="italic")

        self.query_one("#hands", Static).update(hands)
        self.hands_width = width
        events = state.log if self.reveal else list(view.log)
        keep = self.keep_names  # the log never breaks a card's name
        self.query_one(GameLog).show_lines([keep(line) for line in self.teller.lines(events)])

    hands_width = 0  # the width the hands were laid out for

    def on_resize(self) -> None:
        """The hands wrap between cards at the width they get (once laid out)."""
        self.call_after_refresh(self._rewrap)

    def _rewrap(self) -> None:
        if self.query("#hands") and \
                self.query_one("#hands", Static).content_region.width != self.hands_width:
            self.show()

    def last_move(self) -> str:
        """The move that led here, in players' words: "Bob: Play Green Dragon (2)".
        With hands hidden (an unfinished game) only the question answered shows, as
        the table showed it to everyone ("Bob: choose a card to ante face down"): the
        card itself may still be secret; the log tells what became public."""
        before = self.timeline.state_at(self.position - 1)
        text = self.actions[self.position - 1]
        seat = before.to_act
        decision = before.view(seat).decision if seat is not None else None
        if decision is None or seat is None:
            return safe_name(text)
        if not self.reveal:
            return safe_name(render(decision.prompt))
        action = before.parse_action(text)
        label = next((label for option, label in zip(decision.options, decision.labels, strict=False)
                      if option == action), text)
        return safe_name(f"{before.names[seat]}: {render(label)}")
