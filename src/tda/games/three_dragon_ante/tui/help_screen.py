"""Help: the active ruleset's rules, a searchable reference of this game's cards, the keys."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Input, Markdown, OptionList, Static, TabbedContent, TabPane, Tabs
from textual.widgets.option_list import Option

from tda.engine import Card
from tda.games.three_dragon_ante.tui.chips import card_details
from tda.games.three_dragon_ante.tui.help_text import (
    abilities_markdown,
    keys_markdown,
    rules_markdown,
)
from tda.games.three_dragon_ante.words.cards import card_label, card_title, card_words
from tda.i18n import N_, _
from tda.tui.kept_screen import KeptScreen
from tda.tui.widgets import QuietFooter


class CardSearch(Input):
    """The Cards tab's search box. ← at its start and → at its end move to the
    tab beside, as they do from the tabs (the box takes the cursor when the tab opens,
    so otherwise the arrows would stop there and the Keys tab stay out of reach)."""

    def action_cursor_left(self, select: bool = False) -> None:
        if not select and self.cursor_position == 0 and self.selection.is_empty:
            self.screen.query_one("#help-tabs ContentTabs", Tabs).action_previous_tab()
            return
        super().action_cursor_left(select)

    def action_cursor_right(self, select: bool = False) -> None:
        if not select and self.cursor_at_end and self.selection.is_empty \
                and not self._suggestion:
            self.screen.query_one("#help-tabs ContentTabs", Tabs).action_next_tab()
            return
        super().action_cursor_right(select)


class HelpScreen(KeptScreen, ModalScreen[None]):
    # The arrows and page keys read the open tab: a long text (the rules, the keys at
    # 80x24) scrolls under its tabs; on the Cards tab they move through the cards,
    # also while typing in the search box. Keys a focused list or box uses stay its own.
    BINDINGS = [Binding("escape,q,question_mark,f1", "close", N_("Close help")),
                Binding("down", "read(1)", show=False),
                Binding("up", "read(-1)", show=False),
                Binding("pagedown", "read_page(1)", N_("Page↓"), key_display="PgDn"),
                Binding("pageup", "read_page(-1)", N_("Page↑"), key_display="PgUp"),
                Binding("end", "read_end(1)", show=False),
                Binding("home", "read_end(-1)", show=False)]

    DEFAULT_CSS = """
    HelpScreen #help-tabs { height: 1fr; }
    HelpScreen #help-tabs > ContentSwitcher { height: 1fr; }
    HelpScreen #help-tabs TabPane { height: 1fr; overflow-y: auto; }
    """

    card_shown: Card | None = None  # the card whose text the Cards tab shows (tests read it)

    def __init__(self, ruleset: str, cards: list[Card], abilities: str | None = None) -> None:

        """`abilities`: the edition of the game's character abilities (None: none)."""
        super().__init__()
        self.ruleset = ruleset
        self.abilities = abilities
        self.cards = sorted(cards, key=lambda c: (card_title(c), c.strength))

    def compose(self) -> ComposeResult:
        with TabbedContent(id="help-tabs"):
            with TabPane(_("Rules"), id="help-rules"):
                yield Markdown(rules_markdown(self.ruleset))
            with TabPane(_("Cards"), id="help-cards"):
                yield CardSearch(placeholder=_("Search this game's cards by name, color or "
                                               "text (← → other tabs)"), id="card-search")
                with Horizontal():
                    yield OptionList(id="card-list")
                    yield Static(id="card-text")
            if self.abilities is not None:
                with TabPane(_("Abilities"), id="help-abilities"):
                    yield Markdown(abilities_markdown(self.abilities))
            with TabPane(_("Keys"), id="help-keys"):
                yield Markdown(keys_markdown())
        yield QuietFooter()

    def on_mount(self) -> None:
        if not self.query("#card-list"):
            return  # the app closed while this help was being built ahead: nothing to fill
        self._fill("")

    def on_screen_resume(self) -> None:
        """Opened again (the help is built once): the tab left open keeps its focus."""
        self.focus_tab(self.query_one(TabbedContent).active)

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        self.focus_tab(event.pane.id or "")

    def focus_tab(self, tab: str) -> None:
        """The Cards tab puts the cursor in its search box: type to find a card. Any
        other tab gives the keyboard to the tabs, so ← and → go on changing tabs: the
        search box, hidden with its tab, took the focus away with it and the arrows
        then did nothing (issue 27.15)."""
        if tab == "help-cards":
            self.query_one("#card-search", Input).focus()
        else:
            self.query_one("#help-tabs ContentTabs", Tabs).focus()

    def _fill(self, query: str) -> None:
        query = query.lower().strip()
        listing = self.query_one("#card-list", OptionList)
        listing.clear_options()
        self._shown = [c for c in self.cards if not query or query in
                       f"{card_title(c)} {c.id} {' '.join(c.colors)} {c.kind} {card_words(c)}"
                       .lower()]
        for i, card in enumerate(self._shown):
            listing.add_option(Option(card_label(card), id=str(i)))
        if self._shown:
            listing.highlighted = 0
        else:
            self.query_one("#card-text", Static).update(_("No card matches."))


    def on_input_changed(self, event: Input.Changed) -> None:
        self._fill(event.value)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is not None:
            card = self.card_shown = self._shown[int(event.option.id)]

            self.query_one("#card-text", Static).update(card_details(card))

    def _reading(self) -> tuple[Widget, OptionList | None]:
        """The open tab's pane, and the card list when the Cards tab is open."""
        pane = self.query_one(TabbedContent).active_pane
        assert pane is not None
        cards = self.query_one("#card-list", OptionList) if pane.id == "help-cards" else None
        return pane, cards

    def action_read(self, delta: int) -> None:
        pane, cards = self._reading()
        if cards is not None:
            cards.action_cursor_down() if delta > 0 else cards.action_cursor_up()
        else:
            pane.scroll_relative(y=delta, animate=False)

    def action_read_page(self, delta: int) -> None:
        pane, cards = self._reading()
        if cards is not None:
            cards.action_page_down() if delta > 0 else cards.action_page_up()
        elif delta > 0:
            pane.scroll_page_down(animate=False)
        else:
            pane.scroll_page_up(animate=False)

    def action_read_end(self, where: int) -> None:
        pane, cards = self._reading()
        if cards is not None:
            cards.action_last() if where > 0 else cards.action_first()
        elif where > 0:
            pane.scroll_end(animate=False)
        else:
            pane.scroll_home(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
