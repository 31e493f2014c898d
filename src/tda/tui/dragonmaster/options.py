"""What each Dragonmaster option means: its line in the list, its detail beside the
log (the price of a card played now, what a contract or a Power Play does), and
what the hand is played for between decisions."""

from __future__ import annotations

from rich.text import Text

from tda.dragonmaster import DRAGON, DragonmasterView
from tda.dragonmaster import events as ev
from tda.dragonmaster.actions import Action
from tda.dragonmaster.contracts import (
    NAMES,
    POWER_PLAY_FAILURE,
    POWER_PLAY_REWARD,
    card_items,
    trick_items,
    trick_penalty,
)
from tda.dragonmaster.tricks import trick_winner
from tda.words.dragonmaster_story import missed, power_goal

from .widgets import names_of
from .words import (
    SHORT_PRICES,
    card_text,
    contract_cost,
    contract_line,
    crystals,
    lead_rule,
    penalty_of,
    power_goal_short,
    power_play_line,
    secret_possible,
    suit_text,
)

LEAD_DRAGON = Action("lead-dragon")
BACK = Action("back")


def dragon_leads(decision) -> tuple[Action, ...]:
    """The options leading the Dragon as the King of a suit."""
    return tuple(a for a in decision.options if a.card == DRAGON and len(a.args) > 1)


def trick_number(log, index: int) -> int:
    """The trick (1-8) a card played at log `index` went to."""
    won = 0
    for e in reversed(log[:index]):
        if isinstance(e, ev.HandStarted):
            break
        won += isinstance(e, ev.TrickWon)
    return won + 1


def option_text(view: DragonmasterView, action) -> Text:
    """An option as the decider reads it: the contract with its price, the Power Play
    with its stakes, the card by name with what taking it costs."""
    n = len(view.names)
    decision = view.decision
    if action == LEAD_DRAGON:
        return card_text(DRAGON).append(": lead it, then name its suit")
    if action == BACK:
        return Text("Back to the other cards")
    # The Dragon's choices keep to one line at 80 columns (the question says "make a
    # Power Play or refuse it"): wrapped, six of them pushed Refuse out of sight.
    if action.verb == "pass":
        return Text("Refuse: swap for the extra card")
    if action.verb == "choose":
        contract = action.args[0]
        if decision is not None and decision.kind == "dragon":
            return Text(NAMES[contract], style="bold").append(
                f": {crystals(POWER_PLAY_REWARD[contract])} from each")
        text = Text(NAMES[contract], style="bold")
        return text.append(f" — {SHORT_PRICES[contract]}")
    card = action.args[0]
    if card == DRAGON:
        if len(action.args) > 1:
            return Text("Dragon as King of ").append_text(suit_text(action.args[1]))
        return Text("Play the Dragon")
    text = card_text(card)
    if view.contract is not None:
        cost = penalty_of(view.contract, card)
        if cost and view.power_player is None and view.seat == view.dragonmaster:
            # the Dragonmaster's penalty cards cost it nothing: found playing, "(1,000)"
            # read as a price to pay
            text.append(f" ({crystals(cost)} to you)", style="bold green")
        elif cost and view.power_player is None:
            text.append(f" ({crystals(cost)})", style="bold red")
        elif card in card_items(view.contract, n):
            text.append("  (a Power Play item)", style="italic")
    return text


