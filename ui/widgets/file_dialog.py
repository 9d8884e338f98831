"""File dialogs (open and save) sized so every column reads whole, dates included.

Qt's own file dialog (used where the desktop offers no native one) opened about 640 px wide
and squeezed its date column to «30.11.2…6 21:05»; here it opens wider and its size, type
and date columns take the width of what they show, the name column the rest.

A dialog given no folder opened in the folder the app was started from (issue 32): it opens in
the folder last chosen in any of them, else the user's documents, else the home folder.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QDir, QSettings, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QTreeView, QWidget

# Room the dialog asks for (less on a smaller screen): the folder list at the side, a name
# column of about forty characters, and size, type and a whole date beside it.
WIDTH, HEIGHT = 900, 560
LAST_FOLDER = "files/last_folder"
"""The settings key of the folder a file was last chosen in."""


def start_folder() -> str:
    """Where a dialog given no folder opens: the last folder used, the documents, the home."""
    last = QSettings().value(LAST_FOLDER)
    if isinstance(last, str) and last and os.path.isdir(last):
        return last
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and os.path.isdir(documents):
        return documents
    return QDir.homePath()


def starting_path(start: str) -> str:
    """``start`` (a file name, perhaps with its folder) with a folder that exists: a bare name
    or one in a folder that is not there goes into :func:`start_folder`."""
    folder, name = os.path.split(start)
    if folder and os.path.isdir(folder):
        return start
    return os.path.join(start_folder(), name) if name else start_folder()


def file_dialog(
    parent: QWidget | None, caption: str, start: str, name_filter: str, *, save: bool
) -> QFileDialog:
    """A file dialog as ``QFileDialog.getOpenFileName``/``getSaveFileName`` shows it, sized."""
    dialog = QFileDialog(parent, caption, starting_path(start), name_filter)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    screen = (parent.screen() if parent is not None else dialog.screen()).availableGeometry()
    dialog.resize(min(WIDTH, screen.width() * 9 // 10), min(HEIGHT, screen.height() * 85 // 100))
    for view in dialog.findChildren(QTreeView):
        header = view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return dialog


def ask_file_name(
    parent: QWidget | None, caption: str, start: str, name_filter: str, *, save: bool
) -> str:
    """The chosen file's path, or "" when the dialog was cancelled."""
    dialog = file_dialog(parent, caption, start, name_filter, save=save)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return ""
    chosen = dialog.selectedFiles()
    if not chosen:
        return ""
    QSettings().setValue(LAST_FOLDER, os.path.dirname(os.path.abspath(chosen[0])))
    return chosen[0]
