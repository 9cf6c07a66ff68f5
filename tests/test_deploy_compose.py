"""Running past one machine, as configured: compose.yaml's structure and deploy/nginx.conf's.

The compose stack itself runs in CI's Docker lane (tests/docker/, `.ci/docker`); here
compose.yaml is read (PyYAML) and its services checked: PostgreSQL with a health check and a
named volume, two identical app instances on it, and nginx with deploy/nginx.conf in front; then
nginx.conf's upstreams, retries, forwarded headers, body limit and paths, and deploy/README.md."""

from __future__ import annotations

import ipaddress
import re
import urllib.parse
from typing import Any

from app.settings import Settings
from tests.deploy_stack import (
    APP_PORT,
    APP_SERVICES,
    DEPLOY_README,
    ROOT,
    compose,
    depends_on,
    interpolate,
    nginx_conf,
    nginx_directives,
    nginx_size,
    service,
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
