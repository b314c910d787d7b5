"""Loads asked for from any page, with the app's settings, and what a good load keeps.

Every page that loads a model (Load, Chat, Library, Discover, the starter button) goes
through here, so that a model picked anywhere is loaded with the same choices
(``load_choice.resolve_request``: its remembered choices over the defaults), becomes the
"last model", and keeps its choices for next time once it loaded. The settings object
belongs to the GUI thread, so this runs there, on the controller's events.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop.core.host.loaded_model import LoadedModel
from desktop.core.models.load_choice import LoadRequest, remember, resolve_request
from desktop.core.settings import Settings
from desktop.gui.bridge.host_controller import HostController


@dataclass
class ModelLoads:
    """Starts loads for the pages and remembers the choices of each one that worked."""

    controller: HostController
    settings: Settings
    save_settings: Callable[[], None]
    # The load a person asked for last (a page's Load, the model box): once it is
    # ready the window opens the chat. None after it ended, and for the loads the app
    # makes itself (a longer context, new serving settings, a model loaded again).
    asked: LoadRequest | None = None

    def __post_init__(self) -> None:
        # On the window's thread: the controller emits there, and the settings live there.
        self.controller.model_loaded.connect(self._keep_choices)
        self.controller.load_failed.connect(self._forget_asked)

    def load(self, request: LoadRequest) -> None:
        """Load ``request`` (replacing the loaded model); it is the last model from now."""
        self.settings.last_model = str(request.model_path)
        self.save_settings()
        self.asked = request
        self.controller.load(request)

    def load_file(self, path: Path) -> LoadRequest:
        """Load ``path`` with its remembered choices over the defaults; the request sent."""
        request = resolve_request(self.settings, path)
        self.load(request)
        return request

    def answered(self, loaded: LoadedModel) -> bool:
        """``loaded`` is the load a person asked for (then forgotten: asked once)."""
        asked, self.asked = self.asked, None
        return asked is not None and loaded.request == asked

    def _forget_asked(self, _failure: object) -> None:
        self.asked = None

    def _keep_choices(self, loaded: LoadedModel) -> None:
        if loaded.request is not None:
            # Kept for the next time this model is picked; saved on the settings thread.
            remember(self.settings, loaded.request)
            self.save_settings()
