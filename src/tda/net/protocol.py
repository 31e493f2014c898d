"""What a networked table's host and its clients say to each other (issue 30).

Every frame is one JSON object with a `type`. A client may send only three:

- `hello {protocol, code}` — first, and only first: the seat's (or spectator's) code.
  Codes travel in this message, never in the URL (a URL lands in logs and history).
- `act {seq, action}` — an action in the action language, answering the decision
  the client saw at sequence `seq` (the number of actions applied). A stale `seq`
  is refused: the table moved on since the client looked.
- `ping {}` — the client's own keepalive (websockets pings too; this one is for
  clients that cannot).

The host answers with `welcome`, `table` (a seat's view, on the wire, after every
change), `error {code, message, phrase}` (nothing changed) and `bye {code, reason}`
(why it closes). An error's `phrase` is what the joiner's words layer says, in the
joiner's language (its data: the sequence numbers of a stale action, the rules'
own phrase of an illegal one); its `message` and a bye's `reason` are the same in
English, for a client that reads no phrase or does not know the code.

Inbound frames are checked here, strictly: a frame over `MAX_FRAME` bytes, not JSON,
an unknown type, a missing, extra or mistyped field is refused with one
`ProtocolError` and nothing else happens.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    TypeAdapter,
    ValidationError,
)

from tda.table.phrase import Phrase
from tda.table.wire import WireError, dump_phrase, load_phrase

PROTOCOL = 1  # this table's protocol; a client of another is refused at hello
MAX_FRAME = 4096  # bytes: the largest frame a client may send (an action is ~30)
MAX_ACTION = 200  # characters of an action string
MAX_CODE = 64  # characters of a seat code


# The codes of errors and byes that carry no data: a client says them by their code
# alone (`net.CODE`, `net.bye.CODE`), whether or not the host sent a phrase.
PLAIN_ERRORS = frozenset({"no-hello", "bad-code", "slow-down", "hello-again", "spectator",
                          "not-your-turn"})
BYES = frozenset({"closed", "elsewhere", "flood"})


class ProtocolError(ValueError):
    """A frame the host refuses: one line (English), its code and its phrase, for the
    `error` answer."""

    def __init__(self, code: str, message: str, phrase: Phrase) -> None:
        super().__init__(message)
        self.code = code
        self.phrase = phrase


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Hello(_Strict):
    type: Literal["hello"]
    protocol: StrictInt
    code: Annotated[StrictStr, Field(min_length=1, max_length=MAX_CODE)]


class Act(_Strict):
    type: Literal["act"]
    seq: Annotated[StrictInt, Field(ge=0)]
    action: Annotated[StrictStr, Field(min_length=1, max_length=MAX_ACTION)]


class Ping(_Strict):
    type: Literal["ping"]


ClientMessage = Annotated[Hello | Act | Ping, Field(discriminator="type")]
_CLIENT = TypeAdapter(ClientMessage)


def parse_client(frame: str | bytes) -> Hello | Act | Ping:
    """A client's frame as a message, or ProtocolError (size first: a huge frame is
    never parsed)."""
    if len(frame) > MAX_FRAME:
        raise ProtocolError("too-big", f"a frame may hold at most {MAX_FRAME} bytes",
                            Phrase("net.too-big", limit=MAX_FRAME))
    if isinstance(frame, bytes):
        try:
            frame = frame.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("malformed", "a frame is UTF-8 JSON",
                                Phrase("net.not-utf8")) from None
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError("malformed", "a frame is one JSON object",
                            Phrase("net.not-json")) from None
    if not isinstance(data, dict):
        raise ProtocolError("malformed", "a frame is one JSON object", Phrase("net.not-json"))
    try:
        return _CLIENT.validate_python(data)
    except ValidationError as err:
        first = err.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(p) for p in first["loc"][1:]) or "frame"
        kind = str(data.get("type"))[:20]
        if first["type"] == "union_tag_invalid" or first["type"] == "union_tag_not_found":
            raise ProtocolError("malformed", f"no message type {kind!r}",
                                Phrase("net.no-type", kind=kind)) from None
        # pydantic's complaint by its type (the words say the common ones; the rest as
        # pydantic put it) and the bounds it names
        bound = first.get("ctx", {})
        limits = {name: bound[name] for name in ("max_length", "min_length", "ge")
                  if type(bound.get(name)) is int}
        detail = first["msg"][:80]
        raise ProtocolError("malformed", f"{kind}.{where}: {detail}",
                            Phrase("net.bad-field", kind=kind, field=where[:40],
                                   problem=first["type"][:40], detail=detail,
                                   **limits)) from None


def frame(kind: str, **body: Any) -> str:
    """A host message as a frame."""
    return json.dumps({"type": kind, **body}, separators=(",", ":"), ensure_ascii=False)


def error_frame(code: str, message: str, phrase: Phrase | None) -> str:
    """An `error`: its code, its English line, and its phrase (None: a refusal of the
    rules that has no phrase; the client shows the line)."""
    if phrase is None:
        return frame("error", code=code, message=message)
    return frame("error", code=code, message=message, phrase=dump_phrase(phrase))


def host_phrase(message: dict[str, Any]) -> Phrase | None:
    """What a client says for a host's `error` or `bye`: the phrase it carries, else
    the phrase of a code that needs no data (an older host sends none); None when
    neither (a newer host's code: its English line is shown as it came)."""
    kind, code = message.get("type"), message.get("code")
    if kind == "error" and "phrase" in message:
        try:
            return load_phrase(message["phrase"])
        except WireError:
            return None
    if kind == "error" and code in PLAIN_ERRORS:
        return Phrase(f"net.{code}")
    if kind == "bye" and code in BYES:
        return Phrase(f"net.bye.{code}")
    return None


@dataclass
class RateLimit:
    """A token bucket per connection: `rate` frames a second on average, bursts of
    `burst`. A client over it gets one error per second at most, and is closed once
    it has been over for `grace` frames in a row."""
    # Far above a person at the keys, so a fast client (a script, a bot) playing
    # a whole game is never slowed; a flood of thousands is.
    rate: float = 30.0
    burst: float = 60.0
    grace: int = 50
    tokens: float = field(default=60.0)
    stamp: float = field(default_factory=time.monotonic)
    over: int = 0

    def allow(self, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.over = 0
            return True
        self.over += 1
        return False

    @property
    def flooding(self) -> bool:
        return self.over >= self.grace
