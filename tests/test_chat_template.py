"""Template flags from real-looking chat templates (and the starter model's own)."""

# Templates keep the long lines their authors wrote; wrapping would change them.
# ruff: noqa: E501

from __future__ import annotations

from pathlib import Path

import gguf
import pytest

from desktop.core.models.chat_template import (
    ReasoningEffortError,
    TemplateFlags,
    ThinkingChoiceError,
    choice_kwargs,
    default_thinking_enabled,
    effective_template,
    parameter_count_from_label,
    parse_thinking_choice,
    template_flags,
    thinking_choices,
    thinking_kwargs,
)

# Excerpts in the shape of each family's published template: the parts that decide
# the flags, with the long prose cut.
QWEN3 = """\
{%- if tools %}
    {{- '<|im_start|>system\\n' }}
    {{- "# Tools\\n\\nYou may call one or more functions to assist with the user query.\\n<tools>" }}
    {%- for tool in tools %}{{- "\\n" }}{{- tool | tojson }}{%- endfor %}
    {{- "\\n</tools><|im_end|>\\n" }}
{%- endif %}
{%- for message in messages %}
    {%- if message.role == "assistant" %}
        {%- set reasoning_content = '' %}
        {%- if message.reasoning_content is string %}
            {%- set reasoning_content = message.reasoning_content %}
        {%- endif %}
        {{- '<|im_start|>' + message.role + '\\n<think>\\n' + reasoning_content + '\\n</think>\\n\\n' }}
    {%- elif message.role == "tool" %}
        {{- '<|im_start|>user\\n<tool_response>\\n' + message.content + '\\n</tool_response>' }}
    {%- else %}
        {{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>\\n' }}
    {%- endif %}
{%- endfor %}
{%- if add_generation_prompt %}
    {{- '<|im_start|>assistant\\n' }}
    {%- if enable_thinking is defined and enable_thinking is false %}
        {{- '<think>\\n\\n</think>\\n\\n' }}
    {%- endif %}
{%- endif %}
"""

DEEPSEEK_R1 = """\
{% if not add_generation_prompt is defined %}{% set add_generation_prompt = false %}{% endif %}
{% set ns = namespace(is_first=false, is_tool=false, is_output_first=true, system_prompt='') %}
{%- for message in messages %}{%- if message['role'] == 'system' %}{% set ns.system_prompt = message['content'] %}{%- endif %}{%- endfor %}
{{ bos_token }}{{ ns.system_prompt }}
{%- for message in messages %}
{%- if message['role'] == 'user' %}{{'<｜User｜>' + message['content']}}{%- endif %}
{%- if message['role'] == 'assistant' and message['content'] is not none %}
{% set content = message['content'] %}{% if '</think>' in content %}{% set content = content.split('</think>')[-1] %}{% endif %}
{{'<｜Assistant｜>' + content + '<｜end▁of▁sentence｜>'}}
{%- endif %}
{%- endfor -%}
{% if add_generation_prompt and not ns.is_tool %}{{'<｜Assistant｜><think>\\n'}}{% endif %}
"""

GPT_OSS = """\
{%- macro render_tool_namespace(namespace_name, tools) -%}
{{- "## " + namespace_name + "\\n\\n" }}
{%- endmacro -%}
{%- macro build_system_message() -%}
    {%- if reasoning_effort is not defined %}
        {%- set reasoning_effort = "medium" %}
    {%- endif %}
    {{- "You are ChatGPT, a large language model trained by OpenAI.\\n" }}
    {{- "Reasoning: " + reasoning_effort + "\\n\\n" }}
{%- endmacro -%}
{{- "<|start|>system<|message|>" }}{{- build_system_message() }}{{- "<|end|>" }}
{%- if tools -%}
    {{- "<|start|>developer<|message|>" }}{{- render_tool_namespace("functions", tools) }}{{- "<|end|>" }}
{%- endif -%}
{%- for message in loop_messages -%}
    {%- if message.role == 'assistant' and "thinking" in message %}
        {{- "<|start|>assistant<|channel|>analysis<|message|>" + message.thinking + "<|end|>" }}
    {%- elif message.role == 'tool' -%}
        {{- "<|start|>functions." + message.name + " to=assistant<|channel|>commentary<|message|>" }}
    {%- endif -%}
{%- endfor -%}
{%- if add_generation_prompt -%}
<|start|>assistant
{%- endif -%}
"""

