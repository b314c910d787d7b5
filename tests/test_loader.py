"""The shared load path: every check that can fail does so before a process starts."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from desktop.cli import runtime_cmd
from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.gpu_libraries import MissingLibraries
from desktop.core.host.load_preview import HardwareCache, preview_model
from desktop.core.host.loaded_model import LoadedModel
from desktop.core.models.load_choice import LoadRequest, resolve_request
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.launch import build_command
from desktop.core.runtime.load_report import LoadReport
from desktop.core.runtime.loader import prepare_load
from desktop.core.settings import SettingsStore
from tests.support.gguf_files import write_gguf


def test_cpu_plan_for_the_starter_model(starter_model_path: Path, llama_server_path: Path) -> None:
    runtime = Runtime(server_path=llama_server_path, source="env", backend="cpu")
    prepared = prepare_load(
        LoadRequest(model_path=starter_model_path, context=2048), runtime=runtime
    )
    assert prepared.options.context == 2048
    command = build_command(llama_server_path, prepared.options, 8080)
    # No GPU here: the offload is still said explicitly, never left to the server.
    assert command[command.index("-ngl") + 1] == "0"
    assert prepared.options.alias == starter_model_path.stem
    assert prepared.info.architecture == "llama"
    assert prepared.plan.verdict.label == "Runs on CPU"


def test_a_gpu_runtime_without_its_libraries_is_refused_before_launch(
    starter_model_path: Path, tmp_path: Path
) -> None:
    server = tmp_path / "llama-server"
    server.write_text("#!/bin/sh\nexit 0\n")
    server.chmod(0o755)
    runtime = Runtime(server_path=server, source="env", backend="cuda")
    with pytest.raises(MissingLibraries) as raised:
        prepare_load(LoadRequest(model_path=starter_model_path), runtime=runtime)
    # This machine has no NVIDIA driver, so at least the driver library is named.
    assert "libcuda.so.1" in raised.value.message


def test_a_projector_is_not_loaded_as_a_chat_model(tmp_path: Path, llama_server_path: Path) -> None:
    projector = write_gguf(tmp_path / "mmproj-model-f16.gguf", "clip")[0]
    runtime = Runtime(server_path=llama_server_path, source="env", backend="cpu")
    with pytest.raises(LlamaDeskError, match="vision projector"):
        prepare_load(LoadRequest(model_path=projector), runtime=runtime)


def test_a_projector_is_refused_by_the_preview_as_by_the_load(tmp_path: Path) -> None:
    projector = write_gguf(tmp_path / "mmproj-model-f16.gguf", "clip")[0]
    with pytest.raises(LlamaDeskError, match="vision projector"):
        preview_model(LoadRequest(model_path=projector), HardwareCache())


def test_a_quantized_cache_loads_with_flash_attention_whatever_was_chosen(
    starter_model_path: Path, llama_server_path: Path
) -> None:
    runtime = Runtime(server_path=llama_server_path, source="env", backend="cpu")
    quantized = LoadRequest(model_path=starter_model_path, cache_type="q8_0",
                            flash_attention="off")
    assert prepare_load(quantized, runtime=runtime).options.flash_attention == "on"
    plain = LoadRequest(model_path=starter_model_path, flash_attention="off")
    assert prepare_load(plain, runtime=runtime).options.flash_attention == "off"


def test_a_longer_context_doubles_up_to_what_the_model_allows(
    starter_model_path: Path, llama_server_path: Path
) -> None:
    runtime = Runtime(server_path=llama_server_path, source="env", backend="cpu")
    request = LoadRequest(model_path=starter_model_path, context=2048)
    prepared = prepare_load(request, runtime=runtime)

    def loaded_with(context: int) -> LoadedModel:
        report = LoadReport(8080, "http://127.0.0.1:8080", 1.0, context, 0, 31, ("CPU",),
                            None, ())
        return LoadedModel(starter_model_path, prepared.info, prepared.plan, runtime, report,
                           prepared.hardware, request)

    longer = loaded_with(2048).longer_context_request()
    assert longer is not None and longer.context == 4096
    assert longer.model_path == request.model_path  # every other choice kept
    native = prepared.info.context_length
    capped = loaded_with(native - 100).longer_context_request()
    assert capped is not None and capped.context == native
    assert loaded_with(native).longer_context_request() is None


@pytest.fixture
def chosen_runtime(llama_server_path: Path, tmp_path: Path) -> Path:
    """A second path to the real server, saved in Settings as the runtime to use."""
    chosen = tmp_path / "chosen" / "llama-server"
    chosen.parent.mkdir()
    chosen.symlink_to(llama_server_path)
    store = SettingsStore()
    settings = store.load()
    settings.runtime_path = str(chosen)
    store.save(settings)
    return chosen


def test_the_runtime_chosen_in_settings_is_the_one_loaded(
    starter_model_path: Path, chosen_runtime: Path
) -> None:
    # The settings are read once by the caller and the load decided from them: the
    # loader itself never reads the settings file behind the window's back.
    prepared = prepare_load(resolve_request(SettingsStore().load(), starter_model_path))
    assert prepared.runtime.server_path == chosen_runtime


def test_runtime_status_marks_the_runtime_a_load_would_use(
    chosen_runtime: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert runtime_cmd.run_status(argparse.Namespace(json=True)) == 0
    active = [entry for entry in json.loads(capsys.readouterr().out) if entry["active"]]
    assert [entry["path"] for entry in active] == [str(chosen_runtime)]
