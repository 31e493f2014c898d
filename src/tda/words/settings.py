"""The words of a refused setting, for every game: a bot or its options, a deck, a
ruleset, a game, a deck file (issue 29.1). The rules raise `ConfigError` with a
phrase (`tda.table.errors`); the command line and the setup screen say it here, in
the table's language. Names a player typed (quoted as the rules quoted them) and
the choices (words of the command line) are data.
"""

from __future__ import annotations

import re

from tda.i18n import N_, _
from tda.table.phrase import Arg
from tda.words import said, says

OPTION_FORM = "KEY=NUMBER"  # how a bot's option is typed (bot:ismcts:seconds=4)


def _choices(known: tuple[str, ...]) -> str:
    """Names a player can type, as the command line takes them."""
    return ", ".join(known)


def _both(items: tuple[str, ...]) -> str:
    """"a and b" (and "a, b and c"), in the table's language."""
    words = items[0] if items else ""
    for item in items[1:]:
        words = _("{first} and {second}").format(first=words, second=item)
    return words


# -- bots ------------------------------------------------------------------------------

@says("bot.unknown")
def bot_unknown(*, bot: str, known: tuple[str, ...]) -> str:
    return _("unknown bot {bot}; choose from: {known}").format(bot=bot, known=_choices(known))


@says("bot.option-not-taken")
def bot_option_not_taken(*, bot: str, key: str, takes: tuple[str, ...]) -> str:
    if not takes:
        return _("bot {bot} does not take the option {key}; it takes no options").format(
            bot=bot, key=key)
    return _("bot {bot} does not take the option {key}; its options: {options}").format(
        bot=bot, key=key, options=_choices(takes))


@says("bot.refused")
def bot_refused(*, bot: str, why: Arg) -> str:
    """A bot's refusal of one of its options' values, with the bot's name."""
    return _("bot {bot}: {why}").format(bot=bot, why=said(why))


@says("bot.option-form")
def bot_option_form(*, bot: str, option: str) -> str:
    return _("bot {bot}: option {option} must be {form}").format(bot=bot, option=option,
                                                                 form=OPTION_FORM)


@says("bot.option-twice")
def bot_option_twice(*, bot: str, key: str) -> str:
    return _("bot {bot}: option {key} is given twice").format(bot=bot, key=key)


@says("bot.option-too-long")
def bot_option_too_long(*, bot: str, key: str, length: int) -> str:
    return _("bot {bot}: {key} is not a usable number ({length} characters)").format(
        bot=bot, key=key, length=f"{length:,}")


@says("bot.option-number")
def bot_option_number(*, bot: str, key: str, value: str) -> str:
    return _("bot {bot}: option {key}={value} must be {form}").format(
        bot=bot, key=key, value=value, form=OPTION_FORM)


@says("bot.option-finite")
def bot_option_finite(*, bot: str, key: str, value: str) -> str:
    return _("bot {bot}: {key} must be a finite number, not {value}").format(
        bot=bot, key=key, value=value)


@says("bot.value-number")
def bot_value_number(*, key: str, value: str) -> str:
    return _("{key} must be a number, not {value}").format(key=key, value=value)


@says("bot.value-whole")
def bot_value_whole(*, key: str, value: str) -> str:
    return _("{key} must be a whole number, not {value}").format(key=key, value=value)


@says("bot.value-range")
def bot_value_range(*, key: str, low: str, high: str, value: str) -> str:
    return _("{key} must be from {low} to {high}, not {value}").format(
        key=key, low=low, high=high, value=value)


@says("bot.value-between")
def bot_value_between(*, key: str, low: str, high: str) -> str:
    return _("{key} must be from {low} to {high}").format(key=key, low=low, high=high)


@says("bot.unknown-for-game")
def bot_unknown_for_game(*, bot: str, game: str, known: tuple[str, ...]) -> str:
    """A bot every game seats (`tda.bots.search`) asked of `game` (its registered name)."""
    from tda.table.registry import UnknownGameError, get_game
    try:
        title = _(get_game(game).title)
    except UnknownGameError:
        title = game
    return _("unknown bot {bot} for {game}; choose from: {known}").format(
        bot=bot, game=title, known=_choices(known))


