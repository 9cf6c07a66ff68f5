"""Ruling examples in the reference: the examples index, an example's step-by-step page, and the
"Try it" links on ruling pages."""

from __future__ import annotations

from fastapi.testclient import TestClient

EXAMPLE = "targets-all-illegal-doesnt-resolve"


def test_ruling_page_links_its_examples_at_the_step_that_applies(client: TestClient) -> None:
    text = client.get("/rulings/sr-55ecf28b93").text
    assert "Try it" in text
    assert 'class="try-it" href="/explore?s=v1.' in text
    assert "step=13" in text  # the explorer's number, which its page shows (issue 31 §7)
    assert f'href="/examples/{EXAMPLE}"' in text


def test_example_page_shows_each_step_with_its_rules(client: TestClient) -> None:
    response = client.get(f"/examples/{EXAMPLE}")
    assert response.status_code == 200
    text = response.text
    assert "doesn&#39;t resolve" in text or "doesn't resolve" in text
    assert 'class="step applies"' in text
    assert 'href="/rules/608.2b"' in text
    assert f'href="/examples/{EXAMPLE}-contrast"' in text
    assert 'href="/rulings/sr-55ecf28b93"' in text


def test_example_scenario_downloads_as_json_that_runs(client: TestClient) -> None:
    response = client.get(f"/examples/{EXAMPLE}.json")
    assert response.status_code == 200
    assert "attachment" in response.headers["content-disposition"]
    scenario = response.json()
    assert "expect" not in scenario
    assert "example" not in scenario
    run = client.post("/api/v1/scenarios/run", json=scenario).json()
    assert any(e["kind"] == "fizzle" for e in run["events"])


def test_examples_index_and_unknown_example(client: TestClient) -> None:
    index = client.get("/examples").text
    assert f'href="/examples/{EXAMPLE}"' in index
    assert f'href="/examples/{EXAMPLE}-contrast"' not in index
    missing = client.get("/examples/nope")
    assert missing.status_code == 404
    assert "There is no example" in missing.text
