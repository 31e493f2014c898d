"""The setup screen's "Character abilities" section (rules/ABILITIES.md section 4.1):
one collapsible widget that follows the rules the game will be played by.

- Original: one ability per character, or every eligible one; per seat, the list.
- Emperor's Gambit: the draft in Insight order (picks per seat), or chosen per seat
  (each ability held by one seat only).
- Legendary: per seat its abilities (one shared disk), the draconic ancestry colour,
  and whether the abilities stay secret until used.

A seat's abilities are ticked in a modal list that shows each ability's text and its
character prerequisite (a reminder: nothing is checked, ruling A26). A bot left
without a choice gets a random draw (ruling L40), made here from the game's seed and
written into the config as plain lists, so the record replays it. `options()` gives
the chosen settings as GameConfig fields; the engine's ConfigError says what is wrong
with an impossible combination.
"""

from __future__ import annotations

import random
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import (
    Button,
    Checkbox,
    Collapsible,
    Input,
    Label,
    Select,
    SelectionList,
    Static,
)

from tda.engine.abilities.catalog import (
    ANCESTRY_COLORS,
    EDITIONS,
    Ability,
    edition_of,
)
from tda.engine.abilities.checks import MOST_PER_SEAT
from tda.games.three_dragon_ante.tui.chips import ability_title
from tda.games.three_dragon_ante.words.phrases import (
    ability_edition,
    ability_reminder,
    ability_text,
)
from tda.i18n import N_, _, ngettext, pgettext
from tda.tui.render import plain
from tda.tui.setup_fields import choose_if_offered
from tda.tui.widgets import TickBox, TickList

SEATS = 6  # the setup screen's seat rows
OFF = "off"
# The modes each edition offers (value -> words); "off" first, the default.
MODES: dict[str | None, list[tuple[str, str]]] = {
    "original": [(N_("off: no character abilities"), OFF),
                 (N_("one per character"), "one"),
                 (N_("every eligible one (all)"), "all")],
    "revised": [(N_("off: no character abilities"), OFF),
                (N_("drafted in Insight order"), "draft"),
                (N_("chosen per seat"), "chosen")],
    "legendary": [(N_("off: no character abilities"), OFF),
                  (N_("chosen per seat"), "chosen")],
    None: [(N_("off (the deck file's rules: pick Rules above first)"), OFF)],
}
TITLE_WORDS = {"one": N_("one each"), "all": N_("all eligible"), "draft": N_("a draft"),
               "chosen": N_("chosen per seat")}
SHORT = {"original": N_("original"), "revised": N_("Emperor's Gambit"),
         "legendary": N_("Legendary")}
# What a mode means, under the mode line.
ABOUT = {
    ("original", "one"): N_("Each character holds at most one ability (5 ranks in its "
                            "skill); several may hold the same one."),
    ("original", "all"): N_("Each character holds every ability whose skill it has at 5 "
                            "ranks; any number each."),
    ("revised", "draft"): N_("Before the deal every seat rolls Insight (d20 plus its bonus) "
                             "and picks, best roll first, pass by pass; an ability has one "
                             "holder. A used ability is ready again after its holder's next "
                             "special flight. Bots pick by a fixed preference."),
    ("revised", "chosen"): N_("Each seat's abilities as ticked below; an ability has one "
                              "holder. A used ability is ready again after a special flight."),
    ("legendary", "chosen"): N_("Each seat's abilities as ticked below (two is the book's "
                                "usual). Any use turns the seat's one disk to expended; a "
                                "special flight readies it."),
}
# How many abilities a bot draws when no human seat holds any (else: as many as the
# human holding the most), by edition and mode (ruling L40).
BOT_DRAW = {("original", "one"): 1, ("original", "all"): 2, ("revised", "chosen"): 2,
            ("legendary", "chosen"): 2}
BOT_STREAM = 0xAB17  # the bots' draw: its own stream from the seed, the deal untouched
# How often an ability may be used (catalog.Limit's values), said in the modal.
LIMIT_WORDS = {"once per game": N_("once per game"), "once per gambit": N_("once per gambit"),
               "until a special flight": N_("until a special flight"),
               "the ability disk": N_("the ability disk")}


