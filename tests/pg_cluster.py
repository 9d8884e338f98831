"""A throwaway PostgreSQL cluster for tests and benchmarks: found, started, removed.

PostgreSQL's ``initdb`` refuses to run as root (tests run as root here and in CI), so when the
current user is root the cluster is created and run as the ``postgres`` system user (the
Debian package creates it) or else ``nobody``, in a temporary folder owned by that user. The
server listens on a free port of 127.0.0.1 only; the superuser is ``pulka_super`` with a
password (scram-sha-256), so role tests log in as each role as a club's PC would.

Binaries are looked up with ``pg_config --bindir``, then in ``/usr/lib/postgresql/*/bin``
(Debian, newest version first) and ``PATH``. :func:`find_bindir` returns ``None`` when
PostgreSQL is not installed: the fixture skips, or fails under ``CI=true``
(``tests/conftest.py``).
"""

from __future__ import annotations

import contextlib
import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.pg_tls import TlsFiles

SUPERUSER = "pulka_super"
SUPER_PASSWORD = "pulka-test-super"


def find_bindir() -> Path | None:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``, or ``None``."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            out = subprocess.run(
                [pg_config, "--bindir"], capture_output=True, text=True, timeout=10, check=True
            )
            candidates.append(Path(out.stdout.strip()))

    def version(path: Path) -> tuple[int, ...]:
        return tuple(int(n) for n in re.findall(r"\d+", path.parent.name))

    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=version, reverse=True)
    initdb = shutil.which("initdb")
    if initdb:
        candidates.append(Path(initdb).parent)
    for folder in candidates:
        if all((folder / tool).is_file() for tool in ("initdb", "pg_ctl", "postgres")):
            return folder
    return None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class Cluster:
    """A running cluster: where it lives, its port, and how to run its tools as its owner."""

    bindir: Path
    root: Path
    port: int
    user: str | None  # the system user the server runs as (None: the current user)

    @property
    def data(self) -> Path:
        return self.root / "data"

    def url(self, database: str = "postgres", user: str = SUPERUSER, password: str = "") -> str:
        secret = password or (SUPER_PASSWORD if user == SUPERUSER else "")
        auth = f"{user}:{secret}" if secret else user
        return f"postgresql://{auth}@127.0.0.1:{self.port}/{database}"

    def run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        """A PostgreSQL tool (``pg_ctl``, ``initdb``) as the cluster's owner; raises on failure."""
        command = [str(self.bindir / args[0]), *args[1:]]
        kwargs: dict[str, object] = {}
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            kwargs = {"user": entry.pw_uid, "group": entry.pw_gid, "extra_groups": []}
        result = subprocess.run(
            command,
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=self.root,
            env={**os.environ, "LC_ALL": "C", "PGTZ": "UTC"},
            check=False,
            **kwargs,  # type: ignore[call-overload]
        )
        if result.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {result.stdout}{result.stderr}")
        return result

    def pg_ctl(self, action: str, *extra: str) -> None:
        log = str(self.root / "server.log")
        self.run("pg_ctl", action, "-D", str(self.data), "-l", log, "-w", "-t", "60", *extra)

    def restart(self) -> None:
        """``pg_ctl restart -m fast``: connections are cut, committed data stays."""
        self.pg_ctl("restart", "-m", "fast")

    def log(self) -> str:
        try:
            return (self.root / "server.log").read_text(errors="replace")[-4000:]
        except OSError:
            return ""


def _tls_settings(cluster: Cluster, tls: TlsFiles) -> dict[str, str]:
    """``ssl = on`` with copies of the certificate and key the server's user owns (the key
    readable by it alone, as PostgreSQL requires)."""
    settings = {"ssl": "on"}
    for name, source in (("ssl_cert_file", tls.cert), ("ssl_key_file", tls.key)):
        copy = cluster.data / source.name
        shutil.copyfile(source, copy)
        os.chmod(copy, 0o600)
        if cluster.user is not None:
            entry = pwd.getpwnam(cluster.user)
            os.chown(copy, entry.pw_uid, entry.pw_gid)
        settings[name] = f"'{copy}'"
    return settings


def _owner() -> str | None:
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            pwd.getpwnam(name)
            return name
    raise RuntimeError("running as root and neither a 'postgres' nor a 'nobody' user exists")


@contextlib.contextmanager
def running_cluster(
    bindir: Path, *, fsync: bool = True, tls: TlsFiles | None = None
) -> Iterator[Cluster]:
    """Create and start a cluster; stop it and delete its folder afterwards, even on failure.
    With ``tls`` (tests/pg_tls.py) it also takes TLS connections (``ssl = on``) with that
    certificate; plain ones still work, as on a server that allows both."""
    user = _owner()
    root = Path(tempfile.mkdtemp(prefix="pulka-pg-"))
    cluster = Cluster(bindir, root, free_port(), user)
    started = False
    try:
        if user is not None:
            entry = pwd.getpwnam(user)
            os.chown(root, entry.pw_uid, entry.pw_gid)
        os.chmod(root, 0o700)
        pwfile = root / "pwfile"
        pwfile.write_text(SUPER_PASSWORD + "\n")
        if user is not None:
            os.chown(pwfile, entry.pw_uid, entry.pw_gid)
        cluster.run(
            "initdb",
            "-D",
            str(cluster.data),
            "-U",
            SUPERUSER,
            f"--pwfile={pwfile}",
            "--auth=scram-sha-256",
            "--encoding=UTF8",
            "--locale=C",
            "--no-instructions",
        )
        pwfile.unlink()
        settings = {
            "port": str(cluster.port),
            "listen_addresses": "'127.0.0.1'",
            "unix_socket_directories": f"'{root}'",
            "max_connections": "100",
            "fsync": "on" if fsync else "off",
            "shared_buffers": "32MB",
            "log_min_messages": "warning",
        }
        if tls is not None:
            settings.update(_tls_settings(cluster, tls))
        with (cluster.data / "postgresql.conf").open("a") as conf:
            conf.writelines(f"{key} = {value}\n" for key, value in settings.items())
        cluster.pg_ctl("start")
        started = True
        yield cluster
    finally:
        if started:
            with contextlib.suppress(RuntimeError, subprocess.SubprocessError):
                cluster.pg_ctl("stop", "-m", "immediate")
        shutil.rmtree(root, ignore_errors=True)
