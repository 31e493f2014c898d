"""Three-Dragon Ante's cards as the table draws them: a compact chip (strength, short
name, kind letter) in its colour's style, a card's whole text for the detail pane, and
card names kept whole in a log line."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rich.text import Text

from tda.engine import Action, Card, PlayerView
from tda.games.three_dragon_ante.words.cards import card_label, card_title, card_words

# The table's name for an ability, in the table's language (the words layer says it).
from tda.games.three_dragon_ante.words.phrases import ability_name as ability_title  # noqa: F401
from tda.games.three_dragon_ante.words.story import (
    COLOR_WORDS,  # the colors' names, said alike everywhere
)
from tda.i18n import N_, _, pgettext
from tda.text import safe_name
from tda.tui.render import NBSP

# One style per dragon color; the words say the color too, so nothing depends on
# telling hues apart.
COLOR_STYLES = {
    "black": "bold grey62", "blue": "bold dodger_blue1", "brass": "bold yellow3",
    "bronze": "bold dark_orange3", "copper": "bold salmon1", "gold": "bold gold1",
    "green": "bold green3", "red": "bold red1", "silver": "bold grey93",
    "white": "bold bright_white", "adamantine": "bold medium_purple1", "iron": "bold grey50",
    "mercury": "bold light_steel_blue", "mithral": "bold pale_turquoise1",
    "steel": "bold steel_blue1", "brown": "bold orange4", "earthquake": "bold tan",
    "gray": "bold grey54", "purple": "bold magenta", "shadow": "bold grey35",
}
KIND_WORDS = {"good": N_("good dragon"), "evil": N_("evil dragon"),
              "unaligned": N_("unaligned dragon"), "mortal": N_("mortal")}
KIND_MARKS = {"good": "G", "evil": "E", "unaligned": "U", "mortal": "M"}


def card_style(card: Card) -> str:
    if card.kind == "mortal":
        return "italic cyan"
    if len(card.colors) > 1:
        return "bold magenta"
    if card.colors:
        return COLOR_STYLES.get(card.colors[0], "bold")
    return "bold yellow" if card.kind == "good" else "bold"


def short_name(card: Card) -> str:
    name = card_title(card).removeprefix("The ")
    return name.removesuffix(" Dragon")


def card_chip(card: Card | None, triggered: bool = False) -> Text:
    """A compact card: strength, short name, kind letter; * when its power triggered."""
    if card is None:
        return Text("[??]", style="reverse")
    text = Text(f"{card.strength} {short_name(card)}", style=card_style(card))
    # the dot before the kind letter is the language's (· is ambiguous-width)
    text.append(pgettext("card chip, before its kind letter", "·") + KIND_MARKS[card.kind],
                style="dim")
    if triggered:
        text.append("*", style="bold yellow")
    return text


def card_names_kept(cards: Iterable[Card]) -> Callable[[str], str]:
    """A function that joins the words of every card's label in a line with no-break
    spaces, so the log never breaks "Blue Dragon (9)" over two rows (issue 27.19)."""
    labels = sorted({card_label(card) for card in cards}, key=len, reverse=True)
    pattern = re.compile("|".join(re.escape(label) for label in labels if " " in label))

    def keep(line: str) -> str:
        return pattern.sub(lambda m: m.group(0).replace(" ", NBSP), line)
    return keep


def card_details(card: Card) -> Text:
    """Everything printed on a card, for the detail pane and the card reference."""
    text = Text()
    text.append(card_title(card), style=card_style(card))
    text.append("  " + _("strength {strength}").format(strength=card.strength) + "\n",
                style="bold")
    # The marks between parts are the language's (" · " is ambiguous-width: Japanese
    # writes ・ between parts and 、 between colors).
    between = pgettext("between parts", " · ")
    kind = _(KIND_WORDS[card.kind])
    if card.god:
        kind += between + _("dragon god")
    colors = _(", ").join(_(COLOR_WORDS[c]) if c in COLOR_WORDS else c for c in card.colors) \
        if card.colors else _("no color")
    text.append(f"{kind}{between}{colors}\n", style="dim")
    text.append(card_words(card))
    if card.ante_effect:
        text.append("\n" + _("(has an ante effect while it sits in the ante)"), style="italic")
    return text


def seat_name(view: PlayerView, seat: int) -> str:
    """A seat's name fit for the screen (control characters escaped), or the stakes."""
    return _("the stakes") if seat < 0 else safe_name(view.names[seat])


def action_card(action: Action, cards: dict[str, Card]) -> Card | None:
    return cards.get(action.args[0]) if action.args else None


