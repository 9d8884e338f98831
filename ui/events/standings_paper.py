"""The standings on paper (printed, or a PDF by ``pulka event standings --pdf``): every line
with each round's points, the tie-break figures and the player's note (late entry, withdrawal,
removal, the final), provisional tables apart and marked, and under the table every choice the
director made — the scheme, equal tables, the bye, the tie-breaks in order, the removal
threshold, the seeding (docs/events.md: the choices are printed with the standings)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.services.event_values import Standing
from app.services.events import EventView
from ui import i18n
from ui.events.words import (
    points_text,
    round_title,
    settings_lines,
    signed_text,
    status_text,
)
from ui.printed import html_text

_NOWRAP = " style='white-space: nowrap;'"
"""A figure or a name is never broken across lines; the note wraps."""


def standings_html(
    view: EventView, lines: Sequence[Standing], *, upto: int | None = None, seeding: str = ""
) -> str:
    """The whole page: the title, the table, the notes on provisional tables, the choices."""
    rounds = max((len(line.by_round) for line in lines), default=0)
    heads = [
        QCoreApplication.translate("Events", "Place"),
        QCoreApplication.translate("Events", "Player"),
        QCoreApplication.translate("Events", "Points"),
        QCoreApplication.translate("Events", "Whists"),
    ]
    heads += [round_title(n) for n in range(1, rounds + 1)]
    heads += [
        QCoreApplication.translate("Events", "First places"),
        QCoreApplication.translate("Events", "Opponents' points"),
        QCoreApplication.translate("Events", "Notes"),
    ]
    # Headers of two words break between them, never inside a word («сопернико-в»).
    head = "".join(f"<th>{'<br>'.join(html_text(w) for w in h.split(' ', 1))}</th>" for h in heads)
    body = []
    provisional = False
    for line in lines:
        cells = [
            str(line.place),
            html_text(line.player),
            points_text(line.points),
            signed_text(line.whists),
        ]
        for index in range(rounds):
            cells.append(round_cell(line, index))
            provisional = provisional or _open(line, index) is not None
        cells += [points_text(line.firsts), points_text(line.opponents), status_text(line.status)]
        if line.final_points is not None and line.status.kind == "finalist":
            cells[-1] += " · " + QCoreApplication.translate("Events", "final {points}").format(
                points=points_text(line.final_points)
            )
        last = len(cells) - 1
        row = "".join(
            f"<td align='{'left' if i in (1, last) else 'center'}'{_NOWRAP if i < last else ''}>"
            f"{c}</td>"
            for i, c in enumerate(cells)
        )
        body.append(f"<tr>{row}</tr>")
    title = QCoreApplication.translate("Events", "Standings")
    if upto is not None:
        title = QCoreApplication.translate("Events", "Standings after round {round}").format(
            round=upto
        )
    notes = []
    if provisional:
        notes.append(
            QCoreApplication.translate(
                "Events",
                "“{mark}”: a table still playing; its figures, shown apart, are not counted yet.",
            ).format(mark=i18n_mark())
        )
    choices = "".join(f"<li>{html_text(text)}</li>" for text in settings_lines(view.settings))
    if seeding:
        choices += f"<li>{html_text(seeding)}</li>"
    how = QCoreApplication.translate("Events", "How the standings are counted")
    return (
        f"<h2>{html_text(view.name)} — {html_text(title)}</h2>"
        f"<p>{i18n.day_text(view.date)}</p>"
        "<table width='100%' border='1' cellpadding='3' cellspacing='0'"
        " style='font-size: 9pt;'>"
        f"<tr>{head}</tr>{''.join(body)}</table>"
        + "".join(f"<p>{html_text(n)}</p>" for n in notes)
        + f"<p><b>{html_text(how)}</b></p><ul>{choices}</ul>"
    )


def i18n_mark() -> str:
    """The mark of a provisional figure: «идёт» (a table still playing)."""
    return QCoreApplication.translate("Events", "in play")


def _open(line: Standing, index: int) -> object:
    return line.open_by_round[index] if index < len(line.open_by_round) else None


def round_cell(line: Standing, index: int) -> str:
    """One round's points: «—» not played, a bye marked, a table still playing marked apart."""
    counted = line.by_round[index] if index < len(line.by_round) else None
    rested = index < len(line.rested) and line.rested[index]
    pending = _open(line, index)
    if pending is not None and counted is None:
        return f"<i>{i18n_mark()} {points_text(pending)}</i>"  # type: ignore[arg-type]
    if counted is None:
        return "—"
    text = points_text(counted)
    if rested:
        text = QCoreApplication.translate("Events", "{points} (bye)").format(points=text)
    if pending is not None:
        text += f" <i>({i18n_mark()})</i>"
    return text


def seeding_text(seeding: object) -> str:
    """Which rating seeded the first round, and for whom (docs/events.md §Seeding)."""
    ratings = getattr(seeding, "ratings", {})
    unrated = getattr(seeding, "unrated", ())
    rated = ", ".join(
        f"{n} {f'{r:.1f}'.replace('.', i18n.decimal_separator()).replace('-', '−')}"
        for n, r in ratings.items()
    )
    text = QCoreApplication.translate(
        "Events", "Round 1 seeded by the rating the players window shows (μ − 3σ): {rated}."
    )
    text = text.format(rated=rated or "—")
    if unrated:
        text += " " + QCoreApplication.translate(
            "Events", "No rating yet, seated after them as typed: {names}."
        ).format(names=", ".join(unrated))
    return text
