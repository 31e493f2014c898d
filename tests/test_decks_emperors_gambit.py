"""Emperor's Gambit card data, the mixed and theme decks, and custom deck files."""

from collections import Counter

import pytest
from pydantic import ValidationError

from tda.cards import DECKS, get_deck, load_edition
from tda.cards.custom import color_pool
from tda.engine import ConfigError, GameConfig, new_game

# ../shared/rules/CARDS.md, Emperor's Gambit: the checked strengths.
EG_COLORS = {
    "adamantine": ("good", [3, 4, 6, 8, 10, 12]), "iron": ("good", [1, 3, 4, 5, 7, 9]),
    "mercury": ("good", [1, 3, 5, 7, 9, 10]), "mithral": ("good", [3, 5, 7, 9, 11, 13]),
    "steel": ("good", [2, 4, 5, 7, 9, 11]), "brown": ("evil", [1, 2, 4, 5, 6, 9]),
    "earthquake": ("evil", [3, 5, 7, 8, 10, 12]), "gray": ("evil", [2, 4, 5, 6, 8, 10]),
    "purple": ("evil", [2, 3, 5, 8, 10, 11]), "shadow": ("evil", [1, 2, 4, 6, 8, 9]),
}
EG_UNIQUE = {
    "io": (13, "unaligned", None), "adventurer": (10, "mortal", "adventurer"),
    "exarch": (9, "mortal", "exarch"), "sorcerer": (8, "mortal", None),
    "queen": (7, "mortal", None), "emperor": (6, "mortal", None), "spy": (5, "mortal", "spy"),
    "wyrmpriest": (5, "mortal", None), "hatchling": (4, "unaligned", "hatchling"),
    "dragon-turtle": (3, "mortal", "dragon-turtle"),
}
THEMES = {  # deck: (colors, unique cards, size)
    "age-of-mortals": (["adamantine", "copper", "silver", "steel", "brown", "purple", "red",
                        "white"], 20, 68),
    "avandras-hand": (["adamantine", "bronze", "copper", "iron", "steel", "black",
                       "earthquake", "gray", "green", "purple"], 10, 70),
    "oddshuffle": (["copper", "iron", "mithral", "mercury", "silver", "earthquake", "gray",
                    "purple", "red", "shadow"], 10, 70),
    "strength-and-greed": (["adamantine", "bronze", "iron", "mercury", "silver", "black",
                            "blue", "brown", "purple", "white"], 10, 70),
    "evil-times": (["black", "blue", "brown", "earthquake", "gray", "green", "purple", "red",
                    "shadow", "white"], 10, 70),
}


def test_emperors_gambit_cards_match_the_checked_lists():
    """Seventy cards: six dragons per color at the checked strengths, ten unique cards."""
    cards = {c.id: c for c in load_edition("emperors_gambit").cards}
    assert len(cards) == 70
    for color, (kind, strengths) in EG_COLORS.items():
        mine = [c for c in cards.values() if c.colors == [color]]
        assert sorted(c.strength for c in mine) == strengths, color
        assert {c.kind for c in mine} == {kind} and {c.power for c in mine} == {color}
    for card_id, (strength, kind, effect) in EG_UNIQUE.items():
        card = cards[card_id]
        assert (card.strength, card.kind, card.ante_effect) == (strength, kind, effect)
        assert card.colors == [] and card.power == card_id
    assert cards["io"].god == "io"


def test_every_deck_has_unique_ids_and_a_ruleset():
    """Ids stay unique in every deck, mixes included, and each deck names its rules."""
    for name, spec in DECKS.items():
        ids = [c.id for c in spec.cards()]
        assert len(ids) == len(set(ids)), name
        assert [c.index for c in spec.cards()] == list(range(len(ids)))
        if name != "original":
            assert spec.default_ruleset in ("revised", "legendary"), name


def test_mixed_deck_keeps_each_cards_own_power():
    """Both sets shuffled together: 140 cards, original cards with original powers."""
    cards = {c.id: c for c in get_deck("original+emperors-gambit").cards()}
    assert len(cards) == 140
    assert (cards["red-12"].power, cards["red-12"].edition) == ("red", "original")
    assert (cards["archmage"].power, cards["hatchling"].edition) == ("archmage", "emperors_gambit")
    assert get_deck("original+emperors-gambit").default_ruleset == "revised"


@pytest.mark.parametrize("name", sorted(THEMES))
def test_theme_decks_follow_appendix_one(name):
    """Six cards per listed color plus the listed unique cards (Age of Mortals: 68)."""
    colors, unique_count, size = THEMES[name]
    cards = get_deck(name).cards()
    assert len(cards) == size
    by_color = Counter(c.colors[0] for c in cards if len(c.colors) == 1)
    assert by_color == {color: 6 for color in colors}
    assert sum(1 for c in cards if len(c.colors) != 1) == unique_count
    assert get_deck(name).default_ruleset == "revised"


