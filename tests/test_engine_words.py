"""Issue 29.1 (the Three-Dragon Ante engine): the rules say phrases, the words layer
says sentences. At every decision of seeded games in every edition and deck, with
character abilities too, the prompt, the labels and the needless reason are Phrases
(a card power's step may still say a str until its words move: only steps from
`tda.cards`), each says itself in English and in the pseudo-language, and the
engine's own phrases leave no English letters in the pseudo-language. The game's
end is data (its kind and number); the refusals a player meets carry a phrase; and
no string constant in `tda.engine` reads as a sentence for a player."""

from __future__ import annotations

import ast
import random
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from tda.engine import GameConfig, GameEnd, GameState, IllegalActionError, new_game
from tda.engine.events import GameEnded
from tda.engine.steps import STEPS
from tda.i18n import ENGLISH, PSEUDO, use_language
from tda.table.phrase import Phrase
from tda.words import keys, render
from test_abilities_simulation import random_config

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
DECKS = ["original", "emperors-gambit", "legendary", "legendary:pick-em",
         "original+emperors-gambit", "avandras-hand"]
ENGINE = Path(__file__).resolve().parent.parent / "src" / "tda" / "engine"


@pytest.fixture
def pseudo() -> Iterator[None]:
    use_language(PSEUDO)
    try:
        yield
    finally:
        use_language(ENGLISH)


def games() -> Iterator[GameState]:
    """Seeded random games: every deck at 2-6 players, then abilities in each edition;
    yields each state with a decision of two or more options, before it is taken."""
    configs = [GameConfig(players=NAMES[:2 + seed % 5], deck=deck, seed=seed, max_gambits=4)
               for deck in DECKS for seed in range(4)]
    configs += [random_config(edition, seed) for edition in ("original", "revised", "legendary")
                for seed in range(4)]
    for config in configs:
        game = new_game(config)
        rng = random.Random(config.seed)
        while not game.is_over:
            if len(game.legal_actions()) > 1:
                yield game
            game.apply(rng.choice(game.legal_actions()))


ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


def english_left(text: str, names: list[str]) -> list[str]:
    """Runs of two or more ASCII letters in `text`, player names aside (they are data)."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    return ASCII_WORD.findall(text)


def said(decision) -> list[Phrase | str]:
    found = [decision.prompt, *decision.labels]
    return found + ([decision.needless] if decision.needless is not None else [])


def test_every_decision_says_phrases_in_both_languages(pseudo: None) -> None:
    """Issue 29.1: the engine's steps say Phrases only, and in the pseudo-language the
    engine's phrases hold no English; a str comes only from a card power's step."""
    kinds: Counter[str] = Counter()
    strs: Counter[str] = Counter()
    for game in games():
        frame = game.stack[-1]
        step = type(frame).__name__
        module = type(frame).__module__
        decision = game.decision
        assert decision is not None
        assert len(decision.labels) == len(decision.options)
        for words in said(decision):
            if isinstance(words, str):  # not converted yet: a card power's (cards-words)
                assert module.startswith("tda.cards."), (module, words)
                strs[step] += 1
                continue
            assert isinstance(words, Phrase), words
            text = render(words)
            assert text.startswith("⟦") or text.startswith(tuple(game.names)), text
            if module.startswith("tda.engine."):
                assert not english_left(text, game.names), (words, text)
            kinds[step] += 1
    engine_steps = {name for name, step in STEPS.items()
                    if step.decides and step.__module__.startswith("tda.engine.")}
    assert engine_steps <= set(kinds), f"never met: {sorted(engine_steps - set(kinds))}"
    assert not (engine_steps & set(strs)), strs


def test_the_english_of_the_engines_decisions() -> None:
    """Issue 29.3: the words read as the engine wrote them before (prompts, labels)."""
    game = new_game(GameConfig(players=["Ann", "Bob"], seed=3))
    decision = game.decision
    assert render(decision.prompt) == "Ann: choose a card to ante face down"
    assert render(decision.labels[0]).startswith("Ante ")
    assert decision.needless is None and not decision.needless
    while game.decision.kind != "play":
        game.apply(game.legal_actions()[0])
    assert render(game.decision.prompt).endswith(": play a card to your flight")
    shown = [render(label) for label in game.decision.labels]
    assert all(re.fullmatch(r"Play [A-Z][\w' ]+ \(\d+\)", label) for label in shown), shown


@pytest.mark.parametrize("phrase, english", [
    (Phrase("take-ante.prompt", name="Ann", count=1, why="the Spy"),
     "Ann: take 1 card from the ante (the Spy)"),
    (Phrase("take-ante.prompt", name="Bob", count=2, why="strength flight"),
     "Bob: take 2 cards from the ante (strength flight)"),
    (Phrase("take-ante.needless"), "every ante card is taken anyway"),
    (Phrase("option.plain", verb="pay", args=("5",)), "Pay 5"),
    (Phrase("option.decline"), "Decline"),
    (Phrase("option.card", verb="copy", card="red-12"), "Copy the power of Red Dragon (12)"),
    (Phrase("ability.prompt", name="Ann", moment=Phrase("ability.moment.lead-round", round=2)),
     "Ann: you would lead round 2; use an ability?"),
    (Phrase("ability.prompt", name="Ann", moment=Phrase("ability.moment", window="W13")),
     "Ann: you score a flight; use an ability?"),
    (Phrase("ability.use.label", ability="sense-motive", edition="original",
            does=Phrase("ability.look", other="Bob", count=6)),
     "Use Sense Motive: look at Bob's hand (6 cards; only you see them)"),
    (Phrase("ability.use.label", ability="bluff", edition="original", does=None),
     "Use Bluff: a payment of 2 gold or more you owe another player is 1 gold less."),
    (Phrase("ability.pass.label", limit="the ability disk"),
     "Pass: keep your ability disk ready (this chance does not come back)"),
    (Phrase("draft.prompt", name="Cid", pick=2, of=3),
     "Cid: draft pick 2 of 3 (Insight order); take a character ability nobody holds"),
    (Phrase("ability.use.label", ability="fast-hands", edition="legendary",
            does=Phrase("ability.steal-draw", amount=1, draw=1)),
     "Use Fast Hands: steal 1 more gold and draw 1 card"),
])
def test_engine_phrases_keep_their_english(phrase: Phrase, english: str) -> None:
    """Issue 29.3: each of the engine's sentences, word for word as before."""
    assert render(phrase) == english


