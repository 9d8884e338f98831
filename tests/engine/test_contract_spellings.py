"""Every way a Russian or English table writes a contract is read as that contract (model.py's
suit aliases): clubs are «трефы» and, just as often at the table, «крести»."""

from __future__ import annotations

import pytest

from app.engine import Contract, EngineError


@pytest.mark.parametrize(
    ("typed", "code"),
    [
        ("6т", "6c"),
        ("6 треф", "6c"),
        ("6к", "6c"),
        ("7кр", "7c"),
        ("8 крести", "8c"),
        ("6К", "6c"),
        ("7бк", "7nt"),
        ("6б", "6d"),
        ("6п", "6s"),
        ("7ч", "7h"),
        ("6c", "6c"),
    ],
)
def test_typed_contract_is_read(typed: str, code: str) -> None:
    assert Contract.parse(typed).code == code


@pytest.mark.parametrize("typed", ["6", "6кк", "5к", "11т", "к"])
def test_not_a_contract_is_refused(typed: str) -> None:
    with pytest.raises(EngineError):
        Contract.parse(typed)
