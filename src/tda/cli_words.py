"""argparse's own words in the table's language, for tda's command line only.

argparse says its headings ("usage:", "options"), its help option's help and its
refusals ("invalid choice: ...") through `gettext.gettext` bound when it was
imported (domain "messages", which no system ships for us). `argparse_speaks` hands
it `tda.i18n`'s functions while tda's parser is built and read, so these words come
from our catalog; `ARGPARSE_WORDS` puts them in our template
(`tda.words.interface_catalog.from_data`). Apart from `tda.cli_args` so the words
layer can list them without importing the command line.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from tda.i18n import _, ngettext

# argparse's own words (CPython 3.11's `Lib/argparse.py`), those a player can meet:
# its help's headings, its help option and its refusals. argparse says them through
# `gettext.gettext` (domain "messages"), so `argparse_speaks` hands it ours while tda's
# parser is built and read; these are in our template (`interface_catalog.from_data`)
# and `tests/test_cli_words.py` checks them against argparse's source. A tuple is a
# message with a plural. argparse's programmer errors (a parser built wrong) are left
# out: no player meets them.
ARGPARSE_WORDS: tuple[str | tuple[str, str], ...] = (
    "usage: ",
    "positional arguments",
    "options",
    "show this help message and exit",
    "argument %(argument_name)s: %(message)s",
    "can't open '%(filename)s': %(error)s",
    "unrecognized arguments: %s",
    "not allowed with argument %s",
    "ignored explicit argument %r",
    "the following arguments are required: %s",
    "one of the arguments %s is required",
    "expected one argument",
    "expected at most one argument",
    "expected at least one argument",
    ("expected %s argument", "expected %s arguments"),
    "ambiguous option: %(option)s could match %(matches)s",
    "unexpected option string: %s",
    "invalid %(type)s value: %(value)r",
    "invalid choice: %(value)r (choose from %(choices)s)",
    "%(prog)s: error: %(message)s\n",
)


@contextmanager
def argparse_speaks() -> Iterator[None]:
    """argparse's own words in the table's language (`tda.i18n`) for as long as this
    lasts, then its own gettext again: only tda's command line is changed, and only
    while its parser is built (the headings and the help option's help are looked up
    then) and read (the refusals, the help's "usage:")."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = _, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
