"""New game: 3 or 4 players in seating order, first dealer, rules preset and every option."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine import PRESET_NAMES, EngineError, Rules, preset_rules
from app.engine.rules import (
    OPTION_GROUPS,
    OPTION_NAMES,
    option_choices,
    option_group,
)
from ui import i18n, theme
from ui.widgets import accessible
from ui.widgets.message import error_label

CreateFn = Callable[[list[str], str, Rules], Any]
# Shown above the option tabs, not inside them.
_ON_THE_FRONT = ("pool_size", "whist_price")


def _grouped_options() -> list[tuple[str, list[str]]]:
    """The dialog's pages: each group of ``OPTION_GROUPS`` in order, then any option not yet
    placed in a group (``other``), so a new option is never missing from the dialog."""
    groups = [
        (group, [n for n in names if n in OPTION_NAMES and n not in _ON_THE_FRONT])
        for group, names in OPTION_GROUPS.items()
    ]
    other = [n for n in OPTION_NAMES if option_group(n) == "other" and n not in _ON_THE_FRONT]
    if other:
        groups.append(("other", other))
    return [(group, names) for group, names in groups if names]


class NewGameDialog(QDialog):
    """Pick players (registry or typed), seating order, first dealer and rules."""

    def __init__(
        self, known_players: Sequence[str], create: CreateFn, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._create = create
        self.result_value: Any = None
        layout = QVBoxLayout(self)

        count_row = QHBoxLayout()
        self.three = QRadioButton(self.tr("&3 players"))
        self.four = QRadioButton(self.tr("&4 players"))
        self.three.setChecked(True)
        seat_count = QButtonGroup(self)
        seat_count.addButton(self.three)
        seat_count.addButton(self.four)
        count_row.addWidget(self.three)
        count_row.addWidget(self.four)
        count_row.addStretch()
        layout.addLayout(count_row)

        seats = QGroupBox(self.tr("Players in seating order (clockwise)"))
        seats_form = QFormLayout(seats)
        self.names: list[QComboBox] = []
        self.name_labels: list[QLabel] = []
        for i in range(4):
            combo = QComboBox()
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            combo.addItems(list(known_players))
            combo.setCurrentIndex(-1)
            combo.setEditText("")
            label = QLabel(self.tr("Seat {n}:").format(n=i + 1))
            seats_form.addRow(label, combo)
            self.names.append(combo)
            self.name_labels.append(label)
            combo.editTextChanged.connect(self._names_changed)
        layout.addWidget(seats)

        form = QFormLayout()
        self.dealer = QComboBox()
        form.addRow(self.tr("First &dealer:"), self.dealer)
        self.preset = QComboBox()
        for name in PRESET_NAMES:
            self.preset.addItem(i18n.preset_text(name), name)
        form.addRow(self.tr("&Rules:"), self.preset)
        self.pool_size = QSpinBox()
        self.pool_size.setRange(1, 1000)
        self.pool_size.setValue(20)
        form.addRow(self.tr("&Pool size:"), self.pool_size)
        self.whist_price = QLineEdit("1")
        # Money per whist: a whole or decimal number (comma or point) or a fraction such as 1/3;
        # kept exact (Fraction), so a free-text box, but one that takes only such a number.
        self.whist_price.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"\d{1,6}([.,]\d{1,4}|/[1-9]\d{0,5})?"))
        )
        form.addRow(self.tr("Price of a &whist:"), self.whist_price)
        layout.addLayout(form)

        # A check box that shows the options' box; collapsed, nothing but the check box is left
        # (a checkable group box would keep an empty frame).
        self.advanced = QCheckBox(self.tr("Advanced: every rules option"))
        self.option_box = QGroupBox()
        adv_layout = QVBoxLayout(self.option_box)
        # One page per group of options (app.engine.rules.OPTION_GROUPS), picked from a list that
        # shows every group at once, so a table finds its convention by topic instead of
        # scrolling through fifty options.
        self.option_area = QWidget()
        area = QHBoxLayout(self.option_area)
        area.setContentsMargins(0, 0, 0, 0)
        self.option_groups = QListWidget()
        self.option_pages = QStackedWidget()
        area.addWidget(self.option_groups)
        area.addWidget(self.option_pages, 1)
        self.option_area.setMinimumHeight(180)
        adv_layout.addWidget(self.option_area)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_page_of: dict[str, int] = {}
        for group, names in _grouped_options():
            form = self._add_option_page(i18n.option_group_text(group))
            for name in names:
                self._add_option_row(form, name)
                self.option_page_of[name] = self.option_pages.count() - 1
        self.option_groups.setFixedWidth(self.option_groups.sizeHintForColumn(0) + 24)
        self.option_groups.currentRowChanged.connect(self.option_pages.setCurrentIndex)
        self.option_groups.setCurrentRow(0)
        self.option_box.setVisible(False)
        self.advanced.toggled.connect(self._advanced_toggled)
        layout.addWidget(self.advanced)
        layout.addWidget(self.option_box)

        self.message = error_label()
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        accessible.buttons(buttons)
        self._name_controls()

        self.four.toggled.connect(self._count_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        game_end = self.option_widgets["game_end"]
        assert isinstance(game_end, QComboBox)  # a choice of options: a combo box (_add_option_row)
        game_end.currentIndexChanged.connect(self._game_end_changed)
        self._count_changed()
        self._preset_changed()
        self.setMinimumWidth(760)
        self.names[0].setFocus()  # a newcomer types the first name straight away

    def _name_controls(self) -> None:
        """What a screen reader says for each field (issue 32, item 5)."""
        for radio in (self.three, self.four):
            accessible.describe(radio, self.tr("How many players sit at the table."))
        for i, combo in enumerate(self.names):
            name = self.tr("Seat {n}").format(n=i + 1)
            about = self.tr("A player's name, typed or chosen; seats go clockwise.")
            accessible.name(combo, name, about)
            edit = combo.lineEdit()
            if edit is not None:
                accessible.name(edit, name, about)
        accessible.name(self.dealer, self.tr("First dealer"), self.tr("Who deals the first deal."))
        accessible.name(
            self.preset, self.tr("Rules"), self.tr("The convention: Sochi, Leningrad or Rostov.")
        )
        accessible.name(
            self.pool_size, self.tr("Pool size"), self.tr("The pool each player plays to.")
        )
        accessible.name(
            self.whist_price,
            self.tr("Price of a whist"),
            self.tr("Money per whist: a whole or decimal number, or a fraction such as 1/3."),
        )
        accessible.describe(self.advanced, self.tr("Shows every option of the rules."))
        accessible.name(
            self.option_groups,
            self.tr("Groups of options"),
            self.tr("Choose a group to see its options beside the list."),
        )

    def _game_end_changed(self) -> None:
        """A game to a number of deals or to time gets a limit to start from (docs/rules.md,
        "End of the game by deals or by time"), and loses the one it no longer needs."""
        end = self._get_option("game_end")
        for name, ending, start in (
            ("deal_limit", "deals", 12),
            ("time_limit_minutes", "time", 90),
        ):
            if end != ending:
                self._set_option(name, 0)
            elif self._get_option(name) == 0:
                self._set_option(name, start)

    def _advanced_toggled(self, shown: bool) -> None:
        self.option_box.setVisible(shown)
        self.adjustSize()  # take (or give back) the room the options need
        if shown:
            self._keep_on_screen()

    def _keep_on_screen(self) -> None:
        """Move the dialog up when the opened options push OK below the screen's edge (a
        1024×700 netbook); never above the screen's top."""
        room = self.screen().availableGeometry()
        overflow = self.frameGeometry().bottom() - room.bottom()
        if overflow > 0:
            self.move(self.x(), max(room.top(), self.y() - overflow))

    # -- options ----------------------------------------------------------------------------

    def _add_option_page(self, title: str) -> QFormLayout:
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        # Each option's name on its own line, its field and explanation below at the page's
        # full width: side by side, the longest (Russian) name squeezed every field of the page
        # and cut its values off («ответственный (полная це…»). The list scrolls only vertically.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        form = QFormLayout(inner)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        scroll.setWidget(inner)
        self.option_pages.addWidget(scroll)
        self.option_groups.addItem(title)
        return form

    def _add_option_row(self, form: QFormLayout, name: str) -> None:
        title, explanation = i18n.option_text(name)
        widget = self._option_widget(name)
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 4)
        box.setSpacing(0)
        # A choice is as wide as its longest value, a number box as its number: not stretched
        # across the page. A check box carries the option's name itself (no name above it).
        if isinstance(widget, QLineEdit):
            box.addWidget(widget)
        else:
            box.addWidget(widget, 0, Qt.AlignmentFlag.AlignLeft)
        note = QLabel(explanation)
        note.setWordWrap(True)
        # The source is for those who ask "why": in the tooltip, not in the player's text.
        why = i18n.option_source_text(name)
        for shown in (note, widget):
            shown.setToolTip(why)
        theme.tint(note, "note")
        small = note.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        note.setFont(small)
        box.addWidget(note)
        if isinstance(widget, QCheckBox):
            widget.setText(title)
            form.addRow(holder)
        else:
            form.addRow(title + ":", holder)
        self.option_widgets[name] = widget

    def _option_widget(self, name: str) -> QWidget:
        choices = option_choices(name)
        default = getattr(Rules(), name)
        if choices is not None:
            combo = QComboBox()
            # Every choice reads whole in the closed box (the page is wide enough for the
            # longest, tests/ui/test_new_game_options_fit.py).
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for choice in choices:
                combo.addItem(i18n.choice_text(name, choice), choice)
            return combo
        if isinstance(default, bool):
            return QCheckBox()
        if isinstance(default, int):
            spin = QSpinBox()
            spin.setRange(0, 1000)
            return spin
        return QLineEdit()

    def _set_option(self, name: str, value: Any) -> None:
        widget = self.option_widgets[name]
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(value))
        elif isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))
        elif isinstance(widget, QLineEdit):
            if isinstance(value, tuple):
                widget.setText(", ".join(str(v) for v in value))
            else:
                widget.setText(str(value))

    def _get_option(self, name: str) -> Any:
        widget = self.option_widgets[name]
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return widget.value()
        assert isinstance(widget, QLineEdit)
        text = widget.text().strip()
        if isinstance(getattr(Rules(), name), tuple):
            return [int(p) for p in text.replace(";", ",").split(",") if p.strip()]
        return text

    def _preset_changed(self) -> None:
        rules = preset_rules(self.preset.currentData())
        for name in self.option_widgets:
            self._set_option(name, getattr(rules, name))
        self.pool_size.setValue(rules.pool_size)
        self.whist_price.setText(i18n.price_text(rules.whist_price))  # «0,5» in Russian

    # -- players ----------------------------------------------------------------------------

    def _count_changed(self) -> None:
        four = self.four.isChecked()
        self.names[3].setVisible(four)
        self.name_labels[3].setVisible(four)
        self._names_changed()

    def players(self) -> list[str]:
        count = 4 if self.four.isChecked() else 3
        return [c.currentText().strip() for c in self.names[:count]]

    def _names_changed(self) -> None:
        self.message.clear()  # a refusal about the names is out of date once they change
        current = self.dealer.currentText()
        self.dealer.blockSignals(True)
        self.dealer.clear()
        self.dealer.addItems([p for p in self.players() if p])
        if current:
            self.dealer.setCurrentText(current)
        self.dealer.blockSignals(False)

    def rules(self) -> Rules:
        """The preset with every option as shown (raises ``EngineError`` on a bad value)."""
        base = preset_rules(self.preset.currentData())
        options: dict[str, Any] = {name: self._get_option(name) for name in self.option_widgets}
        options["pool_size"] = self.pool_size.value()
        try:
            options["whist_price"] = str(
                Fraction(self.whist_price.text().strip().replace(",", "."))
            )
        except (ValueError, ZeroDivisionError):
            raise EngineError("option_value", option=i18n.option_text("whist_price")[0]) from None
        try:
            return base.with_options(options)
        except ValueError:
            raise EngineError("option_value", option="") from None

    def accept(self) -> None:
        try:
            players = self.players()
            dealer = self.dealer.currentText() or (players[0] if players else "")
            self.result_value = self._create(players, dealer, self.rules())
        except EngineError as error:
            params = dict(error.params)
            if "option" in params:
                params["option"] = i18n.option_text(str(params["option"]))[0]
            self.message.setText(i18n.error_text(error.code, params))
            return
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, known: Sequence[str], create: CreateFn) -> Any:
        dialog = cls(known, create, parent)
        return dialog.result_value if dialog.exec() == QDialog.DialogCode.Accepted else None
