"""Loading edition files: TOML -> pydantic -> frozen engine Cards, with cross-checks.

Every problem names the file and, where there is one, the card.
"""

from __future__ import annotations

import stat
import tomllib
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any  # TOML values: whatever the file holds, checked by the schema

from pydantic import ValidationError

from tda.engine.card import Card
from tda.engine.errors import TdaError
from tda.table.phrase import Phrase
from tda.text import clip

from .schema import CardModel, EditionFile

# Card files are short texts (an edition is about 20 KB). The cap keeps a wrong
# path (a video, /dev/zero behind a .toml name) from being read into memory.
MAX_FILE_BYTES = 1 << 20
# A path is echoed whole unless absurdly long: a real one is rarely over 200.
PATH_LIMIT = 200


class CardDataError(TdaError, ValueError):
    """An edition file is missing, malformed or inconsistent."""


def shown_path(path: Path) -> str:
    """A file's name as error messages show it: escaped, and cut if absurdly long."""
    return clip(str(path), PATH_LIMIT)


def read_toml(path: Path, error: type[TdaError], what: str = "file") -> dict[str, Any]:
    """A small TOML file as a dict. Every way it can fail (missing, a directory,
    too large, not UTF-8, not TOML, nested too deeply for the parser) raises
    `error` with one line naming the file."""
    # The phrase's `deck`: the file is a deck file (the words name what was read).
    deck = what == "deck file"
    try:
        return tomllib.loads(_read_small_text(path))
    except FileNotFoundError:
        problem, said = f"{what} not found", Phrase("file.not-found", deck=deck)
    except _NotReadable as err:
        problem, said = str(err), err.phrase
    except OSError as err:
        why = err.strerror or type(err).__name__
        problem = f"cannot read the {what}: {why}"
        said = Phrase("file.unreadable", deck=deck, why=why)
    except UnicodeDecodeError as err:
        problem = f"not UTF-8 text (byte {err.start}): is this really a {what}?"
        said = Phrase("file.not-utf8", deck=deck, byte=err.start)
    except tomllib.TOMLDecodeError as err:  # the parser's own words say where
        problem, said = f"not valid TOML: {clip(str(err))}", Phrase("file.not-toml",
                                                                    detail=clip(str(err)))
    except RecursionError:  # tomllib recurses once per level of [[[...]]] or {a={...}}
        problem = "not valid TOML: values are nested too deeply"
        said = Phrase("file.toml-too-deep")
    except ValueError:  # a NUL byte in the path; pathlib refuses to pass it on
        problem, said = "not a usable file name", Phrase("file.bad-name")
    where = shown_path(path)
    raise error(f"{where}: {problem}", phrase=Phrase("table.in-file", path=where, why=said))


class _NotReadable(Exception):
    """The path names something other than a small regular file."""

    def __init__(self, message: str, phrase: Phrase) -> None:
        super().__init__(message)
        self.phrase = phrase


def _read_small_text(path: Path) -> str:
    mode = path.stat().st_mode
    if stat.S_ISDIR(mode):
        raise _NotReadable("a directory, not a file", Phrase("file.directory"))
    if not stat.S_ISREG(mode):  # a pipe or a device could block or never end
        raise _NotReadable("not a regular file", Phrase("file.not-regular"))
    with path.open("rb") as fh:
        data = fh.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise _NotReadable(f"larger than {MAX_FILE_BYTES // 1024} KB; too big to be card data",
                           Phrase("file.too-big", kb=MAX_FILE_BYTES // 1024))
    return data.decode("utf-8")


def data_dir() -> Path:
    """Installed wheels carry the data inside the package; a checkout keeps it at the root."""
    packaged = Path(__file__).resolve().parent.parent / "data" / "editions"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[3] / "data" / "editions"


def parse_edition(path: Path) -> EditionFile:
    raw = read_toml(path, CardDataError)
    try:
        edition = EditionFile.model_validate(raw)
    except ValidationError as err:
        raise CardDataError(_describe(path, raw, err)) from None
    _cross_check(path, edition)
    return edition


def _describe(path: Path, raw: dict[str, Any], err: ValidationError) -> str:
    lines = [f"{path}: {err.error_count()} problem(s) in the card data"]
    for problem in err.errors():
        loc = problem["loc"]
        where = ".".join(str(p) for p in loc)
        if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
            card = raw.get("cards", [])[loc[1]]
            label = card.get("id", "?") if isinstance(card, dict) else "?"
            field = ".".join(str(p) for p in loc[2:]) or "card"
            where = f"card #{loc[1] + 1} ({label}), field {field}"
        lines.append(f"  {where}: {problem['msg']}")
    return "\n".join(lines)


def _cross_check(path: Path, edition: EditionFile) -> None:
    from tda.engine.ante_effects import EFFECTS
    from tda.engine.powers import POWERS
    seen: set[str] = set()
    for number, card in enumerate(edition.cards, 1):
        label = f"{path}: card #{number} ({card.id})"
        if card.id in seen:
            raise CardDataError(f"{label}: the id is used twice")
        seen.add(card.id)
        if card.power is not None and card.power not in POWERS:
            raise CardDataError(f"{label}: unknown power {card.power!r}")
        if card.ante_effect is not None and card.ante_effect not in EFFECTS:
            raise CardDataError(f"{label}: unknown ante effect {card.ante_effect!r}")
        if card.kind == "mortal" and card.colors:
            raise CardDataError(f"{label}: a mortal has no dragon colors")
    if len(edition.cards) != edition.edition.card_count:
        raise CardDataError(f"{path}: the edition declares {edition.edition.card_count} cards "
                            f"but lists {len(edition.cards)}")


@cache
def load_edition(edition_id: str) -> EditionFile:
    from . import powers  # noqa: F401  (registers every power before checking ids)
    path = data_dir() / f"{edition_id}.toml"
    if not path.exists():
        known = sorted(p.stem for p in data_dir().glob("*.toml"))
        raise CardDataError(f"unknown edition {edition_id!r}; known: {', '.join(known)}")
    return parse_edition(path)


def build_cards(models: Iterable[tuple[str, CardModel]]) -> tuple[Card, ...]:
    """Engine cards, indexed in the order given. `models` yields (edition id, CardModel)."""
    return tuple(Card(i, m.id, m.name, m.strength, m.kind, tuple(m.colors), m.power, m.god,
                      m.ante_effect, m.text, edition)
                 for i, (edition, m) in enumerate(models))
