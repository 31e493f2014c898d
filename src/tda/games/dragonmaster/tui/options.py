"""What each Dragonmaster option means: its line in the list, its detail beside the
log (the price of a card played now, what a contract or a Power Play does), and
what the hand is played for between decisions."""

from __future__ import annotations

from rich.text import Text

from tda.dragonmaster import DRAGON, DragonmasterView
from tda.dragonmaster import events as ev
from tda.dragonmaster.actions import Action
from tda.dragonmaster.contracts import (
    POWER_PLAY_FAILURE,
    POWER_PLAY_REWARD,
    card_items,
    trick_items,
    trick_penalty,
)
from tda.dragonmaster.tricks import trick_winner
from tda.games.dragonmaster.tui.widgets import names_of
from tda.games.dragonmaster.tui.words import (
    DRAGON_STYLE,
    card_text,
    contract_name,
    contract_price,
    crystals,
    lead_rule,
    penalty_of,
    power_goal_short,
    power_play_line,
    secret_possible,
    short_price,
    staff_most,
    styled,
    suit_text,
)
from tda.games.dragonmaster.words.story import one_item, power_goal
from tda.i18n import _, pgettext

LEAD_DRAGON = Action("lead-dragon")
BACK = Action("back")


def full_stop() -> str:
    """The mark that ends a sentence the panel puts together from parts (the hint and
    its penalties; a Power Play's terms): "." in English, "。" in Japanese."""
    return pgettext("end of a sentence", ".")


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
        # in the Dragon's own colours, the whole line
        return Text(_("{dragon}: lead it, then name its suit").format(dragon=_("Dragon")),
                    style=DRAGON_STYLE)
    if action == BACK:
        return Text(_("Back to the other cards"))
    # The Dragon's choices keep to one line at 80 columns (the question says "make a
    # Power Play or refuse it"): wrapped, six of them pushed Refuse out of sight.
    if action.verb == "pass":
        return Text(_("Refuse: swap for the extra card"))
    if action.verb == "choose":
        contract = action.args[0]
        name = contract_name(contract)
        if decision is not None and decision.kind == "dragon":
            return Text(_("{contract}: {amount} from each").format(
                contract=name, amount=crystals(POWER_PLAY_REWARD[contract])), style="bold")
        return Text(_("{contract} — {price}").format(contract=name, price=short_price(contract)),
                    style="bold")
    card = action.args[0]
    if card == DRAGON:
        if len(action.args) > 1:
            return styled(_("Dragon as King of {suit}"), suit=suit_text(action.args[1]))
        return Text(_("Play the Dragon"))
    text = card_text(card)
    if view.contract is not None:
        cost = penalty_of(view.contract, card)
        if cost and view.power_player is None and view.seat == view.dragonmaster:
            # the Dragonmaster's penalty cards cost it nothing: found playing, "(1,000)"
            # read as a price to pay
            text.append(" " + _("({amount} to you)").format(amount=crystals(cost)),
                        style="bold green")
        elif cost and view.power_player is None:
            text.append(f" ({crystals(cost)})", style="bold red")
        elif card in card_items(view.contract, n):
            text.append("  " + _("(a Power Play item)"), style="italic")
    return text


