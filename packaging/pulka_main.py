"""Entry script of the frozen app: the ``pulka`` console script's ``pulka.main``."""

from __future__ import annotations

import sys

from pulka import main

if __name__ == "__main__":
    sys.exit(main())
