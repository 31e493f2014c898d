"""Every scenario file under tests/scenarios/ plays out as written."""

import pytest

from scenario import SCENARIOS, all_scenarios, load, run


@pytest.mark.parametrize("path", all_scenarios(),
                         ids=lambda p: str(p.relative_to(SCENARIOS).with_suffix("")))
def test_scenario(path):
    """The scenario's checkpoints all hold."""
    spec = load(path)
    assert spec.get("description"), "every scenario says what it shows"
    assert spec.get("expect"), "every scenario checks something"
    run(spec)
