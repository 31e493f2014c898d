"""Card data: the edition files load, match the checked lists, and bad files say where."""


import pytest

from tda.cards import CardDataError, load_edition, parse_edition
from tda.cards.loader import data_dir
from tda.engine.powers import POWERS

ORIGINAL_STRENGTHS = {  # ../shared/rules/CARDS.md, original edition
    "black": [1, 2, 3, 5, 7, 9], "blue": [1, 2, 4, 7, 9, 11], "brass": [1, 2, 4, 5, 7, 9],
    "bronze": [1, 3, 6, 7, 9, 11], "copper": [1, 3, 5, 7, 8, 10], "gold": [2, 4, 6, 9, 11, 13],
    "green": [1, 2, 4, 6, 8, 10], "red": [2, 3, 5, 8, 10, 12], "silver": [2, 3, 6, 8, 10, 12],
    "white": [1, 2, 3, 4, 6, 8],
}
ORIGINAL_UNIQUE = {"bahamut": 13, "tiamat": 13, "dracolich": 10, "archmage": 9,
                   "dragonslayer": 8, "thief": 7, "druid": 6, "priest": 5, "princess": 4, "fool": 3}


def test_original_deck_matches_the_checked_list():
    """70 cards: six dragons of each color at the checked strengths, and ten unique cards."""
    cards = {c.id: c for c in load_edition("original").cards}
    assert len(cards) == 70
    for color, strengths in ORIGINAL_STRENGTHS.items():
        assert sorted(c.strength for c in cards.values() if c.colors == [color]) == strengths
    for card_id, strength in ORIGINAL_UNIQUE.items():
        assert cards[card_id].strength == strength
    assert cards["tiamat"].colors == ["black", "blue", "green", "red", "white"]
    assert cards["bahamut"].god == "bahamut" and cards["tiamat"].power is None
    assert all(c.kind == "mortal" for c in cards.values() if c.id in
               ("archmage", "dragonslayer", "thief", "druid", "priest", "princess", "fool"))


def test_every_registered_power_is_used_by_some_edition():
    """No power function is dead code: each power id appears on a card in a data file."""
    used = set()
    for path in sorted(data_dir().glob("*.toml")):
        used |= {c.power for c in load_edition(path.stem).cards if c.power}
    assert set(POWERS) - used == set()


GOOD = """
[edition]
id = "tiny"
name = "Tiny"
description = "test"
default_ruleset = "original"
card_count = 2

[[cards]]
id = "black-1"
name = "Black Dragon"
strength = 1
kind = "evil"
colors = ["black"]
power = "black"
text = "Takes gold."

[[cards]]
id = "thief"
name = "The Thief"
strength = 7
kind = "mortal"
power = "thief"
text = "Takes more gold."
"""


@pytest.mark.parametrize("change, expected", [
    (lambda t: t.replace("strength = 7", "strength = 70"), r"card #2 \(thief\), field strength"),
    (lambda t: t.replace('power = "thief"', 'power = "thieff"'), r"card #2 \(thief\): unknown power 'thieff'"),
    (lambda t: t.replace('id = "thief"', 'id = "black-1"'), r"card #2 \(black-1\): the id is used twice"),
    (lambda t: t.replace('kind = "evil"', 'kind = "wicked"'), r"card #1 \(black-1\), field kind"),
    (lambda t: t.replace('colors = ["black"]', 'colors = ["plaid"]'), r"unknown color"),
    (lambda t: t.replace("card_count = 2", "card_count = 3"), r"declares 3 cards but lists 2"),
    (lambda t: t.replace('name = "The Thief"', 'name = "The Thief'), r"not valid TOML"),
    (lambda t: t.replace('text = "Takes more gold."\n', ''), r"card #2 \(thief\), field text"),
])
def test_malformed_card_files_name_the_file_and_card(tmp_path, change, expected):
    """A broken edition file gives one readable error naming the file (and card)."""
    path = tmp_path / "tiny.toml"
    path.write_text(change(GOOD))
    with pytest.raises(CardDataError, match=expected) as err:
        parse_edition(path)
    assert str(path) in str(err.value)


def test_a_well_formed_file_loads(tmp_path):
    """The sample file itself is valid (so each broken variant fails for its one fault)."""
    path = tmp_path / "tiny.toml"
    path.write_text(GOOD)
    assert [c.id for c in parse_edition(path).cards] == ["black-1", "thief"]


def test_unknown_edition_lists_the_known_ones():
    with pytest.raises(CardDataError, match="unknown edition 'nope'; known: .*original"):
        load_edition("nope")
