"""What document search finds, with the real all-MiniLM-L6-v2 (converted from PyPI)
through the real llama-server, started as the app starts it: the right passage in the
first five for questions that share its words, questions that share none of them, and
questions asked in another form; the page cited is the page the text is on. And the
real embedder's batches, errors and token bound."""

from __future__ import annotations

import itertools
import re
import secrets
from collections.abc import Iterator
from pathlib import Path

import httpx
import numpy as np
import pytest

from desktop.core.documents.embedder import HttpEmbedder
from desktop.core.documents.errors import EmbeddingError, EmbeddingServerGoneError
from desktop.core.documents.indexing import index
from desktop.core.documents.keyword_query import KeywordQuery, keyword_query
from desktop.core.documents.passages import MAX_TOKENS, approximate_tokens, split_passages
from desktop.core.documents.search import search
from desktop.core.documents.store import DocumentStore
from desktop.core.documents.text_blocks import TextBlock
from desktop.core.host.embedding_host import embedding_launch_options, embedding_model_info
from desktop.core.runtime.server import LlamaServer
from tests.support.document_files import write_docx, write_pdf, write_text_folder

pytestmark = pytest.mark.server

MANUAL = [
    "Arrival. Check-in is after three in the afternoon and check-out before eleven in the "
    "morning. The keys wait in the lockbox beside the front door; its code comes by text "
    "message on the day of arrival.",
    "The boathouse door is painted bright green. Its key hangs on a hook behind the "
    "woodpile, next to the canoe paddles. Please lock it every evening.",
    "Heating. The wood stove warms the whole ground floor. Open the damper fully before "
    "lighting it, and never leave the fire unattended.",
    "Warranty claims for the dishwasher use form WX-1138, posted to the manufacturer within "
    "two years of purchase together with the receipt.",
    "Internet. The wireless network is called Lakeside-Guest and its password is written "
    "on the fridge. The router sits in the hallway cupboard; switch it off and on again "
    "if the connection drops.",
    "Waste and recycling are collected on Tuesday mornings. Glass bottles go to the "
    "village container near the church.",
    "Dogs are welcome but must stay off the sofas and beds. Cats cannot stay here because "
    "the owner is allergic.",
    "Emergencies: the nearest hospital is twenty kilometres away in Kingsbridge. Dial 112 "
    "for an ambulance; the address of the cottage is on the kitchen noticeboard.",
]
COOKBOOK = [
    ("Title", "Family cookbook"),
    ("Heading 1", "Breads"),
    ("Normal", "A sourdough loaf rises with a starter of wild yeast, fed with flour and "
               "water for several days before baking."),
    ("Heading 1", "Soups"),
    ("Normal", "Tomato soup is simmered with onions and basil, then blended until smooth."),
    ("Heading 1", "Desserts"),
    ("Normal", "Apple crumble: slice the apples, cover them with butter rubbed into oats "
               "and sugar, and bake for forty minutes."),
]
CAMERA_GUIDE = (
    "# Camera guide\n\n## Batteries\n\nCharge the battery fully before the first use; a "
    "complete charge takes three hours with the supplied cable.\n\n## Memory cards\n\n"
    "The camera records to SD cards of up to 512 GB, formatted in the camera itself.\n"
)
SHOP_PAGE = (
    "<html><body><h1>Village shop</h1><h2>Opening hours</h2><p>We open at nine and close "
    "at six on weekdays, and at one on Saturdays.</p><h2>Delivery</h2><p>Groceries are "
    "brought to the cottages on Thursday afternoons.</p></body></html>"
)
# (question, file, page, the text the passage holds)
SHARED_WORDS = [
    ("form WX-1138", "manual.pdf", 4, "WX-1138"),
    ("INV-0137", "note-0137.txt", None, "INV-0137"),
    ("Lakeside-Guest password", "manual.pdf", 5, "Lakeside-Guest"),
    ("sourdough starter", "cookbook.docx", None, "sourdough"),
]
NO_SHARED_WORDS = [
    ("What colour is the entrance of the shed where rowing boats are kept?",
     "manual.pdf", 2, "boathouse"),
    ("How can I get online?", "manual.pdf", 5, "wireless"),
    ("When do they pick up the rubbish?", "manual.pdf", 6, "recycling"),
    ("Can I bring my puppy along?", "manual.pdf", 7, "Dogs"),
    ("Where should we go if someone gets badly hurt?", "manual.pdf", 8, "hospital"),
    ("How long until the power pack is full?", "camera.md", None, "Charge the battery"),
]
OTHER_FORM = [
    ("Tell me when I am allowed to arrive at the holiday home.", "manual.pdf", 1, "Check-in"),
    ("fireplace safety", "manual.pdf", 3, "wood stove"),
    ("bread made with natural fermentation", "cookbook.docx", None, "sourdough"),
    ("I need to know what time the shop shuts", "shop.html", None, "close at six"),
    ("dessert with apples and oats?", "cookbook.docx", None, "crumble"),
]


