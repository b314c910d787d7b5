"""The real app for the screen-reader tests, run in a child process on a real X server
with the accessibility bus: ``llamadesk --load-starter`` as a person starts it, plus a
few commands read from standard input for what a test cannot set up from outside in
reasonable time (each answered with one line, ``ok`` or ``error: …``):

    loaded          wait until the starter model is loaded and the Chat page is on show
    ask-too-long    send a message far longer than the model's context (pasted, as
                    typing 200,000 letters would take minutes): the server refuses it
    ask-for-shell   switch the shell tool on for this chat, make the model use a tool
                    first (as the tools tests do), and ask: the real model's call then
                    waits for the user's approval

    python -m tests.support.screen_reader_probe
"""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from desktop.gui.chat.tool_button import FORCE_TOOL_TEXT
from desktop.gui.shell.app import run_gui
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.theme import qt_arguments

LOAD_TIMEOUT_S = 240.0
SHELL_QUESTION = "List the files in this folder with the shell."
# Some 40,000 tokens: more than the starter model's whole context.
TOO_LONG = "Summarise this: " + "The quick brown fox jumps over the lazy dog. " * 4000


def _window() -> MainWindow:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            return widget
    raise RuntimeError("no main window")


def _reply(text: str) -> None:
    print(text, flush=True)


def _when(condition: object, then: object, deadline: float) -> None:
    """Call ``then`` once ``condition()`` holds, checking between events."""
    assert callable(condition) and callable(then)
    if condition():
        then()
    elif time.monotonic() > deadline:
        _reply("error: timed out")
    else:
        QTimer.singleShot(50, lambda: _when(condition, then, deadline))


def _loaded() -> None:
    window = _window()
    controller = window.services.controller
    _when(
        lambda: controller.loaded_model is not None and window.current_page() == "Chat"
        and window.chat_view.input.isEnabled(),
        lambda: _reply("ok"),
        time.monotonic() + LOAD_TIMEOUT_S,
    )


def _ask_for_shell() -> None:
    window = _window()
    window.services.settings.shell_tool_enabled = True  # off by default
    chat = window.chat_view
    chat.temperature.setValue(0.0)  # the same call on every run
    chat.max_tokens.setValue(48)
    button = chat.tool_calls.button
    button.fill_menu()
    actions = button.actions_by_name()
    actions["shell"].trigger()
    actions[FORCE_TOOL_TEXT].trigger()
    chat.input.setPlainText(SHELL_QUESTION)
    chat.send()
    _reply("ok")


def _ask_too_long() -> None:
    chat = _window().chat_view
    chat.input.setPlainText(TOO_LONG)
    chat.send()
    _reply("ok")


COMMANDS = {"loaded": _loaded, "ask-for-shell": _ask_for_shell, "ask-too-long": _ask_too_long}


def main() -> int:
    app = QApplication(qt_arguments(sys.argv[0], []))
    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)

    def read_command() -> None:
        line = sys.stdin.readline()
        if not line:  # the test ended: close as a person would
            notifier.setEnabled(False)
            _window().close()
            return
        command = COMMANDS.get(line.strip())
        if command is None:
            _reply(f"error: unknown command {line.strip()!r}")
        else:
            command()

    notifier.activated.connect(read_command)
    assert app is QApplication.instance()  # run_gui takes this one
    return run_gui(["--load-starter"])


if __name__ == "__main__":
    sys.exit(main())