@pytest.mark.parametrize("end, number, english", [
    (GameEnd.HOARD_EMPTY, 0, "a hoard is empty"),
    (GameEnd.PLAYERS_LEFT, 1, "1 player remains"), (GameEnd.PLAYERS_LEFT, 2, "2 players remain"),
    (GameEnd.GOLD_REACHED, 72, "a hoard reached 72 gold"),
    (GameEnd.GAMBITS_PLAYED, 1, "1 gambit was played"),
    (GameEnd.GAMBITS_PLAYED, 2, "2 gambits were played"),
    (GameEnd.TIME_LIMIT, 2, "the time limit was reached and gambit 2 was the last"),
])
def test_the_games_end_is_data_said_by_the_words(end: GameEnd, number: int,
                                                 english: str) -> None:
    """Issue 29.2: GameEnded holds its end kind and number, no sentence; the words say
    it as the scenario files quoted it before, and in the pseudo-language too."""
    event = GameEnded(winners=(0,), gold=(5, 0), end=end, number=number)
    assert "reason" not in {f for f in GameEnded.__dataclass_fields__}
    assert render(event.reason) == english
    use_language(PSEUDO)
    try:
        assert not ASCII_WORD.findall(render(event.reason))
    finally:
        use_language(ENGLISH)


def test_a_finished_games_result_names_its_end() -> None:
    """Issue 29.2: the result and the event agree, as data."""
    game = new_game(GameConfig(players=["Ann", "Bob"], seed=4, max_gambits=1))
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    ended = game.log[-1]
    assert isinstance(ended, GameEnded) and game.result is not None
    assert (game.result.end, game.result.number) == (ended.end, ended.number)
    assert render(game.result.reason) == render(ended.reason) != ""


@pytest.mark.parametrize("text, english", [
    ("play nothing", None),  # the prompt inside: checked below
    ("dance", "unknown action 'dance': it must start with one of ante, play, choose, copy, "
              "pay, give, take, discard, pass, pick, call, use"),
    ("   ", "empty action '   '"),
    ("call off", "'call off' is not a table action; the only one is 'call time'"),
])
def test_a_refused_action_carries_a_phrase(text: str, english: str | None) -> None:
    """Issue 29.1: an action a player types that is not legal is refused with a
    programmer's message and a phrase the words say (the same English), and in the
    pseudo-language nothing but the typed action and the legal actions stay plain."""
    game = new_game(GameConfig(players=["Ann", "Bob"], seed=3))
    with pytest.raises(IllegalActionError) as err:
        game.apply(game.parse_action(text))
    phrase = err.value.phrase
    assert isinstance(phrase, Phrase)
    if english is not None:
        assert render(phrase) == english == str(err.value)
    else:
        assert render(phrase).startswith("play nothing is not legal now (Ann: choose a card "
                                         "to ante face down); legal actions: ante ")
        assert "(ante for seat 0)" in str(err.value)  # the programmer's words
    use_language(PSEUDO)
    try:
        shown = render(phrase)
    finally:
        use_language(ENGLISH)
    actions = {text.strip(), *(str(a) for a in game.legal_actions()), "call time",
               *("ante play choose copy pay give take discard pass pick call use".split())}
    for action in sorted(actions, key=len, reverse=True):
        shown = shown.replace(action, "")
    assert not english_left(shown, game.names), shown


