"""Remote servers: OpenAI-compatible servers on other computers (a llama-server, or a
LlamaDesk serving other apps) that the chat session can talk to instead of a model
loaded here.

Each is a name, a base URL and a key, kept in Settings (``remote_servers``) beside the
Hugging Face token and, like it, never logged. Their models come from ``/v1/models``.
TLS is always verified (httpx's default, with its own CA bundle): a server whose
certificate cannot be verified is refused with a plain sentence, never trusted anyway.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

from desktop.core.errors import LlamaDeskError
from desktop.core.settings import Settings

if TYPE_CHECKING:
    import httpx

LIST_TIMEOUT_S = 10.0
# Words in an SSL failure that mean the certificate itself was refused.
_CERTIFICATE_WORDS = ("CERTIFICATE_VERIFY_FAILED", "certificate verify failed", "hostname")


class RemoteProblem(Enum):
    """Why a remote server cannot be used as asked, for words in another language than
    the message's English."""

    NO_ADDRESS = "the address is empty"
    NOT_WEB_ADDRESS = "not an http(s) address"  # ``address``
    BAD_PORT = "the port is not a number from 1 to 65535"  # ``address``
    NO_COMPUTER = "the address names no computer"  # ``address``
    NO_NAME = "the server has no name"
    NAME_TAKEN = "a server has that name"  # ``name``
    NO_SUCH_SERVER = "no saved server has that name"  # ``name``, ``names``
    NO_MODEL_LIST = "the models were not listed"  # ``name``, ``address``, ``status``
    NOT_OPENAI = "no model list in the answer"  # ``address``
    CERTIFICATE = "the certificate could not be verified"  # ``name``
    UNREACHABLE = "the server cannot be reached"  # ``name``, ``address``
    KEY_REFUSED = "the key was refused"  # ``name``


class RemoteServerError(LlamaDeskError):
    """A remote server that cannot be used as asked; the message says why and what to do.
    ``problem`` is the kind (None when made with a message only) and its figures:
    ``name`` the server's name, ``address`` its address (as typed, or its base URL),
    ``status`` the HTTP status, ``names`` the saved servers' names."""

    def __init__(self, message: str, details: str = "", *,
                 problem: RemoteProblem | None = None, name: str = "", address: str = "",
                 status: int | None = None, names: tuple[str, ...] = ()) -> None:
        super().__init__(message, details=details)
        self.problem = problem
        self.name = name
        self.address = address
        self.status = status
        self.names = names


class RemoteKeyRefusedError(RemoteServerError):
    """The server answered, and refused the key (HTTP 401 or 403)."""


@dataclass(frozen=True)
class RemoteServer:
    name: str
    url: str  # the base URL, without /v1: "http://192.168.1.20:8080"
    key: str = ""  # empty: the server takes no key

    def settings_record(self) -> dict[str, str]:
        return {"name": self.name, "url": self.url, "key": self.key}


def normalized_url(text: str) -> str:
    """``text`` as a base URL: http(s), a host, no trailing ``/`` or ``/v1``.

    A bare ``host:port`` is taken as http (the common case: a llama-server on the local
    network); anything else that is not http or https is refused."""
    text = text.strip()
    if not text:
        raise RemoteServerError(
            "The server's address is empty. Enter one like http://192.168.1.20:8080.",
            problem=RemoteProblem.NO_ADDRESS,
        )
    if "://" not in text:
        text = f"http://{text}"
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https"):
        raise RemoteServerError(
            f"{text} is not a web address LlamaDesk can use: it must start with http:// or https://.",
            problem=RemoteProblem.NOT_WEB_ADDRESS, address=text,
        )
    try:
        parts.port  # noqa: B018 (reading it checks it)
    except ValueError as error:
        raise RemoteServerError(
            f"{text} has a port that is not a number from 1 to 65535.",
            problem=RemoteProblem.BAD_PORT, address=text,
        ) from error
    if not parts.hostname:
        raise RemoteServerError(
            f"{text} names no computer. Enter one like http://192.168.1.20:8080.",
            problem=RemoteProblem.NO_COMPUTER, address=text,
        )
    path = parts.path.rstrip("/")
    if path.endswith("/v1"):  # the address OpenAI clients are given works too
        path = path[: -len("/v1")]
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


def saved_servers(settings: Settings) -> list[RemoteServer]:
    """The remote servers in ``settings``; a damaged record is left out."""
    servers = []
    for record in settings.remote_servers:
        name, url = record.get("name", "").strip(), record.get("url", "").strip()
        if name and url:
            servers.append(RemoteServer(name, url, record.get("key", "")))
    return servers


