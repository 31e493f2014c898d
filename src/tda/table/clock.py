"""The table clock: seconds of play, for a time limit (rules/ABILITIES.md 5.1,
local ruling L25).

It never reads a clock itself: the caller passes `now` (seconds from a monotonic
clock, e.g. `time.monotonic()`), so a test drives it with plain numbers and a replay
never depends on it. Time counts only between `start` and `stop`: a game that is
closed, saved or paused adds nothing.
"""

from __future__ import annotations


class TableClock:
    """Seconds played so far (`played`), counting while running."""

    __slots__ = ("played", "_since")

    def __init__(self, played: float = 0.0) -> None:
        self.played = max(0.0, float(played))
        self._since: float | None = None

    @property
    def running(self) -> bool:
        return self._since is not None

    def start(self, now: float) -> None:
        """Count from `now` (already running: nothing changes)."""
        if self._since is None:
            self._since = now

    def tick(self, now: float) -> float:
        """Add the time since the last tick (or start) while running; the total."""
        if self._since is not None:
            self.played += max(0.0, now - self._since)  # a clock set back adds nothing
            self._since = now
        return self.played

    def stop(self, now: float) -> float:
        """Count up to `now`, then stop; the total."""
        self.tick(now)
        self._since = None
        return self.played


def clock_text(seconds: float) -> str:
    """Seconds as the table shows them: 0:09, 12:34, 1:02:03 (rounded up, so 0:00
    shows only when the time is really up)."""
    whole = int(-(-seconds // 1)) if seconds > 0 else 0
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"
