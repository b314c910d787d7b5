"""Several models for other apps through llama-server's router mode: the preset holds
each model's own load decision; the real router loads each model on the first request
naming it, keeps the key, and leaves no process after SIGTERM."""

from __future__ import annotations

import signal
from pathlib import Path

import httpx
import pytest

from desktop.core.models.load_choice import resolve_request
from desktop.core.runtime.launch import build_command, pick_free_port
from desktop.core.runtime.loader import prepare_load
from desktop.core.runtime.serve_router import (
    PRESET_FILE_NAME,
    RouterError,
    model_names,
    preset_section,
    router_options,
)
from desktop.core.settings import ModelLoadSettings, Settings
from tests.support.serve_process import all_gone, serving


@pytest.fixture
def two_models(starter_model_path: Path, tmp_path: Path) -> list[Path]:
    """The starter model under two names (a link: the same file, a second model's name)."""
    other = tmp_path / "models" / "starter-again.gguf"
    other.parent.mkdir()
    other.symlink_to(starter_model_path)
    return [starter_model_path, other]


def test_the_preset_holds_each_models_own_launch_flags(
    two_models: list[Path], tmp_path: Path, llama_server_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    loads = [prepare_load(resolve_request(Settings(), model, ModelLoadSettings(context=context)))
             for model, context in zip(two_models, (1024, 2048), strict=True)]
    section = preset_section(loads[1].options)
    assert section["model"] == str(two_models[1])
    assert section["c"] == "2048" and section["context-shift"] == "false"
    assert section["jinja"] == "true"
    assert not {"host", "port", "alias", "lv"} & set(section)  # the router's own

    options = router_options(loads, tmp_path, max_models=1)
    preset = (tmp_path / PRESET_FILE_NAME).read_text(encoding="utf-8")
    names = model_names(loads)
    assert names == [two_models[0].stem, "starter-again"]
    assert f"[{names[0]}]" in preset and "[starter-again]" in preset
    command = build_command(llama_server_path, options, 8080, "127.0.0.1")
    assert "-m" not in command and str(tmp_path / PRESET_FILE_NAME) in command
    assert command[command.index("--models-max") + 1] == "1"
    with pytest.raises(RouterError):
        router_options(loads, tmp_path, max_models=0)
    assert model_names([loads[0], loads[0]]) == [names[0], f"{names[0]}-2"]


@pytest.mark.server
def test_serve_two_models_loads_each_on_demand_and_stops_everything(
    two_models: list[Path], llama_server_path: Path,
) -> None:
    port, key = pick_free_port(), "router-test-key"
    args = ["--port", str(port), "--api-key", key, "--ctx", "1024"]
    for model in two_models:
        args += ["--model", str(model)]
    with serving(args, {"LLAMADESK_LLAMA_SERVER": str(llama_server_path)}) as served:
        names = [two_models[0].stem, "starter-again"]
        assert served.models == ", ".join(names)
        auth = {"Authorization": f"Bearer {key}"}
        with httpx.Client(base_url=served.url, trust_env=False, timeout=180) as client:
            assert client.get("/models").status_code == 401
            listed = client.get("/models", headers=auth).json()["data"]
            assert {model["id"] for model in listed} == set(names)
            for name in names:
                body = {"model": name, "max_tokens": 8,
                        "messages": [{"role": "user", "content": "Say hello."}]}
                reply = client.post("/chat/completions", json=body, headers=auth)
                assert reply.status_code == 200, reply.text
                assert reply.json()["model"] == name
                assert reply.json()["choices"][0]["message"]["content"].strip()
        code, err, servers = served.stop(signal.SIGTERM)
    assert len(servers) >= 2  # the router and the model it loaded last
    assert code == 0, err
    assert key not in err
    assert all_gone(servers)
