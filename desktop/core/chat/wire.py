"""The OpenAI-style JSON of a chat exchange: messages (pictures inlined) going out,
usage and timings coming back, and an error the server sent read as a ``FailureKind``
plus a plain sentence.
"""

from __future__ import annotations

import base64
import mimetypes
from pathlib import Path

from desktop.core.chat.events import ChatMessage, FailureKind, Timings, Usage
from desktop.core.chat.failure_sentences import Explained, FailureReason

# Pictures llama-server's image loader (stb_image) decodes.
_IMAGE_TYPES = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".webp": "image/webp",
    ".gif": "image/gif",
    ".bmp": "image/bmp",
}


class ImageError(Exception):
    """A picture that cannot be sent; the message is meant for the user."""


def image_part(path: Path) -> dict[str, object]:
    mime = _IMAGE_TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0]
    if mime is None or not mime.startswith("image/"):
        raise ImageError(
            f"{path.name} is not a picture the app can send (use PNG, JPEG, WebP, GIF or BMP)."
        )
    try:
        data = path.read_bytes()
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise ImageError(f"Couldn't read the picture {path.name}: {reason}.") from error
    if not data:
        raise ImageError(f"The picture {path.name} is empty.")
    encoded = base64.b64encode(data).decode("ascii")
    return {"type": "image_url", "image_url": {"url": f"data:{mime};base64,{encoded}"}}


def message_json(message: ChatMessage) -> dict[str, object]:
    body: dict[str, object] = {"role": message.role}
    if message.images and message.role == "user":
        parts: list[dict[str, object]] = []
        if message.content:
            parts.append({"type": "text", "text": message.content})
        parts.extend(image_part(path) for path in message.images)
        body["content"] = parts
    else:
        body["content"] = message.content
    if message.role == "assistant" and message.reasoning:
        body["reasoning_content"] = message.reasoning
    if message.tool_calls:
        body["tool_calls"] = [
            {
                "id": call.id,
                "type": "function",
                "function": {"name": call.name, "arguments": call.arguments},
            }
            for call in message.tool_calls
        ]
    if message.tool_call_id is not None:
        body["tool_call_id"] = message.tool_call_id
    return body


def as_int(value: object) -> int:
    return int(value) if isinstance(value, int | float) else 0


def as_float(value: object) -> float:
    return float(value) if isinstance(value, int | float) else 0.0


def parse_usage(raw: object) -> Usage | None:
    if not isinstance(raw, dict):
        return None
    return Usage(
        prompt_tokens=as_int(raw.get("prompt_tokens")),
        completion_tokens=as_int(raw.get("completion_tokens")),
        total_tokens=as_int(raw.get("total_tokens")),
    )


def parse_timings(raw: object) -> Timings | None:
    if not isinstance(raw, dict):
        return None
    return Timings(
        prompt_n=as_int(raw.get("prompt_n")),
        prompt_ms=as_float(raw.get("prompt_ms")),
        predicted_n=as_int(raw.get("predicted_n")),
        predicted_ms=as_float(raw.get("predicted_ms")),
        predicted_per_second=as_float(raw.get("predicted_per_second")),
        prompt_per_second=as_float(raw.get("prompt_per_second")),
        cache_n=as_int(raw.get("cache_n")),
    )


def server_error(status: int | None, error: object) -> tuple[FailureKind, str, str]:
    """What kind of failure an error llama-server sent is, a plain message, and the
    server's own words."""
    if isinstance(error, dict):
        server_text = str(error.get("message", ""))
        error_type = str(error.get("type", ""))
        if status is None and isinstance(error.get("code"), int):
            status = int(error["code"])
    else:
        server_text = str(error)
        error_type = ""
    lowered = server_text.lower()
    if error_type == "exceed_context_size_error" or "context size" in lowered:
        n_ctx = as_int(error.get("n_ctx")) if isinstance(error, dict) else 0
        n_prompt = as_int(error.get("n_prompt_tokens")) if isinstance(error, dict) else 0
        if n_ctx and n_prompt:
            sentence = Explained(
                FailureReason.TOO_LONG_BY, context=str(n_ctx), needed=str(n_prompt)
            )
        elif n_ctx:
            sentence = Explained(FailureReason.TOO_LONG_FOR, context=str(n_ctx))
        else:
            sentence = Explained(FailureReason.TOO_LONG)
        return FailureKind.CONTEXT_OVERFLOW, sentence, server_text
    if status == 401 or error_type == "authentication_error":
        return FailureKind.KEY_REFUSED, Explained(FailureReason.KEY_REFUSED), server_text
    if "image input is not supported" in lowered:
        return FailureKind.UNSUPPORTED_INPUT, Explained(FailureReason.NO_PICTURES), server_text
    if "audio input is not supported" in lowered:
        return FailureKind.UNSUPPORTED_INPUT, Explained(FailureReason.NO_AUDIO), server_text
    if status == 503 or error_type == "unavailable_error":
        return FailureKind.SERVER_NOT_READY, Explained(FailureReason.STILL_LOADING), server_text
    if server_text:
        said = Explained(FailureReason.SERVER_SAID, said=server_text)
        return FailureKind.HTTP_ERROR, said, server_text
    return (
        FailureKind.HTTP_ERROR,
        Explained(FailureReason.SERVER_STATUS, status=str(status)),
        server_text,
    )
