"""The table: one game in progress. The screen owns the session and runs the loop
every game shares (bots in a worker, hot-seat covers, the decision, the log, quitting);
the game's table panel (`tda.tui.panels`) says and shows everything about the game."""

from __future__ import annotations

import gc
import itertools
import time
from typing import ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen

from tda.i18n import N_, _, pgettext
from tda.net.remote import RemoteSession
from tda.table.bot_process import BotAnswer, BotProcessError, TableBots
from tda.table.errors import IllegalActionError
from tda.table.match import standings_line
from tda.table.saves import Autosaver
from tda.table.session import Session
from tda.text import is_you, safe_name, whose
from tda.words import render

from .app_calls import table_app
from .kept_screen import KeptScreen
from .modals import GambitSummary, GameOver, PassCover
from .panels import TablePanel, panel_for
from .recap_view import PrivateResults
from .render import plain, question_of
from .setup_memory import remember_speed
from .table_clock import ScreenClock
from .widgets import DecisionPanel, DecisionQuestion, GameLog, QuietFooter, SideColumn

SPEEDS = {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.5}
# The speeds' names as a player reads them (the keys are the option words of --speed).
SPEED_WORDS = {"instant": N_("instant"), "fast": N_("fast"), "normal": N_("normal"),
               "slow": N_("slow")}
SPEED_NOTICE = N_("Bot speed: {speed}")  # one such notice at a time (set_speed)
HELP_NAMES = itertools.count()  # each table's help is installed under a name of its own
HELP_AHEAD = 2.0  # seconds after the table opens, its help is built (TableScreen.build_help)
HELP_WARM = 0.3  # and so many seconds later styled and laid out (TableScreen.warm_help)
GC_YOUNG = 5000  # allocations between collections of the youngest objects (freeze_heap)


def open_tab(screen: Screen, tab: str) -> None:
    """Show the help's tab `tab` (the Cards tab focuses its search box)."""
    from textual.widgets import TabbedContent
    tabs = screen.query(TabbedContent)
    if tabs and screen.query(f"#{tab}"):
        tabs.first().active = tab
        focus = getattr(screen, "focus_tab", None)
        if focus is not None:
            focus(tab)


def freeze_heap() -> None:
    """Leave the objects alive once the table is drawn (the app, the screens, the
    engine's tables) out of Python's full garbage collections: each walked every one of
    them, and at the table one took 50-100 ms of the screen's time in the middle of
    whatever key came next (issue 19). Collected first, so no garbage is kept; the
    table unfreezes them when it closes."""
    gc.collect()
    gc.freeze()
    # Drawing a screen makes tens of thousands of short-lived objects: collecting the
    # youngest every 5,000 allocations (Python's default: 700) lets most die young
    # instead of being promoted and walked by a full collection (~30 ms each).
    gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])


