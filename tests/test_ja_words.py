"""The Japanese of the words layer (issue 31.1 and 31.4): every message of
`src/tda/words/*.py` (decision prompts and option labels, game-end reasons,
refusals, the Dragonmaster story and recap) has its Japanese in the interface
catalog `src/tda/locale/ja/LC_MESSAGES/tda.po`, and so have the words the layer
says from data by id (ability names and texts, dragon colors:
`tda.games.three_dragon_ante.words.phrases.data_messages`).

The checks are JAPANESE.md 2.7 items 1 and 4-6 for these messages (the project's
Japanese glossary, ../shared/i18n/JAPANESE.md): each message extracted from the
sources right now (Babel, the same keywords as the template) has a non-empty,
non-fuzzy Japanese, so a new English message without Japanese fails here; its
placeholders are kept (each plural form too); no ambiguous-width character; the
glossary's banned variants (the table of `test_ja_cards`) are absent. Then the
catalog, compiled in memory and made the active interface catalog with the ja card
catalog, says every decision of seeded games of both games, every game's end and
the Dragonmaster story and recap: no error, no placeholder left, no English word.

The catalog is not compiled on purpose (a `tda.mo` makes `--lang ja` selectable,
and the screens' own strings are not in Japanese yet).
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
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

from ja_helpers import speak_japanese
from tda import i18n
from tda.dragonmaster import DragonmasterConfig
from tda.dragonmaster import new_game as new_dragonmaster
from tda.engine import GameConfig, new_game
from tda.games.dragonmaster.words.recap import recap_lines
from tda.games.dragonmaster.words.story import WIDTH, tell
from tda.games.three_dragon_ante.words.phrases import data_messages
from tda.table.phrase import Phrase
from tda.text import NO_START, wrap_wide
from tda.words import keys, render
from test_abilities_simulation import random_config
from test_ability_settings_words import REFUSED as ABILITY_REFUSALS
from test_ability_settings_words import refusal_of
from test_cli_words import SETTINGS_SAMPLES
from test_ja_cards import BANNED
from test_net_words import NET_SAMPLES
from test_refusals_in_data import RECORD_REFUSALS

SRC = Path(__file__).resolve().parent.parent / "src" / "tda"
# The words layer: the shared modules and each game's phrases (its story, recap and
# standings are checked with the screens' words).
WORDS = [*sorted((SRC / "words").glob("*.py")),
         *(SRC / "games" / "three_dragon_ante" / "words" / f"{name}.py"
           for name in ("phrases", "cards", "card_entries")),
         *sorted((SRC / "games" / "dragonmaster" / "words").glob("*.py"))]
PO = i18n.LOCALE_DIR / "ja" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
# The interface domain's keywords (tda.i18n): _ and N_ take a message, ngettext a
# singular and a plural, pgettext a context and a message.
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}

Key = tuple[str | None, str]  # (context, English singular)


def extracted() -> dict[Key, str | tuple[str, str]]:
    """Every message of the words layer as Babel extracts it from the sources now,
    then the words said from data by id; by (context, singular), each its msgid."""
    found: dict[Key, str | tuple[str, str]] = {}
    for _line, message, _comments, context in (
            found for path in WORDS
            for found in extract_from_file("python", str(path), keywords=KEYWORDS)):
        singular = message if isinstance(message, str) else message[0]
        found[(context, singular)] = message
    for context, english in data_messages():
        found[(context, english)] = english
    return found


def read_catalog() -> Catalog:
    with PO.open("rb") as fh:
        return read_po(fh, locale="ja", domain=i18n.DOMAIN)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return read_catalog()


@pytest.fixture(scope="module")
def words() -> dict[Key, str | tuple[str, str]]:
    return extracted()


def entry(catalog: Catalog, key: Key) -> Message | None:
    context, singular = key
    return catalog.get(singular, context=context)


def forms(message: Message) -> list[str]:
    """A message's Japanese, each form (Japanese has one)."""
    return list(message.string) if isinstance(message.string, (list, tuple)) \
        else [message.string]


