"""A trooper's box and its profile beside its details draw as their tables did."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Table, TableStyle

from listbuilder.export.pdf import sheets
from listbuilder.export.pdf.boxes import Beside, Column
from listbuilder.export.pdf.common import GRID, Styles, padding, weapon_widths
from tests.export.pdf.test_flowables import operations

WIDTH = 530


def boxes_of(roster):
    st = Styles(8)
    grid = weapon_widths(roster.weapon_summary(), WIDTH, st)
    return [
        (row, sheets._trooper_block(row, WIDTH, st, "in", grid)[0])
        for row in roster.rows()
    ]


def test_a_trooper_box_draws_what_its_table_drew(roster):
    boxes = boxes_of(roster)
    assert len(boxes) == 15
    for row, box in boxes:
        assert isinstance(box, Column)
        table = box.as_table()
        assert operations(box, WIDTH) == operations(table, WIDTH), row.name
        assert box.wrap(WIDTH, 1e6) == table.wrap(WIDTH, 1e6)


def test_the_profile_beside_the_details_draws_what_its_table_drew(roster):
    compared = 0
    for row, box in boxes_of(roster):
        beside = box.cells[1]
        if not isinstance(beside, Beside):
            continue
        profile, details = beside.cells
        left = profile.width + 6
        table = Table([[profile, details]], colWidths=[left, WIDTH - left])
        table.hAlign = "LEFT"
        table.setStyle(
            TableStyle(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    *padding(0, 0, 0),
                    ("RIGHTPADDING", (1, 0), (1, 0), 4),
                ]
            )
        )
        assert operations(beside, WIDTH) == operations(table, WIDTH), row.name
        compared += 1
    assert compared == 15


def test_a_box_taller_than_the_room_splits_between_rows(roster):
    _row, box = boxes_of(roster)[10]  # the Squalos: heading, body, weapons, Crabbot
    height = box.wrap(WIDTH, 1e6)[1]
    assert len(box.cells) >= 5
    parts = box.split(WIDTH, height / 2)
    assert len(parts) == 2
    tops = [part.wrap(WIDTH, 1e6)[1] for part in parts]
    assert tops[0] <= height / 2
    assert abs(sum(tops) - height) < 1  # no row lost (the box is drawn on both)


def test_the_box_and_the_rule_are_those_of_the_sheet(roster):
    _row, box = boxes_of(roster)[0]
    assert box._box == (0.8, colors.black)
    assert box._rule == (0.5, GRID)
