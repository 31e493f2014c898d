"""The Japanese interface catalog in CI (issue 31.4; JAPANESE.md 2.7 items 1 and
3-6): `src/tda/locale/ja/LC_MESSAGES/tda.po` is complete (every message of the
template `tda.pot`, none other; no empty, fuzzy or obsolete entry), each Japanese
keeps its English's placeholders, no Japanese string of either catalog (`tda.po`,
`tda-cards.po`) holds an ambiguous-width character or a banned variant of the
glossary (`test_ja_cards.BANNED`), and the compiled `tda.mo` in the repository is
the .po compiled now.

How the catalog reaches a player: `tda.mo` is committed beside the .po and shipped
in the wheel (hatchling packs every file of `src/tda`, .mo included; an editable
install reads it in place), as `tda-cards.mo` is. Nothing is compiled at install,
so the README's two commands give Japanese on a fresh machine. After editing the
.po: `pybabel compile -d src/tda/locale -D tda -l ja`, and commit the .mo.

Each check is a function of the catalog's files, so `test_the_checks_pass_on_a_
complete_catalog_and_see_each_fault` proves them on a filled-in copy, whatever
state the translation is in.
"""

from __future__ import annotations

import gettext
import io
import re
import tomllib
import unicodedata
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from tda import i18n
from test_ja_cards import BANNED

ROOT = Path(__file__).resolve().parents[1]
CATALOG_DIR = i18n.LOCALE_DIR / "ja" / "LC_MESSAGES"
PO = CATALOG_DIR / f"{i18n.DOMAIN}.po"
MO = CATALOG_DIR / f"{i18n.DOMAIN}.mo"
CARDS_PO = CATALOG_DIR / f"{i18n.CARDS_DOMAIN}.po"
TEMPLATE = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
# A str.format field ({name}, {count:>3}) or a %-format (argparse's %(prog)s).
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[sd]|%[sd]")


def read(path: Path, domain: str = i18n.DOMAIN) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale="ja", domain=domain)


def entries(catalog: Catalog) -> list[Message]:
    return [m for m in catalog if m.id]


def forms(message: Message) -> list[str]:
    """A message's Japanese, each form (Japanese has one plural form)."""
    return list(message.string) if isinstance(message.string, (list, tuple)) \
        else [message.string]


def key(message: Message) -> tuple[str | None, str]:
    singular = message.id if isinstance(message.id, str) else message.id[0]
    return message.context, singular


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))


# -- the checks, each a list of what is wrong ------------------------------------------

def incomplete(po: Path, template: Path) -> dict[str, list]:
    """What keeps the catalog from complete: entries the template has and the
    catalog lacks, entries it has that the template does not, empty ones (a plural's
    form too), fuzzy ones (the header too), obsolete ones."""
    catalog = read(po)
    with template.open("rb") as fh:
        wanted = {key(m) for m in read_po(fh) if m.id}
    held = {key(m) for m in entries(catalog)}
    return {
        "missing": sorted(wanted - held, key=str),
        "unknown": sorted(held - wanted, key=str),
        "empty": [key(m) for m in entries(catalog) if not all(forms(m))],
        "fuzzy": ([("header", "")] if catalog.fuzzy else [])
        + [key(m) for m in entries(catalog) if m.fuzzy],
        "obsolete": [key(m) for m in catalog.obsolete.values()],
    }


def placeholders_differ(po: Path) -> list[tuple[str | None, str]]:
    """Entries whose Japanese (any form) does not hold exactly the placeholders of
    its English (singular and plural together); an untranslated entry is not checked
    here (`incomplete` finds it)."""
    wrong = []
    for m in entries(read(po)):
        english = m.id if isinstance(m.id, str) else " ".join(m.id)
        if any(form and placeholders(form) != placeholders(english) for form in forms(m)):
            wrong.append(key(m))
    return wrong


def ambiguous(po: Path, domain: str) -> dict[tuple[str | None, str], list[str]]:
    """East Asian ambiguous-width characters in the Japanese (… × → · ─ ...)."""
    found = {key(m): sorted({c for form in forms(m) for c in form
                             if unicodedata.east_asian_width(c) == "A"})
             for m in entries(read(po, domain))}
    return {k: v for k, v in found.items() if v}


