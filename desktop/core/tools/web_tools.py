"""``web_search`` and ``fetch_url``: off by default, since the app works offline.

``fetch_url`` gives the plain text of one page (HTML stripped with the standard
library's parser, scripts and styles dropped), headed by its source address, read up
to a size cap. ``web_search`` asks one search service the user sets in Settings: a
SearXNG-style JSON endpoint (``GET <search_url>?q=...&format=json`` answering
``{"results": [{"title", "url", "content"}]}``), the shape self-hosted SearXNG and
compatible services speak. Results are plain text with their sources.
"""

from __future__ import annotations

import html.parser
import json
import re
from collections.abc import Mapping
from urllib.parse import urlsplit

import httpx

from desktop.core.tools.base import (
    CallFailure,
    CallProblem,
    ToolResult,
    ToolRun,
    ToolSpec,
    failed,
    one_text_argument,
    shown_result,
)
from desktop.core.units import format_bytes

# A page is read up to this much; the model is shown far less (MAX_RESULT_CHARS).
PAGE_LIMIT_BYTES = 2 * 1024 * 1024
SEARCH_RESULTS_SHOWN = 8
_USER_AGENT = "LlamaDesk (local assistant tool)"

FETCH_URL_SPEC = ToolSpec(
    name="fetch_url",
    title='Open web pages',
    summary=(
        "Lets the model read a web page's text. Uses the internet."
    ),
    description=(
        "Fetch a web page (http or https) and get back its text, without HTML markup, "
        "headed by its address. Use it to read a page found with web_search or given by "
        "the user."
    ),
    parameters=one_text_argument("url", "The page's full address."),
)
WEB_SEARCH_SPEC = ToolSpec(
    name="web_search",
    title="Search the web",
    summary=(
        "Lets the model search the web and read the list of results. Uses the internet."
    ),
    description=(
        "Search the web. Returns a numbered list of results, each with its title, address "
        "and a snippet. Read a result in full with fetch_url."
    ),
    parameters=one_text_argument("query", "What to search for."),
)


class FetchUrlTool:
    spec = FETCH_URL_SPEC

    def run(self, call: ToolRun) -> ToolResult:
        url = (call.text("url") or "").strip()
        if _scheme(url) not in ("http", "https"):
            return failed(
                "fetch_url needs a full http:// or https:// address in 'url'.",
                failure=CallFailure(CallProblem.NOT_WEB_ADDRESS, address=url),
            )
        try:
            body, content_type, final_url, size = _get(url, {}, call)
        except _WebError as error:
            return failed(str(error), failure=error.failure)
        if "html" in content_type or (not content_type and b"<html" in body[:2000].lower()):
            text = html_to_text(body.decode(_charset(content_type), errors="replace"))
        elif content_type.startswith("text/") or "json" in content_type or "xml" in content_type:
            text = body.decode(_charset(content_type), errors="replace")
        else:
            kind = f"{content_type}, {format_bytes(size)}"
            return failed(
                f"{final_url} is not a text page ({kind}).",
                failure=CallFailure(
                    CallProblem.NOT_TEXT, address=final_url, reason=content_type, size=size
                ),
            )
        if size > PAGE_LIMIT_BYTES:
            limit = format_bytes(PAGE_LIMIT_BYTES)
            text += f"\n[... the page is longer than {limit}; the rest was not read]"
        return shown_result(f"Source: {final_url}\n\n{text.strip()}", {"sources": [final_url]})


class WebSearchTool:
    spec = WEB_SEARCH_SPEC

    def __init__(self, search_url: str | None) -> None:
        self.search_url = search_url

    def run(self, call: ToolRun) -> ToolResult:
        query = call.text("query")
        if query is None:
            return failed(
                "web_search needs the words to search for in 'query'.",
                failure=CallFailure(CallProblem.NO_INPUT, name="query"),
            )
        if not self.search_url:
            return failed(
                "No search service is set. Enter a SearXNG search address in Settings > Tools.",
                failure=CallFailure(CallProblem.NO_SEARCH_SERVICE),
            )
        params = {"q": query.strip(), "format": "json"}
        try:
            body, _type, _url, _size = _get(self.search_url, params, call)
            results = json.loads(body.decode("utf-8", errors="replace"))["results"]
            if not isinstance(results, list):
                raise TypeError("results is not a list")
        except _WebError as error:
            return failed(str(error), failure=error.failure)
        except (ValueError, KeyError, TypeError):
            return failed(
                f"The search service at {self.search_url} did not answer with search results "
                "(it should answer ?format=json with a SearXNG-style results list).",
                failure=CallFailure(CallProblem.BAD_SEARCH_ANSWER, address=self.search_url),
            )
        return _search_result(query.strip(), results)


