"""Reading the app the way a screen reader (Orca) does: over AT-SPI, the accessibility
bus of Linux desktops, through D-Bus (jeepney, a pure-Python D-Bus client).

``accessibility_bus()`` starts a session bus of the test's own (``dbus-daemon``), turns
accessibility on there as Orca does (``org.a11y.Status.IsEnabled``), which starts
at-spi2-core's bus launcher and registry, and yields the environment an app must run in
to be seen. ``ScreenReader`` then walks the app's tree (role, name, description, states,
place on screen) and hears its events: which control took the focus, and what the app
asked to have announced.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from jeepney import DBusAddress, HeaderFields, MatchRule, Message, MessageType, new_method_call
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import DBusConnection, open_dbus_connection

ACCESSIBLE = "org.a11y.atspi.Accessible"
COMPONENT = "org.a11y.atspi.Component"
ACTION = "org.a11y.atspi.Action"
EVENT_OBJECT = "org.a11y.atspi.Event.Object"
REGISTRY = "org.a11y.atspi.Registry"
ROOT_PATH = "/org/a11y/atspi/accessible/root"
START_TIMEOUT_S = 20.0
CALL_TIMEOUT_S = 10.0
# AtspiStateType's numbers (at-spi2-core's atspi-constants.h), the ones the tests read.
STATE_ENABLED = 8
STATE_FOCUSABLE = 11
STATE_FOCUSED = 12
STATE_SHOWING = 25
STATE_VISIBLE = 30


@dataclass(frozen=True)
class Node:
    """One accessible object: the app's bus name and the object's path there."""

    bus: str
    path: str


@dataclass(frozen=True)
class Seen:
    """What a screen reader says about one control."""

    node: Node
    role: str
    name: str
    description: str
    states: frozenset[int]
    extents: tuple[int, int, int, int]  # x, y, width, height on the screen

    @property
    def focusable(self) -> bool:
        return STATE_FOCUSABLE in self.states

    def spoken(self) -> str:
        described = f": {self.description}" if self.description else ""
        return f"{self.name!r} ({self.role}){described}"


def _stop_group(process: subprocess.Popen[bytes]) -> None:
    """Stop ``process`` and what it started (the bus launcher, the registry, the
    accessibility bus): they share its process group, made for it alone."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(5)
    # The launcher's children may outlive the daemon by a moment.
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.killpg(process.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        os.killpg(process.pid, signal.SIGKILL)


class GoneError(RuntimeError):
    """The object asked about is no longer in the app (removed while the tree was read)."""


def _call(connection: DBusConnection, message: Message) -> tuple[object, ...]:
    reply = connection.send_and_get_reply(message, timeout=CALL_TIMEOUT_S)
    if reply.header.message_type == MessageType.error:
        problem = f"{message.header.fields} failed: {reply.body}"
        if "No such object path" in str(reply.body):
            raise GoneError(problem)
        raise RuntimeError(problem)
    return tuple(reply.body)


@contextmanager
def accessibility_bus() -> Iterator[dict[str, str]]:
    """A session bus with accessibility on; yields the variables that put an app (and
    ``ScreenReader``) on it. Everything it started is stopped after."""
    daemon = shutil.which("dbus-daemon")
    if daemon is None or not Path("/usr/libexec/at-spi-bus-launcher").exists():
        pytest.fail(
            "D-Bus or AT-SPI is not installed: sudo apt-get install dbus-daemon at-spi2-core "
            "(the README's test command does this for you)."
        )
    # The bus launcher puts the accessibility bus's socket in XDG_RUNTIME_DIR (else in
    # ~/.cache/at-spi/bus, shared by every run and a real desktop session): one of its own.
    runtime_dir = tempfile.TemporaryDirectory(prefix="llamadesk-a11y-")
    bus = subprocess.Popen(
        [daemon, "--session", "--nofork", "--nosyslog", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        env={**os.environ, "XDG_RUNTIME_DIR": runtime_dir.name},
    )
    try:
        assert bus.stdout is not None
        address = bus.stdout.readline().decode().strip()
        if not address:
            raise RuntimeError(f"dbus-daemon did not start (exit status {bus.poll()})")
        with open_dbus_connection(address) as session:
            a11y = DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus")
            # As Orca does: the launcher starts the accessibility bus and its registry,
            # and Qt's bridge, which reads this, speaks AT-SPI.
            _call(session, new_method_call(
                DBusAddress("/org/a11y/bus", "org.a11y.Bus", "org.freedesktop.DBus.Properties"),
                "Set", "ssv", ("org.a11y.Status", "IsEnabled", ("b", True)),
            ))
            (a11y_address,) = _call(session, new_method_call(a11y.with_interface("org.a11y.Bus"),
                                                             "GetAddress"))
        yield {
            "DBUS_SESSION_BUS_ADDRESS": address,
            "AT_SPI_BUS_ADDRESS": str(a11y_address),
            "NO_AT_BRIDGE": "0",
        }
    finally:
        _stop_group(bus)
        if bus.stdout is not None:
            bus.stdout.close()
        runtime_dir.cleanup()


class ScreenReader:
    """A client of the accessibility bus that reads one app, as Orca would."""

    def __init__(self, a11y_address: str) -> None:
        self.connection = open_dbus_connection(a11y_address)
        # Listeners tell the apps which events to send (Qt sends none unheard).
        registry = DBusAddress("/org/a11y/atspi/registry", REGISTRY, REGISTRY)
        for event in ("object:state-changed:focused", "object:announcement",
                      "object:text-changed"):
            _call(self.connection, new_method_call(registry, "RegisterEvent", "s", (event,)))
        rule = MatchRule(type="signal", interface=EVENT_OBJECT)
        _call(self.connection, message_bus.AddMatch(rule))
        self._events = self.connection.filter(rule, bufsize=10_000)

    def close(self) -> None:
        self.connection.close()

    def _get(self, node: Node, interface: str, name: str) -> object:
        message = new_method_call(
            DBusAddress(node.path, node.bus, "org.freedesktop.DBus.Properties"),
            "Get", "ss", (interface, name),
        )
        (value,) = _call(self.connection, message)
        assert isinstance(value, tuple)
        return value[1]

    def _method(self, node: Node, interface: str, name: str, signature: str | None = None,
                body: tuple[object, ...] = ()) -> tuple[object, ...]:
        return _call(self.connection, new_method_call(
            DBusAddress(node.path, node.bus, interface), name, signature, body))

    def applications(self) -> list[Node]:
        root = Node(REGISTRY, ROOT_PATH)
        return self.children(root)

    def app_named(self, name: str, timeout: float = START_TIMEOUT_S) -> Node:
        """The application called ``name``, once it has joined the bus."""
        deadline = time.monotonic() + timeout
        while True:
            for app in self.applications():
                try:
                    if self._get(app, ACCESSIBLE, "Name") == name:
                        return app
                except RuntimeError:
                    continue  # an app leaving the bus
            if time.monotonic() > deadline:
                raise AssertionError(f"no application {name!r} on the accessibility bus")
            time.sleep(0.2)

    def children(self, node: Node) -> list[Node]:
        (children,) = self._method(node, ACCESSIBLE, "GetChildren")
        assert isinstance(children, list)
        return [Node(bus, path) for bus, path in children]

    def seen(self, node: Node) -> Seen:
        (role,) = self._method(node, ACCESSIBLE, "GetRoleName")
        (bits,) = self._method(node, ACCESSIBLE, "GetState")
        assert isinstance(bits, list)
        states = frozenset(
            word * 32 + bit for word, value in enumerate(bits) for bit in range(32)
            if value & (1 << bit)
        )
        try:
            (extents,) = self._method(node, COMPONENT, "GetExtents", "u", (0,))
        except RuntimeError:  # no place on screen (an application, a menu's model)
            extents = (0, 0, 0, 0)
        assert isinstance(extents, tuple)
        x, y, width, height = (int(value) for value in extents)
        return Seen(
            node=node,
            role=str(role),
            name=str(self._get(node, ACCESSIBLE, "Name")),
            description=str(self._get(node, ACCESSIBLE, "Description")),
            states=states,
            extents=(x, y, width, height),
        )

    def showing(self, node: Node) -> list[Seen]:
        """Every object under ``node`` on show, depth first, as Orca's flat review reads
        the screen."""
        found: list[Seen] = []
        try:
            children = self.children(node)
        except GoneError:
            return found
        for child in children:
            try:
                seen = self.seen(child)
            except GoneError:
                continue  # gone while read (a list refilled): a reader skips it too
            if STATE_SHOWING not in seen.states:
                continue
            found.append(seen)
            found += self.showing(child)
        return found

    def windows(self, app: Node) -> list[Seen]:
        """The app's windows on show: its main window and any dialog over it."""
        return [seen for seen in map(self.seen, self.children(app))
                if STATE_SHOWING in seen.states]

    def grab_focus(self, node: Node) -> None:
        """Put the focus on ``node`` as a reader's "focus this" command does."""
        self._method(node, COMPONENT, "GrabFocus")

    def actions(self, node: Node) -> list[str]:
        (actions,) = self._method(node, ACTION, "GetActions")
        assert isinstance(actions, list)
        return [str(name) for name, _description, _keys in actions]

    def do_action(self, node: Node, name: str) -> None:
        index = self.actions(node).index(name)
        self._method(node, ACTION, "DoAction", "i", (index,))

    def events(self, timeout: float = 0.0) -> list[Message]:
        """The events heard since the last call (waiting up to ``timeout`` s for the
        first when there is none yet)."""
        heard: list[Message] = []
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.connection.recv_messages(timeout=0.0)  # whatever has arrived
                more = True
            except TimeoutError:
                more = False
            while self._events.queue:
                heard.append(self._events.queue.popleft())
            if more:
                continue
            left = deadline - time.monotonic()
            if heard or left <= 0:
                return heard
            try:
                self.connection.recv_messages(timeout=left)
            except TimeoutError:
                continue

    def focused_after(self, timeout: float = 5.0) -> Seen | None:
        """The control that took the focus next (the last one, when several did)."""
        deadline = time.monotonic() + timeout
        focused: Node | None = None
        while focused is None and time.monotonic() < deadline:
            for event in self.events(timeout=deadline - time.monotonic()):
                if _is_focus(event):
                    focused = Node(_sender(event), _path(event))
        return self.seen(focused) if focused is not None else None

    @staticmethod
    def announcements(events: list[Message]) -> list[str]:
        """What the app asked to have said, in order."""
        return [_announced(event) for event in events if _member(event) == "Announcement"]

    @staticmethod
    def text_changes(events: list[Message]) -> int:
        return sum(1 for event in events if _member(event) == "TextChanged")


def _member(event: Message) -> str:
    return str(event.header.fields.get(HeaderFields.member, ""))


def _path(event: Message) -> str:
    return str(event.header.fields[HeaderFields.path])


def _sender(event: Message) -> str:
    return str(event.header.fields[HeaderFields.sender])


def _is_focus(event: Message) -> bool:
    return (
        _member(event) == "StateChanged"
        and event.body[0] == "focused"
        and event.body[1] == 1
    )


def _announced(event: Message) -> str:
    # AT-SPI's object events carry (detail, detail1, detail2, any_data): the words are
    # in any_data, a variant.
    any_data = event.body[3]
    return str(any_data[1]) if isinstance(any_data, tuple) else str(any_data)
