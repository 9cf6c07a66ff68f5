"""The JSON API under /api/v1: content, OpenAPI spec, and 4xx errors with a `detail`."""

from __future__ import annotations

import html

import pytest
from fastapi.testclient import TestClient


def test_openapi_spec_lists_every_endpoint(client: TestClient) -> None:
    spec = client.get("/api/v1/openapi.json").json()
    paths = set(spec["paths"])
    assert {
        "/search",
        "/rules",
        "/rules/{number}",
        "/glossary",
        "/glossary/{slug}",
        "/rulings",
        "/rulings/{ruling_id}",
        "/cards",
        "/cards/{name}",
        "/names/check",
        "/names/{list_key}",
        "/keywords",
    } <= paths
    assert "404" in spec["paths"]["/rules/{number}"]["get"]["responses"]
    assert "422" in spec["paths"]["/search"]["get"]["responses"]
    assert spec["servers"] == [{"url": "/api/v1"}]


def test_openapi_declares_a_json_body_for_every_error(client: TestClient) -> None:
    spec = client.get("/api/v1/openapi.json").json()
    schemas = spec["components"]["schemas"]
    assert "HTTPValidationError" not in schemas  # FastAPI's array of errors: never sent here
    assert set(schemas["InvalidPublic"]["required"]) == {"detail", "path"}
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            responses = operation["responses"]
            assert "500" in responses, (method, path)
            for status, response in responses.items():
                if status[0] in "45":
                    schema = response["content"]["application/json"]["schema"]
                    assert schema["$ref"].rsplit("/", 1)[1] in schemas, (method, path, status)
            if "422" in responses and path not in ("/scenarios/run", "/scenarios/step"):
                ref = responses["422"]["content"]["application/json"]["schema"]["$ref"]
                assert ref == "#/components/schemas/InvalidPublic", (method, path)
            if method == "post":
                assert "413" in responses, path


def test_openapi_names_the_instruction_unions_once(client: TestClient) -> None:
    """Every list of instructions in a scenario's card definitions refers to the one `Effect`
    schema (and every list of modifications to `Modification`) instead of repeating the union.
    Repeated inline, each instruction that holds instructions (may, if kicked, a mode, a delayed
    trigger) opens a new path through the schema, and schemathesis's negative fuzzing, which
    samples over every path, grows combinatorially slower with each one."""
    schemas = client.get("/api/v1/openapi.json").json()["components"]["schemas"]
    assert len(schemas["Effect"]["oneOf"]) > 40
    assert {"May", "IfKicked", "CreateDelayedTrigger"} <= {
        ref["$ref"].rsplit("/", 1)[1] for ref in schemas["Effect"]["oneOf"]
    }
    holders = {
        name: s["properties"]["effects"]
        for name, s in schemas.items()
        if "effects" in s.get("properties", {})
    }
    assert {"May", "IfKicked", "CreateDelayedTrigger", "Mode", "Activated", "Triggered"} <= set(
        holders
    )
    # A die roll's results table names its rows' schema, and a row's instructions are checked
    # against the union as it is validated (`engine.cards.vocabulary.held_instructions`: a
    # mechanic's instruction is defined before the union that takes it) — neither spells the
    # union out again.
    mechanics = {"RollDie": {"$ref": "#/components/schemas/DieResult"}, "DieResult": {}}
    for name, effects in holders.items():
        expected = mechanics.get(name, {"$ref": "#/components/schemas/Effect"})
        assert effects["items"] == expected, name
    for name in ("ApplyContinuous", "Static"):
        modifications = schemas[name]["properties"]["modifications"]
        assert modifications["items"] == {"$ref": "#/components/schemas/Modification"}, name


