"""The incident wizard: what happened → the facts → the previewed, cited change → one event.

Pages only ask; :mod:`ui.wizard.incident_builder` turns the answers into an ``Incident`` and
the service previews and records it (docs/architecture.md). Nothing is written before Finish
("Record"), and Finish writes exactly one event, so one Undo takes it back.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from app.engine import CodedError, Column, Entry, Sheet
from app.engine.entries import Amount
from app.services import GameService, GameView, OpResult, Preview
from app.services.penalty_catalogue import CATALOGUE, PenaltyRule, fact_specs, get_rule
from ui import i18n, theme
from ui.widgets import accessible
from ui.widgets.commit_form import STALE, changed_note, close_stale, say_game_changed
from ui.widgets.message import error_label
from ui.wizard import incident_builder as builder
from ui.wizard import texts
from ui.wizard.fields import FactEditor, select_data

RULE_ROLE = Qt.ItemDataRole.UserRole


def entry_sentence(entry: Entry, rule_id: str) -> str:
    """One entry in plain words: “Boris writes 4 into the mountain (game made)”."""
    amount = i18n.number_text(entry.amount)
    if entry.column is Column.WHISTS:
        text = QCoreApplication.translate(
            "IncidentWizard", "{player} writes {amount} whists on {on}"
        )
    elif entry.column is Column.POOL:
        text = QCoreApplication.translate(
            "IncidentWizard", "{player} writes {amount} into the pool"
        )
    else:
        text = QCoreApplication.translate(
            "IncidentWizard", "{player} writes {amount} into the mountain"
        )
    text = text.format(player=entry.player, amount=amount, on=entry.on)
    if entry.rule != rule_id:
        if entry.rule in CATALOGUE:
            reason = texts.rule_title(get_rule(entry.rule))
        else:
            reason = i18n.rule_text(entry.rule)
        text += f" ({reason})"
    return text


class CatalogueView(QWidget):
    """The catalogue by section with a search box matching Russian and English words; the
    chosen rule's full description and citation below. Used by the wizard and the browser."""

    rule_changed = Signal(str)
    activated = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search: talon, discard…"))
        self.search.setClearButtonEnabled(True)
        # One column of whole titles: a second column of first sentences repeated the titles
        # and cut both off with "…" at the default size; the description is shown below.
        self.tree = QTreeWidget()
        self.tree.setColumnCount(1)
        self.tree.setHeaderHidden(True)
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.header().setStretchLastSection(True)
        accessible.name(
            self.search,
            self.tr("Search the rules"),
            self.tr("Words of the rule, in Russian or English: talon, discard…"),
        )
        accessible.name(
            self.tree,
            self.tr("Rules by section"),
            self.tr("Choose the rule that was broken; its description is shown below."),
        )
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setMinimumHeight(70)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.detail)
        self.items: dict[str, QTreeWidgetItem] = {}
        self._words: dict[str, list[str]] = {}
        self._sections: list[tuple[QTreeWidgetItem, list[str]]] = []
        """Each section's top item and its rules' ids, in the tree's order."""
        self.describe: Callable[[PenaltyRule], str] = describe_rule
        self._populate()
        self.search.textChanged.connect(self.filter)
        # Down and Enter in the search box reach the results (keyboard-only use).
        self.search.installEventFilter(self)
        self.tree.currentItemChanged.connect(self._current)
        self.tree.itemDoubleClicked.connect(self._double_clicked)

    def _populate(self) -> None:
        bold = QFont(self.font())
        bold.setBold(True)
        for section, rules in builder.rules_by_section():
            top = QTreeWidgetItem([texts.section_title(section)])
            top.setFont(0, bold)
            top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.tree.addTopLevelItem(top)
            self._sections.append((top, [rule.id for rule in rules]))
            for rule in rules:
                title = texts.rule_title(rule)
                item = QTreeWidgetItem([title])
                item.setData(0, RULE_ROLE, rule.id)
                # The rule id and its full text for whoever hovers (the lawyer's view).
                number = texts.rule_number(rule)
                description = html.escape(texts.rule_description(rule))
                item.setToolTip(0, f"<b>{number}</b>: {description}")
                top.addChild(item)
                self.items[rule.id] = item
                self._words[rule.id] = texts.search_words(rule)
        self.tree.expandAll()

    def filter(self, query: str) -> list[str]:
        """Show only the rules matching ``query``; returns their ids in order."""
        shown = []
        for top, rule_ids in self._sections:
            visible = 0
            for rule_id in rule_ids:
                hit = builder.matches(self._words[rule_id], query)
                self.items[rule_id].setHidden(not hit)
                if hit:
                    visible += 1
                    shown.append(rule_id)
            top.setHidden(visible == 0)
        return shown

    def select(self, rule_id: str) -> None:
        self.tree.setCurrentItem(self.items[rule_id])

    def first_shown(self) -> str | None:
        """The first rule the search leaves visible."""
        for rule_id, item in self.items.items():
            section = item.parent()
            if not item.isHidden() and not (section is not None and section.isHidden()):
                return rule_id
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Down moves into the list on the first rule found; Enter takes the chosen rule (or
        the first one found) as if it were double-clicked."""
        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            current = self.tree.currentItem()
            chosen = current.data(0, RULE_ROLE) if current is not None else None
            if chosen is not None and self.items[chosen].isHidden():
                chosen = None
            if key == Qt.Key.Key_Down:
                first = chosen or self.first_shown()
                if first is not None:
                    self.select(first)
                    self.tree.setFocus()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                rule_id = chosen or self.first_shown()
                if rule_id is not None:
                    self.select(rule_id)
                    self.activated.emit(rule_id)
                return True
        return super().eventFilter(watched, event)

    def _current(self, item: QTreeWidgetItem | None, _previous: object = None) -> None:
        rule_id = item.data(0, RULE_ROLE) if item is not None else None
        self.detail.setText(self.describe(get_rule(rule_id)) if rule_id else "")
        self.rule_changed.emit(rule_id or "")

    def _double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        if item.data(0, RULE_ROLE):
            self.activated.emit(item.data(0, RULE_ROLE))


def describe_rule(rule: PenaltyRule) -> str:
    """Title, description and citation as rich text; the rule id (for the lawyer) in grey."""
    grey = theme.current().note
    return (
        f"<b>{html.escape(texts.rule_title(rule))}</b><br>"
        f"{html.escape(texts.rule_description(rule))}"
        f"<br><i>{html.escape(texts.citation_text(rule))}</i>"
        f' <span style="color:{grey}">({html.escape(texts.rule_number(rule))})</span>'
    )


class RulePage(QWizardPage):
    """1. What happened? The catalogue by section, searchable in Russian and English."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("What happened?"))
        self.setSubTitle(self.tr("Pick the rule that covers the incident; type to search."))
        self.catalogue = CatalogueView()
        self.search = self.catalogue.search
        self.items = self.catalogue.items
        # The chosen rule id, a mandatory wizard field: Next stays disabled until one is chosen.
        self.rule_edit = QLineEdit()
        self.rule_edit.setVisible(False)
        self.registerField("rule*", self.rule_edit)
        layout = QVBoxLayout(self)
        layout.addWidget(self.catalogue)
        layout.addWidget(self.rule_edit)
        self.catalogue.rule_changed.connect(self.rule_edit.setText)
        self.catalogue.activated.connect(lambda _id: self.wizard().next())

    def filter(self, query: str) -> list[str]:
        return self.catalogue.filter(query)

    def select(self, rule_id: str) -> None:
        self.catalogue.select(rule_id)


