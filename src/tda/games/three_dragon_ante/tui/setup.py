"""Three-Dragon Ante's fields on the setup screen: above the seats the deck, its
deck-building option (one description that follows both) or a deck file, and the
rules; below them the table's gold, the optional end rules, the table rules and the
character abilities."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import cast

from rich.markup import escape
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.validation import Regex
from textual.widgets import Input, Label, Select, SelectionList, Static

from tda.cards import DECKS
from tda.cards.deckbuilding import IN_PLAY
from tda.cards.loader import load_edition
from tda.engine import RULESETS
from tda.games.three_dragon_ante.tui.abilities_setup import AbilitiesSetup
from tda.games.three_dragon_ante.tui.table_rules import TableRules
from tda.games.three_dragon_ante.words.cards import (
    DeckLike,
    card_label,
    deck_description,
    deck_option,
)
from tda.games.three_dragon_ante.words.cards import deck_title as words_deck_title
from tda.games.three_dragon_ante.words.phrases import ruleset_words
from tda.i18n import N_, _, pgettext
from tda.tui.setup_fields import SetupFields
from tda.tui.widgets import TickList

GAME = "three-dragon-ante"
GOLD_AMOUNTS = r"^\s*\d+(\s*,\s*\d+)*\s*$"  # starting gold: "25", or one per seat "10,20,30"
# Deck-building options the setup screen adds to a deck's own (Legendary's list).
CUSTOM = {"custom": N_("the specials ticked in the list, topped up to 10 at random"),
          "custom+show-em": N_("the specials ticked in the list, topped up to 10 at random, "
                               "all shown to everyone")}


def spoken_deck(deck: str) -> DeckLike:
    """A registered deck as its words read it: every registered deck is a
    tda.cards.DeckSpec, which has the description the engine's protocol leaves out."""
    return cast("DeckLike", DECKS[deck])


def deck_variants(deck: str) -> dict[str, str]:
    """Deck-building options a deck offers (name -> description, in the table's
    language), if any."""
    spec = spoken_deck(deck)
    return {name: deck_option(spec, name, text)
            for name, text in (getattr(spec, "variants", {}) or {}).items()}


def deck_options(deck: str) -> dict[str, str]:
    """The options offered for `deck`: its own, and custom specials for a deck built by
    Legendary's deck building (a theme deck's colour swaps take no specials)."""
    variants = deck_variants(deck)
    if variants and DECKS[deck].default_ruleset == "legendary":
        variants.update({name: _(text) for name, text in CUSTOM.items()})
    return variants


# The deck list: the editions first, oldest first, each with its year; then the theme
# decks (issue 27.19). Editions whose registered title has no year get one here.
EDITION_ORDER = ("original", "emperors-gambit", "original+emperors-gambit", "legendary")
EDITION_TITLES = {"original+emperors-gambit": N_("Original + Emperor's Gambit (2005, 2010), "
                                                 "140 cards"),
                  "legendary": N_("Legendary Edition (2019), 70 cards and 10 specials")}
THEME = " (theme deck)"


def deck_title(deck: str) -> str:
    """A deck's name for the deck list: an edition with its year; a theme deck says so
    first; a deck with building options is named without its default option's words
    (the option below says how it is built)."""
    spec = DECKS[deck]
    if deck in EDITION_TITLES:
        return _(EDITION_TITLES[deck])
    title = words_deck_title(spoken_deck(deck))  # the card domain says a deck's own title
    if spec.title.endswith(THEME):
        # a translated title says "theme deck" in its own words (issue 31.1)
        return _("Theme deck: {title}").format(title=spec.title.removesuffix(THEME)) \
            if title == spec.title else title
    return title.split(":")[0] if deck_variants(deck) else title


def deck_order(names: Iterable[str]) -> list[str]:
    """The editions in the order they came out, then the theme decks by name."""
    return sorted(names, key=lambda n: (EDITION_ORDER.index(n) if n in EDITION_ORDER else 99,
                                        deck_title(n)))


def specials() -> list[tuple[str, str]]:
    """Legendary's 30 specials ("Name (strength)", id), strongest first."""
    cards = [m for m in load_edition("legendary").cards if m.special]
    return [(card_label(m), m.id) for m in cards]


