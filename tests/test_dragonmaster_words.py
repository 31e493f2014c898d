"""Dragonmaster's rules speak in phrases; tda.words says them (issue 29.1, 29.3, 29.6).

Every decision of seeded games at every level, for three and four players, holds its
prompt, its labels and its needless as `Phrase` records, never a sentence; each one
is said in English and in the pseudo-language, and in the pseudo-language nothing
is left in plain English letters but the seats' names and the action words. A
refused action carries a phrase that says, in English, just what the programmer's
message says. And the rules package builds no English sentence but the programmer's
messages it marks as such.
"""

from __future__ import annotations

import ast
import pickle
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pydantic import ValidationError

from tda.cli import main
from tda.dragonmaster import DragonmasterConfig, IllegalActionError, new_game
from tda.dragonmaster.cards import ALL_SUIT_CARDS, DRAGON
from tda.dragonmaster.phases import Phase
from tda.dragonmaster.record import DragonmasterRecord, replay
from tda.games.dragonmaster.words.recap import recap_lines
from tda.games.dragonmaster.words.story import tell
from tda.i18n import use_language
from tda.table import wire
from tda.table.bot_request import BotRequest, choose, request_bytes
from tda.table.errors import ConfigError, RecordError
from tda.table.phrase import Phrase
from tda.words import render
from tda.words.table import refusal

NAMES = ("Ann", "Bob", "Cid", "Dee")
RULES = Path(__file__).resolve().parent.parent / "src" / "tda" / "dragonmaster"
ENGLISH_RUN = re.compile(r"[A-Za-z]{2,}")
CARD_IDS = re.compile(r"\b(?:dragon|(?:dragonlords|warriors|druids|nomads)-[a-z]+)\b")


@pytest.fixture
def pseudo() -> Iterator[None]:
    use_language("qps")
    try:
        yield
    finally:
        use_language("en")


def played(level: str, players: int, seed: int) -> Iterator:
    """A seeded game, state by state, every decision before it is taken."""
    state = new_game(DragonmasterConfig(players=list(NAMES[:players]), level=level, seed=seed))
    rng = random.Random(seed)
    while not state.is_over:
        yield state
        state.apply(rng.choice(state.legal_actions()))
    yield state


def unwrapped(text: str, players: int) -> list[str]:
    """Runs of plain English letters left once seats' names and card ids are taken out."""
    for name in NAMES[:players]:
        text = text.replace(name, "")
    return ENGLISH_RUN.findall(CARD_IDS.sub("", text))


GAMES = [(level, players, seed) for level in ("basic", "advanced", "expert")
         for players in (3, 4) for seed in (1, 2)]


@pytest.mark.parametrize("level, players, seed", GAMES)
def test_every_decision_is_phrases_said_in_english_and_the_pseudo_language(
        level: str, players: int, seed: int) -> None:
    """issue 29.1 and 29.6: at every decision of seeded games at every level, for every
    seat and the spectator, the prompt, labels and needless are phrases (never str);
    each says itself in English and in qps, where no English letters are left but the
    seats' names."""
    kinds: set[Phase] = set()
    for state in played(level, players, seed):
        if state.is_over:
            assert isinstance(state.result.reason, Phrase)
            assert render(state.result.reason) == f"{players} rounds were played"
            break
        for seat in (None, *range(players)):
            decision = state.view(seat).decision
            assert decision is not None and isinstance(decision.kind, Phase)
            kinds.add(decision.kind)
            phrases = [decision.prompt, *decision.labels]
            assert all(type(p) is Phrase for p in phrases), decision
            assert decision.needless is None or type(decision.needless) is Phrase
            assert (len(decision.labels) == len(decision.options)
                    == (len(state.legal_actions()) if seat == decision.seat else 0))
            for phrase in phrases:
                said = render(phrase)
                assert said and "{" not in said and said == said.strip(), (phrase, said)
    assert kinds == ({Phase.CONTRACT, Phase.PLAY} if level == "basic" else set(Phase))


@pytest.mark.parametrize("level, players", [(level, players) for level in
                                            ("basic", "advanced", "expert")
                                            for players in (3, 4)])
