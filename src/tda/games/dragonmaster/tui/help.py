"""Dragonmaster's help: the rules in our own words, the contract table, the keys."""

from __future__ import annotations

from dataclasses import replace

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Markdown, Static, TabbedContent, TabPane

from tda.dragonmaster.contracts import (
    DRAGONLORD_PENALTY,
    FIRST_OR_LAST_PENALTY,
    POWER_PLAY_FAILURE,
    POWER_PLAY_REWARD,
    RUNESWORD_PENALTY,
    WIZARD_PENALTY,
    card_items,
)
from tda.games.dragonmaster.tui.words import contract_name, crystals
from tda.i18n import N_, _
from tda.tui.kept_screen import KeptScreen
from tda.tui.widgets import QuietFooter

# The rules in our own words, one message a section (its heading with it).
RULES = (
N_("""\
## The aim

Finish with the most crystals. Everyone starts with 100,000; a balance may go
below zero (you borrow), and nobody is ever knocked out.
"""),
N_("""\
## The deck and the deal

Four suits of eight: **Dragonlords** (purple), **Warriors** (red), **Druids**
(blue) and **Nomads** (green), ranked King, Queen, Prince or Princess, Wizard,
Duke, Count, Baron, Fool (K Q P W D C B F on the table). With three players the
Barons and Fools stay in the box. Everyone gets eight cards: a hand is eight tricks.
"""),
N_("""\
## Rounds, hands and the Dragonmaster

A round is five hands, one under each contract; a contract is used up once it has
been played in the round. The game lasts one round per player, and every player
starts one round as the **Dragonmaster** (DM). The DM looks at their cards, names a
contract that is left, and leads the first trick. The first DM is whoever gets the
first King when cards are dealt face up one by one; each later round starts with the
player after the one who started the round before.
"""),
N_("""\
## Tricks

Follow the suit led when you can; otherwise play anything. There are no trumps:
the highest card of the suit led takes the trick, and its winner leads next.
"""),
N_("""\
## Penalties

Under the DM's contract every other player pays the DM for each penalty item they
take (see the Contracts tab). Items the DM takes cost nothing. A hand stops early
once no card left to play could change a payment.
"""),
)

ADVANCED = (
N_("""\
## The Dragon and Power Plays (advanced and expert games)

A wild **Dragon** joins the deck and one card is left over, face down: the
**extra card**. Whoever is dealt the Dragon says so. If the extra card is the
Dragon, the hand is dealt again. If the DM has it, they swap it for the extra card
at once and the hand is an ordinary one.

Anyone else holding the Dragon chooses:

- **Refuse:** the Dragon is put aside face up and the extra card goes into your
  hand (only you see it). The DM names the contract as usual.
- **Power Play:** keep the Dragon, name any contract left, lead the first trick
  and try to take **every** item of that contract yourself. If you manage it, each
  other player, the DM too, pays you the Power Play amount and you become DM from
  the next hand to the end of the round (won in a round's last hand, it pays but
  changes no DM: the next round starts with the next player in turn, as always).
  If anyone else takes one item, you pay the DM 8,000. Nobody pays
  penalties in a Power Play hand. The extra card comes to you after the hand, win
  or lose, and counts as one you took.

The Dragon may be played at any time, even when you could follow suit. It acts as
the King of the suit led and wins the trick, unless that suit's real King was played
earlier in the same trick. If you lead it, you name the suit it stands for.
"""),
)

EXPERT = (
N_("""\
## Expert game

- **Lead restrictions** on the first trick: not a Dragonlord under Dragonlords, not a
  Warrior under Runesword, neither under Staff of Power (if you hold nothing else,
  lead what you have).
- **Secret Power Play:** under Dragonlords, Wizards or Staff of Power, a player other
  than the DM who ends the hand holding every item wins the Power Play amount from
  each other player and becomes DM from the next hand, as after a Power Play.
  Nobody announces it; if the attempt falls short, everyone pays penalties as usual.
"""),
)


