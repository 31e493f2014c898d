"""What the two networked apps share (`tda host` with a screen, `tda join`): a table
whose next game is not this screen's to deal."""

from __future__ import annotations

from .app import TdaApp


class NetworkedApp(TdaApp):
    """The game-over box offers only Quit at a networked table (`GameOver.only_quit`):
    its remote players would not be seated at a rematch or a new game dealt here.
    Should another path ask for one, the app quits as Quit would."""

    def rematch(self) -> None:
        self.quit_saved()

    def new_game(self) -> None:
        self.quit_saved()

    def next_game(self) -> None:
        self.quit_saved()
