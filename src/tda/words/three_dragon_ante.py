"""Three-Dragon Ante's words: one function per phrase key its rules produce, registered with
`@says(key)`, each returning its sentence through gettext (`tda.i18n`)."""

from __future__ import annotations
