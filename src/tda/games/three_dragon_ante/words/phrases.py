"""Three-Dragon Ante's words: one function per phrase key its rules produce, registered with
`@says(key)`, each returning its sentence through gettext (`tda.i18n`).

The engine's phrases (issue 29.1): the decisions of the gambit's flow (`ante.prompt`,
`play.prompt`, `take-ante.*`), an action in plain words (`option.*`), the ability
windows and the draft (`ability.*`, `draft.*`), why the game ended (`game-end.reason`)
and the refusals a player can meet (`error.*`). English is the source language: each
sentence here reads word for word as the engine wrote it before (the snapshots, the
story and the scenario tests hold it to that).

Names of players arrive as data (`name`, `other`) and are never translated; cards
arrive as ids and are said by their name in the table's language (`card_label`).
"""

from __future__ import annotations

from tda.engine.abilities.catalog import EDITION_TITLES, EDITIONS, Limit, ability_title
from tda.engine.rulesets import RULESETS
from tda.engine.words import GameEnd
from tda.games.three_dragon_ante.words.cards import label_of as card_label
from tda.i18n import N_, _, ngettext, pgettext
from tda.table.phrase import Arg, Phrase
from tda.text import safe_name
from tda.words import render, said, says

# -- cards: by id, in the table's language --------------------------------------------


def _lower_first(text: str) -> str:
    """A sentence made a clause (after "Use Bluff: "): its first letter small."""
    return text[:1].lower() + text[1:]


# -- a decision with no words of its own ------------------------------------------------

@says("decision.kind")
def decision_kind(kind: str) -> str:
    """A step that says nothing but its kind (none of the engine's own does)."""
    return pgettext("decision kind", kind)


# -- an action in plain words (steps.option_words) ---------------------------------------

VERB_WORDS = {"play": N_("Play {card}"), "ante": N_("Ante {card}"), "give": N_("Give {card}"),
              "take": N_("Take {card}"), "discard": N_("Discard {card}"),
              "copy": N_("Copy the power of {card}"), "choose": N_("Choose {card}"),
              "pick": N_("Pick {card}")}
VERB_TITLES = {"ante": N_("Ante"), "play": N_("Play"), "choose": N_("Choose"), "copy": N_("Copy"),
               "pay": N_("Pay"), "give": N_("Give"), "take": N_("Take"),
               "discard": N_("Discard"), "pass": N_("Pass"), "pick": N_("Pick"),
               "call": N_("Call"), "use": N_("Use")}


def _verb_title(verb: str) -> str:
    english = VERB_TITLES.get(verb)
    return _(english) if english is not None else verb.title()


@says("option.card")
def option_card(verb: str, card: str) -> str:
    words = VERB_WORDS.get(verb)
    if words is None:
        return _("{verb} {card}").format(verb=_verb_title(verb), card=card_label(card))
    return _(words).format(card=card_label(card))


@says("option.decline")
def option_decline() -> str:
    return _("Decline")


@says("option.plain")
def option_plain(verb: str, args: tuple[str, ...]) -> str:
    """An action naming no card ("Pay 5"): its verb, then its words as they are."""
    return " ".join((_verb_title(verb), *args))


# -- the gambit's flow (flow.py) -----------------------------------------------------------

@says("ante.prompt")
def ante_prompt(name: str) -> str:
    return _("{name}: choose a card to ante face down").format(name=name)


@says("play.prompt")
def play_prompt(name: str) -> str:
    return _("{name}: play a card to your flight").format(name=name)


# Why a seat takes ante cards (TakeAnteFrame.why): a strength flight, the Spy.
TAKE_WHY = {"strength flight": N_("strength flight"), "the Spy": N_("the Spy")}


@says("take-ante.prompt")
def take_ante_prompt(name: str, count: int, why: Arg) -> str:
    reason = _(TAKE_WHY[why]) if isinstance(why, str) and why in TAKE_WHY else said(why)
    return ngettext("{name}: take {count} card from the ante ({why})",
                    "{name}: take {count} cards from the ante ({why})",
                    count).format(name=name, count=count, why=reason)


@says("take-ante.label")
def take_ante_label(card: str, leaving: Phrase | None = None) -> str:
    return _("Take {card} into your hand").format(card=card_label(card)) + render(leaving)


