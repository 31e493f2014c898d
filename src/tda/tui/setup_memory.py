"""The last setup started, remembered for the next time the setup screen opens.

A small JSON file in the user's config folder (`TDA_CONFIG_DIR` overrides, for tests
and portable setups). It is a convenience: a file that is missing starts from the
defaults; one that cannot be read or makes no sense is ignored with one line, and
any single value the screen cannot use (a deck since removed) is skipped.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection
from pathlib import Path
from typing import Any

from tda.i18n import _, setup_memory_path

FILE_NAME = "last-setup.json"
MAX_BYTES = 64 * 1024  # a setup is a few hundred bytes


def memory_path() -> Path:
    return setup_memory_path()  # tda.i18n reads the remembered language from it too


def recall() -> tuple[dict[str, Any], str | None]:
    """(the remembered setup, or {}; a line saying why the file was ignored, or None)."""
    path = memory_path()
    try:
        if path.stat().st_size > MAX_BYTES:
            return {}, _("Ignored the remembered setup ({file}): too large.").format(
                file=path.name)
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}, None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as err:
        if isinstance(err, OSError) and err.strerror:
            return {}, _("Ignored the remembered setup ({file}): {why}.").format(
                file=path, why=err.strerror)
        return {}, _("Ignored the remembered setup ({file}): not a setup saved by tda.").format(
            file=path)
    if not isinstance(data, dict):
        return {}, _("Ignored the remembered setup ({file}): not a setup saved by tda.").format(
            file=path)
    return data, None


def remember(setup: dict[str, Any]) -> str | None:
    """Write `setup`; a line saying why it could not be written, or None."""
    path = memory_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(setup, indent=1), encoding="utf-8")
        os.replace(tmp, path)
    except OSError as err:
        return _("Could not remember this setup ({file}): {why}.").format(
            file=path, why=err.strerror or err)

    return None


def remembered_speed(speeds: Collection[str]) -> str:
    """The bot speed last chosen (at the setup screen or with `s` at a table), for a
    table opened without one (`tda resume`, `tda play --seat ...`), if it is one of
    `speeds`; else normal."""
    speed = recall()[0].get("speed")
    return speed if isinstance(speed, str) and speed in speeds else "normal"


def remember_speed(speed: str) -> str | None:
    """Keep `speed` as the last chosen, beside the rest of the remembered setup (a
    memory that cannot be read is replaced by this alone)."""
    setup = recall()[0]
    setup["speed"] = speed
    return remember(setup)
