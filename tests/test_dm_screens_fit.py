"""Issue 31.3 for the Dragonmaster table: in a language whose words are wider than the
English (Japanese: a katakana heading takes two cells a character), the seats table's
headings are drawn whole at 80 columns, and the sentences the option panel puts
together from parts end with the language's own full stop ("。"), not an English one
after Japanese.

The words are a few Japanese ones given here (not the shipped catalog, which is still
being written): the checks hold whatever the catalog says."""

from __future__ import annotations

import gettext

import pytest
from rich.cells import cell_len

from tda import i18n
from tda.games.dragonmaster.tui.widgets import DmSeats
from tda.i18n import _
from test_dm_screens_pseudo import HEIGHT, WIDTH, cells, next_stop
from test_tui_dm_table import staff_of_power_trick_1
from tui_helpers import table_of

# The seats table's headings and the sentence end, in Japanese.
WORDS = {(None, "seat"): "席", (None, "crystals"): "クリスタル", (None, "cards"): "手札",
         (None, "tricks"): "トリック", ("end of a sentence", "."): "。",
         ("between parts", " · "): "・", ("between parts", " — "): "、"}


class Words(gettext.NullTranslations):
    """WORDS as a catalog; every other message as its English."""

    def gettext(self, message: str) -> str:
        return WORDS.get((None, message), message)

    def pgettext(self, context: str, message: str) -> str:
        return WORDS.get((context, message), message)


@pytest.fixture
def wide(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_interface", Words())


def staff_of_power_late():
    """Staff of Power (every item of the other four contracts) after {TRICKS_DONE}
    tricks played with the first legal card: seats hold penalty cards that fill the
    room the table leaves them."""
    g = staff_of_power_trick_1()
    while True:
        view = g.view(None)
        if sum(view.tricks_won) >= TRICKS_DONE and g.to_act is not None and not view.trick:
            return g
        g.apply(g.legal_actions()[0])


TRICKS_DONE = 4


async def test_the_seats_headings_are_whole_when_the_words_are_wider(wide):
    """issue 31.3: "クリスタル" (10 cells) and "トリック" (8) are wider than the 8 and 6
    cells the table kept for "crystals" and "tricks"; with the penalty cards filling
    what the table thought was left, it came out wider than the screen and Rich cut
    the headings ("クリスタ…", "トリッ…"). Each figure's column is now as wide as its
    heading, and the penalty cards give way instead."""
    from test_tui_dm_table import table_app
    state = staff_of_power_late()
    app = table_app(state, human=state.to_act)
    async with app.run_test(size=(WIDTH, HEIGHT)) as pilot:
        await next_stop(pilot)
        await pilot.pause()
        seats = table_of(app).query_one(DmSeats)
        region = seats.region
        rows = ["".join(row[region.x:region.right]) for row in cells(app)]
        heading = rows[region.y]
        for word in ("seat", "crystals", "cards", "tricks"):
            assert _(word) in heading, (word, heading)
        assert "…" not in heading, heading
        assert cell_len(heading.rstrip()) <= region.width


def test_a_sentence_put_together_ends_with_the_languages_full_stop(wide):
    """issue 31.3: the trick hint ("Played now it would take the trick so far", its
    penalties, then ".") and a Power Play's terms ended with an ASCII "." glued on in
    code: after Japanese, "...取ります (...)." The stop is a message of its own now."""
    from dataclasses import replace

    from tda.games.dragonmaster.tui.options import about_hand, trick_hint
    stop = "。"
    view = staff_of_power_trick_1().view(2)
    assert trick_hint(view, "warriors-king").plain.endswith(stop + "\n")
    power = replace(view, power_player=1)
    text = about_hand(power)
    assert text is not None and text.plain.endswith(stop)


def test_english_keeps_its_full_stop():
    """The English sentences read exactly as before (issue 31: the English table is
    unchanged)."""
    from dataclasses import replace

    from tda.games.dragonmaster.tui.options import about_hand, trick_hint
    view = staff_of_power_trick_1().view(2)
    assert trick_hint(view, "warriors-king").plain.endswith("counted: 14,000).\n")
    text = about_hand(replace(view, power_player=1))
    assert text is not None and text.plain.endswith("miss one and pay Dee 8,000.")


def test_the_marks_between_parts_of_a_line_are_the_languages(wide):
    """issue 31.3: " · " and " — " between the parts of a line (the trick line, a hand
    by suit, the Power Play beside the contract) were written in code: ambiguous-width
    characters, two cells in a terminal set to draw them wide, in every Japanese line.
    They are messages now, and Japanese draws "・" (wide everywhere) and "、"."""
    from tda.games.dragonmaster.tui.widgets import DmMiddle, by_suit, names_of
    from tda.games.dragonmaster.tui.words import dash, dot
    view = staff_of_power_trick_1().view(2)
    line = DmMiddle.trick_line(view, names_of(view)).plain
    assert "・" in line and "·" not in line, line
    assert dash() == "、"
    hand = by_suit(view.hand, dot()).plain
    assert "・" in hand and "·" not in hand, hand


def test_english_keeps_its_marks():
    from tda.games.dragonmaster.tui.widgets import DmMiddle, names_of
    view = staff_of_power_trick_1().view(2)
    assert DmMiddle.trick_line(view, names_of(view)).plain.startswith(
        "Trick 1 of 8 · Warriors led · ")