@pytest.fixture(scope="module")
def server(llama_server_path: Path, embedding_model_path: Path) -> Iterator[LlamaServer]:
    """The embedding server as the app's host starts it (4 slots, mean pooling)."""
    options = embedding_launch_options(embedding_model_path,
                                       *embedding_model_info(embedding_model_path))
    with LlamaServer(llama_server_path, options) as running:
        running.start()
        yield running


@pytest.fixture(scope="module")
def embedder(server: LlamaServer, embedding_model_path: Path) -> Iterator[HttpEmbedder]:
    with HttpEmbedder(server.base_url, server.api_key, embedding_model_path.stem,
                      384) as made:
        yield made


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory,
            embedder: HttpEmbedder) -> Iterator[DocumentStore]:
    """A library of a PDF, a Word file, Markdown, HTML and 200 notes (distractors that
    look alike), indexed through the real model."""
    folder = tmp_path_factory.mktemp("library")
    write_pdf(folder / "manual.pdf", MANUAL)
    write_docx(folder / "cookbook.docx", COOKBOOK)
    (folder / "camera.md").write_text(CAMERA_GUIDE, "utf-8")
    (folder / "shop.html").write_text(SHOP_PAGE, "utf-8")
    write_text_folder(folder / "notes", 200)
    with DocumentStore(folder.parent / f"{folder.name}.sqlite3") as store:
        store.create_library("holiday", [folder])
        outcome = index(store, "holiday", embedder)
        assert outcome.added == 204 and not outcome.problems
        yield store


def _found(store: DocumentStore, embedder: HttpEmbedder, question: str, file: str,
           page: int | None, text: str) -> int:
    """The rank (1-5) of the passage holding ``text`` in ``file`` on ``page``."""
    hits = search(store, "holiday", question, embedder, top=5)
    for rank, hit in enumerate(hits, start=1):
        if hit.file.name == file and text in hit.text:
            assert hit.page == page, f"{question!r}: cited page {hit.page}, not {page}"
            return rank
    listed = "\n".join(f"  {hit.file.name} p{hit.page}: {hit.text[:70]}" for hit in hits)
    pytest.fail(f"{question!r} did not find {file} ({text}) in the first 5:\n{listed}")


@pytest.mark.parametrize(("question", "file", "page", "text"), SHARED_WORDS)
def test_questions_sharing_the_passages_words_find_it(
    library: DocumentStore, embedder: HttpEmbedder, question: str, file: str,
    page: int | None, text: str
) -> None:
    assert _found(library, embedder, question, file, page, text) == 1


@pytest.mark.parametrize(("question", "file", "page", "text"), NO_SHARED_WORDS)
def test_questions_sharing_no_word_with_the_passage_find_it_by_meaning(
    library: DocumentStore, embedder: HttpEmbedder, question: str, file: str,
    page: int | None, text: str
) -> None:
    # Keyword search alone cannot find it: only the meaning can.
    target = next(p for p in library.library_passages(library.library("holiday"))
                  if p.path.name == file and text in p.text)
    words = keyword_query(question)
    assert words is not None
    # Each word on its own: a passage holding any one of them would count.
    matches = [match for term in words.terms for match in library.keyword_matches(
        library.library("holiday"), KeywordQuery((term,)), 10_000)]
    assert target.id not in [chunk_id for chunk_id, _score in matches]
    _found(library, embedder, question, file, page, text)


@pytest.mark.parametrize(("question", "file", "page", "text"), OTHER_FORM)
def test_questions_asked_in_another_form_find_it(
    library: DocumentStore, embedder: HttpEmbedder, question: str, file: str,
    page: int | None, text: str
) -> None:
    _found(library, embedder, question, file, page, text)


