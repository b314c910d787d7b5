"""A machine with an NVIDIA card, as the app's own hardware detection sees it through a
fake nvidia-smi. The real llama-server of the tests is a CPU build, so a model loaded
there really runs on the processor while a graphics card is present."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from tests.support.fake_tools import (
    TWO_NVIDIA_GPUS,
    FakeNvidiaGpu,
    FakeReply,
    minimal_env,
    nvidia_smi_csv,
    write_fake_tool,
)

ONE_NVIDIA_GPU = TWO_NVIDIA_GPUS[:1]


def fake_gpu_probe(
    folder: Path, gpus: Sequence[FakeNvidiaGpu] = ONE_NVIDIA_GPU
) -> Callable[[], HardwareInfo]:
    """Hardware detection that finds ``gpus`` through a fake nvidia-smi (and only that:
    PATH holds nothing else and NVML is off, so a real card can't change the answer)."""
    bin_dir = folder / "fake-gpu-bin"
    write_fake_tool(bin_dir, "nvidia-smi", FakeReply(stdout=nvidia_smi_csv(gpus)))
    return functools.partial(detect_hardware, env=minimal_env([bin_dir]), use_nvml=False)


def use_fake_gpu(
    monkeypatch: pytest.MonkeyPatch, folder: Path, gpus: Sequence[FakeNvidiaGpu] = ONE_NVIDIA_GPU
) -> None:
    """Make the app's hardware probe (the Load page's plans and the backend's loads)
    find ``gpus``; call it before a window is opened."""
    monkeypatch.setattr(
        "desktop.core.host.load_preview.detect_hardware", fake_gpu_probe(folder, gpus)
    )
