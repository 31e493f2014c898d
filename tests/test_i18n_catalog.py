"""The interface's message catalog (gettext domain "tda"): the template in the
repository is what the code says now, and every message's placeholders are well
formed (issue 29.1, words at the edge).

The template is extracted in memory exactly as `babel-tda.cfg` says (its keywords
are these KEYWORDS), with the messages the words say from data; the date in its header
is ignored. A failure here means: run `python -c "from tda.words.interface_catalog
import write_template; write_template()"` and commit src/tda/locale/tda.pot.
"""

from __future__ import annotations

import string
from pathlib import Path

from babel.messages.pofile import read_po

from tda import i18n
from tda.words import interface_catalog

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "src" / "tda"
TEMPLATE = SOURCE / "locale" / "tda.pot"
CONFIG = ROOT / "babel-tda.cfg"
# The keywords `tda.i18n` offers the words: _, N_ (marked only), ngettext, pgettext.
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}

Message = tuple[str | None, str | tuple[str, ...]]  # (context, id or (singular, plural))


def _key(context: str | None, msgid: str | tuple[str, ...] | list[str]) -> Message:
    return (context or None, msgid if isinstance(msgid, str) else tuple(msgid))


def extracted() -> set[Message]:
    """Every message the code marks now (as `pybabel extract -F babel-tda.cfg` finds
    them), and those the words say from data by id (`interface_catalog.from_data`)."""
    assert "[python: **.py]" in CONFIG.read_text(encoding="utf-8"), "babel-tda.cfg changed"
    return {_key(context, msgid) for context, msgid in interface_catalog.messages()}


def committed() -> set[Message]:
    with TEMPLATE.open("rb") as file:
        catalog = read_po(file)
    return {_key(m.context, m.id) for m in catalog if m.id}


def test_the_template_is_current() -> None:
    """issue 29.1: src/tda/locale/tda.pot holds exactly the messages the code marks
    (run the extract line in babel-tda.cfg after changing a message)."""
    now, kept = extracted(), committed()
    missing, stale = sorted(now - kept, key=str), sorted(kept - now, key=str)
    assert not missing and not stale, (
        f"tda.pot is out of date: {len(missing)} new messages (first: {missing[:3]}), "
        f"{len(stale)} gone (first: {stale[:3]})")


def _fields(message: str) -> list[str]:
    return [field for _text, field, _spec, _conv in string.Formatter().parse(message)
            if field is not None]


def placeholder_problems(message: Message) -> list[str]:
    _context, msgid = message
    forms = (msgid,) if isinstance(msgid, str) else msgid
    names = [set(_fields(form)) for form in forms]
    problems = []
    for form, fields in zip(forms, names, strict=True):
        if not all(f and f.isidentifier() for f in fields):
            problems.append(f"unnamed placeholder in {form!r}")
        elif set(_fields(i18n.pseudo(form))) != fields:
            problems.append(f"the pseudo-language loses a placeholder of {form!r}")
        else:
            i18n.pseudo(form).format(**dict.fromkeys(fields, "x"))  # the braces survive
    if len(names) == 2 and not names[0] <= names[1]:
        problems.append(f"the plural drops a placeholder: {forms}")
    return problems


def test_every_placeholder_is_named_and_survives_translation() -> None:
    """issue 29.1: placeholders are {names} (never {} or {0}: a translation may put
    them in another order), a plural names what its singular names, and the
    pseudo-language keeps every one, so `.format(...)` works in every language."""
    problems = [p for message in sorted(extracted(), key=str)
                for p in placeholder_problems(message)]
    assert not problems, problems[:5]


def test_the_checks_find_a_bad_placeholder() -> None:
    """The placeholder check itself: positional and dropped placeholders are found."""
    assert placeholder_problems((None, "Pay {} gold"))
    assert placeholder_problems((None, ("{who} pays {amount}", "they pay")))
    assert not placeholder_problems((None, ("{n} card", "{n} cards")))
