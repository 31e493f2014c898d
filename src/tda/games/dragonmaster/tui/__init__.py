"""Dragonmaster's table panel, its words and its help (`panel` registers it)."""
