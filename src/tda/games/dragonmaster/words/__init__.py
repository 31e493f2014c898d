"""Dragonmaster's words: its phrases, story and recap."""
