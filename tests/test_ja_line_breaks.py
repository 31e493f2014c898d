"""Japanese lines break at sensible places (issue 31.3; JAPANESE.md 2.5.1): where
Rich or Textual wrap a Japanese sentence (tda.tui.line_breaks) and where tda wraps
one itself (tda.words.line_breaks.wrap), no line starts with closing punctuation
(。、」） ...), a long-vowel mark or a small kana, none ends with an opening bracket,
none is wider than its width, and nothing is lost; English breaks exactly as Rich
breaks it."""

from __future__ import annotations

import random

import pytest
from rich._wrap import divide_line as rich_divide_line
from rich.console import Console
from rich.text import Text
from textual.app import App, ComposeResult
from textual.content import Content
from textual.widgets import Static

import tda.tui  # noqa: F401  (installs the line breaking)
from tda.tui.line_breaks import divide_line
from tda.words.line_breaks import NO_END, NO_START, break_offsets, text_cells, wrap
from tui_helpers import screen_lines

SENTENCE = ("ブルードラゴンのパワーが発動すると、各対戦相手はあなたに5ゴールドを支払うか、"
            "「手札」から最も弱いカードを1枚捨てます（ゴールドが足りないときは、持っている"
            "分だけ支払います）。Bahamut のパワーはそれを打ち消し、ティアマトはそうしません。")
WIDTHS = [7, 8, 9, 10, 11, 13, 16, 20, 21, 25, 30, 33, 38, 40, 47, 60, 76]


def assert_well_broken(lines: list[str], width: int, where: str) -> None:
    lines = [line.rstrip() for line in lines if line.strip()]
    for before, line in zip(lines, lines[1:], strict=False):
        assert line[0] not in NO_START, (where, width, before, line)
        assert before[-1] not in NO_END, (where, width, before, line)
    assert all(text_cells(line) <= width for line in lines), (where, width, lines)
    assert "".join(lines).replace(" ", "") == SENTENCE.replace(" ", ""), (where, width)


@pytest.mark.parametrize("width", WIDTHS)
def test_rich_and_textual_wrap_japanese_by_kinsoku(width):
    """issue 31.3: Rich's Text.wrap and Textual's Content.wrap (every Static and
    Label) at many widths: no line starts with 。、」） or ー, none ends with 「（."""
    rich_lines = [line.plain for line in Text(SENTENCE).wrap(Console(width=200), width)]
    assert_well_broken(rich_lines, width, "rich")
    textual_lines = [line.plain for line in Content(SENTENCE).wrap(width)]
    assert_well_broken(textual_lines, width, "textual")
    assert_well_broken(wrap(SENTENCE, width), width, "tda.words.line_breaks.wrap")
    # Without the rules, some of these widths put 。 or 、 at a line's start.
    folded = [SENTENCE[a:b] for a, b in zip([0, *rich_divide_line(SENTENCE, width)],
                                            [*rich_divide_line(SENTENCE, width), None],
                                            strict=False)]
    if width in (9, 11, 13, 20, 38):
        assert any(line.lstrip()[:1] in NO_START for line in folded[1:]), width


class Paragraph(App[None]):
    def compose(self) -> ComposeResult:
        yield Static(SENTENCE, id="text")


@pytest.mark.parametrize("width", [20, 33, 47])
async def test_a_static_on_screen_breaks_japanese_by_kinsoku(width):
    """issue 31.3: a Static drawn on screen (the way every panel shows text)."""
    app = Paragraph()
    async with app.run_test(size=(width, 20)) as pilot:
        await pilot.pause()
        assert_well_broken(screen_lines(app), width, "on screen")


def test_english_breaks_as_rich_breaks():
    """issue 31.3: text with no CJK character is divided by Rich's own function (the
    English table unchanged), and the rules' own division agrees with it there."""
    rng = random.Random(31)
    words = ["Ann", "draws", "a", "card,", "(lead)", "Bahamut's", "x" * 25, "  ", "gold."]
    for _case in range(2000):
        text = " ".join(rng.choice(words) for _word in range(rng.randrange(1, 16)))
        width = rng.randrange(1, 50)
        for fold in (True, False):
            expected = rich_divide_line(text, width, fold)
            assert divide_line(text, width, fold) == expected, (text, width)
            assert break_offsets(text, width, fold) == expected, (text, width)


def test_names_numbers_and_pseudo_words_stay_whole():
    """issue 31.3: a Latin name inside Japanese, a number with its counter and a
    fullwidth pseudo-language word are never split."""
    assert wrap("Annの手番です。12ゴールドを支払います。", 9) == [
        "Annの手番", "です。", "12ゴール", "ドを支払", "います。"]
    assert wrap("⟦Ｃｈｏｏｓｅ ａ ｃａｒｄ⟧", 14) == ["⟦Ｃｈｏｏｓｅ", "ａ ｃａｒｄ⟧"]


def test_rows_counts_japanese_as_it_is_drawn():
    """issue 31.3: the rows a status line takes (three_dragon_ante.widgets.rows, which
    decides when the status takes a second row) are counted as the line is drawn:
    in cells, broken by kinsoku, not as textwrap counts characters."""
    from tda.games.three_dragon_ante.tui.widgets import rows
    for width in WIDTHS:
        drawn = Text(SENTENCE).wrap(Console(width=200), width)
        assert rows(Text(SENTENCE), width) == len(drawn), width
    assert rows(Text("Ann to act  Stakes 0 gold"), 12) == 3  # English as before


@pytest.mark.parametrize("width", [22, 26, 30, 41, 60])  # the longest name and its comma: 21
def test_a_list_of_names_breaks_between_the_names(width):
    """issue 31.3: words between spaces that fit on a line move to the next one whole,
    as Rich moves them (a list of ability names joined by ', ' keeps each name whole);
    only a word wider than the line, a Japanese sentence, breaks inside."""
    names = ["背水の陣", "竜の血統", "素早い手", "多才なトリックスター", "脅しと約束", "煙に巻く話術"]
    text = "能力: " + ", ".join(names)
    for lines in (wrap(text, width),
                  [line.plain for line in Text(text).wrap(Console(width=200), width)]):
        assert all(any(name in line for line in lines) for name in names), (width, lines)
        assert all(text_cells(line.rstrip()) <= width for line in lines), (width, lines)
