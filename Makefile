# Two commands: `make play` and `make test`. Each creates .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/candy-arcade play

# The suite spreads over every core (pytest-xdist): on the 2-core CI machine that halves its time.
test: $(STAMP)
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(BIN)/python -m pytest -n auto

lint: $(STAMP)
	$(BIN)/ruff check candy_arcade tests tools
	$(BIN)/mypy --strict candy_arcade

bench: $(STAMP)
	ARCADE_HEADLESS=1 ARCADE_SOUND_BACKENDS=silent $(BIN)/candy-arcade bench

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
