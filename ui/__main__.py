"""``python -m ui``: start the desktop app."""

import sys

from ui.app import main

sys.exit(main(sys.argv[1:]))
