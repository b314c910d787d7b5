"""The one load decision: overrides over remembered choices over Settings defaults, and
the plan every caller shows for them. Qt-free, with real GGUF files."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.gguf import read_gguf
from desktop.core.models.load_choice import (
    LoadRequest,
    decide_load,
    model_key,
    plan_choices,
    plan_request,
    remember,
    remembered_for,
    resolve_request,
    settings_defaults,
)
from desktop.core.settings import GpuOffload, ModelLoadSettings, Settings, SettingsStore
from tests.support.tiny_models import write_tiny_model

GB = 1024**3


def machine(vram_free: int = 0, ram_free: int = 16 * GB) -> HardwareInfo:
    gpus = (GpuInfo(0, "nvidia", "cuda", "Test GPU", vram_free, vram_free),) if vram_free else ()
    cpu = CpuInfo("Test CPU", 4, 8, frozenset({"avx2"}))
    return HardwareInfo(gpus, cpu, 2 * ram_free, ram_free)


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    return write_tiny_model("llama", tmp_path / "models" / "tiny.gguf", context_length=8192)


def test_without_any_choice_the_planner_decides(starter_model_path: Path) -> None:
    request = resolve_request(Settings(), starter_model_path)
    assert request == LoadRequest(model_path=starter_model_path)


def test_settings_defaults_apply_to_a_model_nobody_loaded(tiny: Path) -> None:
    settings = Settings(
        default_context=2048, default_gpu_offload="cpu", default_cache_type="q8_0",
        runtime_path="/opt/llama-server",
    )  # fmt: skip
    request = resolve_request(settings, tiny)
    assert (request.context, request.gpu_offload, request.cache_type) == (2048, "cpu", "q8_0")
    # The runtime picked in Settings travels with the request: the loader never reads
    # the settings file itself.
    assert request.runtime_path == Path("/opt/llama-server")


def test_remembered_choices_win_over_defaults_and_flags_over_both(tiny: Path) -> None:
    settings = Settings(default_context=2048, default_cache_type="q8_0")
    settings.per_model[model_key(tiny)] = ModelLoadSettings(
        context=1024, gpu_offload=12, threads=3
    )
    request = resolve_request(settings, tiny)
    # Remembered where chosen, the default where not.
    assert (request.context, request.gpu_offload, request.threads) == (1024, 12, 3)
    assert request.cache_type == "q8_0"
    flagged = resolve_request(settings, tiny, ModelLoadSettings(context=4096, cache_type="f16"))
    assert (flagged.context, flagged.cache_type, flagged.threads) == (4096, "f16", 3)


def test_an_automatic_context_remembered_is_not_undone_by_a_default(tiny: Path) -> None:
    settings = Settings(default_context=2048)
    remember(settings, LoadRequest(model_path=tiny))
    assert remembered_for(settings, tiny).context == "auto"
    assert resolve_request(settings, tiny).context is None


def test_a_remembered_load_returns_whole_and_moves_an_old_name_record(tiny: Path) -> None:
    settings = Settings()
    settings.per_model[tiny.name] = ModelLoadSettings(context=3072)
    # Read under the file name until a load remembers the model by its path.
    assert resolve_request(settings, tiny).context == 3072
    template = tiny.parent / "chat.jinja"
    loaded = LoadRequest(
        model_path=tiny, context=1536, gpu_offload="all", gpu_indices=(1,), cache_type="q4_0",
        threads=2, flash_attention="on", chat_template_file=template, speculative_ngram=True,
    )  # fmt: skip
    remember(settings, loaded)
    assert tiny.name not in settings.per_model
    assert resolve_request(settings, tiny) == loaded


def test_the_library_projector_is_used_unless_the_user_cleared_it(tiny: Path) -> None:
    projector = tiny.parent / "mmproj-tiny-f16.gguf"
    settings = Settings()
    found = resolve_request(settings, tiny, library_projector=projector)
    assert found.mmproj_path == projector
    remember(settings, dataclasses.replace(found, mmproj_path=None))
    assert resolve_request(settings, tiny, library_projector=projector).mmproj_path is None


def test_decide_load_plans_the_request_it_decides(starter_model_path: Path) -> None:
    info = read_gguf(starter_model_path)
    hardware = machine()
    settings = Settings(default_context=1024, default_cache_type="q8_0")
    decision = decide_load(info, hardware, settings)
    assert decision.request == resolve_request(settings, starter_model_path)
    assert decision.plan == plan_request(decision.request, info, hardware)
    assert decision.plan.verdict is Verdict.CPU_ONLY
    assert decision.plan.context == 1024


@pytest.mark.parametrize("vram_free", [0, 2 * GB])
@pytest.mark.parametrize("offload", ["auto", "cpu"])
def test_a_remote_model_is_planned_as_the_same_file_on_disk(
    tiny: Path, vram_free: int, offload: GpuOffload
) -> None:
    """Discover plans a variant from its header with the defaults alone: the same plan
    the Library and the Load page make for that file once it is downloaded."""
    info = read_gguf(tiny)
    settings = Settings(default_context=4096, default_gpu_offload=offload)
    hardware = machine(vram_free=vram_free)
    remote = plan_choices(info, hardware, settings_defaults(settings))
    assert remote == decide_load(info, hardware, settings).plan


def test_per_model_settings_in_the_old_untyped_form_are_migrated(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    old = {
        "default_context": 2048,
        "per_model": {
            "/models/a.gguf": {
                "context": 1536, "gpu_offload": 10, "gpu_indices": [1], "cache_type": "q8_0",
                "threads": 2, "flash_attention": "on", "speculative_ngram": True,
                "chat_template_file": "/t/chat.jinja", "mmproj_path": "/models/mmproj.gguf",
            },
            # Written with nothing chosen: an automatic context and no projector.
            "/models/b.gguf": {
                "context": None, "gpu_offload": "auto", "gpu_indices": None,
                "cache_type": "f16", "threads": None, "flash_attention": "auto",
                "speculative_ngram": False, "chat_template_file": None, "mmproj_path": None,
            },
            # An older record still: keyed by name, one choice, one value that no longer
            # fits (dropped alone), one key this version does not know.
            "c.gguf": {"context": 3072, "threads": "many", "n_batch": 512},
        },
    }  # fmt: skip
    path.write_text(json.dumps(old), encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    assert store.problem is None
    assert settings.per_model == {
        "/models/a.gguf": ModelLoadSettings(
            context=1536, gpu_offload=10, gpu_indices=(1,), cache_type="q8_0", threads=2,
            flash_attention="on", speculative_ngram=True, chat_template_file="/t/chat.jinja",
            mmproj_path="/models/mmproj.gguf",
        ),
        "/models/b.gguf": ModelLoadSettings(
            context="auto", gpu_offload="auto", cache_type="f16", flash_attention="auto",
            speculative_ngram=False, without_projector=True,
        ),
        "c.gguf": ModelLoadSettings(context=3072),
    }  # fmt: skip
    # The automatic context chosen back then still beats today's default.
    b = resolve_request(settings, Path("/models/b.gguf"), library_projector=Path("/p.gguf"))
    assert (b.context, b.mmproj_path) == (None, None)

    # Saved typed (only what was chosen) and read back the same.
    settings.last_model = "/models/a.gguf"
    assert store.save(settings)
    saved = json.loads(path.read_text(encoding="utf-8"))["per_model"]
    assert saved["c.gguf"] == {"context": 3072}
    assert saved["/models/b.gguf"]["without_projector"] is True
    assert "mmproj_path" not in saved["/models/b.gguf"]
    assert SettingsStore(path).load().per_model == settings.per_model


def test_a_per_model_record_that_is_not_a_mapping_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"per_model": {"a.gguf": "not a dict"}}), encoding="utf-8")
    store = SettingsStore(path)
    assert store.load().per_model == {}
    assert store.problem is not None and "per_model" in store.problem
