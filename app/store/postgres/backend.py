"""The club server's opener of the bundle (app/store/backend.py): a PostgreSQL server as one
:class:`~app.store.backend.Backend`.

The games are the server store's; its roster log and events (the shared SQL of
app/store/roster_sql.py and app/store/event_sql.py on the server's runner,
app/store/postgres/sql.py) and the statistics' tables (app/store/postgres/summaries.py) share
its one connection, built at first use. What the
login may do is read once, from its PostgreSQL role (the server enforces the same with grants).
Its connection stays on one thread: COMMITs are not handed to a writer thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.store.backend import Backend, Permissions
from app.store.postgres.store import PostgresStore, open_postgres_store

if TYPE_CHECKING:
    from app.sql import SummaryTables
    from app.store.event_protocol import EventStore
    from app.store.protocol import RosterStore


def open_postgres(url: str) -> Backend:
    """Connect to a club server; raises :class:`~app.store.postgres.errors.ServerUnavailable`
    or :class:`~app.store.postgres.errors.ServerRefused` (``not_initialised``, ``newer_schema``,
    ``outdated``, ``auth_failed``, …)."""
    return postgres_backend(open_postgres_store(url))


def postgres_backend(store: PostgresStore) -> Backend:
    """The bundle of an open server store."""

    def roster() -> RosterStore:
        from app.store.postgres.sql import PostgresSql
        from app.store.roster_sql import SqlRosterStore

        return SqlRosterStore(PostgresSql(store))

    def events() -> EventStore:
        from app.store.event_sql import SqlEventStore
        from app.store.postgres.sql import PostgresSql

        return SqlEventStore(PostgresSql(store))

    def summaries() -> SummaryTables:
        from app.store.postgres.summaries import PostgresSummaryTables

        return PostgresSummaryTables(store)

    given = store.capabilities()
    again = store.reopener()  # the same server and login
    return Backend(
        games=store,
        permissions=Permissions(given.role, given.create_games, given.record, given.reopen),
        location=store.location,
        open_roster=roster,
        open_events=events,
        open_summaries=summaries,
        open_watcher=store.change_source,
        reopen=lambda: postgres_backend(again()),
        security=store.security,
    )
