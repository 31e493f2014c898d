"""Save files: a game's record plus who sat where, written atomically.

A save is JSON: format version, the game's name, game id, times, seats (names and bot
levels), a line of progress the game wrote ("gambit 3") and the game's record (config,
seed, actions). Resuming is replaying. Every problem with a file is a SaveError whose
message names the file (and the step). Saves that name no game are the
default game's (the first release wrote them), and their integer `gambit` reads as progress.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeAlias, TypeVar

from platformdirs import user_data_dir
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from tda.text import safe_name

from .clock import clock_text
from .errors import TdaError
from .match import MATCH_GAMES, MatchError, TableMatch
from .phrase import Phrase
from .protocol import GameState
from .registry import DEFAULT_GAME, AnyGame, UnknownGameError, get_game
from .session import Seat, Session

if TYPE_CHECKING:
    from .save_lock import SaveLock

SAVE_VERSION = 1
# A save holds a few kilobytes (a long game, a few hundred actions, is under 50 KB). The
# cap keeps a stray disk image or /dev/zero from being read into memory whole.
MAX_SAVE_BYTES = 16 * 1024 * 1024


class SaveError(TdaError, ValueError):
    """A save file cannot be read or replayed; the file is left as it was.

    The message is made safe to print: a file name or seat name in it has its control
    characters escaped, so a crafted save cannot send the terminal commands.
    """

    def __init__(self, message: str, phrase: Phrase | None = None) -> None:
        super().__init__(safe_name(message), phrase=phrase)


def _refused(path: Path, message: str, why: Phrase | str) -> SaveError:
    """`path: message`, and for a player the words' phrase `why` in that file."""
    return SaveError(f"{path}: {message}",
                     Phrase("table.in-file", path=safe_name(str(path)), why=why))


def _phrase_of(err: BaseException) -> Phrase | str:
    """An error's phrase for a player, else its message (words of the rules' own)."""
    phrase = getattr(err, "phrase", None)
    return phrase if isinstance(phrase, Phrase) else str(err)


class SeatEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    name: str
    bot: str | None = None


def _as_utc(value: object) -> datetime:
    """An ISO 8601 time as an aware UTC datetime: naive times (hand-edited saves) are
    taken as UTC, so every save's times compare with every other's."""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise ValueError("not a date and time (expected ISO 8601, "
                             "like 2024-05-01T18:30:00+00:00)") from None
    if not isinstance(value, datetime):
        raise ValueError("not a date and time (expected ISO 8601 text)")
    try:
        return value.replace(tzinfo=value.tzinfo or UTC).astimezone(UTC)
    except OverflowError:  # 9999-12-31T23:00-05:00 is past the last year Python knows
        raise ValueError("a date and time out of range") from None


RecordT = TypeVar("RecordT", bound=BaseModel)


def _legacy_gambit(value: object) -> str:
    """The first release's `gambit` (a whole number, 0 or more) as progress text."""
    if type(value) is not int:  # strict, as the field was: not "3", not 3.0, not True
        raise SaveError(f"gambit should be a whole number, not {_brief(value)}",
                        Phrase("save.gambit-type", field="gambit", value=_brief(value)))
    if value < 0:
        raise SaveError(f"gambit should be 0 or more, not {value}",
                        Phrase("save.gambit-negative", field="gambit", value=value))
    return f"gambit {value}"


class SaveMatch(BaseModel, Generic[RecordT]):
    """The match a save's game belongs to (games in a row, `tda.table.match`): how
    many games, the match's seed, and the finished games' records; the save's own
    record is game `len(played) + 1`."""
    model_config = ConfigDict(extra="forbid", strict=True)

    games: int = Field(ge=1, le=MATCH_GAMES, description="How many games the match has.")
    seed: int = Field(ge=0, description="The match's seed; each game's is derived from it.")
    played: list[RecordT] = Field(default_factory=list, description="Finished games' records.")

    @model_validator(mode="after")
    def _room_for_the_game(self) -> SaveMatch[RecordT]:
        if len(self.played) >= self.games:
            raise SaveError(f"{len(self.played)} finished games and one more in a "
                            f"{self.games}-game match",
                            Phrase("save.match-room", played=len(self.played),
                                   games=self.games))
        return self


