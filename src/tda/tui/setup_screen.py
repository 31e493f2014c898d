"""The launch screen: the game first; then Three-Dragon Ante's deck, its deck-building
option (one description that follows both) and rules, or Dragonmaster's level; the
seats, each bot level described in the game's words; the table rules; the seed and
the bot speed. The last setup started (or left with Esc) is remembered (`setup_memory`)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, cast

from pydantic import ValidationError
from rich.markup import escape
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.validation import Regex
from textual.widgets import Button, Header, Input, Label, Select, SelectionList, Static
from textual.widgets._select import SelectOverlay

from tda.bots import DESCRIPTIONS
from tda.bots.dragonmaster_levels import DRAGONMASTER_BOTS
from tda.cards import DECKS
from tda.cards.deckbuilding import IN_PLAY
from tda.cards.loader import load_edition
from tda.dragonmaster import LEVELS, DragonmasterConfig
from tda.engine import RULESETS, GameConfig, TdaError
from tda.i18n import N_, _
from tda.session import Seat
from tda.table.registry import DEFAULT_GAME, game_names, get_game
from tda.words.three_dragon_ante_cards import DeckLike, card_label, deck_description, deck_option
from tda.words.three_dragon_ante_cards import deck_title as words_deck_title

from .abilities_setup import AbilitiesSetup, choose_if_offered
from .render import plain
from .setup_memory import recall, remember
from .table_rules import TableRules
from .table_screen import SPEED_WORDS, SPEEDS
from .widgets import SaidFooter, TickList

GOLD_AMOUNTS = r"^\s*\d+(\s*,\s*\d+)*\s*$"  # starting gold: "25", or one per seat "10,20,30"
DEFAULT_NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
DRAGONMASTER = "dragonmaster"
LEVEL_WORDS = {"basic": N_("basic: tricks and penalties under five contracts"),
               "advanced": N_("advanced: adds the wild Dragon and Power Plays"),
               "expert": N_("expert: adds first-lead restrictions and Secret Power Plays")}
DEFAULT_BOT = "normal"  # the level a bot seat starts at, in either game
# Bot levels in the order a player weighs them: casual to sharp, then the plain ones.
BOT_ORDER = ("easy", "normal", "hard", "heuristic", "ismcts", "search", "random")
# Dragonmaster's bots beyond its levels module's (which says what each is).
DM_MORE_WORDS = {"random": N_("plays any legal card at random"),
                 "search": N_("the search at its plainest settings")}
# Deck-building options the setup screen adds to a deck's own (Legendary's list).
CUSTOM = {"custom": N_("the specials ticked in the list, topped up to 10 at random"),
          "custom+show-em": N_("the specials ticked in the list, topped up to 10 at random, "
                               "all shown to everyone")}


def _ordered(names) -> list[str]:
    return sorted(names, key=lambda n: (BOT_ORDER.index(n) if n in BOT_ORDER else 99, n))


def bot_descriptions(game: str) -> dict[str, str]:
    """Each bot a game seats (name -> what it plays like), weakest-looking first."""
    if game == DEFAULT_GAME:
        words = dict(DESCRIPTIONS)
    else:
        words = {name: text for name, (_, _, text) in DRAGONMASTER_BOTS.items()}
        words.update({name: _(text) for name, text in DM_MORE_WORDS.items()})
        make_bot = get_game(game).make_bot
        for name in list(words):
            try:
                make_bot(name)
            except ValueError:
                del words[name]
    return {name: words[name] for name in _ordered(words)}


def seat_kinds(game: str) -> list[tuple[str, str]]:
    """The kinds of seat a game offers: a human, each bot it can seat, an empty chair."""
    # a bot's level name is a word of the command line (bot:hard): shown as it is typed
    bots = [(_("Bot: {level}").format(level=name), f"bot:{name}")
            for name in bot_descriptions(game)]
    return [(_("Human"), "human"), *bots, (_("Empty chair"), "empty")]


SEAT_KINDS = seat_kinds(DEFAULT_GAME)  # Three-Dragon Ante's (the old public name)


def default_kind(game: str, seat: int) -> str:
    if seat == 0:
        return "human"
    return f"bot:{DEFAULT_BOT}" if seat < 4 else "empty"


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
    if spec.title.endswith(THEME):
        return _("Theme deck: {title}").format(title=spec.title.removesuffix(THEME))
    title = words_deck_title(spoken_deck(deck))  # the card domain says a deck's own title
    return title.split(":")[0] if deck_variants(deck) else title


def deck_order(names) -> list[str]:
    """The editions in the order they came out, then the theme decks by name."""
    return sorted(names, key=lambda n: (EDITION_ORDER.index(n) if n in EDITION_ORDER else 99,
                                        deck_title(n)))


def specials() -> list[tuple[str, str]]:
    """Legendary's 30 specials ("Name (strength)", id), strongest first."""
    cards = [m for m in load_edition("legendary").cards if m.special]
    return [(card_label(m), m.id) for m in cards]


