"""Which models speak and which listen, told from their GGUF headers without loading them.

Speaking: llama.cpp's ``llama-tts`` runs two families on its own (through libmtmd), a
talker GGUF plus a projector GGUF with the audio generator: Qwen3-TTS (architecture
``qwen3tts``; ten languages; a voice sample is optional) and Kyutai's Pocket TTS
(``pockettts``; one language per file; a voice sample is required).

Listening: a chat model whose projector has an audio encoder (Ultravox, Qwen2-Audio,
Voxtral, Gemma and others); llama-server transcribes with it. The speech families'
projectors also hold an audio encoder, but theirs turns a voice sample into a speaker,
so it does not make a model listen.

Other GGUF speech models exist whose sound comes out of a neural codec that only
PyTorch decodes: Orpheus-style models (SNAC), Spark-TTS (BiCodec), OuteTTS (DAC) and
Sesame CSM (Mimi). They are ordinary language models to llama.cpp, so only their
vocabulary gives them away, probed as the reference backend does: the codec's tokens.
They are recognised and refused in one line.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.models.gguf import GGUFInfo, read_gguf
from desktop.core.models.gguf_header import GGUFError, read_string_array
from desktop.core.models.library import LibraryEntry

# Architecture of the talker -> the family's name.
SPEECH_FAMILIES: Mapping[str, str] = {"qwen3tts": "Qwen3-TTS", "pockettts": "Pocket TTS"}
# What llama-tts takes for --tts-lang with Qwen3-TTS (its codec has one token for each).
QWEN3TTS_LANGUAGES = ("en", "zh", "de", "it", "pt", "es", "ja", "ko", "fr", "ru")
SPEECH_SAMPLE_RATE = 24_000  # both families' decoders
# Projector types whose audio encoder takes a voice sample, not speech to understand.
_SPEAKER_ENCODERS = frozenset({"qwen3tts_spkenc", "pockettts_spkenc"})
# A vocabulary larger than this is no vocabulary (real ones take a few MB).
_MAX_VOCABULARY_BYTES = 64 * 1024 * 1024


class SpeechModelProblem(StrEnum):
    """Why a file cannot speak (or listen) here: a ``SpeechModelError``'s kind, with the
    figures each carries beside it (``file_name`` is the model's unless said)."""

    UNREADABLE = "unreadable"  # ``file_name``, ``reason`` (the system's words)
    PROJECTOR_GIVEN = "projector_given"  # ``file_name``: a projector, not the model
    NEEDS_PYTORCH = "needs_pytorch"  # ``file_name``, ``family``, ``codec``
    NOT_SPEECH_MODEL = "not_speech_model"  # ``file_name``, ``architecture``
    WRONG_PROJECTOR = "wrong_projector"  # ``projector_name``, ``family``, ``generator``
    NO_PROJECTOR = "no_projector"  # ``file_name``: none beside it
    NOT_LISTENING_MODEL = "not_listening_model"  # ``file_name``
    NO_AUDIO_ENCODER = "no_audio_encoder"  # ``projector_name``, ``file_name``
    NO_AUDIO_PROJECTOR = "no_audio_projector"  # ``file_name``: none beside it
    # A request the speech model cannot take (raised by ``SpeechHost``):
    SAMPLE_NOT_FOUND = "sample_not_found"  # ``file_name``: the voice sample's
    NEEDS_SAMPLE = "needs_sample"  # ``family``
    LANGUAGE_NOT_SPOKEN = "language_not_spoken"  # ``family``, ``language``, ``languages``


class SpeechModelError(LlamaDeskError):
    """The file cannot speak (or listen) here; the message says why in one line.
    ``problem`` says the same as a kind (None when made with a message only), with its
    figures as attributes (see ``SpeechModelProblem``)."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: SpeechModelProblem | None = None,
        file_name: str = "",
        projector_name: str = "",
        reason: str = "",
        architecture: str = "",
        family: str = "",
        codec: str = "",
        generator: str = "",
        language: str = "",
        languages: tuple[str, ...] = (),
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.file_name = file_name
        self.projector_name = projector_name
        self.reason = reason
        self.architecture = architecture
        self.family = family
        self.codec = codec
        self.generator = generator
        self.language = language
        self.languages = languages


@dataclass(frozen=True)
class Voice:
    """What a model does with sound, as its header and projector tell."""

    speaks: bool  # a talker llama-tts runs (with its projector)
    listens: bool  # a chat model whose projector takes speech in
    family: str | None  # "Qwen3-TTS", "Pocket TTS"; None when it does not speak
    languages: tuple[str, ...]  # ISO 639-1 codes it speaks; () when unknown
    needs_voice_sample: bool  # Pocket TTS speaks only in the voice of a sample


@dataclass(frozen=True)
class SpeechModel:
    """A talker and its projector, checked to be a pair llama-tts runs."""

    model_path: Path
    projector_path: Path
    family: str
    languages: tuple[str, ...]
    needs_voice_sample: bool
    sample_rate: int = SPEECH_SAMPLE_RATE


@dataclass(frozen=True)
class _PyTorchCodec:
    family: str  # the models people know
    codec: str  # the decoder that needs PyTorch
    tokens: tuple[str, ...]  # all present in the vocabulary: this family


_PYTORCH_CODECS = (
    _PyTorchCodec("Sesame CSM", "Mimi", ("<|AUDIO|>", "<|audio_eos|>")),
    _PyTorchCodec("Spark-TTS", "BiCodec", ("<|bicodec_semantic_0|>", "<|bicodec_global_0|>")),
    _PyTorchCodec("OuteTTS", "DAC", ("<|c1_0|>", "<|c2_0|>")),
)
# Orpheus and its kin: Llama 3's vocabulary, then SNAC's codes as <custom_token_N> from
# id 128256 on (the reference looks at ids 128258 and 128259).
_SNAC = _PyTorchCodec("Orpheus-style", "SNAC", ())
_SNAC_IDS = (128_258, 128_259)
_SNAC_MARK = "<custom_token_"


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _audio_projector_type(projector: GGUFInfo) -> str | None:
    """The projector's audio encoder type ("ultravox", "qwen3tts_spkenc"), if it has one."""
    metadata = projector.metadata
    if metadata.get("clip.has_audio_encoder") is not True:
        return None
    return _text(metadata.get("clip.audio.projector_type")) or _text(
        metadata.get("clip.projector_type")
    )


def _generator_type(projector: GGUFInfo) -> str | None:
    """The projector's audio generator type ("qwen3tts_gen"), if it has one."""
    if projector.metadata.get("clip.has_gen_audio_encoder") is not True:
        return None
    return _text(projector.metadata.get("clip.gen.audio.projector_type")) or "unknown"


def listens(projector: GGUFInfo) -> bool:
    """Whether this projector lets its chat model hear speech."""
    kind = _audio_projector_type(projector)
    return kind is not None and kind not in _SPEAKER_ENCODERS


def voice_of(model: GGUFInfo, projector: GGUFInfo | None = None) -> Voice:
    """What ``model`` (with ``projector``, when it has one) does with sound."""
    family = SPEECH_FAMILIES.get(model.architecture)
    languages: tuple[str, ...] = ()
    if model.architecture == "qwen3tts":
        languages = QWEN3TTS_LANGUAGES
    elif family is not None:
        stated = model.metadata.get("general.languages")
        if isinstance(stated, tuple):
            languages = tuple(str(code) for code in stated)
    return Voice(
        speaks=family is not None,
        listens=projector is not None and family is None and listens(projector),
        family=family,
        languages=languages,
        needs_voice_sample=model.architecture == "pockettts",
    )


def pytorch_codec(path: Path) -> tuple[str, str] | None:
    """(family, codec) when the vocabulary shows a speech model whose sound only PyTorch
    decodes; None otherwise. Reads the header's vocabulary, never the weights."""
    try:
        with path.open("rb") as file:
            found = read_string_array(
                file, path.stat().st_size, path, "tokenizer.ggml.tokens", _MAX_VOCABULARY_BYTES
            )
    except OSError as error:
        reason = str(error.strerror or error)
        raise SpeechModelError(
            f"{path.name} could not be read: {reason}.",
            problem=SpeechModelProblem.UNREADABLE,
            file_name=path.name,
            reason=reason,
        ) from error
    if found is None:
        return None
    count, blob = found
    for codec in _PYTORCH_CODECS:
        if all(_has_token(blob, token) for token in codec.tokens):
            return codec.family, codec.codec
    if count > max(_SNAC_IDS) and all(
        _SNAC_MARK in _token_at(blob, index) for index in _SNAC_IDS
    ):
        return _SNAC.family, _SNAC.codec
    return None


def _has_token(blob: bytes, token: str) -> bool:
    # A whole token, not part of a longer one: its length prefix comes right before it.
    data = token.encode("utf-8")
    return len(data).to_bytes(8, "little") + data in blob


def _token_at(blob: bytes, index: int) -> str:
    position = 0
    for _ in range(index):
        position += 8 + int.from_bytes(blob[position : position + 8], "little")
    length = int.from_bytes(blob[position : position + 8], "little")
    return blob[position + 8 : position + 8 + length].decode("utf-8", errors="replace")


def projectors_beside(model_path: Path) -> list[Path]:
    """Projector files in the model's folder (``mmproj*.gguf`` and ``*-projector.gguf``
    by name, as downloads and our own files call them), nearest name first."""
    folder = model_path.parent
    found = [
        path
        for path in folder.glob("*.gguf")
        if path != model_path
        and ("mmproj" in path.name.lower() or path.stem.lower().endswith("projector"))
    ]
    stem = model_path.stem.lower()
    # The projector named after the model first ("model-projector", "mmproj-model").
    return sorted(found, key=lambda path: (stem not in path.stem.lower(), path.name))


def check_speech_model(model_path: Path, projector_path: Path | None = None) -> SpeechModel:
    """The talker at ``model_path`` and its projector (``projector_path``, or one found
    beside it), checked from their headers. Raises SpeechModelError in one line."""
    info = read_gguf(model_path)
    if info.is_projector:
        raise SpeechModelError(
            f"{model_path.name} is a projector, not a speech model: give the speech model "
            "itself (its projector is found beside it).",
            problem=SpeechModelProblem.PROJECTOR_GIVEN,
            file_name=model_path.name,
        )
    family = SPEECH_FAMILIES.get(info.architecture)
    if family is None:
        codec = pytorch_codec(model_path)
        if codec is not None:
            raise SpeechModelError(
                f"{model_path.name} is a {codec[0]} speech model, whose {codec[1]} audio "
                "decoder needs PyTorch, which LlamaDesk does not use: choose a Qwen3-TTS or "
                "Pocket TTS model.",
                problem=SpeechModelProblem.NEEDS_PYTORCH,
                file_name=model_path.name,
                family=codec[0],
                codec=codec[1],
            )
        raise SpeechModelError(
            f"{model_path.name} is not a speech model (architecture {info.architecture}): "
            "choose a Qwen3-TTS or Pocket TTS model.",
            problem=SpeechModelProblem.NOT_SPEECH_MODEL,
            file_name=model_path.name,
            architecture=info.architecture,
        )
    projector = _speech_projector(model_path, info, projector_path)
    voice = voice_of(info)
    return SpeechModel(
        model_path=model_path,
        projector_path=projector,
        family=family,
        languages=voice.languages,
        needs_voice_sample=voice.needs_voice_sample,
    )


def _projector_candidates(model_path: Path, given: Path | None) -> Iterator[tuple[Path, GGUFInfo]]:
    """The projector given (an unreadable one raises GGUFError), else each readable one
    beside the model, read."""
    candidates = [given] if given is not None else projectors_beside(model_path)
    for candidate in candidates:
        try:
            projector = read_gguf(candidate)
        except GGUFError:
            if given is not None:
                raise
            continue
        yield candidate, projector


def _speech_projector(model_path: Path, info: GGUFInfo, given: Path | None) -> Path:
    wanted = f"{info.architecture}_gen"
    for candidate, projector in _projector_candidates(model_path, given):
        if _generator_type(projector) == wanted:
            return candidate
        if given is not None:
            raise SpeechModelError(
                f"{candidate.name} is not the projector of a {SPEECH_FAMILIES[info.architecture]} "
                f"model (it has no {wanted} audio generator).",
                problem=SpeechModelProblem.WRONG_PROJECTOR,
                projector_name=candidate.name,
                file_name=model_path.name,
                family=SPEECH_FAMILIES[info.architecture],
                generator=wanted,
            )
    raise SpeechModelError(
        f"{model_path.name} needs its projector (the mmproj file with the audio generator), "
        "and none was found beside it: download it into the same folder.",
        problem=SpeechModelProblem.NO_PROJECTOR,
        file_name=model_path.name,
    )


def check_listening_model(model_path: Path, projector_path: Path | None = None) -> Path:
    """The projector that lets the chat model at ``model_path`` hear (``projector_path``,
    or one found beside it). Raises SpeechModelError in one line."""
    info = read_gguf(model_path)
    if info.is_projector or info.architecture in SPEECH_FAMILIES:
        raise SpeechModelError(
            f"{model_path.name} is not a model that listens: give a chat model with an "
            "audio projector (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).",
            problem=SpeechModelProblem.NOT_LISTENING_MODEL,
            file_name=model_path.name,
        )
    for candidate, projector in _projector_candidates(model_path, projector_path):
        if listens(projector):
            return candidate
    if projector_path is not None:
        raise SpeechModelError(
            f"{projector_path.name} has no audio encoder: {model_path.name} cannot hear "
            "through it.",
            problem=SpeechModelProblem.NO_AUDIO_ENCODER,
            projector_name=projector_path.name,
            file_name=model_path.name,
        )
    raise SpeechModelError(
        f"{model_path.name} has no audio projector beside it, so it cannot listen: download "
        "its mmproj file into the same folder, or give it with --projector.",
        problem=SpeechModelProblem.NO_AUDIO_PROJECTOR,
        file_name=model_path.name,
    )


def speech_models_in(entries: Iterable[LibraryEntry]) -> list[Path]:
    """The library's models that speak, in the library's order."""
    return [
        entry.path
        for entry in entries
        if entry.info is not None and entry.info.architecture in SPEECH_FAMILIES
    ]


def listening_models_in(entries: Iterable[LibraryEntry]) -> list[tuple[Path, Path]]:
    """The library's models that listen, each with its audio projector."""
    found = []
    for entry in entries:
        if entry.info is None or entry.projector_path is None:
            continue
        try:
            projector = read_gguf(entry.projector_path)
        except GGUFError:
            continue
        if voice_of(entry.info, projector).listens:
            found.append((entry.path, entry.projector_path))
    return found
