"""Dragonmaster's words: one function per phrase key its rules produce, registered with
`@says(key)`, each returning its sentence through gettext (`tda.i18n`).

The rules (`tda.dragonmaster`) hand over seats' names, card ids, contract and suit
ids and amounts; the names of cards, contracts and suits are said here too, so a
sentence and the names inside it are in one language. The English is the table's
as it always read: the snapshots and story tests hold it word for word.
"""

from __future__ import annotations

from tda.dragonmaster.cards import DRAGON
from tda.dragonmaster.cards import name as english_card_name
from tda.i18n import _, card_name, pgettext
from tda.table.phrase import Arg
from tda.words import said, says

# -- names ----------------------------------------------------------------------


def contract_name(contract: str) -> str:
    """A contract's printed name: "First or Last"."""
    names = {"dragonlords": pgettext("contract", "Dragonlords"),
             "wizards": pgettext("contract", "Wizards"),
             "runesword": pgettext("contract", "Runesword"),
             "first-or-last": pgettext("contract", "First or Last"),
             "staff-of-power": pgettext("contract", "Staff of Power")}
    return names[contract]


def suit_name(suit: str) -> str:
    """A suit (a tribe) by name: "Nomads"."""
    names = {"dragonlords": pgettext("suit", "Dragonlords"),
             "warriors": pgettext("suit", "Warriors"),
             "druids": pgettext("suit", "Druids"),
             "nomads": pgettext("suit", "Nomads")}
    return names[suit]


def dm_card_name(card: str) -> str:
    """A card's name by its id, in the cards' catalog: "Prince of Warriors", "the
    Dragon" (the Dragon's name carries its article: it is the only one)."""
    return card_name(card, english_card_name(card))


def _text(value: Arg) -> str:
    return said(value)


def _words(values: Arg) -> str:
    """Words of the action language (contract or suit ids), as a player types them."""
    assert isinstance(values, tuple), "a list of words travels as a tuple"
    return ", ".join(_text(v) for v in values)


# -- decisions: prompts -------------------------------------------------------------

@says("dm.dragon.prompt")
def dragon_prompt(*, name: str) -> str:
    return _("{name} holds the Dragon: make a Power Play or refuse it").format(name=name)


@says("dm.contract.prompt")
def contract_prompt(*, name: str) -> str:
    return _("{name} (Dragonmaster) chooses the contract").format(name=name)


@says("dm.play.prompt")
def play_prompt(*, name: str) -> str:
    return _("{name} plays a card").format(name=name)


# -- decisions: options ---------------------------------------------------------------

@says("dm.refuse-dragon.label")
def refuse_dragon_label() -> str:
    return _("Refuse the Dragon (swap it for the extra card)")


@says("dm.power-play.label")
def power_play_label(*, contract: str) -> str:
    return _("Make a Power Play on {contract}").format(contract=contract_name(contract))


@says("dm.choose.label")
def choose_label(*, contract: str) -> str:
    return _("Choose {contract}").format(contract=contract_name(contract))


@says("dm.lead-dragon.label")
def lead_dragon_label(*, suit: str) -> str:
    return _("Lead the Dragon as King of {suit}").format(suit=suit_name(suit))


@says("dm.play-dragon.label")
def play_dragon_label() -> str:
    return _("Play the Dragon")


@says("dm.play.label")
def play_label(*, card: str) -> str:
    assert card != DRAGON, "the Dragon has its own words (dm.play-dragon.label)"
    return _("Play the {card}").format(card=dm_card_name(card))


# -- the end of the game ----------------------------------------------------------------

@says("dm.end.rounds")
def end_rounds(*, rounds: int) -> str:
    """Why the game ended: every seat has started a round as Dragonmaster."""
    return _("{rounds} rounds were played").format(rounds=rounds)


# -- refused setups ---------------------------------------------------------------------

@says("dm.config.players")
def config_players(*, count: int) -> str:
    return _("Dragonmaster is for 3 or 4 players, not {count}").format(count=count)


@says("dm.config.level")
def config_level(*, level: str, known: tuple[str, ...]) -> str:
    return _("no Dragonmaster level {level} (choose from: {known})").format(
        level=level, known=", ".join(known))


@says("bot.unknown-dragonmaster")
def bot_unknown_dragonmaster(*, bot: str, known: tuple[str, ...]) -> str:
    return _("unknown Dragonmaster bot {bot}; choose from: {known}").format(
        bot=bot, known=", ".join(known))


@says("dm.config.blank-name")
def config_blank_name(*, name: str) -> str:
    return _("a seat name cannot be blank: {name}").format(name=name)


