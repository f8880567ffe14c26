"""GUI tests run in English with the English plural forms installed, as the app."""

from __future__ import annotations

import pytest

from listbuilder.gui.i18n import install_language


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """English for every GUI test (a test that switches language switches back)."""
    install_language("en", qapp)
    yield
    install_language("en", qapp)