@says("bot.search-budget")
def bot_search_budget() -> str:
    return _("a search needs a budget: {seconds} above 0 or {iterations} of 1 or "
             "more").format(seconds="seconds", iterations="iterations")


# -- games, decks and rulesets ---------------------------------------------------------

@says("seat.form")
def seat_form(*, seat: str) -> str:
    return _("seat {seat}: expected {form}").format(seat=seat,
                                                    form="bot:LEVEL[:KEY=NUMBER...][:NAME]")


@says("seat.no-name")
def seat_no_name() -> str:
    return _("a human seat needs a name")


@says("game.unknown")
def game_unknown(*, game: str, known: tuple[str, ...]) -> str:
    return _("unknown game {game} (this tda has: {known})").format(game=game,
                                                                  known=_choices(known))


@says("ruleset.unknown")
def ruleset_unknown(*, ruleset: str, known: tuple[str, ...]) -> str:
    return _("unknown ruleset {ruleset}; choose from: {known}").format(
        ruleset=ruleset, known=_choices(known))


@says("deck.unknown")
def deck_unknown(*, deck: str, known: tuple[str, ...], files: bool) -> str:
    if files:
        return _("unknown deck {deck}; choose from: {known}, or a deck file ({custom} or "
                 "{path})").format(deck=deck, known=_choices(known), custom="custom:PATH",
                                   path="PATH.toml")
    return _("unknown deck {deck}; choose from: {known}").format(deck=deck,
                                                                known=_choices(known))


@says("deck.no-options")
def deck_no_options(*, deck: str) -> str:
    return _("the {deck} deck has no deck-building options").format(deck=deck)


@says("deck.no-such-option")
def deck_no_such_option(*, deck: str, option: str, known: tuple[str, ...]) -> str:
    return _("the {deck} deck has no option {option}; its options: {known}").format(
        deck=deck, option=option, known=_choices(known))


@says("deck.too-small")
def deck_too_small(*, deck: str, have: int, players: int, need: int, each: int) -> str:
    return _("the {deck} deck has {have} cards; {players} players need at least {need} "
             "({each} per player)").format(deck=deck, have=have, players=players, need=need,
                                           each=each)


@says("deck.not-legendary")
def deck_not_legendary(*, deck: str) -> str:
    return _("{deck} is not a Legendary deck name").format(deck=deck)


@says("deck.legendary-option")
def deck_legendary_option(*, option: str, deck: str, known: tuple[str, ...]) -> str:
    return _("bad Legendary deck option {option} in {deck}; use one of {known}, {custom} "
             "and optionally {show}").format(option=option, deck=deck, known=_choices(known),
                                             custom="custom=<id>,<id>...", show="+show-em")


@says("deck.custom-unknown")
def deck_custom_unknown(*, cards: str, known: tuple[str, ...]) -> str:
    return _("custom Legendary deck: {cards} not among the 30 specials ({known})").format(
        cards=cards, known=_choices(known))


@says("deck.custom-count")
def deck_custom_count(*, most: int) -> str:
    return _("custom Legendary deck: list 1 to {most} different specials").format(most=most)


# -- deck files ------------------------------------------------------------------------

@says("deck-file.unknown-color")
def deck_file_unknown_color(*, color: str, close: str | None, known: tuple[str, ...]) -> str:
    if close is not None:
        return _("unknown dragon color {color} (did you mean {close}?); known colors: "
                 "{known}").format(color=color, close=repr(close), known=_choices(known))
    return _("unknown dragon color {color}; known colors: {known}").format(
        color=color, known=_choices(known))


@says("deck-file.unknown-card")
def deck_file_unknown_card(*, card: str, close: str | None, sets: tuple[str, ...]) -> str:
    if close is not None:
        return _("unknown card {card} (did you mean {close}?) (cards come from the {sets} "
                 "sets)").format(card=card, close=repr(close), sets=_both(sets))
    return _("unknown card {card} (cards come from the {sets} sets)").format(
        card=card, sets=_both(sets))


@says("deck-file.twice")
def deck_file_twice(*, cards: tuple[str, ...]) -> str:
    return _("card(s) listed twice (a color brings all six of its dragons): {cards}").format(
        cards=", ".join(cards))


