"""What the connected user may do with the games: the app disables the rest (issue 15).

The value is the backend's (:class:`~app.store.backend.Permissions`, in the bundle its opener
built): a club server reads it from the PostgreSQL role of the login and enforces the same with
grants, whatever the app shows; a file allows everything, or nothing that writes when it opened
read-only.
"""

from __future__ import annotations

from app.store.backend import Permissions, Role

__all__ = ["Permissions", "Role"]
