<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Listbuilder {version}&lt;/h3&gt;&lt;p&gt;An offline army-list builder and validator for &lt;i&gt;Infinity&lt;/i&gt; (N5).&lt;/p&gt;&lt;p&gt;Unit profiles, weapons and army lists are the official data published by &lt;b&gt;Corvus Belli&lt;/b&gt; for the Infinity Army builder. &lt;i&gt;Infinity&lt;/i&gt; and all related names are trademarks of Corvus Belli S.L.L. This is an unofficial fan tool, not endorsed by Corvus Belli.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Listbuilder {version}&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Infinity&lt;/i&gt;(N5)용 오프라인 부대 목록 작성 및 검증 도구입니다.&lt;/p&gt;&lt;p&gt;유닛 프로필, 무기, 부대 목록은 &lt;b&gt;Corvus Belli&lt;/b&gt;가 Infinity Army 빌더용으로 공개한 공식 데이터입니다. &lt;i&gt;Infinity&lt;/i&gt; 및 관련 명칭은 Corvus Belli S.L.L.의 상표입니다. 이 도구는 비공식 팬 도구이며 Corvus Belli의 보증을 받지 않았습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Profile data: {version}.</source>
        <translation>프로필 데이터: {version}.</translation>
    </message>
    <message>
        <source>About Listbuilder</source>
        <translation>Listbuilder 정보</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New list…</source>
        <extracomment>An action of the main window.</extracomment>
        <translation>새 목록(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import army code…</source>
        <translation>부대 코드 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Check an e&amp;vent…</source>
        <translation>대회 점검(&amp;V)…</translation>
    </message>
    <message>
        <source>Check every player&apos;s lists of an event file (CSV of players and army codes) and print the organiser&apos;s binder</source>
        <translation>대회 파일(플레이어와 부대 코드의 CSV)에 있는 모든 플레이어의 목록을 점검하고 주최자용 바인더를 인쇄합니다</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Find unit…</source>
        <translation>유닛 찾기(&amp;F)…</translation>
    </message>
    <message>
        <source>Search the unit browser; Down and Enter walk into units and options</source>
        <translation>유닛 목록을 검색합니다. 아래 화살표와 Enter로 유닛과 옵션으로 이동합니다</translation>
    </message>
    <message>
        <source>Copy army &amp;code</source>
        <translation>부대 코드 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Copy share &amp;link</source>
        <translation>공유 링크 복사(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Remove trooper</source>
        <translation>병사 제거(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Duplicate trooper</source>
        <translation>병사 복제(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Spec-Ops…</source>
        <translation>Spec-Ops(&amp;S)…</translation>
    </message>
    <message>
        <source>Edit the upgrades of the selected Spec-Ops trooper</source>
        <translation>선택한 Spec-Ops 병사의 업그레이드를 편집합니다</translation>
    </message>
    <message>
        <source>Dissolve fireteam</source>
        <translation>파이어팀 해산</translation>
    </message>
    <message>
        <source>Dissolve the fireteam of the selected trooper</source>
        <translation>선택한 병사의 파이어팀을 해산합니다</translation>
    </message>
    <message>
        <source>New combat &amp;group</source>
        <translation>새 전투 그룹(&amp;G)</translation>
    </message>
    <message>
        <source>New &amp;reinforcement group</source>
        <translation>새 증원 그룹(&amp;R)</translation>
    </message>
    <message>
        <source>A group for units of the army&apos;s reinforcement list</source>
        <translation>군대의 증원 목록에 있는 유닛을 위한 그룹</translation>
    </message>
    <message>
        <source>Remove empty combat group</source>
        <translation>빈 전투 그룹 제거</translation>
    </message>
    <message>
        <source>List &amp;properties…</source>
        <translation>목록 속성(&amp;P)…</translation>
    </message>
    <message>
        <source>Distances in &amp;cm</source>
        <translation>거리를 cm로 표시(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Dice calculator</source>
        <translation>주사위 계산기(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>보관함(&amp;L)</translation>
    </message>
    <message>
        <source>Every saved list: search, sort, folders, tags, trash</source>
        <translation>저장된 모든 목록: 검색, 정렬, 폴더, 태그, 휴지통</translation>
    </message>
    <message>
        <source>Check for data &amp;updates…</source>
        <translation>데이터 업데이트 확인(&amp;U)…</translation>
    </message>
    <message>
        <source>Fetch the newest official army data</source>
        <translation>최신 공식 부대 데이터를 받아옵니다</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>환경설정(&amp;P)…</translation>
    </message>
    <message>
        <source>Language of the app</source>
        <translation>앱의 언어</translation>
    </message>
    <message>
        <source>&amp;About Listbuilder</source>
        <translation>Listbuilder 정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Menu entries: an action key, ``&quot;-&quot;`` for a separator, ``&quot;@name&quot;`` for a submenu or a run of actions the window builds (``&quot;@recent&quot;``, ``&quot;@move&quot;``, ``&quot;@fireteam&quot;``, ``&quot;@ruleset&quot;``, ``&quot;@text&quot;``).</extracomment>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <extracomment>A keyboard shortcut: a standard key or a portable string (``&quot;Ctrl+E&quot;``). The window an action&apos;s callables receive.</extracomment>
        <translation>기본 도구 모음</translation>
    </message>
    <message>
        <source>Copy list as &amp;text</source>
        <extracomment>The forms: (key, menu text, status tip, shortcut).</extracomment>
        <translation>목록을 텍스트로 복사(&amp;T)</translation>
    </message>
    <message>
        <source>Copy the list in the official builder&apos;s text layout</source>
        <translation>공식 빌더의 텍스트 형식으로 목록을 복사합니다</translation>
    </message>
    <message>
        <source>Copy list as &amp;Markdown</source>
        <translation>목록을 Markdown으로 복사(&amp;M)</translation>
    </message>
    <message>
        <source>Copy the list as Markdown, for Discord and forums</source>
        <translation>Discord와 포럼용으로 목록을 Markdown으로 복사합니다</translation>
    </message>
    <message>
        <source>Copy &amp;opponent&apos;s copy as text</source>
        <translation>상대용 사본을 텍스트로 복사(&amp;O)</translation>
    </message>
    <message>
        <source>Copy the list with Open information only: no costs, Lieutenant or hidden troopers</source>
        <translation>공개 정보만 담아 목록을 복사합니다: 비용, 장교, 숨은 병사 제외</translation>
    </message>
    <message>
        <source>List copied to the clipboard as text.</source>
        <extracomment>What the status bar says after each copy.</extracomment>
        <translation>목록을 텍스트로 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>List copied to the clipboard as Markdown.</source>
        <translation>목록을 Markdown으로 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>Opponent&apos;s copy (Open information only) copied to the clipboard.</source>
        <translation>상대용 사본(공개 정보만)을 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>&amp;Rules reference…</source>
        <translation>규칙 참고서(&amp;R)…</translation>
    </message>
    <message>
        <source>What each rule id of the legality report (A5, B5...) means</source>
        <translation>적합 여부 보고의 각 규칙 번호(A5, B5...)가 뜻하는 것</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Listbuilder cannot start</source>
        <translation>Listbuilder를 시작할 수 없습니다</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>예기치 않은 오류</translation>
    </message>
    <message>
        <source>Listbuilder hit an internal error: {error}. The list in the window is unchanged; save it under a new name to be safe.</source>
        <translation>Listbuilder에 내부 오류가 발생했습니다: {error}. 창의 목록은 바뀌지 않았습니다. 안전을 위해 새 이름으로 저장하세요.</translation>
    </message>
</context>
<context>
    <name>ArmyDocument</name>
    <message>
        <source>{path}: unknown ruleset {ruleset} (known: {known})</source>
        <extracomment>What a new, opened or reset list touches: everything. The list changed (an edit, undo, redo, new or opened list); argument: a :class:`StateChange` with the new state and what was touched. The file path changed (argument: Path or None). The unsaved-changes state changed (argument: bool).</extracomment>
        <translation>{path}: 알 수 없는 규칙 세트 {ruleset} (알려진 것: {known})</translation>
    </message>
    <message>
        <source>Add {unit}</source>
        <translation>{unit} 추가</translation>
    </message>
    <message>
        <source>Remove {trooper}</source>
        <translation>{trooper} 제거</translation>
    </message>
    <message>
        <source>Duplicate {trooper}</source>
        <translation>{trooper} 복제</translation>
    </message>
    <message>
        <source>Move {trooper}</source>
        <translation>{trooper} 이동</translation>
    </message>
    <message>
        <source>Change option</source>
        <translation>옵션 변경</translation>
    </message>
    <message>
        <source>Replace with {unit}</source>
        <translation>{unit}(으)로 교체</translation>
    </message>
    <message>
        <source>New reinforcement group</source>
        <translation>새 증원 그룹</translation>
    </message>
    <message>
        <source>New combat group</source>
        <translation>새 전투 그룹</translation>
    </message>
    <message>
        <source>Remove combat group</source>
        <translation>전투 그룹 제거</translation>
    </message>
    <message>
        <source>Change list properties</source>
        <translation>목록 속성 변경</translation>
    </message>
    <message>
        <source>Edit Spec-Ops</source>
        <translation>Spec-Ops 편집</translation>
    </message>
    <message>
        <source>Play under {edition}</source>
        <translation>{edition} 규칙으로 플레이</translation>
    </message>
    <message>
        <source>Declare {kind} fireteam</source>
        <translation>{kind} 파이어팀 선언</translation>
    </message>
    <message>
        <source>Dissolve {kind} fireteam</source>
        <translation>{kind} 파이어팀 해산</translation>
    </message>
    <message>
        <source>Dissolve fireteams</source>
        <translation>파이어팀 해산</translation>
    </message>
    <message>
        <source>unit {id}</source>
        <extracomment>Names an undo step: ``(before, the edit&apos;s result, *args, **kwargs)``, the arguments being those the edit was called with after the list.</extracomment>
        <translation>유닛 {id}</translation>
    </message>
</context>
<context>
    <name>ArmyTreeModel</name>
    <message>
        <source>Trooper</source>
        <extracomment>Foreground of reinforcement group titles and of fireteam tags. Columns.</extracomment>
        <translation>병사</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>팀</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>옵션</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>포인트</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Restore unsaved list?</source>
        <extracomment>Milliseconds between the last change and the autosave. Answers of :func:`ask_restore`.</extracomment>
        <translation>저장하지 않은 목록을 복원할까요?</translation>
    </message>
    <message>
        <source>Listbuilder did not close normally.</source>
        <translation>Listbuilder가 정상적으로 종료되지 않았습니다.</translation>
    </message>
    <message>
        <source>{list}, has changes that were not saved. Restore it?</source>
        <translation>{list}에 저장하지 않은 변경 사항이 있습니다. 복원할까요?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>나중에</translation>
    </message>
</context>
<context>
    <name>AutosaveController</name>
    <message>
        <source>Autosave failed: {reason}</source>
        <extracomment>A copy was written (argument: its path). Writing a copy failed (argument: the message); editing goes on.</extracomment>
        <translation>자동 저장 실패: {reason}</translation>
    </message>
    <message>
        <source>its lock file is taken</source>
        <translation>잠금 파일을 다른 곳에서 사용 중입니다</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <source> ({army}, {points} pts)</source>
        <translation> ({army}, {points}포인트)</translation>
    </message>
    <message>
        <source>“{name}”{details}, autosaved {when}</source>
        <translation>“{name}”{details}, {when} 자동 저장</translation>
    </message>
    <message>
        <source>Autosave cannot be read</source>
        <translation>자동 저장 파일을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>An autosaved list cannot be read and was kept: {error}</source>
        <translation>자동 저장된 목록을 읽을 수 없어 그대로 두었습니다: {error}</translation>
    </message>
</context>
<context>
    <name>CatalogPanel</name>
    <message>
        <source>Light Infantry</source>
        <extracomment>Names of unit types (group rows and the type filter).</extracomment>
        <translation>경보병</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>중보병</translation>
    </message>
    <message>
        <source>Heavy Infantry</source>
        <translation>중장보병</translation>
    </message>
    <message>
        <source>T.A.G.</source>
        <translation>T.A.G.</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>리모트</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>척후병</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>워밴드</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>차량</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>용병</translation>
    </message>
    <message>
        <source>Soldiers of Fortune</source>
        <translation>솔저스 오브 포춘</translation>
    </message>
    <message>
        <source>Units</source>
        <extracomment>The selected unit changed (Unit or None). A unit was double-clicked or Enter was pressed on it (Unit). The browser switched between army and reinforcement units (True: reinf.).</extracomment>
        <translation>유닛</translation>
    </message>
    <message>
        <source>Browse the army&apos;s units or its reinforcement units</source>
        <translation>군대의 유닛 또는 증원 유닛을 봅니다</translation>
    </message>
    <message>
        <source>Search unit, option, skill or weapon… (Ctrl+F)</source>
        <translation>유닛·옵션·스킬·무기 검색… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only one unit type</source>
        <translation>한 가지 유닛 유형만 표시</translation>
    </message>
    <message>
        <source>Show only one troop category</source>
        <translation>한 가지 병종 분류만 표시</translation>
    </message>
    <message>
        <source>Skill, weapon or equipment…</source>
        <translation>스킬, 무기 또는 장비…</translation>
    </message>
    <message>
        <source>Show only units with this skill, weapon or equipment (e.g. Hacking Device, Missile Launcher)</source>
        <translation>이 스킬, 무기, 장비를 가진 유닛만 표시 (예: Hacking Device, Missile Launcher)</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>군대</translation>
    </message>
    <message>
        <source>Reinforcements: {name}</source>
        <translation>증원: {name}</translation>
    </message>
    <message>
        <source>The list&apos;s ruleset has no reinforcements</source>
        <translation>이 목록의 규칙 세트에는 증원이 없습니다</translation>
    </message>
    <message>
        <source>Reinforcement units</source>
        <translation>증원 유닛</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>모든 유형</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>모든 분류</translation>
    </message>
</context>
<context>
    <name>CatalogTableModel</name>
    <message>
        <source>Unit</source>
        <extracomment>Foreground of a unit at its AVA. Over AVA: the summary bar&apos;s red for points and SWC over the limit. Columns.</extracomment>
        <translation>유닛</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>포인트</translation>
    </message>
    <message>
        <source>In this list: {use} (over AVA)</source>
        <extracomment>The Unit object. Lower-case text the search matches (ISC, name, slug, option names). Unit type of the main profile (``LI``...). Sort key of the cell (names case-folded, numbers as numbers). Second display line: ``LI · Line Troops · AVA T``. The UnitRow (facets for filtering). The unit&apos;s AvaUse in the list (or None before any list is shown). True when the units shown are the reinforcement list&apos;s (RULES.md A10). Which option a dragged unit brings: (profile group, option) or None for its first purchasable option (the panel picks the selected one).</extracomment>
        <translation>이 목록에서: {use} (AVA 초과)</translation>
    </message>
    <message>
        <source>In this list: {use} (at AVA)</source>
        <translation>이 목록에서: {use} (AVA 도달)</translation>
    </message>
    <message>
        <source>In this list: {use}</source>
        <translation>이 목록에서: {use}</translation>
    </message>
    <message>
        <source>Spec-Ops: one of its options is the army&apos;s Spec-Ops.</source>
        <translation>Spec-Ops: 옵션 중 하나가 진영의 Spec-Ops입니다.</translation>
    </message>
    <message>
        <source>Listed twice in this army: this one is {origin}.</source>
        <translation>이 군대에 두 번 실려 있습니다: 이것은 {origin}입니다.</translation>
    </message>
    <message>
        <source>Soldiers of Fortune: a mercenary hired from {army} (at most 85 points of them; hiring costs 1 SWC).</source>
        <translation>솔저스 오브 포춘: {army}에서 고용한 용병(최대 85포인트, 고용하면 SWC 1 감소).</translation>
    </message>
    <message>
        <source>{points} pts · {swc} SWC</source>
        <translation>{points}포인트 · {swc} SWC</translation>
    </message>
</context>
<context>
    <name>ClassifiedPanel</name>
    <message>
        <source>Classified objectives</source>
        <translation>기밀 목표</translation>
    </message>
    <message>
        <source>The ITS classified deck: an objective is covered when a trooper of the list, not a peripheral, can fulfil it (ITS.md E11).</source>
        <translation>ITS 기밀 목표 덱: 주변기기가 아닌 목록의 병사가 달성할 수 있으면 그 목표는 달성 가능합니다(ITS.md E11).</translation>
    </message>
    <message>
        <source>Covered: {n} of {total}</source>
        <translation>달성 가능: {n}/{total}</translation>
    </message>
    <message>
        <source>Order pools</source>
        <translation>오더 풀</translation>
    </message>
</context>
<context>
    <name>ClassifiedTableModel</name>
    <message>
        <source>#</source>
        <extracomment>Foreground of an objective the list does not cover. Foreground of the covered mark.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Covered</source>
        <translation>달성 가능</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>목표</translation>
    </message>
    <message>
        <source>Troopers</source>
        <translation>병사</translation>
    </message>
    <message>
        <source>Number in the classified deck</source>
        <translation>기밀 목표 덱의 번호</translation>
    </message>
    <message>
        <source>Covered when a trooper of the list, not a peripheral, can fulfil it</source>
        <translation>주변기기가 아닌 목록의 병사가 달성할 수 있으면 달성 가능</translation>
    </message>
    <message>
        <source>Hover an objective for its designated troopers</source>
        <translation>목표 위에 마우스를 올리면 지정 병사가 보입니다</translation>
    </message>
    <message>
        <source>Each trooper of the list that can fulfil it</source>
        <translation>이 목표를 달성할 수 있는 목록의 각 병사</translation>
    </message>
    <message>
        <source>Designated troopers: {who}</source>
        <extracomment>The ObjectiveCoverage of the row. True when the row&apos;s objective is covered.</extracomment>
        <translation>지정 병사: {who}</translation>
    </message>
</context>
<context>
    <name>DataProblems</name>
    <message>
        <source>Problems found in the profile data (click for all)</source>
        <extracomment>A problem was reported (argument: its text).</extracomment>
        <translation>프로필 데이터에서 발견된 문제 (클릭하면 모두 표시)</translation>
    </message>
    <message>
        <source>Data problem: {problem}</source>
        <translation>데이터 문제: {problem}</translation>
    </message>
    <message>
        <source>Profile data problems</source>
        <translation>프로필 데이터 문제</translation>
    </message>
</context>
<context>
    <name>DataUpdate</name>
    <message>
        <source>Already current: the {label} equals the official data.</source>
        <translation>이미 최신입니다: {label}은(는) 공식 데이터와 같습니다.</translation>
    </message>
    <message>
        <source>Installed: the {label}. It is used the next time Listbuilder starts; the previous data is kept (listbuilder data rollback returns to it).</source>
        <translation>설치됨: {label}. Listbuilder를 다음에 시작할 때 사용됩니다. 이전 데이터는 보관됩니다 (listbuilder data rollback으로 되돌릴 수 있습니다).</translation>
    </message>
    <message>
        <source>Note: {variable} is set, so that folder stays in use.</source>
        <translation>참고: {variable}이(가) 설정되어 있어 그 폴더를 계속 사용합니다.</translation>
    </message>
    <message>
        <source>No army changed.</source>
        <translation>바뀐 군대가 없습니다.</translation>
    </message>
    <message>
        <source>The data server could not be reached (no internet connection, or the server did not answer).</source>
        <translation>데이터 서버에 연결할 수 없습니다 (인터넷 연결이 없거나 서버가 응답하지 않았습니다).</translation>
    </message>
    <message>
        <source>The update was cancelled.</source>
        <translation>업데이트가 취소되었습니다.</translation>
    </message>
    <message>
        <source>Another data update is running.</source>
        <translation>다른 데이터 업데이트가 진행 중입니다.</translation>
    </message>
    <message>
        <source>The update failed: the server&apos;s data could not be used.</source>
        <translation>업데이트 실패: 서버의 데이터를 사용할 수 없습니다.</translation>
    </message>
    <message>
        <source>Check for data updates</source>
        <extracomment>(files done, files in all, file name, megabytes received in all) The update ended: (True when it succeeded, text for the player, the technical detail of a failure or ``&quot;&quot;``). A run ended (argument: True when it succeeded).</extracomment>
        <translation>데이터 업데이트 확인</translation>
    </message>
    <message>
        <source>Fetch the newest official army data from {source}, check every file and install it (the data in use changes only if all of it is good).</source>
        <translation>{source}에서 최신 공식 부대 데이터를 받아 모든 파일을 확인한 뒤 설치합니다 (모든 파일이 정상일 때만 사용 중인 데이터가 바뀝니다).</translation>
    </message>
    <message>
        <source>What changed will be listed here.</source>
        <translation>바뀐 내용이 여기에 표시됩니다.</translation>
    </message>
    <message>
        <source>Show &amp;details</source>
        <translation>자세히 보기(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Check now</source>
        <translation>지금 확인(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;ancel update</source>
        <translation>업데이트 취소(&amp;A)</translation>
    </message>
    <message>
        <source>Connecting to {source}…</source>
        <translation>{source}에 연결하는 중…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>Fetching {name}: {done} of {total} files, {size} MB…</source>
        <translation>{name} 받는 중: 파일 {total}개 중 {done}개, {size} MB…</translation>
    </message>
    <message>
        <source>Checking every file…</source>
        <translation>모든 파일을 확인하는 중…</translation>
    </message>
    <message>
        <source>Hide &amp;details</source>
        <translation>자세히 숨기기(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Check again</source>
        <translation>다시 확인(&amp;C)</translation>
    </message>
    <message>
        <source>Nothing changed: the data in use is still the {data}.</source>
        <translation>아무것도 바뀌지 않았습니다. 사용 중인 데이터는 그대로입니다: {data}.</translation>
    </message>
    <message>
        <source>Nothing changed: the data in use is the same.</source>
        <translation>아무것도 바뀌지 않았습니다. 사용 중인 데이터는 그대로입니다.</translation>
    </message>
    <message>
        <source>The data changed since this list was saved</source>
        <translation>이 목록을 저장한 뒤 데이터가 바뀌었습니다</translation>
    </message>
</context>
<context>
    <name>DiceDock</name>
    <message>
        <source>Dice calculator</source>
        <translation>주사위 계산기</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Chance of exactly n successful rolls (criticals included)</source>
        <extracomment>Tooltips of the result tables&apos; columns.</extracomment>
        <translation>성공한 굴림이 정확히 n개일 확률 (치명타 포함)</translation>
    </message>
    <message>
        <source>Chance of exactly n criticals</source>
        <translation>치명타가 정확히 n개일 확률</translation>
    </message>
    <message>
        <source>Chance that the opponent loses exactly n wounds (after saving rolls)</source>
        <translation>상대가 운드를 정확히 n개 잃을 확률 (방어 굴림 후)</translation>
    </message>
    <message>
        <source>Hits</source>
        <extracomment>Colours of the two sides in the summary, table headers and chart. Columns of each side&apos;s table.</extracomment>
        <translation>명중</translation>
    </message>
    <message>
        <source>Crits</source>
        <translation>치명타</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>운드</translation>
    </message>
    <message>
        <source>Active (shoots first)</source>
        <extracomment>Width (px) from which the two sides, and tables and chart, sit side by side. Width (px) from which the two result tables sit side by side. Centimetres in an inch, as the game counts them. Colour of the active side&apos;s wounds when the reactive trooper Dodges. A new result was computed (FaceToFace or TemplateExchange; None when inputs are missing).</extracomment>
        <translation>능동 (먼저 사격)</translation>
    </message>
    <message>
        <source>Reactive (ARO)</source>
        <translation>반응 (ARO)</translation>
    </message>
    <message>
        <source>Same distance for both</source>
        <translation>양쪽에 같은 거리</translation>
    </message>
    <message>
        <source>Both troopers stand at one distance: each side&apos;s range band is the one of its own weapon holding it</source>
        <translation>두 병사가 같은 거리에 섭니다: 각 측의 사거리 구간은 자기 무기에서 그 거리를 포함하는 구간입니다</translation>
    </message>
    <message>
        <source>Distance between the two troopers</source>
        <translation>두 병사 사이의 거리</translation>
    </message>
    <message>
        <source>{weapon} does not reach {distance}&quot;.</source>
        <translation>{weapon}은(는) {distance}&quot;에 닿지 않습니다.</translation>
    </message>
    <message>
        <source>Active, if Dodged</source>
        <translation>능동, 회피했을 때</translation>
    </message>
    <message>
        <source>Pick a trooper and a weapon on each side.</source>
        <translation>양쪽에서 병사와 무기를 고르세요.</translation>
    </message>
    <message>
        <source>Row n: the chance of exactly n hits / criticals / wounds</source>
        <translation>n행: 명중 / 치명타 / 운드가 정확히 n개일 확률</translation>
    </message>
    <message>
        <source>Active wins {percent}</source>
        <translation>능동 승리 {percent}</translation>
    </message>
    <message>
        <source>Reactive wins {percent}</source>
        <translation>반응 승리 {percent}</translation>
    </message>
    <message>
        <source>Neither {percent}</source>
        <translation>무승부 {percent}</translation>
    </message>
    <message>
        <source>Active SV {a_sv}, B{a_burst}; reactive SV {r_sv}, B{r_burst} ({edition}). Mean wounds caused: active {a_wounds}, reactive {r_wounds}</source>
        <translation>능동 SV {a_sv}, B{a_burst}; 반응 SV {r_sv}, B{r_burst} ({edition}). 평균 입힌 운드: 능동 {a_wounds}, 반응 {r_wounds}</translation>
    </message>
    <message>
        <source>{side}: the template hits without a roll</source>
        <translation>{side}: 템플릿은 굴림 없이 명중</translation>
    </message>
    <message>
        <source>{side}: normal roll, SV {sv}, B{burst}, hits {percent}</source>
        <translation>{side}: 일반 굴림, SV {sv}, B{burst}, 명중 {percent}</translation>
    </message>
    <message>
        <source>Or the reactive trooper Dodges: PH roll, SV {sv}, succeeds {percent} and avoids the template</source>
        <translation>또는 반응 병사가 회피: PH 굴림, SV {sv}, {percent} 성공하면 템플릿을 피함</translation>
    </message>
    <message>
        <source>No face-to-face roll against a template: each attack is resolved on its own. Mean wounds caused: active {a_wounds}, reactive {r_wounds}</source>
        <translation>템플릿에는 대면 굴림이 없습니다: 각 공격을 따로 판정합니다. 평균 입힌 운드: 능동 {a_wounds}, 반응 {r_wounds}</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>능동</translation>
    </message>
    <message>
        <source>Reactive</source>
        <translation>반응</translation>
    </message>
</context>
<context>
    <name>EditFlow</name>
    <message>
        <source>Over AVA</source>
        <translation>AVA 초과</translation>
    </message>
    <message>
        <source>{unit} is at its AVA in this army ({use}). Add anyway? The list will be illegal until one is removed.</source>
        <translation>{unit}은(는) 이 군대에서 AVA에 도달했습니다 ({use}). 그래도 추가할까요? 하나를 제거할 때까지 목록이 부적합 상태가 됩니다.</translation>
    </message>
    <message>
        <source>Select one trooper to replace.</source>
        <translation>교체할 병사를 하나 선택하세요.</translation>
    </message>
    <message>
        <source>A reinforcement trooper is replaced by a reinforcement unit, a main-list trooper by a unit of the army.</source>
        <translation>증원 병사는 증원 유닛으로, 본 목록의 병사는 군대의 유닛으로 교체합니다.</translation>
    </message>
    <message>
        <source>Unknown unit: use Replace selected</source>
        <translation>알 수 없는 유닛: 선택 항목 교체를 사용하세요</translation>
    </message>
    <message>
        <source>Change &amp;option</source>
        <translation>옵션 변경(&amp;O)</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Check an event</source>
        <extracomment>The points tiers offered (ITS.md E1); the first entry keeps each code&apos;s own. The Extras offered, in this order (ITS.md E5). Where a list line keeps its EventList. The user asked to open a list in the editor (an ``ArmyList``).</extracomment>
        <translation>대회 점검</translation>
    </message>
    <message>
        <source>Lists of the selected player (double-click to open):</source>
        <translation>선택한 플레이어의 목록(더블클릭하면 열림):</translation>
    </message>
    <message>
        <source>Open in editor</source>
        <translation>편집기에서 열기</translation>
    </message>
    <message>
        <source>Export binder…</source>
        <translation>바인더 내보내기…</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>포인트:</translation>
    </message>
    <message>
        <source>each list&apos;s own</source>
        <translation>목록마다 자체 값</translation>
    </message>
    <message>
        <source>Extras:</source>
        <translation>엑스트라:</translation>
    </message>
    <message>
        <source>Cannot read the event file</source>
        <translation>대회 파일을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>{file}: {ok} of {n} players OK</source>
        <translation>{file}: 플레이어 {n}명 중 {ok}명 문제없음</translation>
    </message>
    <message>
        <source>Export binder</source>
        <translation>바인더 내보내기</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write the binder</source>
        <translation>바인더를 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Binder written: {file}</source>
        <translation>바인더를 썼습니다: {file}</translation>
    </message>
    <message>
        <source>Open an event file</source>
        <translation>대회 파일 열기</translation>
    </message>
    <message>
        <source>Event files (*.csv);;All files (*)</source>
        <translation>대회 파일 (*.csv);;모든 파일 (*)</translation>
    </message>
</context>
<context>
    <name>EventTableModel</name>
    <message>
        <source>Player</source>
        <extracomment>Text colour of the status of a player who is not ok, and of one who is. Columns.</extracomment>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>진영</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>목록</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>The player, as the event file names them</source>
        <translation>대회 파일에 적힌 플레이어 이름</translation>
    </message>
    <message>
        <source>Army or sectorial of the lists (ITS: one for all)</source>
        <translation>목록의 진영 또는 섹토리얼(ITS: 모든 목록이 하나)</translation>
    </message>
    <message>
        <source>Lists submitted (1 or 2; 3 with Escalation)</source>
        <translation>제출한 목록 수(1개나 2개, 에스컬레이션은 3개)</translation>
    </message>
    <message>
        <source>OK, or what is wrong</source>
        <translation>문제없음, 또는 무엇이 문제인지</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Every trooper with profile, skills, equipment and weapons; order pools; points, SWC and legality.</source>
        <translation>모든 병사의 프로필, 스킬, 장비, 무기; 오더 풀; 포인트, SWC, 적합 여부.</translation>
    </message>
    <message>
        <source>The whole list on one page (up to 15 troopers): one line per trooper and one weapons summary.</source>
        <translation>목록 전체를 한 페이지에 (병사 15명까지): 병사당 한 줄과 무기 요약 하나.</translation>
    </message>
    <message>
        <source>Open information only, to hand to your opponent: no points, SWC or Lieutenant; troopers deploying hidden or airborne and marker contents are left out.</source>
        <translation>상대에게 건넬 공개 정보만: 포인트, SWC, 장교 없음. 숨어서 또는 공중으로 배치하는 병사와 마커 내용은 빠집니다.</translation>
    </message>
    <message>
        <source>One card per trooper (peripherals and pairs too): profile, skills, equipment, weapons with range bands, orders, Lieutenant and fireteam marks; with cut marks.</source>
        <translation>병사당 카드 한 장 (페리페럴과 짝 포함): 프로필, 스킬, 장비, 사거리 구간별 무기, 오더, 장교와 파이어팀 표시; 재단선 포함.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <extracomment>Characters file systems refuse in a file name.</extracomment>
        <translation>PDF 내보내기</translation>
    </message>
    <message>
        <source>Add a &amp;charts page: weapons by range, hacking programs</source>
        <translation>도표 페이지 추가(&amp;C): 사거리별 무기, 해킹 프로그램</translation>
    </message>
    <message>
        <source>&amp;Open the PDF when done</source>
        <translation>완료되면 PDF 열기(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>시트(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>용지(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Distances:</source>
        <translation>거리(&amp;D):</translation>
    </message>
    <message>
        <source>Cards a pa&amp;ge:</source>
        <translation>페이지당 카드(&amp;G):</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 파일 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation>PDF를 내보낼 수 없습니다</translation>
    </message>
</context>
<context>
    <name>FileWorkflow</name>
    <message>
        <source>Listbuilder lists (*{suffix});;JSON files (*.json);;All files (*)</source>
        <extracomment>Shows a message in the status bar for some milliseconds.</extracomment>
        <translation>Listbuilder 목록 (*{suffix});;JSON 파일 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <source>The list “{name}” has unsaved changes. Save them?</source>
        <translation>목록 “{name}”에 저장하지 않은 변경 사항이 있습니다. 저장할까요?</translation>
    </message>
    <message>
        <source>{name}[*] — {army}, {points} pts, {edition} — Listbuilder</source>
        <translation>{name}[*] — {army}, {points}포인트, {edition} — Listbuilder</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>목록 열기</translation>
    </message>
    <message>
        <source>Cannot open the list</source>
        <translation>목록을 열 수 없습니다</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path}을(를) 열었습니다</translation>
    </message>
    <message>
        <source>Save list</source>
        <translation>목록 저장</translation>
    </message>
    <message>
        <source>Cannot save the list</source>
        <translation>목록을 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>{path}: {error}. The list was not saved.</source>
        <translation>{path}: {error}. 목록을 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>{error}. The list was not saved.</source>
        <translation>{error}. 목록을 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path}에 저장했습니다</translation>
    </message>
    <message>
        <source>No recent lists</source>
        <translation>최근 목록 없음</translation>
    </message>
    <message>
        <source>Cannot import the army code</source>
        <translation>부대 코드를 가져올 수 없습니다</translation>
    </message>
    <message>
        <source>The code uses the unknown ruleset {ruleset}.</source>
        <translation>코드가 알 수 없는 규칙 세트 {ruleset}을(를) 사용합니다.</translation>
    </message>
    <message>
        <source>Army code copied to the clipboard.</source>
        <translation>부대 코드를 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>Share link copied to the clipboard.</source>
        <translation>공유 링크를 클립보드에 복사했습니다.</translation>
    </message>
</context>
<context>
    <name>ImportCodeDialog</name>
    <message>
        <source>{army} &quot;{name}&quot;</source>
        <translation>{army} &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{army}: {points} pts, {troopers} in {groups}</source>
        <translation>{army}: {points}포인트, {groups}에 {troopers}</translation>
    </message>
    <message>
        <source>Import army code</source>
        <translation>부대 코드 가져오기</translation>
    </message>
    <message>
        <source>Paste an army code from the official army builder, or its share link (https://infinityuniverse.com/army/list/...).</source>
        <translation>공식 부대 빌더의 부대 코드나 공유 링크 (https://infinityuniverse.com/army/list/...)를 붙여넣으세요.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <source>Paste a code to see what it holds.</source>
        <translation>코드를 붙여넣으면 내용을 보여 줍니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s) are not in the bundled data (newer units or removed options). They will be kept in the list as placeholders until you replace or remove them:</source>
        <translation>
            <numerusform>%n개 항목이 내장 데이터에 없습니다 (새 유닛이나 삭제된 옵션). 교체하거나 제거할 때까지 자리 표시자로 목록에 남습니다:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDetails</name>
    <message>
        <source>Tags, separated by commas</source>
        <translation>쉼표로 구분한 태그</translation>
    </message>
    <message>
        <source>A note about this list</source>
        <translation>이 목록에 대한 메모</translation>
    </message>
    <message>
        <source>Save tags and note</source>
        <translation>태그와 메모 저장</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>태그:</translation>
    </message>
    <message numerus="yes">
        <source>%n list(s) selected.</source>
        <translation>
            <numerusform>목록 %n개 선택됨.</numerusform>
        </translation>
    </message>
    <message>
        <source>No list selected.</source>
        <translation>선택한 목록 없음.</translation>
    </message>
    <message>
        <source>Legal.</source>
        <translation>적합.</translation>
    </message>
    <message>
        <source>Illegal — {violations}</source>
        <translation>부적합 — {violations}</translation>
    </message>
    <message>
        <source>{name} — {army}, {points} pts, SWC {swc}, {troopers} troopers ({ruleset}). {legal}</source>
        <translation>{name} — {army}, {points}포인트, SWC {swc}, 병사 {troopers} ({ruleset}). {legal}</translation>
    </message>
</context>
<context>
    <name>LibraryFilterBar</name>
    <message>
        <source>Legal and illegal</source>
        <extracomment>Width of each column when the table is first shown (pixels). Legality filter choices: (text, LibraryFilter.legal).</extracomment>
        <translation>적합과 부적합</translation>
    </message>
    <message>
        <source>Legal only</source>
        <translation>적합만</translation>
    </message>
    <message>
        <source>Illegal only</source>
        <translation>부적합만</translation>
    </message>
    <message>
        <source>Search name, unit, army, tag or note…</source>
        <translation>이름, 유닛, 군대, 태그, 메모 검색…</translation>
    </message>
    <message>
        <source>All armies</source>
        <translation>모든 군대</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>모든 태그</translation>
    </message>
</context>
<context>
    <name>LibraryOperations</name>
    <message>
        <source>Cannot duplicate the list</source>
        <translation>목록을 복제할 수 없습니다</translation>
    </message>
    <message>
        <source>Rename list</source>
        <translation>목록 이름 바꾸기</translation>
    </message>
    <message>
        <source>New name of the list:</source>
        <translation>목록의 새 이름:</translation>
    </message>
    <message>
        <source>Cannot rename the list</source>
        <translation>목록 이름을 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>Renamed to “{name}”.</source>
        <translation>“{name}”(으)로 이름을 바꿨습니다.</translation>
    </message>
    <message>
        <source>(top of the library)</source>
        <translation>(보관함 최상위)</translation>
    </message>
    <message>
        <source>Move to folder</source>
        <translation>폴더로 이동</translation>
    </message>
    <message>
        <source>Move the selected lists to:</source>
        <translation>선택한 목록을 옮길 곳:</translation>
    </message>
    <message>
        <source>Cannot move the lists</source>
        <translation>목록을 옮길 수 없습니다</translation>
    </message>
    <message>
        <source>Cannot move the lists to the trash</source>
        <translation>목록을 휴지통으로 옮길 수 없습니다</translation>
    </message>
    <message>
        <source>Cannot save the tags and note</source>
        <translation>태그와 메모를 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>Tags and note saved in the list.</source>
        <translation>태그와 메모를 목록에 저장했습니다.</translation>
    </message>
    <message>
        <source>New folder</source>
        <translation>새 폴더</translation>
    </message>
    <message>
        <source>Name of the new folder:</source>
        <translation>새 폴더의 이름:</translation>
    </message>
    <message>
        <source>Cannot create the folder</source>
        <translation>폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>Folder “{folder}” created.</source>
        <translation>폴더 “{folder}”을(를) 만들었습니다.</translation>
    </message>
    <message>
        <source>Rename folder</source>
        <translation>폴더 이름 바꾸기</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>새 이름:</translation>
    </message>
    <message>
        <source>Cannot rename the folder</source>
        <translation>폴더 이름을 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>Folder renamed to “{folder}”.</source>
        <translation>폴더 이름을 “{folder}”(으)로 바꿨습니다.</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>Folders</source>
        <extracomment>Milliseconds the folder watcher waits for a burst of changes to end. A list should be opened in the editor (argument: its Path). Lists moved, renamed or deleted (argument: dict of old path → new path, None for a list moved to the trash; the same path when only its contents changed). A scan finished and the table shows its rows. Something to tell the player (argument: the message).</extracomment>
        <translation>폴더</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The toolbar&apos;s actions in order (&quot;-&quot; separates).</extracomment>
        <translation>열기</translation>
    </message>
    <message>
        <source>Open the list in the editor</source>
        <translation>편집기에서 목록 열기</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>복제</translation>
    </message>
    <message>
        <source>Save a copy of each selected list</source>
        <translation>선택한 목록마다 사본 저장</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>이름 바꾸기…</translation>
    </message>
    <message>
        <source>Rename the list and its file</source>
        <translation>목록과 그 파일의 이름 바꾸기</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>이동…</translation>
    </message>
    <message>
        <source>Move the selected lists to a folder</source>
        <translation>선택한 목록을 폴더로 이동</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Move the selected lists to the trash</source>
        <translation>선택한 목록을 휴지통으로 이동</translation>
    </message>
    <message>
        <source>New folder…</source>
        <translation>새 폴더…</translation>
    </message>
    <message>
        <source>Create a folder in the selected folder</source>
        <translation>선택한 폴더 안에 폴더 만들기</translation>
    </message>
    <message>
        <source>Rename folder…</source>
        <translation>폴더 이름 바꾸기…</translation>
    </message>
    <message>
        <source>Rename the folder</source>
        <translation>폴더 이름 바꾸기</translation>
    </message>
    <message>
        <source>Trash…</source>
        <translation>휴지통…</translation>
    </message>
    <message>
        <source>Restore lists from the trash</source>
        <translation>휴지통에서 목록 복원</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <source>Scan the lists folder again</source>
        <translation>목록 폴더를 다시 읽기</translation>
    </message>
    <message>
        <source>The lists folder cannot be created: {error}</source>
        <translation>목록 폴더를 만들 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>Reading the lists in {folder}…</source>
        <translation>{folder}의 목록을 읽는 중…</translation>
    </message>
    <message>
        <source>All lists</source>
        <translation>모든 목록</translation>
    </message>
    <message numerus="yes">
        <source>%n list(s)</source>
        <translation>
            <numerusform>목록 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n개 표시</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n개 읽을 수 없음</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Move to folder</source>
        <translation>폴더로 이동</translation>
    </message>
    <message>
        <source>(top of the library)</source>
        <translation>(보관함 최상위)</translation>
    </message>
</context>
<context>
    <name>LibraryScanner</name>
    <message>
        <source>The library cannot be scanned: {error}</source>
        <extracomment>A scan finished (argument: the LibraryScan), on the GUI thread. A scan failed as a whole (argument: the message). Internal: the worker thread&apos;s outcome, delivered on the GUI thread.</extracomment>
        <translation>보관함을 읽을 수 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>LibraryTableModel</name>
    <message>
        <source>The list&apos;s name (its file name when it has none)</source>
        <extracomment>Drag payload: the dragged lists&apos; paths, one per line (UTF-8). Text colour of the legality cell of an illegal or unreadable list. Columns (see ``core.library.COLUMNS``).</extracomment>
        <translation>목록의 이름 (없으면 파일 이름)</translation>
    </message>
    <message>
        <source>Army or sectorial</source>
        <translation>군대 또는 섹토리얼</translation>
    </message>
    <message>
        <source>Points the main list spends / the agreed limit (RULES.md A1)</source>
        <translation>본 목록이 쓰는 포인트 / 합의한 한도 (RULES.md A1)</translation>
    </message>
    <message>
        <source>Legal, or the RULES.md items the list breaks</source>
        <translation>적합, 또는 목록이 어기는 RULES.md 항목</translation>
    </message>
    <message>
        <source>Troopers in the main list / the cap (RULES.md A7)</source>
        <translation>본 목록의 병사 수 / 상한 (RULES.md A7)</translation>
    </message>
    <message>
        <source>Your tags</source>
        <translation>내 태그</translation>
    </message>
    <message>
        <source>Folder inside the library</source>
        <translation>보관함 안의 폴더</translation>
    </message>
    <message>
        <source>Version of the army data the list was checked against</source>
        <translation>목록을 검사할 때 쓴 부대 데이터 버전</translation>
    </message>
    <message>
        <source>When the file was last changed</source>
        <translation>파일을 마지막으로 바꾼 때</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Library — Listbuilder</source>
        <extracomment>The window was shown or hidden (argument: visible).</extracomment>
        <translation>보관함 — Listbuilder</translation>
    </message>
    <message>
        <source>The list is open with unsaved changes</source>
        <translation>저장하지 않은 변경 사항과 함께 목록이 열려 있습니다</translation>
    </message>
    <message>
        <source>This list is open in the editor with unsaved changes. Save them (or discard them) first, then change it here.</source>
        <translation>이 목록은 저장하지 않은 변경 사항과 함께 편집기에 열려 있습니다. 먼저 저장하거나 버린 다음 여기서 바꾸세요.</translation>
    </message>
</context>
<context>
    <name>ListMenus</name>
    <message>
        <source>&amp;Move to group</source>
        <translation>그룹으로 이동(&amp;M)</translation>
    </message>
    <message>
        <source>Declare &amp;fireteam</source>
        <translation>파이어팀 선언(&amp;F)</translation>
    </message>
    <message>
        <source>R&amp;uleset</source>
        <translation>규칙 세트(&amp;U)</translation>
    </message>
    <message>
        <source>Select one Spec-Ops trooper (the unit browser marks the army&apos;s Spec-Ops units).</source>
        <translation>Spec-Ops 병사 한 명을 선택하세요 (유닛 목록에 진영의 Spec-Ops 유닛이 표시됩니다).</translation>
    </message>
    <message>
        <source>Select an empty combat group to remove.</source>
        <translation>제거할 빈 전투 그룹을 선택하세요.</translation>
    </message>
    <message>
        <source>Move to group</source>
        <translation>그룹으로 이동</translation>
    </message>
    <message>
        <source>Declare fireteam</source>
        <translation>파이어팀 선언</translation>
    </message>
    <message>
        <source>New reinforcement group</source>
        <translation>새 증원 그룹</translation>
    </message>
    <message>
        <source>New combat group</source>
        <translation>새 전투 그룹</translation>
    </message>
    <message>
        <source>Main-list and reinforcement troopers cannot share a group</source>
        <translation>본 목록의 병사와 증원 병사는 한 그룹에 함께 있을 수 없습니다</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Profile</source>
        <translation>프로필</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>Document signals connected to this build&apos;s controllers (cut on rebuild).</extracomment>
        <translation>최근 목록 열기(&amp;R)</translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation>설정을 저장하지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>This problem concerns the whole list, not particular troopers.</source>
        <translation>이 문제는 특정 병사가 아니라 목록 전체에 관한 것입니다.</translation>
    </message>
</context>
<context>
    <name>NewListDialog</name>
    <message>
        <source>Free Game</source>
        <extracomment>The largest points limit the field accepts. Each ITS Extra&apos;s checkbox: its name and what it changes (ITS.md E5).</extracomment>
        <translation>프리 게임</translation>
    </message>
    <message>
        <source>No 15-trooper cap (A7 does not apply).</source>
        <translation>병사 15명 제한이 없습니다(A7 미적용).</translation>
    </message>
    <message>
        <source>Soldiers of Fortune</source>
        <translation>솔저스 오브 포춘</translation>
    </message>
    <message>
        <source>Hire Mercenary Troops that other armies field, at their own AVA: at most 85 points of them, and hiring takes 1 SWC off the allowance. The unit browser lists them.</source>
        <translation>다른 부대가 편성하는 용병 부대를 각자의 AVA로 고용합니다: 최대 85포인트이며, 고용하면 SWC 한도가 1 줄어듭니다. 유닛 목록에 표시됩니다.</translation>
    </message>
    <message>
        <source>Spec-Ops</source>
        <translation>스펙옵스</translation>
    </message>
    <message>
        <source>The list may field one Spec-Ops trooper (no legality check changes).</source>
        <translation>목록에 스펙옵스 병사 1명을 편성할 수 있습니다(적법성 검사는 바뀌지 않음).</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>증원</translation>
    </message>
    <message>
        <source>Reinforcements are compulsory: a list without reinforcement troopers is illegal.</source>
        <translation>증원이 필수입니다: 증원 병사가 없는 목록은 적법하지 않습니다.</translation>
    </message>
    <message>
        <source>Escalation</source>
        <translation>에스컬레이션</translation>
    </message>
    <message>
        <source>The event plays three rounds at 200, 300 and 400 points (no legality check changes).</source>
        <translation>이벤트는 200, 300, 400포인트로 세 라운드를 진행합니다(적법성 검사는 바뀌지 않음).</translation>
    </message>
    <message>
        <source>List properties</source>
        <translation>목록 속성</translation>
    </message>
    <message>
        <source>New list</source>
        <translation>새 목록</translation>
    </message>
    <message>
        <source>Search armies</source>
        <translation>군대 검색</translation>
    </message>
    <message>
        <source>Data: {version}</source>
        <translation>데이터: {version}</translation>
    </message>
    <message>
        <source>The profile data in use (Help &gt; Check for data updates... fetches newer official data)</source>
        <translation>사용 중인 프로필 데이터 (도움말 &gt; 데이터 업데이트 확인…에서 새 공식 데이터를 받아옵니다)</translation>
    </message>
    <message>
        <source>The edition whose army-construction and dice rules the list follows</source>
        <translation>목록이 따르는 부대 구성 규칙과 주사위 규칙의 판</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>선택 사항</translation>
    </message>
    <message>
        <source>&amp;Army:</source>
        <translation>군대(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>규칙 세트(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Points limit:</source>
        <translation>포인트 한도(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>ITS Extras:</source>
        <translation>ITS 엑스트라:</translation>
    </message>
    <message>
        <source>The Extras the event announces; the legality check applies them</source>
        <translation>이벤트가 발표한 엑스트라. 적법성 검사에 적용됩니다</translation>
    </message>
</context>
<context>
    <name>OptionTableModel</name>
    <message>
        <source>Option</source>
        <extracomment>Columns.</extracomment>
        <translation>옵션</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>포인트</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>Options</source>
        <extracomment>The selected option changed (OptionSummary or None). Add asked: (unit id, profile group id, option id, target group index). Replace asked for the selected trooper: (unit id, profile group, option).</extracomment>
        <translation>옵션</translation>
    </message>
    <message>
        <source>Select a unit to see its options.</source>
        <translation>유닛을 선택하면 옵션을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Combat group the option is added to</source>
        <translation>옵션을 추가할 전투 그룹</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Add the option to the group (Enter)</source>
        <translation>옵션을 그룹에 추가 (Enter)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>교체</translation>
    </message>
    <message>
        <source>Replace the trooper selected in the list by this option, in its place (same group, position and fireteam)</source>
        <translation>목록에서 선택한 병사를 이 옵션으로 그 자리에서 교체 (같은 그룹, 위치, 파이어팀)</translation>
    </message>
    <message>
        <source>Add to:</source>
        <translation>추가할 곳:</translation>
    </message>
    <message>
        <source>in the list {use}</source>
        <translation>목록에 {use}</translation>
    </message>
    <message>
        <source>at AVA</source>
        <translation>AVA 도달</translation>
    </message>
    <message>
        <source>New combat group</source>
        <translation>새 전투 그룹</translation>
    </message>
    <message>
        <source>New reinforcement group</source>
        <translation>새 증원 그룹</translation>
    </message>
</context>
<context>
    <name>OrderPoolPanel</name>
    <message>
        <source>Order pools</source>
        <translation>오더 풀</translation>
    </message>
    <message>
        <source>Orders each combat group brings at deployment. Hover a column title for its meaning.</source>
        <translation>각 전투 그룹이 배치 때 가져오는 오더. 열 제목에 마우스를 올리면 뜻을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Held, reinforcement group {group}: {held}</source>
        <translation>대기, 증원 그룹 {group}: {held}</translation>
    </message>
    <message>
        <source>Held, group {group}: {held}</source>
        <translation>대기, 그룹 {group}: {held}</translation>
    </message>
</context>
<context>
    <name>OrderPoolTableModel</name>
    <message>
        <source>Group</source>
        <extracomment>Columns.</extracomment>
        <translation>그룹</translation>
    </message>
    <message>
        <source>Troopers</source>
        <translation>병사</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>풀</translation>
    </message>
    <message>
        <source>Reg</source>
        <translation>레귤러</translation>
    </message>
    <message>
        <source>Tac</source>
        <translation>전술</translation>
    </message>
    <message>
        <source>Irr</source>
        <translation>이레귤러</translation>
    </message>
    <message>
        <source>Imp</source>
        <translation>성급</translation>
    </message>
    <message>
        <source>Lt</source>
        <translation>장교</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>대기</translation>
    </message>
    <message>
        <source>Combat group</source>
        <translation>전투 그룹</translation>
    </message>
    <message>
        <source>Troopers in the group (paired troopers count twice)</source>
        <translation>그룹의 병사 수 (짝을 이룬 병사는 두 번 셈)</translation>
    </message>
    <message>
        <source>Orders in the group&apos;s pool at deployment: the Regular orders (B1, B5)</source>
        <translation>배치 때 그룹의 오더 풀에 있는 오더: 레귤러 오더 (B1, B5)</translation>
    </message>
    <message>
        <source>Regular orders (B1)</source>
        <translation>레귤러 오더 (B1)</translation>
    </message>
    <message>
        <source>Tactical Awareness orders: kept by their trooper, not in the pool (B6)</source>
        <translation>전술 오더 (Tactical Awareness): 그 병사가 가지며 풀에 들어가지 않음 (B6)</translation>
    </message>
    <message>
        <source>Irregular orders: only for the trooper that generates them (B2)</source>
        <translation>이레귤러 오더: 그 오더를 만든 병사만 사용 (B2)</translation>
    </message>
    <message>
        <source>Impetuous orders (B3)</source>
        <translation>성급한 오더 (B3)</translation>
    </message>
    <message>
        <source>Lieutenant order: only for the Lieutenant, not in the pool (B4)</source>
        <translation>장교 오더: 장교만 사용하며 풀에 들어가지 않음 (B4)</translation>
    </message>
    <message>
        <source>Orders of troopers deploying off the table, of every type; they come when the troopers appear (B5)</source>
        <translation>테이블 밖에서 배치하는 병사들의 모든 종류의 오더. 그 병사들이 나타날 때 들어옵니다 (B5)</translation>
    </message>
    <message>
        <source>Held off the table: {held}</source>
        <extracomment>The OrderPool of the row. Integer value of the cell (group number for the group column).</extracomment>
        <translation>테이블 밖에서 대기: {held}</translation>
    </message>
</context>
<context>
    <name>PlaceKeeper</name>
    <message>
        <source>The last list, {path}, is no longer there: start a new one, or open it with File &gt; Open if it moved.</source>
        <translation>마지막 목록 {path}이(가) 더 이상 없습니다. 새 목록을 시작하거나, 옮겼다면 파일 &gt; 열기로 여세요.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n data problem(s)</source>
        <extracomment>How long a new problem stays in the status bar (ms).</extracomment>
        <translation>
            <numerusform>데이터 문제 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n data problem(s): the files concerned are skipped and only their armies are unavailable; everything else works.</source>
        <translation>
            <numerusform>데이터 문제 %n개: 해당 파일은 건너뛰어 그 군대만 쓸 수 없고, 나머지는 모두 작동합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n change(s) since it was saved. Save the list to keep its troopers matched to the new data.</source>
        <translation>
            <numerusform>{file}: 저장한 뒤 %n개가 바뀌었습니다. 병사들을 새 데이터에 맞춰 두려면 목록을 저장하세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>그룹 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicated %n list(s).</source>
        <translation>
            <numerusform>목록 %n개를 복제했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to {folder}.</source>
        <translation>
            <numerusform>목록 %n개를 {folder}(으)로 옮겼습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to the top of the library.</source>
        <translation>
            <numerusform>목록 %n개를 보관함 최상위로 옮겼습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to the trash (Trash… restores).</source>
        <translation>
            <numerusform>목록 %n개를 휴지통으로 옮겼습니다 (휴지통…에서 복원).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n list(s).</source>
        <translation>
            <numerusform>목록 %n개를 복원했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n trooper(s)</source>
        <translation>
            <numerusform>병사 %n명 제거</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n trooper(s)</source>
        <translation>
            <numerusform>병사 %n명 복제</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n trooper(s)</source>
        <translation>
            <numerusform>병사 %n명 이동</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>환경설정</translation>
    </message>
    <message>
        <source>System default ({language})</source>
        <translation>시스템 기본값 ({language})</translation>
    </message>
    <message>
        <source>Unit, weapon and skill names stay as the official data gives them (English).</source>
        <translation>유닛, 무기, 스킬 이름은 공식 데이터 그대로 (영어) 표시됩니다.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
</context>
<context>
    <name>ProfileCard</name>
    <message>
        <source>Weapon (traits)</source>
        <extracomment>Weapon table columns that wrap: the name with its traits, which takes the width left over, and the saving roll (&quot;ARM and BTS&quot;), only when the card is too narrow for it on one line. Weapon table headings; B and PS are the game&apos;s own abbreviations.</extracomment>
        <translation>무기 (특성)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>방어</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>탄약</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>사거리</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>함께 배치</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>프로필</translation>
    </message>
    <message>
        <source>Select a trooper in the list, or an option of a unit, to see its profile.</source>
        <translation>목록의 병사나 유닛의 옵션을 선택하면 프로필을 보여 줍니다.</translation>
    </message>
    <message numerus="yes">
        <source>Fields %n trooper(s)</source>
        <translation>
            <numerusform>병사 %n명 함께 배치</numerusform>
        </translation>
    </message>
    <message>
        <source>Also fields</source>
        <translation>함께 배치</translation>
    </message>
</context>
<context>
    <name>QUndoStack</name>
    <message>
        <source>Undo %1</source>
        <extracomment>Stem of the app&apos;s catalogs in ``resources/i18n`` (``listbuilder_ko.qm``). Object name of the translators :func:`install_language` installs. Qt&apos;s texts the app&apos;s catalog words itself: it is searched before Qt&apos;s. The undo texts wrap ours (&quot;{trooper}の削除&quot;); qtbase&apos;s Japanese &quot;%1 をやり直す&quot; put a space before the verb, which Japanese does not write.</extracomment>
        <translation>%1 실행 취소</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 다시 실행</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules reference</source>
        <extracomment>The rules reference in the docs folder. Heading level of a rule&apos;s section (``### A5 · ...``). What separates a rule id from its title in a heading.</extracomment>
        <translation>규칙 참고서</translation>
    </message>
    <message>
        <source>The rules reference could not be read: {error}</source>
        <translation>규칙 참고서를 읽을 수 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>SpecOpsDialog</name>
    <message>
        <source>Upgrade</source>
        <extracomment>The attributes the editor steps, as the profile names them. Where a shop item is listed: its kind&apos;s heading.</extracomment>
        <translation>업그레이드</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>XP</translation>
    </message>
    <message>
        <source>Grants</source>
        <translation>함께 얻는 것</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>능력치</translation>
    </message>
    <message>
        <source>Attribute increases have no XP cost in the official data: their XP are not checked.</source>
        <translation>능력치 상승은 공식 데이터에 XP 비용이 없어 XP를 검사하지 않습니다.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>스킬</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>장비</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>무기</translation>
    </message>
    <message>
        <source>Spec-Ops: %1</source>
        <translation>Spec-Ops: %1</translation>
    </message>
    <message>
        <source>XP spent: %1 of %2</source>
        <translation>사용한 XP: %1 / %2</translation>
    </message>
    <message>
        <source>over the Spec-Ops budget</source>
        <translation>Spec-Ops 예산 초과</translation>
    </message>
    <message>
        <source>(not priced: %1)</source>
        <translation>(비용 없음: %1)</translation>
    </message>
</context>
<context>
    <name>SummaryBar</name>
    <message>
        <source>Reinforcement groups are counted apart from the main list</source>
        <extracomment>Widest the lieutenant text is shown before it is elided (pixels). Widest a note (a hidden Lieutenant, RULES.md C4) is shown before it is elided.</extracomment>
        <translation>증원 그룹은 본 목록과 따로 셉니다</translation>
    </message>
    <message>
        <source>Points of troopers lost at which the army is in Retreat</source>
        <translation>군대가 후퇴 상태가 되는 잃은 병사의 포인트</translation>
    </message>
    <message>
        <source>Specialists: {n}</source>
        <translation>전문가: {n}</translation>
    </message>
    <message>
        <source>Specialist Troops (ITS):</source>
        <translation>전문가 부대(ITS):</translation>
    </message>
    <message>
        <source>No Specialist Troops: no Hacker, Doctor, Engineer, Forward Observer, Paramedic, Chain of Command or Specialist Operative</source>
        <translation>전문가 부대 없음: Hacker, Doctor, Engineer, Forward Observer, Paramedic, Chain of Command, Specialist Operative가 없습니다</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Characteristics</source>
        <extracomment>Headings of a profile&apos;s lists, marked for translation (see :func:`heading`).</extracomment>
        <translation>특성</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>스킬</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>장비</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>무기</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>오더</translation>
    </message>
    <message>
        <source>Reinforcement group: units of the army&apos;s reinforcement list, counted apart from the main list</source>
        <translation>증원 그룹: 군대의 증원 목록에 있는 유닛들로, 본 목록과 따로 셉니다</translation>
    </message>
    <message>
        <source>Fireteam {label}: {description}</source>
        <translation>파이어팀 {label}: {description}</translation>
    </message>
    <message>
        <source>Hired under Soldiers of Fortune: at most 85 points of hired mercenaries, and hiring costs 1 SWC (E5).</source>
        <translation>솔저스 오브 포춘으로 고용: 고용한 용병은 최대 85포인트이며, 고용하면 SWC 1이 듭니다(E5).</translation>
    </message>
    <message>
        <source>Click to select the troopers involved.</source>
        <translation>클릭하면 관련 병사를 선택합니다.</translation>
    </message>
    <message>
        <source>No trooper to select.</source>
        <translation>선택할 병사가 없습니다.</translation>
    </message>
    <message>
        <source>SoF · {trooper}</source>
        <extracomment>The tree&apos;s columns. How many there are. A trooper row&apos;s texts with what they were made of: (row, its tag, texts).</extracomment>
        <translation>SoF · {trooper}</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>군대</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>포인트</translation>
    </message>
    <message>
        <source>Was in</source>
        <translation>원래 위치</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>삭제한 때</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>휴지통</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <source>Delete for good</source>
        <translation>영구 삭제</translation>
    </message>
    <message>
        <source>Empty trash</source>
        <translation>휴지통 비우기</translation>
    </message>
    <message>
        <source>(top of the library)</source>
        <translation>(보관함 최상위)</translation>
    </message>
    <message>
        <source>{name} (cannot be read)</source>
        <translation>{name} (읽을 수 없음)</translation>
    </message>
    <message numerus="yes">
        <source>%n list(s) in the trash ({folder}).</source>
        <translation>
            <numerusform>휴지통에 목록 %n개 ({folder}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>휴지통이 비어 있습니다.</translation>
    </message>
    <message>
        <source>Cannot restore the list</source>
        <translation>목록을 복원할 수 없습니다</translation>
    </message>
    <message>
        <source>Cannot delete the list</source>
        <translation>목록을 삭제할 수 없습니다</translation>
    </message>
    <message>
        <source>Delete for good?</source>
        <translation>영구 삭제할까요?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n list(s) for good? This cannot be undone.</source>
        <translation>
            <numerusform>목록 %n개를 영구 삭제할까요? 되돌릴 수 없습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n list(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>휴지통의 목록 %n개를 모두 영구 삭제할까요? 되돌릴 수 없습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrooperPicker</name>
    <message>
        <source>B {burst}, PS {damage}, saving {save}, ammunition {ammo}</source>
        <translation>B {burst}, PS {damage}, 방어 {save}, 탄약 {ammo}</translation>
    </message>
    <message>
        <source>In partial cover</source>
        <extracomment>Any input changed. The range band changed by the user (its index).</extracomment>
        <translation>부분 엄폐</translation>
    </message>
    <message>
        <source>-3 to the opponent&apos;s roll, +3 to saving rolls</source>
        <translation>상대의 굴림에 -3, 방어 굴림에 +3</translation>
    </message>
    <message>
        <source>Further modifier to this trooper&apos;s roll</source>
        <translation>이 병사의 굴림에 더할 수정치</translation>
    </message>
    <message>
        <source>Burst in ARO: 1, unless a skill raises it (Fireteam bonus, Total Reaction, Neurocinetics)</source>
        <translation>ARO의 장탄수: 스킬이 올리지 않는 한 1 (파이어팀 보너스, Total Reaction, Neurocinetics)</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>군대</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>유닛</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>옵션</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>무기</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>사거리</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>수정치</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>용병</translation>
    </message>
    <message>
        <source>{unit} ({army})</source>
        <translation>{unit} ({army})</translation>
    </message>
    <message>
        <source>{unit} (reinforcement)</source>
        <translation>{unit} (증원)</translation>
    </message>
    <message>
        <source>{option} ({points} pts)</source>
        <translation>{option} ({points}포인트)</translation>
    </message>
    <message>
        <source>no range bands</source>
        <translation>사거리 구간 없음</translation>
    </message>
</context>
<context>
    <name>ViolationPanel</name>
    <message>
        <source>Legality</source>
        <extracomment>A violation was clicked (the Violation). The rules reference was opened at a rule id (``&quot;A5&quot;``).</extracomment>
        <translation>적합 여부</translation>
    </message>
    <message>
        <source>Legality:</source>
        <translation>적합 여부:</translation>
    </message>
    <message>
        <source>the list is legal</source>
        <translation>목록이 적합합니다</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>문제 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>What the selected problem&apos;s rule means</source>
        <translation>선택한 문제의 규칙 설명</translation>
    </message>
    <message>
        <source>(click one to select its troopers, double-click to read its rule)</source>
        <translation>(클릭하면 해당 병사를 선택, 더블클릭하면 규칙 설명)</translation>
    </message>
    <message>
        <source>What rule {rule} means (rules reference)</source>
        <translation>규칙 {rule}의 뜻 (규칙 참고서)</translation>
    </message>
</context>
<context>
    <name>WoundChart</name>
    <message>
        <source>Wounds caused</source>
        <translation>입힌 운드</translation>
    </message>
    <message>
        <source>{side}: no wounds</source>
        <translation>{side}: 운드 없음</translation>
    </message>
    <message>
        <source>Neither weapon causes wounds</source>
        <translation>어느 무기도 운드를 입히지 않습니다</translation>
    </message>
</context>
</TS>
