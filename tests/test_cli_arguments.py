"""The arguments several commands share read and parse the same in each of them."""

from __future__ import annotations

import argparse

import pytest

from desktop.cli import build_parser
from desktop.cli.arguments import load_options_error


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    (action,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def _leaf(*path: str) -> argparse.ArgumentParser:
    parser = build_parser()
    for name in path:
        parser = _subcommands(parser)[name]
    return parser


def _help_of(parser: argparse.ArgumentParser, option: str) -> str:
    (action,) = (a for a in parser._actions if option in a.option_strings)
    assert action.help is not None
    return action.help


JSON_COMMANDS = [
    ("ask",),
    ("doctor",),
    ("models", "inspect"),
    ("models", "list"),
    ("models", "search"),
    ("models", "variants"),
    ("runtime", "status"),
    ("runtime", "list"),
]


@pytest.mark.parametrize("path", JSON_COMMANDS, ids=" ".join)
def test_json_reads_the_same_in_every_command(path: tuple[str, ...]) -> None:
    assert _help_of(_leaf(*path), "--json") == _help_of(_leaf("doctor"), "--json")


def test_runtime_says_what_each_command_does_with_it() -> None:
    ask_help = _help_of(_leaf("ask"), "--runtime")
    inspect_help = _help_of(_leaf("models", "inspect"), "--runtime")
    assert ask_help.startswith("the llama-server to use:")
    assert ask_help.endswith("(default: the one picked in Settings)")
    assert inspect_help.startswith("plan for the devices this llama-server sees:")
    assert "`llamadesk runtime list`" in ask_help and "`llamadesk runtime list`" in inspect_help


def test_shared_arguments_parse_in_each_command() -> None:
    parser = build_parser()
    ask = parser.parse_args(["ask", "hi", "--json", "--verbose", "--runtime", "cpu"])
    assert (ask.json, ask.verbose, ask.runtime) == (True, True, "cpu")
    inspect = parser.parse_args(["models", "inspect", "m.gguf", "--runtime", "/x/llama-server"])
    assert (inspect.json, inspect.runtime) == (False, "/x/llama-server")
    assert parser.parse_args(["doctor", "--json"]).json


@pytest.mark.parametrize("command", [["ask", "hi"], ["serve"]], ids=" ".join)
def test_ask_and_serve_check_the_load_options_alike(command: list[str]) -> None:
    parser = build_parser()
    short = parser.parse_args([*command, "--ctx", "63"])
    assert load_options_error(short) == "--ctx must be at least 64 tokens."
    bad_host = parser.parse_args([*command, "--rpc", "box:notaport"])
    problem = load_options_error(bad_host)
    assert problem is not None and "box:notaport" in problem
    fine = parser.parse_args([*command, "--ctx", "64", "--rpc", "10.0.0.2:50052,box"])
    assert load_options_error(fine) is None
    assert fine.rpc_hosts == ("10.0.0.2:50052", "box:50052")
    assert load_options_error(parser.parse_args(command)) is None
    assert _help_of(_leaf(command[0]), "--rpc") == _help_of(_leaf("ask"), "--rpc")
