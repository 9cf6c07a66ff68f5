"""deploy/nginx.conf while the apps come and go (Debian's nginx, as in tests/test_deploy.py).

An upgrade replaces one app at a time (deploy/README.md). While app1 is away nginx leaves it
alone for `fail_timeout` after each failed try; when app1 answers again, app2 goes for its own
replacement at once, and nginx must use app1 rather than leave it alone for the rest of those
10 s with app2 gone too ("no live upstreams": the "starting" page to every request, as the Docker
lane's upgrade test once saw).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.deploy_stack import (
    APP_SERVICES,
    NGINX,
    answers_at_all,
    http_request,
    require_nginx,
    rewritten_nginx_conf,
)
from tests.servers import Process, app_environment, free_port, wait_until


class _Answer(BaseHTTPRequestHandler):
    """An app that answers every GET at once: what nginx sees of an app that is back."""

    def do_GET(self) -> None:
        body = b"app1 is back"
        self.send_response(200)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        return


@contextmanager
def answering(port: int) -> Iterator[None]:
    server = ThreadingHTTPServer(("127.0.0.1", port), _Answer)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


@pytest.mark.slow
def test_an_app_that_is_back_serves_at_once_when_the_other_goes(tmp_path: Path) -> None:
    require_nginx()
    prefix = tmp_path / "nginx"
    prefix.mkdir()
    conf = prefix / "nginx.conf"
    proxy_port = free_port()
    app_ports = [free_port() for _ in APP_SERVICES]
    conf.write_text(rewritten_nginx_conf(app_ports, proxy_port), encoding="utf-8")
    nginx = Process(
        "nginx",
        [str(NGINX), "-e", "stderr", "-p", str(prefix), "-c", str(conf)],
        app_environment(),
        tmp_path / "nginx.log",
    )
    nginx.start()
    try:
        wait_until(lambda: answers_at_all(proxy_port), "nginx", nginx.problem)
        # Neither app answers (app1 being replaced, app2 about to be): nginx has tried both.
        away = http_request(proxy_port, "GET", "/search?q=trample")
        assert away.status == 503
        assert "Rulings Explorer is starting" in away.text
        # app1 is back well within nginx's fail_timeout (10 s) of that try; app2 is still gone.
        with answering(app_ports[0]):
            replies = [http_request(proxy_port, "GET", f"/search?q={n}") for n in range(4)]
    finally:
        nginx.stop()
    assert [reply.status for reply in replies] == [200] * 4, nginx.log()[-3000:]
    assert all(reply.text == "app1 is back" for reply in replies)
