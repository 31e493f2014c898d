"""The character-ability settings' refusals speak in data (issue 29.1, the leftover
"the abilities' ConfigError texts"): each `ConfigError` of
`tda.engine.abilities.checks` carries an `abilities.*` phrase, said in English word for
word as the check's own message and in Japanese with no English word left but data
(the settings' names, the ids and colours as typed, the choices a setting takes).

A player meets them on the setup screen (an impossible choice of abilities) and in a
save or record edited by hand (`tda resume`, `tda replay`): both say them in the
table's language now.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from textual.widgets import Select

import tda.engine.abilities.checks as checks
from ja_helpers import speak_japanese
from tda.engine import ConfigError, GameConfig
from tda.table.phrase import Phrase
from tda.tui import TdaApp
from tda.words import keys, render, renderer
from test_cli_words import run
from test_ja_cli import catalog, japanese  # noqa: F401  (fixtures)
from test_tui_abilities import seat, setup_app

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
FIXTURE = Path(__file__).parent / "fixtures" / "release-0.1" / "original-finished.json"

# Each refusal of the checks, as (settings, its English today): two seats, Ann and Bob.
REFUSED: list[tuple[dict, str]] = [
    ({"ability_edition": "zz"},
     "ability_edition 'zz' is not one of: original, revised, legendary"),
    ({"ability_draft": 2}, "ability_draft is an Emperor's Gambit rule: it needs ruleset "
     "'revised' (or ability_edition 'revised'), not 'original'"),
    ({"ruleset": "revised", "ability_draft": 2, "abilities": [[], []]},
     "give abilities or ability_draft, not both (given abilities skip the draft)"),
    ({"ruleset": "revised", "ability_draft": 4}, "a seat drafts 0 to 3 abilities, not 4"),
    ({"ruleset": "revised", "draft_picks": [1, -1]}, "a seat drafts 0 to 3 abilities, not -1"),
    ({"secret_abilities": True}, "secret_abilities is a Legendary option (ruling A27)"),
    ({"ruleset": "revised", "ability_mode": "one"},
     "ability_mode is an option of the original rules (roleplay, one, all)"),
    ({"ability_mode": "wild", "abilities": [[], []]},
     "ability_mode 'wild' is not one of: roleplay, one, all"),
    ({"ability_mode": "roleplay", "abilities": [["bluff"], []]},
     "ability_mode 'roleplay' plays the normal rules: no abilities"),
    ({"ability_mode": "one", "abilities": [["bluff", "intimidate"], []]},
     "ability_mode 'one' gives each seat at most one ability"),
    ({"abilities": [["bluff"]]}, "abilities needs one list per seat (2), not 1"),
    ({"ancestry": ["red"]}, "ancestry needs one entry per seat (2), not 1"),
    ({"ruleset": "revised", "draft_picks": [1]}, "draft_picks needs one entry per seat (2), not 1"),
    ({"insight_bonus": [1, 2, 3]}, "insight_bonus needs one entry per seat (2), not 3"),
    ({"abilities": [["bluff", "bluff"], []]}, "seat 0 holds 'bluff' twice"),
    ({"ruleset": "revised", "abilities": [["bluff", "heal", "insight", "nature"], []]},
     "seat 0 holds 4 abilities; a character holds at most 3 in Emperor's Gambit (2010)"),
    ({"abilities": [["juggling"], []]}, "'juggling' is not an ability of Original (2005)"),
    ({"abilities": [[], ["fast-hands"]]},
     "'fast-hands' is not an ability of Original (2005); it is an ability of Legendary Edition"),
    ({"ruleset": "revised", "abilities": [["bluff"], ["bluff"]]},
     "'bluff' is held by seats 0 and 1; in Emperor's Gambit each ability has one holder"),
    ({"deck": "legendary", "ancestry": ["plaid", None]},
     "'plaid' is no dragon ancestry; choose from: black, blue, green, red, white, brass, "
     "bronze, copper, gold, silver"),
    ({"deck": "legendary", "abilities": [["draconic-ancestry"], []]},
     "seat 0 holds draconic-ancestry: give its color in ancestry (one of black, blue, green, "
     "red, white, brass, bronze, copper, gold, silver)"),
]


def refusal_of(settings: dict) -> ConfigError:
    with pytest.raises(ConfigError) as caught:
        GameConfig(players=["Ann", "Bob"], **settings)
    return caught.value


def data_of(phrase: Phrase) -> list[str]:
    """The words a phrase carries as data (names, ids, choices), longest first."""
    words: list[str] = []
    for _name, value in phrase.args:
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, str):
                words.append(item)
    return sorted(words, key=len, reverse=True)


def english_left(said: str, phrase: Phrase) -> list[str]:
    """Latin words of three letters or more once the phrase's data is taken away."""
    for word in data_of(phrase) + ["ruleset", "'revised'", "ability_edition"]:
        said = said.replace(word, " ")
    return re.findall(r"[A-Za-z]{3,}", said)


