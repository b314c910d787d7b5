"""The app's settings: one typed object with defaults, kept as JSON in the config folder.

Writes happen only when something really changed, atomically, and readable only by the
user (the file may hold a Hugging Face token). A damaged file never stops the app: the
bad parts fall back to defaults, the file is kept aside, and ``SettingsStore.problem``
says so in a sentence the UI can show. Keys written by a newer version are kept.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
import tempfile
import time
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from desktop.core import paths
from desktop.core.errors import LlamaDeskError

SETTINGS_FILE_NAME = "settings.json"

Theme = Literal["system", "light", "dark"]
GpuOffload = Literal["auto", "all", "cpu"]


DEFAULT_SYSTEM_PROMPT = "You are a helpful assistant."


@dataclass
class Settings:
    """Everything the user can set; every field has a default that works out of the box."""

    runtime_path: str | None = None  # a llama-server the user picked; None = the app's own
    model_folders: list[str] = field(default_factory=list)
    hf_token: str | None = None
    theme: Theme = "system"
    default_context: int | None = None  # None = chosen automatically from free memory
    default_gpu_offload: GpuOffload = "auto"
    default_cache_type: str = "f16"
    default_temperature: float = 0.7
    default_top_p: float = 0.95
    # llama-server's own defaults, so a new chat answers as the server alone would.
    default_top_k: int = 40
    default_min_p: float = 0.05
    default_repeat_penalty: float = 1.0
    default_seed: int | None = None  # None = a different random seed for every answer
    default_max_tokens: int | None = None
    # Small models answer far better with a system prompt than with none (SmolLM2 drifts
    # into another language on "What is the capital of France?" without one).
    default_system_prompt: str = DEFAULT_SYSTEM_PROMPT
    models_download_dir: str | None = None
    # Downloads from Hugging Face go to the app's models folder, or (True) into the
    # Hugging Face cache, where other tools on this computer find them too.
    download_to_hf_cache: bool = False
    # Load settings remembered per model, keyed by the model's full path (older records,
    # keyed by the file name alone, are still read).
    per_model: dict[str, dict[str, object]] = field(default_factory=dict)
    last_model: str | None = None
    simple_mode: bool = True
    window_geometry: str | None = None


class SettingsError(LlamaDeskError):
    """The settings could not be saved."""


def redacted(settings: Settings) -> dict[str, object]:
    """The settings as a dict safe to write to a log: the token is replaced by "***"."""
    data = dataclasses.asdict(settings)
    if data.get("hf_token"):
        data["hf_token"] = "***"
    return data


class SettingsStore:
    """Loads and saves ``Settings`` at one path (default: the config folder)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.config_dir() / SETTINGS_FILE_NAME
        # A plain sentence for the user when the last load had to repair something.
        self.problem: str | None = None
        # Keys we do not know (written by a newer version); written back unchanged.
        self._unknown: dict[str, object] = {}
        # What the file on disk holds, as we would serialize it; None = unknown/absent.
        self._on_disk: str | None = None

    def load(self) -> Settings:
        """The stored settings; defaults for a missing file and for every unusable value."""
        self.problem = None
        self._unknown = {}
        self._on_disk = None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Settings()
        except (OSError, UnicodeDecodeError) as error:
            kept = self._keep_aside(copy=False)
            self.problem = _unreadable_message(kept, str(error))
            return Settings()

        try:
            raw = json.loads(text)
        except json.JSONDecodeError:
            raw = None
        if not isinstance(raw, dict):
            kept = self._keep_aside(copy=False)
            self.problem = _unreadable_message(kept, "")
            return Settings()

        settings, bad_fields = _from_dict(raw)
        self._unknown = {key: value for key, value in raw.items() if key not in _FIELD_TYPES}
        if bad_fields:
            # The next save replaces the bad values; keep the original for the user.
            kept = self._keep_aside(copy=True)
            self.problem = (
                "Some settings had values LlamaDesk could not use and were reset to "
                f"their defaults ({', '.join(bad_fields)})."
                + (f" The old file was kept as {kept.name}." if kept else "")
            )
        else:
            self._on_disk = self._serialize(settings)
        return settings

    def save(self, settings: Settings) -> bool:
        """Write the settings if they differ from the file; True when something was written."""
        text = self._serialize(settings)
        if text == self._on_disk and self.path.exists():
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            _write_atomically(self.path, text)
        except OSError as error:
            raise SettingsError(
                f"Your settings could not be saved to {self.path}. "
                "Check that the folder exists and you may write to it.",
                details=str(error),
            ) from error
        self._on_disk = text
        return True

    def _serialize(self, settings: Settings) -> str:
        data: dict[str, object] = dict(self._unknown)
        data.update(dataclasses.asdict(settings))
        return json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n"

    def _keep_aside(self, *, copy: bool) -> Path | None:
        """Keep the damaged file next to the new one; None if that failed too."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        counter = 1
        while target.exists():
            counter += 1
            target = self.path.with_name(f"{self.path.name}.broken-{stamp}-{counter}")
        try:
            if copy:
                target.write_bytes(self.path.read_bytes())
                _restrict_permissions(target)
            else:
                self.path.replace(target)
        except OSError:
            return None
        return target


def _unreadable_message(kept: Path | None, reason: str) -> str:
    message = "Your settings file could not be read, so LlamaDesk started with default settings."
    if kept is not None:
        message += f" The old file was kept as {kept.name}."
    elif reason:
        message += f" ({reason})"
    return message


def _write_atomically(path: Path, text: str) -> None:
    # A crash mid-write must leave either the old file or the new one, never half of one.
    descriptor, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    temp_path = Path(temp_name)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        _restrict_permissions(temp_path)
        temp_path.replace(path)
    except BaseException:
        temp_path.unlink(missing_ok=True)
        raise


def _restrict_permissions(path: Path) -> None:
    # The file may hold the Hugging Face token: only its owner may read it.
    if sys.platform != "win32":
        path.chmod(0o600)


_FIELD_TYPES: dict[str, Any] = typing.get_type_hints(Settings)


def _from_dict(raw: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON, and the names of fields whose values were unusable."""
    defaults = Settings()
    values: dict[str, object] = {}
    bad: list[str] = []
    for name, annotation in _FIELD_TYPES.items():
        if name not in raw:
            continue
        ok, value = _coerce(raw[name], annotation)
        if ok:
            values[name] = value
        else:
            bad.append(name)
            values[name] = getattr(defaults, name)
    return Settings(**values), bad  # type: ignore[arg-type]


