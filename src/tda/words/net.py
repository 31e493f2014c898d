"""A networked table's words (issue 29.1, issue 30): what the host's refusals and
farewells say at the joiner's terminal, in the joiner's language, and what
`tda verify` finds wrong with a kept deal.

The host sends each `error` with its code and a phrase (`tda.net.protocol`), and
each `bye` with its code; the joiner says them here. The English is word for word
the line the host sends beside them (`message`, `reason`), which an older client
shows as it is, and which `host_said` shows when a newer host sends a code or a
phrase these words do not know.
"""

from __future__ import annotations

from tda.i18n import _, ngettext
from tda.table.phrase import Arg, Phrase
from tda.words import UnknownPhraseError, render, said, says


def host_said(phrase: Phrase | None, line: str) -> str:
    """What the joiner reads: the phrase in its language, or (no phrase, or one this
    tda cannot say) the host's line as it came."""
    if phrase is None:
        return line
    try:
        return render(phrase)
    except (UnknownPhraseError, TypeError, KeyError, ValueError, IndexError):
        return line  # a newer host's words: its English, one line


# -- refused frames (tda.net.protocol.parse_client) ------------------------------------

@says("net.too-big")
def too_big(*, limit: int) -> str:
    return _("a frame may hold at most {limit} bytes").format(limit=limit)


@says("net.not-utf8")
def not_utf8() -> str:
    return _("a frame is UTF-8 JSON")


@says("net.not-json")
def not_json() -> str:
    return _("a frame is one JSON object")


@says("net.no-type")
def no_type(*, kind: str) -> str:
    return _("no message type {kind}").format(kind=repr(kind))


# pydantic's complaints about a field, by their type, in pydantic's English; a type
# not here is said as pydantic put it (`detail`, data).
@says("net.bad-field")
def bad_field(*, kind: str, field: str, problem: str, detail: str,
              max_length: int | None = None, min_length: int | None = None,
              ge: int | None = None) -> str:
    if problem == "int_type":
        what = _("Input should be a valid integer")
    elif problem == "string_type":
        what = _("Input should be a valid string")
    elif problem == "missing":
        what = _("Field required")
    elif problem == "extra_forbidden":
        what = _("Extra inputs are not permitted")
    elif problem == "string_too_long" and max_length is not None:
        what = ngettext("String should have at most {count} character",
                        "String should have at most {count} characters",
                        max_length).format(count=max_length)
    elif problem == "string_too_short" and min_length is not None:
        what = ngettext("String should have at least {count} character",
                        "String should have at least {count} characters",
                        min_length).format(count=min_length)
    elif problem == "greater_than_equal" and ge is not None:
        what = _("Input should be greater than or equal to {bound}").format(bound=ge)
    else:
        what = detail
    return _("{kind}.{field}: {problem}").format(kind=kind, field=field, problem=what)


# -- refusals of the host (tda.net.host) -----------------------------------------------

@says("net.no-hello")
def no_hello() -> str:
    return _("say hello with your code first")


@says("net.protocol")
def protocol(*, protocol: int) -> str:
    return _("this host speaks protocol {protocol}").format(protocol=protocol)


@says("net.bad-code")
def bad_code() -> str:
    return _("that code opens no seat at this table")


@says("net.slow-down")
def slow_down() -> str:
    return _("too many messages: slow down")


@says("net.hello-again")
def hello_again() -> str:
    return _("this connection has a seat already")


@says("net.spectator")
def spectator() -> str:
    return _("a spectator watches; it does not play")


@says("net.stale")
def stale(*, answered: int, now: int) -> str:
    return _("that answers move {answered}, but the table is at move {now}: "
             "look again").format(answered=answered, now=now)


@says("net.not-your-turn")
def not_your_turn() -> str:
    return _("it is not your turn")


# -- why the table closed (a host's bye, or the joiner's own client) --------------------

@says("net.bye.closed")
def bye_closed() -> str:
    return _("the host closed the table")


@says("net.bye.elsewhere")
def bye_elsewhere() -> str:
    return _("this seat was opened elsewhere")


@says("net.bye.flood")
def bye_flood() -> str:
    return _("too many messages")


@says("net.join-failed")
def join_failed(*, url: str, why: Arg) -> str:
    """`why`: the WebSocket library's own line (data), or a phrase."""
    return _("could not join {url}: {why}").format(url=url, why=said(why))


@says("net.http-status")
def http_status(*, status: int) -> str:
    """A web server answered instead of a table (the library's English, word for word)."""
    return _("server rejected WebSocket connection: HTTP {status}").format(status=status)


@says("net.over")
def over() -> str:
    return _("the game is over")


@says("net.left")
def left() -> str:
    return _("left the table")


# -- a kept deal checked (tda.net.codes.check_deal, `tda verify`) -----------------------

@says("deal.no-commitment")
def deal_no_commitment() -> str:
    return _("the host published no commitment for this game (its seed was chosen by hand)")


@says("deal.commitment-differs")
def deal_commitment_differs() -> str:
    return _("the revealed seed and salt do not match the commitment published at the start")


@says("deal.no-record")
def deal_no_record() -> str:
    return _("no record was kept")


@says("deal.other-seed")
def deal_other_seed(*, dealt: int | None, seed: int) -> str:
    return _("the record was dealt from seed {dealt}, not the revealed {seed}").format(
        dealt=dealt, seed=seed)


@says("deal.no-seat")
def deal_no_seat() -> str:
    return _("the kept seat is not a seat")


@says("deal.other-game")
def deal_other_game() -> str:
    return _("the record replays to another game than the one this seat was shown")
