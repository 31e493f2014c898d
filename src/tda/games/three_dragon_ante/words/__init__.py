"""Three-Dragon Ante's words: its phrases, cards, story, recap and standings."""
