"""A unit's cached facts worked out at once, for the army cache to keep them.

Pure: imports only stdlib and pydantic.
"""

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.units import Option, Profile, ProfileGroup, Unit

#: The cached facts :func:`warm` works out, by class: those the rules read on
#: every list (an option's ``loadout`` is text for the roster, left to use).
WARMED: dict[type, tuple[str, ...]] = {
    Option: ("swc_cost", "swc_bonus", "is_lieutenant", "order_totals", "skill_ids"),
    Profile: ("is_irregular", "skill_ids"),
    ProfileGroup: ("_options",),
    Unit: ("_groups",),
}


def warm(unit: Unit) -> None:
    """Work out now the cached facts of ``unit`` that the rules read (:data:`WARMED`).

    The army cache pickles a unit with them, so a run whose armies come from
    the cache does not work them out again for every option it meets (about
    21,000 facts for 1,380 lists). They are pure functions of the frozen
    fields, kept beside them in the model's ``__dict__`` as
    ``functools.cached_property`` keeps them, and neither compared nor dumped.
    """
    objects: list[FrozenModel] = [unit, *unit.options]
    for group in unit.profile_groups:
        objects.append(group)
        objects.extend(group.profiles)
        objects.extend(group.options)
    for obj in objects:
        for name in WARMED[type(obj)]:
            getattr(obj, name)
