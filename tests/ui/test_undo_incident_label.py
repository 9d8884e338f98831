"""Undo/Redo of an incident that carries a deal reads as Russian: «Отменить раздачу 11,
нарушение: …» (accusative), not «Отменить раздача 11, …»."""

from __future__ import annotations

from app.services import Label
from ui import i18n


def test_undo_and_redo_of_a_numbered_incident_in_russian(qapp) -> None:
    params = {"number": 11, "rule": "kodeks-3.4.9"}
    title = i18n.penalty_title("kodeks-3.4.9")
    i18n.install("ru")
    try:
        title = i18n.penalty_title("kodeks-3.4.9")
        label = Label("incident", params)
        assert i18n.undo_text(label) == f"&Отменить раздачу 11, нарушение: {title}"
        assert i18n.redo_text(label) == f"&Повторить раздачу 11, нарушение: {title}"
        # An incident with no deal of its own keeps the plain form.
        plain = Label("incident", {"rule": "kodeks-3.4.9"})
        assert i18n.undo_text(plain) == f"&Отменить нарушение: {title}"
    finally:
        i18n.install("en")
    label = Label("incident", params)
    assert i18n.undo_text(label) == f"&Undo deal 11, incident: {i18n.penalty_title('kodeks-3.4.9')}"