class FactsPage(QWizardPage):
    """2. The facts: a form generated from the rule's schema."""

    def __init__(self, wizard: IncidentWizard) -> None:
        super().__init__(wizard)
        self._wizard = wizard
        self.setTitle(self.tr("The facts"))
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # Questions are sentences: each above its answer, so none is clipped or squeezed.
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.nothing = QLabel(self.tr("This rule needs no facts: go on to the preview."))
        self.message = error_label()
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(self.form)
        layout.addWidget(self.nothing)
        layout.addStretch()
        layout.addWidget(self.message)
        self.editors: dict[str, FactEditor] = {}
        self.labels: dict[str, QLabel] = {}
        self.rule_id: str | None = None

    def initializePage(self) -> None:
        rule_id = self._wizard.rule_id()
        if rule_id != self.rule_id:
            self.build(rule_id)

    def build(self, rule_id: str) -> None:
        """(Re)build the form for ``rule_id``, pre-filled with what the game knows."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.editors.clear()
        self.labels.clear()
        self.rule_id = rule_id
        rule = get_rule(rule_id)
        self.setSubTitle(texts.rule_title(rule))
        self.heading.setText(texts.rule_description(rule))
        players = self._wizard.players
        for spec in fact_specs(rule):
            editor = FactEditor(spec, players, self._wizard.deal_players, self)
            label = QLabel(
                texts.question(spec) + ("" if spec.required else " " + self.tr("(optional)"))
            )
            label.setBuddy(editor.widget)
            self.form.addRow(label, editor.widget)
            editor.changed.connect(self.refresh)
            self.editors[spec.name] = editor
            self.labels[spec.name] = label
        self.nothing.setVisible(not self.editors)
        self.message.setText("")
        self.refresh()

    def answers(self) -> dict[str, Any]:
        """The field dict for the builder: the rule and every editor's raw answer."""
        out: dict[str, Any] = {"rule": self.rule_id}
        for name, editor in self.editors.items():
            out[name] = editor.value()
        return out

    def set_answer(self, name: str, value: Any) -> None:
        """Set an answer as if the user had given it (used by the preview's remedy choice)."""
        editor = self.editors[name]
        editor.set_value(value)
        editor.touched = True
        self.refresh()

    def refresh(self) -> None:
        """Show the relevant facts only and fill in what the game knows for untouched ones."""
        assert self.rule_id is not None
        answers = self.answers()
        wizard = self._wizard
        known = builder.prefill(wizard.service, wizard.game_id, self.rule_id, answers)
        for name, value in known.items():
            editor = self.editors.get(name)
            if editor is not None and not editor.touched and editor.value() != value:
                editor.set_value(value)
        relevant = {s.name for s in builder.relevant_specs(self.rule_id, self.answers())}
        for name, editor in self.editors.items():
            self.form.setRowVisible(editor.widget, name in relevant)
        self.message.setText("")

    def visible_facts(self) -> list[str]:
        return [name for name, e in self.editors.items() if self.form.isRowVisible(e.widget)]

    def validatePage(self) -> bool:
        answers = self.answers()
        missing = builder.missing(answers)
        if missing:
            first = missing[0]
            self.message.setText(
                self.tr("Please answer: {question}").format(question=texts.tr(first.question))
            )
            self.editors[first.name].widget.setFocus()
            return False
        return self._wizard.update_preview(answers, self.message)


