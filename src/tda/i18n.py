"""Which language the table speaks, and gettext for every word a player reads.

English is the source language: a message is its own English text (`_("Pass")`), so
English needs no catalog. Other languages are `.po` catalogs under
`src/tda/locale/<lang>/LC_MESSAGES/`, compiled to `.mo` beside them (Babel extracts
and compiles them; `tests/test_i18n.py` keeps them current). Two domains: `tda` for
the interface, `tda-cards` for card names and texts, looked up by card id.

`qps` is a pseudo-language for tests: every message comes back wrapped in ⟦…⟧ with
its letters fullwidth (so it is as wide as Japanese), placeholders and markup kept.
A screen drawn in `qps` that still shows plain English letters has a string that
skipped gettext.

The language comes from `--lang`, then `TDA_LANG`, then the choice remembered from
the setup screen, then the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English
(DESIGN.md, "Words at the edge"; JAPANESE.md 2.4). A language written in wide
characters falls back to English, with one line saying why, where the terminal
cannot draw it (`drawable`).

Pure: no textual, no rich; every layer from the words up may import it.
"""

from __future__ import annotations

import gettext as _gettext
import json
import os
import re
from collections.abc import Mapping
from pathlib import Path

LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "tda"
CARDS_DOMAIN = "tda-cards"
ENGLISH = "en"
PSEUDO = "qps"


# Each language by its own name, as the setup screen's choice shows it (a player who
# cannot read the language on screen still finds theirs).
ENDONYMS = {ENGLISH: "English", "ja": "日本語"}
# Languages written in East Asian wide characters (a terminal must draw them), by
# their English names: the line saying a terminal cannot draw one is in English.
WIDE = {"ja": "Japanese", "zh": "Chinese", "ko": "Korean"}


class LanguageError(ValueError):
    """A language asked for by name (`--lang`, `TDA_LANG`) that tda cannot speak."""


def shipped_languages() -> tuple[str, ...]:
    """English, every language with a compiled interface catalog, and the pseudo-language."""
    found = sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return (ENGLISH, *[lang for lang in found if lang != ENGLISH], PSEUDO)


def _base(tag: str) -> str:
    """`ja_JP.UTF-8` -> `ja`; `en-GB` -> `en`; `C`/`POSIX` -> `` (no language)."""
    tag = tag.split(".")[0].split("@")[0].replace("-", "_")
    if tag in ("C", "POSIX", ""):
        return ""
    return tag.split("_")[0].lower()


def pick_language(asked: str | None = None,
                  environ: Mapping[str, str] | None = None,
                  remembered: str | None = None) -> str:
    """The language to speak: `asked` (--lang), then TDA_LANG, then `remembered`
    (the setup screen's last choice), then the locale.

    A language named outright (`--lang`, `TDA_LANG`) that tda does not ship is an
    error; a remembered one or a locale tda does not speak falls back quietly (a
    language since removed, or most terminals' locale: not asked of tda)."""
    env = os.environ if environ is None else environ
    known = shipped_languages()
    for source, value in (("--lang", asked), ("TDA_LANG", env.get("TDA_LANG"))):
        if value:
            lang = value.strip().lower() if value.strip().lower() == PSEUDO else _base(value)
            if lang not in known:
                raise LanguageError(f"{source} {value!r}: tda speaks {', '.join(known[:-1])}")
            return lang
    if remembered in known and remembered != PSEUDO:
        return remembered
    # The locale: LANGUAGE may list several ("ja:en"); the first one we speak wins.
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if not value:
            continue
        for tag in value.split(":"):
            lang = _base(tag)
            if lang in known and lang != PSEUDO:
                return lang
        if name != "LANGUAGE":
            break  # the first of LC_ALL, LC_MESSAGES, LANG that is set decides
    return ENGLISH


def setup_memory_path(environ: Mapping[str, str] | None = None) -> Path:
    """The file that remembers the last setup, the language chosen there included
    (`TDA_CONFIG_DIR` overrides the user's config folder: tests, portable setups).
    Here rather than in the setup screen's module so that the headless commands
    read the remembered language without importing the TUI."""
    env = os.environ if environ is None else environ
    override = env.get("TDA_CONFIG_DIR")
    if override:
        return Path(override) / "last-setup.json"
    from platformdirs import user_config_dir  # only when there is no override
    return Path(user_config_dir("tda", appauthor=False)) / "last-setup.json"


