"""Every decision of every deck is told in words a player can act on: each option
says what it does with its numbers, the prompt reads right, the card whose power
asks is named, the log repeats the chosen option's words, and a choice whose
options all end the same is known as such (local ruling L3)."""

import random
import re
from collections import Counter
from itertools import chain

from needless_games import bronze_tie_game
from scenario import SCENARIOS, all_scenarios, load, start
from tda.engine import GameConfig, new_game, replay
from tda.engine.powers import PowerMark
from tda.engine.steps import STEPS
from tda.games.three_dragon_ante.words.story import Storyteller
from tda.table.session import Seat, Session
from tda.words import render

DECKS = ["original", "emperors-gambit", "legendary", "legendary:pick-em",
         "legendary:show-em", "legendary:custom=kobold,illusionist,sorcerer,prophet,silver-seer"]
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]
GAMES_PER_DECK = 40


def random_games():
    """Seeded random games in every deck at 2-5 players, paused at each decision
    with two or more options: yields (deck, state) before the action is applied."""
    for deck in DECKS:
        for seed in range(GAMES_PER_DECK):
            game = new_game(GameConfig(players=NAMES[:2 + seed % 4], deck=deck, seed=seed))
            rng = random.Random(seed)
            while not game.is_over:
                yield deck, game
                game.apply(rng.choice(game.legal_actions()))


def scenario_games():
    """The scenario files' decisions too: they reach the rare ones (a Bronze with
    room for one card, the Copper Trickster's swap)."""
    for path in all_scenarios():
        spec = load(path)
        try:
            game = start(spec)
        except Exception:  # scenarios that test a refused setting
            continue
        for text in spec.get("actions", []):
            if game.decision and len(game.decision.options) > 1:
                yield path.name, game
            try:
                game.apply(game.parse_action(text))
            except Exception:  # scenarios that end on a refused action
                break


CARD_ID = re.compile(r"\b[a-z]+(-[a-z0-9]+)+\b")  # red-12, gold-monarch: an id, not words


def check_words(game) -> None:
    """The decision's words as the table says them (issue 29.1: phrases, rendered)."""
    decision = game.decision
    ids = set(game.by_id)
    assert len(decision.labels) == len(decision.options), decision
    prompt, labels = render(decision.prompt), tuple(map(render, decision.labels))
    for action, label in zip(decision.options, labels, strict=True):
        assert label and label != str(action), (prompt, label)
        assert not any(m.group(0) in ids for m in CARD_ID.finditer(label)), label
        assert label[0].isupper(), label
        if "gold" in label:  # a consequence in gold states how much
            assert re.search(r"\d", label), label
    assert not re.search(r"\ba [aeiou]", prompt), prompt
    assert not re.search(r"\ba [aeiou]", " ".join(labels)), labels


def test_every_option_of_every_decision_kind_is_told_in_words():
    """Across many seeded random games in every deck (deck building's picks
    included) and every scenario, each option of each decision has words of its
    own: not the raw action, no card id, and a number wherever gold moves. Every
    decision step the engine registers is met."""
    met = Counter()
    for _, game in chain(random_games_with_choices(), scenario_games()):
        check_words(game)
        met[type(game.stack[-1]).__name__] += 1
    registered = {name for name, step in STEPS.items() if step.decides}
    assert registered <= set(met), f"never met: {sorted(registered - set(met))}"


def random_games_with_choices():
    for deck, game in chain(random_games(), ability_games()):
        if len(game.legal_actions()) > 1:
            yield deck, game


def ability_games():
    """Seeded random games with character abilities in every edition (their windows
    and the Emperor's Gambit draft)."""
    from test_abilities_simulation import random_config
    for edition in ("original", "revised", "legendary"):
        for seed in range(8):
            game = new_game(random_config(edition, seed))
            rng = random.Random(seed)
            while not game.is_over:
                yield edition, game
                game.apply(rng.choice(game.legal_actions()))


