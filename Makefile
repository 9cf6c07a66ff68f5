# Two commands matter: `make run` (install and start the app) and `make test` (install and test).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
HTMX := static/vendor/htmx.min.js

.PHONY: run test install install-dev index cards lint bench import clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.runtime: requirements.lock | $(BIN)/python
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.lock
	touch $@

$(VENV)/.dev: requirements-dev.lock | $(BIN)/python
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements-dev.lock
	touch $@ $(VENV)/.runtime

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

$(HTMX): node_modules/.package-lock.json
	mkdir -p static/vendor
	cp node_modules/htmx.org/dist/htmx.min.js $@

install: $(VENV)/.runtime $(HTMX)

install-dev: $(VENV)/.dev $(HTMX)

index: install
	$(BIN)/python -m app.reference.index

# The card store (var/cards.sqlite) from the pinned oracle corpus; rebuilt only when it changes.
cards: install
	$(BIN)/python -m engine.cards build

run: index cards
	RULINGS_HOST=$(HOST) RULINGS_PORT=$(PORT) $(BIN)/python -m app

test: install-dev
	$(BIN)/python -m engine.cards build
	$(BIN)/python -m pytest

bench: install-dev index cards
	$(BIN)/python bench/search.py

# Re-import the reference data from the originals (../shared); the output is committed.
import: install
	$(BIN)/python -m app.reference.importer --shared ../shared --out data

# var/links.sqlite* hold the short links people made: only the rebuildable search index goes.
clean:
	rm -rf $(VENV) node_modules static/vendor var/reference.sqlite* var/cards.sqlite
