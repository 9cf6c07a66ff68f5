"""Running past one machine: compose.yaml's structure, and deploy/nginx.conf in front of two apps.

The compose stack itself runs in CI's Docker lane (tests/docker/, `.ci/docker`); here
compose.yaml is read (PyYAML) and its services checked:
PostgreSQL with a health check and a named volume, two identical app instances on it, and nginx
with deploy/nginx.conf in front. Then the real deploy/nginx.conf runs under Debian's nginx
(/usr/sbin/nginx), changed only in its upstream addresses and listen port, in front of two
`python -m app` processes that share one SQLite short-link store: a short link is created and
read back through it, both instances serve, one is stopped and the proxy carries on with the
other, and the client address, scheme, host and body limit reach the apps as they should.

Without /usr/sbin/nginx the live tests are skipped (`apt-get install nginx`), except in CI
(`CI=true`), where that fails.
"""

from __future__ import annotations

import hashlib
import http.client
import ipaddress
import itertools
import json
import os
import re
import subprocess
import sys
import urllib.parse
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml

from app.settings import Settings
from engine.driver.scenario import parse_scenario
from tests.outbound import foreign
from tests.servers import Process, app_environment, free_port, wait_until

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = ROOT / "compose.yaml"
NGINX_CONF = ROOT / "deploy" / "nginx.conf"
DEPLOY_README = ROOT / "deploy" / "README.md"
EXAMPLES = ROOT / "examples"
NGINX = Path("/usr/sbin/nginx")
APP_SERVICES = ("app1", "app2")
APP_PORT = 8000  # the image's RULINGS_PORT (tests/test_docker.py checks the Dockerfile)
#: Short links one client may create per window in the live stack (each test has its own client).
RATE_LIMIT = 5


# --- compose.yaml ------------------------------------------------------------------------------


def interpolate(value: str, env: dict[str, str] | None = None) -> str:
    """Compose's variable substitution: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `$$`."""
    env = env or {}

    def replace(match: re.Match[str]) -> str:
        if match.group(0) == "$$":
            return "$"
        name, operator, default = match.group("name"), match.group("op"), match.group("default")
        if operator == ":-":
            return env.get(name) or default
        if operator == "-":
            return env.get(name, default)
        return env.get(name, "")

    return re.sub(r"\$\$|\$\{(?P<name>\w+)(?:(?P<op>:?-)(?P<default>[^}]*))?\}", replace, value)


def compose() -> dict[str, Any]:
    document = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))
    assert isinstance(document, dict)
    return document


def service(name: str) -> dict[str, Any]:
    services = compose()["services"]
    assert name in services, f"compose.yaml has no service {name}"
    definition = services[name]
    assert isinstance(definition, dict)
    return definition


def depends_on(definition: dict[str, Any]) -> dict[str, dict[str, Any]]:
    found = definition.get("depends_on") or {}
    assert isinstance(found, dict), "depends_on in the long form (with conditions)"
    return found


def nginx_conf() -> str:
    return NGINX_CONF.read_text(encoding="utf-8")


def nginx_directives(text: str, name: str) -> list[str]:
    """The arguments of every `name …;` directive, comments left out."""
    code = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
    return [m.group(1).strip() for m in re.finditer(rf"(?m)^\s*{name}\s+([^;{{]*);", code)]


def nginx_size(value: str) -> int:
    match = re.fullmatch(r"(\d+)([kKmMgG]?)", value)
    assert match, value
    return (
        int(match.group(1)) * {"": 1, "k": 1024, "m": 1024**2, "g": 1024**3}[match.group(2).lower()]
    )


def test_compose_has_postgres_two_apps_and_the_proxy() -> None:
    assert set(compose()["services"]) == {"postgres", *APP_SERVICES, "proxy"}


def test_images_are_official_and_pinned_to_a_version() -> None:
    assert re.fullmatch(r"postgres:\d+\.\d+-bookworm", service("postgres")["image"])
    assert re.fullmatch(r"nginx:\d+\.\d+\.\d+-bookworm", service("proxy")["image"])
    for name in APP_SERVICES:
        assert service(name)["build"] == "."
        assert "image" not in service(name)
    assert (ROOT / "Dockerfile").is_file()