@says("dm.config.same-names")
def config_same_names() -> str:
    return _("two seats have the same name")


# -- refused actions ----------------------------------------------------------------------
# What an action typed or replayed was refused for. Contract, suit and card ids stay
# as the player typed them: they are words of the action language, not names.

@says("dm.error.game-over")
def error_game_over(*, action: str) -> str:
    return _("the game is over; {action} cannot be played").format(action=action)


@says("dm.error.illegal")
def error_illegal(*, action: str, why: Arg, legal: Arg) -> str:
    return _("{action} is not legal now ({why}); legal actions: {legal}").format(
        action=action, why=_text(why), legal=_words(legal))


@says("dm.error.empty-action")
def error_empty_action(*, text: str) -> str:
    return _("empty action {text}").format(text=text)


@says("dm.error.unknown-verb")
def error_unknown_verb(*, text: str, verbs: Arg) -> str:
    return _("unknown action {text}: it must start with one of {verbs}").format(
        text=text, verbs=_words(verbs))


@says("dm.error.record-newer")
def error_record_newer(*, version: int, reads: int) -> str:
    return _("record format version {version} is newer than this tda reads ({reads})").format(
        version=version, reads=reads)


@says("dm.error.record-unsupported")
def error_record_unsupported(*, version: int, reads: int) -> str:
    return _("record format version {version} is not supported (this tda reads version "
             "{reads})").format(version=version, reads=reads)


@says("dm.due.dragon")
def due_dragon() -> str:
    return _("the Dragon's holder makes a Power Play or refuses it")


@says("dm.due.contract")
def due_contract() -> str:
    return _("the Dragonmaster chooses the contract")


@says("dm.due.play")
def due_play() -> str:
    return _("a card is played to the trick")


@says("dm.why.one-contract")
def why_one_contract(*, contracts: Arg) -> str:
    return _("choose names one contract: {contracts}").format(contracts=_words(contracts))


@says("dm.why.no-contract")
def why_no_contract(*, called: str, contracts: Arg) -> str:
    return _("no contract is called {called}: {contracts}").format(
        called=called, contracts=_words(contracts))


@says("dm.why.contract-set")
def why_contract_set(*, contract: str, due: Arg) -> str:
    return _("the contract is {contract} for this hand; {due}").format(
        contract=contract, due=_text(due))


@says("dm.why.contract-played")
def why_contract_played() -> str:
    return _("that contract has been played this round")


@says("dm.why.pass-alone")
def why_pass_alone() -> str:
    return _("pass takes no words")


@says("dm.why.pass-holder")
def why_pass_holder(*, due: Arg) -> str:
    return _("only the Dragon's holder passes, to refuse it; now {due}").format(due=_text(due))


@says("dm.why.play-names-card")
def why_play_names_card() -> str:
    return _("play names a card, as in 'play warriors-prince'")


@says("dm.why.no-card")
def why_no_card(*, called: str) -> str:
    return _("no card is called {called}").format(called=called)


@says("dm.why.no-play-yet")
def why_no_play_yet(*, due: Arg) -> str:
    return _("no card is played yet: {due}").format(due=_text(due))


@says("dm.why.not-in-hand")
def why_not_in_hand() -> str:
    return _("that card is not in the hand")


@says("dm.why.suit-after-card")
def why_suit_after_card() -> str:
    return _("only a led Dragon is followed by a suit")


@says("dm.why.follow")
def why_follow(*, suit: str) -> str:
    return _("the seat must follow {suit}").format(suit=suit)


@says("dm.why.lead-forbidden")
def why_lead_forbidden(*, contract: str) -> str:
    return _("in the expert game {contract} forbids leading that suit on trick 1").format(
        contract=contract)


@says("dm.why.no-choice")
def why_no_choice() -> str:
    return _("it is not a choice now")


@says("dm.why.dragon-follows")
def why_dragon_follows() -> str:
    return _("the Dragon names a suit only when it leads a trick")


@says("dm.why.dragon-names-suit")
def why_dragon_names_suit() -> str:
    return _("a led Dragon names the suit it stands for, as in 'play dragon nomads'")


@says("dm.why.dragon-one-suit")
def why_dragon_one_suit(*, suits: Arg) -> str:
    return _("name one suit for the Dragon: {suits}").format(suits=_words(suits))


@says("dm.why.dragon-lead-forbidden")
def why_dragon_lead_forbidden(*, contract: str) -> str:
    return _("in the expert game {contract} forbids leading that suit on trick 1, "
             "the Dragon included").format(contract=contract)