@says("deck-file.empty")
def deck_file_empty() -> str:
    return _("the deck lists no cards")


@says("deck-file.malformed")
def deck_file_malformed(*, problems: tuple[Arg, ...], more: int) -> str:
    """`problems`: the schema's first findings, each at its key in the file."""
    found = "; ".join(said(problem) for problem in problems)
    if more:
        return _("malformed deck file: {problems} (and {more} more)").format(problems=found,
                                                                            more=more)
    return _("malformed deck file: {problems}").format(problems=found)


# What pydantic (the files' checker) says of a value, in its own English: said through
# the catalog with those words as the msgid; a message not here is shown as written.
CHECKER_WORDS = frozenset({
    N_("Field required"), N_("Extra inputs are not permitted"),
    N_("Input should be a valid string"), N_("Input should be a valid integer"),
    N_("Input should be a valid list"), N_("Input should be a valid boolean"),
    N_("Input should be a valid dictionary"), N_("Input should be a valid number"),
    N_("Input should be a valid datetime"),
})


@says("problem.at")
def problem_at(*, where: str | None, what: Arg, more: int) -> str:
    """A problem in a file at its key (`where`; None: the file as a whole, "": no key
    said), and how many more there are."""
    where = _("file") if where is None else where
    said_ = (_(what) if what in CHECKER_WORDS else what) if isinstance(what, str) \
        else said(what)
    if where and more:
        return _("{where}: {what}; {more} more problem(s)").format(where=where, what=said_,
                                                                  more=more)
    if where:
        return _("{where}: {what}").format(where=where, what=said_)
    if more:
        return _("{what}; {more} more problem(s)").format(what=said_, more=more)
    return said_


@says("problem.unknown-field")
def problem_unknown_field() -> str:
    return _("unknown field")


# -- reading a file --------------------------------------------------------------------

@says("file.not-found")
def file_not_found(*, deck: bool) -> str:
    return _("deck file not found") if deck else _("file not found")


@says("file.unreadable")
def file_unreadable(*, deck: bool, why: str) -> str:
    said_ = _("cannot read the deck file: {why}") if deck else _("cannot read the file: {why}")
    return said_.format(why=why)


@says("file.not-utf8")
def file_not_utf8(*, deck: bool, byte: int) -> str:
    said_ = (_("not {encoding} text (byte {byte}): is this really a deck file?") if deck
             else _("not {encoding} text (byte {byte}): is this really a file?"))
    return said_.format(encoding="UTF-8", byte=byte)


# What Python's TOML reader says it met (its own English), said through the catalog with
# those words as the msgid, and where: "(at line 2, column 8)", "(at end of document)".
TOML_WORDS = frozenset({
    N_("Invalid value"), N_("Invalid statement"), N_("Unclosed array"),
    N_("Unclosed inline table"), N_("Unterminated string"), N_("Cannot overwrite a value"),
    N_("Expected '=' after a key in a key/value pair"),
    N_("Expected ']' at the end of a table declaration"),
    N_("Expected ']]' at the end of an array declaration"),
    N_("Expected newline or end of document after a statement"),
    N_("Invalid date or datetime"), N_("Invalid hex value"),
    N_("Invalid initial character for a key part"),
    N_("Escaped character is not a Unicode scalar value"), N_("Unescaped '\\' in a string"),
})
# The messages the TOML reader builds around what it met (its own f-strings): their
# shape, with what it met as data (a character or a closing quote as Python writes
# it, a key, a table's dotted key as a tuple), said through the catalog.
_QUOTED = r"'[^']*'|\"[^\"]*\""
TOML_SHAPES = (
    (re.compile(rf"Expected (?P<text>{_QUOTED})"), N_("Expected {text}")),
    (re.compile(rf"Found invalid character (?P<character>{_QUOTED})"),
     N_("Found invalid character {character}")),
    (re.compile(rf"Illegal character (?P<character>{_QUOTED})"),
     N_("Illegal character {character}")),
    (re.compile(rf"Duplicate inline table key (?P<key>{_QUOTED})"),
     N_("Duplicate inline table key {key}")),
    (re.compile(r"Cannot declare (?P<key>\(.*\)) twice"), N_("Cannot declare {key} twice")),
    (re.compile(r"Cannot mutate immutable namespace (?P<key>\(.*\))"),
     N_("Cannot mutate immutable namespace {key}")),
    (re.compile(r"Cannot redefine namespace (?P<key>\(.*\))"),
     N_("Cannot redefine namespace {key}")),
)
_TOML_AT = re.compile(r"(.*) \(at (?:line (\d+), column (\d+)|end of document)\)", re.DOTALL)


