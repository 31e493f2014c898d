#!/usr/bin/env python3
"""mypy with a ratchet: clean packages stay clean, the others' errors only shrink.

Run from anywhere: `python .ci/mypy_baseline.py` (what `.ci/run` does). mypy reads
its settings from pyproject.toml. An error is keyed by file, code and message,
without its line number, so moving code does not count as a new error; identical
errors in one file are counted.

- An error in a CLEAN package fails, whatever the baseline says.
- An error elsewhere that the baseline does not hold fails: fix it (preferred), or,
  for a change reviewed as worth it, `--rebaseline` and commit the file.
- A baseline entry no longer reported fails too, so the file shrinks with every
  fix: `python .ci/mypy_baseline.py --shrink` drops the fixed entries and nothing
  else (it never adds one).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "mypy-baseline.txt"

# Packages that must have no mypy error at all.
# Since issue 29 the whole package is clean (the CLI and the TUI joined last), so
# every error anywhere fails; the baseline is kept for a reviewed exception.
CLEAN = ["src/tda/"]
# Packages to move into CLEAN once their errors are gone, each with its reason.
# Until then their errors sit in the baseline like everyone else's.
PENDING_CLEAN: dict[str, str] = {}

ERROR = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+)(?::\d+)?: error: (?P<text>.*)$")
LINE_NUMBER = re.compile(r"\bline \d+\b")


def run_mypy() -> tuple[list[str], str]:
    """mypy's errors (normalised keys) and its whole output."""
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT,
                          capture_output=True, text=True)
    keys = [_key(m) for m in map(ERROR.match, done.stdout.splitlines()) if m]
    if done.returncode > 1 or done.returncode == 1 and not keys:
        sys.exit(f"mypy did not run:\n{done.stdout}{done.stderr}")
    return keys, done.stdout


def read_baseline() -> Counter[str]:
    if not BASELINE.exists():
        return Counter()
    lines = BASELINE.read_text(encoding="utf-8").splitlines()
    return Counter(line for line in lines if line and not line.startswith("#"))


def write_baseline(entries: Counter[str]) -> None:
    header = ["# mypy errors still to fix, without line numbers (.ci/mypy_baseline.py).",
              "# This file only shrinks: `python .ci/mypy_baseline.py --shrink` after a fix."]
    body = sorted(entries.elements())
    BASELINE.write_text("\n".join(header + body) + "\n", encoding="utf-8")


def in_clean(key: str) -> bool:
    return any(key.startswith(package) for package in CLEAN)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--shrink", action="store_true",
                       help="drop the baseline entries mypy no longer reports")
    group.add_argument("--rebaseline", action="store_true",
                       help="write every current error outside the clean packages "
                            "(a reviewed change only)")
    args = parser.parse_args()

    keys, output = run_mypy()
    now = Counter(keys)
    baseline = read_baseline()
    dirty = Counter({k: n for k, n in now.items() if in_clean(k)})
    rest = now - dirty

    if args.rebaseline:
        write_baseline(rest)
        print(f"mypy baseline rewritten: {sum(rest.values())} errors.")
        baseline = rest
    elif args.shrink:
        kept = baseline & rest
        write_baseline(kept)
        print(f"mypy baseline: {sum(baseline.values())} -> {sum(kept.values())} errors.")
        baseline = kept

    new = rest - baseline
    fixed = baseline - rest
    failed = False
    if dirty:
        failed = True
        print(f"mypy: {sum(dirty.values())} errors in packages that must be clean "
              f"({', '.join(CLEAN)}):")
        print("\n".join(line for line in output.splitlines()
                        if any(line.startswith(p) for p in CLEAN)))
    if new:
        failed = True
        print(f"mypy: {sum(new.values())} new errors (not in {BASELINE.name}):")
        for line in output.splitlines():
            match = ERROR.match(line)
            if match and not in_clean(line) and new[_key(match)] > 0:
                print(line)
        print("Fix them; a reviewed exception: python .ci/mypy_baseline.py --rebaseline")
    if fixed:
        failed = True
        print(f"mypy: {sum(fixed.values())} baseline errors are fixed; shrink the baseline "
              f"with `python .ci/mypy_baseline.py --shrink` and commit {BASELINE.name}:")
        print("\n".join(f"  {k}" for k in sorted(fixed)))
    per_package = Counter(_package(k) for k in now.elements())
    summary = ", ".join(f"{p} {n}" for p, n in sorted(per_package.items())) or "none"
    print(f"mypy errors by package: {summary}; baseline {sum(baseline.values())}.")
    for package, reason in PENDING_CLEAN.items():
        left = sum(n for k, n in now.items() if k.startswith(package))
        print(f"mypy: {package} to be clean, {left} errors left ({reason}).")
    if not failed:
        print("mypy: no new errors.")
    return 1 if failed else 0


def _key(match: re.Match[str]) -> str:
    """File and message, without the line number ("defined on line 42" moves with
    the code just as the error does)."""
    path = match["path"].replace("\\", "/")
    return f"{path}: {LINE_NUMBER.sub('line N', match['text'])}"


def _package(key: str) -> str:
    parts = key.split(":", 1)[0].split("/")
    # src/tda/engine/x.py -> tda.engine; src/tda/cli.py -> tda.cli
    return ".".join(parts[1:3]).removesuffix(".py")


if __name__ == "__main__":
    sys.exit(main())
