"""Sound files for the voice tests: something to listen to that no test has to download."""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path


def tone(path: Path, seconds: float = 1.0, *, loud: int = 8000, rate: int = 16_000) -> Path:
    """A mono 16-bit WAV of a 440 Hz tone at ``path`` (``loud`` 0: silence)."""
    with wave.open(str(path), "wb") as sound:
        sound.setnchannels(1)
        sound.setsampwidth(2)
        sound.setframerate(rate)
        sound.writeframes(b"".join(
            struct.pack("<h", int(loud * math.sin(2 * math.pi * 440 * i / rate)))
            for i in range(int(seconds * rate))))
    return path
