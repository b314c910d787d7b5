"""The CLI's exit codes: one per kind of failure, so scripts can tell them apart.

Listed in the README ("The command line"). The core's errors say what went wrong in
words; which code that is, is the CLI's decision alone, made here.
"""

from __future__ import annotations

from desktop.core.documents.errors import (
    DocumentStoreError,
    EmbeddingError,
    EmbeddingModelChangedError,
    LibraryError,
)
from desktop.core.errors import LlamaDeskError
from desktop.core.host.listening_host import TranscriptionError
from desktop.core.host.speech_host import SpeechError
from desktop.core.hub.errors import (
    DownloadCancelledError,
    DownloadError,
    DownloadOfflineError,
    DownloadRetriesExhaustedError,
    HubCallAbandonedError,
    HubError,
    InvalidRepoIdError,
    RepoNotFoundError,
    VariantNeededError,
    VariantNotFoundError,
)
from desktop.core.models.embedding_models import NotAnEmbeddingModelError
from desktop.core.models.gguf_header import GGUFError, GGUFNotFoundError
from desktop.core.models.speech_models import SpeechModelError
from desktop.core.runtime.build_progress import BuildCancelledError
from desktop.core.runtime.discovery import RuntimeNotFound, RuntimeUnusableError
from desktop.core.runtime.installed import RuntimeChoiceError, RuntimeRemoveError
from desktop.core.runtime.launch import LaunchOptionsError
from desktop.core.runtime.rpc_hosts import RpcHostError
from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind
from desktop.core.settings import SettingsError
from desktop.core.sound_output import SoundOutputError

EXIT_FAILURE = 1  # anything not listed below: a damaged download, a full disk, ...
EXIT_BAD_INPUT = 2  # a wrong argument or setting, a corrupt model file, a bad model name
EXIT_NOT_FOUND = 3  # no such model file, repo on Hugging Face, or version of a repo
EXIT_NETWORK = 4  # Hugging Face unreachable, busy, failing, or refusing access
EXIT_SERVER = 5  # llama-server missing, failing to start or load, or failing mid-answer
EXIT_CANCELLED = 130  # stopped (Ctrl+C): 128 + SIGINT, as shells report it

# Most specific first: the first class an error is an instance of decides.
_CODES: tuple[tuple[type[BaseException], int], ...] = (
    (DownloadCancelledError, EXIT_CANCELLED),
    (BuildCancelledError, EXIT_CANCELLED),
    (HubCallAbandonedError, EXIT_CANCELLED),
    (GGUFNotFoundError, EXIT_NOT_FOUND),
    (RepoNotFoundError, EXIT_NOT_FOUND),
    (VariantNotFoundError, EXIT_NOT_FOUND),
    (VariantNeededError, EXIT_BAD_INPUT),
    (DownloadOfflineError, EXIT_NETWORK),
    (DownloadRetriesExhaustedError, EXIT_NETWORK),
    (HubError, EXIT_NETWORK),
    (DownloadError, EXIT_FAILURE),
    (GGUFError, EXIT_BAD_INPUT),
    (InvalidRepoIdError, EXIT_BAD_INPUT),
    (SettingsError, EXIT_BAD_INPUT),
    (LaunchOptionsError, EXIT_BAD_INPUT),
    (RuntimeChoiceError, EXIT_NOT_FOUND),  # --runtime / runtime use: no such name or path
    (RuntimeRemoveError, EXIT_BAD_INPUT),  # runtime remove: the one in use, or not ours
    (RuntimeNotFound, EXIT_SERVER),
    (RpcHostError, EXIT_NETWORK),  # a computer lending its devices can't be reached
    (RuntimeUnusableError, EXIT_SERVER),
    (NotAnEmbeddingModelError, EXIT_BAD_INPUT),  # docs: a chat model given to embed
    (LibraryError, EXIT_BAD_INPUT),  # docs: no such library, one that exists already
    (EmbeddingModelChangedError, EXIT_BAD_INPUT),  # docs: indexed with another model
    (EmbeddingError, EXIT_SERVER),  # the embedding model stopped answering
    (DocumentStoreError, EXIT_FAILURE),  # the documents file could not be written
    (SoundOutputError, EXIT_BAD_INPUT),  # no sound device to play on
    (SpeechModelError, EXIT_BAD_INPUT),  # not a model that speaks (or listens) here
    (SpeechError, EXIT_SERVER),  # llama-tts missing or failing
    (TranscriptionError, EXIT_SERVER),  # the listening server failing to transcribe
)


def exit_code_for(error: LlamaDeskError) -> int:
    """The exit code for a failure the core reported."""
    if isinstance(error, ServerFailure):
        return EXIT_CANCELLED if error.kind is ServerFailureKind.CANCELLED else EXIT_SERVER
    for error_class, code in _CODES:
        if isinstance(error, error_class):
            return code
    return EXIT_FAILURE
