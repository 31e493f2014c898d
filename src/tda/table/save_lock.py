"""One save, one table: a game is open for play in one process at a time.

Opening a save for play (resuming it, or a new game's first autosave) takes a lock:
the kernel's `flock`, through the `filelock` package, on a hidden file beside the
save (`.NAME.json.lock`). The kernel lets go of it when the process ends, however it
ends (a crash, kill -9), so a save is never left stuck: a save whose process is gone
is free, and the next opener simply takes it over. While it holds the lock, the
holder writes who it is into the lock file (host, process, since when), so a second
opener is told where the game is already open; letting go removes the file, so one
found by a new holder names a process that ended without letting go. Reading a save (listing, replay,
export) takes no lock: a save is replaced whole by a rename, never written in place.

Only the holder writes a save, so the holder may also remove the temporary files an
interrupted write left beside it (`NAME.json.XXXX.tmp`): nobody else can be writing
them.
"""

from __future__ import annotations

import errno
import json
import os
import socket
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from filelock import FileLock, Timeout

from tda.text import safe_name

from .phrase import Phrase
from .saves import AnySave, Autosaver, SaveError, load_session, now, saves_dir
from .session import Session

__all__ = ["Holder", "SaveInUse", "SaveLock", "check_free", "claim_save", "delete_save",
           "holder_of", "resume_save", "sweep_stale_temps"]

# A filesystem without flock (some network mounts) cannot hold the lock: a game there
# is played unlocked, as before there were locks, rather than not at all.
NO_LOCKS = frozenset({errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOLCK})
INFO_LIMIT = 4096  # bytes of a lock file read: who holds it is one short JSON line


class SaveInUse(SaveError):
    """The save is open for play in another process (that is still running)."""


@dataclass(frozen=True)
class Holder:
    """Who has a save open: the process, its host, since when."""
    host: str
    pid: int
    since: datetime

    def where(self) -> str:
        since = self._since()
        return f"process {self.pid} on {safe_name(self.host)[:60]}" + (
            f", since {since}" if since else "")

    def phrase(self) -> Phrase:
        """`where()` for a player: said by the words layer in the table's language."""
        return Phrase("lock.where", pid=self.pid, host=safe_name(self.host)[:60],
                      since=self._since())

    def _since(self) -> str | None:
        try:
            return f"{self.since.astimezone():%Y-%m-%d %H:%M}"
        except (OverflowError, ValueError, OSError):  # a lock file edited by hand
            return None


def _holder_from(text: str) -> Holder | None:
    """The holder a lock file names (None: empty, or not ours to read)."""
    try:
        data = json.loads(text)
        since = datetime.fromisoformat(data["since"])
        return Holder(str(data["host"]), int(data["pid"]), since.replace(tzinfo=since.tzinfo or UTC))
    except (ValueError, TypeError, KeyError, OverflowError):
        return None


def save_name(path: Path) -> str:
    """A save as `tda resume` takes it: its bare name in the saves folder, else its path."""
    if path.parent == saves_dir() and path.suffix == ".json":
        return safe_name(path.stem)
    return safe_name(str(path))


def lock_path(path: Path) -> Path:
    """The lock file of a save: hidden, beside the save's real file (a save reached
    by two names, a link or a relative path, has one lock)."""
    real = path.resolve()
    return real.with_name(f".{real.name}.lock")


class SaveLock:
    """The lock on one save. `acquire()` raises SaveInUse naming the holder; a lock
    left by a process that is gone is taken over (`taken_from` then names it).
    A `probe` holds it only for a moment (to look, or to sweep): it leaves the lock
    file as it found it, so the player who opens the game next still hears of a
    holder that crashed."""

    def __init__(self, path: Path, probe: bool = False) -> None:
        self.path = path
        self.file = lock_path(path)
        self.probe = probe
        self.taken_from: Holder | None = None  # a holder that ended without letting go
        self._lock = FileLock(self.file, timeout=0, thread_local=False,
                              on_acquired=None if probe else self._write_holder)

    @property
    def is_held(self) -> bool:
        return self._lock.is_locked

    def _write_holder(self, fd: int) -> None:
        """Called by filelock with the lock taken: note who we are, over whatever a
        crashed holder left (a clean release leaves the file empty)."""
        self.taken_from = _holder_from(os.pread(fd, INFO_LIMIT, 0).decode("utf-8", "replace"))
        mine = json.dumps({"host": socket.gethostname(), "pid": os.getpid(),
                           "since": now().isoformat(), "save": str(self.path)})
        os.ftruncate(fd, 0)
        os.pwrite(fd, mine.encode(), 0)

    def holder(self) -> Holder | None:
        """Who the lock file says holds the save (read only while it is held)."""
        try:
            with open(self.file, "rb") as fh:
                return _holder_from(fh.read(INFO_LIMIT).decode("utf-8", "replace"))
        except OSError:
            return None

    def acquire(self) -> SaveLock:
        if self._lock.is_locked:
            return self
        try:
            self._lock.acquire()
        except Timeout:
            raise self.in_use() from None
        except OSError as err:  # a folder we may not write, a name too long...
            if err.errno in NO_LOCKS:
                return self  # this filesystem has no locks: played as before, unlocked
            why = err.strerror or str(err)  # the system's reason, in its own words
            raise SaveError(f"{self.path}: cannot be opened for play ({why})",
                            Phrase("table.in-file", path=safe_name(str(self.path)),
                                   why=Phrase("save.cannot-open", why=why))) from None
        return self

    def in_use(self) -> SaveInUse:
        """The refusal: where the game is open, and what the player can do."""
        holder = self.holder()
        where = "in another tda" if holder is None else \
            f"in another tda ({holder.where()})"
        return SaveInUse(f"{save_name(self.path)} is already open {where}: go on "
                         "there, or quit that tda first",
                         Phrase("lock.in-use", save=save_name(self.path),
                                where=None if holder is None else holder.phrase()))

    def release(self) -> None:
        """Let go. The lock file goes first, while still held (filelock refuses a lock
        won on a file that has lost its name, so a waiter retries on the new one): a
        lock file left behind means its holder ended without letting go."""
        if not self._lock.is_locked:
            return
        try:
            if not self.probe or self.file.stat().st_size == 0:  # nothing worth keeping
                self.file.unlink(missing_ok=True)
        except OSError:
            pass  # a stale name in a free lock file is only ever read as "taken over"
        self._lock.release(force=True)

    def __enter__(self) -> SaveLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()


