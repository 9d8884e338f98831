"""Entry script of the frozen app: the ``pulka`` console script's ``app.cli.main``."""

from __future__ import annotations

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
