"""Club server addresses: checked in form before anything connects (issue 15)."""

from __future__ import annotations

import pytest

from app.store.location import (
    BadServerAddress,
    is_server_url,
    parse_server_url,
    without_password,
)


@pytest.mark.parametrize(
    ("url", "label"),
    [
        ("postgresql://scorer@club.local/club", "club@club.local"),
        ("postgresql://scorer@club.local:5432/club", "club@club.local"),
        ("postgresql://scorer@10.0.0.5:6543/league", "league@10.0.0.5:6543"),
        ("postgres://anna@host/%D0%BA%D0%BB%D1%83%D0%B1", "клуб@host"),
        ("postgresql://anna@/club", "club@localhost"),  # a local socket
        ("postgresql://anna:secret@host/club", "club@host"),
    ],
)
def test_good_addresses_and_their_labels(url: str, label: str) -> None:
    assert is_server_url(url)
    assert parse_server_url(url).label() == label


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("club.sqlite3", "postgresql://"),
        ("http://host/club", "postgresql://"),
        ("postgresql://host:port/club", "port"),
        ("postgresql://host:70000/club", "port"),
        ("postgresql://host:0/club", "port"),
        ("postgresql://host/my club", "space"),
        ("postgresql://host/a/b", "/"),
    ],
)
def test_bad_addresses_say_why(url: str, reason: str) -> None:
    with pytest.raises(BadServerAddress, match=reason):
        parse_server_url(url)


def test_a_password_never_stays_in_what_is_shown() -> None:
    assert without_password("postgresql://anna:s3cret@host:5433/club") == (
        "postgresql://anna@host:5433/club"
    )
    assert without_password("postgresql://anna@host/club") == "postgresql://anna@host/club"
    assert "s3cret" not in parse_server_url("postgresql://anna:s3cret@host/club").label()
