"""Speech for other apps beside the app's loaded model (Settings → Other apps).

When a speech model is chosen there, the load's llama-server listens on loopback behind
a fresh key of its own, and the speech front (``speech_api.SpeechApi``) takes the address
and key other apps were given: it answers ``/v1/audio/speech`` with the chosen model and
passes everything else on to llama-server, as ``llamadesk serve --speech-model`` does.

A speech model that cannot be used (not a speech model, a runtime without llama-tts,
the port taken) does not stop the chat model: the load goes on and the problem is kept
in one sentence for the Settings page to show.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.launch import pick_free_port
from desktop.core.runtime.serve_access import LOOPBACK, ServeAccess, new_api_key

if TYPE_CHECKING:
    from desktop.core.host.speech_api import SpeechApi
    from desktop.core.host.speech_host import SpeechHost
    from desktop.core.runtime.discovery import Runtime

_log = logging.getLogger(__name__)


class NotServedProblem(StrEnum):
    """Why speech for other apps is not served: a ``SpeechServed``'s ``kind``."""

    PORT_IN_USE = "port_in_use"  # ``port``: another program has it
    CANNOT_SPEAK = "cannot_speak"  # ``error``: the model or the runtime cannot speak


@dataclass(frozen=True)
class SpeechServed:
    """What a load did about speech for other apps: the model, and why it is not
    served when it is not: ``problem`` in one English sentence (the log's), ``kind`` the
    same as a kind, with the ``port`` taken or the ``error`` met (its kind and figures
    for the window's words)."""

    model_path: Path
    problem: str | None = None
    kind: NotServedProblem | None = None
    port: int = 0
    error: LlamaDeskError | None = None

    @property
    def served(self) -> bool:
        return self.problem is None


def behind_front() -> ServeAccess:
    """Where llama-server listens when the speech front takes the address: loopback,
    a free port, a fresh key only the front knows."""
    return ServeAccess(host=LOOPBACK, port=pick_free_port(), api_key=new_api_key())


class SpeechFront:
    """The speech front of one load: started once its llama-server is ready, stopped
    before it. Not thread-safe except ``stop``, which the app's exit may call."""

    def __init__(self, access: ServeAccess) -> None:
        self.access = access  # where other apps ask, with their key
        self.inner = behind_front()  # where the load's llama-server listens
        self._speech: SpeechHost | None = None
        self._api: SpeechApi | None = None

    def start(self, runtime: Runtime, model_path: Path, *, voice: Path | None = None,
              language: str | None = None) -> SpeechServed:
        """Check the model and the runtime's llama-tts and start answering; never raises
        for what the person can fix: the problem is in the result."""
        from desktop.core.host.speech_api import Inner, SpeechApi, SpeechApiError
        from desktop.core.host.speech_host import SpeechHost, speech_program

        speech = SpeechHost(lambda: runtime)
        try:
            speech.load(model_path)
            speech_program(runtime)  # a runtime without llama-tts says so now
            api = SpeechApi(self.access, Inner(self.inner.server_url, self.inner.api_key),
                            speech, voice=voice, language=language)  # fmt: skip
            api.start()
        except SpeechApiError:
            speech.shut_down()
            return self._not_served(
                SpeechServed(
                    model_path,
                    f"port {self.access.port} is in use by another program; choose another "
                    "port above.",
                    kind=NotServedProblem.PORT_IN_USE,
                    port=self.access.port,
                )
            )
        except LlamaDeskError as error:
            speech.shut_down()
            return self._not_served(
                SpeechServed(
                    model_path, error.message, kind=NotServedProblem.CANNOT_SPEAK, error=error
                )
            )
        self._speech, self._api = speech, api
        return SpeechServed(model_path)

    def stop(self) -> None:
        """Stop answering and any speech being made."""
        api, self._api = self._api, None
        speech, self._speech = self._speech, None
        if api is not None:
            api.stop()
        if speech is not None:
            speech.shut_down()

    @staticmethod
    def _not_served(served: SpeechServed) -> SpeechServed:
        _log.warning(
            "speech for other apps not served (%s): %s", served.model_path.name, served.problem
        )
        return served
