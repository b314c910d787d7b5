"""web_search and fetch_url over real HTTP, against a local site (tests/support/local_web)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.core.tools.base import (
    MAX_RESULT_CHARS,
    CallFailure,
    CallProblem,
    ToolContext,
    ToolResult,
    ToolRun,
)
from desktop.core.tools.web_tools import FetchUrlTool, WebSearchTool, html_to_text
from tests.support.local_web import PAGE_HTML, LocalWeb
from tests.support.raw_server import free_port


@pytest.fixture
def web() -> Iterator[LocalWeb]:
    with LocalWeb() as site:
        yield site


def fetch(url: object, tmp_path: Path) -> ToolResult:
    return FetchUrlTool().run(ToolRun({"url": url}, ToolContext(1, tmp_path), 10))


def search(search_url: str | None, query: str, tmp_path: Path) -> ToolResult:
    return WebSearchTool(search_url).run(ToolRun({"query": query}, ToolContext(1, tmp_path), 10))


def test_fetch_url_gives_the_page_text_with_its_source(web: LocalWeb, tmp_path: Path) -> None:
    url = f"{web.base_url}/page.html"
    result = fetch(url, tmp_path)
    assert result.error is None
    assert result.text.startswith(f"Source: {url}\n\nLlamas of the Andes\n")
    assert "Llamas are domesticated South American camelids." in result.text
    assert "They spit & kick." in result.text
    assert "secret" not in result.text and "color: red" not in result.text
    assert "<" not in result.text
    assert result.details["sources"] == [url]


def test_fetch_url_follows_a_redirect_and_names_where_it_ended(
    web: LocalWeb, tmp_path: Path
) -> None:
    result = fetch(f"{web.base_url}/moved", tmp_path)
    assert result.error is None
    assert result.text.startswith(f"Source: {web.base_url}/notes.txt")
    assert "alpacas are smaller than llamas" in result.text


def test_fetch_url_cuts_a_long_page(web: LocalWeb, tmp_path: Path) -> None:
    result = fetch(f"{web.base_url}/big.html", tmp_path)
    assert result.error is None
    assert result.truncated
    assert len(result.text) < MAX_RESULT_CHARS + 200
    assert result.text.endswith("only the first 16,000 are shown]")


def test_fetch_url_refuses_what_it_cannot_read(web: LocalWeb, tmp_path: Path) -> None:
    image = fetch(f"{web.base_url}/photo.png", tmp_path)
    assert image.error is not None and "is not a text page (image/png" in image.error
    assert image.failure is not None and image.failure.kind is CallProblem.NOT_TEXT
    assert image.failure.address == f"{web.base_url}/photo.png"
    assert image.failure.reason.startswith("image/png") and image.failure.size > 0
    missing = fetch(f"{web.base_url}/missing", tmp_path)
    assert missing.error == f"{web.base_url}/missing answered with HTTP 404."
    assert missing.failure == CallFailure(
        CallProblem.HTTP_STATUS, address=f"{web.base_url}/missing", code=404
    )
    for bad in ("file:///etc/passwd", "example.com", 42):
        refused = fetch(bad, tmp_path)
        assert refused.error == "fetch_url needs a full http:// or https:// address in 'url'."
        assert refused.failure is not None
        assert refused.failure.kind is CallProblem.NOT_WEB_ADDRESS


def test_fetch_url_says_when_nothing_answers(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}/"
    result = fetch(url, tmp_path)
    assert result.error is not None
    assert result.error.startswith(f"{url} could not be reached (ConnectError")
    assert result.failure is not None and result.failure.kind is CallProblem.UNREACHABLE
    assert result.failure.address == url and result.failure.reason.startswith("ConnectError")


def test_web_search_lists_results_with_their_sources(web: LocalWeb, tmp_path: Path) -> None:
    result = search(f"{web.base_url}/search", "llama facts", tmp_path)
    assert result.error is None
    assert result.text == (
        "Results for 'llama facts':\n\n"
        f"1. About llama facts\n   {web.base_url}/page.html\n   Llamas are domesticated camelids."
        f"\n\n2. Notes\n   {web.base_url}/notes.txt"
    )
    assert result.details["sources"] == [f"{web.base_url}/page.html", f"{web.base_url}/notes.txt"]
    assert web.requests == ["/search?q=llama+facts&format=json"]


def test_web_search_without_a_service_or_with_a_wrong_one_says_so(
    web: LocalWeb, tmp_path: Path
) -> None:
    unset = search(None, "llamas", tmp_path)
    assert unset.error == (
        "No search service is set. Enter a SearXNG search address in Settings > Tools."
    )
    wrong = search(f"{web.base_url}/not-search", "llamas", tmp_path)
    assert wrong.error is not None
    assert "did not answer with search results" in wrong.error
    assert unset.failure == CallFailure(CallProblem.NO_SEARCH_SERVICE)
    assert wrong.failure == CallFailure(
        CallProblem.BAD_SEARCH_ANSWER, address=f"{web.base_url}/not-search"
    )


def test_html_to_text_keeps_words_and_drops_markup() -> None:
    text = html_to_text(PAGE_HTML)
    assert text.splitlines() == [
        "Llamas of the Andes",
        "",
        "Llamas",
        "Llamas are domesticated South American camelids.",
        "They hum.",
        "They spit & kick.",
    ]
