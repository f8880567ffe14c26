"""An army code to and from an army list: resolve decoded members against the catalog.

Members that do not resolve become :class:`UnresolvedMember` placeholders, never
errors: a code from a newer data version still opens. Source: RULES.md A10 (a
reinforcement member stays in its reinforcement group).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core.armycode.code import (
    CODE_DEFAULT_NAME,
    DecodedCode,
    DecodedGroup,
    DecodedMember,
)
from listbuilder.core.armycode.decode import decode
from listbuilder.core.armycode.encode import encode, share_url
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.core.armycode.trusted import decoded_entry, decoded_list
from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.frozen import record
from listbuilder.core.i18n import N_, _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.untrusted import shorten

#: What an imported list's player must know: the code had no fireteams to give.
FIRETEAMS_ON_IMPORT = N_(
    "Fireteams are not part of army codes: declare them again after importing."
)
#: What the player sharing a list with fireteams as a code must know.
FIRETEAMS_ON_EXPORT = N_(
    "Fireteams are not part of army codes: whoever imports this code declares "
    "them again."
)


def fireteams_left_out(army_list: ArmyList) -> int:
    """How many declared fireteams a code of ``army_list`` leaves out (all of them).

    The official army code has no place for fireteams (RULES.md A12 teams are
    declared in the builder, not stored), so a copy as a code says so when
    this is above 0.
    """
    return sum(len(g.fireteams) for g in army_list.groups)


def fireteams_matter(army_list: ArmyList, catalog: Catalog) -> bool:
    """True when an imported ``army_list`` could have had fireteams declared.

    Its army's chart allows some team (RULES.md A12) and some combat group
    holds two troopers or more: the import preview then says that fireteams
    are not part of army codes.
    """
    army = catalog.army(army_list.army_id)
    if army is None or not any(army.fireteam_chart.spec.values()):
        return False
    return any(len(g.troopers) >= 2 for g in army_list.groups)


def swap_default_name(name: str) -> str:
    """Map a list name between the code and our lists (``" "`` <-> ``""``).

    The official builder's unnamed list is ``" "``, ours is ``""``; every other
    name is kept. Applying it twice gives the name back, which is what makes
    import and export lossless.
    """
    if name == CODE_DEFAULT_NAME:
        return ""
    if name == "":
        return CODE_DEFAULT_NAME
    return name


def decoded_from_army(army_list: ArmyList, slug: str) -> DecodedCode:
    """The code structure of ``army_list`` (layout C; slots 0).

    Fireteams, trooper uids and the ruleset have no place in a code and are left
    out; everything else (groups, reinforcement flags, members, Spec-Ops) is kept.
    """
    groups = tuple(
        DecodedGroup(
            g.number,
            g.reinforcement,
            tuple(
                DecodedMember(t.unit_id, t.profile_group_id, t.option_id, 0, t.specops)
                for t in g.troopers
            ),
        )
        for g in army_list.groups
    )
    t2 = any(m.specops for g in groups for m in g.members)
    return DecodedCode(
        army_list.army_id,
        slug,
        swap_default_name(army_list.name),
        army_list.points_limit,
        groups,
        "C/T2" if t2 else "C/T1",
    )


def army_slug(army_id: int, catalog: Catalog) -> str:
    """The slug the code writes for ``army_id``, from the army file or metadata.

    Raises
    ------
    ArmyCodeError
        If the catalog knows no faction with that id.
    """
    army = catalog.army(army_id)
    if army is not None:
        return army.faction.slug
    for faction in catalog.factions:
        if faction.id == army_id:
            return faction.slug
    raise ArmyCodeError(
        _(
            "cannot write an army code: army {army_id} is not in the data (no slug)",
            army_id=army_id,
        )
    )


def army_code(army_list: ArmyList, catalog_or_slug: Catalog | str) -> str:
    """Write ``army_list`` as an official army code (layout C).

    Parameters
    ----------
    army_list : ArmyList
        The list; its name follows :func:`swap_default_name`.
    catalog_or_slug : Catalog or str
        Where the army slug comes from: the catalog, or the slug itself.

    Returns
    -------
    str
        Base64 code, T2 trailer only when some trooper has Spec-Ops upgrades.

    Raises
    ------
    ArmyCodeError
        If the army has no known slug or a number does not fit the format.
    """
    if isinstance(catalog_or_slug, str):
        slug = catalog_or_slug
    else:
        slug = army_slug(army_list.army_id, catalog_or_slug)
    return encode(decoded_from_army(army_list, slug))


def share_link(army_list: ArmyList, catalog: Catalog) -> str:
    """The share link of ``army_list`` (official list page), ``""`` if it has none.

    The text forms end with it, as the official builder's text does. A list
    that cannot be written as a code (an army without a slug, a number the
    format cannot hold) has no link: ``""``, never an error. Fireteams are
    not part of army codes (see :func:`decoded_from_army`).
    """
    try:
        return share_url(army_code(army_list, catalog))
    except ArmyCodeError:
        return ""


@record(slots=True)
class UnresolvedMember:
    """A code member the bundled data does not know; it stays in the list.

    Attributes
    ----------
    group_number : int
        Number of its combat group.
    reinforcement : bool
        True when the group is a reinforcement group (looked up in the army's
        reinforcement file).
    position : int
        1-based position in the group.
    unit_id, profile_group_id, option_id : int
        The ids the code gives.
    reason : str
        ``"unknown unit"`` or ``"unknown option"``.
    unit_name : str
        The unit's name when the unit is known (unknown option), else ``""``.
    """

    group_number: int
    reinforcement: bool
    position: int
    unit_id: int
    profile_group_id: int
    option_id: int
    reason: str
    unit_name: str = ""

    @property
    def message(self) -> str:
        """One line for the user: where the member is, its ids and why."""
        n, position = self.group_number, self.position
        where = (
            _("Reinforcement group {n}, trooper {position}", n=n, position=position)
            if self.reinforcement
            else _("Group {n}, trooper {position}", n=n, position=position)
        )
        ids = _(
            "unit {unit}, profile group {group}, option {option}",
            unit=self.unit_id,
            group=self.profile_group_id,
            option=self.option_id,
        )
        if self.reason != "unknown unit":
            why = _(
                "{unit} has no such option in the bundled data (removed or "
                "renumbered?)",
                unit=self.unit_name or _("the unit"),
            )
        elif self.reinforcement:
            why = _(
                "the unit is not in the bundled reinforcement list data (a newer unit?)"
            )
        else:
            why = _("the unit is not in the bundled army data (a newer unit?)")
        return f"{where}: {ids}: {why}"


@record(slots=True)
class ImportResult:
    """An army code turned into a list, with what could not be resolved.

    Attributes
    ----------
    army_list : ArmyList
        The list; unresolved members are kept as entries with their ids (the
        resolver shows them as placeholders, validation reports rule DATA).
    unresolved : tuple[UnresolvedMember, ...]
        Members the data does not know, in list order.
    layout : str
        Layout the code was read in (``"C/T1"``...).
    """

    army_list: ArmyList
    unresolved: tuple[UnresolvedMember, ...]
    layout: str


def _unresolved(
    army: Army, group: DecodedGroup, position: int, member: DecodedMember
) -> UnresolvedMember | None:
    unit = army.unit(member.unit_id, reinforcement=group.reinforcement)
    if unit is not None and unit.option(member.profile_group_id, member.option_id):
        return None
    return UnresolvedMember(
        group.number,
        group.reinforcement,
        position,
        member.unit_id,
        member.profile_group_id,
        member.option_id,
        "unknown unit" if unit is None else "unknown option",
        unit.isc if unit is not None else "",
    )


def army_list_from_decoded(
    decoded: DecodedCode,
    catalog: Catalog,
    *,
    ruleset: str = "n5",
    report_unresolved: bool = True,
) -> ImportResult:
    """Resolve a decoded code against ``catalog`` into a list and a report.

    Every member becomes a :class:`TrooperEntry` (none is dropped); members of
    reinforcement groups are looked up in the army's reinforcement file.
    Source: RULES.md A10 (reinforcement groups).

    ``report_unresolved=False`` leaves ``unresolved`` empty without looking
    the members up, for a caller that validates the list (rule DATA names the
    troopers the data lacks): ``validate --codes``.

    Raises
    ------
    ArmyCodeError
        If the army is not in the catalog, the points limit is 0, or group
        numbers are 0 or repeated (nothing our lists can hold).
    """
    if not isinstance(decoded, DecodedCode):
        raise ArmyCodeError(
            _(
                "cannot import: expected a decoded code, got {kind}",
                kind=type(decoded).__name__,
            )
        )
    army = catalog.army(decoded.army_id)
    if army is None:
        raise ArmyCodeError(
            _(
                "cannot import: army {army_id} ('{slug}') is not in the bundled data",
                army_id=decoded.army_id,
                slug=shorten(decoded.slug),
            )
        )
    if decoded.points < 1:
        raise ArmyCodeError(_("cannot import: the code's points limit is 0"))
    seen: set[tuple[int, bool]] = set()
    groups = []
    unresolved = []
    for group in decoded.groups:
        key = (group.number, group.reinforcement)
        if group.number < 1:
            raise ArmyCodeError(_("cannot import: a combat group is numbered 0"))
        if key in seen:
            raise ArmyCodeError(
                _(
                    "cannot import: combat group {number} appears twice",
                    number=group.number,
                )
            )
        seen.add(key)
        groups.append((group, tuple([decoded_entry(m) for m in group.members])))
        if not report_unresolved:
            continue
        for position, member in enumerate(group.members, start=1):
            missing = _unresolved(army, group, position, member)
            if missing is not None:
                unresolved.append(missing)
    army_list = decoded_list(decoded, ruleset, swap_default_name(decoded.name), groups)
    return ImportResult(army_list, tuple(unresolved), decoded.layout)


def army_list_from_code(
    code: str, catalog: Catalog, *, ruleset: str = "n5", report_unresolved: bool = True
) -> ImportResult:
    """Read a pasted army code or share link into a list of ours.

    Parameters
    ----------
    code : str
        The code (any layout, percent-encoded or not, padded or not) or link.
    catalog : Catalog
        The bundled data to resolve against.
    ruleset : str
        Ruleset id of the new list (codes do not carry one).
    report_unresolved : bool
        False: ``unresolved`` is left empty, the members not looked up (a
        caller that validates the list, whose rule DATA names them).

    Returns
    -------
    ImportResult
        The list, the members the data does not know, and the code's layout.

    Raises
    ------
    ArmyCodeError
        If the text is not a code, or the code cannot be a list here (unknown
        army, 0 points, bad group numbers).
    """
    return army_list_from_decoded(
        decode(code), catalog, ruleset=ruleset, report_unresolved=report_unresolved
    )
