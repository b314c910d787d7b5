"""A search result at a glance: a friendly name for the repo, and about how much its
usual version downloads (issue 26, point 8: Discover listed bare repo names)."""

from __future__ import annotations

from desktop.core.hub.repo_glance import friendly_name, usual_download_bytes, usual_download_text

GB = 1000**3  # the Hub's own sizes are decimal


# A repo's name on the Hub, and the model's name as a person reads it.
NAMES = {
    "bartowski/Llama-3.2-3B-Instruct-GGUF": "Llama 3.2 3B Instruct",
    "bartowski/google_gemma-3-12b-it-GGUF": "Gemma 3 12B Instruct",
    "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF": "Meta Llama 3.1 8B Instruct",
    "Qwen/Qwen2.5-7B-Instruct-GGUF": "Qwen2.5 7B Instruct",
    "bartowski/Qwen_Qwen3-8B-GGUF": "Qwen3 8B",
    "unsloth/gemma-3-270m-it-GGUF": "Gemma 3 270M Instruct",
    "TheBloke/phi_2-GGUF": "Phi 2",
    "someone/SmolLM2-135M-Instruct.gguf": "SmolLM2 135M Instruct",
}


def test_a_repo_reads_as_its_models_name() -> None:
    assert {repo_id: friendly_name(repo_id) for repo_id in NAMES} == NAMES


def test_the_usual_download_is_close_to_real_q4_k_m_files() -> None:
    # Real Q4_K_M files: Llama 3.1 8B 4.92 GB, SmolLM2 1.7B 1.06 GB, Qwen2.5 7B 4.68 GB.
    for parameters, real in ((8_030_000_000, 4.92), (1_711_000_000, 1.06), (7_616_000_000, 4.68)):
        estimate = usual_download_bytes(parameters) / GB
        assert abs(estimate - real) / real < 0.08
    assert usual_download_text(8_030_000_000) == "about 4.6 GB"
    assert usual_download_text(1_711_000_000) == "about 1.0 GB"
    assert usual_download_text(135_000_000) == "about 79 MB"
    assert usual_download_text(None) == ""
