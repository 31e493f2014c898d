"""Damaged save files, generated: reading them raises SaveError or nothing, and changes no file.

Hypothesis makes garbage bytes, random JSON and mutations of real saves (cut short,
bytes flipped, values swapped for other types, keys dropped or renamed, an illegal
action mid-record, a value nested 100,000 deep). Each goes through every way tda
reads a save, in-process; a smaller sample runs the real command in a child process.
"""

from __future__ import annotations

import json
import tempfile
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cli_harness import make_saves, refuse
from tda.table.saves import (
    SaveError,
    load_session,
    read_game_file,
    read_save,
    replay_file,
    scan_saves,
)

FUZZ = settings(max_examples=150, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """A saves folder with two real saves; the fuzzed file is written beside them."""
    saves = tmp_path_factory.mktemp("fuzz-saves")
    make_saves(saves)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TDA_SAVE_DIR", str(saves))
        yield saves


@cache
def real_saves() -> tuple[str, ...]:
    """The text of a real unfinished and a real finished save."""
    with tempfile.TemporaryDirectory(prefix="tda-fuzz-") as folder:
        paths = make_saves(Path(folder))
        return tuple(paths[label].read_text(encoding="utf-8")
                     for label in ("unfinished", "finished"))


def _places(node, where=()):
    """Every (path to a value) in parsed JSON, the root excluded."""
    if isinstance(node, dict):
        items = node.items()
    elif isinstance(node, list):
        items = enumerate(node)
    else:
        return
    for key, child in items:
        yield (*where, key)
        yield from _places(child, (*where, key))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=8)
actions = st.sampled_from(["pass", "play red-1", "ante gold-2", "call time", "choose 9", "",
                           "play", "\x1b[2J"]) | st.text(max_size=16)
NEST = "\"NEST-HERE\""


@st.composite
def mutated_saves(draw) -> bytes:
    """A real save with one structural change."""
    data = json.loads(draw(st.sampled_from(real_saves())))
    where = draw(st.sampled_from(list(_places(data))))
    parent = data
    for key in where[:-1]:
        parent = parent[key]
    key = where[-1]
    change = draw(st.sampled_from(["retype", "drop", "rename", "illegal", "nest"]))
    if change == "retype":
        parent[key] = draw(json_values)
    elif change == "drop":
        del parent[key]
    elif change == "rename" and isinstance(parent, dict):
        parent[draw(st.text(max_size=8))] = parent.pop(key)
    elif change == "illegal":
        steps = data["record"]["actions"]
        steps.insert(draw(st.integers(0, len(steps))), draw(actions))
    elif change == "nest":
        parent[key] = NEST.strip('"')
    depth = draw(st.sampled_from([50, 900, 100_000]))
    text = json.dumps(data).replace(NEST, "[" * depth + "]" * depth, 1)
    return text.encode("utf-8")


@st.composite
def damaged_bytes(draw) -> bytes:
    """A real save cut short, with bytes flipped or garbage spliced in."""
    raw = bytearray(draw(st.sampled_from(real_saves())).encode("utf-8"))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(raw) - 1))
        raw[at] ^= draw(st.integers(1, 255))
    if draw(st.booleans()):
        at = draw(st.integers(0, len(raw)))
        raw[at:at] = draw(st.binary(max_size=16))
    return bytes(raw[: draw(st.integers(0, len(raw)))])


garbage = st.one_of(st.binary(max_size=256),
                    json_values.map(lambda value: json.dumps(value).encode()))
# half the draws damage a real save: random garbage is refused at the first check
damaged_files = st.one_of(garbage, damaged_bytes(), mutated_saves(), mutated_saves())


def _read_every_way(path: Path) -> None:
    """Everything tda does with a save file it did not write itself."""
    for read in (read_save, load_session):
        try:
            read(path)
        except SaveError:
            pass
    try:
        record, _ = read_game_file(path)
        replay_file(path, record)
    except SaveError:
        pass


@FUZZ
@given(content=damaged_files)
def test_damaged_saves_raise_only_save_error_and_change_nothing(content, folder):
    """No damage makes tda raise anything but SaveError, hide a good save, or touch a file."""
    path = folder / "fuzzed.json"
    path.write_bytes(content)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    _read_every_way(path)
    scan = scan_saves(finished=None)
    listed = {p.name for p, _ in scan.loadable} | {p.name for p, _ in scan.broken}
    assert listed == set(before), "a file in the saves folder went unlisted"
    assert {"finished.json", "unfinished.json"} <= {p.name for p, _ in scan.loadable}
    assert all("\x1b" not in reason for _, reason in scan.broken)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


def _is_broken(path: Path) -> bool:
    try:
        load_session(path)
    except SaveError:
        return True
    return False


@settings(FUZZ, max_examples=6)
@given(content=st.one_of(mutated_saves(), damaged_bytes()))
def test_the_real_command_refuses_a_damaged_save_in_one_line(content, folder, tmp_path_factory):
    """A sample through `tda resume FILE` in a child process: one line, saves unchanged."""
    path = tmp_path_factory.mktemp("fuzz-input") / "damaged.json"
    path.write_bytes(content)
    assume(_is_broken(path))  # a harmless change still resumes: that opens the screen
    refuse(["resume", str(path)], folder, mentions=["damaged.json"])
