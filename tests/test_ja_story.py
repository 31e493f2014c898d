"""The Japanese of Three-Dragon Ante's story, recap and standings (issue 31.1):
`tda story` and `tda export --story` (tda.games.three_dragon_ante.words.story), the recap "since your last turn"
(…words.recap) and the final standings (…words.standings).

Every message these modules mark has a Japanese in the interface catalog
`src/tda/locale/ja/LC_MESSAGES/tda.po` (not fuzzy, placeholders kept, no
ambiguous-width character, no banned spelling of the glossary). Then the catalog,
compiled in memory with Babel (as tests/test_ja_words.py does) and made the active
interface catalog with the ja card catalog, tells seeded games of every edition
(original, revised, legendary, Emperor's Gambit's deck), with character abilities and
the draft, the table's optional endings (time, players left, the hole): the whole
story, every seat's recap of the game and the standings read as Japanese, with no
English sentence left (players' names and the glossary's Latin aside), no
placeholder left and no line starting with 。 or 、. The English story does not
change: its lines still say "Ann's", "Charles'" and "you" as before.
"""

from __future__ import annotations

import random
import re
import string
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from ja_helpers import speak_japanese
from tda import i18n
from tda.engine import GameConfig, new_game
from tda.engine import events as ev
from tda.engine.events import STAKES
from tda.engine.words import GameEnd
from tda.games.three_dragon_ante.game import story as export_story
from tda.games.three_dragon_ante.words.recap import recap_lines
from tda.games.three_dragon_ante.words.standings import (
    hole_shares,
    last_gambit_line,
    standing_lines,
)
from tda.games.three_dragon_ante.words.story import Storyteller
from tda.table.phrase import Phrase
from tda.text import NO_END, NO_START, cells, fold_wide
from test_abilities_simulation import random_config
from test_ja_cards import BANNED

SOURCE = Path(__file__).resolve().parent.parent / "src" / "tda" / "games" / "three_dragon_ante" / "words"
MODULES = ("story.py", "recap.py", "standings.py")
PO = i18n.LOCALE_DIR / "ja" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}

Key = tuple[str | None, str]  # (context, English singular)


def extracted() -> dict[Key, str | tuple[str, str]]:
    """Every message of the story, recap and standings as Babel extracts it now."""
    found: dict[Key, str | tuple[str, str]] = {}
    for file, _line, message, _comments, context in extract_from_dir(
            str(SOURCE), method_map=[("**.py", "python")], keywords=KEYWORDS):
        if file in MODULES:
            found[(context, message if isinstance(message, str) else message[0])] = \
                message if isinstance(message, str) else tuple(message)
    return found


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    with PO.open("rb") as fh:
        return read_po(fh, locale="ja", domain=i18n.DOMAIN)


def forms(message: Message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) \
        else [message.string]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_story_message_has_japanese(catalog: Catalog) -> None:
    """issue 31.1: each message of the story, recap and standings modules has a
    Japanese (not fuzzy, not empty), with the English's {fields}, no ambiguous-width
    character (JAPANESE.md 2.5) and none of the glossary's banned spellings."""
    words = extracted()
    assert len(words) > 200 and (None, "— Gambit {gambit} —") in words
    found = {key: catalog.get(key[1], context=key[0]) for key in words}
    assert sorted(str(k) for k, m in found.items() if m is None) == []
    assert [k for k, m in found.items() if m.fuzzy or not all(forms(m))] == []
    wrong = []
    for key, message in found.items():
        english = words[key]
        wanted = set().union(*map(fields, english)) if isinstance(english, tuple) \
            else fields(english)
        if any(fields(form) != wanted for form in forms(message)):
            wrong.append(key)
    assert wrong == []
    strings = [form for m in found.values() for form in forms(m)]
    assert [s for s in strings if any(unicodedata.east_asian_width(c) == "A" for c in s)] == []
    assert sorted({bad for s in strings for bad in BANNED if bad in s}) == []