class PreviewPage(QWizardPage):
    """3. Preview: the sheet before and after, the penalty in words, the consequences."""

    def __init__(self, wizard: IncidentWizard) -> None:
        super().__init__(wizard)
        self._wizard = wizard
        self.setTitle(self.tr("Preview"))
        self.setSubTitle(self.tr("Nothing is written until you press Record."))
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.consequences_box = QGroupBox(self.tr("Consequences for play"))
        self.consequences = QLabel()
        self.consequences.setWordWrap(True)
        self.consequences.setTextFormat(Qt.TextFormat.PlainText)  # they name players
        QVBoxLayout(self.consequences_box).addWidget(self.consequences)
        # Answers that change the penalty at once (a remedy, a number of cards): «Выбор
        # игроков» above a card-count question read as a choice of players (issue 32).
        self.remedies_box = QGroupBox(self.tr("Answers the penalty depends on"))
        self.remedies_form = QFormLayout(self.remedies_box)
        self.remedies: dict[str, QComboBox] = {}
        self.message = error_label()
        self.changed_note = changed_note()
        layout = QVBoxLayout(self)
        layout.addWidget(self.changed_note)
        layout.addWidget(self.explanation)
        layout.addWidget(self.remedies_box)
        layout.addWidget(self.table)
        layout.addWidget(self.consequences_box)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.changed_cells: set[tuple[str, str, str | None]] = set()

    def initializePage(self) -> None:
        self._build_remedies()
        self.show_preview()

    def _build_remedies(self) -> None:
        while self.remedies_form.rowCount():
            self.remedies_form.removeRow(0)
        self.remedies.clear()
        answers = self._wizard.facts_page.answers()
        rule_id = str(answers["rule"])
        for spec in builder.remedy_specs(rule_id, answers):
            combo = QComboBox()
            for value in spec.choices:
                combo.addItem(texts.choice_text(value), value)
            select_data(combo, answers.get(spec.name))
            combo.currentIndexChanged.connect(lambda _i, name=spec.name: self._remedy(name))
            self.remedies_form.addRow(texts.question(spec), combo)
            self.remedies[spec.name] = combo
        self.remedies_box.setVisible(bool(self.remedies))

    def _remedy(self, name: str) -> None:
        """A different remedy: the answer changes and the preview follows at once."""
        self._wizard.facts_page.set_answer(name, self.remedies[name].currentData())
        self._wizard.update_preview(self._wizard.facts_page.answers(), self.message)
        self.show_preview()

    def show_preview(self) -> None:
        preview = self._wizard.preview
        rule = get_rule(self._wizard.rule_id())
        if preview is None:
            self.explanation.setText("")
            self.table.clear()
            self.consequences.setText("")
            return
        self.message.setText(self._wizard.preview_error or "")
        facts = builder.facts_of(self._wizard.facts_page.answers())
        lines = [html.escape(entry_sentence(e, rule.id)) for e in preview.entries]
        what = (
            "<br>".join(f"• {line}" for line in lines)
            if lines
            else self.tr("Nothing is written on the sheet.")
        )
        rule_word = self.tr("Rule")
        self.explanation.setText(
            f"<b>{html.escape(texts.rule_title(rule))}</b><br>{what}"
            f"<br><br>{html.escape(texts.rule_description(rule))}"
            f"<br><i>{rule_word}: {html.escape(texts.citation_text(rule))}</i>"
        )
        codes = preview.outcome.consequences
        self.consequences.setText(
            "\n".join(f"• {texts.consequence_text(c, facts)}" for c in codes)
            or self.tr("None: play goes on as usual.")
        )
        self.fill_table(self._wizard.sheet_before, preview.sheet_after)

    def fill_table(self, before: Sheet, after: Sheet) -> None:
        """Totals per player before → after; every changed number highlighted."""
        players = before.players
        columns: list[tuple[str, str, str | None]] = [("pool", "", None), ("mountain", "", None)]
        columns += [("whists", "", q) for q in players]
        headers = [self.tr("Pool"), self.tr("Mountain")] + [
            self.tr("Whists on {player}").format(player=q) for q in players
        ]
        self.table.clear()
        self.table.setColumnCount(len(columns))
        self.table.setRowCount(len(players))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setVerticalHeaderLabels(list(players))
        self.changed_cells = set()
        bold = QFont(self.font())
        bold.setBold(True)
        for row, player in enumerate(players):
            for col, (kind, _unused, on) in enumerate(columns):
                if on == player:
                    item = QTableWidgetItem("—")
                    item.setForeground(QBrush(theme.qcolor(theme.current().note)))
                else:
                    old, new = _total(before, kind, player, on), _total(after, kind, player, on)
                    if old != new:
                        item = QTableWidgetItem(
                            f"{i18n.number_text(old)} → {i18n.number_text(new)}"
                        )
                        item.setBackground(QBrush(theme.qcolor(theme.current().changed)))
                        item.setFont(bold)
                        self.changed_cells.add((kind, player, on))
                    else:
                        item = QTableWidgetItem(i18n.number_text(new))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # As tall as its rows: the sheet is small, the rest of the page is for the words.
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        self.table.setFixedHeight(height + self.table.verticalHeader().length() + 2)


