"""``llamadesk speak`` and ``llamadesk transcribe``: the voice models from the terminal.

``speak`` reads a text aloud into a WAV file with a speech model (Qwen3-TTS, Pocket TTS)
through llama.cpp's ``llama-tts``, sentence by sentence; playing it needs an audio
library the app does not have yet, so ``-o`` is required for now. ``transcribe`` makes
a recording into text with a listening model (a chat model with an audio projector).
"""

from __future__ import annotations

import argparse
import io
import sys
import time
import wave
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from desktop.cli.arguments import add_command, add_json_flag, add_runtime_option, add_verbose_flag
from desktop.cli.exit_codes import EXIT_BAD_INPUT, EXIT_NOT_FOUND
from desktop.cli.output import fail, print_json
from desktop.core.host.listening_host import AUDIO_SUFFIXES, ListeningHost
from desktop.core.host.speech_host import SpeechHost, SpokenSentence
from desktop.core.host.spoken_text import sentences_to_speak
from desktop.core.models.library import LibraryEntry, scan_library
from desktop.core.models.speech_models import (
    QWEN3TTS_LANGUAGES,
    listening_models_in,
    speech_models_in,
)
from desktop.core.runtime.discovery import Runtime, chosen_runtime_path, find_runtime
from desktop.core.runtime.installed import resolve_runtime
from desktop.core.safe_files import write_atomically
from desktop.core.settings import Settings, SettingsStore
from desktop.core.sound_output import SoundPlayer


def register(commands: Any) -> None:
    speak = add_command(
        commands, "speak", "read a text aloud with a speech model into a WAV file",
        "Read a text aloud with a speech model (Qwen3-TTS, Pocket TTS), sentence by "
        "sentence; code and thinking are skipped.",
    )
    speak.add_argument("text", help="the text to read aloud; '-' reads it from standard input")
    speak.add_argument("--model", type=Path,
                       help="the speech model's .gguf (its projector is found beside it; "
                            "default: the first speech model in the library)")
    speak.add_argument("--projector", type=Path, help="the speech model's projector (mmproj)")
    speak.add_argument("--voice", type=Path, metavar="FILE",
                       help="speak in the voice of this sample (WAV or MP3; Pocket TTS needs one)")
    speak.add_argument("--lang", metavar="L",
                       help=f"language ({', '.join(QWEN3TTS_LANGUAGES)} for Qwen3-TTS)")
    speak.add_argument("-o", "--output", type=Path, metavar="OUT.wav",
                       help="write the speech to this WAV file (without it: play it)")
    add_runtime_option(speak, "the llama.cpp runtime whose llama-tts speaks",
                       "the one loads use")
    add_json_flag(speak)
    add_verbose_flag(speak)
    speak.set_defaults(handler=run_speak)

    transcribe = add_command(
        commands, "transcribe", "write down what is said in a recording",
        "Make a recording (WAV, MP3, FLAC) into text with a listening model: a chat model "
        "with an audio projector (Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).",
    )
    transcribe.add_argument("audio", type=Path, help="the recording")
    transcribe.add_argument("--model", type=Path,
                            help="the listening model's .gguf (default: the first in the library)")
    transcribe.add_argument("--projector", type=Path,
                            help="its audio projector (default: the one beside it)")
    transcribe.add_argument("--lang", metavar="L", help="the language spoken, if known")
    transcribe.add_argument("--max-tokens", type=int, help="longest transcript, in tokens")
    add_runtime_option(transcribe, "the llama.cpp runtime that listens", "the one loads use")
    add_json_flag(transcribe)
    add_verbose_flag(transcribe)
    transcribe.set_defaults(handler=run_transcribe)


def _runtime(args: argparse.Namespace, settings: Settings) -> Runtime:
    # A wrong --runtime names the ones there are (exit 3), before anything runs.
    if args.runtime:
        return resolve_runtime(args.runtime, settings)
    return find_runtime(chosen_runtime_path(settings))


def _chosen_model(
    args: argparse.Namespace, settings: Settings, kind: str, hint: str,
    in_library: Callable[[list[LibraryEntry]], Sequence[tuple[Path, Path | None]]],
) -> tuple[Path, Path | None] | None:
    """The model given with --model (and --projector), else the library's first of its
    kind with its projector; None once the failure is said (exit EXIT_NOT_FOUND)."""
    model: Path | None = args.model
    if model is not None:
        if not model.is_file():
            fail(f"The {kind} model {model} was not found.", code=EXIT_NOT_FOUND)
            return None
        return model, args.projector
    found = in_library(scan_library(settings=settings, include_starter=False))
    if not found:
        fail(
            f"No {kind} model was found in the library: give one with --model PATH ({hint}).",
            code=EXIT_NOT_FOUND,
        )
        return None
    return found[0]


