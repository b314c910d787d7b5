"""The chat model: the one model that answers now, on this computer or on another.

``ChatHost`` owns it whole. A load, or a switch to a remote server's model, replaces
whatever answered before (a local llama-server is stopped, a remote server's client
closed) and binds the chat session to the new one in one step (``ChatBinding``).
Answers go through ``answer``, which also notices a local server that died while
answering. The window's worker and ``llamadesk ask`` both drive it, so where an answer
ran, which template's switches apply and when a model is loaded again are decided
here once.

Threads: every call but ``shut_down`` and ``server_is_running`` comes from one thread
(the window's host thread, or the command's main thread); ``shut_down`` may come
from any thread, at exit, and stops the server at once.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.core.app_log import SAID_ELSEWHERE
from desktop.core.chat.chat_backend import ChatBackend
from desktop.core.chat.client import PACED_READ_INTERVAL_S, ChatClient
from desktop.core.chat.figures import ran_on_record
from desktop.core.chat.remote_backend import RemoteBackend
from desktop.core.chat.remote_servers import RemoteServer
from desktop.core.chat.rpc_failures import naming_lost_hosts
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import StoreAccess, TurnEvent, TurnFailed, TurnRequest
from desktop.core.errors import LlamaDeskError
from desktop.core.host.chat_binding import NO_MODEL, ChatBinding
from desktop.core.models.chat_template import turn_end_stops
from desktop.core.models.load_choice import LoadRequest

if TYPE_CHECKING:
    from desktop.core.hardware.info import HardwareInfo
    from desktop.core.host.loaded_model import LoadedModel
    from desktop.core.host.speech_for_apps import SpeechFront
    from desktop.core.runtime.discovery import Runtime
    from desktop.core.runtime.load_report import LoadProgress
    from desktop.core.runtime.loader import PreparedLoad
    from desktop.core.runtime.serve_access import ServeAccess
    from desktop.core.runtime.server import LlamaServer

# After a failed answer, how long to wait for a dying server to be seen as dead.
EXIT_GRACE_S = 0.5
_log = logging.getLogger(__name__)


class LoadCancelledError(LlamaDeskError):
    """The load was cancelled (or the app is closing) before the model was ready."""

    def __init__(self) -> None:
        super().__init__("Loading was cancelled.")


@dataclass(frozen=True)
class ModelStopped:
    """Yielded by ``answer`` before the failure, when the local model's server died while
    answering: nothing is loaded now (a front end says so)."""


class ChatHost:
    """Loads, switches and unloads the model that answers, and answers with it."""

    def __init__(
        self,
        store: StoreAccess,
        *,
        hardware_probe: Callable[[], HardwareInfo] | None = None,
        read_interval_s: float = PACED_READ_INTERVAL_S,
        on_requested: Callable[[LoadRequest | None], None] | None = None,
    ) -> None:
        # ``hardware_probe``: this computer's devices, asked at every load (the app's
        # caches and follows the runtime picked); None: detected for the load's runtime.
        # ``read_interval_s``: a local answer is read in slices this far apart (the
        # model shares this machine's processor); 0 reads it token by token.
        # ``on_requested``: told ``requested`` (on the host's thread) at every load and
        # at every switch to a remote server's model, so a front end shows the host's own.
        self.session = ChatSession(store, server_alive=self.server_is_running)
        self._hardware_probe = hardware_probe
        self._read_interval_s = read_interval_s
        # Guards _server and _front: shut_down stops them from another thread.
        self._lock = threading.Lock()
        self._server: LlamaServer | None = None
        self._front: SpeechFront | None = None  # speech for other apps, beside _server
        self._backend: ChatClient | RemoteBackend | None = None
        self._remote: RemoteBackend | None = None
        self._requested: LoadRequest | None = None
        self._on_requested = on_requested
        self._shutting_down = threading.Event()

    # -- what answers ----------------------------------------------------------------

    @property
    def backend(self) -> ChatBackend | None:
        """What answers now (None: nothing is loaded)."""
        return self._backend

    @property
    def remote(self) -> RemoteBackend | None:
        """The remote server's model that answers now (None: a local one, or none)."""
        return self._remote

    @property
    def requested(self) -> LoadRequest | None:
        """The local model asked for last, loaded or not (None once a remote server's
        model answers): the one ``model_to_reload`` names when nothing answers."""
        return self._requested

    def load(
        self,
        request: LoadRequest,
        *,
        cancel: threading.Event | None = None,
        on_log: Callable[[str], None] | None = None,
        on_progress: Callable[[LoadProgress], None] | None = None,
        access: ServeAccess | None = None,
        runtime: Runtime | None = None,
        on_prepared: Callable[[PreparedLoad], None] | None = None,
    ) -> LoadedModel:
        """Stop what answers now, then load ``request`` here; raises LlamaDeskError
        (``LoadCancelledError`` when ``cancel`` was set) with nothing loaded.

        ``access``: also serve other apps there (with its speech model, if any: the
        result's ``speech_for_apps`` says whether it is served);
        ``runtime``: this load only, instead of the one the request names;
        ``on_prepared``: told the plan once every check passed, before the server starts."""
        # Loading's own modules (GGUF, the planner, the server, hardware): imported at
        # the first load, not with the host (the window builds its Chat page without).
        from desktop.core.host.loaded_model import LoadedModel
        from desktop.core.host.placement import gpus_in_use
        from desktop.core.host.speech_for_apps import SpeechFront
        from desktop.core.runtime.loader import prepare_load, start_server

        cancel = cancel or threading.Event()
        if self._shutting_down.is_set():
            raise LoadCancelledError()
        self.unload()
        self._record_request(request)
        hardware = self._hardware_probe() if self._hardware_probe is not None else None
        try:
            prepared = prepare_load(request, hardware=hardware, runtime=runtime)
            if on_prepared is not None:
                on_prepared(prepared)
            if cancel.is_set():
                raise LoadCancelledError()
            # With speech for other apps, the front takes their address and key, and
            # llama-server listens behind it.
            front = SpeechFront(access) if access is not None and access.speech else None
            server, report = start_server(
                prepared, cancel=cancel, on_log=on_log, on_progress=on_progress,
                access=front.inner if front is not None else access,
            )
        except LlamaDeskError as error:
            _log.warning("loading %s failed: %s", request.model_path.name, error.message,
                         extra=SAID_ELSEWHERE)
            raise
        with self._lock:
            keep = not (cancel.is_set() or self._shutting_down.is_set())
            if keep:
                self._server = server
        if not keep:
            server.stop()
            raise LoadCancelledError()
        speech_served = None
        if front is not None and access is not None and access.speech is not None:
            speech = access.speech
            speech_served = front.start(prepared.runtime, speech.model_path,
                                        voice=speech.voice, language=speech.language)
            with self._lock:
                self._front = front
        gpus = gpus_in_use(prepared.hardware, prepared.plan, report, request.gpu_indices)
        ran_on = ran_on_record(report, [gpu.name for gpu in gpus])
        _log.info(
            "loaded %s in %.1f s: %s of %s layers on the GPU, %s-token context, on %s",
            request.model_path.name, report.seconds, report.gpu_layers_offloaded,
            report.total_layers, report.context, ", ".join(report.devices) or "?",
        )
        client = ChatClient(server.base_url, server.api_key, read_interval_s=self._read_interval_s)
        self._bind(
            client,
            ChatBinding(
                client,
                context=report.context or prepared.plan.context,
                template_flags=prepared.template,
                tool_support=prepared.tool_support,
                ran_on=ran_on,
                reword_failure=naming_lost_hosts(prepared.options.rpc_hosts),
                stop=turn_end_stops(prepared.info.chat_template, request.chat_template_file),
            ),
        )
        return LoadedModel(
            model_path=request.model_path,
            info=prepared.info,
            plan=prepared.plan,
            runtime=prepared.runtime,
            report=report,
            hardware=prepared.hardware,
            request=request,
            template=prepared.template,
            gpus=gpus,
            ran_on=ran_on,
            speech_for_apps=speech_served,
        )

    def use_remote(self, server: RemoteServer, model: str) -> RemoteBackend:
        """Answer with ``model`` on ``server`` from now on: the local model is unloaded
        (its memory is not needed while another computer answers) and not loaded again
        before an answer."""
        self.unload()
        self._record_request(None)
        remote = RemoteBackend(server, model)
        # No context or template known here: the server applies its own, and its
        # backend names the server in its failures itself.
        self._bind(remote, ChatBinding(remote, ran_on=remote.ran_on()))
        self._remote = remote
        return remote

    def unload(self) -> bool:
        """Stop what answers now; True when a local server was stopped."""
        with self._lock:
            server, self._server = self._server, None
            front, self._front = self._front, None
        backend, self._backend, self._remote = self._backend, None, None
        if backend is not None:
            backend.close()
        NO_MODEL.apply(self.session)
        if front is not None:
            front.stop()
        if server is None:
            return False
        server.stop()
        return True

    def model_to_reload(self) -> LoadRequest | None:
        """The local model to load again before an answer: the last one asked for, when
        nothing answers now (its server died, or it was unloaded); None otherwise, and
        after a switch to a remote server's model."""
        if self._backend is not None or self._shutting_down.is_set():
            return None
        return self._requested

    # -- answering --------------------------------------------------------------------

    def answer(
        self, request: TurnRequest, cancel: threading.Event
    ) -> Iterator[TurnEvent | ModelStopped]:
        """Run one turn with the session; a local server that died while answering is
        reaped (``ModelStopped``) before the failure is yielded."""
        for event in self.session.run(request, cancel):
            if isinstance(event, TurnFailed) and event.server_stopped and self.unload():
                yield ModelStopped()
            yield event

    # -- the local server ---------------------------------------------------------------

    @property
    def shutting_down(self) -> bool:
        """``shut_down`` was called: the app is closing, nothing more is loaded."""
        return self._shutting_down.is_set()

    def server_is_running(self) -> bool:
        """False when the local server died (or none runs); asked after a failed answer."""
        with self._lock:
            server = self._server
        if server is None:
            return False
        # A killed server closes its socket a moment before it can be seen to exit.
        deadline = time.monotonic() + EXIT_GRACE_S
        while server.is_running():
            if time.monotonic() >= deadline:
                return True
            self._shutting_down.wait(0.01)
        return False

    def shut_down(self) -> None:
        """Refuse new loads and stop the local server now. Thread-safe; at app exit."""
        self._shutting_down.set()
        with self._lock:
            server, self._server = self._server, None
            front, self._front = self._front, None
        if front is not None:
            front.stop()
        if server is not None:
            server.stop()

    def _record_request(self, request: LoadRequest | None) -> None:
        # Told even when unchanged: a front end that showed a load as asked for
        # recognises the host taking it up.
        self._requested = request
        if self._on_requested is not None:
            self._on_requested(request)

    def _bind(self, backend: ChatClient | RemoteBackend, binding: ChatBinding) -> None:
        self._backend = backend
        binding.apply(self.session)
