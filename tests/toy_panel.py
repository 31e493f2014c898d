"""The toy game's table panel, replay and help (tests/toy_game.py): what a third game
brings to the screens, found through its entry (`Presentation.panel`), with no shared
file of tda edited for it (issue 29.5)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from tda.table.timeline import Timeline
from tda.tui.modals import GameOver
from tda.tui.panels import TablePanel
from tda.tui.replay_screen import ReplayScreen, replay_bindings
from toy_game import ToyRecord, ToyState, tell


def table_text(state: ToyState, viewer: int | None) -> str:
    view = state.view(viewer)
    seats = [f"{name}: {view.tricks[seat]} tricks, {view.hand_counts[seat]} cards"
             for seat, name in enumerate(view.names)]
    trick = ", ".join(f"{view.names[seat]} {card}" for seat, card in view.trick) or "empty"
    hand = " ".join(map(str, view.hand)) or "hidden"
    return "\n".join([*seats, f"Trick: {trick}", f"Hand: {hand}"])


class ToyPanel(TablePanel):
    game = "toy"

    def top(self):
        yield Static(id="toy-table")

    def render(self, viewer: int | None, thinking: int | None) -> None:
        self.screen.query_one("#toy-table", Static).update(table_text(self.session.state,
                                                                      viewer))

    def story(self, viewer: int | None) -> list[Text | str]:
        return [tell(self.names, event) for event in self.session.state.view(viewer).log]

    def tell(self, event: object) -> str | None:
        return tell(self.names, event)  # type: ignore[arg-type]

    def sub_title(self) -> str:
        return f"Toy · seed {self.session.config.seed}"

    def game_over_screen(self) -> GameOver:
        result = self.session.state.result
        lines: list[Text | str] = [Text("Game over.", style="bold")]
        lines += [f"{name}: {score} tricks" for name, score in zip(self.names, result.scores,
                                                                    strict=True)]
        return GameOver(lines, self.names, [(0, 0), result.scores], chart_title="Tricks:")

    def help_screen(self) -> ToyHelp:
        return ToyHelp()

    @classmethod
    def replay_screen(cls, record: ToyRecord, reveal: bool, title: str) -> ToyReplay:
        return ToyReplay(record, reveal, title)


class ToyHelp(ModalScreen[None]):
    BINDINGS = [Binding("escape,q", "dismiss", "Close")]

    def compose(self) -> ComposeResult:
        yield Static("The higher card takes the trick; most tricks wins.")


class ToyReplay(ReplayScreen):
    BINDINGS = replay_bindings("Trick")

    def compose(self) -> ComposeResult:
        yield Static(id="replay-step")
        yield Static(id="toy-table")
        yield Footer()

    def start(self) -> None:
        self.timeline = Timeline(self.record)

    def show(self) -> None:
        state = self.timeline.state_at(self.position)
        self.query_one("#replay-step", Static).update(
            f"Step {self.position} of {len(self.actions)}")
        self.query_one("#toy-table", Static).update(table_text(state, None))
