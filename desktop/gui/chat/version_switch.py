"""‹ 2/3 ›: which version of a message is shown (an answer written again, a question
edited), and buttons to show the one before or after it. The store keeps the versions
and the choice; this only shows them and asks."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget


class VersionSwitch(QWidget):
    """Hidden while a message has one version."""

    version_chosen = Signal(int)  # the id of the version to show

    def __init__(self, role: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Whole sentences for an answer and for a question: in many languages the
        # words around "answer" change with it.
        self._answer = role != "user"
        self._ids: tuple[int, ...] = ()
        self._index = 0
        self._allowed = True  # not while an answer is being written: allow()
        answer = self._answer
        self.previous_button = self._arrow(
            "‹",
            self.tr("Previous version of this answer")
            if answer
            else self.tr("Previous version of this question"),
            -1,
        )
        self.next_button = self._arrow(
            "›",
            self.tr("Next version of this answer")
            if answer
            else self.tr("Next version of this question"),
            1,
        )
        self.label = QLabel()
        self.label.setAccessibleName(
            self.tr("Version of this answer") if answer else self.tr("Version of this question")
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.previous_button)
        layout.addWidget(self.label)
        layout.addWidget(self.next_button)
        self.hide()

    def _version_words(self, number: int, count: int) -> str:
        if self._answer:
            words = self.tr("Version {number} of {count} of this answer")
        else:
            words = self.tr("Version {number} of {count} of this question")
        return words.format(number=number, count=count)

    @property
    def version_ids(self) -> tuple[int, ...]:
        return self._ids

    def show_versions(self, version_ids: Sequence[int], shown_id: int) -> None:
        """``version_ids``: every version, oldest first; ``shown_id`` the one shown."""
        self._ids = tuple(version_ids)
        if len(self._ids) < 2 or shown_id not in self._ids:
            self.hide()
            return
        self._index = self._ids.index(shown_id)
        number, count = self._index + 1, len(self._ids)
        self.label.setText(f"{number}/{count}")
        words = self._version_words(number, count)
        self.label.setAccessibleName(words)
        self.setAccessibleName(words)
        self.setToolTip(words)
        self._enable()
        self.show()

    def allow(self, allowed: bool) -> None:
        """Whether another version may be shown now. The label stays readable; only
        the arrows follow (and only where they lead somewhere)."""
        self._allowed = allowed
        self._enable()

    def _enable(self) -> None:
        self.previous_button.setEnabled(self._allowed and self._index > 0)
        self.next_button.setEnabled(self._allowed and self._index < len(self._ids) - 1)

    def _arrow(self, text: str, name: str, step: int) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setAccessibleName(name)
        button.setToolTip(name)
        button.setAutoRaise(True)
        # Reachable with Tab like the message's other buttons.
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.clicked.connect(lambda: self._step(step))
        return button

    def _step(self, step: int) -> None:
        index = self._index + step
        if 0 <= index < len(self._ids):
            self.version_chosen.emit(self._ids[index])
