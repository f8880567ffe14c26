"""The layering rule is checked, not hoped: Qt only in listbuilder.gui."""

import ast
import re
import subprocess
import sys
from pathlib import Path

from tests.helpers import run_python

PACKAGE = Path(__file__).resolve().parent.parent / "listbuilder"


def test_pure_layers_import_no_qt():
    code = (
        "import sys, listbuilder.core, listbuilder.data, listbuilder.export, "
        "listbuilder.paths, listbuilder.atomic_files, listbuilder.cli\n"
        "import listbuilder.data.profiles.load, listbuilder.data.lists, "
        "listbuilder.data.rulesets, listbuilder.data.settings\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'PySide6', 'shiboken6'})\n"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = run_python(code)
    assert result.returncode == 0, result.stdout + result.stderr


def _imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_no_module_outside_gui_imports_qt_even_lazily():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE)
        if rel.parts[0] == "gui":
            continue
        if _imported_roots(path) & {"PySide6", "shiboken6"}:
            offenders.append(str(rel))
    assert offenders == []


def test_core_imports_only_stdlib_and_pydantic():
    allowed = {"pydantic", "typing_extensions", "listbuilder"}
    offenders = {}
    for path in (PACKAGE / "core").rglob("*.py"):
        third_party = {
            r
            for r in _imported_roots(path)
            if r not in sys.stdlib_module_names and r not in allowed
        }
        if third_party:
            offenders[path.name] = third_party
    assert offenders == {}


def test_import_linter_contracts_hold():
    root = PACKAGE.parent
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run(
        [str(lint)], cwd=root, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]


#: The longest a module of the package may be (lines), so each stays readable
#: (issue 24).
MAX_MODULE_LINES = 400


def test_no_module_is_over_400_lines():
    lines = {
        str(p.relative_to(PACKAGE)): len(p.read_text(encoding="utf-8").splitlines())
        for p in PACKAGE.rglob("*.py")
    }
    assert len(lines) > 100  # it reads the package
    assert max(lines.values()) > 300
    long = {name: n for name, n in lines.items() if n > MAX_MODULE_LINES}
    assert not long, f"modules over {MAX_MODULE_LINES} lines: {long}"


def _summary_problem(path: Path) -> str | None:
    """What is wrong with the first line of ``path``'s module docstring, if anything."""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
    if not doc or not doc.strip():
        return "no module docstring"
    first = doc.splitlines()[0].strip()
    if not first.endswith("."):
        return f"first line does not end with a period: {first!r}"
    # a full stop, question or exclamation mark then a capital: a second sentence
    if re.search(r"[.!?]\s+[A-Z]", first[:-1]):
        return f"first line is more than one sentence: {first!r}"
    return None


def test_every_module_says_its_one_job_in_one_sentence():
    # Issue 24: each module's first docstring line says its one job (STYLE.md K:
    # a one-sentence summary ending in a full stop).
    problems = {
        str(path.relative_to(PACKAGE)): problem
        for path in sorted(PACKAGE.rglob("*.py"))
        if (problem := _summary_problem(path)) is not None
    }
    assert len(list(PACKAGE.rglob("*.py"))) > 100  # it reads the package
    assert problems == {}


def test_the_main_window_is_layout_and_wiring():
    """Issue 11: 400 lines or less; workflows live in the feature packages."""
    window = PACKAGE / "gui" / "main_window.py"
    assert len(window.read_text(encoding="utf-8").splitlines()) <= 400
    for feature in ("editor", "files", "library", "dice"):
        assert (PACKAGE / "gui" / feature / "__init__.py").is_file()


#: The private names of argparse the command line still uses, and why: argparse
#: looks its own texts (usage, errors) up with its module's ``_``, which is the
#: only way to translate them; and wrapping Korean and Japanese help needs the
#: formatter's line splitter, which no public method replaces.
ARGPARSE_HOOKS = {"argparse._", "self._split_lines"}


def test_the_command_line_reads_no_private_argparse_attribute():
    # Issue 11: no argparse private attributes (a parser's ``_actions``,
    # ``argparse._SubParsersAction``): the parsers are built from public calls.
    files = [PACKAGE / "cli.py", *sorted((PACKAGE / "commands").glob("*.py"))]
    used = {
        f"{path.name}: {ast.unparse(node)}"
        for path in files
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute)
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
        and ast.unparse(node) not in ARGPARSE_HOOKS
    }
    assert not used


#: Names a controller may hold the main window by.
_WINDOW_NAMES = {"window", "_window"}


def _is_window(node: ast.expr) -> bool:
    """``window``, ``self.window`` or ``self._window``."""
    if isinstance(node, ast.Name):
        return node.id in _WINDOW_NAMES
    return (
        isinstance(node, ast.Attribute)
        and node.attr in _WINDOW_NAMES
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    )


def test_no_module_of_gui_reaches_into_the_windows_privates():
    offenders = []
    for path in (PACKAGE / "gui").rglob("*.py"):
        if path.name == "main_window.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and _is_window(node.value)
            ):
                rel = path.relative_to(PACKAGE)
                offenders.append(f"{rel}:{node.lineno}: window.{node.attr}")
    assert offenders == []


def test_the_gui_never_imports_the_cli():
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in (PACKAGE / "gui").rglob("*.py")
        if any(
            name == "listbuilder.commands" or name.startswith("listbuilder.commands.")
            for name in _imported_modules(path)
        )
    ]
    assert offenders == []


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def _cycles(graph) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    imported = graph.find_modules_directly_imported_by(child)
                    work.append((child, iter(sorted(imported))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return found


#: Cycles made only of imports for type checking, and why each is kept: an
#: action table's callbacks are typed by the widget they act on, which builds
#: its actions from that table.
TYPE_ONLY_CYCLES = [
    ["listbuilder.gui.library.panel", "listbuilder.gui.library.panel_actions"],
    ["listbuilder.gui.main_window", "listbuilder.gui.menus"],
]


def test_no_import_cycle_between_modules():
    """Issue 24: the import graph has no cycle at run time."""
    import grimp

    graph = grimp.build_graph(
        "listbuilder", cache_dir=None, exclude_type_checking_imports=True
    )
    assert len(graph.modules) > 150  # it reads the package
    assert _cycles(graph) == []


def test_type_only_cycles_are_the_known_action_tables():
    import grimp

    graph = grimp.build_graph("listbuilder", cache_dir=None)
    assert _cycles(graph) == TYPE_ONLY_CYCLES


def test_the_cycle_finder_finds_a_cycle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}

    class Graph:
        modules = frozenset(edges)

        def find_modules_directly_imported_by(self, module):
            return edges.get(module, set())

    assert _cycles(Graph()) == [["a", "b", "c"]]


#: Private names that may be imported: gettext's ``_`` and the version string.
PUBLIC_UNDERSCORE = {"_", "__version__"}


def test_no_module_imports_a_private_name_of_another():
    """Issue 24: modules share public names only (no reach-ins)."""
    reaches = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "listbuilder"
            ):
                reaches += [
                    f"{path.relative_to(PACKAGE)}: {node.module}.{alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_")
                    and alias.name not in PUBLIC_UNDERSCORE
                ]
    assert reaches == []