def banned(po: Path, domain: str) -> list[tuple[str, str, tuple[str | None, str]]]:
    """(variant, the glossary's spelling, entry) for each banned variant used."""
    return [(bad, good, key(m)) for m in entries(read(po, domain)) for form in forms(m)
            for bad, good in BANNED.items() if bad in form]


def compiled(po: Path) -> bytes:
    out = io.BytesIO()
    write_mo(out, read(po), use_fuzzy=False)
    return out.getvalue()


def stale(po: Path, mo: Path) -> str | None:
    """Why the compiled catalog is not the .po compiled now (None: it is)."""
    if not mo.exists():
        return f"{mo.name} is missing: run pybabel compile -d src/tda/locale -D tda -l ja"
    shipped = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))._catalog  # type: ignore[attr-defined]
    fresh = gettext.GNUTranslations(io.BytesIO(compiled(po)))._catalog  # type: ignore[attr-defined]
    if shipped != fresh:
        differ = sorted(str(k) for k in set(shipped) ^ set(fresh)
                        | {k for k in set(shipped) & set(fresh) if shipped[k] != fresh[k]})
        return (f"{mo.name} is not {po.name} compiled: {len(differ)} messages differ "
                f"(first: {differ[:3]}); run pybabel compile -d src/tda/locale -D tda -l ja")
    return None


# -- the catalog in the repository -----------------------------------------------------

def test_the_interface_catalog_is_complete():
    """issue 31.4, JAPANESE.md 2.7.1: every message of tda.pot has its Japanese in
    tda.po, not empty and not fuzzy; no entry the template lacks, none obsolete."""
    assert incomplete(PO, TEMPLATE) == {"missing": [], "unknown": [], "empty": [],
                                        "fuzzy": [], "obsolete": []}


def test_placeholders_match_per_entry():
    """issue 31.4, JAPANESE.md 2.7.4: each Japanese keeps exactly its English's
    placeholders ({name}, %(prog)s), in any order, each plural form."""
    assert placeholders_differ(PO) == []


@pytest.mark.parametrize("po, domain", [(PO, i18n.DOMAIN), (CARDS_PO, i18n.CARDS_DOMAIN)],
                         ids=["tda", "tda-cards"])
def test_no_ambiguous_width_character_in_either_catalog(po, domain):
    """issue 31.3 and 31.4, JAPANESE.md 2.7.5: no ambiguous-width character in any
    Japanese string: terminals set to draw them wide break every border."""
    assert ambiguous(po, domain) == {}


@pytest.mark.parametrize("po, domain", [(PO, i18n.DOMAIN), (CARDS_PO, i18n.CARDS_DOMAIN)],
                         ids=["tda", "tda-cards"])
def test_no_banned_variant_in_either_catalog(po, domain):
    """issue 31.4, JAPANESE.md 2.7.6: the glossary's one spelling per concept."""
    assert banned(po, domain) == []


def test_the_compiled_catalog_is_current():
    """issue 31.4, JAPANESE.md 2.7.3: the tda.mo in the repository holds the same
    messages as tda.po compiled now."""
    assert stale(PO, MO) is None


def test_the_wheel_ships_the_compiled_catalogs():
    """issue 31.4: the .mo files reach a player: the wheel packs the package folder
    whole (no exclusion names them), and git ignores no .mo (hatchling leaves out
    what .gitignore names)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = project["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["packages"] == ["src/tda"]
    assert not any(".mo" in pattern or "locale" in pattern for pattern in
                   wheel.get("exclude", []) + project["tool"]["hatch"]["build"].get(
                       "exclude", []))
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert not [p for p in ignored if p.endswith(".mo") or "locale" in p]


# -- the checks themselves -------------------------------------------------------------

def filled(template: Path, po: Path) -> Catalog:
    """The catalog with every entry of the template, each Japanese a stand-in that
    keeps its English's placeholders (訳 and the fields), nothing fuzzy or obsolete:
    a catalog complete and right whatever the translation's state."""
    catalog = read(po)
    catalog.fuzzy = False
    with template.open("rb") as fh:
        wanted = [m for m in read_po(fh) if m.id]
    for message in wanted:
        if catalog.get(message.id, context=message.context) is None:
            catalog.add(message.id, context=message.context)
    for message in entries(catalog):
        message.flags.discard("fuzzy")
        english = message.id if isinstance(message.id, str) else " ".join(message.id)
        stand_in = "訳" + "".join(sorted(placeholders(english)))
        message.string = (stand_in,) if isinstance(message.id, (list, tuple)) else stand_in
    catalog.obsolete.clear()
    return catalog


