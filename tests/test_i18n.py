"""The language machinery (`tda.i18n`), phrases (`tda.table.phrase`) and the words
registry (`tda.words`): issue 29, words at the edge."""

from __future__ import annotations

import pickle

import pytest

from tda import i18n
from tda.table.phrase import Phrase
from tda.words import UnknownPhraseError, render, says


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.use_language(i18n.ENGLISH)


@pytest.fixture
def renderers():
    """The words registry as it was: a renderer a test registers goes with it."""
    from tda import words
    words.keys()  # every game's words loaded first, so the snapshot holds them all
    kept = dict(words._RENDERERS)
    yield
    words._RENDERERS.clear()
    words._RENDERERS.update(kept)


def test_language_order_is_flag_then_tda_lang_then_locale():
    env = {"TDA_LANG": "qps", "LANG": "fr_FR.UTF-8"}
    assert i18n.pick_language("en", env) == "en"
    assert i18n.pick_language(None, env) == "qps"
    assert i18n.pick_language(None, {"LANG": "en_GB.UTF-8"}) == "en"
    assert i18n.pick_language(None, {"LC_ALL": "C", "LANG": "qps"}) == "en"  # LC_ALL decides
    assert i18n.pick_language(None, {}) == "en"


def test_a_locale_we_do_not_speak_is_english_but_a_named_one_is_an_error():
    assert i18n.pick_language(None, {"LANG": "xx_YY.UTF-8"}) == "en"
    with pytest.raises(i18n.LanguageError, match="--lang 'xx'"):
        i18n.pick_language("xx", {})
    with pytest.raises(i18n.LanguageError, match="TDA_LANG"):
        i18n.pick_language(None, {"TDA_LANG": "xx"})


def test_pseudo_wraps_widens_and_keeps_placeholders_and_markup():
    assert i18n.pseudo("Pay {amount} gold") == "⟦Ｐａｙ {amount} ｇｏｌｄ⟧"
    assert i18n.pseudo("[b]%(who)s[/b] wins") == "⟦[b]%(who)s[/b] ｗｉｎｓ⟧"
    i18n.use_language(i18n.PSEUDO)
    assert i18n._("Pass") == "⟦Ｐａｓｓ⟧"
    assert i18n.ngettext("{n} card", "{n} cards", 2) == "⟦{n} ｃａｒｄｓ⟧"
    assert i18n.card_name("red-12", "Red Dragon") == "⟦Ｒｅｄ Ｄｒａｇｏｎ⟧"
    i18n.use_language(i18n.ENGLISH)
    assert i18n._("Pass") == "Pass"
    assert i18n.card_name("red-12", "Red Dragon") == "Red Dragon"


def test_a_phrase_is_a_value():
    a = Phrase("test.pay", seat=1, cards=["red-3", "blue-2"], why=Phrase("test.why"))
    b = Phrase("test.pay", why=Phrase("test.why"), cards=("red-3", "blue-2"), seat=1)
    assert a == b and hash(a) == hash(b)
    assert a["cards"] == ("red-3", "blue-2") and a.get("nothing") is None
    assert pickle.loads(pickle.dumps(a)) == a
    with pytest.raises(AttributeError):
        a.key = "other"  # type: ignore[misc]
    with pytest.raises(TypeError, match="not object"):
        Phrase("test.bad", thing=object())  # type: ignore[arg-type]


def test_render_says_each_key_through_its_one_renderer(renderers):
    @says("test.greet")
    def greet(name: str, times: int) -> str:
        return i18n.ngettext("{name} waves", "{name} waves {times} times", times).format(
            name=name, times=times)

    assert render(Phrase("test.greet", name="Ann", times=2)) == "Ann waves 2 times"
    assert render("already words") == "already words" and render(None) == ""
    with pytest.raises(ValueError, match="two renderers"):
        says("test.greet")(lambda **_: "")
    with pytest.raises(UnknownPhraseError):
        render(Phrase("test.nobody-says-this"))
