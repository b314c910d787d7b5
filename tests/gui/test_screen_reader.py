"""The app as a screen reader (Orca) meets it: the real app on a real X server (Xvfb at
1024x600) with the accessibility bus (at-spi2-core), read over AT-SPI and driven by the
keyboard (xdotool), never by calling the widgets.

One app start serves every test in the file (it loads the real starter model once);
the tests run in the order written, each leaving the app as the next expects.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from jeepney import Message

from desktop.core import paths
from desktop.gui.settings.settings_shortcuts import SHORTCUTS
from desktop.gui.shell.main_window import PAGES
from tests.support.atspi import (
    STATE_ENABLED,
    STATE_FOCUSED,
    Node,
    ScreenReader,
    Seen,
    accessibility_bus,
)
from tests.support.xvfb import running_xvfb, stop_process

ROOT = Path(__file__).resolve().parents[2]
APP_NAME = "llamadesk"
ANSWER_TIMEOUT_S = 240.0
# What a person can act on: each must have a name and be reachable with Tab.
CONTROL_ROLES = frozenset({
    "push button", "toggle button", "check box", "radio button", "combo box", "spin box",
    "slider", "text", "password text", "list", "table", "tree", "tree table", "page tab",
    "button menu", "menu button", "link", "scroll pane", "terminal",
})
# Roles no reader can say anything useful about.
MEANINGLESS_ROLES = frozenset({"unknown", "invalid"})
# Enough Tabs to go round the biggest page (Settings) and back to the start.
MOST_TABS = 400
# The first test waits for the app's start and the model's load; the tool test for two
# answers of the real model, on a loaded 2-core machine.
pytestmark = pytest.mark.timeout(2 * ANSWER_TIMEOUT_S + 120)


@dataclass
class App:
    probe: subprocess.Popen[str]
    reader: ScreenReader
    node: Node
    env: dict[str, str]

    def command(self, text: str, timeout: float = 300.0) -> None:
        """One of the probe's commands (tests.support.screen_reader_probe)."""
        assert self.probe.stdin is not None and self.probe.stdout is not None
        self.probe.stdin.write(text + "\n")
        self.probe.stdin.flush()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.probe.stdout.readline()
            if not line:
                raise AssertionError(f"the app ended during {text!r}")
            if line.strip() == "ok":
                return
            if line.startswith("error:"):
                raise AssertionError(f"{text}: {line.strip()}")
        raise AssertionError(f"{text}: no answer in {timeout} s")

    def keys(self, *keys: str) -> None:
        """Press ``keys`` on the real keyboard of the X server, one after another."""
        subprocess.run(["xdotool", "key", "--delay", "30", *keys], env=self.env, check=True)

    def type(self, text: str) -> None:
        subprocess.run(["xdotool", "type", "--delay", "15", text], env=self.env, check=True)

    def showing(self) -> list[Seen]:
        return self.reader.showing(self.node)

    def focus_after(self, *keys: str) -> Seen | None:
        self.reader.events()  # what came before does not count
        self.keys(*keys)
        return self.reader.focused_after(timeout=3.0)

    def press_until(self, control: Seen, key: str, most: int = 40) -> None:
        """Press ``key`` until ``control`` has the focus; fails if it never does."""
        for _ in range(most):
            focused = self.focus_after(key)
            if focused is not None and focused.node == control.node:
                return
        raise AssertionError(f"{key} never reached {control.spoken()}")

    def events_until(self, heard: Callable[[str], bool]) -> list[Message]:
        """The events from now until an announcement ``heard`` (or an answer's time)."""
        events: list[Message] = []
        deadline = time.monotonic() + ANSWER_TIMEOUT_S
        while time.monotonic() < deadline:
            events += self.reader.events(timeout=1.0)
            if any(heard(said) for said in ScreenReader.announcements(events)):
                break
        return events

    def find(self, role: str, name: str) -> Seen:
        for seen in self.showing():
            if seen.role == role and seen.name == name:
                return seen
        raise AssertionError(f"no {role} {name!r} on show")


