"""LlamaServer against the real llama-server and the real starter model, plus real
failing inputs (a corrupt GGUF, an unknown architecture) and stand-in binaries for
failures a healthy machine cannot produce (SIGILL, a missing shared library)."""

from __future__ import annotations

import functools
import itertools
import json
import os
import signal
import socket
import stat
import sys
import threading
from pathlib import Path

import gguf
import httpx
import numpy as np
import psutil
import pytest

from desktop.core import paths
from desktop.core.models.gguf import read_gguf
from desktop.core.runtime import oom_kills
from desktop.core.runtime.launch import (
    LaunchOptions,
    LaunchOptionsError,
    build_command,
    build_environment,
)
from desktop.core.runtime.load_report import LoadProgress
from desktop.core.runtime.server import LlamaServer
from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind
from tests.support.ended_mid_load import start_ended_mid_load

# Small and quick: these tests share two cores with other test runs.
CONTEXT = 512
THREADS = 2
LOG_LINES = 2000


def _options(model: Path, **overrides: object) -> LaunchOptions:
    settings: dict[str, object] = {"context": CONTEXT, "threads": THREADS}
    settings.update(overrides)
    return LaunchOptions(model, **settings)  # type: ignore[arg-type]


@functools.cache
def _model_shape(model: Path) -> tuple[int, int, int]:
    """(layers, KV heads, head size) from the model's GGUF header."""
    info = read_gguf(model)
    return info.block_count, max(info.head_count_kv), info.embedding_length // info.head_count


def _expected_f16_kv_bytes(model: Path, context: int) -> int:
    """K and V, f16, every layer: the formula the log's size line must agree with."""
    layers, kv_heads, head_dim = _model_shape(model)
    return layers * context * kv_heads * (head_dim + head_dim) * 2


