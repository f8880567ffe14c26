"""The app imports its rules core and data layer before PySide6 (issue 28).

PySide6's import hook reads the source of every module imported after it; the
app's start pays that for no module of its own outside ``gui``.
"""

from __future__ import annotations

import os

from tests.helpers import run_python

SCRIPT = """
import sys
import listbuilder.cli
from listbuilder.gui.app import application, create_main_window
app = application()
window = create_main_window()
window.show()
app.processEvents()
assert window.catalog_panel.model.rowCount() > 50
names = list(sys.modules)
after = names[names.index("PySide6"):]
late = [n for n in after if n.startswith(("listbuilder.", "pydantic"))
        and not n.startswith("listbuilder.gui")]
print("\\n".join(late))
"""


def test_no_core_data_or_pydantic_module_is_imported_after_pyside6(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env["LISTBUILDER_HOME"] = str(tmp_path / "home")
    env.pop("LISTBUILDER_PROFILES_DIR", None)
    done = run_python(SCRIPT, env)
    assert done.returncode == 0, done.stderr
    late = done.stdout.split()
    assert late == [], (
        f"imported after PySide6 (add their importer to "
        f"listbuilder.gui.BEFORE_QT): {late}"
    )


def test_the_check_sees_a_module_imported_after_pyside6(tmp_path):
    """The check above can fail: a core module imported after PySide6 is named."""
    script = SCRIPT.replace(
        "import listbuilder.cli\n",
        "import PySide6\nimport listbuilder.core.dice.sums\nimport listbuilder.cli\n",
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env["LISTBUILDER_HOME"] = str(tmp_path / "home")
    done = run_python(script, env)
    assert done.returncode == 0, done.stderr
    assert "listbuilder.core.dice.sums" in done.stdout.split()