@says("ante.keep-weak.label")
def keep_weak_label(card: str, leaving: Phrase | None = None) -> str:
    """The Bronze-like take with room for one (cards/powers/choices.py TakeOneOfWeakest),
    said here because it carries `leaving_words`, the engine's phrase."""
    return _("Keep {card}{leaving}; the rest stay in the ante").format(
        card=card_label(card), leaving=render(leaving))


@says("take-ante.needless")
def take_ante_needless() -> str:
    return _("every ante card is taken anyway")


# What stops when a card leaves the ante with its effect live (ante_effects.ENDS).
EFFECT_ENDS = {"hatchling": N_("the weakest flight no longer wins"),
               "spy": N_("no toll when a round opens"),
               "exarch": N_("cards of strength 10 or more no longer always trigger"),
               "adventurer": N_("the winner no longer shares the stakes")}


@says("ante-effect.ends")
def ante_effect_ends(effect: str) -> str:
    """Said after an option's words, so it starts with its space: " (its ante effect
    ends: ...)"."""
    return _(" (its ante effect ends: {what})").format(what=_(EFFECT_ENDS[effect]))


# -- why the game ended (GameEnded, GameResult) ---------------------------------------------

@says("game-end.reason")
def game_end_reason(end: str, number: int) -> str:
    kind = GameEnd(end)
    if kind is GameEnd.HOARD_EMPTY:
        return _("a hoard is empty")
    if kind is GameEnd.PLAYERS_LEFT:
        return ngettext("{count} player remains", "{count} players remain",
                        number).format(count=number)
    if kind is GameEnd.GOLD_REACHED:
        return _("a hoard reached {gold} gold").format(gold=number)
    if kind is GameEnd.TIME_LIMIT:
        return _("the time limit was reached and gambit {gambit} was the last").format(
            gambit=number)
    return ngettext("{count} gambit was played", "{count} gambits were played",
                    number).format(count=number)


# -- character abilities: the windows and the draft (abilities/windows.py) ------------------

def ability_name(ability: str) -> str:
    """An ability as players name it ("Sleight of Hand"), in the table's language."""
    return pgettext("ability", ability_title(ability))


def ability_text(edition: str, ability: str) -> str:
    """What an ability does, in the catalog's words, in the table's language."""
    return pgettext(f"ability:{edition}:{ability}", EDITIONS[edition][ability].text)


def ability_reminder(edition: str, ability: str) -> str:
    """The character an ability suits ("Bluff 5 ranks"; ruling A26), in the table's
    language."""
    return pgettext("ability reminder", EDITIONS[edition][ability].reminder)


def ability_edition(edition: str) -> str:
    """An edition's list of abilities by its title ("Original (2005)")."""
    return pgettext("ability edition", EDITION_TITLES[edition])


def ruleset_words(ruleset: str) -> str:
    """A ruleset as the setup screen offers it: "Original (2005): The first rules: ..."."""
    rules = RULESETS[ruleset]
    return _("{title}: {description}").format(
        title=pgettext("ruleset", rules.title),
        description=pgettext(f"ruleset:{ruleset}", rules.description))


def data_messages() -> list[tuple[str, str]]:
    """(context, English) of every message this module says from data by id, which no
    extractor finds in the source: each ability's name (`ability`) and text
    (`ability:<edition>:<id>`), the characters they suit (`ability reminder`), the
    editions' lists by title (`ability edition`), each ruleset's title (`ruleset`) and
    description (`ruleset:<name>`), each dragon color a Wild Card can name (`dragon
    color`) and each decision kind (`decision kind`, for a step with no words of its
    own). An interface catalog holds them beside the extracted messages (the
    template writer adds them, as `card_catalog` does the cards')."""
    from tda.cards.loader import data_dir, load_edition
    from tda.engine.words import DecisionKind
    names = {ability_title(a) for abilities in EDITIONS.values() for a in abilities}
    texts = [(f"ability:{edition}:{a.id}", a.text)
             for edition, abilities in EDITIONS.items() for a in abilities.values()]
    colors = sorted({color for path in sorted(data_dir().glob("*.toml"))
                     for card in load_edition(path.stem).cards for color in card.colors})
    reminders = sorted({a.reminder for abilities in EDITIONS.values()
                        for a in abilities.values() if a.reminder})
    return [*(("ability", name) for name in sorted(names)), *texts,
            *(("ability reminder", words) for words in reminders),
            *(("ability edition", title) for title in EDITION_TITLES.values()),
            *(("ruleset", rules.title) for rules in RULESETS.values()),
            *((f"ruleset:{name}", rules.description) for name, rules in RULESETS.items()),
            *(("dragon color", color) for color in colors),
            *(("decision kind", str(kind)) for kind in DecisionKind)]