def test_openapi_says_which_kinds_there_are(client: TestClient) -> None:
    spec = client.get("/api/v1/openapi.json").json()
    kind = next(p for p in spec["paths"]["/search"]["get"]["parameters"] if p["name"] == "kind")
    assert kind["schema"]["anyOf"][0]["enum"] == [
        "rule",
        "glossary",
        "keyword",
        "ruling",
        "card",
        "name",
    ]
    hit = spec["components"]["schemas"]["SearchHitPublic"]["properties"]["kind"]
    assert hit["enum"] == kind["schema"]["anyOf"][0]["enum"]


def test_search(client: TestClient) -> None:
    body = client.get("/api/v1/search", params={"q": "urza's tower"}).json()
    assert body["total"] >= 2
    kinds = {r["kind"] for r in body["results"]}
    assert {"card", "name"} <= kinds
    hit = next(r for r in body["results"] if r["kind"] == "name")
    assert hit["title"] == "Urza’s Tower"


def test_search_reports_jump_and_suggestion(client: TestClient) -> None:
    assert client.get("/api/v1/search", params={"q": "704.5g"}).json()["jump"] == "704.5g"
    body = client.get("/api/v1/search", params={"q": "popluate"}).json()
    assert body["suggestion"] == "populate"


@pytest.mark.parametrize(
    ("params", "status", "fragment"),
    [
        ({"q": "x" * 201}, 422, "query 'q': the query is 201 characters long; the limit is 200"),
        ({"q": "damage", "page": "abc"}, 422, "query 'page'"),
        ({"q": "damage", "page": "0"}, 422, "query 'page'"),
        ({"q": "damage", "page": "400"}, 404, "beyond the results"),
        ({"q": "damage", "kind": "spell"}, 422, "query 'kind': unknown kind 'spell'; expected"),
        ({}, 422, "query 'q': Field required"),
    ],
)
def test_search_errors(
    client: TestClient, params: dict[str, str], status: int, fragment: str
) -> None:
    response = client.get("/api/v1/search", params=params)
    assert response.status_code == status
    assert fragment in response.json()["detail"]


@pytest.mark.parametrize(
    ("params", "field", "said"),
    [
        ({"q": "x" * 201}, "q", "the query is 201 characters long; the limit is 200"),
        ({"q": "bolt", "kind": "spell"}, "kind", "unknown kind 'spell'; expected one of rule, "),
        ({"q": "bolt", "page": "0"}, "page", "page must be a whole number from 1 to 500, got '0'"),
        ({"q": "bolt", "page": "two"}, "page", "a whole number from 1 to 500, got 'two'"),
        ({"q": "bolt", "page": "501"}, "page", "a whole number from 1 to 500, got '501'"),
        ({"q": "bolt", "page": "1.5"}, "page", "a whole number from 1 to 500, got '1.5'"),
    ],
)
def test_the_page_and_the_api_refuse_a_search_alike(
    client: TestClient, params: dict[str, str], field: str, said: str
) -> None:
    # One validation of a search's parameters (issue 27 §4): the same sentence on both, a 422
    # naming the field in the API and a 400 on the page.
    api = client.get("/api/v1/search", params=params)
    assert (api.status_code, api.json()["path"]) == (422, f"query.{field}")
    assert said in api.json()["detail"]
    page = client.get("/search", params=params)
    assert page.status_code == 400
    assert said in html.unescape(page.text)


def test_an_empty_kind_is_every_kind_on_the_page_and_in_the_api(client: TestClient) -> None:
    # A form's "any kind" sends kind= : the page searched every kind, the API refused it (422).
    api = client.get("/api/v1/search", params={"q": "populate", "kind": ""})
    assert api.status_code == 200
    every = client.get("/api/v1/search", params={"q": "populate"}).json()
    assert api.json()["total"] == every["total"]
    assert {"keyword", "card"} <= {r["kind"] for r in api.json()["results"]}
    page = client.get("/search", params={"q": "populate", "kind": ""})
    assert page.status_code == 200
    assert every["results"][0]["title"] in html.unescape(page.text)


