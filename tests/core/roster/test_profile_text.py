"""Loadout and skill texts of core.roster.profile_text, on real data."""

from __future__ import annotations

from listbuilder.core import build_roster
from listbuilder.core.roster.profile_text import skills_beyond
from tests.export.pdf.test_pdf import fifteen_trooper_list


def test_skills_beyond_the_loadout_are_the_profiles_own(catalog, n5):
    rows = build_roster(fifteen_trooper_list(), catalog, n5).rows()
    [locust] = [r for r in rows if r.name == "Locust, Clandestine Action Team"]
    assert locust.loadout.startswith("Specialist Operative · ")
    assert "Specialist Operative" in locust.skills
    beyond = skills_beyond(locust.loadout, locust.skills)
    assert "Specialist Operative" not in beyond  # the loadout names it
    assert "Hidden\u00a0Deployment" in beyond  # as the data writes it
    assert "Mimetism (-6)" in beyond
    assert list(beyond) == [s for s in locust.skills if s in beyond]  # in order
    [lieutenant] = [r for r in rows if r.lieutenant]
    assert skills_beyond(lieutenant.loadout, lieutenant.skills) == ()