def add_server(settings: Settings, name: str, url: str, key: str = "") -> RemoteServer:
    """Add a server to ``settings`` (the caller saves them); raises for a bad entry."""
    name = name.strip()
    if not name:
        raise RemoteServerError("Give the server a name, such as 'Office PC'.",
                                problem=RemoteProblem.NO_NAME)
    if any(server.name.casefold() == name.casefold() for server in saved_servers(settings)):
        raise RemoteServerError(f"There is already a server named {name}. Pick another name.",
                                problem=RemoteProblem.NAME_TAKEN, name=name)
    server = RemoteServer(name, normalized_url(url), key.strip())
    settings.remote_servers = [*settings.remote_servers, server.settings_record()]
    return server


def remove_server(settings: Settings, name: str) -> bool:
    """Remove the server named ``name`` from ``settings``; False when there is none."""
    kept = [record for record in settings.remote_servers if record.get("name") != name]
    removed = len(kept) != len(settings.remote_servers)
    settings.remote_servers = kept
    return removed


def find_server(settings: Settings, name_or_url: str, key: str | None = None) -> RemoteServer:
    """A saved server by its name, else the server at that URL (with a saved one's key
    when ``key`` is None); ``key`` given replaces the saved key."""
    wanted = name_or_url.strip()
    for server in saved_servers(settings):
        if server.name.casefold() == wanted.casefold():
            return RemoteServer(server.name, server.url, server.key if key is None else key)
    if "://" not in wanted and ":" not in wanted and "." not in wanted:
        saved = tuple(server.name for server in saved_servers(settings))
        names = ", ".join(saved) or "none saved"
        raise RemoteServerError(
            f"There is no saved server named {wanted} ({names}). Give its address instead, "
            "like http://192.168.1.20:8080.",
            problem=RemoteProblem.NO_SUCH_SERVER, name=wanted, names=saved,
        )
    url = normalized_url(wanted)
    for server in saved_servers(settings):
        if server.url == url:
            return RemoteServer(server.name, url, server.key if key is None else key)
    return RemoteServer(urlsplit(url).netloc, url, key or "")


def list_models(server: RemoteServer, timeout: float = LIST_TIMEOUT_S) -> list[str]:
    """The ids of the models ``server`` offers (``GET /v1/models``); raises
    ``RemoteServerError`` with a plain sentence when it cannot tell."""
    import httpx  # deferred: importing it costs the window's start ~70 ms

    headers = {"Authorization": f"Bearer {server.key}"} if server.key else {}
    try:
        # trust_env off: the same path as the chat client's (which sets it off too).
        with httpx.Client(timeout=timeout, trust_env=False) as client:
            response = client.get(f"{server.url}/v1/models", headers=headers)
    except httpx.HTTPError as error:
        raise connection_error(server, error) from error
    if response.status_code in (401, 403):
        raise RemoteKeyRefusedError(
            refused_message(server), response.text[:500], problem=RemoteProblem.KEY_REFUSED,
            name=server.name, address=server.url, status=response.status_code,
        )
    if response.status_code != 200:
        raise RemoteServerError(
            f"{server.name} did not list its models (HTTP {response.status_code}). Check that "
            f"{server.url} is an OpenAI-compatible server, such as llama-server.",
            response.text[:500],
            problem=RemoteProblem.NO_MODEL_LIST, name=server.name, address=server.url,
            status=response.status_code,
        )
    try:
        data = json.loads(response.content)["data"]
        ids = [str(model["id"]) for model in data if isinstance(model, dict) and "id" in model]
    except (ValueError, KeyError, TypeError) as error:
        raise RemoteServerError(
            f"{server.url} did not answer like an OpenAI-compatible server (its /v1/models "
            "has no model list).",
            f"{type(error).__name__}: {error}",
            problem=RemoteProblem.NOT_OPENAI, name=server.name, address=server.url,
        ) from error
    return ids


def refused_message(server: RemoteServer) -> str:
    return f"{server.name} refused the key. Check the key for it in Settings → Remote servers."


def unreachable_message(server: RemoteServer) -> str:
    return (
        f"Can't reach {server.name} at {server.url}. Check that its server is running and "
        "that this computer can reach it, then press Retry."
    )


def connection_error(server: RemoteServer, error: httpx.HTTPError | str) -> RemoteServerError:
    """What a failed connection to ``server`` means, in a sentence."""
    details = error if isinstance(error, str) else f"{type(error).__name__}: {error}"
    if any(word in details for word in _CERTIFICATE_WORDS):
        return RemoteServerError(
            f"{server.name}'s certificate could not be verified, so LlamaDesk did not "
            "connect (it only talks to servers whose certificate is trusted). Use the "
            "server's correct https address, or a certificate this computer trusts.",
            details,
            problem=RemoteProblem.CERTIFICATE, name=server.name, address=server.url,
        )
    return RemoteServerError(
        unreachable_message(server), details, problem=RemoteProblem.UNREACHABLE,
        name=server.name, address=server.url,
    )
