"""Card powers, registered by power id (grouped by edition and card family)."""

from . import choices, original  # noqa: F401
