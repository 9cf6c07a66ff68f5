"""Running past one machine, live: the real deploy/nginx.conf under Debian's nginx
(/usr/sbin/nginx), changed only in its upstream addresses and listen port, in front of two
`python -m app` processes that share one SQLite short-link store: a short link is created and
read back through it, both instances serve, one is stopped and the proxy carries on with the
other, and the client address, scheme, host and body limit reach the apps as they should
(compose.yaml and nginx.conf as configured: tests/test_deploy_compose.py).

Without /usr/sbin/nginx the live tests are skipped (`apt-get install nginx`), except in CI
(`CI=true`), where that fails."""

from __future__ import annotations

import hashlib
import json
import os
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.settings import Settings
from engine.driver.scenario import parse_scenario
from tests.deploy_stack import (
    APP_SERVICES,
    NGINX,
    RATE_LIMIT,
    ROOT,
    Stack,
    answers_200,
    answers_at_all,
    create_link,
    http_request,
    require_nginx,
    rewritten_nginx_conf,
    sample_scenario,
    served,
)
from tests.outbound import foreign
from tests.servers import Process, app_environment, free_port, wait_until


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory, index_path: Path) -> Iterator[Stack]:
    """The two instances read the search database the session built (`index_path`), as every
    other test's servers do, rather than one built here for them (8 s of CPU: issue 27 §6)."""
    require_nginx()
    workdir = tmp_path_factory.mktemp("deploy")
    base_env = app_environment()
    base_env.update(
        {
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
            "PYTHONUNBUFFERED": "1",
            "RULINGS_HOST": "127.0.0.1",
            "RULINGS_INDEX_PATH": str(index_path),
            # One SQLite store for both instances, as one PostgreSQL is in compose.yaml.
            "RULINGS_STORE_DIR": str(workdir / "links"),
            # nginx connects from 127.0.0.1: its X-Forwarded-* headers are trusted.
            "RULINGS_FORWARDED_ALLOW_IPS": "127.0.0.1",
            "RULINGS_LINK_RATE_LIMIT": str(RATE_LIMIT),
            "RULINGS_LINK_RATE_WINDOW": "86400",
        }
    )
    app_ports = [free_port() for _ in APP_SERVICES]
    apps = [
        Process(
            name,
            [
                sys.executable,
                "-m",
                "tests.outbound",
                str(workdir / f"{name}.outbound.jsonl"),
                "app",
            ],
            {**base_env, "RULINGS_PORT": str(port)},
            workdir / f"{name}.log",
        )
        for name, port in zip(APP_SERVICES, app_ports, strict=True)
    ]
    prefix = workdir / "nginx"
    prefix.mkdir()
    conf = prefix / "nginx.conf"
    proxy_port = free_port()
    conf.write_text(rewritten_nginx_conf(app_ports, proxy_port), encoding="utf-8")
    nginx = Process(
        "nginx",
        [str(NGINX), "-e", "stderr", "-p", str(prefix), "-c", str(conf)],
        dict(base_env),
        workdir / "nginx.log",
    )
    stack = Stack(proxy_port, apps, app_ports, nginx)
    try:
        # Both at once: they migrate the one store under its lock.
        for app in apps:
            app.start()
        for app, port in zip(apps, app_ports, strict=True):
            wait_until(lambda port=port: answers_200(port), app.name, app.problem)
        nginx.start()
        wait_until(lambda: answers_200(proxy_port), "nginx", nginx.problem)
        yield stack
        for app in apps:
            calls = foreign(workdir / f"{app.name}.outbound.jsonl")
            assert not calls, f"{app.name} reached off this machine: {calls}"
    finally:
        nginx.stop()
        for app in apps:
            app.stop()


@pytest.mark.slow
@pytest.mark.xdist_group("deploy-stack")
def test_healthz_is_an_instances_answer(stack: Stack) -> None:
    reply = stack.request("GET", "/healthz")
    assert reply.status == 200
    health = reply.json()
    assert health["status"] == "ok"
    assert health["store"]["backend"] == "sqlite"
    assert health["store"]["ok"] is True


