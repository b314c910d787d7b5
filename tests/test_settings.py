"""Settings: defaults, round trip, write-on-change, repair of damaged files, secrecy."""

from __future__ import annotations

import dataclasses
import json
import stat
import sys
from pathlib import Path

import pytest

from desktop.core import paths
from desktop.core.settings import Settings, SettingsError, SettingsStore, redacted


def _changed_settings() -> Settings:
    return Settings(
        runtime_path="/opt/llama/llama-server",
        model_folders=["/models", "/more models"],
        hf_token="hf_secret",
        theme="dark",
        default_context=8192,
        default_gpu_offload="cpu",
        default_cache_type="q8_0",
        default_temperature=0.2,
        default_top_p=0.8,
        default_top_k=20,
        default_min_p=0.1,
        default_repeat_penalty=1.1,
        default_seed=42,
        default_max_tokens=512,
        default_system_prompt="Be brief. Ünïcode is fine.",
        models_download_dir="/big disk/models",
        download_to_hf_cache=True,
        per_model={"SmolLM2.gguf": {"context": 4096, "gpu_offload": "all"}},
        last_model="SmolLM2.gguf",
        simple_mode=False,
        window_geometry="AdnQywADAAA=",
    )


def test_missing_file_gives_defaults_in_the_config_folder() -> None:
    store = SettingsStore()
    assert store.path == paths.config_dir() / "settings.json"
    assert store.load() == Settings()
    assert store.problem is None
    assert Settings().simple_mode is True
    assert Settings().default_context is None


def test_every_field_survives_a_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = _changed_settings()
    # Every field differs from its default, so a field the store drops would show.
    for field in dataclasses.fields(Settings):
        assert getattr(settings, field.name) != getattr(Settings(), field.name), field.name
    assert SettingsStore(path).save(settings) is True
    reloaded = SettingsStore(path).load()
    assert reloaded == settings
    assert isinstance(reloaded.default_temperature, float)


def test_save_writes_only_on_real_change(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    store = SettingsStore(path)
    settings = store.load()
    assert store.save(settings) is True  # nothing on disk yet
    assert store.save(settings) is False
    assert store.save(dataclasses.replace(settings)) is False

    settings.model_folders.append("/new")
    assert store.save(settings) is True
    assert json.loads(path.read_text(encoding="utf-8"))["model_folders"] == ["/new"]

    fresh = SettingsStore(path)
    loaded = fresh.load()
    assert fresh.save(loaded) is False


def test_save_after_file_was_deleted_writes_again(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore(path)
    settings = Settings(theme="light")
    assert store.save(settings) is True
    path.unlink()
    assert store.save(settings) is True
    assert SettingsStore(path).load().theme == "light"


def test_write_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore(path)
    for temperature in (0.1, 0.2, 0.3):
        store.save(Settings(default_temperature=temperature))
    assert sorted(item.name for item in tmp_path.iterdir()) == ["settings.json"]
    assert SettingsStore(path).load().default_temperature == 0.3


def test_file_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o644)
    store = SettingsStore(path)
    store.load()
    assert store.save(Settings(hf_token="hf_secret")) is True
    assert SettingsStore(path).load().hf_token == "hf_secret"
    if sys.platform != "win32":  # Windows has no such mode bits; its profile ACLs apply
        assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_corrupt_json_gives_defaults_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"theme": "dark", ', encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Settings()
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == '{"theme": "dark", '
    assert store.problem is not None
    assert kept[0].name in store.problem
    assert "\n" not in store.problem
    assert store.save(Settings()) is True
    assert SettingsStore(path).load() == Settings()


@pytest.mark.parametrize("content", ["[1, 2]", '"just a string"', "null", "\udcff"])
def test_json_that_is_not_an_object_gives_defaults(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content.encode("utf-8", errors="surrogateescape"))
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.problem is not None
    assert len(list(tmp_path.glob("settings.json.broken-*"))) == 1


def test_wrong_types_reset_only_the_bad_fields(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    raw = {
        "theme": "purple",  # not one of the choices
        "default_temperature": "hot",
        "default_context": True,  # a bool is not a context length
        "model_folders": ["/ok", 3],
        "per_model": {"a.gguf": "not a dict"},
        "default_top_p": 1,  # an int where a float is expected is fine
        "simple_mode": False,
        "hf_token": "hf_kept",
        "last_model": None,
    }
    path.write_text(json.dumps(raw), encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    defaults = Settings()
    assert settings.theme == defaults.theme
    assert settings.default_temperature == defaults.default_temperature
    assert settings.default_context == defaults.default_context
    assert settings.model_folders == defaults.model_folders
    assert settings.per_model == defaults.per_model
    assert settings.default_top_p == 1.0
    assert isinstance(settings.default_top_p, float)
    assert settings.simple_mode is False
    assert settings.hf_token == "hf_kept"
    assert store.problem is not None
    for name in ("theme", "default_temperature", "default_context", "model_folders", "per_model"):
        assert name in store.problem
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1
    assert json.loads(kept[0].read_text(encoding="utf-8")) == raw
    # The repaired settings are written back on the next save.
    assert store.save(settings) is True
    assert json.loads(path.read_text(encoding="utf-8"))["theme"] == "system"


def test_unknown_keys_from_newer_versions_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"theme": "dark", "future_feature": {"level": 3}, "zzz": [1, "two"]}),
        encoding="utf-8",
    )
    store = SettingsStore(path)
    settings = store.load()
    assert store.problem is None
    settings.theme = "light"
    assert store.save(settings) is True
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["theme"] == "light"
    assert written["future_feature"] == {"level": 3}
    assert written["zzz"] == [1, "two"]


def test_redacted_hides_the_token_only() -> None:
    settings = _changed_settings()
    safe = redacted(settings)
    assert safe["hf_token"] == "***"
    assert "hf_secret" not in json.dumps(safe)
    assert safe["model_folders"] == settings.model_folders
    assert redacted(Settings())["hf_token"] is None
    assert settings.hf_token == "hf_secret"  # the settings themselves are untouched


def test_unwritable_folder_gives_a_plain_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    store = SettingsStore(blocker / "settings.json")
    with pytest.raises(SettingsError) as raised:
        store.save(Settings())
    assert "could not be saved" in raised.value.message
    assert raised.value.details
