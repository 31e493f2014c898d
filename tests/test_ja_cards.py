"""The Japanese card catalog (issue 31.1 and 31.4): every card of the three
Three-Dragon Ante editions and the Dragonmaster deck has a Japanese name, and every
card text a Japanese text, in `src/tda/locale/ja/LC_MESSAGES/tda-cards.po`. The same
catalog holds the decks' titles and descriptions (contexts `deck:<deck>:...`, from the
domain's template `src/tda/locale/tda-cards.pot`, which tda.words.card_catalog writes).

The checks are JAPANESE.md 2.7 items 2-6 for this catalog (the project's Japanese
glossary, ../shared/i18n/JAPANESE.md): cards covered straight from the card data,
the committed .mo current, placeholders kept, no ambiguous-width characters, the
glossary's spellings (banned variants), no fuzzy, obsolete or untranslated entry,
and the card names of its table 1.4 exactly.

After editing the .po, compile it as `test_the_committed_mo_is_the_po_compiled` does:
`python -c "from tests.test_ja_cards import compile_catalog; compile_catalog()"`.
"""

from __future__ import annotations

import gettext
import io
import re
import unicodedata
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from tda import i18n
from tda.cards.loader import load_edition
from tda.dragonmaster.cards import ALL_SUIT_CARDS, DRAGON, RANK_OF, SUIT_OF, THIRD_TITLE
from tda.dragonmaster.cards import name as dm_english_name

CATALOG_DIR = i18n.LOCALE_DIR / "ja" / "LC_MESSAGES"
PO = CATALOG_DIR / f"{i18n.CARDS_DOMAIN}.po"
MO = CATALOG_DIR / f"{i18n.CARDS_DOMAIN}.mo"
EDITIONS = ("original", "emperors_gambit", "legendary")

# JAPANESE.md table 1.4: all 57 card names of the three editions (katakana, no
# middle dot, "The" dropped).
NAMES_1_4 = {
    "Black Dragon": "ブラックドラゴン", "Blue Dragon": "ブルードラゴン",
    "Brass Dragon": "ブラスドラゴン", "Bronze Dragon": "ブロンズドラゴン",
    "Copper Dragon": "カッパードラゴン", "Gold Dragon": "ゴールドドラゴン",
    "Green Dragon": "グリーンドラゴン", "Red Dragon": "レッドドラゴン",
    "Silver Dragon": "シルバードラゴン", "White Dragon": "ホワイトドラゴン",
    "Bahamut": "バハムート", "Tiamat": "ティアマト", "Dracolich": "ドラコリッチ",
    "The Archmage": "アークメイジ", "The Dragonslayer": "ドラゴンスレイヤー",
    "The Thief": "シーフ", "The Druid": "ドルイド", "The Priest": "プリースト",
    "The Princess": "プリンセス", "The Fool": "フール",
    "Adamantine Dragon": "アダマンティンドラゴン", "Iron Dragon": "アイアンドラゴン",
    "Mercury Dragon": "マーキュリードラゴン", "Mithral Dragon": "ミスラルドラゴン",
    "Steel Dragon": "スティールドラゴン", "Brown Dragon": "ブラウンドラゴン",
    "Earthquake Dragon": "アースクエイクドラゴン", "Gray Dragon": "グレイドラゴン",
    "Purple Dragon": "パープルドラゴン", "Shadow Dragon": "シャドウドラゴン",
    "Io": "イオ", "The Adventurer": "アドベンチャラー", "The Exarch": "エグザーク",
    "The Sorcerer": "ソーサラー", "The Queen": "クイーン", "The Emperor": "エンペラー",
    "The Spy": "スパイ", "The Wyrmpriest": "ワームプリースト", "Hatchling": "ハッチリング",
    "The Dragon Turtle": "ドラゴンタートル", "Gold Monarch": "ゴールドモナーク",
    "Red Destroyer": "レッドデストロイヤー", "Silver Seer": "シルバーシーア",
    "Blue Overlord": "ブルーオーバーロード", "Bronze Warlord": "ブロンズウォーロード",
    "Copper Trickster": "カッパートリックスター", "Black Raider": "ブラックレイダー",
    "Brass Sultan": "ブラスサルタン", "White Hunter": "ホワイトハンター",
    "Green Schemer": "グリーンスキーマー", "Chromatic Wyrmling": "クロマティックワームリング",
    "Metallic Wyrmling": "メタリックワームリング", "The Prophet": "プロフェット",
    "The Dragonrider": "ドラゴンライダー", "The Merchant Prince": "マーチャントプリンス",
    "The Illusionist": "イリュージョニスト", "The Kobold": "コボルド",
}

