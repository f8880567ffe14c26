"""The app in Korean and Japanese: catalogs complete and current, the switch.

Extraction is checked by running ``pyside6-lupdate`` into a temporary file and
comparing its messages with the committed ``.ts`` sources; every Korean and
Japanese message is finished and keeps its placeholders; the committed
``.qm`` files are what ``pyside6-lrelease`` makes of the sources; a visible
string literal passed to a widget without ``tr()`` fails an AST check; and a
window switched to each language shows its menus, summary bar and violations
in it.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from listbuilder.core import ArmyList
from listbuilder.core.lists import edits
from listbuilder.data.i18n import LANGUAGES
from listbuilder.data.settings import Settings, load_settings
from listbuilder.gui.dialogs.preferences_dialog import PreferencesDialog
from listbuilder.gui.i18n import install_language, qm_dir, translate
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "listbuilder" / "gui"
I18N = ROOT / "resources" / "i18n"
BIN = Path(sys.executable).parent
PANO = 101


def _tool(name: str) -> str:
    found = BIN / name
    return str(found) if found.exists() else (shutil.which(name) or name)


def _sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in GUI.rglob("*.py"))


@dataclass(frozen=True, slots=True)
class Message:
    context: str
    source: str
    numerus: bool
    forms: tuple[str, ...]
    unfinished: bool


def read_ts(path: Path) -> dict[tuple[str, str], Message]:
    messages = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None, (name, source)
            forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            numerus = message.get("numerus") == "yes"
            messages[(name, source)] = Message(
                name,
                source,
                numerus,
                forms if numerus else (translation.text or "",),
                translation.get("type") in ("unfinished", "vanished", "obsolete"),
            )
    return messages


#: How the committed sources are made (see README): no line numbers to churn.
LUPDATE = ("-locations", "none", "-no-obsolete")


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> dict[tuple[str, str], Message]:
    """What ``pyside6-lupdate`` finds in ``listbuilder/gui`` now."""
    target = tmp_path_factory.mktemp("lupdate") / "extracted.ts"
    subprocess.run(
        [_tool("pyside6-lupdate"), *_sources(), "-ts", str(target), *LUPDATE],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return read_ts(target)


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_catalog_holds_exactly_the_extracted_strings(extracted, lang):
    committed = read_ts(I18N / f"listbuilder_{lang}.ts")
    missing = sorted(set(extracted) - set(committed))
    stale = sorted(set(committed) - set(extracted))
    assert not missing, f"run pyside6-lupdate (see README): new strings {missing}"
    assert not stale, f"strings no longer in the code: {stale}"
    for key, message in extracted.items():
        assert committed[key].numerus == message.numerus, key


def test_english_catalog_holds_every_plural(extracted):
    committed = read_ts(I18N / "listbuilder_en.ts")
    plurals = {k for k, m in extracted.items() if m.numerus}
    assert set(committed) == plurals
    for key in plurals:
        singular, plural = committed[key].forms
        assert "%n" in singular, key
        assert "%n" in plural, key


#: Placeholders a translation must keep: ``{name}``, ``%n``, ``%1``.
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%\d")
TAG = re.compile(r"</?[a-z0-9]+[^>]*>")


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_every_message_is_finished_and_keeps_its_placeholders(lang):
    messages = read_ts(I18N / f"listbuilder_{lang}.ts")
    assert len(messages) > 300
    for key, message in messages.items():
        assert not message.unfinished, key
        assert len(message.forms) == 1, key  # Korean and Japanese: one form
        for form in message.forms:
            assert form.strip(), key
            wanted = sorted(PLACEHOLDER.findall(message.source))
            assert sorted(PLACEHOLDER.findall(form)) == wanted, (key, form)
            assert sorted(TAG.findall(form)) == sorted(TAG.findall(message.source))
            if re.search(r"&\w", message.source):  # a mnemonic: keep one
                assert re.search(r"&\w", form), (key, form)


@pytest.mark.parametrize("lang", ["en", "ko", "ja"])
def test_compiled_catalogs_match_their_sources(tmp_path, lang):
    compiled = tmp_path / f"listbuilder_{lang}.qm"
    subprocess.run(
        [
            _tool("pyside6-lrelease"),
            str(I18N / f"listbuilder_{lang}.ts"),
            "-qm",
            str(compiled),
        ],
        check=True,
        capture_output=True,
    )
    shipped = qm_dir() / f"listbuilder_{lang}.qm"
    assert shipped.read_bytes() == compiled.read_bytes(), "run pyside6-lrelease"


# -- visible strings go through tr() ----------------------------------------------

#: Calls whose string arguments a person sees.
SINKS = frozenset(
    [
        "setText",
        "setToolTip",
        "setStatusTip",
        "setWindowTitle",
        "setPlaceholderText",
        "setWhatsThis",
        "addMenu",
        "addAction",
        "setTitle",
        "setLabelText",
        "setInformativeText",
        "setDetailedText",
        "QLabel",
        "QPushButton",
        "QAction",
        "QCheckBox",
        "QRadioButton",
        "QGroupBox",
        "QMenu",
        "QToolButton",
        "addTab",
        "setTabText",
        "setTabToolTip",
        "addButton",
        "showMessage",
        "setHorizontalHeaderLabels",
        "setHeaderLabels",
        "addItem",
        "addItems",
        "insertItem",
        "setItemText",
        "addRow",
        "critical",
        "warning",
        "information",
        "question",
        "about",
        "getOpenFileName",
        "getSaveFileName",
        "getExistingDirectory",
        "getText",
        "getItem",
        "QDockWidget",
        "addToolBar",
        "setPrefix",
        "setSuffix",
        "setSpecialValueText",
        "setButtonText",
        "QMessageBox",
        "TrooperPicker",
    ]
)
#: The game's own abbreviations, printed as the data prints them.
GAME_TERMS = re.compile(r"\b(?:CC|BS|PH|WIP|ARM|BTS|STR|MOV|SWC|AVA|ISC|ARO)\b")
WORDS = re.compile(r"[A-Za-z]{2,}")
#: A placeholder's text: an army code example, not words.
ALLOWED = {"gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA"}


def _visible(node: ast.expr) -> bool:
    """Whether ``node`` holds words outside markup, placeholders and game terms."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        if node.value in ALLOWED:
            return False
        text = TAG.sub("", node.value).replace("&nbsp;", " ")
        text = re.sub(r"style='[^']*'", "", text)
        return bool(WORDS.search(GAME_TERMS.sub("", text)))
    if isinstance(node, ast.JoinedStr):  # its text with the fields left out
        parts = [v.value if isinstance(v, ast.Constant) else "{}" for v in node.values]
        return _visible(ast.Constant("".join(map(str, parts))))
    if isinstance(node, ast.BinOp):
        return _visible(node.left) or _visible(node.right)
    if isinstance(node, ast.IfExp):
        return _visible(node.body) or _visible(node.orelse)
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_visible(e) for e in node.elts)
    return False


