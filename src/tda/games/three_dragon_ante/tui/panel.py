"""Three-Dragon Ante's table: seats and flights, ante and ledgers, the hand, the card
text or the recap beside the log; gambit summaries, the game over and the help."""

from __future__ import annotations

from typing import cast

from rich.text import Text

from tda.engine import Card, DecisionKind, GameState
from tda.engine import events as ev
from tda.engine.abilities.catalog import EDITIONS, config_edition
from tda.games.three_dragon_ante.tui.chips import action_card, card_chip, card_names_kept
from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
from tda.games.three_dragon_ante.tui.replay import ThreeDragonAnteReplay
from tda.games.three_dragon_ante.tui.widgets import (
    AnteAndLedger,
    CardDetail,
    HandRow,
    SeatsTable,
    StatusBar,
)
from tda.games.three_dragon_ante.words.cards import card_label
from tda.games.three_dragon_ante.words.phrases import ability_name
from tda.games.three_dragon_ante.words.recap import (
    build_recap,
    last_played,
    private_results,
    table_changes,
)
from tda.games.three_dragon_ante.words.standings import (
    hole_shares,
    last_gambit_line,
    standing_lines,
)
from tda.games.three_dragon_ante.words.story import Storyteller, why_words
from tda.i18n import N_, _
from tda.table.phrase import Phrase
from tda.text import is_you, whose
from tda.tui.modals import GameOver
from tda.tui.panels import TablePanel, register_panel
from tda.tui.recap_view import RecapPanel
from tda.tui.render import question_of
from tda.tui.widgets import DecisionPanel, DecisionQuestion
from tda.words import render

# Ruling R1 in words, by god (the engine's GOD_FORBIDS).
GOD_RULES = {"bahamut": N_("Bahamut cannot win beside an evil dragon"),
             "tiamat": N_("Tiamat cannot win beside a good dragon"),
             "io": N_("Io cannot win beside a mortal")}


def trigger_hint(view, cards: dict[str, Card]) -> str:
    """When a card played now triggers its power: the round's first card always; any
    other at or under the strength of the card played just before it (a Copper's
    replacement, an Illusionist's swap standing in for that card, as in the engine)."""
    log = view.log
    start = next((i for i in range(len(log) - 1, -1, -1)
                  if isinstance(log[i], ev.RoundStarted)), None)
    played = None
    for e in log[start + 1:] if start is not None else ():
        if isinstance(e, ev.CardPlayed):
            played = e.card
        elif isinstance(e, ev.CardReplaced) and e.old == played:
            played = e.new
        elif isinstance(e, ev.CardsSwapped) and e.card == played:
            played = e.other_card
    card = cards.get(played) if played is not None else None
    if card is None:
        return _("the round's first card: its power triggers")
    return _("strength {strength} or less triggers its power").format(strength=card.strength)


