"""Where a seat's last turn began, for its recap: data, no words.

"Your last turn" is the moment your previous turn began (as in Three-Dragon Ante's
`tda.games.three_dragon_ante.words.recap`): a turn is a run of decisions by one seat with nobody else deciding in
between. The recap's words, told from one seat's view, are
`tda.games.dragonmaster.words.recap`.
"""

from __future__ import annotations

from typing import Any

from tda.table import turns

from .config import DragonmasterConfig
from .state import DragonmasterState, new_game


class TurnMarks(turns.TurnMarks[int]):
    """Dragonmaster's turn marks: the log's length as the seat's turn began."""

    def mark(self, state: Any, seat: int) -> int:
        return len(state.log)

    @staticmethod
    def new_game(config: Any) -> DragonmasterState:
        assert isinstance(config, DragonmasterConfig), "a Dragonmaster game's config"
        return new_game(config)
