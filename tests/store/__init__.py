"""Tests of the SQLite store: schema, refusals, migrations, backups."""
