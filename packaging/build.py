"""Build Pulka's installers for the machine this runs on (``make package``).

Steps: compile the translations (``.ts`` -> ``.qm``), draw the icons from ``icons/pulka.svg``,
build the empty database a first start copies (the real migrations, ``app.store.template``),
freeze the app with PyInstaller (``pulka.spec``, onedir, trimmed), then wrap the bundle:

- Linux: ``pulka-<version>-linux-<arch>.tar.gz`` (bundle, ``.desktop`` file, icon, a script adding
  the menu entry) and ``pulka_<version>_<arch>.deb`` built with ``dpkg-deb``;
- Windows: ``pulka-<version>-windows-setup.exe`` from ``windows/pulka.iss`` (Inno Setup's ISCC);
- macOS: ``Pulka-<version>-macos.dmg`` holding ``Pulka.app`` (``hdiutil``).

Everything goes to ``packaging/out/`` (or ``--out``). ``--target bare`` freezes the bare PySide6
window used as the baseline of ``benchmarks/package.py`` instead, with the same trimming.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def project_version() -> str:
    """The version in ``pyproject.toml`` (the single source; ``app.__version__`` must agree)."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def log(message: str) -> None:
    print(f"[package] {message}", flush=True)


# -- translations ----------------------------------------------------------------------------


def lrelease() -> str | None:
    candidate = Path(sys.executable).with_name("pyside6-lrelease")
    if candidate.exists():
        return str(candidate)
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        found = shutil.which(name)
        if found:
            return found
    return None


def compile_translations() -> list[Path]:
    """Every ``resources/i18n/*.ts`` compiled beside itself (the ``.qm`` are not committed)."""
    sources = sorted((ROOT / "resources" / "i18n").glob("*.ts"))
    if not sources:
        return []
    tool = lrelease()
    if tool is None:
        raise SystemExit("package: pyside6-lrelease not found (install PySide6-Essentials)")
    built = []
    for ts in sources:
        qm = ts.with_suffix(".qm")
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        built.append(qm)
    log(f"translations: {', '.join(p.name for p in built)}")
    return built


# -- icons -----------------------------------------------------------------------------------


def render_pngs(svg: Path, sizes: Sequence[int]) -> dict[int, bytes]:
    """PNG bytes of the SVG at each size, drawn by QtSvg (no display needed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"package: cannot read {svg}")
    result = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        result[size] = bytes(data.data())
    del _app
    return result


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` with PNG-compressed images (Vista and later read them)."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size == 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` with PNG entries (types ic07..ic09 = 128, 256, 512 pixels)."""
    types = {32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
    body = b""
    for size, kind in types.items():
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path) -> Path:
    """``pulka.png`` (256), ``pulka-<n>.png``, ``pulka.ico`` and ``pulka.icns`` in ``out/icons``."""
    folder = out / "icons"
    folder.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(HERE / "icons" / "pulka.svg", ICON_SIZES)
    for size, data in pngs.items():
        (folder / f"pulka-{size}.png").write_bytes(data)
    (folder / "pulka.png").write_bytes(pngs[256])
    (folder / "pulka.ico").write_bytes(ico_bytes(pngs))
    (folder / "pulka.icns").write_bytes(icns_bytes(pngs))
    shutil.copy2(HERE / "icons" / "pulka.svg", folder / "pulka.svg")
    return folder


# -- PyInstaller -----------------------------------------------------------------------------


def make_database_template(out: Path) -> Path:
    """The empty database a first start copies (``app.store.template``), built by the real
    migrations; the spec ships it as ``resources/store/new-database.sqlite3``."""
    sys.path.insert(0, str(ROOT))
    from app.store.template import TEMPLATE_NAME, make_template

    path = make_template(out / "store" / TEMPLATE_NAME)
    log(f"database template: {path}")
    return path


def freeze(out: Path, target: str, version: str, icons: Path) -> Path:
    """Run PyInstaller on ``pulka.spec``; the bundle folder (``Pulka.app`` on macOS)."""
    env = dict(
        os.environ,
        PULKA_TARGET=target,
        PULKA_VERSION=version,
        PULKA_ICONS=str(icons),
    )
    if target == "pulka":
        env["PULKA_DB_TEMPLATE"] = str(make_database_template(out))
    env.pop("QT_QPA_PLATFORM", None)
    dist, work = out / "dist", out / "work" / target
    started = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            str(HERE / "pulka.spec"),
            "--noconfirm",
            "--log-level=WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
        ],
        check=True,
        env=env,
        cwd=ROOT,
    )
    name = "pulka" if target == "pulka" else "bare-window"
    bundle = dist / name
    if sys.platform == "darwin" and target == "pulka":
        bundle = dist / "Pulka.app"
    log(f"{target}: {bundle} in {time.perf_counter() - started:.1f} s, {folder_size(bundle)} bytes")
    return bundle


def folder_size(path: Path) -> int:
    """Total size of the regular files under ``path`` (symlinks not followed)."""
    total = 0
    for item in path.rglob("*"):
        if item.is_file() and not item.is_symlink():
            total += item.stat().st_size
    return total


def executable(bundle: Path) -> Path:
    """The frozen executable inside a bundle folder."""
    if bundle.suffix == ".app":
        return bundle / "Contents" / "MacOS" / "pulka"
    name = bundle.name + (".exe" if sys.platform == "win32" else "")
    return bundle / name


# -- Linux -----------------------------------------------------------------------------------


def deb_architecture() -> str:
    try:
        result = subprocess.run(
            ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
        )
        return result.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def glibc_version() -> str:
    name, version = platform.libc_ver()
    return version if name == "glibc" and version else "2.31"


