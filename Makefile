# othello-qt: `make run` launches the app, `make test` runs every test headless.
# Both create .venv with the machine's python3 and install the project into it when needed.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
LINT_STAMP := $(VENV)/.installed-lint

.PHONY: run test test-fast test-lowest bench lint dist dist-windows translations clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dist,sound,train]'
	touch $(STAMP)

# The check prints the one command that installs the X11 libraries Qt needs, if any are missing.
run: $(STAMP)
	$(BIN)/python -m othello_qt.ui.system_libraries
	$(BIN)/python -m othello_qt

test: $(STAMP)
	$(BIN)/python -m pytest

test-fast: $(STAMP)
	$(BIN)/python -m pytest -m "not slow"

# Every dependency and extra at the lowest version pyproject.toml allows (uv's lowest-direct
# resolution: the direct requirements at their lower bounds, what those need at its newest), in its
# own venv with its own numba cache (no kernels of a second numba and numpy in the user's), so a
# lower bound the code is wrong on fails here and not at a user's first start: the installed
# command's self-test, tests/core, the Dask training tests and the accessibility tests (they set
# PySide6's bound). The dist and lint extras are not installed: make dist and make lint run on the
# newest versions.
LOWEST       := .venv-lowest
LOWEST_STAMP := $(LOWEST)/.installed

$(LOWEST_STAMP): pyproject.toml $(STAMP)
	rm -rf $(LOWEST)
	$(BIN)/uv venv --quiet --python $(BIN)/python $(LOWEST)
	$(BIN)/uv pip install --quiet --python $(LOWEST)/bin/python --resolution lowest-direct -e '.[test,sound,train]'
	touch $(LOWEST_STAMP)

test-lowest: export NUMBA_CACHE_DIR = $(CURDIR)/$(LOWEST)/numba-cache
test-lowest: $(LOWEST_STAMP)
	$(BIN)/uv pip list --python $(LOWEST)/bin/python
	$(LOWEST)/bin/othello-qt --self-test
	$(LOWEST)/bin/python -m pytest tests/core tests/cli/test_training_dask.py tests/ui/test_accessibility.py

# Every benchmark, each storing its figures in benchmarks/results/figures/; then docs/benchmarks.md
# is written from the stored results (`python -m benchmarks page` does only that).
bench: $(STAMP)
	$(BIN)/python -m benchmarks

$(LINT_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,dist,sound,train,lint]'
	touch $(LINT_STAMP)

lint: $(LINT_STAMP)
	$(BIN)/ruff check othello_qt tests benchmarks packaging
	$(BIN)/ruff format --check othello_qt tests benchmarks packaging
	$(BIN)/actionlint .github/workflows/*.yml
	$(BIN)/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

# The .ts sources refreshed from the code (new texts to translate, gone ones dropped), then the shipped
# .qm files compiled from them (pyside6-lupdate, pyside6-lrelease).
translations: $(STAMP)
	$(BIN)/python packaging/translations.py

dist: $(STAMP)
	$(BIN)/python packaging/build.py

# The Windows bundle, built and self-tested on Linux under Wine (packaging/windows_under_wine.py):
# dist/othello-qt-VERSION-windows-x86_64.zip and its build report. Wine, its prefix, the embeddable
# Python and the wheels are kept in build/windows/ for the next run.
dist-windows: $(STAMP)
	$(BIN)/python packaging/windows_under_wine.py

clean:
	rm -rf build dist .pytest_cache
