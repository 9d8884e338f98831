"""Qt's own widget strings that Qt's Russian catalogue (qtbase_ru.qm) lacks in this Qt version.

Qt 6 renamed some labels of its file dialog («&Look in:», «Files of &type:» gained a mnemonic)
and moved the file types to ``QAbstractFileIconProvider``; the qtbase_ru.qm shipped with
PySide6 still has only the old sources, so a Russian file dialog said "Look in:" and "Folder".
Listing them here with Qt's own contexts puts them in ``resources/i18n/pulka_ru.ts``: Pulka's
translator is asked too when Qt's widgets translate, so they read Russian. Nothing else calls
these functions but the test that checks them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def file_dialog_strings() -> list[str]:
    """The file dialog's labels and file types as the interface language says them."""
    return [
        QCoreApplication.translate("QFileDialog", "&Look in:"),
        QCoreApplication.translate("QFileDialog", "Files of &type:"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        QCoreApplication.translate(
            "QAbstractFileIconProvider", "File Folder", "Match Windows Explorer"
        ),
        QCoreApplication.translate("QAbstractFileIconProvider", "Drive"),
        QCoreApplication.translate("QAbstractFileIconProvider", "File", "All other platforms"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Unknown"),
    ]
