"""The launch screen: the game first; then the chosen game's own fields (its entry names
them: a deck and its rules, a level); the seats, each bot level described in the
game's words; the game's table rules; the seed and the bot speed. The last setup
started (or left with Esc) is remembered (`setup_memory`). No game is named here: a
game's fields come from its registry entry (`tda.tui.setup_fields`).

Where tda ships a language besides English, the screen starts with the language
choice, each language by its own name; a choice is remembered (the next start
speaks it unless --lang or TDA_LANG says otherwise) and applies at once: the screen
is made again in that language, with what was chosen on it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Header, Input, Label, Select, SelectionList, Static
from textual.widgets._select import SelectOverlay

from tda import i18n
from tda.i18n import N_, _
from tda.table.errors import TdaError
from tda.table.registry import DEFAULT_GAME, game_names, get_game, load_object
from tda.table.session import Seat
from tda.words.table import refusal

from .app_calls import table_app
from .render import plain
from .setup_fields import SetupFields, choose_if_offered, fit_select
from .setup_memory import recall, remember
from .table_screen import SPEED_WORDS, SPEEDS
from .widgets import SaidFooter

DEFAULT_NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
SEAT_KIND_WIDTH = 24  # a seat's kind list, as wide as English needs (tda.tcss)
DEFAULT_BOT = "normal"  # the level a bot seat starts at, in a game that has it
# Bot levels in the order a player weighs them: casual to sharp, then the plain ones.
BOT_ORDER = ("easy", "normal", "hard", "heuristic", "ismcts", "search", "random")


def _ordered(names) -> list[str]:
    return sorted(names, key=lambda n: (BOT_ORDER.index(n) if n in BOT_ORDER else 99, n))


def bot_descriptions(game: str) -> dict[str, str]:
    """Each bot a game seats (name -> what it plays like), weakest-looking first: the
    bots its entry describes that it can seat."""
    entry = get_game(game)
    words = dict(entry.presentation.bot_words) if entry.presentation else {}
    for name in list(words):
        try:
            entry.make_bot(name)
        except ValueError:
            del words[name]
    return {name: words[name] for name in _ordered(words)}


def seat_kinds(game: str) -> list[tuple[str, str]]:
    """The kinds of seat a game offers: a human, each bot it can seat, an empty chair."""
    # a bot's level name is a word of the command line (bot:hard): shown as it is typed
    bots = [(_("Bot: {level}").format(level=name), f"bot:{name}")
            for name in bot_descriptions(game)]
    return [(_("Human"), "human"), *bots, (_("Empty chair"), "empty")]


SEAT_KINDS = seat_kinds(DEFAULT_GAME)  # the default game's (the old public name)


def default_kind(game: str, seat: int) -> str:
    """A human first, then bots (at `DEFAULT_BOT` when the game has it), then empty
    chairs."""
    if seat == 0:
        return "human"
    if seat >= 4:
        return "empty"
    bots = bot_descriptions(game)
    return f"bot:{DEFAULT_BOT if DEFAULT_BOT in bots else next(iter(bots))}"


def fields_of(game: str, below: bool = False) -> list[type[SetupFields]]:
    """The class of a game's own setup fields above the seats (`below`: its table
    rules, below them), as a list of none or one."""
    presentation = get_game(game).presentation
    path = None if presentation is None else \
        presentation.table_rules if below else presentation.setup
    if path is None:
        return []
    found = load_object(path)
    if not (isinstance(found, type) and issubclass(found, SetupFields)):
        raise TypeError(f"{path} is no SetupFields")
    return [found]


class SetupScreen(Screen):
    BINDINGS = [Binding("ctrl+s", "start", N_("Start game")),
                Binding("escape", "leave", N_("Quit"))]
    # No automatic focus: on_mount gives it to the game choice. Textual's default would
    # focus the scrolling form first and restyle all its fields twice (~0.1 s at start)
    # as the focus moved on.
    AUTO_FOCUS = ""
    first_focus = "#game"  # the field focused when the screen opens
    language_shown: str | None = None  # the language choice as the screen opened

    def __init__(self, seed: int | None = None, game: str | None = None) -> None:
        super().__init__()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.memory, self.memory_problem = recall()
        chosen = self.memory.get("language")  # on this screen, some time before
        self.language = chosen if isinstance(chosen, str) else None
        remembered = self.memory.get("game")
        if game is None and isinstance(remembered, str) and remembered in game_names():
            game = remembered
        self.game = game or DEFAULT_GAME

    # -- the screen -----------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="setup"):
            yield from self.language_choice()
            yield Label(_("Game"), classes="field-label")
            yield Select([(_(get_game(name).title), name) for name in game_names()],
                         value=self.game, allow_blank=False, id="game", compact=True)
            for name in game_names():  # each game's own fields; the chosen game's show
                for fields in fields_of(name):
                    yield fields(self.memory)
            yield from self.seats()
            with Vertical(id="table-rules"):  # the games' table rules, below the seats
                for name in game_names():
                    for fields in fields_of(name, below=True):
                        yield fields(self.memory)
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

    def language_choice(self) -> ComposeResult:
        """The languages this terminal can draw, each by its own name; none when
        English is the only one (issue 31.2). Labelled in English beside the
        language spoken, so that a player who cannot read it finds the way back."""
        choices = i18n.language_choices()  # the output's encoding was checked at start
        if len(choices) < 2:
            return
        spoken = i18n.language()
        said = _("Language")
        label = "Language" if spoken == i18n.ENGLISH else f"{said} / Language"
        # the pseudo-language (tests) shows as English, and stays spoken until changed
        self.language_shown = spoken if spoken in choices else i18n.ENGLISH
        with Horizontal(classes="pair spaced", id="language-row"):
            yield Label(label, classes="inline-label")
            yield Select([(i18n.ENDONYMS.get(lang, lang), lang) for lang in choices],
                         value=self.language_shown, allow_blank=False, id="language",
                         compact=True)

    def seats(self) -> ComposeResult:
        yield Label(_("Seats ({low} to {high}; empty chairs are skipped)").format(low=2, high=6),
                    classes="field-label", id="seats-label")
        kinds = seat_kinds(self.game)
        for i in range(6):
            with Horizontal(classes="seat-row", id=f"seat-{i}"):
                kind = Select(kinds, value=default_kind(self.game, i),
                              allow_blank=False, id=f"kind-{i}", classes="seat-kind",
                              compact=True)
                fit_select(kind, kinds, SEAT_KIND_WIDTH)
                yield kind
                yield Input(value=DEFAULT_NAMES[i], placeholder=_("name"), id=f"name-{i}",
                            classes="seat-name", compact=True)
        yield Static(id="bots-about")

    def game_fields(self, game: str | None = None) -> Iterator[SetupFields]:
        """The fields of `game` (None: of every game), above the seats first."""
        for fields in self.query(SetupFields):
            if game is None or fields.game == game:
                yield fields

    def on_mount(self) -> None:
        self.sub_title = _("new game")
        with self.prevent(Select.Changed, Input.Changed, SelectionList.SelectedChanged):
            self.recall_setup()
        self._game_changed(self.game, first=True)
        self.describe_bots()
        # where the choosing starts (the form is not laid out yet: scrolling to the
        # field now would leave the form a line down, its first label hidden)
        self.set_focus(self.query_one(self.first_focus, Select), scroll_visible=False)
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
    CHOICES = ("speed",)  # the screen's own Selects kept; each game's fields keep theirs

    def setup_now(self) -> dict[str, Any]:
        """What is on screen, to remember (never the seed: the next game deals anew).
        Every game's fields are kept, so a game picked again comes back as it was."""
        rows = get_game(self.game).players[1]
        now: dict[str, Any] = {
            "game": self.game,
            "seats": [[self.query_one(f"#kind-{i}", Select).value,
                       self.query_one(f"#name-{i}", Input).value] for i in range(rows)],
            "speed": self.query_one("#speed", Select).value,
        }
        if self.language is not None:  # chosen here (not a --lang of one start)
            now["language"] = self.language
        for fields in self.game_fields():
            now.update(fields.memory())
        return now

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

    def recall_setup(self) -> None:
        """Fill the screen with the remembered setup (this game's seats only); each
        game's fields take theirs, then follow them up (a deck's building options)."""
        memory = self.memory
        if not memory:
            return
        for key in self.CHOICES:
            if key in memory:
                self._put(f"#{key}", memory[key])
        every = list(self.game_fields())
        for fields in every:
            fields.recall(memory)
        seats = memory.get("seats")
        if memory.get("game") == self.game and isinstance(seats, list):
            for i, seat in enumerate(seats[:6]):
                if isinstance(seat, list) and len(seat) == 2:
                    self._put(f"#kind-{i}", seat[0])
                    self._put(f"#name-{i}", seat[1])
        for fields in every:
            fields.recalled(memory)

    # -- reacting to choices ------------------------------------------------------
    @on(Select.Changed, "#language")
    def language_changed(self) -> None:
        """Speak the language chosen from now on: remembered for the next start, and
        this screen made again in it (every word on it, the footer's too), keeping
        what was chosen on it (through the memory) and the seed."""
        lang = str(self.query_one("#language", Select).value)
        if lang in (i18n.language(), self.language_shown):
            return  # the value it opened with (a Changed sent as the list mounts)
        i18n.use_language(lang)
        self.language = lang
        problem = remember(self.setup_now())
        if self.app.TITLE:  # the header's words too
            self.app.title = _(self.app.TITLE)
        seed = self._int_or_none("seed")
        fresh = SetupScreen(self.seed if seed is None else seed, self.game)
        fresh.first_focus = "#language"  # where the player was
        self.app.switch_screen(fresh)
        if problem:
            fresh.call_after_refresh(fresh.notify, problem, severity="warning", timeout=8,
                                     markup=False)

    def _int_or_none(self, widget_id: str) -> int | None:
        try:
            return self._int(widget_id)
        except ValueError:
            return None

    @on(Select.Changed, "#game")
    def game_changed(self, event: Select.Changed) -> None:
        # the value now, not the event's: a Changed queued while the screen mounted
        # carries the value before the remembered setup was put in
        self._game_changed(str(self.query_one("#game", Select).value))

    def _game_changed(self, game: str, first: bool = False) -> None:
        """Show the chosen game's own choices and the seats it takes."""
        changed = game != self.game
        self.game = game
        self.title = _(get_game(game).title)
        for fields in self.game_fields():
            fields.display = fields.game == game
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
                fit_select(select, kinds, SEAT_KIND_WIDTH)
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
            about = words.get(name)  # said from the catalog (tda.tui.bot_words)
            text.append(_(", {about}").format(about=_(about) if about else _("a bot")))
        self.query_one("#bots-about", Static).update(text)

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
        options: dict[str, object] = {}
        for fields in self.game_fields(self.game):
            options.update(fields.options(len(seats), seed))
        return get_game(self.game).config_class(players=names, seed=seed, **options), seats

    def games(self) -> int | None:
        """How many games in a row (None: one game, as a game without matches plays)."""
        return next((n for fields in self.game_fields(self.game)
                     if (n := fields.games()) is not None), None)

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
        except (ValueError, TdaError) as err:  # pydantic's ValidationError included
            # the rules' phrase in the table's language (issue 29.1); it may quote a name
            self.refuse(refusal(err))
            return
        problem = remember(self.setup_now())
        if problem:
            self.notify(problem, severity="warning", timeout=8, markup=False)
        speed = str(self.query_one("#speed", Select).value)
        table_app(self).start_game(config, seats, speed, games)
