"""The pilot's quicker idle wait (tests/textual_idle.py) keeps Textual's meaning: after a
press and a pause, what the key started has happened, a scroll that waits for the next
refresh included (a plain 5 ms slice missed it: a summary's Page Down was not seen)."""

import time

from textual import app as textual_app
from textual import pilot as textual_pilot
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

import textual_idle


def test_the_pilot_waits_through_the_quicker_idle():
    assert textual_app.wait_for_idle is textual_idle.wait_for_idle
    assert textual_pilot.wait_for_idle is textual_idle.wait_for_idle


class Lines(App):
    def compose(self) -> ComposeResult:
        with VerticalScroll(id="lines"):
            for i in range(60):
                yield Static(f"line {i}")

    def on_mount(self) -> None:
        self.query_one("#lines").focus()


async def test_a_scroll_started_by_a_key_is_done_after_press_and_pause():
    """Page Down and Page Up scroll after the next refresh, animated: each press and
    pause sees the scroll finished, three times over."""
    app = Lines()
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one("#lines", VerticalScroll)
        for _ in range(3):
            await pilot.press("pagedown")
            await pilot.pause()
            assert lines.scroll_y == lines.scrollable_content_region.height
            await pilot.press("pageup")
            await pilot.pause()
            assert lines.scroll_y == 0


async def test_a_busy_worker_thread_is_waited_for():
    """CPU spent in a thread (a bot thinking) is work: the wait lasts while it runs."""
    app = Lines()
    async with app.run_test(size=(40, 10)):
        done = []

        def think() -> None:
            end = time.process_time() + 0.15
            while time.process_time() < end:
                pass
            done.append(True)

        app.run_worker(think, thread=True)
        await textual_idle.wait_for_idle(0)
        assert done == [True]
