r"""Actions declared as data: what each does, when it is enabled and checked.

An :class:`ActionSpec` is declared as a class attribute of the window's action
mixin (``listbuilder.gui.menus.WindowActions``): its text, shortcut, icon and
tip, the callable it runs (``callback``, or ``on_toggled`` with the checked
state for a toggle), and rules for when it is enabled (``enablement``, over a
:class:`WindowContext`) and checked (``checked``, over the window), as
app-model's ``Action`` has ``callback``, ``enablement`` and ``toggled``. Read on
a window, the attribute is that window's ``QAction`` (``window.save_action``),
typed. :class:`ActionRegistry` builds the ``QAction``\\s and re-evaluates the
rules in one place; :func:`install_menus` lays out the menus and the toolbar.

Imports Qt and the icons only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, Generic, Protocol, TypeVar, overload

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu

from listbuilder.core.frozen import record
from listbuilder.gui.i18n import translate
from listbuilder.gui.icons import icon

#: A keyboard shortcut: a standard key or a portable string (``"Ctrl+E"``).
Shortcut = QKeySequence.StandardKey | str | None

#: The window an action's callables receive.
W = TypeVar("W")


@record(slots=True)
class WindowContext:
    """What enablement depends on, read from the window after each change.

    Attributes
    ----------
    has_selection : bool
        Some trooper is selected in the list.
    selection_in_fireteam : bool
        A selected trooper is in a declared fireteam.
    allows_reinforcements : bool
        The ruleset has reinforcements and the army a reinforcement list.
    """

    has_selection: bool = False
    selection_in_fireteam: bool = False
    allows_reinforcements: bool = False


class _HasRegistry(Protocol):
    @property
    def registry(self) -> ActionRegistry[Any]: ...


class RegisteredAction:
    """A class attribute that reads as the window's ``QAction`` of that name.

    The undo stack's Undo and Redo are declared this way; :class:`ActionSpec`
    adds what the registry builds an action from.
    """

    __slots__ = ("key",)

    def __init__(self) -> None:
        self.key = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = name

    @overload
    def __get__(self, instance: None, owner: type) -> RegisteredAction: ...

    @overload
    def __get__(self, instance: _HasRegistry, owner: type) -> QAction: ...

    def __get__(
        self, instance: _HasRegistry | None, owner: type
    ) -> RegisteredAction | QAction:
        if instance is None:
            return self
        return instance.registry[self.key]


class ActionSpec(RegisteredAction, Generic[W]):
    """One action of a window, declared as a class attribute of it.

    Parameters
    ----------
    text : str
        Menu text with its ``&`` mnemonic, in English: marked with
        ``QT_TRANSLATE_NOOP("Actions", ...)`` and translated when built.
    callback : callable, optional
        What triggering runs, given the window (a plain action).
    shortcut : Shortcut
        Keyboard shortcut, if any.
    icon : str, optional
        Icon name in ``resources/icons``.
    tip : str
        Status-bar tip (marked and translated like ``text``).
    enablement : callable, optional
        Predicate over :class:`WindowContext`; None means always enabled.
    on_toggled : callable, optional
        What toggling runs, given the window and the new checked state (a
        checkable action; ``checked`` is then required).
    checked : callable, optional
        Whether the action shows checked, read from the window.
    role : QAction.MenuRole, optional
        Where macOS puts it (Preferences goes to the application menu); the
        text heuristic cannot be used once the text is translated.
    """

    __slots__ = (
        "callback",
        "checked",
        "enablement",
        "icon",
        "on_toggled",
        "role",
        "shortcut",
        "text",
        "tip",
    )

    def __init__(
        self,
        text: str,
        callback: Callable[[W], object] | None = None,
        shortcut: Shortcut = None,
        icon: str | None = None,
        *,
        tip: str = "",
        enablement: Callable[[WindowContext], bool] | None = None,
        on_toggled: Callable[[W, bool], object] | None = None,
        checked: Callable[[W], bool] | None = None,
        role: QAction.MenuRole | None = None,
    ) -> None:
        super().__init__()
        if (callback is None) == (on_toggled is None) or (
            (on_toggled is None) != (checked is None)
        ):
            raise ValueError(f"{text}: give callback, or on_toggled and checked")
        self.text = text
        self.callback = callback
        self.shortcut = shortcut
        self.icon = icon
        self.tip = tip
        self.enablement = enablement
        self.on_toggled = on_toggled
        self.checked = checked
        self.role = role

    def build(self, window: W, parent: QObject) -> QAction:
        """A ``QAction`` of this spec that runs its callable on ``window``."""
        action = QAction(translate("Actions", self.text), parent)
        if self.shortcut is not None:
            action.setShortcut(QKeySequence(self.shortcut))
        if self.icon:
            action.setIcon(icon(self.icon))
        if self.tip:
            action.setStatusTip(translate("Actions", self.tip))
        action.setMenuRole(self.role or QAction.MenuRole.NoRole)
        if self.on_toggled is not None:
            toggled = self.on_toggled
            action.setCheckable(True)
            action.triggered.connect(lambda checked: toggled(window, checked))
        elif self.callback is not None:
            callback = self.callback
            action.triggered.connect(lambda _=False: callback(window))
        return action


def action_specs(owner: type) -> tuple[ActionSpec[Any], ...]:
    """The :class:`ActionSpec` attributes declared on ``owner``, in order."""
    found: dict[str, ActionSpec[Any]] = {}
    for cls in reversed(owner.__mro__):
        for name, value in vars(cls).items():
            if isinstance(value, ActionSpec):
                found[name] = value
    return tuple(found.values())


class ActionRegistry(Generic[W]):
    """The ``QAction`` of each :class:`ActionSpec`, with one rule update.

    Parameters
    ----------
    window : QObject
        Parent of the actions and what their callables receive.
    specs : Sequence[ActionSpec]
        The actions to build.
    undo_stack : QUndoStack
        Gives ``undo_action`` and ``redo_action``.
    """

    def __init__(
        self,
        window: W,
        parent: QObject,
        specs: Sequence[ActionSpec[W]],
        undo_stack: QUndoStack,
    ) -> None:
        self._window = window
        self._specs = tuple(specs)
        self.actions: dict[str, QAction] = {
            # no prefix: Qt's own "Undo %1" / "Redo %1", in qtbase's catalogs
            "undo_action": undo_stack.createUndoAction(parent),
            "redo_action": undo_stack.createRedoAction(parent),
        }
        keys = QKeySequence.StandardKey
        undo, redo = self.actions["undo_action"], self.actions["redo_action"]
        undo.setShortcuts(QKeySequence.keyBindings(keys.Undo))
        # the platform's Redo (Ctrl+Shift+Z on Linux) and Ctrl+Y, which players
        # from other editors press first
        redo.setShortcuts(with_ctrl_y(QKeySequence.keyBindings(keys.Redo)))
        undo.setIcon(icon("undo"))
        redo.setIcon(icon("redo"))
        for action in (undo, redo):
            show_keys_in_tip(action)
            # the stack renames the action after each step; the connection dies
            # with the action (setting an equal tooltip emits nothing)
            action.changed.connect(lambda a=action: show_keys_in_tip(a))
        for spec in self._specs:
            self.actions[spec.key] = spec.build(window, parent)
        # The actions with rules, resolved once (update runs after every edit).
        self._enabling = [
            (self.actions[s.key], s.enablement) for s in self._specs if s.enablement
        ]
        self._checking = [
            (self.actions[s.key], s.checked) for s in self._specs if s.checked
        ]
        self._context: WindowContext | None = None  # the context last applied

    def __getitem__(self, key: str) -> QAction:
        """The action named ``key``."""
        return self.actions[key]

    def update(self, context: WindowContext | None = None) -> None:
        """Apply the rules: enablement over ``context`` (if given), checked states.

        Enablement is applied again only when the context changed (most edits
        keep the selection and what it allows).
        """
        if context is not None and context != self._context:
            self._context = context
            for action, enablement in self._enabling:
                action.setEnabled(enablement(context))
        for action, checked in self._checking:
            value = checked(self._window)
            if action.isChecked() != value:  # (setting it costs even when equal)
                action.setChecked(value)


def with_ctrl_y(bindings: Sequence[QKeySequence]) -> list[QKeySequence]:
    """``bindings`` with Ctrl+Y added when the platform's Redo lacks it."""
    ctrl_y = _ctrl_y()
    return [*bindings, ctrl_y] if ctrl_y not in bindings else list(bindings)


