"""``llamadesk models``: what is in a model file, and which models are on this computer."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from desktop.cli import hub_cmd
from desktop.cli.arguments import add_action, add_command, add_json_flag, add_runtime_option
from desktop.cli.output import human_bytes, print_json
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.chat_template import template_flags
from desktop.core.models.gguf import GGUFInfo, read_gguf
from desktop.core.models.library import scan_library
from desktop.core.models.load_choice import decide_load
from desktop.core.models.memory import BYTES_PER_ELEMENT, kv_cache_bytes
from desktop.core.models.memory_need import need_text
from desktop.core.runtime.installed import resolve_runtime
from desktop.core.runtime.runtime_devices import hardware_for_runtime
from desktop.core.settings import ModelLoadSettings, Settings, SettingsStore


def register(commands: Any) -> None:
    parser = add_command(commands, "models", "inspect and list models")
    sub = parser.add_subparsers(dest="models_command", metavar="COMMAND", required=True)

    inspect = add_action(sub, "inspect", run_inspect,
                         "show a model file's details and whether it fits")
    inspect.add_argument("path", type=Path)
    inspect.add_argument("--ctx", type=int, help="context length for the estimate "
                         "(default: as a load would choose it)")
    inspect.add_argument("--cache-type", choices=sorted(BYTES_PER_ELEMENT),
                         help="KV-cache type (default: as a load would choose it)")
    add_runtime_option(inspect, "plan for the devices this llama-server sees")
    add_json_flag(inspect)

    listing = add_action(sub, "list", run_list, "list the models found on this computer")
    add_json_flag(listing)

    hub_cmd.register(sub)


def capabilities(info: GGUFInfo) -> list[str]:
    flags = template_flags(info.chat_template)
    found = []
    if flags.thinking_style != "none":
        found.append("thinking")
    if flags.supports_tools:
        found.append("tools")
    return found


def inspect_document(
    info: GGUFInfo,
    settings: Settings,
    overrides: ModelLoadSettings | None = None,
    hardware: HardwareInfo | None = None,
) -> dict[str, Any]:
    """The model's facts and the load decision for it: the flags in ``overrides`` over
    what is remembered for the model over the Settings defaults, as a load would."""
    decision = decide_load(info, hardware or detect_hardware(), settings, overrides)
    plan = decision.plan
    cache_type = decision.request.cache_type
    estimate_context = decision.request.context or plan.context
    return {
        "path": str(info.path),
        "shards": [str(p) for p in info.shard_paths],
        "file_size": info.file_size,
        "name": info.name,
        "architecture": info.architecture,
        "size_label": info.size_label,
        "parameters": info.parameter_count,
        "quantization": info.file_type,
        "native_context": info.context_length,
        "layers": info.block_count,
        "embedding_length": info.embedding_length,
        "head_count": info.head_count,
        "head_count_kv": max(info.head_count_kv, default=0),
        "has_tokenizer": info.has_tokenizer,
        "has_chat_template": info.chat_template is not None,
        "capabilities": capabilities(info),
        "context": estimate_context,
        "cache_type": cache_type,
        "kv_cache_bytes": kv_cache_bytes(info, estimate_context, cache_type, cache_type),
        "fit": {
            "verdict": plan.verdict.name.lower(),
            "label": plan.verdict.label,
            "context": plan.context,
            "max_gpu_context": plan.max_gpu_context,
            "gpu_layers": plan.gpu_layers,
            "memory": {
                "weights": plan.breakdown.weights_bytes,
                "kv_cache": plan.breakdown.kv_cache_bytes,
                "compute": plan.breakdown.compute_bytes,
                "overhead": plan.breakdown.overhead_bytes,
                "total": plan.breakdown.total,
                "free_vram": plan.free_vram_bytes,
                "free_ram": plan.free_ram_bytes,
            },
            # The same words the app shows for this figure (memory_need).
            "needs": need_text(plan.breakdown),
            "reasons": [reason.text for reason in plan.reasons],
        },
    }


def run_inspect(args: argparse.Namespace) -> int:
    if args.ctx is not None and args.ctx < 1:
        raise SystemExit("llamadesk: --ctx must be a positive number of tokens.")
    overrides = ModelLoadSettings(context=args.ctx, cache_type=args.cache_type)
    settings = SettingsStore().load()
    info = read_gguf(args.path)  # the model first: a mistyped path is the thing to hear about
    hardware = None
    if args.runtime:
        # The cards as that runtime sees them (Intel and AMD cards through Vulkan).
        hardware = hardware_for_runtime(detect_hardware(), resolve_runtime(args.runtime, settings))
    document = inspect_document(info, settings, overrides, hardware)
    if args.json:
        print_json(document)
        return 0
    fit = document["fit"]
    lines = [
        f"{document['name'] or args.path.name}",
        f"  file          {args.path}" + (f" (+{len(document['shards']) - 1} more parts)"
                                          if len(document["shards"]) > 1 else ""),
        f"  size          {human_bytes(document['file_size'])}",
        f"  architecture  {document['architecture']}, {document['layers']} layers",
        f"  parameters    {document['size_label'] or document['parameters']}",
        f"  quantisation  {document['quantization']}",
        f"  context       {document['native_context']} tokens (native)",
        f"  capabilities  {', '.join(document['capabilities']) or 'chat'}",
        f"  KV cache      {human_bytes(document['kv_cache_bytes'])} at {document['context']} "
        f"tokens ({document['cache_type']})",
        f"  memory        {fit['needs']} at {fit['context']} tokens",
        f"  on this PC    {fit['label']}",
    ]
    lines += [f"                {reason}" for reason in fit["reasons"]]
    print("\n".join(lines))
    return 0


def run_list(args: argparse.Namespace) -> int:
    entries = scan_library(settings=SettingsStore().load())
    if args.json:
        print_json([
            {
                "path": str(entry.path),
                "source": entry.source,
                "name": entry.name,
                "size": entry.size_bytes,
                "architecture": entry.info.architecture if entry.info else None,
                "quantization": entry.info.file_type if entry.info else None,
                "error": entry.error,
            }
            for entry in entries
        ])
        return 0
    if not entries:
        print("No models found. Put .gguf files in a models folder or run `llamadesk ask`.")
        return 0
    for entry in entries:
        detail = entry.error or (
            f"{entry.info.architecture}, {entry.info.file_type}" if entry.info else ""
        )
        print(f"{entry.name:<40} {human_bytes(entry.size_bytes):>10}  {detail}  [{entry.source}]")
    return 0
