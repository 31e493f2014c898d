"""Bad files for `tda export`, `tda resume` and `tda replay`: one line, a non-zero exit, no game lost.

Every refusal runs the real command in a child process (cli_harness.py), time-bound and
memory-capped, with two real saves in its saves folder that must stay byte-identical;
the folder of bad inputs must stay byte-identical too. The listing tests check that a
broken file in the saves folder is named, never hides the good saves, never hangs.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cli_harness import make_saves, refuse, run_tda, snapshot_files
from tda.table.saves import MAX_SAVE_BYTES

ESC_NAME = "\x1b]0;pwned\x07\x1b[2J"  # would retitle and clear the terminal if printed raw


def _save_data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def _edited(real: dict, edit) -> str:
    data = json.loads(json.dumps(real))
    edit(data)
    return json.dumps(data)


def _set(*keys_and_value):
    """An edit that sets data[k1][k2]... = value."""
    *keys, value = keys_and_value

    def edit(data):
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value
    return edit


def _rename_seat(index: int, name: str):
    def edit(data):
        data["seats"][index]["name"] = name
        data["record"]["config"]["players"][index] = name
    return edit


def _drop(key: str):
    return lambda data: data.pop(key)


# name -> text of a save file that must be refused; built from the real unfinished save
BAD_SAVES = {
    "empty": lambda real: "",
    "truncated": lambda real: json.dumps(real)[:300],
    "foreign-json": lambda real: json.dumps({"hello": "world"}),
    "a-list": lambda real: json.dumps([1, 2, 3]),
    "deep-top": lambda real: _nested(100_000),
    "deep-actions": lambda real: json.dumps(real).replace(
        json.dumps(real["record"]["actions"]), _nested(100_000)),
    "huge-number": lambda real: _edited(real, _set("gambit", "HUGE")).replace('"HUGE"', "9" * 5000),
    "updated-not-a-date": lambda real: _edited(real, _set("updated", "yesterday")),
    "created-a-number": lambda real: _edited(real, _set("created", 20240501)),
    "date-past-9999": lambda real: _edited(real, _set("updated", "9999-12-31T23:00:00-05:00")),
    "version-string": lambda real: _edited(real, _set("save_version", "1")),
    "version-true": lambda real: _edited(real, _set("save_version", True)),
    "version-float": lambda real: _edited(real, _set("save_version", 1.0)),
    "version-huge": lambda real: _edited(real, _set("save_version", 10**40)),
    "version-future": lambda real: _edited(real, _set("save_version", 99)),
    "version-zero": lambda real: _edited(real, _set("save_version", 0)),
    "gambit-string": lambda real: _edited(real, _set("gambit", "3")),
    "gambit-negative": lambda real: _edited(real, _set("gambit", -1)),
    "seats-not-a-list": lambda real: _edited(real, _set("seats", "Ann, Bob, Cid")),
    "actions-not-strings": lambda real: _edited(real, _set("record", "actions", [1, 2, 3])),
    "config-seed-text": lambda real: _edited(real, _set("record", "config", "seed", "five")),
    "unknown-key": lambda real: _edited(real, _set("cheats", True)),
    "no-record": lambda real: _edited(real, _drop("record")),
    "illegal-step": lambda real: _edited(real, _set("record", "actions", 5, "play no-such-card")),
    "empty-name": lambda real: _edited(real, _rename_seat(1, "")),
    "duplicate-names": lambda real: _edited(real, _rename_seat(1, "Ann")),
    "seats-not-players": lambda real: _edited(real, _set("seats", 0, "name", "Zed")),
    "unknown-bot": lambda real: _edited(real, _set("seats", 0, "bot", "genius")),
}

# what the one line says, beyond the file's name
BAD_SAVE_WORDS = {
    "empty": ["damaged"], "truncated": ["damaged"], "foreign-json": ["not a tda save"],
    "a-list": ["not a tda save"], "deep-top": ["nested"], "deep-actions": ["nested"],
    "huge-number": ["digits"], "updated-not-a-date": ["updated", "date"],
    "created-a-number": ["created", "date"], "date-past-9999": ["updated", "out of range"],
    "version-string": ["save_version"],
    "version-true": ["save_version"], "version-float": ["save_version"],
    "version-huge": ["version"], "version-future": ["version 99", "newer"],
    "version-zero": ["version 0"], "gambit-string": ["gambit"], "gambit-negative": ["gambit"],
    "seats-not-a-list": ["seats"], "actions-not-strings": ["actions"],
    "config-seed-text": ["seed"], "unknown-key": ["cheats", "unknown"],
    "no-record": ["record"], "illegal-step": ["step 6", "no-such-card"],
    "empty-name": ["blank name"], "duplicate-names": ["two seats are named"],
    "seats-not-players": ["players"], "unknown-bot": ["genius"],
}


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    make_saves(folder)
    return folder


@pytest.fixture(scope="module")
def inputs(tmp_path_factory, saves):
    """A folder of things that are not saves, beside the saves folder."""
    folder = tmp_path_factory.mktemp("inputs")
    real = _save_data(saves / "unfinished.json")
    for name, make in BAD_SAVES.items():
        (folder / f"{name}.json").write_text(make(real), encoding="utf-8")
    (folder / "binary.json").write_bytes(bytes(range(256)) * 4)
    (folder / "latin1.json").write_bytes('{"name": "Zoë"}'.encode("latin-1"))
    (folder / "folder.json").mkdir()
    os.mkfifo(folder / "pipe.json")
    (folder / "loop.json").symlink_to(folder / "loop.json")
    with open(folder / "huge.json", "wb") as fh:  # sparse: no disk used
        fh.truncate(MAX_SAVE_BYTES + 1)
    record = _save_data(saves / "finished.json")["record"]
    record["actions"][3] = "pass pass"
    (folder / "bad-record.json").write_text(json.dumps(record), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def outputs(tmp_path_factory, saves):
    """A folder to export into, with things already in it."""
    folder = tmp_path_factory.mktemp("outputs")
    (folder / "existing.txt").write_text("keep me\n")
    (folder / "a-folder").mkdir()
    os.mkfifo(folder / "pipe.json")
    (folder / "loop.json").symlink_to(folder / "loop.json")
    (folder / "to-finished.json").symlink_to(saves / "finished.json")
    (folder / "to-unfinished.json").symlink_to(saves / "unfinished.json")
    os.link(saves / "unfinished.json", folder / "hard-unfinished.json")
    (folder / "saves-link").symlink_to(saves, target_is_directory=True)
    return folder


def refuse_keeping(args, saves: Path, keep: list[Path], mentions=()):
    """`refuse`, and the folders in `keep` are byte-identical afterwards too."""
    before = [snapshot_files(folder) for folder in keep]
    outcome = refuse(args, saves, mentions=mentions)
    assert [snapshot_files(folder) for folder in keep] == before, "a file outside the saves changed"
    return outcome


OTHER_INPUTS = {  # file name -> words of the refusal
    "binary.json": ["utf-8"], "latin1.json": ["utf-8"], "folder.json": ["folder"],
    "pipe.json": ["named pipe"], "loop.json": ["symbolic links"], "huge.json": ["too large"],
    "missing.json": ["no such file"],
}
ALL_INPUTS = {**{f"{name}.json": words for name, words in BAD_SAVE_WORDS.items()}, **OTHER_INPUTS}


@pytest.mark.parametrize("name", sorted(ALL_INPUTS))
def test_resume_refuses_a_bad_file(name, saves, inputs):
    """`tda resume FILE` on anything but a good save: one line naming the file and why."""
    path = inputs / name
    refuse_keeping(["resume", str(path)], saves, [inputs], mentions=[name, *ALL_INPUTS[name]])


REPLAY_SAMPLE = ["deep-actions.json", "illegal-step.json", "pipe.json", "huge.json",
                 "version-future.json", "loop.json", "updated-not-a-date.json", "folder.json"]


@pytest.mark.parametrize("name", REPLAY_SAMPLE)
def test_replay_refuses_a_bad_file(name, saves, inputs):
    """`tda replay FILE` reads the same files the same careful way."""
    refuse_keeping(["replay", str(inputs / name)], saves, [inputs],
                   mentions=[name, *ALL_INPUTS[name]])


def test_replay_names_the_bad_step_of_a_bare_record(saves, inputs):
    """An exported record with an illegal step: the file and the step are named."""
    refuse_keeping(["replay", str(inputs / "bad-record.json")], saves, [inputs],
                   mentions=["bad-record.json", "step 4"])


EXPORT_SAMPLE = ["deep-top.json", "binary.json", "empty-name.json", "version-string.json",
                 "pipe.json", "missing.json"]


@pytest.mark.parametrize("name", EXPORT_SAMPLE)
def test_export_refuses_a_bad_input(name, saves, inputs, outputs):
    """`tda export FILE --json OUT` on a bad file: refused, nothing written."""
    out = outputs / f"from-{name}"
    refuse_keeping(["export", str(inputs / name), "--json", str(out)], saves, [inputs],
                   mentions=[name, *ALL_INPUTS[name]])
    assert not out.exists()


def test_dev_zero_is_not_read(saves, outputs):
    """/dev/zero as a save: refused at once, not read until memory runs out."""
    refuse(["export", "/dev/zero", "--json", str(outputs / "zero.json")], saves,
           mentions=["/dev/zero", "device"])


# (args, words): {finished}, {unfinished}, {saves}, {out} are filled in per run
EXPORT_OUTPUTS = [
    (["{finished}", "--json", "{finished}"], ["--json", "being exported"]),
    (["{finished}", "--story", "{finished}"], ["--story", "being exported"]),
    (["{finished}", "--json", "{out}/to-finished.json", "--force"], ["being exported"]),
    (["{finished}", "--json", "{saves}/unfinished.json", "--force"], ["saves folder"]),
    (["{finished}", "--story", "{saves}/story.txt"], ["--story", "saves folder"]),
    (["{finished}", "--json", "{saves}/new.json"], ["saves folder"]),
    (["{finished}", "--json", "{out}/saves-link/new.json"], ["saves folder"]),
    (["{finished}", "--json", "{out}/to-unfinished.json", "--force"], ["saves folder"]),
    (["{finished}", "--json", "{out}/hard-unfinished.json", "--force"], ["saves folder"]),
    (["{finished}", "--json", "{out}/existing.txt"], ["existing.txt", "--force"]),
    (["{finished}", "--story", "{out}/existing.txt"], ["--story", "--force"]),
    (["{finished}", "--json", "{out}/same.txt", "--story", "{out}/same.txt"], ["same file"]),
    (["{finished}", "--json", "{out}/same.txt", "--story", "{out}/./same.txt"], ["same file"]),
    (["{finished}", "--json", "{out}/a-folder"], ["a-folder", "folder"]),
    (["{finished}", "--json", "{out}/a-folder", "--force"], ["folder"]),
    (["{finished}", "--json", "{out}/no/such/folder/x.json"], ["does not exist"]),
    (["{finished}", "--json", "{out}/existing.txt/x.json"], ["not a folder"]),
    (["{finished}", "--json", "{out}/pipe.json", "--force"], ["not a regular file"]),
    (["{finished}", "--story", "/dev/null", "--force"], ["/dev/null", "not a regular file"]),
    (["{finished}", "--json", "{out}/loop.json", "--force"], ["--json", "loop.json"]),
    (["{finished}", "--json", "{out}/" + "x" * 300 + ".json"], ["--json", "too long"]),
    (["{finished}"], ["--json", "--story"]),
    (["{unfinished}", "--json", "{out}/u.json"], ["unfinished", "--reveal"]),
    (["{unfinished}", "--json", "{out}/u.json", "--story", "{out}/u.txt"], ["--reveal"]),
    (["{unfinished}", "--json", "{unfinished}", "--reveal"], ["being exported"]),
]


@pytest.mark.parametrize("args,words", EXPORT_OUTPUTS,
                         ids=[" ".join(a).replace("{", "").replace("}", "")[:60]
                              for a, _ in EXPORT_OUTPUTS])
def test_export_never_writes_over_a_game_or_a_file(args, words, saves, outputs):
    """Every output is checked before anything is written; a refused export writes nothing."""
    places = {"finished": saves / "finished.json", "unfinished": saves / "unfinished.json",
              "saves": saves, "out": outputs}
    filled = [arg.format(**places) for arg in args]
    names = sorted(os.listdir(outputs))
    refuse_keeping(["export", *filled], saves, [outputs], mentions=words)
    assert sorted(os.listdir(outputs)) == names, "a refused export left a file behind"


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write in a read-only folder")
def test_export_into_a_read_only_folder_is_refused(saves, tmp_path):
    """A folder without write permission: one line saying so."""
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        refuse(["export", str(saves / "finished.json"), "--json", str(locked / "x.json")],
               saves, mentions=["cannot write"])
    finally:
        locked.chmod(0o700)


def test_export_with_force_replaces_an_ordinary_file(saves, tmp_path):
    """--force is the one way to replace an existing export (and only an export)."""
    out = tmp_path / "record.json"
    out.write_text("old\n")
    done = run_tda(["export", str(saves / "finished.json"), "--json", str(out), "--force"], saves)
    assert done.status == 0, done.stderr
    assert json.loads(out.read_text())["actions"]


def test_a_name_with_escape_codes_is_not_echoed_raw(saves, tmp_path):
    """A file name holding an ESC sequence is shown escaped in the error line."""
    outcome = refuse(["resume", str(tmp_path / f"{ESC_NAME}.json")], saves,
                     mentions=["no such file"])
    assert "\x1b" not in outcome.stderr and "\\x1b" in outcome.stderr


# ---- the listing: broken files are named, good saves still shown ----------------------

def _newest_but_broken(data: dict) -> None:
    data["updated"] = "2999-01-01T00:00:00+00:00"
    data["record"]["actions"][5] = "play no-such-card"


def _cluttered(folder: Path, saves: Path, inputs: Path) -> dict[str, Path]:
    """A saves folder: two good saves, one with an ESC sequence as a name, and junk."""
    real = _save_data(saves / "unfinished.json")
    (folder / "good.json").write_bytes((saves / "unfinished.json").read_bytes())
    (folder / "named.json").write_text(_edited(real, _rename_seat(0, ESC_NAME)))
    (folder / "newest-but-broken.json").write_text(_edited(real, _newest_but_broken))
    for name in ("updated-not-a-date", "deep-actions", "version-string", "duplicate-names"):
        (folder / f"{name}.json").write_text(BAD_SAVES[name](real))
    (folder / "folder.json").mkdir()
    os.mkfifo(folder / "pipe.json")
    (folder / "loop.json").symlink_to(folder / "loop.json")
    with open(folder / "huge.json", "wb") as fh:
        fh.truncate(MAX_SAVE_BYTES + 1)
    return {"good": folder / "good.json", "named": folder / "named.json"}


BROKEN_IN_LIST = ["newest-but-broken", "updated-not-a-date", "deep-actions", "version-string",
                  "duplicate-names", "folder", "pipe", "loop", "huge"]


def test_list_names_each_broken_save_and_keeps_the_good_ones(saves, inputs, tmp_path):
    """`tda resume --list`: every good save listed, each broken file one line, exit 0."""
    folder = tmp_path / "cluttered"
    folder.mkdir()
    good = _cluttered(folder, saves, inputs)
    before = snapshot_files(folder)
    done = run_tda(["resume", "--list"], folder)
    assert done.status == 0, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert "\x1b" not in done.stdout and "\\x1b]0;pwned" in done.stdout
    for path in good.values():  # by the name `tda resume` takes (issue 27.19: 80 columns)
        assert f"tda resume {path.stem}" in done.stdout
    broken_lines = [line for line in done.stdout.splitlines() if line.startswith("cannot resume")]
    for name in BROKEN_IN_LIST:
        assert sum(f"{name}.json" in line for line in broken_lines) == 1, (name, done.stdout)
    assert len(broken_lines) == len(BROKEN_IN_LIST)
    assert snapshot_files(folder) == before


def test_last_takes_the_newest_save_that_loads(saves, inputs, tmp_path, monkeypatch):
    """`tda resume --last` skips a newer save whose record cannot be replayed."""
    import tda.tui
    from tda.cli import main
    folder = tmp_path / "cluttered"
    folder.mkdir()
    good = _cluttered(folder, saves, inputs)
    data = _save_data(good["named"])
    data["updated"] = "2500-01-01T00:00:00+00:00"  # newer than good.json, older than the broken one
    good["named"].write_text(json.dumps(data))
    opened = []

    class FakeApp:
        def __init__(self, **kwargs):
            opened.append(kwargs["path"])

        def run(self):
            return None

    monkeypatch.setenv("TDA_SAVE_DIR", str(folder))
    monkeypatch.setattr(tda.tui, "TdaApp", FakeApp)
    assert main(["resume", "--last"]) == 0
    assert opened == [good["named"]]


def test_list_with_only_broken_saves_still_says_so(saves, tmp_path):
    """Nothing resumable: the listing says so and still names the broken file."""
    folder = tmp_path / "only-broken"
    folder.mkdir()
    (folder / "cut.json").write_text(BAD_SAVES["truncated"](_save_data(saves / "unfinished.json")))
    for args in (["resume", "--list"], ["resume"], ["resume", "--last"]):
        done = run_tda(args, folder)
        assert done.status == 0 and "Traceback" not in done.stderr, done.stderr
        assert "No unfinished games" in done.stdout and "cut.json" in done.stdout


def test_a_saves_folder_that_is_a_file_is_one_line(saves, tmp_path):
    """TDA_SAVE_DIR naming a file: the listing itself fails, in one line."""
    not_a_folder = tmp_path / "saves-file"
    not_a_folder.write_text("x")
    done = run_tda(["resume", "--list"], not_a_folder)
    lines = done.stderr.strip().splitlines()
    assert done.status != 0 and len(lines) == 1 and "saves folder" in lines[0], done.stderr


def test_export_and_replay_take_a_saves_name_as_resume_does(saves, tmp_path):
    """The name the game's end prints ("finished", no folder, no .json) finds the save
    in the saves folder for export and replay too, as for resume; writing over the
    save so named is still refused."""
    out = tmp_path / "story.txt"
    done = run_tda(["export", "finished", "--story", str(out)], saves, cwd=tmp_path)
    assert done.status == 0, done.stderr
    assert "Ann" in out.read_text()
    refuse(["export", "finished", "--json", str(saves / "finished.json"), "--force"], saves,
           mentions=["finished.json"], cwd=tmp_path)
    refuse(["replay", "no-such-game"], saves, mentions=["no-such-game", "no such file"],
           cwd=tmp_path)


def test_replay_alone_lists_the_finished_games_by_name(saves, tmp_path):
    """A finished game could not be found again: `tda resume --list` shows only
    unfinished ones. `tda replay` with no file lists the finished games, each with the
    command that steps through it; an empty folder says where to look instead."""
    done = run_tda(["replay"], saves)
    assert done.status == 0, done.stderr
    assert "tda replay finished" in done.stdout and "unfinished" not in done.stdout
    empty = tmp_path / "empty"
    empty.mkdir()
    none = run_tda(["replay"], empty)
    assert none.status == 0 and "No finished games" in none.stdout
