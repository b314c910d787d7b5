"""Speech models told from their headers: the tiny Qwen3-TTS speaks, the tiny listening
model listens, and speech models whose sound only PyTorch decodes are refused in one
line; the text an answer reads aloud (no thinking, no code), sentence by sentence."""

from __future__ import annotations

from pathlib import Path

import gguf
import pytest

from desktop.core.errors import LlamaDeskError
from desktop.core.host.spoken_text import sentences_to_speak
from desktop.core.models.gguf import read_gguf
from desktop.core.models.gguf_header import GGUFError, read_string_array
from desktop.core.models.speech_models import (
    QWEN3TTS_LANGUAGES,
    SpeechModelError,
    check_listening_model,
    check_speech_model,
    pytorch_codec,
    voice_of,
)


def _vocabulary_model(path: Path, tokens: list[str]) -> Path:
    """A header-only GGUF of a plain language model with this vocabulary (PyPI's gguf
    writes it: the speech families that need PyTorch are ordinary llama/qwen2 files)."""
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_context_length(2048)
    writer.add_block_count(1)
    writer.add_embedding_length(8)
    writer.add_head_count(1)
    writer.add_tokenizer_model("gpt2")
    writer.add_token_list(tokens)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def test_the_tiny_qwen3_tts_speaks_and_its_projector_is_found_beside_it(
    voice: dict[str, Path],
) -> None:
    info = read_gguf(voice["speech"])
    found = voice_of(info)
    assert found.speaks and not found.listens
    assert found.family == "Qwen3-TTS"
    assert found.languages == QWEN3TTS_LANGUAGES
    assert not found.needs_voice_sample
    model = check_speech_model(voice["speech"])
    assert model.projector_path == voice["speech_projector"]
    assert model.sample_rate == 24_000
    # Its projector has an audio encoder too, for a voice sample: that is no listening.
    assert not voice_of(info, read_gguf(voice["speech_projector"])).listens


def test_the_tiny_pocket_tts_speaks_in_the_voice_of_a_sample(voice: dict[str, Path]) -> None:
    found = voice_of(read_gguf(voice["pocket_speech"]))
    assert found.speaks and found.family == "Pocket TTS"
    assert found.needs_voice_sample
    assert found.languages == ()  # the language is the weights' own, and unstated here
    model = check_speech_model(voice["pocket_speech"])
    assert model.projector_path == voice["pocket_projector"]
    assert model.needs_voice_sample
    with pytest.raises(SpeechModelError, match="not the projector"):
        check_speech_model(voice["pocket_speech"], voice["speech_projector"])


def test_the_tiny_listening_model_listens_through_its_projector(voice: dict[str, Path]) -> None:
    info = read_gguf(voice["listening"])
    assert voice_of(info, read_gguf(voice["listening_projector"])).listens
    assert not voice_of(info).listens  # without its projector it only chats
    assert check_listening_model(voice["listening"]) == voice["listening_projector"]
    with pytest.raises(SpeechModelError, match="no audio encoder"):
        check_listening_model(voice["listening"], voice["speech_projector"])
    with pytest.raises(SpeechModelError, match="not a model that listens"):
        check_listening_model(voice["speech"])


def test_a_chat_model_or_a_projector_is_no_speech_model(
    voice: dict[str, Path], starter_model_path: Path
) -> None:
    with pytest.raises(SpeechModelError) as refused:
        check_speech_model(starter_model_path)
    assert "\n" not in refused.value.message
    assert "not a speech model (architecture llama)" in refused.value.message
    with pytest.raises(SpeechModelError, match="is a projector"):
        check_speech_model(voice["speech_projector"])
    with pytest.raises(SpeechModelError, match="not the projector"):
        check_speech_model(voice["speech"], voice["listening_projector"])
    assert pytorch_codec(starter_model_path) is None


