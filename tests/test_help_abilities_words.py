"""The help's Abilities tab in the table's language (issue 31.1): the edition's
title and each ability's reminder (the character it suits, ruling A26) go through
the catalog, under the contexts the words layer gives them ("ability edition",
"ability reminder"), not shown as the engine's English."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tda import i18n
from tda.engine.abilities.catalog import EDITION_TITLES, EDITIONS
from tda.games.three_dragon_ante.tui.help_text import abilities_markdown

SAID = re.compile("⟦[^⟧]*⟧")  # a message said in the pseudo-language


@pytest.fixture
def qps() -> Iterator[None]:
    i18n.use_language(i18n.PSEUDO)
    yield
    i18n.use_language(i18n.ENGLISH)


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_titles_and_reminders_are_said(qps, edition):
    """issue 31.1: nothing of the edition's title or of any reminder is left in
    plain English outside the said messages."""
    plain = SAID.sub("", abilities_markdown(edition))
    left = [words for words in [EDITION_TITLES[edition]]
            + [a.reminder for a in EDITIONS[edition].values()] if words in plain]
    assert left == []


def test_the_english_tab_reads_as_before():
    """In English the tab shows the title and the reminders as the engine writes them."""
    text = abilities_markdown("original")
    assert text.startswith("# Character abilities: Original (2005)")
    assert "*For: Bluff 5 ranks.*" in text
