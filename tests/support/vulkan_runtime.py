"""Where the Vulkan tests and benchmark keep their runtime, and the environment that
makes Mesa's lavapipe (a Vulkan driver running on the CPU) the one Vulkan device.

The runtime lives beside the build cache (``<cache>/test-runtimes``), never in the
app's runtimes folder: the rest of the suite finds its llama-server through discovery,
and a Vulkan build there would become theirs.
"""

from __future__ import annotations

from desktop.core import paths
from desktop.core.runtime.build import install_runtime, runtime_name
from desktop.core.runtime.build_progress import ProgressCallback
from desktop.core.runtime.discovery import EXECUTABLE_NAME, Runtime

# Taken at import, before the tests' autouse fixture points the app folders elsewhere.
REAL_CACHE = paths.cache_dir()
VULKAN_TEST_RUNTIMES = REAL_CACHE / "test-runtimes"
LAVAPIPE_MANIFEST = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json"
# Only lavapipe, whatever else the machine has (VK_DRIVER_FILES is the newer loaders'
# name); and llama.cpp skips CPU-type devices unless GGML_VK_VISIBLE_DEVICES names them.
LAVAPIPE_ENV = {
    "VK_ICD_FILENAMES": LAVAPIPE_MANIFEST,
    "VK_DRIVER_FILES": LAVAPIPE_MANIFEST,
    "GGML_VK_VISIBLE_DEVICES": "0",
}
# A cold build runs inside the first test that asks for it: give that one the time.
COLD_BUILD_TIMEOUT_S = 3600


def vulkan_runtime_built() -> bool:
    return (VULKAN_TEST_RUNTIMES / runtime_name("vulkan", False) / EXECUTABLE_NAME).is_file()


def vulkan_test_runtime(progress: ProgressCallback | None = None) -> Runtime:
    """The Vulkan llama-server the tests share, built (or reused) the way ``llamadesk
    runtime install --backend vulkan`` builds it for a user."""
    return install_runtime(
        "vulkan", cache_root=REAL_CACHE, runtimes_root=VULKAN_TEST_RUNTIMES, progress=progress
    )
