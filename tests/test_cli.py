"""The ``llamadesk`` command, run as a user runs it: a real process, real server, real model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.cli_process import run_cli


@pytest.mark.server
def test_ask_json_answers_with_the_starter_model(server_env: dict[str, str]) -> None:
    result = run_cli(["ask", "What is the capital of France?", "--json", "--temperature", "0",
                     "--seed", "1", "--max-tokens", "48", "--ctx", "1024"], env_extra=server_env)
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert "Paris" in document["text"]
    assert document["usage"]["completion_tokens"] > 0
    assert document["timings"]["ttft_ms"] > 0
    assert document["timings"]["tokens_per_second"] > 0
    assert document["load"]["context"] == 1024
    assert document["load"]["gpu_layers"] == 0  # no GPU here: nothing offloaded, said plainly
    assert document["load"]["seconds"] > 0
    assert any("CPU" in device for device in document["load"]["devices"])
    # Where it ran, as the window stores it with each answer (the core host's record).
    ran_on = document["load"]["ran_on"]
    assert ran_on["devices"] == ["CPU"] and ran_on["context"] == 1024
    assert ran_on["gpu_layers"] == 0 and ran_on["layers"] == document["load"]["total_layers"]


@pytest.mark.server
def test_ask_streams_plain_text(server_env: dict[str, str]) -> None:
    result = run_cli(["ask", "Say hello.", "--temperature", "0", "--max-tokens", "16",
                     "--ctx", "512"], env_extra=server_env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip()
    assert "Loading SmolLM2-135M-Instruct.Q4_1" in result.stderr


def test_ask_with_a_corrupt_model_says_so_in_one_line(tmp_path: Path,
                                                      server_env: dict[str, str]) -> None:
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF\x03\x00\x00\x00" + b"\xff" * 40)
    result = run_cli(["ask", "hi", "--model", str(broken)], env_extra=server_env)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "broken.gguf" in lines[0]
    assert "Traceback" not in result.stderr


def test_ask_without_any_runtime_explains_how_to_get_one(tmp_path: Path) -> None:
    result = run_cli(["ask", "hi"], env_extra={"LLAMADESK_LLAMA_SERVER": "",
                                               "PATH": "/usr/bin:/bin",
                                               "LLAMADESK_LLAMA_CPP_DIR": ""})
    assert result.returncode == 5  # EXIT_SERVER: no llama-server to run
    assert "llamadesk runtime install" in result.stderr
    assert "Traceback" not in result.stderr


def test_models_inspect_reports_metadata_kv_and_fit(starter_model_path: Path) -> None:
    result = run_cli(["models", "inspect", str(starter_model_path), "--ctx", "4096", "--json"])
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert document["architecture"] == "llama"
    assert document["layers"] == 30
    assert document["native_context"] == 8192
    assert document["quantization"] == "Q4_1"
    # llama-server prints "llama_kv_cache: size = 90.00 MiB" for this model at -c 4096.
    assert document["kv_cache_bytes"] == 90 * 1024 * 1024
    assert document["fit"]["verdict"] == "cpu_only"
    assert document["file_size"] == starter_model_path.stat().st_size


def test_models_inspect_human_output(starter_model_path: Path) -> None:
    result = run_cli(["models", "inspect", str(starter_model_path)])
    assert result.returncode == 0, result.stderr
    assert "llama, 30 layers" in result.stdout
    assert "Runs on CPU" in result.stdout


@pytest.mark.parametrize("content", [b"", b"not a model at all", b"GGUF\x03\x00\x00\x00"])
def test_models_inspect_bad_file_exits_2_with_one_line(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.gguf"
    path.write_bytes(content)
    result = run_cli(["models", "inspect", str(path)])
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "bad.gguf" in result.stderr


def test_models_inspect_missing_file(tmp_path: Path) -> None:
    result = run_cli(["models", "inspect", str(tmp_path / "nowhere.gguf")])
    assert result.returncode == 3  # EXIT_NOT_FOUND
    assert "nowhere.gguf" in result.stderr


def test_models_list_finds_a_model_in_the_app_folder(starter_model_path: Path,
                                                     isolated_app_dirs: Path) -> None:
    models = isolated_app_dirs / "data" / "models"
    models.mkdir(parents=True)
    (models / "copy.gguf").symlink_to(starter_model_path)
    result = run_cli(["models", "list", "--json"])
    assert result.returncode == 0, result.stderr
    entries = json.loads(result.stdout)
    names = [Path(entry["path"]).name for entry in entries]
    assert "copy.gguf" in names


def test_runtime_status_lists_the_active_runtime(server_env: dict[str, str],
                                                  llama_server_path: Path) -> None:
    result = run_cli(["runtime", "status", "--json"], env_extra=server_env)
    assert result.returncode == 0, result.stderr
    runtimes = json.loads(result.stdout)
    assert runtimes[0]["active"] is True
    assert Path(runtimes[0]["path"]).resolve() == llama_server_path.resolve()
    assert runtimes[0]["devices"] == []  # a CPU build can drive no GPU


def test_doctor_json_describes_this_machine(server_env: dict[str, str]) -> None:
    result = run_cli(["doctor", "--json"], env_extra=server_env)
    document = json.loads(result.stdout)
    assert document["hardware"]["ram_total"] > 0
    assert document["hardware"]["cpu"]["logical_cores"] >= 1
    assert document["hardware"]["gpus"] == []
    assert document["runtimes"], "the runtime given by env must be listed"
    assert result.returncode == (1 if document["problems"] else 0)


def test_no_command_without_gui_dependencies_does_not_crash() -> None:
    result = run_cli(["--help"])
    assert result.returncode == 0
    for command in ("ask", "models", "runtime", "doctor"):
        assert command in result.stdout
