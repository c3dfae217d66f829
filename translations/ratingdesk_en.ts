<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>rd::ui::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="20"/>
        <source>&lt;h2&gt;ratingdesk&lt;/h2&gt;&lt;p&gt;Chess and Go ratings: DWZ, US Chess and SAGC.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="24"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="30"/>
        <source>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the South African Go Clubs rank/index system, with every intermediate number shown before anything is saved.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="40"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="41"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="46"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="47"/>
        <source>&amp;About ratingdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="54"/>
        <source>About ratingdesk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
