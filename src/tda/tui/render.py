"""Turning cards and actions into styled text for the table (no game logic here)."""

from __future__ import annotations

import re
from collections.abc import Callable

from rich.text import Text

from tda.engine import Action, Card, Decision, PlayerView
from tda.games.three_dragon_ante.words.cards import card_label, card_title, card_words

# The table's name for an ability, in the table's language (the words layer says it).
from tda.games.three_dragon_ante.words.phrases import ability_name as ability_title  # noqa: F401
from tda.games.three_dragon_ante.words.story import (
    COLOR_WORDS,  # the colors' names, said alike everywhere
)
from tda.i18n import N_, _
from tda.text import safe_name
from tda.words import render

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
    text.append(f"·{KIND_MARKS[card.kind]}", style="dim")
    if triggered:
        text.append("*", style="bold yellow")
    return text


def chip_row(head: Text, chips: list[Text], width: int, indent: int = 2) -> Text:
    """`head` then `chips` one space apart, wrapped between chips, never inside one:
    Rich wraps at any space, and "6 Green·E" came apart over two rows at 80 columns
    (issue 27.19). A row after the first starts `indent` spaces in; `width` 0 (not laid
    out yet) leaves the wrapping to Rich."""
    text = head.copy()
    column = head.cell_len
    for i, chip in enumerate(chips):
        if i and width and column + 1 + chip.cell_len > width:
            text.append("\n" + " " * indent)
            column = indent
        elif i:
            text.append(" ")
            column += 1
        text.append_text(chip)
        column += chip.cell_len
    return text


NBSP = "\u00a0"  # a space a line never breaks at (GameLog wraps at plain spaces only)


def card_names_kept(cards) -> Callable[[str], str]:
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
    kind = _(KIND_WORDS[card.kind])
    if card.god:
        kind += " · " + _("dragon god")
    colors = ", ".join(_(COLOR_WORDS[c]) if c in COLOR_WORDS else c for c in card.colors) \
        if card.colors else _("no color")
    text.append(f"{kind} · {colors}\n", style="dim")
    text.append(card_words(card))
    if card.ante_effect:
        text.append("\n" + _("(has an ante effect while it sits in the ante)"), style="italic")
    return text


def seat_name(view: PlayerView, seat: int) -> str:
    """A seat's name fit for the screen (control characters escaped), or the stakes."""
    return _("the stakes") if seat < 0 else safe_name(view.names[seat])



def names_of(view: PlayerView) -> list[str]:
    """Every seat's name fit for the screen."""
    return [safe_name(n) for n in view.names]


def plain(text: str) -> Text:
    """A line that may hold a player's words, as Text: Textual reads a bare string as
    markup, so a name like '[/b]' would crash the screen and '[@click=...]' would
    make a live link. Text is shown exactly as written."""
    return Text(text)


def option_label(decision: Decision, index: int) -> Text:
    """Option `index` of a decision as the decider reads it: the engine's words for
    what it does (names escaped, shown as plain text, never as markup)."""
    if index < len(decision.labels):
        return plain(safe_name(render(decision.labels[index])))
    return plain(safe_name(str(decision.options[index])))  # a view without labels


def question_of(decision: Decision, names: list[str]) -> str:
    """A decision's question without the decider's name in front (the panel's
    title names them): "Give Ann an evil dragon weaker than 10, or pay 5 gold"."""
    prompt = safe_name(render(decision.prompt))
    prefix = f"{names[decision.seat]}: "
    question = prompt.removeprefix(prefix)
    return question[:1].upper() + question[1:]


def action_card(action: Action, cards: dict[str, Card]) -> Card | None:
    return cards.get(action.args[0]) if action.args else None


BARS = " ▁▂▃▄▅▆▇█"
NO_GOLD = "·"  # an empty hoard is a data point too: a blank would read as "missing"


def gold_bars(series: list[list[int]], width: int) -> list[str]:
    """One bar line per player on a shared scale, so equal gold looks equal across
    lines; a dot means no gold. Longer games are sampled down to `width`, first and
    last gambit kept."""
    top = max((g for line in series for g in line), default=0) or 1
    lines = []
    for line in series:
        if len(line) > width:  # keep the first and last gambit, sample between
            line = [line[round(i * (len(line) - 1) / (width - 1))] for i in range(width)]
        lines.append("".join(NO_GOLD if g <= 0 else BARS[max(1, round(g / top * (len(BARS) - 1)))]
                             for g in line))
    return lines
