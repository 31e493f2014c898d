"""The codes that let a player into their seat at a networked table (issue 30.3).

A code is drawn with `secrets` (128 bits, URL-safe text). The host keeps only its
sha256, so a host's memory or its saved codes file cannot be replayed as codes;
a code offered at hello is hashed and compared with every seat's hash in constant
time (`hmac.compare_digest`), all of them each time, so the time taken tells
nothing about which seat, or how much of a code, was right.

The hashes are saved beside the game (`.NAME.codes`) so that after a host
restart (`tda host --resume NAME`) the same codes let the same players back in.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from tda.table.errors import TdaError
from tda.table.phrase import Phrase
from tda.text import safe_name

SPECTATOR = -1  # the seat number a spectator's code opens: no hand, the spectator's view


class SeatCodesError(TdaError, ValueError):
    """A hosted table's codes file that holds no seat codes (damaged or not one)."""


def _digest(code: str) -> str:
    return hashlib.sha256(code.encode("utf-8")).hexdigest()


def draw_code() -> str:
    return secrets.token_urlsafe(16)


@dataclass
class SeatCodes:
    """Each remote seat's code hash, and the spectators' (one code for all of them)."""
    hashes: dict[int, str]  # seat (or SPECTATOR) -> sha256 hex of its code

    @classmethod
    def draw(cls, seats: list[int]) -> tuple[SeatCodes, dict[int, str]]:
        """New codes for `seats` and a spectator code: the hashes to keep and the codes
        to hand out once (printed by the host, never stored)."""
        codes = {seat: draw_code() for seat in [*seats, SPECTATOR]}
        return cls({seat: _digest(code) for seat, code in codes.items()}), codes

    def seat_for(self, code: str) -> int | None:
        """The seat a code opens (SPECTATOR for the spectators'), None if no seat's."""
        offered = _digest(code).encode("ascii")
        found: int | None = None
        for seat, digest in self.hashes.items():  # every one, whatever matches
            if hmac.compare_digest(offered, digest.encode("ascii")):
                found = seat
        return found

    def save(self, path: Path, commitment: Commitment | None = None) -> None:
        """Write the hashes (owner-readable only) for a restarted host, and the deal's
        commitment (its seed and salt stay on the host until the end: the save
        holds the seed anyway)."""
        data: dict[str, object] = {"hashes": {str(k): v for k, v in self.hashes.items()}}
        if commitment is not None:
            data["commitment"] = {"seed": commitment.seed, "salt": commitment.salt}
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(data))
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)

    @classmethod
    def load(cls, path: Path) -> tuple[SeatCodes, Commitment | None]:
        """The codes (and the commitment) a host saved; ValueError if the file is not one."""
        try:
            data = json.loads(path.read_text())
            hashes = data["hashes"]
            if not isinstance(hashes, dict) or not all(
                    isinstance(v, str) and len(v) == 64 for v in hashes.values()):
                raise ValueError
            codes = cls({int(k): v for k, v in hashes.items()})
            kept = data.get("commitment")
            commitment = None if kept is None else Commitment(int(kept["seed"]),
                                                                 str(kept["salt"]))
        except (ValueError, KeyError, TypeError, AttributeError):
            raise SeatCodesError(f"{path.name} holds no seat codes",
                                 phrase=Phrase("codes.none", file=safe_name(path.name))) from None
        return codes, commitment


@dataclass(frozen=True)
class Commitment:
    """A fair deal anyone can check (issue 30.5): the host draws the seed with
    `secrets`, publishes sha256(seed:salt) as the game starts and reveals seed and
    salt when it ends; `verify` checks them against the published hash."""
    seed: int
    salt: str

    @classmethod
    def draw(cls) -> Commitment:
        return cls(secrets.randbits(62), secrets.token_hex(16))

    @property
    def digest(self) -> str:
        return hashlib.sha256(f"{self.seed}:{self.salt}".encode()).hexdigest()

    @staticmethod
    def verify(digest: str, seed: int, salt: str) -> bool:
        return hmac.compare_digest(Commitment(seed, salt).digest, digest)


def check_deal(deal: dict[str, object]) -> list[Phrase]:
    """What is wrong with a finished networked game, as a player kept it (`tda verify`):
    the revealed seed against the commitment published at the start, the record's
    seed against the revealed one, and the record replayed against the view this
    player was shown at the end. [] when all holds. Each problem is a phrase
    (`deal.*`, said by `tda.words.net`)."""
    from tda.table.registry import get_game
    from tda.table.wire import dump

    problems: list[Phrase] = []
    digest, seed, salt = deal.get("commitment"), deal.get("seed"), deal.get("salt")
    if not (isinstance(digest, str) and isinstance(seed, int) and isinstance(salt, str)):
        return [Phrase("deal.no-commitment")]
    if not Commitment.verify(digest, seed, salt):
        problems.append(Phrase("deal.commitment-differs"))
    record_data = deal.get("record")
    if not isinstance(record_data, dict):
        return [*problems, Phrase("deal.no-record")]
    game = get_game(str(record_data.get("game", "")) or None)
    record = game.record_class.model_validate(record_data)
    config = getattr(record, "config", None)
    dealt = getattr(config, "seed", None)
    if dealt != seed:
        problems.append(Phrase("deal.other-seed", dealt=dealt if isinstance(dealt, int) else None,
                               seed=seed))
    state = game.replay(record)
    seat = deal.get("seat")
    if not isinstance(seat, int) and seat is not None:
        return [*problems, Phrase("deal.no-seat")]
    if dump(state.view(seat)) != deal.get("view"):
        problems.append(Phrase("deal.other-game"))
    return problems
