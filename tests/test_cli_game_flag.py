"""`tda sim` and `tda story` play any registered game through `--game`."""

import pytest

from cli_harness import make_saves, refuse, run_tda


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    make_saves(folder)
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
