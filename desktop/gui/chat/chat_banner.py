"""The line at the top of the Chat page that says whether a model is there to answer
(and how to get one), or what went wrong with the saved chats."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QWidget

from desktop.core.errors import LlamaDeskError
from desktop.core.models.chat_template import BASE_MODEL_TEXT, is_base_model
from desktop.core.models.load_choice import LoadRequest
from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.notice_strip import lay_out_notice
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.store_words import store_error_text

if TYPE_CHECKING:
    from desktop.core.host.loaded_model import LoadedModel


class ModelBanner(QFrame):
    """Hidden while a model made for chatting is loaded and nothing went wrong; a base
    model loaded is said to be one."""

    load_page_requested = Signal()
    load_model_requested = Signal(Path)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.label = sentence_label(self.tr("Model status"))
        self._offered: Path | None = None
        self.load_button = action_button(
            self.tr("Load"), self.tr("Load the model offered"), self._load_offered
        )
        self.load_button.hide()
        self.button = action_button(
            self.tr("Go to Load"), self.tr("Go to the Load page"), self.load_page_requested
        )
        lay_out_notice(self, self.label, self.load_button, self.button)

    def show_model_state(
        self, loaded: LoadedModel | None, loading: bool, last_request: LoadRequest | None
    ) -> None:
        self.load_button.hide()
        if loaded is not None:
            template_file = loaded.request.chat_template_file if loaded.request else None
            if is_base_model(loaded.info.chat_template, template_file):
                # Said before the first question: such a model answers nonsense.
                self.label.setText(BASE_MODEL_TEXT)
                self.button.show()
                self.show()
            else:
                self.hide()
            return
        if loading:
            self.label.setText(self.tr("The model is loading. You can write already."))
            self.button.hide()
        elif last_request is not None:
            name = last_request.model_path.name
            self.label.setText(
                self.tr("No model is loaded. Sending will load {name} again.").format(name=name)
            )
            self.button.show()
        else:
            self.label.setText(self.tr("Load a model to start chatting."))
            self.button.show()
        self.show()

    def show_nothing_sent(self, offered: Path | None) -> None:
        """Send was pressed with no model to answer: say so, and offer ``offered`` (the
        last model used, else the starter) to load and answer with one click."""
        self._offered = offered
        if offered is None:
            self.label.setText(
                self.tr(
                    "Nothing was sent: no model is loaded. Pick one on the Load page; "
                    "your message stays in the box."
                )
            )
        else:
            self.label.setText(
                self.tr(
                    "Nothing was sent: no model is loaded. Load {stem} to send it, or pick "
                    "another model on the Load page."
                ).format(stem=offered.stem)
            )
            # Short: the sentence names the model, and a long name on the button
            # squeezed the sentence into a narrow column.
            self.load_button.setText(self.tr("Load it and send"))
            self.load_button.setToolTip(
                self.tr("Load {name}, then send your message.").format(name=offered.name)
            )
        self.load_button.setVisible(offered is not None)
        self.button.show()
        self.show()

    def show_error(self, error: Exception) -> str:
        """Say what went wrong with the saved chats; returns the sentence shown."""
        message = (
            store_error_text(error)
            if isinstance(error, LlamaDeskError)
            else self.tr("Your chats could not be read or saved because of an unexpected problem.")
        )
        self.show_problem(message)
        return message

    def show_problem(self, message: str) -> None:
        self.label.setText(message)
        self.load_button.hide()
        self.button.hide()
        self.show()

    def _load_offered(self) -> None:
        if self._offered is not None:
            self.load_model_requested.emit(self._offered)