@register_panel
class ThreeDragonAntePanel(TablePanel):
    game = "three-dragon-ante"
    decline_verb = "pass"
    summary_wait = N_("The gambit is over.")  # said by the table screen
    has_recap = True
    recap_empty = False  # no recap for the eyes on the screen now (set when drawn)
    has_card_search = True

    @property
    def table_state(self) -> GameState:
        """The game on the table, as this panel reads it (at a joined table the
        stand-in, tda.net.remote.RemoteState, answers the same names)."""
        return cast("GameState", self.session.state)

    def __init__(self, screen) -> None:
        super().__init__(screen)
        state = self.table_state
        self.teller = Storyteller(state.names, state.cards)
        self.cards = {c.id: c for c in state.cards}
        self.keep_names = card_names_kept(state.cards)  # the log never breaks a card's name
        self.asking: Card | None = None  # whose power asks the decision on show
        # Per seat, the abilities its human asked never to be asked about (key n):
        # a question offering only those is passed for them (ruling L42).
        self.never: dict[int, set[str]] = {}

    def top(self):
        yield StatusBar(id="status")
        yield SeatsTable(id="seats")
        yield AnteAndLedger(id="ante")
        yield HandRow(id="hand")

    def side(self):
        yield RecapPanel(id="recap", chip=self.chip)
        yield CardDetail(id="detail")

    def query_one(self, kind):
        return self.screen.query_one(kind)

    # -- rendering --------------------------------------------------------
    def render(self, viewer: int | None, thinking: int | None) -> None:
        view = self.table_state.view(viewer)
        # Changes since the viewer's last turn began (tda.games.three_dragon_ante.words.recap says why that moment).
        since = None if viewer is None else self.session.turns.since(viewer)
        changes = table_changes(view, since)
        self.query_one(StatusBar).show(view, thinking, changes)
        self.query_one(SeatsTable).show(view, thinking, changes, last_played(view))
        config = self.session.config
        self.query_one(AnteAndLedger).show(view, changes, self.cards, config.ancestry,
                                           config.secret_abilities)
        self.query_one(HandRow).show(view, viewer, changes)
        if thinking is not None and self.asking is None:  # nobody here chooses now
            self.query_one(CardDetail).show_card(
                None, _("A card's full text shows here when you move through your choices."))
        recap = build_recap(view, since, self.cards)
        self.recap_empty = recap is None  # `r` then says so instead of doing nothing
        self.show_recap(recap)

    def tell(self, event) -> str | None:
        return self.teller.tell(event)

    def show_clock(self, text: str, low: bool) -> None:
        self.query_one(StatusBar).show_clock(text, low)

    def story(self, viewer: int | None) -> list:
        view = self.table_state.view(viewer)
        return [self.keep_names(line) for line in self.teller.lines(view.log, self.session.notes)]

    def sub_title(self) -> str:
        config = self.session.config
        # the deck and the rules by their names (the words of --deck and --ruleset)
        return _("{deck} deck · {rules} rules · seed {seed}").format(
            deck=config.deck, rules=self.table_state.rules.name, seed=config.seed)

    def show_recap(self, recap) -> None:
        """The recap in the card text's place, while the screen shows it and there is one."""
        panel = self.query_one(RecapPanel)
        shown = self.screen.recap_shown and recap is not None
        if shown:
            panel.show_recap(recap)
            panel.border_title = _("Since your last turn")
        panel.display = shown
        self.query_one(CardDetail).display = not shown

    # -- the decision -----------------------------------------------------
    def card_of(self, action) -> Card | None:
        return action_card(action, self.cards)

    def turn_begins(self) -> None:
        self.query_one(CardDetail).show_card(None)
        self.asking = None

    def decision_shown(self, view) -> None:
        decision = view.decision
        if decision.kind == DecisionKind.USE_ABILITY:  # how to stop being asked
            self.screen.query_one(DecisionQuestion).ask(
                question_of(decision, self.names) + "  " + _(
                    "(Esc pass · n pass and never ask about it again this game)"))
        elif decision.kind == DecisionKind.PLAY:  # which cards' powers will go off
            self.screen.query_one(DecisionQuestion).ask(
                question_of(decision, self.names) + f" ({trigger_hint(view, self.cards)})")
        self.asking = self.cards.get(decision.source) if decision.source else None
        self.show_asking()

    def _ability_uses(self, seat: int) -> set[str]:
        decision = self.table_state.decision
        if decision is None or decision.kind != DecisionKind.USE_ABILITY \
                or decision.seat != seat:
            return set()
        return {a.args[0] for a in decision.options if a.verb == "use"}

    def auto_answer(self, seat: int):
        uses = self._ability_uses(seat)
        if not uses or not uses <= self.never.get(seat, set()):
            return None
        decision = self.table_state.decision
        assert decision is not None  # the table asks only while the game goes on
        action = next(a for a in decision.options if a.verb == "pass")
        name = self.names[seat]
        return action, (_("You pass, as asked earlier (n: never ask again).") if is_you(name)
                        else _("{name} passes, as asked earlier (n: never ask again).").format(
                            name=name))

    def never_ask(self, seat: int) -> bool:
        uses = self._ability_uses(seat)
        self.never.setdefault(seat, set()).update(uses)
        return bool(uses)

    def open_decision(self, view) -> bool:
        """Emperor's Gambit's draft comes before the deal: nothing private is on show
        (no hand, nothing known), so the picks need no cover (ruling L41)."""
        return (view.decision.kind == DecisionKind.PICK_ABILITY and not view.hand
                and not any(view.known))

    def show_asking(self) -> None:
        """The card-text panel explains the power being resolved."""
        if self.asking is not None:
            self.query_one(CardDetail).show_card(self.asking, _("Resolving this card's power:"))

    def focused(self, card, action, index) -> None:
        ability = self.ability_of(action)
        if ability is not None:  # "use <ability> ...", "pick <ability>": what it does
            self.query_one(CardDetail).show_ability(ability, self.cards.get(
                action.args[1]) if len(action.args) > 1 else None)
        elif card is None and self.asking is not None:
            self.show_asking()  # "Pay 5 gold", "Decline": the power's own text
        else:
            self.query_one(CardDetail).show_card(card)
        screen = self.screen
        if screen.recap_shown and screen.query_one(DecisionPanel).highlighted not in (None, 0):
            screen.recap_shown = False  # the player moves through the choices: show the card
            self.show_recap(None)

    def ability_of(self, action):
        """The character ability an option uses or picks (None: not one)."""
        if action is None or action.verb not in ("use", "pick") or not action.args:
            return None
        return EDITIONS[config_edition(self.table_state.config)].get(action.args[0])

    def chosen(self) -> None:
        self.query_one(CardDetail).show_card(None)  # the choice is made: hide the card

    def no_choice(self, seat: int, why: Phrase | str) -> str:
        return self.teller.no_choice(seat, why)

    def chip(self, part: Card) -> Text:
        return card_chip(part)

    def private_results(self, seat: int, events: list) -> list:
        """What the seat's move showed it alone, after the move that did it: "You
        drew 8 Silver·G" alone left a new player asking why."""
        lines = private_results(events, seat, self.table_state.view(seat), self.cards)
        cause = self.move_words(seat, events)
        return [Text(cause, style="italic"), *lines] if lines and cause else lines

    def move_words(self, seat: int, events: list) -> str | None:
        """The seat's move among `events`, in its own words ("You played Gold Dragon
        (4):"), or None."""
        for e in events:
            if isinstance(e, ev.CardPlayed) and e.seat == seat:
                return _("You played {card}:").format(card=card_label(self.cards[e.card]))
            if isinstance(e, ev.AbilityUsed) and e.seat == seat:
                return _("You used {ability}:").format(ability=ability_name(e.ability))
            if isinstance(e, ev.CardsBought) and e.seat == seat:
                return _("You bought cards:")
        return None

    # -- between gambits and at the end --------------------------------------
    def summary(self, events: list) -> list[Text | str]:
        names = self.names
        lines: list[Text | str] = []
        for e in events:
            if isinstance(e, ev.GambitWon):
                name = names[e.seat]
                title = Text(_("You win the gambit and take {amount} gold").format(
                    amount=e.amount) if is_you(name) else
                    _("{name} wins the gambit and takes {amount} gold").format(
                        name=name, amount=e.amount), style="bold")
                lines.append(title)
                why = _("the strongest flight wins")
                if e.reason == ev.WinRule.WEAKEST:
                    by = self.teller.causes(e.causes)  # the event names them: no guessing
                    why = _("{causes}: the weakest flight wins").format(
                        causes=f"{by[:1].upper()}{by[1:]}") if by \
                        else _("the weakest flight wins")
                totals = _(", ").join(f"{names[s]} {t}" for s, t in enumerate(e.totals))
                lines.append(_("Why: {why} ({totals}).").format(why=why, totals=totals))
                lines.extend(self.barred_lines(e.barred))
            elif isinstance(e, ev.GambitUndecided):
                lines.append(Text(_("Nobody wins this gambit: {why}.").format(
                    why=why_words(e.reason)), style="bold"))
                lines.append(_("{amount} gold stays in the stakes.").format(amount=e.stakes))
                lines.extend(self.barred_lines(e.barred))
            elif isinstance(e, (ev.DebtCancelled, ev.PlayerKnockedOut)):
                line = self.teller.tell(e)
                if line:
                    lines.append(line)
        return lines

    def barred_lines(self, seats) -> list[str]:
        """Seats a dragon god kept from winning, with the rule of each god this deck
        holds (an original game never speaks of Io, nor Emperor's Gambit of Bahamut)."""
        names = self.names
        gods = {card.god for card in self.cards.values() if card.god}
        rules = _("; ").join(_(words) for god, words in GOD_RULES.items() if god in gods)
        return [whose(names[s], _("Your flight could not win, whatever its strength: {rules}."),
                      _("{name}'s flight could not win, whatever its strength: {rules}."),
                      _("{name}' flight could not win, whatever its strength: {rules}.")
                      ).format(name=names[s], rules=rules) for s in seats]

    def game_over_screen(self) -> GameOver:
        state = self.table_state
        result = state.result
        assert result is not None  # shown once the game is over
        log = state.view(None).log
        shares = hole_shares(log)
        lines: list[Text | str] = [Text(_("Game over: {why}.").format(
            why=render(result.reason)), style="bold")]

        last = last_gambit_line(self.names, log)
        lines.extend([last] if last else [])
        won = [e for e in log if isinstance(e, (ev.GambitWon, ev.GambitUndecided))]
        last_won = bool(won) and isinstance(won[-1], ev.GambitWon)
        lines.extend(standing_lines(self.names, result, shares, last_won))
        return GameOver(lines, self.names, list(state.gold_history), shares)

    @classmethod
    def replay_screen(cls, record, reveal: bool, title: str) -> ThreeDragonAnteReplay:
        return ThreeDragonAnteReplay(record, reveal, title)

    def help_screen(self) -> HelpScreen:
        state = self.table_state
        edition = config_edition(state.config) if state.view(None).abilities else None
        return HelpScreen(state.rules.name, list(state.cards), edition)
