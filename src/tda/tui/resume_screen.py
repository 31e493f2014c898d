"""Pick an unfinished game to continue, or delete one (files that cannot be resumed
are shown, greyed, and can be deleted too)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Header, OptionList, Static
from textual.widgets.option_list import Option

from tda.i18n import N_, _, ngettext, pgettext
from tda.table.phrase import Phrase
from tda.table.registry import UnknownGameError, get_game
from tda.table.save_lock import delete_save, holder_of
from tda.table.saves import SaveError, SaveFile, scan_saves
from tda.text import safe_name
from tda.words import render, said
from tda.words.saves import describe_save, save_parts

from .app_calls import table_app
from .modals import Confirm
from .widgets import SaidFooter

__all__ = ["ResumeScreen", "describe_save", "save_lines"]


def _game_title(save: SaveFile) -> str:
    try:
        return _(get_game(save.game).title)
    except UnknownGameError:  # a save this tda cannot read is never listed as loadable
        return safe_name(save.game)


def save_lines(path: Path, save: SaveFile) -> Text:
    """A save as the resume screen lists it: the game, its progress and date on the
    first line; its setup and table (who sits where) under it; the file's name."""
    when, setup, progress, seats = save_parts(save)  # in the table's language
    between = pgettext("between parts", " · ")  # · is East Asian Ambiguous (issue 31)
    text = Text(f"{_game_title(save)}", style="bold")
    text.append(f"{between}{progress}{between}{when}\n")
    text.append(f"  {setup}{between}{seats}\n", style="")
    text.append(f"  {safe_name(path.stem)}", style="dim")
    holder = holder_of(path)
    if holder is not None:  # resuming it would be refused: say so before the player tries
        text.append("\n  " + _("open in another tda ({where})").format(where=render(holder.phrase())),
                    style="italic")
    return text


def _broken_option(index: int, path: Path, why: Phrase | str) -> Option:
    # Text, not a markup string: a file name like "[b].json" must show as it is
    prompt = Text(f"✗ {safe_name(path.name)}\n", style="bold")
    # the file's name is on the line above: said once
    reason = said(why["why"]) if isinstance(why, Phrase) and why.key == "table.in-file" \
        else render(why).removeprefix(f"{safe_name(str(path))}: ")
    prompt.append("  " + _("cannot be resumed: {reason}").format(reason=reason), style="italic")
    return Option(prompt, id=f"broken-{index}", disabled=True)


class ResumeScreen(Screen):
    # the list takes the height left under the help line: at its default (up to the
    # whole screen) a long list pushed the help line off the top
    DEFAULT_CSS = """
    ResumeScreen #resume-help { padding: 0 1; }
    ResumeScreen #resume-list { height: 1fr; }
    """
    BINDINGS = [Binding("enter", "resume", N_("Resume"), priority=True),
                Binding("d,delete", "delete", N_("Delete")),
                Binding("escape,q", "app.quit", N_("Quit"))]

    def __init__(self, saves: list[tuple[Path, SaveFile]],
                 broken: Sequence[tuple[Path, str]] | None = None) -> None:
        """`saves`: games that load, newest first. `broken`: files that do not, with the
        reason; None looks in the saves folder for them."""
        super().__init__()
        self.saves = list(saves)
        self.broken: list[tuple[Path, Phrase | str]] = []
        if broken is None:  # each file's reason, said by the words where it has a phrase
            scan = scan_saves()
            self.broken = [(path, scan.said_why(path, why)) for path, why in scan.broken]
        else:
            self.broken = list(broken)

    def _help_text(self) -> str:
        text = _("Unfinished games, newest first. Enter (or a click) continues the "
                 "highlighted one; d deletes it (after asking).")
        if not self.saves:
            text = _("No unfinished game can be resumed.")
        if self.broken:
            count = len(self.broken)
            text += " " + ngettext("{count} file(s) cannot be resumed (greyed, with the reason).",
                                   "{count} file(s) cannot be resumed (greyed, with the reason).",
                                   count).format(count=count)
        return text

    def compose(self) -> ComposeResult:
        yield Header()
        # Static, not Label: it wraps, where a line wider than the screen would slide
        # the whole screen sideways under the header
        yield Static(Text(self._help_text()), id="resume-help")
        yield OptionList(*self._options(), id="resume-list")
        yield SaidFooter()

    def _options(self) -> list[Option]:
        options = [Option(save_lines(path, save), id=f"save-{i}")
                   for i, (path, save) in enumerate(self.saves)]
        return options + [_broken_option(i, path, reason)
                          for i, (path, reason) in enumerate(self.broken)]

    def on_mount(self) -> None:
        self.title = "tda"  # saves of either game (the app's title names one)
        self.sub_title = _("resume a game")
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        kind, _dash, index = (event.option.id or "").partition("-")
        if kind == "save":
            table_app(self).resume(self.saves[int(index)][0])

    def action_resume(self) -> None:
        self.query_one(OptionList).action_select()

    def highlighted_file(self) -> tuple[Path, str] | None:
        """The file under the cursor and how to name it in a question."""
        listing = self.query_one(OptionList)
        if listing.highlighted is None:
            return None
        kind, _dash, index = (listing.get_option_at_index(listing.highlighted).id or "") \
            .partition("-")
        if kind == "save":
            path, save = self.saves[int(index)]
            listed = pgettext("between parts", " · ").join(save_parts(save))
            return path, _("the {game} game of {save}").format(game=_game_title(save),
                                                                save=listed)
        return None

    def action_delete(self) -> None:
        """Delete the highlighted save, after asking; only that file goes."""
        chosen = self.highlighted_file()
        if chosen is None:
            self.notify(_("Highlight a game to delete first."), severity="warning")
            return
        path, what = chosen
        question = Text(_("Delete {what}?\nThe file {file} is removed; this cannot be "
                          "undone.").format(what=what, file=safe_name(path.name)))

        def answered(yes: bool | None) -> None:
            if yes:
                self.delete(path)
        self.app.push_screen(Confirm(question, _("Delete (y)"), _("Cancel (n)"), careful=True),
                             callback=answered)

    def delete(self, path: Path) -> None:
        try:
            delete_save(path)  # a game open in another tda is refused: its moves go on
        except SaveError as err:
            self.notify(_("Not deleted: {why}").format(
                why=render(err.phrase) if err.phrase else err), severity="error", timeout=10,
                markup=False)
            return
        except OSError as err:
            self.notify(_("Could not delete {file}: {why}").format(
                file=safe_name(path.name), why=err.strerror or err),
                        severity="error", markup=False)
            return
        self.saves = [(p, s) for p, s in self.saves if p != path]
        listing = self.query_one(OptionList)
        at = listing.highlighted or 0
        listing.clear_options()
        listing.add_options(self._options())
        if self.saves:
            listing.highlighted = min(at, len(self.saves) - 1)
        self.query_one("#resume-help", Static).update(Text(self._help_text()))
        self.notify(_("Deleted {file}.").format(file=safe_name(path.name)), markup=False)

