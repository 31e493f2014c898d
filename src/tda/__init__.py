"""tda: Three-Dragon Ante at the terminal."""

__version__ = "0.1.0"
