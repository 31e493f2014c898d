"""Every command but play serves any registered game: `--game` for story, sim,
tournament and bench; resume, replay and export read the game from the file."""

import json

import pytest

from cli_harness import make_dragonmaster_saves, make_saves, refuse, run_tda, snapshot_files


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    make_saves(folder)
    make_dragonmaster_saves(folder)
    return folder


BAD_GAME_FLAGS = [
    (["sim", "--game", "chess"], ["--game", "chess", "dragonmaster"]),
    (["story", "--game", "chess"], ["--game", "chess"]),
    (["sim", "--game", "dragonmaster", "--players", "5"], ["--players", "3 to 4"]),
    (["story", "--game", "dragonmaster", "--level", "heroic"], ["--level", "heroic"]),
    (["sim", "--game", "dragonmaster", "--bots", "genius"], ["--bots", "genius"]),
    (["sim", "--level", "expert"], ["--level"]),
    # Three-Dragon Ante's deck, rules and gold flags are refused, never ignored
    (["sim", "--game", "dragonmaster", "--deck", "legendary"], ["--deck", "Dragonmaster"]),
    (["story", "--game", "dragonmaster", "--ruleset", "revised"], ["--ruleset"]),
    (["sim", "--game", "dragonmaster", "--starting-gold", "20"], ["--starting-gold"]),
    (["story", "--game", "dragonmaster", "--max-gambits", "2"], ["--max-gambits"]),
    (["sim", "--game", "dragonmaster", "--deck", "original"], ["--deck"]),  # even the default
    # tournament: Dragonmaster's lineup is 3-4 bots of its own; decks and rules are refused
    (["tournament", "--game", "dragonmaster", "--bots", "random,random"], ["--bots", "3 to 4"]),
    (["tournament", "--game", "dragonmaster", "--bots", "heuristic,random,wizard"],
     ["--bots", "wizard", "heuristic"]),  # the refusal names the bots it has
    (["tournament", "--game", "dragonmaster", "--bots", "random,random,random",
      "--decks", "original"], ["--decks", "Dragonmaster"]),
    (["tournament", "--game", "dragonmaster", "--bots", "random,random,random",
      "--ruleset", "revised"], ["--ruleset"]),
    (["tournament", "--game", "dragonmaster", "--bots", "random,random,random",
      "--max-gambits", "3"], ["--max-gambits"]),
    (["tournament", "--game", "dragonmaster", "--bots", "random,random,random",
      "--level", "basic,heroic"], ["--level", "heroic"]),
    (["tournament", "--game", "dragonmaster", "--bots", "random,random,random",
      "--level", "basic,basic"], ["--level", "twice"]),
    (["tournament", "--level", "expert"], ["--level"]),
    (["tournament", "--game", "go"], ["--game", "go"]),
    # bench
    (["bench", "--game", "dragonmaster", "--players", "2"], ["--players", "3 to 4"]),
    (["bench", "--game", "dragonmaster", "--deck", "legendary"], ["--deck"]),
    (["bench", "--game", "dragonmaster", "--ruleset", "classic"], ["--ruleset"]),
    (["bench", "--game", "dragonmaster", "--level", "heroic"], ["--level", "heroic"]),
    (["bench", "--level", "basic"], ["--level"]),
    # resume: --game picks among the saves; a file names its own game
    (["resume", "--game", "dragonmaster"], ["--game", "--list"]),
    (["resume", "--list", "--game", "chess"], ["--game", "chess"]),
    (["replay", "x.json", "--game", "dragonmaster"], ["--game"]),
]


@pytest.mark.parametrize("args,mentions", BAD_GAME_FLAGS,
                         ids=[" ".join(args) for args, _ in BAD_GAME_FLAGS])
def test_a_bad_game_flag_is_refused(args, mentions, saves):
    refuse(args, saves, mentions=mentions)


def test_sim_plays_dragonmaster_through_the_registry(saves):
    out = run_tda(["sim", "--game", "dragonmaster", "--games", "2", "--players", "3",
                   "--level", "expert"], saves)
    assert out.status == 0, out.stderr
    assert "2 Dragonmaster games, 3 players" in out.stdout
    assert "invariants held in every game" in out.stdout


