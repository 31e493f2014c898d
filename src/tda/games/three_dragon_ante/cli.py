"""Three-Dragon Ante's part of the command line: its deck, rules, gold and match
flags, and how story, sim, tournament, bench and play play it (`tda.cli_game`).

Light at import, as `tda.cli` is: the rules, the bots and pydantic are imported
inside the methods, so `tda --help` loads none of them (issue 19).
"""

from __future__ import annotations

import argparse
import random
from typing import TYPE_CHECKING, Any

from tda.cli_args import (
    CONFIG_FLAGS,
    GAMBIT_LIMIT,
    GOLD_LIMIT,
    GOLD_PER_PLAYER_LIMIT,
    MATCH_GAMES,
    TABLE_GOLD_LIMIT,
    TIME_LIMIT_MINUTES,
    UsageError,
    config_problem,
    gold_amounts,
    whole_number,
)
from tda.cli_game import (
    Flags,
    GameCommandLine,
    check_record,
    check_seed_run,
    flag_refused,
    setups_in,
)
from tda.game_entries import THREE_DRAGON_ANTE
from tda.i18n import N_, _
from tda.text import fold_wide, safe_name

if TYPE_CHECKING:
    from tda.engine import GameConfig
    from tda.table.session import Seat
    from tda.table.tournament import Tournament

# GameConfig fields set by flags, and given only when the flag is (None: not given).
GOLD_AND_END = ("starting_gold", "gold_per_player", "end_players_left", "end_gold",
                "max_gambits")
TABLE_RULES = ("time_limit_minutes", "hole_to_winner", "hole_odd_coins")


def _deck_names() -> list[str]:
    from tda.cards import DECKS
    return sorted(DECKS) + [_("legendary:OPTION (pick-em, show-em, druids-party, traditional, "
                              "custom=ID,ID..., combined with +show-em)"),
                            _("a deck file (PATH.toml)")]


