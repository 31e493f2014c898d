"""Three-Dragon Ante's table panel and widgets (`panel` registers it)."""
