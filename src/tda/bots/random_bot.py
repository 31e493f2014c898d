"""The random bot: any legal action, uniformly. A baseline and a fuzzer."""

from __future__ import annotations

from .base import register


@register("random", "plays any legal action at random")
class RandomBot:
    name = "random"
    searches = False

    def choose(self, view, legal, rng, sampler=None):
        return legal[rng.randrange(len(legal))]
