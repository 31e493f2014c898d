"""Issue 29 (words at the edge) left two Dragonmaster twins: `join_words` and
`contract_name` were written once in the words layer (the story, the decisions) and
again in the table's words (tda.games.dragonmaster.tui.words), each through its own
messages. There is one of each now, the words layer's, and the table says its lists
and its contracts with it: a translation of a contract's name or of a list's "and"
reaches the story and the table alike."""

from __future__ import annotations

import gettext

import pytest

from tda import i18n
from tda.games.dragonmaster.tui import words as table_words
from tda.games.dragonmaster.words import phrases as dragonmaster
from tda.games.dragonmaster.words import story as dragonmaster_story

# A catalog whose contract names and list words differ from the English.
WORDS = {("contract", "First or Last"): "<first-or-last>",
         ("contract", "Staff of Power"): "<staff>",
         (None, "{items} and {last}"): "{items} & {last}", (None, ", "): " / "}


class Words(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return WORDS.get((None, message), message)

    def pgettext(self, context: str, message: str) -> str:
        return WORDS.get((context, message), message)


@pytest.fixture
def translated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_interface", Words())


def test_one_of_each():
    """The table's words are the words layer's functions, not copies."""
    assert table_words.contract_name is dragonmaster.contract_name
    assert table_words.join_words is dragonmaster_story.join_words


def test_the_table_says_a_contract_and_a_list_as_the_story_does(translated):
    """A contract's name (msgctxt "contract") and a list's words, as the catalog gives
    them, on the table: its log line for a named contract, a Power Play's terms, and
    the penalty cards in full words."""
    from tda.dragonmaster import events as ev

    teller = table_words.Teller(["Ann", "Bob", "Cid", "Dee"])
    named = ev.ContractChosen(seat=1, contract="first-or-last", power=False)
    assert "<first-or-last>" in str(teller.words(named))
    assert table_words.power_play_line("staff-of-power", "Bob").startswith(
        "Power Play on <staff>:")
    cards = ["dragonlords-king", "dragonlords-queen", "dragonlords-fool"]
    assert table_words.items_words(cards).plain == "the King / Queen & Fool of Dragonlords"
    assert dragonmaster_story.join_words(["King", "Queen", "Fool"]) == "King / Queen & Fool"


def test_the_english_lists_and_names_read_as_before():
    """English unchanged: "a, b and c", "First or Last"."""
    assert table_words.join_words(["a", "b", "c"]) == "a, b and c"
    assert table_words.join_words(["a"]) == "a"
    assert table_words.contract_name("first-or-last") == "First or Last"
    assert table_words.items_words(["dragonlords-king", "dragonlords-fool"], [1]).plain == \
        "the King and Fool of Dragonlords; trick 1"