def _toml_message(what: str) -> str:
    """One message of the TOML reader, said where the words know it (as written if not)."""
    if what in TOML_WORDS:
        return _(what)
    for shape, words in TOML_SHAPES:
        found = shape.fullmatch(what)
        if found is not None:
            return _(words).format(**found.groupdict())
    return what


def toml_words(detail: str) -> str:
    """The TOML reader's message in the table's language where the words know it."""
    found = _TOML_AT.fullmatch(detail)
    if found is None:
        return _toml_message(detail)
    what = _toml_message(found[1])
    if found[2] is None:
        return _("{what} (at end of document)").format(what=what)
    return _("{what} (at line {line}, column {column})").format(what=what, line=found[2],
                                                                column=found[3])


@says("file.not-toml")
def file_not_toml(*, detail: str) -> str:
    """`detail`: the TOML reader's words: where the file goes wrong."""
    return _("not valid {format}: {detail}").format(format="TOML", detail=toml_words(detail))


@says("file.toml-too-deep")
def file_toml_too_deep() -> str:
    return _("not valid {format}: values are nested too deeply").format(format="TOML")


@says("file.bad-name")
def file_bad_name() -> str:
    return _("not a usable file name")


@says("file.directory")
def file_directory() -> str:
    return _("a directory, not a file")


@says("file.not-regular")
def file_not_regular() -> str:
    return _("not a regular file")


@says("file.too-big")
def file_too_big(*, kb: int) -> str:
    return _("larger than {size}; too big to be card data").format(size=f"{kb} KB")


# -- a table's settings (the default game's GameConfig) ---------------------------------
# An option's name (`option`, `first`, `second`) is the config's field, as data: the
# command line puts its flag in its place (`tda.cli_args.config_problem`).

@says("config.players")
def config_players(*, count: int) -> str:
    return _("a game needs 2 to 6 players, not {count}").format(count=count)


@says("config.seed")
def config_seed() -> str:
    return _("the seed must be a non-negative integer")


@says("config.blank-name")
def config_blank_name(*, seat: int) -> str:
    return _("seat {seat} has a blank name; every seat needs a name").format(seat=seat)


@says("config.same-name")
def config_same_name(*, name: str) -> str:
    return _("two seats are named {name}; every seat needs its own name").format(name=name)


@says("config.at-least")
def config_at_least(*, low: int, value: int) -> str:
    return _("must be at least {low}, not {value}").format(low=low, value=value)


@says("config.seat-gold")
def config_seat_gold(*, seat: int, value: int) -> str:
    return _("seat {seat}'s starting gold must be at least 1, not {value}").format(
        seat=seat, value=value)


@says("config.not-both")
def config_not_both(*, first: str, second: str) -> str:
    return _("give {first} or {second}, not both").format(first=first, second=second)


@says("config.players-left")
def config_players_left(*, option: str) -> str:
    return _("{option} must be smaller than the number of players").format(option=option)


@says("config.gold-per-seat")
def config_gold_per_seat(*, option: str, count: int, players: int) -> str:
    return _("{option} lists {count} amounts for {players} players; give one per "
             "seat").format(option=option, count=count, players=players)


@says("config.no-hole")
def config_no_hole(*, option: str, rules: str) -> str:
    return _("{option} needs the Legendary rules (the hole); the {rules} rules have no "
             "hole").format(option=option, rules=rules)


# -- a save file that cannot be read (tda.table.saves) ----------------------------------

_FILE_KINDS = {"folder": N_("is a folder, not a save file"),
               "pipe": N_("is a named pipe, not a save file"),
               "socket": N_("is a socket, not a save file"),
               "device": N_("is a device, not a save file"),
               "other": N_("is something other than a file, not a save file")}

