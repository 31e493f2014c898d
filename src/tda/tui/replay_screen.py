"""Step through a saved game: forward and back by action, by a part of the game (a
gambit, a hand), to either end. Each game's replay (its panel's `replay_screen`)
subclasses `ReplayScreen`: it composes its widgets, builds its `timeline` in `start`
and draws a step in `show`."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.screen import Screen

from tda.i18n import N_
from tda.table.timeline import Timeline
from tda.text import safe_name

# The keys that step by a part of the game, as the footer says them (SaidFooter looks
# each description up in the catalog as it draws it); a game names its part.
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
    """A saved game's record, stepped through; a game's replay draws each step."""

    timeline: Timeline

    def __init__(self, record: Any, reveal: bool, title: str) -> None:
        super().__init__()
        self.record = record
        self.reveal = reveal
        self.replay_title = safe_name(title)  # a file name: never a terminal command
        self.actions = record.actions
        self.position = 0

    def on_mount(self) -> None:
        self.start()
        self.show()

    def start(self) -> None:
        """Build the timeline (and whatever tells the game); Textual calls every class's
        on_mount, so a game's replay overrides this rather than on_mount."""
        self.timeline = Timeline(self.record)
        self.sub_title = self.replay_title

    def show(self) -> None:
        """Draw the step at `position`."""
        raise NotImplementedError(f"{type(self).__name__} draws no step")

    def action_step(self, delta: int) -> None:
        self.position = max(0, min(len(self.actions), self.position + delta))
        self.show()

    def action_jump(self, where: int) -> None:
        self.position = len(self.actions) if where < 0 else where
        self.show()

    def action_gambit(self, delta: int) -> None:
        """Jump to the start of the next part of the game (a gambit, a hand), or back to
        this (or the previous) one's."""
        timeline = self.timeline
        self.position = (timeline.next_gambit(self.position) if delta > 0
                         else timeline.previous_gambit(self.position))
        self.show()
