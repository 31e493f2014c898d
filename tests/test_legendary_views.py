"""Legendary views: the hole per seat and in total, and private looks (R9, R10)."""

from dataclasses import replace

from scenario import SCENARIOS, load, start
from tda.engine.invariants import check_view_private


def scenario_game(name: str, upto: int):
    spec = load(SCENARIOS / "legendary" / name)
    g = start(spec)
    for text in spec["actions"][:upto]:
        g.apply(g.parse_action(text))
    return g, spec


def test_views_show_each_seats_hole_and_the_total():
    """Every seat sees the hole counts of the gambit (the rulebook's example)."""
    g, spec = scenario_game("rules/gameplay_example.toml", 15)
    for seat in range(3):
        view = g.view(seat)
        assert view.hole == (0, 11, 11) and view.hole_total == 0
    for text in spec["actions"][15:]:
        g.apply(g.parse_action(text))
    assert g.result.hole == 13 and g.result.gold == (0, 21, 0)
    assert g.view(0).hole == (0, 0, 0) and g.view(0).hole_total == 0


def test_hole_total_is_in_views_between_gambits():
    """After step 4 the gold paid into the hole stays visible until the game ends."""
    import random

    from tda.engine import GameConfig, new_game
    for seed in range(40):
        g = new_game(GameConfig(players=["A", "B", "C"], deck="legendary", seed=seed))
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            if g.hole_total and not g.is_over:
                view = g.view(1)
                assert view.hole_total == g.hole_total
                assert sum(view.hoards) + view.stakes + view.hole_total == 90
                return
    raise AssertionError("no seed put gold into the hole before the end")


def test_silver_seer_look_is_private():
    """Only the Seer's player sees the three cards and the one kept (R10)."""
    g, _ = scenario_game("powers/silver_seer.toml", 3)
    ann, bob = g.view(0), g.view(1)
    assert [str(a) for a in ann.decision.options] == ["take red-10", "take blue-9", "take black-9"]
    assert bob.decision.options == () and "red-10" not in repr(bob.decision.prompt)
    peek = [e for e in bob.log if type(e).__name__ == "CardsPeeked"]
    assert peek and peek[0].cards == (None, None, None)
    g.apply("take blue-9")
    for seat in range(2):
        check_view_private(g, seat)
    assert "blue-9" not in repr(tuple(g.view(1).log))
    assert "blue-9" in repr(tuple(g.view(0).log))


def test_prophet_reveal_is_public():
    """The dragon the Prophet shows is seen by everyone, though it stays in the hand."""
    g, _ = scenario_game("powers/prophet.toml", 4)
    assert g.known[g.by_id["green-8"]] == g.everyone
    assert "copied_from='green-8'" in repr(tuple(g.view(1).log))
    check_view_private(g, 1)


def test_merchant_prince_holder_buying_pays_nobody():
    """Local ruling L16: the holder's own purchase moves no gold and digs no hole."""
    from tda.engine import GameConfig, new_game
    g = new_game(GameConfig(players=["A", "B"], deck="legendary", seed=2, starting_gold=1))
    g.effects = replace(g.effects, buy_payee=0)  # as the Merchant Prince's power leaves it
    before = (list(g.hoards), g.stakes, list(g.hole))
    g.buy(0)
    assert g.hoards == before[0] and g.stakes == before[1] and g.hole == before[2]
    assert not any(type(e).__name__ in ("GoldPaid", "HoleIncurred") for e in g.log[-3:])