def fields(text: str) -> set[str]:
    """The `{name}` fields of a format string (str.format's own parser: a stray brace
    is an error)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def placeholders_differ(english: str | tuple[str, str], japanese: list[str]) -> bool:
    wanted = set().union(*map(fields, english)) if isinstance(english, tuple) \
        else fields(english)
    return any(fields(form) != wanted for form in japanese)


def translated(catalog: Catalog, words: dict) -> list[tuple[Key, Message]]:
    return [(key, m) for key in words if (m := entry(catalog, key)) is not None]


# -- the catalog -----------------------------------------------------------------------

def test_the_extraction_finds_the_words(words):
    """The check below is not blind: the extraction sees the words layer's messages
    with their contexts and plurals, and the data's."""
    assert len(words) > 300
    assert words[(None, "{name}: play a card to your flight")] == \
        "{name}: play a card to your flight"
    assert words[("contract", "First or Last")] == "First or Last"
    assert words[(None, "{count} gambit was played")] == \
        ("{count} gambit was played", "{count} gambits were played")
    assert ("ability", "Sleight of Hand") in words
    assert ("ability:legendary:fast-hands", "After you steal from the stakes, steal 1 more "
            "and draw 1 card.") in words
    assert ("dragon color", "red") in words


def test_every_words_message_has_japanese(catalog, words):
    """issue 31.1, JAPANESE.md 2.7.1: each message of the words layer (extracted from
    the sources now, and the data's) has a Japanese that is there, not fuzzy and not
    empty, in its one plural form (nplurals=1) where it is a plural."""
    assert catalog.plural_forms == "nplurals=1; plural=0;"
    assert not catalog.fuzzy
    assert sorted(str(k) for k in words if entry(catalog, k) is None) == []
    assert [k for k, m in translated(catalog, words) if m.fuzzy] == []
    assert [k for k, m in translated(catalog, words) if not all(forms(m))] == []
    plurals = [(k, m) for k, m in translated(catalog, words) if isinstance(words[k], tuple)]
    assert plurals and all(m.pluralizable and len(forms(m)) == 1 for _, m in plurals)
    assert list(catalog.obsolete) == []


def test_placeholders_match(catalog, words):
    """JAPANESE.md 2.7.4: each message's Japanese keeps exactly its English's {fields}
    (each plural form; a field may come twice, in any order), and each is a well-formed
    format string."""
    assert [k for k, m in translated(catalog, words)
            if placeholders_differ(words[k], forms(m))] == []
    # The check sees a field dropped, renamed or added, in any form.
    assert placeholders_differ("Pay {amount} gold", ["ゴールドを支払う"])
    assert placeholders_differ("Pay {amount} gold", ["{gold}ゴールドを支払う"])
    assert placeholders_differ(("{count} card", "{count} cards"), ["{count}枚", "枚"])
    assert not placeholders_differ("{a} or {b}", ["{b}か{a}か{b}"])
    with pytest.raises(ValueError):
        fields("{name")


def test_no_ambiguous_width_characters(catalog, words):
    """JAPANESE.md 2.7.5 and 1.6.4: no East Asian ambiguous-width character (… × → ·
    ─ ...) in the Japanese: terminals set to draw them wide break borders."""
    found = {k: [c for form in forms(m) for c in form
                 if unicodedata.east_asian_width(c) == "A"]
             for k, m in translated(catalog, words)}
    assert {k: v for k, v in found.items() if v} == {}


