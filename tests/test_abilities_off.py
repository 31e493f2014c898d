"""Abilities cost nothing when nobody holds one (ABILITIES.md 4.4): a game without
them writes the record it always wrote, and seats holding no ability play the very
same game, action for action and event for event, through the ability code paths."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tda.engine import GameConfig, GameRecord, new_game, replay

CASES = [("original", "original"), ("emperors-gambit", "revised"), ("legendary", "legendary"),
         ("original+emperors-gambit", "revised")]


def test_a_record_without_abilities_has_no_ability_keys():
    record = new_game(GameConfig(players=["Ann", "Bob"], seed=4)).record()
    config = json.loads(record.model_dump_json())["config"]
    assert not {"abilities", "ability_draft", "secret_abilities", "ancestry"} & set(config)


@pytest.mark.parametrize("deck,ruleset", CASES)
def test_empty_ability_lists_play_the_same_game(deck, ruleset):
    """Same seed, same random choices: same legal actions, same events, same end."""
    for seed in range(4):
        n = 2 + seed % 4
        games = [new_game(GameConfig(players=[f"P{i}" for i in range(n)], deck=deck,
                                     ruleset=ruleset, seed=seed, **extra))
                 for extra in ({}, {"abilities": [[] for _ in range(n)]})]
        assert games[1].abilities is not None and games[0].abilities is None
        rngs = [random.Random(seed), random.Random(seed)]
        for _ in range(3000):
            if games[0].is_over:
                break
            legal = [g.legal_actions() for g in games]
            assert legal[0] == legal[1]
            for g, rng in zip(games, rngs, strict=True):
                g.apply(legal[0][rng.randrange(len(legal[0]))])
        assert games[0].log == games[1].log and games[1].is_over


FIXTURES = Path(__file__).parent / "fixtures" / "release-0.1"


@pytest.mark.parametrize("path", sorted(p for p in FIXTURES.glob("*.json")
                                        if p.name != "expected.json"), ids=lambda p: p.stem)
def test_saved_records_replay_and_write_back_unchanged(path):
    """A record saved by the first release replays with abilities off and writes the
    same record back, key for key."""
    saved = json.loads(path.read_text(encoding="utf-8"))["record"]
    record = GameRecord.model_validate(saved)
    state = replay(record)
    assert state.abilities is None
    written = json.loads(state.record().model_dump_json())
    written.pop("game", None)
    assert {k: v for k, v in written.items() if k in saved} == saved
    assert set(written["config"]) == set(saved["config"])