class SaveFile(BaseModel, Generic[RecordT]):
    """A save of any game: `SaveFile[TheGamesRecord]` checks the record too (as
    `save_from_data` does, choosing the record model by the save's game)."""
    # strict: a save is written by this program, so "1" for 1 or 1.0 for 1 means the
    # file was made or edited elsewhere; the record inside keeps the game's own rules
    model_config = ConfigDict(extra="forbid", strict=True)

    save_version: int = Field(SAVE_VERSION, description="Version of the save format.")
    game: str = Field(DEFAULT_GAME, description="The registered name of the game saved.")
    game_id: str
    created: datetime
    updated: datetime
    finished: bool = False
    progress: str = Field("", description="Where the game stands, in the game's words.")
    seats: list[SeatEntry]
    record: RecordT
    # The table clock (local ruling L25): seconds the game has been open and playing.
    # Outside the record: the clock decides when the table calls time, the record
    # holds the call. A save written before there was a clock has 0.
    played_seconds: float = Field(0.0, ge=0, allow_inf_nan=False,
                                  description="Seconds of play so far (the time limit).")
    # Games in a row (local ruling L43): the match this game belongs to (None: a game
    # on its own, as every save before matches).
    match: SaveMatch[RecordT] | None = None

    @model_validator(mode="before")
    @classmethod
    def _gambit_as_progress(cls, data: Any) -> Any:
        """A save from the first release has `gambit: 3` where this one has progress."""
        if isinstance(data, dict) and "gambit" in data:
            data = dict(data)
            progress = _legacy_gambit(data.pop("gambit"))
            data.setdefault("progress", progress)
        return data

    @field_validator("created", "updated", mode="before")
    @classmethod
    def _times_in_utc(cls, value: object) -> datetime:
        return _as_utc(value)

    @property
    def gambit(self) -> int:
        """The gambit number in the progress text (0 when it names none): what the
        first release's `gambit` field held, for code written against it."""
        words = self.progress.split()
        return int(words[1]) if len(words) == 2 and words[0] == "gambit" \
            and words[1].isdigit() else 0

    @model_validator(mode="after")
    def _seats_match_players(self) -> SaveFile[RecordT]:
        names = [seat.name for seat in self.seats]
        # every game's record has a config naming its players (BaseModel does not say so)
        if names != list(getattr(self.record, "config").players):  # noqa: B009
            raise ValueError("the seats do not match the players in the record")
        return self  # blank and repeated names are refused by the record's GameConfig


def saves_dir() -> Path:
    """Where autosaves live (TDA_SAVE_DIR overrides, for tests and portable setups)."""
    override = os.environ.get("TDA_SAVE_DIR")
    return Path(override) if override else Path(user_data_dir("tda", appauthor=False)) / "saves"


def now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


# A save of whichever game its `game` field names: the record's model is chosen at run
# time (`get_game(name).record_class`), so statically its record is any game's.
AnySave: TypeAlias = "SaveFile[Any]"  # an annotation only: no model is built for it


def new_save_path() -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return saves_dir() / f"{stamp}-{uuid.uuid4().hex[:6]}.json"


