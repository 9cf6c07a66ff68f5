# Two commands matter: `make run` (install and start the app) and `make test` (install and test).
# `make check` is the everyday lane: lint, types, the unit tests and the goldens, in a minute or two.
PYTHON ?= python3
# Python's bytecode caches (`__pycache__/`, ignored by git and the Docker build), even where the
# environment turns them off: otherwise each pytest worker, and each server or tool a test starts,
# compiles every module of the engine and the app, and pytest rewrites every test module again —
# 7-8 s of CPU a collection (issue 27 §6).
unexport PYTHONDONTWRITEBYTECODE
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
HTMX := static/vendor/htmx.min.js
# Test workers (pytest-xdist): one a core, so 2 on CI's machine. `make test WORKERS=0` runs serially.
# loadgroup spreads the tests one by one, except that a module whose server a module-scoped fixture
# starts (test_deploy's nginx stack, test_docker_cmd's CMD) stays on one worker, so it starts once;
# tests/conftest.py puts the files holding slow tests first, so short tests even the workers out.
WORKERS ?= auto
PYTEST := $(BIN)/python -m pytest -n $(WORKERS) --dist loadgroup
# The serial lane collects only the files that mark a test serial (tests/conftest.py fails the
# parallel lane if a serial test is marked any other way): collecting all 5,000 tests to deselect
# them cost the lane 15-20 s of CPU, most of its time.
SERIAL_FILES := $(shell grep -rl --include='*.py' 'pytest.mark.serial' tests)
SERIAL_LANE := $(BIN)/python -m pytest -m serial $(SERIAL_FILES)

.PHONY: run test test-parallel test-serial check install install-dev index cards lint bench import clean

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

# The whole suite, as CI runs it (.ci/run): the browser, real servers, PostgreSQL and the slow tests,
# in parallel workers (`test-parallel`); then, alone on the machine, the few tests marked serial
# (`test-serial`: they time a run or a server on the clock, which another worker's tests would
# stretch). `.ci/run` runs the two itself, the Docker lane beside the first and never the second.
test: test-parallel
	$(SERIAL_LANE)

test-parallel: install-dev
	$(BIN)/python -m engine.cards build
	$(PYTEST) -m "not serial"

test-serial: install-dev
	$(SERIAL_LANE)

# Lint and types (tests/test_tooling.py runs the same three in `make test`).
lint: install-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m mypy

# Everyday work: lint and types, then every test not marked slow (pyproject.toml says what that
# means) nor e2e (a browser), the serial ones alone afterwards; tests/test_tooling.py is left out,
# since `lint` has just run it.
check: lint
	$(BIN)/python -m engine.cards build
	$(PYTEST) -m "not slow and not e2e and not serial" --ignore=tests/test_tooling.py
	$(BIN)/python -m pytest -m "serial and not slow and not e2e" $(SERIAL_FILES)

bench: install-dev index cards
	$(BIN)/python bench/search.py

# Re-import the reference data from the originals (../shared); the output is committed.
import: install
	$(BIN)/python -m app.reference.importer --shared ../shared --out data

# var/links.sqlite* hold the short links people made: only the rebuildable search index goes.
clean:
	rm -rf $(VENV) node_modules static/vendor var/reference.sqlite* var/cards.sqlite
