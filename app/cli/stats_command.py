"""``pulka stats DB`` or ``pulka stats --server URL``: every player's figures, the rating and the
season table, headless — of a database file or of a club server.

Keys of ``--json`` are documented in docs/formats.md ("pulka stats"); every figure is defined
in docs/statistics.md. Bad input is one line and exit status 2 (app/cli/errors.py).
"""

from __future__ import annotations

import argparse
import datetime
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from app.cli.errors import CliError, Text, refused_database, server_failure, translator
from app.cli.score_commands import amount_json
from app.cli.server_access import checked_url
from app.engine.entries import Amount
from app.engine.jsondoc import json_text
from app.engine.names import visible
from app.engine.rules import PRESET_NAMES
from app.services import DatabaseRefused
from app.services.stats import GameFilter, StatsReport, StatsService
from app.services.stores import StoreError, open_server_backend
from app.stats.figures import HeadToHead, PlayerFigures, Record, Totals
from app.stats.rating import Rating
from app.stats.season import MEASURES, SeasonTable, season_csv, write_season_csv
from app.store.location import parse_server_url

STATS_FORMAT = "pulka-stats"
STATS_VERSION = 1


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("db", metavar="DB", nargs="?", help="the Pulka database (.sqlite3)")
    parser.add_argument(
        "--server",
        metavar="URL",
        help="a club server instead of DB: postgresql://USER@HOST:PORT/DATABASE",
    )
    parser.add_argument(
        "--player",
        metavar="NAME",
        action="append",
        help="only this player's figures (repeat for several)",
    )
    parser.add_argument("--from", dest="date_from", metavar="DATE", help="games from (YYYY-MM-DD)")
    parser.add_argument("--to", dest="date_to", metavar="DATE", help="games to (YYYY-MM-DD)")
    parser.add_argument(
        "--rules", metavar="PRESET", help=f"only games of this preset ({', '.join(PRESET_NAMES)})"
    )
    parser.add_argument("--seats", metavar="N", help="only games of 3 or of 4 players")
    parser.add_argument("--finished", action="store_true", help="only games marked finished")
    parser.add_argument(
        "--measure",
        metavar="MEASURE",
        default="total",
        help=f"what the season table ranks by ({', '.join(MEASURES)}; default total)",
    )
    parser.add_argument("--best", metavar="N", help="with --measure best: how many games count")
    parser.add_argument(
        "--versus",
        metavar="NAME",
        help="with one --player: head-to-head of that player against NAME",
    )
    parser.add_argument(
        "--csv", metavar="FILE", help="also write the season table as CSV (- for standard output)"
    )
    parser.add_argument(
        "--rebuild",
        action="store_true",
        help="rebuild every per-game summary first (on a club server: its admin only)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON (docs/formats.md)")


def _date(value: str | None, option: str) -> str | None:
    if value is None:
        return None
    try:
        return datetime.date.fromisoformat(value).isoformat()
    except ValueError:
        raise CliError("not_a_date", option=option, value=repr(value)) from None


def _whole(value: str | None, option: str, allowed: Sequence[int] | None = None) -> int | None:
    if value is None:
        return None
    try:
        number = int(value)
    except ValueError:
        raise CliError("not_whole", option=option, value=repr(value)) from None
    if allowed is not None and number not in allowed:
        raise CliError(
            "one_of_two", option=option, first=allowed[0], second=allowed[-1], number=number
        )
    if number < 1:
        raise CliError("at_least_one", option=option, number=number)
    return number


def game_filter(args: argparse.Namespace) -> GameFilter:
    """The games the options choose; raises :class:`CliError` for a bad option."""
    date_from = _date(args.date_from, "--from")
    date_to = _date(args.date_to, "--to")
    if date_from and date_to and date_from > date_to:
        raise CliError("from_after_to", date_from=date_from, date_to=date_to)
    if args.rules is not None and args.rules not in PRESET_NAMES:
        raise CliError("unknown_preset", value=repr(args.rules), known=", ".join(PRESET_NAMES))
    return GameFilter(
        date_from=date_from,
        date_to=date_to,
        preset=args.rules,
        seats=_whole(args.seats, "--seats", (3, 4)),
        finished_only=args.finished,
    )