def remembered_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The language last chosen on the setup screen, or None (none chosen, or a file
    that cannot be read: the setup screen says why when it opens)."""
    try:
        path = setup_memory_path(environ)
        if path.stat().st_size > 64 * 1024:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None
    value = data.get("language") if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


def drawable(lang: str, environ: Mapping[str, str] | None = None,
             encoding: str | None = None) -> str | None:
    """Why the terminal cannot draw `lang` (one English line), or None if it can.

    A language in wide characters needs a terminal that has their glyphs and an
    output that can carry them: the Linux virtual console (TERM=linux) has no CJK
    glyphs, and an output encoding other than UTF-8 cannot write them. Said in
    English: the player it concerns cannot read the other language here."""
    if lang not in WIDE:
        return None
    env = os.environ if environ is None else environ
    name = WIDE[lang]
    if env.get("TERM") == "linux":
        return (f"tda: speaking English: the Linux console (TERM=linux) cannot draw "
                f"{name} ({lang}); use a terminal emulator with a CJK font.")
    if encoding is not None and encoding.lower().replace("-", "").replace("_", "") != "utf8":
        return (f"tda: speaking English: the output's encoding is {encoding}, not UTF-8, "
                f"so {name} ({lang}) cannot be written; use a UTF-8 locale "
                f"(LANG=ja_JP.UTF-8).")
    return None


def language_choices(environ: Mapping[str, str] | None = None,
                     encoding: str | None = None) -> list[str]:
    """The languages a player may pick on the setup screen: those shipped, but the
    pseudo-language, that this terminal can draw (English first)."""
    return [lang for lang in shipped_languages()
            if lang != PSEUDO and drawable(lang, environ, encoding) is None]


# -- the pseudo-language -------------------------------------------------------------

# Kept as they are: format placeholders ({name}, {0:>3}, %(name)s, %d, and argparse's
# %r and %(value)r) and Rich/Textual markup tags ([b], [/], [bold red], [@click=...])
# and key names in them.
_KEEP = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[sdr]|%[sdr]|\[/?[a-z@][^\[\]]*\]|\[/\]")
_FULLWIDTH = {c: chr(ord(c) - 0x21 + 0xFF01) for c in
              "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"}
_TABLE = str.maketrans(_FULLWIDTH)


def pseudo(message: str) -> str:
    """`message` in the pseudo-language: ⟦ＦＵＬＬＷＩＤＴＨ⟧, placeholders and markup kept."""
    if not message:
        return message
    out: list[str] = []
    pos = 0
    for match in _KEEP.finditer(message):
        out.append(message[pos:match.start()].translate(_TABLE))
        out.append(match.group())
        pos = match.end()
    out.append(message[pos:].translate(_TABLE))
    return "⟦" + "".join(out) + "⟧"


class PseudoTranslations(_gettext.NullTranslations):
    """Every message, in any domain, in the pseudo-language."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


# -- the active language --------------------------------------------------------------

_language = ENGLISH
_interface: _gettext.NullTranslations = _gettext.NullTranslations()
_cards: _gettext.NullTranslations = _gettext.NullTranslations()


def _catalog(domain: str, lang: str) -> _gettext.NullTranslations:
    if lang == ENGLISH:
        return _gettext.NullTranslations()
    if lang == PSEUDO:
        return PseudoTranslations()
    # A missing card catalog falls back to English card words, never to an error.
    return _gettext.translation(domain, LOCALE_DIR, [lang], fallback=True)


def use_language(lang: str) -> None:
    """Speak `lang` from now on (a name from `shipped_languages()`)."""
    global _language, _interface, _cards
    if lang not in shipped_languages():
        raise LanguageError(f"tda does not speak {lang!r}")
    _language = lang
    _interface = _catalog(DOMAIN, lang)
    _cards = _catalog(CARDS_DOMAIN, lang)


def language() -> str:
    """The language the table speaks now."""
    return _language


# The functions the words call. They look the catalog up at call time, so a
# language picked after import (on the setup screen) takes effect at once.
def _(message: str) -> str:
    return _interface.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _interface.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _interface.pgettext(context, message)


def N_(message: str) -> str:
    """Marks a message for extraction without translating it (module-level tables);
    pass it through `_()` where it is shown."""
    return message


def card_name(card_id: str, english: str) -> str:
    """A card's name in the table's language, looked up by its id."""
    return _cards.pgettext(f"{card_id}:name", english)


def card_text(card_id: str, english: str) -> str:
    """A card's power text in the table's language, looked up by its id."""
    return _cards.pgettext(f"{card_id}:text", english) if english else english
