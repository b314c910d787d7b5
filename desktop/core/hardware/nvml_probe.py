"""Ask the NVIDIA driver (NVML) about its GPUs; as a script, print the answer as JSON.

The parent runs this file by path in a separate Python (``python -P nvml_probe.py``)
because NVML can hang or crash inside a broken driver. So this module imports nothing
from ``desktop``: it must work whether or not the package is importable there.

The JSON is ``{"ok": true, "driver_version": str, "devices": [...], "errors": [...]}``
or ``{"ok": false, "kind": str, "error": str}``; each device has ``index``, ``name``,
``uuid``, ``pci_bus_id``, ``total_bytes``, ``free_bytes``, ``compute_capability``
(any of the last five may be null).
"""

from __future__ import annotations

import contextlib
import json
import sys
from typing import Any


def query_nvml() -> dict[str, Any]:
    """Everything NVML says about this machine's NVIDIA GPUs; never raises."""
    try:
        import pynvml
    except ImportError as error:
        return {"ok": False, "kind": "missing_module", "error": str(error)}
    try:
        pynvml.nvmlInit()
    except pynvml.NVMLError as error:
        return {"ok": False, "kind": _init_failure_kind(pynvml, error), "error": str(error)}
    try:
        driver_version = _text(pynvml.nvmlSystemGetDriverVersion())
        count = int(pynvml.nvmlDeviceGetCount())
        devices: list[dict[str, Any]] = []
        errors: list[str] = []
        for index in range(count):
            try:
                devices.append(_device(pynvml, index))
            except pynvml.NVMLError as error:
                errors.append(f"GPU {index}: {error}")
        return {"ok": True, "driver_version": driver_version, "devices": devices, "errors": errors}
    except pynvml.NVMLError as error:
        return {"ok": False, "kind": "query_failed", "error": str(error)}
    finally:
        with contextlib.suppress(pynvml.NVMLError):
            pynvml.nvmlShutdown()


def _init_failure_kind(pynvml: Any, error: Exception) -> str:
    if isinstance(error, pynvml.NVMLError_LibraryNotFound):
        return "library_not_found"
    if isinstance(error, pynvml.NVMLError_DriverNotLoaded):
        return "driver_not_loaded"
    return "init_failed"


def _device(pynvml: Any, index: int) -> dict[str, Any]:
    handle = pynvml.nvmlDeviceGetHandleByIndex(index)
    device: dict[str, Any] = {"index": index, "name": _text(pynvml.nvmlDeviceGetName(handle))}
    # Each of these is optional: unified-memory boards have no memory info, old GPUs
    # or drivers lack some queries. A missing value must not lose the whole GPU.
    device["uuid"] = _optional(pynvml, lambda: _text(pynvml.nvmlDeviceGetUUID(handle)))
    device["pci_bus_id"] = _optional(
        pynvml, lambda: _text(pynvml.nvmlDeviceGetPciInfo(handle).busId)
    )
    memory = _optional(pynvml, lambda: pynvml.nvmlDeviceGetMemoryInfo(handle))
    device["total_bytes"] = int(memory.total) if memory is not None else None
    device["free_bytes"] = int(memory.free) if memory is not None else None
    capability = _optional(pynvml, lambda: pynvml.nvmlDeviceGetCudaComputeCapability(handle))
    device["compute_capability"] = (
        f"{capability[0]}.{capability[1]}" if capability is not None else None
    )
    return device


def _optional(pynvml: Any, read: Any) -> Any:
    try:
        return read()
    except pynvml.NVMLError:
        return None


def _text(value: str | bytes) -> str:
    return value.decode("utf-8", errors="replace") if isinstance(value, bytes) else str(value)


def main() -> int:
    """Print NVML's answer as one JSON line."""
    sys.stdout.write(json.dumps(query_nvml()) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
