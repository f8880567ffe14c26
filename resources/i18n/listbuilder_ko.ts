<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Listbuilder {version}&lt;/h3&gt;&lt;p&gt;An offline army-list builder and validator for &lt;i&gt;Infinity&lt;/i&gt; (N5).&lt;/p&gt;&lt;p&gt;Unit profiles, weapons and army lists are the official data published by &lt;b&gt;Corvus Belli&lt;/b&gt; for the Infinity Army builder. &lt;i&gt;Infinity&lt;/i&gt; and all related names are trademarks of Corvus Belli S.L.L. This is an unofficial fan tool, not endorsed by Corvus Belli.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile data: {version}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Listbuilder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New list…</source>
        <extracomment>A keyboard shortcut: a standard key or a portable string (``&quot;Ctrl+E&quot;``). Every action of the main window (undo and redo come from the undo stack).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import army code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the unit browser; Down and Enter walk into units and options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy army &amp;code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy share &amp;link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove trooper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate trooper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dissolve fireteam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dissolve the fireteam of the selected trooper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New combat &amp;group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;reinforcement group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A group for units of the army&apos;s reinforcement list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove empty combat group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List &amp;properties…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distances in &amp;cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every saved list: search, sort, folders, tags, trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for data &amp;updates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the newest official army data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Listbuilder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Menu entries: an action key, ``&quot;-&quot;`` for a separator, ``&quot;@name&quot;`` for a submenu or a run of actions the window builds (``&quot;@recent&quot;``, ``&quot;@move&quot;``, ``&quot;@fireteam&quot;``, ``&quot;@ruleset&quot;``, ``&quot;@text&quot;``), ``&quot;undo&quot;``/``&quot;redo&quot;`` for the undo stack&apos;s actions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>The toolbar, in order (``&quot;-&quot;`` separates).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy list as &amp;text</source>
        <extracomment>The forms: (key, menu text, status tip, shortcut).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the list in the official builder&apos;s text layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy list as &amp;Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the list as Markdown, for Discord and forums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;opponent&apos;s copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the list with Open information only: no costs, Lieutenant or hidden troopers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List copied to the clipboard as text.</source>
        <extracomment>What the status bar says after each copy.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List copied to the clipboard as Markdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s copy (Open information only) copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Listbuilder cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listbuilder hit an internal error: {error}. The list in the window is unchanged; save it under a new name to be safe.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Restore unsaved list?</source>
        <extracomment>Milliseconds between the last change and the autosave. Answers of :func:`ask_restore`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listbuilder did not close normally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{list}, has changes that were not saved. Restore it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutosaveController</name>
    <message>
        <source>Autosave failed: {reason}</source>
        <extracomment>A copy was written (argument: its path). Writing a copy failed (argument: the message); editing goes on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its lock file is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ({army}, {points} pts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}”{details}, autosaved {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An autosaved list cannot be read and was kept: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogPanel</name>
    <message>
        <source>Light Infantry</source>
        <extracomment>Names of unit types for the filter menu.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T.A.G.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <extracomment>The selected unit changed (Unit or None). A unit was double-clicked or Enter was pressed on it (Unit). The browser switched between army and reinforcement units (True: reinf.).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse the army&apos;s units or its reinforcement units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search unit, ISC or option… (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only one unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only one troop category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill, weapon or equipment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only units with this skill, weapon or equipment (e.g. Hacking Device, Missile Launcher)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcements: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list&apos;s ruleset has no reinforcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcement units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All categories</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogTableModel</name>
    <message>
        <source>Unit</source>
        <extracomment>Foreground of a unit at its AVA. Columns.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this list: {use} (at AVA)</source>
        <extracomment>The Unit object. Lower-case text the search matches (ISC, name, slug, option names). Unit type of the main profile (``LI``...). Sort key of the cell (names case-folded, numbers as numbers). Second display line: ``LI · Line Troops · AVA T``. The UnitRow (facets for filtering). The unit&apos;s AvaUse in the list (or None before any list is shown). True when the units shown are the reinforcement list&apos;s (RULES.md A10). Which option a dragged unit brings: (profile group, option) or None for its first purchasable option (the panel picks the selected one).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this list: {use}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed twice in this army: this one is {origin}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} pts · {swc} SWC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataProblems</name>
    <message>
        <source>Problems found in the profile data (click for all)</source>
        <extracomment>A problem was reported (argument: its text).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data problem: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile data problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataUpdate</name>
    <message>
        <source>Already current: the {label} equals the official data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed: the {label}. It is used the next time Listbuilder starts; the previous data is kept (listbuilder data rollback returns to it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: {variable} is set, so that folder stays in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No army changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error}; nothing changed.</source>
        <extracomment>(files done, files in all, file name) The update ended: (text for the player, True when it succeeded).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update failed ({error}); nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for data updates</source>
        <extracomment>A run ended (argument: True when it succeeded).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the newest official army data from {source}, check every file and install it (the data in use changes only if all of it is good).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed will be listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ancel update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to {source}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching {name} ({done} of {total})…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking every file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data changed since this list was saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceDock</name>
    <message>
        <source>Dice calculator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Chance of exactly n successful rolls (criticals included)</source>
        <extracomment>Colours of the two sides in the summary, table headers and chart. Width (px) from which the two sides, and tables and chart, sit side by side. Tooltips of the result tables&apos; columns.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of exactly n criticals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that the opponent loses exactly n wounds (after saving rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <extracomment>Width (px) from which the two result tables sit side by side. A new result was computed (FaceToFace, or None when inputs are missing). Columns of each side&apos;s table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active (shoots first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactive (ARO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same distance for both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing a range band on one side picks the band holding the same distance on the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a trooper and a weapon on each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row n: the chance of exactly n hits / criticals / wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active wins {percent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactive wins {percent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither {percent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active SV {a_sv}, B{a_burst}; reactive SV {r_sv}, B{r_burst} ({edition}). Mean wounds caused: active {a_wounds}, reactive {r_wounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditFlow</name>
    <message>
        <source>Over AVA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is at its AVA in this army ({use}). Add anyway? The list will be illegal until one is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one trooper to replace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reinforcement trooper is replaced by a reinforcement unit, a main-list trooper by a unit of the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown unit: use Replace selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change &amp;option</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Every trooper with profile, skills, equipment and weapons; order pools; points, SWC and legality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole list on one page (up to 15 troopers): one line per trooper and one weapons summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open information only, to hand to your opponent: no points, SWC or Lieutenant; troopers deploying hidden or airborne and marker contents are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card per trooper (peripherals and pairs too): profile, skills, equipment, weapons with range bands, orders, Lieutenant and fireteam marks; with cut marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full sheet</source>
        <extracomment>The choices&apos; names in the pickers (the keys of ``export.options.LABELS``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compact (one page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent copy (Open information only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trooper cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 a page (poker size, 63 x 88 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 a page (larger, 95 x 88 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <extracomment>Characters file systems refuse in a file name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;charts page: weapons by range, hacking programs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the PDF when done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Distances:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards a pa&amp;ge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileWorkflow</name>
    <message>
        <source>Listbuilder lists (*{suffix});;JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list “{name}” has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}[*] — {army}, {points} pts, {edition} — Listbuilder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: {error}. The list was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error}. The list was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import the army code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code uses the unknown ruleset {ruleset}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army code copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share link copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportCodeDialog</name>
    <message>
        <source>{army} &quot;{name}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{army}: {points} pts, {troopers} in {groups} (layout {layout})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import army code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste an army code from the official army builder, or its share link (https://infinityuniverse.com/army/list/...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a code to see what it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n member(s) are not in the bundled data (newer units or removed options). They will be kept in the list as placeholders until you replace or remove them:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryOperations</name>
    <message>
        <source>Cannot duplicate the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name of the list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot rename the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed to “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(top of the library)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected lists to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move the lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move the lists to the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the tags and note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags and note saved in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder “{folder}” created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot rename the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder renamed to “{folder}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryScanner</name>
    <message>
        <source>The library cannot be scanned: {error}</source>
        <extracomment>A scan finished (argument: the LibraryScan), on the GUI thread. A scan failed as a whole (argument: the message). Internal: the worker thread&apos;s outcome, delivered on the GUI thread.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryTableModel</name>
    <message>
        <source>The list&apos;s name (its file name when it has none)</source>
        <extracomment>Drag payload: the dragged lists&apos; paths, one per line (UTF-8). Text colour of the legality cell of an illegal or unreadable list. Columns (see ``core.library.COLUMNS``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army or sectorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points the main list spends / the agreed limit (RULES.md A1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal, or the RULES.md items the list breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troopers in the main list / the cap (RULES.md A7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder inside the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version of the army data the list was checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the file was last changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Library — Listbuilder</source>
        <extracomment>The window was shown or hidden (argument: visible).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list is open with unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This list is open in the editor with unsaved changes. Save them (or discard them) first, then change it here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListMenus</name>
    <message>
        <source>&amp;Move to group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare &amp;fireteam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;uleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an empty combat group to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare fireteam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New reinforcement group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New combat group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main-list and reinforcement troopers cannot share a group</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This problem concerns the whole list, not particular troopers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewListDialog</name>
    <message>
        <source>List properties</source>
        <extracomment>The largest points limit the field accepts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data: {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile data in use (Help &gt; Check for data updates... fetches newer official data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The edition whose army-construction and dice rules the list follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Army:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Points limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionTableModel</name>
    <message>
        <source>Option</source>
        <extracomment>Columns.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>Options</source>
        <extracomment>The selected option changed (OptionSummary or None). Add asked: (unit id, profile group id, option id, target group index). Replace asked for the selected trooper: (unit id, profile group, option).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a unit to see its options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat group the option is added to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the option to the group (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the trooper selected in the list by this option, in its place (same group, position and fireteam)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the list {use}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at AVA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New combat group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New reinforcement group</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderPoolPanel</name>
    <message>
        <source>Order pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders each combat group brings at deployment. Hover a column title for its meaning.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderPoolTableModel</name>
    <message>
        <source>Group</source>
        <extracomment>Columns.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troopers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Irr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troopers in the group (paired troopers count twice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders in the group&apos;s pool at deployment: the Regular orders (B1, B5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular orders (B1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactical Awareness orders: kept by their trooper, not in the pool (B6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Irregular orders: only for the trooper that generates them (B2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impetuous orders (B3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lieutenant order: only for the Lieutenant, not in the pool (B4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders of troopers deploying off the table, of every type; they come when the troopers appear (B5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held off the table: {held}</source>
        <extracomment>The OrderPool of the row. Integer value of the cell (group number for the group column).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n data problem(s)</source>
        <extracomment>How long a new problem stays in the status bar (ms).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n data problem(s): the files concerned are skipped and only their armies are unavailable; everything else works.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n change(s) since it was saved. Save the list to keep its troopers matched to the new data.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicated %n list(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to {folder}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to the top of the library.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to the trash (Trash… restores).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n list(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit, weapon and skill names stay as the official data gives them (English).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileCard</name>
    <message>
        <source>Weapon (traits)</source>
        <extracomment>Weapon table headings; B and PS are the game&apos;s own abbreviations.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a trooper in the list, or an option of a unit, to see its profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fields %n trooper(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Also fields</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryBar</name>
    <message>
        <source>Reinforcement groups are counted apart from the main list</source>
        <extracomment>Widest the lieutenant text is shown before it is elided (pixels).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points of troopers lost at which the army is in Retreat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcement group: units of the army&apos;s reinforcement list, counted apart from the main list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fireteam {label}: {description}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to select the troopers involved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trooper to select.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Was in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete for good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(top of the library)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n list(s) in the trash ({folder}).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete for good?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n list(s) for good? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n list(s) in the trash for good? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrooperPicker</name>
    <message>
        <source>B {burst}, PS {damage}, saving {save}, ammunition {ammo}</source>
        <extracomment>Distance (cm) whose band is chosen by default: 12&quot;, a common firing range.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In partial cover</source>
        <extracomment>Any input changed. The range band changed by the user (its index).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-3 to the opponent&apos;s roll, +3 to saving rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further modifier to this trooper&apos;s roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} (reinforcement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} ({points} pts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no range bands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViolationPanel</name>
    <message>
        <source>Legality</source>
        <extracomment>A violation was clicked (the Violation).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legality:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list is legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(click one to select its troopers)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WoundChart</name>
    <message>
        <source>Wounds caused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}: no wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither weapon causes wounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
