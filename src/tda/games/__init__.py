"""The built-in games, one entry module each (`three_dragon_ante`, `dragonmaster`).

Each module is its game's composition root: it hands the game's rules, bots, story
and screens (by module path) to the table as one `tda.table.registry.Game` entry, and
pyproject.toml names it in the entry point group `tda.games`. A third game needs no
edit here: its own package names its entry in that group.
"""
