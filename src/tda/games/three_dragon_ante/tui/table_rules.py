"""The setup screen's "Table rules": Three-Dragon Ante's optional rules that are not
end rules or gold (rules/ABILITIES.md section 5). One widget the setup screen
mounts: a time limit in minutes, a gold-per-player preset (Legendary's game-and-a-half
and 'pure roleplay' pace), how many games in a row make a match (Emperor's Gambit),
and, under the Legendary rules, where the hole goes and who gets its odd coin."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label, Select

from tda.engine.config import TIME_LIMIT_MAX
from tda.engine.match import MAX_GAMES
from tda.i18n import N_, _

# Named gold-per-player presets (they fill the setup screen's per-player gold).
# Short enough for half a row at 80 columns (issue 27.19: the chosen one was cut);
# the setup's per-player gold field says what they fill.
PACES = [(N_("Gold preset: none"), "none"),
         (N_("12 per player: game and a half"), "12"),
         (N_("15 per player: game and a half"), "15"),
         (N_("8 per player: quick roleplay"), "8")]


class TableRules(Vertical):
    """The table's optional rules; `options()` gives them as GameConfig fields."""

    DEFAULT_CSS = """
    TableRules { height: auto; }
    TableRules .pair { margin-top: 0; }
    TableRules #hole-rules { height: auto; }
    TableRules #hole-rules Select { width: 1fr; margin-right: 2; }
    """

    def compose(self) -> ComposeResult:
        yield Label(_("Table rules (leave empty for none)"), classes="field-label")
        with Horizontal(classes="pair"):
            yield Input(placeholder=_("time limit in minutes"),
                        id="time-limit", type="integer", valid_empty=True, compact=True)
            yield Select([(_(words), pace) for words, pace in PACES], value="none",
                         allow_blank=False, id="pace", compact=True)
        with Horizontal(classes="pair"):
            yield Label(_("Games in a row"), classes="inline-label")
            yield Input(placeholder=_("empty: one game; 2 to {most}: the most gold summed "
                                      "wins").format(most=MAX_GAMES),
                        id="games", type="integer", valid_empty=True, compact=True)
        # One above the other: side by side at 80 columns, "Odd hole coins: tied
        # winners, clockwise" was cut (issue 27.19).
        with Vertical(id="hole-rules"):
            yield Select([(_("The hole goes to the winner"), "winner"),
                          (_("Hole in the house: the hole is lost"), "house")],
                         value="winner", allow_blank=False, id="hole-to", compact=True)
            yield Select([(_("Odd hole coins: tied winners, clockwise"), "winners"),
                          (_("Odd hole coins: the players left broke"), "broke")],
                         value="winners", allow_blank=False, id="hole-odd", compact=True)

    def ruleset_is(self, ruleset: str | None) -> None:
        """The hole options show only under the Legendary rules (None: not known
        before the game starts, a deck file's own rules)."""
        self.query_one("#hole-rules").display = ruleset in (None, "legendary")

    @on(Select.Changed, "#pace")
    def pace_chosen(self, event: Select.Changed) -> None:
        if event.value != "none":
            for field in self.screen.query("#gold-pp").results(Input):
                field.value = str(event.value)

    def games(self) -> int | None:
        """How many games in a row the table plays (rules/ABILITIES.md 5.2): None for
        one game on its own; anything but a whole number from 1 to MAX_GAMES is a
        ValueError saying so."""
        text = self.query_one("#games", Input).value.strip()
        if not text:
            return None
        if not text.isdigit() or not 1 <= int(text) <= MAX_GAMES:
            raise ValueError(_("games in a row: a whole number from 2 to {most} (or empty "
                               "for one game)").format(most=MAX_GAMES))
        return int(text) if int(text) > 1 else None

    def options(self) -> dict:
        """The chosen rules as GameConfig fields (only those that differ from the
        standard game); a time limit that is not a whole number of minutes is a
        ValueError saying so."""
        options: dict = {}
        text = self.query_one("#time-limit", Input).value.strip()
        if text:
            if not text.isdigit() or not 1 <= int(text) <= TIME_LIMIT_MAX:
                raise ValueError(_("the time limit is a whole number of minutes from 1 to "
                                   "{most} (or empty for none)").format(most=TIME_LIMIT_MAX))

            options["time_limit_minutes"] = int(text)
        if self.query_one("#hole-rules").display:
            if self.query_one("#hole-to", Select).value == "house":
                options["hole_to_winner"] = False
            if self.query_one("#hole-odd", Select).value == "broke":
                options["hole_odd_coins"] = "broke"
        return options
