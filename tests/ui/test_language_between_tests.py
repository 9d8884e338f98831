"""A test that switches to Russian does not leave Russian to the next test (the autouse fixture
in tests/ui/conftest.py): the event-window tests failed after test_bad_database started the app
with ``--language ru``. The two tests run in file order; the second fails without the fixture."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui import i18n


def test_a_test_may_switch_to_russian_and_not_switch_back(qapp) -> None:
    i18n.install("ru")
    assert QCoreApplication.translate("Codes", "misère") == "мизер"


def test_the_next_test_starts_in_english(qapp) -> None:
    assert i18n.current_language() == "en"
    assert QCoreApplication.translate("Codes", "misère") == "misère"