def test_story_tells_a_dragonmaster_game(saves):
    out = run_tda(["story", "--game", "dragonmaster", "--seed", "4", "--level", "advanced"],
                  saves)
    assert out.status == 0, out.stderr
    assert out.stdout.startswith("Dragonmaster: Ann, Bob, Cid, Dee · advanced game · seed 4")
    assert "The game is over:" in out.stdout


def test_resume_lists_a_dragonmaster_save_with_its_game_progress_and_date(saves):
    """A Dragonmaster save lists beside Three-Dragon Ante's: game, setup, progress,
    date and seats; --game keeps one game's saves; a finished game is not listed."""
    out = run_tda(["resume", "--list"], saves)
    assert out.status == 0, out.stderr
    lines = out.stdout.splitlines()
    # each save a block of its own: game, date, setup, progress; then the seats;
    # then how to continue it, every line within 80 columns (issue 27.19)
    assert all(len(line) <= 80 for line in lines), lines
    at = next(i for i, line in enumerate(lines) if line.startswith("Dragonmaster · "))
    dm = " ".join(lines[at:at + 3])
    assert "advanced, 3 players" in dm and "of round" in dm and "Bob (heuristic)" in dm
    date = dm.split(" · ")[1]
    assert len(date.split()[0]) == 10 and date[4] == "-"  # 2026-11-23 18:49
    assert any(line.startswith("Three-Dragon Ante · ") for line in lines)
    assert "tda resume dm-unfinished" in out.stdout and "dm-finished" not in out.stdout
    only = run_tda(["resume", "--list", "--game", "dragonmaster"], saves)
    assert only.status == 0 and "Three-Dragon Ante" not in only.stdout
    assert "tda resume dm-unfinished" in only.stdout


def test_resume_list_for_a_game_with_no_saves_says_so(tmp_path):
    make_saves(tmp_path)
    out = run_tda(["resume", "--list", "--game", "dragonmaster"], tmp_path)
    assert out.status == 0 and "No unfinished Dragonmaster games" in out.stdout


def test_a_dragonmaster_save_loads_and_resumes(tmp_path):
    """The save a Session's autosaver wrote loads as a live session at the same spot."""
    from tda.dragonmaster import DragonmasterState
    from tda.table.saves import load_session, read_save
    paths = make_dragonmaster_saves(tmp_path)
    session, save = load_session(paths["dm-unfinished"])
    assert save.game == "dragonmaster" and not save.finished
    assert isinstance(session.state, DragonmasterState)
    assert len(session.state.actions) == 30 and session.is_bot_turn()
    session.apply(session.bot_action())  # it plays on
    assert read_save(paths["dm-finished"]).finished


def test_export_writes_a_finished_dragonmaster_game(saves, tmp_path):
    """--json writes the record (it replays to the same game), --story tells it."""
    from tda.table.saves import read_game_file, read_save, replay_file
    source = saves / "dm-finished.json"
    record, story = tmp_path / "dm.json", tmp_path / "dm.txt"
    out = run_tda(["export", str(source), "--json", str(record), "--story", str(story)], saves)
    assert out.status == 0, out.stderr
    assert story.read_text().startswith("Dragonmaster: Ann, Bob, Cid · advanced game · seed 5")
    assert "The game is over:" in story.read_text()
    again, save = read_game_file(record)
    assert save is None and again.game == "dragonmaster"
    assert replay_file(record, again).actions == read_save(source).record.actions


def test_export_of_an_unfinished_dragonmaster_game_needs_reveal(saves, tmp_path):
    """Its record's seed deals every hidden hand again: refused, unless --reveal."""
    source = saves / "dm-unfinished.json"
    story = tmp_path / "s.txt"
    refuse(["export", str(source), "--story", str(story)], saves, mentions=["--reveal"])
    assert not story.exists()
    before = snapshot_files(saves)
    out = run_tda(["export", str(source), "--story", str(story), "--reveal"], saves)
    assert out.status == 0, out.stderr
    assert "is dealt" in story.read_text() and snapshot_files(saves) == before


