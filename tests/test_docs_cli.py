"""``llamadesk docs`` and ``ask --docs`` as a user runs them: real processes, the real
server, the real embedding model and starter model, real files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.cli.exit_codes import EXIT_BAD_INPUT
from tests.support.cli_process import run_cli
from tests.support.document_files import write_damaged_pdf, write_pdf

PAGES = [
    "Opening hours of the Riverside library: Monday to Friday from nine to six.",
    "Members may borrow up to twelve books at a time, for three weeks.",
    "The reading room on the second floor is silent; phones must be switched off.",
]


@pytest.fixture
def model(embedding_model_path: Path) -> list[str]:
    return ["--embedding-model", str(embedding_model_path)]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder of the library's rules: one PDF, a page each."""
    made = tmp_path / "library"
    made.mkdir()
    write_pdf(made / "rules.pdf", PAGES)
    return made


@pytest.mark.server
def test_docs_add_search_list_and_remove(
    folder: Path, server_env: dict[str, str], model: list[str], embedding_model_path: Path
) -> None:
    write_damaged_pdf(folder / "broken.pdf")

    added = run_cli(["docs", "add", "Library", str(folder), *model, "--json"], env_extra=server_env)
    assert added.returncode == 0, added.stderr
    summary = json.loads(added.stdout)
    assert (summary["added"], summary["passages"]) == (1, 3)  # the damaged one is no add
    [skipped] = summary["unreadable"]
    assert skipped["file"].endswith("broken.pdf") and "\n" not in skipped["problem"]
    assert "Indexing Library: " in added.stderr  # progress on stderr, the result on stdout

    found = run_cli(["docs", "search", "Library", "How many books can I take home?", "--top",
                     "2", *model, "--json"], env_extra=server_env)  # fmt: skip
    assert found.returncode == 0, found.stderr
    hits = json.loads(found.stdout)
    assert len(hits) == 2 and set(hits[0]) == {"file", "page", "heading", "text", "score"}
    assert (Path(hits[0]["file"]).name, hits[0]["page"]) == ("rules.pdf", 2)

    shown = run_cli(["docs", "search", "Library", "quiet room", *model], env_extra=server_env)
    assert shown.returncode == 0 and "[1] rules.pdf, page 3" in shown.stdout

    listed = json.loads(run_cli(["docs", "list", "--json"]).stdout)
    assert [(entry["name"], entry["files"], entry["passages"]) for entry in listed] == [
        ("Library", 2, 3)]
    assert listed[0]["embedding_model"] == embedding_model_path.stem

    again = run_cli(["docs", "update", "Library", *model, "--json"], env_extra=server_env)
    assert json.loads(again.stdout)["unchanged"] == 2

    assert run_cli(["docs", "remove", "Library"]).returncode == 0
    gone = run_cli(["docs", "search", "Library", "books", *model])
    assert gone.returncode == EXIT_BAD_INPUT
    assert "There is no library named \u201cLibrary\u201d" in gone.stderr


@pytest.fixture
def library(folder: Path, server_env: dict[str, str], model: list[str]) -> str:
    """``folder`` made the library "Library" with ``docs add``."""
    added = run_cli(["docs", "add", "Library", str(folder), *model], env_extra=server_env)
    assert added.returncode == 0
    return "Library"


@pytest.mark.server
def test_ask_answers_from_a_library_and_names_its_sources(
    library: str, server_env: dict[str, str], model: list[str]
) -> None:

    asked = run_cli(["ask", "When is the library open?", "--docs", library, *model,
                     "--max-tokens", "32", "--temperature", "0", "--ctx", "2048", "--json"],
                    env_extra=server_env, timeout=300)  # fmt: skip
    assert asked.returncode == 0, asked.stderr
    answer = json.loads(asked.stdout)
    assert answer["text"].strip()
    sources = answer["sources"]
    # A library of one file that fits the context: the file whole, a source per page.
    assert [(s["number"], Path(s["file"]).name, s["page"], s["whole"]) for s in sources] \
        == [(1, "rules.pdf", 1, True), (2, "rules.pdf", 2, True), (3, "rules.pdf", 3, True)]
    assert "nine to six" in sources[0]["text"]
    assert answer["tool_calls"] == []  # a file given whole is not searched again

    plain = run_cli(["ask", "When is the library open?", "--docs", library, *model,
                     "--max-tokens", "16", "--ctx", "2048"], env_extra=server_env, timeout=300)
    assert plain.returncode == 0, plain.stderr
    assert "Sources:\n[1] rules.pdf, page 1: " in plain.stdout

    unknown = run_cli(["ask", "Hi", "--docs", "Nope", *model], env_extra=server_env)
    assert unknown.returncode == EXIT_BAD_INPUT
    assert "There is no library named \u201cNope\u201d (libraries: Library)." in unknown.stderr