class SetupScreen(Screen):
    BINDINGS = [Binding("ctrl+s", "start", N_("Start game")),
                Binding("escape", "leave", N_("Quit"))]
    # No automatic focus: on_mount gives it to the game choice. Textual's default would
    # focus the scrolling form first and restyle all its fields twice (~0.1 s at start)
    # as the focus moved on.
    AUTO_FOCUS = ""

    def __init__(self, seed: int | None = None, game: str | None = None) -> None:
        super().__init__()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.memory, self.memory_problem = recall()
        remembered = self.memory.get("game")
        if game is None and isinstance(remembered, str) and remembered in game_names():
            game = remembered
        self.game = game or DEFAULT_GAME
        self.shown_deck: str | None = None  # the deck whose options the screen shows

    # -- the screen -----------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="setup"):
            yield Label(_("Game"), classes="field-label")
            yield Select([(get_game(name).title, name) for name in game_names()],
                         value=self.game, allow_blank=False, id="game", compact=True)
            with Vertical(id="dm-options"):
                yield Label(_("Level"), classes="field-label")
                yield Select([(_(LEVEL_WORDS[level]), level) for level in LEVELS], value="basic",
                             allow_blank=False, id="level", compact=True)
            with Vertical(id="tda-options"):
                yield from self.tda_options()
            yield from self.seats()
            with Vertical(id="table-rules"):
                yield from self.table_rules()
            with Horizontal(classes="pair spaced"):
                yield Label(_("Seed"), classes="inline-label")
                yield Input(value=str(self.seed), id="seed", type="integer", valid_empty=True,
                            placeholder=_("empty: a random seed"), compact=True)
                yield Label(_("Bot speed"), classes="inline-label")
                yield Select([(_(SPEED_WORDS[s]), s) for s in SPEEDS], value="normal",
                             allow_blank=False, id="speed", compact=True)
            yield Static(id="setup-error")
            yield Button(_("Start the game (Ctrl+S)"), id="start", variant="primary")
        yield SaidFooter()

    def tda_options(self) -> ComposeResult:
        """Three-Dragon Ante's own choices: the deck and how it is built (one description
        for both, under them), or a deck file; the rules."""
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
                     [(f"{r.title}: {r.description}", name) for name, r in sorted(RULESETS.items())],
                     value="default", allow_blank=False, id="ruleset", compact=True)

    def seats(self) -> ComposeResult:
        yield Label(_("Seats ({low} to {high}; empty chairs are skipped)").format(low=2, high=6),
                    classes="field-label", id="seats-label")
        for i in range(6):
            with Horizontal(classes="seat-row", id=f"seat-{i}"):
                yield Select(seat_kinds(self.game), value=default_kind(self.game, i),
                             allow_blank=False, id=f"kind-{i}", classes="seat-kind",
                             compact=True)
                yield Input(value=DEFAULT_NAMES[i], placeholder=_("name"), id=f"name-{i}",
                            classes="seat-name", compact=True)
        yield Static(id="bots-about")

    def table_rules(self) -> ComposeResult:
        """The table's own rules: the gold and the optional end rules (Three-Dragon
        Ante's). Another section of table rules (a time limit, optional rules for
        either game) belongs in this container, `#table-rules`, after these."""
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

    def on_mount(self) -> None:
        self.sub_title = _("new game")
        with self.prevent(Select.Changed, Input.Changed, SelectionList.SelectedChanged):
            variant = self.recall_setup()
            self._deck_changed(str(self.query_one("#deck", Select).value), variant)
            self.query_one(AbilitiesSetup).recall(self.memory.get("abilities"))
        self._game_changed(self.game, first=True)
        self.describe_bots()
        # where the choosing starts (the form is not laid out yet: scrolling to the
        # field now would leave the form a line down, its first label hidden)
        self.set_focus(self.query_one("#game", Select), scroll_visible=False)
        if self.memory_problem:
            self.notify(self.memory_problem, severity="warning", timeout=8, markup=False)

    # -- open lists -------------------------------------------------------------
    OPEN_LIST_MAX = 12  # Textual's own cap on an open Select's height

    def on_descendant_focus(self, event) -> None:
        if isinstance(event.widget, SelectOverlay):
            self.call_after_refresh(self.fit_open_list, event.widget)

    def fit_open_list(self, overlay: SelectOverlay) -> None:
        """An open list stops above the footer: the form scrolls up to make room, and
        what room is left caps the list (it scrolls). At 80x24 the seats' lists
        covered the footer (issue 27.19)."""
        select = overlay.parent
        if not isinstance(select, Select) or not select.expanded:
            return
        footer_top = self.size.height - 1
        below = footer_top - select.region.bottom
        wanted = min(self.OPEN_LIST_MAX, len(select._options) + 2)
        if below < wanted:
            form = self.query_one("#setup", VerticalScroll)
            shift = int(min(wanted - below, form.max_scroll_y - form.scroll_y))
            if shift > 0:
                form.scroll_relative(y=shift, animate=False)
                below += shift
        overlay.styles.max_height = max(3, min(self.OPEN_LIST_MAX, below))

    # -- the last setup ---------------------------------------------------------
    FIELDS = ("deck-file", "gold", "gold-pp", "end-players", "end-gold", "max-gambits",
              "time-limit", "games")  # the last two: table_rules.py
    CHOICES = ("level", "deck", "ruleset", "speed", "hole-to", "hole-odd")  # Selects kept

    def setup_now(self) -> dict[str, Any]:
        """What is on screen, to remember (never the seed: the next game deals anew)."""
        rows = get_game(self.game).players[1]
        return {
            "game": self.game,
            "level": self.query_one("#level", Select).value,
            "deck": self.query_one("#deck", Select).value,
            "variant": self.query_one("#variant", Select).value,
            "specials": list(self.query_one("#specials", SelectionList).selected),
            "ruleset": self.query_one("#ruleset", Select).value,
            "seats": [[self.query_one(f"#kind-{i}", Select).value,
                       self.query_one(f"#name-{i}", Input).value] for i in range(rows)],
            "speed": self.query_one("#speed", Select).value,
            "hole-to": self.query_one("#hole-to", Select).value,
            "hole-odd": self.query_one("#hole-odd", Select).value,
            **{field: self.query_one(f"#{field}", Input).value for field in self.FIELDS},
            "abilities": self.query_one(AbilitiesSetup).memory(),
        }

    def _put(self, selector: str, value: object) -> bool:
        """Put a remembered value in a field; one the field cannot take is skipped."""
        widget = self.query_one(selector)
        if isinstance(widget, Select):
            return choose_if_offered(widget, value)
        elif isinstance(widget, Input) and isinstance(value, str) and len(value) < 4096:
            widget.value = value
        else:
            return False
        return True

    def remembered_specials(self) -> list[str]:
        chosen = self.memory.get("specials")
        known = {card for _, card in specials()}
        return [c for c in chosen if isinstance(c, str) and c in known][:IN_PLAY] if isinstance(chosen, list) else []

    def recall_setup(self) -> str | None:
        """Fill the screen with the remembered setup (this game's seats only); the
        deck-building option comes back for `_deck_changed` (the specials ticked are
        put in as the list is made)."""
        memory = self.memory
        if not memory:
            return None
        for key in self.CHOICES:
            if key in memory:
                self._put(f"#{key}", memory[key])
        for field in self.FIELDS:
            if field in memory:
                self._put(f"#{field}", memory[field])
        seats = memory.get("seats")
        if memory.get("game") == self.game and isinstance(seats, list):
            for i, seat in enumerate(seats[:6]):
                if isinstance(seat, list) and len(seat) == 2:
                    self._put(f"#kind-{i}", seat[0])
                    self._put(f"#name-{i}", seat[1])
        variant = memory.get("variant")
        return variant if isinstance(variant, str) else None

    # -- reacting to choices ------------------------------------------------------
    @on(Select.Changed, "#game")
    def game_changed(self, event: Select.Changed) -> None:
        # the value now, not the event's: a Changed queued while the screen mounted
        # carries the value before the remembered setup was put in
        self._game_changed(str(self.query_one("#game", Select).value))

    def _game_changed(self, game: str, first: bool = False) -> None:
        """Show the chosen game's own choices and the seats it takes."""
        changed = game != self.game
        self.game = game
        self.title = get_game(game).title
        dm = game == DRAGONMASTER
        self.query_one("#dm-options").display = dm
        self.query_one("#tda-options").display = not dm
        for widget in self.query(".tda-only"):
            widget.display = not dm
        low, high = get_game(game).players
        self.query_one("#seats-label", Label).update(
            _("Seats ({low} to {high}; empty chairs are skipped)").format(low=low, high=high))
        for i in range(6):
            self.query_one(f"#seat-{i}").display = i < high
            if changed and not first:  # a seat keeps its human, or a bot both games have
                select = self.query_one(f"#kind-{i}", Select)
                kept = select.value
                kinds = seat_kinds(game)
                select.set_options(kinds)
                keep = kept != "empty" and any(kept == value for _, value in kinds)
                select.value = kept if keep else default_kind(game, i)
        if changed:
            self.describe_bots()

    @on(Select.Changed, ".seat-kind")
    def kind_changed(self) -> None:
        self.describe_bots()

    def describe_bots(self) -> None:
        """A line for each bot level seated, in the chosen game's words."""
        words = bot_descriptions(self.game)
        seated = []
        for i in range(get_game(self.game).players[1]):
            kind = str(self.query_one(f"#kind-{i}", Select).value)
            if kind.startswith("bot:") and kind[4:] not in seated:
                seated.append(kind[4:])
        text = Text(_("Bots seated: ") if seated else _("No bots: humans only."), style="dim")
        for n, name in enumerate(_ordered(seated)):
            text.append("; " if n else "")
            text.append(f"{name}", style="bold")
            text.append(_(", {about}").format(about=words.get(name) or _("a bot")))
        self.query_one("#bots-about", Static).update(text)

    @on(Select.Changed, "#deck")
    def deck_changed(self, event: Select.Changed) -> None:
        deck = str(self.query_one("#deck", Select).value)  # now, as for the game
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
        self.query_one(TableRules).ruleset_is(ruleset)
        self.query_one(AbilitiesSetup).ruleset_is(ruleset)

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
                about.append(".")
        self.query_one("#deck-about", Static).update(about)

    # -- starting ---------------------------------------------------------------
    @on(Button.Pressed, "#start")
    def start_pressed(self) -> None:
        self.action_start()

    def _int(self, widget_id: str) -> int | None:
        text = self.query_one(f"#{widget_id}", Input).value.strip()
        return int(text) if text else None

    def build(self):
        """The config and seats chosen on screen (raises ValueError with a readable message)."""
        seats = []
        for i in range(get_game(self.game).players[1]):  # rows past the game's most are hidden
            kind = str(self.query_one(f"#kind-{i}", Select).value)
            name = self.query_one(f"#name-{i}", Input).value.strip()
            if kind == "empty":
                continue
            if kind == "human":
                if not name:
                    raise ValueError(_("seat {number} needs a name").format(number=i + 1))
                seats.append(Seat(name))
            else:
                # a name, not words: saved with the game and shown in every language
                seats.append(Seat(name or f"Bot {i + 1}", kind.removeprefix("bot:")))
        names = [s.name for s in seats]
        if len(set(names)) != len(names):
            raise ValueError(_("two seats share a name"))
        seed = self._int("seed")
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        if self.game == DRAGONMASTER:
            level = str(self.query_one("#level", Select).value)
            return DragonmasterConfig(players=names, level=level, seed=seed), seats
        deck = str(self.query_one("#deck", Select).value)
        deck_file = self.query_one("#deck-file", Input).value.strip()
        if deck_file:  # a deck of one's own replaces the one picked above
            deck = str(Path(deck_file).expanduser())
            if not deck.endswith(".toml"):
                raise ValueError(_("{path}: a deck file's name ends in .toml").format(
                    path=deck_file))
        ruleset = str(self.query_one("#ruleset", Select).value)
        options = {"starting_gold": self.starting_gold(len(seats)),
                   "gold_per_player": self._int("gold-pp"),
                   "end_players_left": self._int("end-players"),
                   "end_gold": self._int("end-gold"), "max_gambits": self._int("max-gambits")}
        options = {k: v for k, v in options.items() if v is not None}
        options.update(self.query_one(TableRules).options())
        options.update(self.query_one(AbilitiesSetup).options(seed))
        variant = self.variant()
        if variant != "none" and not deck_file:
            options["variant"] = self.custom_variant(variant)
        config = GameConfig(players=names, deck=deck,
                            ruleset=None if ruleset == "default" else ruleset,
                            seed=seed, **options)
        return config, seats

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
        """How many games in a row (None: one game; Dragonmaster plays one)."""
        if self.game == DRAGONMASTER:
            return None
        return self.query_one(TableRules).games()

    def custom_variant(self, variant: str) -> str:
        """A custom option with the ticked specials: "custom=druid,thief+show-em"."""
        if not variant.startswith("custom"):
            return variant
        ticked = list(self.query_one("#specials", SelectionList).selected)
        if not 1 <= len(ticked) <= IN_PLAY:
            raise ValueError(_("a custom Legendary deck: tick 1 to {most} specials in the "
                               "list, not {ticked}").format(most=IN_PLAY, ticked=len(ticked)))
        return variant.replace("custom", "custom=" + ",".join(ticked), 1)

    def action_leave(self) -> None:
        """Quit, keeping what was chosen for next time: a second Esc after closing a
        menu quit at once and lost a whole setup (abilities, seats, specials)."""
        remember(self.setup_now())  # a memory that cannot be written costs nothing here
        self.app.exit()

    def refuse(self, why: str) -> None:
        """Say why the game cannot start, where the player looks: the line under the
        form is brought into view (at 80x24 it sat below the screen, so Ctrl+S seemed
        to do nothing) and a notice repeats it."""
        error = self.query_one("#setup-error", Static)
        error.update(plain(f"⚠ {why}"))
        self.call_after_refresh(error.scroll_visible, animate=False)
        self.notify(why, title=_("Cannot start"), severity="error", timeout=8, markup=False)


    def action_start(self) -> None:
        try:
            config, seats = self.build()
            games = self.games()
        except ValidationError as err:
            self.refuse("; ".join(e["msg"].removeprefix("Value error, ") for e in err.errors()))
            return
        except (ValueError, TdaError) as err:
            self.refuse(str(err))  # it may quote a name or path
            return
        problem = remember(self.setup_now())
        if problem:
            self.notify(problem, severity="warning", timeout=8, markup=False)
        speed = str(self.query_one("#speed", Select).value)
        self.app.start_game(config, seats, speed, games)
