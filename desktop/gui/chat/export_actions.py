"""Saving the open chat as a Markdown or JSON file, off the GUI thread.

The chat is read on the store thread and written on the probe thread; the file is
written next to its target and moved into place, so a failed write leaves neither a
half-written file nor a damaged older one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QCoreApplication

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.export import to_json, to_markdown
from desktop.core.chat.store_records import Conversation, StoredMessage
from desktop.core.errors import LlamaDeskError
from desktop.core.safe_files import write_atomically
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

ExportFormat = Literal["markdown", "json"]

# Shown through QCoreApplication.translate("ExportActions", ...).
FILE_FILTERS: dict[ExportFormat, str] = {
    "markdown": QT_TRANSLATE_NOOP("ExportActions", "Markdown (*.md)"),
    "json": QT_TRANSLATE_NOOP("ExportActions", "JSON (*.json)"),
}
SUFFIXES: dict[ExportFormat, str] = {"markdown": ".md", "json": ".json"}


class ExportError(LlamaDeskError):
    """The chat could not be written to the chosen file."""


@dataclass(frozen=True)
class ExportDone:
    """Where the chat was saved."""

    path: Path


def export_text(
    export_format: ExportFormat,
    conversation: Conversation,
    messages: list[StoredMessage],
    every_version: list[StoredMessage] | None = None,
) -> str:
    """The file's text in ``export_format`` (``every_version``: other versions too)."""
    versions = every_version or []
    if export_format == "json":
        return to_json(conversation, messages, versions)
    return to_markdown(conversation, messages, versions)


def with_suffix(path: Path, export_format: ExportFormat) -> Path:
    """``path`` with the format's suffix when the name has none of its own."""
    return path if path.suffix else path.with_suffix(SUFFIXES[export_format])


def write_export(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole, or raise ``ExportError`` and leave ``path`` be."""
    folder = path.parent
    if not folder.is_dir():
        raise ExportError(
            QCoreApplication.translate(
                "ExportActions", "The chat could not be saved: the folder {folder} does not exist."
            ).format(folder=folder),
            details=str(path),
        )
    try:
        write_atomically(path, text)
    except OSError as error:
        # The system's reason, in the system's words.
        reason = (
            error.strerror
            or QCoreApplication.translate("ExportActions", "the file could not be written")
        ).lower()
        raise ExportError(
            QCoreApplication.translate(
                "ExportActions", "The chat could not be saved to {path}: {reason}."
            ).format(path=path, reason=reason),
            details=str(error),
        ) from error


def export_conversation(
    services: AppServices,
    conversation_id: int,
    export_format: ExportFormat,
    path: Path,
    on_done: Callable[[ExportDone], None],
    on_error: Callable[[Exception], None],
) -> None:
    """Read the chat on the store thread, then write it on the probe thread."""

    def read(store: ConversationStore) -> str:
        conversation = store.get_conversation(conversation_id)
        return export_text(
            export_format,
            conversation,
            store.messages(conversation_id),
            store.every_version(conversation_id),
        )

    def write(text: str) -> None:
        services.probes.submit(lambda: _write_and_report(path, text), on_done, on_error)

    services.conversations.submit(read, write, on_error)


def _write_and_report(path: Path, text: str) -> ExportDone:
    write_export(path, text)
    return ExportDone(path)
