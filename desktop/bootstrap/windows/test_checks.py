"""The lane's checks that are tests run under Windows Python: tests/windows (collected
only there) and the suite's tests that check a Windows behaviour, with the pytest
subset, in one pytest run (Wine, Windows Python and pytest's imports cost ~20 s a
start on this machine). Each check is then reported as a step of its own: what its
tests saw, their own time, and where Wine differs from Windows.

Each check fails without its feature (tried once by breaking it): no sweep at the
next start, no lock around a download, no System32 in nvidia-smi's search, no job
around the python tool.
"""

from __future__ import annotations

import subprocess
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop.bootstrap.windows import wine
from desktop.bootstrap.windows.layout import STANDIN_BUILD
from desktop.bootstrap.windows.python import python_args
from desktop.bootstrap.windows.standin_dlls import CC, SOURCES
from desktop.bootstrap.windows.steps import AppFolders, Done, StepFailedError
from desktop.bootstrap.windows.test_subset import DESELECTED, EXCLUDED, INCLUDED

FAKE_TOOL = STANDIN_BUILD / "fake_tool.exe"
_GPU_LIBRARIES = "tests/test_gpu_libraries.py::test_windows_"
_TWO_PULLS = "tests/test_download_integrity.py::test_"
# Wine and Windows Python run 3-4 times slower on a busy 2-core machine than on a quiet one.
_TIMEOUT_S = 1800


@dataclass(frozen=True)
class TestCheck:
    name: str
    tests: tuple[str, ...]  # files, or file::test (its parametrised cases included)
    wine_note: str = ""


CHECKS: tuple[TestCheck, ...] = (
    TestCheck(
        "orphan sweep",
        ("tests/windows/test_orphan_sweep.py",),
        "a server outlives the app only where its Job Object could not be made, so the "
        "app killed here starts its server without one (as a failed CreateJobObjectW "
        "leaves it); the kill is TerminateProcess, as on Windows",
    ),
    TestCheck(
        "file locks between two pulls",
        (
            f"{_TWO_PULLS}two_pulls_of_one_model_at_once_leave_one_correct_file",
            f"{_TWO_PULLS}a_writer_waiting_for_the_lock_can_be_paused_and_keeps_the_others_part",
        ),
        "filelock takes Windows' LockFileEx byte-range lock (msvcrt.locking); Wine keeps "
        "such locks in its server between its processes, as Windows does",
    ),
    TestCheck(
        "GPU discovery (nvidia-smi.exe, CUDA DLL folders)",
        (
            "tests/windows/test_gpu_discovery.py",
            *(
                f"{_GPU_LIBRARIES}{name}"
                for name in (
                    "cuda_search_order",
                    "cuda_dlls_found",
                    "missing_cublas_is_named",
                    "rocm_from_hip_path_ignores_letter_case",
                    "child_environment_has_one_path_variable",
                )
            ),
        ),
        "nvidia-smi.exe is a stand-in program (standins/fake_tool.c) and no nvml.dll "
        "exists, so NVML says the driver library is missing; no card is real",
    ),
    TestCheck(
        "python tool fence",
        ("tests/windows/test_python_fence.py",),
        "Wine's Job Objects have no one-process limit (programs start inside the job; "
        "what Wine enforces is no breakaway and kill on close) and Wine applies no "
        "integrity levels and refuses the low label, so the tool is off under Wine with "
        "that reason; on Windows the same tests see every program refused, writes outside "
        "the scratch folder and ending other processes refused",
    ),
    TestCheck(
        "server ended from outside",
        ("tests/windows/test_ended_from_outside.py",),
        "TerminateProcess(1) as the Task Manager's End task gives it",
    ),
)


@dataclass(frozen=True)
class _Case:
    path: str  # tests/x.py
    name: str  # test_y[param]
    seconds: float
    failure: str | None  # None: passed (or skipped)
    skipped: bool = False


def ensure_fake_tool() -> Path:
    """The stand-in hardware tool (fake_tool.c), built when its source is newer."""
    source = SOURCES / "fake_tool.c"
    if not FAKE_TOOL.is_file() or FAKE_TOOL.stat().st_mtime < source.stat().st_mtime:
        STANDIN_BUILD.mkdir(parents=True, exist_ok=True)
        subprocess.run([CC, "-O2", "-s", "-o", str(FAKE_TOOL), str(source)], check=True)
    return FAKE_TOOL


def _selected(case: _Case, selection: str) -> bool:
    path, _, name = selection.partition("::")
    if case.path != path:
        return False
    return not name or case.name == name or case.name.startswith(name + "[")


