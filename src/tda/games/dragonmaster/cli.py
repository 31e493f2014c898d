"""Dragonmaster's part of the command line: its level (`--level`), the bots its
story seats, and its words in the flags' help (`tda.cli_game`). Story, sim,
tournament, bench and play play it through its registry entry, the level as its
config option.

Light at import, as `tda.cli` is (issue 19).
"""

from __future__ import annotations

from collections.abc import Sequence

from tda.cli_game import Flags, GameCommandLine
from tda.i18n import N_, _

LEVEL_HELP = N_("Dragonmaster's level: basic (default), advanced or expert")


class DragonmasterCommandLine(GameCommandLine):
    title = N_("Dragonmaster")
    examples = ("tda sim --game dragonmaster --level advanced --games 100",)
    # issue 27.8: random bots made 11 failed Power Plays of 11, a story nobody
    # would read to the end
    story_bots = "heuristic"
    option = "level"

    def add_flags(self, command: str, flags: Flags) -> None:
        if command == "tournament":
            flags.add("--level", metavar="NAMES", help=flags.only(_(
                "comma-separated Dragonmaster levels, each played with the same deals: "
                "basic (default), advanced, expert")))
        else:
            flags.add("--level", metavar="NAME", help=flags.only(_(LEVEL_HELP)))

    def bots_help(self, command: str) -> str | None:
        if command == "tournament":
            return _("Dragonmaster: 3 or 4 seats, bots random, heuristic, "
                     "search[:KEY=NUMBER...]")
        if command in ("story", "sim"):
            return _("Dragonmaster seats random, heuristic, easy, normal, hard and "
                     "search[:KEY=NUMBER...] (a story's default: heuristic)")
        return None

    def refusal(self, flag: str, game: str, owners: Sequence[str]) -> str:
        return _("--level: {game} has no levels (it is {owners}'s)").format(
            game=game, owners=", ".join(owners))


COMMAND_LINE = DragonmasterCommandLine("dragonmaster")