# The keys, as a table whose key column never wraps (issue 27.9: Markdown's table cut
# "q / Ctrl+C" over three rows at 120 columns). Key names stay as the keyboard
# prints them in every language; the words around them are translated.
KEYS = [
    (N_("↑ ↓ / mouse"), N_("move through the choices (what each means shows on the right)")),
    (N_("Enter / click"), N_("take the highlighted choice")),
    (N_("1 – 9"), N_("take that numbered choice at once (leading the Dragon is one choice: it "
                 "opens the four suits it can stand for, with a way back)")),
    ("r", N_("switch between \"since your last turn\" and what the highlighted choice "
             "means")),
    ("PgUp / PgDn", N_("scroll the log back and forth")),
    ("End", N_("jump to the newest event in the log")),
    (N_("? or F1"), N_("this help (in it: ← → change tabs, ↑ ↓ PgUp PgDn scroll, Esc "
                       "closes)")),
    ("s", N_("bot speed: instant, fast, normal, slow")),
    ("q / Ctrl+C", N_("quit, also from the pass-the-keyboard cover: it asks first; the game is "
                      "saved and {command} continues it")),
    ("Ctrl+P", N_("the command palette: help, rules, bot speed, rematch, new game, save and "
                  "quit")),
    ("r / n / q", N_("when the game is over: a rematch (same seats, a new deal), a new game, "
                     "or quit; Enter alone does nothing there, so a stray key never skips "
                     "the result")),
]
KEYS_SAID = ("r", "PgUp / PgDn", "End", "s", "q / Ctrl+C", "Ctrl+P", "r / n / q")

ON_THE_TABLE = N_("""\
**On the table.** *DM* marks the Dragonmaster, *PP* the Power Player. The
*trick* column shows the card each player put in the trick in the middle ("led"
after the first card, ★ beside the card winning it so far); once a trick is complete
it stays there, dimmed, with the winner marked, until the next card is played (the
last trick of a hand stays until its summary is closed). *Penalties taken* shows what
the items of this hand's contract each player has taken cost so far, then the items
(the Dragonmaster's are *free*; in a Power Play, how many of its items the Power
Player holds); when they do not fit, they are counted instead.
Cards read as rank letter and suit: **K Warriors** is the King of Warriors. A
hand names each suit once with its cards' letters after it, high to low:
**Warriors K P** is the King and the Prince of Warriors.
""")


def rules_text(level: str) -> str:
    """The rules for a game at `level`, as Markdown in the table's language."""
    sections = list(RULES)
    if level != "basic":
        sections += ADVANCED
    if level == "expert":
        sections += EXPERT
    return "\n\n".join(_(section) for section in sections)


def keys_table() -> Table:
    table = Table(title=_("Keys"), title_style="bold", expand=True, show_lines=True)
    table.add_column(_("key"), style="bold", no_wrap=True)
    table.add_column(_("what it does"), ratio=1)
    for key, does in KEYS:
        table.add_row(key if key in KEYS_SAID else _(key),
                      _(does).format(command="tda resume") if "{command}" in does else _(does))
    return table


def contract_rows(players: int) -> list[tuple[str, str, str, str]]:
    """(contract, what it penalises, the Dragonmaster's side, the Power Play's reward)."""
    lords = len(card_items("dragonlords", players))
    staff = lords * DRAGONLORD_PENALTY + 4 * WIZARD_PENALTY + RUNESWORD_PENALTY \
        + 2 * FIRST_OR_LAST_PENALTY
    return [
        (contract_name("dragonlords"), _("each Dragonlord ({lords} in play)").format(lords=lords),
         _("{amount} each").format(amount=crystals(DRAGONLORD_PENALTY)),
         crystals(POWER_PLAY_REWARD["dragonlords"])),
        (contract_name("wizards"), _("each Wizard (4)"),
         _("{amount} each").format(amount=crystals(WIZARD_PENALTY)),
         crystals(POWER_PLAY_REWARD["wizards"])),
        (contract_name("runesword"), _("the Prince of Warriors"), crystals(RUNESWORD_PENALTY),
         crystals(POWER_PLAY_REWARD["runesword"])),
        (contract_name("first-or-last"), _("winning trick 1; winning trick 8"),
         _("{amount} each").format(amount=crystals(FIRST_OR_LAST_PENALTY)),
         crystals(POWER_PLAY_REWARD["first-or-last"])),
        (contract_name("staff-of-power"), _("all of the above together"),
         _("the sum, up to {amount}").format(amount=crystals(staff)),
         crystals(POWER_PLAY_REWARD["staff-of-power"])),
    ]


