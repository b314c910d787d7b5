"""Tiny random-weight voice models that the real ``llama-tts`` and llama-server load.

    python -m tests.support.tiny_voice OUTDIR

writes a Qwen3-TTS speech model with its projector (speaker encoder, code predictor and
wave decoder), a Pocket TTS speech model with its projector (Mimi encoder, flow net,
Mimi decoder) and the voice sample it needs, and a listening model (a small chat model
with an Ultravox audio projector), then prints their paths as JSON: ``speech``,
``speech_projector``, ``pocket_speech``, ``pocket_projector``, ``pocket_voice``,
``listening``, ``listening_projector``.

They are written with the pinned llama.cpp source's own gguf-py, which knows the speech
architectures and the ``a.*`` / ``mm.a.*`` audio tensor names that PyPI's gguf lacks.
That package is also called ``gguf``, so it is imported only in a process of its own
(this module run as a script), never beside the installed one.

The weights are random, so the voice is noise and the transcript gibberish, but every
stage llama.cpp runs for a real model runs for these: the tokenizer and its special
tokens, the talker, the code predictor's 15 codebooks, the wave decoder's transformer,
upsampling and DAC stages (so a frame is exactly 1,920 samples at 24 kHz, as with the
real Qwen3-TTS), the Whisper-style encoder and the projector.

Two choices make them predictable where real models are not: neither speech model can
end by itself (the Qwen3-TTS end-of-speech code is among the suppressed tokens; the
Pocket TTS end-of-speech head always scores under llama.cpp's threshold), so they speak
as many frames as ``-n`` (and, for Pocket TTS, its per-chunk budget) allow; and the
listening model's answer is bounded by the request's ``max_tokens``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from desktop.core import paths
from desktop.core.runtime.build_source import PINNED_SDIST

# Taken at import, before the tests' autouse fixture points the app folders elsewhere.
SDIST_GGUF_PY = paths.cache_dir() / "src" / PINNED_SDIST.folder_name / "llama.cpp" / "gguf-py"
GGUF_PY_ENV = "LLAMADESK_SDIST_GGUF_PY"

# Qwen3-TTS: what llama.cpp hard-codes for it (clip.cpp, llama-model.cpp).
QWEN3TTS_SAMPLE_RATE = 24000
QWEN3TTS_SAMPLES_PER_FRAME = 1920  # 2 x 2 upsampling, then the DAC's 8 x 5 x 4 x 3
_CODEC_VOCAB = 3072  # the talker's output head (n_vocab_out)
_CODEBOOK_SIZE = 2048  # codes each of the 16 codebooks can take
_ACOUSTIC_CODEBOOKS = 15
_WAV_TFM_LAYERS = 8
_WAV_TFM_HEADS = 16
_DAC_STRIDES = (8, 5, 4, 3)
# The codec's special rows, as in Qwen3-TTS's talker_config (values past the 2,048 codes).
_CODEC_SPECIALS = {
    "codec_pad": 2148,
    "codec_bos": 2149,
    "codec_eos_token": 2150,
    "codec_think": 2154,
    "codec_nothink": 2155,
    "codec_think_bos": 2156,
    "codec_think_eos": 2157,
}
_CODEC_LANGUAGES = {
    "english": 2050,
    "german": 2053,
    "spanish": 2054,
    "chinese": 2055,
    "japanese": 2058,
    "french": 2061,
    "korean": 2064,
    "russian": 2069,
    "italian": 2070,
    "portuguese": 2071,
}
_TEXT_SPECIALS = (
    "<|endoftext|>",
    "<|im_start|>",
    "<|im_end|>",
    "<tts_pad>",
    "<tts_text_bos>",
    "<tts_text_eod>",
)
# Words the byte-level tokenizer keeps whole: the pipeline slices its prompt by position
# around the one token "assistant".
_WORDS = ("assistant", "user", "system", "hello", "there", "the")

CHATML_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{% if message['content'] is string %}{{ message['content'] }}"
    "{% else %}{% for part in message['content'] %}"
    "{% if part['type'] == 'text' %}{{ part['text'] }}{% endif %}"
    "{% endfor %}{% endif %}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def write_tiny_voice_models(outdir: Path) -> dict[str, Path]:
    """Write the tiny voice models into ``outdir`` (in a process of its own, for the
    sdist's gguf-py) and return their paths by role."""
    env = {**os.environ, GGUF_PY_ENV: str(SDIST_GGUF_PY)}
    completed = subprocess.run(
        [sys.executable, "-m", "tests.support.tiny_voice", str(outdir)],
        capture_output=True,
        text=True,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        check=False,
        timeout=300,
    )
    if completed.returncode != 0:
        raise RuntimeError(f"tiny_voice failed:\n{completed.stderr[-4000:]}")
    found: dict[str, str] = json.loads(completed.stdout)
    return {role: Path(path) for role, path in found.items()}


# --- everything below runs only in the script's own process --------------------------


def _import_sdist_gguf() -> Any:
    if "gguf" in sys.modules:
        raise RuntimeError("another gguf package was imported first")
    folder = Path(os.environ.get(GGUF_PY_ENV) or SDIST_GGUF_PY)
    if not (folder / "gguf" / "__init__.py").is_file():
        raise RuntimeError(
            f"The pinned llama.cpp source's gguf-py is not at {folder}: "
            "run `llamadesk runtime install` once to unpack it."
        )
    sys.path.insert(0, str(folder))
    import gguf  # the sdist's own, first on the path

    if not hasattr(gguf.MODEL_ARCH, "QWEN3TTS"):
        raise RuntimeError(f"{gguf.__file__} does not know Qwen3-TTS")
    return gguf


class _Tensors:
    """Random tensors, given in numpy's order (outermost first, the reverse of ggml's)."""

    def __init__(self, writer: Any, seed: int) -> None:
        import numpy as np

        self.np = np
        self.writer = writer
        self.rng = np.random.default_rng(seed)

    def random(self, name: str, *shape: int, scale: float = 0.02, f16: bool = False) -> None:
        values = self.rng.standard_normal(shape).astype(self.np.float32) * scale
        self.writer.add_tensor(name, values.astype(self.np.float16) if f16 else values)

    def filled(self, name: str, *shape: int, value: float = 1.0) -> None:
        self.writer.add_tensor(name, self.np.full(shape, value, dtype=self.np.float32))

    def array(self, name: str, values: Any) -> None:
        self.writer.add_tensor(name, values)


def _byte_tokens() -> list[str]:
    """GPT-2's byte-level alphabet: every byte as one printable character."""
    printable = [*range(ord("!"), ord("~") + 1), *range(0xA1, 0xAC + 1), *range(0xAE, 0xFF + 1)]
    chars = {byte: chr(byte) for byte in printable}
    extra = 0
    for byte in range(256):
        if byte not in chars:
            chars[byte] = chr(256 + extra)
            extra += 1
    return [chars[byte] for byte in range(256)]


def _bpe_vocab() -> tuple[list[str], list[str]]:
    """Byte tokens, then merges that join each of _WORDS into one token."""
    tokens = _byte_tokens()
    merges: list[str] = []
    known = set(tokens)
    for word in _WORDS:
        for text in (word, "Ġ" + word):
            joined = text[0]
            for char in text[1:]:
                merges.append(f"{joined} {char}")
                joined += char
                if joined not in known:
                    tokens.append(joined)
                    known.add(joined)
    return tokens, list(dict.fromkeys(merges))


def _vocab(gguf: Any, specials: tuple[str, ...]) -> tuple[list[str], list[Any], list[str]]:
    """The byte-level vocabulary with ``specials`` after it as control tokens: the tokens,
    their types and the merges."""
    tokens, merges = _bpe_vocab()
    types = [gguf.TokenType.NORMAL] * len(tokens) + [gguf.TokenType.CONTROL] * len(specials)
    return tokens + list(specials), types, merges


def _text_model_writer(
    gguf: Any,
    path: Path,
    arch: str,
    name: str,
    n_embd: int,
    n_layer: int,
    n_ff: int,
    n_head: int,
    n_head_kv: int,
) -> Any:
    """A writer with the keys every one of these text backbones starts with."""
    writer = gguf.GGUFWriter(str(path), arch)
    writer.add_name(name)
    writer.add_context_length(4096)
    writer.add_embedding_length(n_embd)
    writer.add_block_count(n_layer)
    writer.add_feed_forward_length(n_ff)
    writer.add_head_count(n_head)
    writer.add_head_count_kv(n_head_kv)
    return writer


def _add_tokenizer(
    gguf: Any, writer: Any, tokens: list[str], types: list[Any], merges: list[str]
) -> None:
    """The file type and the byte-level (GPT-2 style, Qwen2 pre-tokenizer) vocabulary."""
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre("qwen2")
    writer.add_token_list(tokens)
    writer.add_token_types(types)
    writer.add_token_merges(merges)


def _projector_writer(gguf: Any, path: Path, model: str, encoder: str, n_embd: int) -> Any:
    """The projector of ``model``, whose audio encoder (``encoder``, a VisionProjectorType
    name) ends in rows ``n_embd`` wide."""
    writer = gguf.GGUFWriter(str(path), "clip")
    writer.add_name(f"tiny random {model} projector")
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    writer.add_clip_has_audio_encoder(True)
    writer.add_clip_audio_projector_type(getattr(gguf.VisionProjectorType, encoder))
    writer.add_audio_projection_dim(n_embd)
    return writer


def _add_generator(
    writer: Any, generator_type: Any, n_embd: int, width: int, n_ff: int, n_layer: int, n_head: int
) -> None:
    """The keys of a projector's audio generator (``generator_type``)."""
    writer.add_clip_has_gen_audio_encoder(True)
    writer.add_clip_gen_audio_projector_type(generator_type)
    writer.add_gen_audio_projection_dim(n_embd)
    writer.add_gen_audio_embedding_length(width)
    writer.add_gen_audio_feed_forward_length(n_ff)
    writer.add_gen_audio_block_count(n_layer)
    writer.add_gen_audio_head_count(n_head)


def _embeddings(t: _Tensors, n_vocab: int, n_embd: int, n_out: int | None) -> None:
    """The token table, the final norm and (``n_out`` rows) the output head."""
    t.random("token_embd.weight", n_vocab, n_embd, scale=0.5)
    t.filled("output_norm.weight", n_embd)
    if n_out is not None:
        t.random("output.weight", n_out, n_embd, scale=0.5)


def _attention_block(
    t: _Tensors,
    block: str,
    n_embd: int,
    n_head: int,
    n_head_kv: int,
    head_dim: int,
    n_ff: int,
    *,
    names: tuple[str, str, str] = ("attn_norm", "attn_output", "ffn_norm"),
    qk_norm: bool,
) -> None:
    """One transformer layer: pre-norm attention (Q/K norms with ``qk_norm``), then a
    SwiGLU feed-forward; ``names`` are the attention norm, output and feed-forward norm."""
    attn_norm, attn_out, ffn_norm = names
    t.filled(f"{block}.{attn_norm}.weight", n_embd)
    t.random(f"{block}.attn_q.weight", n_head * head_dim, n_embd)
    t.random(f"{block}.attn_k.weight", n_head_kv * head_dim, n_embd)
    t.random(f"{block}.attn_v.weight", n_head_kv * head_dim, n_embd)
    t.random(f"{block}.{attn_out}.weight", n_embd, n_head * head_dim)
    if qk_norm:
        t.filled(f"{block}.attn_q_norm.weight", head_dim)
        t.filled(f"{block}.attn_k_norm.weight", head_dim)
    t.filled(f"{block}.{ffn_norm}.weight", n_embd)
    t.random(f"{block}.ffn_gate.weight", n_ff, n_embd)
    t.random(f"{block}.ffn_up.weight", n_ff, n_embd)
    t.random(f"{block}.ffn_down.weight", n_embd, n_ff)


def _write_qwen3tts(gguf: Any, outdir: Path) -> tuple[Path, Path]:
    text_tokens, text_types, merges = _vocab(gguf, _TEXT_SPECIALS)
    n_text = len(text_tokens)
    codec_names = [f"<|codec_{i}|>" for i in range(_CODEC_VOCAB)]
    for name, row in _CODEC_SPECIALS.items():
        codec_names[row] = f"<|{name}|>"
    for language, row in _CODEC_LANGUAGES.items():
        codec_names[row] = f"<|codec_language_{language}|>"
    tokens = text_tokens + codec_names
    types = text_types + [gguf.TokenType.CONTROL] * _CODEC_VOCAB
    n_vocab = len(tokens)
    codec_eos = n_text + _CODEC_SPECIALS["codec_eos_token"]

    n_embd, n_head, n_head_kv, head_dim, n_ff, n_layer = 64, 2, 1, 32, 128, 2
    model_path = outdir / "tiny-qwen3-tts.gguf"
    writer = _text_model_writer(
        gguf,
        model_path,
        "qwen3tts",
        "tiny random Qwen3-TTS",
        n_embd,
        n_layer,
        n_ff,
        n_head,
        n_head_kv,
    )
    writer.add_key_length(head_dim)
    writer.add_value_length(head_dim)
    writer.add_rope_freq_base(1_000_000.0)
    writer.add_rope_dimension_sections([6, 5, 5, 0])  # interleaved mrope, sums to head_dim / 2
    writer.add_layer_norm_rms_eps(1e-6)
    _add_tokenizer(gguf, writer, tokens, types, merges)
    writer.add_eos_token_id(codec_eos)
    writer.add_add_bos_token(False)
    writer.add_add_eos_token(False)
    # Only the 2,048 codes may be sampled: the codec's specials never, and (unlike the real
    # model, which keeps its end-of-speech code) neither may the end, so -n sets the length.
    writer.add_suppress_tokens(list(range(n_text + _CODEBOOK_SIZE, n_vocab)))

    t = _Tensors(writer, seed=28)
    _embeddings(t, n_vocab, n_embd, _CODEC_VOCAB)
    for layer in range(n_layer):
        _attention_block(t, f"blk.{layer}", n_embd, n_head, n_head_kv, head_dim, n_ff, qk_norm=True)
    _finish(writer)

    projector_path = outdir / "tiny-qwen3-tts-projector.gguf"
    _write_qwen3tts_projector(gguf, projector_path, n_embd)
    return model_path, projector_path


def _write_qwen3tts_projector(gguf: Any, path: Path, n_embd: int) -> None:
    """The speaker encoder (a voice from a sample), the code predictor (codebooks 1-15)
    and the wave decoder (codes to 24 kHz PCM). llama.cpp loads no projector without an
    encoder, so the speaker encoder is there even when no voice is given."""
    n_head, head_dim, n_ff, n_layer = 2, 32, 128, 1
    writer = _projector_writer(gguf, path, "Qwen3-TTS", "QWEN3TTS_SPKENC", n_embd)
    writer.add_audio_num_mel_bins(128)
    writer.add_audio_block_count(3)
    # The ECAPA-TDNN encoder has no attention: these only satisfy the loader.
    writer.add_audio_embedding_length(48)
    writer.add_audio_head_count(1)
    writer.add_audio_feed_forward_length(48)
    writer.add_audio_attention_layernorm_eps(1e-5)
    _add_generator(
        writer,
        gguf.VisionProjectorType.QWEN3TTS_GEN,
        n_embd,
        n_embd,
        n_ff,
        n_layer,
        n_head,
    )
    writer.add_gen_audio_head_count_kv(n_head)
    writer.add_gen_audio_attention_layernorm_eps(1e-6)

    t = _Tensors(writer, seed=29)
    _speaker_encoder(t, n_embd)
    # Code predictor: the talker and the predictor share the hidden size, so no proj_in.
    t.random("a.gen.code.out_embd.weight", _CODEC_VOCAB, n_embd, scale=0.5)
    t.random("a.gen.code.embd.weight", _ACOUSTIC_CODEBOOKS, _CODEBOOK_SIZE, n_embd, f16=True)
    t.random("a.gen.code.head.weight", _ACOUSTIC_CODEBOOKS, _CODEBOOK_SIZE, n_embd, scale=0.5)
    t.filled("a.gen.code.output_norm.weight", n_embd)
    for layer in range(n_layer):
        _attention_block(
            t,
            f"a.gen.code.blk.{layer}",
            n_embd,
            n_head,
            n_head,
            head_dim,
            n_ff,
            names=("ln1", "attn_out", "ln2"),
            qk_norm=True,
        )

    # Wave decoder, every width shrunk (llama.cpp reads widths from the tensors and only the
    # layer and head counts from its own constants).
    quant, hidden, latent, tfm, tfm_ff = 8, 32, 32, 64, 64
    wav = "a.gen.wav"
    t.random(f"{wav}.quant.first.codebook.weight", _CODEBOOK_SIZE, quant, scale=0.1)
    t.random(f"{wav}.quant.first.in_proj.weight", quant, hidden)
    t.random(f"{wav}.quant.first.out_proj.weight", hidden, quant, scale=0.3)
    t.random(
        f"{wav}.quant.rest.codebook.weight", _ACOUSTIC_CODEBOOKS, _CODEBOOK_SIZE, quant, scale=0.1
    )
    t.random(f"{wav}.quant.rest.in_proj.weight", quant, hidden)
    t.random(f"{wav}.quant.rest.out_proj.weight", hidden, quant, scale=0.3)
    t.random(f"{wav}.pre_conv.weight", latent, hidden, 3, scale=0.2, f16=True)
    t.random(f"{wav}.pre_conv.bias", latent)
    t.random(f"{wav}.tfm.in_proj.weight", tfm, latent, scale=0.2)
    t.random(f"{wav}.tfm.in_proj.bias", tfm)
    t.random(f"{wav}.tfm.out_proj.weight", latent, tfm, scale=0.2)
    t.random(f"{wav}.tfm.out_proj.bias", latent)
    t.filled(f"{wav}.tfm.output_norm.weight", tfm)
    tfm_head_dim = tfm // _WAV_TFM_HEADS
    for layer in range(_WAV_TFM_LAYERS):
        block = f"{wav}.tfm.blk.{layer}"
        t.filled(f"{block}.ln1.weight", tfm)
        t.filled(f"{block}.ln2.weight", tfm)
        t.random(f"{block}.attn_q.weight", _WAV_TFM_HEADS * tfm_head_dim, tfm)
        t.random(f"{block}.attn_k.weight", _WAV_TFM_HEADS * tfm_head_dim, tfm)
        t.random(f"{block}.attn_v.weight", _WAV_TFM_HEADS * tfm_head_dim, tfm)
        t.random(f"{block}.attn_out.weight", tfm, _WAV_TFM_HEADS * tfm_head_dim)
        t.filled(f"{block}.ls1.weight", tfm, value=0.1)
        t.filled(f"{block}.ls2.weight", tfm, value=0.1)
        t.random(f"{block}.ffn_gate.weight", tfm_ff, tfm)
        t.random(f"{block}.ffn_up.weight", tfm_ff, tfm)
        t.random(f"{block}.ffn_down.weight", tfm, tfm_ff, scale=0.02)
    for block_id in range(2):
        block = f"{wav}.up.blk.{block_id}"
        # ConvTranspose1d kernels stay F32 (llama.cpp has no F16 path for them here).
        t.random(f"{block}.conv.weight", latent, latent, 2, scale=0.2)
        t.random(f"{block}.conv.bias", latent)
        t.random(f"{block}.dwconv.weight", latent, 1, 7, scale=0.2, f16=True)
        t.random(f"{block}.dwconv.bias", latent)
        t.filled(f"{block}.norm.weight", latent)
        t.filled(f"{block}.norm.bias", latent, value=0.0)
        t.random(f"{block}.pw1.weight", 4 * latent, latent, scale=0.2)
        t.random(f"{block}.pw1.bias", 4 * latent)
        t.random(f"{block}.pw2.weight", latent, 4 * latent, scale=0.2)
        t.random(f"{block}.pw2.bias", latent)
        t.filled(f"{block}.gamma", latent, value=0.1)
    widths = (16, 8, 8, 4, 4)
    t.random(f"{wav}.dac.entry.weight", widths[0], latent, 7, scale=0.2, f16=True)
    t.random(f"{wav}.dac.entry.bias", widths[0])
    for block_id, stride in enumerate(_DAC_STRIDES):
        block = f"{wav}.dac.blk.{block_id}"
        width_in, width_out = widths[block_id], widths[block_id + 1]
        t.filled(f"{block}.snake.alpha", width_in)
        t.filled(f"{block}.snake.beta", width_in)
        t.random(f"{block}.conv.weight", width_in, width_out, 2 * stride, scale=0.05)
        t.random(f"{block}.conv.bias", width_out)
        for unit in range(3):
            res = f"{block}.res.{unit}"
            t.filled(f"{res}.act1.alpha", width_out)
            t.filled(f"{res}.act1.beta", width_out)
            t.random(f"{res}.conv1.weight", width_out, width_out, 7, scale=0.2, f16=True)
            t.random(f"{res}.conv1.bias", width_out)
            t.filled(f"{res}.act2.alpha", width_out)
            t.filled(f"{res}.act2.beta", width_out)
            t.random(f"{res}.conv2.weight", width_out, width_out, 1, scale=0.2, f16=True)
            t.random(f"{res}.conv2.bias", width_out)
    t.filled(f"{wav}.dac.post_snake.alpha", widths[-1])
    t.filled(f"{wav}.dac.post_snake.beta", widths[-1])
    # Quiet: random stages end far outside [-1, 1], and noise at full scale helps nobody.
    t.random(f"{wav}.dac.post_conv.weight", 1, widths[-1], 7, scale=0.05, f16=True)
    t.filled(f"{wav}.dac.post_conv.bias", 1, value=0.0)
    _finish(writer)


def _speaker_encoder(t: _Tensors, n_embd: int) -> None:
    """ECAPA-TDNN: a stem, three SE-Res2Net blocks (8 branches), aggregation, attentive
    pooling, then one row of the talker's width."""
    channels, squeeze, attention, mel = 16, 8, 8, 128
    branch = channels // 8
    aggregate = 3 * channels
    t.random("a.conv1d.0.weight", channels, mel, 5, scale=0.1, f16=True)
    t.random("a.conv1d.0.bias", channels)
    for block_id in (1, 2, 3):
        block = f"a.blk.{block_id}"
        t.random(f"{block}.conv_pw1.weight", channels, channels, 1, scale=0.2)
        t.random(f"{block}.conv_pw1.bias", channels)
        t.random(f"{block}.conv_pw2.weight", channels, channels, 1, scale=0.2)
        t.random(f"{block}.conv_pw2.bias", channels)
        t.random(f"{block}.se_conv1.weight", squeeze, channels, 1, scale=0.2)
        t.random(f"{block}.se_conv1.bias", squeeze)
        t.random(f"{block}.se_conv2.weight", channels, squeeze, 1, scale=0.2)
        t.random(f"{block}.se_conv2.bias", channels)
        for branch_id in range(7):
            t.random(f"{block}.res2.{branch_id}.weight", branch, branch, 3, scale=0.2)
            t.random(f"{block}.res2.{branch_id}.bias", branch)
    t.random("a.conv_out.weight", aggregate, aggregate, 1, scale=0.2)
    t.random("a.conv_out.bias", aggregate)
    t.random("a.asp_tdnn.weight", attention, 3 * aggregate, 1, scale=0.2)
    t.random("a.asp_tdnn.bias", attention)
    t.random("a.asp_attn.weight", aggregate, attention, 1, scale=0.2)
    t.random("a.asp_attn.bias", aggregate)
    t.random("mm.a.fc.weight", n_embd, 2 * aggregate, 1, scale=0.2)
    t.random("mm.a.fc.bias", n_embd)


def _write_pockettts(gguf: Any, outdir: Path) -> tuple[Path, Path, Path]:
    """Pocket TTS: a backbone (no output head) and its projector (the Mimi encoder for the
    voice sample, the flow net, the end-of-speech head, the Mimi decoder), plus a voice
    sample, which Pocket TTS needs. The real model's SentencePiece unigram vocabulary is
    replaced by the byte-level one: the pipeline only tokenizes plain text."""
    # The learned input vectors sit at the end of the table, named as the converter does.
    tokens, types, merges = _vocab(gguf, ("<|pad|>", "<|bos_before_voice|>", "<|audio_bos|>"))
    n_vocab = len(tokens)

    n_embd, n_ff, n_layer = 64, 128, 2  # one head of 64, as every released variant
    model_path = outdir / "tiny-pocket-tts.gguf"
    writer = _text_model_writer(
        gguf,
        model_path,
        "pockettts",
        "tiny random Pocket TTS",
        n_embd,
        n_layer,
        n_ff,
        1,
        1,
    )
    writer.add_rope_freq_base(10000.0)
    writer.add_layer_norm_eps(1e-5)
    _add_tokenizer(gguf, writer, tokens, types, merges)
    writer.add_add_bos_token(False)
    writer.add_add_eos_token(False)
    t = _Tensors(writer, seed=32)
    _embeddings(t, n_vocab, n_embd, None)
    t.filled("output_norm.bias", n_embd, value=0.0)
    for layer in range(n_layer):
        block = f"blk.{layer}"
        t.filled(f"{block}.attn_norm.weight", n_embd)
        t.filled(f"{block}.attn_norm.bias", n_embd, value=0.0)
        for name in ("attn_q", "attn_k", "attn_v", "attn_output"):
            t.random(f"{block}.{name}.weight", n_embd, n_embd)
        t.filled(f"{block}.ffn_norm.weight", n_embd)
        t.filled(f"{block}.ffn_norm.bias", n_embd, value=0.0)
        t.random(f"{block}.ffn_up.weight", n_ff, n_embd)
        t.random(f"{block}.ffn_down.weight", n_embd, n_ff)
    _finish(writer)

    projector_path = outdir / "tiny-pocket-tts-projector.gguf"
    _write_pockettts_projector(gguf, projector_path, n_embd)
    voice_path = outdir / "tiny-pocket-tts-voice.wav"
    _write_voice_sample(voice_path)
    return model_path, projector_path, voice_path


def _write_pockettts_projector(gguf: Any, path: Path, n_embd: int) -> None:
    # Mimi's width, its transformer's, the flow net's, and the latent's, all shrunk; the
    # SEANet strides (4, 5, 6, then 16) are llama.cpp's constants: 1,920 samples a frame.
    mimi, mimi_ff, flow, flow_hidden, latent, freqs, seanet = 32, 64, 32, 64, 16, 8, 4
    writer = _projector_writer(gguf, path, "Pocket TTS", "POCKETTTS_SPKENC", n_embd)
    writer.add_audio_block_count(1)
    writer.add_audio_embedding_length(mimi)
    writer.add_audio_feed_forward_length(mimi_ff)
    writer.add_audio_head_count(2)
    writer.add_audio_attention_layernorm_eps(1e-5)
    writer.add_audio_num_mel_bins(1)  # the waveform itself, as one row
    _add_generator(writer, gguf.VisionProjectorType.POCKETTTS_GEN, n_embd, mimi, mimi_ff, 1, 2)
    writer.add_gen_audio_attention_layernorm_eps(1e-5)
    writer.add_gen_audio_model_variant("english")
    t = _Tensors(writer, seed=33)

    # The voice sample's way in: SEANet encoder, transformer, downsampling, projection.
    _seanet(t, "a.seanet", seanet, mimi, encoder=True)
    _mimi_transformer(t, "a.blk.0", mimi, mimi_ff)
    t.random("a.downsample.conv.weight", mimi, mimi, 32, scale=0.05, f16=True)
    t.random("a.speaker_proj.weight", n_embd, mimi, scale=0.2)

    # Generation: the flow net makes a latent a frame; the end-of-speech head never fires
    # (its score stays at -10, under llama.cpp's -4), so -n sets the length.
    t.filled("a.gen.out_eos.weight", 1, n_embd, value=0.0)
    t.filled("a.gen.out_eos.bias", 1, value=-10.0)
    t.random("a.gen.input_linear.weight", n_embd, latent, scale=0.2)
    t.filled("a.gen.emb_mean", latent, value=0.0)
    t.filled("a.gen.emb_std", latent, value=1.0)
    t.random("a.gen.flow.input_proj.weight", flow, latent, scale=0.2)
    t.random("a.gen.flow.input_proj.bias", flow)
    t.random("a.gen.flow.cond_embd.weight", flow, n_embd, scale=0.2)
    t.random("a.gen.flow.cond_embd.bias", flow)
    for step in range(2):
        time = f"a.gen.flow.time.{step}"
        t.random(f"{time}.freqs", freqs, scale=1.0)
        t.random(f"{time}.up.weight", flow, 2 * freqs, scale=0.2)
        t.random(f"{time}.up.bias", flow)
        t.random(f"{time}.down.weight", flow, flow, scale=0.2)
        t.random(f"{time}.down.bias", flow)
        t.filled(f"{time}.norm", flow)
    block = "a.gen.flow.blk.0"
    t.filled(f"{block}.norm.weight", flow)
    t.filled(f"{block}.norm.bias", flow, value=0.0)
    t.random(f"{block}.up.weight", flow_hidden, flow, scale=0.2)
    t.random(f"{block}.up.bias", flow_hidden)
    t.random(f"{block}.down.weight", flow, flow_hidden, scale=0.2)
    t.random(f"{block}.down.bias", flow)
    t.random(f"{block}.ada.weight", 3 * flow, flow, scale=0.2)
    t.random(f"{block}.ada.bias", 3 * flow)
    t.random("a.gen.flow.final.ada.weight", 2 * flow, flow, scale=0.2)
    t.random("a.gen.flow.final.ada.bias", 2 * flow)
    t.random("a.gen.flow.final.proj.weight", latent, flow, scale=0.2)
    t.random("a.gen.flow.final.proj.bias", latent)

    # The Mimi decoder: latents up to the encoder's frame rate, transformer, SEANet.
    t.random("a.gen.wav.quant_out.weight", mimi, latent, scale=0.2)
    t.random("a.gen.wav.upsample.weight", mimi, 1, 32, scale=0.05, f16=True)
    _mimi_transformer(t, "a.gen.wav.tfm.blk.0", mimi, mimi_ff)
    _seanet(t, "a.gen.wav.seanet", seanet, mimi, encoder=False)
    _finish(writer)


def _mimi_transformer(t: _Tensors, block: str, width: int, n_ff: int) -> None:
    for norm in ("ln1", "ln2"):
        t.filled(f"{block}.{norm}.weight", width)
        t.filled(f"{block}.{norm}.bias", width, value=0.0)
    for name in ("attn_q", "attn_k", "attn_v", "attn_out"):
        t.random(f"{block}.{name}.weight", width, width)
    t.filled(f"{block}.ls1.weight", width, value=0.1)
    t.filled(f"{block}.ls2.weight", width, value=0.1)
    t.random(f"{block}.ffn_up.weight", n_ff, width)
    t.random(f"{block}.ffn_down.weight", width, n_ff)


def _seanet(t: _Tensors, prefix: str, base: int, width: int, *, encoder: bool) -> None:
    """Mimi's SEANet: channels double at each of three stages going down (encoder), and
    halve coming back up (decoder); every kernel F16, as the converter writes them."""
    strides = (4, 5, 6)
    if encoder:
        t.random(f"{prefix}.conv_in.weight", base, 1, 7, scale=0.2, f16=True)
        t.random(f"{prefix}.conv_in.bias", base)
        for stage, stride in enumerate(strides):
            channels = base << stage
            _seanet_residual(t, f"{prefix}.blk.{stage}", channels)
            t.random(
                f"{prefix}.blk.{stage}.scale_conv.weight",
                2 * channels,
                channels,
                2 * stride,
                scale=0.1,
                f16=True,
            )
            t.random(f"{prefix}.blk.{stage}.scale_conv.bias", 2 * channels)
        t.random(f"{prefix}.conv_out.weight", width, base << len(strides), 3, scale=0.1, f16=True)
        t.random(f"{prefix}.conv_out.bias", width)
        return
    top = base << len(strides)
    t.random(f"{prefix}.conv_in.weight", top, width, 7, scale=0.1, f16=True)
    t.random(f"{prefix}.conv_in.bias", top)
    for stage, stride in enumerate(reversed(strides)):
        channels_in = top >> stage
        channels = channels_in // 2
        # A transposed conv's kernel is [K, out, in] in ggml's order.
        t.random(
            f"{prefix}.blk.{stage}.scale_conv.weight",
            channels_in,
            channels,
            2 * stride,
            scale=0.1,
            f16=True,
        )
        t.random(f"{prefix}.blk.{stage}.scale_conv.bias", channels)
        _seanet_residual(t, f"{prefix}.blk.{stage}", channels)
    t.random(f"{prefix}.conv_out.weight", 1, base, 3, scale=0.05, f16=True)
    t.filled(f"{prefix}.conv_out.bias", 1, value=0.0)


def _seanet_residual(t: _Tensors, block: str, channels: int) -> None:
    t.random(f"{block}.res_conv1.weight", channels // 2, channels, 3, scale=0.2, f16=True)
    t.random(f"{block}.res_conv1.bias", channels // 2)
    t.random(f"{block}.res_conv2.weight", channels, channels // 2, 1, scale=0.2, f16=True)
    t.random(f"{block}.res_conv2.bias", channels)


def _write_voice_sample(path: Path, seconds: float = 1.0) -> None:
    """A second of a gliding tone at 24 kHz: a voice sample nobody has to record."""
    import math
    import struct
    import wave

    rate = QWEN3TTS_SAMPLE_RATE
    samples = (
        6000 * math.sin(2 * math.pi * (200 + 100 * i / rate) * i / rate)
        for i in range(int(seconds * rate))
    )
    with wave.open(str(path), "wb") as sound:
        sound.setnchannels(1)
        sound.setsampwidth(2)
        sound.setframerate(rate)
        sound.writeframes(b"".join(struct.pack("<h", int(value)) for value in samples))


def _write_listening(gguf: Any, outdir: Path) -> tuple[Path, Path]:
    """A small ChatML chat model and an Ultravox projector: a Whisper-style encoder, frames
    stacked by 4 (llama.cpp counts 1,500 positions / 8 as 187 but builds 188, so 8 fails),
    a SwiGLU projection into the chat model's width."""
    tokens, types, merges = _vocab(gguf, ("<|endoftext|>", "<|im_start|>", "<|im_end|>"))
    im_end = tokens.index("<|im_end|>")
    n_vocab = len(tokens)

    n_embd, n_head, n_ff, n_layer = 64, 2, 128, 2
    model_path = outdir / "tiny-listening.gguf"
    writer = _text_model_writer(
        gguf,
        model_path,
        "llama",
        "tiny random listening model",
        n_embd,
        n_layer,
        n_ff,
        n_head,
        n_head,
    )
    writer.add_rope_dimension_count(n_embd // n_head)
    writer.add_layer_norm_rms_eps(1e-5)
    _add_tokenizer(gguf, writer, tokens, types, merges)
    writer.add_eos_token_id(im_end)
    writer.add_add_bos_token(False)
    writer.add_chat_template(CHATML_TEMPLATE)
    t = _Tensors(writer, seed=30)
    _embeddings(t, n_vocab, n_embd, n_vocab)
    for layer in range(n_layer):
        # Q, K and V as wide as the model: n_head heads of n_embd / n_head.
        _attention_block(
            t,
            f"blk.{layer}",
            n_embd,
            n_head,
            n_head,
            n_embd // n_head,
            n_ff,
            qk_norm=False,
        )
    _finish(writer)

    projector_path = outdir / "tiny-listening-projector.gguf"
    _write_ultravox_projector(gguf, projector_path, n_embd)
    return model_path, projector_path


def _write_ultravox_projector(gguf: Any, path: Path, n_embd_text: int) -> None:
    width, n_head, n_ff, n_layer, mel, stack, hidden = 64, 2, 128, 1, 80, 4, 64
    writer = _projector_writer(gguf, path, "Ultravox", "ULTRAVOX", n_embd_text)
    writer.add_audio_embedding_length(width)
    writer.add_audio_feed_forward_length(n_ff)
    writer.add_audio_block_count(n_layer)
    writer.add_audio_head_count(n_head)
    writer.add_audio_attention_layernorm_eps(1e-5)
    writer.add_audio_num_mel_bins(mel)
    writer.add_audio_stack_factor(stack)
    t = _Tensors(writer, seed=31)
    # Conv biases are [1, C] in ggml's order, as Whisper's converter writes them.
    t.random("a.conv1d.1.weight", width, mel, 3, scale=0.1, f16=True)
    t.random("a.conv1d.1.bias", width, 1)
    t.random("a.conv1d.2.weight", width, width, 3, scale=0.1, f16=True)
    t.random("a.conv1d.2.bias", width, 1)
    t.random("a.position_embd.weight", 1500, width)
    for layer in range(n_layer):
        block = f"a.blk.{layer}"
        for norm in ("ln1", "ln2"):
            t.filled(f"{block}.{norm}.weight", width)
            t.filled(f"{block}.{norm}.bias", width, value=0.0)
        for name in ("attn_q", "attn_k", "attn_v", "attn_out"):
            t.random(f"{block}.{name}.weight", width, width)
        for name in ("attn_q", "attn_v", "attn_out"):  # Whisper's key has no bias
            t.random(f"{block}.{name}.bias", width)
        t.random(f"{block}.ffn_up.weight", n_ff, width)
        t.random(f"{block}.ffn_up.bias", n_ff)
        t.random(f"{block}.ffn_down.weight", width, n_ff)
        t.random(f"{block}.ffn_down.bias", width)
    t.filled("a.post_ln.weight", width)
    t.filled("a.post_ln.bias", width, value=0.0)
    t.filled("mm.a.norm_pre.weight", width * stack)
    t.random("mm.a.mlp.1.weight", 2 * hidden, width * stack)
    t.filled("mm.a.norm_mid.weight", hidden)
    t.random("mm.a.mlp.2.weight", n_embd_text, hidden)
    _finish(writer)


def _finish(writer: Any) -> None:
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m tests.support.tiny_voice OUTDIR", file=sys.stderr)
        return 2
    gguf = _import_sdist_gguf()
    outdir = Path(argv[0]).resolve()
    outdir.mkdir(parents=True, exist_ok=True)
    speech, speech_projector = _write_qwen3tts(gguf, outdir)
    pocket, pocket_projector, pocket_voice = _write_pockettts(gguf, outdir)
    listening, listening_projector = _write_listening(gguf, outdir)
    found = {
        "speech": speech,
        "speech_projector": speech_projector,
        "pocket_speech": pocket,
        "pocket_projector": pocket_projector,
        "pocket_voice": pocket_voice,
        "listening": listening,
        "listening_projector": listening_projector,
    }
    print(json.dumps({role: str(path) for role, path in found.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