# Dragonmaster is not in JAPANESE.md; its words follow 1.1 as table 1.4 does
# (katakana game nouns, no middle dot): "<suit>の<rank>", suit first as Japanese
# names a playing card (スペードのキング). The wild Dragon has no article.
DM_SUITS = {"dragonlords": "ドラゴンロード", "warriors": "ウォリアー", "druids": "ドルイド",
            "nomads": "ノマド"}
DM_RANKS = {"king": "キング", "queen": "クイーン", "prince": "プリンス",
            "princess": "プリンセス", "wizard": "ウィザード", "duke": "デューク",
            "count": "カウント", "baron": "バロン", "fool": "フール"}
DM_DRAGON = "ドラゴン"

# JAPANESE.md 1.1, 1.2, 1.5 and 1.6.2: a variant the catalog must not use -> the one
# spelling it uses instead.
BANNED = {
    "掛け金": "賭け金", "ポッド": "賭け金", "ポット": "賭け金", "金庫": "賭け金",
    "プレーヤー": "プレイヤー", "ターン": "手番", "スレングス": "ストレングス",
    "すトレングス": "ストレングス", "賭る": "賭ける", "ザ・": "(no article)",
    "先手": "親", "スタートプレイヤー": "親", "リーダー": "親",
    "誘発": "発動", "トリガー": "発動", "編隊": "フライト", "隊列": "フライト",
    "定命": "モータル", "人間": "モータル", "金貨": "ゴールド", "賭け札": "アンティ",
    "山札": "デッキ", "数値": "強さ", "強度": "強さ",
    "善良な": "善の", "邪悪なドラゴン": "悪のドラゴン",
    "特別なフライト": "スペシャルフライト", "標準ドラゴン": "スタンダードドラゴン",
    "完成": "達成", "完了": "達成", "手元の金": "所持金", "保有金": "所持金",
    "ドラゴン・": "(no middle dot)", "・ドラゴン": "(no middle dot)",
}
# The glossary's picks that the card texts need: each must appear at least once.
PREFERRED = ("賭け金", "ゴールド", "フライト", "アンティ", "アンティカード", "手札", "捨て札",
             "デッキ", "対戦相手", "プレイヤー", "親", "発動", "パワー", "ガンビット", "ラウンド",
             "モータル", "善のドラゴン", "悪のドラゴン", "強さ", "左隣", "右隣", "時計回り",
             "神のドラゴン", "アンティ効果", "カラーフライト", "スペシャルフライト", "達成",
             "購入", "公開", "表向き", "勝者", "最強フライト", "最弱フライト",
             # 1.3, for the decks
             "オリジナル版", "エンペラーズガンビット", "テーマデッキ", "スペシャルカード",
             "モータルの時代", "アヴァンドラの手", "オッドシャッフル", "力と強欲", "邪悪の時代",
             "指定リスト")

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[sd]|%[sd]")
TEMPLATE = i18n.LOCALE_DIR / f"{i18n.CARDS_DOMAIN}.pot"
DECK = "deck:"  # the context prefix of the decks' words


def card_words() -> list[tuple[str, str]]:
    """(context, English) for every card word from the card data itself, as
    `tda.i18n.card_name`/`card_text` look them up: each edition's cards (name, then
    text), then the Dragonmaster deck's names."""
    words: list[tuple[str, str]] = []
    for edition in EDITIONS:
        for card in load_edition(edition).cards:
            words.append((f"{card.id}:name", card.name))
            if card.text:
                words.append((f"{card.id}:text", card.text))
    for dm_card in (*ALL_SUIT_CARDS, DRAGON):
        words.append((f"{dm_card}:name", dm_english_name(dm_card)))
    return words


