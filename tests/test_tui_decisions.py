"""Every decision kind the engine asks can be answered from the keyboard."""

import pytest

from scenario import all_scenarios, load, start
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tui_helpers import table_of, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def first_decisions() -> dict:
    """For each decision kind, the first scenario step that asks it with 2+ options."""
    found = {}
    for path in all_scenarios():
        spec = load(path)
        try:
            game = start(spec)
        except Exception:
            continue
        for step, text in enumerate(spec.get("actions", [])):
            decision = game.decision
            if decision and decision.kind not in found and len(decision.options) > 1:
                found[decision.kind] = (path, step)
            try:
                game.apply(game.parse_action(text))
            except Exception:
                break
    return found


DECISIONS = first_decisions()


def test_the_scenarios_reach_the_main_decision_kinds():
    """The scenario suite exercises every original decision kind (so the test below does)."""
    assert {"ante", "play", "choose-target", "give-or-pay", "copy-power", "take-ante",
            "discard", "choose-option", "choose-flight-card", "choose-order"} <= set(DECISIONS)


@pytest.mark.parametrize("kind", sorted(DECISIONS))
async def test_each_decision_kind_by_keyboard(kind):
    """The decider, seated as the only human, answers with the number key 2."""
    path, step = DECISIONS[kind]
    spec = load(path)
    game = start(spec)
    for text in spec["actions"][:step]:
        game.apply(game.parse_action(text))
    decider = game.to_act
    expected = str(game.legal_actions()[1])
    seats = [Seat(name) if seat == decider else Seat(name, "random")
             for seat, name in enumerate(game.names)]
    session = Session(game.config, seats, state=game)
    app = TdaApp(session=session, speed="instant", autosave=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert screen.session.state.decision.kind == kind
        await pilot.press("2")
        await wait_for(pilot, lambda: len(game.actions) > step)
        assert game.actions[step] == expected