def contract_table(players: int, power_plays: bool = True) -> Group:
    """The contract table with a few words under it, as rich renderables; without
    `power_plays` (the basic game has none) no Power Play column."""
    table = Table(title=_("The contracts ({players} players)").format(players=players),
                  title_style="bold", expand=True, show_lines=True)
    table.add_column(_("contract"), style="bold", no_wrap=True)
    table.add_column(_("penalty items"), ratio=2)
    table.add_column(_("DM's side"), ratio=1)
    if power_plays:
        table.add_column(_("Power Play"), ratio=1)
    for row in contract_rows(players):
        table.add_row(*(row if power_plays else row[:3]))
    notes = Text("\n" + _(
        "DM's side: what every player but the Dragonmaster pays the Dragonmaster for "
        "each item taken (the Dragonmaster's own cost nothing).") + "\n")
    if power_plays:
        notes.append(_(
            "Power Play: what each other player, the Dragonmaster too, pays a Power Player "
            "who takes every item. One that misses an item pays {amount} to the Dragonmaster "
            "alone.").format(amount=crystals(POWER_PLAY_FAILURE)) + "\n")
    notes.append(_("Under Staff of Power the Wizard of Dragonlords counts twice: as a "
                   "Dragonlord and as a Wizard."))
    return Group(table, notes)


def said_bindings(node) -> None:
    """`node`'s key descriptions (shown in the footer) in the table's language: the
    class's BINDINGS are built at import, before any language is picked."""
    keys = node._bindings.key_to_bindings
    for key, bindings in keys.items():
        keys[key] = [replace(b, description=_(b.description)) if b.description else b
                     for b in bindings]


class DragonmasterHelp(KeptScreen, ModalScreen[None]):
    # The tab bar keeps the focus (← → change tabs), so the keys that read on are the
    # screen's: without them a page longer than the terminal could not be scrolled
    # from the keyboard (found at 80x24: the rules end below the fold).
    BINDINGS = [Binding("escape,q,question_mark,f1", "close", N_("Close help")),
                Binding("down,j", "read('down')", N_("Scroll (← → tabs)"),
                        key_display="↑ ↓"),
                Binding("up,k", "read('up')", N_("Up"), show=False),
                Binding("pagedown,space", "read('page_down')", N_("Page down"), show=False),
                Binding("pageup", "read('page_up')", N_("Page up"), show=False),
                Binding("home", "read('home')", N_("Top"), show=False),
                Binding("end", "read('end')", N_("End"), show=False)]
    DEFAULT_CSS = "DragonmasterHelp { background: $background; }"  # opaque: see tda.tcss

    def __init__(self, players: int, level: str) -> None:
        super().__init__()
        said_bindings(self)
        self.players = players
        self.level = level

    def compose(self) -> ComposeResult:
        with TabbedContent(id="help-tabs"):
            with TabPane(_("Rules"), id="help-rules"):
                yield Markdown(rules_text(self.level))
            with TabPane(_("Contracts"), id="help-contracts"), VerticalScroll():
                yield Static(contract_table(self.players, self.level != "basic"),
                             id="contract-table")
            with TabPane(_("Keys"), id="help-keys"), VerticalScroll():
                yield Static(keys_table(), id="keys-table")
                yield Markdown(_(ON_THE_TABLE))
        yield QuietFooter()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_read(self, how: str) -> None:
        """Scroll the page on show: the screen, or the pane's own scroller."""
        target: Widget = self
        if not self.max_scroll_y:
            pane = self.query_one(TabbedContent).active_pane
            scrollers = [w for w in (pane.query(VerticalScroll) if pane else []) if w.max_scroll_y]
            if not scrollers:
                return
            target = scrollers[0]
        {"down": target.scroll_down, "up": target.scroll_up,
         "page_down": target.scroll_page_down, "page_up": target.scroll_page_up,
         "home": target.scroll_home, "end": target.scroll_end}[how](animate=False)
