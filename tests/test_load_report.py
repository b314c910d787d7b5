"""The warnings a finished load carries (desktop/core/runtime/load_report.py)."""

from __future__ import annotations

from pathlib import Path

from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.load_report import load_warnings
from desktop.core.runtime.server_failures import LoadLogFacts

MODEL = Path("model.gguf")


def _facts(offloaded: int | None, total: int | None) -> LoadLogFacts:
    return LoadLogFacts(offloaded, total, ("CPU",), None)


def test_a_load_as_asked_has_no_warnings() -> None:
    options = LaunchOptions(MODEL, context=4096, gpu_layers="all")
    assert load_warnings(options, _facts(33, 33), 4096, []) == ()


def test_no_layer_on_the_gpu_when_some_were_asked_for() -> None:
    options = LaunchOptions(MODEL, context=4096, gpu_layers=10)
    (warning,) = load_warnings(options, _facts(0, 33), 4096, [])
    assert "No model layers were put on the GPU" in warning


def test_only_some_layers_fit_when_all_were_asked_for() -> None:
    options = LaunchOptions(MODEL, context=4096, gpu_layers="all")
    (warning,) = load_warnings(options, _facts(20, 33), 4096, [])
    assert warning.startswith("Only 20 of 33 layers fit on the GPU")


def test_a_smaller_context_and_an_old_driver_are_both_said() -> None:
    options = LaunchOptions(MODEL, context=8192)
    lines = ["ggml_cuda_init: CUDA driver version is insufficient for CUDA runtime version"]
    warnings = load_warnings(options, _facts(None, None), 4096, lines)
    assert len(warnings) == 2
    assert "reduced from 8192 to 4096 tokens" in warnings[0]
    assert "NVIDIA driver is too old" in warnings[1]


def test_speculative_decoding_is_off_with_images() -> None:
    options = LaunchOptions(
        MODEL, context=0, speculative_ngram=True, mmproj_path=Path("mmproj.gguf")
    )
    assert load_warnings(options, _facts(None, None), 4096, []) == (
        "Speculative decoding is off because it does not work with images.",
    )
