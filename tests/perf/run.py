"""Benchmarks: each figure is measured side by side with its baseline in one run.

    python tests/perf/run.py              # every benchmark
    python tests/perf/run.py --only NAME  # one of them (see --list)

Each ``tests/perf/bench_*.py`` module exposes ``BENCHMARKS``: a mapping from a name
to a callable returning lines ``name: value (target ...)``. Not part of the test run:
figures depend on the machine, so they are printed, never asserted.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from pathlib import Path

PERF_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(PERF_DIR.parents[1]))


def discover() -> dict[str, Callable[[], list[str]]]:
    benchmarks: dict[str, Callable[[], list[str]]] = {}
    for module_path in sorted(PERF_DIR.glob("bench_*.py")):
        module = importlib.import_module(f"tests.perf.{module_path.stem}")
        benchmarks.update(module.BENCHMARKS)
    return benchmarks


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], help="run only this benchmark")
    parser.add_argument("--list", action="store_true", help="list the benchmarks")
    args = parser.parse_args(argv)
    benchmarks = discover()
    if args.list:
        print("\n".join(benchmarks))
        return 0
    unknown = [name for name in args.only if name not in benchmarks]
    if unknown:
        parser.error(f"unknown benchmark(s): {', '.join(unknown)}; known: {', '.join(benchmarks)}")
    for name, run in benchmarks.items():
        if args.only and name not in args.only:
            continue
        for line in run():
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
