"""What the deployment tests share: compose.yaml and deploy/nginx.conf read as data, and the live
stack — deploy/nginx.conf under Debian's nginx (/usr/sbin/nginx), changed only in its upstream
addresses and listen port, in front of `python -m app` processes — with the requests the tests
make through it."""

from __future__ import annotations

import http.client
import itertools
import json
import os
import re
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.servers import Process, wait_until

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = ROOT / "compose.yaml"
NGINX_CONF = ROOT / "deploy" / "nginx.conf"
DEPLOY_README = ROOT / "deploy" / "README.md"
EXAMPLES = ROOT / "examples"
NGINX = Path("/usr/sbin/nginx")
APP_SERVICES = ("app1", "app2")
APP_PORT = 8000  # the image's RULINGS_PORT (tests/test_docker_runtime.py checks the Dockerfile)
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
        """Start an instance again, and wait until nginx sends it requests: an instance nginx
        saw fail is left out for the upstream's `fail_timeout` (deploy/nginx.conf), so the
        tests after a fail-over would otherwise find only the other one serving."""
        app = self.apps[index]
        app.start()
        wait_until(lambda: answers_200(self.app_ports[index]), app.name, app.problem)
        marker = f"rejoined-{uuid.uuid4()}"

        def rejoined() -> bool:
            self.request("GET", f"/healthz?probe={marker}")
            return served(app, marker) > 0

        wait_until(rejoined, f"{app.name} behind nginx", app.problem)

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


def answers_at_all(port: int) -> bool:
    try:
        http_request(port, "GET", "/", timeout=5)
    except OSError:
        return False
    return True
