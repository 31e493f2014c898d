"""`python -m tda` runs the same command line as the `tda` script."""

import sys

from tda.cli import main

if __name__ == "__main__":
    sys.exit(main())
