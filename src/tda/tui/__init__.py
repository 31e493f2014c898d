"""The Textual table for tda (the only package that imports textual)."""

from .app import TdaApp
from .line_breaks import install as _install_line_breaks

_install_line_breaks()  # Japanese wraps at kinsoku-safe places (tda.tui.line_breaks)

__all__ = ["TdaApp"]
