"""What each bot plays like, in the setup screen's language.

The English is written beside the bots (each game's presentation `bot_words`), below
tda.tui where gettext may not go; the marks here put the same sentences in the
interface catalog, so the setup screen says them through `_()`. A description not
marked here still shows, in English: tests/test_bot_words.py keeps the two in step.
"""

from tda.i18n import N_

BOT_WORDS = (
    # each game's levels in turn, as its registration lists them
    N_("a casual player who slips now and then"),
    N_("a steady player who thinks a moment"),
    N_("a sharp player who thinks about a second"),
    N_("plays by rules of thumb, instantly"),
    N_("searches many possible deals (about 1 s a move)"),
    N_("plays any legal action at random"),
    N_("a casual player who slips now and then and makes a Power Play only with a hand "
       "that cannot lose it"),
    N_("a steady player who thinks a moment (a quarter second of possible deals a move)"),
    N_("a sharp player who thinks about a second a move: when to Power Play and in what, "
       "when to refuse the Dragon, how to stop a Power Play or a Secret one"),
    N_("rules of thumb with no slips: ducks under the winner, blocks a Secret Power Play, "
       "plays out a few possible deals before a Power Play"),
    N_("the search with every knob"),
    N_("plays any legal card at random"),
    N_("the search at its plainest settings"),
)
