"""Start the app with uvicorn: `python -m app` (host and port from RULINGS_HOST / RULINGS_PORT).

This is the exact command the Docker image runs, so the tests run it too.
"""

from __future__ import annotations

import uvicorn

from app.settings import get_settings


def main() -> None:
    settings = get_settings()
    uvicorn.run(
        "app.main:create_app",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=settings.workers,
        proxy_headers=True,
        forwarded_allow_ips=settings.forwarded_allow_ips,
        access_log=settings.access_log,
    )


if __name__ == "__main__":
    main()
