"""Textual's Linux driver, with a lone Escape delivered when its wait is over (issue 19).

After an Escape byte Textual waits ESCDELAY ms (the app sets 10) for the rest of a
key sequence, but its input thread only looks at the clock again when the next
byte comes or its 100 ms `select` runs out: a lone Escape (close the help, answer
the quit question "no") reached the screen 100 ms late whatever ESCDELAY said. This
driver's input thread is Textual's (textual 8, `LinuxDriver.run_input_thread`) with
one change: while the parser waits, `select` wakes when the wait is over.
"""

from __future__ import annotations

import os
import selectors
from codecs import getincrementaldecoder

from textual._loop import loop_last
from textual._parser import ParseError
from textual._time import get_time
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver

IDLE = 0.1  # seconds: Textual's own select timeout when nothing is pending


class EscapeDriver(LinuxDriver):
    def run_input_thread(self) -> None:
        """Wait for input and dispatch events (Textual's loop, see the module's doc)."""
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        fileno = self.fileno
        EVENT_READ = selectors.EVENT_READ
        parser = XTermParser(self._debug)
        feed = parser.feed
        tick = parser.tick
        decode = getincrementaldecoder("utf-8")().decode
        read = os.read

        def process_selector_events(selector_events, final: bool = False) -> None:
            for last, (_selector_key, mask) in loop_last(selector_events):
                if mask & EVENT_READ:
                    unicode_data = decode(read(fileno, 1024 * 4), final=final and last)
                    if not unicode_data:
                        break  # stdin piped
                    for event in feed(unicode_data):
                        self.process_message(event)
            for event in tick():
                self.process_message(event)

        def timeout() -> float:
            due = getattr(parser, "_timeout_time", None)  # set while an Escape waits
            if due is None:
                return IDLE
            return min(IDLE, max(0.0, due - get_time()) + 0.001)

        try:
            while not self.exit_event.is_set():
                process_selector_events(selector.select(timeout()))
            selector.unregister(self.fileno)
            process_selector_events(selector.select(IDLE), final=True)
        finally:
            selector.close()
            try:
                for _event in feed(""):
                    pass
            except (EOFError, ParseError):
                pass
