"""The club server store on PostgreSQL (psycopg 3); see :mod:`app.store.postgres.store`."""