class ThreeDragonAnteCommandLine(GameCommandLine):
    title = N_("Three-Dragon Ante")
    examples = ("tda play --deck original --seat Ann --seat Bob --seed 7",)

    # -- the parser ---------------------------------------------------------------

    def add_flags(self, command: str, flags: Flags) -> None:
        if command in ("play", "story", "sim"):
            self._add_deck_options(flags)
        if command == "play":
            flags.add("--variant", metavar="NAME", help=flags.only(_(
                "deck option, for decks that have them: Legendary deck building (pick-em, "
                "show-em, ...), theme-deck swaps (avandras-hand: gold-for-bronze, "
                "gold-for-iron; age-of-mortals: bronze-for-copper)")))
        if command in ("play", "story", "sim"):
            self._add_gold_and_end_options(flags)
        if command == "play":
            self._add_table_rules(flags)
        if command == "story":
            flags.add("--games", type=whole_number(1, MATCH_GAMES), metavar="N",
                      help=flags.only(_(
                          "optional rule (Emperor's Gambit): a match of N games in a row, "
                          "1 to {limit}, all dealt from --seed; the most gold summed over "
                          "the games wins").format(limit=MATCH_GAMES)))
        if command == "tournament":
            flags.add("--decks", metavar="NAMES", help=flags.only(_(
                "comma-separated decks, each played with the same deals (default: "
                "original)")))
            flags.add("--ruleset", metavar="NAME", help=flags.only(_(
                "table rules (default: each deck's own)")))
            self._add_max_gambits(flags, _("optional rule: end each game after N gambits, "
                                           "1 to {limit}"))
        if command == "bench":
            flags.add("--deck", metavar="NAME", help=flags.only(_(
                "card set (default original)")))
            flags.add("--ruleset", metavar="NAME", help=flags.only(_(
                "table rules (default: the deck's)")))

    def _add_deck_options(self, flags: Flags) -> None:
        from tda.engine import RULESETS
        flags.add("--deck", metavar="NAME", help=flags.only(_(
            "card set to play with: {decks} (default: original)").format(
                decks=", ".join(_deck_names()))))
        flags.add("--ruleset", metavar="NAME", help=flags.only(_(
            "table rules: {rulesets} (default: the deck's own)").format(
                rulesets=", ".join(sorted(RULESETS)))))

    def _add_max_gambits(self, flags: Flags, help: str) -> None:
        flags.add("--max-gambits", type=whole_number(1, GAMBIT_LIMIT), metavar="N",
                  help=flags.only(help.format(limit=f"{GAMBIT_LIMIT:,}")))

    def _add_gold_and_end_options(self, flags: Flags) -> None:
        flags.add("--starting-gold", type=gold_amounts(1, GOLD_LIMIT), metavar="G[,G...]",
                  help=flags.only(_(
                      "the gold each player starts with, 1 to {limit}, or one amount per "
                      "seat separated by commas (default: the ruleset's)").format(
                          limit=GOLD_LIMIT)))
        flags.add("--gold-per-player", type=whole_number(1, GOLD_PER_PLAYER_LIMIT),
                  metavar="G", help=flags.only(_(
                      "each player starts with G gold times the number of players, 1 to "
                      "{limit} (Legendary: 12 or 15 for game-and-a-half, 8 for a quick 'pure "
                      "roleplay' game)").format(limit=GOLD_PER_PLAYER_LIMIT)))
        flags.add("--end-players-left", type=whole_number(1, 5), metavar="N",
                  help=flags.only(_(
                      "optional rule: a player whose hoard empties leaves and play goes on "
                      "until N players remain (fewer than the players)")))
        flags.add("--end-gold", type=whole_number(1, TABLE_GOLD_LIMIT), metavar="G",
                  help=flags.only(_("optional rule: end after a gambit in which someone "
                                    "holds G gold")))
        self._add_max_gambits(flags, _("optional rule: end after N gambits, 1 to {limit}"))

    def _add_table_rules(self, flags: Flags) -> None:
        """The table's optional rules (rules/ABILITIES.md section 5), for `play`."""
        flags.add("--time-limit", type=whole_number(1, TIME_LIMIT_MINUTES), metavar="MINUTES",
                  dest="time_limit_minutes", help=flags.only(_(
                      "optional rule: after MINUTES of play (1 to {limit}; the clock stops "
                      "while the game is closed) the table calls time: the gambit under way "
                      "and one more are played").format(limit=TIME_LIMIT_MINUTES)))
        flags.add("--games", type=whole_number(1, MATCH_GAMES), metavar="N",
                  help=flags.only(_(
                      "optional rule (Emperor's Gambit): a match of N games in a row, 1 to "
                      "{limit}, the same seats each game, each dealt from the match's seed "
                      "(--seed); the most gold summed over the games wins").format(
                          limit=MATCH_GAMES)))
        flags.add("--hole-to-house", action="store_const", const=False, default=None,
                  dest="hole_to_winner", help=flags.only(_(
                      "Legendary option 'hole in the house': the gold in the hole goes to the "
                      "house, not to the winner")))
        flags.add("--hole-odd-coins", choices=["winners", "broke"], help=flags.only(_(
            "Legendary option: the hole's odd coins between tied winners go to the winners "
            "clockwise (default) or to the players left broke")))

    def bots_help(self, command: str) -> str | None:
        if command not in ("story", "sim"):
            return None
        from tda.games.three_dragon_ante.bots import DESCRIPTIONS
        return _("{game} seats {bots}").format(game=_(self.title),
                                              bots=", ".join(sorted(DESCRIPTIONS)))

    # -- what the commands play -------------------------------------------------------

    def options(self, args: argparse.Namespace, command: str) -> dict[str, Any]:
        keys = GOLD_AND_END + (TABLE_RULES + ("variant",) if command == "play" else ())
        found = {k: getattr(args, k) for k in keys if getattr(args, k, None) is not None}
        deck = getattr(args, "deck", None)
        return {"deck": "original" if deck is None else deck,
                "ruleset": getattr(args, "ruleset", None), **found}

    def config(self, args: argparse.Namespace, seed: int, players: int,
               flags: dict[str, str] | None = None, **setup: Any) -> GameConfig:
        """The GameConfig a command plays, or a UsageError naming the flag at fault
        (`setup`: options other than the flags', a tournament's deck)."""
        from pydantic import ValidationError

        from tda.table.sim import config_for
        flags = {**CONFIG_FLAGS, **(flags or {})}
        options = {**self.options(args, args.command), **setup}
        deck, ruleset = options.pop("deck"), options.pop("ruleset")
        check_names(deck, ruleset, flags["deck"])
        try:
            config: GameConfig = config_for(seed, players, ruleset, deck, **options)
        except ValidationError as err:
            raise UsageError(config_problem(err, flags)) from None
        return config

    def story(self, args: argparse.Namespace) -> int:
        from rich.console import Console

        from tda.games.three_dragon_ante.words.story import Storyteller
        from tda.table.session import play_bots

        names = self.bot_names(args)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
        config = self.config(args, seed, args.players)
        game = self.game()
        bots = [game.make_bot(names[i % len(names)]) for i in range(args.players)]
        console = Console(highlight=False)
        if args.games is not None:
            return self._story_match(console, config, bots, args.games)
        # the deck and the rules by their names (the words --deck and --ruleset take)
        console.print(_("[bold]Three-Dragon Ante[/] — {deck} deck, {rules} rules, seed "
                        "{seed}").format(deck=config.deck, rules=config.ruleset_name,
                                         seed=seed))
        teller = None

        def show(state: Any, events: list[Any]) -> None:
            nonlocal teller
            teller = teller or Storyteller(state.names, state.cards)
            for event in events:
                line = teller.tell(event)
                if line:
                    console.print(fold_wide(line, console.width), markup=False)

        state = play_bots(config, bots, on_events=show)
        result = state.result
        final = ", ".join(f"{safe_name(n)} {g}" for n, g
                          in zip(state.names, result.gold, strict=True))
        said = (_("Final gold: {gold}; {stakes} gold left in the stakes (ruling R16)")
                if result.stakes else _("Final gold: {gold}"))
        console.print(said.format(gold=final, stakes=result.stakes), markup=False)
        return 0

    def _story_match(self, console: Any, config: GameConfig, bots: list[Any],
                     games: int) -> int:
        """`tda story --games N`: a match (rules/ABILITIES.md 5.2, ruling A37), each
        game's story, then every player's gold summed over the games and the match's
        winner(s)."""
        from tda.engine import Match, MatchConfig
        from tda.games.three_dragon_ante.words.story import Storyteller
        from tda.table.session import bot_rngs, sampler_for

        game = self.game()
        match = Match(MatchConfig(games=games, base=config, seed=config.seed))
        names = [safe_name(n) for n in config.players]
        console.print(_("[bold]Three-Dragon Ante[/] — a match of {games} games, {deck} deck, "
                        "{rules} rules, match seed {seed}").format(
                            games=games, deck=config.deck, rules=config.ruleset_name,
                            seed=config.seed))
        while True:
            state = match.current
            console.print(_("[bold]Game {number} of {games}[/] (seed {seed})").format(
                number=match.number, games=games, seed=state.config.seed))
            teller = Storyteller(state.names, state.cards)
            rngs = bot_rngs(state.config.seed, len(bots))
            while not state.is_over:
                seat = state.to_act
                assert seat is not None  # a game not over has a seat to act
                legal = state.legal_actions()
                action = bots[seat].choose(state.view(seat), legal, rngs[seat],
                                           sampler=sampler_for(game, bots[seat], state, seat,
                                                               legal))
                for event in state.apply(action):
                    line = teller.tell(event)
                    if line:
                        console.print(fold_wide(line, console.width), markup=False)
            totals = ", ".join(f"{n} {t}" for n, t in zip(names, match.totals, strict=True))
            console.print(_("After game {number}: {totals}").format(number=match.number,
                                                                    totals=totals),
                          markup=False)
            if match.is_over:
                break
            match.next_game()
        winners = match.winners or ()
        said = _("Match over: {who} wins with {gold} gold over {games} games") \
            if len(winners) == 1 else \
            _("Match over: {who} share the win with {gold} gold over {games} games")
        who = names[winners[0]] if winners else ""
        for seat in winners[1:]:
            who = _("{first} and {second}").format(first=who, second=names[seat])
        console.print(said.format(who=who, gold=max(match.totals), games=games), markup=False)
        return 0

    def print_sim(self, console: Any, summary: Any, names: list[str], seed: int,
                  no_check: bool) -> None:
        from rich.table import Table

        from tda.cli_game import print_sim_end
        console.print(_("{games} games, {players} players, {deck} deck, {rules} rules, seeds "
                        "{first}..{last}").format(games=summary.games, players=summary.players,
                                                  deck=summary.deck, rules=summary.ruleset,
                                                  first=seed, last=seed + summary.games - 1))
        table = Table()
        table.add_column(_("seat"))
        table.add_column(_("bot"))
        table.add_column(_("win share"), justify="right")
        for seat, share in enumerate(summary.win_share):
            table.add_row(str(seat), names[seat % len(names)], f"{share:.1%}")
        console.print(table)
        console.print(_("mean gambits per game: {gambits}; mean actions per game: "
                        "{actions}").format(gambits=f"{summary.mean_gambits:.2f}",
                                            actions=f"{summary.mean_actions:.1f}"))
        print_sim_end(console, summary, no_check)

    def tournament(self, args: argparse.Namespace, lineup: list[str]) -> Tournament:
        from tda.table.tournament import Tournament
        self.check_seats(len(lineup), "--bots", lineup=True)  # before any bot is built
        decks = setups_in("original" if args.decks is None else args.decks, "--decks", "deck")
        check_seed_run(args.seed, args.deals, "--deals")
        check_record(args)
        self.check_bots(lineup, "--bots")
        options = {"max_gambits": args.max_gambits} if args.max_gambits else {}
        for deck in decks:
            self.config(args, args.seed, len(lineup), flags={"players": "--bots",
                                                             "deck": "--decks"}, deck=deck)
        return Tournament(lineup, decks, args.deals, args.seed, args.ruleset, options)

    def bench(self, args: argparse.Namespace) -> tuple[dict[str, Any], str]:
        options = self.options(args, "bench")
        self.config(args, 0, args.players)  # unknown names fail here, clearly
        return ({"deck": options["deck"], "ruleset": options["ruleset"]},
                _("{deck} deck").format(deck=options["deck"]))

    def check_play(self, args: argparse.Namespace) -> None:
        options = self.options(args, "play")  # the deck's default filled in there
        check_names(options["deck"], options["ruleset"])

    def play_config(self, args: argparse.Namespace, seats: list[Seat], seed: int) -> GameConfig:
        from pydantic import ValidationError

        from tda.engine import GameConfig
        options = self.options(args, "play")
        try:
            return GameConfig(players=[s.name for s in seats], seed=seed, **options)
        except ValidationError as err:
            raise UsageError(config_problem(err, {**CONFIG_FLAGS, "players": "--seat"})) \
                from None


def check_names(deck: str, ruleset: str | None, deck_flag: str = "--deck") -> None:
    """The deck and ruleset exist. GameConfig checks them too, but all at once, so its
    message cannot say which flag was wrong."""
    from tda.engine import ConfigError, get_ruleset
    from tda.engine.setup import deck_spec
    for flag, check, name in ((deck_flag, deck_spec, deck), ("--ruleset", get_ruleset, ruleset)):
        try:
            if name is not None:
                check(name)
        except ConfigError as err:
            raise flag_refused(flag, err) from None


COMMAND_LINE = ThreeDragonAnteCommandLine(THREE_DRAGON_ANTE)