def test_tournament_plays_dragonmaster_levels_with_duplicate_seating(saves):
    """Each level is played with the same deals, each deal once per seat rotation."""
    args = ["tournament", "--game", "dragonmaster", "--bots", "heuristic,random,random",
            "--level", "basic,expert", "--deals", "1", "--seed", "3", "--json"]
    out = run_tda(args, saves)
    assert out.status == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["game"] == "dragonmaster" and report["decks"] == ["basic", "expert"]
    assert report["games"] == 6 and report["failed"] == 0
    assert sum(row["wins"] for row in report["bots"]) == pytest.approx(6)
    assert sum(row["mean_gold_change"] * row["seats_per_game"] for row in report["bots"]) \
        == pytest.approx(0)  # crystals only move from seat to seat
    again = json.loads(run_tda(args, saves).stdout)
    assert [row["wins"] for row in again["bots"]] == [row["wins"] for row in report["bots"]]


def test_tournament_table_speaks_of_levels_and_crystals(saves):
    out = run_tda(["tournament", "--game", "dragonmaster", "--bots", "random,random,random,random",
                   "--deals", "1"], saves)
    assert out.status == 0, out.stderr
    assert "4 games of Dragonmaster" in out.stdout and "1 level(s)" in out.stdout
    assert "crystals ±" in out.stdout and "basic" in out.stdout


def test_bench_measures_dragonmaster(saves):
    out = run_tda(["bench", "--game", "dragonmaster", "--level", "expert", "--players", "3",
                   "--seconds", "0.05", "--json"], saves)
    assert out.status == 0, out.stderr
    figures = json.loads(out.stdout)
    play, copy = figures["random_play"], figures["clone_and_determinize"]
    assert play["game"] == "dragonmaster" and play["level"] == "expert" and play["players"] == 3
    assert "deck" not in play and play["actions"] > 0
    assert copy["game"] == "dragonmaster" and copy["clone_us"] > 0 < copy["determinize_us"]


def test_help_says_which_flags_each_game_takes(saves):
    """Every command's help names --game where it applies and marks one game's flags."""
    for command in ("story", "sim", "tournament", "bench"):
        out = run_tda([command, "--help"], saves)
        text = " ".join(out.stdout.split())  # argparse wraps lines anywhere
        assert out.status == 0 and "--game" in text and "Dragonmaster only" in text, command
        assert "Three-Dragon Ante only" in text, command
    for command in ("resume", "replay", "export"):
        out = run_tda([command, "--help"], saves)
        assert "names its game" in " ".join(out.stdout.split()), command


def test_top_level_help_says_which_commands_take_a_game(saves):
    out = run_tda(["--help"], saves)
    text = " ".join(out.stdout.split())
    assert out.status == 0 and "--game dragonmaster" in text and "--level" in text
    assert "resume, replay and export read the game from the save" in text


def test_a_damaged_dragonmaster_save_is_refused_by_resume_replay_and_export(tmp_path):
    """A Dragonmaster save whose record holds an illegal step: each command says
    which file and step in one line, before any screen opens, and leaves it alone."""
    paths = make_dragonmaster_saves(tmp_path)
    data = json.loads(paths["dm-unfinished"].read_text())
    data["record"]["actions"][5] = "play nomads-nobody"
    bad = tmp_path / "dm-bad.json"
    bad.write_text(json.dumps(data))
    for args in (["resume", str(bad)], ["replay", str(bad)],
                 ["export", str(bad), "--story", str(tmp_path / "out.txt"), "--reveal"]):
        refuse(args, tmp_path, mentions=["dm-bad.json"])
    listed = run_tda(["resume", "--list"], tmp_path)
    assert listed.status == 0 and "cannot resume: " in listed.stdout
    assert "dm-bad.json" in listed.stdout.split("cannot resume: ")[1]