def holder_of(path: Path) -> Holder | None:
    """The process that has `path` open for play, or None if it is free (a probe: the
    lock is taken and let go at once)."""
    lock = SaveLock(path, probe=True)
    if not lock.file.exists():
        return None  # no lock file: nobody holds it (and a look creates none)
    try:
        lock.acquire()
    except SaveInUse:
        return lock.holder() or Holder("?", 0, now())
    except SaveError:
        return None  # cannot be locked here, so cannot be open for play here either
    lock.release()
    return None


def check_free(path: Path) -> None:
    """Raise SaveInUse if the save is open for play elsewhere."""
    if holder_of(path) is not None:
        raise SaveLock(path).in_use()


def _temps_of(path: Path) -> list[Path]:
    """Temporary files an interrupted write of `path` left (`write_atomic`'s names)."""
    prefix, folder = path.name + ".", path.parent
    try:
        with os.scandir(folder) as entries:
            return [folder / e.name for e in entries
                    if e.name.startswith(prefix) and e.name.endswith(".tmp")
                    and len(e.name) > len(prefix) + len(".tmp") and e.is_file(follow_symlinks=False)]
    except OSError:
        return []


def _remove_temps(path: Path) -> list[Path]:
    """Remove `path`'s leftover temporary files: call with its lock held."""
    removed = []
    for temp in _temps_of(path):
        try:
            temp.unlink()
            removed.append(temp)
        except OSError:
            pass  # gone already, or not ours to remove: left as it is
    return removed


def sweep_stale_temps(folder: Path | None = None) -> list[Path]:
    """Remove what interrupted saves left in `folder` (the saves folder): each save's
    temporaries go only while its lock is ours, so a save open elsewhere (whose
    process may be writing right now) keeps them."""
    folder = saves_dir() if folder is None else folder
    try:
        with os.scandir(folder) as entries:
            names = [e.name for e in entries if e.name.endswith(".tmp")]
    except OSError:
        return []
    saves = {folder / name[: name.index(".json.") + len(".json")]
             for name in names if ".json." in name}
    removed: list[Path] = []
    for save in sorted(saves):
        try:
            with SaveLock(save, probe=True):
                removed += _remove_temps(save)
        except SaveError:
            continue  # open elsewhere (or not ours to lock): its files are left alone
    return removed


def claim_save(path: Path, created: datetime | None = None) -> Autosaver:
    """An autosaver for `path` that holds its lock (SaveInUse if it is open elsewhere);
    `saver.close()` lets go. What an interrupted write left beside it is removed."""
    lock = SaveLock(path).acquire()
    _remove_temps(path)
    return Autosaver(path, created, lock=lock)


def resume_save(path: Path) -> tuple[Session, AnySave]:
    """Open a save for play: lock it, replay it, and autosave to it after every action
    (`session.on_change`, an Autosaver holding the lock: `close()` it when done).
    Raises SaveInUse if the game is open in another process, SaveError if it cannot
    be resumed; either way nothing is written."""
    saver = claim_save(path)
    try:
        session, save = load_session(path)
    except BaseException:
        saver.close()
        raise
    saver.created = save.created
    session.on_change = saver
    return session, save


def delete_save(path: Path) -> None:
    """Remove a save, unless it is open for play elsewhere (SaveInUse); its lock file
    and leftover temporaries go with it."""
    with SaveLock(path):
        _remove_temps(path)
        path.unlink(missing_ok=True)
