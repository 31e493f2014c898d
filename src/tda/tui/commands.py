"""The command palette's game commands (Ctrl+P): Textual's own palette, fed by a
`Provider` that asks the app which commands fit the screen now (help, rules, card
search, bot speed, save and quit, new game, rematch), for either game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from tda.i18n import _


@dataclass(frozen=True)
class GameCommand:
    title: str
    help: str
    run: Callable[[], object]


class GameCommands(Provider):
    """The app's `game_commands()` for the screen the palette was opened on."""

    def _commands(self) -> list[GameCommand]:
        commands = getattr(self.app, "game_commands", None)
        return list(commands()) if commands is not None else []

    async def discover(self) -> Hits:
        for command in self._commands():
            yield DiscoveryHit(command.title, command.run, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self._commands():
            score = max(matcher.match(command.title), matcher.match(command.help) * 0.5)
            if score > 0:
                yield Hit(score, matcher.highlight(command.title), command.run,
                          text=command.title, help=command.help)


def speed_commands(current: str, speeds: list[str], set_speed: Callable[[str], None],
                   words: dict[str, str] | None = None) -> list[GameCommand]:
    """A command per speed; `words`: each speed's name as a player reads it (already said)."""
    said = words or {}
    return [GameCommand(_("Bot speed: {speed}").format(speed=said.get(speed, speed)),
                        _("how fast bots move (now)") if speed == current
                        else _("how fast bots move"),
                        partial(set_speed, speed)) for speed in speeds]

