"""The line at the top of the Chat page that says whether a model is there to answer
(and how to get one), or what went wrong with the saved chats."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QWidget

from desktop.core.runtime.loader import LoadRequest
from desktop.gui.backend import LoadedModel
from desktop.gui.form_controls import action_button
from desktop.gui.notice_strip import lay_out_notice
from desktop.gui.page_text import sentence_label


class ModelBanner(QFrame):
    """Hidden while a model is loaded and nothing went wrong."""

    load_page_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.label = sentence_label("Model status")
        self.button = action_button("Go to Load", "Go to the Load page", self.load_page_requested)
        lay_out_notice(self, self.label, self.button)

    def show_model_state(
        self, loaded: LoadedModel | None, loading: bool, last_request: LoadRequest | None
    ) -> None:
        if loaded is not None:
            self.hide()
            return
        if loading:
            self.label.setText("The model is loading. You can write already.")
            self.button.hide()
        elif last_request is not None:
            name = last_request.model_path.name
            self.label.setText(f"No model is loaded. Sending will load {name} again.")
            self.button.show()
        else:
            self.label.setText("Load a model to start chatting.")
            self.button.show()
        self.show()

    def show_problem(self, message: str) -> None:
        self.label.setText(message)
        self.button.hide()
        self.show()
