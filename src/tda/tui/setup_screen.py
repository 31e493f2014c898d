"""The launch screen: the game first; then Three-Dragon Ante's deck, rules, gold and end
rules, or Dragonmaster's level; the seats and the seed."""

from __future__ import annotations

import random
from pathlib import Path

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, Select, Static

from tda.bots import DESCRIPTIONS
from tda.cards import DECKS
from tda.dragonmaster import LEVELS, DragonmasterConfig
from tda.engine import RULESETS, GameConfig, TdaError
from tda.session import Seat
from tda.table.registry import DEFAULT_GAME, game_names, get_game

from .render import plain
from .table_rules import TableRules
from .table_screen import SPEEDS

SEAT_KINDS = [("Human", "human")] + [(f"Bot: {name}", f"bot:{name}") for name in sorted(DESCRIPTIONS)] \
    + [("Empty chair", "empty")]
DEFAULT_NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
DRAGONMASTER = "dragonmaster"
LEVEL_WORDS = {"basic": "basic: tricks and penalties under five contracts",
               "advanced": "advanced: adds the wild Dragon and Power Plays",
               "expert": "expert: adds first-lead restrictions and Secret Power Plays"}
# The bots Dragonmaster seats, as its registry entry builds them.
DM_BOTS = ("random", "heuristic", "search")


def seat_kinds(game: str) -> list[tuple[str, str]]:
    """The kinds of seat a game offers: a human, each bot it can seat, an empty chair."""
    if game == DEFAULT_GAME:
        return SEAT_KINDS
    make_bot = get_game(game).make_bot
    bots = []
    for name in DM_BOTS:
        try:
            make_bot(name)
        except ValueError:
            continue
        bots.append((f"Bot: {name}", f"bot:{name}"))
    return [("Human", "human"), *bots, ("Empty chair", "empty")]


def default_kind(game: str, seat: int) -> str:
    if seat == 0:
        return "human"
    if game == DEFAULT_GAME:
        return "bot:random" if seat < 4 else "empty"
    return "bot:heuristic" if seat < 4 else "empty"


def deck_variants(deck: str) -> dict[str, str]:
    """Deck-building options a deck offers (name -> description), if any."""
    return dict(getattr(DECKS[deck], "variants", {}) or {})


