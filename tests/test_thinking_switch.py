"""``llamadesk ask --think``: the thinking switch reaches the real server through the
model's template. The starter model thinks when loaded with a Qwen3-style template
(tests/fixtures/thinking-chatml.jinja, remembered for it as the Load page would), and
stops when the switch is off; a template without a switch says --think is ignored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.core.models.load_choice import model_key
from desktop.core.settings import ModelLoadSettings, SettingsStore
from tests.support.cli_process import run_cli

THINKING_TEMPLATE = Path(__file__).parent / "fixtures" / "thinking-chatml.jinja"
QUESTION = ["ask", "What is the capital of France?", "--json", "--temperature", "0",
            "--max-tokens", "24", "--ctx", "1024"]  # fmt: skip


def _remember_thinking_template(starter: Path) -> None:
    """Load the starter with the thinking template from now on (the Load page's choice)."""
    store = SettingsStore()
    settings = store.load()
    settings.per_model[model_key(starter)] = ModelLoadSettings(
        chat_template_file=str(THINKING_TEMPLATE)
    )
    store.save(settings)


def _answer(think: str, env: dict[str, str]) -> dict[str, str]:
    result = run_cli([*QUESTION, "--think", think], env_extra=env)
    assert result.returncode == 0, result.stderr
    document: dict[str, str] = json.loads(result.stdout)
    return document


@pytest.mark.server
def test_ask_think_switches_the_models_thinking(
    server_env: dict[str, str], starter_model_path: Path
) -> None:
    _remember_thinking_template(starter_model_path)

    thinking = _answer("on", server_env)
    plain = _answer("off", server_env)

    # Switched on, the small model only thinks (it never closes its <think> block).
    assert thinking["reasoning"].strip()
    # Switched off, the template writes an empty <think></think>: no reasoning, an answer.
    assert plain["reasoning"] == ""
    assert plain["text"].strip()


@pytest.mark.server
def test_ask_think_on_a_model_without_a_switch_says_it_is_ignored(
    server_env: dict[str, str],
) -> None:
    result = run_cli([*QUESTION, "--think", "off"], env_extra=server_env)
    assert result.returncode == 0, result.stderr
    assert "chat template has no thinking switch; --think is ignored." in result.stderr
    assert json.loads(result.stdout)["text"].strip()


def test_ask_think_refuses_an_unknown_choice() -> None:
    result = run_cli(["ask", "hi", "--think", "maybe"])
    assert result.returncode == 2
    assert "--think" in result.stderr and "maybe" in result.stderr
