"""Dragonmaster's table: seats with crystals, tricks and penalty cards; the contract,
the Dragon and the trick; the hand by suit; what each option means beside the log;
a summary of payments after each hand, standings at the end, and the help."""

from __future__ import annotations

from dataclasses import replace

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
from tda.dragonmaster.recap import recap_lines
from tda.dragonmaster.story import card_words, missed, power_goal
from tda.dragonmaster.tricks import trick_winner
from tda.recap import Recap, RecapLine

from ..modals import GameOver
from ..panels import TablePanel, register_panel
from ..recap_view import RecapPanel
from .ended import ended_view
from .help import DragonmasterHelp
from .replay import DragonmasterReplay
from .widgets import DmDetail, DmHand, DmMiddle, DmSeats, DmStatus, names_of
from .words import (
    SHORT_PRICES,
    Teller,
    card_text,
    contract_cost,
    contract_line,
    crystals,
    items_taken,
    items_words,
    lead_rule,
    penalty_of,
    power_goal_short,
    power_play_line,
    secret_possible,
    suit_text,
    the_card,
)

START = 100_000
# What the game-over chart's parts mean (issue 27.9: "· none" alone left "100→96" and
# the bars to be guessed).
CHART_LEGEND = ("Crystals in thousands: start→end beside each name, then one bar per "
                "hand, taller for more (· none, or owing):")


