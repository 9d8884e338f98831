"""Shared test set-up: Qt offscreen before anything imports Qt, and Unicode typing for widgets."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.pg_fixtures import pg_club, pg_cluster  # noqa: F401  (club server fixtures)