def _fake_server(tmp_path: Path, body: str) -> Path:
    """An executable named llama-server that runs ``body`` with this Python."""
    script = tmp_path / "fake-bin" / "llama-server"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(f"#!{sys.executable}\n{body}\n", encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return script


StarterServer = functools.partial[LlamaServer]


@pytest.fixture
def starter_server(llama_server_path: Path, starter_model_path: Path) -> StarterServer:
    """Makes a LlamaServer (not started) of the real llama-server for the starter model
    with this file's small context; a test adds its callbacks or port."""
    return functools.partial(LlamaServer, llama_server_path, _options(starter_model_path))


def _assert_gone(pid: int | None) -> None:
    assert pid is not None
    if psutil.pid_exists(pid):
        assert psutil.Process(pid).status() == psutil.STATUS_ZOMBIE


@pytest.mark.server
def test_start_reports_the_load_and_serves_only_with_the_key(
    starter_server: StarterServer, starter_model_path: Path
) -> None:
    progress: list[LoadProgress] = []
    lines: list[str] = []
    server = starter_server(on_progress=progress.append, on_log=lines.append)
    with server:
        report = server.start(timeout=120)
        pid = server.pid
        assert pid is not None and server.is_running()

        assert report.port == server.port
        assert report.base_url == f"http://127.0.0.1:{report.port}"
        assert report.context == CONTEXT
        assert any(device.startswith("CPU") for device in report.devices)
        assert report.gpu_layers_offloaded == 0
        assert (
            report.total_layers == _model_shape(starter_model_path)[0] + 1
        )  # llama.cpp counts the output layer
        assert report.kv_cache_bytes == _expected_f16_kv_bytes(starter_model_path, CONTEXT)
        assert report.warnings == ()

        assert httpx.get(f"{report.base_url}/health", trust_env=False).status_code == 200
        assert httpx.get(f"{report.base_url}/props", trust_env=False).status_code == 401
        keyed = {"Authorization": f"Bearer {server.api_key}"}
        models = httpx.get(f"{report.base_url}/v1/models", headers=keyed, trust_env=False)
        assert models.status_code == 200
        assert models.json()["data"][0]["id"] == starter_model_path.stem
        assert str(starter_model_path.parent) not in models.text

        child = psutil.Process(pid)
        assert server.api_key not in " ".join(child.cmdline())
        assert child.environ()["LLAMA_API_KEY"] == server.api_key
        assert "127.0.0.1" in child.cmdline()
        assert not any(server.api_key in line for line in lines + server.log_tail(1000))

        assert progress[0].loaded_bytes == 0
        assert progress[-1].loaded_bytes == progress[-1].total_bytes
        assert progress[-1].total_bytes == starter_model_path.stat().st_size
        assert progress[-1].fraction == 1.0
        loaded = [update.loaded_bytes for update in progress]
        assert loaded == sorted(loaded)

        record = json.loads((paths.child_records_dir() / f"{pid}.json").read_text())
        assert record["pid"] == pid
        assert record["port"] == report.port
        assert record["owner_pid"] == os.getpid()
    _assert_gone(pid)
    assert not server.is_running()
    assert not (paths.child_records_dir() / f"{pid}.json").exists()
    server.stop()  # idempotent


@pytest.mark.server
def test_every_generated_flag_is_accepted_by_this_build(
    llama_server_path: Path, starter_model_path: Path
) -> None:
    options = _options(
        starter_model_path,
        use_fit=True,
        flash_attention="on",
        cache_type_k="q8_0",
        cache_type_v="q8_0",
        speculative_ngram=True,
        chat_template_kwargs={"enable_thinking": False},
        alias="starter",
        gpu_layers="all",
    )
    with LlamaServer(llama_server_path, options) as server:
        report = server.start(timeout=120)
        keyed = {"Authorization": f"Bearer {server.api_key}"}
        models = httpx.get(f"{report.base_url}/v1/models", headers=keyed, trust_env=False)
        assert models.json()["data"][0]["id"] == "starter"
        # q8_0 stores 34 bytes per 32 values; the log rounds MiB to two decimals.
        expected = _expected_f16_kv_bytes(starter_model_path, CONTEXT) * 34 // 64
        assert report.kv_cache_bytes is not None
        assert abs(report.kv_cache_bytes - expected) <= 0.005 * 1024 * 1024
        # All layers were asked for the GPU, and this CPU build put none there.
        assert report.gpu_layers_offloaded == 0
        assert any("GPU" in warning for warning in report.warnings)
        assert any("ngram-mod" in line for line in server.log_tail(LOG_LINES))


@pytest.mark.server
def test_cancel_during_load_stops_the_child(starter_server: StarterServer) -> None:
    cancel = threading.Event()
    server = starter_server(on_progress=lambda _update: cancel.set())
    with pytest.raises(ServerFailure) as caught:
        server.start(cancel=cancel, timeout=120)
    assert caught.value.kind is ServerFailureKind.CANCELLED
    _assert_gone(server.pid)
    assert not list(paths.child_records_dir().glob("*.json"))


@pytest.mark.server
def test_stop_from_a_callback_cancels_the_load(starter_server: StarterServer) -> None:
    holder: list[LlamaServer] = []
    server = starter_server(on_progress=lambda _update: holder[0].stop())
    holder.append(server)
    with pytest.raises(ServerFailure) as caught:
        server.start(timeout=120)
    assert caught.value.kind is ServerFailureKind.CANCELLED
    _assert_gone(server.pid)


@pytest.mark.server
def test_a_server_killed_from_outside_mid_load_is_not_called_out_of_memory(
    starter_server: StarterServer,
) -> None:
    server, failure = start_ended_mid_load(starter_server, signal.SIGKILL)
    assert not any("model loaded" in line for line in failure.log_tail)
    assert failure.kind is ServerFailureKind.KILLED
    expected = (
        "The model server was stopped from outside while loading (it was killed, signal 9). "
        "Nothing is wrong with the model; load it again."
    )
    if oom_kills.start_counting() is not None:
        # The kernel's count is readable here and no OOM kill happened: no hedging.
        assert failure.message == expected
    else:
        assert failure.message.startswith(expected)
    assert "not enough memory" not in failure.message
    _assert_gone(server.pid)
    assert not list(paths.child_records_dir().glob("*.json"))


@pytest.mark.server
def test_a_taken_port_is_retried_on_another(starter_server: StarterServer) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken = squatter.getsockname()[1]
        logged: list[str] = []
        with starter_server(port=taken, on_log=logged.append) as server:
            report = server.start(timeout=120)
            assert report.port != taken
            assert any("couldn't bind HTTP server socket" in line for line in logged)
            health = httpx.get(f"{report.base_url}/health", trust_env=False)
            assert health.status_code == 200


@pytest.mark.server
def test_a_corrupt_gguf_is_a_bad_model(llama_server_path: Path, tmp_path: Path) -> None:
    corrupt = tmp_path / "broken-download.gguf"
    corrupt.write_bytes(b"GGUF" + os.urandom(64 * 1024))
    server = LlamaServer(llama_server_path, _options(corrupt))
    with pytest.raises(ServerFailure) as caught:
        server.start(timeout=120)
    assert caught.value.kind is ServerFailureKind.BAD_MODEL
    assert "broken-download.gguf" in caught.value.message
    assert caught.value.log_tail
    _assert_gone(server.pid)


@pytest.mark.server
def test_an_unknown_architecture_is_named(llama_server_path: Path, tmp_path: Path) -> None:
    model = tmp_path / "strange.gguf"
    writer = gguf.GGUFWriter(str(model), "notarealarch")
    writer.add_block_count(1)
    writer.add_context_length(128)
    writer.add_tensor("token_embd.weight", np.zeros((4, 8), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    server = LlamaServer(llama_server_path, _options(model))
    with pytest.raises(ServerFailure) as caught:
        server.start(timeout=120)
    assert caught.value.kind is ServerFailureKind.UNKNOWN_ARCHITECTURE
    assert "notarealarch" in caught.value.message
    assert "strange.gguf" in caught.value.message


def test_a_missing_binary_says_how_to_get_one(starter_model_path: Path, tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "llama-server"
    with pytest.raises(ServerFailure) as caught:
        LlamaServer(missing, _options(starter_model_path)).start()
    assert caught.value.kind is ServerFailureKind.MISSING_BINARY
    assert str(missing) in caught.value.message
    assert "llamadesk runtime install" in caught.value.message


def test_a_missing_model_file_is_named(llama_server_path: Path, tmp_path: Path) -> None:
    with pytest.raises(ServerFailure) as caught:
        LlamaServer(llama_server_path, _options(tmp_path / "gone.gguf")).start()
    assert caught.value.kind is ServerFailureKind.BAD_MODEL
    assert "gone.gguf" in caught.value.message


def test_a_build_that_dies_of_sigill_asks_for_the_portable_runtime(
    starter_model_path: Path, tmp_path: Path
) -> None:
    fake = _fake_server(
        tmp_path,
        "import os, signal\n"
        "print('loading model', flush=True)\n"
        "os.kill(os.getpid(), signal.SIGILL)",
    )
    server = LlamaServer(fake, _options(starter_model_path))
    with pytest.raises(ServerFailure) as caught:
        server.start(timeout=60)
    assert caught.value.kind is ServerFailureKind.ILLEGAL_INSTRUCTION
    assert "llamadesk runtime install --portable" in caught.value.message
    _assert_gone(server.pid)


def test_a_missing_shared_library_is_named(starter_model_path: Path, tmp_path: Path) -> None:
    fake = _fake_server(
        tmp_path,
        "import sys\n"
        "sys.stderr.write('llama-server: error while loading shared libraries: "
        "libcudart.so.12: cannot open shared object file: No such file or directory\\n')\n"
        "sys.exit(127)",
    )
    with pytest.raises(ServerFailure) as caught:
        LlamaServer(fake, _options(starter_model_path)).start(timeout=60)
    assert caught.value.kind is ServerFailureKind.MISSING_LIBRARY
    assert "libcudart.so.12" in caught.value.message


def test_a_server_that_never_gets_ready_times_out(starter_model_path: Path, tmp_path: Path) -> None:
    fake = _fake_server(
        tmp_path,
        "import threading\nprint('loading model', flush=True)\nthreading.Event().wait()",
    )
    server = LlamaServer(fake, _options(starter_model_path))
    with pytest.raises(ServerFailure) as caught:
        server.start(timeout=2.0)
    assert caught.value.kind is ServerFailureKind.TIMEOUT
    assert starter_model_path.name in caught.value.message
    _assert_gone(server.pid)
    assert "loading model" in server.log_tail()


def test_the_command_line_is_explicit_and_keyless(starter_model_path: Path) -> None:
    options = LaunchOptions(starter_model_path, context=2048)
    command = build_command(Path("llama-server"), options, 41234)
    pairs = dict(itertools.pairwise(command))
    assert pairs["-ngl"] == "0"  # CPU only is said out loud, never left to a default
    assert pairs["--fit"] == "off"
    assert pairs["--parallel"] == "1"
    assert pairs["--host"] == "127.0.0.1"
    assert pairs["--port"] == "41234"
    assert pairs["-c"] == "2048"
    assert pairs["--alias"] == starter_model_path.stem
    for flag in ("--jinja", "--no-context-shift", "--no-webui"):
        assert flag in command
    assert not any("api-key" in part for part in command)


def test_speculative_decoding_is_left_out_for_vision(starter_model_path: Path) -> None:
    with_vision = LaunchOptions(
        starter_model_path, context=512, speculative_ngram=True, mmproj_path=starter_model_path
    )
    assert "--spec-type" not in build_command(Path("s"), with_vision, 1)
    text_only = LaunchOptions(starter_model_path, context=512, speculative_ngram=True)
    assert "--spec-type" in build_command(Path("s"), text_only, 1)


def test_the_environment_carries_the_key_and_nothing_that_overrides_our_flags(
    starter_model_path: Path,
) -> None:
    options = LaunchOptions(starter_model_path, context=512, gpu_indices=(1, 3))
    prepared = {"PATH": "/bin", "LLAMA_ARG_HOST": "0.0.0.0", "CUDA_VISIBLE_DEVICES": "GPU-12"}
    env = build_environment(prepared, options, "k3y")
    assert env["LLAMA_API_KEY"] == "k3y"
    assert "LLAMA_ARG_HOST" not in env
    assert env["PATH"] == "/bin"
    assert env["CUDA_VISIBLE_DEVICES"] == "GPU-12"  # a prepared environment pins GPUs itself


def test_without_a_prepared_environment_the_gpus_are_pinned_here(
    starter_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    monkeypatch.delenv("HIP_VISIBLE_DEVICES", raising=False)
    monkeypatch.setenv("LLAMA_API_KEY", "someone-elses")
    options = LaunchOptions(starter_model_path, context=512, gpu_indices=(1, 3))
    env = build_environment(None, options, "k3y")
    assert env["CUDA_VISIBLE_DEVICES"] == "1,3"
    assert env["HIP_VISIBLE_DEVICES"] == "1,3"
    assert env["CUDA_DEVICE_ORDER"] == "PCI_BUS_ID"
    assert env["LLAMA_API_KEY"] == "k3y"


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        ({"context": -1}, "context"),
        ({"parallel": 0}, "Parallel"),
        ({"threads": 0}, "Threads"),
        ({"gpu_layers": -3}, "GPU layers"),
        ({"cache_type_k": "q3_k"}, "q3_k"),
        ({"cache_type_v": "q4_0", "flash_attention": "off"}, "flash attention"),
        ({"extra_args": ("--host", "0.0.0.0")}, "--host"),
        ({"extra_args": ("--api-key=abc",)}, "--api-key"),
    ],
)
def test_bad_launch_options_are_refused_with_a_reason(
    starter_model_path: Path, overrides: dict[str, object], words: str
) -> None:
    with pytest.raises(LaunchOptionsError) as caught:
        _options(starter_model_path, **overrides)
    assert words in caught.value.message
