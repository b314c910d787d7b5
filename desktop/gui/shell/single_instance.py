"""One running app per user and data folder: a second launch shows the first window.

Two windows over one data folder would both resume the same download queue and
write the same files. The first app listens on a local socket (a Unix socket or a
Windows named pipe, through Qt's QLocalServer) named after the user and the data
folder; a later launch connects to it, asks it to show its window, and exits.

A short-lived lock file serialises the "is anyone there? then I am the one" step, so
two launches at the same moment can't both decide to become the app. A crash leaves
the socket file behind on Unix; whoever holds the lock and finds nobody answering on
it removes it and listens afresh.
"""

from __future__ import annotations

import getpass
import hashlib
import os
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Qt, Signal, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

ALREADY_OPEN_MESSAGE = "LlamaDesk is already open; showing its window."
NOT_ANSWERING_MESSAGE = (
    "LlamaDesk is already open but is not answering; close it (or end it in the task "
    "manager) and start it again."
)
LOCK_FILE_NAME = "app-instance.lock"
SHOW_REQUEST = b"show"
SHOWN_REPLY = b"shown"
# Connecting to a local socket either works or fails at once; the wait only covers a
# machine too busy to schedule the other side.
CONNECT_TIMEOUT_MS = 2000
# The first app answers from its event loop, which may still be building the window
# when the second launch asks.
REPLY_TIMEOUT_MS = 15_000
LOCK_TIMEOUT_MS = 10_000
# The hash keeps the name short: macOS limits a socket path to 104 bytes, including
# the temporary folder's own long path.
_DIGEST_CHARS = 16


def server_name(data_dir: Path, user: str | None = None) -> str:
    """The socket's name for this user and data folder (the queue and the
    conversations live there, so that is what two windows must not share)."""
    if user is None:
        user = _user_name()
    folder = os.path.normcase(str(data_dir.resolve()))
    digest = hashlib.sha256(f"{user}\0{folder}".encode()).hexdigest()
    return f"llamadesk-{digest[:_DIGEST_CHARS]}"


def _user_name() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        # No login name (a container's bare uid): the uid tells users apart as well.
        return str(os.getuid()) if hasattr(os, "getuid") else ""


@dataclass(frozen=True)
class AlreadyRunning:
    """Another app holds this data folder; ``answered``: it confirmed it showed its window."""

    answered: bool

    @property
    def message(self) -> str:
        return ALREADY_OPEN_MESSAGE if self.answered else NOT_ANSWERING_MESSAGE


class InstanceGuard(QObject):
    """Held by the running app for its whole life: answers later launches."""

    show_requested = Signal()

    def __init__(self, name: str, server: QLocalServer | None, problem: str | None = None) -> None:
        super().__init__()
        self.name = name
        # None when listening failed: the app runs anyway, without the guard.
        self.problem = problem
        self._server = server
        if server is not None:
            server.setParent(self)
            server.newConnection.connect(self._on_new_connection)

    def is_listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    @Slot()
    def _on_new_connection(self) -> None:
        server = self._server
        assert server is not None
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(partial(self._on_request, socket))
            socket.disconnected.connect(socket.deleteLater)

    def _on_request(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        request = bytes(socket.readLine().data()).strip()
        if request == SHOW_REQUEST:
            # Connected directly: the window is in front before the reply goes out.
            self.show_requested.emit()
            socket.write(SHOWN_REPLY + b"\n")
            socket.flush()
        socket.disconnectFromServer()

    def release(self) -> None:
        """Stop listening (this removes the socket file on Unix); safe to call twice."""
        if self._server is not None:
            self._server.close()
            self._server = None


def claim(data_dir: Path) -> InstanceGuard | AlreadyRunning:
    """Become the one app for ``data_dir``, or ask the app already running to show
    its window. Takes milliseconds, unless another launch or app hangs (then up to
    the lock and reply timeouts). Run it before anything touches the data folder's
    shared state (the download queue)."""
    name = server_name(data_dir)
    lock = _lock_for(data_dir)
    try:
        socket = _connect(name)
        if socket is None:
            return _listen(name)
    finally:
        if lock is not None:
            lock.unlock()
    try:
        return AlreadyRunning(answered=_ask_to_show(socket))
    finally:
        socket.abort()


def _lock_for(data_dir: Path) -> QLockFile | None:
    """The lock around the decision, or None if it can't be had; then the decision is
    made without it (a rare race beats an app that won't open)."""
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    lock = QLockFile(str(data_dir / LOCK_FILE_NAME))
    # Held for a moment only: one older than this belongs to a launch that hung.
    lock.setStaleLockTime(LOCK_TIMEOUT_MS)
    return lock if lock.tryLock(LOCK_TIMEOUT_MS) else None


def _connect(name: str) -> QLocalSocket | None:
    socket = QLocalSocket()
    socket.connectToServer(name)
    if socket.waitForConnected(CONNECT_TIMEOUT_MS):
        return socket
    socket.abort()
    return None


def _listen(name: str) -> InstanceGuard:
    # Nobody answered on the name (asked under the lock), so a socket file by that name
    # was left by a crashed app. Qt's listen would fail on it without our socket
    # options and silently replace it with them; removing it first is the same either way.
    QLocalServer.removeServer(name)
    server = QLocalServer()
    # Only this user may connect (the socket file's mode on Unix, the pipe's ACL on
    # Windows): another user must not be able to drive this app.
    server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
    if server.listen(name):
        return InstanceGuard(name, server)
    return InstanceGuard(
        name,
        None,
        f"Could not make sure LlamaDesk runs only once ({server.errorString()}); "
        "a second LlamaDesk window on the same data could damage its downloads.",
    )


def _ask_to_show(socket: QLocalSocket) -> bool:
    """Send the request and wait for the first app to confirm."""
    socket.write(SHOW_REQUEST + b"\n")
    if not socket.waitForBytesWritten(CONNECT_TIMEOUT_MS):
        return False
    deadline = time.monotonic() + REPLY_TIMEOUT_MS / 1000
    while not socket.canReadLine():
        left_ms = int((deadline - time.monotonic()) * 1000)
        if left_ms <= 0 or not socket.waitForReadyRead(left_ms):
            return False
    return bytes(socket.readLine().data()).strip() == SHOWN_REPLY


def bring_forward(window: QWidget) -> None:
    """Show ``window`` on top: un-minimised, raised, and asking for focus (a window
    manager may only flash it in the task bar instead)."""
    if window.isMinimized():
        state = window.windowState() & ~Qt.WindowState.WindowMinimized
        window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
