"""`python -m tda` is the `tda` command (the setup screen, or any subcommand)."""

import sys

from tda.cli import main

sys.exit(main())
