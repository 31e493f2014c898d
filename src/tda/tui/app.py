"""The Textual app: the setup screen, the table, resuming and replaying."""

from __future__ import annotations

import gc
import os
import random
from pathlib import Path
from typing import Any

# After a lone Escape byte Textual waits ESCDELAY ms for the rest of a key sequence
# (100 by default), so Escape could never close a screen within 50 ms. A terminal
# sends a key's sequence in one write, so 10 ms still joins it: tmux (since 3.5)
# waits as long for its own. At 25, Escape alone was 63 ms p95 from key to screen.
# Set before Textual is first imported; a player's own ESCDELAY wins.
os.environ.setdefault("ESCDELAY", "10")

from rich.text import Text  # noqa: E402
from textual.app import App  # noqa: E402
from textual.binding import Binding  # noqa: E402
from textual.content import Content  # noqa: E402
from textual.screen import Screen  # noqa: E402

from tda.i18n import N_, _, pgettext
from tda.table.bot_process import TableBots
from tda.table.match import TableMatch
from tda.table.registry import DEFAULT_GAME, game_of_config
from tda.table.save_lock import claim_save, resume_save
from tda.table.saves import (
    Autosaver,
    SaveError,
    list_saves,
    load_session,
    new_save_path,
    saves_dir,
)
from tda.table.session import Seat, Session
from tda.words import render

from .commands import GameCommand, GameCommands, speed_commands
from .modals import ConfirmQuit
from .panels import panel_for
from .resume_screen import ResumeScreen
from .setup_memory import remembered_speed
from .setup_screen import SetupScreen
from .table_screen import SPEED_WORDS, SPEEDS, TableScreen, freeze_heap