def _coerce(value: object, annotation: Any) -> tuple[bool, object]:
    """Check a JSON value against a field's type; (True, value) when it fits."""
    origin = typing.get_origin(annotation)
    arguments = typing.get_args(annotation)
    if annotation is type(None):
        return value is None, value
    if origin in (typing.Union, types.UnionType):
        for option in arguments:
            ok, coerced = _coerce(value, option)
            if ok:
                return True, coerced
        return False, value
    if origin is Literal:
        return value in arguments, value
    if annotation is bool:
        return isinstance(value, bool), value
    if annotation is int:
        return isinstance(value, int) and not isinstance(value, bool), value
    if annotation is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return True, float(value)
        return False, value
    if annotation is str:
        return isinstance(value, str), value
    if annotation is object:
        return True, value
    if origin is list:
        if not isinstance(value, list):
            return False, value
        items = [_coerce(item, arguments[0]) for item in value]
        return all(ok for ok, _ in items), [item for _, item in items]
    if origin is dict:
        if not isinstance(value, dict):
            return False, value
        key_type, value_type = arguments
        result: dict[object, object] = {}
        for key, item in value.items():
            key_ok, _ = _coerce(key, key_type)
            item_ok, coerced = _coerce(item, value_type)
            if not (key_ok and item_ok):
                return False, value
            result[key] = coerced
        return True, result
    raise TypeError(f"Settings field type {annotation!r} has no JSON check")
