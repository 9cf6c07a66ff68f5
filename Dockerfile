# syntax=docker/dockerfile:1
#
# Rulings Explorer: `docker build -t rulings-explorer .` then
# `docker run --rm -p 8000:8000 -v rulings-links:/var/lib/rulings-explorer rulings-explorer`,
# and open http://127.0.0.1:8000/.
#
# Three stages: htmx from the npm registry (package-lock.json), the Python dependencies from the
# hash-pinned requirements.lock, and a slim runtime that runs as a non-root user (uid 10001). The
# search database is built into the image and only read. The one thing a container writes is the
# SQLite short-link store (links.sqlite) in RULINGS_STORE_DIR, /var/lib/rulings-explorer: a VOLUME
# owned by the app user, so mount a named volume there to keep short links across containers.
# With DATABASE_URL set (PostgreSQL; compose.yaml runs two instances on one) it stays empty.
# tests/test_docker_*.py lint this file with hadolint and run its CMD and HEALTHCHECK.

# The image that holds the card stores (/app/var/cards.sqlite and card-status.sqlite) before the
# runtime stage's `engine.cards build`: by default the build stage, which holds none, so that
# command builds them from the corpus. CI's Docker lane (.ci/docker) names an image holding the
# ones its host has just built from the same sources instead: the command finds them current (their
# fingerprints are of the corpus and of the engine's card code) and keeps them, the same files
# without the whole corpus compiled a second time on the same machine (40-60 s of CPU).
ARG CARD_STORES=build

# --- htmx, installed exactly as package-lock.json pins it ---------------------------------------
FROM node:22-bookworm-slim AS assets
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# --- Python dependencies in a venv; the sources assembled with sane permissions -----------------
# The build stage must use the same base image as the runtime stage: the venv refers to its python.
FROM python:3.11-slim-bookworm AS build
ENV PATH="/opt/venv/bin:${PATH}" \
    PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app
# Every requirement in the lock carries --hash, so pip installs in hash-checking mode.
COPY requirements.lock ./
# Readable by everyone, writable by no one but root: in the layer that wrote the files, since a
# later chmod would copy every file into a new layer.
RUN python -m venv /opt/venv \
    && pip install --no-cache-dir -r requirements.lock \
    && chmod -R a+rX,go-w /opt/venv
COPY app/ app/
COPY engine/ engine/
COPY templates/ templates/
COPY static/ static/
COPY data/ data/
COPY examples/ examples/
COPY --from=assets /build/node_modules/htmx.org/dist/htmx.min.js static/vendor/htmx.min.js
# The same for the sources, whatever their modes were in the build context; their bytecode
# compiled here, since the runtime writes none (PYTHONDONTWRITEBYTECODE): otherwise every process
# of the app (its server, its engine's forkserver, each command) compiles the modules it imports
# again, 1.5 s of CPU a start. Checked against the source's hash, not its modification time, which
# COPY need not keep. var/ is where the card stores go (CARD_STORES above).
RUN rm requirements.lock \
    && python -m compileall -q -j 0 --invalidation-mode checked-hash app engine \
    && mkdir var \
    && chmod -R a+rX,go-w /app

FROM ${CARD_STORES} AS card-stores

# --- Runtime -------------------------------------------------------------------------------------
FROM python:3.11-slim-bookworm AS runtime
ENV PATH="/opt/venv/bin:${PATH}" \
    VIRTUAL_ENV=/opt/venv \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    RULINGS_HOST=0.0.0.0 \
    RULINGS_PORT=8000 \
    RULINGS_STORE_DIR=/var/lib/rulings-explorer
# The short-link store's directory belongs to the app user: a new named volume mounted there
# starts as a copy of it (owner and mode included), so the non-root app can write links.sqlite.
RUN groupadd --system --gid 10001 app \
    && useradd --system --no-log-init --uid 10001 --gid 10001 \
        --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin app \
    && install -d -o 10001 -g 10001 -m 0700 /var/lib/rulings-explorer
WORKDIR /app
COPY --from=build /opt/venv /opt/venv
COPY --from=build /app /app
COPY --from=card-stores /app/var/ /app/var/
# The search database (var/reference.sqlite) and the card store (var/cards.sqlite, from the
# pinned oracle corpus, unless CARD_STORES brought it current), built as root and only read at
# run time; building them here also proves the copied venv works.
RUN python -m app.reference.index \
    && python -m engine.cards build
# Declared after every RUN: a RUN's changes under a declared volume would be discarded.
VOLUME ["/var/lib/rulings-explorer"]
USER 10001:10001
EXPOSE 8000
# Every 5 s, so the container is reported healthy within seconds of answering: Docker 20.10
# (Debian's) has no --start-interval. So a probe is one short Python process and cheap: isolated
# and without site-packages (-I -S), one HTTP/1.0 request on a socket, exit 0 only on a 200 (1
# on anything else, an error included: Docker reserves 2). urllib's imports (http.client, email,
# ssl) made each probe about twice the CPU, paid every 5 s by every container running.
HEALTHCHECK --interval=5s --timeout=4s --start-period=60s --retries=3 \
    CMD ["python", "-I", "-S", "-c", "import os, socket, sys; s = socket.create_connection(('127.0.0.1', int(os.environ.get('RULINGS_PORT', '8000'))), timeout=4); s.sendall(b'GET /healthz HTTP/1.0\\r\\n\\r\\n'); sys.exit(0 if s.makefile('rb').readline().split()[1:2] == [b'200'] else 1)"]
CMD ["python", "-m", "app"]
