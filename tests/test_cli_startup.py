"""`tda --help` starts fast because it imports little: no pydantic, no Textual or
rich, no engine and no card data (issue 19). The figures themselves are measured
by `benchmarks/startup.py`, not here; these tests check what is imported."""

import subprocess
import sys
from pathlib import Path

SRC = str(Path(__file__).resolve().parents[1] / "src")
HEAVY = ("pydantic", "textual", "rich", "tda.engine", "tda.cards", "tda.bots", "tda.table",
         "tda.dragonmaster", "tda.tui")


def loaded_after(code: str) -> list[str]:
    """The heavy modules a fresh interpreter holds after running `code`."""
    probe = (f"import sys\n{code}\n"
             f"print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r} "
             f"or m.startswith({HEAVY!r})))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env={"PYTHONPATH": SRC, "PATH": ""}, check=True)
    return eval(done.stdout.strip().splitlines()[-1])


HELP = """
from contextlib import redirect_stdout
import io
from tda.cli import main
try:
    with redirect_stdout(io.StringIO()):
        main({argv!r})
except SystemExit as stop:
    assert stop.code == 0, stop.code
"""


def test_top_level_help_imports_no_heavy_module():
    assert loaded_after(HELP.format(argv=["--help"])) == []


def test_a_light_commands_help_imports_no_heavy_module():
    for argv in (["resume", "--help"], ["export", "--help"], ["tournament", "--help"],
                 ["bench", "--help"], ["replay", "--help"]):
        assert loaded_after(HELP.format(argv=argv)) == [], argv


def test_a_bad_command_is_refused_without_loading_the_engine():
    code = HELP.replace("assert stop.code == 0", "assert stop.code == 2")
    assert loaded_after(code.format(argv=["simulate"])) == []


def test_the_engine_brings_its_cards_without_being_told():
    """The composition root loads the card editions right after the engine itself,
    so the engine's registries hold every deck however it is first imported."""
    code = ("from tda.engine import GameConfig, new_game\n"
            "new_game(GameConfig(players=['a', 'b', 'c'], deck='legendary', seed=1))\n"
            "assert 'tda.cards' in sys.modules")
    assert "tda.cards" in loaded_after(code)
    from_cards = "import tda.cards\nfrom tda.engine.setup import deck_spec\ndeck_spec('emperors-gambit')"
    assert "tda.engine" in loaded_after(from_cards)


def test_dragonmaster_alone_loads_no_three_dragon_ante_rules():
    """A Dragonmaster game reads none of Three-Dragon Ante's engine or cards."""
    code = ("import tda.dragonmaster as d\n"
            "d.new_game(d.DragonmasterConfig(players=['a', 'b', 'c'], seed=1))")
    loaded = loaded_after(code)
    assert "tda.dragonmaster" in loaded
    assert not [m for m in loaded if m.startswith(("tda.engine", "tda.cards"))]


def test_python_dash_m_tda_runs_the_same_command_line():
    """`python -m tda` is `tda` (a newcomer's first try from a checkout): its help
    names the program `tda`, and `python -m tda play --help` lists the table options."""
    env = {"PYTHONPATH": SRC, "PATH": "", "COLUMNS": "100"}
    top = subprocess.run([sys.executable, "-m", "tda", "--help"], capture_output=True,
                         text=True, env=env, check=True)
    assert top.stdout.startswith("usage: tda ")
    play = subprocess.run([sys.executable, "-m", "tda", "play", "--help"],
                          capture_output=True, text=True, env=env, check=True)
    assert "--time-limit" in play.stdout and "usage: tda play" in play.stdout