def test_glossary_spellings(catalog, words):
    """JAPANESE.md 2.7.6 and 1.6.2: one spelling per concept, as the card catalog
    spells it: no banned variant (test_ja_cards.BANNED) in any Japanese here, and the
    glossary's picks the words need are used."""
    strings = [form for _, m in translated(catalog, words) for form in forms(m)]
    banned = sorted({(bad, good) for s in strings for bad, good in BANNED.items() if bad in s})
    assert banned == []
    everything = "\n".join(strings)
    picks = ("賭け金", "所持金", "ホール", "親", "手番", "発動", "フライト", "ガンビット",
             "アンティ", "アンティカード", "対戦相手", "プレイヤー", "手札", "捨て札", "デッキ",
             "善のドラゴン", "悪のドラゴン", "モータル", "強さ", "ストレングスフライト",
             "スペシャルフライト", "カラーフライト", "最弱フライト", "達成", "購入", "公開",
             "勝者")
    assert [term for term in picks if term not in everything] == []


def test_japanese_strings_wrap_and_read_as_japanese(catalog, words):
    """JAPANESE.md 2.5.1 and 1.6: no ASCII space inside the Japanese (rich and Textual
    break lines only at spaces), no fullwidth letters or digits (numbers are ASCII:
    5ゴールド), and no English word but the action words a player types."""
    strings = {k: form for k, m in translated(catalog, words) for form in forms(m)}
    quoted = re.compile(r"'[a-z -]+'")  # an action as a player types it: 'call time'
    assert [k for k, s in strings.items() if " " in quoted.sub("", s)] == []
    fullwidth = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")
    assert [k for k, s in strings.items() if fullwidth.search(s)] == []
    typed = re.compile(r"'[a-z -]+'|(?<![A-Za-z])(?:choose|pass|play|tda)(?![A-Za-z])|(?<=\d)d(?=\d)|\{[a-z_]+\}"
                       r"|bot:LEVEL\[:KEY=NUMBER\.\.\.\]\[:NAME\]")  # a seat as --seat takes it
    assert {k: s for k, s in strings.items()
            if re.search("[A-Za-z]", typed.sub("", s))} == {}


# -- the catalog at the table ------------------------------------------------------------