def open_stats(db: str | None, server: str | None = None) -> StatsService:
    """The statistics of a database file, or of the club server at ``server`` (exactly one of
    them); a :class:`CliError` saying why when it cannot be opened."""
    if server is not None:
        if db is not None:
            raise CliError("database_or_server", path=db)
        return _open_server_stats(server)
    if db is None:
        raise CliError("name_database")
    if not Path(db).is_file():
        raise CliError("no_such_database", path=db)
    try:
        stats = StatsService.open(db)
    except DatabaseRefused as error:
        raise refused_database(error) from None
    for warning in stats.warnings:  # the upgrade went on, as in the app, which says so too
        detail = warning.params.get("detail", warning.code)
        line = Text("upgrade_without_backup", {"path": db, "detail": detail})
        print(f"pulka: {visible(line.render(translator()))}", file=sys.stderr)
    return stats


def _open_server_stats(url: str) -> StatsService:
    """The club server's statistics; the line names the server, never the password."""
    address = parse_server_url(checked_url(url))
    try:
        backend = open_server_backend(url)
    except StoreError as error:
        raise CliError("at_server", server=address.label(), reason=server_failure(error)) from None
    try:
        stats = StatsService(backend)
    except BaseException:
        backend.close()
        raise
    stats.owns_store()
    return stats


def _source(args: argparse.Namespace) -> str | Text:
    """How a message names where the games are: the file, or the server without password."""
    if args.server is not None:
        return Text("server_place", {"server": parse_server_url(args.server).label()})
    return str(args.db)


def run_stats(args: argparse.Namespace) -> int:
    where = game_filter(args)
    if args.measure not in MEASURES:
        raise CliError("unknown_measure", value=repr(args.measure), known=", ".join(MEASURES))
    best = _whole(args.best, "--best")
    if args.measure == "best" and best is None:
        raise CliError("best_needs_count")
    if best is not None and args.measure != "best":
        raise CliError("best_needs_measure")
    if args.versus is not None and (not args.player or len(args.player) != 1):
        raise CliError("versus_one_player")
    with open_stats(args.db, args.server) as stats:
        if args.rebuild:
            if not stats.may_rebuild:
                raise CliError("rebuild_admin_only", where=_source(args))
            stats.rebuild()
        _check_names(stats, args)
        report = stats.report(where, args.player, args.measure, best)
        versus = stats.head_to_head(args.player[0], args.versus, where) if args.versus else None
    if args.csv is not None:
        if args.csv == "-":
            sys.stdout.flush()
            sys.stdout.buffer.write(season_csv(report.season))
            sys.stdout.buffer.flush()
        else:
            write_season_csv(report.season, args.csv)
    if args.json:
        print(json_text(report_json(report, versus)))
    elif args.csv != "-":
        sys.stdout.write(report_text(report, versus))
    return 0


def _check_names(stats: StatsService, args: argparse.Namespace) -> None:
    """``--player`` and ``--versus`` name players as they are called now (the roster's names,
    docs/roster.md): a name renamed or merged away is refused, naming the current one — taking
    it silently would print figures under another name than the one asked for."""
    known = set(stats.known_players())
    for name in [*(args.player or []), *([args.versus] if args.versus else [])]:
        if name in known:
            continue
        current = stats.now_called(name)
        if current is not None:
            raise CliError("now_called", where=_source(args), name=name, current=current)
        raise CliError("no_player", where=_source(args), name=repr(name))


# -- JSON (docs/formats.md, "pulka stats") ------------------------------------------------------


def _exact(value: Amount | None) -> int | str | None:
    return None if value is None else amount_json(value)


def _money(value: Amount | None) -> int | str | None:
    """Money as a decimal string when it is one exactly (``"7.34"``, ``"-1.835"``), else as
    an exact fraction; whole amounts as integers."""
    if value is None:
        return None
    exact = Fraction(value)
    if exact.denominator == 1:
        return exact.numerator
    places, scaled = 0, exact
    while scaled.denominator != 1 and places < 12:
        scaled *= 10
        places += 1
    if scaled.denominator != 1:
        return str(exact)
    sign = "-" if exact < 0 else ""
    whole, rest = divmod(abs(scaled.numerator), 10**places)
    return f"{sign}{whole}.{rest:0{places}d}"


def _totals(totals: Totals, out: Callable[[Amount | None], int | str | None]) -> dict[str, Any]:
    return {
        "total": out(totals.total),
        "per_game": out(totals.per_game),
        "per_deal": out(totals.per_deal),
    }


def _record(record: Record | None) -> dict[str, Any] | None:
    return None if record is None else {"value": _exact(record.value), "game": record.game_id}


