"""The settings file as it stands on disk, for tests that check what the app saved (read
as JSON, not through SettingsStore, so a test sees what was really written)."""

from __future__ import annotations

import json

from desktop.core import paths
from desktop.core.settings import SETTINGS_FILE_NAME


def stored_settings() -> dict[str, object]:
    """The settings file's JSON object; empty while nothing has been saved."""
    path = paths.config_dir() / SETTINGS_FILE_NAME
    if not path.exists():
        return {}
    stored: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return stored
