"""A group on the Settings page whose choices go into the shared settings at once and
are saved when they change anything (the page decides when a save runs)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGroupBox, QWidget

from desktop.core.settings import Settings
from desktop.gui.shell.services import AppServices


class SettingsGroup(QGroupBox):
    def __init__(
        self,
        title: str,
        services: AppServices,
        save: Callable[[], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, parent)
        self._services = services
        self._save = save

    def _change(self, changed: Settings) -> None:
        """Take ``changed`` as the settings; save when anything differs."""
        # Made with dataclasses.replace, which mypy checks: no field set by a bare name.
        if self._services.update_settings(changed):
            self._save()