def color_word(color: str) -> str:
    """A dragon colour in the table's language, as a Wild Card names it."""
    return pgettext("dragon color", color)


def modes(edition: str | None) -> list[tuple[str, str]]:
    """The modes `edition` offers, said in the table's language (MODES holds English)."""
    return [(_(words), value) for words, value in MODES[edition]]


def held_words(
ids: list[str], ancestry: str | None = None) -> str:
    words = [ability_title(a) + (f" ({color_word(ancestry)})" if a == "draconic-ancestry"
                                 and ancestry else "") for a in ids]
    return _(", ").join(words) if words else _("none")


def _mapping(value: object) -> dict:
    return value if isinstance(value, dict) else {}


class ChooseAbilities(ModalScreen[tuple[list[str], str | None] | None]):
    """Tick one seat's abilities; the highlighted one's text and prerequisite below.
    Legendary asks the ancestry colour of draconic ancestry."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel")), Binding("ctrl+s", "done", N_("Done"))]
    DEFAULT_CSS = """
    ChooseAbilities { align: center middle; }
    #ab-modal { width: 76; max-width: 100%; height: auto; max-height: 100%;
                border: thick $primary; background: $surface; padding: 0 1; }
    #ab-list { height: auto; max-height: 17; }
    #ab-detail { height: 3; color: $text-muted; }
    #ab-modal-buttons { height: auto; }
    #ab-modal-buttons Button { margin-right: 2; }
    #ab-ancestry-row { height: 1; }
    #ab-ancestry { width: 30; }
    """

    def __init__(self, seat_name: str, edition: str, chosen: list[str], ancestry: str | None,
                 note: str) -> None:
        super().__init__()
        self.seat_name = seat_name
        self.edition = edition
        self.chosen = chosen
        self.ancestry = ancestry
        self.note = note

    def compose(self) -> ComposeResult:
        table = EDITIONS[self.edition]
        with Vertical(id="ab-modal"):
            yield Label(plain(_("{name}'s abilities · {edition}").format(
                name=self.seat_name, edition=ability_edition(self.edition))),
                        classes="field-label")
            yield Label(plain(self.note), classes="ab-note")
            yield TickList(*[(ability_title(a), a, a in self.chosen) for a in table],
                                     id="ab-list")
            yield Static(id="ab-detail")
            if self.edition == "legendary":
                with Horizontal(id="ab-ancestry-row"):
                    yield Label(_("Draconic ancestry colour "), classes="inline-label")
                    yield Select([(color_word(c), c) for c in ANCESTRY_COLORS],
                                 value=self.ancestry or "red",
                                 allow_blank=False, id="ab-ancestry", compact=True)
            with Horizontal(id="ab-modal-buttons"):
                yield Button(_("Done (Ctrl+S)"), id="ab-done", variant="primary", compact=True)
                yield Button(_("Cancel (Esc)"), id="ab-cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one("#ab-list").focus()
        self.describe(next(iter(EDITIONS[self.edition])))

    @on(SelectionList.SelectionHighlighted, "#ab-list")
    def highlighted(self, event: SelectionList.SelectionHighlighted) -> None:
        self.describe(str(event.selection.value))

    def describe(self, ability_id: str) -> None:
        info: Ability = EDITIONS[self.edition][ability_id]
        # the name runs into the text with no space where the language has none, so a
        # Japanese text folds beside it instead of starting a row of its own (issue 31.3)
        text = Text(_("{ability}: ").format(ability=ability_title(ability_id)), style="bold")
        text.append(ability_text(self.edition, ability_id))
        limit = str(info.limit)
        limit = "" if limit == "always" else " " + _("Limit: {limit}.").format(
            limit=_(LIMIT_WORDS[limit]) if limit in LIMIT_WORDS else limit)
        text.append(limit + " " + _("Character: {reminder} (not checked).").format(
            reminder=ability_reminder(self.edition, ability_id)), style="dim")
        self.query_one("#ab-detail", Static).update(text)

    @on(Button.Pressed, "#ab-done")
    def action_done(self) -> None:
        ticked = list(self.query_one("#ab-list", SelectionList).selected)
        ids = [a for a in EDITIONS[self.edition] if a in ticked]
        most = MOST_PER_SEAT[self.edition]
        if len(ids) > most:  # the book's most for one character (local ruling L70)
            self.notify(_("{name} may hold at most {most} abilities in {edition}: untick "
                          "{extra}").format(name=self.seat_name, most=most,
                                            edition=ability_edition(self.edition),
                                            extra=len(ids) - most),
                        severity="warning")
            return
        ancestry = None
        if "draconic-ancestry" in ids:
            ancestry = str(self.query_one("#ab-ancestry", Select).value)
        self.dismiss((ids, ancestry))

    @on(Button.Pressed, "#ab-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)


class SeatRow(Horizontal):
    """One seat's line in the section: its Choose button, the draft's picks and Insight
    bonus, and what it holds. Built with its values, so they can be read at once."""

    def __init__(self, row: int, picks: object = "all", bonus: str = "") -> None:
        super().__init__(classes="ab-seat", id=f"ab-seat-{row}")
        self.choose = Button(_("Choose…"), id=f"ab-choose-{row}", classes="ab-choose",
                             compact=True)
        # the draft: this seat's picks and Insight bonus (ABILITIES.md 4.1)
        options: list[tuple[str, object]] = [(_("picks: as all"), "all")] + [
            (ngettext("{count} pick", "{count} picks", n).format(count=n), n) for n in (1, 2, 3)]
        self.picks = Select(options, allow_blank=False, id=f"ab-seat-picks-{row}",
                            classes="ab-draft", compact=True,
                            value=picks if any(picks == v for _w, v in options) else "all")
        self.bonus = Input(value=bonus, placeholder=_("Insight bonus"), id=f"ab-bonus-{row}",
                           classes="ab-draft", compact=True)
        self.held = Static(id=f"ab-held-{row}", classes="ab-held")

    def compose(self) -> ComposeResult:
        yield from (self.choose, self.picks, self.bonus, self.held)


class AbilitiesSetup(Vertical):
    """The character abilities at launch; `options(seed)` gives them as GameConfig
    fields. The setup screen says which rules the game is played by (`ruleset_is`)."""

    DEFAULT_CSS = """
    AbilitiesSetup { height: auto; margin-top: 1; }
    AbilitiesSetup Collapsible { padding: 0 0 0 1; border-top: none; background: $background; }
    AbilitiesSetup .pair { margin-top: 0; }
    AbilitiesSetup #ab-about { color: $text-muted; }
    AbilitiesSetup #ab-seats { height: auto; }
    AbilitiesSetup .ab-seat { height: 1; }
    AbilitiesSetup .ab-seat Button { width: 12; margin-right: 1; }
    AbilitiesSetup .ab-held { width: 1fr; }
    AbilitiesSetup .ab-seat Select { width: 18; margin-right: 1; }
    AbilitiesSetup .ab-seat Input { width: 18; margin-right: 1; }
    AbilitiesSetup #ab-secret { padding: 0; border: none; height: 1; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.edition: str | None = "original"
        self.chosen: dict[int, list[str]] = {}  # setup row -> ability ids ticked
        self.ancestry: dict[int, str] = {}  # setup row -> draconic ancestry colour
        # The seat rows cost a third of the setup screen's start, and the section starts
        # off: they are made when a mode needs them (`rows`), from the remembered draft.
        self._rows: list[SeatRow] = []
        self._draft_memory: dict[int, tuple[object, str]] = {}

    def compose(self) -> ComposeResult:
        with Collapsible(title=self.title(), id="ab-box", collapsed=True):
            with Horizontal(classes="pair"):
                yield Select(modes("original"), value=OFF, allow_blank=False, id="ab-mode",
                             compact=True)
                yield Select([(ngettext("{count} pick per seat", "{count} picks per seat",
                                        n).format(count=n), n) for n in (1, 2, 3)],
                             value=2, allow_blank=False, id="ab-picks", compact=True)
            yield Static(id="ab-about")
            with Horizontal(classes="pair", id="ab-more"):
                yield Select([(_("Bots left empty: a random draw"), "draw"),
                              (_("Bots left empty: no abilities"), "none")],
                             value="draw", allow_blank=False, id="ab-bots", compact=True)
                yield TickBox(_("Secret until used"), id="ab-secret", compact=True)
            yield Vertical(id="ab-seats")  # the seat rows, made when first needed

    def on_mount(self) -> None:
        # the seat rows above: follow their kinds and names (one query of the screen)
        for field in self.screen.query(".seat-kind, .seat-name"):
            self.watch(field, "value", lambda _: self.show(), init=False)
        self.show()

    def rows(self) -> list[SeatRow]:
        """The seat rows, made and mounted the first time they are asked for."""
        if not self._rows:
            self._rows = [SeatRow(row, *self._draft_memory.get(row, ("all", "")))
                          for row in range(SEATS)]
            self.query_one("#ab-seats").mount_all(self._rows)
        return self._rows

    # -- what the screen shows ------------------------------------------------
    def mode(self) -> str:
        return str(self.query_one("#ab-mode", Select).value)

    def title(self) -> str:
        edition = self.edition
        mode = self.mode() if self.is_mounted else OFF
        if mode == OFF:
            return _("Character abilities (D&D characters at the table): off")
        words = _(TITLE_WORDS[mode])
        if mode == "draft":
            picks = self.query_one('#ab-picks', Select).value
            words = _("{mode}, {picks} picks each").format(mode=words, picks=picks)
        return _("Character abilities ({edition}): {mode}").format(
            edition=_(SHORT[str(edition)]), mode=words)

    def ruleset_is(self, ruleset: str | None) -> None:
        """The abilities follow the game's rules (None: a deck file's own, not known
        before the game starts: abilities need Rules chosen)."""
        edition = edition_of(ruleset) if ruleset else None
        if edition == self.edition:
            return
        self.edition = edition
        self.chosen.clear()  # another edition's ids mean nothing here
        self.ancestry.clear()
        mode = self.query_one("#ab-mode", Select)
        with self.prevent(Select.Changed):
            mode.set_options(modes(edition))
            mode.value = OFF
        self.show()

    @on(Select.Changed, "#ab-mode")
    @on(Select.Changed, "#ab-picks")
    @on(Select.Changed, "#ab-bots")
    @on(Select.Changed, ".ab-draft")
    def changed(self) -> None:
        self.show()

    def seat_rows(self) -> list[tuple[int, str, bool]]:
        """The seats taken on the screen: (row, name, is a bot)."""
        rows = []
        for row in range(SEATS):
            kinds = self.screen.query(f"#kind-{row}").results(Select)
            kind = next(iter(kinds), None)
            row_shown = kind is not None and kind.parent is not None and kind.parent.display
            if kind is None or not row_shown or str(kind.value) == "empty":
                continue
            name = self.screen.query_one(f"#name-{row}", Input).value.strip()
            rows.append((row, name or _("Seat {number}").format(number=row + 1),
                         str(kind.value).startswith("bot:")))
        return rows

    def show(self) -> None:
        if not self.is_mounted:
            return
        mode, edition = self.mode(), self.edition
        self.query_one("#ab-box", Collapsible).title = self.title()
        self.query_one("#ab-picks").display = mode == "draft"
        per_seat = mode not in (OFF, "draft")
        self.query_one("#ab-more").display = per_seat
        self.query_one("#ab-secret").display = edition == "legendary"
        about = ABOUT.get((str(edition), mode), "")
        about = _(about) if about else ""
        if mode == OFF:
            about = _("Off: the standard game. Turn it on to give the players' D&D characters "
                      "their special abilities of this edition.") if edition else \
                _("A deck file plays its own rules: choose Rules above to set abilities.")
        self.query_one("#ab-about", Static).update(about)
        draft = mode == "draft"
        if not (per_seat or draft or self._rows):
            return  # no seat rows wanted, none made yet
        taken = {row: (name, bot) for row, name, bot in self.seat_rows()}
        bots_draw = str(self.query_one("#ab-bots", Select).value) == "draw"
        for row, line in enumerate(self.rows()):
            line.display = (per_seat or draft) and row in taken
            line.choose.display = not draft
            line.picks.display = line.bonus.display = draft
            if row not in taken:
                continue
            name, bot = taken[row]
            who = _("{name} (bot)").format(name=name) if bot else name
            if draft:
                line.held.update(Text(who, style="bold"))
                continue
            ids = self.chosen.get(row, [])
            text = Text(f"{who}: ", style="bold")
            if ids:
                text.append(held_words(ids, self.ancestry.get(row)))
            elif bot and bots_draw:
                text.append(_("a random draw"), style="italic")
            else:
                text.append(_("none"), style="dim")
            line.held.update(text)

    # -- choosing a seat's abilities ----------------------------------------------
    @on(Button.Pressed, ".ab-choose")
    def choose(self, event: Button.Pressed) -> None:
        row = int(str(event.button.id).rsplit("-", 1)[1])
        names = {r: name for r, name, _bot in self.seat_rows()}
        edition = self.edition
        if edition is None or row not in names:
            return
        note = {"one": _("Tick one ability (or none)."),
                "all": _("Tick every ability the character is eligible for."),
                "chosen": _("Tick its abilities: each has one holder in Emperor's Gambit.")
                if edition == "revised" else _("Tick its abilities (two is the book's usual).")}
        screen = ChooseAbilities(names[row], edition, self.chosen.get(row, []),
                                 self.ancestry.get(row), note.get(self.mode(), ""))

        def chosen(result: tuple[list[str], str | None] | None) -> None:
            if result is None:
                return
            ids, ancestry = result
            self.chosen[row] = ids
            if ancestry:
                self.ancestry[row] = ancestry
            else:
                self.ancestry.pop(row, None)
            self.show()
        self.app.push_screen(screen, chosen)

    def set_abilities(self, row: int, ids: list[str], ancestry: str | None = None) -> None:
        """What the modal does for seat row `row` (also for tests and a remembered setup)."""
        self.chosen[row] = list(ids)
        if ancestry:
            self.ancestry[row] = ancestry
        self.show()

    # -- the last setup (tda.tui.setup_memory) ----------------------------------------
    def memory(self) -> dict:
        """What the section holds, to remember with the rest of the setup."""
        return {
            "edition": self.edition, "mode": self.mode(),
            "picks": self.query_one("#ab-picks", Select).value,
            "bots": self.query_one("#ab-bots", Select).value,
            "secret": self.query_one("#ab-secret", Checkbox).value,
            "chosen": {str(row): ids for row, ids in self.chosen.items()},
            "ancestry": {str(row): color for row, color in self.ancestry.items()},
            "draft": {str(row): [line.picks.value, line.bonus.value]
                      for row, line in enumerate(self._rows)} if self._rows else
                     {str(row): list(pair) for row, pair in self._draft_memory.items()},
        }

    def recall(self, memory: object) -> None:
        """Put back a remembered section, if it was for the same edition; anything it
        cannot take (an unknown ability, a mode since removed) is skipped."""
        if not isinstance(memory, dict) or memory.get("edition") != self.edition \
                or self.edition is None:
            return
        table = EDITIONS[self.edition]

        for name in ("mode", "picks", "bots"):
            choose_if_offered(self.query_one(f"#ab-{name}", Select), memory.get(name))
        self.query_one("#ab-secret", Checkbox).value = memory.get("secret") is True
        rows = {str(row) for row in range(SEATS)}
        for row, ids in _mapping(memory.get("chosen")).items():
            if row in rows and isinstance(ids, list):
                self.chosen[int(row)] = [a for a in table if a in ids]
        for row, color in _mapping(memory.get("ancestry")).items():
            if row in rows and color in ANCESTRY_COLORS:
                self.ancestry[int(row)] = color
        for row, pair in _mapping(memory.get("draft")).items():
            if row in rows and isinstance(pair, list) and len(pair) == 2:
                bonus = pair[1] if isinstance(pair[1], str) and len(pair[1]) < 8 else ""
                self._draft_memory[int(row)] = (pair[0], bonus)
                if self._rows:  # already made: put the values in
                    line = self._rows[int(row)]
                    choose_if_offered(line.picks, pair[0])
                    line.bonus.value = bonus
        self.show()

    # -- the config ---------------------------------------------------------------
    def options(self, seed: int) -> dict:
        """The chosen abilities as GameConfig fields (none while off). A bot left
        empty draws its abilities from `seed` (ruling L40). A section turned on with
        no seat holding anything is a ValueError saying so."""
        mode, edition = self.mode(), self.edition
        if mode == OFF or edition is None:
            return {}
        if mode == "draft":
            return self.draft_options()
        rows = self.seat_rows()
        lists = [list(self.chosen.get(row, [])) for row, _, _ in rows]
        ancestry: list[str | None] = [self.ancestry.get(row) if "draconic-ancestry" in ids
                                      else None for (row, _, _), ids in zip(rows, lists, strict=True)]
        if str(self.query_one("#ab-bots", Select).value) == "draw":
            self.draw_for_bots(seed, rows, lists, ancestry)
        if not any(lists):
            raise ValueError(_("character abilities are on but no seat holds one: choose "
                               "some, or turn them off"))

        options: dict = {"abilities": lists}
        if edition == "original":
            options["ability_mode"] = mode
        if edition == "legendary":
            if any(ancestry):
                options["ancestry"] = ancestry
            if self.query_one("#ab-secret", Checkbox).value:
                options["secret_abilities"] = True
        return options

    def draft_options(self) -> dict:
        """Emperor's Gambit's draft: the picks each seat makes (one seat may get more or
        fewer) and each seat's Insight bonus for the draft order."""
        picks = int(self.query_one("#ab-picks", Select).value)  # type: ignore[arg-type]
        per_seat, bonus = [], []
        lines = self.rows()
        for row, name, _bot in self.seat_rows():
            value = lines[row].picks.value
            per_seat.append(picks if value == "all" else int(str(value)))
            text = lines[row].bonus.value.strip()
            try:
                bonus.append(int(text) if text else 0)
            except ValueError:
                raise ValueError(_("{name}'s Insight bonus is a whole number such as 2 or -1, "
                                   "not {text}").format(name=name, text=repr(text))) from None

        options: dict = {"ability_draft": picks}
        if any(p != picks for p in per_seat):
            options["draft_picks"] = per_seat
        if any(bonus):
            options["insight_bonus"] = bonus
        return options

    def draw_for_bots(self, seed: int, rows: list[tuple[int, str, bool]],
                      lists: list[list[str]], ancestry: list[str | None]) -> None:
        """Ruling L40: each bot left empty draws as many abilities as the human seat
        holding the most (none chosen: the edition's usual count), at random from its
        own stream of the seed; in Emperor's Gambit only among abilities nobody holds."""
        edition, mode = str(self.edition), self.mode()
        humans = [len(ids) for (_, _, bot), ids in zip(rows, lists, strict=True) if not bot]
        count = max(humans, default=0) or BOT_DRAW[(edition, mode)]
        if mode == "one":
            count = 1
        rng = random.Random(seed ^ BOT_STREAM)
        for i, (_row, _name, bot) in enumerate(rows):
            if not bot or lists[i]:
                continue
            pool = list(EDITIONS[edition])
            if edition == "revised":
                pool = [a for a in pool if not any(a in ids for ids in lists)]
            drawn = rng.sample(pool, min(count, len(pool)))
            lists[i] = [a for a in EDITIONS[edition] if a in drawn]
            if "draconic-ancestry" in lists[i]:
                ancestry[i] = rng.choice(ANCESTRY_COLORS)
