"""Qt's own dialogs speak Russian in the Russian interface (issue 14 review, item 2): the file
dialog said "Look in:", "Files of type:" and "Folder" because qtbase_ru.qm lacks Qt 6's sources
(ui/qt_gaps.py); the standard buttons come from qtbase_ru."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QTreeView

from ui import i18n
from ui.qt_gaps import file_dialog_strings


def test_every_gap_is_translated(qapp) -> None:
    i18n.install("ru")
    try:
        russian = file_dialog_strings()
    finally:
        i18n.install("en")
    english = file_dialog_strings()
    assert all(r != e for r, e in zip(russian, english, strict=True)), russian


def test_russian_file_dialog_labels_and_types(qtbot, tmp_path) -> None:
    (tmp_path / "папка").mkdir()
    i18n.install("ru")
    try:
        dialog = QFileDialog(None, "Сохранить", str(tmp_path), "PDF (*.pdf)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        dialog.show()
        labels = {label.text() for label in dialog.findChildren(QLabel) if label.text()}
        assert {"&Папка:", "&Тип файлов:", "&Имя файла:"} <= labels, labels
        view = dialog.findChild(QTreeView)
        model = view.model()
        qtbot.waitUntil(lambda: model.rowCount(view.rootIndex()) == 1)
        folder = model.index(0, 2, view.rootIndex())
        assert model.data(folder) == "Папка"
        box = QMessageBox(QMessageBox.Icon.Question, "Пулька", "?")
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        qtbot.addWidget(box)
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        assert (box.button(yes).text(), box.button(no).text()) == ("&Да", "&Нет")
    finally:
        i18n.install("en")
