"""Issue 26.5, the smaller points: a record's version counts from 1 in both games, a
bad option on the random bot is named at every game, and a public config dumps with
pydantic's exclude_* flags and reads back as it was."""

from __future__ import annotations

import json

import pytest

from tda.dragonmaster import DragonmasterConfig
from tda.dragonmaster import new_game as new_dragonmaster
from tda.dragonmaster.record import FORMAT_VERSION as DM_FORMAT_VERSION
from tda.engine import GameConfig, new_game
from tda.table.registry import get_game
from tda.table.saves import Autosaver, SaveError, load_session
from tda.table.session import Seat, Session

TDA, DM = "three-dragon-ante", "dragonmaster"
NAMES = ["Ann", "Bob", "Cid", "Dee"]


def a_save(game: str, folder) -> object:
    config = GameConfig(players=NAMES[:3], seed=5) if game == TDA else \
        DragonmasterConfig(players=NAMES, level="advanced", seed=5)
    seats = [Seat(name, "random") for name in config.players]
    path = folder / "game.json"
    session = Session(config, seats, on_change=Autosaver(path))
    for _ in range(6):
        session.apply(session.bot_action())
    return path


@pytest.mark.parametrize("version", [0, -1, -7])
@pytest.mark.parametrize("game", [TDA, DM])
def test_a_record_of_version_0_or_less_is_refused(game, version, tmp_path):
    """issue 26.5: Dragonmaster took a record with format_version 0 or negative;
    both games refuse it, with the same words (and each its own current version:
    Dragonmaster's is 2 since issue 26.3), and the file stays as it was."""
    path = a_save(game, tmp_path)
    data = json.loads(path.read_text())
    data["record"]["format_version"] = version
    path.write_text(json.dumps(data))
    current = 1 if game == TDA else DM_FORMAT_VERSION
    with pytest.raises(SaveError, match=f"record format version {version} is not "
                                        rf"supported \(this tda reads version {current}\)"):
        load_session(path)
    assert json.loads(path.read_text())["record"]["format_version"] == version


@pytest.mark.parametrize("game", [TDA, DM])
def test_a_bad_option_on_the_random_bot_is_named(game):
    """issue 26.5: `--seat bot:random:depth=3` at Dragonmaster said the random bot
    was unknown; every game names the option it does not take."""
    with pytest.raises(ValueError) as refused:
        Seat.parse("bot:random:depth=3", 0, game)
    assert str(refused.value) == ("bot 'random:depth=3' does not take the option 'depth'; "
                                  "it takes no options")
    with pytest.raises(ValueError, match="does not take the option 'depth'; its options: "):
        get_game(DM).make_bot("search:depth=3")


CONFIGS = [
    GameConfig(players=NAMES[:3], seed=3),
    GameConfig(players=NAMES[:3], seed=3, ruleset="revised", ability_draft=2, max_gambits=4,
               starting_gold=[40, 50, 60]),
    GameConfig(players=NAMES[:3], seed=3, deck="legendary", ruleset="legendary",
               secret_abilities=True),
    GameConfig(players=NAMES[:2], seed=9, deck="legendary", variant="pick-em"),
    DragonmasterConfig(players=NAMES[:3], seed=3),
    DragonmasterConfig(players=NAMES, seed=3, level="expert", first_dragonmaster=2,
                       extra_card_counts=False),
]


@pytest.mark.parametrize("flag", ["exclude_defaults", "exclude_none", "exclude_unset"])
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: type(c).__name__)
def test_a_config_dumps_with_every_exclude_flag_and_reads_back(config, flag):
    """issue 26.5: GameConfig(...).model_dump_json(exclude_defaults=True) raised
    (exclude_none, exclude_unset too); each dumps and reads back equal, and so does
    the game's record that holds it."""
    text = config.model_dump_json(**{flag: True})
    assert type(config).model_validate_json(text) == config
    state = new_game(config) if isinstance(config, GameConfig) else new_dragonmaster(config)
    record = state.record()
    assert type(record).model_validate_json(record.model_dump_json(**{flag: True})) == record