@register_panel
class DragonmasterPanel(TablePanel):
    game = "dragonmaster"
    decline_verb = None  # refusing the Dragon is a real choice: never on a stray Esc
    summary_wait = "The hand is over."
    summary_at_end = True  # the last hand's payments, before the standings
    summary_low = True  # the last trick stays in sight above it (issue 27.2)
    has_recap = True
    recap_empty = False  # no recap for the eyes on the screen now (set when drawn)

    def __init__(self, screen) -> None:
        super().__init__(screen)
        self.teller = Teller(self.names)
        self.view: DragonmasterView | None = None  # the decider's, while a decision is on show
        self.full = None  # the decision on show, all its options (options_shown)
        # (seat, round, hand) of each hand a human has had a look at: a decision of
        # theirs or a card played for them was on show (played_for)
        self.seen: set[tuple[int | None, int, int]] = set()
        # While a hand's summary is on show: where its events end in the log, and the
        # crystals it left (ended.py); None once play goes on.
        self.ended: tuple[int, list[int]] | None = None

    def top(self):
        yield DmStatus(id="status")
        yield DmSeats(id="dm-seats")
        yield DmMiddle(id="dm-middle")
        yield DmHand(id="hand")

    def side(self):
        yield RecapPanel(id="recap")
        yield DmDetail(id="detail")

    # -- rendering --------------------------------------------------------
    def render(self, viewer: int | None, thinking: int | None) -> None:
        full = view = self.session.state.view(viewer)
        screen = self.screen
        if self.ended is not None:  # a hand's summary is on show: the table as it ended
            view = ended_view(view, *self.ended)
            screen.query_one(DmDetail).explain(about_hand(view))
        screen.query_one(DmStatus).show(full if full.is_over else view, thinking)
        screen.query_one(DmSeats).show(view, thinking)
        screen.query_one(DmMiddle).show(view)
        screen.query_one(DmHand).show(view, viewer)
        self.show_recap(None if viewer is None else self.recap(view))

    def recap(self, view: DragonmasterView) -> Recap | None:
        """Since the viewer's last turn began (issue 27.5; `tda.dragonmaster.recap`), up
        to what the table shows (a hand's end, while its summary is on show)."""
        assert view.seat is not None
        lines = recap_lines(view, self.session.turns.since(view.seat))
        self.recap_empty = not lines  # `r` then says so instead of doing nothing
        return Recap(tuple(RecapLine((line.text,), line.mine) for line in lines)) \
            if lines else None

    def show_recap(self, recap: Recap | None) -> None:
        """The recap in the option text's place, while the screen shows it."""
        panel = self.screen.query_one(RecapPanel)
        shown = self.screen.recap_shown and recap is not None
        if shown:
            panel.show_recap(recap)
            panel.border_title = "Since your last turn"
        panel.display = shown
        self.screen.query_one(DmDetail).display = not shown

    def story(self, viewer: int | None) -> list:
        return self.teller.lines(self.session.state.view(viewer).log)

    def sub_title(self) -> str:
        config = self.session.config
        return f"Dragonmaster · {config.level} game · seed {config.seed}"

    # -- the decision -----------------------------------------------------
    def label(self, decision, index: int) -> Text:
        action = decision.options[index]
        view = self.session.state.view(decision.seat)
        return option_text(view, action)

    def card_of(self, action):
        return action.card

    def options_shown(self, decision):
        """A lead with the Dragon lists it once, "Lead the Dragon", its four suits a
        choice of their own (issue 27.7): seven cards and four Dragon leads made
        eleven options, and the keys stop at 9."""
        self.full = decision
        if len(dragon_leads(decision)) < 2:
            return decision
        rest = tuple(a for a in decision.options if a not in dragon_leads(decision))
        return replace(decision, options=rest + (LEAD_DRAGON,), labels=())

    def follow_up(self, action):
        decision = self.full
        if decision is None or action not in (LEAD_DRAGON, BACK):
            return None
        if action == BACK:
            return self.options_shown(decision)
        return replace(decision, options=dragon_leads(decision) + (BACK,), labels=())

    def turn_begins(self) -> None:
        """Between decisions the panel tells what the hand is played for."""
        self.screen.query_one(DmDetail).explain(about_hand(self.session.state.view(None)))
        self.view = None
        self.ended = None

    def focused(self, card, action, index) -> None:
        if self.view is not None and action is not None:
            self.screen.query_one(DmDetail).explain(option_detail(self.view, action))
        screen = self.screen
        if screen.recap_shown and index not in (None, 0):
            screen.recap_shown = False  # moving through the choices: what they mean
            self.show_recap(None)

    def chosen(self) -> None:
        self.turn_begins()

    def private_results(self, seat: int, events: list) -> list:
        """A refused Dragon brings the extra card into the hand: its taker sees it."""
        lines = []
        for event in events:
            if isinstance(event, ev.DragonRefused) and event.seat == seat and event.card:
                lines.append(Text("You set the Dragon aside and took the extra card, ")
                             .append_text(the_card(event.card)).append("."))
        return lines

    # -- between hands and at the end -------------------------------------------
    def decision_shown(self, view) -> None:
        self.view = view
        self.seen.add((view.seat, view.round, view.hand_number))

    def played_for(self, events: list) -> list[tuple[int, list]]:
        """A human's only legal card, played by the game (issue 27.1), is shown to that
        human with their hand in sight: always in hot seat (behind their own cover);
        at a table with one human, until they have had a look at the hand, and after
        that told in a note. A hand that ended among `events` is told by its summary."""
        state = self.session.state
        humans = set(self.session.humans)
        log = state.view(None).log
        begin = len(log) - len(events)  # where `events` begin in the log
        new_hand = max((i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)),
                       default=0)
        beats: dict[int, list] = {}
        for i, e in enumerate(events):
            if i == 0 or i < new_hand or not isinstance(e, ev.CardPlayed) \
                    or e.seat not in humans:
                continue  # the move just made; a hand its summary tells; no human's
            key = (e.seat, state.round, state.hand_number)
            if not self.session.hot_seat and key in self.seen:
                self.screen.notify(f"{self.names[e.seat]} could play only "
                                   f"{card_words(e.card)}: played at once.",
                                   timeout=5, markup=False)
                continue
            beats.setdefault(e.seat, []).append(
                Text("You could play only ").append_text(the_card(e.card)).append(
                    f": it was played for you in trick {trick_number(log, begin + i)}."))
        for seat in beats:
            self.seen.add((seat, state.round, state.hand_number))
        return list(beats.items())

    def summary(self, events: list) -> list[Text | str]:
        """What the hand that ended among `events` paid, and what comes next."""
        # A hand ends after a trick, or (ruling L61) thrown in before any trick.
        if not any(isinstance(e, (ev.TrickWon, ev.HandThrownIn)) for e in events) or not any(
                isinstance(e, (ev.HandStarted, ev.GameEnded)) for e in events):
            return []
        log = self.session.state.view(None).log
        ended = len(log) - len(events)  # where these events begin in the log
        start = max(i for i in range(ended) if isinstance(log[i], ev.HandStarted))
        hand = log[start:]
        stop = next((i for i, e in enumerate(hand) if i and isinstance(
            e, (ev.HandStarted, ev.RoundStarted, ev.GameEnded))), len(hand))
        balances = [START] * len(self.names)  # as the hand left them
        for e in log[:start + stop]:
            if isinstance(e, ev.CrystalsPaid):
                balances[e.payer] -= e.amount
                balances[e.payee] += e.amount
        self.ended = (start + stop, balances)  # the table shows that hand till Enter
        return hand_summary(self.names, list(hand[:stop]), list(hand[stop:]), balances)

    def game_over_screen(self) -> GameOver:
        state = self.session.state
        result = state.result
        names = self.names
        lines: list[Text | str] = [Text(f"Game over: {result.reason}.", style="bold")]
        ranked = sorted(range(len(names)), key=lambda s: -result.scores[s])
        for place, seat in enumerate(ranked, 1):
            change = result.scores[seat] - START
            line = Text(f"{place}. {names[seat]}: {crystals(result.scores[seat])} crystals "
                        f"({'+' if change >= 0 else '−'}{crystals(abs(change))})",
                        style="bold" if seat in result.winners else "")
            if seat in result.winners:
                line.append("  wins" if len(result.winners) == 1 else "  shares the win",
                            style="bold green")
            lines.append(line)
        history = balance_history(state.view(None).log, len(names))
        return GameOver(lines, names, history,
                        chart_title=CHART_LEGEND)

    @classmethod
    def replay_screen(cls, record, reveal: bool, title: str) -> DragonmasterReplay:
        return DragonmasterReplay(record, reveal, title)

    def help_screen(self) -> DragonmasterHelp:
        return DragonmasterHelp(len(self.names), self.session.config.level)


