"""The embedding model hosted like the chat model: the real llama-server, the real
all-MiniLM-L6-v2 (converted from PyPI's safetensors), real clients."""

from __future__ import annotations

import secrets
import signal
from pathlib import Path

import httpx
import numpy as np
import openai
import pytest

from desktop.core.errors import LlamaDeskError
from desktop.core.host.embedding_host import EmbeddingHost
from desktop.core.models.embedding_models import NotAnEmbeddingModelError
from desktop.core.runtime.discovery import find_runtime
from desktop.core.runtime.launch import pick_free_port
from tests.support.serve_process import all_gone, serving


@pytest.fixture
def host(llama_server_path: Path, monkeypatch: pytest.MonkeyPatch) -> EmbeddingHost:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    return EmbeddingHost(find_runtime)


def _vectors(base_url: str, key: str, texts: list[str]) -> np.ndarray:
    with httpx.Client(trust_env=False, timeout=60) as client:
        answer = client.post(f"{base_url}/v1/embeddings", json={"input": texts},
                             headers={"Authorization": f"Bearer {key}"})
    answer.raise_for_status()
    rows = sorted(answer.json()["data"], key=lambda row: row["index"])
    return np.array([row["embedding"] for row in rows], dtype=np.float32)


@pytest.mark.server
def test_the_host_starts_the_model_once_serves_vectors_and_stops_it(
    host: EmbeddingHost, embedding_model_path: Path
) -> None:
    endpoint = host.start(embedding_model_path)
    try:
        assert endpoint.dimensions == 384
        assert endpoint.max_tokens_per_text == 512  # the model's own limit
        assert host.start(embedding_model_path) is endpoint  # already running: kept
        vectors = _vectors(endpoint.base_url, endpoint.api_key, [
            "The cat sleeps on the warm windowsill.",
            "A kitten is napping in the sun by the window.",
            "Quarterly tax returns are due at the end of April.",
        ])
        assert vectors.shape == (3, 384)
        assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-3)
        similar, unrelated = float(vectors[0] @ vectors[1]), float(vectors[0] @ vectors[2])
        assert similar > unrelated + 0.3
        # The key is required: the server is ours alone.
        with httpx.Client(trust_env=False, timeout=30) as client:
            refused = client.post(f"{endpoint.base_url}/v1/embeddings", json={"input": ["x"]})
        assert refused.status_code == 401
    finally:
        host.shut_down()
    assert host.endpoint is None
    with pytest.raises(LlamaDeskError, match="closing"):
        host.start(embedding_model_path)


def test_a_chat_model_is_refused_in_words_before_anything_starts(
    host: EmbeddingHost, starter_model_path: Path
) -> None:
    with pytest.raises(NotAnEmbeddingModelError) as raised:
        host.start(starter_model_path)
    assert raised.value.message.startswith(f"{starter_model_path.name} is a chat model")
    assert "Discover" in raised.value.message
    assert host.endpoint is None


@pytest.mark.server
def test_serve_offers_the_embedding_model_to_other_apps_beside_the_chat_model(
    llama_server_path: Path, embedding_model_path: Path
) -> None:
    key = secrets.token_urlsafe(24)
    env = {"LLAMADESK_LLAMA_SERVER": str(llama_server_path)}
    arguments = ["--port", str(pick_free_port()), "--api-key", key, "--ctx", "1024",
                 "--embedding-model", str(embedding_model_path)]
    with serving(arguments, env) as served:
        client = openai.OpenAI(base_url=served.url, api_key=key, max_retries=0, timeout=120)
        names = [model.id for model in client.models.list().data]
        assert embedding_model_path.stem in names and len(names) == 2
        made = client.embeddings.create(model=embedding_model_path.stem,
                                        input=["Where is the nearest train station?"])
        assert len(made.data[0].embedding) == 384
        chat_name = next(name for name in names if name != embedding_model_path.stem)
        reply = client.chat.completions.create(
            model=chat_name, messages=[{"role": "user", "content": "Say hello."}], max_tokens=8)
        assert reply.choices[0].message.content is not None
        with pytest.raises(openai.AuthenticationError):
            openai.OpenAI(base_url=served.url, api_key="wrong", max_retries=0).embeddings.create(
                model=embedding_model_path.stem, input=["x"])
        code, err, servers = served.stop(signal.SIGTERM)
    assert code == 0, err
    assert servers and all_gone(servers)