def _name(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)


def _gui_trees() -> list[tuple[Path, ast.Module]]:
    return [(p, ast.parse(p.read_text(encoding="utf-8"))) for p in GUI.rglob("*.py")]


def test_no_visible_string_literal_bypasses_tr():
    found = []
    for path, tree in _gui_trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node) in SINKS:
                args = [*node.args, *(k.value for k in node.keywords)]
                found += [
                    f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(a)[:60]}"
                    for a in args
                    if _visible(a)
                ]
    assert not found, "wrap in self.tr()/translate():\n" + "\n".join(found)


def test_tr_is_given_literals_only():
    # lupdate reads literal text only: an f-string or a "+" is never extracted.
    # translate() may also look up a constant marked with QT_TRANSLATE_NOOP.
    bad = []
    for path, tree in _gui_trees():
        for node in ast.walk(tree):
            name = _name(node) if isinstance(node, ast.Call) else None
            if name not in ("tr", "translate", "QT_TRANSLATE_NOOP"):
                continue
            assert isinstance(node, ast.Call)
            text = node.args[0] if name == "tr" else node.args[1]
            literal = isinstance(text, ast.Constant) and isinstance(text.value, str)
            looked_up = name == "translate" and not isinstance(
                text, (ast.JoinedStr, ast.BinOp, ast.Constant)
            )
            if not (literal or looked_up):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bad


