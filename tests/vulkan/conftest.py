"""The real Vulkan runtime the installers carry, built once from the pinned source
through the app's own ``install_bundle_runtime("vulkan")``, and Mesa's lavapipe as the
Vulkan device it runs on.

The runtime is installed in the cache (see tests/support/vulkan_runtime.py). The test
command builds it before pytest runs, after the portable CPU one (then only the Vulkan
backend compiles); later runs reuse it in seconds.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from desktop.core.runtime.build_outputs import rpc_server_beside
from desktop.core.runtime.build_progress import BuildProgress, RuntimeBuildError
from desktop.core.runtime.discovery import Runtime
from tests.support.runtime_copies import CPU, VULKAN, install_copy, only_installed_runtimes
from tests.support.vulkan_runtime import (
    COLD_BUILD_TIMEOUT_S,
    LAVAPIPE_ENV,
    LAVAPIPE_MANIFEST,
    vulkan_runtime_built,
    vulkan_test_runtime,
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if vulkan_runtime_built():
        return
    for item in items:
        if "vulkan_runtime" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.timeout(COLD_BUILD_TIMEOUT_S))


@pytest.fixture(scope="session")
def vulkan_runtime() -> Runtime:
    """The installers' Vulkan llama-server, built (or reused) as ``packaging/build.py
    --with-vulkan`` builds it."""
    last_stage: list[str] = []

    def report(progress: BuildProgress) -> None:
        # Only stage changes: a cold build prints hundreds of compile lines.
        if last_stage != [progress.stage]:
            last_stage[:] = [progress.stage]
            print(f"[vulkan runtime] {progress.message}", file=sys.__stderr__, flush=True)

    try:
        return vulkan_test_runtime(progress=report)
    except RuntimeBuildError as error:
        pytest.fail(f"The Vulkan runtime could not be built: {error.message}\n{error.details}")


@pytest.fixture(scope="session")
def vulkan_server_path(vulkan_runtime: Runtime) -> Path:
    return vulkan_runtime.server_path


@pytest.fixture(scope="session")
def vulkan_rpc_server_path(vulkan_runtime: Runtime) -> Path:
    """The Vulkan build's RPC server, which lends its Vulkan device to another computer."""
    path = rpc_server_beside(vulkan_runtime.server_path)
    assert path is not None, "every runtime install puts the RPC server beside llama-server"
    return path


@pytest.fixture
def lavapipe(monkeypatch: pytest.MonkeyPatch) -> Path:
    """Mesa's software Vulkan driver as the only Vulkan device, made visible to llama.cpp
    (which skips CPU-type devices unless ``GGML_VK_VISIBLE_DEVICES`` names them)."""
    manifest = Path(LAVAPIPE_MANIFEST)
    assert manifest.is_file(), "mesa-vulkan-drivers is in the test command's packages"
    for name, value in LAVAPIPE_ENV.items():
        monkeypatch.setenv(name, value)
    return manifest


@pytest.fixture
def cpu_and_vulkan(
    llama_server_path: Path,
    vulkan_runtime: Runtime,
    lavapipe: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[Path, Path]:
    """Both runtimes installed, the CPU one the newer (the automatic choice)."""
    only_installed_runtimes(monkeypatch, tmp_path)
    vulkan = install_copy(vulkan_runtime.server_path.parent, VULKAN, "2026-01-01T00:00:00+00:00")
    cpu = install_copy(llama_server_path.resolve().parent, CPU, "2026-02-01T00:00:00+00:00")
    return cpu, vulkan