@pytest.mark.slow
@pytest.mark.xdist_group("deploy-stack")
def test_short_link_created_and_read_back_through_the_proxy(stack: Stack) -> None:
    client = stack.client()
    scenario = sample_scenario(f"deploy test {uuid.uuid4()}")
    canonical = parse_scenario(scenario).to_json()

    created = create_link(stack, scenario, client)
    assert created.status == 201, created.body
    link = created.json()
    assert link["created"] is True
    assert link["digest"] == hashlib.sha256(canonical.encode("utf-8")).hexdigest()
    assert link["url"] == f"/s/{link['id']}"
    assert created.headers["location"] == link["url"]

    read = stack.request("GET", f"/api/v1/links/{link['id']}", source=client)
    assert read.status == 200
    assert read.json()["scenario"] == json.loads(canonical)

    page = stack.request("GET", link["url"], source=client)
    assert page.status == 200
    assert page.headers["content-type"].startswith("text/html")
    # The explorer's short link is built from Host and the scheme nginx passed on.
    assert f'value="http://127.0.0.1:{stack.proxy_port}/s/{link["id"]}?step=' in page.text

    # The same scenario again, whichever instance takes it: the same id, nothing new stored.
    again = create_link(stack, scenario, client)
    assert again.status == 200
    assert again.json()["id"] == link["id"]
    assert again.json()["created"] is False


@pytest.mark.slow
@pytest.mark.xdist_group("deploy-stack")
def test_the_client_cannot_choose_the_scheme(stack: Stack) -> None:
    client = stack.client()
    link = create_link(stack, sample_scenario(f"scheme {uuid.uuid4()}"), client).json()
    page = stack.request(
        "GET",
        link["url"],
        headers={"X-Forwarded-Proto": "https"},
        source=client,
    )
    assert page.status == 200
    assert f'value="http://127.0.0.1:{stack.proxy_port}/s/' in page.text


@pytest.mark.slow
@pytest.mark.xdist_group("deploy-stack")
def test_both_instances_serve_requests(stack: Stack) -> None:
    client = stack.client()
    link = create_link(stack, sample_scenario(f"both {uuid.uuid4()}"), client).json()
    marker = f"probe={uuid.uuid4().hex}"
    sent = 0
    # Round robin: a handful of requests reach both (bounded, whatever the order).
    while sent < 20 and not all(served(app, marker) for app in stack.apps):
        reply = stack.request("GET", f"/api/v1/links/{link['id']}?{marker}-{sent}", source=client)
        assert reply.status == 200
        sent += 1
    counts = {app.name: served(app, marker) for app in stack.apps}
    assert all(counts.values()), f"not every instance served a request: {counts}"
    assert sum(counts.values()) == sent, "each request was served once"


@pytest.mark.slow
@pytest.mark.xdist_group("deploy-stack")
def test_the_proxy_fails_over_when_an_instance_stops(stack: Stack) -> None:
    client = stack.client()
    before = create_link(stack, sample_scenario(f"before {uuid.uuid4()}"), client).json()
    stopped, running = stack.apps[1], stack.apps[0]
    stopped.stop()
    try:
        marker = f"failover={uuid.uuid4().hex}"
        for n in range(6):
            path = f"/api/v1/links/{before['id']}?{marker}-{n}"
            reply = stack.request("GET", path, source=client)
            assert reply.status == 200, reply.body
            assert reply.json()["id"] == before["id"]
        after = create_link(stack, sample_scenario(f"after {uuid.uuid4()}"), client)
        assert after.status == 201, after.body
        page = stack.request("GET", after.json()["url"], source=client)
        assert page.status == 200
        assert stack.request("GET", "/healthz", source=client).status == 200
        assert served(running, marker) == 6
        assert served(stopped, marker) == 0
        # Not merely avoided: nginx did try the stopped instance and went on to the other.
        upstream = f'upstream: "http://127.0.0.1:{stack.app_ports[1]}/'
        failed = [
            line
            for line in stack.nginx.log().splitlines()
            if "[error]" in line and marker in line and upstream in line
        ]
        assert failed, stack.nginx.log()[-4000:]
    finally:
        stack.start_app(1)


