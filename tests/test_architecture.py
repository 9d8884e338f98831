"""Import boundaries: the domain never imports Qt or the UI; the UI never reaches the store."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(path: Path, root: Path = ROOT) -> set[str]:
    """Every module a file imports, absolute names, including imports inside functions.

    Relative imports are resolved against the file's package under ``root``, so ``from ..store
    import x`` in ``app/engine`` counts as ``app.store``.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = path.relative_to(root).parent.parts
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else ()
            module = ".".join((*base, *([node.module] if node.module else [])))
            if module:
                names.add(module)
                names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def python_files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def offending(package: str, forbidden: tuple[str, ...]) -> list[str]:
    found = []
    for path in python_files(package):
        for name in imported_modules(path):
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                found.append(f"{path.relative_to(ROOT)} imports {name}")
    return found


def test_app_never_imports_qt_or_ui() -> None:
    assert python_files("app"), "app/ has no modules"
    assert offending("app", ("PySide6", "shiboken6", "ui")) == []


def test_engine_never_imports_storage_or_services() -> None:
    forbidden = ("app.store", "app.services", "sqlite3", "sqlite_utils", "app.cli")
    assert offending("app/engine", forbidden) == []


def test_statistics_reach_storage_only_through_the_summary_store() -> None:
    """docs/statistics.md "Summaries": every SQL statement of the statistics is in
    app/stats/summary_store.py, so another store implements its protocol alone; the services
    and the command line are above the statistics, never below."""
    forbidden = ("app.store", "app.services", "app.cli", "sqlite3", "sqlite_utils")
    found = [
        line
        for line in offending("app/stats", forbidden)
        if not line.startswith("app/stats/summary_store.py imports sqlite3")
    ]
    assert found == []


def test_ui_never_imports_the_store() -> None:
    assert offending("ui", ("app.store", "sqlite3", "sqlite_utils")) == []


def test_ui_talks_to_services_and_engine_values_only() -> None:
    """ui/ reaches the domain through app.services (and engine value types), nothing else."""
    allowed = ("app.services", "app.engine")
    found = []
    for path in python_files("ui"):
        for name in imported_modules(path):
            if name.startswith("app.") and not any(
                name == a or name.startswith(a + ".") for a in allowed
            ):
                found.append(f"{path.relative_to(ROOT)} imports {name}")
    assert found == []


def test_checker_sees_imports_inside_functions(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from PySide6 import QtCore\n", encoding="utf-8")
    assert "PySide6" in imported_modules(module, tmp_path)


def test_checker_resolves_relative_imports(tmp_path: Path) -> None:
    module = tmp_path / "app" / "engine" / "m.py"
    module.parent.mkdir(parents=True)
    module.write_text("from ..store import db\nfrom . import rules\n", encoding="utf-8")
    names = imported_modules(module, tmp_path)
    assert {"app.store", "app.store.db", "app.engine", "app.engine.rules"} <= names
