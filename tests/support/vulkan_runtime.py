"""The Vulkan runtime the tests and benchmarks run, and the environment that makes
Mesa's lavapipe (a Vulkan driver running on the CPU) the one Vulkan device.

It is the one the installers carry (``packaging/build.py --with-vulkan``): portable,
every CPU variant beside the Vulkan backend, installed in the cache's
``bundle-runtimes``, never in the app's runtimes folder. Built after the portable CPU
runtime it compiles only the Vulkan backend: ccache has the rest (the test command
builds both before pytest runs).
"""

from __future__ import annotations

from desktop.core import paths
from desktop.core.runtime.build import bundle_runtimes_dir, install_bundle_runtime, runtime_name
from desktop.core.runtime.build_progress import ProgressCallback
from desktop.core.runtime.discovery import EXECUTABLE_NAME, Runtime

# Taken at import, before the tests' autouse fixture points the app folders elsewhere.
REAL_CACHE = paths.cache_dir()
VULKAN_TEST_RUNTIMES = bundle_runtimes_dir(REAL_CACHE)
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
    folder = VULKAN_TEST_RUNTIMES / runtime_name("vulkan", portable=True)
    return (folder / EXECUTABLE_NAME).is_file()


def vulkan_test_runtime(progress: ProgressCallback | None = None) -> Runtime:
    """The Vulkan llama-server the tests share: the installers' one, built (or reused)
    as ``packaging/build.py --with-vulkan`` builds it."""
    return install_bundle_runtime("vulkan", cache_root=REAL_CACHE, progress=progress)
