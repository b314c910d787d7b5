"""Settings: defaults, round trip, write-on-change, repair of damaged files, secrecy."""

from __future__ import annotations

import dataclasses
import json
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.core import paths
from desktop.core.settings import (
    ModelLoadSettings,
    Settings,
    SettingsError,
    SettingsStore,
    redacted,
)


def _changed_settings() -> Settings:
    return Settings(
        runtime_path="/opt/llama/llama-server",
        runtime_check={"chosen_path": "/opt/llama/llama-server", "trials": [], "seconds": 4.2},
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
        per_model={"SmolLM2.gguf": ModelLoadSettings(context=4096, gpu_offload="all")},
        last_model="SmolLM2.gguf",
        load_last_model_at_start=False,
        simple_mode=False,
        window_geometry="AdnQywADAAA=",
        tool_policies={"python": "ask"},
        web_tools_enabled=True,
        shell_tool_enabled=True,
        search_url="http://127.0.0.1:8888/search",
        python_tool_memory_mb=2048,
        serve_enabled=True,
        serve_port=9090,
        serve_on_network=True,
        serve_api_key="serve-secret",
        serve_speech_model="/models/tiny-qwen3-tts.gguf",
        remote_servers=[{"name": "Office PC", "url": "http://192.168.1.20:8080", "key": "k"}],
        rpc_hosts=["192.168.1.20:50052"],
        embedding_model="/models/all-MiniLM-L6-v2-f16.gguf",
        reranking_model="/models/bge-reranker-v2-m3-q8_0.gguf",
        speech_model="/models/qwen3-tts-0.6b.gguf",
        listening_model="/models/voxtral-mini.gguf",
        speech_voice_sample="/voices/me.wav",
        speech_language="de",
        read_aloud_automatically=True,
        language="ar",
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


def test_cut_short_json_keeps_what_can_be_read_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    cut_short = '{"theme": "dark", "model_folders": ["/models", "/mo'
    path.write_text(cut_short, encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Settings(theme="dark")
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == cut_short
    assert store.notice is not None
    assert store.notice.kept_as == kept[0]
    assert str(kept[0]) in store.notice.message
    assert "\n" not in store.notice.message
    assert store.problem == store.notice.message
    assert "token" not in store.notice.message  # there was none to speak of
    # The repaired file is written at once: the next load has nothing to report.
    again = SettingsStore(path)
    assert again.load() == Settings(theme="dark")
    assert again.notice is None
    assert len(list(tmp_path.glob("settings.json.broken-*"))) == 1


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
    assert settings.model_folders == ["/ok"]  # the folder that fits is kept
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
    assert store.notice is not None and store.notice.kept_as == kept[0]
    # The repaired settings are written at once, the token with them.
    repaired = json.loads(path.read_text(encoding="utf-8"))
    assert (repaired["theme"], repaired["hf_token"]) == ("system", "hf_kept")
    assert store.save(settings) is False
    again = SettingsStore(path)
    assert again.load() == settings
    assert again.notice is None


def test_a_damaged_file_is_kept_aside_once_however_often_it_is_loaded(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    bad = json.dumps({"theme": "purple", "hf_token": "hf_kept"}).encode()
    for _ in range(3):
        # The same damage again, as when the repaired file could not be written, or an
        # older copy of the app wrote it back.
        path.write_bytes(bad)
        store = SettingsStore(path)
        assert store.load().hf_token == "hf_kept"
        assert store.notice is not None
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == bad
    assert str(kept[0]) in store.notice.message


def test_a_token_in_a_cut_short_file_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    whole = json.dumps(
        dataclasses.asdict(Settings(hf_token="hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345")), indent=2,
        sort_keys=True,
    )
    path.write_text(whole[: whole.index('"last_model"')], encoding="utf-8")  # cut after the token
    store = SettingsStore(path)
    assert store.load().hf_token == "hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345"
    assert store.notice is not None
    assert not store.notice.token_lost
    assert "token was kept" in store.notice.message
    assert SettingsStore(path).load().hf_token == "hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345"
    if sys.platform != "win32":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert store.notice.kept_as is not None
        assert stat.S_IMODE(store.notice.kept_as.stat().st_mode) & 0o077 == 0


def test_a_token_that_cannot_be_read_back_is_asked_for_again(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = bytearray(
        json.dumps({"theme": "dark", "hf_token": "hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345"}).encode()
    )
    start = data.index(b"hf_AbCd")
    data[start + 5 : start + 12] = b"\x00\xff\xfe\x00\x01\x02\x03"  # a garbled stretch
    path.write_bytes(bytes(data))
    store = SettingsStore(path)
    settings = store.load()
    assert settings.hf_token is None
    assert settings.theme == "dark"  # what could be read is kept
    assert store.notice is not None
    assert store.notice.token_lost
    assert "token could not be read" in store.notice.message
    assert "enter it again" in store.notice.message
    assert store.notice.kept_as is not None
    assert store.notice.kept_as.read_bytes() == bytes(data)


def test_a_file_of_zero_bytes_gives_defaults_and_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\x00" * 512)  # what a crash mid-write can leave on some file systems
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.notice is not None
    assert "could not be read" in store.notice.message
    assert store.notice.kept_as is not None and store.notice.kept_as.read_bytes() == b"\x00" * 512
    assert not path.exists()  # nothing was saved, so nothing is written yet


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


def _llamadesk(*args: str) -> subprocess.CompletedProcess[str]:
    """The real command, in its own process, as a user runs it (the app folders are the
    test's own: the environment points there)."""
    return subprocess.run(
        [sys.executable, "-m", "desktop.cli", *args],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
        cwd=Path(__file__).resolve().parents[1],
    )


def test_the_command_line_says_once_what_was_wrong_with_the_settings() -> None:
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = bytearray(
        json.dumps({"theme": "dark", "hf_token": "hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345"}).encode()
    )
    start = data.index(b"hf_AbCd")
    data[start + 5 : start + 12] = b"\x00\xff\xfe\x00\x01\x02\x03"
    path.write_bytes(bytes(data))

    first = _llamadesk("models", "list", "--json")
    assert first.returncode == 0, first.stderr
    json.loads(first.stdout)  # the notice goes to stderr, never into the JSON
    (kept,) = path.parent.glob("settings.json.broken-*")
    notices = [line for line in first.stderr.splitlines() if "settings file" in line]
    assert len(notices) == 1, first.stderr
    assert str(kept) in notices[0]
    assert "Hugging Face token could not be read" in notices[0]
    assert kept.read_bytes() == bytes(data)

    second = _llamadesk("models", "list", "--json")
    assert second.returncode == 0, second.stderr
    assert "settings file" not in second.stderr
    assert len(list(path.parent.glob("settings.json.broken-*"))) == 1
    assert SettingsStore(path).load().theme == "dark"
