"""Untrusted text made safe to show: seat names and quoted input."""

import pytest

from scenario import SCENARIOS, load, start
from tda.games.three_dragon_ante.words.story import Storyteller
from tda.text import clip, quote, quote_some, safe_name


@pytest.mark.parametrize("raw, shown", [
    ("Ann", "Ann"),
    ("Zoë 🐉 李", "Zoë 🐉 李"),  # ordinary Unicode stays
    ("Ann\x1b[2J", "Ann\\x1b[2J"),  # C0: the escape that starts terminal commands
    ("a\nb\tc\rd", "a\\nb\\tc\\rd"),
    ("x\x00y\x7fz", "x\\x00y\\x7fz"),  # NUL and DEL
    ("\x85\x9b31m", "\\x85\\x9b31m"),  # C1: NEL and the one-byte CSI
    ("[/b]Ann", "[/b]Ann"),  # markup is the screen's business, not this helper's
])
def test_safe_name_escapes_control_characters_only(raw, shown):
    """C0, DEL and C1 controls become visible escapes; everything else is kept."""
    assert safe_name(raw) == shown


def test_safe_name_is_idempotent():
    """Escaping twice changes nothing more, so layers may each apply it."""
    once = safe_name("a\x1bb\x9bc")
    assert safe_name(once) == once


def test_quote_and_clip_keep_messages_short():
    """A 10 MB input is quoted as a short prefix and an ellipsis, escaped."""
    huge = "\x1b" + "x" * 10_000_000
    assert quote(huge, 10) == repr("\x1b" + "x" * 9) + f"… ({len(huge):,} characters)"
    assert clip(huge, 10) == "\\x1b" + "x" * 9 + "…"
    assert quote("short") == "'short'" and clip("short") == "short"
    assert len(quote(list(range(10**6)))) < 100
    assert quote_some(["a", "b", "c"], 2) == "'a', 'b' and 1 more"


def test_quote_survives_a_hostile_repr():
    """An object whose repr raises, or a str subclass lying about itself, is still quoted."""
    class Broken:
        def __repr__(self):
            raise RuntimeError("no")

    class Liar(str):
        def __repr__(self):
            return "'something else'"

    assert "Broken" in quote(Broken())
    assert quote(Liar("truth")) == "'truth'"


def test_story_escapes_names_and_tells_stakes_left():
    """The story's lines escape seat names, and its last line says the stakes left
    belong to no one (ruling R16)."""
    spec = load(SCENARIOS / "original" / "rules" / "game_ends_with_stakes_left.toml")
    spec["players"] = ["Ann\x1b[31m", "Bob"]
    game = start(spec)
    for text in spec["actions"]:
        game.apply(text)
    teller = Storyteller(game.names, game.cards)
    lines = [line for line in map(teller.tell, game.log) if line]
    assert not any("\x1b" in line for line in lines)
    assert lines[-1] == ("Game over (1 gambit was played). Ann\\x1b[31m and Bob win with 47 "
                         "gold; the 6 gold left in the stakes belongs to no one")
