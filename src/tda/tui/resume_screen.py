"""Pick an unfinished game to continue."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Header, Label, OptionList
from textual.widgets.option_list import Option

from tda.saves import SaveFile
from tda.text import safe_name

from .render import plain


def describe_save(save: SaveFile) -> str:
    """One line per save; names and the deck path come from the file, so they are escaped."""
    names = ", ".join(s.name + ("" if s.bot is None else f" ({s.bot})") for s in save.seats)
    when = datetime.fromisoformat(save.updated).astimezone().strftime("%Y-%m-%d %H:%M")
    return safe_name(f"{when} · {save.record.config.deck} · gambit {save.gambit} · {names}")


class ResumeScreen(Screen):
    BINDINGS = [Binding("escape,q", "app.quit", "Quit")]

    def __init__(self, saves: list[tuple[Path, SaveFile]]) -> None:
        super().__init__()
        self.saves = saves

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("Unfinished games, newest first. Enter continues the highlighted one.",
                    id="resume-help")
        yield OptionList(*[Option(plain(describe_save(save)), id=str(i))
                           for i, (_, save) in enumerate(self.saves)], id="resume-list")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "resume a game"
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        path, _ = self.saves[int(event.option.id)]
        self.app.resume(path)