def figures_json(f: PlayerFigures) -> dict[str, Any]:
    """One player's figures, keys as docs/formats.md lists them."""
    declarer: dict[str, Any] = {
        str(c.level): {
            "declared": c.declared,
            "made": c.made,
            "failed": c.failed,
            "success_rate": _exact(c.success_rate),
            "average_overtricks": _exact(c.average_overtricks),
            "average_undertricks": _exact(c.average_undertricks),
        }
        for c in f.contracts
    }
    m = f.misere
    declarer["misere"] = {
        "played": m.played,
        "made": m.made,
        "caught": m.caught,
        "caught_tricks": m.caught_tricks,
        "average_caught_tricks": _exact(m.average_caught_tricks),
    }
    d, r = f.defender, f.raspasy
    return {
        "player": f.player,
        "games": f.games,
        "wins": f.wins,
        "win_rate": _exact(f.win_rate),
        "deals": f.deals,
        "last_played": f.last_played,
        "result": _totals(f.result, _exact),
        "money": _totals(f.money, _money),
        "declarer": declarer,
        "defender": {
            "whists": d.whists,
            "passes": d.passes,
            "half_whists": d.half_whists,
            "whists_won": d.whists_won,
            "whists_lost": d.whists_lost,
            "whists_written": _exact(d.whists_written),
            "responsibility": _exact(d.responsibility),
        },
        "resting_dealer": {"whists_written": _exact(f.resting_dealer.whists_written)},
        "raspasy": {
            "played": r.played,
            "tricks": r.tricks,
            "average_tricks": _exact(r.average_tricks),
            "zero": r.zero,
        },
        "penalties": {p.rule: {"count": p.count, "points": _exact(p.points)} for p in f.penalties},
        "records": {
            "biggest_win": _record(f.records.biggest_win),
            "biggest_loss": _record(f.records.biggest_loss),
            "longest_game": _record(f.records.longest_game),
        },
    }


def rating_json(rating: Rating) -> dict[str, Any]:
    return {
        "player": rating.player,
        "mu": round(rating.mu, 3),
        "sigma": round(rating.sigma, 3),
        "ordinal": round(rating.ordinal, 3),
        "games": rating.games,
    }


def season_json(table: SeasonTable) -> dict[str, Any]:
    return {
        "measure": table.measure,
        "best": table.best_n,
        "rows": [
            {
                "place": row.place,
                "player": row.player,
                "games": row.games,
                "value": _exact(row.value),
                "total": _exact(row.total),
                "money": _money(row.money),
            }
            for row in table.rows
        ],
    }


def head_to_head_json(h: HeadToHead) -> dict[str, Any]:
    return {
        "players": [h.first, h.second],
        "games": h.games,
        "ahead": [h.first_ahead, h.second_ahead],
        "level": h.level,
        "result": [_exact(h.first_result), _exact(h.second_result)],
        "money": [_money(h.first_money), _money(h.second_money)],
    }


def report_json(report: StatsReport, versus: HeadToHead | None = None) -> dict[str, Any]:
    """The whole ``pulka stats --json`` document."""
    where = report.where
    out: dict[str, Any] = {
        "format": STATS_FORMAT,
        "version": STATS_VERSION,
        "filter": {
            "from": where.date_from,
            "to": where.date_to,
            "rules": where.preset,
            "seats": where.seats,
            "finished_only": where.finished_only,
        },
        "skipped_games": list(report.skipped),
        "players": [figures_json(f) for f in report.figures],
        "rating": [rating_json(r) for r in report.rating],
        "season": season_json(report.season),
    }
    if versus is not None:
        out["head_to_head"] = head_to_head_json(versus)
    return out


def _games(count: int) -> str:
    """``1 game``, ``2 games``, ``0 games`` (English: the command line's language,
    docs/texts.md)."""
    return f"{count} game" if count == 1 else f"{count} games"


def report_text(report: StatsReport, versus: HeadToHead | None = None) -> str:
    """A short plain-text view: the season table, the rating and head-to-head."""
    lines = [f"season table ({report.season.measure}):"]
    for row in report.season.rows:
        lines.append(f"  {row.place:>3}. {visible(row.player)}: {row.value} in {_games(row.games)}")
    lines.append("rating (mu ± sigma, ordinal = mu − 3 sigma):")
    for r in report.rating:
        lines.append(f"  {visible(r.player)}: {r.mu:.2f} ± {r.sigma:.2f} ({r.ordinal:.2f})")
    if versus is not None:
        lines.append(
            f"{visible(versus.first)} vs {visible(versus.second)}: {_games(versus.games)},"
            f" ahead {versus.first_ahead}–{versus.second_ahead}, level {versus.level}"
        )
    if report.skipped:
        lines.append("damaged games left out: " + ", ".join(map(str, report.skipped)))
    return "\n".join(lines) + "\n"


STATS = (
    "every player's figures, the rating and the season table of a database",
    _add_arguments,
    run_stats,
)
