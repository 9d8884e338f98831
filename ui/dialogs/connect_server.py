"""Connect to a club server…: the address of the club's PostgreSQL server, tried before use.

Host, port, database, user and password; *Test connection* connects and says what this login
may do (or, in the player's words, why it cannot connect). The address is remembered without
the password (docs/decisions/0005-club-server.md): the password is typed here for this session,
or kept by the club's administrator in the PostgreSQL password file of this computer.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.services import GameService
from app.services.locations import BadServerAddress, parse_server_url
from ui import store_texts
from ui.widgets import accessible

DEFAULT_PORT = 5432
Opener = Callable[[str], GameService]
"""Opens the service at a URL, raising what a server raises (tests pass their own)."""


def server_url(host: str, port: int, database: str, user: str, password: str = "") -> str:
    """``postgresql://user:password@host:port/database``, every part percent-encoded."""
    quote = urllib.parse.quote
    login = quote(user, safe="")
    if password:
        login += ":" + quote(password, safe="")
    netloc = f"{login}@" if login else ""
    netloc += f"[{host}]" if ":" in host else quote(host, safe=".-")
    if port != DEFAULT_PORT:
        netloc += f":{port}"
    return f"postgresql://{netloc}/{quote(database, safe='')}"


def default_opener(url: str) -> GameService:
    from app.services.stores import open_server_store

    return GameService(open_server_store(url))


class ConnectDialog(QDialog):
    """The server's address; ``service`` is the open connection after OK."""

    def __init__(
        self, remembered: str = "", opener: Opener | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Connect to a club server"))
        self.opener = opener or default_opener
        self.service: GameService | None = None
        self.host = QLineEdit()
        self.host.setPlaceholderText(self.tr("the server's name or address"))
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # no change on the wheel alone
        self.database = QLineEdit()
        self.user = QLineEdit()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form = QFormLayout()
        form.addRow(self.tr("Server:"), self.host)
        form.addRow(self.tr("Port:"), self.port)
        form.addRow(self.tr("Database:"), self.database)
        form.addRow(self.tr("User:"), self.user)
        form.addRow(self.tr("Password:"), self.password)
        hint = QLabel(
            self.tr(
                "Pulka does not keep the password. Leave it empty when the club's administrator"
                " has put it in the PostgreSQL password file of this computer."
            )
        )
        hint.setWordWrap(True)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setTextFormat(Qt.TextFormat.PlainText)
        self.test_button = QPushButton(self.tr("&Test connection"))
        self.test_button.clicked.connect(self.test)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Connect"))
        buttons.addButton(self.test_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.connect_and_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.outcome)
        layout.addWidget(buttons)
        accessible.buttons(buttons)
        accessible.name(self.host, self.tr("Server"), self.tr("The server's name or address."))
        accessible.name(self.port, self.tr("Port"), self.tr("PostgreSQL's port, usually 5432."))
        accessible.name(self.database, self.tr("Database"), self.tr("The club's database."))
        accessible.name(self.user, self.tr("User"), self.tr("Your login to the club server."))
        accessible.name(
            self.password,
            self.tr("Password"),
            self.tr("Not kept by Pulka; empty when the password file of this computer has it."),
        )
        accessible.describe(self.ok_button, self.tr("Open the club server's games."))
        accessible.describe(
            self.test_button, self.tr("Say what this login may do, without connecting.")
        )
        for field in (self.host, self.database, self.user):
            field.textChanged.connect(self._changed)
        self.port.valueChanged.connect(self._changed)
        self._fill(remembered)
        self._changed()
        self.resize(460, self.sizeHint().height())

    def url(self, *, with_password: bool = True) -> str:
        return server_url(
            self.host.text().strip(),
            self.port.value(),
            self.database.text().strip(),
            self.user.text().strip(),
            self.password.text() if with_password else "",
        )

    def _fill(self, remembered: str) -> None:
        try:
            address = parse_server_url(remembered)
        except BadServerAddress:
            return
        self.host.setText(address.host)
        self.port.setValue(address.port or DEFAULT_PORT)
        self.database.setText(address.database)
        self.user.setText(address.user)

    def _changed(self) -> None:
        complete = all(f.text().strip() for f in (self.host, self.database, self.user))
        self.ok_button.setEnabled(complete)
        self.test_button.setEnabled(complete)
        self.outcome.clear()

    def _open(self) -> GameService | None:
        """Connect; on failure say why in the result line and return None."""
        from app.services.stores import server_error_code, server_errors

        url = self.url()
        try:
            label = parse_server_url(url).label()
        except BadServerAddress:
            self.outcome.setText(
                store_texts.server_text("bad_address", {"url": self.url(with_password=False)})
            )
            return None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            return self.opener(url)
        except server_errors() as error:
            code = server_error_code(error)
            self.outcome.setText(store_texts.server_text(code, {"server": label}))
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()

    def test(self) -> None:
        service = self._open()
        if service is None:
            return
        try:
            self.outcome.setText(self.role_text(service.permissions().role))
        finally:
            service.close()

    def role_text(self, role: str) -> str:
        texts = {
            "admin": self.tr("Connected: this login is the club's administrator."),
            "scorer": self.tr("Connected: with this login you can record games."),
            "viewer": self.tr("Connected: with this login you can only look at the games."),
        }
        return texts.get(role, self.tr("Connected, but this login may not read the games."))

    def connect_and_accept(self) -> None:
        service = self._open()
        if service is not None:
            self.service = service
            self.accept()
