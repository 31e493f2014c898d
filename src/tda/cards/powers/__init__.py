"""Card powers, registered by power id (grouped by edition and card family)."""

from . import choices, original  # noqa: F401
from . import emperors_gambit  # noqa: F401
from . import legendary, legendary_mortals  # noqa: F401
