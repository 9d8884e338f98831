"""The app's Import shows a message for every bad file, never a traceback (issue 12 item 9)."""

from __future__ import annotations

import json

import pytest

from ui.widgets import file_dialog

BAD_FILES = {
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "latin1": '{"players": ["Ren\u00e9", "B", "C"]}'.encode("latin-1"),
    "long_number": b'{"players": ["A","B","C"], "version": ' + b"1" * 4301 + b"}",
    "superscript": json.dumps(
        {
            "players": ["A", "B", "C"],
            "events": [
                {
                    "type": "deal",
                    "declarer": "A",
                    "contract": "\u2077h",
                    "defenders": {"B": "pass", "C": "pass"},
                }
            ],
        }
    ).encode(),
    "surrogate": b'{"players": ["\\ud800", "B", "C"]}',
    "exponent": b'{"players":["A","B","C"],"options":{"whist_price":"1e999999999"}}',
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_import_files_are_a_message(window, messages, monkeypatch, tmp_path, name):
    path = tmp_path / f"{name}.json"
    path.write_bytes(BAD_FILES[name])
    monkeypatch.setattr(file_dialog, "ask_file_name", lambda *a, **k: str(path))
    window.import_game()
    assert len(messages) == 1
    assert "refused (" not in messages[0]  # a worded message, not a bare code
    assert window.service.list_games() == []


def test_a_bom_file_imports(window, messages, monkeypatch, tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"players": ["A", "B", "C"]}).encode())
    monkeypatch.setattr(file_dialog, "ask_file_name", lambda *a, **k: str(path))
    window.import_game()
    assert messages == []
    assert len(window.service.list_games()) == 1
