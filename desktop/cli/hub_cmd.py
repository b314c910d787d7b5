"""``llamadesk models search / variants / pull``: models from Hugging Face."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from desktop.cli.arguments import add_action, add_json_flag
from desktop.cli.output import end_progress_line, human_bytes, print_json, show_progress_line
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hub.download_progress import Progress
from desktop.core.hub.download_queue import DownloadJob, pull, run_job
from desktop.core.hub.downloads import choose_variant
from desktop.core.hub.search import search_models
from desktop.core.hub.variants import RepoDetails, repo_details
from desktop.core.hub.verdicts import Recommendation, recommend
from desktop.core.models.load_choice import settings_defaults
from desktop.core.settings import Settings, SettingsStore


def register(sub: Any) -> None:
    """Add the Hugging Face subcommands to ``llamadesk models``."""
    search = add_action(sub, "search", run_search, "search Hugging Face for GGUF models")
    search.add_argument("query")
    search.add_argument("--sort", choices=("downloads", "recent"), default="downloads")
    search.add_argument("--limit", type=int, default=30)
    add_json_flag(search)

    variants = add_action(sub, "variants", run_variants,
                          "a repo's versions and how well each runs here")
    variants.add_argument("repo")
    add_json_flag(variants)

    pull_cmd = add_action(sub, "pull", run_pull, "download a model (REPO or REPO:QUANT); resumable")
    pull_cmd.add_argument("spec", metavar="REPO[:QUANT]")
    pull_cmd.add_argument("--dest", type=Path, help="folder to put the files in")


def _token() -> str | None:
    return SettingsStore().load().hf_token or None


def _recommendation(details: RepoDetails, settings: Settings) -> Recommendation:
    """What ``variants`` marks and ``pull`` without a quantisation fetches: one decision."""
    return recommend(
        details,
        detect_hardware(),
        token=settings.hf_token or None,
        choices=settings_defaults(settings),
    )


def run_search(args: argparse.Namespace) -> int:
    found = search_models(args.query, sort=args.sort, limit=args.limit, token=_token())
    if args.json:
        print_json(
            [
                {
                    "repo_id": r.repo_id,
                    "downloads": r.downloads,
                    "likes": r.likes,
                    "last_modified": r.last_modified.isoformat() if r.last_modified else None,
                    "gated": r.gated,
                }
                for r in found
            ]
        )
        return 0
    if not found:
        print(f"No GGUF models match {args.query!r}.")
    for r in found:
        print(f"{r.repo_id:<60} {r.downloads:>10,} downloads" + ("  (gated)" if r.gated else ""))
    return 0


def run_variants(args: argparse.Namespace) -> int:
    settings = SettingsStore().load()
    details = repo_details(args.repo, token=settings.hf_token or None)
    recommendation = _recommendation(details, settings)
    verdicts, header_problem = recommendation.verdicts, recommendation.header_problem
    best = recommendation.variant
    rows: list[dict[str, Any]] = [
        {
            "quant": v.quant,
            "size": v.size,
            "files": [f.path for f in v.files],
            "verdict": verdicts[v.quant].verdict.name.lower(),
            "label": verdicts[v.quant].verdict.label,
            "memory_needed": verdicts[v.quant].need_bytes,
            "context": verdicts[v.quant].context,
            "recommended": best is not None and v.quant == best.quant,
        }
        for v in details.variants
    ]
    if args.json:
        print_json(
            {
                "repo_id": details.repo_id,
                "revision": details.revision,
                "license": details.license,
                "gated": details.gated,
                "projectors": [f.path for f in details.projectors],
                "estimate": "file sizes" if header_problem else "header",
                "estimate_note": header_problem,
                "variants": rows,
            }
        )
        return 0
    print(f"{details.repo_id}  (license: {details.license or 'unknown'}"
          + (", gated" if details.gated else "") + ")")  # fmt: skip
    for row in rows:
        mark = "  <- recommended" if row["recommended"] else ""
        parts = f" ({len(row['files'])} parts)" if len(row["files"]) > 1 else ""
        context = f" at {row['context']:,} tokens" if row["context"] else ""
        print(
            f"  {row['quant']:<10} {human_bytes(row['size']):>10}{parts}  {row['label']}"
            f", needs about {human_bytes(row['memory_needed'])}{context}{mark}"
        )
    if details.projector is not None:
        print(f"  vision projector: {details.projector.path}")
    if header_problem:
        print(f"  Memory estimated from file sizes only: {header_problem}")
    else:
        print("  Memory planned from the model's header, with the context shown.")
    return 0


def _show_progress(progress: Progress) -> None:
    percent = 100 * progress.bytes_done / progress.total if progress.total else 100.0
    amount = f"{percent:5.1f}%  {human_bytes(progress.bytes_done)} / {human_bytes(progress.total)}"
    if progress.note:
        # No bytes flow (a stall being retried, another download of the file): say why
        # rather than freeze on the last rate.
        show_progress_line(f"{progress.filename[:40]:<40} {amount}  {progress.note}")
        return
    eta = f"{int(progress.eta_seconds) // 60}:{int(progress.eta_seconds) % 60:02d}" if (
        progress.eta_seconds is not None) else "--:--"  # fmt: skip
    show_progress_line(
        f"{progress.filename[:40]:<40} {amount}  {human_bytes(progress.rate)}/s  ETA {eta}"
    )


def run_pull(args: argparse.Namespace) -> int:
    repo, _, quant = args.spec.partition(":")
    settings = SettingsStore().load()
    token = settings.hf_token or None
    details = repo_details(repo, token=token)
    # Without a quantisation: what ``variants`` marks (both go through hub.recommend).
    if not quant and len(details.variants) > 1:
        best = _recommendation(details, settings).variant
        quant = best.quant if best is not None else ""
    # Still none: choose_variant says why (nothing fits) in its own words.
    hardware = None if quant or len(details.variants) <= 1 else detect_hardware()
    variant = choose_variant(
        details, quant or None, hardware, token=token,
        requested_context=settings.default_context, cache_type=settings.default_cache_type,
    )  # fmt: skip
    files: list[Path]
    if args.dest is not None:
        result = pull(
            details.repo_id, variant.quant, dest=args.dest, token=token,
            progress=_show_progress, details=details,
        )  # fmt: skip
        files = [*result.paths, *((result.projector_path,) if result.projector_path else ())]
    else:
        # Where the app puts downloads (its models folder or the Hugging Face cache, as
        # set in Settings), so a download the app left half-done resumes here too.
        job = DownloadJob.for_settings(details, variant, settings)
        files = run_job(job, token=token, progress=_show_progress, details=details)
    end_progress_line()
    print(f"Downloaded {details.repo_id} {variant.quant} to {files[0].parent}")
    for path in files:
        print(f"  {path.name}")
    return 0
