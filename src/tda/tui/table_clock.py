"""The table clock on screen (rules/ABILITIES.md 5.1, local ruling L25).

The session counts play time (`tda.table.session.Session.tick`); this drives it once
a second while the table screen is open, shows the time left in the game's status
line, and tells the screen when the table has called time. The clock runs whatever
screen is over the table (a hot-seat cover, a gambit summary, the help): the table
is still at play. It stops while the quit prompt asks, and when the table closes.
`now` is injectable (or `monotonic_now` replaced), so a test drives the clock
without waiting.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.timer import Timer

from tda.table.clock import clock_text

if TYPE_CHECKING:
    from .table_screen import TableScreen

LOW = 60.0  # seconds: under a minute left, the clock turns red


def monotonic_now() -> float:
    """The clock every table reads (a test puts a fake one in its place)."""
    return time.monotonic()


class ScreenClock:
    def __init__(self, screen: TableScreen, now: Callable[[], float] | None = None) -> None:
        self.screen = screen
        self.now = now or (lambda: monotonic_now())
        self.timer: Timer | None = None

    @property
    def session(self):
        return self.screen.session

    def start(self) -> None:
        """The table is open: the clock runs, ticking every second."""
        events = self.session.start_clock(self.now())
        if self.timer is None:
            self.timer = self.screen.set_interval(1.0, self.tick, name="table clock")
        self.show()
        if events:
            self.screen.time_called(events)

    def stop(self) -> None:
        """The table pauses or closes: the time played so far is saved."""
        self.session.stop_clock(self.now())

    def tick(self) -> None:
        events = self.session.tick(self.now())
        self.show()
        if events:
            self.screen.time_called(events)

    def show(self) -> None:
        left = self.session.time_left
        if left is None:
            return
        self.screen.panel.show_clock(clock_text(left), left < LOW)
