"""Import boundaries: the domain never imports Qt or the UI; the UI never reaches the store; one
face per backend (docs/decisions/0009-one-face-per-backend.md): nothing asks which backend it
was handed, and no two modules import each other."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(path: Path, root: Path = ROOT, *, at_run_time: bool = False) -> set[str]:
    """Every module a file imports, absolute names, including imports inside functions.

    Relative imports are resolved against the file's package under ``root``, so ``from ..store
    import x`` in ``app/engine`` counts as ``app.store``. ``at_run_time`` leaves out imports under
    ``if TYPE_CHECKING:``, which only the type checker reads (they make no import cycle).
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = path.relative_to(root).parent.parts
    skipped = _type_checking_only(tree) if at_run_time else set()
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else ()
            module = ".".join((*base, *([node.module] if node.module else [])))
            if module:
                names.add(module)
                names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes inside ``if TYPE_CHECKING:`` blocks."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        test = node.test if isinstance(node, ast.If) else None
        if test is not None and "TYPE_CHECKING" in {
            getattr(test, "id", None),
            getattr(test, "attr", None),
        }:
            for statement in node.body:  # type: ignore[attr-defined]
                inside.update(id(child) for child in ast.walk(statement))
    return inside


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


def test_statistics_reach_storage_only_through_the_sql_seam() -> None:
    """docs/statistics.md "Summaries": the statistics' one SQL (app/stats/summary_sql.py) runs
    on the runner a backend hands it (app/sql.py); no driver, no store, and the services and
    the command line are above the statistics, never below."""
    forbidden = ("app.store", "app.services", "app.cli", "sqlite3", "sqlite_utils", "psycopg")
    assert offending("app/stats", forbidden) == []


def test_the_store_never_imports_the_statistics_or_anything_above() -> None:
    """docs/architecture.md: app/store stands below the statistics and the services; what the
    statistics need of a backend is the SQL seam (app/sql.py), which imports nothing."""
    forbidden = ("app.stats", "app.services", "app.cli")
    assert offending("app/store", forbidden) == []
    assert {
        name for name in imported_modules(ROOT / "app" / "sql.py") if name[:4] == "app."
    } == set()


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


def test_engine_never_imports_the_penalties() -> None:
    """The fold is handed its incident handler (app/engine/state.py, ``IncidentHandler``)."""
    assert offending("app/engine", ("app.penalties",)) == []


def test_nothing_imports_the_entry_point() -> None:
    """``pulka`` sits above app/ and ui/ (docs/architecture.md); nothing below may reach it."""
    assert offending("app", ("pulka",)) + offending("ui", ("pulka", "app.cli")) == []


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(
    packages: tuple[str, ...], root: Path = ROOT, *, at_run_time: bool = False
) -> dict[str, set[str]]:
    """Module -> the modules of ``packages`` it imports (functions included; ``if
    TYPE_CHECKING:`` imports too unless ``at_run_time``: a module that names another's types
    depends on it as much as one that calls it)."""
    files = [path for package in packages for path in sorted((root / package).rglob("*.py"))]
    modules = {module_name(path, root): path for path in files}
    return {
        name: {o for o in imported_modules(path, root, at_run_time=at_run_time) if o in modules}
        - {name}
        for name, path in modules.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycles_between_modules() -> None:
    """Issue 26, item 1: 0 circles, counting ``TYPE_CHECKING`` imports, the benchmarks too."""
    graph = import_graph(("app", "ui", "pulka", "benchmarks"))
    assert len(graph) > 100, "the import graph is missing modules"
    assert [sorted(c) for c in cycles(graph)] == []


def test_cycle_checker_sees_a_cycle_through_a_function(tmp_path: Path) -> None:
    package = tmp_path / "app"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "a.py").write_text("from app import b\n", encoding="utf-8")
    (package / "b.py").write_text("def f():\n    from app.c import x\n", encoding="utf-8")
    (package / "c.py").write_text("from . import a\n", encoding="utf-8")
    (package / "d.py").write_text("import app.a\n", encoding="utf-8")
    typing_only = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from app import e\n"
    (package / "e.py").write_text("import app.f\n", encoding="utf-8")
    (package / "f.py").write_text(typing_only, encoding="utf-8")
    found = sorted(sorted(c) for c in cycles(import_graph(("app",), tmp_path)))
    assert found == [["app.a", "app.b", "app.c"], ["app.e", "app.f"]]
    at_run_time = import_graph(("app",), tmp_path, at_run_time=True)
    assert cycles(at_run_time) == [{"app.a", "app.b", "app.c"}]


def test_no_imports_by_name_at_run_time() -> None:
    """``importlib.import_module("ui.app")`` once hid app → ui from these checks; imports are
    statements, so the graph above sees every edge."""
    found = []
    for package in ("app", "ui", "pulka"):
        for path in python_files(package):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                called = node.func if isinstance(node, ast.Call) else None
                name = getattr(called, "attr", None) or getattr(called, "id", None)
                if name in {"import_module", "__import__"}:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")  # type: ignore[attr-defined]
    assert found == []


