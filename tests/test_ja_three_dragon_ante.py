"""The Japanese of Three-Dragon Ante's table panel, its setup fields and the character
abilities' setup (issue 31.1 and 31.3): every message of `tui/three_dragon_ante/` and
`tui/abilities_setup.py` has its Japanese in `ja/LC_MESSAGES/tda.po`, and with that
catalog active the setup's lists (decks, rules, ability modal) and the table's lines
(abilities, status) read in Japanese and fit 80 columns.

The catalog is compiled in memory (test_ja_words' fixture), so no tda.mo is needed.
"""

from __future__ import annotations

import io
import re
import string
import unicodedata

import pytest
from babel.messages.pofile import read_po
from rich.console import Console
from rich.text import Text

from tda.cards import DECKS
from tda.engine import RULESETS, GameConfig, new_game
from tda.engine.abilities.catalog import EDITIONS
from tda.games.three_dragon_ante.tui.abilities_setup import LIMIT_WORDS, color_word
from tda.games.three_dragon_ante.tui.chips import ability_title
from tda.games.three_dragon_ante.tui.setup import deck_title
from tda.games.three_dragon_ante.tui.widgets import StatusBar, rows
from tda.games.three_dragon_ante.words.phrases import (
    ability_edition,
    ability_reminder,
    ability_text,
    ruleset_words,
)
from tda.i18n import LOCALE_DIR
from test_ja_cards import BANNED
from test_ja_words import JAPANESE, catalog, japanese  # noqa: F401 (fixtures)

MINE = ("games/three_dragon_ante/tui/",)
TEMPLATE = LOCALE_DIR / "tda.pot"
# The Legendary disk's marks, drawn on the abilities line itself: the legend that
# explains them must show the same two characters.
DISK_MARKS = {"●", "○"}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def my_messages(catalog):  # noqa: F811 (the fixture)
    """(template message, its Japanese) for each message whose first place is one of
    this share's files, as the template says today."""
    with TEMPLATE.open("rb") as file:
        template = read_po(file)
    found = []
    for message in template:
        if message.id and message.locations and message.locations[0][0].startswith(MINE):
            found.append((message, catalog.get(message.id, context=message.context)))
    return found


def test_every_message_of_the_panel_and_setups_has_japanese(catalog):  # noqa: F811
    """issue 31.1: each message of the table panel, the setup fields and the abilities
    setup has a Japanese that is there, not fuzzy, keeps its {fields}, has no
    ambiguous-width character (bar the disk's own marks, ●○) and no banned spelling."""
    mine = my_messages(catalog)
    assert len(mine) > 150
    missing = [m.id for m, ja in mine if ja is None or ja.fuzzy or not all(
        ja.string if isinstance(ja.string, tuple) else [ja.string])]
    assert missing == []
    for message, ja in mine:
        english = message.id if isinstance(message.id, str) else message.id[0]
        said = ja.string if isinstance(ja.string, str) else ja.string[0]
        assert fields(said) == fields(english), (english, said)
        assert {c for c in said if unicodedata.east_asian_width(c) == "A"} <= DISK_MARKS, said
        assert [bad for bad in BANNED if bad in said] == [], said


@pytest.mark.usefixtures("japanese")
def test_the_setup_lists_read_in_japanese():
    """issue 31.1: the deck list names the theme decks in Japanese (it said "Theme deck:
    Age of Mortals"), the rules list says each ruleset's title and description in
    Japanese (it showed the engine's English), and the ability modal's name, text,
    limit, character and edition are Japanese."""
    for deck in DECKS:
        assert JAPANESE.search(deck_title(deck)), deck
    assert deck_title("age-of-mortals") == "モータルの時代(テーマデッキ)"
    for name in RULESETS:
        words = ruleset_words(name)
        assert JAPANESE.search(words) and not any(c.isascii() and c.isalpha() for c in words)
    for edition, table in EDITIONS.items():
        assert JAPANESE.search(ability_edition(edition))
        for ability in table:
            assert JAPANESE.search(ability_text(edition, ability))
            assert JAPANESE.search(ability_reminder(edition, ability))
    assert color_word("red") == "赤"


@pytest.mark.usefixtures("japanese")
def test_the_ability_modal_detail_fits_its_three_rows():
    """issue 31.3: the modal's detail (name, text, limit, character) fits the three
    rows of its box at the modal's inner width in Japanese: the name runs into the
    text, so a Japanese text no longer starts a row of its own."""
    from tda.i18n import _
    measure = Console(file=io.StringIO(), width=200)
    for edition, table in EDITIONS.items():
        for ability, info in table.items():
            text = Text(_("{ability}: ").format(ability=ability_title(ability)))
            text.append(ability_text(edition, ability))
            limit = str(info.limit)
            limit = "" if limit == "always" else " " + _("Limit: {limit}.").format(
                limit=_(LIMIT_WORDS[limit]))
            text.append(limit + " " + _("Character: {reminder} (not checked).").format(
                reminder=ability_reminder(edition, ability)))
            assert len(text.wrap(measure, 72)) <= 3, (edition, ability, text.plain)


