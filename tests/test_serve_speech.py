"""``llamadesk serve --speech-model``: OpenAI's /v1/audio/speech beside llama-server's API on
the same address and key, asked with the real ``openai`` client; and a listening model's
/v1/audio/transcriptions passed through. The real llama-server, the real llama-tts, the
starter model and the tiny voice models of ``tests.support.tiny_voice``."""

from __future__ import annotations

import contextlib
import signal
import time
from pathlib import Path

import httpx
import openai
import pytest

from desktop.core.host.speech_host import max_frames
from desktop.core.host.spoken_text import sentences_to_speak
from desktop.core.runtime.launch import pick_free_port
from desktop.core.runtime.serve_access import new_api_key
from tests.support.serve_process import all_gone, serving
from tests.support.sound_files import tone

pytestmark = pytest.mark.server

TEXT = "Hello there. The lake is north of the village."
RATE = 24_000
SAMPLES_PER_FRAME = 1_920  # 80 ms at 24 kHz: one Qwen3-TTS frame
WAV_HEADER = 44


def _expected_bytes(text: str) -> int:
    # The tiny talker never ends by itself: each sentence takes every frame it may.
    return sum(max_frames(s) for s in sentences_to_speak(text)) * SAMPLES_PER_FRAME * 2


def test_speech_is_served_beside_the_chat_model_on_the_same_address_and_key(
    server_env: dict[str, str], voice: dict[str, Path]
) -> None:
    key = new_api_key()
    args = ["--port", str(pick_free_port()), "--api-key", key, "--ctx", "1024",
            "--speech-model", str(voice["speech"]), "--lang", "en"]  # fmt: skip
    with contextlib.ExitStack() as stack, serving(args, server_env) as served:
        assert served.models.endswith("tiny-qwen3-tts (speech)"), served.models
        client = stack.enter_context(
            openai.OpenAI(base_url=served.url, api_key=key, max_retries=0, timeout=300))

        # The whole sound: a WAV at 24 kHz, 16-bit mono, every sentence in it.
        spoken = client.audio.speech.create(
            model="tiny-speech", voice="alloy", input=TEXT, response_format="wav"
        ).content
        assert spoken[:4] == b"RIFF" and spoken[8:16] == b"WAVEfmt "
        assert int.from_bytes(spoken[24:28], "little") == RATE
        assert int.from_bytes(spoken[22:24], "little") == 1  # mono
        assert int.from_bytes(spoken[34:36], "little") == 16  # bits
        assert len(spoken) - WAV_HEADER == _expected_bytes(TEXT)

        # Streamed as made: the first sentence arrives while the second is being made.
        arrivals: list[tuple[float, int]] = []
        began = time.monotonic()
        with client.audio.speech.with_streaming_response.create(
            model="tiny-speech", voice="alloy", input=TEXT, response_format="pcm"
        ) as response:
            for piece in response.iter_bytes():
                arrivals.append((time.monotonic() - began, len(piece)))
        total = sum(size for _, size in arrivals)
        assert total == _expected_bytes(TEXT)  # pcm: the same samples, no header
        first_sentence = max_frames(sentences_to_speak(TEXT)[0]) * SAMPLES_PER_FRAME * 2
        got_first_at = next(at for at, _ in _running_totals(arrivals) if _ >= first_sentence)
        assert got_first_at < arrivals[-1][0] - 0.05, arrivals

        # The chat model answers through the same address, streamed, with the same key.
        stream = client.chat.completions.create(
            model="any", messages=[{"role": "user", "content": "Say hello."}],
            max_tokens=12, stream=True,
        )  # fmt: skip
        words = "".join(chunk.choices[0].delta.content or "" for chunk in stream if chunk.choices)
        assert words.strip()

        # Without the key (or with another), nothing: speech and chat alike.
        with httpx.Client(trust_env=False, timeout=60) as plain:
            body = {"model": "tts", "voice": "alloy", "input": "Hi."}
            assert plain.post(served.url + "/audio/speech", json=body).status_code == 401
            wrong = {"Authorization": f"Bearer {new_api_key()}"}
            assert plain.post(served.url + "/audio/speech", json=body,
                              headers=wrong).status_code == 401  # fmt: skip
            assert plain.get(served.url + "/models").status_code == 401
        wrong_key_client = stack.enter_context(
            openai.OpenAI(base_url=served.url, api_key="wrong", max_retries=0))
        with pytest.raises(openai.AuthenticationError):
            wrong_key_client.models.list()

        # What is not made here is said in words.
        with pytest.raises(openai.BadRequestError, match="ask for wav or pcm"):
            client.audio.speech.create(model="t", voice="alloy", input="Hi.",
                                       response_format="mp3")  # fmt: skip
        with pytest.raises(openai.BadRequestError, match=r"speed other than 1\.0"):
            client.audio.speech.create(model="t", voice="alloy", input="Hi.",
                                       response_format="wav", speed=1.5)  # fmt: skip

        code, err, servers = served.stop(signal.SIGTERM)
    assert code == 0, err
    assert key not in err
    assert servers and all_gone(servers)


def test_a_listening_model_transcribes_for_other_apps(
    server_env: dict[str, str], voice: dict[str, Path], tmp_path: Path
) -> None:
    key = new_api_key()
    args = ["--port", str(pick_free_port()), "--api-key", key, "--ctx", "4096",
            "--model", str(voice["listening"])]  # fmt: skip
    with contextlib.ExitStack() as stack, serving(args, server_env) as served:
        client = stack.enter_context(
            openai.OpenAI(base_url=served.url, api_key=key, max_retries=0, timeout=300))
        with tone(tmp_path / "tone.wav").open("rb") as sound:
            transcript = client.audio.transcriptions.create(
                model="tiny-listening", file=sound, extra_body={"max_tokens": 8}
            )
        # Random weights say gibberish, but it is text.
        assert isinstance(transcript.text, str) and transcript.text
        with httpx.Client(trust_env=False, timeout=60) as plain:
            refused = plain.post(served.url + "/audio/transcriptions",
                                 files={"file": ("t.wav", b"RIFF", "audio/wav")})  # fmt: skip
        assert refused.status_code == 401
        code, err, servers = served.stop(signal.SIGTERM)
    assert code == 0, err
    assert servers and all_gone(servers)


def _running_totals(arrivals: list[tuple[float, int]]) -> list[tuple[float, int]]:
    totals, so_far = [], 0
    for at, size in arrivals:
        so_far += size
        totals.append((at, so_far))
    return totals
