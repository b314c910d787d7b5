"""How llama-server is started: its options, checked before launch; its argv (never
holding the key); its environment (the key, GPU pinning); and a free local port.
"""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from desktop.core.models.memory import CACHE_TYPES, SettingValueError, needs_flash_attention
from desktop.core.models.split_names import split_parts

if TYPE_CHECKING:
    pass


HOST = "127.0.0.1"
API_KEY_ENV = "LLAMA_API_KEY"
# llama.cpp's own INFO messages (offloaded layers, buffer and KV sizes) map to
# verbosity 4; the extra lines are a few hundred per load and a few per request.
LOG_VERBOSITY = 4

# Arguments LlamaDesk sets itself; passing them again could expose the server.
_RESERVED_EXTRA_ARGS = frozenset({"--host", "--port", "--api-key", "--api-key-file", "--path"})


class LaunchOptionsError(SettingValueError):
    """A launch setting llama-server would reject or that would be unsafe."""


@dataclass(frozen=True)
class LaunchOptions:
    """How to start llama-server for one model."""

    model_path: Path
    context: int  # -c; 0 means the model's native context
    gpu_layers: int | Literal["all", "auto"] | None = None  # None: CPU only (-ngl 0)
    use_fit: bool = False  # --fit on: llama.cpp shrinks offload/context to fit memory
    gpu_indices: tuple[int, ...] = ()  # physical GPU ids the child may use
    cache_type_k: str = "f16"
    cache_type_v: str = "f16"
    flash_attention: Literal["auto", "on", "off"] = "auto"
    threads: int | None = None
    parallel: int = 1
    mmproj_path: Path | None = None
    chat_template_file: Path | None = None
    chat_template_kwargs: dict[str, object] | None = None
    speculative_ngram: bool = False  # ignored with mmproj (not supported for vision)
    alias: str | None = None  # default: the model file's stem
    # Other computers' RPC servers ("host:port"), whose devices this load may use.
    rpc_hosts: tuple[str, ...] = ()
    extra_args: tuple[str, ...] = ()
    # Router mode (runtime.serve_router): no -m; llama-server serves every model of this
    # preset file, loading each on its first request. model_path is the first of them.
    router_preset: Path | None = None
    router_max_models: int = 1

    def __post_init__(self) -> None:
        if self.context < 0:
            raise LaunchOptionsError(
                f"The context size must be 0 or more, not {self.context}.",
                setting="context", value=self.context,
            )  # fmt: skip
        if self.parallel < 1:
            raise LaunchOptionsError(
                f"Parallel slots must be 1 or more, not {self.parallel}.",
                setting="parallel", value=self.parallel,
            )  # fmt: skip
        if self.threads is not None and self.threads < 1:
            raise LaunchOptionsError(
                f"Threads must be 1 or more, not {self.threads}.",
                setting="threads", value=self.threads,
            )  # fmt: skip
        if isinstance(self.gpu_layers, int) and self.gpu_layers < 0:
            raise LaunchOptionsError(
                f"GPU layers must be 0 or more, 'all' or 'auto', not {self.gpu_layers}.",
                setting="gpu_layers", value=self.gpu_layers,
            )  # fmt: skip
        for name, value in (("K", self.cache_type_k), ("V", self.cache_type_v)):
            if value not in CACHE_TYPES:
                raise LaunchOptionsError(
                    f"Unknown KV cache type {value!r} for {name}; use one of "
                    f"{', '.join(sorted(CACHE_TYPES))}.",
                    setting="cache_type", value=value,
                )  # fmt: skip
        if needs_flash_attention(self.cache_type_v) and self.flash_attention == "off":
            raise LaunchOptionsError(
                "A quantized V cache needs flash attention; turn flash attention on or auto.",
                setting="flash_attention", value=self.flash_attention,
            )  # fmt: skip
        reserved = _RESERVED_EXTRA_ARGS.intersection(
            arg.split("=", 1)[0] for arg in self.extra_args
        )
        if reserved:
            raise LaunchOptionsError(
                f"Extra arguments may not set {', '.join(sorted(reserved))}: LlamaDesk sets them.",
                setting="extra_args", value=", ".join(sorted(reserved)),
            )  # fmt: skip

    def model_files(self) -> list[Path]:
        """Every file the server reads: all shards of a split model, plus the projector."""
        files = list(split_parts(self.model_path))
        if self.mmproj_path is not None:
            files.append(self.mmproj_path)
        return files


def pick_free_port() -> int:
    """A port free on 127.0.0.1 right now (bind port 0, read it, close)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        port: int = probe.getsockname()[1]
        return port


def build_command(
    server_path: Path, options: LaunchOptions, port: int, host: str = HOST
) -> list[str]:
    """llama-server's argv for these options (never contains the API key)."""
    if options.router_preset is not None:
        # Each model's own flags are in the preset; these the router passes on to them.
        return [str(server_path), "--models-preset", str(options.router_preset),
                "--models-max", str(options.router_max_models), "--host", host,
                "--port", str(port), "--no-webui", "-lv", str(LOG_VERBOSITY)]
    # Always explicit: without -ngl some builds offload nothing and the user never knows.
    gpu_layers = "0" if options.gpu_layers is None else str(options.gpu_layers)
    command = [
        str(server_path),
        "-m",
        str(options.model_path),
        "--host",
        host,
        "--port",
        str(port),
        "--alias",
        options.alias or options.model_path.stem,
        "-c",
        str(options.context),
        "--parallel",
        str(options.parallel),
        "-ngl",
        gpu_layers,
        "--fit",
        "on" if options.use_fit else "off",
        "-fa",
        options.flash_attention,
        "-ctk",
        options.cache_type_k,
        "-ctv",
        options.cache_type_v,
        "--jinja",
        "--no-context-shift",
        "--no-webui",
        "-lv",
        str(LOG_VERBOSITY),
    ]
    if options.threads is not None:
        command += ["--threads", str(options.threads)]
    if options.rpc_hosts:
        command += ["--rpc", ",".join(options.rpc_hosts)]
    if options.mmproj_path is not None:
        command += ["--mmproj", str(options.mmproj_path)]
    elif options.speculative_ngram:
        command += ["--spec-type", "ngram-mod"]
    if options.chat_template_file is not None:
        command += ["--chat-template-file", str(options.chat_template_file)]
    if options.chat_template_kwargs:
        command += ["--chat-template-kwargs", json.dumps(options.chat_template_kwargs)]
    command += list(options.extra_args)
    return command


def build_environment(
    base: Mapping[str, str] | None, options: LaunchOptions, api_key: str
) -> dict[str, str]:
    """The child's environment: ``base`` as given (else ours plus GPU pinning), and the key."""
    env = dict(base) if base is not None else dict(os.environ)
    # llama.cpp reads LLAMA_ARG_* as defaults for its flags; an inherited one (a host,
    # a key file) must not change what we launch.
    for name in [name for name in env if name.startswith("LLAMA_ARG_")]:
        del env[name]
    if options.gpu_indices and base is None:
        # A prepared ``base`` (gpu_libraries.child_environment) already pins the GPUs,
        # translated through any mask; here only a mask the user has not set is added.
        visible = ",".join(str(index) for index in options.gpu_indices)
        env.setdefault("CUDA_DEVICE_ORDER", "PCI_BUS_ID")  # so ids match nvidia-smi's
        env.setdefault("CUDA_VISIBLE_DEVICES", visible)
        env.setdefault("HIP_VISIBLE_DEVICES", visible)
    env[API_KEY_ENV] = api_key
    return env