def test_decisions_leave_no_english_in_the_pseudo_language(
        pseudo: None, level: str, players: int) -> None:
    """issue 29.6: in qps every prompt and label is wrapped; what is left in plain
    letters is a seat's name, never a word of English; the result's reason too."""
    for state in played(level, players, 3):
        if state.is_over:
            said = render(state.result.reason)
            assert said.startswith("⟦") and not unwrapped(said, players), said
            break
        decision = state.decision
        for phrase in (decision.prompt, *decision.labels):
            said = render(phrase)
            assert said.startswith("⟦") and not unwrapped(said, players), (phrase, said)


def test_english_labels_read_as_the_table_always_read() -> None:
    """issue 29.1: the phrases say the English the snapshots hold, word for word."""
    state = next(state for seed in range(20) if (state := new_game(DragonmasterConfig(
        players=list(NAMES), level="advanced", seed=seed))).to_act == state.dragon_holder)
    decision = state.decision
    assert decision.kind == "dragon" and decision.kind is Phase.DRAGON
    holder = NAMES[decision.seat]
    assert render(decision.prompt) == f"{holder} holds the Dragon: make a Power Play or refuse it"
    labels = [render(label) for label in decision.labels]
    assert labels[0] == "Make a Power Play on Dragonlords"
    assert "Make a Power Play on First or Last" in labels
    assert labels[-1] == "Refuse the Dragon (swap it for the extra card)"
    state.apply("choose staff-of-power")
    assert render(state.decision.prompt) == f"{holder} plays a card"
    labels = [render(label) for label in state.decision.labels]
    assert "Lead the Dragon as King of Nomads" in labels
    assert any(re.fullmatch(r"Play the (King|Queen|Prince|Princess) of \w+", label)
               for label in labels), labels


TRIES = ("choose", "choose bogus", "choose wizards please", "pass now", "play",
         "play nomads-emperor", "play dragon knights", "play dragon",
         "play dragonlords-king warriors", "dance", "", "choose runesword",
         *(f"play {card}" for card in ALL_SUIT_CARDS), "pass")


def refusals(state) -> Iterator[IllegalActionError]:
    """What each try is refused for, on a copy of `state` (a legal try is taken, and
    the next is tried on the game it leaves)."""
    probe = state.clone()
    for text in TRIES:
        if text in map(str, probe.legal_actions()):
            probe.apply(text)
            continue
        with pytest.raises(IllegalActionError) as err:
            probe.apply(text)
        yield err.value


@pytest.mark.parametrize("level", ["basic", "advanced", "expert"])
def test_a_refused_action_carries_a_phrase_that_says_the_same_english(level: str) -> None:
    """issue 29.1 (errors a player can meet): every refusal, at every decision of a
    game, carries a phrase; said in English it is the programmer's message word for
    word, and in qps it is wrapped whole."""
    keys: set[str] = set()
    seen = 0
    for state in played(level, 4, 7):
        for err in refusals(state):
            assert isinstance(err.phrase, Phrase), err
            assert render(err.phrase) == str(err)
            keys.add(err.phrase.key)
            seen += 1
            if seen % 50 == 0:
                use_language("qps")
                try:
                    said = render(err.phrase)
                finally:
                    use_language("en")
                assert said.startswith("⟦") and said.endswith("⟧")
    assert {"dm.error.illegal", "dm.error.game-over", "dm.error.unknown-verb",
            "dm.error.empty-action"} <= keys


def test_a_refused_step_of_a_record_says_its_phrase() -> None:
    """issue 29.1: a replayed record's refused step carries the rules' phrase inside
    the table's, and a record of a newer format says why in words too."""
    state = new_game(DragonmasterConfig(players=list(NAMES[:3]), seed=3))
    record = DragonmasterRecord(config=state.config,
                                actions=[str(state.legal_actions()[0]), "play nomads-emperor"])
    with pytest.raises(RecordError) as err:
        replay(record)
    assert err.value.phrase is not None and err.value.phrase.key == "table.replay-refused"
    assert render(err.value.phrase) == str(err.value)
    newer = record.model_copy(update={"format_version": 99})
    with pytest.raises(RecordError) as err:
        replay(newer)
    assert render(err.value.phrase) == str(err.value)