def test_postgres_has_a_health_check_a_named_volume_and_an_overridable_password() -> None:
    postgres = service("postgres")
    env = postgres["environment"]
    assert re.fullmatch(r"\$\{POSTGRES_PASSWORD:-[^}]+\}", env["POSTGRES_PASSWORD"])
    assert "change-me" in interpolate(env["POSTGRES_PASSWORD"])
    assert interpolate(env["POSTGRES_PASSWORD"], {"POSTGRES_PASSWORD": "s3cret"}) == "s3cret"
    test = postgres["healthcheck"]["test"]
    assert test[:2] == ["CMD", "pg_isready"]
    assert f"--username={env['POSTGRES_USER']}" in test
    assert f"--dbname={env['POSTGRES_DB']}" in test
    # Over TCP: the image's temporary initialisation server listens on the Unix socket only.
    assert "--host=127.0.0.1" in test
    for key in ("interval", "timeout", "retries", "start_period"):
        assert key in postgres["healthcheck"]
    volume, _, path = postgres["volumes"][0].partition(":")
    assert path == "/var/lib/postgresql/data"
    assert volume in compose()["volumes"], "the data is in a named volume"
    assert "ports" not in postgres


def test_both_apps_share_one_database_url_on_the_postgres_service() -> None:
    postgres_env = service("postgres")["environment"]
    urls = {service(name)["environment"]["DATABASE_URL"] for name in APP_SERVICES}
    assert len(urls) == 1, "every instance uses the same database"
    raw = urls.pop()
    # The password in the URL is the very variable (and default) PostgreSQL is started with.
    assert postgres_env["POSTGRES_PASSWORD"] in raw
    url = urllib.parse.urlsplit(interpolate(raw))
    assert url.scheme == "postgresql"
    assert url.hostname == "postgres"
    assert url.port == 5432
    assert url.username == postgres_env["POSTGRES_USER"]
    assert url.password == interpolate(postgres_env["POSTGRES_PASSWORD"])
    assert url.path == "/" + postgres_env["POSTGRES_DB"]
    chosen = "chosen-by-the-operator"
    overridden = urllib.parse.urlsplit(interpolate(raw, {"POSTGRES_PASSWORD": chosen}))
    assert overridden.password == chosen


def test_apps_are_identical_and_wait_for_a_healthy_postgres() -> None:
    def but_the_address(definition: dict[str, Any]) -> dict[str, Any]:
        return {**definition, "networks": sorted(definition["networks"])}

    first, *others = (service(name) for name in APP_SERVICES)
    for other in others:
        assert but_the_address(other) == but_the_address(first)
    assert depends_on(first)["postgres"]["condition"] == "service_healthy"
    assert "ports" not in first, "the apps are reached through the proxy only"


def test_apps_trust_forwarded_headers_from_the_proxys_network_only() -> None:
    document = compose()
    backend = document["networks"]["backend"]
    assert backend["internal"] is True
    subnet = interpolate(backend["ipam"]["config"][0]["subnet"])
    trusted = interpolate(service("app1")["environment"]["RULINGS_FORWARDED_ALLOW_IPS"])
    assert trusted == subnet
    assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+/\d+", subnet)
    # Only the stack's own containers are on that network; the published port is elsewhere.
    members = {name for name, s in document["services"].items() if "backend" in s["networks"]}
    assert members == {"postgres", *APP_SERVICES, "proxy"}
    assert service("proxy")["networks"] == ["frontend", "backend"]


def test_proxy_runs_deploy_nginx_conf_on_port_8080() -> None:
    proxy = service("proxy")
    assert [interpolate(port) for port in proxy["ports"]] == ["8080:80"]
    mounts = [m.split(":") for m in proxy["volumes"]]
    assert ["./deploy/nginx.conf", "/etc/nginx/nginx.conf", "ro"] in mounts
    command = proxy["command"]
    assert command[0] == "nginx"
    assert command[command.index("-c") + 1] == "/etc/nginx/nginx.conf"
    assert "-p" in command
    dependencies = depends_on(proxy)
    assert set(dependencies) == set(APP_SERVICES)
    for dependency in dependencies.values():
        # nginx resolves the app names when it starts: their containers exist by then.
        assert dependency == {"condition": "service_started"}
    assert nginx_directives(nginx_conf(), "listen") == ["80"]


def test_compose_uses_no_key_compose_v1_rejects() -> None:
    """Debian's docker-compose 1.29 refuses a top-level `name` and `restart` under depends_on
    (tests/docker/ runs its own `config` on the file)."""
    document = compose()
    assert set(document) <= {"services", "networks", "volumes"}
    for name, definition in document["services"].items():
        for dependency in depends_on(definition).values():
            assert set(dependency) == {"condition"}, name


