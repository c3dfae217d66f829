<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="58"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="61"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="98"/>
        <source>%1, rule set %2, ends %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="105"/>
        <source>Organiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="106"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="107"/>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="108"/>
        <source>Chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="109"/>
        <source>Deputy arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="110"/>
        <source>Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="111"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="113"/>
        <source>Rating period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="123"/>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="124"/>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EvaluationReport.cpp" line="126"/>
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
    <name>main</name>
    <message>
        <location filename="../app/ratingdesk.cpp" line="36"/>
        <source>Chess and Go ratings: DWZ, US Chess and SAGC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="41"/>
        <source>Use FILE instead of the default database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="43"/>
        <source>Open with event NUMBER chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="44"/>
        <source>Open event NUMBER in its editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="45"/>
        <source>Open with the history of player NUMBER.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="48"/>
        <source>Save a picture of the main window to FILE and quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::edit</name>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="128"/>
        <source>no. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="129"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="136"/>
        <source>Round %1: %2 – %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="392"/>
        <source>Round %1: %2 is paired with himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="417"/>
        <source>Round %1: %2 plays number %3, who is not in the player list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="421"/>
        <source>Round %1: the opponent of %2 is not in the player list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="433"/>
        <source>Round %1: %2 and %3 also meet in round %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="441"/>
        <source>Round %1: %2 and %3 are paired twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="453"/>
        <source>Round %1: %2 has %3 results in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="169"/>
        <source>Line %1: &quot;%2&quot; is not in the player list; add the player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="174"/>
        <source>Line %1: %2 has no SAGC rank to start from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="178"/>
        <source>Line %1: White and Black are the same player, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="183"/>
        <source>Line %1: a handicap of %2 stones is outside 0 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::edit::ChessEventEdit</name>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="156"/>
        <source>A player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="161"/>
        <source>%1 is already in the player list as number %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="172"/>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="309"/>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="320"/>
        <source>There is no player %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="174"/>
        <source>Rounds are counted from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="177"/>
        <source>Round %1, %2: &quot;%3&quot; is not a result. Write the opponent&apos;s number, w or b and the result, as 12w1, 12b½ or 12w+, or bye or bye½.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="198"/>
        <source>Round %1: %2 cannot play himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="210"/>
        <source>plays %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="215"/>
        <source>has a bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="220"/>
        <source>Round %1: %2 already %3 in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="222"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="242"/>
        <source>Round %1: bye for %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="248"/>
        <source>Round %1: no result for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="261"/>
        <source>Round %1 has no board %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="269"/>
        <source>The event cannot end (%1) before it starts (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="281"/>
        <source>Dates %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="283"/>
        <source>End date %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="303"/>
        <source>Add player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="314"/>
        <source>Rename player %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="321"/>
        <source>Remove player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="343"/>
        <source>Start numbers run from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="344"/>
        <source>Move %1 to number %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::edit::GoEventEdit</name>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="65"/>
        <source>Enter the player&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="70"/>
        <source>A player named &quot;%1&quot; is already in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="75"/>
        <source>Enter the rank of %1, e.g. 14k or 2d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="79"/>
        <source>&quot;%1&quot; is not a Go rank: write 30k to 1k or 1d to 9d, e.g. 14k or 2d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="95"/>
        <source>Add player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="110"/>
        <source>Line %1: enter the White player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="112"/>
        <source>Line %1: enter the Black player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="115"/>
        <source>Line %1: White and Black are the same player, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="121"/>
        <source>Line %1: a handicap of %2 stones is outside 0 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="135"/>
        <source>Add line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="142"/>
        <location filename="../engine/edit/GoEventEdit.cpp" line="153"/>
        <source>There is no line %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="146"/>
        <source>Change line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="155"/>
        <source>Remove line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::store</name>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="20"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="73"/>
        <source>%1 has the %2 %3, which line %4 gives to another player already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="81"/>
        <source>%1 with the same birth date is on line %2 already.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::store::Database</name>
    <message>
        <location filename="../engine/store/Database.cpp" line="147"/>
        <location filename="../engine/store/Database.cpp" line="221"/>
        <source>%1 is not a ratingdesk database or is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="206"/>
        <source>%1 was written by a newer ratingdesk (database version %2; this one knows up to %3). Open it with that version.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::store::DatabaseError</name>
    <message>
        <location filename="../engine/store/Database.cpp" line="88"/>
        <source>Another player already has this federation id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="91"/>
        <source>The database is in use by another program; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="94"/>
        <source>It is no longer in the database; perhaps it was deleted meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="97"/>
        <source>The database was written by a newer ratingdesk; open it with that version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="101"/>
        <source>The file is not a ratingdesk database or is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="104"/>
        <source>The disk is full; nothing was saved. Make room and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="107"/>
        <source>The database cannot be written to; it is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="110"/>
        <source>The database has changed since this preview was made; look at the preview again and save once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Database.cpp" line="118"/>
        <source>The database refused the change; nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerRepository.cpp" line="91"/>
        <source>Another player (%1, no. %2) already has the %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::store::ImportPlan</name>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="97"/>
        <source>Event &quot;%1&quot; becomes a draft; players: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="101"/>
        <source>%1 is taken for the player of that name and birth date in the database (no. %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="110"/>
        <source>the same federation id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="111"/>
        <source>the same name and birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="114"/>
        <source>%1 is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="118"/>
        <source>%1 is already in the database as %2 (%3); what the list adds is added to him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="124"/>
        <source>%1 is already in the database as %2 (%3); nothing changes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::store::ImportResult</name>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="135"/>
        <source>Imported event %1 (draft): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="138"/>
        <source>Imported players: %1 added, %2 updated, %3 unchanged (%4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::store::ImportService</name>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="160"/>
        <source>the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="160"/>
        <source>cannot be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="184"/>
        <source>%1 is not a format that can be imported (csv, json, trf, h9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="237"/>
        <source>%1: the ids of this line belong to two different players of the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="272"/>
        <source>The players in the database changed while the list was being imported; import it again to see what it does now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::store::SessionLock</name>
    <message>
        <location filename="../engine/store/SessionLock.cpp" line="23"/>
        <source>%1 on host %2, process %3, since %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/SessionLock.cpp" line="63"/>
        <source>%1 is open in %2. Close it there first, or wait until that session ends.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::ChessEventEditor</name>
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
        <location filename="../ui/ChessEventEditor.cpp" line="246"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="268"/>
        <source>The rule set marked as default follows the end date; any other stays as chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="275"/>
        <source>Regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="276"/>
        <source>Quick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="277"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="292"/>
        <source>US Chess:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="279"/>
        <source>Dual &amp;rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="298"/>
        <source>&amp;Last day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="301"/>
        <source>S&amp;ystem:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="304"/>
        <source>R&amp;ule set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="309"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="311"/>
        <source>&amp;Start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="321"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="326"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="326"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="341"/>
        <source>Add player: type a name, Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="345"/>
        <source>Re&amp;move player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="396"/>
        <source>Type each result from the row&apos;s side: opponent, colour, score (5w1, 12b½, 3b=, 7w+ forfeit win, 7w- forfeit loss, bye). Enter, Tab or the arrows move on, Delete clears a cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="608"/>
        <source>Contradicting entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="609"/>
        <source>%1

Replace that with &quot;%2&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="425"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="427"/>
        <source>R&amp;ound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="433"/>
        <source>Results: 1-0, 0-1, ½-½ or =, forfeits +--, --+, ---. Enter moves to the next board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ChessEventEditor.cpp" line="505"/>
        <source>%n game(s) without a round number count for the points but have no cell.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="539"/>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="549"/>
        <source>Event name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="569"/>
        <source>Rating system %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="580"/>
        <source>Rule set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="587"/>
        <source>US Chess system %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="594"/>
        <source>Dual rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ChessEventEditor.cpp" line="594"/>
        <source>Not dual rated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::CrosstableModel</name>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="108"/>
        <source>Round %1: %2 – %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="132"/>
        <source>Round %1: bye for %2, %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="235"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="237"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="241"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/CrosstableModel.cpp" line="244"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::DateField</name>
    <message>
        <location filename="../ui/DateField.cpp" line="28"/>
        <source>Choose from a calendar (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/DateField.cpp" line="114"/>
        <source>Write the date as %1 or %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::DisplayNames</name>
    <message>
        <location filename="../ui/DisplayNames.cpp" line="11"/>
        <source>DWZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/DisplayNames.cpp" line="13"/>
        <source>US Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/DisplayNames.cpp" line="15"/>
        <source>SAGC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::EditCommands</name>
    <message>
        <location filename="../ui/EditCommands.cpp" line="38"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EditCommands.cpp" line="39"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EditCommands.cpp" line="41"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EditCommands.cpp" line="43"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::ErrorReport</name>
    <message>
        <location filename="../ui/ErrorReport.cpp" line="13"/>
        <source>%1 did not succeed. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ErrorReport.cpp" line="15"/>
        <source>%1 did not succeed because of an unexpected problem. What was saved before is kept. Try again; if it happens again, copy the details into a message to the people who look after ratingdesk.</source>
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
    <name>rd::ui::EventDraft</name>
    <message>
        <location filename="../ui/EventDraft.cpp" line="61"/>
        <source>This event is rated and is not changed here; choose Event &gt; Correct… to correct it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::EventPropertiesDialog</name>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="37"/>
        <source>Event details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="38"/>
        <source>e.g. GER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="39"/>
        <source>e.g. 90 min/40 moves + 30 min + 30 s/move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="43"/>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="49"/>
        <source>&amp;Organiser or club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="50"/>
        <source>&amp;Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="51"/>
        <source>&amp;Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="52"/>
        <source>&amp;Chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="53"/>
        <source>&amp;Deputy arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="54"/>
        <source>&amp;Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="55"/>
        <source>&amp;Rounds planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventPropertiesDialog.cpp" line="56"/>
        <source>Rating p&amp;eriod or event code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::EventWorkspace</name>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="52"/>
        <source>Correct…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="55"/>
        <source>Discard the correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="94"/>
        <source>Edit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="96"/>
        <source>Rated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="98"/>
        <source>Correct: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="123"/>
        <source>Draft: every change is kept as you type. Save evaluation (Ctrl+S) rates it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="127"/>
        <source>This event is rated and is shown read-only. To change a result, choose Correct…: nothing changes until the corrected evaluation is saved, and every later rating it changes is shown first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="132"/>
        <source>Correcting a rated event: the stored evaluation stays until Save evaluation (Ctrl+S), which first shows every later rating the correction changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="137"/>
        <source>The database is open read-only: nothing can be changed in this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="185"/>
        <source>Keeping the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/EventWorkspace.cpp" line="212"/>
        <source>Saving the draft</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::GoGameLineModel</name>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="107"/>
        <location filename="../ui/GoGameLineModel.cpp" line="197"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="109"/>
        <location filename="../ui/GoGameLineModel.cpp" line="199"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="111"/>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="113"/>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="115"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="117"/>
        <source>Game type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="119"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="201"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="211"/>
        <source>club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="213"/>
        <source>tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="215"/>
        <source>internet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/GoGameLineModel.cpp" line="217"/>
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
        <location filename="../ui/HistoryTableModel.cpp" line="99"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="101"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="103"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="105"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="107"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location filename="../ui/HistoryTableModel.cpp" line="109"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::HistoryText</name>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="108"/>
        <source>first rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="115"/>
        <source>promoted to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistory.cpp" line="117"/>
        <source>demoted to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="140"/>
        <source>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the South African Go Clubs rank/index system, with every intermediate number shown before anything is saved.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Turnierwertungen für Schach und Go: die Deutsche Wertungszahl (DWZ), US Chess (USCF) und das Rang-/Indexsystem der South African Go Clubs, mit jeder Zwischengröße, bevor etwas gespeichert wird.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="162"/>
        <source>Find a player by name or federation id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="178"/>
        <source>&amp;Add player…</source>
        <translation>Spieler &amp;anlegen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="205"/>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spieler&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="209"/>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Turniere&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="218"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="221"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="255"/>
        <source>New &amp;chess event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="258"/>
        <source>New &amp;Go event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="261"/>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="263"/>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="265"/>
        <source>Deta&amp;ils…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="268"/>
        <source>Co&amp;rrect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="272"/>
        <source>De&amp;lete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="274"/>
        <source>Pre&amp;view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="279"/>
        <source>&amp;Save evaluation</source>
        <translation type="unfinished">Auswertung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="287"/>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="291"/>
        <source>&amp;Export event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="294"/>
        <source>&amp;Find player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="300"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="304"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="327"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="341"/>
        <source>Even&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="349"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="350"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="312"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="313"/>
        <source>&amp;New database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="314"/>
        <source>&amp;Open database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="316"/>
        <source>&amp;Recent databases</source>
        <translation>&amp;Zuletzt verwendete Datenbanken</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="282"/>
        <source>&amp;Print evaluation…</source>
        <translation>Auswertung &amp;drucken…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="285"/>
        <source>Evaluation as P&amp;DF…</source>
        <translation>Auswertung als PD&amp;F…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="322"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="353"/>
        <source>Player &amp;history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="354"/>
        <source>&amp;Events list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="361"/>
        <source>Event &amp;being edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="367"/>
        <source>&amp;Tool bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="370"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="371"/>
        <source>&amp;Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="375"/>
        <source>&amp;About ratingdesk</source>
        <translation>Ü&amp;ber ratingdesk</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="383"/>
        <source>Tool bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="443"/>
        <source>%1 is in use by another session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="444"/>
        <source>Database in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="445"/>
        <source>%1

Open it read-only? You can look at everything, but change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="456"/>
        <source>Cannot open the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="465"/>
        <source>Read-only: another session holds this database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="466"/>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="470"/>
        <location filename="../ui/MainWindow.cpp" line="594"/>
        <source>Choose an event to see its evaluation.</source>
        <translation>Turnier wählen, um seine Auswertung zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="481"/>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="507"/>
        <source>Finding players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="524"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="524"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="524"/>
        <source>Ends</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="524"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="524"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="526"/>
        <source>Listing the events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="531"/>
        <source>rated, being corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="532"/>
        <source>rated</source>
        <translation>ausgewertet</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/MainWindow.cpp" line="647"/>
        <source>Saving also changes %n rating(s), listed below. Save?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="651"/>
        <source>Saving the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="702"/>
        <source>%1 cannot be imported:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="709"/>
        <source>%1

Import the event?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="748"/>
        <source>Events and player lists (*.json *.trf *.h9 *.csv);;Event documents (*.json);;FIDE TRF (*.trf);;EGD tables (*.h9);;Player lists (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="787"/>
        <source>Export event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="788"/>
        <source>Event documents (*.json);;FIDE TRF (*.trf);;DSB text (*.txt);;DSB XML (*.xml);;EGD tables (*.h9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="830"/>
        <source>Opening the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="888"/>
        <source>Draft kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="904"/>
        <source>Event details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="926"/>
        <source>Creating the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="952"/>
        <source>Duplicating the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="955"/>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="971"/>
        <source>Correcting the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="981"/>
        <source>Correcting &quot;%1&quot;: the rated evaluation stays until the correction is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="991"/>
        <source>Discard the correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="992"/>
        <source>Discard the correction? The rated event stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="996"/>
        <source>Discarding the correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1018"/>
        <source>Delete the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1019"/>
        <source>Delete the draft &quot;%1&quot;? Edit &gt; Undo brings it back while this window is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1031"/>
        <source>Draft &quot;%1&quot; deleted (Ctrl+Z brings it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1038"/>
        <location filename="../ui/MainWindow.cpp" line="1049"/>
        <source>Deleting the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1041"/>
        <source>Delete the rated event</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/MainWindow.cpp" line="1042"/>
        <source>Delete the rated event &quot;%1&quot;? This cannot be undone; %n later rating(s) change.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1053"/>
        <source>&quot;%1&quot; deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1066"/>
        <source>The evaluation of &quot;%1&quot; is not saved yet. What you typed is kept and opens again from the events list. Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1160"/>
        <source>Opening the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1166"/>
        <source>Saving the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1178"/>
        <source>ratingdesk help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1179"/>
        <source>&lt;p&gt;&lt;b&gt;Start:&lt;/b&gt; import players (File &gt; Import, Ctrl+I), then Event &gt; New chess event (Ctrl+N) or New Go event (Ctrl+Shift+N).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Crosstable:&lt;/b&gt; type each result from the row&apos;s side: opponent, colour, score (5w1, 12b½, 7w+). Enter, Tab and the arrows move between cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Record sheet:&lt;/b&gt; type White and Black, then Enter adds the line.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rating:&lt;/b&gt; the Preview tab shows every number before anything is saved; Save evaluation (Ctrl+S) stores it. A rated event is changed with Event &gt; Correct….&lt;/p&gt;&lt;p&gt;Everything you type is kept at once; undo with Ctrl+Z, redo with Ctrl+Y or Ctrl+Shift+Z.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="530"/>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="81"/>
        <source>Delete draft &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="90"/>
        <location filename="../ui/MainWindow.cpp" line="1024"/>
        <source>Deleting the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="100"/>
        <source>Bringing the draft back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="563"/>
        <source>Reading the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="583"/>
        <source>Showing the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="603"/>
        <source>Kept as typed; it cannot be rated yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="615"/>
        <source>This event cannot be rated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="628"/>
        <source>The draft is kept. It cannot be rated yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="646"/>
        <source>Save evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="662"/>
        <source>Evaluation saved</source>
        <translation>Auswertung gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="671"/>
        <source>%1, %2: %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="673"/>
        <location filename="../ui/MainWindow.cpp" line="675"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="680"/>
        <source>No other rating changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="696"/>
        <location filename="../ui/MainWindow.cpp" line="701"/>
        <location filename="../ui/MainWindow.cpp" line="708"/>
        <location filename="../ui/MainWindow.cpp" line="713"/>
        <location filename="../ui/MainWindow.cpp" line="729"/>
        <location filename="../ui/MainWindow.cpp" line="736"/>
        <location filename="../ui/MainWindow.cpp" line="747"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="762"/>
        <location filename="../ui/MainWindow.cpp" line="769"/>
        <location filename="../ui/MainWindow.cpp" line="775"/>
        <location filename="../ui/MainWindow.cpp" line="784"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="769"/>
        <source>This event cannot be written in that format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="784"/>
        <location filename="../ui/MainWindow.cpp" line="1105"/>
        <source>Choose an event first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="775"/>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="922"/>
        <source>Record sheet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="922"/>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1065"/>
        <source>Evaluation not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1105"/>
        <location filename="../ui/MainWindow.cpp" line="1111"/>
        <source>Evaluation report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1109"/>
        <source>Evaluation as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1109"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1111"/>
        <source>%1 cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1117"/>
        <source>New database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1117"/>
        <location filename="../ui/MainWindow.cpp" line="1125"/>
        <source>ratingdesk databases (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1125"/>
        <source>Open database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="1193"/>
        <source>About ratingdesk</source>
        <translation>Über ratingdesk</translation>
    </message>
</context>
<context>
    <name>rd::ui::PairingModel</name>
    <message>
        <location filename="../ui/PairingModel.cpp" line="101"/>
        <source>Board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PairingModel.cpp" line="108"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PairingModel.cpp" line="110"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PairingModel.cpp" line="112"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerDialog</name>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="49"/>
        <source>known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="51"/>
        <source>DWZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="54"/>
        <source>US Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="63"/>
        <source>Edit player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="63"/>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="65"/>
        <source>Surname, Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="75"/>
        <source>e.g. 14k or 2d; empty: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="83"/>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="84"/>
        <source>&amp;Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="86"/>
        <source>&amp;DSB id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="86"/>
        <source>&amp;US Chess id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="87"/>
        <source>&amp;FIDE id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="87"/>
        <source>SAGC &amp;handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="97"/>
        <source>Starting DWZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="98"/>
        <location filename="../ui/PlayerDialog.cpp" line="102"/>
        <source>index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="99"/>
        <source>Starting US Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="100"/>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="101"/>
        <source>Starting SAGC &amp;rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="140"/>
        <source>A player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="143"/>
        <source>&quot;%1&quot; is not a rank: 30k ... 1k, 1d ... 9d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="150"/>
        <source>Looking for the same player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerDialog.cpp" line="156"/>
        <source>Possibly the same player as: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerHistoryView</name>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="33"/>
        <source>E&amp;xport chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="38"/>
        <source>All systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="41"/>
        <source>&amp;System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="57"/>
        <source>Rated events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="71"/>
        <source>Rating chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="118"/>
        <location filename="../ui/PlayerHistoryView.cpp" line="125"/>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="119"/>
        <source>rating-history.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="119"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerHistoryView.cpp" line="126"/>
        <source>The chart could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerImportDialog</name>
    <message>
        <location filename="../ui/PlayerImportDialog.cpp" line="29"/>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerImportDialog.cpp" line="50"/>
        <source>meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PlayerImportDialog.cpp" line="53"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/PlayerImportDialog.cpp" line="62"/>
        <source>Choose what each column holds (%1, %n line(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/PlayerImportDialog.cpp" line="98"/>
        <source>Choose the column with the names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/PlayerImportDialog.cpp" line="100"/>
        <source>%n player(s) ready to import:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/PlayerImportDialog.cpp" line="103"/>
        <source>%n line(s) to put right first:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rd::ui::PreviewPanel</name>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="25"/>
        <source>&amp;Save evaluation</source>
        <translation>Auswertung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="46"/>
        <source>Warnings</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="51"/>
        <source>Ratings of later events that change</source>
        <translation>Wertungen späterer Turniere, die sich ändern</translation>
    </message>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="65"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, rule set %3, ends %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/PreviewPanel.cpp" line="77"/>
        <source>%1 %2: %3 %4 → %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::ProblemsPanel</name>
    <message>
        <location filename="../ui/ProblemsPanel.cpp" line="44"/>
        <source>Problems: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ProblemsPanel.cpp" line="44"/>
        <source>Problems (%n):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetEditor</name>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="179"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="182"/>
        <source>Rate the lines and show every player&apos;s record sheet (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="189"/>
        <source>Lines in entry order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="239"/>
        <source>New line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="246"/>
        <source>player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="250"/>
        <location filename="../ui/RecordSheetEditor.cpp" line="602"/>
        <source>not in the player list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="268"/>
        <source>Black stones before White&apos;s first move; 1 = even game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="275"/>
        <source>Komi to White; negative: komi to Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="284"/>
        <source>The date the game was played; Enter adds the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="285"/>
        <source>Add &amp;line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="305"/>
        <source>Game ty&amp;pe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="306"/>
        <source>Played &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="353"/>
        <source>Add pla&amp;yer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="294"/>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="298"/>
        <source>&amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="304"/>
        <source>&amp;Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="304"/>
        <source>Handi&amp;cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="305"/>
        <source>Wi&amp;nner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="323"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="328"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="328"/>
        <source>Start rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="328"/>
        <source>Start index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="328"/>
        <source>After the lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="343"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="346"/>
        <source>e.g. 14k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="363"/>
        <source>Na&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="365"/>
        <source>&amp;Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="367"/>
        <source>&amp;Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="378"/>
        <source>Record sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="387"/>
        <source>&amp;Sheet of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="392"/>
        <source>Press Preview (F5) to rate the lines and see the record sheets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="426"/>
        <source>Line %1 added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="427"/>
        <source>Line %1 added, but: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="454"/>
        <source>%1 added: %2, index %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="474"/>
        <source>There are no lines to rate yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="476"/>
        <source>Correct the marked lines first:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="481"/>
        <source>Lines rated in entry order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="577"/>
        <source>The lines have changed: press Preview (F5) again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="608"/>
        <location filename="../ui/RecordSheetEditor.cpp" line="619"/>
        <source>%1, index %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetEditor.cpp" line="611"/>
        <source>no SAGC rank</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetModel</name>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="35"/>
        <source>W</source>
        <comment>colour White</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="37"/>
        <source>B</source>
        <comment>colour Black</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="39"/>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="63"/>
        <source>promoted from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="67"/>
        <source>demoted from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="163"/>
        <source>The opponent&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="163"/>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="165"/>
        <source>The opponent&apos;s rank before the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="165"/>
        <source>Opp. rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="167"/>
        <source>The colour the player took</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="167"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="169"/>
        <source>Handicap stones (1 = even game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="169"/>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="171"/>
        <source>Komi (negative = komi to Black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="171"/>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="173"/>
        <source>The colour of the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="173"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="175"/>
        <source>Game status factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="175"/>
        <source>GSF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="177"/>
        <source>Change in index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="177"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="179"/>
        <source>New index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="179"/>
        <source>Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="181"/>
        <source>New rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="181"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="183"/>
        <source>Date of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="183"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/RecordSheetModel.cpp" line="185"/>
        <source>Comments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rd::ui::WelcomePage</name>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="13"/>
        <source>&lt;h2&gt;Welcome to ratingdesk&lt;/h2&gt;&lt;p&gt;This database is empty. Start with one of these:&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="25"/>
        <source>&amp;Import players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="25"/>
        <source>A player list of your club or federation as a CSV file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="27"/>
        <source>New &amp;chess event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="28"/>
        <source>A DWZ tournament or a US Chess section, typed in as a crosstable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="31"/>
        <source>New &amp;Go event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="31"/>
        <source>SAGC record sheets, typed in one line after the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="34"/>
        <source>Open the de&amp;mo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/WelcomePage.cpp" line="34"/>
        <source>A club championship and a Go club night to look around in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