@pytest.mark.parametrize("players, key", [(["Ann", "Bob"], "dm.config.players"),
                                          (["Ann", "Bob", "Ann"], "dm.config.same-names"),
                                          (["Ann", " ", "Bob"], "dm.config.blank-name")])
def test_a_refused_setup_carries_a_phrase(players: list[str], key: str) -> None:
    """issue 29.1: the setups a player can get wrong (how many seats, a blank name,
    two alike) are refused with a phrase inside pydantic's finding; said, it is the
    English message, and `refusal` says it in the table's language."""
    with pytest.raises(ValidationError) as err:
        DragonmasterConfig(players=players)
    (finding,) = err.value.errors()
    cause = finding["ctx"]["error"]
    assert isinstance(cause, ConfigError) and cause.phrase.key == key
    assert refusal(err.value) == render(cause.phrase) == str(cause)
    use_language("qps")
    try:
        said = refusal(err.value)
    finally:
        use_language("en")
    assert said.startswith("⟦") and not unwrapped(said, 4), said


def test_the_cli_says_a_refused_replay_in_the_table_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], pseudo: None) -> None:
    """issue 29.1: `tda replay` of a record with an illegal step says the rules'
    phrase, so in qps the reason is wrapped, not English."""
    state = new_game(DragonmasterConfig(players=list(NAMES[:3]), seed=3))
    record = DragonmasterRecord(config=state.config,
                                actions=[str(state.legal_actions()[0]), "play nomads-emperor"])
    path = tmp_path / "bad.json"
    path.write_text(record.model_dump_json(), encoding="utf-8")
    assert main(["--lang", "qps", "replay", str(path)]) == 2  # the command picks its language
    said = capsys.readouterr().err
    assert "ｃａｎｎｏｔ ｂｅ ｒｅｐｌａｙｅｄ" in said and "ｎｏｔ ｌｅｇａｌ ｎｏｗ" in said, said
    assert "cannot be replayed" not in said


def test_the_story_and_recap_speak_the_pseudo_language(pseudo: None) -> None:
    """issue 29.3: the story and the recap, moved to the words side, say every
    sentence through gettext: in qps no English is left outside names."""
    state = list(played("expert", 4, 2))[-1]
    for line in tell(state.names, state.log):
        for part in line.split("\n"):
            assert not unwrapped(part, 4), part
    lines = recap_lines(state.view(1), 0)
    assert lines and all(not unwrapped(line.text, 4) for line in lines)


# -- the wire carries phrases ------------------------------------------------------

def test_phrases_go_over_the_wire_strictly() -> None:
    """issue 29.7: a decision's phrases and the result's reason travel as
    {"key", "args"}, nested phrases and tuples included, and come back equal; a
    phrase that is not one is refused with one line."""
    for state in played("expert", 3, 4):
        if state.is_over:
            message = wire.dump(state.result)
            assert message["reason"] == {"key": "dm.end.rounds", "args": {"rounds": 3}}
            assert wire.load(message) == state.result
            break
        view = state.view(state.to_act)
        assert wire.load(wire.dump(view)) == view
    nested = Phrase("dm.error.illegal", action="pass", why=Phrase("dm.due.play"),
                    legal=("play dragon", "play nomads-king"))
    again = wire.load(dict(message, reason={"key": nested.key, "args": {
        "action": "pass", "why": {"key": "dm.due.play", "args": {}},
        "legal": ["play dragon", "play nomads-king"]}}))
    assert again.reason == nested
    for bad in ("4 rounds", None, {"key": "dm.end.rounds"}, {"key": "Not A Key", "args": {}},
                {"key": "dm.end.rounds", "args": {"rounds": 1.5}},
                {"key": "dm.end.rounds", "args": [1]},
                {"key": "dm.end.rounds", "args": {}, "extra": 1},
                {"key": "dm.end.rounds", "args": {"no way": 1}}):
        with pytest.raises(wire.WireError, match="^refused DragonmasterResult: reason: "):
            wire.load(dict(message, reason=bad))
    deep: dict = {"key": "a", "args": {}}
    for _ in range(20):
        deep = {"key": "a", "args": {"x": deep}}
    with pytest.raises(wire.WireError, match="nested deeper"):
        wire.load(dict(message, reason=deep))