@pytest.mark.parametrize(
    ("method", "url", "body", "path", "fragment"),
    [
        ("GET", "/api/v1/search?q=x&page=two", None, "query.page", "a whole number from 1"),
        ("GET", "/api/v1/search", None, "query.q", "Field required"),
        ("GET", "/api/v1/links/" + "a" * 101, None, "path.link_id", "at most 100 characters"),
        ("POST", "/api/v1/links", b'{"scenario": ', "body", "isn't valid JSON"),
        ("POST", "/api/v1/links", b'{"scenario": "\xff"}', "body", "isn't UTF-8 text"),
        ("POST", "/api/v1/links", b"[" * 5000 + b"]" * 5000, "body", "nested too deeply"),
        ("POST", "/api/v1/links", b'{"at": ' + b"9" * 5000 + b"}", "body", "4300 digits"),
        ("POST", "/api/v1/links", b'{"at": 1}', "body.scenario", "Field required"),
        ("POST", "/api/v1/links", b'{"scenario": []}', "body.scenario", "valid dictionary"),
        (
            "POST",
            "/api/v1/scenarios/step",
            b'{"scenario": {}, "steps": -1}',
            "body.steps",
            "greater than",
        ),
    ],
)
def test_every_422_says_what_and_where(
    client: TestClient, method: str, url: str, body: bytes | None, path: str, fragment: str
) -> None:
    headers = {"Content-Type": "application/json"}
    response = client.request(method, url, content=body, headers=headers)
    assert response.status_code == 422
    answer = response.json()
    assert set(answer) == {"detail", "path"}
    assert answer["path"] == path
    assert fragment in answer["detail"]


def test_a_path_with_a_newline_under_the_api_is_a_json_404(client: TestClient) -> None:
    for url in ("/api/v1/rules/613%0A", "/api/v1/%0A", "/api/v1/cards/a%0Ab"):
        response = client.get(url)
        assert response.status_code == 404, url
        assert response.headers["content-type"] == "application/json", url
        assert "no such API endpoint" in response.json()["detail"], url
    assert client.get("/rules/613%0A").headers["content-type"].startswith("text/html")


def test_rule(client: TestClient) -> None:
    body = client.get("/api/v1/rules/613").json()
    assert body["number"] == "613"
    assert body["effective_date"] == "2026-04-17"
    assert [c["number"] for c in body["children"]][:2] == ["613.1", "613.2"]
    assert body["children"][0]["children"][0]["number"] == "613.1a"
    seven = client.get("/api/v1/rules/613.7").json()
    assert "613.8" in client.get("/api/v1/rules/613.10").json()["references"]
    assert seven["previous"]["number"] == "613.6"
    assert seven["next"]["number"] == "613.8"


def test_rule_lists_the_seed_rulings_that_quote_it(client: TestClient) -> None:
    body = client.get("/api/v1/rules/608.2b").json()
    assert len(body["rulings"]) == 1
    ruling = client.get(f"/api/v1/rulings/{body['rulings'][0]}").json()
    assert ruling["cr_rule"] == "608.2b"


def test_unknown_things_are_404_with_detail(client: TestClient) -> None:
    urls = [
        "/api/v1/rules/999",
        "/api/v1/glossary/nope",
        "/api/v1/rulings/sr-0",
        "/api/v1/cards/nope",
        "/api/v1/names/alpha",
        "/api/v1/not-an-endpoint",
    ]
    for url in urls:
        response = client.get(url)
        assert response.status_code == 404, url
        assert response.json()["detail"], url


def test_glossary(client: TestClient) -> None:
    body = client.get("/api/v1/glossary/state-based-actions").json()
    assert body["term"] == "State-Based Actions"
    assert "704" in body["references"]
    assert len(client.get("/api/v1/glossary").json()) == 730


def test_rulings_by_topic(client: TestClient) -> None:
    populate = client.get("/api/v1/rulings", params={"topic": "populate"}).json()
    assert len(populate) == 10
    assert all(r["topic"] == "Populate" for r in populate)
    assert len(client.get("/api/v1/rulings").json()) == 43


