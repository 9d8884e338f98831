"""The marker that puts an English text into the translation files where it is defined.

``pyside6-lupdate`` extracts the literal arguments of a call named ``QT_TRANSLATE_NOOP`` (it
also knows ``translate`` and ``QT_TR_NOOP``; ``N_`` or any other name it does not see), so
``app/`` marks each text it defines, Qt-free, exactly as Qt's C++ macro does: the call returns
the English source unchanged. ``ui/`` shows it through ``QCoreApplication.translate(context,
text)`` with the same context; the command line reads the same ``.qm`` without Qt
(app/cli/translation.py, ADR 0008). The translation files are refreshed by ``make ts``
(docs/texts.md).
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # Qt's spelling: lupdate knows this name
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text