LLAMA_31 = """\
{{- bos_token }}
{%- if custom_tools is defined %}{%- set tools = custom_tools %}{%- endif %}
{%- if not tools_in_user_message is defined %}{%- set tools_in_user_message = true %}{%- endif %}
{%- if not tools is defined %}{%- set tools = none %}{%- endif %}
{{- "<|start_header_id|>system<|end_header_id|>\\n\\n" }}
{%- if tools is not none %}{{- "Environment: ipython\\n" }}{%- endif %}
{{- "Cutting Knowledge Date: December 2023\\n" }}
{%- for message in messages %}
    {%- if not (message.role == 'ipython' or message.role == 'tool' or 'tool_calls' in message) %}
        {{- '<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n'+ message['content'] | trim + '<|eot_id|>' }}
    {%- elif 'tool_calls' in message %}
        {%- set tool_call = message.tool_calls[0].function %}
        {{- '{"name": "' + tool_call.name + '", "parameters": ' + tool_call.arguments | tojson + "}" }}
    {%- endif %}
{%- endfor %}
{%- if add_generation_prompt %}
    {{- '<|start_header_id|>assistant<|end_header_id|>\\n\\n' }}
{%- endif %}
"""

# A ChatML template that branches on the "tool" role only (no tools variable).
CHATML_TOOL_ROLE = """\
{%- for message in messages %}
{%- if message['role'] == 'tool' %}{{ '<|im_start|>tool\\n' + message['content'] + '<|im_end|>\\n' }}
{%- else %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}{%- endif %}
{%- endfor %}
{%- if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{%- endif %}
"""

LFM_PRESERVE = """\
{%- set preserve_thinking = preserve_thinking | default(false) -%}
{%- for message in messages -%}
    {%- if message.thinking is defined and (preserve_thinking or loop.index0 > ns.last_user_index) -%}
        {{- "<think>" + message.thinking + "</think>" -}}
    {%- endif -%}
    {{- "<|im_start|>" + message.role + "\\n" + message.content + "<|im_end|>\\n" -}}
{%- endfor -%}
{%- if add_generation_prompt -%}{{- "<|im_start|>assistant\\n" -}}{%- endif -%}
"""

# Mentions of <think> outside the generation prompt must not count as "always".
STRIPS_THINK_ONLY = """\
{%- for message in messages %}
{%- set content = message.content.split('</think>')[-1] if '</think>' in message.content else message.content %}
{{- '<|im_start|>' + message.role + '\\n' + content + '<|im_end|>\\n' }}
{%- endfor %}
{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}
{%- if not add_generation_prompt %}{{- '<think>' }}{%- endif %}
"""


@pytest.fixture(scope="module")
def smollm2_template(starter_model_path: Path) -> str:
    reader = gguf.GGUFReader(starter_model_path)
    value = reader.fields["tokenizer.chat_template"].contents()
    assert isinstance(value, str)
    return value


def test_starter_model_chatml_template_has_no_switches(smollm2_template: str) -> None:
    assert "<|im_start|>" in smollm2_template
    assert template_flags(smollm2_template) == TemplateFlags(
        "none", supports_tools=False, preserve_thinking=False
    )


@pytest.mark.parametrize(
    ("template", "flags"),
    [
        pytest.param(
            QWEN3,
            TemplateFlags("enable_thinking", supports_tools=True, preserve_thinking=False),
            id="qwen3_has_a_thinking_toggle_and_tools",
        ),
        pytest.param(
            GPT_OSS,
            TemplateFlags("reasoning_effort", supports_tools=True, preserve_thinking=False),
            id="gpt_oss_has_a_reasoning_effort",
        ),
        pytest.param(
            LLAMA_31,
            TemplateFlags("none", supports_tools=True, preserve_thinking=False),
            id="llama_31_supports_tools_without_thinking",
        ),
    ],
)
def test_family_template_flags(template: str, flags: TemplateFlags) -> None:
    assert template_flags(template) == flags


def test_deepseek_r1_always_thinks() -> None:
    flags = template_flags(DEEPSEEK_R1)
    assert flags.thinking_style == "always"
    assert not flags.supports_tools


