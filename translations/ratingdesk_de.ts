<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>rd::ui::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="20"/>
        <source>&lt;h2&gt;ratingdesk&lt;/h2&gt;&lt;p&gt;Chess and Go ratings: DWZ, US Chess and SAGC.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;ratingdesk&lt;/h2&gt;&lt;p&gt;Schach- und Go-Wertungen: DWZ, US Chess und SAGC.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="24"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="30"/>
        <source>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the South African Go Clubs rank/index system, with every intermediate number shown before anything is saved.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Turnierwertungen für Schach und Go: die Deutsche Wertungszahl (DWZ), US Chess (USCF) und das Rang-/Indexsystem der South African Go Clubs, mit jeder Zwischengröße, bevor etwas gespeichert wird.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="40"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="41"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="46"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="47"/>
        <source>&amp;About ratingdesk</source>
        <translation>Ü&amp;ber ratingdesk</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="54"/>
        <source>About ratingdesk</source>
        <translation>Über ratingdesk</translation>
    </message>
</context>
</TS>