def test_the_numbers_on_the_blue_dragons_options():
    """Blue Dragon: both amounts on the options ("Take 3 gold from the stakes" /
    "Make each opponent add 3 gold to the stakes"); the steal says when the stakes
    hold less."""
    spec = load(SCENARIOS / "original/powers/blue_dragon_steal.toml")
    game = start(spec)
    for text in spec["actions"]:
        if game.decision.kind == "choose-option":
            break
        game.apply(game.parse_action(text))
    decision = game.decision
    assert tuple(map(render, decision.labels)) == ("Take 3 gold from the stakes",
                               "Make each opponent add 3 gold to the stakes")
    assert decision.source == "blue-4"
    game.stakes = 2
    assert render(game.decision.labels[0]) == "Take 2 gold from the stakes (all there is)"


def test_give_or_pay_names_the_card_and_the_gold():
    """A demand: "Give Black Dragon (3) to Bob" / "Pay 5 gold to Bob"; the prompt's
    article agrees ("an evil dragon"); the asking card is the Green Dragon."""
    for _, game in scenario_games():
        if game.decision.kind == "give-or-pay" and "evil" in render(game.decision.prompt):
            break
    decision = game.decision
    demander = game.stack[-1].demander
    assert "an evil dragon weaker than" in render(decision.prompt)
    assert decision.source.startswith("green")
    assert render(decision.labels[-1]) == f"Pay 5 gold to {game.names[demander]}"
    card = game.cards[game.by_id[decision.options[0].args[0]]]
    assert render(decision.labels[0]) == f"Give {card.label} to {game.names[demander]}"


def test_only_the_decider_reads_the_labels():
    """Hidden information: another seat's view keeps the prompt and the asking card
    but no options, no labels (they name cards in the decider's hand)."""
    for _, game in scenario_games():
        if game.decision.kind == "give-or-pay":
            break
    decider = game.to_act
    other = next(s for s in range(game.n) if s != decider)
    mine, theirs = game.view(decider).decision, game.view(other).decision
    assert mine.labels and mine.options
    assert theirs.labels == () and theirs.options == () and theirs.needless is None
    assert theirs.source == mine.source and theirs.prompt == mine.prompt


def test_a_copied_power_asks_in_the_copied_cards_name():
    """A Dracolich or an Archmage copying a Blue Dragon: the question that follows
    belongs to the Blue Dragon, whose text is being carried out."""
    found = 0
    for _, game in random_games_with_choices():
        if game.decision.kind != "copy-power":
            continue
        assert game.decision.source in ("dracolich", "archmage", "hatchling")
        for action in game.legal_actions():
            copied = game.cards[game.by_id[action.args[0]]]
            if copied.power != "blue":
                continue
            after = game.clone()
            after.apply(action)
            if after.decision and after.decision.kind == "choose-option":
                assert after.decision.source == copied.id
                found += 1
    assert found


def test_the_log_repeats_the_chosen_options_words():
    """After "Make each opponent add 3 gold to the stakes" the story says "Ann
    chooses to make each opponent add 3 gold to the stakes", not "chooses tax"."""
    spec = load(SCENARIOS / "original/powers/blue_dragon_steal.toml")
    game = start(spec)
    for text in spec["actions"]:
        if game.decision.kind == "choose-option":
            break
        game.apply(game.parse_action(text))
    label = render(game.decision.labels[1])
    game.apply("choose tax")
    lines = Storyteller(game.names, game.cards).lines(game.log)
    assert f"Ann chooses to {label[0].lower()}{label[1:]}" in lines
    assert not any(line.endswith("chooses tax") for line in lines)


# -- needless choices (local ruling L3) -----------------------------------------
# A decision flagged needless must end the same whichever option is taken; the
# table then takes it for a human. Equality is of the whole state, except the
# order of cards within a hand and the discard pile (no player can tell) and the
# marker naming which copied card's power is under way.

def outcome(game) -> tuple:
    ids = lambda cards: tuple(game.cards[c].id for c in cards)  # noqa: E731
    return (tuple(game.hoards), game.stakes, tuple(game.debts), tuple(game.hole),
            tuple(tuple(sorted(ids(h))) for h in game.hands), tuple(ids(f) for f in game.flights),
            tuple(sorted(ids(game.ante))), tuple(sorted(ids(game.discard))), ids(game.deck),
            tuple(game.known), tuple(game.out), tuple(f for f in game.stack if type(f) is not PowerMark),
            game.effects, game.building, game.hole_total, game.peeked, tuple(sorted(game.triggered)),
            tuple(map(frozenset, game.collected)), tuple(game.round_cards), game.last_strength,
            game.leader, game.round, game.gambit, repr(game.rng), game.result, game.abilities)