class TdaApp(App):
    CSS_PATH = Path(__file__).with_name("tda.tcss")
    TITLE = "Three-Dragon Ante"
    # Ctrl+P: Textual's command palette with the game's commands (tda.tui.commands),
    # and only those: Textual's stock ones (Maximize, Screenshot, Theme, Keys) meant
    # nothing at the table (issue 27.19).
    COMMANDS = {GameCommands}
    # Ctrl+C and Ctrl+Q quit from any screen, a hot-seat cover included; a game under
    # way asks first and says how to resume it (it is saved after every move).
    # The palette's key is ours rather than Textual's own (which it adds when an app
    # has none), so the footer says its word in the table's language too.
    BINDINGS = [Binding("ctrl+c,ctrl+q", "request_quit", N_("Quit"), show=False, priority=True),
                Binding("ctrl+p", "command_palette", N_("palette"), show=False, priority=True)]

    def format_title(self, title: str, sub_title: str) -> Content:
        """The header: title and subtitle joined by the language's mark (Textual's
        " — " is ambiguous-width, so Japanese joins them its own way)."""
        if not sub_title:
            return Content(title)
        return Content.assemble(Content(title), (pgettext("header", " — "), "dim"),
                                Content(sub_title).stylize("dim"))

    def __init__(self, config: Any = None, seats: list[Seat] | None = None,
                 speed: str | None = None, mode: str = "play", path: Path | None = None,
                 record: Any = None, reveal: bool = False,
                 autosave: bool = True, session: Session | None = None,
                 setup_seed: int | None = None, setup_game: str | None = None,
                 bot_process: bool | None = None, games: int | None = None) -> None:
        super().__init__()
        self.title = _(self.TITLE)  # the header's words, in the table's language
        # Bots think in a process of their own (TDA_BOT_PROCESS=0: in this one)
        if bot_process is None:
            bot_process = os.environ.get("TDA_BOT_PROCESS", "1") != "0"
        self.bots = TableBots(process=bot_process)
        self.setup_game = setup_game  # the game the setup screen starts with
        self.session = session  # a game already under way (tests, embedding)
        self.setup_seed = setup_seed
        self._start = (config, seats)
        self.games = games  # `tda play --games N`: a match of N games (None: one game)
        # no speed given: the last one chosen at a setup screen or a table
        self.speed = speed if speed is not None else remembered_speed(SPEEDS)
        self.mode = mode
        self.path = path
        self.record = record
        self.reveal = reveal
        self.autosave = autosave
        self.save_path: Path | None = None  # the save of the game at the table
        self.exit_note: str | None = None  # what quitting printed (tests read it)

    def get_driver_class(self):
        """Textual's driver; on a Linux terminal, one that delivers a lone Escape as soon
        as ESCDELAY is over (tda.tui.escape_driver)."""
        driver = super().get_driver_class()
        if (driver.__module__, driver.__name__) == ("textual.drivers.linux_driver", "LinuxDriver"):
            from .escape_driver import EscapeDriver
            return EscapeDriver
        return driver

    def on_mount(self) -> None:
        # `tda` turned the garbage collector off while it loaded the UI (tda.cli); on
        # again once the first screen is drawn, the start's survivors frozen out of
        # the full collections (table_screen.freeze_heap).
        self.call_after_refresh(self._started)
        config, seats = self._start
        if self.session is not None:
            self._open(self.session)
        elif self.mode == "resume" and self.path is not None:
            self.resume(self.path)
        elif self.mode == "resume":
            self.push_screen(ResumeScreen(list_saves(finished=False)))
        elif self.mode == "replay":
            game = getattr(self.record, "game", DEFAULT_GAME)
            self.push_screen(panel_for(game).replay_screen(self.record, self.reveal,
                                                           str(self.path or "")))
        elif config is None or seats is None:
            self.push_screen(SetupScreen(self.setup_seed, self.setup_game))
        else:
            self.start_game(config, seats, self.speed, self.games)

    def _started(self) -> None:
        if not gc.isenabled():
            gc.enable()
            freeze_heap()

    def _open(self, session: Session) -> None:
        screen = TableScreen(session, self.speed)
        if isinstance(self.screen, (SetupScreen, ResumeScreen)):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def start_game(self, config: Any, seats: list[Seat], speed: str | None = None,
                   games: int | None = None) -> None:
        """Open the table; `games` of 2 or more plays a match of that many games in a
        row (`config`'s seed is the match's, each game's is derived from it)."""
        self.speed = speed or self.speed
        match = None
        if games is not None and games > 1:
            match = TableMatch(game_of_config(config), games, config.seed)
            config = match.config(config, 0)
        session = Session(config, seats, match=match)
        self.save_path = None
        if self.autosave:
            self.save_path = new_save_path()
            session.on_change = claim_save(self.save_path)  # open here only
            session.on_change(session)  # the deal is saved before the first action
        self._open(session)

    def resume(self, path: Path) -> None:
        try:  # autosaving: locked first, so a game open elsewhere is refused (save_lock)
            session, _lock = resume_save(path) if self.autosave else load_session(path)
        except SaveError as err:  # said by the words where the refusal has a phrase
            self.notify(render(err.phrase) if err.phrase else str(err), severity="error",
                        timeout=10, markup=False)
            return
        self.save_path = path if self.autosave else None
        self._open(session)
        lock = getattr(session.on_change, "lock", None)
        if lock is not None and lock.taken_from is not None:  # told on the table itself
            self.call_after_refresh(
                self.notify, _("This game was open in {where}; that tda ended without "
                               "closing it, so it is yours now.").format(
                                   where=render(lock.taken_from.phrase())), timeout=10,
                                   markup=False)

    def on_unmount(self) -> None:
        self.bots.close()  # no bot process outlives the app

    # -- quitting ----------------------------------------------------------
    def table(self) -> TableScreen | None:
        """The table screen under whatever is on top (None: no game open)."""
        return next((s for s in reversed(self.screen_stack) if isinstance(s, TableScreen)),
                    None)

    def action_request_quit(self) -> None:
        """Quit; a game under way asks first, and the answer says how to resume it."""
        table = self.table()
        if table is None or table.session.state.is_over:
            self.quit_saved()
            return
        if isinstance(self.screen, ConfirmQuit):
            return  # already asking
        question = _("Quit this game? It is not finished.")
        if self.save_path is not None:
            question = _("Quit this game? It is not finished. It is saved: you can resume it "
                         "later.")

        table.clock.stop()  # no table time passes while the table decides to quit

        def answered(quit_now: bool | None) -> None:
            if quit_now:
                self.quit_saved()
            else:
                table.clock.start()
        if not self.is_screen_installed("confirm-quit"):
            self.install_screen(ConfirmQuit(question), "confirm-quit")
        confirm = self.get_screen("confirm-quit")
        assert isinstance(confirm, ConfirmQuit)
        confirm.ask(question)
        self.push_screen(confirm, callback=answered)

    def save_name(self) -> str | None:
        """The save of the game at the table as `tda resume`, `replay` and `export`
        take it: its bare name in the saves folder, else its path (None: not saved)."""
        path = self.save_path
        if path is None:
            return None
        return path.stem if path.parent == saves_dir() and path.suffix == ".json" else str(path)

    def replay_hint(self) -> str | None:
        """The command that steps through the finished game (match) at the table."""
        name = self.save_name()
        table = self.table()
        if name is None or table is None or not table.session.match_over:
            return None
        match = table.session.match
        return f"tda replay {name}" + ("" if match is None else " [--match-game N]")  # a command

    def resume_hint(self) -> str | None:
        """How to come back to the game at the table (None: it is not saved)."""
        name = self.save_name()
        table = self.table()
        if name is None or table is None:
            return None
        session = table.session
        if session.match_over:
            return _("The game is saved: step through it with {command}").format(
                command=self.replay_hint())
        if session.match is not None:
            return _("Your match (game {number} of {games}) is saved. Continue it with: "
                     "{command} (or {last})").format(
                         number=session.match.number, games=session.match.games,
                         command=f"tda resume {name}", last="tda resume --last")
        return _("Your game is saved. Continue it with: {command} (or {last})").format(
            command=f"tda resume {name}", last="tda resume --last")

    def quit_saved(self) -> None:
        """Exit, printing where the game is saved and how to resume it."""
        self.exit_note = self.resume_hint()
        self.exit(message=Text(self.exit_note) if self.exit_note else None)

    # -- the command palette -------------------------------------------------
    def game_commands(self) -> list[GameCommand]:
        """The commands that fit now, for the palette (Ctrl+P)."""
        table = self.table()
        commands: list[GameCommand] = []
        if table is not None:
            commands += [
                GameCommand(_("Help"), _("the rules, the keys and more (?)"),
                            table.action_help),
                GameCommand(_("Rules"), _("the rules of the game at the table"),
                            lambda: table.action_help("help-rules")),
            ]
            if table.panel.has_card_search:
                commands.append(GameCommand(
                    _("Card search"), _("find a card by name, color or text"),
                    lambda: table.action_help("help-cards")))
            commands += speed_commands(table.speed, list(SPEEDS), table.set_speed,
                                       {s: _(word) for s, word in SPEED_WORDS.items()})
            session = table.session
            if session.match is not None and session.state.is_over \
                    and not session.match_over:
                commands.append(GameCommand(
                    _("Next game"), _("game {number} of the match").format(
                        number=session.match.number + 1),
                    self.next_game))
            commands.append(GameCommand(
                _("Rematch"), _("the same table and seats, a new deal (this game stays saved)")
                if session.match is None else
                _("a new match: the same table, seats and number of games, a new seed"),
                self.rematch))
        commands += [
            GameCommand(_("New game"), _("back to the setup screen (a game under way stays "
                                         "saved)"),
                        self.new_game),
            GameCommand(_("Save and quit"), _("quit; a game under way is saved, to resume "
                                              "later"),
                        self.action_request_quit),
        ]
        return commands

    # -- another game ---------------------------------------------------------
    def leaving_hint(self) -> str | None:
        """What to tell a player leaving the table: where the game is saved, and how to
        resume it or (finished) step through it."""
        return self.resume_hint()

    def _leave_table(self, screen: Screen, hint: str | None = None) -> None:
        """Put `screen` where the table (and whatever covered it) was; a game left
        unfinished stays saved, and `hint` tells the player its name."""
        table = self.table()
        if table is None:
            self.switch_screen(screen)
            return
        table.closed = True  # a bot's answer arriving while the table goes is dropped
        table.bot_token += 1
        while self.screen is not table:
            self.pop_screen()  # covers, summaries, the help: no callback runs
        self.switch_screen(screen)
        if hint:
            self.notify(hint, timeout=10, markup=False)

    def new_game(self) -> None:
        """The setup screen again, the game just played picked."""
        table = self.table()
        game = table.session.game.name if table is not None else None
        self._leave_table(SetupScreen(game=game), self.leaving_hint())

    def rematch(self) -> None:
        """The same game, table and seats again with a new seed."""
        table = self.table()
        if table is None:
            self.notify(_("No game to play again."), severity="warning")
            return
        session = table.session
        match = session.match
        old = session.config.seed if match is None else match.seed
        seed = old
        while seed == old:
            seed = random.SystemRandom().randrange(2**31)
        config = session.config.model_copy(update={"seed": seed})
        self.speed = table.speed
        if match is not None:  # a match again: as many games, a new match seed
            match = TableMatch(match.game, match.games, seed)
            config = match.config(config, 0)
        self._new_session(config, list(session.seats), match)

    def next_game(self) -> None:
        """A match's next game: the same seats and setup, its own seed; the match's
        save goes on in the same file."""
        table = self.table()
        if table is None or table.session.match is None or table.session.match_over \
                or not table.session.state.is_over:
            self.notify(_("No match game to play next."), severity="warning")

            return
        session = table.session
        match = table.session.match.advanced(session.state)
        config = match.config(session.config, match.number - 1)
        self.speed = table.speed
        nxt = Session(config, list(session.seats), match=match)
        saver = session.on_change
        if isinstance(saver, Autosaver):
            nxt.on_change = saver.passed_on()  # the same file, still open here only
            nxt.on_change(nxt)  # the next deal is saved before its first action
        self._leave_table(TableScreen(nxt, self.speed))

    def _new_session(self, config: Any, seats: list[Seat],
                     match: TableMatch | None = None) -> None:
        hint = self.leaving_hint()
        session = Session(config, seats, match=match)
        self.save_path = None
        if self.autosave:
            self.save_path = new_save_path()
            session.on_change = claim_save(self.save_path)
            session.on_change(session)
        self._leave_table(TableScreen(session, self.speed), hint)
