"""Which model the app loads as it starts, so that it opens ready to chat."""

from __future__ import annotations

from pathlib import Path

from desktop.core.settings import Settings


def model_at_start(settings: Settings, starter: Path | None) -> Path | None:
    """The model used last, if it is still there; on the very first start (nothing was
    ever loaded) the starter model; None when the setting is off or the last model is
    gone (the person picks one then, rather than get a model they did not ask for)."""
    if not settings.load_last_model_at_start:
        return None
    if settings.last_model is None:
        return starter
    last = Path(settings.last_model)
    return last if last.is_file() else None
