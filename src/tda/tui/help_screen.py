"""Help: the active ruleset's rules, a searchable reference of this game's cards, the keys."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import ModalScreen
from textual.widgets import Input, Markdown, OptionList, Static, TabbedContent, TabPane
from textual.widgets.option_list import Option

from tda.engine import Card

from .help_text import KEYS, RULESETS, abilities_markdown
from .kept_screen import KeptScreen
from .render import card_details
from .widgets import QuietFooter


class HelpScreen(KeptScreen, ModalScreen[None]):
    BINDINGS = [Binding("escape,q,question_mark,f1", "close", "Close help")]

    def __init__(self, ruleset: str, cards: list[Card], abilities: str | None = None) -> None:
        """`abilities`: the edition of the game's character abilities (None: none)."""
        super().__init__()
        self.ruleset = ruleset
        self.abilities = abilities
        self.cards = sorted(cards, key=lambda c: (c.name, c.strength))

    def compose(self) -> ComposeResult:
        with TabbedContent(id="help-tabs"):
            with TabPane("Rules", id="help-rules"):
                yield Markdown(RULESETS.get(self.ruleset, RULESETS["original"]))
            with TabPane("Cards", id="help-cards"):
                yield Input(placeholder="Search this game's cards by name, color or text",
                            id="card-search")
                with Horizontal():
                    yield OptionList(id="card-list")
                    yield Static(id="card-text")
            if self.abilities is not None:
                with TabPane("Abilities", id="help-abilities"):
                    yield Markdown(abilities_markdown(self.abilities))
            with TabPane("Keys", id="help-keys"):
                yield Markdown(KEYS)
        yield QuietFooter()

    def on_mount(self) -> None:
        self._fill("")

    def on_screen_resume(self) -> None:
        """Opened again (the help is built once): the tab left open keeps its focus."""
        self.focus_tab(self.query_one(TabbedContent).active)

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        self.focus_tab(event.pane.id or "")

    def focus_tab(self, tab: str) -> None:
        """The Cards tab puts the cursor in its search box: type to find a card."""
        if tab == "help-cards":
            self.query_one("#card-search", Input).focus()

    def _fill(self, query: str) -> None:
        query = query.lower().strip()
        listing = self.query_one("#card-list", OptionList)
        listing.clear_options()
        self._shown = [c for c in self.cards if not query or query in
                       f"{c.name} {c.id} {' '.join(c.colors)} {c.kind} {c.text}".lower()]
        for i, card in enumerate(self._shown):
            listing.add_option(Option(f"{card.name} ({card.strength})", id=str(i)))
        if self._shown:
            listing.highlighted = 0
        else:
            self.query_one("#card-text", Static).update("No card matches.")

    def on_input_changed(self, event: Input.Changed) -> None:
        self._fill(event.value)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is not None:
            card = self._shown[int(event.option.id)]
            self.query_one("#card-text", Static).update(card_details(card))

    def action_close(self) -> None:
        self.dismiss(None)
