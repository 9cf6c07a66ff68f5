"""Short links through the JSON API and the pages: POST /api/v1/links, GET /api/v1/links/{id},
/s/{id} in the explorer, "Short link" in the explorer, the limits as a user meets them."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.links import ids
from app.links.database import open_engine
from app.links.store import Limits, LinkStore
from app.main import create_app
from app.services import explorer
from app.settings import ROOT, Settings
from engine.driver.scenario import parse_scenario
from engine.driver.share_links import MAX_TOKEN_CHARS, encode_link

EXAMPLE = ROOT / "examples" / "populate-rootborn-defenses-affects-creatures-after-populating.json"


def scenario(title: str | None = None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data.pop("example")
    data.pop("expect", None)
    if title is not None:
        data["title"] = title
    return data


def big_scenario() -> dict[str, Any]:
    """Over the 4 KiB the `limited` app allows: a hundred extra Grizzly Bears in a library."""
    data = scenario("big")
    data["objects"] += [
        {"id": f"bear{n}", "card": "Grizzly Bears", "zone": "library", "owner": "A"}
        for n in range(100)
    ]
    return data


@pytest.fixture
def limited(tmp_path: Path, index_path: Path) -> Iterator[TestClient]:
    """An app with small limits: 3 creations an hour, 3 links, 4 KiB per scenario. The rate is
    counted in fixed windows: an hour's, not a minute's, so that no test's fourth creation falls
    into a new window and meets the full store (507) instead of the rate limit (429)."""
    settings = Settings(
        index_path=index_path,
        store_dir=tmp_path,
        link_rate_limit=3,
        link_rate_window=3600,
        store_max_links=3,
        link_max_bytes=4096,
    )
    with TestClient(create_app(settings)) as client:
        yield client


# -- the JSON API ---------------------------------------------------------------------------------


def test_create_then_read_back(client: TestClient) -> None:
    response = client.post("/api/v1/links", json={"scenario": scenario("api 1"), "at": 3})
    assert response.status_code in (200, 201)
    body = response.json()
    assert re.fullmatch(r"[a-z2-7]{10}", body["id"])
    assert body["url"] == f"/s/{body['id']}"
    assert body["explore_url"] == f"/s/{body['id']}?at=3"
    assert response.headers["location"] == body["url"]
    stored = client.get(f"/api/v1/links/{body['id']}").json()
    assert stored["scenario"] == parse_scenario(scenario("api 1")).to_data()
    assert stored["digest"] == body["digest"]
    assert stored["bytes"] == len(parse_scenario(scenario("api 1")).to_json().encode())


def test_same_scenario_written_differently_gets_the_same_id(client: TestClient) -> None:
    data = scenario("api 2")
    first = client.post("/api/v1/links", json={"scenario": data})
    # Keys in another order and a default spelled out: the same scenario.
    reordered = dict(reversed(list(data.items())))
    reordered["objects"] = [{**o, "tapped": o.get("tapped", False)} for o in data["objects"]]
    second = client.post("/api/v1/links", json={"scenario": reordered})
    assert first.status_code == 201
    assert second.status_code == 200
    assert second.json()["created"] is False
    assert second.json()["id"] == first.json()["id"]
    assert (
        client.post("/api/v1/links", json={"scenario": scenario("api 3")}).json()["id"]
        != (first.json()["id"])
    )


def test_bad_scenario_is_422_naming_the_field(client: TestClient) -> None:
    data = scenario()
    data["objects"][0]["zone"] = "moon"
    response = client.post("/api/v1/links", json={"scenario": data})
    assert response.status_code == 422
    assert response.json()["path"] == "objects[0].zone"


def test_a_scenario_that_parses_but_does_not_load_is_not_stored(client: TestClient) -> None:
    """It would answer 409 at /s/ ever after: refused at once (422), and nothing stored."""
    data: dict[str, Any] = {
        "title": "an unknown card",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"active": "A"},
        "objects": [{"id": "x", "card": "No Such Card", "zone": "battlefield", "owner": "A"}],
    }
    parse_scenario(data)  # the schema has nothing against it
    before = client.get("/healthz").json()["store"]["links"]
    response = client.post("/api/v1/links", json={"scenario": data})
    assert response.status_code == 422
    assert response.json() == {
        "detail": "objects[0].card: unknown card 'No Such Card': not in the engine's pool or the "
        "scenario's cards",
        "path": "objects[0].card",
    }
    assert client.get("/healthz").json()["store"]["links"] == before
    form = client.post("/explore/shorten", data={"s": encode_link(parse_scenario(data))})
    assert form.status_code == 400  # the page's share form refuses it too


def test_unknown_and_malformed_ids_are_404_with_a_reason(client: TestClient) -> None:
    unknown = client.get("/api/v1/links/aaaaaaaaaa")
    assert unknown.status_code == 404
    assert "no scenario is stored under the short link 'aaaaaaaaaa'" in unknown.json()["detail"]
    malformed = client.get("/api/v1/links/0000")
    assert malformed.status_code == 404
    assert "10 to 52 characters of a-z and 2-7" in malformed.json()["detail"]


def test_limits_as_the_api_reports_them(limited: TestClient) -> None:
    too_big = limited.post("/api/v1/links", json={"scenario": big_scenario()})
    assert too_big.status_code == 413
    assert "RULINGS_LINK_MAX_BYTES" in too_big.json()["detail"]
    for n in range(3):  # a refused size isn't counted: 3 per window
        assert (
            limited.post("/api/v1/links", json={"scenario": scenario(f"r{n}")}).status_code == 201
        )
    refused = limited.post("/api/v1/links", json={"scenario": scenario("r9")})
    assert refused.status_code == 429
    assert 1 <= int(refused.headers["retry-after"]) <= 3600  # the rest of the window
    assert "try again in" in refused.json()["detail"]


def test_a_scenario_the_explorer_cannot_open_is_refused_not_stored(client: TestClient) -> None:
    """Every stored link opens: a scenario whose share token would pass MAX_TOKEN_CHARS is a 413
    at creation (under the byte cap, it would otherwise be stored and then never open)."""
    data = scenario("random ids")
    # Ids that don't compress: the packed token grows about as fast as the JSON.
    data["objects"] += [
        {
            "id": f"o{n}-{ids.digest_of(str(n))[:25]}",
            "card": "Grizzly Bears",
            "zone": "library",
            "owner": "A",
        }
        for n in range(490)
    ]
    assert len(parse_scenario(data).to_json().encode()) < Settings().link_max_bytes
    before = client.get("/healthz").json()["store"]["links"]
    refused = client.post("/api/v1/links", json={"scenario": data})
    assert refused.status_code == 413
    assert f"the explorer opens scenarios of up to {MAX_TOKEN_CHARS:,}" in refused.json()["detail"]
    assert client.get("/healthz").json()["store"]["links"] == before


def test_full_store_is_507_with_a_clear_message(limited: TestClient) -> None:
    store: LinkStore = limited.app.state.links  # type: ignore[attr-defined]
    for n in range(3):
        store.create(parse_scenario(scenario(f"fill {n}")).to_json(), f"client {n}")
    response = limited.post("/api/v1/links", json={"scenario": scenario("one more")})
    assert response.status_code == 507
    assert "store is full" in response.json()["detail"]
    assert "RULINGS_STORE_MAX_LINKS" in response.json()["detail"]


def test_openapi_declares_the_link_endpoints_and_their_errors(client: TestClient) -> None:
    paths = client.get("/api/v1/openapi.json").json()["paths"]
    assert set(paths["/links"]["post"]["responses"]) >= {"200", "201", "413", "422", "429", "507"}
    assert "404" in paths["/links/{link_id}"]["get"]["responses"]


# -- pages ----------------------------------------------------------------------------------------


def test_short_link_page_opens_the_explorer_at_its_step(client: TestClient) -> None:
    link_id = client.post("/api/v1/links", json={"scenario": scenario("page 1")}).json()["id"]
    page = client.get(f"/s/{link_id}", params={"at": 2})
    assert page.status_code == 200
    assert "Step 2 of" in page.text
    assert f'value="http://testserver/s/{link_id}?step=2"' in page.text
    # Stepping stays on the short link.
    assert f'href="/s/{link_id}?step=3"' in page.text
    assert "/explore?s=" not in page.text.split('class="stepper"')[1].split("</nav>")[0]
    # The same board as the full share link at that step.
    full = client.get("/explore", params={"s": explorer.token_for(scenario("page 1")), "at": 2})
    board = re.compile(r'<div class="board">.*?</section>', re.S)
    assert board.search(page.text).group(0) == board.search(full.text).group(0)  # type: ignore[union-attr]


def test_short_link_page_defaults_to_the_end(client: TestClient) -> None:
    link_id = client.post("/api/v1/links", json={"scenario": scenario("page 2")}).json()["id"]
    page = client.get(f"/s/{link_id.upper()}")
    total = re.search(r"Step (\d+) of (\d+)", page.text)
    assert total is not None
    assert total.group(1) == total.group(2)


def test_unknown_short_link_is_a_helpful_404_page(client: TestClient) -> None:
    page = client.get("/s/aaaaaaaaaa")
    assert page.status_code == 404
    assert "No scenario is stored under the short link “aaaaaaaaaa” on this server." in page.text
    assert "Full share links" in page.text
    assert 'href="/explore"' in page.text
    malformed = client.get("/s/abc")
    assert malformed.status_code == 404
    assert "can't be a short link" in malformed.text


def test_short_link_button_stores_the_scenario_and_opens_it(client: TestClient) -> None:
    token = explorer.token_for(scenario("button 1"))
    page = client.get("/explore", params={"s": token, "at": 5})
    assert 'action="/explore/shorten"' in page.text
    response = client.post("/explore/shorten", data={"s": token, "at": "5"}, follow_redirects=False)
    assert response.status_code == 303
    location = response.headers["location"]
    link_id = ids.id_for(ids.digest_of(parse_scenario(scenario("button 1")).to_json()))
    assert location == f"/s/{link_id}?at=5"
    with_htmx = client.post(
        "/explore/shorten", data={"s": token, "at": "5"}, headers={"HX-Request": "true"}
    )
    assert json.loads(with_htmx.headers["hx-location"])["path"] == location


def test_short_link_button_refusals(limited: TestClient) -> None:
    broken = limited.post("/explore/shorten", data={"s": "v1.garbage!", "at": "0"})
    assert broken.status_code == 400
    assert "No short link" in broken.text
    token = explorer.token_for(big_scenario())
    too_big = limited.post(
        "/explore/shorten", data={"s": token, "at": "0"}, headers={"HX-Request": "true"}
    )
    assert too_big.status_code == 413
    assert too_big.headers["hx-retarget"] == "#share-status"
    for name in "abc":
        opened = limited.post("/explore/shorten", data={"s": explorer.token_for(scenario(name))})
        assert opened.status_code == 200
    refused = limited.post("/explore/shorten", data={"s": explorer.token_for(scenario("d"))})
    assert refused.status_code == 429
    assert "Retry-After" in refused.headers
    assert "too many short links" in refused.text


def test_healthz_is_503_when_the_store_does_not_answer(tmp_path: Path, index_path: Path) -> None:
    settings = Settings(index_path=index_path, store_dir=tmp_path)
    with TestClient(create_app(settings)) as client:
        unreachable = open_engine("postgresql://nobody:x@127.0.0.1:1/none", tmp_path)
        down = LinkStore(unreachable, Limits())
        client.app.state.links = down  # type: ignore[attr-defined]
        api = next(r.app for r in client.app.routes if getattr(r, "path", "") == "/api/v1")  # type: ignore[attr-defined]
        api.state.links = down
        response = client.get("/healthz")
        assert response.status_code == 503
        assert response.json()["status"] == "unavailable"
        assert "isn't answering" in response.json()["store"]["error"]
        # The driver's words (hosts, ports, user names) stay in the log.
        assert "127.0.0.1" not in response.text
        assert "nobody" not in response.text
        page = client.get("/s/aaaaaaaaaa")
        assert page.status_code == 503
        assert "The server can't do that right now" in page.text
        api = client.get("/api/v1/links/aaaaaaaaaa")
        assert api.status_code == 503
        assert "127.0.0.1" not in api.text


def test_odd_input_is_a_4xx_never_a_500(client: TestClient) -> None:
    data = scenario("odd")
    data["objects"][0]["chosen"] = {"color": "\ud800"}
    surrogate = client.post(
        "/api/v1/links",
        content=json.dumps({"scenario": data}),  # json.dumps escapes it as \\ud800
        headers={"Content-Type": "application/json"},
    )
    assert surrogate.status_code == 422
    assert surrogate.json()["path"] == "objects[0].chosen.color"
    assert "lone surrogate" in surrogate.json()["detail"]
    for at in (10**12, True, -1, "3"):
        response = client.post("/api/v1/links", json={"scenario": scenario("odd"), "at": at})
        assert response.status_code == 422, at
        assert "at" in response.json()["detail"]
    link_id = client.post("/api/v1/links", json={"scenario": scenario("odd")}).json()["id"]
    for at in ("²", "1" * 10, "-1", "1.5"):
        assert client.get(f"/s/{link_id}", params={"at": at}).status_code == 400, at
    token = explorer.token_for(scenario("odd"))
    for at in ("²", "1" * 5000):
        form = client.post("/explore/shorten", data={"s": token, "at": at})
        assert form.status_code == 400, at


@pytest.mark.parametrize("at", ["١٢", "٣", "²", " 5", "+5", "1_0"])
def test_a_step_is_ascii_digits_in_the_explorer_and_in_short_links(
    client: TestClient, at: str
) -> None:
    data = scenario("steps")
    token = explorer.token_for(data)
    link_id = client.post("/api/v1/links", json={"scenario": data}).json()["id"]
    for url, params in (("/explore", {"s": token, "at": at}), (f"/s/{link_id}", {"at": at})):
        page = client.get(url, params=params)
        assert page.status_code == 400, url
        assert "isn&#39;t a step number (0 or more)" in page.text, url
        assert client.get(url, params={**params, "at": "2"}).status_code == 200, url


def test_share_form_from_another_site_is_refused(client: TestClient) -> None:
    token = explorer.token_for(scenario("cross-site"))
    for headers in (
        {"Origin": "https://elsewhere.example"},
        {"Origin": "null"},
        {"Sec-Fetch-Site": "cross-site"},
    ):
        refused = client.post("/explore/shorten", data={"s": token, "at": "1"}, headers=headers)
        assert refused.status_code == 403, headers
        assert "only works from this site" in refused.text
    same = client.post(
        "/explore/shorten",
        data={"s": token, "at": "1"},
        headers={"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin"},
        follow_redirects=False,
    )
    assert same.status_code == 303


@pytest.fixture
def proxied(tmp_path: Path, index_path: Path) -> Iterator[TestClient]:
    """An app behind a proxy at https://rulings.example.org that sends `Host: rulings_explorer`."""
    settings = Settings(
        index_path=index_path, store_dir=tmp_path, public_url="https://rulings.example.org/"
    )
    with TestClient(create_app(settings), headers={"Host": "rulings_explorer"}) as client:
        yield client


