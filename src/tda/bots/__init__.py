"""The bots every game shares: random and a search over the game-state protocol.
Each game's own bots live in its package (`tda.games.<game>.bots`)."""
