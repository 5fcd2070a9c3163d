# othello-qt: `make run` launches the app, `make test` runs every test headless.
# Both create .venv with the machine's python3 and install the project into it when needed.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test test-fast bench lint dist clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dist,sound]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m othello_qt

test: $(STAMP)
	$(BIN)/python -m pytest

test-fast: $(STAMP)
	$(BIN)/python -m pytest -m "not slow"

bench: $(STAMP)
	$(BIN)/python -m benchmarks

lint: $(STAMP)
	$(BIN)/ruff check othello_qt tests benchmarks packaging
	$(BIN)/ruff format --check othello_qt tests benchmarks packaging

dist: $(STAMP)
	$(BIN)/python packaging/build.py

clean:
	rm -rf build dist .pytest_cache
