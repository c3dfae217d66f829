<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="80"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="83"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="119"/>
        <source>%1, rule set %2, ends %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="124"/>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="125"/>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="127"/>
        <source>Warnings</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../ui/EvaluationTableModel.cpp" line="18"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationTableModel.cpp" line="18"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::ChessEventEditor</name>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="186"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="191"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="207"/>
        <source>&amp;Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="208"/>
        <source>&amp;Pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="230"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="252"/>
        <source>DWZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="253"/>
        <source>US Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="259"/>
        <source>The rule set marked as default follows the end date; any other stays as chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="266"/>
        <source>Regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="267"/>
        <source>Quick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="268"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="270"/>
        <source>&amp;Dual rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="283"/>
        <source>US Chess:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="289"/>
        <source>&amp;End:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="292"/>
        <source>S&amp;ystem:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="295"/>
        <source>R&amp;ule set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="303"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="305"/>
        <source>&amp;Start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="312"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="317"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="317"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="332"/>
        <source>Add player: type a name, Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="336"/>
        <source>Re&amp;move player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="372"/>
        <source>Type each result from the row&apos;s side: opponent, colour, score (5w1, 12b½, 3b=, 7w+ forfeit win, 7w- forfeit loss, bye). Enter or Tab moves on, Delete clears a cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="401"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="403"/>
        <source>R&amp;ound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="409"/>
        <source>Results: 1-0, 0-1, ½-½ or =, forfeits +--, --+, ---. Enter moves to the next board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ChessEventEditor.cpp" line="457"/>
        <source>%n game(s) without a round number count for the points but have no cell.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="491"/>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="501"/>
        <source>Event name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="507"/>
        <source>Start date %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="516"/>
        <source>End date %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="529"/>
        <source>Rating system %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="540"/>
        <source>Rule set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="547"/>
        <source>US Chess system %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="554"/>
        <source>Dual rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="554"/>
        <source>Not dual rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="564"/>
        <source>Add player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="575"/>
        <source>Remove player %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="591"/>
        <source>Rename player %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::CrosstableModel</name>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="303"/>
        <location filename="../ui/CrosstableModel.cpp" line="419"/>
        <source>Round %1: %2 – %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="358"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="424"/>
        <source>Player %1 is paired with himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="427"/>
        <source>There is no player %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="428"/>
        <source>The opponent (id %1) is not in the player list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="437"/>
        <source>Players %1 and %2 also meet in round %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="443"/>
        <source>Players %1 and %2 are paired twice in round %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="455"/>
        <source>Round %1: bye for %2, %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="461"/>
        <source>Player %1 has %2 results in round %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="564"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="566"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="570"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="573"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="605"/>
        <source>Round %1: no result for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="618"/>
        <source>Round %1: bye for %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::EvaluationTableModel</name>
    <message>
        <location filename="../ui/EvaluationTableModel.cpp" line="49"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/EvaluationTableModel.cpp" line="49"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/EvaluationTableModel.cpp" line="49"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/EvaluationTableModel.cpp" line="49"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../ui/EvaluationTableModel.cpp" line="49"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
