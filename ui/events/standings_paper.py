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


def _t(text: str) -> str:
    return QCoreApplication.translate("Events", text)


def standings_html(
    view: EventView, lines: Sequence[Standing], *, upto: int | None = None, seeding: str = ""
) -> str:
    """The whole page: the title, the table, the notes on provisional tables, the choices."""
    rounds = max((len(line.by_round) for line in lines), default=0)
    heads = [_t("Place"), _t("Player"), _t("Points"), _t("Whists")]
    heads += [round_title(n) for n in range(1, rounds + 1)]
    heads += [_t("First places"), _t("Opponents' points"), _t("Note")]
    head = "".join(f"<th>{html_text(h)}</th>" for h in heads)
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
            cells[-1] += " · " + _t("final {points}").format(points=points_text(line.final_points))
        row = "".join(
            f"<td align='{'left' if i in (1, len(cells) - 1) else 'center'}'>{c}</td>"
            for i, c in enumerate(cells)
        )
        body.append(f"<tr>{row}</tr>")
    title = _t("Standings")
    if upto is not None:
        title = _t("Standings after round {round}").format(round=upto)
    notes = []
    if provisional:
        notes.append(
            _t(
                "«{mark}»: a table still playing; its figures, shown apart, are not counted yet."
            ).format(mark=i18n_mark())
        )
    choices = "".join(f"<li>{html_text(text)}</li>" for text in settings_lines(view.settings))
    if seeding:
        choices += f"<li>{html_text(seeding)}</li>"
    return (
        f"<h2>{html_text(view.name)} — {html_text(title)}</h2>"
        f"<p>{i18n.day_text(view.date)}</p>"
        "<table width='100%' border='1' cellpadding='4' cellspacing='0'>"
        f"<tr>{head}</tr>{''.join(body)}</table>"
        + "".join(f"<p>{html_text(n)}</p>" for n in notes)
        + f"<p><b>{html_text(_t('How the standings are counted'))}</b></p><ul>{choices}</ul>"
    )


def i18n_mark() -> str:
    """The mark of a provisional figure: «идёт» (a table still playing)."""
    return _t("playing")


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
        text = _t("{points} (bye)").format(points=text)
    if pending is not None:
        text += f" <i>({i18n_mark()})</i>"
    return text