def show_keys_in_tip(action: QAction) -> None:
    """Set ``action``'s tooltip to its text and keys: ``Redo (Ctrl+Shift+Z, Ctrl+Y)``.

    The keys shown are the first shortcut and Ctrl+Y when the action has it (the
    platform's rarer bindings, such as Alt+Backspace, work but are not listed).
    """
    if not shiboken6.isValid(action):
        return  # a QAction being destroyed says it changed
    text = action.text().replace("&", "")
    shortcuts = action.shortcuts()
    shown = shortcuts[:1] + [k for k in shortcuts[1:] if k == _ctrl_y()]
    keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in shown)
    tip = f"{text} ({keys})" if keys else text
    if action.toolTip() != tip:  # setting it says "changed" once more
        action.setToolTip(tip)


@cache
def _ctrl_y() -> QKeySequence:
    return QKeySequence("Ctrl+Y")


def install_menus(
    window: QMainWindow,
    registry: ActionRegistry[Any],
    menus: Sequence[tuple[str, Sequence[str]]],
    toolbar: Sequence[str],
    submenus: Mapping[str, QMenu | Sequence[QAction]],
) -> None:
    """Build the menu bar (``menus``: title, entries) and the toolbar.

    An entry is an action key, ``"-"`` for a separator, or a key of
    ``submenus``: a submenu, or actions placed in line.
    """
    for title, entries in menus:
        menu = window.menuBar().addMenu(translate("Actions", title))
        for entry in entries:
            if entry == "-":
                menu.addSeparator()
            elif entry in submenus:
                placed = submenus[entry]
                if isinstance(placed, QMenu):
                    menu.addMenu(placed)
                else:
                    menu.addActions(list(placed))
            else:
                menu.addAction(registry[entry])
    bar = window.addToolBar(translate("Actions", "Main toolbar"))
    bar.setObjectName("main_toolbar")
    bar.setMovable(False)
    for entry in toolbar:
        if entry == "-":
            bar.addSeparator()
        else:
            bar.addAction(registry[entry])
