"""What went wrong with a remote server, in the window's language.

The core's ``RemoteServerError`` (``desktop.core.chat.remote_servers``) says what kind
it is by its ``problem`` and carries its figures as attributes (the server's name, its
address, the HTTP status); its ``message`` is English, for the command line and the log.
The window says the same from the kind and the figures, and shows an error it does not
know as the core wrote it.
"""

from __future__ import annotations

from desktop.core.chat.remote_servers import RemoteProblem, RemoteServerError
from desktop.core.errors import LlamaDeskError
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("RemoteWords")

PROBLEMS: dict[RemoteProblem, str] = {
    RemoteProblem.NO_ADDRESS: QT_TRANSLATE_NOOP(
        "RemoteWords", "The server's address is empty. Enter one like http://192.168.1.20:8080."
    ),
    RemoteProblem.NOT_WEB_ADDRESS: QT_TRANSLATE_NOOP(
        "RemoteWords",
        "{address} is not a web address LlamaDesk can use: it must start with http:// or https://.",
    ),
    RemoteProblem.BAD_PORT: QT_TRANSLATE_NOOP(
        "RemoteWords", "{address} has a port that is not a number from 1 to 65535."
    ),
    RemoteProblem.NO_COMPUTER: QT_TRANSLATE_NOOP(
        "RemoteWords", "{address} names no computer. Enter one like http://192.168.1.20:8080."
    ),
    RemoteProblem.NO_NAME: QT_TRANSLATE_NOOP(
        "RemoteWords", "Give the server a name, such as “Office PC”."
    ),
    RemoteProblem.NAME_TAKEN: QT_TRANSLATE_NOOP(
        "RemoteWords", "There is already a server named {name}. Pick another name."
    ),
    RemoteProblem.NO_SUCH_SERVER: QT_TRANSLATE_NOOP(
        "RemoteWords",
        "There is no saved server named {name}. Give its address instead, like "
        "http://192.168.1.20:8080.",
    ),
    RemoteProblem.NO_MODEL_LIST: QT_TRANSLATE_NOOP(
        "RemoteWords",
        "{name} did not list its models (HTTP {status}). Check that {address} is an "
        "OpenAI-compatible server, such as llama-server.",
    ),
    RemoteProblem.NOT_OPENAI: QT_TRANSLATE_NOOP(
        "RemoteWords",
        "{address} did not answer like an OpenAI-compatible server (its /v1/models has no "
        "model list).",
    ),
    RemoteProblem.CERTIFICATE: QT_TRANSLATE_NOOP(
        "RemoteWords",
        "{name}'s certificate could not be verified, so LlamaDesk did not connect (it only "
        "talks to servers whose certificate is trusted). Use the server's correct https "
        "address, or a certificate this computer trusts.",
    ),
    RemoteProblem.UNREACHABLE: QT_TRANSLATE_NOOP(
        "RemoteWords",
        "Can't reach {name} at {address}. Check that its server is running and that this "
        "computer can reach it, then press Retry.",
    ),
    RemoteProblem.KEY_REFUSED: QT_TRANSLATE_NOOP(
        "RemoteWords",
        "{name} refused the key. Check the key for it in Settings → Remote servers.",
    ),
}


def remote_error_text(error: LlamaDeskError) -> str:
    """What went wrong and what to do, for a person: ``error``'s kind and figures in the
    window's language; ``error.message`` for an error this does not know."""
    if isinstance(error, RemoteServerError) and error.problem is not None:
        return _t(PROBLEMS[error.problem]).format(
            name=error.name, address=error.address, status=error.status
        )
    return error.message
