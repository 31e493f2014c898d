"""Bad input on the command line: one clear line, a non-zero exit, nothing lost.

Every case runs the real command in a child process (see cli_harness.py), time-bound
and memory-capped, with real saves in its saves folder that must stay byte-identical.
"""

import pytest

from cli_harness import make_saves, refuse


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    make_saves(folder)
    return folder


UNKNOWN_NAMES = [
    (["sim", "--deck", "tarot"], ["tarot"]),
    (["bench", "--ruleset", "poker", "--seconds", "0.1"], ["poker"]),
    (["tournament", "--bots", "genius,random"], ["genius"]),
]


@pytest.mark.parametrize("args,mentions", UNKNOWN_NAMES,
                         ids=[" ".join(args) for args, _ in UNKNOWN_NAMES])
def test_unknown_names_are_refused(args, mentions, saves):
    """An unknown deck, ruleset or bot gets one line naming it."""
    refuse(args, saves, mentions=mentions)
