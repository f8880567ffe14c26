"""A ruleset's display name: the bundled ones translated, a player's own as written."""

from __future__ import annotations

import pytest

from listbuilder.core.catalog.ruleset import BUNDLED_NAMES
from listbuilder.core.i18n import use_translation
from listbuilder.data.i18n import load_translation

#: The N5 ruleset's name in each language (resources/rulesets/n5.json).
N5_NAMES = {
    "en": "Infinity N5 (current)",
    "ko": "Infinity N5 (현행)",
    "ja": "Infinity N5 (現行)",
}


def test_every_bundled_ruleset_name_is_marked_for_the_catalogs(n5, n2):
    # a renamed ruleset file would print in English again
    assert {n5.name, n2.name} <= set(BUNDLED_NAMES)


@pytest.mark.parametrize("lang", ["en", "ko", "ja"])
def test_bundled_ruleset_names_print_in_the_language_in_force(n5, n2, lang):
    with use_translation(load_translation(lang)):
        assert n5.display_name == N5_NAMES[lang]
        if lang != "en":
            assert n2.display_name != n2.name
            assert n2.display_name.startswith("Infinity N2 (")


def test_a_players_own_ruleset_keeps_its_name(n5):
    own = n5.model_copy(update={"name": "Points"})  # a word the catalog knows
    with use_translation(load_translation("ja")):
        assert own.display_name == "Points"
