import os
import sys
import tempfile
from pathlib import Path

import pytest

import textual_idle

# Test helpers (scenario.py, ...) import as plain modules.
sys.path.insert(0, str(Path(__file__).parent))

# The TUI's bots think in this process in tests: a worker process per app would cost
# every table test a fresh interpreter. tests/test_bot_process.py runs the worker,
# at the table too.
os.environ.setdefault("TDA_BOT_PROCESS", "0")

# The setup screen remembers the last setup in the user's config folder: never the
# user's in tests, and each test starts with none (one test's setup is not the next's).
os.environ["TDA_CONFIG_DIR"] = tempfile.mkdtemp(prefix="tda-test-config-")

# The pilot's wait for an idle app after each key, in 5 ms slices where Textual's own
# takes 20 ms ones (tests/textual_idle.py): whole games by keys take half the time.
textual_idle.install()


@pytest.fixture(autouse=True)
def _no_remembered_setup(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))


@pytest.fixture(autouse=True)
def _english_again():
    """Each test starts in English: `tda.cli.main` picks the process's language (its
    `--lang`, TDA_LANG, the locale), and a test that called it in another language
    must not leave the next test speaking it."""
    yield
    from tda import i18n
    if i18n.language() != i18n.ENGLISH:
        i18n.use_language(i18n.ENGLISH)


def pytest_collection_modifyitems(items):
    """Slow tests (whole games driven by keys) run first: spread over the cores by
    pytest-xdist, a minute-long test that starts last would hold the suite up alone.
    Only these: pytest-xdist deals the first quarter of the tests out at the start, the
    rest as cores come free, so the seconds-long tests stay in the rest to be shared."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
