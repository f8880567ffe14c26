import os

# Must run before any QApplication exists: dev machines and CI have no display,
# and without this pytest aborts.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the real user folders (settings, the profile index, data
# updates): a test that does not ask for user_home still gets a throwaway home.
if "LISTBUILDER_HOME" not in os.environ:
    import tempfile

    os.environ["LISTBUILDER_HOME"] = tempfile.mkdtemp(prefix="listbuilder-tests-")

# Tests speak English whatever the machine's locale (the app and the command
# line follow it): a test of another language asks for it (--lang, LANG=...).
os.environ.pop("LC_ALL", None)
os.environ.pop("LC_MESSAGES", None)
os.environ.pop("LANGUAGE", None)
os.environ["LANG"] = "C.UTF-8"

from pathlib import Path

import pytest

from listbuilder.core import Catalog, Ruleset
from listbuilder.data.profiles.load import load_catalog
from listbuilder.data.rulesets import load_ruleset
from listbuilder.paths import bundled_profiles_dir

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    """The bundled official profiles, loaded once per test run."""
    return load_catalog(bundled_profiles_dir(), source="bundled data")


@pytest.fixture(scope="session")
def n5() -> Ruleset:
    return load_ruleset("n5")


@pytest.fixture(scope="session")
def n2() -> Ruleset:
    return load_ruleset("n2")


@pytest.fixture
def fusiliers(catalog):
    """PanOceania's Fusiliers unit (tests.helpers.fusilier makes an entry)."""
    return catalog.army(101).unit(1)


@pytest.fixture
def user_home(tmp_path, monkeypatch):
    """Redirect every user folder (settings, saved lists) to a temporary folder."""
    monkeypatch.setenv("LISTBUILDER_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def lists(tmp_path):
    """A legal and an illegal saved list (``tests.hostile``): (legal, illegal)."""
    from listbuilder.data.lists import save_army
    from tests.hostile import ILLEGAL, LEGAL

    legal, illegal = tmp_path / "legal.lbl.json", tmp_path / "illegal.lbl.json"
    save_army(LEGAL, legal)
    save_army(ILLEGAL, illegal)
    return legal, illegal


@pytest.fixture
def army_api():
    """A local server in the official army API's layout (see tests/army_api.py)."""
    from tests.army_api import ArmyAPI

    api = ArmyAPI().start()
    yield api
    api.stop()


@pytest.fixture(autouse=True)
def _no_blocking_dialogs(monkeypatch):
    """A modal dialog a test did not expect answers at once, never hangs the run.

    A test that expects one patches it itself (its patch wins, being set later).
    Without this, a failing GUI test could leave a list modified and the window's
    close at teardown would wait forever on "Save changes?" (a timeout cannot
    interrupt Qt's modal loop).
    """
    from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

    button = QMessageBox.StandardButton
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: button.Discard)
    for name in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, **k: button.Ok)
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: button.Cancel)
    monkeypatch.setattr(QMenu, "exec", lambda self, *a, **k: None)
