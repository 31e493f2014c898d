"""Character abilities of the three editions (rules/ABILITIES.md): the catalog,
the per-game state, the windows that ask, and each edition's effects."""
