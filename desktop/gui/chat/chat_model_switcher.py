"""The Chat page's model box: which model is loaded, and another one picked to load.

Picking a model asks for it through ``load_requested``; the window loads it the way the
Load page's own load does (its remembered settings or the defaults, decided by
``desktop.core.models.load_choice``), so the two pages never disagree on how.

Below the models found here come the models of the remote servers saved in Settings
("starter — Office PC"): picking one makes that server answer (``remote_chat``).
"""

from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, QTimer, Signal, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from desktop.core.chat.remote_servers import saved_servers
from desktop.core.host.load_preview import ModelChoices, model_choices
from desktop.gui.bridge.model_state import ModelState
from desktop.gui.bridge.remote_chat import RemoteChat, RemoteChoice, RemoteListing, remote_listing
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.elided_combo import ElidedComboBox
from desktop.gui.widgets.starter_note import STARTER_SUFFIX, starter_words
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

NO_MODEL_TEXT = QT_TRANSLATE_NOOP("ChatModelSwitcher", "No model loaded")
# After the page's first paint (one or two frames after it is shown).
REFRESH_AFTER_SHOW_MS = 150


class _ModelBox(ElidedComboBox):
    """A drop-down that asks for room for the name it shows (up to a long name's width)
    and, where the header has none to spare, makes do with a short one, cut with "…"
    (ElidedComboBox)."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()  # the short name's width, with the arrow and padding
        short = self.fontMetrics().horizontalAdvance("x" * self.minimumContentsLength())
        wanted = self.fontMetrics().horizontalAdvance(self.currentText()) - short
        return QSize(min(self.maximumWidth(), hint.width() + max(0, wanted)), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return super().sizeHint()


class ModelSwitcher(QWidget):
    """A label and a drop-down of the models found; the loaded one is shown chosen."""

    load_requested = Signal(Path)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._controller = services.controller
        self.starter: Path | None = None
        self.combo = _ModelBox()
        self.combo.setAccessibleName(self.tr("Model to chat with"))
        self.combo.setToolTip(self.tr("The model that answers. Pick another to load it."))
        # Room for a short name; the header row (title, model, context meter, Export,
        # Tools) must fit a 1024-px screen. The whole name is in the drop-down's list.
        self.combo.setMinimumContentsLength(9)
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        # Where the header has room it shows the whole name, up to a long one's width
        # (the starter's, with its note, at 1920 px: with room for 32 letters it was cut
        # beside 500 px of empty header).
        self.combo.setMaximumWidth(self.combo.fontMetrics().horizontalAdvance("M" * 44))
        self.combo.currentTextChanged.connect(lambda _text: self.combo.updateGeometry())
        # `activated`, not `currentIndexChanged`: only a person's pick loads a model,
        # never the box being refilled or set to the model just loaded.
        self.combo.activated.connect(self._on_activated)
        label = QLabel(self.tr("&Model"))
        label.setBuddy(self.combo)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.combo, 1)
        self._paths: list[Path | None] = []
        # The remote servers' models, shown after the local ones; what could not be
        # listed is in the box's tooltip.
        self._remote: tuple[RemoteChoice, ...] = ()
        self.remote = RemoteChat(self._controller, self)
        self.remote.chosen_changed.connect(self._show_state)
        self._model_state = self._controller.state
        self._controller.model_state_changed.connect(self._on_model_changed)
        self._fill(ModelChoices((), None))

    def refresh(self) -> None:
        """Look for models again (in the background), as the Load page does."""
        settings = copy.deepcopy(self._services.settings)
        self._services.probes.submit(lambda: model_choices(settings), self._fill, lambda _e: None)
        servers = saved_servers(settings)
        self._services.probes.submit(
            lambda: remote_listing(servers), self._fill_remote, lambda _e: None
        )

    def remote_choices(self) -> tuple[RemoteChoice, ...]:
        """The remote servers' models offered, in the order shown."""
        return self._remote

    def remote_label(self) -> str | None:
        """The remote model that answers now ("starter — Office PC"); None: none."""
        return self.remote.chosen.label if self.remote.chosen is not None else None

    def choose_remote(self, choice: RemoteChoice) -> bool:
        """Pick a remote model as a person does; False when it is not offered."""
        if choice not in self._remote:
            return False
        index = len(self._paths) + self._remote.index(choice)
        self.combo.setCurrentIndex(index)
        self.combo.activated.emit(index)
        return True

    def paths(self) -> list[Path]:
        """The models offered, in the order shown."""
        return [path for path in self._paths if path is not None]

    def choose(self, path: Path) -> bool:
        """Pick ``path`` as a person does; False when it is not offered."""
        index = self._index_of(path)
        if index < 0:
            return False
        self.combo.setCurrentIndex(index)
        self.combo.activated.emit(index)
        return True

    def model_to_offer(self) -> Path | None:
        """The model to load when Send finds none: the last one used, else the starter."""
        last = self._services.settings.last_model
        if last and Path(last).is_file():
            return Path(last)
        return self.starter

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        # Downloads and new folders change the list while the page is hidden. Asked a
        # moment later: the search (the library's and the starter's modules, every model
        # folder read; ~90 ms on the probe thread at start) held the interpreter's lock
        # that the page's first paint needed for each of its Python paint handlers.
        QTimer.singleShot(REFRESH_AFTER_SHOW_MS, self, self.refresh)

    def _fill(self, choices: ModelChoices) -> None:
        self.starter = choices.starter
        self.combo.blockSignals(True)
        self.combo.clear()
        self._paths = [None]
        self.combo.addItem(QCoreApplication.translate("ChatModelSwitcher", NO_MODEL_TEXT))
        for entry in choices.entries:
            if entry.error:
                continue
            self._paths.append(entry.path)
            self.combo.addItem(
                entry.name + (starter_words(STARTER_SUFFIX) if entry.bundled else "")
            )
            self.combo.setItemData(self.combo.count() - 1, str(entry.path))
        self._add_remote_items()
        self.combo.blockSignals(False)
        self._show_state()

    def _fill_remote(self, listing: RemoteListing) -> None:
        self.combo.blockSignals(True)
        while self.combo.count() > len(self._paths):
            self.combo.removeItem(self.combo.count() - 1)
        self._remote = listing.choices
        self._add_remote_items()
        tooltip = self.tr("The model that answers. Pick another to load it.")
        if listing.problems:
            tooltip += "\n" + "\n".join(listing.problems)
        self.combo.setToolTip(tooltip)
        self.combo.blockSignals(False)
        self._show_state()

    def _add_remote_items(self) -> None:
        for choice in self._remote:
            self.combo.addItem(choice.label)
            self.combo.setItemData(self.combo.count() - 1, f"{choice.server.url} {choice.model}")

    def _index_of(self, path: Path | None) -> int:
        return self._paths.index(path) if path in self._paths else -1

    @Slot(object)
    def _on_model_changed(self, state: ModelState) -> None:
        self._model_state = state
        self._show_state()

    @Slot()
    def _show_state(self) -> None:
        loaded = self._model_state.loaded
        path = loaded.model_path if loaded is not None else None
        self.combo.blockSignals(True)
        if path is not None and self._index_of(path) < 0:
            # A model opened from a file outside the library: still named here.
            self._paths.append(path)
            self.combo.insertItem(
                len(self._paths) - 1, loaded.display_name if loaded is not None else path.name
            )
        index = max(0, self._index_of(path))
        chosen = self.remote.chosen
        if path is None and chosen is not None and chosen in self._remote:
            index = len(self._paths) + self._remote.index(chosen)
        self.combo.setCurrentIndex(index)
        self.combo.blockSignals(False)
        self.combo.setEnabled(not self._model_state.loading)

    @Slot(int)
    def _on_activated(self, index: int) -> None:
        remote_index = index - len(self._paths)
        if 0 <= remote_index < len(self._remote):
            choice = self._remote[remote_index]
            if choice != self.remote.chosen:
                self.remote.use(choice)
            return
        path = self._paths[index] if 0 <= index < len(self._paths) else None
        loaded = self._model_state.loaded
        if path is None or (loaded is not None and loaded.model_path == path):
            self._show_state()
            return
        self.load_requested.emit(path)
