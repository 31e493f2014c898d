import os
import sys
from pathlib import Path

# Test helpers (scenario.py, ...) import as plain modules.
sys.path.insert(0, str(Path(__file__).parent))

# The TUI's bots think in this process in tests: a worker process per app would cost
# every table test a fresh interpreter. tests/test_bot_process.py runs the worker,
# at the table too.
os.environ.setdefault("TDA_BOT_PROCESS", "0")