@pytest.fixture(scope="module")
def app(
    tmp_path_factory: pytest.TempPathFactory, llama_server_path: Path, starter_model_path: Path
) -> Iterator[App]:
    if shutil.which("xdotool") is None:
        pytest.fail("xdotool is not installed (the README's test command installs it)")
    home = tmp_path_factory.mktemp("screen-reader-home")
    with running_xvfb(1024, 600) as screen, accessibility_bus() as bus:
        env = {
            **screen.env(), **bus,
            paths.DATA_DIR_ENV: str(home / "data"),
            paths.CONFIG_DIR_ENV: str(home / "config"),
            paths.CACHE_DIR_ENV: str(home / "cache"),
            "HF_HUB_CACHE": str(home / "hf-cache"),
            "LLAMADESK_LLAMA_SERVER": str(llama_server_path),
            # Qt's bridge warns once per label whose words change ("text event for
            # invalid interface": QLabel has no AT-SPI Text interface; its name changes
            # and is sent): hundreds of lines in the log, nothing a reader misses.
            "QT_LOGGING_RULES": "qt.accessibility.atspi.warning=false",
        }
        reader = ScreenReader(bus["AT_SPI_BUS_ADDRESS"])
        probe = subprocess.Popen(
            [sys.executable, "-m", "tests.support.screen_reader_probe"],
            env=env, cwd=ROOT, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        )
        try:
            running = App(probe, reader, reader.app_named(APP_NAME, timeout=60), env)
            running.command("loaded")
            yield running
        finally:
            assert probe.stdin is not None
            probe.stdin.close()  # the probe closes the window, as a person would
            try:
                probe.wait(60)
            finally:
                stop_process(probe)
                reader.close()


def _page_problems(page: str, seen: list[Seen]) -> list[str]:
    problems = []
    for control in seen:
        if control.role in MEANINGLESS_ROLES:
            problems.append(f"{page}: a control of no role, {control.spoken()}")
        # A label is named by its words: an empty one (a status line with nothing to
        # say yet) has nothing to read, even where it can be clicked into to select.
        named = control.role in CONTROL_ROLES or (control.focusable and control.role != "label")
        if named and not control.name.strip():
            problems.append(f"{page}: a {control.role} with no name at {control.extents}")
        if control.role in CONTROL_ROLES - {"scroll pane"} and not control.focusable:
            problems.append(f"{page}: {control.spoken()} cannot be reached with the keyboard")
    return problems


def _show_page(app: App, page: str) -> None:
    app.keys(f"ctrl+{PAGES.index(page) + 1}")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if any(seen.name == f"{page} page" for seen in app.showing()):
            return
        time.sleep(0.1)
    raise AssertionError(f"Ctrl+{PAGES.index(page) + 1} did not show the {page} page")


def test_every_control_on_every_page_has_a_role_and_a_name(app: App) -> None:
    problems: list[str] = []
    for page in PAGES:
        _show_page(app, page)
        seen = app.showing()
        assert sum(1 for control in seen if control.focusable) > 3, page
        problems += _page_problems(page, seen)
    assert problems == []


def _went_back_up(before: Seen, after: Seen) -> bool:
    """Whether Tab went back up a column it was going down: ``after`` above ``before``
    in the same column of the window (both measured with the page scrolled alike)."""
    bx, by, bw, _ = before.extents
    ax, ay, aw, _ = after.extents
    same_column = ax < bx + bw and bx < ax + aw
    return same_column and ay + 8 < by


def test_tab_goes_once_through_each_page_in_reading_order(app: App) -> None:
    problems: list[str] = []
    for page in PAGES:
        _show_page(app, page)
        reachable = {
            control.node for control in app.showing() if control.focusable
            and control.role in CONTROL_ROLES and STATE_ENABLED in control.states
        }
        first = app.focus_after("Tab")
        assert first is not None, f"{page}: Tab moved the focus nowhere"
        stops = [first]
        while len(stops) < MOST_TABS:
            focused = app.focus_after("Tab")
            assert focused is not None, f"{page}: Tab after {stops[-1].spoken()} went nowhere"
            if focused.node == first.node:
                break
            assert focused.node not in {stop.node for stop in stops}, (
                f"{page}: Tab came back to {focused.spoken()} without going round")
            assert STATE_FOCUSED in focused.states
            # Where the one before is now: the page may have scrolled to show this one.
            before = app.reader.seen(stops[-1].node)
            if _went_back_up(before, focused) and not focused.name.endswith(" page, scrolled"):
                problems.append(f"{page}: {before.spoken()} -> {focused.spoken()}")
            stops.append(focused)
        missed = reachable - {stop.node for stop in stops}
        problems += [f"{page}: Tab never reaches {app.reader.seen(node).spoken()}"
                     for node in missed]
    assert problems == [], "\n".join(problems)


