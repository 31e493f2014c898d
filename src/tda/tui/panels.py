"""Table panels: each game's part of the table screen, found by the game's name.

The table screen (`table_screen.TableScreen`) runs the loop every game shares: bots
in a worker, hot-seat covers, the decision panel, the log, quitting. Everything it
shows about one game (the view, the story, the summaries, the help) comes from that
game's panel. A game's registry entry names its panel class by module path
(`Game.presentation.panel`), imported on first lookup; a panel may also register
itself (`register_panel`), as a test's game may.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from tda.i18n import N_, _
from tda.table.phrase import Phrase
from tda.table.registry import UnknownGameError, get_game, load_object
from tda.words import render

from .render import option_label

if TYPE_CHECKING:
    from .table_screen import TableScreen

_PANELS: dict[str, type[TablePanel]] = {}


class TablePanel:
    """One game's table. The screen owns the session and the loop; the panel renders."""

    game: str = ""  # the registry name of the game it shows
    # The verb of the action Escape takes (e.g. "pass"), or None when no
    # choice of this game may be declined with a key.
    decline_verb: str | None = None
    # What the screen says while a summary between rounds (gambit, hand) is on show.
    summary_wait = N_("The hand is over.")  # an English message: the screen says it (_)
    # Whether the summary of the round that ended the game is shown too, before the
    # game-over box (whose standings do not tell what that last round did).
    summary_at_end = False
    # Whether that summary sits low on the screen, leaving the table's top rows (the
    # seats, the last trick) in sight while it shows.
    summary_low = False
    has_recap = False  # whether `r` switches to a "since your last turn" recap
    has_card_search = False  # whether the help has a Cards tab ("help-cards") to search

    def __init__(self, screen: TableScreen) -> None:
        self.screen = screen
        self.session = screen.session
        self.names = screen.names

    # -- layout -----------------------------------------------------------
    def top(self) -> Iterable[Widget]:
        """The widgets above the decision and the log."""
        return ()

    def side(self) -> Iterable[Widget]:
        """The widgets above the log, beside the decision."""
        return ()

    # -- rendering --------------------------------------------------------
    def render(self, viewer: int | None, thinking: int | None) -> None:
        """Show the table as `viewer` may see it (None: nobody's hand)."""

    def show_clock(self, text: str, low: bool) -> None:
        """The time left on the table clock ("12:34"; `low`: under a minute), every
        second while the table has a time limit (a game without one ignores it)."""

    def story(self, viewer: int | None) -> list[Text | str]:
        """The log as `viewer` may read it, a line an event."""
        return []

    def sub_title(self) -> str:
        return ""

    def tell(self, event: Any) -> str | None:
        """One event as a line of the log (None: not worth one)."""
        return None

    def label(self, decision: Any, index: int) -> Text:
        """Option `index` of a decision, as the decider reads it."""
        return option_label(decision, index)

    def options_shown(self, decision: Any) -> Any:
        """The decision as its options are listed: the decision itself, or one whose
        options group some of its own under an option of the panel's (`follow_up`
        opens it), so every option keeps a number key."""
        return decision

    def follow_up(self, action: Any) -> Any | None:
        """For an option that opens a group (or goes back from one), the decision to
        list next; None for an action of the game, to apply."""
        return None

    def card_of(self, action: Any) -> Any:
        """The card an option names, for the panel's own use when it is highlighted."""
        return None

    def turn_begins(self) -> None:
        """A new decision is coming: drop whatever the last one showed."""

    def decision_shown(self, view: Any) -> None:
        """The decision of `view` is on show (the panel may explain it)."""

    def auto_answer(self, seat: int) -> tuple[Any, str] | None:
        """An answer the human at `seat` set earlier for the decision due now (its
        action and a line for the table), or None to ask them."""
        return None

    def never_ask(self, seat: int) -> bool:
        """The human at `seat` asked (key n) never to be asked the decision due now
        again; False when this decision cannot be answered that way."""
        return False

    def open_decision(self, view: Any) -> bool:
        """Whether the decision in `view` may be taken in hot seat without the "pass
        to NAME" cover: the deciding seat has nothing private on show yet."""
        return False

    def focused(self, card: Any, action: Any, index: int | None) -> None:
        """The player moved to option `index` (its action and card)."""

    def chosen(self) -> None:
        """The human chose: anything tied to the decision can go."""

    def no_choice(self, seat: int, why: Phrase | str) -> str:
        """A line for a choice taken for a human because every option ends the same."""
        return _("{name} had no real choice: {why}.").format(name=self.names[seat],
                                                             why=render(why))


    def private_results(self, seat: int, events: list) -> list:
        """In hot seat, what `seat`'s action showed it alone (shown before the cover):
        styled text, or recap lines (`tda.words.recap.RecapLine`) drawn with `chip`."""
        return []

    def chip(self, part: Any) -> Text:
        """A part of a recap line that is not words (a card), as the table draws it."""
        return Text(str(part))

    def played_for(self, events: list) -> list[tuple[int, list]]:
        """The actions among `events` the game took for a human seat (its only legal
        one) that the human must see before play goes on: (seat, lines) each."""
        return []

    def summary(self, events: list) -> list[Text | str]:
        """Lines about a gambit or hand that ended among `events` (empty: none ended)."""
        return []

    def game_over_screen(self) -> ModalScreen[str]:
        raise NotImplementedError

    def help_screen(self) -> ModalScreen[None]:
        raise NotImplementedError

    @classmethod
    def replay_screen(cls, record: Any, reveal: bool, title: str) -> Screen:
        """A screen that steps through `record` (hands shown with `reveal`)."""
        raise NotImplementedError


def register_panel(panel: type[TablePanel]) -> type[TablePanel]:
    _PANELS[panel.game] = panel
    return panel


def panel_for(game: str) -> type[TablePanel]:
    """The panel class of the game named `game` (its entry names it)."""
    if game not in _PANELS:
        try:
            presentation = get_game(game).presentation
        except UnknownGameError:
            presentation = None
        if presentation is None:
            raise ValueError(f"no table panel for the game {game!r}")
        panel = load_object(presentation.panel)
        if not (isinstance(panel, type) and issubclass(panel, TablePanel)):
            raise TypeError(f"{presentation.panel} is no TablePanel")
        _PANELS.setdefault(game, panel)
    return _PANELS[game]
