<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Listbuilder {version}&lt;/h3&gt;&lt;p&gt;An offline army-list builder and validator for &lt;i&gt;Infinity&lt;/i&gt; (N5).&lt;/p&gt;&lt;p&gt;Unit profiles, weapons and army lists are the official data published by &lt;b&gt;Corvus Belli&lt;/b&gt; for the Infinity Army builder. &lt;i&gt;Infinity&lt;/i&gt; and all related names are trademarks of Corvus Belli S.L.L. This is an unofficial fan tool, not endorsed by Corvus Belli.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Listbuilder {version}&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Infinity&lt;/i&gt;(N5)用のオフライン・アーミーリスト作成・検証ツールです。&lt;/p&gt;&lt;p&gt;ユニット・プロファイル、武器、アーミーリストは、&lt;b&gt;Corvus Belli&lt;/b&gt;がInfinity Armyビルダー向けに公開している公式データです。&lt;i&gt;Infinity&lt;/i&gt;および関連する名称はCorvus Belli S.L.L.の商標です。本ツールは非公式のファンツールであり、Corvus Belliの承認を受けたものではありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Profile data: {version}.</source>
        <translation>プロファイル・データ: {version}。</translation>
    </message>
    <message>
        <source>About Listbuilder</source>
        <translation>Listbuilderについて</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New list…</source>
        <extracomment>An action of the main window.</extracomment>
        <translation>新規リスト(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDFを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import army code…</source>
        <translation>アーミーコードを読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>Check an e&amp;vent…</source>
        <translation>イベントをチェック(&amp;V)…</translation>
    </message>
    <message>
        <source>Check every player&apos;s lists of an event file (CSV of players and army codes) and print the organiser&apos;s binder</source>
        <translation>イベントファイル(プレイヤーとアーミーコードの CSV)の全プレイヤーのリストをチェックし、主催者用バインダーを印刷します</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Find unit…</source>
        <translation>ユニットを検索(&amp;F)…</translation>
    </message>
    <message>
        <source>Search the unit browser; Down and Enter walk into units and options</source>
        <translation>ユニット一覧を検索します。下矢印とEnterでユニットとオプションに移動します</translation>
    </message>
    <message>
        <source>Copy army &amp;code</source>
        <translation>アーミーコードをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy share &amp;link</source>
        <translation>共有リンクをコピー(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Remove trooper</source>
        <translation>兵士を削除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Duplicate trooper</source>
        <translation>兵士を複製(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Spec-Ops…</source>
        <translation>Spec-Ops(&amp;S)…</translation>
    </message>
    <message>
        <source>Edit the upgrades of the selected Spec-Ops trooper</source>
        <translation>選択したSpec-Ops兵士のアップグレードを編集します</translation>
    </message>
    <message>
        <source>Dissolve fireteam</source>
        <translation>ファイアチームを解散</translation>
    </message>
    <message>
        <source>Dissolve the fireteam of the selected trooper</source>
        <translation>選択した兵士のファイアチームを解散します</translation>
    </message>
    <message>
        <source>New combat &amp;group</source>
        <translation>新しいコンバット・グループ(&amp;G)</translation>
    </message>
    <message>
        <source>New &amp;reinforcement group</source>
        <translation>新しい増援グループ(&amp;R)</translation>
    </message>
    <message>
        <source>A group for units of the army&apos;s reinforcement list</source>
        <translation>アーミーの増援リストのユニット用のグループ</translation>
    </message>
    <message>
        <source>Remove empty combat group</source>
        <translation>空のコンバット・グループを削除</translation>
    </message>
    <message>
        <source>List &amp;properties…</source>
        <translation>リストのプロパティ(&amp;P)…</translation>
    </message>
    <message>
        <source>Distances in &amp;cm</source>
        <translation>距離をcmで表示(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Dice calculator</source>
        <translation>ダイス計算機(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>ライブラリ(&amp;L)</translation>
    </message>
    <message>
        <source>Every saved list: search, sort, folders, tags, trash</source>
        <translation>保存したすべてのリスト: 検索、並べ替え、フォルダー、タグ、ごみ箱</translation>
    </message>
    <message>
        <source>Check for data &amp;updates…</source>
        <translation>データの更新を確認(&amp;U)…</translation>
    </message>
    <message>
        <source>Fetch the newest official army data</source>
        <translation>最新の公式アーミーデータを取得します</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Language of the app</source>
        <translation>アプリの言語</translation>
    </message>
    <message>
        <source>&amp;About Listbuilder</source>
        <translation>Listbuilderについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Menu entries: an action key, ``&quot;-&quot;`` for a separator, ``&quot;@name&quot;`` for a submenu or a run of actions the window builds (``&quot;@recent&quot;``, ``&quot;@move&quot;``, ``&quot;@fireteam&quot;``, ``&quot;@ruleset&quot;``, ``&quot;@text&quot;``).</extracomment>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <extracomment>A keyboard shortcut: a standard key or a portable string (``&quot;Ctrl+E&quot;``). The window an action&apos;s callables receive.</extracomment>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>Copy list as &amp;text</source>
        <extracomment>The forms: (key, menu text, status tip, shortcut).</extracomment>
        <translation>リストをテキストでコピー(&amp;T)</translation>
    </message>
    <message>
        <source>Copy the list in the official builder&apos;s text layout</source>
        <translation>公式ビルダーのテキスト形式でリストをコピーします</translation>
    </message>
    <message>
        <source>Copy list as &amp;Markdown</source>
        <translation>リストをMarkdownでコピー(&amp;M)</translation>
    </message>
    <message>
        <source>Copy the list as Markdown, for Discord and forums</source>
        <translation>DiscordやフォーラムのためにリストをMarkdownでコピーします</translation>
    </message>
    <message>
        <source>Copy &amp;opponent&apos;s copy as text</source>
        <translation>対戦相手用の写しをテキストでコピー(&amp;O)</translation>
    </message>
    <message>
        <source>Copy the list with Open information only: no costs, Lieutenant or hidden troopers</source>
        <translation>公開情報のみでリストをコピーします: コスト、ルーテナント、隠れた兵士は除きます</translation>
    </message>
    <message>
        <source>List copied to the clipboard as text.</source>
        <extracomment>What the status bar says after each copy.</extracomment>
        <translation>リストをテキストでクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>List copied to the clipboard as Markdown.</source>
        <translation>リストをMarkdownでクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Opponent&apos;s copy (Open information only) copied to the clipboard.</source>
        <translation>対戦相手用の写し(公開情報のみ)をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>&amp;Rules reference…</source>
        <translation>ルール解説(&amp;R)…</translation>
    </message>
    <message>
        <source>What each rule id of the legality report (A5, B5...) means</source>
        <translation>適合チェックの各ルール番号（A5、B5...）の意味</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Listbuilder cannot start</source>
        <translation>Listbuilderを起動できません</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>予期しないエラー</translation>
    </message>
    <message>
        <source>Listbuilder hit an internal error: {error}. The list in the window is unchanged; save it under a new name to be safe.</source>
        <translation>Listbuilderで内部エラーが発生しました: {error}。ウィンドウのリストは変更されていません。念のため別の名前で保存してください。</translation>
    </message>
</context>
<context>
    <name>ArmyDocument</name>
    <message>
        <source>{path}: unknown ruleset {ruleset} (known: {known})</source>
        <extracomment>What a new, opened or reset list touches: everything. The list changed (an edit, undo, redo, new or opened list); argument: a :class:`StateChange` with the new state and what was touched. The file path changed (argument: Path or None). The unsaved-changes state changed (argument: bool).</extracomment>
        <translation>{path}: 不明なルールセット{ruleset} (既知: {known})</translation>
    </message>
    <message>
        <source>Add {unit}</source>
        <translation>{unit}の追加</translation>
    </message>
    <message>
        <source>Remove {trooper}</source>
        <translation>{trooper}の削除</translation>
    </message>
    <message>
        <source>Duplicate {trooper}</source>
        <translation>{trooper}の複製</translation>
    </message>
    <message>
        <source>Move {trooper}</source>
        <translation>{trooper}の移動</translation>
    </message>
    <message>
        <source>Change option</source>
        <translation>オプションの変更</translation>
    </message>
    <message>
        <source>Replace with {unit}</source>
        <translation>{unit}への置き換え</translation>
    </message>
    <message>
        <source>New reinforcement group</source>
        <translation>新しい増援グループ</translation>
    </message>
    <message>
        <source>New combat group</source>
        <translation>新しいコンバット・グループ</translation>
    </message>
    <message>
        <source>Remove combat group</source>
        <translation>コンバット・グループの削除</translation>
    </message>
    <message>
        <source>Change list properties</source>
        <translation>リストのプロパティの変更</translation>
    </message>
    <message>
        <source>Edit Spec-Ops</source>
        <translation>Spec-Ops編集</translation>
    </message>
    <message>
        <source>Play under {edition}</source>
        <translation>{edition}ルールでのプレイ</translation>
    </message>
    <message>
        <source>Declare {kind} fireteam</source>
        <translation>{kind}ファイアチームの宣言</translation>
    </message>
    <message>
        <source>Dissolve {kind} fireteam</source>
        <translation>{kind}ファイアチームの解散</translation>
    </message>
    <message>
        <source>Dissolve fireteams</source>
        <translation>ファイアチームの解散</translation>
    </message>
    <message>
        <source>unit {id}</source>
        <extracomment>Names an undo step: ``(before, the edit&apos;s result, *args, **kwargs)``, the arguments being those the edit was called with after the list.</extracomment>
        <translation>ユニット {id}</translation>
    </message>
</context>
<context>
    <name>ArmyTreeModel</name>
    <message>
        <source>Trooper</source>
        <extracomment>Foreground of reinforcement group titles and of fireteam tags. Columns.</extracomment>
        <translation>兵士</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>pt</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Restore unsaved list?</source>
        <extracomment>Milliseconds between the last change and the autosave. Answers of :func:`ask_restore`.</extracomment>
        <translation>保存されていないリストを復元しますか?</translation>
    </message>
    <message>
        <source>Listbuilder did not close normally.</source>
        <translation>Listbuilderは正常に終了しませんでした。</translation>
    </message>
    <message>
        <source>{list}, has changes that were not saved. Restore it?</source>
        <translation>{list}に保存されていない変更があります。復元しますか?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>後で</translation>
    </message>
</context>
<context>
    <name>AutosaveController</name>
    <message>
        <source>Autosave failed: {reason}</source>
        <extracomment>A copy was written (argument: its path). Writing a copy failed (argument: the message); editing goes on.</extracomment>
        <translation>自動保存に失敗しました: {reason}</translation>
    </message>
    <message>
        <source>its lock file is taken</source>
        <translation>ロックファイルが使用中です</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source> ({army}, {points} pts)</source>
        <translation> ({army}、{points}ポイント)</translation>
    </message>
    <message>
        <source>“{name}”{details}, autosaved {when}</source>
        <translation>「{name}」{details}、{when}に自動保存</translation>
    </message>
    <message>
        <source>Autosave cannot be read</source>
        <translation>自動保存ファイルを読み込めません</translation>
    </message>
    <message>
        <source>An autosaved list cannot be read and was kept: {error}</source>
        <translation>自動保存されたリストを読み込めないため、そのまま残しました: {error}</translation>
    </message>
</context>
<context>
    <name>CatalogPanel</name>
    <message>
        <source>Light Infantry</source>
        <extracomment>Names of unit types (group rows and the type filter).</extracomment>
        <translation>軽歩兵</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>中歩兵</translation>
    </message>
    <message>
        <source>Heavy Infantry</source>
        <translation>重歩兵</translation>
    </message>
    <message>
        <source>T.A.G.</source>
        <translation>T.A.G.</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>リモート</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>スカーミッシャー</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>ウォーバンド</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>ビークル</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>傭兵</translation>
    </message>
    <message>
        <source>Soldiers of Fortune</source>
        <translation>ソルジャーズ・オブ・フォーチュン</translation>
    </message>
    <message>
        <source>Units</source>
        <extracomment>The selected unit changed (Unit or None). A unit was double-clicked or Enter was pressed on it (Unit). The browser switched between army and reinforcement units (True: reinf.).</extracomment>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>Browse the army&apos;s units or its reinforcement units</source>
        <translation>アーミーのユニットまたは増援ユニットを表示します</translation>
    </message>
    <message>
        <source>Search unit, option, skill or weapon… (Ctrl+F)</source>
        <translation>ユニット・オプション・スキル・武器検索… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only one unit type</source>
        <translation>1種類のユニットタイプのみ表示</translation>
    </message>
    <message>
        <source>Show only one troop category</source>
        <translation>1つの兵種カテゴリーのみ表示</translation>
    </message>
    <message>
        <source>Skill, weapon or equipment…</source>
        <translation>スキル、武器、装備…</translation>
    </message>
    <message>
        <source>Show only units with this skill, weapon or equipment (e.g. Hacking Device, Missile Launcher)</source>
        <translation>このスキル、武器、装備を持つユニットのみ表示 (例: Hacking Device、Missile Launcher)</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>アーミー</translation>
    </message>
    <message>
        <source>Reinforcements: {name}</source>
        <translation>増援: {name}</translation>
    </message>
    <message>
        <source>The list&apos;s ruleset has no reinforcements</source>
        <translation>このリストのルールセットには増援がありません</translation>
    </message>
    <message>
        <source>Reinforcement units</source>
        <translation>増援ユニット</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>全タイプ</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>全カテゴリー</translation>
    </message>
</context>
<context>
    <name>CatalogTableModel</name>
    <message>
        <source>Unit</source>
        <extracomment>Foreground of a unit at its AVA. Over AVA: the summary bar&apos;s red for points and SWC over the limit. Columns.</extracomment>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種別</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>pt</translation>
    </message>
    <message>
        <source>In this list: {use} (over AVA)</source>
        <extracomment>The Unit object. Lower-case text the search matches (ISC, name, slug, option names). Unit type of the main profile (``LI``...). Sort key of the cell (names case-folded, numbers as numbers). Second display line: ``LI · Line Troops · AVA T``. The UnitRow (facets for filtering). The unit&apos;s AvaUse in the list (or None before any list is shown). True when the units shown are the reinforcement list&apos;s (RULES.md A10). Which option a dragged unit brings: (profile group, option) or None for its first purchasable option (the panel picks the selected one).</extracomment>
        <translation>このリストで: {use} (AVA超過)</translation>
    </message>
    <message>
        <source>In this list: {use} (at AVA)</source>
        <translation>このリストで: {use} (AVA上限)</translation>
    </message>
    <message>
        <source>In this list: {use}</source>
        <translation>このリストで: {use}</translation>
    </message>
    <message>
        <source>Spec-Ops: one of its options is the army&apos;s Spec-Ops.</source>
        <translation>Spec-Ops: オプションの1つがアーミーのSpec-Opsです。</translation>
    </message>
    <message>
        <source>Listed twice in this army: this one is {origin}.</source>
        <translation>このアーミーに2回掲載されています: これは{origin}です。</translation>
    </message>
    <message>
        <source>Soldiers of Fortune: a mercenary hired from {army} (at most 85 points of them; hiring costs 1 SWC).</source>
        <translation>ソルジャーズ・オブ・フォーチュン: {army}から雇う傭兵(合計85ポイントまで、雇うとSWCが1減ります)。</translation>
    </message>
    <message>
        <source>{points} pts · {swc} SWC</source>
        <translation>{points}ポイント · {swc} SWC</translation>
    </message>
</context>
<context>
    <name>ClassifiedPanel</name>
    <message>
        <source>Classified objectives</source>
        <translation>機密目標</translation>
    </message>
    <message>
        <source>The ITS classified deck: an objective is covered when a trooper of the list, not a peripheral, can fulfil it (ITS.md E11).</source>
        <translation>ITSの機密目標デッキ: ペリフェラル以外のリストの兵士が達成できれば、その目標は達成可能です(ITS.md E11)。</translation>
    </message>
    <message>
        <source>Covered: {n} of {total}</source>
        <translation>達成可能: {n}/{total}</translation>
    </message>
    <message>
        <source>Order pools</source>
        <translation>オーダー・リザーブ</translation>
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
        <translation>達成可能</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Troopers</source>
        <translation>兵士</translation>
    </message>
    <message>
        <source>Number in the classified deck</source>
        <translation>機密目標デッキの番号</translation>
    </message>
    <message>
        <source>Covered when a trooper of the list, not a peripheral, can fulfil it</source>
        <translation>ペリフェラル以外のリストの兵士が達成できれば達成可能</translation>
    </message>
    <message>
        <source>Hover an objective for its designated troopers</source>
        <translation>目標にカーソルを合わせると指定兵士が表示されます</translation>
    </message>
    <message>
        <source>Each trooper of the list that can fulfil it</source>
        <translation>この目標を達成できるリストの各兵士</translation>
    </message>
    <message>
        <source>Designated troopers: {who}</source>
        <extracomment>The ObjectiveCoverage of the row. True when the row&apos;s objective is covered.</extracomment>
        <translation>指定兵士: {who}</translation>
    </message>
</context>
<context>
    <name>DataProblems</name>
    <message>
        <source>Problems found in the profile data (click for all)</source>
        <extracomment>A problem was reported (argument: its text).</extracomment>
        <translation>プロファイル・データで見つかった問題 (クリックですべて表示)</translation>
    </message>
    <message>
        <source>Data problem: {problem}</source>
        <translation>データの問題: {problem}</translation>
    </message>
    <message>
        <source>Profile data problems</source>
        <translation>プロファイル・データの問題</translation>
    </message>
</context>
<context>
    <name>DataUpdate</name>
    <message>
        <source>Already current: the {label} equals the official data.</source>
        <translation>すでに最新です: {label}は公式データと同じです。</translation>
    </message>
    <message>
        <source>Installed: the {label}. It is used the next time Listbuilder starts; the previous data is kept (listbuilder data rollback returns to it).</source>
        <translation>インストールしました: {label}。次回Listbuilderの起動時に使われます。以前のデータは保管されます (listbuilder data rollbackで戻せます)。</translation>
    </message>
    <message>
        <source>Note: {variable} is set, so that folder stays in use.</source>
        <translation>注意: {variable}が設定されているため、そのフォルダーを引き続き使用します。</translation>
    </message>
    <message>
        <source>No army changed.</source>
        <translation>変更されたアーミーはありません。</translation>
    </message>
    <message>
        <source>The data server could not be reached (no internet connection, or the server did not answer).</source>
        <translation>データ・サーバーに接続できませんでした (インターネット接続がないか、サーバーが応答しませんでした)。</translation>
    </message>
    <message>
        <source>The update was cancelled.</source>
        <translation>更新はキャンセルされました。</translation>
    </message>
    <message>
        <source>Another data update is running.</source>
        <translation>別のデータ更新が実行中です。</translation>
    </message>
    <message>
        <source>The update failed: the server&apos;s data could not be used.</source>
        <translation>更新に失敗しました: サーバーのデータを使用できません。</translation>
    </message>
    <message>
        <source>Check for data updates</source>
        <extracomment>(files done, files in all, file name, megabytes received in all) The update ended: (True when it succeeded, text for the player, the technical detail of a failure or ``&quot;&quot;``). A run ended (argument: True when it succeeded).</extracomment>
        <translation>データの更新を確認</translation>
    </message>
    <message>
        <source>Fetch the newest official army data from {source}, check every file and install it (the data in use changes only if all of it is good).</source>
        <translation>{source}から最新の公式アーミーデータを取得し、すべてのファイルを確認してインストールします (すべて正常な場合のみ使用中のデータが変わります)。</translation>
    </message>
    <message>
        <source>What changed will be listed here.</source>
        <translation>変更点がここに表示されます。</translation>
    </message>
    <message>
        <source>Show &amp;details</source>
        <translation>詳細を表示(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Check now</source>
        <translation>今すぐ確認(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;ancel update</source>
        <translation>更新を中止(&amp;A)</translation>
    </message>
    <message>
        <source>Connecting to {source}…</source>
        <translation>{source}に接続しています…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <source>Fetching {name}: {done} of {total} files, {size} MB…</source>
        <translation>{name}を取得しています: ファイル {done}/{total}、{size} MB…</translation>
    </message>
    <message>
        <source>Checking every file…</source>
        <translation>すべてのファイルを確認しています…</translation>
    </message>
    <message>
        <source>Hide &amp;details</source>
        <translation>詳細を隠す(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Check again</source>
        <translation>再確認(&amp;C)</translation>
    </message>
    <message>
        <source>Nothing changed: the data in use is still the {data}.</source>
        <translation>何も変更されていません。使用中のデータはそのままです: {data}。</translation>
    </message>
    <message>
        <source>Nothing changed: the data in use is the same.</source>
        <translation>何も変更されていません。使用中のデータはそのままです。</translation>
    </message>
    <message>
        <source>The data changed since this list was saved</source>
        <translation>このリストの保存後にデータが変更されました</translation>
    </message>
</context>
<context>
    <name>DiceDock</name>
    <message>
        <source>Dice calculator</source>
        <translation>ダイス計算機</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Chance of exactly n successful rolls (criticals included)</source>
        <extracomment>Tooltips of the result tables&apos; columns.</extracomment>
        <translation>成功したロールがちょうどn個になる確率 (クリティカルを含む)</translation>
    </message>
    <message>
        <source>Chance of exactly n criticals</source>
        <translation>クリティカルがちょうどn個になる確率</translation>
    </message>
    <message>
        <source>Chance that the opponent loses exactly n wounds (after saving rolls)</source>
        <translation>相手がちょうどnウーンドを失う確率 (セービング・ロール後)</translation>
    </message>
    <message>
        <source>Hits</source>
        <extracomment>Colours of the two sides in the summary, table headers and chart. Columns of each side&apos;s table.</extracomment>
        <translation>命中</translation>
    </message>
    <message>
        <source>Crits</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>ウーンド</translation>
    </message>
    <message>
        <source>Active (shoots first)</source>
        <extracomment>Width (px) from which the two sides, and tables and chart, sit side by side. Width (px) from which the two result tables sit side by side. Centimetres in an inch, as the game counts them. Colour of the active side&apos;s wounds when the reactive trooper Dodges. A new result was computed (FaceToFace or TemplateExchange; None when inputs are missing).</extracomment>
        <translation>アクティブ (先に射撃)</translation>
    </message>
    <message>
        <source>Reactive (ARO)</source>
        <translation>リアクティブ (ARO)</translation>
    </message>
    <message>
        <source>Same distance for both</source>
        <translation>双方に同じ距離</translation>
    </message>
    <message>
        <source>Both troopers stand at one distance: each side&apos;s range band is the one of its own weapon holding it</source>
        <translation>両者は同じ距離に立つ: 各側の射程帯は自分の武器でその距離を含む帯</translation>
    </message>
    <message>
        <source>Distance between the two troopers</source>
        <translation>両者間の距離</translation>
    </message>
    <message>
        <source>{weapon} does not reach {distance}&quot;.</source>
        <translation>{weapon}は{distance}&quot;に届きません。</translation>
    </message>
    <message>
        <source>Active, if Dodged</source>
        <translation>アクティブ (回避時)</translation>
    </message>
    <message>
        <source>Pick a trooper and a weapon on each side.</source>
        <translation>双方の兵士と武器を選んでください。</translation>
    </message>
    <message>
        <source>Row n: the chance of exactly n hits / criticals / wounds</source>
        <translation>n行目: 命中 / クリティカル / ウーンドがちょうどn個になる確率</translation>
    </message>
    <message>
        <source>Active wins {percent}</source>
        <translation>アクティブ勝利 {percent}</translation>
    </message>
    <message>
        <source>Reactive wins {percent}</source>
        <translation>リアクティブ勝利 {percent}</translation>
    </message>
    <message>
        <source>Neither {percent}</source>
        <translation>どちらも失敗 {percent}</translation>
    </message>
    <message>
        <source>Active SV {a_sv}, B{a_burst}; reactive SV {r_sv}, B{r_burst} ({edition}). Mean wounds caused: active {a_wounds}, reactive {r_wounds}</source>
        <translation>アクティブ SV {a_sv}、B{a_burst}; リアクティブ SV {r_sv}、B{r_burst} ({edition})。平均ウーンド: アクティブ {a_wounds}、リアクティブ {r_wounds}</translation>
    </message>
    <message>
        <source>{side}: the template hits without a roll</source>
        <translation>{side}: テンプレートはロールなしで命中</translation>
    </message>
    <message>
        <source>{side}: normal roll, SV {sv}, B{burst}, hits {percent}</source>
        <translation>{side}: 通常ロール、SV {sv}、B{burst}、命中 {percent}</translation>
    </message>
    <message>
        <source>Or the reactive trooper Dodges: PH roll, SV {sv}, succeeds {percent} and avoids the template</source>
        <translation>またはリアクティブ側が回避: PHロール、SV {sv}、{percent}で成功しテンプレートを避ける</translation>
    </message>
    <message>
        <source>No face-to-face roll against a template: each attack is resolved on its own. Mean wounds caused: active {a_wounds}, reactive {r_wounds}</source>
        <translation>テンプレートにはフェイス・トゥー・フェイス・ロールなし: 各攻撃を個別に解決。平均ウーンド: アクティブ {a_wounds}、リアクティブ {r_wounds}</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>アクティブ</translation>
    </message>
    <message>
        <source>Reactive</source>
        <translation>リアクティブ</translation>
    </message>
</context>
<context>
    <name>EditFlow</name>
    <message>
        <source>Over AVA</source>
        <translation>AVA超過</translation>
    </message>
    <message>
        <source>{unit} is at its AVA in this army ({use}). Add anyway? The list will be illegal until one is removed.</source>
        <translation>{unit}はこのアーミーでAVAの上限に達しています ({use})。それでも追加しますか? 1体を削除するまでリストは不適正になります。</translation>
    </message>
    <message>
        <source>Select one trooper to replace.</source>
        <translation>置き換える兵士を1体選んでください。</translation>
    </message>
    <message>
        <source>A reinforcement trooper is replaced by a reinforcement unit, a main-list trooper by a unit of the army.</source>
        <translation>増援の兵士は増援ユニットで、本リストの兵士はアーミーのユニットで置き換えます。</translation>
    </message>
    <message>
        <source>Unknown unit: use Replace selected</source>
        <translation>不明なユニット: 選択を置き換えるを使ってください</translation>
    </message>
    <message>
        <source>Change &amp;option</source>
        <translation>オプションを変更(&amp;O)</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Check an event</source>
        <extracomment>The points tiers offered (ITS.md E1); the first entry keeps each code&apos;s own. The Extras offered, in this order (ITS.md E5). Where a list line keeps its EventList. The user asked to open a list in the editor (an ``ArmyList``).</extracomment>
        <translation>イベントをチェック</translation>
    </message>
    <message>
        <source>Lists of the selected player (double-click to open):</source>
        <translation>選択したプレイヤーのリスト(ダブルクリックで開く):</translation>
    </message>
    <message>
        <source>Open in editor</source>
        <translation>エディタで開く</translation>
    </message>
    <message>
        <source>Export binder…</source>
        <translation>バインダーを書き出す…</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>ポイント:</translation>
    </message>
    <message>
        <source>each list&apos;s own</source>
        <translation>各リスト自身の値</translation>
    </message>
    <message>
        <source>Extras:</source>
        <translation>エクストラ:</translation>
    </message>
    <message>
        <source>Cannot read the event file</source>
        <translation>イベントファイルを読み込めません</translation>
    </message>
    <message>
        <source>{file}: {ok} of {n} players OK</source>
        <translation>{file}: プレイヤー{n}人中{ok}人が問題なし</translation>
    </message>
    <message>
        <source>Export binder</source>
        <translation>バインダーを書き出す</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write the binder</source>
        <translation>バインダーを書き込めません</translation>
    </message>
    <message>
        <source>Binder written: {file}</source>
        <translation>バインダーを書き出しました: {file}</translation>
    </message>
    <message>
        <source>Open an event file</source>
        <translation>イベントファイルを開く</translation>
    </message>
    <message>
        <source>Event files (*.csv);;All files (*)</source>
        <translation>イベントファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>EventTableModel</name>
    <message>
        <source>Player</source>
        <extracomment>Text colour of the status of a player who is not ok, and of one who is. Columns.</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>アーミー</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>The player, as the event file names them</source>
        <translation>イベントファイルに書かれたプレイヤー名</translation>
    </message>
    <message>
        <source>Army or sectorial of the lists (ITS: one for all)</source>
        <translation>リストのアーミーまたはセクトリアル(ITS: 全リストで1つ)</translation>
    </message>
    <message>
        <source>Lists submitted (1 or 2; 3 with Escalation)</source>
        <translation>提出したリストの数(1個か2個、エスカレーションでは3個)</translation>
    </message>
    <message>
        <source>OK, or what is wrong</source>
        <translation>問題なし、または何が問題か</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Every trooper with profile, skills, equipment and weapons; order pools; points, SWC and legality.</source>
        <translation>全兵士のプロファイル、スキル、装備、武器; オーダー・リザーブ; ポイント、SWC、適正かどうか。</translation>
    </message>
    <message>
        <source>The whole list on one page (up to 15 troopers): one line per trooper and one weapons summary.</source>
        <translation>リスト全体を1ページに (兵士15体まで): 兵士ごとに1行と武器の一覧1つ。</translation>
    </message>
    <message>
        <source>Open information only, to hand to your opponent: no points, SWC or Lieutenant; troopers deploying hidden or airborne and marker contents are left out.</source>
        <translation>対戦相手に渡す公開情報のみ: ポイント、SWC、ルーテナントなし。隠れて、または空から配置する兵士とマーカーの中身は省かれます。</translation>
    </message>
    <message>
        <source>One card per trooper (peripherals and pairs too): profile, skills, equipment, weapons with range bands, orders, Lieutenant and fireteam marks; with cut marks.</source>
        <translation>兵士ごとにカード1枚 (ペリフェラルやペアも): プロファイル、スキル、装備、射程帯付きの武器、オーダー、ルーテナントとファイアチームの印; トンボ付き。</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <extracomment>Characters file systems refuse in a file name.</extracomment>
        <translation>PDFを書き出す</translation>
    </message>
    <message>
        <source>Add a &amp;charts page: weapons by range, hacking programs</source>
        <translation>図表ページを追加(&amp;C): 射程別の武器、ハッキング・プログラム</translation>
    </message>
    <message>
        <source>&amp;Open the PDF when done</source>
        <translation>完了したらPDFを開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>シート(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>用紙(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Distances:</source>
        <translation>距離(&amp;D):</translation>
    </message>
    <message>
        <source>Cards a pa&amp;ge:</source>
        <translation>1ページのカード(&amp;G):</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation>PDFを書き出せません</translation>
    </message>
</context>
<context>
    <name>FileWorkflow</name>
    <message>
        <source>Listbuilder lists (*{suffix});;JSON files (*.json);;All files (*)</source>
        <extracomment>Shows a message in the status bar for some milliseconds.</extracomment>
        <translation>Listbuilderのリスト (*{suffix});;JSONファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>保存されていない変更</translation>
    </message>
    <message>
        <source>The list “{name}” has unsaved changes. Save them?</source>
        <translation>リスト「{name}」に保存されていない変更があります。保存しますか?</translation>
    </message>
    <message>
        <source>{name}[*] — {army}, {points} pts, {edition} — Listbuilder</source>
        <translation>{name}[*] — {army}、{points}ポイント、{edition} — Listbuilder</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>リストを開く</translation>
    </message>
    <message>
        <source>Cannot open the list</source>
        <translation>リストを開けません</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path}を開きました</translation>
    </message>
    <message>
        <source>Save list</source>
        <translation>リストを保存</translation>
    </message>
    <message>
        <source>Cannot save the list</source>
        <translation>リストを保存できません</translation>
    </message>
    <message>
        <source>{path}: {error}. The list was not saved.</source>
        <translation>{path}: {error}。リストは保存されていません。</translation>
    </message>
    <message>
        <source>{error}. The list was not saved.</source>
        <translation>{error}。リストは保存されていません。</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path}に保存しました</translation>
    </message>
    <message>
        <source>No recent lists</source>
        <translation>最近のリストはありません</translation>
    </message>
    <message>
        <source>Cannot import the army code</source>
        <translation>アーミーコードを読み込めません</translation>
    </message>
    <message>
        <source>The code uses the unknown ruleset {ruleset}.</source>
        <translation>コードが不明なルールセット{ruleset}を使っています。</translation>
    </message>
    <message>
        <source>Army code copied to the clipboard.</source>
        <translation>アーミーコードをクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Share link copied to the clipboard.</source>
        <translation>共有リンクをクリップボードにコピーしました。</translation>
    </message>
</context>
<context>
    <name>ImportCodeDialog</name>
    <message>
        <source>{army} &quot;{name}&quot;</source>
        <translation>{army}「{name}」</translation>
    </message>
    <message>
        <source>{army}: {points} pts, {troopers} in {groups}</source>
        <translation>{army}: {points}ポイント、{groups}に{troopers}</translation>
    </message>
    <message>
        <source>Import army code</source>
        <translation>アーミーコードを読み込む</translation>
    </message>
    <message>
        <source>Paste an army code from the official army builder, or its share link (https://infinityuniverse.com/army/list/...).</source>
        <translation>公式アーミービルダーのアーミーコード、またはその共有リンク (https://infinityuniverse.com/army/list/...) を貼り付けてください。</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <source>Paste a code to see what it holds.</source>
        <translation>コードを貼り付けると内容を表示します。</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s) are not in the bundled data (newer units or removed options). They will be kept in the list as placeholders until you replace or remove them:</source>
        <translation>
            <numerusform>%n件の項目が同梱データにありません (新しいユニットか削除されたオプション)。置き換えるか削除するまで、仮の項目としてリストに残ります:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDetails</name>
    <message>
        <source>Tags, separated by commas</source>
        <translation>カンマ区切りのタグ</translation>
    </message>
    <message>
        <source>A note about this list</source>
        <translation>このリストについてのメモ</translation>
    </message>
    <message>
        <source>Save tags and note</source>
        <translation>タグとメモを保存</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>タグ:</translation>
    </message>
    <message numerus="yes">
        <source>%n list(s) selected.</source>
        <translation>
            <numerusform>リストを%n件選択中。</numerusform>
        </translation>
    </message>
    <message>
        <source>No list selected.</source>
        <translation>リストが選択されていません。</translation>
    </message>
    <message>
        <source>Legal.</source>
        <translation>適正。</translation>
    </message>
    <message>
        <source>Illegal — {violations}</source>
        <translation>不適正 — {violations}</translation>
    </message>
    <message>
        <source>{name} — {army}, {points} pts, SWC {swc}, {troopers} troopers ({ruleset}). {legal}</source>
        <translation>{name} — {army}、{points}ポイント、SWC {swc}、兵士 {troopers} ({ruleset})。{legal}</translation>
    </message>
</context>
<context>
    <name>LibraryFilterBar</name>
    <message>
        <source>Legal and illegal</source>
        <extracomment>Width of each column when the table is first shown (pixels). Legality filter choices: (text, LibraryFilter.legal).</extracomment>
        <translation>適正と不適正</translation>
    </message>
    <message>
        <source>Legal only</source>
        <translation>適正のみ</translation>
    </message>
    <message>
        <source>Illegal only</source>
        <translation>不適正のみ</translation>
    </message>
    <message>
        <source>Search name, unit, army, tag or note…</source>
        <translation>名前、ユニット、アーミー、タグ、メモを検索…</translation>
    </message>
    <message>
        <source>All armies</source>
        <translation>すべてのアーミー</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>すべてのタグ</translation>
    </message>
</context>
<context>
    <name>LibraryOperations</name>
    <message>
        <source>Cannot duplicate the list</source>
        <translation>リストを複製できません</translation>
    </message>
    <message>
        <source>Rename list</source>
        <translation>リストの名前を変更</translation>
    </message>
    <message>
        <source>New name of the list:</source>
        <translation>リストの新しい名前:</translation>
    </message>
    <message>
        <source>Cannot rename the list</source>
        <translation>リストの名前を変更できません</translation>
    </message>
    <message>
        <source>Renamed to “{name}”.</source>
        <translation>「{name}」に名前を変更しました。</translation>
    </message>
    <message>
        <source>(top of the library)</source>
        <translation>(ライブラリの最上位)</translation>
    </message>
    <message>
        <source>Move to folder</source>
        <translation>フォルダーへ移動</translation>
    </message>
    <message>
        <source>Move the selected lists to:</source>
        <translation>選択したリストの移動先:</translation>
    </message>
    <message>
        <source>Cannot move the lists</source>
        <translation>リストを移動できません</translation>
    </message>
    <message>
        <source>Cannot move the lists to the trash</source>
        <translation>リストをごみ箱に移動できません</translation>
    </message>
    <message>
        <source>Cannot save the tags and note</source>
        <translation>タグとメモを保存できません</translation>
    </message>
    <message>
        <source>Tags and note saved in the list.</source>
        <translation>タグとメモをリストに保存しました。</translation>
    </message>
    <message>
        <source>New folder</source>
        <translation>新しいフォルダー</translation>
    </message>
    <message>
        <source>Name of the new folder:</source>
        <translation>新しいフォルダーの名前:</translation>
    </message>
    <message>
        <source>Cannot create the folder</source>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <source>Folder “{folder}” created.</source>
        <translation>フォルダー「{folder}」を作成しました。</translation>
    </message>
    <message>
        <source>Rename folder</source>
        <translation>フォルダーの名前を変更</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新しい名前:</translation>
    </message>
    <message>
        <source>Cannot rename the folder</source>
        <translation>フォルダーの名前を変更できません</translation>
    </message>
    <message>
        <source>Folder renamed to “{folder}”.</source>
        <translation>フォルダーの名前を「{folder}」に変更しました。</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>Folders</source>
        <extracomment>Milliseconds the folder watcher waits for a burst of changes to end. A list should be opened in the editor (argument: its Path). Lists moved, renamed or deleted (argument: dict of old path → new path, None for a list moved to the trash; the same path when only its contents changed). A scan finished and the table shows its rows. Something to tell the player (argument: the message).</extracomment>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The toolbar&apos;s actions in order (&quot;-&quot; separates).</extracomment>
        <translation>開く</translation>
    </message>
    <message>
        <source>Open the list in the editor</source>
        <translation>エディターでリストを開く</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Save a copy of each selected list</source>
        <translation>選択した各リストの複製を保存</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <source>Rename the list and its file</source>
        <translation>リストとそのファイルの名前を変更</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>移動…</translation>
    </message>
    <message>
        <source>Move the selected lists to a folder</source>
        <translation>選択したリストをフォルダーへ移動</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Move the selected lists to the trash</source>
        <translation>選択したリストをごみ箱へ移動</translation>
    </message>
    <message>
        <source>New folder…</source>
        <translation>新しいフォルダー…</translation>
    </message>
    <message>
        <source>Create a folder in the selected folder</source>
        <translation>選択したフォルダー内にフォルダーを作成</translation>
    </message>
    <message>
        <source>Rename folder…</source>
        <translation>フォルダーの名前を変更…</translation>
    </message>
    <message>
        <source>Rename the folder</source>
        <translation>フォルダーの名前を変更</translation>
    </message>
    <message>
        <source>Trash…</source>
        <translation>ごみ箱…</translation>
    </message>
    <message>
        <source>Restore lists from the trash</source>
        <translation>ごみ箱からリストを復元</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>Scan the lists folder again</source>
        <translation>リストのフォルダーを再読み込み</translation>
    </message>
    <message>
        <source>The lists folder cannot be created: {error}</source>
        <translation>リストのフォルダーを作成できません: {error}</translation>
    </message>
    <message>
        <source>Reading the lists in {folder}…</source>
        <translation>{folder}のリストを読み込んでいます…</translation>
    </message>
    <message>
        <source>All lists</source>
        <translation>すべてのリスト</translation>
    </message>
    <message numerus="yes">
        <source>%n list(s)</source>
        <translation>
            <numerusform>リスト%n件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n件を表示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n件は読み込めません</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Move to folder</source>
        <translation>フォルダーへ移動</translation>
    </message>
    <message>
        <source>(top of the library)</source>
        <translation>(ライブラリの最上位)</translation>
    </message>
</context>
<context>
    <name>LibraryScanner</name>
    <message>
        <source>The library cannot be scanned: {error}</source>
        <extracomment>A scan finished (argument: the LibraryScan), on the GUI thread. A scan failed as a whole (argument: the message). Internal: the worker thread&apos;s outcome, delivered on the GUI thread.</extracomment>
        <translation>ライブラリを読み込めません: {error}</translation>
    </message>
</context>
<context>
    <name>LibraryTableModel</name>
    <message>
        <source>The list&apos;s name (its file name when it has none)</source>
        <extracomment>Drag payload: the dragged lists&apos; paths, one per line (UTF-8). Text colour of the legality cell of an illegal or unreadable list. Columns (see ``core.library.COLUMNS``).</extracomment>
        <translation>リストの名前 (ない場合はファイル名)</translation>
    </message>
    <message>
        <source>Army or sectorial</source>
        <translation>アーミーまたはセクトリアル</translation>
    </message>
    <message>
        <source>Points the main list spends / the agreed limit (RULES.md A1)</source>
        <translation>本リストが使うポイント / 取り決めた上限 (RULES.md A1)</translation>
    </message>
    <message>
        <source>Legal, or the RULES.md items the list breaks</source>
        <translation>適正、またはリストが違反しているRULES.mdの項目</translation>
    </message>
    <message>
        <source>Troopers in the main list / the cap (RULES.md A7)</source>
        <translation>本リストの兵士数 / 上限 (RULES.md A7)</translation>
    </message>
    <message>
        <source>Your tags</source>
        <translation>あなたのタグ</translation>
    </message>
    <message>
        <source>Folder inside the library</source>
        <translation>ライブラリ内のフォルダー</translation>
    </message>
    <message>
        <source>Version of the army data the list was checked against</source>
        <translation>リストの検証に使ったアーミーデータのバージョン</translation>
    </message>
    <message>
        <source>When the file was last changed</source>
        <translation>ファイルの最終更新日時</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Library — Listbuilder</source>
        <extracomment>The window was shown or hidden (argument: visible).</extracomment>
        <translation>ライブラリ — Listbuilder</translation>
    </message>
    <message>
        <source>The list is open with unsaved changes</source>
        <translation>リストが保存されていない変更を含んだまま開かれています</translation>
    </message>
    <message>
        <source>This list is open in the editor with unsaved changes. Save them (or discard them) first, then change it here.</source>
        <translation>このリストは保存されていない変更を含んだままエディターで開かれています。先に保存(または破棄)してから、ここで変更してください。</translation>
    </message>
</context>
<context>
    <name>ListMenus</name>
    <message>
        <source>&amp;Move to group</source>
        <translation>グループへ移動(&amp;M)</translation>
    </message>
    <message>
        <source>Declare &amp;fireteam</source>
        <translation>ファイアチームを宣言(&amp;F)</translation>
    </message>
    <message>
        <source>R&amp;uleset</source>
        <translation>ルールセット(&amp;U)</translation>
    </message>
    <message>
        <source>Select one Spec-Ops trooper (the unit browser marks the army&apos;s Spec-Ops units).</source>
        <translation>Spec-Ops兵士を1体選択してください(ユニット一覧にアーミーのSpec-Opsユニットが表示されます)。</translation>
    </message>
    <message>
        <source>Select an empty combat group to remove.</source>
        <translation>削除する空のコンバット・グループを選んでください。</translation>
    </message>
    <message>
        <source>Move to group</source>
        <translation>グループへ移動</translation>
    </message>
    <message>
        <source>Declare fireteam</source>
        <translation>ファイアチームを宣言</translation>
    </message>
    <message>
        <source>New reinforcement group</source>
        <translation>新しい増援グループ</translation>
    </message>
    <message>
        <source>New combat group</source>
        <translation>新しいコンバット・グループ</translation>
    </message>
    <message>
        <source>Main-list and reinforcement troopers cannot share a group</source>
        <translation>本リストの兵士と増援の兵士は同じグループに入れません</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Profile</source>
        <translation>プロファイル</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>Document signals connected to this build&apos;s controllers (cut on rebuild).</extracomment>
        <translation>最近のリストを開く(&amp;R)</translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation>設定を保存できませんでした: {error}</translation>
    </message>
    <message>
        <source>This problem concerns the whole list, not particular troopers.</source>
        <translation>この問題は特定の兵士ではなく、リスト全体に関するものです。</translation>
    </message>
</context>
<context>
    <name>NewListDialog</name>
    <message>
        <source>Free Game</source>
        <extracomment>The largest points limit the field accepts. Each ITS Extra&apos;s checkbox: its name and what it changes (ITS.md E5).</extracomment>
        <translation>フリーゲーム</translation>
    </message>
    <message>
        <source>No 15-trooper cap (A7 does not apply).</source>
        <translation>兵士15人の上限がありません(A7は適用されません)。</translation>
    </message>
    <message>
        <source>Soldiers of Fortune</source>
        <translation>ソルジャーズ・オブ・フォーチュン</translation>
    </message>
    <message>
        <source>Hire Mercenary Troops that other armies field, at their own AVA: at most 85 points of them, and hiring takes 1 SWC off the allowance. The unit browser lists them.</source>
        <translation>他の軍が編成する傭兵部隊を、それぞれのAVAで雇えます: 合計85ポイントまで、雇うとSWCの上限が1減ります。ユニット一覧に表示されます。</translation>
    </message>
    <message>
        <source>Spec-Ops</source>
        <translation>スペックオプス</translation>
    </message>
    <message>
        <source>The list may field one Spec-Ops trooper (no legality check changes).</source>
        <translation>リストにスペックオプスの兵士を1人編成できます(適法性チェックは変わりません)。</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>増援</translation>
    </message>
    <message>
        <source>Reinforcements are compulsory: a list without reinforcement troopers is illegal.</source>
        <translation>増援は必須です: 増援の兵士がいないリストは不適正です。</translation>
    </message>
    <message>
        <source>Escalation</source>
        <translation>エスカレーション</translation>
    </message>
    <message>
        <source>The event plays three rounds at 200, 300 and 400 points (no legality check changes).</source>
        <translation>イベントは200、300、400ポイントの3ラウンドで行われます(適法性チェックは変わりません)。</translation>
    </message>
    <message>
        <source>List properties</source>
        <translation>リストのプロパティ</translation>
    </message>
    <message>
        <source>New list</source>
        <translation>新規リスト</translation>
    </message>
    <message>
        <source>Search armies</source>
        <translation>アーミーを検索</translation>
    </message>
    <message>
        <source>Data: {version}</source>
        <translation>データ: {version}</translation>
    </message>
    <message>
        <source>The profile data in use (Help &gt; Check for data updates... fetches newer official data)</source>
        <translation>使用中のプロファイル・データ (ヘルプ &gt; データの更新を確認…で新しい公式データを取得します)</translation>
    </message>
    <message>
        <source>The edition whose army-construction and dice rules the list follows</source>
        <translation>リストが従うアーミー構築ルールとダイスルールの版</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>&amp;Army:</source>
        <translation>アーミー(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>ルールセット(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Points limit:</source>
        <translation>ポイント上限(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>ITS Extras:</source>
        <translation>ITSエクストラ:</translation>
    </message>
    <message>
        <source>The Extras the event announces; the legality check applies them</source>
        <translation>イベントが発表したエクストラ。適法性チェックに適用されます</translation>
    </message>
</context>
<context>
    <name>OptionTableModel</name>
    <message>
        <source>Option</source>
        <extracomment>Columns.</extracomment>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>pt</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>Options</source>
        <extracomment>The selected option changed (OptionSummary or None). Add asked: (unit id, profile group id, option id, target group index). Replace asked for the selected trooper: (unit id, profile group, option).</extracomment>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Select a unit to see its options.</source>
        <translation>ユニットを選ぶとオプションを表示します。</translation>
    </message>
    <message>
        <source>Combat group the option is added to</source>
        <translation>オプションを追加するコンバット・グループ</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add the option to the group (Enter)</source>
        <translation>オプションをグループに追加 (Enter)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置き換え</translation>
    </message>
    <message>
        <source>Replace the trooper selected in the list by this option, in its place (same group, position and fireteam)</source>
        <translation>リストで選択した兵士をこのオプションでその場所に置き換え (同じグループ、位置、ファイアチーム)</translation>
    </message>
    <message>
        <source>Add to:</source>
        <translation>追加先:</translation>
    </message>
    <message>
        <source>in the list {use}</source>
        <translation>リスト内 {use}</translation>
    </message>
    <message>
        <source>at AVA</source>
        <translation>AVA上限</translation>
    </message>
    <message>
        <source>New combat group</source>
        <translation>新しいコンバット・グループ</translation>
    </message>
    <message>
        <source>New reinforcement group</source>
        <translation>新しい増援グループ</translation>
    </message>
</context>
<context>
    <name>OrderPoolPanel</name>
    <message>
        <source>Order pools</source>
        <translation>オーダー・リザーブ</translation>
    </message>
    <message>
        <source>Orders each combat group brings at deployment. Hover a column title for its meaning.</source>
        <translation>各コンバット・グループが配置時にもたらすオーダー。列の見出しにマウスを重ねると意味を表示します。</translation>
    </message>
    <message>
        <source>Held, reinforcement group {group}: {held}</source>
        <translation>待機、増援グループ {group}: {held}</translation>
    </message>
    <message>
        <source>Held, group {group}: {held}</source>
        <translation>待機、グループ {group}: {held}</translation>
    </message>
</context>
<context>
    <name>OrderPoolTableModel</name>
    <message>
        <source>Group</source>
        <extracomment>Columns.</extracomment>
        <translation>グループ</translation>
    </message>
    <message>
        <source>Troopers</source>
        <translation>兵士</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>リザーブ</translation>
    </message>
    <message>
        <source>Reg</source>
        <translation>レギュ</translation>
    </message>
    <message>
        <source>Tac</source>
        <translation>タク</translation>
    </message>
    <message>
        <source>Irr</source>
        <translation>イレギュ</translation>
    </message>
    <message>
        <source>Imp</source>
        <translation>インペ</translation>
    </message>
    <message>
        <source>Lt</source>
        <translation>LT</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>Combat group</source>
        <translation>コンバット・グループ</translation>
    </message>
    <message>
        <source>Troopers in the group (paired troopers count twice)</source>
        <translation>グループの兵士数 (ペアの兵士は2回数えます)</translation>
    </message>
    <message>
        <source>Orders in the group&apos;s pool at deployment: the Regular orders (B1, B5)</source>
        <translation>配置時にグループのオーダー・リザーブにあるオーダー: レギュラー・オーダー (B1, B5)</translation>
    </message>
    <message>
        <source>Regular orders (B1)</source>
        <translation>レギュラー・オーダー (B1)</translation>
    </message>
    <message>
        <source>Tactical Awareness orders: kept by their trooper, not in the pool (B6)</source>
        <translation>タクティカル・オーダー (Tactical Awareness): その兵士が保持し、リザーブに入らない (B6)</translation>
    </message>
    <message>
        <source>Irregular orders: only for the trooper that generates them (B2)</source>
        <translation>イレギュラー・オーダー: それを生み出した兵士のみが使用 (B2)</translation>
    </message>
    <message>
        <source>Impetuous orders (B3)</source>
        <translation>インペチュオス・オーダー (B3)</translation>
    </message>
    <message>
        <source>Lieutenant order: only for the Lieutenant, not in the pool (B4)</source>
        <translation>ルーテナント・オーダー: ルーテナントのみが使用し、リザーブに入らない (B4)</translation>
    </message>
    <message>
        <source>Orders of troopers deploying off the table, of every type; they come when the troopers appear (B5)</source>
        <translation>テーブル外から配置する兵士のすべての種類のオーダー。兵士が登場したときに加わります (B5)</translation>
    </message>
    <message>
        <source>Held off the table: {held}</source>
        <extracomment>The OrderPool of the row. Integer value of the cell (group number for the group column).</extracomment>
        <translation>テーブル外で待機: {held}</translation>
    </message>
</context>
<context>
    <name>PlaceKeeper</name>
    <message>
        <source>The last list, {path}, is no longer there: start a new one, or open it with File &gt; Open if it moved.</source>
        <translation>前回のリスト {path} が見つかりません。新しいリストを始めるか、移動した場合は ファイル &gt; 開く で開いてください。</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n data problem(s)</source>
        <extracomment>How long a new problem stays in the status bar (ms).</extracomment>
        <translation>
            <numerusform>データの問題 %n件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n data problem(s): the files concerned are skipped and only their armies are unavailable; everything else works.</source>
        <translation>
            <numerusform>データの問題 %n件: 該当するファイルは読み飛ばされ、そのアーミーのみ使えません。それ以外はすべて動作します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n change(s) since it was saved. Save the list to keep its troopers matched to the new data.</source>
        <translation>
            <numerusform>{file}: 保存後に%n件の変更があります。兵士を新しいデータに合わせておくにはリストを保存してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%nグループ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicated %n list(s).</source>
        <translation>
            <numerusform>リストを%n件複製しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to {folder}.</source>
        <translation>
            <numerusform>リストを%n件{folder}に移動しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to the top of the library.</source>
        <translation>
            <numerusform>リストを%n件ライブラリの最上位に移動しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to the trash (Trash… restores).</source>
        <translation>
            <numerusform>リストを%n件ごみ箱に移動しました (ごみ箱…で復元できます)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n list(s).</source>
        <translation>
            <numerusform>リストを%n件復元しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n trooper(s)</source>
        <translation>
            <numerusform>兵士%n体の削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n trooper(s)</source>
        <translation>
            <numerusform>兵士%n体の複製</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n trooper(s)</source>
        <translation>
            <numerusform>兵士%n体の移動</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>System default ({language})</source>
        <translation>システムの既定 ({language})</translation>
    </message>
    <message>
        <source>Unit, weapon and skill names stay as the official data gives them (English).</source>
        <translation>ユニット、武器、スキルの名前は公式データのまま (英語) 表示されます。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
</context>
<context>
    <name>ProfileCard</name>
    <message>
        <source>Weapon (traits)</source>
        <extracomment>Weapon table columns that wrap: the name with its traits, which takes the width left over, and the saving roll (&quot;ARM and BTS&quot;), only when the card is too narrow for it on one line. Weapon table headings; B and PS are the game&apos;s own abbreviations.</extracomment>
        <translation>武器 (特性)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>セーブ</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>弾薬</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>射程</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>随伴</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>プロファイル</translation>
    </message>
    <message>
        <source>Select a trooper in the list, or an option of a unit, to see its profile.</source>
        <translation>リストの兵士かユニットのオプションを選ぶとプロファイルを表示します。</translation>
    </message>
    <message numerus="yes">
        <source>Fields %n trooper(s)</source>
        <translation>
            <numerusform>兵士%n体が随伴</numerusform>
        </translation>
    </message>
    <message>
        <source>Also fields</source>
        <translation>あわせて随伴</translation>
    </message>
</context>
<context>
    <name>QUndoStack</name>
    <message>
        <source>Undo %1</source>
        <extracomment>Stem of the app&apos;s catalogs in ``resources/i18n`` (``listbuilder_ko.qm``). Object name of the translators :func:`install_language` installs. Qt&apos;s texts the app&apos;s catalog words itself: it is searched before Qt&apos;s. The undo texts wrap ours (&quot;{trooper}の削除&quot;); qtbase&apos;s Japanese &quot;%1 をやり直す&quot; put a space before the verb, which Japanese does not write.</extracomment>
        <translation>%1を元に戻す</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1をやり直す</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules reference</source>
        <extracomment>The rules reference in the docs folder. Heading level of a rule&apos;s section (``### A5 · ...``). What separates a rule id from its title in a heading.</extracomment>
        <translation>ルール解説</translation>
    </message>
    <message>
        <source>The rules reference could not be read: {error}</source>
        <translation>ルール解説を読み込めません: {error}</translation>
    </message>
</context>
<context>
    <name>SpecOpsDialog</name>
    <message>
        <source>Upgrade</source>
        <extracomment>The attributes the editor steps, as the profile names them. Where a shop item is listed: its kind&apos;s heading.</extracomment>
        <translation>アップグレード</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>XP</translation>
    </message>
    <message>
        <source>Grants</source>
        <translation>付与</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>能力値</translation>
    </message>
    <message>
        <source>Attribute increases have no XP cost in the official data: their XP are not checked.</source>
        <translation>能力値上昇は公式データにXPコストがないため、XPは検査しません。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>装備</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>Spec-Ops: %1</source>
        <translation>Spec-Ops: %1</translation>
    </message>
    <message>
        <source>XP spent: %1 of %2</source>
        <translation>使用XP: %1 / %2</translation>
    </message>
    <message>
        <source>over the Spec-Ops budget</source>
        <translation>Spec-Ops予算超過</translation>
    </message>
    <message>
        <source>(not priced: %1)</source>
        <translation>(コストなし: %1)</translation>
    </message>
</context>
<context>
    <name>SummaryBar</name>
    <message>
        <source>Reinforcement groups are counted apart from the main list</source>
        <extracomment>Widest the lieutenant text is shown before it is elided (pixels). Widest a note (a hidden Lieutenant, RULES.md C4) is shown before it is elided.</extracomment>
        <translation>増援グループは本リストとは別に数えます</translation>
    </message>
    <message>
        <source>Points of troopers lost at which the army is in Retreat</source>
        <translation>アーミーが撤退状態になる、失った兵士のポイント</translation>
    </message>
    <message>
        <source>Specialists: {n}</source>
        <translation>スペシャリスト: {n}</translation>
    </message>
    <message>
        <source>Specialist Troops (ITS):</source>
        <translation>スペシャリスト兵(ITS):</translation>
    </message>
    <message>
        <source>No Specialist Troops: no Hacker, Doctor, Engineer, Forward Observer, Paramedic, Chain of Command or Specialist Operative</source>
        <translation>スペシャリスト兵なし: Hacker、Doctor、Engineer、Forward Observer、Paramedic、Chain of Command、Specialist Operativeがいません</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Characteristics</source>
        <extracomment>Headings of a profile&apos;s lists, marked for translation (see :func:`heading`).</extracomment>
        <translation>特性</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>装備</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>オーダー</translation>
    </message>
    <message>
        <source>Reinforcement group: units of the army&apos;s reinforcement list, counted apart from the main list</source>
        <translation>増援グループ: アーミーの増援リストのユニットで、本リストとは別に数えます</translation>
    </message>
    <message>
        <source>Fireteam {label}: {description}</source>
        <translation>ファイアチーム {label}: {description}</translation>
    </message>
    <message>
        <source>Hired under Soldiers of Fortune: at most 85 points of hired mercenaries, and hiring costs 1 SWC (E5).</source>
        <translation>ソルジャーズ・オブ・フォーチュンで雇用: 雇った傭兵は合計85ポイントまで、雇うとSWCを1消費します(E5)。</translation>
    </message>
    <message>
        <source>Click to select the troopers involved.</source>
        <translation>クリックすると関係する兵士を選択します。</translation>
    </message>
    <message>
        <source>No trooper to select.</source>
        <translation>選択する兵士はいません。</translation>
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
        <translation>名前</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>アーミー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Was in</source>
        <translation>元の場所</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>削除日時</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>ごみ箱</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Delete for good</source>
        <translation>完全に削除</translation>
    </message>
    <message>
        <source>Empty trash</source>
        <translation>ごみ箱を空にする</translation>
    </message>
    <message>
        <source>(top of the library)</source>
        <translation>(ライブラリの最上位)</translation>
    </message>
    <message>
        <source>{name} (cannot be read)</source>
        <translation>{name} (読み込めません)</translation>
    </message>
    <message numerus="yes">
        <source>%n list(s) in the trash ({folder}).</source>
        <translation>
            <numerusform>ごみ箱にリストが%n件あります ({folder})。</numerusform>
        </translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>ごみ箱は空です。</translation>
    </message>
    <message>
        <source>Cannot restore the list</source>
        <translation>リストを復元できません</translation>
    </message>
    <message>
        <source>Cannot delete the list</source>
        <translation>リストを削除できません</translation>
    </message>
    <message>
        <source>Delete for good?</source>
        <translation>完全に削除しますか?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n list(s) for good? This cannot be undone.</source>
        <translation>
            <numerusform>リスト%n件を完全に削除しますか? 元に戻せません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n list(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>ごみ箱のリスト%n件をすべて完全に削除しますか? 元に戻せません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrooperPicker</name>
    <message>
        <source>B {burst}, PS {damage}, saving {save}, ammunition {ammo}</source>
        <translation>B {burst}、PS {damage}、セーブ {save}、弾薬 {ammo}</translation>
    </message>
    <message>
        <source>In partial cover</source>
        <extracomment>Any input changed. The range band changed by the user (its index).</extracomment>
        <translation>部分遮蔽</translation>
    </message>
    <message>
        <source>-3 to the opponent&apos;s roll, +3 to saving rolls</source>
        <translation>相手のロールに-3、セービング・ロールに+3</translation>
    </message>
    <message>
        <source>Further modifier to this trooper&apos;s roll</source>
        <translation>この兵士のロールへの追加修正</translation>
    </message>
    <message>
        <source>Burst in ARO: 1, unless a skill raises it (Fireteam bonus, Total Reaction, Neurocinetics)</source>
        <translation>AROのバースト: スキルで増えない限り1 (ファイアチームボーナス、Total Reaction、Neurocinetics)</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>アーミー</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>射程</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>修正</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>傭兵</translation>
    </message>
    <message>
        <source>{unit} ({army})</source>
        <translation>{unit} ({army})</translation>
    </message>
    <message>
        <source>{unit} (reinforcement)</source>
        <translation>{unit} (増援)</translation>
    </message>
    <message>
        <source>{option} ({points} pts)</source>
        <translation>{option} ({points}ポイント)</translation>
    </message>
    <message>
        <source>no range bands</source>
        <translation>射程帯なし</translation>
    </message>
</context>
<context>
    <name>ViolationPanel</name>
    <message>
        <source>Legality</source>
        <extracomment>A violation was clicked (the Violation). The rules reference was opened at a rule id (``&quot;A5&quot;``).</extracomment>
        <translation>適正チェック</translation>
    </message>
    <message>
        <source>Legality:</source>
        <translation>適正チェック:</translation>
    </message>
    <message>
        <source>the list is legal</source>
        <translation>リストは適正です</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>問題%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>What the selected problem&apos;s rule means</source>
        <translation>選択した問題のルールの意味</translation>
    </message>
    <message>
        <source>(click one to select its troopers, double-click to read its rule)</source>
        <translation>(クリックで該当する兵士を選択、ダブルクリックでルールを表示)</translation>
    </message>
    <message>
        <source>What rule {rule} means (rules reference)</source>
        <translation>ルール {rule} の意味（ルール解説）</translation>
    </message>
</context>
<context>
    <name>WoundChart</name>
    <message>
        <source>Wounds caused</source>
        <translation>与えたウーンド</translation>
    </message>
    <message>
        <source>{side}: no wounds</source>
        <translation>{side}: ウーンドなし</translation>
    </message>
    <message>
        <source>Neither weapon causes wounds</source>
        <translation>どちらの武器もウーンドを与えません</translation>
    </message>
</context>
</TS>
