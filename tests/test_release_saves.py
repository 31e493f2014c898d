"""Saves written by the first release (commit 570010f) keep loading, unchanged.

The files in fixtures/release-0.1 were written by that release's autosaver: a human
(playing seeded random moves) and two bots, in three decks, two games left
unfinished. `expected.json` holds what each seat saw at the end, as that release
showed it. Whatever moves inside tda, these games must resume to the same table.
"""

import json
import shutil
from pathlib import Path

import pytest

from tda.engine.events import PowerFizzled
from tda.table.saves import load_session

FIXTURES = Path(__file__).parent / "fixtures" / "release-0.1"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))


def seen_by(view) -> dict:
    """What a seat saw. The log's length counts the events that release told: a
    power that changed nothing now says so (PowerFizzled, issue 27.12), a fact added
    to the log, not a change of the game."""
    told = [e for e in view.log if not isinstance(e, PowerFizzled)]
    return dict(hoards=list(view.hoards), stakes=view.stakes, hand=[c.id for c in view.hand],
                flights=[[c.id for c in f] for f in view.flights], deck_count=view.deck_count,
                discard=[c.id for c in view.discard], gambit=view.gambit, round=view.round,
                to_act=view.to_act, log_length=len(told))


@pytest.mark.parametrize("label", sorted(EXPECTED))
def test_a_release_save_resumes_to_the_same_table(label, tmp_path):
    """Every seat's view after loading matches what the release showed; the file is
    left byte-identical."""
    path = tmp_path / f"{label}.json"
    shutil.copyfile(FIXTURES / f"{label}.json", path)
    before = path.read_bytes()
    session, save = load_session(path)
    expected = EXPECTED[label]
    state = session.state
    assert len(state.actions) == expected["actions"]
    assert state.is_over == expected["over"] == save.finished
    if expected["gold"] is not None:
        assert list(state.result.gold) == expected["gold"]
    assert [seen_by(state.view(s)) for s in range(state.n)] == expected["views"]
    assert path.read_bytes() == before


@pytest.mark.parametrize("label", [k for k in sorted(EXPECTED) if not EXPECTED[k]["over"]])
def test_a_release_save_plays_on(label, tmp_path):
    """An unfinished release save resumes and plays to the end with its bots."""
    path = tmp_path / f"{label}.json"
    shutil.copyfile(FIXTURES / f"{label}.json", path)
    session, _ = load_session(path)
    for _ in range(5000):
        if session.state.is_over:
            break
        state = session.state
        session.apply(session.bot_action() if session.is_bot_turn() else state.legal_actions()[0])
    assert session.state.is_over