def test_classes_using_self_tr_are_not_subclassed():
    # PySide finds a plural's translation under the class of the object, not
    # of the method: a subclass would miss its parent's plural forms.
    users, bases = set(), set()
    for _path, tree in _gui_trees():
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            bases |= {b.id for b in cls.bases if isinstance(b, ast.Name)}
            if any(
                isinstance(n, ast.Call)
                and isinstance(n.func, ast.Attribute)
                and n.func.attr == "tr"
                and isinstance(n.func.value, ast.Name)
                and n.func.value.id == "self"
                for n in ast.walk(cls)
            ):
                users.add(cls.name)
    assert users
    assert not users & bases


# -- the switch -----------------------------------------------------------------


@pytest.fixture
def restore_english(qapp):
    yield
    install_language("en", qapp)


@pytest.fixture
def window(qtbot, catalog, n5, n2, user_home, restore_english, monkeypatch):
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard
    )
    win = MainWindow(
        catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=PANO, name="Test")
    )
    qtbot.addWidget(win)
    return win


def _menus(win: MainWindow) -> list[str]:
    return [a.text() for a in win.menuBar().actions()]


MENUS = {
    "en": ["&File", "&Edit", "&View", "&Help"],
    "ko": ["파일(&F)", "편집(&E)", "보기(&V)", "도움말(&H)"],
    "ja": ["ファイル(&F)", "編集(&E)", "表示(&V)", "ヘルプ(&H)"],
}
LEGALITY = {"en": "Legality:", "ko": "적합 여부:", "ja": "適正チェック:"}
HANGUL = re.compile(r"[\uac00-\ud7a3]")
KANA = re.compile(r"[\u3040-\u30ff]")
SCRIPT = {"ko": HANGUL, "ja": KANA}


def _core_catalog_built(lang: str) -> bool:
    from listbuilder.data.i18n import catalog_dir

    return (catalog_dir() / lang / "LC_MESSAGES" / "listbuilder.mo").exists()


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_switching_language_keeps_the_list_and_its_undo_history(window, lang):
    uid = window.add_option(1, 1, 10)  # a Fusilier Lieutenant
    window.document.apply(edits.duplicate_troopers, [uid])
    undo_steps = window.document.undo_stack.count()
    selected = window.selected_uids()
    english_violation = window.violation_panel.model.index(0, 0).data()

    assert window.set_language(lang) == lang

    assert _menus(window) == MENUS[lang]
    assert LEGALITY[lang] in window.violation_panel.title_label.text()
    assert window.document.undo_stack.count() == undo_steps
    assert window.selected_uids() == selected
    assert window.roster_panel.model.rowCount() > 0
    assert window.undo_action.isEnabled()
    if _core_catalog_built(lang):  # the core's texts (issue 15, part 1)
        assert SCRIPT[lang].search(window.summary_bar.points_label.text())
        violation = window.violation_panel.model.index(0, 0).data()
        assert violation != english_violation
        assert SCRIPT[lang].search(violation)

    window.set_language("en")
    assert _menus(window) == MENUS["en"]
    assert window.violation_panel.model.index(0, 0).data() == english_violation
    assert window.document.undo_stack.count() == undo_steps


#: Undo and Redo of removing a Fusilier, Qt's words around ours.
UNDO_REDO_REMOVE = {
    "en": ("Undo Remove Fusiliers", "Redo Remove Fusiliers"),
    "ko": ("Fusiliers 제거 실행 취소", "Fusiliers 제거 다시 실행"),
    # qtbase's "%1 をやり直す" printed "Fusiliersの削除 をやり直す"
    "ja": ("Fusiliersの削除を元に戻す", "Fusiliersの削除をやり直す"),
}