def run_speak(args: argparse.Namespace) -> int:
    text = sys.stdin.read() if args.text == "-" else args.text
    if not sentences_to_speak(text):
        return fail("There is nothing to read aloud in that text.", code=EXIT_BAD_INPUT)
    settings = SettingsStore().load()
    runtime = _runtime(args, settings)
    chosen = _chosen_model(
        args, settings, "speech", "a Qwen3-TTS or Pocket TTS .gguf with its mmproj beside it",
        lambda entries: [(path, args.projector) for path in speech_models_in(entries)],
    )
    if chosen is None:
        return EXIT_NOT_FOUND
    host = SpeechHost(lambda: runtime)
    speech = host.load(*chosen)
    if not args.json:
        print(f"Speaking with {speech.model_path.name} ({speech.family})...",
              file=sys.stderr, flush=True)
    spoken: list[SpokenSentence] = []
    player: SoundPlayer | None = None
    began = time.monotonic()
    try:
        for sentence in host.speak(text, voice=args.voice, language=args.lang):
            spoken.append(sentence)
            if args.output is None:
                # The first sentence plays while the next ones are made.
                if player is None:
                    player = SoundPlayer(sentence.sample_rate)
                player.play(sentence.wav)
            if not args.json:
                print(f"  {sentence.index + 1}: {sentence.seconds:.1f} s of speech made in "
                      f"{sentence.made_in:.1f} s", file=sys.stderr, flush=True)
        if player is not None:
            player.wait()
    except KeyboardInterrupt:
        if player is not None:
            player.stop()  # silent at once
        raise
    finally:
        host.shut_down()
        if player is not None:
            player.close()
    if args.output is None:
        return _played(args, speech.model_path, spoken, player, began)
    _write_wav(args.output, spoken)
    seconds = sum(sentence.seconds for sentence in spoken)
    made_in = sum(sentence.made_in for sentence in spoken)
    if args.json:
        print_json({
            "output": str(args.output),
            "model": str(speech.model_path),
            "sample_rate": spoken[0].sample_rate,
            "seconds": round(seconds, 3),
            "made_in": round(made_in, 3),
            "sentences": [
                {"text": s.text, "seconds": round(s.seconds, 3), "made_in": round(s.made_in, 3)}
                for s in spoken
            ],
        })
    else:
        print(f"Wrote {args.output}: {len(spoken)} sentence(s), {seconds:.1f} s of speech, "
              f"made in {made_in:.1f} s.")
    return 0


def _played(args: argparse.Namespace, model: Path, spoken: list[SpokenSentence],
            player: SoundPlayer | None, began: float) -> int:
    seconds = sum(sentence.seconds for sentence in spoken)
    first = (player.first_sound_at - began
             if player is not None and player.first_sound_at is not None else None)
    if args.json:
        print_json({"played": True, "model": str(model), "seconds": round(seconds, 3),
                    "first_sound_after": round(first, 3) if first is not None else None,
                    "sentences": [{"text": s.text, "seconds": round(s.seconds, 3),
                                   "made_in": round(s.made_in, 3)} for s in spoken]})
    else:
        print(f"Played {len(spoken)} sentence(s), {seconds:.1f} s of speech"
              + (f"; the first was heard after {first:.1f} s." if first is not None else "."))
    return 0


def _write_wav(path: Path, spoken: list[SpokenSentence]) -> None:
    """All sentences in one WAV, in order (llama-tts writes 16-bit mono PCM)."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(spoken[0].sample_rate)
        for sentence in spoken:
            with wave.open(io.BytesIO(sentence.wav), "rb") as part:
                out.writeframes(part.readframes(part.getnframes()))
    write_atomically(path, buffer.getvalue())


def run_transcribe(args: argparse.Namespace) -> int:
    audio: Path = args.audio
    if not audio.is_file():
        return fail(f"The recording {audio} was not found.", code=EXIT_NOT_FOUND)
    if audio.suffix.lower() not in AUDIO_SUFFIXES:
        return fail(f"{audio.name} is not a WAV, MP3 or FLAC file.", code=EXIT_BAD_INPUT)
    if args.max_tokens is not None and args.max_tokens < 1:
        return fail("--max-tokens must be 1 or more.", code=EXIT_BAD_INPUT)
    settings = SettingsStore().load()
    runtime = _runtime(args, settings)
    chosen = _chosen_model(
        args, settings, "listening",
        "a chat model with an audio projector, such as Voxtral or Ultravox", listening_models_in,
    )
    if chosen is None:
        return EXIT_NOT_FOUND
    model, projector = chosen
    host = ListeningHost(lambda: runtime)
    try:
        if not args.json:
            print(f"Loading {model.name}...", file=sys.stderr, flush=True)
        host.start(model, projector)
        transcript = host.transcribe(audio, language=args.lang, max_tokens=args.max_tokens)
    finally:
        host.shut_down()
    if args.json:
        print_json({
            "text": transcript.text,
            "model": str(model),
            "seconds": round(transcript.seconds, 3),
        })
    else:
        print(transcript.text)
    return 0
