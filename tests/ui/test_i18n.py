"""Translations: the .ts sources are complete and current, .qm files are rebuilt when stale,
and a Russian UI really reads Russian (Qt's own buttons included)."""

from __future__ import annotations

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QDialogButtonBox

from app.services import Label, resources
from ui import i18n
from ui.translation_sources import translation_sources

ROOT = Path(__file__).resolve().parents[2]


def messages(path: Path) -> dict[tuple[str, str, str | None], ET.Element]:
    """Every message by (context, source, disambiguation): one source may be translated twice
    («{n} tricks» is «взятки» after 2–4 and «взяток» after 5)."""
    tree = ET.parse(path)
    out = {}
    for context in tree.iter("context"):
        name = context.find("name").text
        for message in context.iter("message"):
            comment = message.find("comment")
            key = (name, message.find("source").text, None if comment is None else comment.text)
            out[key] = message.find("translation")
    return out


def test_ts_sources_are_current_with_the_code(tmp_path):
    lupdate = resources.lrelease_command().replace("lrelease", "lupdate")
    fresh = tmp_path / "fresh.ts"
    # the list `make ts` reads: ui/ and the texts app/ marks where it defines them
    sources = [str(ROOT / name) for name in translation_sources()]
    subprocess.run([lupdate, *sources, "-ts", str(fresh)], check=True, capture_output=True)
    committed = messages(ROOT / "resources/i18n/pulka_ru.ts")
    in_code = set(messages(fresh))
    missing = in_code - {k for k, v in committed.items() if v.get("type") != "vanished"}
    assert not missing, f"run make ts: strings missing from pulka_ru.ts: {sorted(missing)[:5]}"


def test_the_sources_hold_app_and_ui_but_not_the_self_test():
    sources = translation_sources()
    assert "app/penalties/prikup.py" in sources and "ui/main_window.py" in sources
    assert "ui/self_test.py" not in sources


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_string_is_translated(lang):
    for key, translation in messages(ROOT / f"resources/i18n/pulka_{lang}.ts").items():
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        assert translation.get("type") != "unfinished" and translation.text, key


def test_stale_qm_is_rebuilt_and_matches_its_source(tmp_path, monkeypatch, qapp):
    (tmp_path / "i18n").mkdir()
    shutil.copy(ROOT / "resources/i18n/pulka_ru.ts", tmp_path / "i18n/pulka_ru.ts")
    monkeypatch.setattr(resources, "resource_path", lambda name: tmp_path / name)
    assert resources.qm_is_stale("ru")
    qm = resources.ensure_qm("ru")
    assert qm is not None and not resources.qm_is_stale("ru")
    # an edited source makes the built file stale again, and it is rebuilt
    ts = tmp_path / "i18n/pulka_ru.ts"
    ts.write_text(ts.read_text(encoding="utf-8").replace("Пуля закрыта", "Пуля закрыта!"), "utf-8")
    os.utime(ts, (qm.stat().st_mtime + 10, qm.stat().st_mtime + 10))
    assert resources.qm_is_stale("ru")
    resources.ensure_qm("ru")
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("CardTable", "The pool is closed") == "Пуля закрыта!"


def test_repository_qm_round_trips_every_translation(qapp):
    qm = resources.ensure_qm("ru")
    assert qm is not None and not resources.qm_is_stale("ru")
    translator = QTranslator()
    assert translator.load(str(qm))
    ru = messages(ROOT / "resources/i18n/pulka_ru.ts")
    for (context, source, comment), translation in ru.items():
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        assert translator.translate(context, source, comment) == translation.text, source


def test_russian_window_reads_russian(window, qtbot):
    window.set_language("ru")
    try:
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus == ["&Пуля", "Прав&ка", "&Вид", "&Язык", "Вечер/&турнир", "&Справка"]
        assert window.undo_action.text() == "&Отменить"
        assert i18n.error_text("tricks_sum", {"total": 9}) == "Взяток в сумме 9, а должно быть 10."
        assert i18n.label_text("deal", {"number": 12, "declarer": "Анна", "contract": "7h"}) == (
            "раздача 12: Анна 7♥"
        )
        label = Label("deal", {"number": 12, "declarer": "Анна", "contract": "7h"})
        assert i18n.undo_text(label) == "&Отменить раздачу 12: Анна 7♥"
        # Qt's own catalogue: stock buttons are translated too
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Отмена"
        assert QCoreApplication.translate("Codes", "misère") == "мизер"
    finally:
        window.set_language("en")
    assert window.undo_action.text() == "&Undo"


def test_times_are_shown_in_local_time(monkeypatch, qapp):
    import time

    monkeypatch.setenv("TZ", "MSK-3")  # POSIX rule: needs no tz database
    time.tzset()
    try:
        # The store writes UTC; a Moscow club sees its own clock (UTC+3).
        assert i18n.time_text("2026-11-29T19:29:05.123+00:00") == "2026-11-29 22:29"
        assert i18n.time_text("2026-11-29T19:29:05") == "2026-11-29 22:29"
        assert i18n.time_text("not a time") == "not a time"
        # In Russian the day as the date boxes write it (dd.MM.yyyy); the hour the same.
        i18n.install("ru")
        assert i18n.time_text("2026-11-29T19:29:05+00:00") == "29.11.2026 22:29"
        assert i18n.local_day_text("2026-11-30T22:30:00+00:00") == "01.12.2026"  # Moscow day
        assert i18n.day_text("2026-11-30") == "30.11.2026"
        assert i18n.day_text("damaged") == "damaged"
        i18n.install("en")
        assert i18n.local_day_text("2026-11-30T22:30:00+00:00") == "2026-12-01"
    finally:
        i18n.install("en")
        monkeypatch.undo()
        time.tzset()


def test_percentages_as_each_language_sets_them(qapp) -> None:
    """Russian puts a space before the sign, English none: «71 %», “71%”."""
    try:
        i18n.install("ru")
        assert i18n.percent_text(71) == "71 %"
        i18n.install("en")
        assert i18n.percent_text(71) == "71%"
    finally:
        i18n.install("en")
