"""The face-down extra card stays hidden from the hand's early end (issue 26.3).

Ruling DM6 ends a hand once nothing left can change its payments; a Power Play
is judged only on what every seat can see (ruling L74), so a hand that goes on
tells nothing about the extra card, and the sampler's worlds agree with the
table. Games saved before (record format 1) replay by rules 1, as they were
played. Seats: Dee (the Dragonmaster) = 0, Ann = 1, Bob = 2, Cid = 3.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from dragonmaster_helpers import game, hand, stack
from tda.dragonmaster import DragonmasterConfig, DragonmasterRecord, replay
from tda.dragonmaster import events as ev
from tda.dragonmaster.worlds import DragonmasterSampler
from tda.table.saves import load_session
from worlds_sweep import HandSoFar, dm_replay_differs

FIXTURES = Path(__file__).parent / "fixtures" / "dragonmaster-rules-1"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))

# Ann holds the Dragon; the Prince of Warriors (the Runesword's one item) lies face
# down, or Cid holds it and the Fool of Nomads lies there instead.
DEE = hand(DRA="K Q P W D C B F")
ANN = ["dragon"] + hand(WAR="K Q W D C B F")
BOB = hand(DRU="K Q P W D C B F")
CID = hand(NOM="K Q P W D C B")


def runesword(cid_holds_prince: bool, **kw):
    cid, extra = (CID + ["warriors-prince"], "F-NOM") if cid_holds_prince \
        else (CID + ["nomads-fool"], "P-WAR")
    return game("advanced", [stack(DEE, ANN, BOB, sorted(cid), extra=extra)], **kw)


def test_a_power_play_that_goes_on_tells_nothing_of_the_extra_card_issue_26_3():
    """Issue 26.3, ruling L74 (DM6, DM2): Ann's Runesword Power Play with the Prince
    face down and with the Prince in Cid's hand look alike to Dee, Ann and Bob,
    whose cards are the same: neither hand is thrown in when the contract is
    chosen, and the first trick shows them the same table."""
    down, held = runesword(False), runesword(True)
    for action in ("choose runesword", "play dragon nomads", "play druids-fool",
                   "play nomads-baron", "play dragonlords-fool"):
        for g in (down, held):
            g.apply(action)
        for seat in (0, 1, 2):
            assert down.view(seat) == held.view(seat)
    assert down.view(0).tricks_won == (0, 1, 0, 0) and down.hand_number == 1
    assert not [e for e in down.log if isinstance(e, ev.HandThrownIn)]


@pytest.mark.parametrize("counts,outcome", [(True, ev.PowerPlayWon), (False, ev.PowerPlayFailed)])
def test_the_extra_card_decides_the_power_play_only_after_trick_8_issue_26_3(counts, outcome):
    """Issue 26.3, rulings L74 and DM2: the Prince lying face down wins Ann's Runesword
    Power Play (for purists it fails), but only once trick 8 is played: until
    then the table cannot tell it is not in a hand."""
    g = runesword(False, extra_card_counts=counts)
    g.apply("choose runesword")
    while g.hand_number == 1:
        g.apply(g.legal_actions()[0])
    assert sum(isinstance(e, ev.TrickWon) for e in g.log) == 8
    assert not [e for e in g.log if isinstance(e, ev.HandThrownIn)]
    assert [type(e) for e in g.log if isinstance(e, (ev.PowerPlayWon, ev.PowerPlayFailed))] \
        == [outcome]


def test_rules_1_still_ends_on_the_extra_card_issue_26_3():
    """Issue 26.3, rulings L61 and L74: rules 1, the rules of games saved before, throw
    the hand in at once on the Prince face down."""
    g = runesword(False, rules_version=1)
    g.apply("choose runesword")
    assert [e.tricks_played for e in g.log if isinstance(e, ev.HandThrownIn)] == [0]


def test_worlds_in_a_power_play_are_never_ones_the_table_ruled_out_issue_26_3():
    """Issue 26.3: while Ann's Runesword Power Play goes on, no world sampled for any
    seat replays the hand to another public story (a world with the Prince face
    down would have been thrown in when the contract was chosen)."""
    g = runesword(True)
    start = g.clone()
    chunks = [g.apply(action) for action in (
        "choose runesword", "play dragon nomads", "play druids-fool", "play nomads-baron",
        "play dragonlords-fool")]
    assert g.hand_number == 1 and g.view(0).tricks_won == (0, 1, 0, 0)
    hand_so_far = HandSoFar(start, chunks)
    extras = set()
    for seat in range(g.n):
        sampler = DragonmasterSampler(g, seat)
        for k in range(60):
            world = sampler.sample(random.Random(k))
            extras.add(world.extra)
            differs = dm_replay_differs(hand_so_far, world, seat)
            assert differs is None or differs[0] == "forced", (seat, k, differs)
    assert "warriors-prince" in extras  # the worlds do put the Prince face down


# -- saves made before: rules 1 ---------------------------------------------------
@pytest.mark.parametrize("label", sorted(EXPECTED))
def test_a_save_made_before_replays_as_it_was_played_issue_26_3(label, tmp_path):
    """Issue 26.3, ruling L74: saves written before the rule changed (record format 1,
    games with Power Play hands thrown in on the extra card) load with rules 1 and
    show every seat the table they showed then; the file is left as it was."""
    path = tmp_path / f"{label}.json"
    shutil.copyfile(FIXTURES / f"{label}.json", path)
    before = path.read_bytes()
    session, save = load_session(path)
    g, expected = session.state, EXPECTED[label]
    assert save.record.config.rules_version == 1
    assert (len(g.actions), g.is_over, list(g.balances)) == (
        expected["actions"], expected["over"], expected["balances"])
    assert [e.tricks_played for e in g.log if isinstance(e, ev.HandThrownIn)] \
        == expected["thrown_in"]
    kinds: dict[str, int] = {}
    for e in g.log:
        kinds[type(e).__name__] = kinds.get(type(e).__name__, 0) + 1
    assert dict(sorted(kinds.items())) == expected["events"]
    seen = [dict(hand=list(v.hand), balances=list(v.balances), round=v.round,
                 hand_number=v.hand_number, dragonmaster=v.dragonmaster, to_act=v.to_act,
                 log_length=len(v.log)) for v in map(g.view, range(g.n))]
    assert seen == expected["views"]
    assert path.read_bytes() == before
    # The rule matters to these games: by rules 2 they go another way.
    record = save.record.model_copy(update={"config": save.record.config.model_copy(
        update={"rules_version": 2})})
    try:
        other = replay(record)
    except ValueError:
        return
    assert [e.tricks_played for e in other.log if isinstance(e, ev.HandThrownIn)] \
        != expected["thrown_in"]


def test_records_name_their_rules_issue_26_3():
    """Issue 26.3, ruling L74: a new game plays by rules 2 and its record says so; a
    record of format 1 plays by rules 1, and keeps them once saved again."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="advanced", seed=3)
    assert config.rules_version == 2
    record = replay(DragonmasterRecord(config=config)).record()
    assert record.format_version == 2 and record.config.rules_version == 2
    old = json.loads(record.model_dump_json())
    old["format_version"] = 1
    del old["config"]["rules_version"]
    resumed = DragonmasterRecord.model_validate_json(json.dumps(old))
    assert resumed.config.rules_version == 1
    again = DragonmasterRecord.model_validate_json(replay(resumed).record().model_dump_json())
    assert again.format_version == 2 and again.config.rules_version == 1
    with pytest.raises(ValueError):
        DragonmasterConfig(players=["Ann", "Bob", "Cid"], rules_version=3)
