"""TLS to a club server (issue 29, D4), on a throwaway cluster with a self-signed CA
(tests/pg_tls.py): what libpq's ``sslmode`` gives, how the store reports it, and every TLS
failure said as what it is — not as "cannot be reached"."""

from __future__ import annotations

import pytest

from app.cli import main
from app.store.connection_security import is_local_host, security
from app.store.postgres.errors import ServerRefused
from app.store.postgres.store import open_postgres_store
from tests.pg_fixtures import Club, TlsClub


@pytest.mark.parametrize(
    ("sslmode", "with_ca", "encrypted", "verified"),
    [
        ("verify-full", True, True, "full"),
        ("verify-ca", True, True, "ca"),
        ("require", False, True, "none"),
        ("prefer", False, True, "none"),  # libpq's default: encrypted here, checked never
        ("disable", False, False, "none"),
    ],
)
def test_the_store_says_how_the_connection_is_protected(
    pg_tls_club: TlsClub, sslmode: str, with_ca: bool, encrypted: bool, verified: str
) -> None:
    url = pg_tls_club.url(sslmode, pg_tls_club.tls.ca if with_ca else None)
    store = open_postgres_store(url)
    try:
        found = store.security()
        assert (found.encrypted, found.verified, found.local) == (encrypted, verified, True)
        assert found.sslmode == sslmode
        assert not found.exposed  # 127.0.0.1: nothing crosses a network
        # The remembered address keeps the TLS settings, never the password.
        assert f"sslmode={sslmode}" in store.location
        assert "secret" not in store.location
        if with_ca:
            assert f"sslrootcert={pg_tls_club.tls.ca}" in store.location
    finally:
        store.close()


@pytest.mark.parametrize(
    ("rootcert", "code"),
    [("other", "tls_unverified"), ("missing", "tls_ca_file")],
)
def test_a_server_that_cannot_be_verified_is_refused_as_such(
    pg_tls_club: TlsClub, rootcert: str, code: str
) -> None:
    path = pg_tls_club.tls.other_ca if rootcert == "other" else pg_tls_club.tls.ca.with_name("no")
    with pytest.raises(ServerRefused) as refused:
        open_postgres_store(pg_tls_club.url("verify-full", path))
    assert refused.value.code == code


def test_tls_required_of_a_server_without_it(pg_club: Club) -> None:
    with pytest.raises(ServerRefused) as refused:
        open_postgres_store(pg_club.url("scorer") + "?sslmode=require")
    assert refused.value.code == "tls_unsupported"


def test_the_command_line_says_the_server_was_not_verified(
    pg_tls_club: TlsClub, capsys: pytest.CaptureFixture[str]
) -> None:
    url = pg_tls_club.url("verify-full", pg_tls_club.tls.other_ca)
    assert main(["stats", "--server", url]) == 2
    err = capsys.readouterr().err
    assert "did not prove to be the club's" in err and err.count("\n") == 1, err
    assert "secret" not in err


@pytest.mark.parametrize(
    ("host", "local"),
    [
        ("", True),
        ("/var/run/postgresql", True),
        ("localhost", True),
        ("127.0.0.1", True),
        ("127.4.5.6", True),
        ("::1", True),
        ("[::1]", True),
        ("192.0.2.2", False),
        ("10.0.0.5", False),
        ("club.local", False),
        ("localhost.example.com", False),
    ],
)
def test_which_hosts_are_this_computer(host: str, local: bool) -> None:
    assert is_local_host(host) is local
    assert security(False, "prefer", host).exposed is not local
