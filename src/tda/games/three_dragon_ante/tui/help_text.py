"""Rules summaries shown in the help screen, written in our own words.

Each text is one message (N_): the help says it through gettext as it is shown
(`rules_markdown`, `keys_markdown`), so a translator has whole sections to work on.
"""

from tda.i18n import N_, _, pgettext

COMMON = N_("""\
## A gambit

1. **Ante.** Everyone picks a card from hand and lays it face down; then all are
   turned up at once. Ante cards do nothing with their powers. Everyone pays the
   stakes as much gold as the strongest ante card's strength. The owner of the
   strongest card that no other ante card matches leads the first round. If every
   ante card has a twin, they are thrown away, everyone draws one, and you ante again.
2. **Rounds.** The leader plays a card into their flight, then each player to the
   left does the same. A card's **power triggers** when it is the round's first
   card, or when it is no stronger than the card the previous player just played.
   The strongest card nobody matched this round makes its owner the next leader;
   if every card was matched, the leader stays.
3. **Winning the stakes.** After the third round (or any later one), if one
   player alone has the strongest flight (the sum of its strengths), they take the
   stakes. Otherwise another round is played. If the stakes ever run dry, the
   gambit stops at once and is scored.
4. **Special flights.** Three dragons of one color make a *color flight*: every
   opponent pays you the strength of the second-strongest of them. Three cards of
   one strength make a *strength flight*: take that much from the stakes and take
   ante cards into your hand. Each kind and color or strength pays once per gambit.
5. **Buying.** Start your turn with one card, or end up with none at any time,
   and you must buy: turn up the deck's top card, pay its strength to the stakes,
   throw it away, and draw up to four cards.
6. **Limits.** Nobody holds more than 10 cards; extra draws are lost. An empty
   deck is made again from the shuffled discard pile.
7. **After the gambit** flights and ante are thrown away and everyone draws two.
   The game ends when someone's hoard is empty after a gambit: most gold wins.

**Time limit** (an optional table rule). The status line shows the time left.
When it runs out the table calls time: the gambit under way is finished, one more
is played, and the game ends with the most gold winning.

**Dragon gods.** Bahamut cannot win a gambit beside an evil dragon in its flight;
Tiamat cannot win beside a good one. A flight that cannot win is passed over when
the winner is found.
""")

RULESETS = {
    "original": N_("""\
# Original rules (2005)

Everyone starts with **50 gold**. Only dragons make special flights; a strength
flight sweeps up every ante card left (as many as your hand can hold).

**Debts.** Whoever must pay more than they have pays what they can and owes the
rest to that player or to the stakes. Any gold they gain afterwards goes to the
oldest debt first. The gambit's winner forgets what they owed the stakes. A
player knocked out never repays.
"""),
    "revised": N_("""\
# Revised rules (Emperor's Gambit, 2010)

Everyone starts with **10 gold per player**. Any three cards of one strength,
mortals included, make a strength flight, which takes **three** ante cards.

**Ante effects.** Some cards do something while they sit in the ante (from the
moment they are revealed or put there until they leave it). These are not
powers and are never copied.

**Debts** are written down during the gambit and settled when it ends, oldest
first, as far as each debtor's gold goes; what was owed to the stakes feeds the
next gambit's stakes, except the winner's, which is forgiven.
"""),
    "legendary": N_("""\
# Legendary rules

Everyone starts with **10 gold per player** (12 or 15 for a longer game). The deck
is the 70 standard dragons plus 10 of the 30 Legendary dragons and mortals.
Strength flights of any three cards take **two** ante cards; three mortals make a
color flight too.

**The hole.** What you cannot pay during a gambit is counted against you; when the
gambit ends you pay that much from your hoard into the hole, out of play. If that
empties your hoard (or you could not pay it all) the game ends. The final winner
takes the hole. After a gambit the winner draws first.
"""),
}