def share(client: TestClient, headers: dict[str, str], url: str = "/explore/shorten") -> int:
    """The status of posting the share form with `headers` (303 when it opens the short link)."""
    token = explorer.token_for(scenario("proxied"))
    data = {"s": token, "at": "1"}
    return client.post(url, data=data, headers=headers, follow_redirects=False).status_code


def test_share_form_trusts_sec_fetch_site_over_origin_and_host(proxied: TestClient) -> None:
    # The browser's own word: our page (or typed in), whatever the proxy did to Host.
    for fetch_site in ("same-origin", "none"):
        headers = {"Sec-Fetch-Site": fetch_site, "Origin": "https://elsewhere.example"}
        assert share(proxied, headers) == 303, fetch_site
    # Another site's page, or another subdomain's, even with an Origin that would pass.
    for fetch_site in ("cross-site", "same-site"):
        headers = {"Sec-Fetch-Site": fetch_site, "Origin": "https://rulings.example.org"}
        assert share(proxied, headers) == 403, fetch_site


def test_share_form_accepts_the_public_urls_origin_behind_a_proxy(proxied: TestClient) -> None:
    for origin in ("https://rulings.example.org", "https://RULINGS.example.org:443"):
        assert share(proxied, {"Origin": origin}) == 303, origin
    for origin in (
        "http://rulings.example.org",  # another scheme
        "https://rulings.example.org:8443",  # another port
        "https://evil.rulings.example.org",
        "https://elsewhere.example",
        "null",
        "https://rulings.example.org:x",
    ):
        assert share(proxied, {"Origin": origin}) == 403, origin
    # With htmx the refusal goes to the share box, as the other refusals do.
    refused = proxied.post(
        "/explore/shorten",
        data={"s": explorer.token_for(scenario("proxied"))},
        headers={"Origin": "https://elsewhere.example", "HX-Request": "true"},
    )
    assert refused.status_code == 403
    assert refused.headers["hx-retarget"] == "#share-status"