def _search_result(query: str, results: list[object]) -> ToolResult:
    lines: list[str] = []
    sources: list[str] = []
    for item in results:
        if not isinstance(item, dict) or not isinstance(item.get("url"), str):
            continue
        number = len(sources) + 1
        title = str(item.get("title") or item["url"]).strip()
        snippet = " ".join(str(item.get("content") or "").split())
        entry = f"{number}. {title}\n   {item['url']}"
        lines.append(entry + (f"\n   {snippet}" if snippet else ""))
        sources.append(item["url"])
        if len(sources) == SEARCH_RESULTS_SHOWN:
            break
    if not sources:
        return ToolResult(text=f"No results for '{query}'.", details={"sources": []})
    return shown_result(f"Results for '{query}':\n\n" + "\n\n".join(lines), {"sources": sources})


class _WebError(Exception):
    """A request that failed, with the plain sentence to give back and its kind."""

    def __init__(self, message: str, failure: CallFailure) -> None:
        super().__init__(message)
        self.failure = failure


def _get(url: str, params: Mapping[str, str], call: ToolRun) -> tuple[bytes, str, str, int]:
    """(body up to the cap, content type, final address, full size if known), read
    within ``call``'s time limit and stopped by its cancel."""
    timeout = httpx.Timeout(max(min(call.time_limit_s, 30.0), 1.0))
    headers = {"User-Agent": _USER_AGENT}
    try:
        with (
            httpx.Client(timeout=timeout, follow_redirects=True, headers=headers) as client,
            client.stream("GET", url, params=params) as response,
        ):
            if response.status_code >= 400:
                raise _WebError(
                    f"{url} answered with HTTP {response.status_code}.",
                    CallFailure(CallProblem.HTTP_STATUS, address=url, code=response.status_code),
                )
            body = bytearray()
            size = 0
            for chunk in response.iter_bytes():
                if call.cancel.is_set():
                    raise _WebError(
                        "The request was stopped: the answer was cancelled.",
                        CallFailure(CallProblem.CANCELLED),
                    )
                size += len(chunk)
                if len(body) < PAGE_LIMIT_BYTES:
                    body += chunk[: PAGE_LIMIT_BYTES - len(body)]
                elif size > PAGE_LIMIT_BYTES:
                    break
            content_type = response.headers.get("content-type", "").lower()
            return bytes(body), content_type, str(response.url), size
    except httpx.TimeoutException as error:
        raise _WebError(
            f"{url} did not answer in time.", CallFailure(CallProblem.WEB_SLOW, address=url)
        ) from error
    except (httpx.HTTPError, httpx.InvalidURL, ValueError) as error:
        reason = f"{type(error).__name__}: {error}"
        raise _WebError(
            f"{url} could not be reached ({reason}).",
            CallFailure(CallProblem.UNREACHABLE, address=url, reason=reason),
        ) from error


def _scheme(url: str) -> str:
    try:
        return urlsplit(url).scheme
    except ValueError:  # e.g. "http://[bad": not an address at all
        return ""


def _charset(content_type: str) -> str:
    match = re.search(r"charset=([\w-]+)", content_type)
    if match:
        try:
            "".encode(match.group(1))
            return match.group(1)
        except LookupError:
            pass
    return "utf-8"


_SKIPPED = frozenset({"script", "style", "noscript", "template", "svg", "head"})
_BLOCKS = frozenset(
    {"p", "div", "br", "li", "tr", "section", "article", "header", "footer", "pre", "hr"}
    | {"blockquote", "title", "table", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6"}
)


class _TextExtractor(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title = ""
        self._skipping = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        elif tag in _SKIPPED:
            self._skipping += 1
        if tag in _BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _SKIPPED and self._skipping:
            self._skipping -= 1
        if tag in _BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        elif not self._skipping:
            self.parts.append(data)


def html_to_text(page: str) -> str:
    """The readable text of an HTML page: title first, one line per block, no markup."""
    extractor = _TextExtractor()
    extractor.feed(page)
    extractor.close()
    lines = (" ".join(line.split()) for line in "".join(extractor.parts).splitlines())
    text = "\n".join(line for line in lines if line)
    title = " ".join(extractor.title.split())
    return f"{title}\n\n{text}" if title else text
