"""`python -m tda` runs the same command line as `tda`."""

import sys

from tda.cli import main

sys.exit(main())