KEYS = N_("""\
# Keys

- **↑ ↓ / mouse**: move through the choices (the card's full text shows on the right)
- **Enter / click**: take the highlighted choice
- **1 – 9**: take that numbered choice at once
- **Esc**: decline, where a choice may be declined
- **PgUp / PgDn**: scroll the log back and forth (it follows the game again at its end)
- **End**: jump to the newest event in the log
- **? or F1**: this help
- **s**: bot speed: instant, fast, normal, slow
- **r**: show or hide what happened since your last turn
- **q / Ctrl+C**: quit, also from the pass-the-keyboard cover: it asks first; the game is saved and `tda resume` continues it
- **Ctrl+P**: the command palette: help, rules, card search, bot speed, rematch, new game, save and quit
- **r / n (game over)**: rematch (same seats, a new deal; in a match, the next game) / a new game
- **n**: at a character ability's question: pass, and never be asked about it again this game
- **← →**: in this help, the tab beside (from the card search too, at either end of what is typed)
- **PgUp / PgDn, ↑ ↓, Home / End**: in this help, scroll the tab (on Cards: move through the cards)

The log always shows the newest event unless you scroll back; then
"▼ new below" in its border says events arrived since.

A `*` after a card in a flight means its power triggered; a `+` after an ante
card, that its ante effect is live. Letters after a card's name: G good dragon,
E evil dragon, U unaligned dragon, M mortal.

**Since your last turn.** "Your last turn" began when you last started deciding
after someone else had moved. From then on: the recap (shown where the card text
goes when your turn comes, until you move through the choices) tells each play
and what it did to you; `+3` / `−5` beside a hoard, the stakes and the hole is
their change; underlined flight cards arrived, the reversed one is the last card
played; a `+` marks a card new in your hand, and "gone:" lists cards that left it
other than by your own play or ante. In hot seat, what your own move showed you
alone (a card you took) stays on screen until you press Enter, before the
keyboard passes on.
""")


def rules_markdown(ruleset: str) -> str:
    """The help's Rules tab: the ruleset's own rules, then what every ruleset shares."""
    return _(RULESETS.get(ruleset, RULESETS["original"])) + _(COMMON)


def keys_markdown() -> str:
    """The help's Keys tab."""
    return _(KEYS)


# -- character abilities (rules/ABILITIES.md): the help's Abilities tab ----------------
ABILITY_RULES = {
    "original": N_("Each character uses its abilities every time their moment comes; "
                   "Wild Card once per game. Nothing recharges."),
    "revised": N_("Each ability has one holder (the draft, in Insight order). Once used, "
                  "an ability is spent until its holder scores a special flight; Diplomacy "
                  "comes back each gambit. Abilities that apply by themselves never tire."),
    "legendary": N_("Each character has one ability disk. Using any of its abilities turns "
                    "the disk to expended; scoring a special flight turns it back to ready. "
                    "Each trigger is a one-time chance: a passed one does not come back."),
}


def abilities_markdown(edition: str) -> str:
    """Every character ability of an edition: when it is asked, what it does."""
    from tda.engine.abilities.catalog import EDITION_TITLES, EDITIONS
    from tda.games.three_dragon_ante.words.phrases import WINDOW_WORDS, ability_name, ability_text

    # The abilities' names, texts and moments are said by the game's words; the
    # editions' titles and the reminders by the catalog's contexts the words use too.
    title = pgettext("ability edition", EDITION_TITLES[edition])
    lines = [_("# Character abilities: {edition}").format(edition=title), "",
             _(ABILITY_RULES[edition]), "",
             _("The table shows who holds what (secret ones stay hidden until used); "
               "a question comes only when an ability can be used."), ""]
    for ability in EDITIONS[edition].values():
        when = (_("applies by itself") if not ability.asks
                else _("asked when {moment}").format(
                    moment=_(WINDOW_WORDS[ability.window]) if ability.window in WINDOW_WORDS
                    else _("its moment comes")))
        lines.append(_("- **{title}** ({when}): {text} *For: {reminder}.*").format(
            title=ability_name(ability.id), when=when, text=ability_text(edition, ability.id),
            reminder=pgettext("ability reminder", ability.reminder)))
    return "\n".join(lines)