@says("ability.prompt")
def ability_prompt(name: str, moment: Phrase) -> str:
    return _("{name}: {moment}; use an ability?").format(name=name, moment=render(moment))


WINDOW_WORDS = {
    "W2": N_("the ante is revealed"), "W3": N_("the ante is paid"),
    "W4": N_("you would lead the round"), "W5": N_("your turn begins"),
    "W6": N_("you are buying"), "W7": N_("an opponent is buying"),
    "W8": N_("you have bought cards"), "W9": N_("a card was played"),
    "W10": N_("you stole gold"), "W11": N_("you took a card"),
    "W12": N_("a power made you draw"), "W13": N_("you score a flight"),
    "W14": N_("the gambit was won"), "W15": N_("the gambit is over"),
}


@says("ability.moment")
def ability_moment(window: str) -> str:
    """A window's moment in general words."""
    words = WINDOW_WORDS.get(window)
    return _(words) if words is not None else _("now")


@says("ability.moment.lead-round")
def moment_lead_round(round: int) -> str:
    return _("you would lead round {round}").format(round=round)


@says("ability.moment.buying")
def moment_buying(card: str) -> str:
    return _("you are buying ({card} revealed)").format(card=card_label(card))


@says("ability.moment.other-buying")
def moment_other_buying(other: str) -> str:
    return _("{other} is buying").format(other=other)


@says("ability.moment.you-played")
def moment_you_played(card: str) -> str:
    return _("you played {card}").format(card=card_label(card))


@says("ability.moment.other-played")
def moment_other_played(other: str, card: str) -> str:
    return _("{other} played {card}").format(other=other, card=card_label(card))


@says("ability.moment.took-from")
def moment_took_from(other: str) -> str:
    return _("you took a card from {other}").format(other=other)


@says("ability.moment.won")
def moment_won(other: str) -> str:
    return _("{other} won the gambit").format(other=other)


@says("ability.moment.over")
def moment_over(other: str) -> str:
    return _("the gambit is over ({other} won it)").format(other=other)


@says("ability.use.label")
def ability_use_label(ability: str, edition: str, does: Phrase | None = None) -> str:
    """"Use Sense Motive: look at Bob's hand"; without words of its own, the catalog's
    text, as a clause."""
    words = render(does) if does is not None else _lower_first(ability_text(edition, ability))
    return _("Use {ability}: {does}").format(ability=ability_name(ability), does=words)


PASS_WORDS = {Limit.ALWAYS: N_("Pass: not this time"),
              Limit.GAME: N_("Pass: keep it for later (once per game)"),
              Limit.GAMBIT: N_("Pass: keep it for later this gambit"),
              Limit.FLIGHT: N_("Pass: keep it ready (using it spends it until your next "
                               "special flight)"),
              Limit.DISK: N_("Pass: keep your ability disk ready (this chance does not "
                             "come back)")}


@says("ability.pass.label")
def ability_pass_label(limit: str) -> str:
    return _(PASS_WORDS[Limit(limit)])


@says("draft.prompt")
def draft_prompt(name: str, pick: int, of: int) -> str:
    if of:
        return _("{name}: draft pick {pick} of {of} (Insight order); take a character "
                 "ability nobody holds").format(name=name, pick=pick, of=of)
    return _("{name}: draft pick (Insight order); take a character ability nobody "
             "holds").format(name=name)


@says("draft.label")
def draft_label(ability: str, edition: str) -> str:
    text = _lower_first(ability_text(edition, ability)).removesuffix(".")
    if EDITIONS[edition][ability].limit == Limit.FLIGHT:
        return _("Pick {ability}: {does} (once used, spent until your next special "
                 "flight)").format(ability=ability_name(ability), does=text)
    return _("Pick {ability}: {does}").format(ability=ability_name(ability), does=text)


# The words of an ability's option (a `Handler`'s words), each a clause after "Use X: ".

@says("ability.diplomacy")
def ability_diplomacy(other: str) -> str:
    return _("let {other} lead this round instead of you").format(other=other)


@says("ability.steal-draw")
def ability_steal_draw(amount: int, draw: int) -> str:
    """"steal 1 more gold and draw 1 card" (either part may be missing)."""
    if amount and draw:
        return ngettext("steal {amount} more gold and draw {draw} card",
                        "steal {amount} more gold and draw {draw} cards",
                        draw).format(amount=amount, draw=draw)
    if amount:
        return _("steal {amount} more gold").format(amount=amount)
    return ngettext("draw {draw} card", "draw {draw} cards", draw).format(draw=draw)


