"""The director's choices of the new-event dialog (docs/events.md, "The director's choices"):
the points scheme with a cap and the time-out rule, equal tables, the bye points, the
tie-breaks in their order, the removal threshold and the first round's seeding. Each box starts
at the documented default, which its note names."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.services.event_values import FORMULAS, TIE_BREAKS, Formula, TieBreak
from ui.events.words import formula_text, tie_break_text
from ui.widgets import accessible


class ScoringForm(QWidget):
    """Scheme, cap, time-out, equal tables, byes, tie-breaks, removal, seeding."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.points = QComboBox()
        for kind in FORMULAS:
            self.points.addItem(formula_text(kind), kind)
        form.addRow(self.tr("P&oints:"), self.points)
        self.cap = QSpinBox()
        self.cap.setRange(0, 10_000)
        self.cap.setSingleStep(50)
        self.cap.setSpecialValueText(self.tr("none"))
        form.addRow(self.tr("&Cap (whists, ±):"), self.cap)
        self.timeout = QCheckBox(self.tr("A pool stopped by the &clock gains nothing"))
        form.addRow("", self.timeout)
        self.equal = QCheckBox(
            self.tr("&Equal tables: a table of four pays 2, 1⅓, ⅔, 0 (else 3, 2, 1, 0)")
        )
        self.equal.setChecked(True)
        form.addRow("", self.equal)
        self.bye = QComboBox()
        self.bye.addItem(self.tr("the round's average: a rest neither helps nor hurts"), None)
        for value in (0, 1):
            self.bye.addItem(str(value), value)
        form.addRow(self.tr("&Bye scores:"), self.bye)

        self.ties = QListWidget()
        self.ties.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for tie_break in TIE_BREAKS:
            item = QListWidgetItem(tie_break_text(tie_break))
            item.setData(Qt.ItemDataRole.UserRole, tie_break)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.ties.addItem(item)
        frame = 2 * self.ties.frameWidth()
        self.ties.setFixedHeight(self.ties.sizeHintForRow(0) * len(TIE_BREAKS) + frame + 4)
        up = QPushButton(self.tr("&Up"))
        down = QPushButton(self.tr("Do&wn"))
        up.clicked.connect(lambda: self._move(-1))
        down.clicked.connect(lambda: self._move(1))
        moves = QVBoxLayout()
        moves.addWidget(up)
        moves.addWidget(down)
        moves.addStretch(1)
        box = QWidget()
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        ties = QHBoxLayout(box)
        ties.setContentsMargins(0, 0, 0, 0)
        ties.addWidget(self.ties, 1)
        ties.addLayout(moves)
        label = QLabel(self.tr("&Tie-breaks, in order:"))
        label.setBuddy(self.ties)  # a row of a layout has no buddy: the & would be shown
        form.addRow(label, box)

        self.removal = QSpinBox()
        self.removal.setRange(0, 10_000)
        self.removal.setSingleStep(100)
        self.removal.setPrefix("−")
        self.removal.setSpecialValueText(self.tr("never"))
        form.addRow(self.tr("&Removed at a round of:"), self.removal)
        self.seeding = QComboBox()
        self.seeding.addItem(self.tr("at random"), "random")
        self.seeding.addItem(self.tr("by rating (the players window's)"), "rating")
        self.seeding.addItem(self.tr("in the order typed, strongest first"), "typed")
        form.addRow(self.tr("&First round:"), self.seeding)
        self.points.currentIndexChanged.connect(self._scheme_changed)
        self._scheme_changed()
        # Read aloud by a screen reader as the fields' labels say them (ADR 0012).
        accessible.name(self.cap, self.tr("Cap"), self.tr("The most whists a table counts, ±."))
        accessible.name(self.bye, self.tr("Bye scores"), self.tr("What a round sat out scores."))
        accessible.name(
            self.ties,
            self.tr("Tie-breaks"),
            self.tr("Ticked ones count, top first; drag to order."),
        )
        accessible.name(
            self.removal, self.tr("Removal"), self.tr("A round this bad removes the player.")
        )
        accessible.name(self.seeding, self.tr("First round"), self.tr("How round 1 is seated."))

    def _scheme_changed(self) -> None:
        places = self.points.currentData() == "places"
        # docs/events.md §Points: a cap and the time-out rule are for whists, equal tables for
        # places; a box that cannot apply is off rather than silently ignored.
        self.cap.setEnabled(not places)
        self.timeout.setEnabled(not places)
        self.equal.setEnabled(places)

    def _move(self, step: int) -> None:
        row = self.ties.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.ties.count():
            return
        item = self.ties.takeItem(row)
        self.ties.insertItem(target, item)
        self.ties.setCurrentRow(target)

    def formula(self) -> Formula:
        """The scheme as chosen, with its cap, time-out rule or equal tables."""
        base = FORMULAS[self.points.currentData()]
        if base.kind == "places":
            return Formula(
                kind="places",
                places=base.places,
                places4=base.places4,
                equal_tables=self.equal.isChecked(),
            )
        cap = self.cap.value()
        return Formula(
            kind=base.kind,
            bands=base.bands,
            cap=Fraction(cap) if cap else None,
            timeout=self.timeout.isChecked(),
        )

    def bye_points(self) -> Fraction | None:
        value = self.bye.currentData()
        return None if value is None else Fraction(value)

    def tie_breaks(self) -> tuple[TieBreak, ...]:
        chosen = []
        for row in range(self.ties.count()):
            item = self.ties.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                chosen.append(item.data(Qt.ItemDataRole.UserRole))
        return tuple(chosen)

    def removal_threshold(self) -> Fraction | None:
        value = self.removal.value()
        return -Fraction(value) if value else None

    def first_round(self) -> str:
        return str(self.seeding.currentData())
