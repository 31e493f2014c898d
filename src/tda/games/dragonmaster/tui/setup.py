"""Dragonmaster's fields on the setup screen: its level."""

from __future__ import annotations

from collections.abc import Mapping

from textual.app import ComposeResult
from textual.widgets import Label, Select

from tda.dragonmaster import LEVELS
from tda.i18n import N_, _
from tda.tui.setup_fields import SetupFields

LEVEL_WORDS = {"basic": N_("basic: tricks and penalties under five contracts"),
               "advanced": N_("advanced: adds the wild Dragon and Power Plays"),
               "expert": N_("expert: adds first-lead restrictions and Secret Power Plays")}


class DragonmasterSetup(SetupFields):
    game = "dragonmaster"
    REMEMBERED = ("level",)

    def __init__(self, memory: Mapping[str, object]) -> None:
        super().__init__(memory, id="dm-options")

    def compose(self) -> ComposeResult:
        yield Label(_("Level"), classes="field-label")
        yield Select([(_(LEVEL_WORDS[level]), level) for level in LEVELS], value="basic",
                     allow_blank=False, id="level", compact=True)

    def options(self, seats: int, seed: int) -> dict[str, object]:
        return {"level": str(self.query_one("#level", Select).value)}
