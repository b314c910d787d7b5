"""Why each suggested model is suggested, in the window's language.

The core chooses the suggestions (``hub.search``: the repos for this machine's size,
voice and embedding models) and notes each in English; the window shows the same notes
from this table, translated, by repo.
"""

from __future__ import annotations

from desktop.core.hub.search import StarterRepo
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("SuggestionNotes")

NOTES: dict[str, str] = {
    "bartowski/SmolLM2-1.7B-Instruct-GGUF": QT_TRANSLATE_NOOP("SuggestionNotes", "Tiny and quick"),
    "bartowski/Llama-3.2-3B-Instruct-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Good all-rounder"
    ),
    "bartowski/Qwen2.5-3B-Instruct-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Strong at reasoning"
    ),
    "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Popular 8B chat"
    ),
    "bartowski/Qwen2.5-7B-Instruct-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Multilingual, coding"
    ),
    "bartowski/google_gemma-3-12b-it-GGUF": QT_TRANSLATE_NOOP("SuggestionNotes", "Sees images too"),
    "bartowski/Qwen2.5-32B-Instruct-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Near frontier quality"
    ),
    "bartowski/google_gemma-3-27b-it-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Large, sees images"
    ),
    "bartowski/Llama-3.3-70B-Instruct-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Needs a big GPU"
    ),
    "ggml-org/Qwen3-TTS-12Hz-1.7B-Base-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Speaking: reads answers aloud (10 languages)"
    ),
    "ggml-org/Qwen3-ASR-0.6B-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Listening: writes down what you say (small)"
    ),
    "ggml-org/Voxtral-Mini-3B-2507-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Listening: writes down what you say (more accurate)"
    ),
    "ggml-org/embeddinggemma-300M-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Google's EmbeddingGemma: over 100 languages, strong for its size"
    ),
    "Qwen/Qwen3-Embedding-0.6B-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "Among the best at finding passages; many languages, long texts"
    ),
    "nomic-ai/nomic-embed-text-v1.5-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "English, long passages, quick on any computer"
    ),
    "gpustack/bge-m3-GGUF": QT_TRANSLATE_NOOP(
        "SuggestionNotes", "BGE-M3: over 100 languages, long texts"
    ),
}


def suggestion_note(starter: StarterRepo) -> str:
    """ "Tiny and quick": why ``starter`` is suggested."""
    note = NOTES.get(starter.repo_id)
    return _t(note) if note else starter.note
