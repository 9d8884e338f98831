"""The room's pages from the event services: the standings with every table of the current
round (the watch page's body), a round's sheet and one table's sheet — for the live pages and
for their static copy (``pulka event publish``, :mod:`app.phones.publish`)."""

from __future__ import annotations

from app.phones import render
from app.phones.render import e
from app.phones.words import Words
from app.services.events import EventService, EventView
from app.store.event_protocol import RoundRow


def current_round(view: EventView) -> RoundRow | None:
    """The newest started round (the one whose tables write)."""
    started = [r for r in view.rounds if r.started]
    return started[-1] if started else None


def room_html(events: EventService, view: EventView, words: Words, *, links: bool = False) -> str:
    """The standings and every table of the current round."""
    lines = events.standings(view.id)
    current = current_round(view)
    parts = [f"<h1>{e(view.name)}</h1>"]
    if current is None:
        parts.append(f"<p>{e(words('no_round'))}</p>")
    parts.append(f'<section class="standings-box"><h2>{e(words("standings"))}</h2>')
    parts.append(render.standings_table(words, lines))
    parts.append("</section>")
    if current is not None:
        parts.append(round_tables_html(events, current, words, links=links))
    return "".join(parts)


def round_tables_html(
    events: EventService, current: RoundRow, words: Words, *, links: bool = False
) -> str:
    """Every table of a started round with its sheet and result so far."""
    parts = [f'<section class="tables"><h2>{e(words("round", number=current.number))}</h2>']
    games = events.games
    for index, game_id in enumerate(current.games, start=1):
        game = games.game(game_id)
        title = e(words("table", number=index))
        if links:
            title = f'<a href="table-{current.number}-{index}.html">{title}</a>'
        played = game.sheet.table.deals_played
        if game.finished or game.pool_closed:
            state = words("over", count=played)
        else:
            state = words("deals_played", count=played)
        parts.append(
            f'<article class="table-box"><h3>{title}</h3><p>{e(state)}</p>'
            f"{render.sheet_table(words, game.sheet, dict(game.settlement.result))}</article>"
        )
    if current.byes:
        parts.append(f"<p>{e(words('sits_out', names=', '.join(current.byes)))}</p>")
    parts.append("</section>")
    return "".join(parts)


def round_sheet_html(events: EventService, view: EventView, current: RoundRow, words: Words) -> str:
    """A round's sheet: every table, its deals and each player's result in whists."""
    rows = []
    for table in events.tables(view.id, current.number):
        rows.append((table.number, table.players, table.deals_played, table.finished, table.result))
    parts = [
        f"<h1>{e(view.name)} — {e(words('round', number=current.number))}</h1>",
        f"<h2>{e(words('round_sheet'))}</h2>",
        render.round_sheet_table(words, rows),
    ]
    if current.byes:
        parts.append(f"<p>{e(words('sits_out', names=', '.join(current.byes)))}</p>")
    return "".join(parts)


def table_html(
    events: EventService, view: EventView, current: RoundRow, number: int, words: Words
) -> str:
    """One table's sheet, as its phone shows it."""
    game = events.games.game(current.games[number - 1])
    title = f"{words('table', number=number)} · {words('round', number=current.number)}"
    played = game.sheet.table.deals_played
    finished = game.finished or game.pool_closed
    state = words("over", count=played) if finished else words("deals_played", count=played)
    return (
        f"<h1>{e(view.name)}</h1><h2>{e(title)}</h2><p>{e(state)}</p>"
        f"{render.sheet_table(words, game.sheet, dict(game.settlement.result))}"
    )