def write(catalog: Catalog, po: Path, mo: Path | None = None) -> None:
    with po.open("wb") as fh:
        write_po(fh, catalog, width=0)
    if mo is not None:
        mo.write_bytes(compiled(po))


def test_the_checks_pass_on_a_complete_catalog_and_see_each_fault(tmp_path):
    """issue 31.4: on a copy of tda.po made complete (a stand-in for every Japanese)
    and compiled, every check passes; then each fault planted in it is found: an entry
    emptied, made fuzzy, made obsolete, a placeholder dropped, an ambiguous-width
    character, a banned variant, and a .mo compiled before an edit."""
    po, mo = tmp_path / "tda.po", tmp_path / "tda.mo"
    catalog = filled(TEMPLATE, PO)
    write(catalog, po, mo)
    clean = {"missing": [], "unknown": [], "empty": [], "fuzzy": [], "obsolete": []}
    assert incomplete(po, TEMPLATE) == clean
    assert placeholders_differ(po) == []
    assert ambiguous(po, i18n.DOMAIN) == {} and banned(po, i18n.DOMAIN) == []
    assert stale(po, mo) is None

    first = next(m for m in entries(catalog) if isinstance(m.id, str)
                 and "{" in m.id and m.string.startswith("訳"))
    kept = first.string
    first.string = ""
    write(catalog, po)
    assert incomplete(po, TEMPLATE)["empty"] == [key(first)]
    assert stale(po, mo) is not None  # the .mo compiled before the edit
    first.string = "訳"  # its placeholders dropped
    write(catalog, po)
    assert placeholders_differ(po) == [key(first)]
    first.string = kept + "…"
    write(catalog, po)
    assert ambiguous(po, i18n.DOMAIN) == {key(first): ["…"]}
    first.string = kept + "プレーヤー"
    write(catalog, po)
    assert banned(po, i18n.DOMAIN) == [("プレーヤー", "プレイヤー", key(first))]
    first.string = kept
    first.flags.add("fuzzy")
    write(catalog, po)
    assert incomplete(po, TEMPLATE)["fuzzy"] == [key(first)]
    first.flags.discard("fuzzy")
    catalog.obsolete[first.id] = first
    catalog.delete(first.id, context=first.context)
    write(catalog, po)
    found = incomplete(po, TEMPLATE)
    assert found["missing"] == [key(first)] and found["obsolete"] == [key(first)]


def test_the_placeholder_check_reads_format_fields():
    """issue 31.4: the fields compared are str.format's and %-formats, in any order."""
    assert placeholders("{b}か{a}か{b}") == placeholders("{a} or {b}")
    assert placeholders("%(prog)s: {why}") == {"%(prog)s", "{why}"}
    assert placeholders("{{literal}} {x}") == {"{x}"}
    assert placeholders("{count:>3} gold") == {"{count:>3}"}


@pytest.mark.parametrize("po, domain", [(PO, i18n.DOMAIN), (CARDS_PO, i18n.CARDS_DOMAIN)],
                         ids=["tda", "tda-cards"])
def test_babel_compiles_each_catalog_without_an_error(po, domain):
    """issue 31.4: `pybabel compile` refuses a catalog whose entry breaks its format
    (a %-format message whose Japanese drops or changes a conversion, "95% i" read as
    one); Babel's own checks find none here."""
    catalog = read(po, domain)
    errors = [(message.id, str(error)) for message in catalog if message.id
              for error in message.check(catalog)]
    assert errors == []