class TableScreen(KeptScreen):
    # KeptScreen: back from the help, the quit question or a cover, the table is not
    # restyled whole unless the stylesheet changed meanwhile (Escape's cost, issue 19).
    # The keys' descriptions are English here and said in the table's language by
    # the footer (widgets.SaidFooter), which looks them up as it draws them.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "help", N_("Help")),
        Binding("s", "speed", N_("Speed")),
        Binding("r", "recap", N_("Recap")),
        # Short words: at 80 columns every key and the palette's ^p fit on one line.
        # The log's keys outrank the choice list's own page keys: with a handful of
        # options, paging through the story matters more than paging the options.
        Binding("pageup", "log_scroll(-1)", N_("Log↑"), key_display="PgUp", priority=True),
        Binding("pagedown", "log_scroll(1)", N_("Log↓"), key_display="PgDn", priority=True),
        Binding("end", "log_end", N_("Latest"), key_display="End", priority=True),
        Binding("escape", "decline", N_("Decline"), show=False),
        Binding("n", "never_ask", N_("Never ask"), show=False),
        Binding("q", "quit_game", N_("Quit")),
        *(Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)),
    ]

    def __init__(self, session: Session | RemoteSession, speed: str = "normal") -> None:
        super().__init__()
        self.session = session
        self.speed = speed
        # Seat names as the screen shows them: control characters escaped.
        self.names = [safe_name(n) for n in session.state.names]
        self.viewer: int | None = None  # whose private information is on screen
        self.cleared_for: int | None = None  # the human who last took the keyboard
        self.thinking: int | None = None
        self.help: Screen | None = None  # built on first use, then reused
        self.bot_token = 0
        self.waiting_for_human = False
        self.remote_waiting = False  # the table waits on a remote seat or the host
        # A "since your last turn" recap stands in for the panel's card text when a
        # turn begins (and while bots move, for a lone human) until the player moves
        # through the choices; a game whose panel has none ignores it.
        self.recap_shown = False
        self.panel: TablePanel = panel_for(session.game.name)(self)
        self.closed = False  # off the screen for good (a rematch or a new game replaced it)
        self.clock = ScreenClock(self)  # the time limit's clock (table_clock.py)

    def compose(self) -> ComposeResult:
        yield from self.panel.top()
        with Horizontal(id="lower"):
            with Vertical(id="decide"):
                yield DecisionQuestion(id="question")
                yield DecisionPanel(id="decision")
            with SideColumn(id="side"):
                yield from self.panel.side()
                yield GameLog(id="log", jump_key="End")
        yield QuietFooter()

    def on_mount(self) -> None:
        self.panel.turn_begins()
        self.advance()
        self.clock.start()
        self.call_after_refresh(freeze_heap)
        self.set_timer(HELP_AHEAD, self.build_help, name="help ahead")

    def time_called(self, events: list) -> None:
        """The table clock ran out and the table called time (the decision due stays
        due): show it on the table and in the log, and say so."""
        self.render_table()
        lines = [line for line in map(self.panel.tell, events) if line]
        self.notify(" ".join(lines) or _("Time is called."), title=_("Time limit"), timeout=10)

    def on_unmount(self) -> None:
        gc.unfreeze()  # what this table kept alive may go now (freeze_heap)
        self.clock.stop()
        self.closed = True
        if isinstance(self.session.on_change, Autosaver):
            self.session.on_change.close()  # the game is open here no more (save_lock)
        self.bot_token += 1  # a bot still thinking for this table is answered by nobody
        if self.help is not None and self.help not in self.app.screen_stack:
            self.app.uninstall_screen(self.help)  # the next table builds its own

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "recap" and not self.panel.has_recap:
            return False  # this game keeps no recap: hide the key
        if action == "speed" and getattr(self.session, "remote", False):
            return False  # a joined table: the host paces its bots
        return True

    # -- rendering --------------------------------------------------------
    def render_table(self) -> None:
        self.panel.render(self.viewer, self.thinking)
        self.query_one(GameLog).show_lines(self.panel.story(self.viewer))
        self.sub_title = self.panel.sub_title()
        self.show_speed()

    def show_speed(self) -> None:
        """The bot speed, on the decision panel's lower edge, while bots sit here; in
        a match, which game of it this is."""
        parts = []
        match = self.session.match
        if match is not None:
            parts.append(_("game {number} of {games}").format(number=match.number,
                                                              games=match.games))
        if any(seat.bot for seat in self.session.seats):
            parts.append(_("bots: {speed} (s)").format(speed=_(SPEED_WORDS[self.speed])))
        if parts:
            between = pgettext("between parts", " · ")
            self.query_one("#decide").border_subtitle = between.join(parts)

    # -- the loop ---------------------------------------------------------
    def advance(self) -> None:
        """Show whatever must happen next: a bot's move, a cover, a human's choice, the end."""
        session = self.session
        state = session.state
        self.waiting_for_human = False
        self.thinking = None
        if state.is_over:
            self.viewer = session.viewer()
            self.render_table()
            self.wait_message(_("The game is over."))
            self.show_game_over()
            return
        seat = state.to_act
        self.panel.turn_begins()  # never leave a hand card on show
        assert seat is not None  # a game not over always has a seat to act
        if isinstance(session, RemoteSession) and (session.pending or seat != session.seat):
            self.remote_wait(seat)  # a joined table: the host moves on, and tells us
            return
        if session.is_bot_turn():
            self.viewer = session.viewer()
            self.recap_shown = self.viewer is not None  # a lone human watches the story grow
            self.thinking = seat
            self.render_table()
            name = self.names[seat]
            self.wait_message(
                _("You are thinking…") if is_you(name)
                else _("{name} is thinking…").format(name=name),
                whose(name, _("Your turn"), _("{name}'s turn"), _("{name}' turn")).format(
                    name=name))
            self.bot_token += 1
            self.bot_move(self.bot_token, SPEEDS[self.speed])
            return
        events = session.take_needless()  # every option ends the same: no need to ask
        if events is not None:
            _when, who, why = session.notes[-1]
            self.notify(self.panel.no_choice(who, why), timeout=4)
            self.after(events)
            return
        if seat in getattr(session, "remote_seats", ()):
            self.remote_wait(seat)  # tda host: a player at another terminal decides
            return
        answer = self.panel.auto_answer(seat)  # an answer the player set earlier
        if answer is not None:
            action, line = answer
            self.notify(line, timeout=4, markup=False)
            self.after(session.apply(action))
            return
        self.recap_shown = session.turns.is_new_turn(seat)
        if session.hot_seat and seat != self.cleared_for and self.panel.open_decision(
                state.view(seat)):
            self.cleared_for = None  # no cover now; the next private choice gets one
        elif session.hot_seat and seat != self.cleared_for:
            self.viewer = None
            self.render_table()
            self.wait_message(_("Waiting for {name}…").format(name=self.names[seat]))
            self.app.push_screen(PassCover(self.names[seat], safe_name(render(state.decision.prompt))),
                                 callback=lambda _: self.took_keyboard(seat))
            return
        self.viewer = seat
        self.render_table()
        self.show_decision(state.view(seat))
        self.waiting_for_human = True

    def remote_wait(self, seat: int | None) -> None:
        """While a player at another terminal decides (tda host, tda join) or our own
        action travels to the host: say whom the table waits for, and whether they
        are connected."""
        session = self.session
        self.remote_waiting = True
        self.viewer = session.viewer()
        self.render_table()
        if getattr(session, "pending", False) or seat is None:
            self.wait_message(_("Waiting for the host…"))
            return
        away = getattr(session, "away", None)
        name = self.names[seat]
        if away and away(seat):
            message = _("Waiting for {name} to come back…").format(name=name)
        else:
            message = _("You are deciding…") if is_you(name) else \
                _("{name} is deciding…").format(name=name)
        self.wait_message(message, whose(name, _("Your turn"), _("{name}'s turn"),
                                         _("{name}' turn")).format(name=name))


    def remote_update(self, events: list) -> None:
        """A remote seat acted, or someone came or went (no events): carry on."""
        if self.closed or not self.is_mounted:
            return  # not drawn yet: on_mount shows the table as it is by then
        if not events and not self.remote_waiting:
            return  # nothing happened that this screen is waiting on
        self.remote_waiting = False
        if isinstance(self.session, RemoteSession):
            self.session.pending = False
        self.after(events)

    def wait_message(self, message: str, title: str = "") -> None:
        """No choice for the eyes on the screen: say what the table waits for."""
        self.query_one(DecisionQuestion).ask(message, style="italic")
        self.query_one(DecisionPanel).hide()
        self.query_one("#decide").border_title = plain(title)

    def show_decision(self, view) -> None:
        """The question in full (it wraps), each option with its consequence; the
        panel may explain the decision beside it."""
        decision = view.decision
        name = self.names[decision.seat]
        self.query_one("#decide").border_title = plain(
            whose(name, _("Your choice"), _("{name}'s choice"), _("{name}' choice")).format(
                name=name))
        self.query_one(DecisionQuestion).ask(question_of(decision, self.names))
        panel = self.query_one(DecisionPanel)
        panel.show(self.panel.options_shown(decision), self.panel.label, self.panel.card_of)
        self.panel.decision_shown(view)
        panel.focus()

    def took_keyboard(self, seat: int) -> None:
        # Notices belong to the player they were shown to: one about Ann's move stayed
        # up over Bob's hand once he took the keyboard (issue 27.17).
        self.app.clear_notifications()
        self.cleared_for = seat
        self.query_one(GameLog).jump_to_end()  # where the last player scrolled is theirs
        self.advance()

    @work(thread=True, exclusive=True, group="bots")
    def bot_move(self, token: int, delay: float) -> None:
        """Wait in a thread for the bot process (`app.bots`), which thinks in a process
        of its own so the screen keeps the interpreter; pace for human eyes."""
        started = time.monotonic()
        bots = getattr(self.app, "bots", None) or TableBots(process=False)
        try:
            answer = bots.think(self.session)
        except BotProcessError:
            return  # the table closed while the bot thought: nobody waits
        rest = delay - (time.monotonic() - started)
        if rest > 0:
            time.sleep(rest)
        try:
            self.app.call_from_thread(self.bot_moved, token, answer, bots.tell())
        except RuntimeError:
            pass  # the app stopped meanwhile

    def bot_moved(self, token: int, answer: BotAnswer, note: str | None = None) -> None:
        if note:
            self.notify(note, severity="warning", timeout=8, markup=False)
        if self.closed or token != self.bot_token or not self.session.is_bot_turn():
            return  # a stale answer (the screen moved on)
        assert isinstance(self.session, Session)  # a joined table's bots think at the host
        self.after(self.session.apply_bot_answer(answer))

    @on(DecisionPanel.Chosen)
    def human_chose(self, message: DecisionPanel.Chosen) -> None:
        if not self.waiting_for_human:
            return
        panel = self.query_one(DecisionPanel)
        if message.generation is not None and message.generation != panel.generation:
            return  # taken from an earlier list (keys pressed faster than the screen)
        further = self.panel.follow_up(message.action)  # a group of options opened
        if further is not None:
            panel.show(further, self.panel.label, self.panel.card_of)
            return
        seat = self.session.state.to_act
        assert seat is not None  # a human was asked: the game is not over
        try:
            events = self.session.apply(message.action)
        except IllegalActionError as err:  # never a traceback: say so and ask again
            self.notify(render(err.phrase) if err.phrase else str(err), severity="error",
                        markup=False)
            return
        self.waiting_for_human = False
        self.panel.chosen()
        if not self.show_private_results(seat, events):
            self.after(events)

    def show_private_results(self, seat: int, events: list) -> bool:
        """In hot-seat, what `seat`'s action showed it alone (a card taken, cards drawn)
        stays on screen until Enter, before anyone else's turn hides that hand."""
        state = self.session.state
        if not self.session.hot_seat or state.to_act == seat or state.is_over:
            # a lone human keeps their view; the same turn goes on; at the end the
            # game-over screen comes next and every hand is done with
            return False
        lines = self.panel.private_results(seat, events)
        if not lines:
            return False
        self.viewer = seat
        self.recap_shown = False
        self.render_table()
        self.wait_message(_("Only you see what your move showed you."))
        self.app.push_screen(PrivateResults(self.names[seat], lines, chip=self.panel.chip),
                             callback=lambda _: self.after(events))
        return True

    @on(DecisionPanel.Focused)
    def option_focused(self, message: DecisionPanel.Focused) -> None:
        self.panel.focused(message.card, message.action, message.index)

    def after(self, events: list) -> None:
        """Apply's aftermath: a summary when a gambit or hand ended, the cards the game
        played for a human, then carry on."""
        lines = self.panel.summary(events)
        if lines and (not self.session.state.is_over or self.panel.summary_at_end):
            self.viewer = self.session.viewer() if not self.session.hot_seat else None
            self.thinking = None  # the bot that ended the gambit is done thinking
            self.render_table()
            self.wait_message(_(self.panel.summary_wait))

            self.app.push_screen(GambitSummary(lines, low=self.panel.summary_low),
                                 callback=lambda _: self.show_played_for(
                                     self.panel.played_for(events)))
        else:
            self.show_played_for(self.panel.played_for(events))

    def show_played_for(self, beats: list) -> None:
        """Each (seat, lines) of `beats`: a card the game played for that human (their
        only legal one) is shown to them before play goes on, their hand in sight; in
        hot seat behind their own cover, never another's (issue 27.1)."""
        if not beats or self.closed:
            self.advance()
            return
        (seat, lines), rest = beats[0], beats[1:]
        if self.session.hot_seat and seat != self.cleared_for:
            self.viewer = None
            self.thinking = None
            self.render_table()
            self.wait_message(_("Waiting for {name}…").format(name=self.names[seat]))
            self.app.push_screen(PassCover(self.names[seat], _(
                "A card was played for you: it was the only one you could play.")),
                                 callback=lambda _: self.show_played(seat, lines, rest))
        else:
            self.show_played(seat, lines, rest)

    def show_played(self, seat: int, lines: list, rest: list) -> None:
        if self.session.hot_seat:
            self.cleared_for = seat
        self.viewer, self.thinking, self.recap_shown = seat, None, False
        self.render_table()
        self.wait_message(_("A card was played for you."))
        passing = self.session.hot_seat and (rest or self.session.state.to_act != seat)
        hint = None if passing else _("{name}: press Enter to go on.").format(
            name=self.names[seat])
        self.app.push_screen(PrivateResults(self.names[seat], lines, hint=hint,
                                            chip=self.panel.chip),
                             callback=lambda _: self.show_played_for(rest))

    def show_game_over(self) -> None:
        screen = self.panel.game_over_screen()
        match = self.session.match
        if match is not None and isinstance(screen, GameOver):
            # a match: its standings so far, and the next game (or, after the last, who won)
            state = self.session.state
            screen.in_match(standings_line(self.names, match, state),
                            next_game=not match.last_game,
                            title=_("Game {number} of {games}").format(
                                number=match.number, games=match.games),
                            totals=list(match.totals(state)))
        networked = getattr(self.session, "remote", False) or getattr(
            self.session, "remote_seats", ())
        if networked and isinstance(screen, GameOver):
            screen.only_quit = True  # a networked table: the host deals any next game
        replay = getattr(self.app, "replay_hint", lambda: None)()
        if replay and isinstance(screen, GameOver):
            screen.saved_as = replay  # how to step through it later, after a rematch too
        self.app.push_screen(screen, callback=self.after_game)

    def after_game(self, choice: str | None) -> None:
        if choice == "next":
            table_app(self).next_game()
        elif choice == "new":
            table_app(self).new_game()
        elif choice in ("rematch", "new-match"):
            table_app(self).rematch()
        else:
            self.action_quit_game()

    # -- keys -------------------------------------------------------------
    def action_pick(self, number: int) -> None:
        if self.waiting_for_human:
            self.query_one(DecisionPanel).pick_number(number)

    def action_decline(self) -> None:
        if not self.waiting_for_human:
            return
        verb = self.panel.decline_verb
        for action in self.session.state.legal_actions():
            if verb is not None and action.verb == verb:
                self.post_message(DecisionPanel.Chosen(
                    action, self.query_one(DecisionPanel).generation))
                return
        self.notify(_("This choice cannot be declined."), severity="warning")

    def action_never_ask(self) -> None:
        """Decline, and let the panel answer this kind of question so from now on
        (e.g. a character ability's question, for this game)."""
        seat = self.session.state.to_act
        if self.waiting_for_human and seat is not None and self.panel.never_ask(seat):
            self.action_decline()

    def action_recap(self) -> None:
        """Switch between the recap and the card text."""
        if self.viewer is None or not self.panel.has_recap:
            return
        if getattr(self.panel, "recap_empty", False):  # else `r` would seem to do nothing
            self.notify(_("Nothing to recap yet: nothing has happened since your last turn."),
                        timeout=4)
            return
        self.recap_shown = not self.recap_shown
        self.render_table()

    def action_log_scroll(self, pages: int) -> None:
        self.query_one(GameLog).scroll_pages(pages)

    def action_log_end(self) -> None:
        self.query_one(GameLog).jump_to_end()

    def action_speed(self) -> None:
        order = list(SPEEDS)
        self.set_speed(order[(order.index(self.speed) + 1) % len(order)])

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        if hasattr(self.app, "speed"):
            self.app.speed = speed  # a rematch or the next game keeps it
        self.show_speed()
        problem = remember_speed(speed)  # and the next `tda resume` or setup screen
        # One speed notice, the latest: four `s` presses stacked four over a dialog
        # (issue 27.17). Textual has no public way to drop one notice.
        notices = self.app._notifications
        begins = _(SPEED_NOTICE).partition("{speed}")[0]
        for notice in [n for n in notices if n.message.startswith(begins)]:
            self.app._unnotify(notice, refresh=False)
        said = _(SPEED_NOTICE).format(speed=_(SPEED_WORDS[self.speed]))
        self.notify(said + (f". {problem}" if problem else ""))


    def action_help(self, tab: str | None = None) -> None:
        """The help; `tab` ("help-rules", "help-cards", ...) picks the tab it opens on."""
        # Built once per table and kept installed, so closing it keeps it: building
        # it (the rules as Markdown, every card) took most of a second each time.
        help_screen = self.build_help()
        if self.app.screen is not help_screen:
            self.app.push_screen(help_screen)
        if tab is not None:
            self.app.call_after_refresh(lambda: open_tab(help_screen, tab))

    def build_help(self) -> Screen:
        """The table's help, built on first use or HELP_AHEAD seconds after the table
        opened, whichever comes first: built ahead, its widgets are composed off screen
        while the table waits for a player or a bot, so the first `?` only draws it
        (building took about a quarter of a second of the screen's time, issue 19)."""
        if self.help is None:
            self.help = self.panel.help_screen()
            self.app.install_screen(self.help, f"help-{next(HELP_NAMES)}")
            compose = getattr(self.app, "_get_screen", None)  # Textual's, as push_screen
            if compose is not None:
                compose(self.help)
                self.set_timer(HELP_WARM, self.warm_help, name="help warm")
            self.call_after_refresh(freeze_heap)  # the help is kept: so are its widgets
        return self.help

    def warm_help(self) -> None:
        """Style and lay out the help built ahead, still off screen (KeptScreen's
        `style_ahead`): the first `?` then only draws it. Anything amiss is left for
        the first opening to do as usual."""
        if isinstance(self.help, KeptScreen):
            self.help.style_ahead()  # which leaves a help shown meanwhile to Textual

    def action_quit_game(self) -> None:
        """Quit (the app asks first while the game is under way and says how to resume)."""
        request = getattr(self.app, "action_request_quit", None)
        if request is not None:
            request()
        else:
            self.app.exit()
