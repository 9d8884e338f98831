"""Shared test set-up: Qt offscreen before anything imports Qt, the C locale, and Unicode typing
for widgets."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The command line speaks the user's language (app/cli/language.py, ADR 0008): the tests that
# read its English lines run in the C locale, and never read a developer's own setting.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="pulka-tests-config-")

from tests.pg_fixtures import pg_club, pg_cluster, pg_tls_club  # noqa: F401  (club servers)
