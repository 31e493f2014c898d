"""The interface's template, `src/tda/locale/tda.pot` (gettext domain `tda`): every
message the code marks (as `babel-tda.cfg` extracts them) and the messages the words
say from data by id, which no extractor finds in the source (ability names and
texts, dragon colours, decision kinds: each game's `Words.data_messages`), and argparse's
own words, which tda's command line says through our catalog
(`tda.cli_words.ARGPARSE_WORDS`).

Regenerate after changing a message: `python -c "from tda.words.interface_catalog
import write_template; write_template()"`. `tests/test_i18n_catalog.py` fails while
the committed template is stale. Needs Babel (a test dependency), like the card
template's writer; nothing at play imports this module.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import write_po

from tda.i18n import DOMAIN, LOCALE_DIR

SOURCE = Path(__file__).resolve().parents[1]  # src/tda
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
# The keywords `tda.i18n` offers the words: _, N_ (marked only), ngettext, pgettext.
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}

Message = tuple[str | None, str | tuple[str, ...]]  # (context, id or (singular, plural))


def extracted() -> list[tuple[str, int, str | tuple[str, ...], str | None]]:
    """(file, line, message, context) of every message the source marks."""
    return [(path, line, msgid if isinstance(msgid, str) else tuple(msgid), context or None)
            for path, line, msgid, _comments, context
            in extract_from_dir(SOURCE, [("**.py", "python")], keywords=KEYWORDS,
                                comment_tags=())]


def from_data() -> list[tuple[str | None, str | tuple[str, ...]]]:
    """(context, English) of the messages said from data by id: each registered game's
    (`Words.data_messages`), and argparse's words (no context; a tuple is a singular and
    its plural)."""
    from tda.cli_words import ARGPARSE_WORDS
    from tda.table.registry import game_names, get_game
    found: list[tuple[str | None, str | tuple[str, ...]]] = []
    for name in game_names():
        data_messages = get_game(name).words.data_messages
        if data_messages is not None:
            found.extend(data_messages())
    return [*found, *((None, words) for words in ARGPARSE_WORDS)]


def messages() -> set[Message]:
    """Every message of the template: extracted and said from data."""
    return {(context, msgid) for _path, _line, msgid, context in extracted()} | {
        (context, msgid) for context, msgid in from_data()}


def catalog() -> Catalog:
    found = Catalog(project="tda", domain=DOMAIN)
    for path, line, msgid, context in extracted():
        found.add(msgid, locations=[(path, line)], context=context)
    for context, msgid in from_data():
        if found.get(msgid, context=context) is None:  # not extracted from the source too
            found.add(msgid, context=context)
    return found


def write_template(path: Path = TEMPLATE) -> None:
    with path.open("wb") as file:
        write_po(file, catalog(), omit_header=False, sort_output=True)