def test_cards(client: TestClient) -> None:
    body = client.get("/api/v1/cards/Urza's Tower").json()
    assert body["slug"] == "urza-s-tower"
    assert body["sets"] == ["ATQ"]
    storm = client.get("/api/v1/cards/aether-storm").json()
    assert storm["rulings"][0]["date"] >= storm["rulings"][-1]["date"]  # newest first
    out_cold = client.get("/api/v1/cards/out-cold").json()
    assert len(out_cold["seed_rulings"]) == 2


def test_name_lists_and_check(client: TestClient) -> None:
    homelands = client.get("/api/v1/names/homelands").json()
    assert homelands["count"] == 115
    assert homelands["rule"] == "206.3c"
    check = client.get("/api/v1/names/check", params={"name": "reveka, wizard savant"}).json()
    assert check == {
        "name": "reveka, wizard savant",
        "answer": "yes",
        "message": "Yes — “Reveka, Wizard Savant” is on the Homelands list (rule 206.3c).",
        "antiquities": None,
        "homelands": "Reveka, Wizard Savant",
        "candidates": [],
    }
    assert client.get("/api/v1/names/check", params={"name": ""}).status_code == 422


def test_name_check_suggests_close_names(client: TestClient) -> None:
    check = client.get("/api/v1/names/check", params={"name": "Serra Aviery"}).json()
    assert check["answer"] == "did_you_mean"
    assert check["message"].startswith("No exact match — did you mean Serra Aviary (Homelands, ")
    assert check["candidates"] == [
        {"name": "Serra Aviary", "list": "homelands", "score": 90.9, "rule": "206.3c"}
    ]


def test_openapi_documents_the_name_checks_answers_and_candidates(client: TestClient) -> None:
    spec = client.get("/api/v1/openapi.json").json()
    check = spec["paths"]["/names/check"]["get"]
    assert "422" in check["responses"]
    schemas = spec["components"]["schemas"]
    result = schemas["NameCheckPublic"]["properties"]
    assert result["answer"]["enum"] == ["yes", "did_you_mean", "no"]
    assert result["candidates"]["items"] == {"$ref": "#/components/schemas/NameCandidatePublic"}
    candidate = schemas["NameCandidatePublic"]
    assert set(candidate["required"]) == {"name", "list", "score", "rule"}
    assert candidate["properties"]["list"]["enum"] == ["antiquities", "homelands"]
    assert "edits" in candidate["properties"]["score"]["description"]


def test_keywords(client: TestClient) -> None:
    keywords = {k["name"]: k for k in client.get("/api/v1/keywords").json()}
    assert keywords["Populate"]["rule"] == "701.36"
    assert keywords["Flying"]["kind"] == "ability"


def test_run_and_step_say_whether_the_run_is_complete(client: TestClient) -> None:
    """Issue 25 §1b: the run and step answers carry `complete` and `unmodelled`, declared in the
    spec; Balan, Wandering Knight on the battlefield makes the run incomplete at every step."""
    scenario = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "kal", "card": "Balan, Wandering Knight", "owner": "B", "zone": "battlefield"}
        ],
    }
    run = client.post("/api/v1/scenarios/run", json=scenario).json()
    step = client.post("/api/v1/scenarios/step", json={"scenario": scenario, "steps": 0}).json()
    for body in (run, step):
        assert body["complete"] is False
        assert {u["object"] for u in body["unmodelled"]} == {"kal"}
        assert {u["kind"] for u in body["unmodelled"]} == {"static", "activated"}
    spec = client.get("/api/v1/openapi.json").json()["components"]["schemas"]
    assert {"complete", "unmodelled"} <= set(spec["RunPublic"]["required"])
    assert "first_step" in spec["UnmodelledPublic"]["properties"]
