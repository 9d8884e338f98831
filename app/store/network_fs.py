"""Whether a folder lives on a network filesystem, where a database in WAL mode is not safe.

SQLite's documentation on WAL (https://www.sqlite.org/wal.html, "WAL does not work over a network
filesystem") and on locking (https://www.sqlite.org/lockingv3.html, §6 "How to corrupt", network
file systems) is why the store refuses such a folder (docs/decisions/0005-club-server.md): two
computers sharing one file can corrupt a club's history; a club server is the answer.

:func:`network_filesystem` names the filesystem (``"nfs"``, ``"cifs"``, ``"fuse.sshfs"``, a
network drive …) or returns ``None`` for a local one. Each platform asks the system in its own
way; the classification of the answers is in pure functions, tested on every platform.

Linux is asked through ``/proc/self/mountinfo`` (the type of the mount holding the folder),
``statfs(2)`` through ``ctypes`` only when that file cannot be read: importing ``ctypes`` cost
about 24 M instructions of every start (issue 30).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

Probe = Callable[[Path], "str | None"]
"""What :func:`app.store.db.open_connection` asks: the network filesystem a path is on, or
``None``."""

# Linux statfs(2) f_type magic numbers of filesystems whose files live on another computer
# (linux/magic.h and the filesystems' own headers).
LINUX_NETWORK_MAGIC: dict[int, str] = {
    0x6969: "nfs",
    0x517B: "smb",
    0xFF534D42: "cifs",
    0xFE534D42: "smb2",
    0x73757245: "coda",
    0x5346414F: "afs",
    0x6B414653: "afs",
    0x00C36400: "ceph",
    0x01021997: "9p",
    0x564C: "ncp",
    0x47504653: "gpfs",
    0x0BD00BD0: "lustre",
}
LINUX_FUSE_MAGIC = 0x65735546
# The same filesystems by the type name /proc/self/mountinfo gives their mounts (the kernel's
# file_system_type names: fs/nfs, fs/smb/client, fs/ceph, fs/9p, fs/afs, fs/coda …).
LINUX_NETWORK_TYPES = frozenset(
    {"nfs", "nfs4", "smb", "smbfs", "cifs", "smb3", "coda", "afs", "ceph", "9p", "ncpfs", "ncp"}
    | {"gpfs", "lustre"}
)
# FUSE is local for a USB disk (fuseblk, ntfs-3g) and remote for these (mountinfo's type).
FUSE_NETWORK_TYPES = frozenset(
    {
        "fuse.sshfs",
        "fuse.rclone",
        "fuse.s3fs",
        "fuse.gcsfuse",
        "fuse.davfs",
        "fuse.gvfsd-fuse",
        "fuse.glusterfs",
        "fuse.smbnetfs",
        "fuse.curlftpfs",
        "fuse.onedriver",
    }
)
# macOS statfs f_fstypename of network filesystems (and MNT_LOCAL absent from f_flags).
MAC_NETWORK_TYPES = frozenset({"nfs", "smbfs", "afpfs", "webdav", "cifs", "ftp", "osxfuse"})
MAC_MNT_LOCAL = 0x00001000
WINDOWS_DRIVE_REMOTE = 4  # GetDriveTypeW


def linux_kind(f_type: int, mount_type: str | None) -> str | None:
    """Classify Linux's answer: statfs ``f_type`` and, for FUSE, the mount's type."""
    if f_type in LINUX_NETWORK_MAGIC:
        return LINUX_NETWORK_MAGIC[f_type]
    if f_type == LINUX_FUSE_MAGIC and mount_type in FUSE_NETWORK_TYPES:
        return mount_type
    return None


def linux_mount_kind(mount_type: str | None) -> str | None:
    """Classify a Linux mount by its type in ``/proc/self/mountinfo``."""
    if mount_type in LINUX_NETWORK_TYPES or mount_type in FUSE_NETWORK_TYPES:
        return mount_type
    return None


def mac_kind(fstypename: str, flags: int) -> str | None:
    """Classify macOS's answer: statfs ``f_fstypename`` and ``f_flags``."""
    if fstypename in MAC_NETWORK_TYPES:
        return fstypename
    if not flags & MAC_MNT_LOCAL:
        return fstypename or "network"
    return None


