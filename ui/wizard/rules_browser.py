"""The Rules browser: the whole penalty catalogue, read-only, searchable, with citations."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from app.services.penalty_catalogue import PenaltyRule, fact_specs
from ui.widgets import accessible
from ui.wizard import texts
from ui.wizard.wizard import CatalogueView, describe_rule


def describe_in_full(rule: PenaltyRule) -> str:
    """What the browser shows: the rule, its citation, the facts it asks and what it means."""
    parts = [describe_rule(rule)]
    questions = [texts.question(spec) for spec in fact_specs(rule)]
    if questions:
        heading = QCoreApplication.translate("RulesBrowser", "The wizard asks:")
        items = "".join(f"<li>{html.escape(q)}</li>" for q in questions)
        parts.append(f"<p><b>{heading}</b></p><ul>{items}</ul>")
    if rule.consequences:
        heading = QCoreApplication.translate("RulesBrowser", "Consequences for play:")
        items = "".join(
            f"<li>{html.escape(texts.consequence_text(c.value))}</li>" for c in rule.consequences
        )
        parts.append(f"<p><b>{heading}</b></p><ul>{items}</ul>")
    return "".join(parts)


class RulesBrowser(QDialog):
    """Read the catalogue without recording anything."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules: penalties and incidents"))
        self.catalogue = CatalogueView()
        self.catalogue.describe = describe_in_full
        self.catalogue.detail.setMinimumHeight(180)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.catalogue)
        layout.addWidget(buttons)
        accessible.buttons(buttons)
        self.resize(900, 680)

    @classmethod
    def ask(cls, parent: QWidget | None) -> None:
        cls(parent).exec()
