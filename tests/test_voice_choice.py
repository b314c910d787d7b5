"""Which voice models the app reads and listens with (desktop/core/host/voice.py): the one
chosen in Settings → Voice, else the library's first, and a plain message when a chosen
file has gone or the library has none."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.host.voice import (
    NO_LISTENING_MODEL,
    NO_SPEECH_MODEL,
    VoiceError,
    VoiceModels,
    chosen_listening_model,
    chosen_speech_model,
)
from desktop.core.settings import Settings


def test_a_chosen_model_that_has_gone_is_named_and_none_in_the_library_says_what_to_get(
    tmp_path: Path,
) -> None:
    speech, listening, projector = (tmp_path / name for name in ("tts.gguf", "asr.gguf", "mm.gguf"))
    for path in (speech, listening, projector):
        path.write_bytes(b"GGUF")
    found = VoiceModels([speech], [(listening, projector)])
    assert chosen_speech_model(Settings(), found) == speech
    assert chosen_listening_model(Settings(), found) == (listening, projector)
    chosen = Settings(speech_model=str(speech), listening_model=str(listening))
    assert chosen_speech_model(chosen, VoiceModels([], [])) == speech
    assert chosen_listening_model(chosen, found) == (listening, projector)

    gone = Settings(speech_model=str(tmp_path / "old-voice.gguf"),
                    listening_model=str(tmp_path / "old-ears.gguf"))
    with pytest.raises(VoiceError) as speaking:
        chosen_speech_model(gone, found)
    assert "speech model chosen in Settings \u2192 Voice (old-voice.gguf) is no longer" in (
        speaking.value.message)
    with pytest.raises(VoiceError) as listening_error:
        chosen_listening_model(gone, found)
    assert "listening model chosen in Settings \u2192 Voice (old-ears.gguf)" in (
        listening_error.value.message)

    empty = VoiceModels([], [])
    with pytest.raises(VoiceError) as nothing:
        chosen_speech_model(Settings(), empty)
    assert nothing.value.message == NO_SPEECH_MODEL
    with pytest.raises(VoiceError) as nothing_to_listen:
        chosen_listening_model(Settings(), empty)
    assert nothing_to_listen.value.message == NO_LISTENING_MODEL