@pytest.mark.parametrize("lang", ["en", "ko", "ja"])
def test_undo_and_redo_texts_read_as_one_phrase(qtbot, window, lang):
    window.set_language(lang)
    uid = window.add_option(1, 1, 1)  # a Fusilier
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.roster_panel.select_uids([uid])
    tree = window.roster_panel.tree_view
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Delete)
    assert not window.document.army_list.groups[0].troopers
    undo, redo = UNDO_REDO_REMOVE[lang]
    assert window.undo_action.text() == undo
    qtbot.keyClick(tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.redo_action.text() == redo


def test_texts_translated_outside_qobjects_follow_the_switch(qapp, restore_english):
    # ``translate`` keeps the texts it gave: a switch must forget them
    install_language("en", qapp)
    assert translate("ArmyDocument", "Change option") == "Change option"
    install_language("ko", qapp)
    assert translate("ArmyDocument", "Change option") == "옵션 변경"
    install_language("en", qapp)
    assert translate("ArmyDocument", "Change option") == "Change option"


def test_switching_back_and_forth_leaves_nothing_behind(qapp, window):
    from PySide6.QtCore import QEvent

    def settled() -> int:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return len(window.children())

    window.set_language("ko")
    before = settled()
    window.set_language("ja")
    window.set_language("ko")
    assert settled() == before


def test_plural_forms_follow_the_count(window, catalog):
    window.set_language("en")
    assert "<span style='color:#b00020'>1 problem</span>" in (
        window.violation_panel.title_label.text()  # the empty list: no Lieutenant
    )
    swiss_guard = catalog.army(PANO).unit(9)
    group, option = swiss_guard.purchasable()[0]
    for _ in range(swiss_guard.ava + 1):  # one over its AVA: a second problem
        window.add_option(9, group, option.id)
    count = window.violation_panel.model.rowCount()
    assert count >= 2
    assert f">{count} problems<" in window.violation_panel.title_label.text()


def test_qt_dialogs_speak_the_language(window):
    window.set_language("ko")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "취소"
    window.set_language("ja")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"


def test_preferences_pick_the_language_and_remember_it(window, monkeypatch):
    def pick_japanese(dialog: PreferencesDialog) -> int:
        names = [
            dialog.language_combo.itemText(i)
            for i in range(dialog.language_combo.count())
        ]
        assert names[1:] == list(LANGUAGES.values())  # each named in itself
        dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("ja"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PreferencesDialog, "exec", pick_japanese)
    window.preferences_action.trigger()

    assert window.settings.language == "ja"
    assert load_settings(user_dirs()).language == "ja"
    assert _menus(window) == MENUS["ja"]
    assert window.preferences_action.text() == "環境設定(&P)…"


def test_switching_language_keeps_the_docks_width(qtbot, window):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    before = window.profile_dock.width()
    assert 150 < before < 640  # the dock as the window first lays it out

    window.set_language("ja")  # its hint has no spaces to wrap at
    qtbot.wait(400)  # the rebuilt window lays itself out, the docks are let go

    assert abs(window.profile_dock.width() - before) <= 2
    wider = before + 60
    window.resizeDocks([window.profile_dock], [wider], Qt.Orientation.Horizontal)
    qtbot.wait(20)
    assert abs(window.profile_dock.width() - wider) <= 2  # the player may resize it


def _dice_scrolls_sideways(window) -> bool:
    from PySide6.QtWidgets import QDockWidget, QScrollArea

    dock = window.findChild(QDockWidget, "dice_dock")
    assert dock is not None
    assert dock.isVisible()
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    return scroll.horizontalScrollBar().maximum() > 0


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_the_dice_calculator_fits_its_dock_at_1280x800(qtbot, window, lang):
    """Issue 23: cover, modifier and the ARO burst were one row too wide."""
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_language(lang)
    qtbot.wait(400)
    window.dice_action.trigger()
    qtbot.wait(200)
    assert not _dice_scrolls_sideways(window)
    window.set_language("en")
    qtbot.wait(400)
    if not window.dice_action.isChecked():
        window.dice_action.trigger()
        qtbot.wait(200)
    assert not _dice_scrolls_sideways(window)
