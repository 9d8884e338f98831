"""A throwaway certificate authority and a server certificate signed by it, for a test cluster
with TLS (issue 29, D4): made with the ``openssl`` command in a folder of its own.

:func:`make_tls_files` writes ``ca.crt`` (what a club PC is given: the server's CA file),
``server.crt`` and ``server.key`` (what the server is given, for ``localhost``, ``127.0.0.1``
and any further addresses), and a second, unrelated ``other-ca.crt``: a CA that did not sign
the server's certificate, so ``verify-full`` against it must fail.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class TlsFiles:
    ca: Path
    other_ca: Path
    cert: Path
    key: Path


def openssl() -> str | None:
    return shutil.which("openssl")


def _run(*args: str, cwd: Path) -> None:
    tool = openssl()
    assert tool is not None
    subprocess.run([tool, *args], cwd=cwd, check=True, capture_output=True, timeout=60)


def _ca(folder: Path, name: str, subject: str) -> None:
    _run(
        "req", "-x509", "-new", "-nodes", "-newkey", "ec", "-pkeyopt",
        "ec_paramgen_curve:prime256v1", "-days", "3", "-subj", subject,
        "-keyout", f"{name}.key", "-out", f"{name}.crt",
        "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        cwd=folder,
    )  # fmt: skip


def make_tls_files(folder: Path, addresses: tuple[str, ...] = ()) -> TlsFiles:
    """A CA, the server's key and certificate (for localhost, 127.0.0.1 and ``addresses``)
    and an unrelated CA, in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    _ca(folder, "ca", "/CN=Pulka test club CA")
    _ca(folder, "other-ca", "/CN=Somebody else's CA")
    names = ["DNS:localhost", "IP:127.0.0.1", *(f"IP:{a}" for a in addresses)]
    (folder / "server.ext").write_text(
        f"subjectAltName={','.join(names)}\nextendedKeyUsage=serverAuth\n", encoding="utf-8"
    )
    _run(
        "req", "-new", "-nodes", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
        "-subj", "/CN=localhost", "-keyout", "server.key", "-out", "server.csr",
        cwd=folder,
    )  # fmt: skip
    _run(
        "x509", "-req", "-in", "server.csr", "-CA", "ca.crt", "-CAkey", "ca.key",
        "-CAcreateserial", "-days", "3", "-extfile", "server.ext", "-out", "server.crt",
        cwd=folder,
    )  # fmt: skip
    return TlsFiles(
        folder / "ca.crt", folder / "other-ca.crt", folder / "server.crt", folder / "server.key"
    )