# -- no English sentence in the rules ----------------------------------------------

WORD = re.compile(r"^[A-Za-z][A-Za-z']*[,.;:!?)]?$")
# A string may stay English where its statement, or the function it is in, says why:
# a programmer's message (paired with its phrase where a player can meet it), or a
# name kept as data for the screens.
MARKS = re.compile(r"programmer's (words|slip)|names as data")


def english_in(path: Path) -> list[str]:
    """String constants and f-strings of 3+ English words in `path`, outside
    docstrings, asserts, schema descriptions and marked statements or functions."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}

    def ancestors(node: ast.AST) -> Iterator[ast.AST]:
        while node in parents:
            node = parents[node]
            yield node

    def marked(node: ast.AST) -> bool:
        """In an assert or a schema's description; its own statement (the innermost)
        marked on any of its lines; or a function around it marked on its def line."""
        innermost = True
        for up in ancestors(node):
            if isinstance(up, ast.Assert) or isinstance(up, ast.keyword) and \
                    up.arg == "description":
                return True
            if isinstance(up, ast.Raise) and isinstance(up.exc, ast.Call) and \
                    getattr(up.exc.func, "id", "") == "AssertionError":
                return True
            if isinstance(up, ast.FunctionDef):
                if MARKS.search(lines[up.lineno - 1]):
                    return True
            elif isinstance(up, ast.stmt) and innermost:
                innermost = False
                if any(MARKS.search(line) for line in lines[up.lineno - 1:up.end_lineno]):
                    return True
        return False

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) else " {} "
                           for v in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and not isinstance(parents.get(node), ast.JoinedStr):
            text = node.value
        else:
            continue
        if isinstance(parents.get(node), ast.Expr):  # a docstring: never shown
            continue
        if sum(1 for word in text.split() if WORD.match(word)) >= 3 and not marked(node):
            found.append(f"{path.name}:{node.lineno}: {text[:60]!r}")
    return found


def test_the_rules_build_no_english_sentence() -> None:
    """issue 29.1: no string in tda.dragonmaster reads as a sentence a player is shown,
    but the marked programmer's messages (each paired with its phrase where a player
    can meet it)."""
    found = [line for path in sorted(RULES.glob("*.py")) for line in english_in(path)]
    assert not found, "\n".join(found)


def test_the_scan_finds_a_sentence(tmp_path: Path) -> None:
    """The scan above is not blind: a prompt in a rules module is found, a marked
    programmer's message and a docstring are not."""
    module = tmp_path / "rules.py"
    module.write_text('"""A docstring with many words in it."""\n'
                      'def prompt(name):\n'
                      '    return f"{name} plays a card"\n'
                      'def check(n):\n'
                      '    raise ValueError(f"no seat {n} here at all")  # programmer\'s words\n'
                      'LABEL = "Refuse the Dragon"\n', encoding="utf-8")
    assert sorted(line.split(": ", 1)[0] for line in english_in(module)) == \
        ["rules.py:3", "rules.py:6"]


def test_card_ids_in_the_scan_pattern_are_the_games() -> None:
    """The pseudo-language check lets through card ids only: the pattern matches
    every card id and no English word of the table."""
    for card in (*ALL_SUIT_CARDS, DRAGON):
        assert CARD_IDS.fullmatch(card)
    assert not CARD_IDS.search("plays a card") and not CARD_IDS.search("Dragonlords")


def test_a_view_of_phrases_crosses_to_a_bot_process() -> None:
    """issue 29.1, found playing: a view whose decision holds phrases pickles for a bot
    process (a Phrase is frozen and says how to rebuild itself) and comes back equal;
    the bot on the other side chooses from it."""
    for state in played("expert", 4, 5):
        if state.is_over:
            break
        seat = state.to_act
        request = BotRequest(game="dragonmaster", bot="heuristic", view=state.view(seat),
                             legal=tuple(state.legal_actions()),
                             rng=random.Random(seat).getstate(), sampler=None)
        crossed = pickle.loads(request_bytes(request))
        assert crossed.view == request.view and crossed.view.decision.prompt == Phrase(
            f"dm.{state.phase}.prompt", name=NAMES[seat])
        action, _ = choose(crossed)
        assert action in map(str, state.legal_actions())
