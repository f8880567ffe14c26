<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ImportCodeDialog</name>
    <message numerus="yes">
        <source>%n member(s) are not in the bundled data (newer units or removed options). They will be kept in the list as placeholders until you replace or remove them:</source>
        <translation>
            <numerusform>%n member is not in the bundled data (a newer unit or a removed option). It will be kept in the list as a placeholder until you replace or remove it:</numerusform>
            <numerusform>%n members are not in the bundled data (newer units or removed options). They will be kept in the list as placeholders until you replace or remove them:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDetails</name>
    <message numerus="yes">
        <source>%n list(s) selected.</source>
        <translation>
            <numerusform>%n list selected.</numerusform>
            <numerusform>%n lists selected.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message numerus="yes">
        <source>%n list(s)</source>
        <translation>
            <numerusform>%n list</numerusform>
            <numerusform>%n lists</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n cannot be read</numerusform>
            <numerusform>%n cannot be read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n data problem(s)</source>
        <extracomment>How long a new problem stays in the status bar (ms).</extracomment>
        <translation>
            <numerusform>%n data problem</numerusform>
            <numerusform>%n data problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n data problem(s): the files concerned are skipped and only their armies are unavailable; everything else works.</source>
        <translation>
            <numerusform>%n data problem: the file concerned is skipped and only its armies are unavailable; everything else works.</numerusform>
            <numerusform>%n data problems: the files concerned are skipped and only their armies are unavailable; everything else works.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n change(s) since it was saved. Save the list to keep its troopers matched to the new data.</source>
        <translation>
            <numerusform>{file}: %n change since it was saved. Save the list to keep its troopers matched to the new data.</numerusform>
            <numerusform>{file}: %n changes since it was saved. Save the list to keep its troopers matched to the new data.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n group</numerusform>
            <numerusform>%n groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicated %n list(s).</source>
        <translation>
            <numerusform>Duplicated %n list.</numerusform>
            <numerusform>Duplicated %n lists.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to {folder}.</source>
        <translation>
            <numerusform>Moved %n list to {folder}.</numerusform>
            <numerusform>Moved %n lists to {folder}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to the top of the library.</source>
        <translation>
            <numerusform>Moved %n list to the top of the library.</numerusform>
            <numerusform>Moved %n lists to the top of the library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n list(s) to the trash (Trash… restores).</source>
        <translation>
            <numerusform>Moved %n list to the trash (Trash… restores).</numerusform>
            <numerusform>Moved %n lists to the trash (Trash… restores).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n list(s).</source>
        <translation>
            <numerusform>Restored %n list.</numerusform>
            <numerusform>Restored %n lists.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n trooper(s)</source>
        <translation>
            <numerusform>Remove %n trooper</numerusform>
            <numerusform>Remove %n troopers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n trooper(s)</source>
        <translation>
            <numerusform>Duplicate %n trooper</numerusform>
            <numerusform>Duplicate %n troopers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n trooper(s)</source>
        <translation>
            <numerusform>Move %n trooper</numerusform>
            <numerusform>Move %n troopers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileCard</name>
    <message numerus="yes">
        <source>Fields %n trooper(s)</source>
        <translation>
            <numerusform>Fields %n trooper</numerusform>
            <numerusform>Fields %n troopers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message numerus="yes">
        <source>%n list(s) in the trash ({folder}).</source>
        <translation>
            <numerusform>%n list in the trash ({folder}).</numerusform>
            <numerusform>%n lists in the trash ({folder}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n list(s) for good? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n list for good? This cannot be undone.</numerusform>
            <numerusform>Delete %n lists for good? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n list(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>Delete the %n list in the trash for good? This cannot be undone.</numerusform>
            <numerusform>Delete all %n lists in the trash for good? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViolationPanel</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
</TS>