def test_each_app_keeps_a_fixed_address_in_the_backend_subnet() -> None:
    """nginx (before 1.27.3) resolves app1 and app2 only when it starts: a recreated app
    container (an upgrade, one app at a time) must come back at the same address."""
    subnet = ipaddress.ip_network(
        interpolate(compose()["networks"]["backend"]["ipam"]["config"][0]["subnet"])
    )
    addresses = [
        ipaddress.ip_address(interpolate(service(name)["networks"]["backend"]["ipv4_address"]))
        for name in APP_SERVICES
    ]
    assert len(set(addresses)) == len(APP_SERVICES)
    assert all(address in subnet for address in addresses)
    assert all(address not in (subnet[0], subnet[1]) for address in addresses)
    env = {"RULINGS_BACKEND_PREFIX": "10.77.3"}
    moved = interpolate(service("app1")["networks"]["backend"]["ipv4_address"], env)
    assert moved.startswith("10.77.3.")


def test_nginx_balances_exactly_the_app_services() -> None:
    """Each app twice: once balanced, once a backup that is never left alone (max_fails=0), so
    nginx tries every app before its "starting" page."""
    servers = [args.split() for args in nginx_directives(nginx_conf(), "server")]
    primary = [args[0] for args in servers if "backup" not in args]
    backup = [args[0] for args in servers if "backup" in args]
    assert primary == [f"{name}:{APP_PORT}" for name in APP_SERVICES]
    assert backup == primary
    assert all("max_fails=0" in args for args in servers if "backup" in args)
    assert set(APP_SERVICES) <= set(compose()["services"])


def test_nginx_keeps_connections_retries_and_forwards_the_client() -> None:
    conf = nginx_conf()
    assert nginx_directives(conf, "keepalive")
    assert nginx_directives(conf, "proxy_http_version") == ["1.1"]
    assert 'Connection ""' in nginx_directives(conf, "proxy_set_header")
    assert "error" in nginx_directives(conf, "proxy_next_upstream")[0].split()
    headers = dict(h.split(None, 1) for h in nginx_directives(conf, "proxy_set_header"))
    assert headers["Host"] == "$http_host"
    assert headers["X-Forwarded-For"] == "$remote_addr"
    assert headers["X-Forwarded-Proto"] == "$scheme"


def test_nginx_body_limit_is_the_apps() -> None:
    conf = nginx_conf()
    app_limit = Settings.model_fields["max_body_bytes"].default
    assert [nginx_size(v) for v in nginx_directives(conf, "client_max_body_size")] == [app_limit]
    assert [nginx_size(v) for v in nginx_directives(conf, "client_body_buffer_size")] == [app_limit]


def test_nginx_paths_are_relative_to_the_prefix() -> None:
    conf = nginx_conf()
    for name in (
        "pid",
        "client_body_temp_path",
        "proxy_temp_path",
        "fastcgi_temp_path",
        "uwsgi_temp_path",
        "scgi_temp_path",
    ):
        values = nginx_directives(conf, name)
        assert len(values) == 1, name
        assert not values[0].startswith("/"), f"{name} {values[0]} is not under the prefix"
    assert nginx_directives(conf, "include") == [], "the file is complete on its own"


def test_deploy_readme_documents_the_stack() -> None:
    readme = DEPLOY_README.read_text(encoding="utf-8")
    for needed in (
        "docker compose up --build",
        "http://localhost:8080",
        "python -m app.links export",
        "python -m app.links import",
        "python -m app.links stats",
        "RULINGS_LINK_MAX_BYTES",
        "RULINGS_LINK_RATE_LIMIT",
        "RULINGS_LINK_RATE_WINDOW",
        "RULINGS_STORE_MAX_BYTES",
        "RULINGS_STORE_MAX_LINKS",
        "POSTGRES_PASSWORD",
        "RULINGS_BACKEND_PREFIX",
        "RULINGS_PROXY_PORT",
        "docker-compose",
    ):
        assert needed in readme, needed


# --- deploy/nginx.conf, live, in front of two `python -m app` ---------------------------------


@dataclass(frozen=True)
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        assert self.headers.get("content-type", "").startswith("application/json"), self.headers
        return json.loads(self.body)

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")


