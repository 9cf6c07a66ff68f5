"""Headers and limits: CSP without inline code, body limit, no third-party requests, HEAD for
every GET, and the same headers on a 500."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.security import CONTENT_SECURITY_POLICY
from app.settings import ROOT, Settings
from engine.core.errors import ScenarioError
from engine.driver.scenario import parse_scenario
from engine.driver.share_links import LinkError, encode_link


def test_content_security_policy(client: TestClient) -> None:
    csp = client.get("/").headers["content-security-policy"]
    assert "default-src 'self'" in csp
    assert "script-src 'self'" in csp
    assert "style-src 'self'" in csp
    assert "unsafe-inline" not in csp
    assert "unsafe-eval" not in csp


def test_api_responses_carry_the_headers_too(client: TestClient) -> None:
    headers = client.get("/api/v1/search", params={"q": "x"}).headers
    assert headers["x-content-type-options"] == "nosniff"
    assert "content-security-policy" in headers


def test_request_body_limit(client: TestClient) -> None:
    response = client.post("/search", content=b"x" * (512 * 1024 + 1))
    assert response.status_code == 413
    assert "larger than the limit" in response.json()["detail"]


def test_htmx_is_configured_for_the_csp() -> None:
    base = (ROOT / "templates" / "base.html").read_text()
    config = re.search(r'name="htmx-config" content=\'([^\']+)\'', base)
    assert config is not None
    assert '"includeIndicatorStyles":false' in config.group(1)
    assert '"allowEval":false' in config.group(1)


def test_templates_use_no_inline_code_and_no_safe_filter() -> None:
    for path in Path(ROOT / "templates").glob("*.html"):
        text = path.read_text()
        assert "|safe" not in text.replace(" ", ""), path
        assert "hx-on" not in text, path
        assert not re.search(r"<script(?![^>]*\ssrc=)", text), path
        assert not re.search(r"\son[a-z]+=", text), path
        assert " style=" not in text, path


def test_no_third_party_urls_in_pages_or_assets() -> None:
    pattern = re.compile(r"(src|href)=\"(https?:)?//", re.IGNORECASE)
    for path in [*Path(ROOT / "templates").glob("*.html"), *Path(ROOT / "static").rglob("*.css")]:
        assert not pattern.search(path.read_text()), path


def test_htmx_comes_from_npm_at_an_exact_version() -> None:
    import json

    package = json.loads((ROOT / "package.json").read_text())
    lock = json.loads((ROOT / "package-lock.json").read_text())
    version = package["dependencies"]["htmx.org"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", version)
    assert lock["packages"]["node_modules/htmx.org"]["version"] == version


def test_large_pages_are_compressed_for_clients_that_accept_it(client: TestClient) -> None:
    response = client.get("/rules/702", headers={"Accept-Encoding": "gzip"})
    assert response.headers["content-encoding"] == "gzip"
    assert "content-security-policy" in response.headers
    plain = client.get("/healthz", headers={"Accept-Encoding": "gzip"})
    assert "content-encoding" not in plain.headers


@pytest.mark.parametrize(
    "url",
    [
        "/healthz",
        "/",
        "/rules/613",
        "/api/v1/rules",
        "/api/v1/openapi.json",
        "/static/css/site.css",
        "/api/v1/rules/999",
        "/no-such-page",
    ],
)
def test_head_answers_as_get_without_the_body(client: TestClient, url: str) -> None:
    got = client.get(url)
    head = client.head(url)
    assert head.status_code == got.status_code
    assert head.content == b""
    assert head.headers["content-type"] == got.headers["content-type"]
    assert head.headers["content-length"] == got.headers["content-length"]
    assert head.headers["content-security-policy"] == CONTENT_SECURITY_POLICY


def test_head_of_a_post_only_route_is_405(client: TestClient) -> None:
    response = client.head("/api/v1/links")
    assert response.status_code == 405
    assert "POST" in response.headers["allow"]


@pytest.fixture
def failing(tmp_path: Path, index_path: Path) -> Iterator[TestClient]:
    """An app with a page and an API route that fail as a bug would (an unexpected exception)."""
    application = create_app(Settings(index_path=index_path, store_dir=tmp_path))

    def fail() -> None:
        raise RuntimeError("a bug, with a secret in its message")

    application.add_api_route("/fails", fail)
    api = next(r.app for r in application.routes if getattr(r, "path", "") == "/api/v1")  # type: ignore[attr-defined]
    api.add_api_route("/fails", fail)
    with TestClient(application, raise_server_exceptions=False) as client:
        yield client


def test_a_server_error_still_carries_the_security_headers(failing: TestClient) -> None:
    page = failing.get("/fails")
    assert page.status_code == 500
    assert page.headers["content-type"].startswith("text/html")
    assert "Something went wrong on our side" in page.text
    api = failing.get("/api/v1/fails")
    assert api.status_code == 500
    assert api.json() == {
        "detail": "the server failed to answer this request (a fault of its own, logged)"
    }
    for response in (page, api, failing.head("/fails")):
        assert response.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
        assert response.headers["x-content-type-options"] == "nosniff"
        assert response.headers["x-frame-options"] == "DENY"
        assert "secret" not in response.text


def test_scenario_errors_that_reach_no_route_handler_are_400_pages(
    tmp_path: Path, index_path: Path
) -> None:
    application = create_app(Settings(index_path=index_path, store_dir=tmp_path))

    def broken_scenario() -> None:
        raise ScenarioError("objects[0].card", "unknown card 'Nope'")

    def broken_link() -> None:
        raise LinkError("the link is corrupt")

    application.add_api_route("/scenario", broken_scenario)
    application.add_api_route("/link", broken_link)
    api = next(r.app for r in application.routes if getattr(r, "path", "") == "/api/v1")  # type: ignore[attr-defined]
    api.add_api_route("/scenario", broken_scenario)
    with TestClient(application) as client:
        page = client.get("/scenario")
        assert page.status_code == 400
        assert "objects[0].card: unknown card" in page.text
        assert client.get("/link").status_code == 400
        answer = client.get("/api/v1/scenario")
        assert answer.status_code == 422
        assert answer.json() == {
            "detail": "objects[0].card: unknown card 'Nope'",
            "path": "objects[0].card",
        }


def test_a_share_link_naming_an_unknown_card_is_a_400_page_not_a_500(client: TestClient) -> None:
    """It decodes (the schema has nothing against it) but doesn't load (issue 12)."""
    scenario = {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"active": "A"},
        "objects": [{"id": "x", "card": "No Such Card", "zone": "battlefield", "owner": "A"}],
    }
    token = encode_link(parse_scenario(scenario))
    answers = [
        client.get("/explore", params={"s": token}),
        client.post("/explore/act", data={"s": token, "act": "pass"}),
        client.post("/explore/build/card", data={"s": token, "name": "Grizzly Bears"}),
        client.post("/explore/shorten", data={"s": token}),
    ]
    for response in answers:
        assert response.status_code == 400, response.url
        assert "unknown card &#39;No Such Card&#39;" in response.text, response.url
        assert response.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