def test_hits_say_where_they_are_from(library: DocumentStore, embedder: HttpEmbedder) -> None:
    (hit,) = search(library, "holiday", "How long does charging take?", embedder, top=1)
    assert (hit.file.name, hit.page, hit.heading) == ("camera.md", None,
                                                      "Camera guide > Batteries")
    assert hit.meaning_rank == 1 and hit.score > 0
    (hit,) = search(library, "holiday", "Which day are groceries delivered?", embedder, top=1)
    assert (hit.file.name, hit.heading) == ("shop.html", "Village shop > Delivery")


def test_the_embedder_batches_keeps_order_and_gives_unit_vectors(
    embedder: HttpEmbedder,
) -> None:
    texts = [f"Sentence {n} is about the number {n} and nothing else." for n in range(150)]
    together = embedder.embed(texts)  # three requests of up to 64
    assert together.shape == (150, 384) and together.dtype == np.float32
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-4)
    alone = np.concatenate([embedder.embed([text]) for text in texts[::37]])
    assert np.all(np.sum(alone * together[::37], axis=1) > 0.999)
    assert embedder.embed([]).shape == (0, 384)


def test_passages_of_any_script_fit_the_model(server: LlamaServer) -> None:
    # Text that costs more tokens per character than English: numbers, accents,
    # Cyrillic, Chinese, Japanese, code, links.
    samples = [
        "Invoice 2024-0193-7781 of 12.03.2024: 1,234.56 EUR, ref 0047118812, acct 99-1123. ",
        "Les élèves à l'école préféraient le gâteau façon crème brûlée où ça sentait bon. ",
        "Съешь же ещё этих мягких французских булок да выпей чаю, сказал Владимир. ",
        "中华人民共和国的首都是北京，这座城市有着三千多年的历史和丰富的文化遗产。",
        "東京都の人口は約千四百万人で、日本で最も人口の多い都市として知られている。",
        "def f(x): return {k: v ** 2 for k, v in x.items() if v is not None}  # ok ",
        "https://example.org/a/b?c=d&e=f#g https://docs.example.com/v2/api/ref?id=42 ",
    ]
    blocks = [TextBlock(sample * 40, 1, ("A heading", "Déjà vu")) for sample in samples]
    passages = split_passages(blocks)
    with httpx.Client(trust_env=False, timeout=60,
                      headers={"Authorization": f"Bearer {server.api_key}"}) as client:
        for passage in passages:
            text = passage.embedding_text
            answer = client.post(f"{server.base_url}/tokenize",
                                 json={"content": text, "add_special": True})
            answer.raise_for_status()
            tokens = len(answer.json()["tokens"])
            assert tokens <= 512 - 64, (tokens, text[:60])  # a margin under the model's 512
            # The estimate errs high, so the bound it keeps is a real one.
            assert approximate_tokens(text) + 2 >= tokens, (tokens, text[:60])
    assert all(approximate_tokens(p.embedding_text) <= MAX_TOKENS for p in passages)


def test_a_refused_key_and_a_stopped_server_are_said_in_words(
    llama_server_path: Path, embedding_model_path: Path, server: LlamaServer
) -> None:
    wrong = HttpEmbedder(server.base_url, secrets.token_urlsafe(8), "all-MiniLM-L6-v2")
    with wrong, pytest.raises(EmbeddingError, match=r"^The embedding model all-MiniLM-L6-v2 "
                              r"refused the app's key\.$"):
        wrong.embed(["hello"])
    options = embedding_launch_options(embedding_model_path,
                                       *embedding_model_info(embedding_model_path))
    with LlamaServer(llama_server_path, options) as short_lived:
        short_lived.start()
        with HttpEmbedder(short_lived.base_url, short_lived.api_key, "minilm") as made:
            assert made.dimensions == 384  # asked of the server
            short_lived.stop()
            with pytest.raises(EmbeddingServerGoneError) as raised:
                made.embed(["hello"])
    assert raised.value.message == ("The embedding model minilm is not running any more. "
                                    "Start it again to go on (indexing resumes where it "
                                    "stopped).")


def test_every_question_set_is_what_it_says() -> None:
    # No-shared-words questions really share none with their passage (stems compared).
    def stems(text: str) -> set[str]:
        return {word.lower()[:5] for word in re.findall(r"\w+", text)}
    common = {"the", "is", "of", "to", "a", "an", "and", "on", "in", "it", "its", "are"}
    passages = {text: page for text, page in zip(MANUAL, itertools.count(1), strict=False)}
    for question, _file, page, _text in NO_SHARED_WORDS:
        if page is not None:
            page_text = next(text for text, number in passages.items() if number == page)
            assert not (stems(question) - common) & stems(page_text), question