# What Python's JSON reader says it met, in its own (English) words: said through the
# catalog with those words as the msgid; a message not here is shown as written.
JSON_WORDS = frozenset({
    N_("Expecting value"), N_("Expecting ',' delimiter"), N_("Expecting ':' delimiter"),
    N_("Expecting property name enclosed in double quotes"), N_("Extra data"),
    N_("Unterminated string starting at"), N_("Invalid control character at"),
    N_("Invalid \\escape"), N_("Invalid \\uXXXX escape"),
})


@says("save.too-large")
def save_too_large(*, mb: int) -> str:
    return _("is too large to be a save (a save is at most {size})").format(size=f"{mb} MB")


@says("save.not-a-file")
def save_not_a_file(*, kind: str) -> str:
    return _(_FILE_KINDS.get(kind, _FILE_KINDS["other"]))


@says("save.no-such-file")
def save_no_such_file() -> str:
    return _("no such file")


@says("save.unreadable")
def save_unreadable(*, why: str) -> str:
    """`why`: the system's reason, in its own words (data)."""
    return _("cannot be read ({why})").format(why=why)


@says("save.cannot-open")
def save_cannot_open(*, why: str) -> str:
    """`why`: the system's reason the save's lock could not be taken (data)."""
    return _("cannot be opened for play ({why})").format(why=why)


@says("save.cannot-list")
def save_cannot_list(*, folder: str, why: str) -> str:
    return _("cannot list the saves folder {folder} ({why})").format(folder=folder, why=why)


@says("save.not-utf8")
def save_not_utf8(*, byte: int) -> str:
    return _("is not a save file (not {encoding} text: byte {byte} cannot be "
             "decoded)").format(encoding="UTF-8", byte=byte)


@says("save.not-json")
def save_not_json(*, why: str, line: int, column: int) -> str:
    return _("the file is damaged or cut short (not valid {format}: {why}, line {line} "
             "column {column})").format(format="JSON", why=_(why) if why in JSON_WORDS else why,
                                        line=line, column=column)


@says("save.json-too-deep")
def save_json_too_deep() -> str:
    return _("the file is damaged (its {format} is nested too deeply to be a "
             "save)").format(format="JSON")


@says("save.huge-number")
def save_huge_number() -> str:
    return _("the file is damaged (it holds a number thousands of digits long)")


@says("save.version-type")
def save_version_type(*, value: str) -> str:
    return _("not a tda save ({field} should be a whole number, not {value})").format(
        field="save_version", value=value)


@says("save.version-newer")
def save_version_newer(*, version: str, reads: int) -> str:
    return _("save format version {version} was written by a newer tda (this one reads "
             "version {reads})").format(version=version, reads=reads)


@says("save.version-old")
def save_version_old(*, version: str, reads: int) -> str:
    return _("save format version {version} is not supported (this tda reads version "
             "{reads})").format(version=version, reads=reads)


@says("save.game-type")
def save_game_type(*, value: str) -> str:
    return _("not a tda save (its game should be a name, not {value})").format(value=value)


@says("save.not-a-save")
def save_not_a_save() -> str:
    return _("not a tda save (it has no seats or record)")


@says("save.damaged")
def save_damaged(*, problem: Arg) -> str:
    """`problem`: the checker's first finding at its key in the file (`problem.at`)."""
    return _("a damaged save ({problem})").format(problem=said(problem))


@says("save.damaged-record")
def save_damaged_record(*, problem: Arg) -> str:
    return _("a damaged game record ({problem})").format(problem=said(problem))


@says("save.too-deep")
def save_too_deep() -> str:
    return _("the file is damaged (nested too deeply)")


@says("save.gambit-type")
def save_gambit_type(*, field: str, value: str) -> str:
    """The first release's `gambit` field (`field`) that is not a whole number."""
    return _("{field} should be a whole number, not {value}").format(field=field, value=value)


@says("save.gambit-negative")
def save_gambit_negative(*, field: str, value: int) -> str:
    return _("{field} should be 0 or more, not {value}").format(field=field, value=value)


@says("save.match-room")
def save_match_room(*, played: int, games: int) -> str:
    return _("{played} finished games and one more in a {games}-game match").format(
        played=played, games=games)


