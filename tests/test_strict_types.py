"""issue 29.6: the rules packages and the table's shared parts are held to `mypy
--strict`. mypy itself runs in `.ci/mypy_baseline.py`; these tests keep the settings
that make it strict from quietly going away."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRICT_PACKAGES = ("tda.table", "tda.engine", "tda.cards", "tda.bots", "tda.dragonmaster")
# What `mypy --strict` turns on beyond the project's own settings, per module.
STRICT_FLAGS = ("check_untyped_defs", "disallow_untyped_defs", "disallow_incomplete_defs",
                "disallow_untyped_calls", "disallow_untyped_decorators",
                "disallow_any_generics", "disallow_subclassing_any", "warn_return_any",
                "no_implicit_reexport", "strict_equality")


def _overrides() -> list[dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    overrides: list[dict[str, object]] = config["tool"]["mypy"]["overrides"]
    return overrides


def test_every_rules_package_is_checked_strictly():
    """issue 29.6: each package's modules fall under an override with every strict flag."""
    for package in STRICT_PACKAGES:
        blocks = [block for block in _overrides() if f"{package}.*" in block["module"]]
        assert len(blocks) == 1, f"{package}: {len(blocks)} overrides name it"
        missing = [flag for flag in STRICT_FLAGS if blocks[0].get(flag) is not True]
        assert not missing, f"{package} is not checked with {', '.join(missing)}"


def test_the_ratchet_holds_the_whole_package_clean():
    """issue 29.6: the CLI and the TUI joined the clean list, so an error anywhere in
    tda fails the ratchet (the baseline is empty)."""
    spec = importlib.util.spec_from_file_location("mypy_baseline", ROOT / ".ci/mypy_baseline.py")
    assert spec is not None and spec.loader is not None
    ratchet = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ratchet)
    for path in ("src/tda/tui/app.py", "src/tda/cli.py", "src/tda/games/x.py"):
        assert ratchet.in_clean(f"{path}: an error [code]"), path
    assert not ratchet.read_baseline()


def test_the_ratchet_holds_every_strict_package_clean():
    """issue 29.6: `.ci/mypy_baseline.py` fails on any error in these packages (no
    baseline entry can hide one)."""
    spec = importlib.util.spec_from_file_location("mypy_baseline", ROOT / ".ci/mypy_baseline.py")
    assert spec is not None and spec.loader is not None
    ratchet = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ratchet)
    for package in STRICT_PACKAGES:
        path = "src/" + package.replace(".", "/") + "/"
        assert any(path.startswith(clean) for clean in ratchet.CLEAN), \
            f"{path} is not under the ratchet's CLEAN list"
        assert ratchet.in_clean(f"{path}x.py: an error [code]")