def test_a_branch_on_the_tool_role_means_tools() -> None:
    assert template_flags(CHATML_TOOL_ROLE).supports_tools


def test_preserve_thinking_switch_is_found() -> None:
    flags = template_flags(LFM_PRESERVE)
    assert flags.preserve_thinking
    assert flags.thinking_style == "none"


def test_think_outside_the_generation_prompt_is_not_always() -> None:
    assert template_flags(STRIPS_THINK_ONLY).thinking_style == "none"


@pytest.mark.parametrize("template", [None, ""])
def test_no_template_has_no_switches(template: str | None) -> None:
    assert template_flags(template) == TemplateFlags(
        "none", supports_tools=False, preserve_thinking=False
    )


def test_thinking_kwargs_per_style() -> None:
    toggle = template_flags(QWEN3)
    assert thinking_kwargs(toggle, True, None) == {"enable_thinking": True}
    assert thinking_kwargs(toggle, False, "high") == {"enable_thinking": False}
    assert thinking_kwargs(toggle, None, None) == {}

    effort = template_flags(GPT_OSS)
    assert thinking_kwargs(effort, True, "high") == {"reasoning_effort": "high"}
    assert thinking_kwargs(effort, False, "high") == {"reasoning_effort": "low"}
    assert thinking_kwargs(effort, None, None) == {}

    for fixed in (template_flags(DEEPSEEK_R1), template_flags(LLAMA_31)):
        assert thinking_kwargs(fixed, False, "low") == {}

    preserving = TemplateFlags("enable_thinking", supports_tools=True, preserve_thinking=True)
    assert thinking_kwargs(preserving, True, None, preserve=True) == {
        "enable_thinking": True,
        "preserve_thinking": True,
    }
    assert thinking_kwargs(toggle, True, None, preserve=True) == {"enable_thinking": True}


def test_unknown_effort_is_a_plain_error() -> None:
    with pytest.raises(ReasoningEffortError) as raised:
        thinking_kwargs(template_flags(GPT_OSS), True, "extreme")
    assert raised.value.message == "Reasoning effort must be low, medium or high, not 'extreme'."


@pytest.mark.parametrize(
    ("label", "expected"),
    [("0.8B", 8e8), ("4B", 4e9), ("35B-A3B", 3.5e10), ("135M", 1.35e8), (None, None), ("x", None)],
)
def test_parameter_count_from_label(label: str | None, expected: float | None) -> None:
    assert parameter_count_from_label(label) == expected


@pytest.mark.parametrize(
    ("architecture", "size_label", "expected"),
    [
        ("qwen35", "0.8B", False),
        ("qwen35", "4B", False),
        ("qwen35", "9B", True),
        ("qwen35moe", "35B-A3B", True),
        ("qwen35", None, True),
        ("qwen3", "4B", True),
        ("llama", "8B", True),
    ],
)
def test_default_thinking_for_a_toggle(
    architecture: str, size_label: str | None, expected: bool
) -> None:
    flags = template_flags(QWEN3)
    assert default_thinking_enabled(flags, architecture, size_label) is expected


def test_default_thinking_without_a_toggle() -> None:
    assert default_thinking_enabled(template_flags(DEEPSEEK_R1), "qwen35", "0.8B") is True
    assert default_thinking_enabled(template_flags(LLAMA_31), "llama", "8B") is False


# --- real templates, unchanged (tests/fixtures/chat_templates/README.md) -------------

REAL_TEMPLATES = Path(__file__).parent / "fixtures" / "chat_templates"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("HuggingFaceTB-SmolLM3-3B", TemplateFlags("enable_thinking", True, False)),
        ("Qwen-Qwen2.5-7B-Instruct", TemplateFlags("none", True, False)),
        # Reads enable_thinking inside {% if %} blocks that patterns over the text missed.
        ("Bielik-11B-v3.0-Instruct", TemplateFlags("enable_thinking", True, False)),
        ("deepseek-ai-DeepSeek-R1-Distill-Llama-8B", TemplateFlags("always", True, False)),
    ],
)
def test_real_templates(name: str, expected: TemplateFlags) -> None:
    template = (REAL_TEMPLATES / f"{name}.jinja").read_text(encoding="utf-8")
    assert template_flags(template) == expected