</context>
<context>
    <name>rd::ui::GoGameLineModel</name>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="25"/>
        <source>Unknown player &quot;%1&quot;: add them to the player list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="28"/>
        <source>%1 has no SAGC rank to start from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="31"/>
        <source>The same player is on both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="34"/>
        <source>Handicap %1 is outside 0 to 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="119"/>
        <location filename="../ui/GoGameLineModel.cpp" line="210"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="121"/>
        <location filename="../ui/GoGameLineModel.cpp" line="212"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="123"/>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="125"/>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="127"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="129"/>
        <source>Game type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="131"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="199"/>
        <source>Change %1 of line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="214"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="224"/>
        <source>club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="226"/>
        <source>tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="228"/>
        <source>internet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="230"/>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::HistoryChart</name>
    <message>
        <location filename="../ui/HistoryChart.cpp" line="102"/>
        <source>End of event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/HistoryChart.cpp" line="116"/>
        <source>Rating (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/HistoryChart.cpp" line="127"/>
        <source>SAGC rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/HistoryChart.cpp" line="155"/>
        <source>No rated events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/HistoryChart.cpp" line="159"/>
        <source>Rating history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::HistoryTableModel</name>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="97"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="99"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="101"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="103"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="105"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="107"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::HistoryText</name>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="83"/>
        <source>DWZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="85"/>
        <source>US Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="87"/>
        <source>SAGC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="121"/>
        <source>first rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="128"/>
        <source>promoted to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="130"/>
        <source>demoted to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::MainWindow</name>
    <message>
        <source>&lt;h2&gt;ratingdesk&lt;/h2&gt;&lt;p&gt;Chess and Go ratings: DWZ, US Chess and SAGC.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;ratingdesk&lt;/h2&gt;&lt;p&gt;Schach- und Go-Wertungen: DWZ, US Chess und SAGC.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="vanished">Bereit</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="79"/>
        <source>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the South African Go Clubs rank/index system, with every intermediate number shown before anything is saved.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Turnierwertungen für Schach und Go: die Deutsche Wertungszahl (DWZ), US Chess (USCF) und das Rang-/Indexsystem der South African Go Clubs, mit jeder Zwischengröße, bevor etwas gespeichert wird.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="96"/>
        <source>Find a player by name or federation id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="114"/>
        <source>&amp;Add player…</source>
        <translation>Spieler &amp;anlegen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="133"/>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spieler&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="137"/>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Turniere&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="143"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="145"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="157"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="158"/>
        <source>&amp;New database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="160"/>
        <source>&amp;Open database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="162"/>
        <source>&amp;Recent databases</source>
        <translation>&amp;Zuletzt verwendete Datenbanken</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="164"/>
        <source>New &amp;DWZ tournament</source>
        <translation>Neues &amp;DWZ-Turnier</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="166"/>
        <source>New &amp;US Chess section</source>
        <translation>Neue &amp;US-Chess-Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="167"/>
        <source>New &amp;Go record sheet</source>
        <translation>Neuer &amp;Go-Spielbericht</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="170"/>
        <source>&amp;Import event document…</source>
        <translation>Turnierdokument &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="172"/>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="173"/>
        <source>&amp;Export event document…</source>
        <translation>Turnierdokument &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="174"/>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="176"/>
        <source>&amp;Print evaluation…</source>
        <translation>Auswertung &amp;drucken…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="178"/>
        <source>Evaluation as P&amp;DF…</source>
        <translation>Auswertung als PD&amp;F…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="181"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="186"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="188"/>
        <source>&amp;About ratingdesk</source>
        <translation>Ü&amp;ber ratingdesk</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="201"/>
        <source>Cannot open the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="204"/>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="208"/>
        <location filename="../ui/MainWindow.cpp" line="284"/>
        <source>Choose an event to see its evaluation.</source>
        <translation>Turnier wählen, um seine Auswertung zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="230"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="230"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="230"/>
        <source>Ends</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="230"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="230"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="245"/>
        <source>rated</source>
        <translation>ausgewertet</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="245"/>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="291"/>
        <source>This event cannot be rated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="300"/>
        <source>Save evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/MainWindow.cpp" line="301"/>
        <source>Saving also changes %n rating(s) of later events, as listed under the table. Save?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="310"/>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="315"/>
        <source>Evaluation saved</source>
        <translation>Auswertung gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="324"/>
        <location filename="../ui/MainWindow.cpp" line="332"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="324"/>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="333"/>
        <source>%1 is not a valid event document:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="352"/>
        <source>Import event document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="352"/>
        <location filename="../ui/MainWindow.cpp" line="365"/>
        <source>Event documents (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="361"/>
        <location filename="../ui/MainWindow.cpp" line="375"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="361"/>
        <location filename="../ui/MainWindow.cpp" line="511"/>
        <source>Choose an event first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="365"/>
        <source>Export event document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="375"/>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="385"/>
        <source>Only a draft can be edited; a rated event is corrected by deleting it and importing it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="407"/>
        <source>&amp;Edit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="419"/>
        <source>Record sheet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="419"/>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="447"/>
        <source>Not saved yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="456"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="459"/>
        <source>Draft saved</source>
        <translation>Entwurf gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="474"/>
        <source>Evaluation not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="475"/>
        <source>The evaluation of &quot;%1&quot; is not saved yet (the draft is kept). Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="511"/>
        <location filename="../ui/MainWindow.cpp" line="517"/>
        <source>Evaluation report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="515"/>
        <source>Evaluation as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="515"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="517"/>
        <source>%1 cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="523"/>
        <source>New database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="523"/>
        <location filename="../ui/MainWindow.cpp" line="531"/>
        <source>ratingdesk databases (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="531"/>
        <source>Open database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="573"/>
        <source>Player not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="580"/>
        <source>About ratingdesk</source>
        <translation>Über ratingdesk</translation>
    </message>
</context>
<context>
    <name>rd::ui::PairingModel</name>
    <message>
        <location filename="../ui/PairingModel.cpp" line="65"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PairingModel.cpp" line="104"/>
        <source>Board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PairingModel.cpp" line="111"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PairingModel.cpp" line="113"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PairingModel.cpp" line="115"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerDialog</name>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="47"/>
        <source>known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="49"/>
        <source>DWZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="52"/>
        <source>US Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="61"/>
        <source>Edit player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="61"/>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="63"/>
        <source>Surname, Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="73"/>
        <source>e.g. 14k or 2d; empty: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="81"/>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="82"/>
        <source>&amp;Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="84"/>
        <source>&amp;DSB id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="84"/>
        <source>&amp;US Chess id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="85"/>
        <source>&amp;FIDE id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="85"/>
        <source>SAGC &amp;handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="94"/>
        <source>Starting DWZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="95"/>
        <location filename="../ui/PlayerDialog.cpp" line="99"/>
        <source>index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="96"/>
        <source>Starting US Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="97"/>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="98"/>
        <source>Starting SAGC &amp;rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="129"/>
        <source>A player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="132"/>
        <source>&quot;%1&quot; is not a rank: 30k ... 1k, 1d ... 9d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="143"/>
        <source>Possibly the same player as: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerHistoryView</name>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="32"/>
        <source>E&amp;xport chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="37"/>
        <source>All systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="40"/>
        <source>&amp;System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="56"/>
        <source>Rated events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="70"/>
        <source>Rating chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="117"/>
        <location filename="../ui/PlayerHistoryView.cpp" line="124"/>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="118"/>
        <source>rating-history.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="118"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="125"/>
        <source>The chart could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::PreviewPanel</name>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="44"/>
        <source>&amp;Save evaluation</source>
        <translation>Auswertung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="65"/>
        <source>Warnings</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="70"/>
        <source>Ratings of later events that change</source>
        <translation>Wertungen späterer Turniere, die sich ändern</translation>
    </message>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="84"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, rule set %3, ends %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="96"/>
        <source>%1 %2: %3 %4 → %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetEditor</name>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="177"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="183"/>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="184"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="190"/>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="194"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="197"/>
        <source>Rate the lines and show every player&apos;s record sheet (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="209"/>
        <source>Lines in entry order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="250"/>
        <source>New line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="257"/>
        <source>player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="261"/>
        <location filename="../ui/RecordSheetEditor.cpp" line="605"/>
        <source>not in the player list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="280"/>
        <source>Black stones before White&apos;s first move; 1 = even game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="287"/>
        <source>Komi to White; negative: komi to Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="298"/>
        <source>The date the game was played; Enter adds the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="299"/>
        <source>&amp;Add line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="308"/>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="312"/>
        <source>&amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="317"/>
        <source>&amp;Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="317"/>
        <source>&amp;Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="317"/>
        <source>Wi&amp;nner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="318"/>
        <source>Game &amp;type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="318"/>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="335"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="340"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="340"/>
        <source>Start rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="340"/>
        <source>Start index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="340"/>
        <source>After the lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="353"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="356"/>
        <source>e.g. 14k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="363"/>
        <source>Add p&amp;layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="373"/>
        <source>Na&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="375"/>
        <source>&amp;Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="377"/>
        <source>&amp;Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="388"/>
        <source>Record sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="397"/>
        <source>&amp;Sheet of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="402"/>
        <source>Press Preview (F5) to rate the lines and see the record sheets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="426"/>
        <source>Enter the White player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="426"/>
        <source>Enter the Black player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="434"/>
        <source>White and Black are the same player: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="448"/>
        <source>Add line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="451"/>
        <source>Line %1 added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="452"/>
        <source>Line %1 added, but: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="472"/>
        <source>Enter the player&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="478"/>
        <source>A player named &quot;%1&quot; is already in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="480"/>
        <source>Enter the rank of %1, e.g. 14k or 2d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="483"/>
        <source>&quot;%1&quot; is not a Go rank: write 30k to 1k or 1d to 9d, e.g. 14k or 2d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="496"/>
        <source>Add player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="507"/>
        <source>%1 added: %2, index %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="522"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="527"/>
        <source>There are no lines to rate yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="529"/>
        <source>Correct the marked lines first:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="534"/>
        <source>Lines rated in entry order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="580"/>
        <source>The lines have changed: press Preview (F5) again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="611"/>
        <location filename="../ui/RecordSheetEditor.cpp" line="622"/>
        <source>%1, index %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="614"/>
        <source>no SAGC rank</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetModel</name>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="46"/>
        <source>W</source>
        <comment>colour White</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="48"/>
        <source>B</source>
        <comment>colour Black</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="50"/>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="77"/>
        <source>promoted from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="81"/>
        <source>demoted from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="176"/>
        <source>The opponent&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="176"/>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="178"/>
        <source>The opponent&apos;s rank before the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="178"/>
        <source>Opp. rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="180"/>
        <source>The colour the player took</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="180"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="182"/>
        <source>Handicap stones (1 = even game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="182"/>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="184"/>
        <source>Komi (negative = komi to Black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="184"/>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="186"/>
        <source>The colour of the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="186"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="188"/>
        <source>Game status factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="188"/>
        <source>GSF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="190"/>
        <source>Change in index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="190"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="192"/>
        <source>New index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="192"/>
        <source>Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="194"/>
        <source>New rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="194"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="196"/>
        <source>Date of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="196"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="198"/>
        <source>Comments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