@says("save.match-deal")
def save_match_deal(*, number: int) -> str:
    return _("game {number} of the match was not dealt from the match's setup and "
             "seed").format(number=number)


@says("save.match-unfinished")
def save_match_unfinished(*, number: int) -> str:
    return _("game {number} of the match is not over, yet a later game was saved").format(
        number=number)


# -- a tournament's record file (tda.table.tournament): `why` is the system's or Python's
# reason in its own words (data); `flag` the option that names another file.

@says("tournament.unreadable")
def tournament_unreadable(*, why: str) -> str:
    return _("cannot read the tournament record ({why})").format(why=why)


@says("tournament.bad-line")
def tournament_bad_line(*, line: int, why: str, flag: str) -> str:
    return _("line {line} is not a tournament game ({why}); fix or remove the line, or give "
             "another {flag} file").format(line=line, why=why, flag=flag)


@says("tournament.unwritable")
def tournament_unwritable(*, why: str) -> str:
    return _("cannot write the tournament record ({why})").format(why=why)


# -- a hosted table's seat codes file (tda.net.codes) -------------------------------------

@says("codes.none")
def codes_none(*, file: str) -> str:
    return _("{file} holds no seat codes").format(file=file)


# -- an export's output refused before anything is written (tda.table.export) ------------
# `target`: the option and the path typed ("--json out.json"); `folder`: a path; `why`:
# the system's reason in its own words (data).

@says("export.unusable")
def export_unusable(*, target: str, why: str) -> str:
    return _("{target}: cannot be used ({why})").format(target=target, why=why)


@says("export.no-folder")
def export_no_folder(*, target: str, folder: str) -> str:
    return _("{target}: the folder {folder} does not exist (create it first)").format(
        target=target, folder=folder)


@says("export.part-is-file")
def export_part_is_file(*, target: str, folder: str) -> str:
    return _("{target}: part of {folder} is a file, not a folder").format(
        target=target, folder=folder)


@says("export.folder-is-file")
def export_folder_is_file(*, target: str, folder: str) -> str:
    return _("{target}: {folder} is a file, not a folder").format(target=target, folder=folder)


@says("export.folder-read-only")
def export_folder_read_only(*, target: str, folder: str) -> str:
    return _("{target}: cannot write in the folder {folder}").format(target=target,
                                                                    folder=folder)


@says("export.is-folder")
def export_is_folder(*, target: str) -> str:
    return _("{target}: is a folder; name a file to write").format(target=target)


@says("export.not-regular")
def export_not_regular(*, target: str) -> str:
    return _("{target}: is not a regular file (a device or a pipe)").format(target=target)


@says("export.exists")
def export_exists(*, target: str) -> str:
    return _("{target}: already exists (add {force} to replace it)").format(target=target,
                                                                           force="--force")


@says("export.in-saves")
def export_in_saves(*, target: str, folder: str) -> str:
    return _("{target}: is in the saves folder {folder}; write it somewhere else").format(
        target=target, folder=folder)


@says("export.is-source")
def export_is_source(*, target: str) -> str:
    return _("{target}: is the file being exported; writing it would lose the game").format(
        target=target)


@says("export.same-file")
def export_same_file(*, flag: str, other: str, out: str) -> str:
    return _("{flag} and {other} name the same file {out}; give each its own").format(
        flag=flag, other=other, out=out)


@says("export.unwritable")
def export_unwritable(*, out: str, why: str) -> str:
    return _("{out}: cannot be written ({why})").format(out=out, why=why)


# -- a save open in another tda (tda.table.save_lock) -----------------------------------

@says("lock.where")
def lock_where(*, pid: int, host: str, since: str | None) -> str:
    """Which tda holds a save: its process, its machine, since when (when known)."""
    if since is None:
        return _("process {pid} on {host}").format(pid=pid, host=host)
    return _("process {pid} on {host}, since {since}").format(pid=pid, host=host, since=since)


@says("lock.in-use")
def lock_in_use(*, save: str, where: Arg) -> str:
    if where is None:
        return _("{save} is already open in another tda: go on there, or quit that tda "
                 "first").format(save=save)
    return _("{save} is already open in another tda ({where}): go on there, or quit that "
             "tda first").format(save=save, where=said(where))
