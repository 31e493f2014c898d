"""Card powers, registered by power id (grouped by edition and card family)."""

from . import (  # noqa: F401  # noqa: F401
    choices,
    emperors_gambit,  # noqa: F401
    legendary,
    legendary_mortals,
    original,
)