@says("ability.gambler")
def ability_gambler(strength: int | None) -> str:
    if strength is None:
        return _("reveal the next card and pay its strength instead")
    return _("reveal the next card and pay its strength instead of {strength}").format(
        strength=strength)


@says("ability.look")
def ability_look(other: str, count: int) -> str:
    return ngettext("look at {other}'s hand ({count} card; only you see it)",
                    "look at {other}'s hand ({count} cards; only you see them)",
                    count).format(other=other, count=count)


@says("ability.sleight")
def ability_sleight(amount: int) -> str:
    return _("steal {amount} more gold from the stakes").format(amount=amount)


@says("ability.wild-card")
def ability_wild_card(color: str) -> str:
    shade = pgettext("dragon color", color)
    return _("count your mortal as a {color} dragon (a {color} color flight; once per "
             "game)").format(color=shade)


@says("ability.dungeoneering")
def ability_dungeoneering(card: str, other: str) -> str:
    return _("give {card} back and take another card of {other}'s at random").format(
        card=card_label(card), other=other)


@says("ability.heal")
def ability_heal(other: str) -> str:
    return _("discard the deck's top card and pay its strength to {other}").format(other=other)


@says("ability.luck")
def ability_luck(card: str) -> str:
    return _("discard {card} and draw another card").format(card=card_label(card))


@says("ability.inspiring")
def ability_inspiring(draw: int, others: int) -> str:
    return _("draw {draw} cards; then each opponent draws {others}").format(
        draw=draw, others=others)


@says("ability.draw")
def ability_draw(count: int) -> str:
    return ngettext("draw {count} card", "draw {count} cards", count).format(count=count)


@says("ability.perception")
def ability_perception(card: str, old: str | None) -> str:
    if old is None:
        return _("ante {card} instead (your ante card goes to hand)").format(
            card=card_label(card))
    return _("ante {card} instead of {old} (that one goes to your hand)").format(
        card=card_label(card), old=card_label(old))


@says("ability.religion")
def ability_religion(card: str) -> str:
    return _("keep {card} in your hand").format(card=card_label(card))


@says("ability.streetwise")
def ability_streetwise(amount: int) -> str:
    return _("each opponent pays you {amount} instead of your stealing {amount}").format(
        amount=amount)


@says("ability.dice")
def ability_dice(other: str) -> str:
    return _("{other} pays 2d6 (2 to 12) more gold into the stakes").format(other=other)


@says("ability.deny")
def ability_deny(other: str, now: int, instead: int) -> str:
    return _("{other} fills their hand to 3 cards, not 4 (draws {now}, not {instead})").format(
        other=other, now=now, instead=instead)


# -- refusals a player can meet (IllegalActionError.phrase) --------------------------------

@says("error.action-not-legal")
def error_action_not_legal(action: str, asked: Phrase | str, legal: tuple[str, ...]) -> str:
    return _("{action} is not legal now ({asked}); legal actions: {legal}").format(
        action=action, asked=safe_name(render(asked)), legal=", ".join(legal))


@says("error.game-over")
def error_game_over(action: str) -> str:
    return _("the game is over; {action} cannot be played").format(action=action)


@says("error.empty-action")
def error_empty_action(text: str) -> str:
    return _("empty action {text}").format(text=text)


@says("error.unknown-verb")
def error_unknown_verb(text: str, verbs: tuple[str, ...]) -> str:
    return _("unknown action {text}: it must start with one of {verbs}").format(
        text=text, verbs=", ".join(verbs))


@says("error.not-a-table-action")
def error_not_a_table_action(action: str) -> str:
    return _("{action} is not a table action; the only one is 'call time'").format(
        action=action)


@says("error.time-after-game")
def error_time_after_game() -> str:
    return _("the game is over; time cannot be called")


@says("error.time-called-twice")
def error_time_called_twice(called: int, last: int) -> str:
    return _("time was already called (in gambit {called}); gambit {last} is the last").format(
        called=called, last=last)


@says("error.record-unsupported")
def error_record_unsupported(*, version: int, reads: int) -> str:
    """A record written in another format (a save from another tda)."""
    return _("record format version {version} is not supported (this tda reads version "
             "{reads})").format(version=version, reads=reads)
