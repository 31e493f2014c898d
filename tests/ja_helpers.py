"""Japanese at the table in tests (issue 31): the real compiled interface catalog
when it is there (`tda.mo`, compiled by the lead from the translators' work), else
the committed `tda.po` compiled in memory, with `ja` counted among the shipped
languages as a compiled catalog would make it. Helpers for the ja tests.

The suite runs without `tda.mo` in the worktrees (the languages shipped today), so
the tests that need Japanese on screen make it selectable here, for the test only.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterator

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from tda import i18n

CATALOG_DIR = i18n.LOCALE_DIR / "ja" / "LC_MESSAGES"
PO = CATALOG_DIR / f"{i18n.DOMAIN}.po"
MO = CATALOG_DIR / f"{i18n.DOMAIN}.mo"


def compiled_in_memory() -> gettext.GNUTranslations:
    """The ja interface catalog as `pybabel compile` would write it (no fuzzy)."""
    with PO.open("rb") as fh:
        catalog = read_po(fh, locale="ja", domain=i18n.DOMAIN)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    out.seek(0)
    return gettext.GNUTranslations(out)


def speak_japanese(monkeypatch: pytest.MonkeyPatch) -> None:
    """For one test: the committed ja interface catalog compiled in memory as the
    active interface catalog, the committed ja card catalog as the cards' (undone
    with the test's monkeypatch)."""
    monkeypatch.setattr(i18n, "_interface", compiled_in_memory())
    monkeypatch.setattr(i18n, "_cards", i18n._catalog(i18n.CARDS_DOMAIN, "ja"))
    monkeypatch.setattr(i18n, "_language", "ja")


@pytest.fixture
def ja_shipped(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`ja` shipped and selectable (`use_language("ja")`, the setup's choice), from
    the compiled catalog if there is one, else from the .po compiled in memory;
    English again after the test."""
    if not MO.exists():
        interface = compiled_in_memory()
        real_catalog = i18n._catalog

        def catalog(domain: str, lang: str) -> gettext.NullTranslations:
            if lang == "ja" and domain == i18n.DOMAIN:
                return interface
            return real_catalog(domain, lang)

        monkeypatch.setattr(i18n, "_catalog", catalog)
        monkeypatch.setattr(i18n, "shipped_languages",
                            lambda: (i18n.ENGLISH, "ja", i18n.PSEUDO))
    yield
    i18n.use_language(i18n.ENGLISH)