def test_a_namespace_attribute_is_not_a_switch_the_caller_passes() -> None:
    # Nemotron Nano v2 keeps its own enable_thinking in a namespace, set from "/think"
    # in the system prompt: passing enable_thinking would change nothing.
    template = """\
{%- set ns = namespace(enable_thinking=true) -%}
{%- if '/no_think' in messages[0].content -%}{%- set ns.enable_thinking = false -%}{%- endif -%}
{%- if add_generation_prompt -%}{{- '<SPECIAL_11>Assistant\\n' -}}
{%- if ns.enable_thinking is false -%}{{- '<think></think>' -}}{%- else -%}{{- '<think>\\n' -}}{%- endif -%}
{%- endif -%}
"""
    assert template_flags(template).thinking_style == "always"


def test_a_template_set_default_still_counts_as_a_switch() -> None:
    template = "{%- set enable_thinking = enable_thinking | default(true) -%}{{ enable_thinking }}"
    assert template_flags(template).thinking_style == "enable_thinking"


def test_a_variable_the_template_only_sets_is_not_a_switch() -> None:
    template = "{%- set enable_thinking = true -%}{% if enable_thinking %}<think>{% endif %}"
    assert template_flags(template).thinking_style == "none"


def test_generation_markers_and_loop_controls_parse() -> None:
    template = """\
{%- for message in messages -%}{%- if loop.index > 8 -%}{%- break -%}{%- endif -%}
{%- if message.role == 'assistant' -%}{% generation %}{{ message.content }}{% endgeneration %}
{%- endif -%}{%- endfor -%}{%- if tools %}{{ tools | tojson }}{% endif -%}
"""
    assert template_flags(template).supports_tools


def test_a_template_jinja_cannot_parse_has_no_switches() -> None:
    assert template_flags("{% if enable_thinking %}unclosed") == TemplateFlags(
        "none", supports_tools=False, preserve_thinking=False
    )


THINKING_FIXTURE = Path(__file__).parent / "fixtures" / "thinking-chatml.jinja"


def test_a_chat_offers_only_the_switch_its_template_has() -> None:
    assert thinking_choices(template_flags(QWEN3)) == ("on", "off")
    assert thinking_choices(template_flags(GPT_OSS)) == ("low", "medium", "high")
    # Nothing to switch: a template that always thinks, one that never does, none at all.
    for fixed in (template_flags(DEEPSEEK_R1), template_flags(LLAMA_31), template_flags(None)):
        assert thinking_choices(fixed) == ()


def test_a_chat_choice_becomes_the_template_kwargs_of_its_style() -> None:
    toggle, effort = template_flags(QWEN3), template_flags(GPT_OSS)
    assert choice_kwargs(toggle, "off") == {"enable_thinking": False}
    assert choice_kwargs(toggle, "on") == {"enable_thinking": True}
    assert choice_kwargs(toggle, "high") == {"enable_thinking": True}  # an effort means on
    assert choice_kwargs(effort, "medium") == {"reasoning_effort": "medium"}
    assert choice_kwargs(effort, "off") == {"reasoning_effort": "low"}  # it cannot stop
    assert choice_kwargs(effort, "on") == {}  # its own default effort
    assert choice_kwargs(toggle, None) == {}
    assert choice_kwargs(None, "off") == {}  # no model loaded: nothing known to switch
    assert choice_kwargs(template_flags(LLAMA_31), "off") == {}


def test_a_typed_thinking_choice_is_read_or_refused_plainly() -> None:
    assert parse_thinking_choice(" Off ") == "off"
    assert parse_thinking_choice(None) is None
    with pytest.raises(ThinkingChoiceError) as raised:
        parse_thinking_choice("maybe")
    assert raised.value.message == "Thinking must be on, off, low, medium or high, not 'maybe'."


def test_a_template_file_replaces_the_models_own(tmp_path: Path) -> None:
    assert effective_template("model's", None) == "model's"
    assert effective_template("model's", THINKING_FIXTURE) == THINKING_FIXTURE.read_text()
    assert template_flags(effective_template(None, THINKING_FIXTURE)).thinking_style == (
        "enable_thinking"
    )
    # An unreadable file: the load says what is wrong with it; the switches fall back.
    assert effective_template("model's", tmp_path / "missing.jinja") == "model's"