def option_detail(view: DragonmasterView, action) -> Text:
    """A few lines on what an option means, for the panel beside the log."""
    n = len(view.names)
    names = names_of(view)
    if action == BACK:
        return Text(_("Back to every card of your hand, the Dragon's lead among them."))
    if action == LEAD_DRAGON:
        return Text(_("The Dragon") + "\n", style="bold").append(
            _("Led, it stands for the King of the suit you name next: the others must "
              "follow that suit, and the Dragon takes the trick."))
    if action.verb == "pass":
        return Text(_("Refuse the Dragon") + "\n", style="bold").append(
            _("The Dragon leaves the game face up for this hand and the face-down extra "
              "card joins your hand (only you see it). The Dragonmaster then names the "
              "contract and everyone plays to avoid its penalties."))
    if action.verb == "choose":
        # Short enough for the panel at 80x24 (six lines of 36): what the option's
        # own label does not already say.
        contract = action.args[0]
        expert = view.level == "expert"
        if view.decision is not None and view.decision.kind == "dragon":
            text = Text(_("Power Play on {contract}").format(contract=contract_name(contract))
                        + "\n", style="bold")
            goal = _("{goal} of the four others").format(goal=power_goal_short(contract, n)) \
                if contract == "staff-of-power" else power_goal(contract, n)
            args = {"goal": goal, "reward": crystals(POWER_PLAY_REWARD[contract]),
                    "dragonmaster": names[view.dragonmaster],
                    "penalty": crystals(POWER_PLAY_FAILURE)}
            # ruling DM20: won in the round's last hand, it makes no new Dragonmaster
            if view.hand_number == 5:
                template = _("Take {goal}: each other player pays you {reward} (the round's "
                             "last hand: no new Dragonmaster). Miss it: pay {dragonmaster} "
                             "{penalty}. You lead.") if one_item(contract) else \
                    _("Take {goal}: each other player pays you {reward} (the round's last "
                      "hand: no new Dragonmaster). Miss one: pay {dragonmaster} {penalty}. "
                      "You lead.")
            else:
                template = _("Take {goal}: each other player pays you {reward} and you become "
                             "Dragonmaster. Miss it: pay {dragonmaster} {penalty}. You lead.") \
                    if one_item(contract) else \
                    _("Take {goal}: each other player pays you {reward} and you become "
                      "Dragonmaster. Miss one: pay {dragonmaster} {penalty}. You lead.")
            text.append(template.format(**args))
            if expert and lead_rule(contract):
                text.append("\n" + _("Expert: {rule}").format(rule=lead_rule(contract)),
                            style="italic")
            return text
        text = Text(contract_name(contract) + "\n", style="bold")
        if contract == "staff-of-power":
            most = crystals(staff_most(n))
            # spelled out, unless the expert rules need the room (the list shows the four)
            text.append(_("The four above at once, up to {most} a player; yours are free.")
                        .format(most=most) if expert else
                        _("Dragonlords 1,000, Wizards 2,000, the Prince of Warriors 8,000, "
                          "tricks 1 and 8 4,000 each: up to {most} a player; yours are free.")
                        .format(most=most))
        else:
            text.append(_("{price} by the others; yours are free.").format(
                price=contract_price(contract, n)))
        if expert and (lead_rule(contract) or secret_possible(contract)):
            rules = [lead_rule(contract, start=True)] if lead_rule(contract) else []
            if secret_possible(contract):
                rules.append(_("Anyone else who takes every item wins a Secret Power Play."))
            text.append("\n" + _("Expert: {rule}").format(rule=" ".join(rules)), style="italic")
        return text
    card = action.args[0]
    if card == DRAGON:
        text = Text(_("The Dragon") + "\n", style="bold")
        if len(action.args) > 1:  # led: nothing came before it, so it takes the trick
            return text.append_text(styled(
                _("Led as the King of {suit}: the others must follow that suit, and the "
                  "Dragon takes the trick."), suit=suit_text(action.args[1])))
        text.append(_("Wild: it may be played at any time, even when you could follow suit. "
                      "It counts as the King of the suit led and wins the trick, unless that "
                      "suit's real King was played earlier in the same trick."))
        return text
    text = card_text(card).append("\n")
    text.append_text(trick_hint(view, card))
    contract = view.contract
    if contract is not None:
        cost = penalty_of(contract, card)
        name = contract_name(contract)
        if view.power_player is not None:
            mine = card in card_items(contract, n)
            if not mine:
                text.append(_("Not an item of this Power Play."))
            elif view.seat == view.power_player:  # found playing: whose task was it?
                text.append(_("An item you must take: the trick it goes to must be yours."))
            else:
                text.append(_("An item {name} must take: whoever else takes it makes the "
                              "Power Play fail.").format(name=names[view.power_player]))
        elif cost and view.seat == view.dragonmaster:
            text.append(_("A penalty card under {contract}: whoever else takes this trick "
                          "pays you {amount}; taken by you, it is free.").format(
                              contract=name, amount=crystals(cost)), style="bold")
        elif cost:
            text.append(_("A penalty card under {contract}: whoever takes this trick pays "
                          "{dragonmaster} {amount} (the Dragonmaster pays nothing).").format(
                              contract=name, dragonmaster=names[view.dragonmaster],
                              amount=crystals(cost)), style="bold")
        else:
            text.append(_("No penalty card under {contract}.").format(contract=name))
    return text


def about_hand(view: DragonmasterView) -> Text | None:
    """The contract in play and its price, or None before it is named."""
    contract = view.contract
    if contract is None:
        return None
    names = names_of(view)
    text = Text(_("This hand: {contract}").format(contract=contract_name(contract)) + "\n",
                style="bold")
    if view.power_player is not None:
        return text.append(power_play_line(contract, names[view.dragonmaster],
                                           player=names[view.power_player])
                           + full_stop())
    text.append(_("{price}, paid to {dragonmaster} by everyone else.").format(
        price=contract_price(contract, len(names)), dragonmaster=names[view.dragonmaster]))
    if view.level == "expert" and secret_possible(contract):  # nobody announces it
        text.append("\n" + _("Secret Power Play: anyone but {dragonmaster} who takes every "
                             "item wins {reward} from each other player.").format(
                                 dragonmaster=names[view.dragonmaster],
                                 reward=crystals(POWER_PLAY_REWARD[contract])), style="italic")
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
    text = Text(_("Played now it would take the trick so far") if on_top else
                _("Played now it would not take the trick so far"),
                style="bold" if on_top else "")
    cards = [c for _seat, c in view.trick] + [card]
    contract = view.contract
    if contract is not None and view.power_player is None:
        # The whole price, from the rules' own count (issue 27.4): trick 1 and trick 8
        # are charged under First or Last and Staff of Power, not only the cards.
        number = sum(view.tricks_won) + 1
        held = trick_penalty(contract, cards, number)
        if held:
            mine, itself = penalty_of(contract, card), number in trick_items(contract)
            amount = crystals(held)
            free = seat == view.dragonmaster
            if mine and itself:
                template = " " + _("(penalties in it, your card and the trick itself counted: "
                             "{amount}; free for you, the Dragonmaster)") if free else \
                    " " + _("(penalties in it, your card and the trick itself counted: {amount})")
            elif mine:
                template = " " + _("(penalties in it, your card counted: {amount}; free for you, "
                             "the Dragonmaster)") if free else \
                    " " + _("(penalties in it, your card counted: {amount})")
            elif itself:
                template = " " + _("(penalties in it, the trick itself counted: {amount}; free for "
                             "you, the Dragonmaster)") if free else \
                    " " + _("(penalties in it, the trick itself counted: {amount})")
            else:
                template = " " + _("(penalties in it: {amount}; free for you, the Dragonmaster)") \
                    if free else " " + _("(penalties in it: {amount})")
            text.append(template.format(amount=amount))
    return text.append(full_stop() + "\n")


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
    template = _("Trick {number} itself costs whoever takes it {amount}; free for you, the "
                 "Dragonmaster.") if view.seat == view.dragonmaster else \
        _("Trick {number} itself costs whoever takes it {amount}, paid to the Dragonmaster.")
    return Text(template.format(number=number, amount=crystals(cost)) + "\n")
