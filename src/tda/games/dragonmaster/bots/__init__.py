"""Dragonmaster's bots: its heuristic, search and levels."""