def test_a_streamed_answer_is_announced_once_not_token_by_token(app: App) -> None:
    _show_page(app, "Chat")
    # A short answer, set as a person would: the tiny model may otherwise write on to
    # the end of its context.
    app.reader.grab_focus(app.find("spin box", "Longest answer, in tokens").node)
    app.keys("ctrl+a")
    app.type("24")
    app.reader.grab_focus(app.find("text", "Message to send").node)
    app.reader.events()
    app.type("Name one colour.")
    app.keys("Return")
    events = app.events_until(lambda said: said.startswith("Answer"))
    said = ScreenReader.announcements(events)
    assert said[0] == "Writing the answer…"
    assert len(said) == 2 and said[1].startswith("Answer: "), said
    # The answer grew in pieces on screen: each was a change of text, none an announcement.
    assert ScreenReader.text_changes(events) > 2


def test_a_tool_asking_approval_is_announced_and_answered_from_the_keyboard(app: App) -> None:
    app.reader.events()
    app.command("ask-for-shell")
    events = app.events_until(lambda said: "Allow it?" in said)
    said = ScreenReader.announcements(events)
    assert any(
        said_now.startswith("The model wants to use shell") and "Deny" in said_now
        for said_now in said
    ), said
    allow = app.find("push button", "Allow this shell call once")
    deny = app.find("push button", "Deny this shell call")
    assert allow.focusable and deny.focusable
    # The card's question is read with it, and the exact command it would run.
    shown = {seen.name for seen in app.showing()}
    assert any(name.startswith("The model wants to use shell") for name in shown), shown
    # From the message box, Shift+Tab goes back up to the card's buttons.
    app.press_until(deny, "shift+Tab")
    app.reader.events()
    app.keys("space")
    # The end of the answer is announced: its words, or that it is empty (a 135M model
    # told "no" to its tool may write nothing more).
    def answer_end(said: str) -> bool:
        return said.startswith("Answer") or said == "The answer is empty."

    events = app.events_until(answer_end)
    said = ScreenReader.announcements(events)
    assert any(answer_end(said_now) for said_now in said), said
    names = {seen.name for seen in app.showing()}
    assert "Show the shell call (refused)" in names or "Hide the shell call (refused)" in names


def test_a_failed_answer_is_announced_and_its_way_out_is_reachable(app: App) -> None:
    app.reader.events()
    app.command("ask-too-long")
    events = app.events_until(lambda said: "context" in said or "too long" in said)
    said = ScreenReader.announcements(events)
    assert any("too long" in said_now or "context" in said_now for said_now in said), said
    # The notice under it reads its sentence, and its choices are Tab stops.
    names = {seen.name: seen for seen in app.showing()}
    assert "This chat is too long for the model's context." in names, sorted(names)
    new_chat = names["Start a new chat"]
    assert new_chat.role == "push button" and new_chat.focusable
    app.press_until(new_chat, "Tab")


def test_f1_lists_every_shortcut_and_esc_closes_the_list(app: App) -> None:
    app.keys("F1")
    deadline = time.monotonic() + 10
    dialog: list[Seen] = []
    while not dialog and time.monotonic() < deadline:
        dialog = [seen for seen in app.reader.windows(app.node)
                  if seen.role == "dialog" and seen.name == "Keyboard shortcuts"]
        time.sleep(0.1)
    assert dialog, "F1 showed no list of shortcuts"
    read = app.reader.showing(dialog[0].node)
    names = {seen.name for seen in read}
    for keys, action in SHORTCUTS:
        assert keys in names and action in names, (keys, action)
    app.keys("Escape")
    deadline = time.monotonic() + 10
    while dialog and time.monotonic() < deadline:
        dialog = [seen for seen in app.reader.windows(app.node)
                  if seen.role == "dialog" and seen.name == "Keyboard shortcuts"]
        time.sleep(0.1)
    assert not dialog, "Esc left the shortcuts list open"
