"""The CR as judges read it: the whole CR on one page, a rule in its section, cited by, the date.
And the small things: originally printed text, the home page's search, the tab title."""

from __future__ import annotations

import gzip
import re

from fastapi.testclient import TestClient

from app.reference.store import ReferenceStore
from app.reference.symbols import old_text


def test_the_whole_cr_is_one_page_with_an_anchor_per_rule(
    client: TestClient, store: ReferenceStore
) -> None:
    page = client.get("/cr")
    assert page.status_code == 200
    anchors = set(re.findall(r'id="r([0-9.a-z]+)"', page.text))
    assert {r.number for r in store.rules} <= anchors
    assert 'id="g-state-based-actions"' in page.text  # and the glossary
    assert f'Effective <time datetime="{store.effective_date}">' in page.text
    assert "Layer 7: Power- and/or toughness-changing effects" in page.text


def test_the_whole_cr_is_sent_compressed(client: TestClient) -> None:
    page = client.get("/cr", headers={"Accept-Encoding": "gzip"})
    assert page.headers["content-encoding"] == "gzip"
    plain = client.get("/cr", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    assert gzip.decompress(gzip.compress(plain.content)) == plain.content
    assert page.text == plain.text


def test_a_subrule_page_shows_its_rule_around_it(client: TestClient) -> None:
    page = client.get("/rules/702.16b").text
    around = page[page.index('id="context-h"') :]
    assert "Around it: 702.16 Protection" in around
    for sibling in ("702.16a", "702.16b", "702.16c", "702.16k"):
        assert f'id="r{sibling}"' in around
    assert 'class="rule rule-subrule is-current" id="r702.16b"' in around


def test_a_numbered_rule_page_lists_its_neighbours(client: TestClient) -> None:
    page = client.get("/rules/613.8").text
    around = page[page.index('id="context-h"') :]
    assert "Around it: 613. Interaction of Continuous Effects" in around
    assert 'class="is-current" aria-current="true"><a href="/rules/613.8">' in around
    assert '<a href="/rules/613.7">' in around


def test_cited_by_lists_the_rules_that_refer_to_this_one(client: TestClient) -> None:
    page = client.get("/rules/704").text
    cited = page[page.index('id="cited-h"') : page.index("</section>", page.index('id="cited-h"'))]
    # 120.5 says "See rule 704" (state-based actions destroy a creature with lethal damage).
    assert '<a href="/rules/120.5">120.5</a>' in cited
    assert "refer to 704" in cited
    assert "No other rule refers" in client.get("/rules/100.1a").text


def test_the_effective_date_is_at_the_top_of_every_rule_page(
    client: TestClient, store: ReferenceStore
) -> None:
    for number in ("1", "613", "613.8", "702.16a"):
        page = client.get(f"/rules/{number}").text
        head = page[page.index("<main") : page.index("<h1")]
        assert f'Comprehensive Rules effective <time datetime="{store.effective_date}">' in head
        assert f'href="/cr#r{number}"' in head


def test_originally_printed_text_shows_symbols_not_gatherer_codes(client: TestClient) -> None:
    page = client.get("/cards/chandler").text
    printed = page[page.index("Originally printed text") :]
    printed = printed[: printed.index("</dd>")]
    assert "oc\n" not in printed
    assert "o\nR" not in printed
    assert printed.count('title="red mana"') == 3
    assert 'title="tap"' in printed


def test_old_notation_reads_back() -> None:
    lines = old_text("o2o\nU, oc\nT: Draw a card.\noo\nG Banding")
    assert lines is not None
    shown = ["".join(f"{{{p.text}}}" if p.is_symbol else p.text for p in line) for line in lines]
    assert shown == ["{2}{U}, {T}: Draw a card.", "{G} Banding"]
    assert old_text("oo\n: lost") is None  # a symbol whose code is lost is left out


def test_every_originally_printed_text_reads_back(store: ReferenceStore) -> None:
    texts = [c.original_text for c in store.cards if c.original_text]
    assert texts
    assert all(old_text(t) is not None for t in texts)


def test_the_home_search_works_as_you_type(client: TestClient) -> None:
    page = client.get("/").text
    box = page[page.index('id="home-q"') :]
    box = box[: box.index(">")]
    assert 'hx-get="/search"' in box
    assert 'hx-target="#results"' in box
    assert 'hx-trigger="input changed delay:200ms, search"' in box
    assert '<div id="results" aria-live="polite">' in page


def test_the_tab_title_follows_the_query(client: TestClient) -> None:
    fragment = client.get("/search", params={"q": "ward"}, headers={"HX-Request": "true"}).text
    assert "<title>ward — search · Rulings Explorer</title>" in fragment
    page = client.get("/search", params={"q": "ward"}).text
    assert page.count("<title>") == 1
    assert "<title>ward — search · Rulings Explorer</title>" in page