# -- one face per backend (docs/decisions/0009-one-face-per-backend.md) ------------------------


def store_class_probes(path: Path, root: Path = ROOT) -> list[str]:
    """The places in ``path`` that ask which backend a store is: ``isinstance``/``issubclass``
    of a store class (any name ending in ``Store``), ``getattr``/``hasattr`` on something named
    a store or for a store's part (``summary_store``), and a look into ``sys.modules`` for a
    store's module."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    where = path.relative_to(root)
    found = []
    for node in ast.walk(ast.parse(source, filename=str(path))):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            classes = node.args[1] if name in ("isinstance", "issubclass") else None
            if classes is not None and any(
                (getattr(n, "id", None) or getattr(n, "attr", None) or "").endswith("Store")
                for n in ast.walk(classes)
            ):
                found.append(f"{where}:{node.lineno} {name} of a store class")
            asked = " ".join(ast.unparse(arg) for arg in node.args[:2]).lower()
            if name in ("getattr", "hasattr") and "store" in asked:
                found.append(f"{where}:{node.lineno} {name} on a store")
        elif (
            isinstance(node, ast.Attribute)
            and node.attr == "modules"
            and getattr(node.value, "id", None) == "sys"
            and "app.store" in lines[node.lineno - 1]
        ):
            found.append(f"{where}:{node.lineno} sys.modules for a store's module")
    return found


def test_nothing_asks_which_backend_a_store_is() -> None:
    """Issue 26, item 1: 0 places probe a store's class; what differs between backends is in
    the bundle each opener builds (app/store/backend.py)."""
    found = [
        probe
        for package in ("app", "ui", "pulka")
        for path in python_files(package)
        for probe in store_class_probes(path)
    ]
    assert found == []


def test_the_probe_finder_sees_each_kind_of_probe(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "import sys\n"
        "def f(store, games):\n"
        "    isinstance(store, SqliteStore)\n"
        "    isinstance(games, (str, app.store.PostgresStore))\n"
        "    getattr(store, 'capabilities', None)\n"
        "    hasattr(self.store, 'capabilities')\n"
        "    getattr(games, 'summary_store', None)\n"
        "    'app.store.postgres.store' in sys.modules\n"
        "    isinstance(error, StoreError)\n"  # an error, not a store: not a probe
        "    getattr(widget, 'text')\n",
        encoding="utf-8",
    )
    assert [probe.split(" ", 1)[0] for probe in store_class_probes(module, tmp_path)] == [
        "m.py:3",
        "m.py:4",
        "m.py:5",
        "m.py:6",
        "m.py:7",
        "m.py:8",
    ]


def store_lines(path: Path, root: Path = ROOT) -> list[str]:
    """The lines of ``path`` that reach for a store or a backend (``x.store``, ``x.backend``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    lines = {
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr in ("store", "backend")
    }
    return [f"{path.relative_to(root)}:{line}" for line in sorted(lines)]


def test_the_windows_never_touch_a_store() -> None:
    """Issue 26, item 1: the windows use the modules the game service built once
    (``service.roster``, ``service.stats``, ``service.events``), never the store beneath."""
    assert [line for path in python_files("ui") for line in store_lines(path)] == []


BACKEND_MODULES = ("app.store.postgres", "app.store.sqlite_backend")
"""Each backend's opener (and the club server's whole package): what names a backend."""
CHOOSES_A_BACKEND = {
    "app/services/stores.py": "the opener chosen by the location",
    "app/cli/server_command.py": "``pulka server init``: the club server's own administration",
}


def test_a_backend_is_named_in_one_place() -> None:
    """docs/architecture.md, "Where to add … A storage backend": outside its own package a
    third backend touches two files, the opener's choice (app/services/stores.py) and the
    contract tests' ``BACKENDS`` (tests/store/contract/conftest.py)."""
    found = set()
    for package in ("app", "ui", "pulka"):
        for path in python_files(package):
            name = module_name(path)
            if any(name == m or name.startswith(m + ".") for m in BACKEND_MODULES):
                continue  # the backend's own
            if name.startswith("app.store.sqlite_") or name.startswith("app.store.postgres"):
                continue
            for imported in imported_modules(path):
                if any(imported == m or imported.startswith(m + ".") for m in BACKEND_MODULES):
                    found.add(str(path.relative_to(ROOT)))
    assert found == set(CHOOSES_A_BACKEND)
    contract = (ROOT / "tests" / "store" / "contract" / "conftest.py").read_text(encoding="utf-8")
    assert '"sqlite": sqlite_backend' in contract and '"postgresql": postgresql_backend' in contract