def ends_the_same(game) -> bool:
    results = set()
    for action in game.legal_actions():
        copy = game.clone()
        copy.apply(action)
        results.add(outcome(copy))
    return len(results) == 1


# Steps whose options ended the same in some random game by coincidence of the
# moment, not by a rule a table can apply before playing both out: the gambit
# ends at once and the difference is swept away with the flights (slay, Blue),
# both copied powers do nothing here (copy), or the deck's next cards happen to
# undo the order (in_order). These stay real choices.
COINCIDENCES = {"Slay", "LegendaryBlueChoice", "CopyPower", "TriggerInOrder", "TricksterTrigger"}


def test_needless_choices_end_the_same_and_the_rest_are_coincidences():
    """Ruling L3. Every decision flagged needless ends the same whichever option is
    taken, in the real deal and in worlds dealt again from the decider's view (the
    proof uses nothing hidden). Every other decision found to end the same belongs
    to the listed coincidences. The flagged cases met: Bronze's tied weakest when
    all are taken, two copyable cards with one power, a Legendary Blue whose broke
    opponents owe the hole the same either way."""
    flagged, coincidences = Counter(), Counter()
    for _, game in random_games_with_choices():
        decision = game.decision
        if decision.kind in ("ante", "play"):
            assert not decision.needless
            continue
        if decision.needless:
            flagged[type(game.stack[-1]).__name__] += 1
            assert ends_the_same(game), decision
            for k in range(2):
                world = game.determinize(decision.seat, random.Random(k))
                assert ends_the_same(world), decision
        elif ends_the_same(game):
            coincidences[type(game.stack[-1]).__name__] += 1
    assert {"TakeWeakest", "CopyPower", "LegendaryBlueChoice"} <= set(flagged), flagged
    assert set(coincidences) <= COINCIDENCES, coincidences


def test_a_bronze_tie_is_needless_and_both_records_replay():
    """Ruling L3: Bronze's 'which of the tied weakest' when both are taken anyway is
    still asked by the engine (so records are unchanged) and flagged needless; a
    record naming either card replays to the same views."""
    game = bronze_tie_game()
    decision = game.decision
    assert decision.kind == "take-ante" and decision.seat == 0
    assert render(decision.needless) == "both tied weakest ante cards are taken anyway"
    assert {str(a) for a in decision.options} == {"take red-2", "take blue-2"}
    views = []
    for action in decision.options:
        played = bronze_tie_game()
        played.apply(action)
        again = replay(played.record())
        assert again.actions == played.actions
        assert again.view(0) == played.view(0)
        views.append(sorted(c.id for c in played.view(0).hand))
    assert views[0] == views[1] and {"red-2", "blue-2"} <= set(views[0])


def test_the_session_takes_a_needless_choice_for_a_human_only():
    """Ruling L3 at the table: a human's needless choice is taken (its first option,
    recorded as usual) and noted with the reason; a bot decides for itself."""
    game = bronze_tie_game()
    session = Session(game.config, [Seat("Ann"), Seat("Bob", "random"),
                                    Seat("Cid", "random")], state=game)
    before = len(game.actions)
    assert session.take_needless() is not None
    assert len(game.actions) == before + 1 and game.actions[-1].startswith("take ")
    assert [(at, seat, render(why)) for at, seat, why in session.notes] == [
        (session.notes[0][0], 0, "both tied weakest ante cards are taken anyway")]
    assert session.take_needless() is None  # nothing needless now
    bots = Session(game.config, [Seat("Ann", "random"), Seat("Bob", "random"),
                                 Seat("Cid", "random")], state=bronze_tie_game())
    assert bots.take_needless() is None
    story = Storyteller(game.names, game.cards).lines(game.log, session.notes)
    note = "No choice for Ann: both tied weakest ante cards are taken anyway"
    assert story[story.index(note) + 1].startswith("Ann takes ")
