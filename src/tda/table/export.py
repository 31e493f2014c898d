"""`tda export`: a game's record and story written out, never over a save.

Every output is checked before anything is written: it may not be the file being
exported, a file in the saves folder (nor a link to one), a folder, a device or a
pipe, nor an existing file unless --force says so. Its folder must already exist:
a mistyped path is refused rather than grown into a tree of new folders.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tda.text import quote, safe_name

from .errors import TdaError
from .phrase import Phrase
from .protocol import GameState
from .registry import DEFAULT_GAME, get_game
from .saves import saves_dir, write_atomic


class ExportError(TdaError, ValueError):
    """An export was refused before anything was written (message safe to print)."""

    def __init__(self, message: str, phrase: Phrase | None = None) -> None:
        super().__init__(safe_name(message), phrase=phrase)


def _refused(flag: str, out: Path | str, message: str, key: str, **args: str) -> ExportError:
    """`FLAG OUT: message`, and its phrase (`key`, with the flag and the output) for a
    player; paths go in the phrase escaped, as the message has them."""
    shown = {name: safe_name(value) for name, value in args.items()}
    return ExportError(f"{flag} {out}: {message}",
                       Phrase(key, target=safe_name(f"{flag} {out}"), **shown))


def record_text(record: BaseModel) -> str:
    return record.model_dump_json(indent=1)


def story_text(record: Any, state: GameState) -> str:
    """The game told as text, by the game the record names."""
    return get_game(getattr(record, "game", DEFAULT_GAME)).story(record, state)


def _resolved(path: Path, flag: str) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError) as err:  # a symlink loop (RuntimeError before 3.13)
        raise _refused(flag, quote(str(path)), f"cannot be used ({err})", "export.unusable",
                       why=str(err)) from None


def _same(one: Path, other: Path, flag: str) -> bool:
    """The same file: the same inode (hard and symbolic links) or, for a name not
    written yet, the same place once links are followed."""
    try:
        return os.path.samefile(one, other)
    except OSError:
        return _resolved(one, flag) == _resolved(other, flag)


def _existing(out: Path, flag: str) -> os.stat_result | None:
    """What is at `out` now (links not followed), or None if nothing is."""
    try:
        return os.lstat(out)
    except (FileNotFoundError, NotADirectoryError):
        return None  # a missing or impossible folder is reported by _check_folder
    except OSError as err:  # a name too long, no permission to look
        raise _unusable(flag, out, err) from None


def _unusable(flag: str, out: Path, err: OSError) -> ExportError:
    why = str(err.strerror or err)  # the system's own words, as data
    return _refused(flag, quote(str(out)), f"cannot be used ({why})", "export.unusable",
                    why=why)


def _in_saves_folder(out: Path, flag: str) -> bool:
    """`out` is in the saves folder, or a link (hard or symbolic) to a file there."""
    folder = _resolved(saves_dir(), flag)
    lexical_parent = _resolved(Path(os.path.abspath(out)).parent, flag)
    if lexical_parent.is_relative_to(folder) or _resolved(out, flag).is_relative_to(folder):
        return True
    try:
        target = os.stat(out)
        with os.scandir(folder) as entries:
            return any(os.path.samestat(target, entry.stat()) for entry in entries)
    except OSError:
        return False  # nothing at `out`, or no saves folder: no save to harm


def _check_folder(out: Path, flag: str) -> None:
    folder = Path(os.path.abspath(out)).parent
    try:
        info = os.stat(folder)
    except FileNotFoundError:
        raise _refused(flag, out, f"the folder {folder} does not exist (create it first)",
                       "export.no-folder", folder=str(folder)) from None
    except OSError as err:
        if err.errno == errno.ENOTDIR:
            raise _refused(flag, out, f"part of {folder} is a file, not a folder",
                           "export.part-is-file", folder=str(folder)) from None
        raise _unusable(flag, out, err) from None
    if not stat.S_ISDIR(info.st_mode):
        raise _refused(flag, out, f"{folder} is a file, not a folder", "export.folder-is-file",
                       folder=str(folder))
    if not os.access(folder, os.W_OK | os.X_OK):
        raise _refused(flag, out, f"cannot write in the folder {folder}",
                       "export.folder-read-only", folder=str(folder))


def _check_existing(out: Path, flag: str, force: bool) -> None:
    if _existing(out, flag) is None:
        return
    try:
        mode = os.stat(out).st_mode
    except OSError:
        mode = stat.S_IFLNK  # a link to nowhere: replacing it harms nothing, if asked
    if stat.S_ISDIR(mode):
        raise _refused(flag, out, "is a folder; name a file to write", "export.is-folder")
    if not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise _refused(flag, out, "is not a regular file (a device or a pipe)",
                       "export.not-regular")
    if not force:
        raise _refused(flag, out, "already exists (add --force to replace it)",
                       "export.exists")


def check_not_in_saves(flag: str, out: Path) -> None:
    """Refuse an output in the saves folder: writing there could replace a game."""
    if _in_saves_folder(out, flag):
        raise _refused(flag, out, f"is in the saves folder {saves_dir()}; write it "
                       "somewhere else", "export.in-saves", folder=str(saves_dir()))


def check_output(flag: str, out: Path, source: Path, force: bool) -> None:
    """Refuse `out` if writing it could lose a game or a file nobody asked to replace."""
    if _same(out, source, flag):
        raise _refused(flag, out, "is the file being exported; writing it would lose the "
                       "game", "export.is-source")
    check_not_in_saves(flag, out)
    _check_existing(out, flag, force)
    _check_folder(out, flag)


def check_outputs(source: Path, outputs: dict[str, Path], force: bool) -> None:
    """Check every output (flag -> path) before any is written."""
    flags = list(outputs)
    for i, flag in enumerate(flags):
        for other in flags[i + 1:]:
            if _same(outputs[flag], outputs[other], flag):
                raise ExportError(f"{flag} and {other} name the same file "
                                  f"{outputs[flag]}; give each its own",
                                  Phrase("export.same-file", flag=flag, other=other,
                                         out=safe_name(str(outputs[flag]))))
    for flag, out in outputs.items():
        check_output(flag, out, source, force)


def write_output(out: Path, text: str) -> None:
    """Write atomically; a failure (a full disk, a read-only folder) is one clear line."""
    try:
        write_atomic(out, text)
    except OSError as err:
        why = str(err.strerror or err)
        raise ExportError(f"{out}: cannot be written ({why})",
                          Phrase("export.unwritable", out=safe_name(str(out)),
                                 why=why)) from None