@pytest.mark.server
@pytest.mark.timeout(600)  # two servers and two model calls: minutes on a loaded machine
def test_ask_lets_the_model_search_a_library_itself(
    library: str, folder: Path, server_env: dict[str, str], model: list[str]
) -> None:
    (folder / "events.md").write_text(
        "# Events\n\nThe book club meets on the first Tuesday of every month at seven.\n",
        encoding="utf-8")
    updated = run_cli(["docs", "update", library, *model, "--json"], env_extra=server_env)
    assert json.loads(updated.stdout)["added"] == 1  # the new file noticed

    # Two files are searched for the question, and the model (its first step made a
    # tool call) searches them again itself.
    asked = run_cli(["ask", "When does the book club meet?", "--docs", library, *model,
                     "--tool-choice", "required", "--max-tokens", "8", "--temperature", "0",
                     "--ctx", "1024", "--json"], env_extra=server_env, timeout=540)  # fmt: skip
    assert asked.returncode == 0, asked.stderr
    answer = json.loads(asked.stdout)
    [call, *_more] = answer["tool_calls"]
    assert call["name"] == "search_documents" and call["error"] is None, call
    sources = answer["sources"]
    numbers = [source["number"] for source in sources]
    assert numbers == list(range(1, len(numbers) + 1))
    assert not any(source["whole"] for source in sources)
    # Every passage the tool gave the model is cited by a number the sources list.
    cited = {int(part.split("]", 1)[0]) for part in call["result"].split("[")[1:]
             if part.split("]", 1)[0].isdigit()}
    assert cited and cited <= set(numbers)
    assert any("book club" in source["text"] for source in sources)


@pytest.mark.server
def test_search_catches_up_with_the_folder_first_and_says_an_unplugged_one(
    folder: Path, library: str, server_env: dict[str, str], model: list[str], tmp_path: Path,
) -> None:
    # No app runs to watch the folder: a file saved since is read before searching.
    (folder / "hours.txt").write_text("On Sundays the library opens at noon.", "utf-8")
    found = run_cli(["docs", "search", library, "Sunday opening", *model, "--json"],
                    env_extra=server_env)
    assert found.returncode == 0, found.stderr
    assert "brought up to date first: Library: 1 new, 0 changed, 0 removed" in found.stderr
    assert Path(json.loads(found.stdout)[0]["file"]).name == "hours.txt"

    folder.rename(tmp_path / "unplugged")  # the disk taken away
    away = run_cli(["docs", "search", library, "Sunday opening", *model, "--json"],
                   env_extra=server_env)
    assert away.returncode == 0, away.stderr
    assert f"llamadesk: {folder} cannot be reached" in away.stderr
    assert "Its passages are kept and searched as they were" in away.stderr
    assert Path(json.loads(away.stdout)[0]["file"]).name == "hours.txt"  # still there


@pytest.mark.server
def test_search_with_a_reranking_model_orders_by_its_scores(
    library: str, server_env: dict[str, str], model: list[str], tiny_reranker_path: Path,
) -> None:
    found = run_cli(["docs", "search", library, "phones in the reading room", "--top", "3",
                     *model, "--reranking-model", str(tiny_reranker_path), "--json"],
                    env_extra=server_env)
    assert found.returncode == 0, found.stderr
    hits = json.loads(found.stdout)
    scores = [hit["rerank_score"] for hit in hits]
    assert len(hits) == 3 and scores == sorted(scores, reverse=True)
