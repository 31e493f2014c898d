"""Pick an unfinished game to continue (files that cannot be resumed are shown, greyed)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from tda.saves import SaveFile, describe_save, scan_saves
from tda.text import safe_name

__all__ = ["ResumeScreen", "describe_save"]


def _broken_option(index: int, path: Path, reason: str) -> Option:
    # Text, not a markup string: a file name like "[b].json" must show as it is
    prompt = Text(f"✗ {safe_name(path.name)}\n", style="bold")
    reason = reason.removeprefix(f"{safe_name(str(path))}: ")  # the name is on the line above
    prompt.append(f"  cannot be resumed: {reason}", style="italic")
    return Option(prompt, id=f"broken-{index}", disabled=True)


class ResumeScreen(Screen):
    # the list takes the height left under the help line: at its default (up to the
    # whole screen) a long list pushed the help line off the top
    DEFAULT_CSS = """
    ResumeScreen #resume-help { padding: 0 1; }
    ResumeScreen #resume-list { height: 1fr; }
    """
    BINDINGS = [Binding("escape,q", "app.quit", "Quit")]

    def __init__(self, saves: list[tuple[Path, SaveFile]],
                 broken: Sequence[tuple[Path, str]] | None = None) -> None:
        """`saves`: games that load, newest first. `broken`: files that do not, with the
        reason; None looks in the saves folder for them."""
        super().__init__()
        self.saves = saves
        self.broken = list(scan_saves().broken if broken is None else broken)

    def _help_text(self) -> str:
        text = "Unfinished games, newest first. Enter continues the highlighted one."
        if not self.saves:
            text = "No unfinished game can be resumed."
        if self.broken:
            text += f" {len(self.broken)} file(s) cannot be resumed (greyed, with the reason)."
        return text

    def compose(self) -> ComposeResult:
        yield Header()
        # Static, not Label: it wraps, where a line wider than the screen would slide
        # the whole screen sideways under the header
        yield Static(Text(self._help_text()), id="resume-help")
        options = [Option(Text(describe_save(save)), id=f"save-{i}")
                   for i, (_, save) in enumerate(self.saves)]
        options += [_broken_option(i, path, reason)
                    for i, (path, reason) in enumerate(self.broken)]
        yield OptionList(*options, id="resume-list")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "resume a game"
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        kind, _, index = (event.option.id or "").partition("-")
        if kind == "save":
            self.app.resume(self.saves[int(index)][0])
