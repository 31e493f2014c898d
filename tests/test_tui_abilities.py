"""Character abilities at the table (issue 20 item 4): the setup section that follows
the rules the game is played by, the seats' abilities and disks on the table, and
each window's question in words with its numbers."""

from __future__ import annotations

from textual.widgets import Select

from tda.tui import TdaApp
from tda.tui.abilities_setup import AbilitiesSetup, ChooseAbilities
from tda.tui.setup_screen import SetupScreen
from tda.tui.table_screen import TableScreen
from tui_helpers import table_of, wait_for


async def setup_app(pilot) -> SetupScreen:
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, SetupScreen))
    await pilot.pause()
    return pilot.app.screen


def seat(screen, row: int, kind: str, name: str) -> None:
    screen.query_one(f"#kind-{row}", Select).value = kind
    screen.query_one(f"#name-{row}").value = name


async def test_the_section_is_off_by_default_and_follows_the_rules():
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        section = screen.query_one(AbilitiesSetup)
        config, _ = screen.build()
        assert not config.has_abilities  # off: the standard game
        modes = [v for _, v in screen.query_one("#ab-mode", Select)._options]
        assert modes == ["off", "one", "all"]  # the original deck plays the original rules
        screen.query_one("#deck", Select).value = "legendary"
        await pilot.pause()
        assert section.edition == "legendary"
        assert [v for _, v in screen.query_one("#ab-mode", Select)._options] == ["off", "chosen"]
        screen.query_one("#ruleset", Select).value = "revised"
        await pilot.pause()
        assert [v for _, v in screen.query_one("#ab-mode", Select)._options] == [
            "off", "draft", "chosen"]
        assert "Character abilities" in str(section.query_one("#ab-box").title)


async def test_legendary_abilities_chosen_per_seat_and_drawn_for_bots():
    """A human's abilities ticked in the modal, with the ancestry colour; the bot left
    empty draws as many as the human holds from the seed (ruling L36), the same on
    every start with that seed; secret abilities."""
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        screen.query_one("#deck", Select).value = "legendary"
        await pilot.pause()
        seat(screen, 0, "human", "Ann")
        seat(screen, 1, "human", "Bob")
        seat(screen, 2, "bot:normal", "Cid")
        seat(screen, 3, "empty", "Dee")
        screen.query_one("#seed").value = "11"
        section = screen.query_one(AbilitiesSetup)
        section.query_one("#ab-box").collapsed = False
        screen.query_one("#ab-mode", Select).value = "chosen"
        await pilot.pause()
        assert section.query_one("#ab-seat-2").display and not section.query_one("#ab-seat-3").display
        assert "Cid (bot): a random draw" in str(section.query_one("#ab-held-2").render())
        section.query_one("#ab-choose-0").press()
        await wait_for(pilot, lambda: isinstance(app.screen, ChooseAbilities))
        await pilot.pause()
        modal = app.screen
        picker = modal.query_one("#ab-list")
        picker.select("draconic-ancestry")
        picker.select("fast-hands")
        modal.query_one("#ab-ancestry", Select).value = "bronze"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.screen is screen)
        assert "Draconic Ancestry (bronze), Fast Hands" in str(
            section.query_one("#ab-held-0").render())
        section.set_abilities(1, ["cutting-words"])
        section.query_one("#ab-secret").value = True
        config, seats = screen.build()
        assert config.abilities[:2] == [["draconic-ancestry", "fast-hands"], ["cutting-words"]]
        assert len(config.abilities[2]) == 2  # as many as the human holding the most
        assert config.ancestry[0] == "bronze" and config.secret_abilities
        again, _ = screen.build()
        assert again.abilities == config.abilities  # drawn from the seed: the same
        assert [s.name for s in seats] == ["Ann", "Bob", "Cid"]
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) for s in app.screen_stack))
        assert table_of(app).session.config.abilities == config.abilities


async def test_an_impossible_choice_is_refused_in_one_line():
    """Emperor's Gambit: an ability has one holder; the engine's ConfigError is shown
    as one line and the game does not start. Turned on with nothing held: refused."""
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        screen.query_one("#ruleset", Select).value = "revised"
        seat(screen, 1, "human", "Bob")
        await pilot.pause()
        section = screen.query_one(AbilitiesSetup)
        screen.query_one("#ab-mode", Select).value = "chosen"
        screen.query_one("#ab-bots", Select).value = "none"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(screen.query_one("#setup-error").render())
        assert "no seat holds one" in error and isinstance(app.screen, SetupScreen)
        section.set_abilities(0, ["bluff", "insight"])
        section.set_abilities(1, ["bluff"])
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(screen.query_one("#setup-error").render())
        assert "'bluff' is held by seats 0 and 1" in error and "\n" not in error.strip()
        assert isinstance(app.screen, SetupScreen)
        section.set_abilities(1, ["heal"])
        config, _ = screen.build()
        assert config.abilities[:2] == [["bluff", "insight"], ["heal"]]
        assert config.abilities[2] == []  # bots: none, as chosen


async def test_the_original_modes_and_the_draft():
    """Original: one per character (two ticked is the engine's one-line refusal), or
    all; Emperor's Gambit's draft gives the picks per seat, nothing chosen."""
    app = TdaApp(autosave=False, bot_process=False, setup_seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_app(pilot)
        section = screen.query_one(AbilitiesSetup)
        screen.query_one("#ab-mode", Select).value = "one"
        await pilot.pause()
        section.set_abilities(0, ["bluff", "sense-motive"])
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "gives each seat at most one ability" in str(
            screen.query_one("#setup-error").render())
        section.set_abilities(0, ["sense-motive"])
        config, _ = screen.build()
        assert config.ability_mode == "one" and config.abilities[0] == ["sense-motive"]
        assert all(len(ids) == 1 for ids in config.abilities)  # the bots drew one each
        screen.query_one("#ab-mode", Select).value = "all"
        await pilot.pause()
        section.set_abilities(0, ["bluff", "sense-motive", "wild-card"])
        config, _ = screen.build()
        assert config.ability_mode == "all" and len(config.abilities[1]) == 3
        screen.query_one("#ruleset", Select).value = "revised"
        await pilot.pause()
        assert section.chosen == {}  # another edition: nothing carried over
        screen.query_one("#ab-mode", Select).value = "draft"
        screen.query_one("#ab-picks", Select).value = 3
        await pilot.pause()
        assert screen.query_one("#ab-picks").display and not section.query_one("#ab-seat-0").display
        config, _ = screen.build()
        assert config.ability_draft == 3 and config.abilities is None