def test_rows_measure_cells_not_characters():
    """issue 31.3: the abilities line picks its short form by the rows it takes as the
    screen draws it; Japanese characters are two cells wide (textwrap counted them
    as one, and chose the long form that took a row more)."""
    assert rows(Text("あ" * 50), 40) == 3
    assert rows(Text("word " * 20), 40) == 3
    assert rows(Text(""), 40) == 1


def legendary_with_abilities():
    config = GameConfig(players=["Ann", "Bob", "Cid", "Dee"], deck="legendary", seed=3,
                        abilities=[["desperation", "fast-hands", "draconic-ancestry"],
                                   ["desperation", "fast-hands", "versatile-trickster"],
                                   ["practice-counts", "confusingly-smooth",
                                    "threats-and-promises"],
                                   ["desperation", "blessing-of-the-trickster",
                                    "practice-counts"]],
                        ancestry=["red", None, None, None])
    return new_game(config)


@pytest.mark.usefixtures("japanese")
def test_the_abilities_line_wraps_between_names_in_three_rows():
    """issue 31.3: four Legendary seats with three abilities each, in Japanese at 78
    columns: the line takes three rows (four when the names were joined by 、, which
    made one long word of each seat's list), no ability's name is split between rows,
    and the ancestry colour is said in Japanese."""
    from tda.games.three_dragon_ante.tui.widgets import ledger_lines
    from tda.games.three_dragon_ante.words.phrases import ability_name
    ancestry = ["red", None, None, None]
    view = legendary_with_abilities().view(0)
    line = ledger_lines(view, ancestry=ancestry, width=78)[-1]
    drawn = [row.plain for row in line.wrap(Console(file=io.StringIO(), width=200), 78)]
    assert len(drawn) == 3 == rows(line, 78), drawn
    for held in view.abilities:
        for ability in held or ():
            assert any(ability_name(ability) in row for row in drawn), (ability, drawn)
    assert "竜の血統 (赤)" in line.plain and "red" not in line.plain


@pytest.mark.usefixtures("japanese")
def test_the_status_line_fits_80_columns_when_time_is_called():
    """issue 31.3: with time called and the stakes changed, the status line's shortest
    Japanese still fits one row of an 80-column screen (it took two)."""
    state = legendary_with_abilities()
    state.time_called_in = 3
    state.gambit = 4
    view = state.view(0)
    bar = StatusBar()
    line = bar.line(view, None, None, short=2)
    assert "時間切れ" in line.plain and JAPANESE.search(line.plain)
    assert line.cell_len <= 78, line.plain


def test_the_english_setup_lists_read_as_before():
    """The English table is unchanged (issue 31): the theme decks, the rules list and
    an ability's limit words read exactly as they did."""
    assert deck_title("age-of-mortals") == "Theme deck: Age of Mortals"
    assert ruleset_words("original") == ("Original (2005): The first rules: 50 gold each, "
                                         "debts repaid as soon as gold comes in.")
    assert [ruleset_words(name) for name in sorted(RULESETS)] == \
        [f"{r.title}: {r.description}" for _, r in sorted(RULESETS.items())]
    assert ability_edition("revised") == "Emperor's Gambit (2010)"
    assert ability_reminder("original", "bluff") == "Bluff 5 ranks"
    assert color_word("red") == "red"


def test_a_cards_details_join_their_parts_in_the_language():
    """issue 31.3: the detail pane's kind-and-colors line joins its parts with the
    language's marks (Japanese writes ・ and 、, never the ambiguous-width " · "), so in
    the pseudo-language nothing of Tiamat's line is left outside the wrapped words."""
    from tda import i18n
    from tda.cards.loader import load_edition
    from tda.games.three_dragon_ante.tui.chips import card_details

    tiamat = next(c for c in load_edition("original").cards if c.id == "tiamat")
    english = card_details(tiamat).plain.splitlines()[1]
    assert english == "evil dragon · dragon god · black, blue, green, red, white"
    i18n.use_language(i18n.PSEUDO)
    line = card_details(tiamat).plain.splitlines()[1]
    assert re.sub(r"⟦[^⟦⟧]*⟧", "", line) == "", line
