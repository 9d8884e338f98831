"""Connect to a club server…: the address of the club's PostgreSQL server, tried before use.

Host, port, database, user and password; *Test connection* connects and says what this login
may do (or, in the player's words, why it cannot connect). The address is remembered without
the password (docs/decisions/0005-club-server.md): the password is typed here for this session,
or kept by the club's administrator in the PostgreSQL password file of this computer.

Encryption (issue 29, D4): libpq's ``sslmode`` as four plain choices, the safest first —
encrypted with the server checked against its CA file (``verify-full`` with ``sslrootcert``),
encrypted without a check (``require``), encrypted when the server offers it (``prefer``,
libpq's default, which falls back to plain text), not encrypted (``disable``). The test says
which the connection got (README, "A club server", step 4).
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
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
from ui.widgets.connection_mark import security_words
from ui.widgets.file_dialog import ask_file_name

DEFAULT_PORT = 5432
Opener = Callable[[str], GameService]
"""Opens the service at a URL, raising what a server raises (tests pass their own)."""


SSL_MODES = ("verify-full", "require", "prefer", "disable")
"""The encryption choices, the safest first (libpq's ``sslmode``); ``prefer`` is libpq's own
default, so an address without ``?sslmode=`` means it."""


def server_url(
    host: str,
    port: int,
    database: str,
    user: str,
    password: str = "",
    sslmode: str = "prefer",
    ca_file: str = "",
) -> str:
    """``postgresql://user:password@host:port/database``, every part percent-encoded, with
    ``?sslmode=…&sslrootcert=…`` unless libpq's default (``prefer``) is meant."""
    quote = urllib.parse.quote
    login = quote(user, safe="")
    if password:
        login += ":" + quote(password, safe="")
    netloc = f"{login}@" if login else ""
    netloc += f"[{host}]" if ":" in host else quote(host, safe=".-")
    if port != DEFAULT_PORT:
        netloc += f":{port}"
    url = f"postgresql://{netloc}/{quote(database, safe='')}"
    query = {"sslmode": sslmode} if sslmode != "prefer" else {}
    if ca_file and sslmode == "verify-full":
        query["sslrootcert"] = ca_file
    return url + (f"?{urllib.parse.urlencode(query, quote_via=quote)}" if query else "")


def tls_settings(url: str) -> tuple[str, str]:
    """The ``sslmode`` (``prefer`` when not given) and the CA file of an address."""
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    sslmode = (query.get("sslmode") or ["prefer"])[0]
    return (sslmode if sslmode in SSL_MODES else "prefer"), (query.get("sslrootcert") or [""])[0]


def default_opener(url: str) -> GameService:
    from app.services.stores import open_server_backend

    return GameService(open_server_backend(url))


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
        self.encryption = QComboBox()
        for mode, text in zip(SSL_MODES, self._mode_texts(), strict=True):
            self.encryption.addItem(text, mode)
        self.encryption.setCurrentIndex(SSL_MODES.index("prefer"))
        self.ca_file = QLineEdit()
        self.ca_file.setPlaceholderText(self.tr("a file from the club's administrator"))
        self.ca_button = QPushButton(self.tr("C&hoose…"))
        self.ca_button.clicked.connect(self.choose_ca_file)
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.ca_file, 1)
        ca_row.addWidget(self.ca_button)
        form.addRow(self.tr("&Encryption:"), self.encryption)
        form.addRow(self.tr("CA file:"), ca_row)
        tls_hint = QLabel(
            self.tr(
                "Encryption (TLS) keeps the password and the games unreadable on the network."
                " Only a check against the server's CA file also proves that the server is the"
                " club's: ask the club's administrator for that file. Without it, anyone on the"
                " network could pose as the server."
            )
        )
        tls_hint.setWordWrap(True)
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
        layout.addWidget(tls_hint)
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
        accessible.name(
            self.encryption,
            self.tr("Encryption"),
            self.tr("Whether the connection is encrypted, and the server checked."),
        )
        accessible.name(
            self.ca_file, self.tr("CA file"), self.tr("The server's CA file, to check it by.")
        )
        accessible.describe(self.ca_button, self.tr("Choose the server's CA file."))
        for field in (self.host, self.database, self.user, self.ca_file):
            field.textChanged.connect(self._changed)
        self.port.valueChanged.connect(self._changed)
        self.encryption.currentIndexChanged.connect(self._changed)
        self._fill(remembered)
        self._changed()
        self.resize(460, self.sizeHint().height())

    def _mode_texts(self) -> tuple[str, ...]:
        """The choices of :data:`SSL_MODES` in words."""
        return (
            self.tr("Encrypted, the server checked with its CA file (safest)"),
            self.tr("Encrypted, the server not checked"),
            self.tr("Encrypted if the server offers it, else not (PostgreSQL's default)"),
            self.tr("Not encrypted"),
        )

    def sslmode(self) -> str:
        return str(self.encryption.currentData())

    def url(self, *, with_password: bool = True) -> str:
        return server_url(
            self.host.text().strip(),
            self.port.value(),
            self.database.text().strip(),
            self.user.text().strip(),
            self.password.text() if with_password else "",
            self.sslmode(),
            self.ca_file.text().strip(),
        )

    def choose_ca_file(self) -> None:
        path = ask_file_name(
            self,
            self.tr("The club server's CA file"),
            self.ca_file.text().strip(),
            self.tr("Certificates (*.crt *.pem *.cer);;All files (*)"),
            save=False,
        )
        if path:
            self.ca_file.setText(path)
            self.encryption.setCurrentIndex(SSL_MODES.index("verify-full"))

    def _fill(self, remembered: str) -> None:
        try:
            address = parse_server_url(remembered)
        except BadServerAddress:
            return
        self.host.setText(address.host)
        self.port.setValue(address.port or DEFAULT_PORT)
        self.database.setText(address.database)
        self.user.setText(address.user)
        sslmode, ca_file = tls_settings(remembered)
        self.encryption.setCurrentIndex(SSL_MODES.index(sslmode))
        self.ca_file.setText(ca_file)

    def _changed(self) -> None:
        checked = self.sslmode() == "verify-full"
        self.ca_file.setEnabled(checked)  # the CA file is what the check is made against
        complete = all(f.text().strip() for f in (self.host, self.database, self.user))
        complete = complete and (not checked or bool(self.ca_file.text().strip()))
        self.ok_button.setEnabled(complete)
        self.test_button.setEnabled(complete)
        self.say("")

    def say(self, text: str, *, warning: bool = False) -> None:
        """The result line: what the test found, in red for a refusal or a plain connection
        over a network; the dialog grows to show it whole (its rows were squeezed)."""
        self.outcome.setText(text)
        self.outcome.setStyleSheet("color: #b00020;" if warning else "")
        layout = self.layout()
        if text and layout is not None:
            need = (
                layout.totalHeightForWidth(self.width())
                if layout.hasHeightForWidth()
                else layout.totalSizeHint().height()
            )
            if need > self.height():
                self.resize(self.width(), need)

    def _open(self) -> GameService | None:
        """Connect; on failure say why in the result line and return None."""
        from app.services.stores import StoreError, server_error_code

        url = self.url()
        try:
            label = parse_server_url(url).label()
        except BadServerAddress:
            self.say(
                store_texts.server_text("bad_address", {"url": self.url(with_password=False)}),
                warning=True,
            )
            return None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            return self.opener(url)
        except StoreError as error:
            code = server_error_code(error)
            self.say(store_texts.server_text(code, {"server": label}), warning=True)
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()

    def test(self) -> None:
        service = self._open()
        if service is None:
            return
        try:
            role = self.role_text(service.permissions().role)
            found = service.connection_security()
            words = security_words(found, self.host.text().strip()) if found else None
            if words is None:
                self.say(role)
            else:
                self.say(f"{role}\n{words.explanation}", warning=words.warning)
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