@pytest.fixture
def japanese(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The words layer's Japanese as the active interface catalog (compiled in memory),
    the committed ja card catalog as the cards'; English again after the test."""
    speak_japanese(monkeypatch)
    yield


ENGLISH_RUN = re.compile(r"[A-Za-z]{3,}")
JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
DM_CARD_IDS = re.compile(r"\b(?:dragon|(?:dragonlords|warriors|druids|nomads)-[a-z]+)\b")


def english_left(text: str, names: tuple[str, ...] | list[str]) -> list[str]:
    """Runs of three or more ASCII letters, players' names and card ids aside."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    return ENGLISH_RUN.findall(DM_CARD_IDS.sub("", text))


# What a player types stays as typed: an action quoted as an example ('call time'),
# and the program's name.
TYPED = re.compile(r"'[a-z -]+'|(?<![A-Za-z])tda(?![A-Za-z])")


def said_well(text: str, names, where: object) -> None:
    assert text and "{" not in text and "}" not in text, (where, text)
    assert not english_left(TYPED.sub("", text), names), (where, text)
    assert JAPANESE.search(text), (where, text)


def keys_in(words: Phrase | str | None) -> Iterator[str]:
    """A phrase's key and its nested phrases' keys."""
    if isinstance(words, Phrase):
        yield words.key
        for _, value in words.args:
            for item in value if isinstance(value, tuple) else (value,):
                yield from keys_in(item)


TDA_NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]

# Every phrase key the seeded games below do not reach, with arguments as the rules
# give them (names, card ids, amounts, action words: short ones, as typed), so each
# key of the words layer is said in Japanese at least once.
P = Phrase
SAMPLES: list[Phrase] = [
    P("ability.dice", other="Bob"), P("ability.moment.you-played", card="red-12"),
    P("ability.sleight", amount=1), P("ability.steal-draw", amount=1, draw=1),
    P("ability.steal-draw", amount=2, draw=0), P("ability.steal-draw", amount=0, draw=2),
    P("ability.streetwise", amount=6), P("ability.wild-card", color="red"),
    P("ability.gambler", strength=None), P("ability.luck", card="gold-4"),
    P("ability.inspiring", draw=2, others=1), P("ability.draw", count=2),
    P("ability.perception", card="red-3", old=None),
    P("ability.perception", card="red-3", old="blue-2"),
    P("ability.religion", card="red-3"), P("ability.deny", other="Bob", now=1, instead=2),
    P("ability.heal", other="Bob"), P("ability.diplomacy", other="Bob"),
    P("ability.dungeoneering", card="red-3", other="Bob"), P("ability.sleight", amount=2),
    P("ability.moment", window="W1"), P("ability.moment.other-buying", other="Bob"),
    P("ability.moment.took-from", other="Bob"), P("ability.moment.won", other="Bob"),
    P("ability.moment.over", other="Bob"), P("ability.moment.buying", card="red-3"),
    P("ability.moment.lead-round", round=2),
    P("ability.moment.other-played", other="Bob", card="red-3"),
    P("ability.look", other="Bob", count=1),
    P("ante.keep-weak.label", card="red-3", leaving=P("ante-effect.ends", effect="spy")),
    P("ante.keep-weak.label", card="red-3"), P("take-ante.needless"),
    P("take-ante.label", card="hatchling", leaving=P("ante-effect.ends", effect="hatchling")),
    P("decision.kind", kind="give-or-pay"), P("option.decline"),
    P("option.plain", verb="pay", args=("5",)),
    P("option.card", verb="copy", card="red-12"), P("option.card", verb="use", card="red-12"),
    P("take-ante.prompt", name="Ann", count=1, why="the Spy"),
    P("power.ante-effect-ends", effect="exarch"),
    P("power.into-hand.label", card="adventurer",
      ends=P("power.ante-effect-ends", effect="adventurer")),
    P("power.in-order.label", card="gold-4"),
    P("power.in-order.prompt", name="Ann", kind="mortal"),
    P("power.in-order.prompt", name="Ann", kind="good"),
    P("power.legendary-blue.needless", amount=2), P("power.legendary-blue.gold", amount=2),
    P("power.prophet.none"), P("power.prophet.prompt", name="Ann"),
    P("power.prophet.show", card="red-3"), P("power.seer.keep", card="red-3", others=2),
    P("power.seer.keep-none"), P("power.seer.prompt", name="Ann"),
    P("power.take-one-of-weakest.label", card="red-3"),
    P("power.take-one-of-weakest.label", card="spy",
      ends=P("power.ante-effect-ends", effect="spy")),
    P("power.take-one-of-weakest.prompt", name="Ann"),
    P("power.take-weakest.needless", count=3), P("power.take-weakest.needless", count=2),
    P("power.blue.steal", amount=2, all_there_is=True),
    P("power.give-or-pay.gold", due=4, asked=5),
    P("power.pay-and-take.target", amount=2), P("power.shadow.target", card="red-3"),
    P("power.target.label", target="Bob"),
    P("power.slay.label", card="red-3", owner="Charles"),
    P("power.slay.label", card="red-3", owner="You"),
    P("power.illusionist.trade", card="illusionist", owner="You", mortal="fool"),
    P("power.kobold.stop", count=0), P("power.kobold.stop", count=2),
    P("power.wyrmling.prompt", name="Ann", kind="good"),
    P("power.wyrmling.swap", card="red-3"), P("power.copy.needless"),
    P("power.give-or-pay.prompt", name="Ann", demander="You",
      wanted=P("power.wanted-card", kind="mortal", direction=0, strength=1), gold="5"),
    P("error.action-not-legal", action="x 1", asked=P("play.prompt", name="Ann"),
      legal=("ab 1", "ab 2")),
    P("error.empty-action", text="' '"), P("error.game-over", action="x 1"),
    P("error.not-a-table-action", action="x 1"), P("error.time-after-game"),
    P("error.time-called-twice", called=1, last=2),
    P("error.unknown-verb", text="'x'", verbs=("ab", "cd")),
    P("table.in-file", path="a/b.js", why=P("error.time-after-game")),
    P("table.replay-refused", step=1, action="x 1", why=P("error.game-over", action="x 1")),
    P("dm.config.blank-name", name="' '"), P("dm.config.players", count=5),
    P("dm.config.same-names"), P("dm.end.rounds", rounds=3),
    P("dm.error.empty-action", text="' '"), P("dm.error.game-over", action="x 1"),
    P("dm.error.illegal", action="x 1", why=P("dm.why.no-choice"), legal=("ab", "cd")),
    P("dm.error.record-newer", version=3, reads=2),
    P("dm.error.record-unsupported", version=0, reads=2),
    P("dm.error.unknown-verb", text="'x'", verbs=("ab", "cd")),
    P("dm.why.contract-played"), P("dm.why.contract-set", contract="ab",
                                   due=P("dm.due.play")),
    P("dm.why.dragon-follows"), P("dm.why.dragon-lead-forbidden", contract="ab"),
    P("dm.why.dragon-names-suit"), P("dm.why.dragon-one-suit", suits=("ab", "cd")),
    P("dm.why.follow", suit="ab"), P("dm.why.lead-forbidden", contract="ab"),
    P("dm.why.no-card", called="'x'"), P("dm.why.no-choice"),
    P("dm.why.no-contract", called="'x'", contracts=("ab", "cd")),
    P("dm.why.no-play-yet", due=P("dm.due.contract")), P("dm.why.not-in-hand"),
    P("dm.why.one-contract", contracts=("ab", "cd")), P("dm.why.pass-alone"),
    P("dm.why.pass-holder", due=P("dm.due.dragon")), P("dm.why.play-names-card"),
    P("dm.why.suit-after-card"),
    P("dm.dragon.prompt", name="Ann"), P("dm.contract.prompt", name="Ann"),
    P("dm.play.prompt", name="Ann"), P("dm.refuse-dragon.label"),
    P("dm.power-play.label", contract="first-or-last"), P("dm.choose.label",
                                                          contract="staff-of-power"),
    P("dm.lead-dragon.label", suit="druids"), P("dm.play-dragon.label"),
    P("dm.play.label", card="warriors-prince"),
]
TDA_DECKS = ["original", "emperors-gambit", "legendary", "legendary:pick-em",
             "original+emperors-gambit", "avandras-hand"]


def tda_configs() -> list[GameConfig]:
    """Every deck at 2-6 players (a seat named You in some: the words say "you"), then
    character abilities in each edition (the draft too)."""
    configs = [GameConfig(players=(["You"] if seed % 2 else []) + TDA_NAMES[:2 + seed % 5],
                          deck=deck, seed=seed, max_gambits=4)
               for deck in TDA_DECKS for seed in range(5)]
    return configs + [random_config(edition, seed)
                      for edition in ("original", "revised", "legendary") for seed in range(4)]


def test_three_dragon_ante_says_every_decision_in_japanese(japanese: None) -> None:
    """issue 31.1: at every decision of seeded games (every edition and deck, abilities
    and the draft), the prompt, each label and the needless reason, and each game's
    end, are said in Japanese: no error, no placeholder left, no English word but the
    players' names; card names come from the ja card catalog."""
    met: set[str] = set()
    for config in tda_configs():
        game = new_game(config)
        rng = random.Random(config.seed)
        while not game.is_over:
            decision = game.decision
            assert decision is not None
            for words in (decision.prompt, *decision.labels, decision.needless or None):
                if words is None:  # no needless reason ("" or None)
                    continue
                met.update(keys_in(words))
                said_well(render(words), game.names, words)
            game.apply(rng.choice(game.legal_actions()))
        assert game.result is not None
        said_well(render(game.result.reason), game.names, game.result.reason)
        met.update(keys_in(game.result.reason))
    for words in SAMPLES:
        met.update(keys_in(words))
        said_well(render(words), ["Ann", "Bob", "Charles", "You"], words)
    for words in SETTINGS_SAMPLES:  # refused settings: said in Japanese in test_ja_cli
        met.update(keys_in(words))
    for settings, _english in ABILITY_REFUSALS:  # in test_ability_settings_words
        met.update(keys_in(refusal_of(settings).phrase))
    for words in RECORD_REFUSALS:  # in test_refusals_in_data
        met.update(keys_in(words))
    for words in NET_SAMPLES:  # a host's refusals and farewells: in test_net_words
        met.update(keys_in(words))
    assert sorted(set(keys()) - met) == [], "a phrase key said in no game and no sample"
    # The walk reaches the engine's flow, abilities and the draft, and card powers.
    assert {"ante.prompt", "play.prompt", "option.card", "ability.prompt", "ability.use.label",
            "ability.pass.label", "draft.prompt", "draft.label", "game-end.reason",
            "deck.pick-special.prompt"} <= met, sorted(met)
    assert len({k for k in met if k.startswith("power.")}) >= 10, sorted(met)


DM_GAMES = [(level, players, seed) for level in ("basic", "advanced", "expert")
            for players in (3, 4) for seed in (1, 2, 3)]


@pytest.mark.parametrize("level, players, seed", DM_GAMES)
def test_dragonmaster_says_every_decision_and_its_story_in_japanese(
        japanese: None, level: str, players: int, seed: int) -> None:
    """issue 31.1: a seeded Dragonmaster game at every level, for three and four: each
    prompt and label, the game's end, the story of the whole game and each seat's
    recap, in Japanese, with nothing English left but names and card ids."""
    names = list(TDA_NAMES[:players])
    state = new_dragonmaster(DragonmasterConfig(players=names, level=level, seed=seed))
    rng = random.Random(seed)
    while not state.is_over:
        decision = state.decision
        for words in (decision.prompt, *decision.labels, decision.needless or None):
            if words is not None:
                said_well(render(words), names, words)
        state.apply(rng.choice(state.legal_actions()))
    said_well(render(state.result.reason), names, state.result.reason)
    story = tell(names, state.log)
    assert len(story) > 20
    for line in story:
        said_well(line, names, "story")
    for seat in range(players):
        for line in recap_lines(state.view(seat), 0):
            said_well(line.text, names, "recap")


def test_the_japanese_story_wraps_by_cells_and_kinsoku(japanese: None) -> None:
    """issue 31.3 for `tda story` of Dragonmaster: a Japanese line (no spaces to break
    at) is wrapped to the story's width in terminal cells (a wide character is two),
    never mid-name or mid-number, and no line starts with closing punctuation (、。)
    or a long-vowel mark; the English story still wraps at spaces as before."""
    names = ["Ann", "Bob", "Cid", "Dee"]
    state = new_dragonmaster(DragonmasterConfig(players=names, level="expert", seed=2))
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    lines = "\n".join(tell(names, state.log)).splitlines()
    cells = [sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)
             for line in lines]
    assert max(cells) <= WIDTH and sum(c > WIDTH * 3 // 4 for c in cells) > 10
    assert [line for line in lines if line.strip()[:1] in NO_START] == []
    assert not any(re.search(r"\d,$", line) for line in lines)  # 10,000 kept whole
    continued = [line for line in lines if line.startswith("    ")]
    assert continued, "a hand's long line goes on indented under its text"
    # The wrapping itself: two-cell characters, a name kept whole, kinsoku both ways.
    assert wrap_wide("あ" * 45, WIDTH, "", "  ") == ["あ" * 39, "  " + "あ" * 6]
    assert wrap_wide("あ" * 38 + "Annが", WIDTH, "", "") == ["あ" * 38, "Annが"]
    assert wrap_wide("あ" * 39 + "。", WIDTH, "", "") == ["あ" * 38, "あ。"]
    assert wrap_wide("あ" * 38 + "(い", WIDTH, "", "") == ["あ" * 38, "(い"]