def windows_kind(path: str, drive_type: int | None) -> str | None:
    """Classify Windows's answer: a UNC path (``\\\\server\\share``), or a drive letter whose
    ``GetDriveTypeW`` is ``DRIVE_REMOTE`` (a mapped network drive)."""
    normalized = path.replace("/", "\\")
    if normalized.startswith("\\\\?\\") or normalized.startswith("\\\\.\\"):
        rest = normalized[4:]
        if rest.upper().startswith("UNC\\"):
            return "unc"
        normalized = rest
    elif normalized.startswith("\\\\"):
        return "unc"
    if drive_type == WINDOWS_DRIVE_REMOTE:
        return "network drive"
    return None


_OCTAL = re.compile(r"\\([0-7]{3})")


def mount_type_of(path: Path, mountinfo: str) -> str | None:
    """The type of the mount holding ``path`` in ``/proc/self/mountinfo`` (the longest mount
    point that contains it), with the FUSE subtype (``fuse.sshfs``)."""
    best: tuple[int, str] | None = None
    target = str(path)
    for line in mountinfo.splitlines():
        left, _, right = line.partition(" - ")
        fields = left.split()
        after = right.split()
        if len(fields) < 5 or not after:
            continue
        point = _OCTAL.sub(lambda m: chr(int(m.group(1), 8)), fields[4])  # a space is \040
        inside = target == point or target.startswith(point.rstrip("/") + "/")
        if inside and (best is None or len(point) > best[0]):
            best = (len(point), after[0])
    return best[1] if best else None


def existing_folder(path: Path) -> Path:
    """The nearest folder of ``path`` that exists (a new database's folder may not yet)."""
    folder = path.resolve().parent if not path.is_dir() else path.resolve()
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return folder


def network_filesystem(path: Path) -> str | None:
    """The network filesystem holding ``path``'s folder, ``None`` when local or unknown.

    Never raises: when the system cannot be asked, the folder counts as local (refusing a
    good local folder would be worse than not warning).
    """
    try:
        folder = existing_folder(path)
        if sys.platform == "win32":
            return _windows(folder)
        if sys.platform == "darwin":
            return _mac(folder)
        if sys.platform.startswith("linux"):
            return _linux(folder)
    except (OSError, ValueError, AttributeError, UnicodeError):
        return None
    return None


def linux_statfs_type(folder: Path) -> int | None:
    """statfs(2)'s ``f_type`` of a folder (Linux), ``None`` when the call fails."""
    import ctypes  # only here: see the module's docstring

    libc = ctypes.CDLL(None)  # the process's own symbols hold libc's (find_library forks)
    buffer = ctypes.create_string_buffer(256)  # struct statfs is 120 bytes on 64-bit
    if libc.statfs(os.fsencode(folder), buffer) != 0:
        return None
    # f_type is the first member, a C long (__fsword_t).
    return ctypes.c_long.from_buffer(buffer).value & 0xFFFFFFFF


def _linux(folder: Path) -> str | None:
    try:
        with open("/proc/self/mountinfo", encoding="utf-8", errors="replace") as handle:
            mounts = handle.read()
    except OSError:
        mounts = ""
    if mounts:
        return linux_mount_kind(mount_type_of(folder, mounts))
    f_type = linux_statfs_type(folder)
    if f_type is None:
        return None
    mount_type = None
    if f_type == LINUX_FUSE_MAGIC:
        with open("/proc/self/mountinfo", encoding="utf-8", errors="replace") as handle:
            mount_type = mount_type_of(folder, handle.read())
    return linux_kind(f_type, mount_type)


def _mac(folder: Path) -> str | None:  # pragma: no cover - macOS only
    import ctypes

    libc = ctypes.CDLL(None)
    # struct statfs with 64-bit inodes (<sys/mount.h>): f_flags at 64, f_fstypename at 72.
    statfs = getattr(libc, "statfs$INODE64", None) or libc.statfs
    buffer = ctypes.create_string_buffer(2168)
    if statfs(os.fsencode(folder), buffer) != 0:
        return None
    flags = int.from_bytes(buffer.raw[64:68], sys.byteorder)
    name = buffer.raw[72:88].split(b"\0", 1)[0].decode("ascii", "replace")
    return mac_kind(name, flags)


def _windows(folder: Path) -> str | None:  # pragma: no cover - Windows only
    text = str(folder)
    drive_type = None
    drive = os.path.splitdrive(text)[0]
    if len(drive) == 2 and drive[1] == ":":
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
        drive_type = int(kernel32.GetDriveTypeW(drive + "\\"))
    return windows_kind(text, drive_type)
