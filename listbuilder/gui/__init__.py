"""The desktop app: the only package that imports PySide6.

Importing the package first loads the rules core and data layer the app starts
with, before any module imports PySide6: PySide6's import hook reads the source
of every module imported after it (to look for the word "PySide6"), which made
the app's start about 70 ms slower (issue 28). ``tests/gui/test_import_order.py``
checks that no core, data or export module the app starts with, and no pydantic
module, is imported after PySide6. The package also builds the one schema every
start needs (the ruleset files are validated), so that pydantic's first build
and the modules it imports then come before PySide6 too.

A later launch that only hands its file to the running app does not import
this package (``listbuilder.instance``), except on Windows, where it pays for
these modules before it exits.
"""

from __future__ import annotations

import importlib

from listbuilder.core.catalog.ruleset import Ruleset

#: The modules the app starts with that import no Qt, imported before PySide6.
#: Each pulls in what it uses; the test names any module missing here.
BEFORE_QT = (
    "listbuilder.data.store",
    "listbuilder.data.settings",
    "listbuilder.data.lists",
    "listbuilder.data.autosave",
    "listbuilder.data.rulesets",
    "listbuilder.core.state",
    "listbuilder.core.library",
    "listbuilder.core.lists.edits",
    "listbuilder.core.armycode.bind",
    "listbuilder.core.roster.opponent",
    "listbuilder.core.its.specialists",
    "listbuilder.core.rules.fireteams",
    "listbuilder.core.rules.notes",
    "listbuilder.export.text",
    "listbuilder.instance",
)

for _name in BEFORE_QT:
    importlib.import_module(_name)

# Every start validates the ruleset files (``data/rulesets.py``), and the first
# schema pydantic builds imports its plugin lookup: ``importlib.metadata`` and
# some 30 standard modules. The core builds no schema at import; building the
# ruleset's here, before PySide6, keeps those imports out of its hook.
Ruleset.model_rebuild()
