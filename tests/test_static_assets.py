"""Static assets are cached for a year under fingerprinted names (issue 16, item 9): a page links
CSS and JS by names carrying their content's hash, those answer `immutable`, and the plain or an
outdated name is revalidated instead."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from fastapi.testclient import TestClient

ROOT = Path(__file__).resolve().parents[1]


def _links(html: str) -> list[str]:
    return re.findall(r'(?:href|src)="(/static/[^"]+)"', html)


def test_pages_link_static_files_by_fingerprinted_names(client: TestClient) -> None:
    links = _links(client.get("/").text)
    assert {"css/site", "js/site", "vendor/htmx.min"} <= {
        re.sub(r"^/static/|\.[0-9a-f]{10}\.\w+$", "", link) for link in links
    }
    for link in links:
        name = re.sub(r"^/static/", "", link)
        plain = re.sub(r"\.([0-9a-f]{10})(\.\w+)$", r"\2", name)
        digest = re.search(r"\.([0-9a-f]{10})\.\w+$", name)
        assert digest, link
        content = (ROOT / "static" / plain).read_bytes()
        assert digest.group(1) == hashlib.sha256(content).hexdigest()[:10]


def test_a_fingerprinted_name_is_immutable_for_a_year(client: TestClient) -> None:
    [css] = [link for link in _links(client.get("/").text) if "css/site." in link]
    response = client.get(css)
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.content == (ROOT / "static" / "css" / "site.css").read_bytes()


def test_the_plain_name_and_an_outdated_fingerprint_are_revalidated(client: TestClient) -> None:
    for path in ("/static/css/site.css", "/static/css/site.0123456789.css"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert response.headers["cache-control"] == "no-cache", path
    assert client.get("/static/css/nothing.0123456789.css").status_code == 404


def test_every_template_links_static_files_through_static_url() -> None:
    plain = [
        f"{path.name}: {link}"
        for path in sorted((ROOT / "templates").rglob("*.html"))
        for link in _links(path.read_text(encoding="utf-8"))
    ]
    assert plain == [], "use {{ static_url('…') }} so the file is cached under its fingerprint"
