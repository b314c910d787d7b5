"""Using other computers' devices, and sharing this one's, in the window's language.

The core's ``RpcHostError`` and ``RpcShareError`` say what kind they are (``problem``)
and carry their figures (the computers' addresses, the port); their ``message`` is
English, for the command line and the log. Settings → Other computers and a failed load
word them here, and show an error this does not know as the core wrote it.
"""

from __future__ import annotations

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.rpc_hosts import DEFAULT_RPC_PORT, RpcHostError, RpcHostProblem
from desktop.core.runtime.rpc_server import RpcShareError, ShareProblem
from desktop.gui.widgets.units import format_duration
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("RpcWords")

HOST_PROBLEMS: dict[RpcHostProblem, str] = {
    RpcHostProblem.NOT_AN_ADDRESS: QT_TRANSLATE_NOOP(
        "RpcWords", "{hosts} is not a computer's address and port, like 192.168.1.20:{port}."
    ),
    RpcHostProblem.UNREACHABLE: QT_TRANSLATE_NOOP(
        "RpcWords",
        "Can't reach the computer sharing its devices at {hosts}. Start LlamaDesk's “Share "
        "this computer” there, or remove it from the computers to use.",
    ),
    RpcHostProblem.NO_RPC_BACKEND: QT_TRANSLATE_NOOP(
        "RpcWords",
        "This runtime can't use other computers: it may be built without that part of "
        "llama.cpp. Install the runtime again in Settings.",
    ),
}
SHARE_PROBLEMS: dict[ShareProblem, str] = {
    ShareProblem.NO_RPC_SERVER: QT_TRANSLATE_NOOP(
        "RpcWords",
        "This runtime has no program for sharing this computer's devices. Install the "
        "runtime again in Settings.",
    ),
    ShareProblem.BAD_PORT: QT_TRANSLATE_NOOP(
        "RpcWords", "The port must be a number from 1 to 65535, not {port}."
    ),
    ShareProblem.PORT_IN_USE: QT_TRANSLATE_NOOP(
        "RpcWords", "Port {port} is already in use on this computer. Pick another port."
    ),
    ShareProblem.CANNOT_START: QT_TRANSLATE_NOOP(
        "RpcWords",
        "The program that shares this computer's devices could not be started. Install "
        "the runtime again in Settings.",
    ),
    ShareProblem.CANNOT_LISTEN: QT_TRANSLATE_NOOP(
        "RpcWords",
        "Can't share at {address}: the port is in use, or the address is not this "
        "computer's. Pick another port or address.",
    ),
    ShareProblem.STOPPED: QT_TRANSLATE_NOOP(
        "RpcWords", "The program that shares this computer's devices stopped as it started."
    ),
    ShareProblem.TOO_SLOW: QT_TRANSLATE_NOOP(
        "RpcWords", "Sharing at {address} did not start within {time}. Try again."
    ),
}


def rpc_error_text(error: LlamaDeskError) -> str | None:
    """``error`` in the window's language when it is about other computers' devices;
    None for any other error."""
    if isinstance(error, RpcHostError) and error.problem is not None:
        return _t(HOST_PROBLEMS[error.problem]).format(
            hosts=", ".join(error.hosts), port=DEFAULT_RPC_PORT
        )
    if isinstance(error, RpcShareError) and error.problem is not None:
        return _t(SHARE_PROBLEMS[error.problem]).format(
            port=error.port, address=error.address, time=format_duration(error.seconds)
        )
    return None