@pytest.fixture
def japanese(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The ja catalog compiled in memory as the active interface catalog, the committed
    ja card catalog as the cards'; English again after the test."""
    speak_japanese(monkeypatch)
    yield


NAMES = ["Ann", "Bob", "Charles", "You", "Eve", "Fay"]
DECKS = ["original", "emperors-gambit", "legendary", "legendary:pick-em",
         "original+emperors-gambit"]


def configs() -> list[GameConfig]:
    """Every edition's deck and rules (a seat named You and one whose name ends in s),
    the table's optional endings, then character abilities in each edition."""
    found = [GameConfig(players=NAMES[:2 + seed % 5], deck=deck, seed=seed, max_gambits=5)
             for deck in DECKS for seed in range(3)]
    found += [GameConfig(players=NAMES[:4], deck="original", ruleset=rules, seed=seed,
                         starting_gold=[6, 20, 20, 20], max_gambits=6)
              for rules in ("original", "revised", "legendary") for seed in range(3)]
    found += [GameConfig(players=NAMES[:5], deck="legendary", seed=7, end_players_left=3,
                         starting_gold=8, hole_to_winner=False),
              GameConfig(players=NAMES[:3], deck="legendary", seed=8, end_gold=60)]
    return found + [random_config(edition, seed)
                    for edition in ("original", "revised", "legendary") for seed in range(4)]


# Left in Latin letters: players' names, the Dragonmaster-free glossary's Latin (3DA),
# and nothing else (card names come from the ja card catalog in katakana).
ENGLISH = re.compile(r"[A-Za-z]{2,}")
JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")


def english_left(line: str, names: list[str]) -> list[str]:
    for name in sorted(names, key=len, reverse=True):
        line = line.replace(name, "")
    return ENGLISH.findall(line.replace("3DA", ""))


def read_well(line: str, names: list[str], where: object) -> None:
    """A Japanese line: something Japanese in it, no English word, no placeholder
    left, and it does not open with closing punctuation."""
    assert JAPANESE.search(line), (where, line)
    assert not english_left(line, names), (where, line)
    assert not re.search(r"\{[a-z_]*\}", line), (where, line)
    assert line.strip()[:1] not in ("。", "、"), (where, line)
    assert not re.search(r"\n\s*[。、]", line), (where, line)


def folded(line: str, width: int) -> list[str]:
    """`line` as `tda story` prints it at `width` columns: every row fits, none opens
    with closing punctuation or a long-vowel mark, nothing is lost."""
    rows = fold_wide(line, width).split("\n")
    assert all(cells(row) <= width for row in rows), rows
    # the kinsoku rules every Japanese line keeps (tda.text's, the TUI's too)
    assert [row for row in rows[1:] if row[:1] in NO_START] == [], rows
    assert [row for row in rows[:-1] if row[-1:] in NO_END] == [], rows
    assert "".join(rows) == line.replace(" ", "") or " " in line, rows
    return rows


def played(config: GameConfig):
    game = new_game(config)
    rng = random.Random(config.seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_story_recap_and_standings_read_as_japanese(japanese: None) -> None:
    """issue 31.1: seeded games of every edition, with abilities and the draft, told in
    Japanese from start to end (`tda story`, `tda export --story`, the log), each seat's
    recap of the whole game (the recap "since your last turn" of a long absence) and
    the standings: every line Japanese, nothing English but names."""
    told: set[str] = set()
    for config in configs():
        game = played(config)
        names = list(game.names)
        teller = Storyteller(names, game.cards)
        cards = {card.id: card for card in game.cards}
        story = teller.lines(game.log, [(3, 0, Phrase("take-ante.needless"))])
        assert "【第1ガンビット】" in story, story[:12]
        for line in story:
            read_well(line, names, config)
            folded(line, 80)  # `tda story` at a terminal: lines folded as Japanese wraps
        told.update(type(e).__name__ for e in game.log if teller.tell(e))
        for seat in range(game.n):
            view = game.view(seat)
            for line in recap_lines(list(view.log), view, cards):
                read_well(line.text, names, (config, seat))
        exported = export_story(game.record(), game).splitlines()
        assert exported[0].startswith("スリードラゴンアンティ:"), exported[0]
        assert exported[2:] == Storyteller(names, game.cards).lines(game.log), config
        for line in exported[:1]:
            read_well(line.replace(config.deck, "").replace(str(game.rules.name), ""),
                      names, config)
        assert game.result is not None
        lines = standing_lines(names, game.result, hole_shares(game.log))
        last = last_gambit_line(names, game.log)
        for line in [*lines, *([last] if last else [])]:
            read_well(line, names, config)
    # The games reach the story's many kinds of line: powers, debts, the hole,
    # abilities, flights, the deck's reshuffle, a player's hoard running out.
    assert {"CardPlayed", "GoldPaid", "GoldStolen", "CardsDrawn", "CardsBought",
            "FlightCompleted", "GambitWon", "GameEnded", "AbilityUsed", "HolePaid",
            "DebtIncurred", "PlayerKnockedOut", "AnteRevealed", "LeaderChosen",
            "SpecialPicked", "DeckBuilt", "AbilityPicked"} <= told, sorted(told)
    assert len(told) >= 35, sorted(told)


def test_events_no_game_reached_are_said_in_japanese(japanese: None) -> None:
    """issue 31.1: the story's rarer lines, told of made-up events (a debt cancelled,
    the time called, the hole lost, a tie for the game, stakes shared, a power that
    fizzled), are Japanese too, each seat's name and card in its place."""
    game = new_game(GameConfig(players=["Ann", "Charles", "You"], seed=1))
    teller = Storyteller(game.names, game.cards)
    red = next(c.id for c in game.cards if c.id.startswith("red-"))
    events = [ev.TimeCalled(gambit=0, last=3), ev.TimeCalled(gambit=2, last=3),
              ev.HoleLost(amount=4),
              ev.StakesSplit(shares=((0, 3), (1, 3))),
              ev.PowerFizzled(card=red, seat=1, reason=ev.Fizzle.NO_MORTAL_IN_FLIGHTS),
              ev.DiceRolled(seat=1, values=(3, 4)),
              ev.InsightRolled(seat=1, roll=12, bonus=2, total=14),
              ev.DebtCancelled(debtor=2, creditor=0, amount=3, reason=ev.DebtEnd.UNPAID),
              ev.DebtCancelled(debtor=1, creditor=STAKES, amount=2,
                               reason=ev.DebtEnd.GAMBIT_WON),
              ev.GambitUndecided(reason=ev.Undecided.TIED_AND_NO_CARDS, stakes=9),
              ev.GambitUndecided(reason=ev.Undecided.NOBODY_MAY_WIN, stakes=4),
              ev.GambitUndecided(reason=ev.Undecided.STAKES_RAN_OUT, stakes=0),
              ev.AnteEffectEnded(card=red, effect="spy", reason=ev.EffectEnd.LEFT_ANTE),
              ev.AbilityReady(seat=2, ability="disk"),
              ev.AbilityReady(seat=1, ability="bluff"),
              ev.GameEnded(winners=(0, 1), gold=(30, 30, 5), end=GameEnd.HOARD_EMPTY,
                           stakes=2)]
    for e in events:
        line = teller.tell(e)
        assert line, e
        read_well(line, ["Ann", "Charles", "You"], e)
    # The standings say the last gambit's reason as the story does.
    last = last_gambit_line(game.names, [e for e in events if isinstance(e, ev.GambitUndecided)])
    assert last is not None
    read_well(last, [], last)


def test_the_recap_panel_folds_a_japanese_line() -> None:
    """issue 31.1 (and 31.3): the recap panel at the table wraps a long Japanese line
    (no spaces to break at) onto more rows instead of cutting it with an ellipsis, so
    what happened since your last turn is all there."""
    from rich.console import Console

    from tda.games.three_dragon_ante.words.recap import Recap, RecapLine
    from tda.tui.recap_view import recap_table

    words = "Annがグリーンドラゴン(4)を出した:CharlesがBobにレッドドラゴン(2)を渡した"
    console = Console(width=24, record=True, color_system=None)
    console.print(recap_table(Recap((RecapLine((words,)),))))
    shown = "".join(row.removeprefix("•").strip() for row in console.export_text().splitlines())
    assert "…" not in shown
    assert shown == words


def test_tda_story_folds_japanese_at_the_terminal_width() -> None:
    """issue 31.1 (31.3) for `tda story`: a Japanese line longer than the terminal is
    folded between wide characters (rich would fold it at any cell, opening a row with
    、 or a closing bracket); names and numbers stay whole; English and short lines
    come back as they are, so the English story prints as before."""
    line = "アンティ公開:Annのゴールドドラゴン(6)、Bobのシーフ(7)、Cidのグリーンドラゴン(6)、Deeのドラゴンスレイヤー(8)"
    rows = folded(line, 80)
    assert len(rows) == 2 and rows[1].startswith("(6)、Dee"), rows
    assert folded("あ" * 39 + "。", 78) == ["あ" * 38, "あ。"]
    assert folded("あ" * 37 + "Charlesが", 78) == ["あ" * 37, "Charlesが"]
    assert folded("あ" * 38 + "ーい", 76) == ["あ" * 37, "あーい"]
    english = "Ann wins the gambit with the weakest flight (the Druid made it win) and takes 30 gold"
    assert fold_wide(english, 40) == english
    assert fold_wide("Annが出す", 80) == "Annが出す"