def test_time_called_twice_or_after_the_end_is_refused_in_words() -> None:
    """Issue 29.1: the table's `call time` refusals carry phrases too."""
    game = new_game(GameConfig(players=["Ann", "Bob"], seed=3, time_limit_minutes=10))
    game.apply("call time")
    with pytest.raises(IllegalActionError) as err:
        game.apply("call time")
    assert render(err.value.phrase) == str(err.value) == (
        "time was already called (in gambit 1); gambit 2 is the last")


def test_every_engine_phrase_key_has_words() -> None:
    """Every key the engine's phrases use is said by the words layer."""
    said_keys = set(keys())
    for key in ("ante.prompt", "play.prompt", "take-ante.prompt", "take-ante.label",
                "take-ante.needless", "ante-effect.ends", "option.card", "option.plain",
                "option.decline", "ability.prompt", "ability.use.label", "ability.pass.label",
                "draft.prompt", "draft.label", "game-end.reason", "error.action-not-legal",
                "table.replay-refused", "table.in-file"):
        assert key in said_keys, key


# -- no sentence for a player in the engine's source -------------------------------------

# Where English stays on purpose, each for its reason:
ALLOWED_FILES = {
    # The abilities' names and texts: catalog data by id, like the cards' texts; the
    # words layer says them through gettext by id (ability_text, ability_name).
    "abilities/catalog.py",
    # The rulesets' titles and descriptions: data by name for the setup screen (the
    # screens' helper moves them; listed in this helper's report).
    "rulesets.py",
}
ALLOWED_KEYWORDS = {"description"}  # pydantic Field docs: the schema's, for programmers
MARK = "# programmer's words"
SENTENCE = re.compile(r"[A-Za-z]+")


def _sentences(path: Path) -> Iterator[tuple[int, str]]:
    source = path.read_text()
    lines = source.splitlines()
    tree = ast.parse(source)
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) \
                and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant):
            skip.add(id(body[0].value))  # a docstring
        if isinstance(node, (ast.Raise, ast.Assert)):
            skip.update(id(sub) for sub in ast.walk(node))  # a programmer's message
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else \
                func.attr if isinstance(func, ast.Attribute) else ""
            if name.endswith("Error"):  # an exception built to be raised
                skip.update(id(sub) for sub in ast.walk(node))
            for keyword in node.keywords:
                if keyword.arg in ALLOWED_KEYWORDS:
                    skip.update(id(sub) for sub in ast.walk(keyword.value))
        if isinstance(node, ast.ClassDef) and path.name == "words.py":
            # The engine's enums: codes (their values are data in records and reprs).
            skip.update(id(sub) for sub in ast.walk(node))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in skip and MARK not in lines[node.lineno - 1]:
            text = node.value
            if " " in text and len(SENTENCE.findall(text)) >= 3:
                yield node.lineno, text


def test_no_sentence_for_a_player_is_built_in_the_engine() -> None:
    """Issue 29.1: no string constant in `tda.engine` reads as a sentence a player
    reads (docstrings, exception messages, schema docs and marked lines aside)."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        if str(path.relative_to(ENGINE)) in ALLOWED_FILES:
            continue
        found += [f"{path.relative_to(ENGINE)}:{line}: {text!r}"
                  for line, text in _sentences(path)]
    assert not found, "\n".join(found)


def test_the_scan_finds_a_sentence(tmp_path: Path) -> None:
    """The scan above is not blind: a prompt written as English is found."""
    path = tmp_path / "words.py"
    path.write_text('def prompt(g):\n    """Asks."""\n    return f"{g}: play a card to your flight"\n'
                    'def fail():\n    raise ValueError("this is for programmers only")\n')
    assert [line for line, _ in _sentences(path)] == [3]


def test_the_cli_says_a_records_refused_step_in_the_tables_words(tmp_path: Path, capsys,
                                                                   monkeypatch) -> None:
    """Issue 29.1: `tda export` of a record whose step is not legal prints the refusal
    the words layer says: the English as before, and in the pseudo-language no
    English sentence (only the file, the typed action, the legal actions and names)."""
    import json

    from tda.cli import main
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path / "config"))
    game = new_game(GameConfig(players=["Ann", "Bob"], seed=3))
    record = game.record().model_dump(mode="json")
    record["actions"] = ["play no-such-card"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    args = ["export", str(path), "--story", str(tmp_path / "out.txt"), "--reveal"]
    assert main(args) == 2
    english = capsys.readouterr().err
    assert english.startswith(f"tda export: error: {path}: step 1: 'play no-such-card' cannot "
                              "be replayed: play no-such-card is not legal now (Ann: choose a "
                              "card to ante face down); legal actions: ante ")
    try:
        assert main(["--lang", PSEUDO, *args]) == 2  # the command picks its language
    finally:
        use_language(ENGLISH)
    pseudo_err = capsys.readouterr().err
    assert "⟦" in pseudo_err and "cannot be replayed" not in pseudo_err
    said_part = pseudo_err.split(": ", 1)[1].replace(str(path), "")  # after "tda export: "
    for action in ["play no-such-card", *(str(a) for a in game.legal_actions())]:
        said_part = said_part.replace(action, "")
    assert not english_left(said_part, game.names), said_part
