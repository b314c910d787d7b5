"""The app's settings: one typed object with defaults, kept as JSON in the config folder.

Writes happen only when something really changed, atomically, and readable only by the
user (the file may hold a Hugging Face token). A damaged file never stops the app and
loses nothing it can avoid: every value that can still be read is kept (the token above
all), only the bad ones fall back to defaults, the damaged original is kept aside once,
the repaired file is written at once, and ``SettingsStore.notice`` says what happened in
sentences the CLI and the window show. Keys written by a newer version are kept.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import re
import types
import typing
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

from desktop.core import app_log, paths
from desktop.core.errors import LlamaDeskError
from desktop.core.safe_files import keep_aside, write_atomically

SETTINGS_FILE_NAME = "settings.json"

Theme = Literal["system", "light", "dark", "high_contrast"]
GpuOffload = Literal["auto", "all", "cpu"]
FlashAttention = Literal["auto", "on", "off"]
ToolPolicyChoice = Literal["ask", "allow_in_chat", "always"]


DEFAULT_SYSTEM_PROMPT = "You are a helpful assistant."


@dataclass(frozen=True)
class ModelLoadSettings:
    """Load choices for one model: what its last successful load used (remembered in
    ``Settings.per_model``), or what one load overrides (command-line flags, the Load
    page's controls). None everywhere means "not chosen here": the layer below applies
    (see desktop.core.models.load_choice for the order)."""

    # "auto": the user left the context to the planner, which a default must not undo.
    context: int | Literal["auto"] | None = None
    gpu_offload: GpuOffload | int | None = None  # an int: that many layers on the GPU
    gpu_indices: tuple[int, ...] | None = None  # None: every card
    cache_type: str | None = None
    threads: int | None = None  # None: automatic
    flash_attention: FlashAttention | None = None
    speculative_ngram: bool | None = None
    chat_template_file: str | None = None
    mmproj_path: str | None = None
    # The user cleared the projector the library found beside the model.
    without_projector: bool | None = None

    def over(self, below: ModelLoadSettings) -> ModelLoadSettings:
        """These choices, with ``below``'s wherever this one chose nothing."""
        chosen = {
            name: value
            for name in _LOAD_FIELDS
            if (value := getattr(self, name)) is not None
        }
        return dataclasses.replace(below, **chosen)


@dataclass
class Settings:
    """Everything the user can set; every field has a default that works out of the box."""

    runtime_path: str | None = None  # a llama-server the user picked; None = the app's own
    # The first-start runtime check (runtime.runtime_check.RuntimeCheck.as_json): the
    # runtime it found fastest here, why, each trial, and the fingerprint of the runtimes
    # and drivers it saw (changed: checked again). {} until the first check.
    runtime_check: dict[str, object] = field(default_factory=dict)
    model_folders: list[str] = field(default_factory=list)
    hf_token: str | None = None
    theme: Theme = "system"
    # The window's language (a code of desktop/gui/shell/language.py); "": the system's.
    language: str = ""
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
    # keyed by the file name alone, are still read). Older versions wrote untyped dicts
    # with the same keys: they are read into ModelLoadSettings, keeping every usable value.
    per_model: dict[str, ModelLoadSettings] = field(default_factory=dict)
    last_model: str | None = None
    # The app starts ready to chat: with the model used last (the starter model on the
    # very first start) loading as the window opens.
    load_last_model_at_start: bool = True
    simple_mode: bool = True
    window_geometry: str | None = None
    # Tools (desktop/core/tools): the user's approval choice per tool name, where it
    # differs from the default (ask for what can change the computer, else always).
    tool_policies: dict[str, ToolPolicyChoice] = field(default_factory=dict)
    # The app works offline: the web tools and the shell are off until turned on.
    web_tools_enabled: bool = False
    shell_tool_enabled: bool = False
    # web_search asks this SearXNG-style endpoint (GET ?q=...&format=json); None = none.
    search_url: str | None = None
    python_tool_memory_mb: int = 1024
    # Other apps (runtime.serve_access): the app's llama-server on a fixed port with a
    # key, on loopback unless the local network is turned on. The key is a secret, kept
    # like the Hugging Face token (this private file, never logged).
    serve_enabled: bool = False
    serve_port: int = 8080
    serve_on_network: bool = False
    serve_api_key: str | None = None
    # The speech model other apps may ask to speak (/v1/audio/speech beside the model's
    # API, on the same address and key; a .gguf path); None: no speech for other apps.
    serve_speech_model: str | None = None
    # Remote OpenAI-compatible servers to chat through, each {"name", "url", "key"}
    # (read by desktop.core.chat.remote_servers); their keys are kept like hf_token.
    remote_servers: list[dict[str, str]] = field(default_factory=list)
    # Other computers sharing their devices over llama.cpp's RPC ("host:port" each),
    # passed to llama-server as --rpc at every load.
    rpc_hosts: list[str] = field(default_factory=list)
    # Documents (desktop/core/documents): the embedding model that makes the passages'
    # vectors (a .gguf path); None: the first embedding model in the model folders.
    embedding_model: str | None = None
    # The reranking model that orders the passages found (a .gguf path pooled by
    # "rank"); None: none, the fused keyword + meaning order is kept.
    reranking_model: str | None = None
    # Voice (desktop/core/host/voice): the model that reads answers aloud and the one
    # that makes what is said into text (.gguf paths; their projectors are found beside
    # them); None: the library's first of each kind.
    speech_model: str | None = None
    listening_model: str | None = None
    # A recording whose voice the speech model speaks in (Pocket TTS needs one).
    speech_voice_sample: str | None = None
    # The language answers are read in (ISO 639-1, "de"), where the speech model speaks
    # several; None: the model's own default.
    speech_language: str | None = None
    # Each answer is read aloud as soon as it is written.
    read_aloud_automatically: bool = False


class SettingsError(LlamaDeskError):
    """The settings could not be saved."""


class SettingsDamage(StrEnum):
    """What a ``SettingsNotice`` says happened, for the window to word."""

    UNREADABLE = "unreadable"  # the file could not be read: defaults
    VALUES_RESET = "values_reset"  # some values could not be used: ``fields`` reset
    PARTLY_KEPT = "partly_kept"  # damaged; what could still be read was kept
    NOTHING_KEPT = "nothing_kept"  # damaged beyond reading: defaults


@dataclass(frozen=True)
class SettingsNotice:
    """What the last load found wrong with the settings file and did about it."""

    message: str  # plain sentences for the user, no line breaks (English)
    kept_as: Path | None  # the damaged original; None when it could not be kept
    # The damaged file held a Hugging Face token that could not be read back.
    token_lost: bool = False
    # The same as ``message``, as a kind and figures: ``fields`` the settings reset,
    # ``token_kept`` whether a damaged file's Hugging Face token was kept.
    damage: SettingsDamage | None = None
    fields: tuple[str, ...] = ()
    token_kept: bool = False


def launch_runtime_path(settings: Settings) -> str | None:
    """The llama-server every load launches first: the one the user picked, else the one
    the runtime check found fastest (while it is there); None: discovery's order.

    A llama-server named in the environment (``paths.SERVER_PATH_ENV``) is a choice made
    for this run, so it wins over the check's pick, which may be older and was made
    among other runtimes; only the user's own pick in Settings comes before it."""
    if settings.runtime_path:
        return settings.runtime_path
    if os.environ.get(paths.SERVER_PATH_ENV, "").strip():
        return None
    checked = settings.runtime_check.get("chosen_path")
    return checked if isinstance(checked, str) and Path(checked).is_file() else None


def secrets_of(settings: Settings) -> list[str]:
    """The secrets ``settings`` hold: the Hugging Face token, the key for other apps,
    the remote servers' keys."""
    found = [settings.hf_token or "", settings.serve_api_key or ""]
    found += [server.get("key", "") for server in settings.remote_servers]
    return [secret for secret in found if secret]


def redacted(settings: Settings) -> dict[str, object]:
    """The settings as a dict safe to write to a log: the secrets are replaced by "***"."""
    data = dataclasses.asdict(settings)
    for secret in ("hf_token", "serve_api_key"):
        if data.get(secret):
            data[secret] = "***"
    for server in data.get("remote_servers") or []:
        if server.get("key"):
            server["key"] = "***"
    return data


class SettingsStore:
    """Loads and saves ``Settings`` at one path (default: the config folder)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.config_dir() / SETTINGS_FILE_NAME
        # What the last load had to repair, for the user; None when the file was fine.
        self.notice: SettingsNotice | None = None
        # Keys we do not know (written by a newer version); written back unchanged.
        self._unknown: dict[str, object] = {}
        # What the file on disk holds, as we would serialize it; None = unknown/absent.
        self._on_disk: str | None = None

    @property
    def problem(self) -> str | None:
        """The notice's sentences, or None."""
        return self.notice.message if self.notice is not None else None

    def load(self) -> Settings:
        """The stored settings; defaults for a missing file and for every unusable value.

        A damaged file is repaired here (see the module docstring) and ``notice`` says so.
        """
        self.notice = None
        self._unknown = {}
        self._on_disk = None
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return Settings()
        except OSError as error:
            kept = self._keep_aside()
            self.notice = SettingsNotice(
                _unreadable_message(kept, str(error)), kept, damage=SettingsDamage.UNREADABLE
            )
            return Settings()

        try:
            raw = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raw = None
        if not isinstance(raw, dict):
            return self._recover_unparsable(data)

        settings, bad_fields = _from_dict(raw)
        for secret in secrets_of(settings):
            app_log.add_secret(secret)  # blanked wherever it would be logged
        self._unknown = {key: value for key, value in raw.items() if key not in _FIELD_TYPES}
        if bad_fields:
            kept = self._keep_copy(data)
            self.notice = SettingsNotice(
                "Some settings had values LlamaDesk could not use and were reset to "
                f"their defaults ({', '.join(bad_fields)}); the others were kept."
                + (f" The old file was kept as {kept}." if kept else ""),
                kept,
                damage=SettingsDamage.VALUES_RESET,
                fields=tuple(bad_fields),
            )
            if kept is not None:
                # Written now, so the next load (the next command) has nothing to report.
                self._save_repaired(settings)
        else:
            self._on_disk = self._serialize(settings)
        return settings

    def _recover_unparsable(self, data: bytes) -> Settings:
        """Not JSON any more (cut short, overwritten): keep whatever values can still be
        parsed out of it, keep the file aside, and write the repaired settings."""
        text = data.decode("utf-8", errors="replace")
        salvaged = _salvage(text)
        settings, _bad = _from_dict(salvaged)
        kept = self._keep_aside()
        token_kept = bool(settings.hf_token)
        # The token is what cannot be made again from the app: say plainly if it is gone.
        if "hf_token" in salvaged:
            token = salvaged["hf_token"]
            token_lost = not (token is None or isinstance(token, str))
        else:
            token_lost = _TOKEN_LIKE.search(text) is not None
        anything = settings != Settings()
        if anything and kept is not None:  # never over the only copy of the damaged file
            self._save_repaired(settings)
        if anything:
            message = (
                "Your settings file was damaged. LlamaDesk kept the settings it could "
                "still read and reset the rest to their defaults."
            )
        else:
            message = (
                "Your settings file was damaged and could not be read, so LlamaDesk "
                "started with default settings."
            )
        if kept is not None:
            message += f" The damaged file was kept as {kept}."
        if token_kept:
            message += " Your Hugging Face token was kept."
        elif token_lost:
            message += (
                " Your Hugging Face token could not be read: enter it again in Settings "
                "to download gated models."
            )
        self.notice = SettingsNotice(
            message, kept, token_lost=token_lost,
            damage=SettingsDamage.PARTLY_KEPT if anything else SettingsDamage.NOTHING_KEPT,
            token_kept=token_kept,
        )  # fmt: skip
        return settings

    def _save_repaired(self, settings: Settings) -> None:
        # If this fails, the next save tries again; the notice already says what was wrong.
        with contextlib.suppress(SettingsError):
            self.save(settings)

    def save(self, settings: Settings) -> bool:
        """Write the settings if they differ from the file; True when something was written."""
        text = self._serialize(settings)
        if text == self._on_disk and self.path.exists():
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # It may hold the Hugging Face token: only its owner may read it.
            write_atomically(self.path, text, private=True)
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
        data["per_model"] = {
            key: _load_settings_json(record) for key, record in settings.per_model.items()
        }
        return json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n"

    def _keep_aside(self) -> Path | None:
        """Move the damaged file next to where the new one goes; None if that failed."""
        # It may hold the token: only its owner may read it, wherever it came from.
        try:
            return keep_aside(self.path, private=True)
        except OSError:
            return None

    def _keep_copy(self, data: bytes) -> Path | None:
        """Keep a copy of the damaged file, once: an identical earlier copy is reused, so
        a file that could not be repaired does not leave a new copy at every load."""
        try:
            return keep_aside(self.path, copy=True, private=True)
        except OSError:
            return None


def settings_notice(path: Path | None = None) -> SettingsNotice | None:
    """Load the settings once, repairing a damaged file; what the user should be told.

    For tools that read the settings in several places (the CLI): call this first, so
    the damage is reported once, and later loads find a repaired file.
    """
    store = SettingsStore(path)
    store.load()
    return store.notice


def _unreadable_message(kept: Path | None, reason: str) -> str:
    message = "Your settings file could not be read, so LlamaDesk started with default settings."
    if kept is not None:
        message += f" The old file was kept as {kept}."
    elif reason:
        message += f" ({reason})"
    return message


# A "name": value pair, as json.dumps writes it.
# A token's key with a text value, or what a token looks like (hf_...), in a file too
# damaged to give the value back.
_TOKEN_LIKE = re.compile(r'"hf_token"\s*:\s*"|\bhf_[A-Za-z0-9]{8,}')
_KEY = re.compile(r'"([A-Za-z_][A-Za-z0-9_]*)"\s*:\s*')


def _salvage(text: str) -> dict[str, object]:
    """The settings whose values can still be parsed out of damaged JSON (cut short,
    or with garbage in the middle): each known key's value is parsed where it stands."""
    decoder = json.JSONDecoder()
    found: dict[str, object] = {}
    for match in _KEY.finditer(text):
        name = match.group(1)
        if name not in _FIELD_TYPES or name in found:
            continue
        try:
            value, _end = decoder.raw_decode(text, match.end())
        except json.JSONDecodeError:
            continue
        found[name] = value
    return found


_FIELD_TYPES: dict[str, Any] = typing.get_type_hints(Settings)
_LOAD_FIELD_TYPES: dict[str, Any] = typing.get_type_hints(ModelLoadSettings)
_LOAD_FIELDS = tuple(_LOAD_FIELD_TYPES)


def _from_dict(raw: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON, and the names of fields whose values were unusable.

    A list or a mapping keeps the items that fit (one bad model folder does not cost
    the others); any other unusable value falls back to its default.
    """
    defaults = Settings()
    values: dict[str, object] = {}
    bad: list[str] = []
    for name, annotation in _FIELD_TYPES.items():
        if name not in raw:
            continue
        ok, value = _coerce(raw[name], annotation)
        if ok:
            values[name] = value
            continue
        bad.append(name)
        fitting = _fitting_items(raw[name], annotation)
        values[name] = fitting if fitting is not None else getattr(defaults, name)
    return Settings(**values), bad  # type: ignore[arg-type]


def _fitting_items(value: object, annotation: Any) -> object | None:
    """The items of a list or mapping that fit its type; None for any other value."""
    origin = typing.get_origin(annotation)
    arguments = typing.get_args(annotation)
    if origin is list and isinstance(value, list):
        items = [_coerce(item, arguments[0]) for item in value]
        return [item for ok, item in items if ok]
    if origin is dict and isinstance(value, dict):
        key_type, value_type = arguments
        result: dict[object, object] = {}
        for key, item in value.items():
            key_ok, _ = _coerce(key, key_type)
            item_ok, coerced = _coerce(item, value_type)
            if key_ok and item_ok:
                result[key] = coerced
        return result
    return None


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
    if annotation is ModelLoadSettings:
        return _coerce_load_settings(value)
    if origin is list:
        if not isinstance(value, list):
            return False, value
        items = [_coerce(item, arguments[0]) for item in value]
        return all(ok for ok, _ in items), [item for _, item in items]
    if origin is tuple:  # tuple[X, ...], stored as a JSON list
        if not isinstance(value, list | tuple):
            return False, value
        items = [_coerce(item, arguments[0]) for item in value]
        return all(ok for ok, _ in items), tuple(item for _, item in items)
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


def _coerce_load_settings(value: object) -> tuple[bool, object]:
    """A per-model record: today's typed one, or an older version's untyped dict (same
    keys). A record is kept when it is a mapping; a value in it that does not fit is
    dropped alone (that choice falls back to the default), so one bad value never costs
    the user the model's other remembered choices. Keys this version does not know are
    dropped too."""
    if isinstance(value, ModelLoadSettings):
        return True, value
    if not isinstance(value, dict):
        return False, value
    kept: dict[str, object] = {}
    for name, annotation in _LOAD_FIELD_TYPES.items():
        if name in value:
            ok, coerced = _coerce(value[name], annotation)
            if ok:
                kept[name] = coerced
    # Typed records are written without their unset (None) fields, so a null here comes
    # from an older version, where it was a choice: an automatic context, no projector.
    if "context" in value and value["context"] is None:
        kept["context"] = "auto"
    if "mmproj_path" in value and value["mmproj_path"] is None:
        kept["without_projector"] = True
    return True, ModelLoadSettings(**kept)  # type: ignore[arg-type]


def _load_settings_json(record: ModelLoadSettings) -> dict[str, object]:
    """A per-model record as JSON: only what was chosen (see _coerce_load_settings)."""
    return {
        name: list(value) if isinstance(value, tuple) else value
        for name, value in dataclasses.asdict(record).items()
        if value is not None
    }
