"""The engine's closed sets of words as enums: decision kinds, debt rules, how a
gambit was won and what caused it, why a game ended.

Each is a `StrEnum`: a member equals, prints, formats and serialises (JSON,
pydantic) as its word, so logs, records and `== "hole"` comparisons keep working,
and its repr is the word's repr, so an event's repr reads as it always did."""

from __future__ import annotations

from enum import StrEnum

from tda.table.phrase import Phrase


class Word(StrEnum):
    def __repr__(self) -> str:
        return repr(self.value)


class DecisionKind(Word):
    """What a decision asks for (`Decision.kind`, `Step.kind`)."""
    ANTE = "ante"
    PLAY = "play"
    CHOOSE_CARD = "choose-card"
    CHOOSE_FLIGHT_CARD = "choose-flight-card"
    CHOOSE_OPTION = "choose-option"
    CHOOSE_ORDER = "choose-order"
    CHOOSE_TARGET = "choose-target"
    COPY_POWER = "copy-power"
    DISCARD = "discard"
    GIVE_OR_PAY = "give-or-pay"
    KEEP_CARD = "keep-card"
    PICK_SPECIAL = "pick-special"
    PUT_ANTE = "put-ante"
    TAKE_ANTE = "take-ante"
    # -- character abilities (rules/ABILITIES.md) --
    USE_ABILITY = "use-ability"  # a window: use one of your abilities, or pass
    PICK_ABILITY = "pick-ability"  # the Emperor's Gambit draft


class CardKind(Word):
    """What a card is (`Card.kind`): a good, evil or unaligned dragon, or a mortal."""
    GOOD = "good"
    EVIL = "evil"
    UNALIGNED = "unaligned"
    MORTAL = "mortal"


class Place(Word):
    """Where a card is (`CardMoved.source` and `.destination`)."""
    DECK = "deck"
    HAND = "hand"
    ANTE = "ante"
    FLIGHT = "flight"
    DISCARD = "discard"


class DebtRule(Word):
    """What happens to gold a player owes but cannot pay (`Ruleset.debt`)."""
    IMMEDIATE = "immediate"  # ruling R7: repaid as soon as gold comes in
    DEFERRED = "deferred"  # ruling R8: settled when the gambit ends
    HOLE = "hole"  # ruling R9 (Legendary): a count in the hole, owed to nobody


class WinRule(Word):
    """Which flight won a gambit."""
    STRONGEST = "strongest"
    WEAKEST = "weakest"  # ruling R2: a triggered Druid or a live Hatchling


class CauseKind(Word):
    """How a card came to change a gambit's outcome."""
    POWER = "power"  # its power triggered this gambit (the Druid)
    ANTE_EFFECT = "ante effect"  # it sits in the ante with its effect live (the Hatchling)


class GameEnd(Word):
    """Which end condition finished the game (`GameEnded.end`, `GameResult.end`), with
    the number its words name beside it (`number`)."""
    HOARD_EMPTY = "hoard empty"  # the rules as written: a hoard is empty
    PLAYERS_LEFT = "players left"  # GameConfig.end_players_left
    GOLD_REACHED = "gold reached"  # GameConfig.end_gold
    GAMBITS_PLAYED = "gambits played"  # GameConfig.max_gambits
    TIME_LIMIT = "time limit"  # the table called time (timelimit.py, ruling A36)

    def reason(self, number: int) -> Phrase:
        """Why the game ended, for the words layer ("3 players remain"), with its
        number (the players left, the gold reached, the gambits played, the last
        gambit)."""
        return Phrase("game-end.reason", end=self.value, number=number)


class Outcome(Word):
    """How the flights stand when a gambit is scored (`decide_winner`)."""
    WIN = "win"  # one seat's flight wins
    TIE = "tie"  # the best flights tie: play another round (or, ruling L1, nobody wins)
    NONE = "none"  # ruling R1: no seat may win


class Undecided(Word):
    """Why nobody won a gambit (`GambitUndecided.reason`)."""
    NOBODY_MAY_WIN = "no player may win"  # ruling R1
    TIED_AND_NO_CARDS = "tied flights and no cards left to play"  # local ruling L1
    STAKES_RAN_OUT = "the stakes ran out"


class LeadReason(Word):
    """Why a seat leads the round (`LeaderChosen.reason`)."""
    ANTE = "ante"  # the strongest ante card leads the first round
    STRONGEST = "strongest"  # the strongest card of the last round
    TIE = "tie"  # every card tied, so the leader stays
    PRIEST = "priest"  # a Priest's power (ruling R12)
    DIPLOMACY = "diplomacy"  # the would-be leader named this seat (rulings A8, A9)


class Occasion(Word):
    """A step of the gambit that moved gold or cards by itself, not a card's power or
    an ability (`GoldPaid.occasion`, `CardsDrawn.occasion`, ...): the event's cause,
    as data, so a recap joins it to that step and not to the play told just before
    (issue 27.11). None: whatever is being resolved (a power, an ability, a buy)."""
    DEAL = "deal"  # the six cards each at the start of the game
    ANTE = "ante"  # everyone pays the strongest ante card's strength into the stakes
    GAMBIT_END = "gambit end"  # the two cards each after a gambit


class Fizzle(Word):
    """Why a power that triggered changed nothing (`PowerFizzled.reason`, issue 27.12):
    a code for the words layer, which says it in the players' words."""
    NO_EVIL_IN_ANTE = "no evil in ante"  # the Gray Dragon counts evil dragons there
    NO_WEAKER_POWER = "no weaker power"  # a copy (the Hatchling) has nothing to copy
    NO_OTHER_FLIGHT_CARD = "no other flight card"  # a swap of another card of the flight
    NO_MORTAL_IN_FLIGHTS = "no mortal in flights"  # the White Dragon's condition
    NOTHING_TO_ACT_ON = "nothing to act on"  # its amounts or targets came to nothing


class DebtEnd(Word):
    """Why a debt was cancelled (`DebtCancelled.reason`)."""
    UNPAID = "unpaid at the end of the gambit"  # ruling R8
    GAMBIT_WON = "gambit won"  # ruling R7/R8: the winner's debts to the stakes
    KNOCKED_OUT = "player knocked out"


class EffectEnd(Word):
    """Why an ante effect stopped (`AnteEffectEnded.reason`)."""
    LEFT_ANTE = "left the ante"  # taken by a power or a flight
    GAMBIT_OVER = "gambit over"
