"""Setup that explains itself (issue 19 item 4), for both games: one description of
the deck that follows the chosen deck-building option; Legendary's custom specials
ticked in a list; bot seats at `normal` by default, described in the game's words;
the last setup remembered (a broken memory ignored with one line)."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Input, Select, SelectionList

from tda.tui import TdaApp
from tda.tui.setup_memory import memory_path
from tda.tui.setup_screen import SetupScreen
from tui_helpers import table_of, wait_for


def about(screen, which="#deck-about") -> str:
    return " ".join(str(screen.query_one(which).render()).split())


async def setup_app(pilot) -> SetupScreen:
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, SetupScreen))
    await pilot.pause()
    return pilot.app.screen


async def test_the_deck_description_follows_the_chosen_option():
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await setup_app(pilot)
        assert about(setup).startswith("Original (2005), 70 cards: Ten dragon colors")
        assert setup.query_one("#variant", Select).disabled
        setup.query_one("#deck", Select).value = "legendary"
        await pilot.pause()
        assert "Built: 10 random specials, set aside unseen" in about(setup)
        # the deck's own name no longer says how it is built: only the option does
        assert str(setup.query_one("#deck", Select).selection) == "legendary"
        assert "random" not in dict((v, k) for k, v in setup.query_one("#deck")._options)[
            "legendary"]
        setup.query_one("#variant", Select).value = "pick-em"
        await pilot.pause()
        text = about(setup)
        assert "each player picks a special" in text and "set aside unseen" not in text
        assert not setup.query_one("#specials").display
        setup.query_one("#deck-file", Input).value = "mine.toml"
        await pilot.pause()
        # the deck is shared: "The deck file", not "Your deck file" (issue 27.19)
        assert about(setup).startswith("The deck file mine.toml replaces the deck above")
        assert "your" not in str(setup.query_one("#deck-file", Input).placeholder).lower()


async def test_custom_specials_are_ticked_in_a_list_and_played():
    app = TdaApp(autosave=False, setup_seed=3, speed="instant")
    async with app.run_test(size=(100, 50)) as pilot:
        setup = await setup_app(pilot)
        setup.query_one("#deck", Select).value = "legendary"
        await pilot.pause()
        setup.query_one("#variant", Select).value = "custom+show-em"
        await pilot.pause()
        specials = setup.query_one("#specials", SelectionList)
        assert specials.display and "(0 of 10 ticked)" in about(setup)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "tick 1 to 10 specials" in about(setup, "#setup-error")
        specials.select("druid")
        specials.select("archmage")
        await pilot.pause()
        assert "(2 of 10 ticked)" in about(setup)
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: not isinstance(app.screen, SetupScreen))
        config = table_of(app).session.config
        assert config.full_deck == "legendary:custom=archmage,druid+show-em" or \
            config.full_deck == "legendary:custom=druid,archmage+show-em"


@pytest.mark.parametrize("game", ["three-dragon-ante", "dragonmaster"])
async def test_bot_seats_default_to_normal_described_in_the_games_words(game):
    app = TdaApp(autosave=False, setup_seed=3, setup_game=game)
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await setup_app(pilot)
        kinds = [setup.query_one(f"#kind-{i}", Select).value for i in range(4)]
        assert kinds == ["human", "bot:normal", "bot:normal", "bot:normal"]
        assert "normal, a steady player who thinks a moment" in about(setup, "#bots-about")
        offered = [v for _, v in setup.query_one("#kind-1", Select)._options]
        if game == "dragonmaster":  # its own levels, each a bot it can seat
            assert offered[1:8] == ["bot:easy", "bot:normal", "bot:hard", "bot:heuristic",
                                    "bot:ismcts", "bot:search", "bot:random"]
        setup.query_one("#kind-2", Select).value = "bot:random"
        await pilot.pause()
        words = about(setup, "#bots-about")
        assert "random, plays any legal" in words and "normal" in words


async def test_the_last_setup_is_remembered(tmp_path, monkeypatch):
    """Started once, the next setup screen opens as it was left (a new seed)."""
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path))
    app = TdaApp(autosave=False, setup_seed=3, speed="instant")
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await setup_app(pilot)
        setup.query_one("#game", Select).value = "dragonmaster"
        await pilot.pause()
        setup.query_one("#level", Select).value = "expert"
        setup.query_one("#kind-1", Select).value = "human"
        setup.query_one("#name-1", Input).value = "Zed"
        setup.query_one("#kind-2", Select).value = "bot:hard"
        setup.query_one("#kind-3", Select).value = "empty"
        setup.query_one("#speed", Select).value = "fast"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: not isinstance(app.screen, SetupScreen))
    assert json.loads(memory_path().read_text())["game"] == "dragonmaster"
    again = TdaApp(autosave=False, setup_seed=4)
    async with again.run_test(size=(100, 40)) as pilot:
        setup = await setup_app(pilot)
        assert setup.game == "dragonmaster" and setup.query_one("#dm-options").display
        assert setup.query_one("#level", Select).value == "expert"
        assert [setup.query_one(f"#kind-{i}", Select).value for i in range(4)] == \
            ["human", "human", "bot:hard", "empty"]
        assert setup.query_one("#name-1", Input).value == "Zed"
        assert setup.query_one("#speed", Select).value == "fast"
        assert setup.query_one("#seed", Input).value == "4"


async def test_a_remembered_legendary_option_and_specials_come_back(tmp_path, monkeypatch):
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path))
    memory_path().write_text(json.dumps({
        "game": "three-dragon-ante", "deck": "legendary", "variant": "custom",
        "specials": ["thief", "druid", "no-such-card"], "gold-pp": "12"}))
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await setup_app(pilot)
        assert setup.query_one("#variant", Select).value == "custom"
        assert sorted(setup.query_one("#specials", SelectionList).selected) == ["druid", "thief"]
        assert setup.query_one("#gold-pp", Input).value == "12"
        assert "(2 of 10 ticked)" in about(setup)


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"deck": 7, "seats": "x"}',
                                     "\xff\xfe"])
async def test_a_broken_memory_is_ignored_with_one_line(content, tmp_path, monkeypatch):
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path))
    memory_path().write_bytes(content.encode("latin-1"))
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await setup_app(pilot)
        assert setup.query_one("#deck", Select).value == "original"
        notes = [n.message for n in app._notifications]
        if content.startswith('{"deck"'):
            assert notes == []  # a file that reads: its useless values are skipped
        else:
            assert len(notes) == 1 and "Ignored the remembered setup" in notes[0]
            assert "\n" not in notes[0]


async def test_empty_optional_fields_stay_valid_and_focus_shows():
    """Tab passes every field: the empty optional ones are never marked invalid, and
    the focused field has a bar and a colour of its own (not a shade of the others)."""
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await setup_app(pilot)
        optional = ["gold", "gold-pp", "end-players", "end-gold", "max-gambits"]
        for _ in range(30):
            await pilot.press("tab")
        await pilot.pause()
        for field in optional:
            assert not setup.query_one(f"#{field}", Input).has_class("-invalid"), field
        gold = setup.query_one("#gold", Input)
        gold.focus()
        await pilot.pause()
        other = setup.query_one("#gold-pp", Input)
        assert gold.styles.border_left[0] == "outer" and other.styles.border_left[0] != "outer"
        assert gold.styles.background != other.styles.background
        await pilot.press("minus")  # "-" alone is no number: now it is invalid
        await pilot.press("tab")
        await pilot.pause()
        assert gold.value == "-" and gold.has_class("-invalid")


async def test_the_collector_is_off_while_the_ui_loads_and_on_once_a_screen_is_drawn():
    """`tda` loads the UI with Python's garbage collector off (its collections were a
    sixth of the start, issue 19); the app turns it back on after the first frame."""
    import gc

    from tda.cli import _load_tui
    try:
        app_class = _load_tui()
        assert app_class is TdaApp and not gc.isenabled()
        app = app_class(autosave=False, bot_process=False, setup_seed=4)
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
            await wait_for(pilot, gc.isenabled)
            assert app.screen.query_one("#game").has_focus  # the choosing starts here
    finally:
        gc.enable()
        gc.unfreeze()


async def test_the_gold_and_end_rule_fields_read_whole_at_80x24(tmp_path, monkeypatch):
    """At 80 columns "play on until N remain" was cut ("…until N remai"), the
    starting gold's "40" read as a value, and "Gold per player: as typed" did not say
    it is a preset that fills the per-player gold. Each hint reads whole and says so."""
    from tui_helpers import screen_lines
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path))
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        screen.query_one("#pace").scroll_visible(animate=False, top=False)
        await pilot.pause()
        shown = "\n".join(screen_lines(app))
        for hint in ("play until N remain", "end at G gold", "end after N gambits",
                     "e.g. 40 or 10,20,30", "or per player, e.g. 12",
                     "Gold preset: none"):
            assert hint in shown, shown
        screen.query_one("#pace", Select).value = "15"
        await pilot.pause()
        assert screen.query_one("#gold-pp", Input).value == "15"


async def test_esc_keeps_the_setup_for_next_time(tmp_path, monkeypatch):
    """Esc closes a menu, and a second Esc quit at once: the whole setup was lost (it
    was remembered only when a game started). Quitting now keeps it."""
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path))
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await setup_app(pilot)
        setup.query_one("#name-0", Input).value = "Zora"
        setup.query_one("#kind-2", Select).value = "bot:hard"
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 0 or app.return_code is None
    again = TdaApp(autosave=False, setup_seed=4)
    async with again.run_test(size=(80, 24)) as pilot:
        setup = await setup_app(pilot)
        assert setup.query_one("#name-0", Input).value == "Zora"
        assert setup.query_one("#kind-2", Select).value == "bot:hard"


async def test_changing_the_game_keeps_the_humans_seated(tmp_path, monkeypatch):
    """Switching to Dragonmaster and back put every chair back to its default: a second
    human became a bot. A seat now keeps its human, or a bot both games have; a bot
    only one game has goes back to the default."""
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path))
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await setup_app(pilot)
        setup.query_one("#kind-1", Select).value = "human"
        setup.query_one("#kind-2", Select).value = "bot:hard"
        await pilot.pause()
        for game in ("dragonmaster", "three-dragon-ante"):
            setup.query_one("#game", Select).value = game
            await pilot.pause()
            kinds = [setup.query_one(f"#kind-{i}", Select).value for i in range(4)]
            assert kinds[:3] == ["human", "human", "bot:hard"], (game, kinds)
            if game == "dragonmaster":
                setup.query_one("#kind-3", Select).value = "bot:search"  # its own bot
                await pilot.pause()
        assert kinds[3] == "bot:normal"  # no search bot here: the default came back
