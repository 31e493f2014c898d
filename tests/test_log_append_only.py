"""Issue 29.7: the log draws only what is new. A whole Dragonmaster game tells some
700 events; the log wrapped and drew all of its (up to 300) lines again at every move,
a fifth of the table's CPU over a game. Now a line is wrapped and drawn once for a
width, and the screen reads as before (the snapshot tests hold it to the pixel)."""

from rich.text import Text
from textual.app import App

from tda.tui import widgets
from tda.tui.widgets import GameLog
from tui_helpers import widget_rows


class LogApp(App):
    def compose(self):
        yield GameLog(id="log")


def told(n: int) -> list[Text | str]:
    """A story of `n` lines, some long enough to wrap, some styled."""
    return [Text(f"Line {i}: " + "word " * (i % 17), style="bold" if i % 3 else "")
            if i % 2 else f"line {i} told plainly " + "x " * (i % 11) for i in range(n)]


async def test_a_new_line_is_the_only_one_wrapped_and_drawn(monkeypatch):
    app = LogApp()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(GameLog)
        story = told(120)
        for _ in range(2):  # the second time at the width the first one laid out
            log.show_lines(story[:119])
            await pilot.pause()
        wrapped = []
        real = widgets.wrap_at_spaces
        monkeypatch.setattr(widgets, "wrap_at_spaces",
                            lambda line, width: wrapped.append(line) or real(line, width))
        # the teller tells the whole story again, as new objects for the same lines
        log.show_lines([Text(line.plain, style=line.style, spans=list(line.spans))
                        if isinstance(line, Text) else line for line in story])
        await pilot.pause()
        assert wrapped == [story[-1]]
        rows = [row for row in widget_rows(app, log) if row.strip()]
        assert rows[-1].strip() == str(story[-1]).strip()[-len(rows[-1].strip()):]


async def test_the_log_reads_as_one_text_of_its_lines():
    """What the log draws is what a Static holding the whole story draws, wrapped at
    its width, scrolled to the end."""
    story = told(60)
    app = LogApp()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(GameLog)
        for n in range(1, len(story) + 1, 7):
            log.show_lines(story[:n])
            await pilot.pause()
        log.show_lines(story)
        await pilot.pause()
        shown = [row.rstrip() for row in widget_rows(app, log)]
        assert str(log.query_one("#log-text").render()) == "\n".join(map(str, story))
    from textual.widgets import Static

    class StaticApp(App):
        CSS = "VerticalScroll { height: 1fr; }"

        def compose(self):
            from textual.containers import VerticalScroll
            with VerticalScroll(id="log"):
                yield Static(Text("\n").join(Text(s) if isinstance(s, str) else s
                                             for s in story), id="log-text")

    plain = StaticApp()
    async with plain.run_test(size=(40, 12)) as pilot:
        scroller = plain.query_one("#log")
        await pilot.pause()
        scroller.scroll_end(animate=False)
        await pilot.pause()
        expected = [row.rstrip() for row in widget_rows(plain, scroller)]
    assert shown == expected
