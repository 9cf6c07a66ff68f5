"""Headers and limits: CSP without inline code, body limit, no third-party requests."""

from __future__ import annotations

import re
from pathlib import Path

from fastapi.testclient import TestClient

from app.settings import ROOT


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
