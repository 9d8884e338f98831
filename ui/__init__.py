"""Pulka's desktop interface (PySide6): talks to ``app.services`` and engine value types only."""

import ctypes
import sys

if sys.version_info < (3, 12):  # pragma: no branch
    # PySide6 6.12's bindings return None from void methods without a new reference (fine on
    # 3.12+, where None is immortal). On 3.11 every QPainter.save()/translate()/update() call
    # takes one reference off None, and a long session (or a 500-deal sheet painted a few
    # times) hits "Fatal Python error: none_dealloc". None is never freed anyway, so give it
    # a reference count no session can exhaust.
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 48