def _total(sheet: Sheet, kind: str, player: str, on: str | None) -> Amount:
    if kind == "pool":
        return sheet.pool.get(player, 0)
    if kind == "mountain":
        return sheet.mountain.get(player, 0)
    assert on is not None
    return sheet.whists.get(player, {}).get(on, 0)


class IncidentWizard(QWizard):
    """Record an incident in game ``game_id`` through ``service``; see :meth:`ask`."""

    def __init__(
        self,
        service: GameService,
        game_id: int,
        parent: QWidget | None = None,
        *,
        expected_seq: int | None = None,
    ) -> None:
        """``expected_seq``: the ``last_seq`` the opening window shows (a write from a view
        that is behind the database is refused as stale, not judged on a game unseen)."""
        super().__init__(parent)
        self.service = service
        self.game_id = game_id
        self.setWindowTitle(self.tr("Incident"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("&Record"))
        for which, text in (
            (
                QWizard.WizardButton.NextButton,
                self.tr("The next step: what happened, then a preview."),
            ),
            (QWizard.WizardButton.BackButton, self.tr("Back to the previous step.")),
            (QWizard.WizardButton.FinishButton, self.tr("Write the incident on the sheet.")),
            (QWizard.WizardButton.CancelButton, self.tr("Close without writing anything.")),
        ):
            self.button(which).setAccessibleDescription(text)
        view = service.game(game_id)
        self.expected_seq = view.last_seq if expected_seq is None else expected_seq
        self.sheet_before: Sheet = view.sheet
        self.players: tuple[str, ...] = view.players
        self.deal_players: tuple[str, ...] = view.sheet.table.active
        self.preview: Preview | None = None
        self.preview_error: str | None = None
        self.committed: OpResult | None = None
        self.rule_page = RulePage(self)
        self.facts_page = FactsPage(self)
        self.preview_page = PreviewPage(self)
        self.addPage(self.rule_page)
        self.addPage(self.facts_page)
        self.addPage(self.preview_page)
        self.resize(860, 640)

    def rule_id(self) -> str:
        return str(self.field("rule"))

    def update_preview(self, answers: Mapping[str, Any], message: QLabel) -> bool:
        """Ask the service what the incident would write; show a refusal in ``message``."""
        try:
            incident = builder.build(answers)
            self.preview = self.service.preview(self.game_id, incident, self.expected_seq)
        except CodedError as error:
            if error.code == "stale":
                close_stale(self)
                return False
            self.preview_error = texts.error_text(error.code, error.params)
            message.setText(self.preview_error)
            return False
        self.preview_error = None
        message.setText("")
        return True

    def game_changed(self, view: GameView) -> bool:
        """The game was written elsewhere while the wizard was open (``view``: as it is now):
        the facts the game knows and the preview are worked out again from it, and the
        preview page says so. False when the next deal is played by other players now (the
        incident's questions were asked about them): the caller closes it as stale."""
        if view.sheet.table.active != self.deal_players:
            return False
        self.expected_seq = view.last_seq
        self.sheet_before = view.sheet
        say_game_changed(self.preview_page.changed_note)
        if self.currentPage() is self.preview_page:
            self.update_preview(self.facts_page.answers(), self.preview_page.message)
            self.preview_page.show_preview()
        return True

    def done(self, result: int) -> None:
        """Close with ``result``. A stale close (:func:`close_stale`) skips QWizard's own
        check of the current page: that check asked for the preview again, found the view
        stale again and closed again, without end (a recursion and a traceback)."""
        if result == STALE:
            QDialog.done(self, result)
        else:
            super().done(result)

    def accept(self) -> None:
        """Record: one event through the service; a refusal keeps the wizard open."""
        page = self.preview_page
        if self.preview_error is not None:
            return
        try:
            incident = builder.build(self.facts_page.answers())
            self.committed = self.service.record(self.game_id, incident, self.expected_seq)
        except CodedError as error:  # the engine's and the services' refusals
            if error.code == "stale":
                close_stale(self)
            else:
                page.message.setText(texts.error_text(error.code, error.params))
            return
        super().accept()

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        service: GameService,
        game_id: int,
        *,
        expected_seq: int | None = None,
        on_stale: Callable[[], None] | None = None,
    ) -> OpResult | None:
        """Run the wizard; the recorded result, or None when cancelled (nothing written).

        ``on_stale`` is called when it closed because the game changed in another window.
        """
        wizard = cls(service, game_id, parent, expected_seq=expected_seq)
        code = wizard.exec()
        if code == QWizard.DialogCode.Accepted:
            return wizard.committed
        if code == STALE and on_stale is not None:
            on_stale()
        return None
