"""The words layer: every `Phrase` the rules produce, said in the table's language.

Each game keeps its words in its own package (`tda.games.<game>.words`), named by its
registration (`Game.words`): one function per phrase key, registered with `@says(key)`, taking the phrase's
arguments by name and returning the sentence through gettext (`tda.i18n`). The
screens, the story, the CLI and the wire's readers call `render(phrase)`; nothing
below this layer builds a sentence a player reads.

Pure: no textual, no rich.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from tda.table.phrase import Arg, Phrase

Renderer = Callable[..., str]

# The table's own words (and the words of a refused setting, any game's); each
# registered game's word modules (`Game.words`) join them, imported on the first phrase
# nobody has said yet.
WORD_MODULES = ("tda.words.table", "tda.words.settings", "tda.words.net")

_RENDERERS: dict[str, Renderer] = {}
_loaded = False


class UnknownPhraseError(KeyError):
    """A phrase key no words module says: a programmer's error, never a player's."""


def says(key: str) -> Callable[[Renderer], Renderer]:
    """Register `fn(**args) -> str` as the words for phrases keyed `key` (once)."""
    def register(fn: Renderer) -> Renderer:
        if key in _RENDERERS and _RENDERERS[key] is not fn:
            raise ValueError(f"two renderers say {key!r}")
        _RENDERERS[key] = fn
        return fn
    return register


def _load() -> None:
    global _loaded
    if not _loaded:
        from tda.table.registry import game_names, get_game  # the games name their words
        modules = [*WORD_MODULES, *(module for name in game_names()
                                    for module in get_game(name).words.modules)]
        for module in modules:
            importlib.import_module(module)
        _loaded = True


def renderer(key: str) -> Renderer:
    fn = _RENDERERS.get(key)
    if fn is None:
        _load()
        fn = _RENDERERS.get(key)
        if fn is None:
            raise UnknownPhraseError(f"no words for the phrase {key!r}")
    return fn


def render(words: Phrase | str | None) -> str:
    """A phrase in the table's language ("" for None; a str passes through, for
    names and text that are data)."""
    if words is None:
        return ""
    if isinstance(words, str):
        return words
    return renderer(words.key)(**dict(words.args))


def said(value: Arg) -> str:
    """An argument as words: a nested phrase rendered, anything else as str()."""
    if isinstance(value, Phrase):
        return render(value)
    return "" if value is None else str(value)


def keys() -> list[str]:
    """Every phrase key the loaded word modules say (for the catalog tests)."""
    _load()
    return sorted(_RENDERERS)
