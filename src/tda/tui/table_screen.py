"""The table: one game in progress. The screen owns the session; widgets only render."""

from __future__ import annotations

import itertools
import time

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer

from tda.engine import Card, PlayerView
from tda.engine import events as ev
from tda.recap import build_recap, last_played, private_results, table_changes
from tda.session import Session
from tda.standings import hole_shares, last_gambit_line, standing_lines
from tda.story import Storyteller
from tda.table.bot_process import BotAnswer, BotProcessError, TableBots
from tda.text import agree, possessive, safe_name, subject

from .help_screen import HelpScreen
from .modals import ConfirmQuit, GambitSummary, GameOver, PassCover
from .recap_view import PrivateResults, RecapPanel
from .render import plain, question_of
from .widgets import (
    AnteAndLedger,
    CardDetail,
    DecisionPanel,
    DecisionQuestion,
    GameLog,
    HandRow,
    SeatsTable,
    StatusBar,
)

SPEEDS = {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.5}
HELP_NAMES = itertools.count()  # each table's help is installed under a name of its own


class TableScreen(Screen):
    BINDINGS = [
        Binding("question_mark,f1", "help", "Help"),
        Binding("s", "speed", "Bot speed"),
        Binding("r", "recap", "Recap"),
        # The log's keys outrank the choice list's own page keys: with a handful of
        # options, paging through the story matters more than paging the options.
        Binding("pageup", "log_scroll(-1)", "Log up", key_display="PgUp", priority=True),
        Binding("pagedown", "log_scroll(1)", "Log down", key_display="PgDn", priority=True),
        Binding("end", "log_end", "Latest", key_display="End", priority=True),
        Binding("escape", "decline", "Decline", show=False),
        Binding("q", "quit_game", "Quit"),
        Binding("ctrl+c", "quit_game", "Quit", show=False, priority=True),
    ] + [Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)]

    def __init__(self, session: Session, speed: str = "normal") -> None:
        super().__init__()
        self.session = session
        self.speed = speed
        self.teller = Storyteller(session.state.names, session.state.cards)
        self.cards = {c.id: c for c in session.state.cards}
        # Seat names as the screen shows them: control characters escaped.
        self.names = [safe_name(n) for n in session.state.names]
        self.viewer: int | None = None  # whose private information is on screen
        self.cleared_for: int | None = None  # the human who last took the keyboard
        self.thinking: int | None = None
        self.help: HelpScreen | None = None  # built on first use, then reused
        self.bot_token = 0
        self.waiting_for_human = False
        self.asking: Card | None = None  # whose power asks the decision on show
        # The recap stands in the card text's place when a turn begins (and while
        # bots move, for a lone human) until the player moves through the choices.
        self.recap_shown = False

    def compose(self) -> ComposeResult:
        yield StatusBar(id="status")
        yield SeatsTable(id="seats")
        yield AnteAndLedger(id="ante")
        yield HandRow(id="hand")
        with Horizontal(id="lower"):
            with Vertical(id="decide"):
                yield DecisionQuestion(id="question")
                yield DecisionPanel(id="decision")
            with Vertical(id="side"):
                yield RecapPanel(id="recap")
                yield CardDetail(id="detail")
                yield GameLog(id="log", jump_key="End")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(CardDetail).show_card(None)
        self.advance()

    # -- rendering --------------------------------------------------------
    def render_table(self) -> None:
        view = self.session.state.view(self.viewer)
        # Changes since the viewer's last turn began (tda.recap says why that moment).
        since = None if self.viewer is None else self.session.turns.since(self.viewer)
        changes = table_changes(view, since)
        self.query_one(StatusBar).show(view, self.thinking, changes)
        self.query_one(SeatsTable).show(view, self.thinking, changes, last_played(view))
        self.query_one(AnteAndLedger).show(view, changes)
        self.query_one(HandRow).show(view, self.viewer, changes)
        self.show_recap(build_recap(view, since, self.cards))
        self.query_one(GameLog).show_lines(self.teller.lines(view.log, self.session.notes))
        self.sub_title = f"{self.session.config.deck} deck · {view.ruleset} rules · " \
                         f"seed {self.session.config.seed}"

    def show_recap(self, recap) -> None:
        """The recap in the card text's place, while `recap_shown` and there is one."""
        panel = self.query_one(RecapPanel)
        shown = self.recap_shown and recap is not None
        if shown:
            panel.show_recap(recap)
            panel.border_title = "Since your last turn"
        panel.display = shown
        self.query_one(CardDetail).display = not shown

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
            self.wait_message("The game is over.")
            self.show_game_over()
            return
        seat = state.to_act
        self.query_one(CardDetail).show_card(None)  # never leave a hand card on show
        self.asking = None
        if session.is_bot_turn():
            self.viewer = session.viewer()
            self.recap_shown = self.viewer is not None  # a lone human watches the story grow
            self.thinking = seat
            self.render_table()
            self.wait_message(subject(self.names[seat], "is thinking…"),
                              f"{possessive(self.names[seat])} turn")
            self.bot_token += 1
            self.bot_move(self.bot_token, SPEEDS[self.speed])
            return
        events = session.take_needless()  # every option ends the same: no need to ask
        if events is not None:
            _, who, why = session.notes[-1]
            self.notify(self.teller.no_choice(who, why), timeout=4)
            self.after(events)
            return
        self.recap_shown = session.turns.is_new_turn(seat)
        if session.hot_seat and seat != self.cleared_for:
            self.viewer = None
            self.render_table()
            self.wait_message(f"Waiting for {self.names[seat]}…")
            self.app.push_screen(PassCover(self.names[seat], safe_name(state.decision.prompt)),
                                 callback=lambda _: self.took_keyboard(seat))
            return
        self.viewer = seat
        self.render_table()
        self.show_decision(state.view(seat))
        self.waiting_for_human = True

    def wait_message(self, message: str, title: str = "") -> None:
        """No choice for the eyes on the screen: say what the table waits for."""
        self.query_one(DecisionQuestion).ask(message, style="italic")
        self.query_one(DecisionPanel).hide()
        self.query_one("#decide").border_title = plain(title)

    def show_decision(self, view: PlayerView) -> None:
        """The question in full (it wraps), each option with its consequence, and the
        text of the card whose power asks, if any."""
        decision = view.decision
        self.query_one("#decide").border_title = plain(
            f"{possessive(self.names[decision.seat])} choice")
        self.query_one(DecisionQuestion).ask(question_of(decision, self.names))
        panel = self.query_one(DecisionPanel)
        panel.show(view, self.cards)
        self.asking = self.cards.get(decision.source) if decision.source else None
        self.show_asking()
        panel.focus()

    def show_asking(self) -> None:
        """The card-text panel explains the power being resolved."""
        if self.asking is not None:
            self.query_one(CardDetail).show_card(self.asking, "Resolving this card's power:")

    def took_keyboard(self, seat: int) -> None:
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
        if token != self.bot_token or not self.session.is_bot_turn():
            return  # a stale answer (the screen moved on)
        self.after(self.session.apply_bot_answer(answer))

    @on(DecisionPanel.Chosen)
    def human_chose(self, message: DecisionPanel.Chosen) -> None:
        if not self.waiting_for_human:
            return
        self.waiting_for_human = False
        self.query_one(CardDetail).show_card(None)  # the choice is made: hide the card
        seat = self.session.state.to_act
        events = self.session.apply(message.action)
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
        lines = private_results(events, seat, state.view(seat), self.cards)
        if not lines:
            return False
        self.viewer = seat
        self.recap_shown = False
        self.render_table()
        self.wait_message("Only you see what your move showed you.")
        self.app.push_screen(PrivateResults(self.names[seat], lines),
                             callback=lambda _: self.after(events))
        return True

    @on(DecisionPanel.Focused)
    def card_focused(self, message: DecisionPanel.Focused) -> None:
        if message.card is None and self.asking is not None:
            self.show_asking()  # "Pay 5 gold", "Decline": the power's own text
        else:
            self.query_one(CardDetail).show_card(message.card)
        if self.recap_shown and self.query_one(DecisionPanel).highlighted not in (None, 0):
            self.recap_shown = False  # the player moves through the choices: show the card
            self.show_recap(None)

    def after(self, events: list) -> None:
        """Apply's aftermath: a gambit summary when one ended, then carry on."""
        lines = self.gambit_summary(events)
        if lines and not self.session.state.is_over:
            self.viewer = self.session.viewer() if not self.session.hot_seat else None
            self.thinking = None  # the bot that ended the gambit is done thinking
            self.render_table()
            self.wait_message("The gambit is over.")
            self.app.push_screen(GambitSummary(lines), callback=lambda _: self.advance())
        else:
            self.advance()

    def gambit_summary(self, events: list) -> list[Text | str]:
        names = self.names
        lines: list[Text | str] = []
        for e in events:
            if isinstance(e, ev.GambitWon):
                title = Text(f"{subject(names[e.seat], 'wins')} the gambit and "
                             f"{agree(names[e.seat], 'takes')} {e.amount} gold",
                             style="bold")
                lines.append(title)
                why = "the strongest flight wins"
                if e.reason == ev.WinRule.WEAKEST:
                    by = self.teller.causes(e.causes)  # the event names them: no guessing
                    why = f"{by[:1].upper()}{by[1:]}: the weakest flight wins" if by \
                        else "the weakest flight wins"
                totals = ", ".join(f"{names[s]} {t}" for s, t in enumerate(e.totals))
                lines.append(f"Why: {why} ({totals}).")
                lines.extend(self.barred_lines(e.barred))
            elif isinstance(e, ev.GambitUndecided):
                lines.append(Text(f"Nobody wins this gambit: {e.reason}.", style="bold"))
                lines.append(f"{e.stakes} gold stays in the stakes.")
                lines.extend(self.barred_lines(e.barred))
            elif isinstance(e, (ev.DebtCancelled, ev.PlayerKnockedOut)):
                line = self.teller.tell(e)
                if line:
                    lines.append(line)
        return lines

    def barred_lines(self, seats) -> list[str]:
        names = self.names
        return [f"{subject(names[s], 'could')} not win: a dragon god in their flight forbids it "
                "(Bahamut beside an evil dragon, Tiamat beside a good one, Io beside a mortal)."
                for s in seats]

    def show_game_over(self) -> None:
        state = self.session.state
        result = state.result
        log = state.view(None).log
        shares = hole_shares(log)
        lines: list[Text | str] = [Text(f"Game over: {result.reason}.", style="bold")]
        last = last_gambit_line(self.names, log)
        lines.extend([last] if last else [])
        lines.extend(standing_lines(self.names, result, shares))
        self.app.push_screen(GameOver(lines, self.names, list(state.gold_history), shares),
                             callback=self.after_game)

    def after_game(self, choice: str | None) -> None:
        if choice == "new":
            self.app.new_game()
        else:
            self.app.exit()

    # -- keys -------------------------------------------------------------
    def action_pick(self, number: int) -> None:
        if self.waiting_for_human:
            self.query_one(DecisionPanel).pick_number(number)

    def action_decline(self) -> None:
        if not self.waiting_for_human:
            return
        for action in self.session.state.legal_actions():
            if action.verb == "pass":
                self.post_message(DecisionPanel.Chosen(action))
                return
        self.notify("This choice cannot be declined.", severity="warning")

    def action_recap(self) -> None:
        """Switch between the recap and the card text."""
        if self.viewer is None:
            return
        self.recap_shown = not self.recap_shown
        self.render_table()

    def action_log_scroll(self, pages: int) -> None:
        self.query_one(GameLog).scroll_pages(pages)

    def action_log_end(self) -> None:
        self.query_one(GameLog).jump_to_end()

    def action_speed(self) -> None:
        order = list(SPEEDS)
        self.speed = order[(order.index(self.speed) + 1) % len(order)]
        self.notify(f"Bot speed: {self.speed}")

    def action_help(self) -> None:
        # Built once per table and kept installed, so closing it keeps it: building
        # it (the rules as Markdown, every card) took most of a second each time.
        if self.help is None:
            state = self.session.state
            self.help = HelpScreen(state.rules.name, list(state.cards))
            self.app.install_screen(self.help, f"help-{next(HELP_NAMES)}")
        self.app.push_screen(self.help)

    def action_quit_game(self) -> None:
        if self.session.state.is_over:
            self.app.exit()
            return

        def answered(quit_now: bool | None) -> None:
            if quit_now:
                self.app.exit()
        self.app.push_screen(ConfirmQuit("Quit this game? It is not finished."), callback=answered)