class ThreeDragonAnteSetup(SetupFields):
    """Above the seats: the deck and how it is built, or a deck file; the rules."""

    game = GAME
    REMEMBERED = ("deck", "ruleset", "deck-file")

    def __init__(self, memory: Mapping[str, object]) -> None:
        super().__init__(memory, id="tda-options")
        self.shown_deck: str | None = None  # the deck whose options the screen shows

    def compose(self) -> ComposeResult:
        yield Label(_("Deck"), classes="field-label")
        yield Select([(deck_title(name), name) for name in deck_order(DECKS)],
                     value="original", allow_blank=False, id="deck", compact=True)
        yield Input(placeholder=_("or a deck file: its path, ending in .toml (README)"),
                    id="deck-file", compact=True)
        yield Label(_("Deck-building option"), classes="field-label")
        yield Select([(_("— (this deck has none)"), "none")], value="none", allow_blank=False,
                     id="variant", disabled=True, compact=True)
        yield Label(_("Specials in the deck (tick 1 to {most})").format(most=IN_PLAY),
                    classes="field-label", id="specials-label")
        ticked = self.remembered_specials()
        yield TickList(*[(label, card, card in ticked) for label, card in specials()],
                                 id="specials")
        yield Static(id="deck-about")
        yield Label(_("Rules"), classes="field-label")
        yield Select([(_("The deck's own rules"), "default")] +
                     [(ruleset_words(name), name) for name in sorted(RULESETS)],
                     value="default", allow_blank=False, id="ruleset", compact=True)

    # -- remembering --------------------------------------------------------------
    def remembered_specials(self) -> list[str]:
        """The specials ticked last time, known ones only (ticked as the list is made)."""
        chosen = self.remembered.get("specials")
        known = {card for _, card in specials()}
        return [c for c in chosen if isinstance(c, str) and c in known][:IN_PLAY] \
            if isinstance(chosen, list) else []

    def memory(self) -> dict[str, object]:
        return {**super().memory(), "variant": self.query_one("#variant", Select).value,
                "specials": list(self.query_one("#specials", SelectionList).selected)}

    def recalled(self, memory: Mapping[str, object]) -> None:
        """The deck's options, the remembered one picked when the deck has it."""
        variant = memory.get("variant")
        self._deck_changed(str(self.query_one("#deck", Select).value),
                           variant if isinstance(variant, str) else None)

    # -- reacting to choices ------------------------------------------------------
    @on(Select.Changed, "#deck")
    def deck_changed(self, event: Select.Changed) -> None:
        # the value now, not the event's: a Changed queued while the screen mounted
        # carries the value before the remembered setup was put in
        deck = str(self.query_one("#deck", Select).value)
        if deck != self.shown_deck:
            self._deck_changed(deck)

    @on(Select.Changed, "#ruleset")
    def ruleset_changed(self) -> None:
        self._show_table_rules()

    def _show_table_rules(self) -> None:
        """The table rules follow the rules the game will be played by."""
        ruleset = str(self.query_one("#ruleset", Select).value)
        if ruleset == "default":
            ruleset = DECKS[str(self.query_one("#deck", Select).value)].default_ruleset
        self.screen.query_one(TableRules).ruleset_is(ruleset)
        self.screen.query_one(AbilitiesSetup).ruleset_is(ruleset)

    @on(Select.Changed, "#variant")
    @on(Input.Changed, "#deck-file")
    @on(SelectionList.SelectedChanged, "#specials")
    def option_changed(self) -> None:
        self.describe_deck()

    def _deck_changed(self, deck: str, variant: str | None = None) -> None:
        """The deck-building options of `deck` (`variant` picked when it has it)."""
        self.shown_deck = deck
        self._show_table_rules()
        variants = deck_options(deck)
        select = self.query_one("#variant", Select)
        if variants:
            select.set_options([(f"{name}: {text}", name) for name, text in variants.items()])
            select.value = variant if variant in variants else next(iter(variants))
            select.disabled = False
        else:
            select.set_options([(_("— (this deck has none)"), "none")])
            select.value = "none"
            select.disabled = True
        self.describe_deck()

    def variant(self) -> str:
        return str(self.query_one("#variant", Select).value)

    def describe_deck(self) -> None:
        """One description of the deck as it will be built: the deck, then the option
        picked (or the deck file that replaces both)."""
        custom = self.variant().startswith("custom") and not self.query_one("#variant").disabled
        self.query_one("#specials").display = custom
        self.query_one("#specials-label").display = custom
        deck_file = self.query_one("#deck-file", Input).value.strip()
        about = Text()
        if deck_file:
            # Styled parts of one sentence: the translator keeps the order through
            # the [b]/[i] markup of one message.
            about = Text.from_markup(_(
                "[b]The deck file [/b][i]{path}[/i] replaces the deck above (and its "
                "building option); the rules are the file's own unless you pick some."
            ).format(path=escape(deck_file)))
        else:
            deck = self.shown_deck or "original"
            about.append(_("{deck}: ").format(deck=deck_title(deck)), style="bold")
            about.append(deck_description(spoken_deck(deck)))
            variants = deck_options(deck)
            if self.variant() in variants:
                about.append(_(" Built: "), style="bold")
                about.append(variants[self.variant()])
                if custom:
                    ticked = len(self.query_one("#specials", SelectionList).selected)
                    about.append(_(" ({ticked} of {most} ticked)").format(ticked=ticked,
                                                                          most=IN_PLAY))
                about.append(pgettext("the end of the deck's description", "."))
        self.query_one("#deck-about", Static).update(about)

    # -- the config ---------------------------------------------------------------
    def options(self, seats: int, seed: int) -> dict[str, object]:
        deck = str(self.query_one("#deck", Select).value)
        deck_file = self.query_one("#deck-file", Input).value.strip()
        if deck_file:  # a deck of one's own replaces the one picked above
            deck = str(Path(deck_file).expanduser())
            if not deck.endswith(".toml"):
                raise ValueError(_("{path}: a deck file's name ends in .toml").format(
                    path=deck_file))
        ruleset = str(self.query_one("#ruleset", Select).value)
        chosen: dict[str, object] = {"deck": deck,
                                     "ruleset": None if ruleset == "default" else ruleset}
        variant = self.variant()
        if variant != "none" and not deck_file:
            chosen["variant"] = self.custom_variant(variant)
        return chosen

    def custom_variant(self, variant: str) -> str:
        """A custom option with the ticked specials: "custom=druid,thief+show-em"."""
        if not variant.startswith("custom"):
            return variant
        ticked = list(self.query_one("#specials", SelectionList).selected)
        if not 1 <= len(ticked) <= IN_PLAY:
            raise ValueError(_("a custom Legendary deck: tick 1 to {most} specials in the "
                               "list, not {count}").format(most=IN_PLAY, count=len(ticked)))
        return variant.replace("custom", "custom=" + ",".join(ticked), 1)