def option_detail(view: DragonmasterView, action) -> Text:
    """A few lines on what an option means, for the panel beside the log."""
    n = len(view.names)
    names = names_of(view)
    if action == BACK:
        return Text("Back to every card of your hand, the Dragon's lead among them.")
    if action == LEAD_DRAGON:
        return Text("The Dragon\n", style="bold").append(
            "Led, it stands for the King of the suit you name next: the others must "
            "follow that suit, and the Dragon takes the trick.")
    if action.verb == "pass":
        return Text("Refuse the Dragon\n", style="bold").append(
            "The Dragon leaves the game face up for this hand and the face-down extra "
            "card joins your hand (only you see it). The Dragonmaster then names the "
            "contract and everyone plays to avoid its penalties.")
    if action.verb == "choose":
        # Short enough for the panel at 80x24 (six lines of 36): what the option's
        # own label does not already say.
        contract = action.args[0]
        expert = view.level == "expert"
        if view.decision is not None and view.decision.kind == "dragon":
            text = Text(f"Power Play on {NAMES[contract]}\n", style="bold")
            role = (" (the round's last hand: no new Dragonmaster)" if view.hand_number == 5
                    else " and you become Dragonmaster")  # ruling DM20
            goal = (f"{power_goal_short(contract, n)} of the four others"
                    if contract == "staff-of-power" else power_goal(contract, n))
            text.append(f"Take {goal}: each other player pays you "
                        f"{crystals(POWER_PLAY_REWARD[contract])}{role}. Miss {missed(contract)}: pay "
                        f"{names[view.dragonmaster]} {crystals(POWER_PLAY_FAILURE)}. You lead.")
            if expert and lead_rule(contract):
                text.append(f"\nExpert: {lead_rule(contract)}", style="italic")
            return text
        text = Text(f"{NAMES[contract]}\n", style="bold")
        if contract == "staff-of-power":
            most = contract_cost(contract, n).removeprefix("up to ").removesuffix(" for")
            # spelled out, unless the expert rules need the room (the list shows the four)
            text.append(f"The four above at once, up to {most} a player" if expert else
                        "Dragonlords 1,000, Wizards 2,000, the Prince of Warriors 8,000, "
                        f"tricks 1 and 8 4,000 each: up to {most} a player")
        else:
            text.append(contract_line(contract, n).partition(": ")[2] + " by the others")
        text.append("; yours are free.")
        if expert and (lead_rule(contract) or secret_possible(contract)):
            rule = lead_rule(contract)
            rules = [rule[:1].upper() + rule[1:]] if rule else []
            if secret_possible(contract):
                rules.append("Anyone else who takes every item wins a Secret Power Play.")
            text.append("\nExpert: " + " ".join(rules), style="italic")
        return text
    card = action.args[0]
    if card == DRAGON:
        text = Text("The Dragon\n", style="bold")
        if len(action.args) > 1:  # led: nothing came before it, so it takes the trick
            return text.append("Led as the King of ").append_text(suit_text(action.args[1]))\
                .append(": the others must follow that suit, and the Dragon takes the trick.")
        text.append("Wild: it may be played at any time, even when you could follow suit. "
                    "It counts as the King of the suit led and wins the trick, unless that "
                    "suit's real King was played earlier in the same trick.")
        return text
    text = card_text(card).append("\n")
    text.append_text(trick_hint(view, card))
    contract = view.contract
    if contract is not None:
        cost = penalty_of(contract, card)
        if view.power_player is not None:
            mine = card in card_items(contract, n)
            if not mine:
                text.append("Not an item of this Power Play.")
            elif view.seat == view.power_player:  # found playing: whose task was it?
                text.append("An item you must take: the trick it goes to must be yours.")
            else:
                text.append(f"An item {names[view.power_player]} must take: whoever else "
                            "takes it makes the Power Play fail.")
        elif cost and view.seat == view.dragonmaster:
            text.append(f"A penalty card under {NAMES[contract]}: whoever else takes this "
                        f"trick pays you {crystals(cost)}; taken by you, it is free.",
                        style="bold")
        elif cost:
            text.append(f"A penalty card under {NAMES[contract]}: whoever takes this trick "
                        f"pays {names[view.dragonmaster]} {crystals(cost)} (the Dragonmaster "
                        "pays nothing).", style="bold")
        else:
            text.append(f"No penalty card under {NAMES[contract]}.")
    return text


def about_hand(view: DragonmasterView) -> Text | None:
    """The contract in play and its price, or None before it is named."""
    contract = view.contract
    if contract is None:
        return None
    names = names_of(view)
    text = Text(f"This hand: {NAMES[contract]}\n", style="bold")
    if view.power_player is not None:
        return text.append(power_play_line(contract, names[view.dragonmaster])
                           .replace("Power Play on", f"{names[view.power_player]}'s Power "
                                    "Play on") + ".")
    price = contract_line(contract, len(names)).partition(": ")[2]
    text.append(f"{price}, paid to {names[view.dragonmaster]} by everyone else.")
    if view.level == "expert" and secret_possible(contract):  # nobody announces it
        text.append(f"\nSecret Power Play: anyone but {names[view.dragonmaster]} who takes "
                    f"every item wins {crystals(POWER_PLAY_REWARD[contract])} from each "
                    "other player.", style="italic")
    return text


def trick_hint(view: DragonmasterView, card: str) -> Text:
    """Whether `card`, played now, would be on top of the trick so far (later cards may
    still beat it), and what the trick holds in penalties: what ducking is about."""
    if view.seat is None:
        return Text()
    if not view.trick or view.led_suit is None:
        return lead_hint(view)
    seat = view.seat
    on_top = trick_winner([*view.trick, (seat, card)], view.led_suit) == seat
    text = Text("Played now it would " + ("take" if on_top else "not take") +
                " the trick so far", style="bold" if on_top else "")
    cards = [c for _, c in view.trick] + [card]
    contract = view.contract
    if contract is not None and view.power_player is None:
        # The whole price, from the rules' own count (issue 27.4): trick 1 and trick 8
        # are charged under First or Last and Staff of Power, not only the cards.
        number = sum(view.tricks_won) + 1
        held = trick_penalty(contract, cards, number)
        if held:
            counted = [part for part, counts in (
                ("your card", penalty_of(contract, card)),
                ("the trick itself", number in trick_items(contract))) if counts]
            text.append(f" (penalties in it, {' and '.join(counted)} counted: {crystals(held)}"
                        if counted else f" (penalties in it: {crystals(held)}")
            text.append("; free for you, the Dragonmaster)" if seat == view.dragonmaster
                        else ")")
    return text.append(".\n")


def lead_hint(view: DragonmasterView) -> Text:
    """Leading a trick the contract charges (trick 1 or 8 under First or Last and Staff
    of Power): what the trick itself costs its taker (found playing: "No penalty under
    First or Last" on every card of trick 1's lead)."""
    contract, number = view.contract, sum(view.tricks_won) + 1
    if contract is None or view.power_player is not None:
        return Text()
    cost = trick_penalty(contract, [], number)
    if not cost:
        return Text()
    text = Text(f"Trick {number} itself costs whoever takes it {crystals(cost)}")
    return text.append("; free for you, the Dragonmaster.\n" if view.seat == view.dragonmaster
                       else ", paid to the Dragonmaster.\n")
