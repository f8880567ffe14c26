"""The command line in Korean and Japanese: --lang, LANG, help and errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from listbuilder.cli import main
from listbuilder.core.i18n import language, text_width


def _run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``listbuilder ARGS`` in a real process, with ``env`` over a C locale."""
    environ = {
        k: v
        for k, v in os.environ.items()
        if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG")
    }
    environ.update(env)
    return subprocess.run(
        [sys.executable, "-m", "listbuilder", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=environ,
        timeout=120,
        check=False,
    )


def test_validate_lang_ko_prints_korean_in_a_real_process(lists):
    legal, illegal = lists
    done = _run("validate", "--lang", "ko", str(legal), str(illegal))
    assert done.returncode == 1
    out = done.stdout
    assert f"{legal}: 적합" in out
    assert f"{illegal}: 부적합" in out
    # the violation, the counts and the order pool, all in Korean
    assert "[A3] 부대 목록에 장교가 2명 있습니다" in out
    assert "그룹 1: 병사 3명, 풀 3" in out
    assert "장교 1" in out
    assert "LEGAL" not in out
    assert "troopers" not in out


def test_lang_ja_from_the_locale_when_no_option(lists):
    legal, _illegal = lists
    done = _run("validate", str(legal), LANG="ja_JP.UTF-8")
    assert done.returncode == 0
    assert f"{legal}: 適正" in done.stdout
    assert "兵士 4/15" in done.stdout


def test_lang_option_wins_over_the_locale(lists):
    legal, _illegal = lists
    done = _run("--lang", "en", "validate", str(legal), LC_ALL="ko_KR.UTF-8")
    assert f"{legal}: LEGAL" in done.stdout


def test_json_keeps_english_keys_and_translates_the_messages(lists, capsys):
    _legal, illegal = lists
    assert main(["validate", "--json", "--lang", "ja", str(illegal)]) == 1
    out = capsys.readouterr().out
    record = json.loads(out)
    assert list(record)[:3] == ["file", "army", "army_id"]
    (violation,) = record["violations"]
    assert (violation["rule"], violation["code"]) == ("A3", "lieutenant.multiple")
    assert violation["message"].startswith("リストにルーテナントが2人います(")


def test_help_and_argparse_errors_in_the_language(capsys):
    with pytest.raises(SystemExit):
        main(["validate", "--lang", "ko", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("사용법: listbuilder validate")
    assert "이 도움말을 보여 주고 종료" in out
    assert "저장된 부대 목록이나 폴더" in out
    with pytest.raises(SystemExit) as stop:
        main(["--lang", "ja", "validate", "--bogus"])
    assert stop.value.code == 2
    assert "エラー: 認識できない引数: --bogus" in capsys.readouterr().err


def test_an_unknown_language_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["validate", "--lang", "fr", "x.json"])
    assert stop.value.code == 2
    assert "invalid choice: 'fr'" in capsys.readouterr().err


def test_main_leaves_the_callers_language_alone(lists, capsys):
    legal, _illegal = lists
    main(["validate", "--lang", "ko", str(legal)])
    capsys.readouterr()
    assert language() == "en"


def test_dice_table_lines_up_in_japanese(capsys):
    args = ["dice", "--lang", "ja", "--sv", "13", "--burst", "3", "--ps", "13"]
    assert main([*args, "--vs-sv", "12", "--vs-ps", "11"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("フェイス・トゥー・フェイス・ロール")
    head = next(i for i, line in enumerate(lines) if "アクティブ側の命中" in line)
    # the full rows of the hits table are as wide as its heading
    widths = {text_width(line) for line in lines[head : head + 3]}
    assert len(widths) == 1
    assert lines[head + 1].endswith("%")


def test_nested_commands_take_lang_too(capsys):
    assert main(["data", "status", "--lang", "ko"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("사용 중인 데이터: 번들 데이터")
    assert "진영: 플레이 가능 45개" in out


@pytest.mark.parametrize(
    "args", [["--lang", "xx"], ["validate", "--lang", "xx", "x"], ["--lang"]]
)
def test_a_bad_lang_is_reported_once(capsys, args):
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("error: argument --lang") == 1, err
    assert err.count("usage:") == 1