def test_share_form_compares_origins_with_default_ports(tmp_path: Path, index_path: Path) -> None:
    settings = Settings(index_path=index_path, store_dir=tmp_path)
    with TestClient(create_app(settings)) as plain:
        # An https request (as uvicorn sees it with X-Forwarded-Proto from a trusted proxy).
        https = "https://x/explore/shorten"
        assert share(plain, {"Origin": "https://x:443"}, https) == 303
        assert share(plain, {"Origin": "https://x"}, https) == 303
        assert share(plain, {"Origin": "https://x", "Host": "x:443"}, https) == 303
        assert share(plain, {"Origin": "http://x"}, https) == 403
        assert share(plain, {"Origin": "https://x:8443"}, https) == 403
        # Plain http, and a Host with its default port.
        assert share(plain, {"Origin": "http://testserver:80"}) == 303
        assert share(plain, {"Origin": "http://testserver", "Host": "testserver:80"}) == 303
        assert share(plain, {"Origin": "https://testserver"}) == 403
        # No public URL configured: a proxy's Host leaves only Sec-Fetch-Site (or no Origin).
        proxy_host = {"Origin": "https://rulings.example.org", "Host": "rulings_explorer"}
        assert share(plain, proxy_host) == 403
        assert share(plain, {**proxy_host, "Sec-Fetch-Site": "same-origin"}) == 303
        assert share(plain, {"Host": "rulings_explorer"}) == 303


def test_links_to_copy_use_the_configured_public_address(tmp_path: Path, index_path: Path) -> None:
    settings = Settings(
        index_path=index_path, store_dir=tmp_path, public_url="https://rulings.example.org/"
    )
    with TestClient(create_app(settings)) as configured:
        link_id = configured.post("/api/v1/links", json={"scenario": scenario()}).json()["id"]
        page = configured.get(f"/s/{link_id}", params={"at": 1}, headers={"Host": "evil.example"})
        assert f'value="https://rulings.example.org/s/{link_id}?step=1"' in page.text
        assert "evil.example" not in page.text
    with pytest.raises(ValueError, match="public_url"):
        Settings(public_url="javascript:alert(1)")