@pytest.mark.parametrize(
    ("tokens", "family", "codec"),
    [
        (["<|task_tts|>", "<|bicodec_semantic_0|>", "<|bicodec_global_0|>"], "Spark-TTS",
         "BiCodec"),
        (["<|audio_start|>", "<|c1_0|>", "<|c2_0|>", "<|c1_1|>"], "OuteTTS", "DAC"),
        (["<|AUDIO|>", "<|audio_eos|>"], "Sesame CSM", "Mimi"),
        # Orpheus: Llama 3's 128,256 tokens, then SNAC's codes as <custom_token_N>.
        ([f"t{i}" for i in range(128_256)] + [f"<custom_token_{i}>" for i in range(8)],
         "Orpheus-style", "SNAC"),
    ],
    ids=["spark-tts", "outetts", "csm", "orpheus"],
)  # fmt: skip
def test_speech_models_that_need_pytorch_are_refused_in_one_line(
    tmp_path: Path, tokens: list[str], family: str, codec: str
) -> None:
    model = _vocabulary_model(tmp_path / "speech.gguf", ["<s>", "hello", *tokens])
    assert pytorch_codec(model) == (family, codec)
    with pytest.raises(SpeechModelError) as refused:
        check_speech_model(model)
    message = refused.value.message
    assert "\n" not in message
    assert f"is a {family} speech model" in message and "PyTorch" in message


def test_a_token_is_matched_whole_not_inside_a_longer_one(tmp_path: Path) -> None:
    model = _vocabulary_model(
        tmp_path / "near.gguf", ["x<|bicodec_semantic_0|>", "<|bicodec_global_0|>y", "<|c1_0|>"]
    )
    assert pytorch_codec(model) is None


def test_a_vocabulary_is_read_within_its_bounds(tmp_path: Path) -> None:
    model = _vocabulary_model(tmp_path / "v.gguf", ["<s>", "a", "bb"])
    with model.open("rb") as file:
        found = read_string_array(file, model.stat().st_size, model, "tokenizer.ggml.tokens", 1024)
        assert found is not None
        count, blob = found
        assert count == 3 and blob.endswith((2).to_bytes(8, "little") + b"bb")
        assert read_string_array(file, model.stat().st_size, model, "no.such.key", 1024) is None
        with pytest.raises(GGUFError, match="corrupt file"):
            read_string_array(file, model.stat().st_size, model, "tokenizer.ggml.tokens", 8)
    truncated = tmp_path / "cut.gguf"
    data = model.read_bytes()
    truncated.write_bytes(data[: data.rindex(b"bb") + 1])  # ends inside the last token
    with truncated.open("rb") as file, pytest.raises(GGUFError, match="truncated"):
        read_string_array(file, truncated.stat().st_size, truncated, "tokenizer.ggml.tokens", 1024)


def test_an_answer_is_read_without_thinking_code_or_markdown() -> None:
    answer = (
        "<think>First I should check. Then answer.</think>Hello there! This is **bold** "
        "and a [link](http://example.com). Use `pip` now.\n\n"
        "```python\nprint('never read')\n```\n\n"
        "# Steps\n- one\n- two. Then e.g. three.\n"
        "Dr. Who is 3.5 m tall? \"Quoted.\" 你好。世界！"
    )
    assert sentences_to_speak(answer) == [
        "Hello there!",
        "This is bold and a link.",
        "Use pip now.",
        "Steps",
        "one",
        "two.",
        "Then e.g. three.",
        "Dr. Who is 3.5 m tall?",
        '"Quoted."',
        "你好。",
        "世界！",
    ]
    # Thinking or code still open at the end (the answer is still coming) is left out.
    assert sentences_to_speak("Sure. <think>maybe") == ["Sure."]
    assert sentences_to_speak("Here:\n```\nunfinished code") == ["Here:"]
    assert sentences_to_speak("```\nonly code\n```") == []


def test_a_speech_model_is_not_offered_as_a_chat_model(voice: dict[str, Path]) -> None:
    """Loading one to chat is refused before anything starts, saying where it belongs;
    `llamadesk ask` says the same and fails."""
    from desktop.core.models.load_choice import LoadRequest
    from desktop.core.runtime.loader import read_model
    from tests.support.cli_process import run_cli

    with pytest.raises(LlamaDeskError, match=r"speech model \(Qwen3-TTS\).*Settings → Voice"):
        read_model(LoadRequest(model_path=voice["speech"]))
    asked = run_cli(["ask", "Hello?", "--model", str(voice["speech"])])
    assert asked.returncode != 0
    assert "is a speech model (Qwen3-TTS): it reads answers aloud" in asked.stderr
