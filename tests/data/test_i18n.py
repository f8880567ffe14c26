"""Picking the language, loading the catalogs, and the catalogs themselves.

The catalogs are checked against the code: the extractor, run now, finds
exactly the messages of the committed template and of each language's
``.po`` (a newly wrapped or changed text fails until the catalogs are
updated); every message has a Korean and a Japanese translation, none fuzzy,
with the English message's fields; the compiled ``.mo`` files say what the
``.po`` files say; and the glossary's terms are the ones the catalogs use.
"""

from __future__ import annotations

import ast
import contextvars
import csv
import gettext
import re
from pathlib import Path

import pytest
from babel.messages import frontend
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _, count_text, language, use_translation
from listbuilder.data import i18n
from listbuilder.data.i18n import (
    LANGUAGES,
    activate,
    catalog_dir,
    choose_language,
    load_translation,
    system_language,
)

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
TRANSLATED = ("ko", "ja")


# -- picking and loading ------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "ko_KR.UTF-8"}, "ko"),
        ({"LC_ALL": "ko_KR.UTF-8", "LANG": "ja_JP.UTF-8"}, "ko"),
        ({"LC_MESSAGES": "ja_JP", "LANG": "en_GB.UTF-8"}, "ja"),
        ({"LC_ALL": "C", "LANG": "ko_KR.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:ja:en"}, "ja"),
        ({"LANGUAGE": "ko"}, "ko"),
        ({"LANG": "ja_JP@euro"}, "ja"),
        ({}, "en"),
    ],
)
def test_system_language_reads_the_locale_variables(environ, expected):
    assert system_language(environ) == expected


def test_a_choice_wins_and_an_unknown_one_follows_the_system():
    system = {"LANG": "ja_JP.UTF-8"}
    assert choose_language("ko", system) == "ko"
    assert choose_language("", system) == "ja"
    assert choose_language("fr", system) == "ja"  # a later version's setting


def test_languages_offered():
    assert LANGUAGES == {"en": "English", "ko": "한국어", "ja": "日本語"}


def test_unknown_language_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="en, ko, ja"):
        load_translation("fr")


def test_a_missing_catalog_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "catalog_dir", lambda: tmp_path)
    load_translation.cache_clear()
    try:
        with pytest.raises(ListbuilderError, match="한국어 catalog"):
            load_translation("ko")
    finally:
        load_translation.cache_clear()


@pytest.mark.parametrize(
    ("lang", "one", "five"),
    [
        ("en", "1 trooper", "5 troopers"),
        ("ko", "병사 1명", "병사 5명"),
        ("ja", "兵士1名", "兵士5名"),
    ],
)
def test_plural_forms_of_each_catalog(lang, one, five):
    with use_translation(load_translation(lang)):
        assert count_text(1, "trooper") == one
        assert count_text(5, "trooper") == five


def test_korean_and_japanese_have_one_plural_form():
    for lang in TRANSLATED:
        with _po(lang).open("rb") as file:
            assert read_po(file).num_plurals == 1, lang


def test_activate_puts_the_language_in_force_in_this_context_only():
    def run() -> tuple[str, str]:
        activate("ja")
        return language(), _("Points {points}/{limit}", points=1, limit=300)

    assert contextvars.copy_context().run(run) == ("ja", "ポイント 1/300")
    assert language() == "en"


def test_catalogs_are_read_by_the_standard_library_alone():
    path = catalog_dir() / "ko" / "LC_MESSAGES" / "listbuilder.mo"
    with path.open("rb") as file:
        catalog = gettext.GNUTranslations(file)
    assert catalog.gettext("Lieutenant: none") == "장교: 없음"


# -- the catalogs against the code ---------------------------------------------


def _extracted() -> set[str | tuple[str, str]]:
    """Message ids the extractor finds in the code now (babel.cfg's mapping)."""
    with (ROOT / "babel.cfg").open() as file:
        parse = getattr(frontend, "parse_mapping_cfg", None) or frontend.parse_mapping
        method_map, options_map = parse(file)
    return {
        message[2] if isinstance(message[2], str) else tuple(message[2])
        for message in extract_from_dir(str(ROOT), method_map, options_map)
    }


def _ids(path: Path) -> set[str | tuple[str, str]]:
    with path.open("rb") as file:
        return {m.id for m in read_po(file) if m.id}


@pytest.fixture(scope="module")
def extracted():
    return _extracted()


def _po(lang: str) -> Path:
    return I18N / lang / "LC_MESSAGES" / "listbuilder.po"


def test_the_template_is_up_to_date_with_the_code(extracted):
    template = _ids(I18N / "listbuilder.pot")
    assert not extracted - template, "texts missing from listbuilder.pot"
    assert not template - extracted, "listbuilder.pot has texts the code lost"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_catalog_has_exactly_the_codes_messages(extracted, lang):
    ids = _ids(_po(lang))
    assert not extracted - ids, f"{lang}: texts not in the catalog"
    assert not ids - extracted, f"{lang}: catalog texts the code lost"