def http_request(
    port: int,
    method: str,
    path: str,
    *,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
    source: str = "127.0.0.1",
    timeout: float = 10.0,
) -> Reply:
    """One request from the loopback address `source` (each test is its own client)."""
    connection = http.client.HTTPConnection(
        "127.0.0.1", port, timeout=timeout, source_address=(source, 0)
    )
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return Reply(
            response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        )
    finally:
        connection.close()


def answers_200(port: int, path: str = "/healthz") -> bool:
    try:
        return http_request(port, "GET", path, timeout=2).status == 200
    except OSError:
        return False


@dataclass
class Stack:
    proxy_port: int
    apps: list[Process]
    app_ports: list[int]
    nginx: Process
    _clients: Iterator[int] = field(default_factory=lambda: itertools.count(2))

    def client(self) -> str:
        """A loopback address no other test has used: its own short-link rate-limit count."""
        number = next(self._clients)
        assert number < 255
        return f"127.0.0.{number}"

    def start_app(self, index: int) -> None:
        app = self.apps[index]
        app.start()
        wait_until(lambda: answers_200(self.app_ports[index]), app.name, app.problem)

    def request(self, method: str, path: str, **kwargs: Any) -> Reply:
        """Through the proxy."""
        return http_request(self.proxy_port, method, path, **kwargs)


def rewritten_nginx_conf(app_ports: list[int], proxy_port: int) -> str:
    """deploy/nginx.conf with the apps at 127.0.0.1 ports and listening on 127.0.0.1."""
    text = nginx_conf()
    for name, port in zip(APP_SERVICES, app_ports, strict=True):
        text, count = re.subn(rf"\bserver {name}:{APP_PORT}\b", f"server 127.0.0.1:{port}", text)
        assert count == 2, f"deploy/nginx.conf has not two `server {name}:{APP_PORT}` lines"
    text, count = re.subn(r"(?m)^(\s*)listen 80;", rf"\g<1>listen 127.0.0.1:{proxy_port};", text)
    assert count == 1, "deploy/nginx.conf has no `listen 80;`"
    return text


def require_nginx() -> None:
    if NGINX.is_file():
        return
    reason = f"{NGINX} is missing: install Debian's nginx (apt-get install nginx) to run this test"
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason}; CI=true, so this is a failure, not a skip")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    require_nginx()
    workdir = tmp_path_factory.mktemp("deploy")
    base_env = app_environment()
    base_env.update(
        {
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
            "PYTHONUNBUFFERED": "1",
            "RULINGS_HOST": "127.0.0.1",
            "RULINGS_INDEX_PATH": str(workdir / "reference.sqlite"),
            # One SQLite store for both instances, as one PostgreSQL is in compose.yaml.
            "RULINGS_STORE_DIR": str(workdir / "links"),
            # nginx connects from 127.0.0.1: its X-Forwarded-* headers are trusted.
            "RULINGS_FORWARDED_ALLOW_IPS": "127.0.0.1",
            "RULINGS_LINK_RATE_LIMIT": str(RATE_LIMIT),
            "RULINGS_LINK_RATE_WINDOW": "86400",
        }
    )
    # Build the search database once, rather than by both instances at once.
    built = subprocess.run(
        [sys.executable, "-m", "app.reference.index"],
        cwd=ROOT,
        env=base_env,
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert built.returncode == 0, f"the search database wasn't built:\n{built.stderr[-4000:]}"
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


def sample_scenario(title: str) -> dict[str, Any]:
    """A valid scenario: the first example without its `example` and `expect` blocks."""
    data = json.loads(sorted(EXAMPLES.glob("*.json"))[0].read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    data.pop("example")
    data.pop("expect")
    data["title"] = title
    return data


def create_link(stack: Stack, scenario: dict[str, Any], source: str) -> Reply:
    return stack.request(
        "POST",
        "/api/v1/links",
        body=json.dumps({"scenario": scenario}).encode("utf-8"),
        headers={"Content-Type": "application/json"},
        source=source,
    )


def served(app: Process, marker: str) -> int:
    """How many requests whose path contains `marker` the instance logged."""
    return sum(1 for line in app.log().splitlines() if marker in line and '"GET ' in line)


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


def answers_at_all(port: int) -> bool:
    try:
        http_request(port, "GET", "/", timeout=5)
    except OSError:
        return False
    return True


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