class ThreeDragonAnteTableRules(SetupFields):
    """Below the seats: the table's gold and the optional end rules; the table rules
    (a time limit, a match, the hole's options); the character abilities."""

    game = GAME
    REMEMBERED = ("gold", "gold-pp", "end-players", "end-gold", "max-gambits",
                  "time-limit", "games", "hole-to", "hole-odd")  # the last four: table_rules.py

    def __init__(self, memory: Mapping[str, object]) -> None:
        super().__init__(memory, id="tda-table-rules")

    def compose(self) -> ComposeResult:
        with Horizontal(classes="pair spaced tda-only"):
            yield Label(_("Starting gold"), classes="inline-label")
            # one amount for every seat, or one per seat in seat order ("10,20,30")
            yield Input(placeholder=_("e.g. 40 or 10,20,30"), id="gold",
                        validators=[Regex(GOLD_AMOUNTS)], valid_empty=True, compact=True,
                        classes="tda-only")
            yield Input(placeholder=_("or per player, e.g. 12"), id="gold-pp",
                        type="integer", valid_empty=True, compact=True, classes="tda-only")
        yield Label(_("Optional end rules (leave empty for the standard game)"),
                    classes="field-label tda-only")
        with Horizontal(classes="pair tda-only"):
            yield Input(placeholder=_("play until N remain"), id="end-players",
                        type="integer", valid_empty=True, compact=True)
            yield Input(placeholder=_("end at G gold"), id="end-gold", type="integer",
                        valid_empty=True, compact=True)
            yield Input(placeholder=_("end after N gambits"), id="max-gambits",
                        type="integer", valid_empty=True, compact=True)
        yield TableRules(classes="tda-only")
        yield AbilitiesSetup(classes="tda-only")

    def memory(self) -> dict[str, object]:
        return {**super().memory(), "abilities": self.query_one(AbilitiesSetup).memory()}

    def recalled(self, memory: Mapping[str, object]) -> None:
        self.query_one(AbilitiesSetup).recall(memory.get("abilities"))

    def _int(self, widget_id: str) -> int | None:
        text = self.query_one(f"#{widget_id}", Input).value.strip()
        return int(text) if text else None

    def options(self, seats: int, seed: int) -> dict[str, object]:
        options: dict[str, object] = {
            "starting_gold": self.starting_gold(seats), "gold_per_player": self._int("gold-pp"),
            "end_players_left": self._int("end-players"), "end_gold": self._int("end-gold"),
            "max_gambits": self._int("max-gambits")}
        options = {k: v for k, v in options.items() if v is not None}
        options.update(self.query_one(TableRules).options())
        options.update(self.query_one(AbilitiesSetup).options(seed))
        return options

    def starting_gold(self, seated: int) -> int | list[int] | None:
        """The starting gold typed: one amount for every seat, or one per seat in seat
        order, empty chairs skipped ("10,20,30"); a ValueError says what is wrong."""
        text = self.query_one("#gold", Input).value.strip()
        if not text:
            return None
        parts = [part.strip() for part in text.split(",")]
        if not all(part.isdigit() and len(part) < 7 for part in parts):
            raise ValueError(_("starting gold: whole numbers, one for every seat or one per "
                               "seat separated by commas (like 10,20,30), not {text}").format(
                                   text=repr(text)))
        amounts = [int(part) for part in parts]
        if min(amounts) < 1:
            raise ValueError(_("starting gold: each amount is at least 1"))
        if len(amounts) == 1 and "," not in text:
            return amounts[0]
        if len(amounts) != seated:
            raise ValueError(_("starting gold: {amounts} amounts for {seats} seats; give "
                               "one, or one per seat in order (empty chairs skipped)").format(
                                   amounts=len(amounts), seats=seated))
        return amounts

    def games(self) -> int | None:
        return self.query_one(TableRules).games()