def read_catalog(path: Path = PO) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale="ja", domain=i18n.CARDS_DOMAIN)


def compiled(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def compile_catalog() -> Path:
    """Write the .mo from the .po (after editing the .po); returns where."""
    MO.write_bytes(compiled(read_catalog()))
    return MO


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return read_catalog()


@pytest.fixture(scope="module")
def translations() -> gettext.GNUTranslations:
    return gettext.translation(i18n.CARDS_DOMAIN, i18n.LOCALE_DIR, ["ja"])


def entries(catalog: Catalog) -> list:
    return [m for m in catalog if m.id]


def card_entries(catalog: Catalog) -> list:
    """The cards' words, less the decks'."""
    return [m for m in entries(catalog) if not m.context.startswith(DECK)]


def placeholders_differ(english: str, japanese: str) -> bool:
    return sorted(PLACEHOLDER.findall(japanese)) != sorted(PLACEHOLDER.findall(english))


def test_every_card_has_a_japanese_name_and_text(catalog, translations):
    """issue 31.1, JAPANESE.md 2.7.2: every card id of every edition and every
    Dragonmaster card has a non-empty Japanese name, and a Japanese text where the
    English card has one, found through the compiled catalog by context and English."""
    missing = []
    for context, english in card_words():
        message = catalog.get(english, context=context)
        said = translations.pgettext(context, english)
        if message is None or not message.string or said == english or not said:
            missing.append(context)
    assert missing == []
    ids = {c.split(":")[0] for c, _ in card_words()}
    assert len(ids) == 167 + 33  # 167 card ids across the editions; 32 suit cards and the Dragon


def test_the_card_words_speak_japanese_through_tda_i18n(monkeypatch):
    """issue 31.1: the lookup the screens use (`tda.i18n.card_name`/`card_text`) finds
    the Japanese by card id, and an id whose English differs between editions gets
    the text of its own edition (the Legendary Archmage is not the original one)."""
    ja = i18n._catalog(i18n.CARDS_DOMAIN, "ja")
    assert isinstance(ja, gettext.GNUTranslations)
    monkeypatch.setattr(i18n, "_cards", ja)
    assert i18n.card_name("red-12", "Red Dragon") == "レッドドラゴン"
    assert i18n.card_name("merchant-prince", "The Merchant Prince") == "マーチャントプリンス"
    assert i18n.card_name("warriors-prince", "Prince of Warriors") == "ウォリアーのプリンス"
    assert i18n.card_name("dragon", "the Dragon") == "ドラゴン"
    original, legendary = (next(c for c in load_edition(e).cards if c.id == "archmage")
                           for e in ("original", "legendary"))
    assert original.text != legendary.text
    assert i18n.card_text("archmage", original.text).startswith("賭け金に1ゴールドを入れ")
    assert i18n.card_text("archmage", legendary.text).startswith("このガンビットの間")
    assert i18n.card_text("archmage", "") == ""
    # An English text the catalog does not know (card data edited) stays English.
    assert i18n.card_text("archmage", "A text nobody translated.") == "A text nobody translated."


def test_nothing_fuzzy_obsolete_untranslated_or_unknown(catalog):
    """JAPANESE.md 2.7.1 for this catalog: no fuzzy entry (the header neither), no
    obsolete one, no empty msgstr, and nothing the card data no longer holds."""
    assert not catalog.fuzzy
    assert [m.id for m in entries(catalog) if m.fuzzy] == []
    assert list(catalog.obsolete) == []
    assert [m.context for m in entries(catalog) if not m.string] == []
    known = set(card_words())
    assert sorted((m.context, m.id) for m in card_entries(catalog)
                  if (m.context, m.id) not in known) == []
    assert len(card_entries(catalog)) == len(set(card_words()))


def test_the_catalog_holds_exactly_the_template(catalog):
    """JAPANESE.md 2.7.1 (issue 31.4): once the domain's template is generated, the
    Japanese catalog has every entry it has (the decks' words too) and no other."""
    if not TEMPLATE.exists():
        pytest.skip(f"{TEMPLATE.name} is not generated on this branch yet")
    with TEMPLATE.open("rb") as fh:
        template = read_po(fh, domain=i18n.CARDS_DOMAIN)
    wanted = {(m.context, m.id) for m in template if m.id}
    held = {(m.context, m.id) for m in entries(catalog)}
    assert sorted(wanted - held) == [] and sorted(held - wanted) == []


def test_the_committed_mo_is_the_po_compiled(catalog):
    """JAPANESE.md 2.7.3: the .mo shipped is the .po compiled now (Babel, in memory)."""
    assert MO.read_bytes() == compiled(catalog)


def test_placeholders_match(catalog):
    """JAPANESE.md 2.7.4: every {field} (and %-format) of an English text is kept in its
    Japanese, and none is added."""
    assert [m.context for m in entries(catalog) if placeholders_differ(m.id, m.string)] == []
    # The check itself sees a field dropped, renamed or added (no card text has one yet).
    assert placeholders_differ("Pay {amount} gold", "ゴールドを支払う")
    assert placeholders_differ("Pay {amount} gold", "{gold}ゴールドを支払う")
    assert not placeholders_differ("Pay {amount} gold", "{amount}ゴールドを支払う")


def test_no_ambiguous_width_characters(catalog):
    """JAPANESE.md 2.7.5 and 1.6.4: no East Asian ambiguous-width character (… × → ·
    ─ ...) in any Japanese string: terminals set to draw them wide break borders."""
    found = {m.context: [c for c in m.string if unicodedata.east_asian_width(c) == "A"]
             for m in entries(catalog)}
    assert {k: v for k, v in found.items() if v} == {}


def test_glossary_spellings(catalog):
    """JAPANESE.md 2.7.6 and 1.6.2: one spelling per concept; no banned variant in any
    msgstr, and the glossary's picks the card texts need are there."""
    strings = [m.string for m in entries(catalog)]
    banned = sorted({(bad, good) for s in strings for bad, good in BANNED.items() if bad in s})
    assert banned == []
    everything = "\n".join(strings)
    assert [term for term in PREFERRED if term not in everything] == []


def test_japanese_strings_wrap_and_read_as_japanese(catalog):
    """JAPANESE.md 2.5.1 and 1.6: no ASCII space inside a Japanese string (rich and
    Textual break lines only at spaces), no fullwidth letters or digits (numbers are
    ASCII: 5ゴールド), every text a sentence ending in 。, and no English word left."""
    assert [m.context for m in entries(catalog) if " " in m.string] == []
    fullwidth = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")
    assert [m.context for m in entries(catalog) if fullwidth.search(m.string)] == []
    texts = [m for m in card_entries(catalog) if m.context.endswith(":text")]
    assert [m.context for m in texts if not m.string.endswith("。")] == []
    assert [m.context for m in entries(catalog) if re.search("[A-Za-z]", m.string)] == []


def test_names_match_table_1_4(catalog):
    """JAPANESE.md 1.4: each of the 57 card names of the three editions is written
    exactly as the table gives it, on every card id that bears it."""
    names = {m.id for m in card_entries(catalog) if m.context.endswith(":name")
             and m.context.split(":")[0] not in (*ALL_SUIT_CARDS, DRAGON)}
    assert names == set(NAMES_1_4)
    wrong = {m.context: m.string for m in card_entries(catalog) if m.context.endswith(":name")
             and m.id in NAMES_1_4 and m.string != NAMES_1_4[m.id]}
    assert wrong == {}
    assert not any("・" in ja for ja in NAMES_1_4.values())


def test_dragonmaster_names_are_suit_then_rank(catalog):
    """issue 31.1: each Dragonmaster card is named by its suit and its printed rank
    (the third rank is Prince or Princess as the suit prints it), the Dragon alone."""
    for card in ALL_SUIT_CARDS:
        rank = RANK_OF[card]
        printed = THIRD_TITLE[SUIT_OF[card]] if rank == "prince" else rank
        message = catalog.get(dm_english_name(card), context=f"{card}:name")
        assert message is not None and message.string == \
            f"{DM_SUITS[SUIT_OF[card]]}の{DM_RANKS[printed]}", card
    dragon = catalog.get(dm_english_name(DRAGON), context=f"{DRAGON}:name")
    assert dragon is not None and dragon.string == DM_DRAGON
