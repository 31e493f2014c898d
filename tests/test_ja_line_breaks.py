"""Japanese lines break at sensible places (issue 31.3; JAPANESE.md 2.5.1): where
Rich or Textual wrap a Japanese sentence (tda.tui.line_breaks) and where tda wraps
one itself (tda.text.wrap_wide), no line starts with closing punctuation
(。、」） ...), a long-vowel mark or a small kana, none ends with an opening bracket,
none is wider than its width, and nothing is lost; English breaks exactly as Rich
breaks it."""

from __future__ import annotations

import random
import re

import pytest
from rich._wrap import divide_line as rich_divide_line
from rich.console import Console
from rich.text import Text
from textual.app import App, ComposeResult
from textual.content import Content
from textual.widgets import Static

import tda.tui  # noqa: F401  (installs the line breaking)
from tda.text import NO_END, NO_START, break_offsets, cells, fold_wide, has_cjk, wrap_wide
from tda.tui.line_breaks import divide_line
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
    assert all(cells(line) <= width for line in lines), (where, width, lines)
    assert "".join(lines).replace(" ", "") == SENTENCE.replace(" ", ""), (where, width)


@pytest.mark.parametrize("width", WIDTHS)
def test_rich_and_textual_wrap_japanese_by_kinsoku(width):
    """issue 31.3: Rich's Text.wrap and Textual's Content.wrap (every Static and
    Label) at many widths: no line starts with 。、」） or ー, none ends with 「（."""
    rich_lines = [line.plain for line in Text(SENTENCE).wrap(Console(width=200), width)]
    assert_well_broken(rich_lines, width, "rich")
    textual_lines = [line.plain for line in Content(SENTENCE).wrap(width)]
    assert_well_broken(textual_lines, width, "textual")
    assert_well_broken(wrap_wide(SENTENCE, width), width, "tda.text.wrap_wide")
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
    assert wrap_wide("Annの手番です。12ゴールドを支払います。", 9) == [
        "Annの手番", "です。", "12ゴール", "ドを支払", "います。"]
    assert wrap_wide("⟦Ｃｈｏｏｓｅ ａ ｃａｒｄ⟧", 14) == ["⟦Ｃｈｏｏｓｅ", "ａ ｃａｒｄ⟧"]


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
    for lines in (wrap_wide(text, width),
                  [line.plain for line in Text(text).wrap(Console(width=200), width)]):
        assert all(any(name in line for line in lines) for name in names), (width, lines)
        assert all(cells(line.rstrip()) <= width for line in lines), (width, lines)


def catalog_sentences() -> list[str]:
    """Every one-line Japanese message of the interface catalog, placeholders filled
    with names and numbers as the table fills them."""
    from babel.messages.pofile import read_po

    from ja_helpers import PO
    with PO.open("rb") as fh:
        catalog = read_po(fh, locale="ja")
    said = []
    for message in catalog:
        for text in (message.string if isinstance(message.string, tuple) else (message.string,)):
            if text and "\n" not in text:
                said.append(re.sub(r"\{[^{}]*\}", lambda m: random.Random(m.group()).choice(
                    ["Ann", "Bob", "12", "5", "Normal 3", "ブルードラゴン"]), text))
    return said


def folded_run(text: str, at: int, width: int) -> bool:
    """Is `at` inside a run of narrow characters without a space that is wider than a
    line ("heuristic,random,random,random")? It has no place to break, so it is cut
    where the line ends, as Rich cuts it, whatever character comes next."""
    narrow = r"[^\s\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]"
    before = re.search(narrow + "*$", text[:at]).group()
    after = re.match(narrow + "*", text[at:]).group()
    return bool(before and after) and cells(before + after) > width


def test_one_rule_set_breaks_every_japanese_line():
    """issue 31 (its closing note: two breakers with different kinsoku sets): the TUI's
    divide (handed to Rich and Textual) and the folding tda does itself (`wrap_wide`
    for the Dragonmaster story, `fold_wide` for `tda story` and the command line's
    help) break a few hundred random Japanese lines, built from the catalog's
    messages, in the same places, each break kinsoku-clean, each line within
    its width."""
    rng = random.Random(2931)
    sentences = catalog_sentences()
    assert len(sentences) > 1000
    console = Console(width=200)
    for _case in range(300):
        text = rng.choice(["", "、", " ", "。"]).join(
            rng.choice(sentences) for _part in range(rng.randrange(1, 5)))
        width = rng.randrange(8, 81)
        rich_lines = [line.plain.rstrip() for line in Text(text).wrap(console, width)]
        textual_lines = [line.plain.rstrip() for line in Content(text).wrap(width)]
        ours = wrap_wide(text, width)
        assert rich_lines == textual_lines == ours, (text, width)
        if any(cells(c) == 2 for c in text):
            assert fold_wide(text, width).split("\n") == (ours if cells(text) > width else [text])
        for at in break_offsets(text, width):  # a space and a forced cut aside, kinsoku holds
            assert text[at - 1].isspace() or folded_run(text, at, width) or (
                text[at] not in NO_START and text[at - 1] not in NO_END), (text, at)
        assert all(cells(line) <= width for line in ours) or not has_cjk(text), (text, ours)


def test_the_kinsoku_characters_are_defined_once():
    """issue 31 (closing note): one set of line-start and line-end rules, in tda.text,
    and the TUI's divide is tda.text's routine; no other module of tda keeps its own
    list of characters a line may not start or end with."""
    from pathlib import Path

    import tda
    import tda.tui.line_breaks
    assert tda.tui.line_breaks.break_offsets is break_offsets
    assert tda.tui.line_breaks.has_cjk is has_cjk
    keepers = []
    for path in Path(tda.__file__).parent.rglob("*.py"):
        code = path.read_text(encoding="utf-8")
        if any(run in code for run in ("ぁぃぅ", "ァィゥ", "「『", "」』", "、。")):
            keepers.append(path.relative_to(Path(tda.__file__).parent).as_posix())
    assert keepers == ["text.py"]


def test_the_rules_are_jis_x_4051s():
    """issue 31 (closing note): the union of both old sets and JIS X 4051's classes:
    closing brackets, hyphens, ? !, middle dots, stops, commas, iteration marks, the
    long-vowel mark and small kana never open a line; opening brackets never end
    one; a number stays with its counter. Each was allowed by one breaker or both."""
    for closing in "）」』】〕〉》］｝〜ゝゞ々〻ーッゃヵゕㇰ！？・％":
        assert closing in NO_START, closing
        lines = wrap_wide("あ" * 4 + closing + "い", 9)
        assert lines == ["あああ", "あ" + closing + "い"], (closing, lines)
    for opening in "（「『【〔〈《［｛":
        assert opening in NO_END, opening
        assert wrap_wide("あ" * 4 + opening + "い", 9) == ["ああああ", opening + "い"], opening
    # 5ゴールド: the number goes down with its counter (wrap_wide broke 代金は7|ゴールド)
    assert wrap_wide("代金は7ゴールド", 10) == ["代金は", "7ゴールド"]
