"""``llamadesk serve`` run as a user runs it: a real process, the real server and model;
and the key's home in Settings (``serve_access``, ``--show-key``)."""

from __future__ import annotations

import json
import re
import secrets
import signal
from pathlib import Path

import httpx
import pytest

from desktop.cli import build_parser
from desktop.core.runtime.launch import pick_free_port
from desktop.core.runtime.serve_access import (
    ALL_INTERFACES,
    LOOPBACK,
    ServeAccess,
    ServeSettingsError,
    access_for_app,
    new_api_key,
)
from desktop.core.settings import Settings, SettingsStore, redacted
from tests.support.cli_process import run_cli
from tests.support.serve_process import all_gone, serving
from tests.support.settings_file import stored_settings


@pytest.mark.server
def test_serve_prints_the_url_answers_with_the_key_and_stops_on_sigterm(
    server_env: dict[str, str],
) -> None:
    port = pick_free_port()
    key = new_api_key()
    with serving(["--port", str(port), "--api-key", key, "--ctx", "1024"], server_env) as served:
        assert served.url == f"http://127.0.0.1:{port}/v1"
        assert len(served.llama_servers()) == 1
        body = {"messages": [{"role": "user", "content": "Say hello."}], "max_tokens": 12}
        with httpx.Client(trust_env=False, timeout=120) as client:
            refused = client.post(served.url + "/chat/completions", json=body)
            answered = client.post(served.url + "/chat/completions", json=body,
                                   headers={"Authorization": f"Bearer {key}"})
        assert refused.status_code == 401
        assert answered.status_code == 200
        assert answered.json()["choices"][0]["message"]["content"].strip()
        code, err, servers = served.stop(signal.SIGTERM)
    assert code == 0, err
    assert "stopped serving" in err
    assert key not in err
    assert servers and all_gone(servers)


@pytest.mark.server
def test_serve_without_a_key_uses_the_one_in_settings_and_ctrl_c_stops_it(
    server_env: dict[str, str],
) -> None:
    shown = run_cli(["serve", "--show-key"])
    assert shown.returncode == 0, shown.stderr
    key = shown.stdout.strip()
    assert len(key) >= 40 and stored_settings()["serve_api_key"] == key
    again = run_cli(["serve", "--show-key"])
    assert again.stdout.strip() == key  # made once, then kept

    with serving(["--port", str(pick_free_port())], server_env) as served:
        with httpx.Client(trust_env=False, timeout=60) as client:
            models = client.get(served.url + "/models", headers={"Authorization": f"Bearer {key}"})
        assert models.status_code == 200
        code, err, servers = served.stop(signal.SIGINT)
    assert code == 0, err
    assert servers and all_gone(servers)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--port", "70000"], "port must be a number from 1 to 65535"),
        (["--api-key", "two words"], "without spaces"),
        (["--host", "my-laptop.local"], "is not an address to listen on"),
    ],
)
def test_serve_refuses_bad_input_in_one_line(args: list[str], words: str) -> None:
    result = run_cli(["serve", *args])
    assert result.returncode == 2
    assert result.stderr.startswith("llamadesk: ") and words in result.stderr
    assert result.stdout == ""


def test_the_app_serves_only_when_turned_on_and_makes_its_key_once() -> None:
    settings = Settings()
    assert access_for_app(settings) is None and settings.serve_api_key is None
    settings.serve_enabled = True
    access = access_for_app(settings)
    assert access is not None and access.host == LOOPBACK and access.port == 8080
    assert access.api_key == settings.serve_api_key
    assert access_for_app(settings) == access
    settings.serve_on_network = True
    network = access_for_app(settings)
    assert network is not None and network.host == ALL_INTERFACES and network.on_network
    assert network.base_url == "http://127.0.0.1:8080/v1"  # this computer reaches it there


def test_the_key_is_kept_privately_and_never_in_a_log_dump(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    settings = Settings(serve_enabled=True, serve_api_key=new_api_key())
    store.save(settings)
    assert store.path.stat().st_mode & 0o077 == 0
    assert SettingsStore(store.path).load().serve_api_key == settings.serve_api_key
    assert settings.serve_api_key not in json.dumps(redacted(settings))
    assert settings.serve_api_key not in repr(access_for_app(settings))


def test_network_urls_name_this_computers_addresses() -> None:
    everywhere = ServeAccess(ALL_INTERFACES, 8080, new_api_key())
    for url in everywhere.network_urls():
        assert re.fullmatch(r"http://\d+\.\d+\.\d+\.\d+:8080/v1", url)
        assert not url.startswith("http://127.")
    assert ServeAccess(LOOPBACK, 8080, new_api_key()).network_urls() == []
    assert ServeAccess("192.168.1.20", 9000, new_api_key()).network_urls() == [
        "http://192.168.1.20:9000/v1"]
    assert ServeAccess("::1", 9000, new_api_key()).base_url == "http://[::1]:9000/v1"
    with pytest.raises(ServeSettingsError):
        ServeAccess(LOOPBACK, 0, new_api_key())


def test_a_new_key_never_reads_as_an_option_on_a_command_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # URL-safe random text starts with "-" one time in 64: as `--api-key -Xy…` the
    # command line took it for an option ("expected one argument", seen in a test run).
    monkeypatch.setattr(secrets, "token_urlsafe", lambda _n: "-Xy" + "a" * 40)
    key = new_api_key()
    assert not key.startswith("-")
    arguments = build_parser().parse_args(["serve", "--api-key", key])
    assert arguments.api_key == key
