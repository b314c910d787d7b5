"""``llamadesk ask --server``: ask a model on a remote OpenAI-compatible server (a saved
one by name, or any by address) instead of loading one here.

Nothing is loaded or started on this computer; the question goes through the same chat
session as a local one (``desktop.core.chat.remote_backend``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from desktop.cli import ask_tools
from desktop.core.chat.conversations import IN_MEMORY, ConversationStore
from desktop.core.chat.remote_servers import RemoteServerError, find_server, list_models
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import DirectStore
from desktop.core.errors import LlamaDeskError
from desktop.core.host.chat_host import ChatHost
from desktop.core.settings import SettingsStore
from desktop.core.tools.base import Toolbox

# The load choices that have no meaning for a model another computer has loaded.
_LOCAL_ONLY = (("ctx", "--ctx"), ("gpu", "--gpu"), ("threads", "--threads"), ("rpc", "--rpc"))


class RemoteAskError(LlamaDeskError):
    """``ask --server`` cannot go ahead; ``code`` is the exit code to leave with."""

    def __init__(self, message: str, code: int, details: str = "") -> None:
        super().__init__(message, details)
        self.code = code


@dataclass(frozen=True)
class RemoteAsk:
    session: ChatSession
    system_prompt: str | None
    json_extra: dict[str, Any]  # what --json adds: the server and model asked


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--server", metavar="NAME|URL",
        help="ask a model on a remote OpenAI-compatible server (a saved name, or its "
             "address); --model then names the server's model (default: its first)",
    )
    parser.add_argument("--api-key", metavar="KEY",
                        help="the remote server's key (default: the saved one)")


@contextmanager
def remote_session(args: argparse.Namespace, toolbox: Toolbox | None) -> Iterator[RemoteAsk]:
    """The session that asks the server ``--server`` names; raises ``RemoteAskError``."""
    from desktop.cli.exit_codes import EXIT_BAD_INPUT, EXIT_NETWORK, EXIT_NOT_FOUND

    used = [flag for name, flag in _LOCAL_ONLY if getattr(args, name) is not None]
    if used:
        raise RemoteAskError(
            f"Leave out {', '.join(used)} with --server: they choose how a model loads on "
            "this computer, and the remote server has loaded its own.",
            EXIT_BAD_INPUT,
        )
    settings = SettingsStore().load()
    try:
        server = find_server(settings, args.server, args.api_key)
    except RemoteServerError as error:  # a name not saved, an address that is none
        raise RemoteAskError(error.message, EXIT_BAD_INPUT, error.details) from error
    try:
        models = list_models(server)
    except RemoteServerError as error:
        raise RemoteAskError(error.message, EXIT_NETWORK, error.details) from error
    model = str(args.model) if args.model is not None else (models[0] if models else None)
    if model is None or model not in models:
        offered = ", ".join(models) or "no models"
        raise RemoteAskError(
            f"{server.name} has no model {model}; it offers {offered}."
            if model is not None else f"{server.name} offers no models.",
            EXIT_NOT_FOUND,
        )
    if not args.json:
        print(f"Asking {model} on {server.name}...", file=sys.stderr, flush=True)
    with ConversationStore(IN_MEMORY) as store, ask_tools.scratch_folder(toolbox) as scratch:
        host = ChatHost(DirectStore(store))
        try:
            # The server's template is not known here: tools are offered, as for any
            # model whose template is not known.
            host.use_remote(server, model)
            ask_tools.equip(host.session, toolbox, scratch, args.attach)
            system = args.system if args.system is not None else settings.default_system_prompt
            extra = {"server": {"name": server.name, "url": server.url, "model": model}}
            yield RemoteAsk(host.session, system, extra)
        finally:
            host.unload()
