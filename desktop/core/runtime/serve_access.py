"""Serving other apps: where the app's llama-server listens, and the key it demands.

The endpoints other apps call (``/v1/chat/completions``, ``/v1/messages``, ...) are
llama-server's own; LlamaDesk only decides the address and the key. The key is always
required: without one, any web page the user visits could call the server (CORS lets
every origin in), and a page that rebinds its own name to 127.0.0.1 (DNS rebinding)
reaches it too. A key the page cannot know defeats both.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import secrets
import socket
from dataclasses import dataclass, field
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.settings import Settings

LOOPBACK = "127.0.0.1"
ALL_INTERFACES = "0.0.0.0"
# The part of the address an OpenAI client takes as its base URL.
API_PATH = "/v1"
API_KEY_PREFIX = "ld-"
_FIRST_PORT = 1
_LAST_PORT = 65535

NETWORK_WARNING = (
    "Other computers on your network can then use your models with the key. Turn this "
    "on only on a network you trust (at home, not in a café or at an airport): the "
    "connection is not encrypted, so anyone on the network can read the questions, "
    "the answers and the key."
)


class ServeSettingsError(LlamaDeskError):
    """An address, port or key for serving other apps that cannot be used."""


def new_api_key() -> str:
    """A fresh key: ``ld-`` and 32 random bytes, URL-safe (46 characters).

    The prefix keeps a key from starting with "-" (URL-safe text does one time in 64),
    which a command line reads as an option: ``llamadesk serve --api-key -Xy…`` failed
    with "expected one argument" (seen in a test run)."""
    return API_KEY_PREFIX + secrets.token_urlsafe(32)


def ensure_api_key(settings: Settings) -> bool:
    """Give ``settings`` a key if it has none; True when one was made (save them)."""
    if settings.serve_api_key:
        return False
    settings.serve_api_key = new_api_key()
    return True


@dataclass(frozen=True)
class ServedSpeech:
    """The speech model other apps may ask to speak (``/v1/audio/speech``), with the
    voice sample and language it speaks in (the Voice settings')."""

    model_path: Path
    voice: Path | None = None
    language: str | None = None


@dataclass(frozen=True)
class ServeAccess:
    """The address llama-server binds for other apps, and the key every request needs."""

    host: str
    port: int
    api_key: str = field(repr=False)  # a secret: never in a log or a repr
    # Speech beside the model (the app's Settings → Other apps); None: none.
    speech: ServedSpeech | None = None

    def __post_init__(self) -> None:
        check_port(self.port)
        check_api_key(self.api_key)
        check_host(self.host)

    @property
    def connect_host(self) -> str:
        """Where this computer reaches the server: loopback when it listens everywhere."""
        if self.host == ALL_INTERFACES:
            return LOOPBACK
        if self.host == "::":
            return "::1"
        return self.host

    @property
    def server_url(self) -> str:
        """``http://host:port``, the server itself (the Anthropic clients' base URL)."""
        return _url(self.connect_host, self.port)

    @property
    def base_url(self) -> str:
        """The base URL an OpenAI client on this computer is given."""
        return self.server_url + API_PATH

    @property
    def on_network(self) -> bool:
        """Whether other computers can reach it (anything but a loopback address)."""
        return not _is_loopback(self.host)

    def network_urls(self) -> list[str]:
        """The base URLs other computers use (this computer's local addresses)."""
        if not self.on_network:
            return []
        if self.host not in (ALL_INTERFACES, "::"):
            return [_url(self.host, self.port) + API_PATH]
        return [_url(address, self.port) + API_PATH for address in local_addresses()]


def access_from_settings(settings: Settings) -> ServeAccess:
    """The access the Settings page chose (call ``ensure_api_key`` first)."""
    if not settings.serve_api_key:
        raise ServeSettingsError("There is no key for other apps yet; make one in Settings.")
    return ServeAccess(
        host=ALL_INTERFACES if settings.serve_on_network else LOOPBACK,
        port=settings.serve_port,
        api_key=settings.serve_api_key,
    )


def access_for_app(settings: Settings) -> ServeAccess | None:
    """What the app's own loads listen on: the Settings page's access when serving other
    apps is on (a key made if there is none: save the settings), else None (a private
    port and a throwaway key, as always)."""
    if not settings.serve_enabled:
        return None
    ensure_api_key(settings)
    access = access_from_settings(settings)
    if not settings.serve_speech_model:
        return access
    voice = settings.speech_voice_sample
    speech = ServedSpeech(Path(settings.serve_speech_model), Path(voice) if voice else None,
                          settings.speech_language)  # fmt: skip
    return dataclasses.replace(access, speech=speech)


def check_port(port: int) -> None:
    if not _FIRST_PORT <= port <= _LAST_PORT:
        raise ServeSettingsError(f"The port must be a number from 1 to 65535, not {port}.")


def check_api_key(key: str) -> None:
    if not key or any(character.isspace() for character in key) or not key.isprintable():
        raise ServeSettingsError(
            "The key must be one word of letters, digits or symbols, without spaces."
        )


def check_host(host: str) -> None:
    """A literal IP address (a name could resolve elsewhere later)."""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        raise ServeSettingsError(
            f"{host!r} is not an address to listen on; use 127.0.0.1 (this computer only) "
            "or 0.0.0.0 (the local network too), or one of this computer's addresses."
        ) from None


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback, for the network URLs."""
    import psutil  # here: every load asks for its access, few for these addresses

    found: list[str] = []
    for addresses in psutil.net_if_addrs().values():
        for address in addresses:
            if address.family == socket.AF_INET and not _is_loopback(address.address):
                found.append(address.address)
    return sorted(set(found))


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def _url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"