def snapshot(session: Session, created: datetime | None = None) -> AnySave:
    state = session.state
    stamp = now()
    game = session.game
    match = session.match
    progress = game.progress(state)
    if state.is_over and not session.match_over:  # between two games of a match
        progress += ", game over"
    saved_match = None if match is None else SaveMatch[game.record_class](  # type: ignore[name-defined]
        games=match.games, seed=match.seed, played=list(match.records))
    return SaveFile[game.record_class](  # type: ignore[name-defined]
                    game=game.name, game_id=session.game_id, created=created or stamp,
                    updated=stamp, finished=session.match_over, progress=progress,
                    seats=[SeatEntry(name=s.name, bot=s.bot) for s in session.seats],
                    record=state.record(), played_seconds=round(session.played_seconds, 3),
                    match=saved_match)


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
    """Called after every action: rewrites the game's save file. `lock`: the save's
    lock while the game is open for play (`tda.table.save_lock.claim_save`)."""

    def __init__(self, path: Path, created: datetime | None = None,
                 lock: SaveLock | None = None) -> None:
        self.path = path
        self.created = created or now()
        self.lock = lock

    def passed_on(self) -> Autosaver:
        """A saver for the same file (a match's next game) that takes over the lock."""
        lock, self.lock = self.lock, None
        return Autosaver(self.path, self.created, lock)

    def close(self) -> None:
        """The game is no longer open here: let go of the save's lock."""
        lock, self.lock = self.lock, None
        if lock is not None:
            lock.release()

    def __call__(self, session: Session) -> None:
        write_atomic(self.path, snapshot(session, self.created).model_dump_json(indent=1))


# What a path names when it is no regular file: (the message's words, the phrase's kind).
_KINDS = {"folder": "a folder", "pipe": "a named pipe", "socket": "a socket",
          "device": "a device", "other": "something other than a file"}


def _file_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def _too_large(path: Path) -> SaveError:
    mb = MAX_SAVE_BYTES // 2**20
    return _refused(path, f"is too large to be a save (a save is at most {mb} MB)",
                    Phrase("save.too-large", mb=mb))


def _check_regular(path: Path, info: os.stat_result) -> None:
    if not stat.S_ISREG(info.st_mode):
        kind = _file_kind(info.st_mode)
        raise _refused(path, f"is {_KINDS[kind]}, not a save file",
                       Phrase("save.not-a-file", kind=kind))
    if info.st_size > MAX_SAVE_BYTES:
        raise _too_large(path)


def read_text(path: Path) -> str:
    """The text of a save (or record) file, read without ever blocking or reading much.

    Only a regular file of at most MAX_SAVE_BYTES is read. `stat` comes first so a
    device or a named pipe is never opened; the open is non-blocking and checked again,
    in case the name was swapped for something else in between.
    """
    try:
        _check_regular(path, os.stat(path))
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise _refused(path, "no such file", Phrase("save.no-such-file")) from None
    except OSError as err:  # a symlink loop, no permission, a name too long...
        raise _unreadable(path, err) from None
    try:
        _check_regular(path, os.fstat(fd))
        data = _read_capped(path, fd)
    finally:
        os.close(fd)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise _refused(path, f"is not a save file (not UTF-8 text: byte {err.start} "
                       "cannot be decoded)", Phrase("save.not-utf8", byte=err.start)) from None


def _unreadable(path: Path, err: OSError) -> SaveError:
    """The system's reason (its own words, as data) a file cannot be read."""
    why = str(err.strerror or err)
    return _refused(path, f"cannot be read ({why})", Phrase("save.unreadable", why=why))


