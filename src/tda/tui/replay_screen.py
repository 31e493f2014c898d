"""Step through a saved game: forward and back by action, by gambit, to either end."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Static

from tda.engine import GameRecord
from tda.i18n import N_, _, ngettext
from tda.story import Storyteller
from tda.table.timeline import Timeline
from tda.text import safe_name
from tda.words import render

from .render import card_chip, card_names_kept, chip_row
from .widgets import AnteAndLedger, GameLog, SaidFooter, SeatsTable, StatusBar

# The keys that step by a part of the game, as the footer says them (SaidFooter looks
# each description up in the catalog as it draws it).
PART_KEYS = {"Gambit": (N_("Gambit+"), N_("Gambit−")), "Hand": (N_("Hand+"), N_("Hand−"))}


def replay_bindings(part: str) -> list[Binding | tuple[str, str] | tuple[str, str, str]]:
    """A replay's keys: step by action, by `part` of the game ("Gambit", "Hand"),
    to either end, quit."""
    forward, back = PART_KEYS.get(part, (f"{part}+", f"{part}−"))
    return [
        Binding("right,l", "step(1)", N_("Next"), key_display="→", priority=True),
        Binding("left,h", "step(-1)", N_("Back"), key_display="←", priority=True),
        Binding("pagedown,n", "gambit(1)", forward, key_display="PgDn", priority=True),
        Binding("pageup,p", "gambit(-1)", back, key_display="PgUp", priority=True),
        Binding("home", "jump(0)", N_("Start"), key_display="Home", priority=True),
        Binding("end", "jump(-1)", N_("End"), key_display="End", priority=True),
        Binding("q,escape", "app.quit", N_("Quit"), priority=True),
    ]


class ReplayScreen(Screen):
    BINDINGS = replay_bindings("Gambit")

    def __init__(self, record: GameRecord, reveal: bool, title: str) -> None:
        super().__init__()
        self.record = record
        self.reveal = reveal
        self.replay_title = safe_name(title)  # a file name: never a terminal command
        self.actions = record.actions
        self.position = 0

    def compose(self) -> ComposeResult:
        yield StatusBar(id="status")
        yield Static(id="replay-step")
        yield SeatsTable(id="seats")
        yield AnteAndLedger(id="ante")
        with Horizontal(id="lower"):
            yield Static(id="hands")
            yield GameLog(id="log")
        yield SaidFooter(show_command_palette=False)  # every key fits at 80 columns

    def on_mount(self) -> None:
        self.start()
        self.show()

    def start(self) -> None:
        """Build the timeline and the storyteller (another game's replay replaces this;
        Textual calls every class's on_mount, so that stays here alone)."""
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
            step.append(f" — {self.last_move()}")
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

    def action_step(self, delta: int) -> None:
        self.position = max(0, min(len(self.actions), self.position + delta))
        self.show()

    def action_jump(self, where: int) -> None:
        self.position = len(self.actions) if where < 0 else where
        self.show()

    def action_gambit(self, delta: int) -> None:
        """Jump to the start of the next gambit, or back to this (or the previous) one's."""
        timeline = self.timeline
        self.position = (timeline.next_gambit(self.position) if delta > 0
                         else timeline.previous_gambit(self.position))
        self.show()