def _literal_calls() -> set[str]:
    """First arguments of every ``_``/``ngettext``/``N_`` call given a literal."""
    found: set[str] = set()
    for path in (ROOT / "listbuilder").rglob("*.py"):
        if "gui" in path.relative_to(ROOT).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("_", "N_", "ngettext")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.add(node.args[0].value)
    return found


def test_every_literal_the_code_translates_is_in_the_template():
    # the extractor skips texts it cannot read (a parenthesised message)
    singulars = {
        i if isinstance(i, str) else i[0] for i in _ids(I18N / "listbuilder.pot")
    }
    missing = _literal_calls() - singulars
    assert not missing


_BRACES = re.compile(r"\{([^{}:!]*)[^{}]*\}")
_PERCENT = re.compile(r"%\([a-z_]+\)[sr]|%[sr]")


def _fields(text: str) -> list[str]:
    return sorted(_BRACES.findall(text) + _PERCENT.findall(text))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_translated_with_the_same_fields(lang):
    with _po(lang).open("rb") as file:
        catalog = read_po(file)
    problems = []
    for message in catalog:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        texts = (
            message.string if isinstance(message.string, tuple) else (message.string,)
        )
        if message.fuzzy or not all(t.strip() for t in texts):
            problems.append(("untranslated or fuzzy", message.id))
            continue
        for text in texts:
            if _fields(text) != _fields(english[-1]):
                problems.append(("fields differ", message.id, text))
    assert not problems


@pytest.mark.parametrize("lang", TRANSLATED)
def test_compiled_catalog_matches_its_source(lang):
    with _po(lang).open("rb") as file:
        source = read_po(file)
    with (I18N / lang / "LC_MESSAGES" / "listbuilder.mo").open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    for message in source:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            got = compiled.ngettext(message.id[0], message.id[1], 2)
            assert got == message.string[0], message.id
        else:
            assert compiled.gettext(message.id) == message.string, message.id


# -- the glossary ----------------------------------------------------------------


def _glossary() -> list[dict[str, str]]:
    with (I18N / "glossary.tsv").open(encoding="utf-8", newline="") as file:
        return list(csv.DictReader(file, delimiter="\t"))


def test_glossary_has_the_four_columns_and_the_seed_terms():
    rows = _glossary()
    assert all(
        list(r) == ["english", "korean", "japanese", "source / note"] for r in rows
    )
    terms = {r["english"]: (r["korean"], r["japanese"]) for r in rows}
    assert terms["Army List"] == ("부대 목록", "アーミーリスト")
    assert terms["Order Pool"][0] == "오더 풀"
    assert terms["Lieutenant"] == ("장교", "ルーテナント")
    assert terms["Impetuous"][0] == "성급한"
    assert terms["Face to Face roll"][0] == "대면 굴림"
    assert terms["Regular"][1] == "レギュラー"
    assert terms["Irregular"][1] == "イレギュラー"
    assert terms["Mercenary"][1] == "傭兵"


#: Glossary terms checked in every message that uses them: where the English
#: message has the term (a whole word; lower-case terms in any case, singular
#: or plural), its translation has the glossary's word.
CHECKED_TERMS = (
    "Lieutenant",
    "Impetuous",
    "Irregular",
    "Regular",
    "Mercenary",
    "Face to Face roll",
    "trooper",
    "combat group",
    "fireteam",
    "reinforcement",
    "unit",
    "option",
    "loadout",
    "army code",
    "sectorial",
    "points",
)


#: The same English words for something else: distance units are no units.
_HOMONYMS = {"unit": ("distance units",)}


def _uses(english: str, term: str) -> bool:
    flags = re.IGNORECASE if term.islower() else 0
    words = _BRACES.sub(" ", english)  # a field's name is not a word
    for other in _HOMONYMS.get(term, ()):
        words = words.replace(other, " ")
    return re.search(rf"\b{re.escape(term)}s?\b", words, flags) is not None


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalogs_use_the_glossary_terms(lang):
    column = {"ko": "korean", "ja": "japanese"}[lang]
    glossary = {r["english"]: r[column] for r in _glossary()}
    with _po(lang).open("rb") as file:
        catalog = read_po(file)
    wrong = []
    for term in CHECKED_TERMS:
        word = glossary[term]
        for message in catalog:
            if not message.id:
                continue
            english = message.id if isinstance(message.id, str) else message.id[1]
            text = (
                message.string if isinstance(message.string, str) else message.string[0]
            )
            if english.startswith("one JSON object per army:"):
                continue  # its words are the JSON keys, an interface
            if _uses(english, term) and word not in text:
                wrong.append((term, word, english, text))
    assert not wrong