def test_original_deck_under_revised_rules():
    """GameConfig(deck="original", ruleset="revised"): 10 gold per player, deferred debts."""
    game = new_game(GameConfig(players=["A", "B", "C", "D"], deck="original",
                               ruleset="revised", seed=3))
    assert game.rules.name == "revised" and game.rules.debt == "deferred"
    assert game.hoards == [40, 40, 40, 40]
    assert {c.edition for c in game.cards} == {"original"}


def test_emperors_gambit_defaults_to_revised():
    game = new_game(GameConfig(players=["A", "B", "C"], deck="emperors-gambit", seed=1))
    assert game.rules.name == "revised" and game.hoards == [30, 30, 30]
    assert game.view(0).ante_effects == ()


# -- custom deck files --------------------------------------------------------
def _write(tmp_path, text, name="mine.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_custom_deck_from_a_file(tmp_path):
    """Colors bring six dragons each; single cards come from either set."""
    path = _write(tmp_path, 'name = "Dragonborn night"\n'
                  'colors = ["red", "mithral", "gray"]\n'
                  'cards = ["bahamut", "io", "spy", "gold-13"]\n')
    game = new_game(GameConfig(players=["A", "B"], deck=str(path), seed=2))
    ids = {c.id for c in game.cards}
    assert len(ids) == 22 and {"red-12", "mithral-13", "gray-2", "io", "gold-13"} <= ids
    assert game.rules.name == "revised"
    again = GameConfig(players=["A", "B"], deck=f"custom:{path}", ruleset="original")
    assert new_game(again).rules.name == "original"


@pytest.mark.parametrize("text, message", [
    ('name = "x"\ncolors = ["red", "mithral"]\ncards = ["bahamutt"]\n',
     "unknown card 'bahamutt' \\(did you mean 'bahamut'\\?\\)"),
    ('name = "x"\ncolors = ["red", "purpel"]\n', "unknown dragon color 'purpel'"),
    ('name = "x"\ncolors = ["red", "mithral"]\ncards = ["red-12"]\n', "listed twice.*red-12"),
    ('name = "x"\ncolours = ["red"]\n', "malformed deck file: colours"),
    ('name = "x"\ncolors = ["red"\n', "not valid TOML"),
    ('name = "x"\nruleset = "house"\ncolors = ["red", "gold"]\n', "unknown ruleset 'house'"),
    ('name = "x"\n', "lists no cards"),
])
def test_custom_deck_errors_name_the_file(tmp_path, text, message):
    """Every problem in a deck file is refused with a sentence naming the file."""
    path = _write(tmp_path, text)
    with pytest.raises(ValidationError, match=message) as err:
        GameConfig(players=["A", "B"], deck=str(path))
    assert str(path) in str(err.value)


def test_custom_deck_too_small_for_the_table(tmp_path):
    """Local ruling L24: at least 10 cards per player."""
    path = _write(tmp_path, 'name = "tiny"\ncolors = ["red", "gold", "gray", "iron"]\n')
    GameConfig(players=["A", "B"], deck=str(path))  # 24 cards: enough for two
    with pytest.raises(ValidationError, match="has 24 cards; 3 players need at least 30"):
        GameConfig(players=["A", "B", "C"], deck=str(path))


def test_custom_deck_missing_file(tmp_path):
    with pytest.raises(ValidationError, match="deck file not found"):
        GameConfig(players=["A", "B"], deck=str(tmp_path / "nowhere.toml"))


def test_unknown_deck_names_the_choices():
    with pytest.raises(ConfigError, match="evil-times.*custom:PATH"):
        get_deck("evil-tims")


def test_colors_pool_has_twenty_colors_of_six():
    assert len(color_pool()) == 20 and {len(v) for v in color_pool().values()} == {6}


def test_deck_order_with_the_mixed_deck():
    """Stacking works across both sets; a card from outside the deck is refused."""
    game = new_game(GameConfig(players=["A", "B"], deck="original+emperors-gambit", seed=4,
                               deck_order=["red-12", "io", "archmage", "hatchling"]))
    assert [game.cards[c].id for c in game.hands[0][:4]] == ["red-12", "io", "archmage",
                                                              "hatchling"]
    with pytest.raises(ConfigError, match="not in the 'evil-times' deck"):
        new_game(GameConfig(players=["A", "B"], deck="evil-times", deck_order=["gold-13"]))


@pytest.mark.parametrize("deck, ruleset", [("emperors-gambit", None), ("original", "revised"),
                                           ("strength-and-greed", None)])
def test_sim_command_and_bench_take_the_new_decks(deck, ruleset, capsys):
    """`tda sim --deck X` and the benchmark accept every new deck and the revised rules."""
    from tda import bench
    from tda.cli import main
    argv = ["sim", "--deck", deck, "--games", "2", "--players", "3", "--json"]
    assert main(argv + (["--ruleset", ruleset] if ruleset else [])) == 0
    assert '"ruleset": "revised"' in capsys.readouterr().out
    figures = bench.random_play(players=3, deck=deck, ruleset=ruleset, seconds=0.05)
    assert figures["actions"] > 0
