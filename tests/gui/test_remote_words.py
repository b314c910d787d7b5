"""What a remote server reports, worded by the window (issue 29). The core's
RemoteServerError carries its kind (``problem``) and figures (the server's name, its
address, the HTTP status) and an English message for the command line and the log;
Settings > Remote servers and the chat's model list word it from the kind and figures.
In English the window says what the core says; in another language none of the core's
English shows, and the figures do."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.chat.remote_servers import (
    RemoteServer,
    RemoteServerError,
    add_server,
    connection_error,
    find_server,
    list_models,
    normalized_url,
)
from desktop.core.errors import LlamaDeskError
from desktop.core.settings import Settings
from desktop.gui.bridge.remote_chat import remote_listing
from desktop.gui.widgets.remote_words import remote_error_text
from tests.support.core_english import word_runs
from tests.support.language_window import window_in_language
from tests.support.local_web import LocalWeb
from tests.support.raw_server import free_port


def _runs(text: str) -> set[tuple[str, ...]]:
    # And the server's name and the protocol's, carried as they are.
    return word_runs(text, carried=r"Office PC|OpenAI-\w+")


def _raised(make: Callable[[], object]) -> LlamaDeskError:
    try:
        make()
    except LlamaDeskError as error:
        return error
    raise AssertionError(f"{make} raised nothing")


def _core_errors() -> list[LlamaDeskError]:
    """One of each kind, made by the core's own functions (a wrong key and an untrusted
    certificate need a real server: tests/test_remote_servers.py makes them)."""
    settings = Settings()
    add_server(settings, "Office PC", "192.168.1.20:8080")
    gone = RemoteServer("Office PC", f"http://127.0.0.1:{free_port()}")
    errors = [
        _raised(lambda: normalized_url(" ")),
        _raised(lambda: normalized_url("ftp://pc")),
        _raised(lambda: normalized_url("http://pc:99999")),
        _raised(lambda: normalized_url("http://")),
        _raised(lambda: add_server(settings, " ", "http://other:1")),
        _raised(lambda: add_server(settings, "office pc", "http://other:1")),
        _raised(lambda: find_server(settings, "Garage")),
        _raised(lambda: list_models(gone, 2.0)),
        connection_error(gone, "SSLError: [SSL: CERTIFICATE_VERIFY_FAILED] verify failed"),
    ]  # fmt: skip
    with LocalWeb() as web:
        errors.append(_raised(lambda: list_models(RemoteServer("Web", web.base_url), 5.0)))
    return errors


def test_in_english_the_window_says_what_the_core_says(qapp: QApplication) -> None:
    for error in _core_errors():
        shown = remote_error_text(error)
        if "no saved server" in error.message:
            # The saved names, listed by the command line, are in the list beside it.
            assert shown == re.sub(r" \(.*?\)", "", error.message)
        elif "Give the server a name" in error.message:
            assert shown == error.message.replace("'Office PC'", "“Office PC”")
        else:
            assert shown == error.message, type(error)
    unknown = RemoteServerError("Something else.")
    assert remote_error_text(unknown) == unknown.message


def test_in_german_no_english_of_the_core_shows(german: None) -> None:
    errors = _core_errors()
    for error in errors:
        shown = remote_error_text(error)
        assert shown != error.message and "{" not in shown, (type(error), shown)
        english = _runs(error.message) & _runs(shown)
        assert not english, (shown, english)
    unreachable = errors[7]
    assert isinstance(unreachable, RemoteServerError)
    assert remote_error_text(unreachable).startswith(
        f"Office PC ist unter {unreachable.address} nicht erreichbar."
    )
    # The chat's model list says a server it could not ask in German too.
    listing = remote_listing([RemoteServer("Office PC", f"http://127.0.0.1:{free_port()}")])
    assert listing.problems[0].startswith("Office PC ist unter http://127.0.0.1:")


def test_a_server_not_added_says_why_in_german_in_settings(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    (tmp_path / "de").mkdir()
    with window_in_language("de", qtbot, qapp, tmp_path / "de") as window:
        group = window.settings_view.remote_group
        group.name_edit.setText("Büro")
        group.url_edit.setText("ftp://pc")
        group.add_button.click()
        assert group.status_label.text() == (
            "ftp://pc ist keine Webadresse, die LlamaDesk verwenden kann: Sie muss mit "
            "http:// oder https:// beginnen."
        )
        gone = f"http://127.0.0.1:{free_port()}"
        group.url_edit.setText(gone)
        group.add_button.click()
        qtbot.waitUntil(lambda: group.add_button.isEnabled(), timeout=30_000)
        said = group.status_label.text()
    assert f"Büro ist unter {gone} nicht erreichbar." in said, said
