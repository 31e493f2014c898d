"""A quicker "the app is idle" for Textual's pilot, with the same meaning.

After every key press and pause the pilot waits for idle (textual._wait.wait_for_idle):
it sleeps in 20 ms slices until one passes in which the process (the bot threads
included) used under a twentieth of the slice in CPU. So every key costs at least
40-60 ms of sleep: half the wall time of a whole game played by keys.

The 20 ms slice is longer than a frame (1/60 s): a quiet slice also means the screen
refreshed and the animator ticked once, so scrolls and callbacks waiting for the next
refresh have run. `wait_for_idle` here sleeps in 5 ms slices and stops at a quiet one
only when that is known another way: no animation running or scheduled, no refresh
or layout owed, no callback waiting for one. A slice in which a worker thread of ours
waited for a core (a busy machine) is no evidence of quiet and never ends the wait. The
old rule still ends it (a quiet 20 ms in a row), so it never waits longer than
Textual's own.
"""

from __future__ import annotations

import asyncio
import os
from time import monotonic, process_time

from textual import _wait, app, pilot
from textual._context import active_app

SLICE = 0.005  # seconds per sleep
QUIET = SLICE / 20  # CPU seconds in a slice that still count as quiet (Textual's ratio)
WAITED = 500_000  # nanoseconds waiting for a core in a slice (a tenth) that void it


def _run_delays() -> dict[str, int] | None:
    """Nanoseconds each of the process's other threads (the bots' workers) has spent
    ready to run but waiting for a core, or None off Linux. The main thread is left
    out: it waits for a core after every sleep on a busy machine, and it measures."""
    delays = {}
    main = str(os.getpid())
    try:
        tasks = os.listdir("/proc/self/task")
    except OSError:
        return None
    for task in tasks:
        if task == main:
            continue
        try:
            with open(f"/proc/self/task/{task}/schedstat") as stats:
                delays[task] = int(stats.read().split()[1])
        except FileNotFoundError:
            continue  # the thread ended while we looked: its work is in the CPU time
        except (OSError, IndexError, ValueError):
            return None
    return delays


def _waited(before: dict[str, int] | None, after: dict[str, int] | None) -> bool:
    """Did a worker thread wait for a core between the two looks (a new thread: all
    its wait counts)?"""
    if before is None or after is None:
        return True
    return sum(after[t] - before.get(t, 0) for t in after) > WAITED


def _settled() -> bool:
    """Nothing the app does on its next frame is owed: no animation, no refresh."""
    running = active_app.get(None)
    if running is None:
        return False
    animator = running._animator
    if animator._animations or animator._scheduled or running._batch_count:
        return False
    try:
        screen = running.screen
    except Exception:
        return False
    return not (screen._callbacks or screen._dirty_widgets or screen._layout_required
                or screen._repaint_required or screen._scroll_required
                or screen._recompose_required)


async def wait_for_idle(min_sleep: float = _wait.SLEEP_GRANULARITY,
                        max_sleep: float = 1) -> None:
    """Textual's `wait_for_idle`, in shorter slices where the app is known settled."""
    start = monotonic()
    window_start, window_cpu = start, process_time()
    while True:
        delays = _run_delays()
        cpu = process_time()
        await asyncio.sleep(SLICE)
        now = monotonic()
        slice_cpu, window_used = process_time() - cpu, process_time() - window_cpu
        elapsed = now - start
        if elapsed >= max_sleep:
            break
        if elapsed > min_sleep:
            if slice_cpu < QUIET and not _waited(delays, _run_delays()) and _settled():
                break
            # Textual's rule over the slices since the last busy one.
            if now - window_start >= _wait.SLEEP_GRANULARITY:
                if window_used < _wait.SLEEP_IDLE:
                    break
                window_start, window_cpu = now, process_time()


def install() -> None:
    """Every pilot press and pause waits through `wait_for_idle` above."""
    app.wait_for_idle = wait_for_idle
    pilot.wait_for_idle = wait_for_idle
