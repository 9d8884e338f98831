"""The app refuses a file that is not a Pulka database with a message and exits cleanly."""

from __future__ import annotations

from ui import app as ui_app


def test_bad_database_is_refused_with_a_message(tmp_path, qapp, messages):
    bad = tmp_path / "notes.sqlite3"
    bad.write_bytes(b"this is not a database at all\n" * 100)
    assert ui_app.main(["--database", str(bad), "--language", "en"]) == ui_app.EXIT_REFUSED
    assert len(messages) == 1
    assert "is not a Pulka database or is damaged" in messages[0]
    assert str(bad) in messages[0]
    assert bad.read_bytes().startswith(b"this is not a database")
