"""Every CSV Pulka writes is safe in a spreadsheet whatever separator it splits on (issue 29,
D3): a name ``x;=cmd|' /C calc'!A0;`` was written unquoted in a comma-separated file, so a
spreadsheet splitting on ``;`` (Russian-locale Excel's default) got a formula cell.

Read with ``,``, ``;`` and tab — by a reader that honours quotes and by one that does not — no
cell may start a formula (``=``, ``+``, ``-``, ``@``, also after spaces or a quote) unless it
is a number. The CSVs: the settlement's (window), the season table's (window and
``pulka stats --csv``)."""

from __future__ import annotations

import contextlib
import csv
import io
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.cli import main
from app.engine import SOCHI, settle
from app.engine.csvcells import text_cell
from app.engine.names import visible
from app.services import GameService
from tests.test_control_characters import _evil_game

EVIL = [
    "x;=cmd|' /C calc'!A0;",
    "a,=1+1",
    "b\t@SUM(1)",
    "c|+HYPERLINK(1)",
    'd; -2+3"',
    'e;"=1+2',
    "f;  @x",
    "g,'=1",
]
"""Names that, split at a separator, start a formula (the first is the finding)."""

SEPARATORS = [",", ";", "\t"]


def _number(text: str) -> bool:
    """A number a spreadsheet adds up: ``-6.6667``, or an exact column's ``-20/3``."""
    return re.fullmatch(r"-?\d+(\.\d+)?(/\d+)?", text) is not None


def formula_cells(text: str) -> list[str]:
    """The cells of ``text`` that a spreadsheet splitting on any of :data:`SEPARATORS` would
    take as a formula, read with and without quotes."""
    found = []
    for separator in SEPARATORS:
        quoted = [c for row in csv.reader(io.StringIO(text), delimiter=separator) for c in row]
        naive = [c for line in text.splitlines() for c in line.split(separator)]
        for cell in quoted + naive:
            shown = cell.lstrip(' "')
            if shown.startswith(("=", "+", "-", "@")) and not _number(shown.strip('"')):
                found.append(cell)
    return found


@given(st.lists(st.sampled_from([*"=+-@,;\t|\" 'x1"]), max_size=12).map("".join))
def test_no_text_cell_starts_a_formula_at_any_separator(text: str) -> None:
    out = io.StringIO()
    csv.writer(out).writerow([text_cell(text), "1"])
    assert formula_cells(out.getvalue()) == [], out.getvalue()


@pytest.mark.parametrize("name", EVIL)
def test_a_text_cell_keeps_the_name_readable(name: str) -> None:
    """Only apostrophes are added, before what would start a formula (and a control character
    such as a tab is written escaped, issue 29 D9)."""
    cell = text_cell(name)
    assert cell.replace("'", "") == visible(name).replace("'", "")


def test_the_settlement_csv(qapp, english, tmp_path: Path) -> None:
    from ui.dialogs.settlement import SettlementDialog

    names = EVIL[:3]
    settlement = settle(
        SOCHI,
        names,
        pool={names[0]: 10, names[1]: 0, names[2]: 3},
        mountain={names[0]: 0, names[1]: 7, names[2]: 2},
        whists={p: {} for p in names},
    )
    path = tmp_path / "settlement.csv"
    SettlementDialog(settlement).write_csv(path)
    text = path.read_text(encoding="utf-8-sig")
    assert formula_cells(text) == [], text
    assert all(visible(n).replace("'", "") in text.replace("'", "") for n in names)


@pytest.fixture
def evil_club(tmp_path: Path) -> Path:
    """Games of those names, as a file keeps them (imported: a tab is no longer typed)."""
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as service:
        for first in range(0, len(EVIL), 2):
            _evil_game(service, (EVIL[first], EVIL[first + 1], "Vera"))
    return path


def test_the_season_csv_of_the_window(evil_club: Path, qtbot, english, tmp_path: Path) -> None:
    from ui.stats.season_window import SeasonWindow

    with GameService(evil_club, backups=0) as service:
        stats = service.stats
        assert stats is not None
        window = SeasonWindow(stats)
        qtbot.addWidget(window)
        window.show()
        window.load()
        window.finished_only.setChecked(False)
        assert window.table_data is not None and window.table_data.rows
        path = tmp_path / "season.csv"
        assert window.save_csv(str(path))
    text = path.read_text(encoding="utf-8-sig")
    assert len(text.splitlines()) == len(EVIL) + 2  # the title row and Vera
    assert formula_cells(text) == [], text


def test_the_season_csv_of_the_command_line(evil_club: Path, tmp_path: Path) -> None:
    path = tmp_path / "season.csv"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["stats", str(evil_club), "--csv", str(path)]) == 0
    text = path.read_text(encoding="utf-8-sig")
    assert len(text.splitlines()) == len(EVIL) + 2
    assert formula_cells(text) == [], text
