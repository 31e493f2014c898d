"""Save files: the engine's record plus who sat where, written atomically.

A save is JSON: format version, game id, times, seats (names and bot levels)
and the engine record (config, seed, actions). Resuming is replaying. Every
problem with a file is a SaveError whose message names the file (and the step).
"""

from __future__ import annotations

import json
import os
import tempfile
import uuid
from datetime import datetime, timezone
from pathlib import Path

from platformdirs import user_data_dir
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tda.engine import GameRecord, GameState, RecordError, TdaError, replay
from tda.session import Seat, Session

SAVE_VERSION = 1


class SaveError(TdaError, ValueError):
    """A save file cannot be read or replayed; the file is left as it was."""


class SeatEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    bot: str | None = None


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    save_version: int = Field(SAVE_VERSION, description="Version of the save format.")
    game_id: str
    created: str
    updated: str
    finished: bool = False
    gambit: int = 0
    seats: list[SeatEntry]
    record: GameRecord


def saves_dir() -> Path:
    """Where autosaves live (TDA_SAVE_DIR overrides, for tests and portable setups)."""
    override = os.environ.get("TDA_SAVE_DIR")
    return Path(override) if override else Path(user_data_dir("tda", appauthor=False)) / "saves"


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def new_save_path() -> Path:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return saves_dir() / f"{stamp}-{uuid.uuid4().hex[:6]}.json"


def snapshot(session: Session, created: str | None = None) -> SaveFile:
    state = session.state
    stamp = now()
    return SaveFile(game_id=session.game_id, created=created or stamp, updated=stamp,
                    finished=state.is_over, gambit=state.gambit,
                    seats=[SeatEntry(name=s.name, bot=s.bot) for s in session.seats],
                    record=state.record())


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, flush it to disk, then rename over
    `path`: a kill at any moment leaves either the old save or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Autosaver:
    """Called after every action: rewrites the game's save file."""

    def __init__(self, path: Path, created: str | None = None) -> None:
        self.path = path
        self.created = created or now()

    def __call__(self, session: Session) -> None:
        write_atomic(self.path, snapshot(session, self.created).model_dump_json(indent=1))


def read_save(path: Path) -> SaveFile:
    """Parse a save file (without replaying it)."""
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(f"{path}: cannot be read ({err})") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as err:
        raise SaveError(f"{path}: the file is damaged or cut short (not valid JSON: "
                        f"{err.msg}, line {err.lineno} column {err.colno})") from None
    if isinstance(data, dict) and data.get("save_version") not in (None, SAVE_VERSION):
        raise SaveError(f"{path}: save format version {data.get('save_version')} is not "
                        f"supported (this tda reads version {SAVE_VERSION})")
    try:
        return SaveFile.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise SaveError(f"{path}: not a tda save ({where}: {first['msg']})") from None


def load_session(path: Path) -> tuple[Session, SaveFile]:
    """Replay a save into a live session (raises SaveError naming the file and step)."""
    save = read_save(path)
    try:
        state: GameState = replay(save.record)
    except RecordError as err:
        raise SaveError(f"{path}: {err}") from None
    except TdaError as err:
        raise SaveError(f"{path}: {err}") from None
    seats = [Seat(s.name, s.bot) for s in save.seats]
    try:
        session = Session(save.record.config, seats, state=state, game_id=save.game_id)
    except (TdaError, ValueError) as err:
        raise SaveError(f"{path}: {err}") from None
    return session, save


def list_saves(finished: bool | None = False) -> list[tuple[Path, SaveFile]]:
    """Readable saves, newest first (unreadable ones are skipped here; `tda resume FILE`
    reports them)."""
    found = []
    for path in saves_dir().glob("*.json"):
        try:
            save = read_save(path)
        except SaveError:
            continue
        if finished is None or save.finished == finished:
            found.append((path, save))
    found.sort(key=lambda item: item[1].updated, reverse=True)
    return found
