"""One app per user and data folder: a second launch shows the first window and exits.

The launches are real processes (``llamadesk`` with no command, offscreen) over the
test's own data folder, so they never meet a real LlamaDesk or another test's."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import psutil
import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalServer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.gui.shell import single_instance
from desktop.gui.shell.app import SHOWN_FOR_ANOTHER_LAUNCH
from tests.support.cli_process import CLI_COMMAND, start_cli

ROOT = Path(__file__).resolve().parents[2]
STARTUP_TIMEOUT_S = 60.0
# The second launch starts Python and Qt, asks, and is gone: well under this even on
# a busy machine (measured: about 1 s idle).
SECOND_LAUNCH_TIMEOUT_S = 30.0
APP = [*CLI_COMMAND]  # `llamadesk` with no command


@pytest.fixture
def name() -> Iterator[str]:
    """This test's socket name; a killed app's socket file is removed afterwards."""
    socket_name = single_instance.server_name(paths.data_dir())
    yield socket_name
    QLocalServer.removeServer(socket_name)


def _start(args: list[str], output: Path) -> subprocess.Popen[bytes]:
    with output.open("wb") as sink:
        return subprocess.Popen(
            args, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=sink, stderr=subprocess.STDOUT
        )


def _run(args: list[str]) -> tuple[subprocess.CompletedProcess[str], float]:
    began = time.monotonic()
    completed = subprocess.run(
        args,
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=SECOND_LAUNCH_TIMEOUT_S,
        check=False,
    )
    return completed, time.monotonic() - began


def _listens_on(process: subprocess.Popen[bytes], name: str) -> bool:
    """The socket file is there and ``process`` holds a Unix socket (Qt binds it
    under a temporary name, then renames it, so the socket table shows the old one)."""
    try:
        holds_one = bool(psutil.Process(process.pid).net_connections(kind="unix"))
    except psutil.NoSuchProcess:
        return False
    return holds_one and _socket_file(name).exists()


def _socket_file(name: str) -> Path:
    # Where Qt puts a local socket given a bare name on Unix.
    return Path(QDir.tempPath(), name)


def _wait_for(
    condition: str, check: Callable[[], bool], process: subprocess.Popen[bytes], output: Path
) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while not check():
        if process.poll() is not None or time.monotonic() > deadline:
            pytest.fail(
                f"The first app never got to: {condition} (exit {process.poll()}).\n"
                + output.read_text(errors="replace")[-4000:]
            )
        time.sleep(0.05)


def _end(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(10)


@dataclass(frozen=True)
class FirstApp:
    process: subprocess.Popen[bytes]
    output: Path  # what it prints, stdout and stderr together


@pytest.fixture
def first_app(tmp_path: Path, name: str) -> Iterator[FirstApp]:
    """The app launched with no command and listening on this test's socket; ended
    (if the test has not) afterwards."""
    output = tmp_path / "first.out"
    process = _start(APP, output)
    try:
        _wait_for("listening", lambda: _listens_on(process, name), process, output)
        yield FirstApp(process, output)
    finally:
        _end(process)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux's socket table")
def test_a_second_launch_shows_the_first_window_and_exits(first_app: FirstApp, name: str) -> None:
    first, output = first_app.process, first_app.output
    second, seconds = _run(APP)
    print(f"second launch took {seconds:.2f} s")
    assert second.returncode == 0, second.stdout + second.stderr
    assert second.stdout.strip() == single_instance.ALREADY_OPEN_MESSAGE
    assert "Traceback" not in second.stderr
    _wait_for(
        "bring its window forward",
        lambda: SHOWN_FOR_ANOTHER_LAUNCH in output.read_text(errors="replace"),
        first,
        output,
    )
    assert first.poll() is None, "the first app must keep running"
    # Only one app ever listened: the second did not open a window of its own.
    assert _listens_on(first, name)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Unix socket files")
def test_an_app_killed_outright_does_not_block_the_next_launch(
    first_app: FirstApp, name: str
) -> None:
    first_app.process.send_signal(signal.SIGKILL)  # no chance to close its socket
    first_app.process.wait(10)
    # The dead app's socket file is still there; nobody answers on it.
    assert _socket_file(name).exists()
    second, seconds = _run([sys.executable, "-m", "desktop.gui.shell.app", "--smoke-test"])
    print(f"launch after a killed app took {seconds:.2f} s")
    assert second.returncode == 0, second.stdout + second.stderr
    assert "main window shown" in second.stdout
    assert single_instance.ALREADY_OPEN_MESSAGE not in second.stdout + second.stderr
    # It closed its own socket on the way out, leaving nothing stale behind.
    assert not _socket_file(name).exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux's socket table")
def test_a_launch_that_gets_no_answer_says_so_and_opens_nothing(
    first_app: FirstApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A hung app: its socket still accepts connections, but nothing answers.
    first_app.process.send_signal(signal.SIGSTOP)
    try:
        monkeypatch.setattr(single_instance, "REPLY_TIMEOUT_MS", 500)
        outcome = single_instance.claim(paths.data_dir())
        assert outcome == single_instance.AlreadyRunning(answered=False)
        assert "not answering" in outcome.message
    finally:
        first_app.process.send_signal(signal.SIGCONT)


def test_the_guard_answers_a_real_second_launch(qtbot: QtBot) -> None:
    guard = single_instance.claim(paths.data_dir())
    assert isinstance(guard, single_instance.InstanceGuard)
    try:
        assert guard.is_listening() and guard.problem is None
        with qtbot.waitSignal(guard.show_requested, timeout=int(STARTUP_TIMEOUT_S * 1000)):
            second = start_cli([])
        # The reply goes out as the signal returns; this event loop must keep running
        # for the second launch to read it.
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=30_000)
        stdout, stderr = second.communicate()
        assert second.returncode == 0, stdout + stderr
        assert stdout.strip() == single_instance.ALREADY_OPEN_MESSAGE
    finally:
        guard.release()
    assert not guard.is_listening()


def test_the_app_gives_the_folder_back_when_it_ends() -> None:
    # A real process, as the other launches here: an app run inside the test process
    # would leave this process's Qt unable to activate the later tests' windows.
    done, _ = _run([sys.executable, "-m", "desktop.gui.shell.app", "--smoke-test"])
    assert done.returncode == 0, done.stdout + done.stderr
    # A launch after the window closed is the app again, not a "second launch".
    guard = single_instance.claim(paths.data_dir())
    assert isinstance(guard, single_instance.InstanceGuard)
    try:
        assert guard.is_listening()
    finally:
        guard.release()


def test_bring_forward_restores_a_minimised_window(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    assert window.isMinimized()
    single_instance.bring_forward(window)
    assert window.isVisible()
    assert not window.isMinimized()


def test_socket_names_are_short_and_per_user_and_data_folder(tmp_path: Path) -> None:
    one, other = tmp_path / "one", tmp_path / "other"
    name = single_instance.server_name(one, "ada")
    assert len(name) <= 30 and name.startswith("llamadesk-")
    assert single_instance.server_name(tmp_path / "x" / ".." / "one", "ada") == name
    assert single_instance.server_name(other, "ada") != name
    assert single_instance.server_name(one, "grace") != name
    if hasattr(os, "symlink"):
        link = tmp_path / "link"
        one.mkdir()
        link.symlink_to(one)
        assert single_instance.server_name(link, "ada") == name