def make_tarball(bundle: Path, out: Path, version: str, icons: Path) -> Path:
    """``pulka-<v>-linux-<arch>.tar.gz``: run ``./pulka`` in place, or add a menu entry."""
    stem = f"pulka-{version}-linux-{platform.machine()}"
    archive = out / f"{stem}.tar.gz"

    def rooted(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=stem, filter=rooted)
        tar.add(HERE / "linux" / "pulka.desktop", arcname=f"{stem}/pulka.desktop", filter=rooted)
        tar.add(icons / "pulka.png", arcname=f"{stem}/pulka.png", filter=rooted)
        tar.add(HERE / "linux" / "install.sh", arcname=f"{stem}/install.sh", filter=rooted)
    log(f"tar.gz: {archive} ({archive.stat().st_size} bytes)")
    return archive


def make_deb(bundle: Path, out: Path, version: str, icons: Path, compression: str) -> Path:
    """``pulka_<v>_<arch>.deb``: the bundle in /opt/pulka, ``pulka`` on PATH, menu entry."""
    arch = deb_architecture()
    root = out / "deb-root"
    if root.exists():
        shutil.rmtree(root)
    opt = root / "opt" / "pulka"
    shutil.copytree(bundle, opt, symlinks=True)
    bin_dir = root / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    # Relative, so the package also runs when unpacked elsewhere (dpkg-deb -x into a folder).
    (bin_dir / "pulka").symlink_to("../../opt/pulka/pulka")
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / "pulka.desktop", apps / "pulka.desktop")
    for size in ICON_SIZES:
        folder = root / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy2(icons / f"pulka-{size}.png", folder / "pulka.png")
    scalable = root / "usr" / "share" / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(HERE / "icons" / "pulka.svg", scalable / "pulka.svg")
    doc = root / "usr" / "share" / "doc" / "pulka"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Pulka — Preferans scorekeeper.\nLicense: MIT\n"
        "The bundled Qt libraries are used under the LGPL-3.0; PySide6 under the LGPL-3.0.\n",
        encoding="utf-8",
    )
    installed_kb = (folder_size(root) + 1023) // 1024
    control = (HERE / "linux" / "control.in").read_text(encoding="utf-8")
    control = control.format(
        version=version, arch=arch, installed_size=installed_kb, glibc=glibc_version()
    )
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    package = out / f"pulka_{version}_{arch}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(package)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    shutil.rmtree(root)
    log(f"deb: {package} ({package.stat().st_size} bytes)")
    return package


# -- Windows and macOS -----------------------------------------------------------------------


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base:
            candidate = Path(base) / "Inno Setup 6" / "ISCC.exe"
            if candidate.exists():
                return str(candidate)
    return None


def iscc_arguments(
    bundle: Path, out: Path, version: str, icon: Path, windows_path: Callable[[Path], str] = str
) -> list[str]:
    """ISCC's arguments for ``windows/pulka.iss``; ``windows_path`` turns a path into the form
    the compiler reads (the tests run ISCC under wine, where ``/x`` is ``Z:\\x``)."""
    return [
        "/Q",
        f"/DAppVersion={version}",
        f"/DSourceDir={windows_path(bundle)}",
        f"/DOutputDir={windows_path(out)}",
        f"/DIconFile={windows_path(icon)}",
        windows_path(HERE / "windows" / "pulka.iss"),
    ]


def setup_name(version: str) -> str:
    return f"pulka-{version}-windows-setup.exe"


def make_windows_setup(bundle: Path, out: Path, version: str, icons: Path) -> Path:
    iscc = find_iscc()
    if iscc is None:
        raise SystemExit("package: Inno Setup's ISCC.exe not found (choco install innosetup)")
    subprocess.run([iscc, *iscc_arguments(bundle, out, version, icons / "pulka.ico")], check=True)
    setup = out / setup_name(version)
    log(f"setup: {setup}")
    return setup


def make_dmg(app_bundle: Path, out: Path, version: str) -> Path:
    staging = out / "dmg"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    shutil.copytree(app_bundle, staging / "Pulka.app", symlinks=True)
    (staging / "Applications").symlink_to("/Applications")
    image = out / f"Pulka-{version}-macos-{platform.machine()}.dmg"
    image.unlink(missing_ok=True)
    subprocess.run(
        [
            "hdiutil",
            "create",
            "-volname",
            f"Pulka {version}",
            "-srcfolder",
            str(staging),
            "-ov",
            "-format",
            "UDZO",
            str(image),
        ],
        check=True,
    )
    shutil.rmtree(staging)
    log(f"dmg: {image}")
    return image


# -- main ------------------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "out", help="output folder")
    parser.add_argument(
        "--target", choices=("pulka", "bare"), default="pulka", help="what to freeze"
    )
    parser.add_argument(
        "--bundle-only", action="store_true", help="freeze only, do not build installers"
    )
    parser.add_argument(
        "--deb-compression",
        default="xz",
        choices=("xz", "gzip", "zstd", "none"),
        help="dpkg-deb compression (xz is smallest, gzip fastest)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    version = project_version()
    if args.target == "pulka":
        compile_translations()
    icons = make_icons(out)
    bundle = freeze(out, args.target, version, icons)
    if args.target != "pulka" or args.bundle_only:
        return 0
    if sys.platform.startswith("linux"):
        make_tarball(bundle, out, version, icons)
        make_deb(bundle, out, version, icons, args.deb_compression)
    elif sys.platform == "win32":
        make_windows_setup(bundle, out, version, icons)
    elif sys.platform == "darwin":
        make_dmg(bundle, out, version)
    return 0


if __name__ == "__main__":
    sys.exit(main())