class _Run:
    """The one pytest run, made when the first of its steps asks."""

    def __init__(self) -> None:
        self.cases: list[_Case] | None = None
        self.said = ""
        self.seconds = 0.0
        self.failure: StepFailedError | None = None

    def cases_for(self, folders: AppFolders) -> list[_Case]:
        if self.failure is not None:  # said once, for every step it serves
            raise self.failure
        if self.cases is None:
            try:
                self.cases = self._run(folders)
            except StepFailedError as error:
                self.failure = error
                raise
        return self.cases

    def _run(self, folders: AppFolders) -> list[_Case]:
        report = folders.root / "tmp" / "junit.xml"
        selections = [test for check in CHECKS for test in check.tests]
        extra = {
            "LLAMADESK_FAKE_TOOL_EXE": wine.windows_path(ensure_fake_tool()),
            "HF_HUB_OFFLINE": "0",  # the download tests' Hub is a local fake
        }
        started = time.monotonic()
        try:
            done = wine.run(
                python_args(
                    "-m",
                    "pytest",
                    "-q",
                    "-p",
                    "no:cacheprovider",
                    "--basetemp",
                    wine.windows_path(folders.root / "tmp" / "pytest"),
                    "--junitxml",
                    wine.windows_path(report),
                    *INCLUDED,
                    *selections,
                    *(f"--deselect={test}" for test in DESELECTED),
                ),
                env=folders.env(extra),
                timeout=_TIMEOUT_S,
            )
        except subprocess.TimeoutExpired:
            raise StepFailedError(
                f"the tests under Windows Python did not finish in {_TIMEOUT_S} s (on this "
                "machine they take 4-5 minutes at a load of 11)"
            ) from None
        self.seconds = time.monotonic() - started
        self.said = (done.stdout + done.stderr).strip()[-1500:]
        if not report.is_file():
            raise StepFailedError(
                f"pytest ended (exit {done.returncode}) with no report: {self.said}"
            )
        return _read_report(report)


def _read_report(report: Path) -> list[_Case]:
    cases = []
    for case in ElementTree.parse(report).iter("testcase"):
        # classname is tests.windows.test_x (a class in the file adds its name).
        parts = case.get("classname", "").split(".")
        while parts and not parts[-1].startswith("test_"):
            parts.pop()
        problem = next((child for child in case if child.tag in ("failure", "error")), None)
        skipped = next((child for child in case if child.tag == "skipped"), None)
        failure = None
        if problem is not None:
            failure = (problem.get("message") or problem.text or "failed")[:800]
        cases.append(
            _Case(
                "/".join(parts) + ".py",
                case.get("name", ""),
                float(case.get("time", "0") or 0),
                failure,
                skipped is not None,
            )
        )
    return cases


_RUN = _Run()


def _summary(cases: list[_Case]) -> str:
    seconds = sum(case.seconds for case in cases)
    skipped = sum(case.skipped for case in cases)
    counted = f"{len(cases) - skipped} passed" + (f", {skipped} skipped" if skipped else "")
    return (
        f"{counted}, {seconds:.1f} s of their own (one pytest run for the checks and "
        f"the subset: {_RUN.seconds:.0f} s)"
    )


def _failed(cases: list[_Case]) -> StepFailedError:
    lines = [f"{case.path}::{case.name}: {case.failure}" for case in cases if case.failure]
    return StepFailedError(f"{len(lines)} of {len(cases)} failed:\n" + "\n".join(lines))


def _check_step(check: TestCheck) -> Callable[[AppFolders], Done]:
    def step(folders: AppFolders) -> Done:
        cases = [
            case
            for case in _RUN.cases_for(folders)
            if any(_selected(case, test) for test in check.tests)
        ]
        if not cases:
            raise StepFailedError(f"none of its tests ran: {_RUN.said}")
        if any(case.failure for case in cases):
            raise _failed(cases)
        return Done(_summary(cases), check.wine_note)

    return step


CHECK_STEPS: list[tuple[str, Callable[[AppFolders], Done]]] = [
    (check.name, _check_step(check)) for check in CHECKS
]


def pytest_subset(folders: AppFolders) -> Done:
    """The suite's files with no Linux-only premise (test_subset.py says which and why)."""
    cases = [
        case
        for case in _RUN.cases_for(folders)
        if any(case.path == path or case.path.startswith(path + "/") for path in INCLUDED)
    ]
    if not cases:
        raise StepFailedError(f"no test of the subset ran: {_RUN.said}")
    if any(case.failure for case in cases):
        raise _failed(cases)
    return Done(
        f"{len(INCLUDED)} files, {_summary(cases)}; {len(EXCLUDED)} left out "
        "(desktop/bootstrap/windows/test_subset.py says why)"
    )
