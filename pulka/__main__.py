"""``python -m pulka``: the same as the ``pulka`` command."""

import sys

from pulka import main

sys.exit(main())
