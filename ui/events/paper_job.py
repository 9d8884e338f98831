"""The command line's paper (``pulka event standings --pdf``, ``pulka event cards --pdf``):
the event window's own printing, laid out offscreen in the command's language and written as
a PDF — so the command prints exactly what the window prints (app/cli/event_paper.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from ui import i18n
from ui.events.printing import document, write_pdf
from ui.events.standings_paper import seeding_text, standings_html


def print_job(job: Any) -> None:
    """``job``: an ``app.cli.event_paper.PaperJob``; ``OSError`` when the file cannot be
    written."""
    app = QApplication.instance()
    if app is None:  # headless: no window is shown, only fonts are needed
        # A QApplication, not a QGuiApplication: a later window in the same process (a test
        # run) needs one, and Qt allows a single application object.
        app = QApplication(["pulka", "-platform", "offscreen"])
    before = i18n.current_language()
    i18n.install(job.language)
    try:
        _print(job)
    finally:  # a process that goes on (a test run, the app) keeps its own language
        i18n.install(before)


def _print(job: Any) -> None:
    events = job.events
    view = events.event(job.event)
    if job.what == "standings":
        lines = events.standings(job.event, job.round)
        seeding = (
            seeding_text(events.seeding(job.event)) if view.settings.first_round == "rating" else ""
        )
        doc = QTextDocument()
        doc.setHtml(standings_html(view, lines, upto=job.round, seeding=seeding))
    else:
        current = next(r for r in view.rounds if r.number == job.round)
        tables = events.tables(job.event, job.round)
        doc = document(view, current, tables, "both", job.urls)
    write_pdf(doc, job.path)
    if not _written(job.path):
        raise OSError(f"{job.path} was not written")


def _written(path: str) -> bool:
    from pathlib import Path

    return Path(path).is_file() and Path(path).stat().st_size > 0