# The table's own options, never the game's (the engine refuses them): the Dragon's
# leads gathered under one option, and the way back from its suits.
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


def hand_summary(names: list[str], hand: list, after: list,
                 balances: list[int]) -> list[Text | str]:
    """A finished hand: the contract, how a Power Play went, each seat's tricks and
    penalty items (cards in words, not the table's rank letters), who paid whom, the
    balances, and a change of Dragonmaster."""
    started = hand[0]
    chosen = next((e for e in hand if isinstance(e, ev.ContractChosen)), None)
    n = len(names)
    contract = chosen.contract if chosen else None
    title = Text(f"Hand {started.hand_number} of round {started.round} is over", style="bold")
    if chosen is not None:
        title.append(f": {NAMES[chosen.contract]}", style="bold")
        if chosen.power:
            title.append(f" (Power Play by {names[chosen.seat]})", style="bold magenta")
    lines: list[Text | str] = [title]
    tricks: list[list[int]] = [[] for _ in range(n)]
    taken: list[list[str]] = [[] for _ in range(n)]
    for e in hand:
        if isinstance(e, ev.TrickWon):
            tricks[e.seat].append(e.trick)
            taken[e.seat].extend(e.cards)
        elif isinstance(e, ev.ExtraCardRevealed):
            taken[e.seat].append(e.card)
            lines.append(Text("The extra card was ").append_text(the_card(e.card))
                         .append(f": it goes to {names[e.seat]}."))
        elif isinstance(e, ev.HandThrownIn):
            played = f"{e.tricks_played} trick{'s' if e.tricks_played != 1 else ''}"
            lines.append("Play stopped before the first lead: the extra card settled it."
                         if not e.tricks_played else
                         f"Stopped after {played}: nothing left could change a payment.")
        elif isinstance(e, (ev.PowerPlayWon, ev.PowerPlayFailed, ev.SecretPowerPlayWon)):
            verb = {ev.PowerPlayWon: "'s Power Play succeeds: every item taken",
                    ev.PowerPlayFailed: "'s Power Play fails",
                    ev.SecretPowerPlayWon: " wins a Secret Power Play: every item taken, "
                                           "unannounced"}[type(e)]
            lines.append(Text(f"{names[e.seat]}{verb}.", style="bold"))
            if isinstance(e, ev.PowerPlayFailed):
                missed = missed_items(e.contract, e.seat, names, tricks, taken)
                if missed:
                    lines.append(Text("Missed: ").append_text(missed).append("."))
    power = chosen is not None and chosen.power
    lines.append("Tricks won, and the " + ("Power Play items" if power else "penalty items")
                 + " each player took:")
    for seat, name in enumerate(names):
        won = len(tricks[seat])
        # "Cid (3 tricks): the King ...": a name may end in a figure ("Random 2")
        row = Text("  ").append(name, style="bold").append(f" ({won} trick{'s' * (won != 1)}")
        items = items_taken(contract, n, taken[seat]) if contract else []
        marks = [t for t in trick_items(contract or "") if t in tricks[seat]]
        if (items or marks) and seat == started.dragonmaster and not power:
            row.append(", Dragonmaster: free")
        row.append(")")
        if items or marks:
            row.append(": ").append_text(items_words(items, marks))
        lines.append(row)
    paid = [e for e in hand if isinstance(e, ev.CrystalsPaid)]
    if paid:
        lines.append(" · ".join(f"{names[e.payer]} pays {names[e.payee]} {crystals(e.amount)}"
                                for e in paid) + ".")
    elif chosen is not None and not chosen.power:
        dm = started.dragonmaster
        lines.append(f"Nobody pays: every penalty item went to the Dragonmaster, {names[dm]}.")
    lines.append("Crystals: " + " · ".join(f"{name} {crystals(balances[s])}"
                                           for s, name in enumerate(names)))
    for e in hand[1:] + after:  # a Power Play's new Dragonmaster is told before the next hand
        if isinstance(e, ev.DragonmasterChanged) and e.reason != "new-round":
            lines.append(Text(f"{names[e.seat]} is Dragonmaster from the next hand.",
                              style="bold yellow"))
        elif isinstance(e, ev.RoundStarted):
            lines.append(Text(f"Round {e.round} begins: {names[e.dragonmaster]} is "
                              "Dragonmaster, with all five contracts.", style="bold yellow"))
    return lines


def missed_items(contract: str, seat: int, names: list[str], tricks: list[list[int]],
                 taken: list[list[str]]) -> Text:
    """Why a Power Play failed: the items other seats took, by taker ("Dee took the
    King and Fool of Dragonlords; Cid took trick 8")."""
    parts = []
    items = card_items(contract, len(names))
    for other, cards in enumerate(taken):
        mine = [c for c in cards if c in items]
        marks = [t for t in trick_items(contract) if t in tricks[other]]
        if other != seat and (mine or marks):
            parts.append(Text(f"{names[other]} took ").append_text(items_words(mine, marks)))
    return Text("; ").join(parts)


def balance_history(log, players: int) -> list[tuple[int, ...]]:
    """Each seat's crystals, in thousands, at the start and after every hand."""
    balances = [START] * players
    history = [tuple(b // 1000 for b in balances)]
    hands = 0
    for e in log:
        if isinstance(e, ev.CrystalsPaid):
            balances[e.payer] -= e.amount
            balances[e.payee] += e.amount
        elif isinstance(e, (ev.HandStarted, ev.GameEnded)):
            hands += 1
            if hands > 1:  # the first HandStarted opens the game: nothing paid yet
                history.append(tuple(b // 1000 for b in balances))
    return history
