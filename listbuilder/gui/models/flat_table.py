"""The base of the app's flat Qt models: rows of core objects under titled columns.

:class:`FlatRows` holds a model's rows (core snapshots: option summaries, order
pools, violations, units, saved lists) and answers ``rowCount`` and ``data``:
an index outside the rows or columns is None, anything else goes to the
subclass's :meth:`FlatRows.cell`. :class:`FlatTableModel` adds the columns and
their headers (``HEADERS``, ``TOOLTIPS``, translated in ``CONTEXT``). A
subclass gives only its columns, roles and cell values (Vorta's
``ArchiveTableModel``, STYLE.md F). Also here: the index type, the root index
and :func:`column_header`, which the roster tree and the fit tables share.

Imports QtCore only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from listbuilder.gui.models.drag_payloads import (
    OPTION_MIME,
    DraggedOption,
    encode_option,
)

#: What Qt passes as an index: a model index or a persistent one.
Index = QModelIndex | QPersistentModelIndex
#: The invalid index: the root, as a default argument.
ROOT = QModelIndex()

#: The core object a row shows.
RowT = TypeVar("RowT")


def column_header(
    headers: tuple[str, ...],
    section: int,
    orientation: Qt.Orientation,
    role: int,
    tooltips: tuple[str, ...] = (),
    context: str = "",
) -> Any:
    """``headerData`` of a model whose columns are titled by ``headers``.

    Parameters
    ----------
    headers : tuple[str, ...]
        Column titles, one per column.
    section, orientation, role
        As Qt passes them to ``headerData``.
    tooltips : tuple[str, ...], optional
        Explanation of each column (ToolTipRole); none when empty.
    context : str, optional
        Translation context: titles and tooltips are marked with
        ``QT_TRANSLATE_NOOP(context, ...)`` and translated here; ``""`` shows
        them as given (already translated).

    Returns
    -------
    str or None
        The title or tooltip of a horizontal section, None for anything else.
    """
    if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(headers):
        return None
    if role == Qt.ItemDataRole.DisplayRole:
        text = headers[section]
    elif role == Qt.ItemDataRole.ToolTipRole and section < len(tooltips):
        text = tooltips[section]
    else:
        return None
    return QCoreApplication.translate(context, text) if context else text


class FlatRows(Generic[RowT]):
    """Rows of a flat model: one core object a row, nothing beneath them.

    Mixed in before the Qt model class (``QAbstractTableModel`` through
    :class:`FlatTableModel`, or ``QAbstractListModel`` for a one-column list).
    """

    if TYPE_CHECKING:

        def beginResetModel(self) -> None:
            """Qt's reset start."""

        def endResetModel(self) -> None:
            """Qt's reset end."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)  # type: ignore[call-arg]  # the Qt model's
        self._rows: tuple[RowT, ...] = ()

    def reset_rows(self, rows: Iterable[RowT]) -> None:
        """Show ``rows`` (a model reset)."""
        self.beginResetModel()
        self._rows = tuple(rows)
        self.endResetModel()

    def rows(self) -> tuple[RowT, ...]:
        """Every row, in model order."""
        return self._rows

    def row_at(self, row: int) -> RowT | None:
        """The object of ``row``, or None outside the rows."""
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: Index = ROOT) -> int:
        """Number of rows (0 under a valid parent: nothing has children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columns(self) -> int:
        """Number of columns: one (a list); a table has one per header."""
        # Not columnCount(): QAbstractListModel keeps its own private.
        return 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The :meth:`cell` of a valid index; None outside the rows and columns."""
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not 0 <= row < len(self._rows) or not 0 <= column < self.columns():
            return None
        return self.cell(self._rows[row], row, column, role)

    def cell(self, entry: RowT, row: int, column: int, role: int) -> Any:
        """What cell (``row``, ``column``) of ``entry`` holds for ``role``.

        Parameters
        ----------
        entry : RowT
            The row's core object.
        row, column : int
            Where the cell is (both within the model).
        role : int
            The Qt role asked for.

        Returns
        -------
        Any
            The value, or None when the cell has none for ``role``.
        """
        raise NotImplementedError


class FlatTableModel(FlatRows[RowT], QAbstractTableModel):
    """A flat table: :class:`FlatRows` under the columns titled by ``HEADERS``.

    Attributes
    ----------
    HEADERS : tuple[str, ...]
        Column titles, one per column (``QT_TRANSLATE_NOOP(CONTEXT, ...)``).
    TOOLTIPS : tuple[str, ...]
        What each column holds (header ToolTipRole); may be empty.
    CONTEXT : str
        Translation context of the titles and tooltips.
    """

    HEADERS: ClassVar[tuple[str, ...]] = ()
    TOOLTIPS: ClassVar[tuple[str, ...]] = ()
    CONTEXT: ClassVar[str] = ""

    def columns(self) -> int:
        """One column per header."""
        return len(self.HEADERS)

    def columnCount(self, parent: Index = ROOT) -> int:
        """One column per header (0 under a valid parent)."""
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles and, where given, their explanations."""
        return column_header(
            self.HEADERS,
            section,
            orientation,
            role,
            self.TOOLTIPS,
            context=self.CONTEXT,
        )


class OptionDragTable(FlatTableModel[RowT]):
    """A flat table whose rows drag an option into the list (browser, options).

    Subclasses say which option a row drags (:meth:`dragged_option`); the
    flags, MIME type and payload are this class's.
    """

    def dragged_option(self, row: int) -> DraggedOption | None:
        """The option row ``row`` drags, or None when it drags nothing."""
        raise NotImplementedError

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Rows are selectable and drag into the list."""
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base

    def mimeTypes(self) -> list[str]:
        """The option payload."""
        return [OPTION_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """The option the first dragged row drags (empty when none)."""
        rows = [i.row() for i in indexes if i.isValid()]
        option = self.dragged_option(rows[0]) if rows else None
        return QMimeData() if option is None else encode_option(option)