def _read_capped(path: Path, fd: int) -> bytes:
    """At most MAX_SAVE_BYTES from `fd` (a file that grows while it is read is refused)."""
    chunks: list[bytes] = []
    size = 0
    try:
        while chunk := os.read(fd, min(1 << 20, MAX_SAVE_BYTES + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
            if size > MAX_SAVE_BYTES:
                raise _too_large(path)
    except OSError as err:
        raise _unreadable(path, err) from None
    return b"".join(chunks)


def parse_json(path: Path, text: str) -> object:
    """JSON from a file, every failure a SaveError naming the file."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:  # the reader's words (`why`) say what it met
        raise _refused(path, f"the file is damaged or cut short (not valid JSON: "
                       f"{err.msg}, line {err.lineno} column {err.colno})",
                       Phrase("save.not-json", why=err.msg, line=err.lineno,
                              column=err.colno)) from None
    except RecursionError:  # [[[[...]]]] deeper than the interpreter's stack
        raise _refused(path, "the file is damaged (its JSON is nested too deeply to be a "
                       "save)", Phrase("save.json-too-deep")) from None
    except ValueError:  # an integer longer than Python converts (4300 digits)
        raise _refused(path, "the file is damaged (it holds a number thousands of digits "
                       "long)", Phrase("save.huge-number")) from None


def _brief(value: object) -> str:
    """A value from a file, cut short enough to quote in a one-line message."""
    text = repr(value)  # json.loads has refused any integer too long to write out
    return text if len(text) <= 40 else text[:37] + "..."


def _check_version(path: Path, data: dict[str, Any]) -> None:
    """Refuse a version this program cannot read, before the fields are checked (a
    future version may have fields this one has never heard of)."""
    version = data.get("save_version", SAVE_VERSION)
    if type(version) is not int:  # not bool, not 1.0, not "1": this tda writes an int
        raise _refused(path, f"not a tda save (save_version should be a whole number, "
                       f"not {_brief(version)})",
                       Phrase("save.version-type", value=_brief(version)))
    if version > SAVE_VERSION:
        raise _refused(path, f"save format version {_brief(version)} was written by a "
                       f"newer tda (this one reads version {SAVE_VERSION})",
                       Phrase("save.version-newer", version=_brief(version),
                              reads=SAVE_VERSION))
    if version != SAVE_VERSION:
        raise _refused(path, f"save format version {_brief(version)} is not supported "
                       f"(this tda reads version {SAVE_VERSION})",
                       Phrase("save.version-old", version=_brief(version), reads=SAVE_VERSION))


def _first_problem(err: ValidationError) -> str:
    """Where and what the first problem is, and how many more there are."""
    problems = err.errors()
    first = problems[0]
    where = _clip(".".join(str(part) for part in first["loc"]), 60)  # keys come from the file
    what = "unknown field" if first["type"] == "extra_forbidden" else \
        first["msg"].removeprefix("Value error, ")
    more = f"; {len(problems) - 1} more problem(s)" if len(problems) > 1 else ""
    return f"{where}: {what}{more}" if where else f"{what}{more}"


def _problem_phrase(err: ValidationError) -> Phrase:
    """`_first_problem` for a player: where, what (the rules' phrase if the finding
    wraps one; "unknown field"; else the checker's words) and how many more."""
    problems = err.errors()
    first = problems[0]
    where = _clip(".".join(str(part) for part in first["loc"]), 60)
    cause = getattr(first.get("ctx", {}).get("error"), "phrase", None)
    what: Phrase | str = (Phrase("problem.unknown-field") if first["type"] == "extra_forbidden"
                          else cause if isinstance(cause, Phrase)
                          else first["msg"].removeprefix("Value error, "))
    return Phrase("problem.at", where=where, what=what, more=len(problems) - 1)


def _game_named(path: Path, name: object) -> AnyGame:
    """The registered game a file names (a file that names none is the default game's)."""
    if not isinstance(name, str):
        raise _refused(path, f"not a tda save (its game should be a name, not "
                       f"{_brief(name)})", Phrase("save.game-type", value=_brief(name)))
    try:
        return get_game(name)
    except UnknownGameError as err:
        raise _refused(path, str(err), _phrase_of(err)) from None


def save_from_data(path: Path, data: object) -> AnySave:
    """Check parsed JSON is a save this program can read."""
    if not isinstance(data, dict) or not {"seats", "record"} & data.keys():
        raise _refused(path, "not a tda save (it has no seats or record)",
                       Phrase("save.not-a-save"))
    _check_version(path, data)
    game = _game_named(path, data.get("game", DEFAULT_GAME))
    try:
        return SaveFile[game.record_class].model_validate(data)  # type: ignore[name-defined]
    except ValidationError as err:  # the checker's finding, at its key, as data
        problem = _first_problem(err)
        raise _refused(path, f"a damaged save ({problem})",
                       Phrase("save.damaged", problem=_problem_phrase(err))) from None
    except RecursionError:  # nesting under the JSON limit can still be too deep here
        raise _refused(path, "the file is damaged (nested too deeply)",
                       Phrase("save.too-deep")) from None


def read_save(path: Path) -> AnySave:
    """Parse a save file (without replaying it); any problem is a SaveError."""
    return save_from_data(path, parse_json(path, read_text(path)))


def record_from_data(path: Path, data: object) -> Any:
    """Check parsed JSON is a bare game record (as `tda export --json` writes)."""
    name = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    game = _game_named(path, name)
    try:
        return game.record_class.model_validate(data)
    except ValidationError as err:
        problem = _first_problem(err)
        raise _refused(path, f"a damaged game record ({problem})",
                       Phrase("save.damaged-record", problem=_problem_phrase(err))) from None
    except RecursionError:
        raise _refused(path, "the file is damaged (nested too deeply)",
                       Phrase("save.too-deep")) from None


def read_game_file(path: Path) -> tuple[Any, AnySave | None]:
    """A save, or a bare engine record: (record, the save or None)."""
    data = parse_json(path, read_text(path))
    if isinstance(data, dict) and "record" not in data and {"config", "actions"} & data.keys():
        return record_from_data(path, data), None
    save = save_from_data(path, data)
    return save.record, save


def replay_file(path: Path, record: Any) -> GameState:
    """Replay a record read from `path` with its game's rules; a step that cannot be
    replayed is a SaveError naming the file and the step."""
    game = _game_named(path, getattr(record, "game", DEFAULT_GAME))
    try:
        state: GameState = game.replay(record)  # the game found by the record's name
        return state
    except (TdaError, ValueError) as err:
        why = getattr(err, "phrase", None)  # a refused step's words, for a player
        raise SaveError(f"{path}: {err}", None if why is None else
                        Phrase("table.in-file", path=safe_name(str(path)), why=why)) from None


def match_from(path: Path, save: AnySave) -> TableMatch | None:
    """The match of a save, its finished games replayed (None: a game on its own).
    Every game must be the match's: its config the match's for its number."""
    saved = save.match
    if saved is None:
        return None
    game = get_game(save.game)
    try:
        match = TableMatch(game, saved.games, saved.seed)
        config = save.record.config
        for index, record in enumerate([*saved.played, save.record]):
            if record.config != match.config(config, index):
                raise _refused(path, f"game {index + 1} of the match was not dealt from "
                               "the match's setup and seed",
                               Phrase("save.match-deal", number=index + 1))
    except MatchError as err:
        raise _refused(path, str(err), _phrase_of(err)) from None
    played = []
    for number, record in enumerate(saved.played, 1):
        state = replay_file(path, record)
        if not state.is_over:
            raise _refused(path, f"game {number} of the match is not over, yet a later "
                           "game was saved", Phrase("save.match-unfinished", number=number))
        played.append(state)
    return TableMatch(game, saved.games, saved.seed, played, list(saved.played))


def session_from(path: Path, save: AnySave) -> Session:
    """Replay a save read from `path` (and its match's finished games) and seat its
    players and bots."""
    state = replay_file(path, save.record)
    match = match_from(path, save)
    seats = [Seat(s.name, s.bot) for s in save.seats]
    try:
        return Session(save.record.config, seats, state=state, game_id=save.game_id,
                       played_seconds=save.played_seconds, match=match)
    except (TdaError, ValueError) as err:  # an unknown bot level, say
        raise _refused(path, str(err), _phrase_of(err)) from None


def load_session(path: Path) -> tuple[Session, AnySave]:
    """Replay a save into a live session (raises SaveError naming the file and step)."""
    save = read_save(path)
    return session_from(path, save), save


@dataclass(frozen=True)
class SaveScan:
    """What the saves folder holds: saves that load, newest first, and the files that
    do not, each with the reason (so one broken file never hides the others)."""
    loadable: list[tuple[Path, AnySave]]
    broken: list[tuple[Path, str]]
    # A broken file's reason for a player, said by the words layer (`said_why`).
    phrases: dict[Path, Phrase] = field(default_factory=dict)

    def said_why(self, path: Path, reason: str) -> Phrase | str:
        """What to say of a broken file: its phrase if it has one, else `reason`."""
        return self.phrases.get(path, reason)


def _save_files() -> list[Path]:
    """The `*.json` names in the saves folder, sorted (nothing is opened here)."""
    folder = saves_dir()
    try:
        with os.scandir(folder) as entries:
            return sorted(folder / entry.name for entry in entries if entry.name.endswith(".json"))
    except FileNotFoundError:
        return []  # no game saved yet
    except OSError as err:
        why = err.strerror or str(err)  # the system's reason, in its own words
        raise SaveError(f"cannot list the saves folder {folder} ({why})",
                        Phrase("save.cannot-list", folder=safe_name(str(folder)),
                               why=why)) from None


def scan_saves(finished: bool | None = False) -> SaveScan:
    """Every save in the saves folder, checked: an unfinished one (finished=False) is
    replayed, so a save that lists is a save that resumes. What interrupted writes
    left behind (`NAME.json.XXXX.tmp`) is swept first, save by save under its lock."""
    from .save_lock import sweep_stale_temps  # it builds on this module
    sweep_stale_temps()
    loadable: list[tuple[Path, AnySave]] = []
    broken: list[tuple[Path, str]] = []
    phrases: dict[Path, Phrase] = {}
    for path in _save_files():
        try:
            save = read_save(path)
            if finished is not None and save.finished != finished:
                continue
            if not save.finished:
                session_from(path, save)
        except SaveError as err:
            broken.append((path, str(err)))
            if err.phrase is not None:
                phrases[path] = err.phrase
            continue
        loadable.append((path, save))
    loadable.sort(key=lambda item: item[1].updated, reverse=True)
    return SaveScan(loadable, broken, phrases)


NAME_WIDTH = 24  # a name longer than this is cut in a listing: one save, one line


def _clip(text: str, width: int = NAME_WIDTH) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _local_time(moment: datetime) -> str:
    """`moment` in local time (strftime is not used: it writes year 1 as "1")."""
    zone = ""
    try:
        moment = moment.astimezone()
    except (OverflowError, ValueError, OSError):  # year 1 or 9999 shifted off the calendar
        zone = " UTC"
    return f"{moment.date().isoformat()} {moment:%H:%M}{zone}"


def _seat_label(seat: SeatEntry) -> str:
    name = _clip(safe_name(seat.name))
    return name if seat.bot is None else f"{name} ({_clip(safe_name(seat.bot))})"


def progress_line(save: AnySave) -> str:
    """Where a save stands, for a listing: the game's progress ("gambit 3"), in a match
    which game of it ("match game 2 of 3, gambit 3"), and the table clock."""
    progress = safe_name(save.progress)
    if save.match is not None:  # games in a row (local ruling L43)
        number = len(save.match.played) + 1
        progress = f"match game {number} of {save.match.games}, {progress}"
    minutes = getattr(save.record.config, "time_limit_minutes", None)
    if minutes is not None and not save.finished:  # the table clock (local ruling L25)
        progress += f", {clock_text(save.played_seconds)} of {minutes} min played"
    return progress


def describe_save(save: AnySave) -> str:
    """One line for a listing: when, the game's setup (a deck), progress ("gambit 3"),
    who sits where (names escaped)."""
    names = ", ".join(map(_seat_label, save.seats))
    setup = safe_name(get_game(save.game).summary(save.record))
    return f"{_local_time(save.updated)} · {setup} · {progress_line(save)} · {names}"


def list_saves(finished: bool | None = False) -> list[tuple[Path, AnySave]]:
    """Saves that load, newest first (`scan_saves` also says which files do not)."""
    return scan_saves(finished).loadable


def listing_lines(scan: SaveScan) -> list[str]:
    """`tda resume --list`: two lines per save that loads, one per file that does not."""
    if not scan.loadable:
        lines = [f"No unfinished games in {safe_name(str(saves_dir()))}. Start one with: tda"]
    else:
        lines = [f"{describe_save(save)}\n    {safe_name(str(path))}"
                 for path, save in scan.loadable]
    return lines + [f"cannot resume: {reason}" for _, reason in scan.broken]  # English
