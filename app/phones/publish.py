"""``pulka event publish EVENT DIR``: the room's pages as static HTML that any web host or a USB
stick carries — the standings with the current round's tables, every table's sheet and every
round's sheet — with the style sheet beside them and no script (issue 27, item 5)."""

from __future__ import annotations

import datetime
from pathlib import Path

from app.phones import pages, render
from app.phones.web import static_folder
from app.phones.words import Words
from app.services.events import EventService

CSS = "pulka.css"


def publish(events: EventService, event_id: int, folder: Path, words: Words) -> list[Path]:
    """Write the pages into ``folder`` (made if missing); the files written, the index first."""
    view = events.event(event_id)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    stamp = f'<p class="stamp">{render.e(words("published", when=when))}</p>'

    def write(name: str, title: str, body: str) -> None:
        path = folder / name
        html = render.page(words, title, body + stamp, css=CSS, kind="watch")
        path.write_text(html, encoding="utf-8")
        written.append(path)

    started = [r for r in view.rounds if r.started]
    links = "".join(
        f'<li><a href="round-{r.number}.html">{render.e(words("round", number=r.number))}</a></li>'
        for r in started
    )
    index = pages.room_html(events, view, words, links=True)
    write("index.html", view.name, index + (f"<nav><ul>{links}</ul></nav>" if links else ""))
    for current in started:
        body = pages.round_sheet_html(events, view, current, words)
        body += pages.round_tables_html(events, current, words, links=True)
        write(f"round-{current.number}.html", f"{view.name} · {current.number}", body)
        for number in range(1, len(current.games) + 1):
            body = pages.table_html(events, view, current, number, words)
            title = f"{view.name} · {words('table', number=number)}"
            write(f"table-{current.number}-{number}.html", title, body)
    css = folder / CSS
    css.write_bytes((static_folder() / CSS).read_bytes())
    written.append(css)
    return written
