"""``llamadesk speak`` and ``llamadesk transcribe`` as a user runs them: real processes,
the real llama-tts and llama-server, the tiny voice models; their exit codes."""

from __future__ import annotations

import json
import wave
from pathlib import Path

import gguf
import pytest

from desktop.cli.exit_codes import EXIT_BAD_INPUT, EXIT_NOT_FOUND
from desktop.core.host.speech_host import max_frames
from desktop.core.sound_output import SOUND_OUTPUT_ENV, SoundOutputError, SoundPlayer
from tests.support.cli_process import run_cli
from tests.support.tiny_voice import (
    QWEN3TTS_SAMPLE_RATE,
    QWEN3TTS_SAMPLES_PER_FRAME,
)

pytestmark = pytest.mark.server


def test_speak_writes_one_wav_of_every_sentence(
    voice: dict[str, Path], server_env: dict[str, str], tmp_path: Path
) -> None:
    out = tmp_path / "speech.wav"
    done = run_cli(
        ["speak", "Hi there. Bye!", "--model", str(voice["speech"]), "-o", str(out), "--json"],
        env_extra=server_env,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["output"] == str(out)
    assert report["sample_rate"] == QWEN3TTS_SAMPLE_RATE
    assert [sentence["text"] for sentence in report["sentences"]] == ["Hi there.", "Bye!"]
    frames = max_frames("Hi there.") + max_frames("Bye!")
    with wave.open(str(out), "rb") as sound:
        assert sound.getframerate() == QWEN3TTS_SAMPLE_RATE
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
        assert sound.getnframes() == frames * QWEN3TTS_SAMPLES_PER_FRAME
    assert report["seconds"] == pytest.approx(frames * 0.08, abs=0.01)


def test_speak_with_pocket_tts_needs_a_voice_sample(
    voice: dict[str, Path], server_env: dict[str, str], tmp_path: Path
) -> None:
    out = tmp_path / "pocket.wav"
    model = ["--model", str(voice["pocket_speech"])]
    refused = run_cli(["speak", "Hello there.", *model, "-o", str(out)], env_extra=server_env)
    assert refused.returncode == EXIT_BAD_INPUT
    assert "only in the voice of a sample" in refused.stderr
    done = run_cli(["speak", "Hello there.", *model, "--voice", str(voice["pocket_voice"]),
                    "-o", str(out)], env_extra=server_env)
    assert done.returncode == 0, done.stderr
    with wave.open(str(out), "rb") as sound:
        assert sound.getframerate() == QWEN3TTS_SAMPLE_RATE
        assert sound.getnframes() > 0


def test_speak_without_a_file_plays_it_sentence_by_sentence(
    voice: dict[str, Path], server_env: dict[str, str]
) -> None:
    """Played through miniaudio's null device (real time, heard by nobody); the first
    sentence is heard before the last is made."""
    text = "Hello there. This is the second sentence. And a third one."
    done = run_cli(["speak", text, "--model", str(voice["speech"]), "--json"],
                   env_extra={**server_env, SOUND_OUTPUT_ENV: "null"})
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["played"] is True and len(report["sentences"]) == 3
    made = [sentence["made_in"] for sentence in report["sentences"]]
    assert report["first_sound_after"] < sum(made)  # playing began before all were made


def test_speak_through_this_computers_own_sound_device_or_says_it_has_none(
    voice: dict[str, Path], server_env: dict[str, str]
) -> None:
    """The real device miniaudio finds here; the test machine has no sound card, where
    the answer must be one plain line, not a crash."""
    try:
        SoundPlayer(QWEN3TTS_SAMPLE_RATE).close()
        has_device = True
    except SoundOutputError:
        has_device = False
    done = run_cli(["speak", "Hello.", "--model", str(voice["speech"])],
                   env_extra={**server_env, SOUND_OUTPUT_ENV: ""})
    assert "Traceback" not in done.stderr
    if has_device:
        assert done.returncode == 0 and "Played 1 sentence(s)" in done.stdout, done.stderr
    else:
        assert done.returncode == EXIT_BAD_INPUT
        assert "No sound can be played: this computer has no speakers" in done.stderr

def test_speak_refuses_what_it_cannot_say(
    voice: dict[str, Path], server_env: dict[str, str], tmp_path: Path
) -> None:
    out = str(tmp_path / "x.wav")
    spark = tmp_path / "spark-tts.gguf"
    writer = gguf.GGUFWriter(str(spark), "qwen2")
    writer.add_block_count(1)
    writer.add_tokenizer_model("gpt2")
    writer.add_token_list(["<s>", "<|bicodec_semantic_0|>", "<|bicodec_global_0|>"])
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    refused = run_cli(["speak", "Hello.", "--model", str(spark), "-o", out], env_extra=server_env)
    assert refused.returncode == EXIT_BAD_INPUT
    lines = refused.stderr.strip().splitlines()
    assert len(lines) == 1, refused.stderr
    assert "Spark-TTS speech model" in lines[0] and "PyTorch" in lines[0]

    missing = run_cli(["speak", "Hello.", "--model", str(tmp_path / "none.gguf"), "-o", out],
                      env_extra=server_env)
    assert missing.returncode == EXIT_NOT_FOUND
    nothing = run_cli(["speak", "```\ncode only\n```", "--model", str(voice["speech"]), "-o", out],
                      env_extra=server_env)
    assert nothing.returncode == EXIT_BAD_INPUT
    assert "nothing to read aloud" in nothing.stderr
    language = run_cli(["speak", "Hi.", "--model", str(voice["speech"]), "--lang", "xx", "-o", out],
                       env_extra=server_env)
    assert language.returncode == EXIT_BAD_INPUT
    assert "does not speak 'xx'" in language.stderr
    no_model = run_cli(["speak", "Hello.", "-o", out], env_extra=server_env)
    assert no_model.returncode == EXIT_NOT_FOUND
    assert "No speech model was found" in no_model.stderr
    assert not Path(out).exists()


def test_transcribe_prints_the_text_and_its_json(
    voice: dict[str, Path], server_env: dict[str, str], tmp_path: Path
) -> None:
    speech = tmp_path / "speech.wav"
    made = run_cli(["speak", "Hello.", "--model", str(voice["speech"]), "-o", str(speech)],
                   env_extra=server_env)
    assert made.returncode == 0, made.stderr
    done = run_cli(
        ["transcribe", str(speech), "--model", str(voice["listening"]), "--max-tokens", "6",
         "--json"],
        env_extra=server_env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert isinstance(report["text"], str) and report["text"]
    assert report["model"] == str(voice["listening"])
    plain = run_cli(
        ["transcribe", str(speech), "--model", str(voice["listening"]),
         "--projector", str(voice["listening_projector"]), "--max-tokens", "6"],
        env_extra=server_env,
    )  # fmt: skip
    assert plain.returncode == 0, plain.stderr
    assert plain.stdout.strip() == report["text"].strip()


def test_transcribe_exit_codes(
    voice: dict[str, Path], server_env: dict[str, str], tmp_path: Path
) -> None:
    missing = run_cli(["transcribe", str(tmp_path / "none.wav"), "--model",
                       str(voice["listening"])], env_extra=server_env)
    assert missing.returncode == EXIT_NOT_FOUND
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    wrong = run_cli(["transcribe", str(text), "--model", str(voice["listening"])],
                    env_extra=server_env)
    assert wrong.returncode == EXIT_BAD_INPUT
    speech = tmp_path / "a.wav"
    speech.write_bytes(b"")
    not_listening = run_cli(["transcribe", str(speech), "--model", str(voice["speech"])],
                            env_extra=server_env)
    assert not_listening.returncode == EXIT_BAD_INPUT
    assert "not a model that listens" in not_listening.stderr
    no_model = run_cli(["transcribe", str(speech)], env_extra=server_env)
    assert no_model.returncode == EXIT_NOT_FOUND
    assert "No listening model was found" in no_model.stderr
