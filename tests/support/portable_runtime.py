"""The portable CPU runtime the app bundle carries, as the tests get it: built once
through ``install_bundle_runtime`` into the real cache, as ``packaging/build.py`` does.
It is also the llama-server the whole suite runs (``llama_server_path``).

The test command builds it before pytest runs (738 s cold on 2 idle cores); a
checkout tested without that step pays the cold build in the first test that needs it,
which is why the modules using it take their timeout from ``BUNDLE_RUNTIME_TIMEOUT_S``.
"""

from __future__ import annotations

import pytest

from desktop.core.runtime.build import bundle_runtimes_dir, install_bundle_runtime, runtime_name
from desktop.core.runtime.build_progress import RuntimeBuildError
from desktop.core.runtime.discovery import EXECUTABLE_NAME, Runtime
from tests.support.vulkan_runtime import REAL_CACHE

BUNDLE_RUNTIME_FOLDER = bundle_runtimes_dir(REAL_CACHE) / runtime_name("cpu", portable=True)
_COLD_BUILD_TIMEOUT_S = 3600


def bundle_runtime_built() -> bool:
    return (BUNDLE_RUNTIME_FOLDER / EXECUTABLE_NAME).is_file()


def bundle_runtime_timeout(warm_timeout_s: float) -> float:
    """A module's timeout: its own, or room for the cold build when none is there yet."""
    return warm_timeout_s if bundle_runtime_built() else _COLD_BUILD_TIMEOUT_S + warm_timeout_s


def bundle_runtime() -> Runtime:
    """The portable runtime, reused when built (seconds), else built."""
    try:
        return install_bundle_runtime(cache_root=REAL_CACHE)
    except RuntimeBuildError as error:
        pytest.fail(f"The portable runtime could not be built: {error.message}\n{error.details}")