def test_every_check_carries_a_phrase() -> None:
    """issue 29.1: every ConfigError the ability checks raise names its phrase (on main
    none did: a player read the English message in every language)."""
    tree = ast.parse(Path(checks.__file__).read_text(encoding="utf-8"))
    raised = [node for node in ast.walk(tree) if isinstance(node, ast.Call)
              and getattr(node.func, "id", None) == "ConfigError"]
    assert len(raised) >= 17
    assert [node.lineno for node in raised
            if not any(k.arg == "phrase" for k in node.keywords)] == []


@pytest.mark.parametrize(("settings", "english"), REFUSED,
                         ids=[english[:40] for _s, english in REFUSED])
def test_each_refusal_says_its_english_word_for_word(settings: dict, english: str) -> None:
    """issue 29.1: the phrase, said in English, is the check's own message as it was."""
    err = refusal_of(settings)
    assert str(err) == english
    assert err.phrase is not None and err.phrase.key.startswith("abilities.")
    assert render(err.phrase) == english


def test_every_ability_settings_key_is_met() -> None:
    """Every key the words module says is one a check raises (samples above)."""
    said = {key for key in keys() if renderer(key).__module__.endswith(".ability_settings")}
    met = {refusal_of(settings).phrase.key for settings, _english in REFUSED}
    assert said == met


def test_each_refusal_reads_as_japanese(monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 29.1, 31.1: in Japanese each refusal is Japanese words, no placeholder,
    and no English word but data (the settings' names, the ids, the choices)."""
    phrases = [refusal_of(settings).phrase for settings, _english in REFUSED]
    speak_japanese(monkeypatch)
    for phrase in phrases:
        said = render(phrase)
        assert JAPANESE.search(said) and "{" not in said, (phrase, said)
        assert english_left(said, phrase) == [], (phrase, said)
    said = render(phrases[-4])
    assert said == ("'fast-hands'はオリジナル版(2005)の能力ではありません"
                    "(レジェンダリーエディションの能力です)")


def test_an_edited_save_says_the_refusal_in_the_tables_language(japanese: Path,  # noqa: F811
                                                                capsys) -> None:
    """issue 29.1: a save whose abilities were edited by hand is refused by `tda resume`
    and `tda replay` with the check's words, in English as before and in Japanese."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data["record"]["config"]["abilities"] = [["juggling"], [], []]
    save = japanese / "edited.json"
    save.write_text(json.dumps(data), encoding="utf-8")
    status, _out, err = run(["replay", str(save)], capsys)
    assert status == 2
    assert err == (f"tda replay: error: {save}: a damaged save (record.config: 'juggling' is "
                   "not an ability of Original (2005))\n")
    status, _out, err = run(["--lang", "ja", "resume", str(save)], capsys)
    assert status == 2
    assert err.endswith(":'juggling'はオリジナル版(2005)の能力ではありません)\n"), err
    assert "not an ability" not in err


async def test_the_setup_screen_says_the_refusal_in_japanese(monkeypatch) -> None:
    """issue 29.1: an impossible choice of abilities on the setup screen (an Emperor's
    Gambit ability held by two seats), and a seed below 0, are said in the table's
    language; they showed the rules' English whatever the language."""
    speak_japanese(monkeypatch)
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        screen.query_one("#ruleset", Select).value = "revised"
        seat(screen, 1, "human", "Bob")
        await pilot.pause()
        screen.query_one("#ab-mode", Select).value = "chosen"
        screen.query_one("#ab-bots", Select).value = "none"
        await pilot.pause()
        from tda.games.three_dragon_ante.tui.abilities_setup import AbilitiesSetup
        section = screen.query_one(AbilitiesSetup)
        section.set_abilities(0, ["bluff", "insight"])
        section.set_abilities(1, ["bluff"])
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(screen.query_one("#setup-error").render())
        section.set_abilities(1, ["heal"])
        screen.query_one("#seed").value = "-5"  # pydantic's finding of the rules' phrase
        await pilot.press("ctrl+s")
        await pilot.pause()
        seed = str(screen.query_one("#setup-error").render())
    assert "'bluff'を席0と席1が持っています" in error, error
    assert "held by" not in error
    assert seed == "⚠ シードは0以上の整数にしてください", seed