class SetupScreen(Screen):
    BINDINGS = [Binding("ctrl+s", "start", "Start game"), Binding("escape", "app.quit", "Quit")]

    def __init__(self, seed: int | None = None, game: str | None = None) -> None:
        super().__init__()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.game = game or DEFAULT_GAME

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="setup"):
            yield Label("Game", classes="field-label")
            yield Select([(get_game(name).title, name) for name in game_names()],
                         value=self.game, allow_blank=False, id="game", compact=True)
            with Vertical(id="dm-options"):
                yield Label("Level", classes="field-label")
                yield Select([(LEVEL_WORDS[level], level) for level in LEVELS], value="basic",
                             allow_blank=False, id="level", compact=True)
            with Vertical(id="tda-options"):
                yield from self.tda_options()
            yield Label("Seats (2 to 6; empty chairs are skipped)", classes="field-label",
                        id="seats-label")
            for i in range(6):
                kind = default_kind(self.game, i)
                with Horizontal(classes="seat-row", id=f"seat-{i}"):
                    yield Select(seat_kinds(self.game), value=kind, allow_blank=False,
                                 id=f"kind-{i}", classes="seat-kind", compact=True)
                    yield Input(value=DEFAULT_NAMES[i], placeholder="name", id=f"name-{i}",
                                classes="seat-name", compact=True)
            with Horizontal(classes="pair spaced"):
                yield Label("Starting gold", classes="inline-label tda-only")
                yield Input(placeholder="ruleset default", id="gold", type="integer",
                            compact=True, classes="tda-only")
                yield Input(placeholder="or per player (12, 15)", id="gold-pp",
                            type="integer", compact=True, classes="tda-only")
                yield Label("Seed", classes="inline-label")
                yield Input(value=str(self.seed), id="seed",
                            type="integer", compact=True)
            yield Label("Optional end rules (leave empty for the standard game)",
                        classes="field-label tda-only")
            with Horizontal(classes="pair tda-only"):
                yield Input(placeholder="play on until N remain", id="end-players",
                            type="integer", compact=True)
                yield Input(placeholder="end at G gold", id="end-gold", type="integer",
                            compact=True)
                yield Input(placeholder="end after N gambits", id="max-gambits",
                            type="integer", compact=True)
            yield TableRules(id="table-rules", classes="tda-only")
            with Horizontal(classes="pair spaced"):
                yield Label("Bot speed", classes="inline-label")
                yield Select([(s, s) for s in SPEEDS], value="normal", allow_blank=False,
                             id="speed", compact=True)
            yield Static(id="setup-error")
            yield Button("Start the game (Ctrl+S)", id="start", variant="primary")
        yield Footer()

    def tda_options(self) -> ComposeResult:
        """Three-Dragon Ante's own choices: the deck, the rules, a deck-building option."""
        yield Label("Deck", classes="field-label")
        yield Select([(f"{spec.title} — {spec.description}", name)
                      for name, spec in sorted(DECKS.items())],
                     value="original", allow_blank=False, id="deck", compact=True)
        yield Input(placeholder="or your own deck: the path of a .toml deck file (README)",
                    id="deck-file", compact=True)
        yield Label("Rules", classes="field-label")
        yield Select([("The deck's own rules", "default")] +
                     [(f"{r.title}: {r.description}", name) for name, r in sorted(RULESETS.items())],
                     value="default", allow_blank=False, id="ruleset", compact=True)
        yield Label("Deck option (Legendary deck building, theme-deck swaps)", classes="field-label")
        yield Select([("—", "none")], value="none", allow_blank=False, id="variant",
                     disabled=True, compact=True)

    def on_mount(self) -> None:
        self.sub_title = "new game"
        self._deck_changed("original")
        self._game_changed(self.game, first=True)

    @on(Select.Changed, "#game")
    def game_changed(self, event: Select.Changed) -> None:
        self._game_changed(str(event.value))

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
            f"Seats ({low} to {high}; empty chairs are skipped)")
        for i in range(6):
            self.query_one(f"#seat-{i}").display = i < high
            if changed and not first:
                select = self.query_one(f"#kind-{i}", Select)
                select.set_options(seat_kinds(game))
                select.value = default_kind(game, i)

    @on(Select.Changed, "#deck")
    def deck_changed(self, event: Select.Changed) -> None:
        self._deck_changed(str(event.value))

    @on(Select.Changed, "#ruleset")
    def ruleset_changed(self) -> None:
        self._show_table_rules()

    def _show_table_rules(self) -> None:
        """The table rules follow the rules the game will be played by."""
        ruleset = str(self.query_one("#ruleset", Select).value)
        if ruleset == "default":
            ruleset = DECKS[str(self.query_one("#deck", Select).value)].default_ruleset
        self.query_one(TableRules).ruleset_is(ruleset)

    def _deck_changed(self, deck: str) -> None:
        self._show_table_rules()
        variants = deck_variants(deck)
        select = self.query_one("#variant", Select)
        if variants:
            select.set_options([(f"{name}: {text}", name) for name, text in variants.items()])
            select.value = next(iter(variants))
            select.disabled = False
        else:
            select.set_options([("— (this deck has none)", "none")])
            select.value = "none"
            select.disabled = True

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
                    raise ValueError(f"seat {i + 1} needs a name")
                seats.append(Seat(name))
            else:
                seats.append(Seat(name or f"Bot {i + 1}", kind.removeprefix("bot:")))
        names = [s.name for s in seats]
        if len(set(names)) != len(names):
            raise ValueError("two seats share a name")
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
                raise ValueError(f"{deck_file}: a deck file's name ends in .toml")
        ruleset = str(self.query_one("#ruleset", Select).value)
        options = {"starting_gold": self._int("gold"), "gold_per_player": self._int("gold-pp"),
                   "end_players_left": self._int("end-players"),
                   "end_gold": self._int("end-gold"), "max_gambits": self._int("max-gambits")}
        options = {k: v for k, v in options.items() if v is not None}
        options.update(self.query_one(TableRules).options())
        variant = str(self.query_one("#variant", Select).value)
        if variant != "none" and not deck_file:
            options["variant"] = variant
        config = GameConfig(players=names, deck=deck,
                            ruleset=None if ruleset == "default" else ruleset,
                            seed=seed, **options)
        return config, seats

    def action_start(self) -> None:
        error = self.query_one("#setup-error", Static)
        try:
            config, seats = self.build()
        except ValidationError as err:
            error.update(plain("⚠ " + "; ".join(e["msg"].removeprefix("Value error, ")
                                                for e in err.errors())))
            return
        except (ValueError, TdaError) as err:
            error.update(plain(f"⚠ {err}"))  # it may quote a name or path
            return
        speed = str(self.query_one("#speed", Select).value)
        self.app.start_game(config, seats, speed)
