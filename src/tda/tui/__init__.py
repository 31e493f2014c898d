"""The Textual table for tda (the only package that imports textual)."""

from .app import TdaApp

__all__ = ["TdaApp"]
