"""What the window knows about the local model at one moment, as one value.

The host controller owns it and announces every change with ``model_state_changed``
before the event that caused it (``model_loaded``, ``load_failed`` ...), so a view that
keeps the latest state reads a fresh one while it handles that event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.core.host.loaded_model import LoadedModel
    from desktop.core.models.load_choice import LoadRequest


@dataclass(frozen=True)
class ModelState:
    """``loaded``: the model that answers here now (None: none); ``loading``: a load is
    under way; ``requested``: the load asked for last, which is loaded again before an
    answer when its server died (None once another computer's model answers): the
    host's record (``ChatHost.requested``), shown as asked from the moment a load is."""

    loaded: LoadedModel | None = None
    loading: bool = False
    requested: LoadRequest | None = None

    @property
    def expected(self) -> bool:
        """A local model answers now, is on its way, or is loaded again on Send."""
        return self.loaded is not None or self.loading or self.requested is not None


NOTHING_LOADED = ModelState()