@pytest.mark.slow
@pytest.mark.xdist_group("deploy-stack")
def test_rate_limit_counts_each_client_behind_the_proxy(stack: Stack) -> None:
    limited, other = stack.client(), stack.client()
    scenario = sample_scenario(f"rate {uuid.uuid4()}")
    statuses: list[int] = []
    # At most two windows' worth: the fixed window may turn over once during the loop.
    while len(statuses) <= 2 * RATE_LIMIT and 429 not in statuses:
        statuses.append(create_link(stack, scenario, limited).status)
    assert statuses[-1] == 429, statuses
    assert len(statuses) > RATE_LIMIT, f"refused before the limit: {statuses}"
    assert set(statuses[:-1]) <= {200, 201}
    # Another client is counted apart, even though every request comes from the proxy...
    assert create_link(stack, scenario, other).status == 200
    # ...and a client can't pass for another by sending its own X-Forwarded-For.
    spoofed = stack.request(
        "POST",
        "/api/v1/links",
        body=json.dumps({"scenario": scenario}).encode("utf-8"),
        headers={"Content-Type": "application/json", "X-Forwarded-For": "198.51.100.7"},
        source=limited,
    )
    assert spoofed.status == 429
    assert int(spoofed.headers["retry-after"]) >= 1


@pytest.mark.slow
@pytest.mark.xdist_group("deploy-stack")
def test_the_proxy_takes_the_bodies_the_app_takes(stack: Stack) -> None:
    limit = Settings.model_fields["max_body_bytes"].default
    document = b'{"format": "not a scenario"}'
    at_limit = document + b" " * (limit - len(document))
    reply = stack.request(
        "POST",
        "/api/v1/scenarios/run",
        body=at_limit,
        headers={"Content-Type": "application/json"},
        source=stack.client(),
    )
    assert reply.status == 422, "the app, not the proxy, answers a body at the limit"
    assert "detail" in reply.json()
    over = stack.request(
        "POST",
        "/api/v1/scenarios/run",
        body=at_limit + b" ",
        headers={"Content-Type": "application/json"},
        source=stack.client(),
    )
    assert over.status == 413
    assert over.headers["content-type"].startswith("text/html"), "nginx refused it"


@pytest.mark.slow
def test_with_no_instance_answering_the_proxy_says_so_not_a_bare_502(tmp_path: Path) -> None:
    """While both apps start (or restart), a person sees a page that says so and retries."""
    require_nginx()
    prefix = tmp_path / "nginx"
    prefix.mkdir()
    conf = prefix / "nginx.conf"
    proxy_port = free_port()
    nobody_listens = [free_port() for _ in APP_SERVICES]
    conf.write_text(rewritten_nginx_conf(nobody_listens, proxy_port), encoding="utf-8")
    nginx = Process(
        "nginx",
        [str(NGINX), "-e", "stderr", "-p", str(prefix), "-c", str(conf)],
        app_environment(),
        tmp_path / "nginx.log",
    )
    nginx.start()
    try:
        wait_until(lambda: answers_at_all(proxy_port), "nginx", nginx.problem)
        page = http_request(proxy_port, "GET", "/search?q=trample")
        health = http_request(proxy_port, "GET", "/healthz")
    finally:
        nginx.stop()
    assert page.status == 503
    assert page.headers["content-type"].startswith("text/html")
    assert "<h1>Rulings Explorer is starting</h1>" in page.text
    assert page.headers["retry-after"] == "5"
    assert health.status == 503
