"""The one exception base the core raises for problems a user must be told about."""

from __future__ import annotations


class LlamaDeskError(Exception):
    """A failure with a message written for the person using the app.

    ``message`` is one plain sentence (or two) that says what went wrong and, where
    there is one, what to do. ``details`` holds supporting text (log lines, paths
    searched) that the UI shows behind a "details" click and the CLI prints on
    request; it never replaces the message.
    """

    def __init__(self, message: str, details: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.details = details

    def __str__(self) -> str:
        return self.message
