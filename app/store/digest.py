"""SHA-256 without OpenSSL: the interpreter's own implementation, the same digest as hashlib's.

Opening a database checks its schema and each game's header by their SHA-256 digests
(app/store/schema.py, app/store/game_header.py), on the way to the first window; importing
``hashlib`` there loads OpenSSL's libcrypto, ~10 M instructions of every start (issue 30,
tests/test_startup_imports.py). ``hashlib`` only where the interpreter was built without its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hashlib import sha256
else:
    try:
        from _sha256 import sha256  # CPython 3.11
    except ImportError:  # pragma: no cover - other interpreters
        try:
            from _sha2 import sha256  # CPython 3.12+
        except ImportError:
            from hashlib import sha256

__all__ = ["sha256"]
