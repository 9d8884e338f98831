"""The settlement's CSV: no cell runs as a formula, numbers are numbers (issue 12 item 16)."""

from __future__ import annotations

import csv
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine import settle
from app.engine.csvcells import number_cell, text_cell
from app.engine.rules import SOCHI

NAMES = ['=HYPERLINK("http://x")', "=cmd|' /C calc'!A0", "@SUM(1)"]


def test_formula_names_are_neutralised_and_numbers_are_plain(qapp, english, tmp_path):
    from ui.dialogs.settlement import SettlementDialog

    settlement = settle(
        SOCHI,
        NAMES,
        pool={NAMES[0]: 10, NAMES[1]: 0, NAMES[2]: 3},
        mountain={NAMES[0]: 0, NAMES[1]: 7, NAMES[2]: 2},
        whists={p: {} for p in NAMES},
    )
    dialog = SettlementDialog(settlement)
    path = tmp_path / "s.csv"
    dialog.write_csv(path)
    with open(path, encoding="utf-8", newline="") as f:
        rows = [row for row in csv.reader(f) if row]
    cells = [c for row in rows for c in row]
    assert not any(c.startswith(("=", "+", "@", "\t", "\r")) for c in cells)
    assert {"'" + n for n in NAMES} <= set(cells)
    results = {row[0][1:]: row[1:] for row in rows[1:4]}
    # Numeric columns: ASCII minus, decimal point, no "1/3", no U+2212 — a spreadsheet number.
    for row in results.values():
        for cell in row:
            float(cell)
            assert "\u2212" not in cell and "/" not in cell and " " not in cell
    # The results read back add up to zero (within the 4-place rounding of thirds).
    column = rows[0].index("Result, whists") - 1
    assert abs(sum(Fraction(r[column]) for r in results.values())) <= Fraction(3, 2 * 10**4)
    start = rows.index(["Who pays", "To whom", "Whists", "Money"]) + 1
    payments = [row for row in rows[start:] if len(row) == 4]
    assert payments
    for row in payments:
        assert Fraction(row[2]) > 0 and Fraction(row[3]) > 0


@pytest.mark.parametrize(
    ("text", "cell"),
    [
        ("=1+1", "'=1+1"),
        ("+7", "'+7"),
        ("-x", "'-x"),
        ("@A", "'@A"),
        ("\tx", "\\u0009x"),  # a tab is written escaped (issue 29, D9): no formula start
        ("Anna", "Anna"),
    ],
)
def test_text_cells(text, cell):
    assert text_cell(text) == cell


@pytest.mark.parametrize(
    ("value", "places", "cell"),
    [
        (Fraction(-22, 3), None, "-7.3333"),
        (Fraction(1, 2), None, "0.5"),
        (-12, None, "-12"),
        (Fraction(-1047, 100), 2, "-10.47"),
        (Fraction(-1, 1000), 2, "0.00"),
        # Half a kopeck: away from zero, as the settlement and the screen (E.8); Python's
        # round() gave 0.00 (half to even) while the settlement window showed 0,01.
        (Fraction(1, 200), 2, "0.01"),
        (Fraction(-1, 200), 2, "-0.01"),
        (Fraction(5, 8), 2, "0.63"),
        (Fraction(-25, 2), 0, "-13"),
    ],
)
def test_number_cells(value, places, cell):
    assert number_cell(value, places) == cell


@given(st.fractions(max_denominator=1000).filter(lambda f: abs(f) < 10**9))
def test_number_cells_read_back_within_rounding(value):
    cell = number_cell(value)
    assert abs(Fraction(cell) - value) <= Fraction(1, 2 * 10**4)
