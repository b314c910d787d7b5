"""LlamaDesk: offline chat with local language models through llama.cpp's llama-server."""

import sys as _sys
import types as _types

__version__ = "0.1.0"


def _without_httpx_command_line() -> None:
    """httpx's ``__init__`` imports its own command-line client (``httpx._main``: click,
    rich and pygments) whenever those happen to be installed, as they are beside our
    dependencies. LlamaDesk never runs that client, and importing it was the largest
    single cost on the window's way to the chat page (measured: httpx 421-1771 ms with
    it, 189-518 ms without, on a loaded 2-core machine). A placeholder keeps httpx from
    loading it; ``httpx.main`` then says it is not available here."""
    if "httpx" in _sys.modules or "httpx._main" in _sys.modules:
        return
    placeholder = _types.ModuleType("httpx._main")

    def main() -> None:
        raise SystemExit("httpx's command-line client is not part of LlamaDesk")

    placeholder.main = main  # type: ignore[attr-defined]
    _sys.modules["httpx._main"] = placeholder


_without_httpx_command_line()
