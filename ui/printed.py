"""Text written into HTML for print and PDF: markup escaped, control characters shown escaped.

A name kept with an escape sequence, a line break or a right-to-left override (an older file, an
imported game: issue 29, D9) must not break a printed table nor turn the text after it around;
each such character is written ``\\uXXXX`` (app/engine/names.py ``visible``).
"""

from __future__ import annotations

import html

from app.engine.names import visible


def html_text(text: str) -> str:
    """``text`` for an HTML document: as typed, never markup, never a control character."""
    return html.escape(visible(text))


__all__ = ["html_text", "visible"]
