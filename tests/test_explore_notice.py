"""What the engine doesn't model, said in the explorer (issue 25, 1d): the builder marks a card
that isn't fully modelled as it is added, and from the first step where an unmodelled ability
could have changed the result every step shows a notice at the result, linking to that step."""

from __future__ import annotations

import html
import re
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

from fastapi.testclient import TestClient


def _post(client: TestClient, path: str, **fields: Any) -> Any:
    return client.post(
        path,
        content=urlencode(fields, doseq=True),
        headers={"content-type": "application/x-www-form-urlencoded"},
        follow_redirects=False,
    )


def _token(response: Any) -> str:
    assert response.status_code == 303, response.text[:2000]
    return parse_qs(urlparse(response.headers["location"]).query)["s"][0]


def _text(fragment: str) -> str:
    """A piece of the page as a reader sees it: tags dropped, entities read, spaces folded."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def _added(client: TestClient, name: str) -> str:
    """The explorer page right after adding `name` to an empty board with the builder."""
    empty = _token(client.post("/explore/build/empty", follow_redirects=False))
    added = _post(client, "/explore/build/card", s=empty, name=name, player="A", zone="battlefield")
    assert added.status_code == 303, added.text[:2000]
    page = client.get(added.headers["location"])
    assert page.status_code == 200
    return page.text


# -- the builder's mark -------------------------------------------------------------------------

RIP_ENTERS = "When this enchantment enters, exile all graveyards."
RIP_LINE = "If a card or token would be put into a graveyard from anywhere, exile it instead."


def test_the_builder_marks_rest_in_peace_as_not_fully_modelled_as_it_is_added(
    client: TestClient,
) -> None:
    page = _added(client, "Rest in Peace")
    note = re.search(r'<p class="model-note" id="build-card-mark">(.*?)</p>', page, re.S)
    assert note, "no mark under the card form"
    assert _text(note.group(1)) == (
        f"not fully modelled Rest in Peace — the engine doesn't model “{RIP_ENTERS}” or "
        f"“{RIP_LINE}”. A run with it says where that could change the result."
    )
    # Its line in the list of objects as loaded carries the mark too, with its card page.
    item = page.split('<details id="build-object-', 1)[1].split("</details>", 1)[0]
    summary = item.split("<summary>", 1)[1].split("</summary>", 1)[0]
    assert _text(summary) == "Edit Rest in Peace · battlefield · player A not fully modelled"
    assert f"The engine doesn't model “{RIP_ENTERS}” or “{RIP_LINE}” (card page)." in _text(item)
    assert 'href="/cards/Rest%20in%20Peace"' in item


def test_the_builder_doesnt_mark_grizzly_bears(client: TestClient) -> None:
    page = _added(client, "Grizzly Bears")
    assert 'id="build-object-' in page
    assert "model-mark" not in page
    assert "not fully modelled" not in page
    assert 'id="build-card-mark"' not in page
