"""The phones' pages as HTML: a table's sheet, the standings, every table of a round, and the
page around them — one renderer for the live pages and their static copy
(``pulka event publish``). Every name and every other value is escaped here, once, where it
is written into the page (issue 27: HTML in names escaped everywhere).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from app.engine.entries import Amount
from app.engine.numbers import sheet_number
from app.engine.state import Sheet
from app.events.standings import Standing
from app.phones.words import Words

Html = str


def e(value: object) -> Html:
    """Text as HTML: ``<``, ``>``, ``&`` and both quotes escaped."""
    return escape(str(value), quote=True)


def signed(value: Amount) -> str:
    return sheet_number(value, signed=value != 0)


def sheet_table(words: Words, sheet: Sheet, result: Mapping[str, Amount] | None = None) -> Html:
    """The sheet of one table: per player the pool, the mountain and the whists written on
    each other player (the paper sheet's three columns, narrow enough for a 360-pixel phone),
    and the result so far."""
    players = sheet.players
    head = [words("player"), words("pool"), words("mountain"), words("whists_on_them")]
    if result is not None:
        head.append(words("result"))
    rows = []
    for player in players:
        on = "".join(
            f"<li>{e(other)}: <b>{e(sheet_number(sheet.whists[player][other]))}</b></li>"
            for other in players
            if other != player
        )
        cells = [
            f'<th scope="row">{e(player)}</th>',
            f"<td>{e(sheet_number(sheet.pool[player]))}</td>",
            f"<td>{e(sheet_number(sheet.mountain[player]))}</td>",
            f'<td class="on"><ul>{on}</ul></td>',
        ]
        if result is not None:
            cells.append(f'<td class="result">{e(signed(result.get(player, 0)))}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    header = "".join(f'<th scope="col">{e(h)}</th>' for h in head)
    return (
        f'<table class="sheet"><thead><tr>{header}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def next_deal_line(words: Words, sheet: Sheet) -> Html:
    table = sheet.table
    return e(words("next_deal", number=table.deals_played + 1, dealer=table.dealer))


def standings_table(words: Words, lines: Sequence[Standing]) -> Html:
    rounds = max((len(line.by_round) for line in lines), default=0)
    head = [words("place"), words("player"), words("points"), words("whists")]
    head += [words("round", number=n) for n in range(1, rounds + 1)]
    rows = []
    for line in lines:
        cells = [
            f"<td>{line.place}</td>",
            f'<th scope="row">{e(line.player)}</th>',
            f'<td class="points">{e(sheet_number(line.points))}</td>',
            f"<td>{e(signed(line.whists))}</td>",
        ]
        cells += [f"<td>{'—' if p is None else e(sheet_number(p))}</td>" for p in line.by_round]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    header = "".join(f'<th scope="col">{e(h)}</th>' for h in head)
    return (
        f'<table class="standings"><thead><tr>{header}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def round_sheet_table(
    words: Words, tables: Iterable[tuple[int, Sequence[str], int, bool, Mapping[str, Amount]]]
) -> Html:
    """A round's tables as the judge's sheet: table, deals played, seat, player, result."""
    head = [words("table", number="").strip(), words("deals"), words("seat"), words("player")]
    head.append(words("whists"))
    rows = []
    for number, players, deals, finished, result in tables:
        played = words("over", count=deals) if finished else str(deals)
        for seat, name in enumerate(players, start=1):
            first = (
                f'<th scope="rowgroup" rowspan="{len(players)}">'
                f"{e(words('table', number=number))}</th>"
                f'<td rowspan="{len(players)}">{e(played)}</td>'
                if seat == 1
                else ""
            )
            rows.append(
                f'<tr>{first}<td>{seat}</td><th scope="row">{e(name)}</th>'
                f"<td>{e(signed(result.get(name, 0)))}</td></tr>"
            )
    header = "".join(f'<th scope="col">{e(h)}</th>' for h in head)
    return (
        f'<table class="round"><thead><tr>{header}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def page(
    words: Words,
    title: str,
    body: Html,
    *,
    script: str | None = None,
    css: str = "/static/pulka.css",
    kind: str = "",
) -> Html:
    """A whole page: the style sheet and script Pulka serves itself, nothing from elsewhere
    (no inline script or style: the Content-Security-Policy forbids both)."""
    scripts = f'<script src="{e(script)}" defer></script>' if script else ""
    return (
        "<!DOCTYPE html>"
        f'<html lang="{e(words.lang)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        f"<title>{e(title)}</title>"
        f'<link rel="stylesheet" href="{e(css)}">{scripts}</head>'
        f'<body class="{e(kind)}">{body}</body></html>'
    )


def message_page(words: Words, text: str, *, css: str = "/static/pulka.css") -> Html:
    """A page that only says something (a refusal, a page not found), in the phone's language."""
    body = (
        f'<main class="message"><h1>{e(words("product"))}</h1><p role="alert">{e(text)}</p></main>'
    )
    return page(words, words("product"), body, css=css, kind="message")
