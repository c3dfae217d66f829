<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PlanConfirmation</name>
    <message>
        <location filename="../ui/ratings/PlanConfirmation.cpp" line="14"/>
        <source>%1, %2: %3 → %4</source>
        <translation>%1, %2: %3 → %4</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlanConfirmation.cpp" line="21"/>
        <source>No other rating changes.</source>
        <translation>No other rating changes.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ratingdesk.cpp" line="55"/>
        <source>Chess and Go ratings: DWZ, US Chess and SAGC.</source>
        <translation>Chess and Go ratings: DWZ, US Chess and SAGC.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="60"/>
        <source>Use FILE instead of the default database.</source>
        <translation>Use FILE instead of the default database.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="62"/>
        <source>Open with event NUMBER chosen.</source>
        <translation>Open with event NUMBER chosen.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="63"/>
        <source>Open event NUMBER in its editor.</source>
        <translation>Open event NUMBER in its editor.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="64"/>
        <source>Open with the history of player NUMBER.</source>
        <translation>Open with the history of player NUMBER.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="67"/>
        <source>Save a picture of the main window to FILE and quit.</source>
        <translation>Save a picture of the main window to FILE and quit.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="69"/>
        <source>Open the main window WIDTHxHEIGHT pixels large.</source>
        <translation>Open the main window WIDTHxHEIGHT pixels large.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="72"/>
        <source>Type KEYS into the first field of the event opened (a tab is Tab, a line break Enter), as for a screenshot of typing.</source>
        <translation>Type KEYS into the first field of the event opened (a tab is Tab, a line break Enter), as for a screenshot of typing.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="81"/>
        <source>Open the player view for the club laptop: players find their history and games; nothing can be changed.</source>
        <translation>Open the player view for the club laptop: players find their history and games; nothing can be changed.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="131"/>
        <source>Player view</source>
        <translation>Player view</translation>
    </message>
</context>
<context>
    <name>rd::checks::RatingReadiness</name>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="26"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="27"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="28"/>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="29"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="30"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="31"/>
        <source>Game type</source>
        <translation>Game type</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="32"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="84"/>
        <source>Line %1, %2: &quot;%3&quot; is typed but not entered. Correct it and press Enter, or press Esc to leave the line as it was.</source>
        <translation>Line %1, %2: &quot;%3&quot; is typed but not entered. Correct it and press Enter, or press Esc to leave the line as it was.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="94"/>
        <source>Round %1, %2: &quot;%3&quot; is typed but not entered. Correct it and press Enter, or press Esc to leave the cell as it was.</source>
        <translation>Round %1, %2: &quot;%3&quot; is typed but not entered. Correct it and press Enter, or press Esc to leave the cell as it was.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="115"/>
        <source>Round %1: %2 – %3 has no result yet; enter it before the event is rated.</source>
        <translation>Round %1: %2 – %3 has no result yet; enter it before the event is rated.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="138"/>
        <source>The event starts on %1, after its last day, %2; correct the dates before it is rated.</source>
        <translation>The event starts on %1, after its last day, %2; correct the dates before it is rated.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="152"/>
        <source>The event has no start date; it is rated by its last day, %1. Enter its first day if it is known.</source>
        <translation>The event has no start date; it is rated by its last day, %1. Enter its first day if it is known.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="176"/>
        <source>The record sheet has no game yet; an event without a game cannot be rated.</source>
        <translation>The record sheet has no game yet; an event without a game cannot be rated.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="178"/>
        <source>The crosstable has no game yet; an event without a game cannot be rated.</source>
        <translation>The crosstable has no game yet; an event without a game cannot be rated.</translation>
    </message>
</context>
<context>
    <name>rd::desktop::DatabaseSession</name>
    <message>
        <location filename="../desktop/DatabaseSession.cpp" line="111"/>
        <source>Read-only: another session holds this database</source>
        <translation>Read-only: another session holds this database</translation>
    </message>
    <message>
        <location filename="../desktop/DatabaseSession.cpp" line="127"/>
        <source>Read-only: the database is damaged; restore the last backup</source>
        <translation>Read-only: the database is damaged; restore the last backup</translation>
    </message>
    <message>
        <location filename="../desktop/DatabaseSession.cpp" line="128"/>
        <source>Read-only: you may not change this database</source>
        <translation>Read-only: you may not change this database</translation>
    </message>
    <message>
        <location filename="../desktop/DatabaseSession.cpp" line="134"/>
        <source>Read-only: no session could be kept for this database</source>
        <translation>Read-only: no session could be kept for this database</translation>
    </message>
</context>
<context>
    <name>rd::edit</name>
    <message>
        <location filename="../engine/edit/InputBounds.cpp" line="27"/>
        <source>A name cannot hold the control character %1.</source>
        <translation>A name cannot hold the control character %1.</translation>
    </message>
    <message>
        <location filename="../engine/edit/InputBounds.cpp" line="29"/>
        <source>A name has at most %1 characters; this one has %2.</source>
        <translation>A name has at most %1 characters; this one has %2.</translation>
    </message>
    <message>
        <location filename="../engine/edit/InputBounds.cpp" line="38"/>
        <source>Rounds are counted from %1 to %2.</source>
        <translation>Rounds are counted from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../engine/edit/InputBounds.cpp" line="47"/>
        <source>An event has at most %1 players.</source>
        <translation>An event has at most %1 players.</translation>
    </message>
    <message>
        <location filename="../engine/edit/EventDates.cpp" line="32"/>
        <source>The event cannot end (%1) before it starts (%2).</source>
        <translation>The event cannot end (%1) before it starts (%2).</translation>
    </message>
    <message>
        <location filename="../engine/edit/EventDates.cpp" line="42"/>
        <source>Dates %1 to %2</source>
        <translation>Dates %1 to %2</translation>
    </message>
    <message>
        <location filename="../engine/edit/EventDates.cpp" line="43"/>
        <source>End date %1</source>
        <translation>End date %1</translation>
    </message>
</context>
<context>
    <name>rd::edit::ChessEventEdit</name>
    <message>
        <location filename="../engine/checks/PlayerNumbers.cpp" line="53"/>
        <source>no. %1</source>
        <translation>no. %1</translation>
    </message>
    <message>
        <location filename="../engine/checks/PlayerNumbers.cpp" line="55"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="102"/>
        <source>Round %1: %2 – %3 %4</source>
        <translation>Round %1: %2 – %3 %4</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="132"/>
        <source>A player needs a name.</source>
        <translation>A player needs a name.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="143"/>
        <source>%1 is already in the player list as number %2.</source>
        <translation>%1 is already in the player list as number %2.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="154"/>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="326"/>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="339"/>
        <source>There is no player %1.</source>
        <translation>There is no player %1.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="102"/>
        <source>Round %1, %2: &quot;%3&quot; is not a result. Write the opponent&apos;s number, w or b and the result, as 12w1, 12b½ or 12w+, or bye or bye½.</source>
        <translation>Round %1, %2: &quot;%3&quot; is not a result. Write the opponent&apos;s number, w or b and the result, as 12w1, 12b½ or 12w+, or bye or bye½.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/edit/ChessEventEdit.cpp" line="171"/>
        <source>Round %1 would be a round after the %n round(s) planned.</source>
        <translation>
            <numerusform>Round %1 would be a round after the %n round planned.</numerusform>
            <numerusform>Round %1 would be a round after the %n rounds planned.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="74"/>
        <source>Round %1: %2 cannot play himself.</source>
        <translation>Round %1: %2 cannot play himself.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="214"/>
        <source>plays %1</source>
        <translation>plays %1</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="219"/>
        <source>has a bye</source>
        <translation>has a bye</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="222"/>
        <source>Round %1: %2 already %3 in this round.</source>
        <translation>Round %1: %2 already %3 in this round.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="224"/>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="247"/>
        <source>Round %1: bye for %2 (%3)</source>
        <translation>Round %1: bye for %2 (%3)</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="260"/>
        <source>Round %1: %2 – %3 %4 is already entered.</source>
        <translation>Round %1: %2 – %3 %4 is already entered.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="272"/>
        <source>Round %1: no result for %2</source>
        <translation>Round %1: no result for %2</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="285"/>
        <source>Round %1 has no board %2.</source>
        <translation>Round %1 has no board %2.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="320"/>
        <source>Add player %1</source>
        <translation>Add player %1</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="333"/>
        <source>Rename player %1 to %2</source>
        <translation>Rename player %1 to %2</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="340"/>
        <source>Remove player %1</source>
        <translation>Remove player %1</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="368"/>
        <source>Start numbers run from 1 to %1.</source>
        <translation>Start numbers run from 1 to %1.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="369"/>
        <source>Move %1 to number %2</source>
        <translation>Move %1 to number %2</translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="70"/>
        <source>Round %1: %2 is paired with himself.</source>
        <translation>Round %1: %2 is paired with himself.</translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="97"/>
        <source>Round %1: %2 plays number %3, who is not in the player list.</source>
        <translation>Round %1: %2 plays number %3, who is not in the player list.</translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="102"/>
        <source>Round %1: the opponent of %2 is not in the player list.</source>
        <translation>Round %1: the opponent of %2 is not in the player list.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/checks/ChessChecks.cpp" line="122"/>
        <source>Round %1: %2 and %3 also meet in round %4.</source>
        <translation>
            <numerusform>Round %1: %2 and %3 also meet in round %4.</numerusform>
            <numerusform>Round %1: %2 and %3 also meet in rounds %4.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="132"/>
        <source>Round %1: %2 and %3 are paired twice.</source>
        <translation>Round %1: %2 and %3 are paired twice.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/checks/ChessChecks.cpp" line="143"/>
        <source>Round %1: %2 has %n results in this round.</source>
        <translation>
            <numerusform>Round %1: %2 has %n result in this round.</numerusform>
            <numerusform>Round %1: %2 has %n results in this round.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="163"/>
        <source>Round %1: %2 has no game and no bye, though others played this round.</source>
        <translation>Round %1: %2 has no game and no bye, though others played this round.</translation>
    </message>
</context>
<context>
    <name>rd::edit::CrosstableNotation</name>
    <message>
        <location filename="../engine/checks/CrosstableNotation.cpp" line="201"/>
        <source>%1, played, not rated</source>
        <translation>%1, played, not rated</translation>
    </message>
</context>
<context>
    <name>rd::edit::GoEventEdit</name>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="58"/>
        <source>Enter the player&apos;s name.</source>
        <translation>Enter the player&apos;s name.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="68"/>
        <source>A player named &quot;%1&quot; is already in the list.</source>
        <translation>A player named &quot;%1&quot; is already in the list.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="73"/>
        <source>Enter the rank of %1, e.g. 14k or 2d.</source>
        <translation>Enter the rank of %1, e.g. 14k or 2d.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="77"/>
        <source>&quot;%1&quot; is not a Go rank: write 30k to 1k or 1d to 9d, e.g. 14k or 2d.</source>
        <translation>&quot;%1&quot; is not a Go rank: write 30k to 1k or 1d to 9d, e.g. 14k or 2d.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="94"/>
        <source>Add player %1</source>
        <translation>Add player %1</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="109"/>
        <source>Line %1: enter the White player.</source>
        <translation>Line %1: enter the White player.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="111"/>
        <source>Line %1: enter the Black player.</source>
        <translation>Line %1: enter the Black player.</translation>
    </message>
    <message>
        <location filename="../engine/checks/GoChecks.cpp" line="51"/>
        <location filename="../engine/edit/GoEventEdit.cpp" line="114"/>
        <source>Line %1: White and Black are the same player, %2.</source>
        <translation>Line %1: White and Black are the same player, %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/checks/GoChecks.cpp" line="57"/>
        <location filename="../engine/edit/GoEventEdit.cpp" line="120"/>
        <source>Line %1: a handicap of %n stones is outside 0 to %2.</source>
        <translation>
            <numerusform>Line %1: a handicap of %n stone is outside 0 to %2.</numerusform>
            <numerusform>Line %1: a handicap of %n stones is outside 0 to %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/checks/GoChecks.cpp" line="38"/>
        <source>Line %1: &quot;%2&quot; is not in the player list; add the player.</source>
        <translation>Line %1: &quot;%2&quot; is not in the player list; add the player.</translation>
    </message>
    <message>
        <location filename="../engine/checks/GoChecks.cpp" line="44"/>
        <source>Line %1: %2 has no SAGC rank to start from.</source>
        <translation>Line %1: %2 has no SAGC rank to start from.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="134"/>
        <source>Add line %1</source>
        <translation>Add line %1</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="141"/>
        <location filename="../engine/edit/GoEventEdit.cpp" line="152"/>
        <source>There is no line %1.</source>
        <translation>There is no line %1.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="145"/>
        <source>Change line %1</source>
        <translation>Change line %1</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="154"/>
        <source>Remove line %1</source>
        <translation>Remove line %1</translation>
    </message>
</context>
<context>
    <name>rd::edit::NumberEntry</name>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="42"/>
        <source>%1: enter a number.</source>
        <translation>%1: enter a number.</translation>
    </message>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="45"/>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1: &quot;%2&quot; is not a number.</translation>
    </message>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="48"/>
        <source>%1: &quot;%2&quot; could mean %3 or %4; type the one you mean.</source>
        <translation>%1: &quot;%2&quot; could mean %3 or %4; type the one you mean.</translation>
    </message>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="56"/>
        <source>%1: &quot;%2&quot; is not a whole number.</source>
        <translation>%1: &quot;%2&quot; is not a whole number.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/edit/NumberEntry.cpp" line="61"/>
        <source>%1: &quot;%2&quot; has more than %n decimal(s).</source>
        <translation>
            <numerusform>%1: &quot;%2&quot; has more than %n decimal.</numerusform>
            <numerusform>%1: &quot;%2&quot; has more than %n decimals.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="65"/>
        <source>%1: %2 is outside %3 to %4.</source>
        <translation>%1: %2 is outside %3 to %4.</translation>
    </message>
</context>
<context>
    <name>rd::io::Builder</name>
    <message>
        <location filename="../engine/io/EventTournament.cpp" line="107"/>
        <source>Baku acceleration needs the planned number of rounds; give the event its rounds planned.</source>
        <translation>Baku acceleration needs the planned number of rounds; give the event its rounds planned.</translation>
    </message>
    <message>
        <location filename="../engine/io/EventTournament.cpp" line="141"/>
        <source>%1 has two games or byes in round %2; the pairing needs one at most.</source>
        <translation>%1 has two games or byes in round %2; the pairing needs one at most.</translation>
    </message>
    <message>
        <location filename="../engine/io/EventTournament.cpp" line="156"/>
        <source>A game or bye names the player &quot;%1&quot;, who is not in the event&apos;s player list.</source>
        <translation>A game or bye names the player &quot;%1&quot;, who is not in the event&apos;s player list.</translation>
    </message>
    <message>
        <location filename="../engine/io/EventTournament.cpp" line="169"/>
        <source>The game %1 against %2 has no round; the pairing needs the round of every game.</source>
        <translation>The game %1 against %2 has no round; the pairing needs the round of every game.</translation>
    </message>
</context>
<context>
    <name>rd::io::CsvReading</name>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="360"/>
        <source>year-month-day (1965-03-12)</source>
        <translation>year-month-day (1965-03-12)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="362"/>
        <source>day.month.year (12.03.1965)</source>
        <translation>day.month.year (12.03.1965)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="365"/>
        <source>day/month/year (12/03/1965)</source>
        <translation>day/month/year (12/03/1965)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="366"/>
        <source>month/day/year (03/12/1965)</source>
        <translation>month/day/year (03/12/1965)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="369"/>
        <source>Birth dates are read as %1.</source>
        <translation>Birth dates are read as %1.</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="373"/>
        <source>No date of the file shows whether the day or the month comes first; they are read as your language setting writes dates.</source>
        <translation>No date of the file shows whether the day or the month comes first; they are read as your language setting writes dates.</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="378"/>
        <source>Ratings are read with a thousands point (1.856).</source>
        <translation>Ratings are read with a thousands point (1.856).</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="380"/>
        <source>Ratings are read with a thousands comma (1,856).</source>
        <translation>Ratings are read with a thousands comma (1,856).</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="384"/>
        <source>Ratings are read with a decimal comma (1523,45).</source>
        <translation>Ratings are read with a decimal comma (1523,45).</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="386"/>
        <source>Ratings are read with a decimal point (1523.45).</source>
        <translation>Ratings are read with a decimal point (1523.45).</translation>
    </message>
</context>
<context>
    <name>rd::io::DocumentError</name>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="20"/>
        <source>this is not valid JSON: %1</source>
        <translation>this is not valid JSON: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="22"/>
        <source>%1 is not an event document (expected &quot;ratingdesk-event&quot;)</source>
        <translation>%1 is not an event document (expected &quot;ratingdesk-event&quot;)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="25"/>
        <source>unsupported version %1 (this program reads version %2)</source>
        <translation>unsupported version %1 (this program reads version %2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="28"/>
        <source>missing required field</source>
        <translation>missing required field</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="30"/>
        <source>unknown field (known fields: %1)</source>
        <translation>unknown field (known fields: %1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="32"/>
        <source>expected an object {…}, found %1</source>
        <translation>expected an object {…}, found %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="34"/>
        <source>expected a list […], found %1</source>
        <translation>expected a list […], found %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="36"/>
        <source>expected a text in quotes, found %1</source>
        <translation>expected a text in quotes, found %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="38"/>
        <source>expected true or false, found %1</source>
        <translation>expected true or false, found %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="40"/>
        <source>expected a number, found %1</source>
        <translation>expected a number, found %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="42"/>
        <source>expected a whole number, found %1</source>
        <translation>expected a whole number, found %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="44"/>
        <source>%1 is not a score (0, 0.5 or 1)</source>
        <translation>%1 is not a score (0, 0.5 or 1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="50"/>
        <source>%1 is not a whole number or a half</source>
        <translation>%1 is not a whole number or a half</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="52"/>
        <source>%1 is not an existing date in the form YYYY-MM-DD</source>
        <translation>%1 is not an existing date in the form YYYY-MM-DD</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="55"/>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 is out of range (%2 to %3)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="57"/>
        <source>%1 is out of range (at least %2)</source>
        <translation>%1 is out of range (at least %2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="59"/>
        <source>unknown value %1 (allowed: %2)</source>
        <translation>unknown value %1 (allowed: %2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="61"/>
        <source>rule set %1 belongs to system %2, not %3</source>
        <translation>rule set %1 belongs to system %2, not %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="63"/>
        <source>unknown parameter of rule set %1 (%2)</source>
        <translation>unknown parameter of rule set %1 (%2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="65"/>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="67"/>
        <source>duplicate id %1 (also %2)</source>
        <translation>duplicate id %1 (also %2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="69"/>
        <source>%1 is after the event&apos;s end date %2</source>
        <translation>%1 is after the event&apos;s end date %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="71"/>
        <source>%1 does not agree with the birth date %2</source>
        <translation>%1 does not agree with the birth date %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="73"/>
        <source>%1 is more than the games n = %2</source>
        <translation>%1 is more than the games n = %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="75"/>
        <source>%1 entries, at most %2 are allowed</source>
        <translation>%1 entries, at most %2 are allowed</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="83"/>
        <source>player %1 is rated from a summary of his results and cannot have games</source>
        <translation>player %1 is rated from a summary of his results and cannot have games</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="86"/>
        <source>unknown player %1</source>
        <translation>unknown player %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="88"/>
        <source>byes are not allowed in a Go event</source>
        <translation>byes are not allowed in a Go event</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="107"/>
        <source>TRF holds chess games, not Go games</source>
        <translation>TRF holds chess games, not Go games</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="109"/>
        <source>start rank %1 is not a number</source>
        <translation>start rank %1 is not a number</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="111"/>
        <source>start rank %1 is already on line %2</source>
        <translation>start rank %1 is already on line %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="113"/>
        <source>round blocks start at column %1</source>
        <translation>round blocks start at column %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="115"/>
        <source>round block %1 is not &quot;NNNN c r&quot; (opponent, w/b/-, result)</source>
        <translation>round block %1 is not &quot;NNNN c r&quot; (opponent, w/b/-, result)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="118"/>
        <source>unknown result %1 (1 0 = + - W D L H F U Z)</source>
        <translation>unknown result %1 (1 0 = + - W D L H F U Z)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="120"/>
        <source>without an opponent only &quot;0000 - H/F/U/Z&quot;</source>
        <translation>without an opponent only &quot;0000 - H/F/U/Z&quot;</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="124"/>
        <source>opponent %1 is not another player&apos;s start rank</source>
        <translation>opponent %1 is not another player&apos;s start rank</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="127"/>
        <source>round %1: start rank %2 against %3, colour %4, result %5, but line %6 (start rank %3) has no round %1 block</source>
        <translation>round %1: start rank %2 against %3, colour %4, result %5, but line %6 (start rank %3) has no round %1 block</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="131"/>
        <source>round %1: start rank %2 against %3, colour %4, result %5, but line %6 (start rank %3) says opponent %7, colour %8, result %9</source>
        <translation>round %1: start rank %2 against %3, colour %4, result %5, but line %6 (start rank %3) says opponent %7, colour %8, result %9</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="135"/>
        <source>record %1 is not a TRF-16 record; it is kept as it is and written back unchanged</source>
        <translation>record %1 is not a TRF-16 record; it is kept as it is and written back unchanged</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="138"/>
        <source>records of TRF-2026 (%1) are kept as they are and written back unchanged; ratingdesk does not use them</source>
        <translation>records of TRF-2026 (%1) are kept as they are and written back unchanged; ratingdesk does not use them</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="142"/>
        <source>the file has National Rating lines but no record 172 (how the start ranks were given), which TRF-2026 requires with them</source>
        <translation>the file has National Rating lines but no record 172 (how the start ranks were given), which TRF-2026 requires with them</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="146"/>
        <source>the National Rating lines of %1 give the players&apos; DWZ before the event; the file has no DWZ index, so it is taken as 0: check it before rating</source>
        <translation>the National Rating lines of %1 give the players&apos; DWZ before the event; the file has no DWZ index, so it is taken as 0: check it before rating</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="150"/>
        <source>the National Rating lines of %1 give the players&apos; US Chess ratings before the event; the file does not say how many games they rest on, so they are taken as established: check them before rating</source>
        <translation>the National Rating lines of %1 give the players&apos; US Chess ratings before the event; the file does not say how many games they rest on, so they are taken as established: check them before rating</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="255"/>
        <source>invalid komi KM[%1]</source>
        <translation>invalid komi KM[%1]</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="259"/>
        <source>unknown rank &quot;%1&quot;</source>
        <translation>unknown rank &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="261"/>
        <source>malformed round entry &quot;%1&quot;</source>
        <translation>malformed round entry &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="263"/>
        <source>a bye takes no colour: &quot;%1&quot;</source>
        <translation>a bye takes no colour: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="265"/>
        <source>paired against itself: &quot;%1&quot;</source>
        <translation>paired against itself: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="257"/>
        <source>expected name, rank, country and club</source>
        <translation>expected name, rank, country and club</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="46"/>
        <source>a bye left unpaired scores what the event gives a pairing-allocated bye (%2), not %1</source>
        <translation>a bye left unpaired scores what the event gives a pairing-allocated bye (%2), not %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="77"/>
        <source>the text holds the control character %1, which a name cannot hold</source>
        <translation>the text holds the control character %1, which a name cannot hold</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="80"/>
        <source>the name has %1 characters, at most %2 are allowed</source>
        <translation>the name has %1 characters, at most %2 are allowed</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="90"/>
        <source>no section %1 in event.sections; name one of them</source>
        <translation>no section %1 in event.sections; name one of them</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="93"/>
        <source>the event has no sections; leave out the player&apos;s section or list the sections in event.sections</source>
        <translation>the event has no sections; leave out the player&apos;s section or list the sections in event.sections</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="97"/>
        <source>White plays in section %1, Black in %2; a game is played in one section</source>
        <translation>White plays in section %1, Black in %2; a game is played in one section</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="100"/>
        <source>a forbidden pair names two different players, e.g. [&quot;3&quot;, &quot;7&quot;]</source>
        <translation>a forbidden pair names two different players, e.g. [&quot;3&quot;, &quot;7&quot;]</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="103"/>
        <source>player %1 asks for %2 byes that score, but the event allows %3 (requested_bye_limit)</source>
        <translation>player %1 asks for %2 byes that score, but the event allows %3 (requested_bye_limit)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="122"/>
        <source>a game needs a result 1 0 = + - W D L</source>
        <translation>a game needs a result 1 0 = + - W D L</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="155"/>
        <source>the file is not UTF-8; it is read as Windows-1252 (Latin-1), as older Windows programs write</source>
        <translation>the file is not UTF-8; it is read as Windows-1252 (Latin-1), as older Windows programs write</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="159"/>
        <source>a column ruler (a line of digits) is skipped</source>
        <translation>a column ruler (a line of digits) is skipped</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="162"/>
        <source>a template line showing the columns is skipped</source>
        <translation>a template line showing the columns is skipped</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="165"/>
        <source>record %1: %2 is read as %3</source>
        <translation>record %1: %2 is read as %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="167"/>
        <source>record %1: %2 could be day/month or month/day; it is read day first, as %3</source>
        <translation>record %1: %2 could be day/month or month/day; it is read day first, as %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="170"/>
        <source>record %1: %2 could be day/month or month/day; it is read month first, as %3, as US events write dates</source>
        <translation>record %1: %2 could be day/month or month/day; it is read month first, as %3, as US events write dates</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="174"/>
        <source>birth date %1 is read as %2</source>
        <translation>birth date %1 is read as %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="176"/>
        <source>title %1 is read as %2</source>
        <translation>title %1 is read as %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="178"/>
        <source>sex %1 is read as %2</source>
        <translation>sex %1 is read as %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="180"/>
        <source>FIDE id %1 is not a number; it is left out</source>
        <translation>FIDE id %1 is not a number; it is left out</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="182"/>
        <source>points %1 are not a number such as 2.5; they are not checked</source>
        <translation>points %1 are not a number such as 2.5; they are not checked</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="185"/>
        <source>round block %1 has no opponent; it is read as a bye of %2 points</source>
        <translation>round block %1 has no opponent; it is read as a bye of %2 points</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="188"/>
        <source>round %1: start ranks %2 and %3 have no colour; %2 is taken as White</source>
        <translation>round %1: start ranks %2 and %3 have no colour; %2 is taken as White</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="191"/>
        <source>the player line %1 stands for the bye, not for a player; it is left out</source>
        <translation>the player line %1 stands for the bye, not for a player; it is left out</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="194"/>
        <source>start rank %1 (%2): the file gives %3 points, the results give %4 (players differing in all: %5)</source>
        <translation>start rank %1 (%2): the file gives %3 points, the results give %4 (players differing in all: %5)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="198"/>
        <source>the file counts a win %1, a draw %2 and a loss %3; ratingdesk counts games 1, 1/2 and 0, byes as the file says</source>
        <translation>the file counts a win %1, a draw %2 and a loss %3; ratingdesk counts games 1, 1/2 and 0, byes as the file says</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="202"/>
        <source>rating %1 is not a number; it is left out</source>
        <translation>rating %1 is not a number; it is left out</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="204"/>
        <source>rank %1 is not a number; it is not read (ranks are computed)</source>
        <translation>rank %1 is not a number; it is not read (ranks are computed)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="207"/>
        <source>sex %1 is none of m, w, f; it is left out</source>
        <translation>sex %1 is none of m, w, f; it is left out</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="209"/>
        <source>title %1 is none of %2; it is left out</source>
        <translation>title %1 is none of %2; it is left out</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="211"/>
        <source>the name %1 is longer than its 33 columns and moves the fields after it %2 columns to the right; they are read where they are</source>
        <translation>the name %1 is longer than its 33 columns and moves the fields after it %2 columns to the right; they are read where they are</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="215"/>
        <source>a tab is read as blanks up to the next tab stop (columns 9, 17, 25, ...)</source>
        <translation>a tab is read as blanks up to the next tab stop (columns 9, 17, 25, ...)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="218"/>
        <source>the file has no 012 tournament name; the event is named after the file</source>
        <translation>the file has no 012 tournament name; the event is named after the file</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="221"/>
        <source>the file has no 052 end date; the event ends on its start date, %1</source>
        <translation>the file has no 052 end date; the event ends on its start date, %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="224"/>
        <source>the file has no 052 end date; the event ends today, %1: correct it in Event &gt; Details…</source>
        <translation>the file has no 052 end date; the event ends today, %1: correct it in Event &gt; Details…</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="228"/>
        <source>record %1: %2 is not a date; it is left out: correct the event&apos;s dates in Event &gt; Details… before rating</source>
        <translation>record %1: %2 is not a date; it is left out: correct the event&apos;s dates in Event &gt; Details… before rating</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="232"/>
        <source>a second 052 end date; the one of line %1 is read</source>
        <translation>a second 052 end date; the one of line %1 is read</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="235"/>
        <location filename="../engine/io/DocumentError.cpp" line="342"/>
        <source>the start date %1 is after the end date %2; both are kept as written: correct them in Event &gt; Details… before rating</source>
        <translation>the start date %1 is after the end date %2; both are kept as written: correct them in Event &gt; Details… before rating</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="239"/>
        <source>%1 and every later block with an opponent and a colour but no result are games paired in round %2 and not yet played: they count for nothing until their result is entered</source>
        <translation>%1 and every later block with an opponent and a colour but no result are games paired in round %2 and not yet played: they count for nothing until their result is entered</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="244"/>
        <source>the bye %1 is written with a game result; it and every such bye are read as a bye of %2 points</source>
        <translation>the bye %1 is written with a game result; it and every such bye are read as a bye of %2 points</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="248"/>
        <source>the bye %1 has no result letter; with every such bye read as %2 points, the points of every player agree with columns 81-84, so they are read so</source>
        <translation>the bye %1 has no result letter; with every such bye read as %2 points, the points of every player agree with columns 81-84, so they are read so</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="252"/>
        <source>the file is UTF-16 text; it is read as such and written back so</source>
        <translation>the file is UTF-16 text; it is read as such and written back so</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="267"/>
        <source>&quot;%1&quot; after the | is not an EGD PIN (digits only)</source>
        <translation>&quot;%1&quot; after the | is not an EGD PIN (digits only)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="270"/>
        <source>%1 round entries, but line %2 has only %3; every line needs one per round</source>
        <translation>%1 round entries, but line %2 has only %3; every line needs one per round</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="273"/>
        <source>opponent %1, but there is no player line %1 (opponents are numbered by line)</source>
        <translation>opponent %1, but there is no player line %1 (opponents are numbered by line)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="276"/>
        <source>&quot;%1&quot; contradicts line %2, round %3 (&quot;%4&quot;)</source>
        <translation>&quot;%1&quot; contradicts line %2, round %3 (&quot;%4&quot;)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="279"/>
        <source>&quot;%1&quot; contradicts line %2, which has no round %3</source>
        <translation>&quot;%1&quot; contradicts line %2, which has no round %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="282"/>
        <source>the round columns cannot be found: no player line has results such as &quot;12+/w0&quot; or &quot;0-&quot;</source>
        <translation>the round columns cannot be found: no player line has results such as &quot;12+/w0&quot; or &quot;0-&quot;</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="286"/>
        <source>none of the %1 round results of this line can be read</source>
        <translation>none of the %1 round results of this line can be read</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="289"/>
        <source>&quot;%1&quot; and every later result marked ? are not confirmed: they are not rated, and they are kept and written back as they are</source>
        <translation>&quot;%1&quot; and every later result marked ? are not confirmed: they are not rated, and they are kept and written back as they are</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="293"/>
        <source>&quot;%1&quot; and every later result marked ! were decided by default, not played: they are not rated, and they are kept and written back as they are</source>
        <translation>&quot;%1&quot; and every later result marked ! were decided by default, not played: they are not rated, and they are kept and written back as they are</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="297"/>
        <source>&quot;%1&quot; gives %2 handicap stones, more than 9: this and every later such game are not rated, and they are kept and written back as they are</source>
        <translation>&quot;%1&quot; gives %2 handicap stones, more than 9: this and every later such game are not rated, and they are kept and written back as they are</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="301"/>
        <source>&quot;%1&quot; and every later game without colours are read with the player on the upper line as White</source>
        <translation>&quot;%1&quot; and every later game without colours are read with the player on the upper line as White</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="305"/>
        <source>rank &quot;%1&quot; has no k or d: it and every later such rank are read as kyu</source>
        <translation>rank &quot;%1&quot; has no k or d: it and every later such rank are read as kyu</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="308"/>
        <source>place %1 is not the number of this player line (%2): opponents are read as line numbers, and the places are written back as line numbers</source>
        <translation>place %1 is not the number of this player line (%2): opponents are read as line numbers, and the places are written back as line numbers</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="312"/>
        <source>this and every later comment line among the player lines are written back above the player lines</source>
        <translation>this and every later comment line among the player lines are written back above the player lines</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="316"/>
        <source>the comment &quot;%1&quot; after the player&apos;s data, and any later one, are not kept</source>
        <translation>the comment &quot;%1&quot; after the player&apos;s data, and any later one, are not kept</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="319"/>
        <source>&quot;%1&quot; and every later round marked ? alone were not played and their result is unknown: no game, kept and written back as they are</source>
        <translation>&quot;%1&quot; and every later round marked ? alone were not played and their result is unknown: no game, kept and written back as they are</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="323"/>
        <source>&quot;%1&quot; and every later bye marked ! were given by default: no game, kept and written back as they are</source>
        <translation>&quot;%1&quot; and every later bye marked ! were given by default: no game, kept and written back as they are</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="327"/>
        <source>&quot;%1&quot; and line %2 (&quot;%3&quot;) both win: a ruling; each player keeps his own result, the game is not rated, and such cells are kept and written back as they are</source>
        <translation>&quot;%1&quot; and line %2 (&quot;%3&quot;) both win: a ruling; each player keeps his own result, the game is not rated, and such cells are kept and written back as they are</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="331"/>
        <source>&quot;%1&quot; and line %2 (&quot;%3&quot;) both lose: a ruling; each player keeps his own result, the game is not rated, and such cells are kept and written back as they are</source>
        <translation>&quot;%1&quot; and line %2 (&quot;%3&quot;) both lose: a ruling; each player keeps his own result, the game is not rated, and such cells are kept and written back as they are</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="336"/>
        <source>a | with no EGD PIN after it, here and maybe later: the player has no PIN</source>
        <translation>a | with no EGD PIN after it, here and maybe later: the player has no PIN</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="339"/>
        <source>the columns are separated by tabs here and maybe later; they are read as blanks</source>
        <translation>the columns are separated by tabs here and maybe later; they are read as blanks</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="346"/>
        <source>the table has no DT[start,end]; the event ends today, %1: correct it in Event &gt; Details… before rating</source>
        <translation>the table has no DT[start,end]; the event ends today, %1: correct it in Event &gt; Details… before rating</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="350"/>
        <source>DT[%1] holds no dates that can be read; the event ends today, %2: correct it in Event &gt; Details… before rating</source>
        <translation>DT[%1] holds no dates that can be read; the event ends today, %2: correct it in Event &gt; Details… before rating</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="354"/>
        <source>the player of this line is not stored (player lines not stored: %1)</source>
        <translation>the player of this line is not stored (player lines not stored: %1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="357"/>
        <source>the file gives this player %1 games, %2 are stored or said above (lines that differ: %3)</source>
        <translation>the file gives this player %1 games, %2 are stored or said above (lines that differ: %3)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="361"/>
        <source>the file holds %1 games, %2 are stored</source>
        <translation>the file holds %1 games, %2 are stored</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="363"/>
        <source>%1: the file gives %2 points, the games and byes stored give %3 (lines that differ: %4)</source>
        <translation>%1: the file gives %2 points, the games and byes stored give %3 (lines that differ: %4)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="367"/>
        <source>a quoted cell is not closed</source>
        <translation>a quoted cell is not closed</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="369"/>
        <source>the file has no header line</source>
        <translation>the file has no header line</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="371"/>
        <source>&quot;%1&quot; is not a number from %2 to %3</source>
        <translation>&quot;%1&quot; is not a number from %2 to %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="373"/>
        <source>&quot;%1&quot; is not a date such as %2</source>
        <translation>&quot;%1&quot; is not a date such as %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="375"/>
        <source>&quot;%1&quot; is not a rating from 0 to 3500</source>
        <translation>&quot;%1&quot; is not a rating from 0 to 3500</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="377"/>
        <source>&quot;%1&quot; is not a rank (30k ... 1k, 1d ... 9d)</source>
        <translation>&quot;%1&quot; is not a rank (30k ... 1k, 1d ... 9d)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="380"/>
        <source>&quot;%1&quot; is neither yes nor no</source>
        <translation>&quot;%1&quot; is neither yes nor no</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="381"/>
        <source>no name</source>
        <translation>no name</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="383"/>
        <source>a SAGC index needs a rank</source>
        <translation>a SAGC index needs a rank</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="385"/>
        <source>&quot;%1&quot; is not a sex: m or w (also male, female, f)</source>
        <translation>&quot;%1&quot; is not a sex: m or w (also male, female, f)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="388"/>
        <source>&quot;%1&quot; is not a FIDE title (%2)</source>
        <translation>&quot;%1&quot; is not a FIDE title (%2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="390"/>
        <source>&quot;%1&quot; is not a federation of three letters, e.g. GER</source>
        <translation>&quot;%1&quot; is not a federation of three letters, e.g. GER</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="393"/>
        <source>a column with the whole name and columns with surname or given name: choose one or the other</source>
        <translation>a column with the whole name and columns with surname or given name: choose one or the other</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="397"/>
        <source>the birth year %1 is not the year of the birth date %2</source>
        <translation>the birth year %1 is not the year of the birth date %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="400"/>
        <source>a DWZ index or evaluation date needs the DWZ itself</source>
        <translation>a DWZ index or evaluation date needs the DWZ itself</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="403"/>
        <source>the header &quot;%1&quot; is not a DSB list&apos;s: it needs the club (ZPS or VKZ) and the name (Spielername, Name,Vorname or Nachname and Vorname)</source>
        <translation>the header &quot;%1&quot; is not a DSB list&apos;s: it needs the club (ZPS or VKZ) and the name (Spielername, Name,Vorname or Nachname and Vorname)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="407"/>
        <source>the header has no club code (ZPS or VKZ) and club name</source>
        <translation>the header has no club code (ZPS or VKZ) and club name</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="410"/>
        <source>%1 cells where the header has %2</source>
        <translation>%1 cells where the header has %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="412"/>
        <source>&quot;%1&quot; is neither A (active) nor P (passive)</source>
        <translation>&quot;%1&quot; is neither A (active) nor P (passive)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="415"/>
        <source>&quot;%1&quot; is neither M nor W</source>
        <translation>&quot;%1&quot; is neither M nor W</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="417"/>
        <source>&quot;%1&quot; is not a year and week in the form YYYYWW (200715: 2007, week 15)</source>
        <translation>&quot;%1&quot; is not a year and week in the form YYYYWW (200715: 2007, week 15)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="419"/>
        <source>not XML: %1</source>
        <translation>not XML: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="421"/>
        <source>a player without fideid</source>
        <translation>a player without fideid</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="423"/>
        <source>a player without a name</source>
        <translation>a player without a name</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="425"/>
        <source>the file lists no players: it is no rating list or an empty one, and the list loaded before is kept</source>
        <translation>the file lists no players: it is no rating list or an empty one, and the list loaded before is kept</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="429"/>
        <source>%1: &quot;%2&quot; is not a number from %3 to %4</source>
        <translation>%1: &quot;%2&quot; is not a number from %3 to %4</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="431"/>
        <source>the archive has no spieler.csv: it is not the DSB&apos;s list</source>
        <translation>the archive has no spieler.csv: it is not the DSB&apos;s list</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="434"/>
        <source>the archive has no vereine.csv: the clubs are shown by their code (ZPS)</source>
        <translation>the archive has no vereine.csv: the clubs are shown by their code (ZPS)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="437"/>
        <source>the club %1 is not in vereine.csv: it is shown by its code</source>
        <translation>the club %1 is not in vereine.csv: it is shown by its code</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="440"/>
        <source>the player with DSB id %1 is active on line %2 already: that entry is kept</source>
        <translation>the player with DSB id %1 is active on line %2 already: that entry is kept</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="443"/>
        <source>not a zip archive (%1)</source>
        <translation>not a zip archive (%1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="445"/>
        <source>%1 in the archive cannot be unpacked (%2)</source>
        <translation>%1 in the archive cannot be unpacked (%2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="447"/>
        <source>%1 in the archive unpacks to more than %2 MB</source>
        <translation>%1 in the archive unpacks to more than %2 MB</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="450"/>
        <source>the archive holds no %1 file</source>
        <translation>the archive holds no %1 file</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="452"/>
        <source>cannot be read (%1)</source>
        <translation>cannot be read (%1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="454"/>
        <source>this format is written, not read</source>
        <translation>this format is written, not read</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="506"/>
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="508"/>
        <source>game %1</source>
        <translation>game %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="509"/>
        <source>bye %1</source>
        <translation>bye %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="518"/>
        <source>the event</source>
        <translation>the event</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="523"/>
        <source>field %1</source>
        <translation>field %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="531"/>
        <source>an object is not closed with }</source>
        <translation>an object is not closed with }</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="533"/>
        <source>a colon is missing after a field name</source>
        <translation>a colon is missing after a field name</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="535"/>
        <source>a list is not closed with ]</source>
        <translation>a list is not closed with ]</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="537"/>
        <source>a comma is missing between two values</source>
        <translation>a comma is missing between two values</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="539"/>
        <location filename="../engine/io/DocumentError.cpp" line="541"/>
        <source>an illegal number</source>
        <translation>an illegal number</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="543"/>
        <source>an illegal escape sequence</source>
        <translation>an illegal escape sequence</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="545"/>
        <source>text that is not valid UTF-8</source>
        <translation>text that is not valid UTF-8</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="547"/>
        <source>a text is not closed with &quot;</source>
        <translation>a text is not closed with &quot;</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="549"/>
        <source>the document is not an object</source>
        <translation>the document is not an object</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="551"/>
        <source>values nested too deeply</source>
        <translation>values nested too deeply</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="553"/>
        <source>the document is too large</source>
        <translation>the document is too large</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="555"/>
        <source>garbage after the end of the document</source>
        <translation>garbage after the end of the document</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="564"/>
        <source>an illegal value</source>
        <translation>an illegal value</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="592"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="642"/>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="644"/>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="646"/>
        <source>line %1, round %2</source>
        <translation>line %1, round %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="647"/>
        <source>line %1, columns %2 to %3</source>
        <translation>line %1, columns %2 to %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="656"/>
        <source>%1, record %2, field %3</source>
        <translation>%1, record %2, field %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="659"/>
        <source>the document</source>
        <translation>the document</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="661"/>
        <source>the file</source>
        <translation>the file</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="663"/>
        <source>the header</source>
        <translation>the header</translation>
    </message>
</context>
<context>
    <name>rd::io::PlayerColumn</name>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="314"/>
        <source>(ignore)</source>
        <translation>(ignore)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="315"/>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="316"/>
        <source>surname</source>
        <translation>surname</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="317"/>
        <source>given name</source>
        <translation>given name</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="318"/>
        <source>birth date</source>
        <translation>birth date</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="319"/>
        <source>birth year</source>
        <translation>birth year</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="320"/>
        <source>sex</source>
        <translation>sex</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="321"/>
        <source>FIDE title</source>
        <translation>FIDE title</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="322"/>
        <source>federation</source>
        <translation>federation</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="323"/>
        <source>DWZ</source>
        <translation>DWZ</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="324"/>
        <source>DWZ index</source>
        <translation>DWZ index</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="326"/>
        <source>last DWZ evaluation</source>
        <translation>last DWZ evaluation</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="327"/>
        <source>US Chess rating</source>
        <translation>US Chess rating</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="328"/>
        <source>US Chess games</source>
        <translation>US Chess games</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="329"/>
        <source>adult (yes or no)</source>
        <translation>adult (yes or no)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="330"/>
        <source>SAGC rank</source>
        <translation>SAGC rank</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="331"/>
        <source>SAGC index</source>
        <translation>SAGC index</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="332"/>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="344"/>
        <source>DSB id</source>
        <translation>DSB id</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="345"/>
        <source>US Chess id</source>
        <translation>US Chess id</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="346"/>
        <source>FIDE id</source>
        <translation>FIDE id</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="347"/>
        <source>SAGC handle</source>
        <translation>SAGC handle</translation>
    </message>
</context>
<context>
    <name>rd::io::SubmissionCheck</name>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="59"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="151"/>
        <source>The rounds have no dates; %1 wants the date of every round.</source>
        <translation>The rounds have no dates; %1 wants the date of every round.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="158"/>
        <source>Round %1 has no date; %2 wants the date of every round.</source>
        <translation>Round %1 has no date; %2 wants the date of every round.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="181"/>
        <source>the name has no given name after a comma; %1 matches players by “Surname, Given name”.</source>
        <translation>the name has no given name after a comma; %1 matches players by “Surname, Given name”.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="210"/>
        <source>Round %1: %2 lost to %3 and plays no later round. If he did not come to the game, enter it as a forfeit; the DSB rates only games played over the board.</source>
        <translation>Round %1: %2 lost to %3 and plays no later round. If he did not come to the game, enter it as a forfeit; the DSB rates only games played over the board.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="230"/>
        <source>The event has no place; the DSB report names it.</source>
        <translation>The event has no place; the DSB report names it.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="234"/>
        <source>The event has no time control; the DSB rates only games of a time control its rating rules accept.</source>
        <translation>The event has no time control; the DSB rates only games of a time control its rating rules accept.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="239"/>
        <source>The event has no chief arbiter; the DSB report names him.</source>
        <translation>The event has no chief arbiter; the DSB report names him.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="252"/>
        <source>no birth date or year; the DSB&apos;s XML report requires the year of birth of every player.</source>
        <translation>no birth date or year; the DSB&apos;s XML report requires the year of birth of every player.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="258"/>
        <source>no DWZ and no birth date; the DSB needs the birth date of a player it does not list yet.</source>
        <translation>no DWZ and no birth date; the DSB needs the birth date of a player it does not list yet.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="264"/>
        <source>a player of %1 without a FIDE id; the DSB identifies foreign players by it.</source>
        <translation>a player of %1 without a FIDE id; the DSB identifies foreign players by it.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="276"/>
        <source>Round %1: %2 – %3 lasted less than one move; the DSB has no mark for such a game and receives it as a forfeit.</source>
        <translation>Round %1: %2 – %3 lasted less than one move; the DSB has no mark for such a game and receives it as a forfeit.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="296"/>
        <source>The event has no place; FIDE requires the city (TRF record 022).</source>
        <translation>The event has no place; FIDE requires the city (TRF record 022).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="299"/>
        <source>The event has no federation; FIDE requires the organising federation&apos;s three-letter code (TRF record 032).</source>
        <translation>The event has no federation; FIDE requires the organising federation&apos;s three-letter code (TRF record 032).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="303"/>
        <source>The event has no chief arbiter; FIDE requires him (TRF record 102).</source>
        <translation>The event has no chief arbiter; FIDE requires him (TRF record 102).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="307"/>
        <source>The event has no time control; FIDE rates a game by its rate of play (TRF record 122).</source>
        <translation>The event has no time control; FIDE rates a game by its rate of play (TRF record 122).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="313"/>
        <source>The event has no start date; TRF-2026 requires it (record 042).</source>
        <translation>The event has no start date; TRF-2026 requires it (record 042).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="320"/>
        <source>no FIDE id; FIDE rates only players it has an id for (TRF columns 58-68).</source>
        <translation>no FIDE id; FIDE rates only players it has an id for (TRF columns 58-68).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="323"/>
        <source>no federation; FIDE lists every player with his federation (TRF columns 54-56).</source>
        <translation>no federation; FIDE lists every player with his federation (TRF columns 54-56).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="328"/>
        <source>no birth date; FIDE keeps it with the player (TRF columns 70-79).</source>
        <translation>no birth date; FIDE keeps it with the player (TRF columns 70-79).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="351"/>
        <source>Regular only</source>
        <translation>Regular only</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="352"/>
        <source>both Regular and Quick</source>
        <translation>both Regular and Quick</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="353"/>
        <source>Quick only</source>
        <translation>Quick only</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="354"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="355"/>
        <source>not at all</source>
        <translation>not at all</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="390"/>
        <source>Section “%1”: %2</source>
        <translation>Section “%1”: %2</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="396"/>
        <source>The event has no time control; US Chess rates a section by its time control, e.g. G/60;d5.</source>
        <translation>The event has no time control; US Chess rates a section by its time control, e.g. G/60;d5.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="406"/>
        <source>The time control “%1” is not written as US Chess writes it (e.g. G/60;d5, G/90;+30, 40/90,SD/30;d5); its rating system cannot be told.</source>
        <translation>The time control “%1” is not written as US Chess writes it (e.g. G/60;d5, G/90;+30, 40/90,SD/30;d5); its rating system cannot be told.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="415"/>
        <source>US Chess does not rate games of the time control “%1”.</source>
        <translation>US Chess does not rate games of the time control “%1”.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="422"/>
        <source>US Chess rates the time control “%1” %2, the event is rated %3.</source>
        <translation>US Chess rates the time control “%1” %2, the event is rated %3.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="444"/>
        <source>The event has no affiliate id; US Chess rates an event under its affiliate.</source>
        <translation>The event has no affiliate id; US Chess rates an event under its affiliate.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="450"/>
        <source>The affiliate id “%1” is not a US Chess affiliate id (A and 7 digits); US Chess rates an event under its affiliate.</source>
        <translation>The affiliate id “%1” is not a US Chess affiliate id (A and 7 digits); US Chess rates an event under its affiliate.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="458"/>
        <source>The event has no chief TD id; US Chess requires the chief TD&apos;s member id.</source>
        <translation>The event has no chief TD id; US Chess requires the chief TD&apos;s member id.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="499"/>
        <source>no US Chess id; US Chess rates members by their 8-digit id.</source>
        <translation>no US Chess id; US Chess rates members by their 8-digit id.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="503"/>
        <source>the US Chess id “%1” does not have 8 digits.</source>
        <translation>the US Chess id “%1” does not have 8 digits.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="526"/>
        <source>The table states no tournament class; the EGD rates an event of class A, B, C or D.</source>
        <translation>The table states no tournament class; the EGD rates an event of class A, B, C or D.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="530"/>
        <source>The table states the tournament class “%1”; the EGD rates an event of class A, B, C or D.</source>
        <translation>The table states the tournament class “%1”; the EGD rates an event of class A, B, C or D.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="536"/>
        <source>The table will state class A; the EGD&apos;s class follows from the basic time and the overtime (class A: at least 60 minutes and 75 with byo-yomi). Check it against the event&apos;s time control.</source>
        <translation>The table will state class A; the EGD&apos;s class follows from the basic time and the overtime (class A: at least 60 minutes and 75 with byo-yomi). Check it against the event&apos;s time control.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="545"/>
        <source>the EGD PIN “%1” does not have 8 digits.</source>
        <translation>the EGD PIN “%1” does not have 8 digits.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="557"/>
        <source>no EGD PIN and no given name; the EGD matches a player without PIN by surname and given name.</source>
        <translation>no EGD PIN and no given name; the EGD matches a player without PIN by surname and given name.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="561"/>
        <source>no EGD PIN and no country; the EGD matches a player without PIN by his country and club.</source>
        <translation>no EGD PIN and no country; the EGD matches a player without PIN by his country and club.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="565"/>
        <source>no EGD PIN and no club; the EGD matches a player without PIN by his country and club.</source>
        <translation>no EGD PIN and no club; the EGD matches a player without PIN by his country and club.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="361"/>
        <source>DSB</source>
        <translation>DSB</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="362"/>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="363"/>
        <location filename="../engine/io/SubmissionCheck.cpp" line="604"/>
        <source>US Chess</source>
        <translation>US Chess</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="364"/>
        <source>EGD</source>
        <translation>EGD</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="477"/>
        <source>The TD id “%1” is not a US Chess member id (8 digits).</source>
        <translation>The TD id “%1” is not a US Chess member id (8 digits).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="483"/>
        <location filename="../engine/io/SubmissionCheck.cpp" line="509"/>
        <source>“%1” is not a state&apos;s two-letter code (e.g. MA).</source>
        <translation>“%1” is not a state&apos;s two-letter code (e.g. MA).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="491"/>
        <source>“%1” is not a ZIP code (12345 or 12345-6789).</source>
        <translation>“%1” is not a ZIP code (12345 or 12345-6789).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="599"/>
        <source>the DSB</source>
        <translation>the DSB</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="601"/>
        <source>FIDE</source>
        <comment>the subject of a sentence</comment>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="608"/>
        <source>the EGD</source>
        <translation>the EGD</translation>
    </message>
</context>
<context>
    <name>rd::io::UscfReport</name>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="127"/>
        <source>A US Chess rating report is written for a US Chess event only.</source>
        <translation>A US Chess rating report is written for a US Chess event only.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="216"/>
        <source>“%1” has the character “%2”, which a US Chess report cannot carry; write it in plain letters.</source>
        <translation>“%1” has the character “%2”, which a US Chess report cannot carry; write it in plain letters.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="225"/>
        <source>“%1” is longer than the %2 characters a US Chess report has for it; shorten it.</source>
        <translation>“%1” is longer than the %2 characters a US Chess report has for it; shorten it.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="243"/>
        <source>The event ends on %1, after today: report it once it is over.</source>
        <translation>The event ends on %1, after today: report it once it is over.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="273"/>
        <source>The time control is missing; enter it in the event&apos;s details as US Chess writes it, e.g. G/60;d5.</source>
        <translation>The time control is missing; enter it in the event&apos;s details as US Chess writes it, e.g. G/60;d5.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="276"/>
        <source>“%1” is not a time control US Chess rates; write it as US Chess does, e.g. G/60;d5 or 40/90,SD/30;d5.</source>
        <translation>“%1” is not a time control US Chess rates; write it as US Chess does, e.g. G/60;d5 or 40/90,SD/30;d5.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="135"/>
        <source>The game has no round; a US Chess report needs the round of every game.</source>
        <translation>The game has no round; a US Chess report needs the round of every game.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="154"/>
        <source>A US Chess report has at most %1 sections.</source>
        <translation>A US Chess report has at most %1 sections.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="301"/>
        <source>A US Chess report has 1 to 99 rounds, not %1.</source>
        <translation>A US Chess report has 1 to 99 rounds, not %1.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="307"/>
        <source>A section of a US Chess report has at most %1 players.</source>
        <translation>A section of a US Chess report has at most %1 players.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="436"/>
        <source>The event&apos;s table has %1 records; a US Chess report has one.</source>
        <translation>The event&apos;s table has %1 records; a US Chess report has one.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="444"/>
        <source>“%1” is not the 2C layout this program reads.</source>
        <translation>“%1” is not the 2C layout this program reads.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="453"/>
        <source>The report has no section; it has nothing to rate.</source>
        <translation>The report has no section; it has nothing to rate.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="573"/>
        <source>The table ends before its last record.</source>
        <translation>The table ends before its last record.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="575"/>
        <source>This is not a dBase III table.</source>
        <translation>This is not a dBase III table.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="588"/>
        <source>“%1” is not a date in the form YYYYMMDD.</source>
        <translation>“%1” is not a date in the form YYYYMMDD.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="601"/>
        <source>“%1” is not a number from %2 to %3.</source>
        <translation>“%1” is not a number from %2 to %3.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="696"/>
        <source>Pairing number %1 is in section %2 twice.</source>
        <translation>Pairing number %1 is in section %2 twice.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="724"/>
        <source>“%1” is not a round cell of this section (W12B, L3W, D4B, X0, F0, Z0, B0, H0, U0).</source>
        <translation>“%1” is not a round cell of this section (W12B, L3W, D4B, X0, F0, Z0, B0, H0, U0).</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="738"/>
        <source>Section %1 has %2 players, not the %3 its last pairing number says.</source>
        <translation>Section %1 has %2 players, not the %3 its last pairing number says.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="806"/>
        <source>Pairing number %1 has “%2” in round %3, but pairing number %4 has “%5” there.</source>
        <translation>Pairing number %1 has “%2” in round %3, but pairing number %4 has “%5” there.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="848"/>
        <source>the folder %1 cannot be made</source>
        <translation>the folder %1 cannot be made</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="875"/>
        <source>The folder %1 has no such file; a US Chess report is three files.</source>
        <translation>The folder %1 has no such file; a US Chess report is three files.</translation>
    </message>
</context>
<context>
    <name>rd::report::DisplayNames</name>
    <message>
        <location filename="../report/DisplayNames.cpp" line="28"/>
        <source>DWZ</source>
        <translation>DWZ</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="30"/>
        <source>US Chess</source>
        <translation>US Chess</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="32"/>
        <source>SAGC</source>
        <translation>SAGC</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="41"/>
        <source>DWZ rules of 1993</source>
        <translation>DWZ rules of 1993</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="42"/>
        <source>DWZ rules of 2002</source>
        <translation>DWZ rules of 2002</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="43"/>
        <source>DWZ rules of 2016</source>
        <translation>DWZ rules of 2016</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="44"/>
        <source>DWZ rules of 2026</source>
        <translation>DWZ rules of 2026</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="45"/>
        <source>US Chess rules of 2004</source>
        <translation>US Chess rules of 2004</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="46"/>
        <source>current US Chess rules</source>
        <translation>current US Chess rules</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="47"/>
        <source>SAGC rank and index rules</source>
        <translation>SAGC rank and index rules</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="140"/>
        <source>Buchholz: sum of the opponents&apos; points</source>
        <translation>Buchholz: sum of the opponents&apos; points</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="148"/>
        <source>Sonneborn-Berger: points of beaten opponents, half of those drawn</source>
        <translation>Sonneborn-Berger: points of beaten opponents, half of those drawn</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="126"/>
        <source>games played with Black</source>
        <translation>games played with Black</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="64"/>
        <source>Direct encounter</source>
        <translation>Direct encounter</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="66"/>
        <source>Number of wins</source>
        <translation>Number of wins</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="68"/>
        <source>Number of games won</source>
        <translation>Number of games won</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="70"/>
        <source>Games played with Black</source>
        <translation>Games played with Black</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="72"/>
        <source>Games won with Black</source>
        <translation>Games won with Black</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="74"/>
        <source>Progressive scores</source>
        <translation>Progressive scores</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="76"/>
        <source>Rounds one elected to play</source>
        <translation>Rounds one elected to play</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="78"/>
        <source>Standard points</source>
        <translation>Standard points</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="80"/>
        <source>Tournament pairing number</source>
        <translation>Tournament pairing number</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="82"/>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="84"/>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Average of opponents&apos; Buchholz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="86"/>
        <source>Fore Buchholz</source>
        <translation>Fore Buchholz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="88"/>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="90"/>
        <source>Koya system</source>
        <translation>Koya system</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="92"/>
        <source>Average rating of opponents</source>
        <translation>Average rating of opponents</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="94"/>
        <source>Tournament performance rating</source>
        <translation>Tournament performance rating</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="96"/>
        <source>Perfect tournament performance</source>
        <translation>Perfect tournament performance</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="98"/>
        <source>Average TPR of opponents</source>
        <translation>Average TPR of opponents</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="100"/>
        <source>Average PTP of opponents</source>
        <translation>Average PTP of opponents</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="102"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="104"/>
        <source>Sum of opponents&apos; scores</source>
        <translation>Sum of opponents&apos; scores</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="106"/>
        <source>Sum of opponents&apos; SOS</source>
        <translation>Sum of opponents&apos; SOS</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="108"/>
        <source>Sum of defeated opponents&apos; scores</source>
        <translation>Sum of defeated opponents&apos; scores</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="130"/>
        <source>progressive score: sum of the running totals after each round</source>
        <translation>progressive score: sum of the running totals after each round</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="154"/>
        <location filename="../report/DisplayNames.cpp" line="367"/>
        <source>average rating of the opponents</source>
        <translation>average rating of the opponents</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="168"/>
        <source>SOS: sum of the opponents&apos; wins</source>
        <translation>SOS: sum of the opponents&apos; wins</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="170"/>
        <source>SOSOS: sum of the opponents&apos; SOS</source>
        <translation>SOSOS: sum of the opponents&apos; SOS</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="172"/>
        <source>SODOS: sum of the wins of the opponents beaten</source>
        <translation>SODOS: sum of the wins of the opponents beaten</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="191"/>
        <source>%1 Median-%2</source>
        <translation>%1 Median-%2</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="191"/>
        <source>%1 Cut-%2</source>
        <translation>%1 Cut-%2</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="193"/>
        <source>%1 Limit %2</source>
        <translation>%1 Limit %2</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="202"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="218"/>
        <source>%1, forfeited games counted as played</source>
        <translation>%1, forfeited games counted as played</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="220"/>
        <source>%1, over their Fore Buchholz</source>
        <translation>%1, over their Fore Buchholz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="222"/>
        <source>%1, in reverse order</source>
        <translation>%1, in reverse order</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="293"/>
        <source>Placed by lot among players equal on points and every tie-break (FIDE C.07 art. 4.2), lot seed %1.</source>
        <translation>Placed by lot among players equal on points and every tie-break (FIDE C.07 art. 4.2), lot seed %1.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="298"/>
        <source>Placed by the arbiter among players equal on points and every tie-break.</source>
        <translation>Placed by the arbiter among players equal on points and every tie-break.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="305"/>
        <source>The arbiter&apos;s order of %1 is ignored: they are no longer equal on points and every tie-break.</source>
        <translation>The arbiter&apos;s order of %1 is ignored: they are no longer equal on points and every tie-break.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="316"/>
        <source>rated</source>
        <translation>rated</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="318"/>
        <source>first rating</source>
        <translation>first rating</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="320"/>
        <source>unrated</source>
        <translation>unrated</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="322"/>
        <source>not rated</source>
        <translation>not rated</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="338"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="339"/>
        <source>points scored in rated games</source>
        <translation>points scored in rated games</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="340"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="341"/>
        <source>rated games</source>
        <translation>rated games</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="342"/>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="343"/>
        <source>expected points</source>
        <translation>expected points</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="344"/>
        <source>E₀</source>
        <translation>E₀</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="345"/>
        <source>basic development coefficient</source>
        <translation>basic development coefficient</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="346"/>
        <source>fB</source>
        <translation>fB</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="347"/>
        <source>acceleration factor</source>
        <translation>acceleration factor</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="348"/>
        <source>SBr</source>
        <translation>SBr</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="349"/>
        <source>braking value</source>
        <translation>braking value</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="350"/>
        <location filename="../report/DisplayNames.cpp" line="384"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="351"/>
        <source>development coefficient</source>
        <translation>development coefficient</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="353"/>
        <source>K₀</source>
        <translation>K₀</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="354"/>
        <source>base value of the development factor, by age, rating and index</source>
        <translation>base value of the development factor, by age, rating and index</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="356"/>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="357"/>
        <source>braking factor, below 1 for a rating under 1600 and a score below We</source>
        <translation>braking factor, below 1 for a rating under 1600 and a score below We</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="359"/>
        <source>a</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="360"/>
        <source>surcharge for a score of at least We: rated under 1600, or aged 20 or less and under 2000</source>
        <translation>surcharge for a score of at least We: rated under 1600, or aged 20 or less and under 2000</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="364"/>
        <source>development factor K₀ · b + a, at most 80</source>
        <translation>development factor K₀ · b + a, at most 80</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="366"/>
        <source>Rc</source>
        <translation>Rc</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="368"/>
        <source>Rh</source>
        <translation>Rh</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="369"/>
        <source>tournament performance</source>
        <translation>tournament performance</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="370"/>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="371"/>
        <source>stage of a first DWZ (1 or 2)</source>
        <translation>stage of a first DWZ (1 or 2)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="372"/>
        <source>Sw.</source>
        <translation>Sw.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="373"/>
        <source>Sonderwertung (DWZ 4.7.6)</source>
        <translation>Sonderwertung (DWZ 4.7.6)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="374"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="375"/>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="376"/>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="377"/>
        <source>games in this event</source>
        <translation>games in this event</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="378"/>
        <source>N′</source>
        <translation>N′</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="379"/>
        <source>effective number of games</source>
        <translation>effective number of games</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="380"/>
        <source>Formula</source>
        <translation>Formula</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="381"/>
        <source>standard or special formula</source>
        <translation>standard or special formula</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="363"/>
        <location filename="../report/DisplayNames.cpp" line="382"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="119"/>
        <source>direct encounter: place among the tied players by their games</source>
        <translation>direct encounter: place among the tied players by their games</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="122"/>
        <source>number of wins, played or not</source>
        <translation>number of wins, played or not</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="124"/>
        <source>number of games won over the board</source>
        <translation>number of games won over the board</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="128"/>
        <source>games won with Black</source>
        <translation>games won with Black</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="133"/>
        <source>rounds the player chose to play</source>
        <translation>rounds the player chose to play</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="135"/>
        <source>standard points: 1 for a round won, ½ for one drawn</source>
        <translation>standard points: 1 for a round won, ½ for one drawn</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="138"/>
        <source>pairing number, lower first</source>
        <translation>pairing number, lower first</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="143"/>
        <source>average of the opponents&apos; Buchholz</source>
        <translation>average of the opponents&apos; Buchholz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="145"/>
        <source>Fore Buchholz: Buchholz with the last round&apos;s games drawn</source>
        <translation>Fore Buchholz: Buchholz with the last round&apos;s games drawn</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="151"/>
        <source>Koya: points against the opponents with half the points or more</source>
        <translation>Koya: points against the opponents with half the points or more</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="156"/>
        <source>tournament performance rating</source>
        <translation>tournament performance rating</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="158"/>
        <source>perfect tournament performance</source>
        <translation>perfect tournament performance</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="160"/>
        <source>average performance rating of the opponents</source>
        <translation>average performance rating of the opponents</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="163"/>
        <source>average perfect performance of the opponents</source>
        <translation>average perfect performance of the opponents</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="166"/>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="209"/>
        <source>%1, without the %n lowest and the %n highest values</source>
        <translation>
            <numerusform>%1, without the lowest and the highest value</numerusform>
            <numerusform>%1, without the %n lowest and the %n highest values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="212"/>
        <source>%1, without the %n least significant values</source>
        <translation>
            <numerusform>%1, without the least significant value</numerusform>
            <numerusform>%1, without the %n least significant values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="214"/>
        <source>%1, the line raised by %n half points</source>
        <translation>
            <numerusform>%1, the line raised by %n half point</numerusform>
            <numerusform>%1, the line raised by %n half points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="216"/>
        <source>%1, the line lowered by %n half points</source>
        <translation>
            <numerusform>%1, the line lowered by %n half point</numerusform>
            <numerusform>%1, the line lowered by %n half points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="248"/>
        <source>%1 is left out: an unrated player takes part and the event&apos;s rules give no rating for him (FIDE C.07 art. 10).</source>
        <translation>%1 is left out: an unrated player takes part and the event&apos;s rules give no rating for him (FIDE C.07 art. 10).</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="252"/>
        <source>%1 is left out: Buchholz tie-breaks are not used in a round robin (FIDE C.07 2026, art. 8).</source>
        <translation>%1 is left out: Buchholz tie-breaks are not used in a round robin (FIDE C.07 2026, art. 8).</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="383"/>
        <source>K factor</source>
        <translation>K factor</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="385"/>
        <source>expected score</source>
        <translation>expected score</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="386"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="387"/>
        <source>bonus points</source>
        <translation>bonus points</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="388"/>
        <source>Est.</source>
        <translation>Est.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="389"/>
        <source>estimate of an unrated player (step 3)</source>
        <translation>estimate of an unrated player (step 3)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="390"/>
        <source>Interim</source>
        <translation>Interim</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="391"/>
        <source>interim rating (step 4)</source>
        <translation>interim rating (step 4)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="392"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="393"/>
        <source>rating floor that applied</source>
        <translation>rating floor that applied</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="394"/>
        <source>Initial</source>
        <translation>Initial</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="395"/>
        <source>initial rating (step 1)</source>
        <translation>initial rating (step 1)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="396"/>
        <source>Init. N</source>
        <translation>Init. N</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="397"/>
        <source>games the initial rating counts for</source>
        <translation>games the initial rating counts for</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="398"/>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="399"/>
        <source>where the initial rating comes from</source>
        <translation>where the initial rating comes from</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="400"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="401"/>
        <source>games on the record sheet</source>
        <translation>games on the record sheet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="402"/>
        <source>Rated</source>
        <translation>Rated</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="403"/>
        <source>games that count for the index</source>
        <translation>games that count for the index</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="432"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="434"/>
        <source>special</source>
        <translation>special</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="436"/>
        <source>none (no games)</source>
        <translation>none (no games)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="444"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="446"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="448"/>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="455"/>
        <source>White</source>
        <comment>a player&apos;s colour</comment>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="455"/>
        <source>Black</source>
        <comment>a player&apos;s colour</comment>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="465"/>
        <location filename="../report/DisplayNames.cpp" line="488"/>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="465"/>
        <location filename="../report/DisplayNames.cpp" line="488"/>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="467"/>
        <location filename="../report/DisplayNames.cpp" line="487"/>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="470"/>
        <source>won by forfeit</source>
        <translation>won by forfeit</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="470"/>
        <source>lost by forfeit</source>
        <translation>lost by forfeit</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="472"/>
        <source>not played</source>
        <translation>not played</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="475"/>
        <source>won, not rated</source>
        <translation>won, not rated</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="475"/>
        <source>lost, not rated</source>
        <translation>lost, not rated</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="477"/>
        <source>draw, not rated</source>
        <translation>draw, not rated</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="479"/>
        <source>not yet played</source>
        <translation>not yet played</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="516"/>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="518"/>
        <source>tournament</source>
        <translation>tournament</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="520"/>
        <source>internet</source>
        <translation>internet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="522"/>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="547"/>
        <source>%1: DWZ %2-%3 was last evaluated on %4, %n year(s) or more before this event: it has lapsed and the player counts as unrated (seed 6.1.1).</source>
        <translation>
            <numerusform>%1: DWZ %2-%3 was last evaluated on %4, %n year or more before this event: it has lapsed and the player counts as unrated (seed 6.1.1).</numerusform>
            <numerusform>%1: DWZ %2-%3 was last evaluated on %4, %n years or more before this event: it has lapsed and the player counts as unrated (seed 6.1.1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="552"/>
        <source>%1: %2 Restpartien older than %n year(s) are dropped (seed 6.1.1).</source>
        <translation>
            <numerusform>%1: %2 Restpartien older than %n year are dropped (seed 6.1.1).</numerusform>
            <numerusform>%1: %2 Restpartien older than %n years are dropped (seed 6.1.1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="556"/>
        <source>%1 has a DWZ, so the Restpartien given are not used.</source>
        <translation>%1 has a DWZ, so the Restpartien given are not used.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="558"/>
        <source>%1 has no opponent with a DWZ or a first DWZ of stage 1, so these games count for nobody and are not kept (seed 4.7.7).</source>
        <translation>%1 has no opponent with a DWZ or a first DWZ of stage 1, so these games count for nobody and are not kept (seed 4.7.7).</translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="562"/>
        <source>%1: %n game(s) against rated opponents, a first DWZ needs %2; kept as Restpartien until %3.</source>
        <translation>
            <numerusform>%1: %n game against rated opponents, a first DWZ needs %2; kept as Restpartien until %3.</numerusform>
            <numerusform>%1: %n games against rated opponents, a first DWZ needs %2; kept as Restpartien until %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="567"/>
        <source>%1: %2 points from %n game(s) against rated opponents, no first DWZ for a score of %3 % under %4; kept as Restpartien until %5.</source>
        <translation>
            <numerusform>%1: %2 points from %n game against rated opponents, no first DWZ for a score of %3 % under %4; kept as Restpartien until %5.</numerusform>
            <numerusform>%1: %2 points from %n games against rated opponents, no first DWZ for a score of %3 % under %4; kept as Restpartien until %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="572"/>
        <source>%1: %n game(s) against opponents without a DWZ do not count (DWZ 3.1).</source>
        <translation>
            <numerusform>%1: %n game against an opponent without a DWZ does not count (DWZ 3.1).</numerusform>
            <numerusform>%1: %n games against opponents without a DWZ do not count (DWZ 3.1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="576"/>
        <source>%1: Sonderwertung; the opponents are evaluated against %2 instead of %3 (DWZ 4.7.6).</source>
        <translation>%1: Sonderwertung; the opponents are evaluated against %2 instead of %3 (DWZ 4.7.6).</translation>
    </message>
</context>
<context>
    <name>rd::report::EvaluationTable</name>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="32"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="32"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="47"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="47"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="47"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="47"/>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="47"/>
        <source>After</source>
        <translation>After</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="48"/>
        <source>rating before the event</source>
        <translation>rating before the event</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="49"/>
        <source>rating after the event</source>
        <translation>rating after the event</translation>
    </message>
</context>
<context>
    <name>rd::report::EventReport</name>
    <message>
        <location filename="../report/EventReport.cpp" line="120"/>
        <source>Standings after round %1</source>
        <translation>Standings after round %1</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="120"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="122"/>
        <location filename="../report/EventReport.cpp" line="435"/>
        <source>Crosstable</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="122"/>
        <source>Crosstable after round %1</source>
        <translation>Crosstable after round %1</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="124"/>
        <source>Rating evaluation</source>
        <translation>Rating evaluation</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="126"/>
        <source>Record sheet</source>
        <translation>Record sheet</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="128"/>
        <source>Pairings of round %1</source>
        <translation>Pairings of round %1</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="130"/>
        <source>Pairings of round %1 by name</source>
        <translation>Pairings of round %1 by name</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="145"/>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="146"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="147"/>
        <source>Organiser</source>
        <translation>Organiser</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="148"/>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="149"/>
        <source>Chief arbiter</source>
        <translation>Chief arbiter</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="150"/>
        <source>Deputy arbiter</source>
        <translation>Deputy arbiter</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="151"/>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="152"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="154"/>
        <source>Rating system</source>
        <translation>Rating system</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="155"/>
        <source>Rule set</source>
        <translation>Rule set</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="156"/>
        <source>Rating period</source>
        <translation>Rating period</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="225"/>
        <location filename="../report/EventReport.cpp" line="266"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="225"/>
        <location filename="../report/EventReport.cpp" line="263"/>
        <location filename="../report/EventReport.cpp" line="327"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="225"/>
        <location filename="../report/EventReport.cpp" line="263"/>
        <location filename="../report/EventReport.cpp" line="327"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="226"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="226"/>
        <location filename="../report/EventReport.cpp" line="266"/>
        <location filename="../report/EventReport.cpp" line="330"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="230"/>
        <source>Tie-breaks after FIDE C.07, edition %1</source>
        <translation>Tie-breaks after FIDE C.07, edition %1</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="263"/>
        <location filename="../report/EventReport.cpp" line="327"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="288"/>
        <source>Each cell: the result of the player of the row against the player of the column; 1 won, ½ drawn, 0 lost, + / − won / lost by forfeit (not rated)</source>
        <translation>Each cell: the result of the player of the row against the player of the column; 1 won, ½ drawn, 0 lost, + / − won / lost by forfeit (not rated)</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="292"/>
        <source>Two results in a cell: both games of the two players, in the order of the rounds</source>
        <translation>Two results in a cell: both games of the two players, in the order of the rounds</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="343"/>
        <source>5w1: against no. 5 with White, won; b: with Black; ½: drawn; 0: lost</source>
        <translation>5w1: against no. 5 with White, won; b: with Black; ½: drawn; 0: lost</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="344"/>
        <source>+ / −: won / lost by forfeit (not rated); bye: no opponent, with the points given</source>
        <translation>+ / −: won / lost by forfeit (not rated); bye: no opponent, with the points given</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="347"/>
        <source>*: played, not rated (the game lasted less than one move)</source>
        <translation>*: played, not rated (the game lasted less than one move)</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="370"/>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="383"/>
        <source>One line per game, in the order the games end. Handicap 1 is an even game, 2 to 9 the stones Black places; komi is the points White receives.</source>
        <translation>One line per game, in the order the games end. Handicap 1 is an even game, 2 to 9 the stones Black places; komi is the points White receives.</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="386"/>
        <source>Winner: W (White), B (Black) or = (jigo). Type: club, tournament, internet or free (free games are not rated).</source>
        <translation>Winner: W (White), B (Black) or = (jigo). Type: club, tournament, internet or free (free games are not rated).</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="389"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="389"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="145"/>
        <location filename="../report/EventReport.cpp" line="389"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="436"/>
        <source>Ratings</source>
        <translation>Ratings</translation>
    </message>
</context>
<context>
    <name>rd::report::EventWebSite</name>
    <message>
        <location filename="../report/EventWebSite.cpp" line="48"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="52"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="55"/>
        <source>Crosstable</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="97"/>
        <source>Overview</source>
        <translation>Overview</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="126"/>
        <source>The folder %1 does not exist; nothing was written.</source>
        <translation>The folder %1 does not exist; nothing was written.</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="130"/>
        <source>The folder %1 cannot be made; nothing was written.</source>
        <translation>The folder %1 cannot be made; nothing was written.</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="136"/>
        <source>%1 cannot be written (%2).</source>
        <translation>%1 cannot be written (%2).</translation>
    </message>
</context>
<context>
    <name>rd::report::PagedPrinter</name>
    <message>
        <location filename="../report/PagedPrinter.cpp" line="49"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
</context>
<context>
    <name>rd::report::PairingExplanationText</name>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="34"/>
        <source>Board %1 (%2 – %3): %4.</source>
        <translation>Board %1 (%2 – %3): %4.</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="44"/>
        <source>as no one in the %1-point group may still meet him (C1, C3)</source>
        <translation>as no one in the %1-point group may still meet him (C1, C3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="47"/>
        <source>as he is the only player of the %1-point group</source>
        <translation>as he is the only player of the %1-point group</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="49"/>
        <source>as no opponent is left in the %1-point group: its number of players is odd and he is the last in rank order (Art. 3)</source>
        <translation>as no opponent is left in the %1-point group: its number of players is odd and he is the last in rank order (Art. 3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="52"/>
        <source>as one of the odd number of players of the %1-point group must float and the criteria (C4, C7–C21) choose him rather than the last in rank order</source>
        <translation>as one of the odd number of players of the %1-point group must float and the criteria (C4, C7–C21) choose him rather than the last in rank order</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="56"/>
        <source>as pairing more of the %1-point group would leave the players below without a legal pairing (C4) or give the bye to a higher score (C5)</source>
        <translation>as pairing more of the %1-point group would leave the players below without a legal pairing (C4) or give the bye to a higher score (C5)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="62"/>
        <source>as the %3 players of the %1-point group can make no more than %2 pairs among themselves (C1, C3, C6)</source>
        <translation>as the %3 players of the %1-point group can make no more than %2 pairs among themselves (C1, C3, C6)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="78"/>
        <source>%1 floats down from the %2-point group, %3; %4 floats up from the %5-point group to meet him</source>
        <translation>%1 floats down from the %2-point group, %3; %4 floats up from the %5-point group to meet him</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="85"/>
        <source>Paired in the %1-point group in rank order, upper half against lower half (Art. 3)</source>
        <translation>Paired in the %1-point group in rank order, upper half against lower half (Art. 3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="89"/>
        <source>Paired in the %1-point group after an exchange between its upper and lower half (Art. 3.7)</source>
        <translation>Paired in the %1-point group after an exchange between its upper and lower half (Art. 3.7)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="96"/>
        <source>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, met him before (C1)</source>
        <translation>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, met him before (C1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="100"/>
        <source>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, is kept apart from him by the arbiter (C1)</source>
        <translation>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, is kept apart from him by the arbiter (C1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="104"/>
        <source>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, must have the same colour as he (C3)</source>
        <translation>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, must have the same colour as he (C3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="110"/>
        <source>Paired in the %1-point group in a changed order: %2&apos;s opponent in rank order, %3, was allowed, but another order pairs the group better (C6–C21)</source>
        <translation>Paired in the %1-point group in a changed order: %2&apos;s opponent in rank order, %3, was allowed, but another order pairs the group better (C6–C21)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="122"/>
        <source>absolute: %1 games more with Black than with White</source>
        <translation>absolute: %1 games more with Black than with White</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="123"/>
        <source>absolute: %1 games more with White than with Black</source>
        <translation>absolute: %1 games more with White than with Black</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="124"/>
        <source>absolute: two Blacks in a row</source>
        <translation>absolute: two Blacks in a row</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="125"/>
        <source>absolute: two Whites in a row</source>
        <translation>absolute: two Whites in a row</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="127"/>
        <source>strong: one game more with Black than with White</source>
        <translation>strong: one game more with Black than with White</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="128"/>
        <source>strong: one game more with White than with Black</source>
        <translation>strong: one game more with White than with Black</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="130"/>
        <source>mild: Black in his last game</source>
        <translation>mild: Black in his last game</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="130"/>
        <source>mild: White in his last game</source>
        <translation>mild: White in his last game</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="134"/>
        <source>no preference yet</source>
        <translation>no preference yet</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="141"/>
        <source>Colours: both get the colour they prefer (5.2.1)</source>
        <translation>Colours: both get the colour they prefer (5.2.1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="149"/>
        <source>Colours: %1 gets %2, the colour he prefers; %3 has no preference yet (5.2.1)</source>
        <translation>Colours: %1 gets %2, the colour he prefers; %3 has no preference yet (5.2.1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="153"/>
        <source>Colours: %1 gets %2: both have an absolute preference for it, his colour difference is wider (%3 against %4) (5.2.2)</source>
        <translation>Colours: %1 gets %2: both have an absolute preference for it, his colour difference is wider (%3 against %4) (5.2.2)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="158"/>
        <source>Colours: %1 gets %2, his colour preference is stronger (%3) (5.2.2)</source>
        <translation>Colours: %1 gets %2, his colour preference is stronger (%3) (5.2.2)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="161"/>
        <source>Colours: %1 gets %2: both prefer the same colour, and the colours alternate from the latest game in which theirs differed (5.2.3)</source>
        <translation>Colours: %1 gets %2: both prefer the same colour, and the colours alternate from the latest game in which theirs differed (5.2.3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="165"/>
        <source>Colours: %1 gets %2: both prefer it and had the same colours in every game; the higher-ranked player&apos;s preference counts (5.2.4)</source>
        <translation>Colours: %1 gets %2: both prefer it and had the same colours in every game; the higher-ranked player&apos;s preference counts (5.2.4)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="173"/>
        <source>Colours: neither has a colour preference yet; %1, the higher-ranked, has an odd number (%2) and gets the initial colour, %3 (5.2.5)</source>
        <translation>Colours: neither has a colour preference yet; %1, the higher-ranked, has an odd number (%2) and gets the initial colour, %3 (5.2.5)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="178"/>
        <source>Colours: neither has a colour preference yet; %1, the higher-ranked, has an even number (%2) and gets %3, the other colour than the initial one (5.2.5)</source>
        <translation>Colours: neither has a colour preference yet; %1, the higher-ranked, has an even number (%2) and gets %3, the other colour than the initial one (5.2.5)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="192"/>
        <source>a topscorer or his opponent ends with a colour difference beyond 2 (C10)</source>
        <translation>a topscorer or his opponent ends with a colour difference beyond 2 (C10)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="196"/>
        <source>a topscorer or his opponent gets the same colour a third time in a row (C11)</source>
        <translation>a topscorer or his opponent gets the same colour a third time in a row (C11)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="208"/>
        <source>%1 does not get his strong colour preference (C12, C13)</source>
        <translation>%1 does not get his strong colour preference (C12, C13)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="209"/>
        <source>%1 does not get his colour preference (C12)</source>
        <translation>%1 does not get his colour preference (C12)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="216"/>
        <source>%1 floated down in the round before too (C14)</source>
        <translation>%1 floated down in the round before too (C14)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="219"/>
        <source>%1 floated up in the round before too (C15)</source>
        <translation>%1 floated up in the round before too (C15)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="222"/>
        <source>%1 floated down two rounds before too (C16)</source>
        <translation>%1 floated down two rounds before too (C16)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="225"/>
        <source>%1 floated up two rounds before too (C17)</source>
        <translation>%1 floated up two rounds before too (C17)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="233"/>
        <source>Accepted: %1</source>
        <translation>Accepted: %1</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="241"/>
        <source>the players with fewer points are all needed to pair everyone (C4)</source>
        <translation>the players with fewer points are all needed to pair everyone (C4)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="244"/>
        <source>lowest score group (score %1)</source>
        <translation>lowest score group (score %1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="250"/>
        <source>lowest score of those who may take it (score %1; %2 with fewer points had a bye or a win without playing)</source>
        <translation>lowest score of those who may take it (score %1; %2 with fewer points had a bye or a win without playing)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="256"/>
        <source>lowest rank in it</source>
        <translation>lowest rank in it</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="258"/>
        <source>fewer unplayed rounds (%1) than those ranked below him (C9)</source>
        <translation>fewer unplayed rounds (%1) than those ranked below him (C9)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="261"/>
        <source>the players ranked below him are paired, as the pairing of his group needs (C6–C21)</source>
        <translation>the players ranked below him are paired, as the pairing of his group needs (C6–C21)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="265"/>
        <source>has not had a bye nor scored a win without playing</source>
        <translation>has not had a bye nor scored a win without playing</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="266"/>
        <source>Bye to %1: %2 (%3).</source>
        <translation>Bye to %1: %2 (%3).</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="279"/>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="285"/>
        <source>no legal pairing exists: the field is odd and no player may take the pairing-allocated bye (each has had one, or scored a win without playing)</source>
        <translation>no legal pairing exists: the field is odd and no player may take the pairing-allocated bye (each has had one, or scored a win without playing)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="291"/>
        <source>the pairing-allocated bye</source>
        <translation>the pairing-allocated bye</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="293"/>
        <source>no legal pairing exists: players %1 cannot all be paired with the opponents they may still meet</source>
        <translation>no legal pairing exists: players %1 cannot all be paired with the opponents they may still meet</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="296"/>
        <source>no legal pairing exists: players %1 cannot all be paired: apart from one another, all that is left to them is %2</source>
        <translation>no legal pairing exists: players %1 cannot all be paired: apart from one another, all that is left to them is %2</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="298"/>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="300"/>
        <source>, and the pairing-allocated bye may go to none of them</source>
        <translation>, and the pairing-allocated bye may go to none of them</translation>
    </message>
</context>
<context>
    <name>rd::report::PairingList</name>
    <message>
        <location filename="../report/PairingList.cpp" line="39"/>
        <source>(not rated)</source>
        <translation>(not rated)</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <location filename="../report/PairingList.cpp" line="74"/>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <location filename="../report/PairingList.cpp" line="107"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <location filename="../report/PairingList.cpp" line="74"/>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="74"/>
        <location filename="../report/PairingList.cpp" line="108"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="90"/>
        <location filename="../report/PairingList.cpp" line="112"/>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="90"/>
        <location filename="../report/PairingList.cpp" line="112"/>
        <source>bye asked for</source>
        <translation>bye asked for</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
</context>
<context>
    <name>rd::report::PlayerCard</name>
    <message>
        <location filename="../report/PlayerCard.cpp" line="45"/>
        <location filename="../report/PlayerCard.cpp" line="64"/>
        <source>Rating history</source>
        <translation>Rating history</translation>
    </message>
    <message>
        <location filename="../report/PlayerCard.cpp" line="50"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../report/PlayerCard.cpp" line="53"/>
        <source>No game.</source>
        <translation>No game.</translation>
    </message>
</context>
<context>
    <name>rd::report::RatingStateText</name>
    <message>
        <location filename="../report/RatingStateText.cpp" line="58"/>
        <source>first rating</source>
        <translation>first rating</translation>
    </message>
    <message>
        <location filename="../report/RatingStateText.cpp" line="63"/>
        <source>promoted to %1</source>
        <translation>promoted to %1</translation>
    </message>
    <message>
        <location filename="../report/RatingStateText.cpp" line="65"/>
        <source>demoted to %1</source>
        <translation>demoted to %1</translation>
    </message>
</context>
<context>
    <name>rd::store::DatabaseBackup</name>
    <message>
        <location filename="../engine/store/BackupFiles.cpp" line="45"/>
        <source>%1 exists already; a backup never replaces a file. Choose a new name.</source>
        <translation>%1 exists already; a backup never replaces a file. Choose a new name.</translation>
    </message>
    <message>
        <location filename="../engine/store/BackupFiles.cpp" line="58"/>
        <source>The disk is full; the backup %1 was not written. Make room and try again.</source>
        <translation>The disk is full; the backup %1 was not written. Make room and try again.</translation>
    </message>
    <message>
        <location filename="../engine/store/BackupFiles.cpp" line="61"/>
        <source>The backup %1 could not be written; check that its folder exists and can be written to.</source>
        <translation>The backup %1 could not be written; check that its folder exists and can be written to.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="96"/>
        <source>%1 is not a ratingdesk backup, or it is damaged; nothing was restored.</source>
        <translation>%1 is not a ratingdesk backup, or it is damaged; nothing was restored.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="108"/>
        <source>%1 is damaged (SQLite&apos;s integrity check finds faults in it); nothing was restored. Restore an older backup.</source>
        <translation>%1 is damaged (SQLite&apos;s integrity check finds faults in it); nothing was restored. Restore an older backup.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="122"/>
        <source>%1 was written by a newer ratingdesk (database version %2; this one knows up to %3); restore it with that version.</source>
        <translation>%1 was written by a newer ratingdesk (database version %2; this one knows up to %3); restore it with that version.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="150"/>
        <source>There is no backup at %1.</source>
        <translation>There is no backup at %1.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="168"/>
        <source>The folder of %1 does not exist; restore into a new file in an existing folder.</source>
        <translation>The folder of %1 does not exist; restore into a new file in an existing folder.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="173"/>
        <source>%1 exists already; a backup is restored only into a new database, never over one. Choose a new name.</source>
        <translation>%1 exists already; a backup is restored only into a new database, never over one. Choose a new name.</translation>
    </message>
    <message>
        <location filename="../engine/store/BackupFiles.cpp" line="140"/>
        <source>%1 was left as it is: before it is brought up to this version of ratingdesk, a backup of it is written to %2, and that failed. %3</source>
        <translation>%1 was left as it is: before it is brought up to this version of ratingdesk, a backup of it is written to %2, and that failed. %3</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="215"/>
        <source>The number of backups kept before a re-rating must be from 0 (none) to %1, not %2.</source>
        <translation>The number of backups kept before a re-rating must be from 0 (none) to %1, not %2.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="251"/>
        <source>Nothing was saved: before ratings already stored change, a backup of the database is written to %1, and that failed. %2 To go on without these backups, turn them off (ratingdesk-cli db keep-backups 0).</source>
        <translation>Nothing was saved: before ratings already stored change, a backup of the database is written to %1, and that failed. %2 To go on without these backups, turn them off (ratingdesk-cli db keep-backups 0).</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="270"/>
        <source>Nothing was deleted: before a rated event is deleted, a backup of the database is written to %1, and that failed. %2</source>
        <translation>Nothing was deleted: before a rated event is deleted, a backup of the database is written to %1, and that failed. %2</translation>
    </message>
</context>
<context>
    <name>rd::store::DatabaseError</name>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="130"/>
        <source>No event has the number %1.</source>
        <translation>No event has the number %1.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="137"/>
        <source>No player has the number %1.</source>
        <translation>No player has the number %1.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="154"/>
        <source>Another player already has this federation id.</source>
        <translation>Another player already has this federation id.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="157"/>
        <source>The database is in use by another program; try again in a moment.</source>
        <translation>The database is in use by another program; try again in a moment.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="160"/>
        <source>It is no longer in the database; perhaps it was deleted meanwhile.</source>
        <translation>It is no longer in the database; perhaps it was deleted meanwhile.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="163"/>
        <source>The database was written by a newer ratingdesk; open it with that version.</source>
        <translation>The database was written by a newer ratingdesk; open it with that version.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="167"/>
        <source>The file is not a ratingdesk database.</source>
        <translation>The file is not a ratingdesk database.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="170"/>
        <source>The database is damaged; nothing was saved. Open it read-only to look at it, and restore the last backup to go on working.</source>
        <translation>The database is damaged; nothing was saved. Open it read-only to look at it, and restore the last backup to go on working.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="208"/>
        <source>ratingdesk met a problem it did not expect; what was saved before is kept. If it happens again, tell the people who look after ratingdesk what you did.</source>
        <translation>ratingdesk met a problem it did not expect; what was saved before is kept. If it happens again, tell the people who look after ratingdesk what you did.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="40"/>
        <source>There is no database at %1. Check the name and the folder; a new database is made only by creating one.</source>
        <translation>There is no database at %1. Check the name and the folder; a new database is made only by creating one.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="44"/>
        <source>%1 is a folder, not a database; name the database file in it.</source>
        <translation>%1 is a folder, not a database; name the database file in it.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="47"/>
        <source>You may not read %1; ask whoever owns the file to let you read it.</source>
        <translation>You may not read %1; ask whoever owns the file to let you read it.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="50"/>
        <source>%1 is an empty file, not a ratingdesk database; it was left as it was.</source>
        <translation>%1 is an empty file, not a ratingdesk database; it was left as it was.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="53"/>
        <source>%1 is not a ratingdesk database (nor any database ratingdesk can read, or its first bytes are damaged); it was left as it was. Choose the database file.</source>
        <translation>%1 is not a ratingdesk database (nor any database ratingdesk can read, or its first bytes are damaged); it was left as it was. Choose the database file.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="57"/>
        <source>%1 is damaged so that it cannot be read; restore the last backup.</source>
        <translation>%1 is damaged so that it cannot be read; restore the last backup.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="60"/>
        <source>%1 is damaged; ratingdesk changes nothing in it. It can still be opened read-only; to go on working, restore the last backup.</source>
        <translation>%1 is damaged; ratingdesk changes nothing in it. It can still be opened read-only; to go on working, restore the last backup.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="117"/>
        <location filename="../engine/store/SchemaMigration.cpp" line="173"/>
        <source>There is already a database at %1; choose another name, or open it.</source>
        <translation>There is already a database at %1; choose another name, or open it.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="121"/>
        <source>You may not change %1 (the file or its folder is read-only); it can be opened read-only.</source>
        <translation>You may not change %1 (the file or its folder is read-only); it can be opened read-only.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="126"/>
        <source>The folder of %1 cannot be made; choose a folder you may write to.</source>
        <translation>The folder of %1 cannot be made; choose a folder you may write to.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="89"/>
        <source>%1 is a database of another program, not a ratingdesk one; it was left as it was. Choose the ratingdesk database file.</source>
        <translation>%1 is a database of another program, not a ratingdesk one; it was left as it was. Choose the ratingdesk database file.</translation>
    </message>
    <message>
        <location filename="../engine/store/SchemaMigration.cpp" line="80"/>
        <source>%1 could not be brought to this version of ratingdesk: some of its rows refer to rows that are missing. Nothing was changed.</source>
        <translation>%1 could not be brought to this version of ratingdesk: some of its rows refer to rows that are missing. Nothing was changed.</translation>
    </message>
    <message>
        <location filename="../engine/store/SchemaMigration.cpp" line="152"/>
        <source>%1 is a database of another program, not a ratingdesk one; it was left as it was. Choose the ratingdesk database.</source>
        <translation>%1 is a database of another program, not a ratingdesk one; it was left as it was. Choose the ratingdesk database.</translation>
    </message>
    <message>
        <location filename="../engine/store/SchemaMigration.cpp" line="167"/>
        <source>There is no ratingdesk database at %1 yet; create one there first.</source>
        <translation>There is no ratingdesk database at %1 yet; create one there first.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="121"/>
        <source>%1 was written by an older ratingdesk and must be brought up to date before it can be read, which needs write access: open it once where you may change it.</source>
        <translation>%1 was written by an older ratingdesk and must be brought up to date before it can be read, which needs write access: open it once where you may change it.</translation>
    </message>
    <message>
        <location filename="../engine/store/Connection.cpp" line="356"/>
        <source>%1 is damaged; nothing was changed. It can still be opened read-only; to go on working, restore the last backup.</source>
        <translation>%1 is damaged; nothing was changed. It can still be opened read-only; to go on working, restore the last backup.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="174"/>
        <source>The disk is full; nothing was saved. Make room and try again.</source>
        <translation>The disk is full; nothing was saved. Make room and try again.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="177"/>
        <source>The database cannot be written to; it is read-only.</source>
        <translation>The database cannot be written to; it is read-only.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="180"/>
        <source>The database has changed since this preview was made; look at the preview again and save once more.</source>
        <translation>The database has changed since this preview was made; look at the preview again and save once more.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="184"/>
        <source>The database server cannot be reached or does not let us in; check the address, the user and the password (PGPASSWORD).</source>
        <translation>The database server cannot be reached or does not let us in; check the address, the user and the password (PGPASSWORD).</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="188"/>
        <source>The connection to the database server was lost; what was being saved may or may not have been saved. Connect again and look before you repeat it.</source>
        <translation>The connection to the database server was lost; what was being saved may or may not have been saved. Connect again and look before you repeat it.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="196"/>
        <source>The database refused the change; nothing was saved.</source>
        <translation>The database refused the change; nothing was saved.</translation>
    </message>
    <message>
        <location filename="../engine/store/Connection.cpp" line="87"/>
        <source>Qt&apos;s SQLite driver here uses SQLite %1, but ratingdesk was built with SQLite %2; install the ratingdesk built for this Qt.</source>
        <translation>Qt&apos;s SQLite driver here uses SQLite %1, but ratingdesk was built with SQLite %2; install the ratingdesk built for this Qt.</translation>
    </message>
    <message>
        <location filename="../engine/store/Connection.cpp" line="126"/>
        <source>ratingdesk cannot reach database servers here: Qt&apos;s PostgreSQL driver is not installed (on Debian: libqt6sql6-psql).</source>
        <translation>ratingdesk cannot reach database servers here: Qt&apos;s PostgreSQL driver is not installed (on Debian: libqt6sql6-psql).</translation>
    </message>
    <message>
        <location filename="../engine/store/Connection.cpp" line="140"/>
        <source>The database server of %1 cannot be reached or does not let us in; check the address, the user and the password (PGPASSWORD).</source>
        <translation>The database server of %1 cannot be reached or does not let us in; check the address, the user and the password (PGPASSWORD).</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="109"/>
        <source>%1 was written by a newer ratingdesk (database version %2; this one knows up to %3). Open it with that version.</source>
        <translation>%1 was written by a newer ratingdesk (database version %2; this one knows up to %3). Open it with that version.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerRepository.cpp" line="197"/>
        <source>Another player (%1, no. %2) already has the %3 %4.</source>
        <translation>Another player (%1, no. %2) already has the %3 %4.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerRepository.cpp" line="258"/>
        <source>%1 (no. %2) is no longer in the list of players; remove him from the event and add him again.</source>
        <translation>%1 (no. %2) is no longer in the list of players; remove him from the event and add him again.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseCopy.cpp" line="128"/>
        <source>%1 already holds players, events or rating lists; copy into a new, empty database.</source>
        <translation>%1 already holds players, events or rating lists; copy into a new, empty database.</translation>
    </message>
    <message>
        <location filename="../engine/store/Location.cpp" line="23"/>
        <source>%1 is not a database address ratingdesk understands: write postgresql://user@host:port/database, with the password in PGPASSWORD.</source>
        <translation>%1 is not a database address ratingdesk understands: write postgresql://user@host:port/database, with the password in PGPASSWORD.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventRepository.cpp" line="266"/>
        <source>%1 (no. %2) is in the event twice; remove one of them.</source>
        <translation>%1 (no. %2) is in the event twice; remove one of them.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventRepository.cpp" line="240"/>
        <source>A game or bye names a player who is not in the event&apos;s player list; the event is kept as typed until the list has him.</source>
        <translation>A game or bye names a player who is not in the event&apos;s player list; the event is kept as typed until the list has him.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventRepository.cpp" line="252"/>
        <source>An order of tied players names a player who is not in the event&apos;s player list; order the ties again.</source>
        <translation>An order of tied players names a player who is not in the event&apos;s player list; order the ties again.</translation>
    </message>
    <message>
        <location filename="../engine/store/BusyWait.cpp" line="42"/>
        <source>%1 is in use by another program; waiting for it…</source>
        <translation>%1 is in use by another program; waiting for it…</translation>
    </message>
</context>
<context>
    <name>rd::store::EditingLocks</name>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="59"/>
        <location filename="../engine/store/EditingLocks.cpp" line="96"/>
        <source>someone</source>
        <translation>someone</translation>
    </message>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="66"/>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="97"/>
        <source>another desktop</source>
        <translation>another desktop</translation>
    </message>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="181"/>
        <source>%1 has been editing this event since %2; you see it read-only until they close it.</source>
        <translation>%1 has been editing this event since %2; you see it read-only until they close it.</translation>
    </message>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="189"/>
        <source>%1 has been editing this event since %2; it can be rated or deleted once they close it.</source>
        <translation>%1 has been editing this event since %2; it can be rated or deleted once they close it.</translation>
    </message>
</context>
<context>
    <name>rd::store::EventExport</name>
    <message>
        <location filename="../engine/store/EventExport.cpp" line="29"/>
        <source>The file for the DSB is not written; it rates only games that have a result. %1</source>
        <translation>The file for the DSB is not written; it rates only games that have a result. %1</translation>
    </message>
</context>
<context>
    <name>rd::store::EventLifecycle</name>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="144"/>
        <source>Record sheet %1</source>
        <translation>Record sheet %1</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="144"/>
        <source>Event %1</source>
        <translation>Event %1</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="174"/>
        <source>%1 (copy)</source>
        <translation>%1 (copy)</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="239"/>
        <source>&quot;%1&quot; is rated: it changes only when the evaluation of its correction is saved.</source>
        <translation>&quot;%1&quot; is rated: it changes only when the evaluation of its correction is saved.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="277"/>
        <source>&quot;%1&quot; is not rated; nothing was changed. %2</source>
        <translation>&quot;%1&quot; is not rated; nothing was changed. %2</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="314"/>
        <source>&quot;%1&quot; is a draft, not yet rated: it is edited as it is, without a correction.</source>
        <translation>&quot;%1&quot; is a draft, not yet rated: it is edited as it is, without a correction.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="344"/>
        <source>&quot;%1&quot; is a draft, not a correction; delete it instead.</source>
        <translation>&quot;%1&quot; is a draft, not a correction; delete it instead.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="359"/>
        <source>&quot;%1&quot; is a draft: its details change in its editor.</source>
        <translation>&quot;%1&quot; is a draft: its details change in its editor.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="362"/>
        <source>&quot;%1&quot; is being corrected: change its details in the correction, or discard the correction first.</source>
        <translation>&quot;%1&quot; is being corrected: change its details in the correction, or discard the correction first.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="366"/>
        <source>The sections of &quot;%1&quot; decide its ratings: they change only with a correction.</source>
        <translation>The sections of &quot;%1&quot; decide its ratings: they change only with a correction.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="420"/>
        <source>&quot;%1&quot; is rated: its deletion changes later ratings, which are shown first.</source>
        <translation>&quot;%1&quot; is rated: its deletion changes later ratings, which are shown first.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="481"/>
        <source>&quot;%1&quot; is rated; only a draft is paired.</source>
        <translation>&quot;%1&quot; is rated; only a draft is paired.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="485"/>
        <source>&quot;%1&quot; is a Go event; the Dutch system pairs chess events only.</source>
        <translation>&quot;%1&quot; is a Go event; the Dutch system pairs chess events only.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="488"/>
        <source>&quot;%1&quot; has entries typed but not finished; finish or clear them before pairing.</source>
        <translation>&quot;%1&quot; has entries typed but not finished; finish or clear them before pairing.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="496"/>
        <source>&quot;%1&quot; as typed is not yet valid (%2); correct it before pairing.</source>
        <translation>&quot;%1&quot; as typed is not yet valid (%2); correct it before pairing.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="514"/>
        <source>Round %1 of &quot;%2&quot; is not complete: %3 against %4 has no result yet (boards without one: %5); enter the results before pairing round %6.</source>
        <translation>Round %1 of &quot;%2&quot; is not complete: %3 against %4 has no result yet (boards without one: %5); enter the results before pairing round %6.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="524"/>
        <source>All %1 rounds of &quot;%2&quot; are paired.</source>
        <translation>All %1 rounds of &quot;%2&quot; are paired.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="528"/>
        <source>&quot;%1&quot; cannot be paired: %2</source>
        <translation>&quot;%1&quot; cannot be paired: %2</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="532"/>
        <source>The pairing found for round %1 of &quot;%2&quot; breaks a rule of C.04.3 and is not stored.</source>
        <translation>The pairing found for round %1 of &quot;%2&quot; breaks a rule of C.04.3 and is not stored.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="608"/>
        <source>%1 has &quot;%2&quot; open; the players can be merged or split once they close it.</source>
        <translation>%1 has &quot;%2&quot; open; the players can be merged or split once they close it.</translation>
    </message>
</context>
<context>
    <name>rd::store::ImportService</name>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="94"/>
        <source>%1 has the %2 %3, which line %4 gives to another player already.</source>
        <translation>%1 has the %2 %3, which line %4 gives to another player already.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="106"/>
        <source>%1 with the same birth date is on line %2 already.</source>
        <translation>%1 with the same birth date is on line %2 already.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="143"/>
        <source>Event &quot;%1&quot; becomes a draft; players: %2.</source>
        <translation>Event &quot;%1&quot; becomes a draft; players: %2.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="149"/>
        <source>%1 is taken for the player with that US Chess id in the database (no. %2).</source>
        <translation>%1 is taken for the player with that US Chess id in the database (no. %2).</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="152"/>
        <source>%1 is taken for the player of that name and birth date in the database (no. %2).</source>
        <translation>%1 is taken for the player of that name and birth date in the database (no. %2).</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="118"/>
        <source>the same federation id</source>
        <translation>the same federation id</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="120"/>
        <source>the same name and birth date</source>
        <translation>the same name and birth date</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="123"/>
        <source>the same name and birth year</source>
        <translation>the same name and birth year</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="129"/>
        <source>the same name, neither with a birth date</source>
        <translation>the same name, neither with a birth date</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="167"/>
        <source>%1 is added.</source>
        <translation>%1 is added.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="171"/>
        <source>%1 is added as a new player, although %2 has the same name; if they are one person, merge them (Edit &gt; Merge players…).</source>
        <translation>%1 is added as a new player, although %2 has the same name; if they are one person, merge them (Edit &gt; Merge players…).</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="179"/>
        <source>%1 is already in the database as %2 (%3); what the list adds is added to him.</source>
        <translation>%1 is already in the database as %2 (%3); what the list adds is added to him.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="186"/>
        <source>%1 is already in the database as %2 (%3); nothing changes.</source>
        <translation>%1 is already in the database as %2 (%3); nothing changes.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="198"/>
        <source>Imported event %1 (draft): %2</source>
        <translation>Imported event %1 (draft): %2</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="202"/>
        <source>Imported players: %1 added, %2 updated, %3 unchanged (%4).</source>
        <translation>Imported players: %1 added, %2 updated, %3 unchanged (%4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/store/ImportService.cpp" line="211"/>
        <source>%n added beside a player of the same name: merge them if they are one person.</source>
        <translation>
            <numerusform>%n added beside a player of the same name: merge them if they are one person.</numerusform>
            <numerusform>%n added beside players of the same name: merge those who are one person.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="272"/>
        <source>%1 is not a format that can be imported (csv, json, trf, h9).</source>
        <translation>%1 is not a format that can be imported (csv, json, trf, h9).</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="346"/>
        <source>%1: the ids of this line belong to two different players of the database.</source>
        <translation>%1: the ids of this line belong to two different players of the database.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="387"/>
        <source>%1 (born %2)</source>
        <translation>%1 (born %2)</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="388"/>
        <source>%1 (no. %2)</source>
        <translation>%1 (no. %2)</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="393"/>
        <source>%1 (line %2)</source>
        <translation>%1 (line %2)</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="423"/>
        <source>The players in the database changed while the list was being imported; import it again to see what it does now.</source>
        <translation>The players in the database changed while the list was being imported; import it again to see what it does now.</translation>
    </message>
</context>
<context>
    <name>rd::store::PlayerMerge</name>
    <message>
        <location filename="../engine/store/PlayerMerge.cpp" line="69"/>
        <source>The database changed since the merge was shown; choose Merge again to see what it does now.</source>
        <translation>The database changed since the merge was shown; choose Merge again to see what it does now.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerMerge.cpp" line="108"/>
        <source>The database changed while the split was shown; choose Edit &gt; Undo again to see what it does now.</source>
        <translation>The database changed while the split was shown; choose Edit &gt; Undo again to see what it does now.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerMerge.cpp" line="121"/>
        <source>Choose two different players to merge.</source>
        <translation>Choose two different players to merge.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerMerge.cpp" line="133"/>
        <source>%1 and %2 both play in &quot;%3&quot;: two players of one event cannot be one player.</source>
        <translation>%1 and %2 both play in &quot;%3&quot;: two players of one event cannot be one player.</translation>
    </message>
</context>
<context>
    <name>rd::store::SessionLock</name>
    <message>
        <location filename="../engine/store/SessionLock.cpp" line="65"/>
        <source>%1 on host %2, process %3, since %4</source>
        <translation>%1 on host %2, process %3, since %4</translation>
    </message>
    <message>
        <location filename="../engine/store/SessionLock.cpp" line="124"/>
        <source>%1 is open in %2. Close it there first, or wait until that session ends.</source>
        <translation>%1 is open in %2. Close it there first, or wait until that session ends.</translation>
    </message>
</context>
<context>
    <name>rd::ui::BackupAction</name>
    <message>
        <location filename="../ui/database/BackupAction.cpp" line="23"/>
        <source>&amp;Back up database…</source>
        <translation>&amp;Back up database…</translation>
    </message>
    <message>
        <location filename="../ui/database/BackupAction.cpp" line="38"/>
        <location filename="../ui/database/BackupAction.cpp" line="45"/>
        <source>Back up database</source>
        <translation>Back up database</translation>
    </message>
    <message>
        <location filename="../ui/database/BackupAction.cpp" line="39"/>
        <source>ratingdesk databases (*.sqlite);;All files (*)</source>
        <translation>ratingdesk databases (*.sqlite);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/database/BackupAction.cpp" line="47"/>
        <source>Backed up to %1</source>
        <translation>Backed up to %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::ChangeDetailsCommand</name>
    <message>
        <location filename="../ui/event/ChangeDetailsCommand.cpp" line="12"/>
        <source>Event details</source>
        <translation>Event details</translation>
    </message>
    <message>
        <location filename="../ui/event/ChangeDetailsCommand.cpp" line="37"/>
        <source>Changing the details</source>
        <translation>Changing the details</translation>
    </message>
    <message>
        <location filename="../ui/event/ChangeDetailsCommand.cpp" line="39"/>
        <source>Opening the event</source>
        <translation>Opening the event</translation>
    </message>
</context>
<context>
    <name>rd::ui::ChessEventEditor</name>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="317"/>
        <source>&amp;Crosstable</source>
        <translation>&amp;Crosstable</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="318"/>
        <source>&amp;Pairings</source>
        <translation>&amp;Pairings</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="367"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="389"/>
        <source>The rule set marked as default follows the end date; any other stays as chosen.</source>
        <translation>The rule set marked as default follows the end date; any other stays as chosen.</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="396"/>
        <source>Regular</source>
        <translation>Regular</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="397"/>
        <source>Quick</source>
        <translation>Quick</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="398"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="413"/>
        <source>US Chess:</source>
        <translation>US Chess:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="400"/>
        <source>Dual &amp;rated</source>
        <translation>Dual &amp;rated</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="419"/>
        <source>&amp;Last day:</source>
        <translation>&amp;Last day:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="422"/>
        <source>S&amp;ystem:</source>
        <translation>S&amp;ystem:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="425"/>
        <source>R&amp;ule set:</source>
        <translation>R&amp;ule set:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="430"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="432"/>
        <source>&amp;Start:</source>
        <translation>&amp;Start:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="446"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="452"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="452"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="452"/>
        <source>Born</source>
        <translation>Born</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="471"/>
        <source>Add player: type a name, Enter</source>
        <translation>Add player: type a name, Enter</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="473"/>
        <source>Type a name, a club or an id and choose the player with the arrow keys and Enter: from the list of players or, marked so, from the loaded rating lists. A name that neither has is a new player.</source>
        <translation>Type a name, a club or an id and choose the player with the arrow keys and Enter: from the list of players or, marked so, from the loaded rating lists. A name that neither has is a new player.</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="524"/>
        <source>Stan&amp;dings after:</source>
        <translation>Stan&amp;dings after:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="557"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="836"/>
        <source>Round after the rounds planned</source>
        <translation>Round after the rounds planned</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="837"/>
        <source>%1

Begin round %2 with &quot;%3&quot;?</source>
        <translation>%1

Begin round %2 with &quot;%3&quot;?</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="917"/>
        <source>Player from the rating list</source>
        <translation>Player from the rating list</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="918"/>
        <source>From the rating list: %1.

The list of players already has %2. Is that the same player?</source>
        <translation>From the rating list: %1.

The list of players already has %2. Is that the same player?</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="924"/>
        <source>Take %1</source>
        <translation>Take %1</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="928"/>
        <source>Add as a new player</source>
        <translation>Add as a new player</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="480"/>
        <source>Re&amp;move player</source>
        <translation>Re&amp;move player</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="545"/>
        <source>Type each result from the row&apos;s side: opponent, colour, score (5w1, 12b½, 3b=, 7w+ forfeit win, 7w- forfeit loss, bye). Enter, Tab or the arrows move on, Delete clears a cell.</source>
        <translation>Type each result from the row&apos;s side: opponent, colour, score (5w1, 12b½, 3b=, 7w+ forfeit win, 7w- forfeit loss, bye). Enter, Tab or the arrows move on, Delete clears a cell.</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="750"/>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="842"/>
        <source>Contradicting entry</source>
        <translation>Contradicting entry</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="843"/>
        <source>%1

Replace that with &quot;%2&quot;?</source>
        <translation>%1

Replace that with &quot;%2&quot;?</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="578"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="580"/>
        <source>R&amp;ound:</source>
        <translation>R&amp;ound:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="586"/>
        <source>Results: 1-0, 0-1, ½-½ or =, forfeits +--, --+, ---. Enter moves to the next board.</source>
        <translation>Results: 1-0, 0-1, ½-½ or =, forfeits +--, --+, ---. Enter moves to the next board.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/ChessEventEditor.cpp" line="703"/>
        <source>%n game(s) without a round number count for the points but have no cell.</source>
        <translation>
            <numerusform>%n game without a round number counts for the points but has no cell.</numerusform>
            <numerusform>%n games without a round number count for the points but have no cell.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="764"/>
        <source>%1 (default)</source>
        <translation>%1 (default)</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="774"/>
        <source>Event name</source>
        <translation>Event name</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="794"/>
        <source>Rating system %1</source>
        <translation>Rating system %1</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="805"/>
        <source>Rule set %1</source>
        <translation>Rule set %1</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="812"/>
        <source>US Chess system %1</source>
        <translation>US Chess system %1</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="819"/>
        <source>Dual rated</source>
        <translation>Dual rated</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="819"/>
        <source>Not dual rated</source>
        <translation>Not dual rated</translation>
    </message>
</context>
<context>
    <name>rd::ui::CrosstableModel</name>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="101"/>
        <source>Round %1: %2 – %3 %4</source>
        <translation>Round %1: %2 – %3 %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/CrosstableModel.cpp" line="128"/>
        <source>Round %1: bye for %2, %3 point(s)</source>
        <translation>
            <numerusform>Round %1: bye for %2, %3 point</numerusform>
            <numerusform>Round %1: bye for %2, %3 points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="242"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="244"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="248"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="251"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::DatabaseMenu</name>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="36"/>
        <source>&amp;New database…</source>
        <translation>&amp;New database…</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="38"/>
        <source>&amp;Open database…</source>
        <translation>&amp;Open database…</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="40"/>
        <source>Connect to &amp;server…</source>
        <translation>Connect to &amp;server…</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="42"/>
        <source>&amp;Recent databases</source>
        <translation>&amp;Recent databases</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="49"/>
        <source>Open read-only?</source>
        <translation>Open read-only?</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="50"/>
        <source>%1

Open it read-only? You can look at everything, but change nothing.</source>
        <translation>%1

Open it read-only? You can look at everything, but change nothing.</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="57"/>
        <source>Cannot open the database</source>
        <translation>Cannot open the database</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="70"/>
        <source>New database</source>
        <translation>New database</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="70"/>
        <location filename="../ui/database/DatabaseMenu.cpp" line="78"/>
        <source>ratingdesk databases (*.sqlite)</source>
        <translation>ratingdesk databases (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="78"/>
        <source>Open database</source>
        <translation>Open database</translation>
    </message>
</context>
<context>
    <name>rd::ui::DateField</name>
    <message>
        <location filename="../ui/widgets/DateField.cpp" line="79"/>
        <source>Choose from a calendar (%1)</source>
        <translation>Choose from a calendar (%1)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/DateField.cpp" line="181"/>
        <source>Write the date as %1, %2 or %3.</source>
        <translation>Write the date as %1, %2 or %3.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/DateField.cpp" line="182"/>
        <source>Write the date as %1 or %2.</source>
        <translation>Write the date as %1 or %2.</translation>
    </message>
</context>
<context>
    <name>rd::ui::DeleteDraftCommand</name>
    <message>
        <location filename="../ui/event/DeleteDraftCommand.cpp" line="11"/>
        <source>Delete draft &quot;%1&quot;</source>
        <translation>Delete draft &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/event/DeleteDraftCommand.cpp" line="29"/>
        <source>Deleting the draft</source>
        <translation>Deleting the draft</translation>
    </message>
    <message>
        <location filename="../ui/event/DeleteDraftCommand.cpp" line="39"/>
        <source>Bringing the draft back</source>
        <translation>Bringing the draft back</translation>
    </message>
    <message>
        <location filename="../ui/event/DeleteDraftCommand.cpp" line="47"/>
        <source>Opening the draft</source>
        <translation>Opening the draft</translation>
    </message>
</context>
<context>
    <name>rd::ui::EditCommands</name>
    <message>
        <location filename="../ui/event/EditCommands.cpp" line="37"/>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <location filename="../ui/event/EditCommands.cpp" line="39"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <location filename="../ui/event/EditCommands.cpp" line="41"/>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <location filename="../ui/event/EditCommands.cpp" line="43"/>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
</context>
<context>
    <name>rd::ui::EditMenu</name>
    <message>
        <location filename="../ui/window/EditMenu.cpp" line="38"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../ui/window/EditMenu.cpp" line="42"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../ui/window/EditMenu.cpp" line="72"/>
        <source>&amp;Find player</source>
        <translation>&amp;Find player</translation>
    </message>
</context>
<context>
    <name>rd::ui::ErrorReport</name>
    <message>
        <location filename="../ui/widgets/ErrorReport.cpp" line="10"/>
        <source>%1 did not succeed. %2</source>
        <translation>%1 did not succeed. %2</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventActions</name>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="45"/>
        <source>New &amp;chess event</source>
        <translation>New &amp;chess event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="48"/>
        <source>New &amp;Go event</source>
        <translation>New &amp;Go event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="51"/>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="53"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicate</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="55"/>
        <source>Deta&amp;ils…</source>
        <translation>Deta&amp;ils…</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="57"/>
        <source>Co&amp;rrect…</source>
        <translation>Co&amp;rrect…</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="61"/>
        <source>De&amp;lete…</source>
        <translation>De&amp;lete…</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="63"/>
        <source>Pre&amp;view</source>
        <translation>Pre&amp;view</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="68"/>
        <source>&amp;Save evaluation</source>
        <translation>&amp;Save evaluation</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="76"/>
        <source>Draft kept</source>
        <translation>Draft kept</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="88"/>
        <location filename="../ui/event/EventActions.cpp" line="138"/>
        <source>Choose an event to see its evaluation.</source>
        <translation>Choose an event to see its evaluation.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="158"/>
        <source>Opening the event</source>
        <translation>Opening the event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="172"/>
        <source>Creating the event</source>
        <translation>Creating the event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="187"/>
        <source>Duplicating the event</source>
        <translation>Duplicating the event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="209"/>
        <location filename="../ui/event/EventActions.cpp" line="221"/>
        <source>Event details</source>
        <translation>Event details</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="245"/>
        <source>Details kept; the ratings stay as they are (%1 takes the change back)</source>
        <translation>Details kept; the ratings stay as they are (%1 takes the change back)</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="269"/>
        <source>Correcting the event</source>
        <translation>Correcting the event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="260"/>
        <source>Correcting &quot;%1&quot;: the rated evaluation stays until the correction is saved.</source>
        <translation>Correcting &quot;%1&quot;: the rated evaluation stays until the correction is saved.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="291"/>
        <source>Discard the correction</source>
        <translation>Discard the correction</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="292"/>
        <source>Discard the correction? The rated event stays as it is.</source>
        <translation>Discard the correction? The rated event stays as it is.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="297"/>
        <source>Discarding the correction</source>
        <translation>Discarding the correction</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="327"/>
        <source>Not rated; the draft is kept as typed. %1</source>
        <translation>Not rated; the draft is kept as typed. %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="343"/>
        <location filename="../ui/event/EventActions.cpp" line="346"/>
        <source>Save evaluation</source>
        <translation>Save evaluation</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/EventActions.cpp" line="347"/>
        <source>Saving also changes %n rating(s), listed below. Save?</source>
        <translation>
            <numerusform>Saving also changes %n rating, listed below. Save?</numerusform>
            <numerusform>Saving also changes %n ratings, listed below. Save?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="353"/>
        <source>Saving the evaluation</source>
        <translation>Saving the evaluation</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="361"/>
        <source>Evaluation saved</source>
        <translation>Evaluation saved</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="374"/>
        <location filename="../ui/event/EventActions.cpp" line="408"/>
        <location filename="../ui/event/EventActions.cpp" line="420"/>
        <source>Deleting the event</source>
        <translation>Deleting the event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="378"/>
        <source>Event being edited</source>
        <translation>Event being edited</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="390"/>
        <source>Delete the draft</source>
        <translation>Delete the draft</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="391"/>
        <source>Delete the draft &quot;%1&quot;? Edit &gt; Undo brings it back while this window is open.</source>
        <translation>Delete the draft &quot;%1&quot;? Edit &gt; Undo brings it back while this window is open.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="399"/>
        <source>Draft &quot;%1&quot; deleted (%2 brings it back)</source>
        <translation>Draft &quot;%1&quot; deleted (%2 brings it back)</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="411"/>
        <source>Delete the rated event</source>
        <translation>Delete the rated event</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/EventActions.cpp" line="412"/>
        <source>Delete the rated event &quot;%1&quot;? This cannot be undone; %n later rating(s) change.</source>
        <translation>
            <numerusform>Delete the rated event &quot;%1&quot;? This cannot be undone; %n later rating changes.</numerusform>
            <numerusform>Delete the rated event &quot;%1&quot;? This cannot be undone; %n later ratings change.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="423"/>
        <source>&quot;%1&quot; deleted. The database as it was before is kept in %2.</source>
        <translation>&quot;%1&quot; deleted. The database as it was before is kept in %2.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="426"/>
        <source>&quot;%1&quot; deleted</source>
        <translation>&quot;%1&quot; deleted</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="439"/>
        <source>Evaluation not saved</source>
        <translation>Evaluation not saved</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="440"/>
        <source>The evaluation of &quot;%1&quot; is not saved yet. What you typed is kept and opens again from the events list. Quit anyway?</source>
        <translation>The evaluation of &quot;%1&quot; is not saved yet. What you typed is kept and opens again from the events list. Quit anyway?</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventChoice</name>
    <message>
        <location filename="../ui/event/EventChoice.cpp" line="86"/>
        <location filename="../ui/event/EventChoice.cpp" line="139"/>
        <source>Reading the event</source>
        <translation>Reading the event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventChoice.cpp" line="117"/>
        <source>“%1” is not written while a field holds text that is not part of it:
%2</source>
        <translation>“%1” is not written while a field holds text that is not part of it:
%2</translation>
    </message>
    <message>
        <location filename="../ui/event/EventChoice.cpp" line="126"/>
        <source>Choose an event first.</source>
        <translation>Choose an event first.</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventDraft</name>
    <message>
        <location filename="../ui/event/EventDraft.cpp" line="82"/>
        <source>This event is rated and is not changed here; choose Event &gt; Correct… to correct it.</source>
        <translation>This event is rated and is not changed here; choose Event &gt; Correct… to correct it.</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventListModel</name>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="42"/>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="43"/>
        <source>rated, being corrected</source>
        <translation>rated, being corrected</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="43"/>
        <source>rated</source>
        <translation>rated</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="82"/>
        <source>%1, being edited by %2</source>
        <translation>%1, being edited by %2</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="91"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="91"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="91"/>
        <source>Ends</source>
        <translation>Ends</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="91"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="91"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="130"/>
        <location filename="../ui/event/EventListModel.cpp" line="133"/>
        <source>Listing the events</source>
        <translation>Listing the events</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventPropertiesDialog</name>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="133"/>
        <source>Event details</source>
        <translation>Event details</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="136"/>
        <source>&amp;General</source>
        <translation>&amp;General</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="149"/>
        <source>&amp;US Chess</source>
        <translation>&amp;US Chess</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="151"/>
        <source>e.g. G/60;d5 or 40/90,SD/30;d5</source>
        <translation>e.g. G/60;d5 or 40/90,SD/30;d5</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="193"/>
        <source>e.g. 26/03/14, 26/03/14, 26/03/15</source>
        <translation>e.g. 26/03/14, 26/03/14, 26/03/15</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="194"/>
        <source>The date of each round in order, separated by commas, as a FIDE TRF file writes them (year/month/day); leave a place empty for a round without a date.</source>
        <translation>The date of each round in order, separated by commas, as a FIDE TRF file writes them (year/month/day); leave a place empty for a round without a date.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="55"/>
        <source>e.g. GER</source>
        <translation>e.g. GER</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="66"/>
        <source>e.g. 90 min/40 moves + 30 min + 30 s/move</source>
        <translation>e.g. 90 min/40 moves + 30 min + 30 s/move</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="186"/>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="321"/>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="323"/>
        <source>not given</source>
        <translation>not given</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="49"/>
        <source>&amp;Organiser or club</source>
        <translation>&amp;Organiser or club</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="51"/>
        <source>&amp;Place</source>
        <translation>&amp;Place</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="53"/>
        <source>&amp;Federation</source>
        <translation>&amp;Federation</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="56"/>
        <source>&amp;Chief arbiter</source>
        <translation>&amp;Chief arbiter</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="58"/>
        <source>Chief arbiter&apos;s &amp;id</source>
        <translation>Chief arbiter&apos;s &amp;id</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="60"/>
        <source>his id with the federation the event goes to</source>
        <translation>his id with the federation the event goes to</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="62"/>
        <source>&amp;Deputy arbiter</source>
        <translation>&amp;Deputy arbiter</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="64"/>
        <source>&amp;Time control</source>
        <translation>&amp;Time control</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="141"/>
        <source>A, B, C or D</source>
        <translation>A, B, C or D</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="142"/>
        <source>The class the EGD rates the event in, stated in its .h9 table (CL): A for at least 60 minutes and 75 with byo-yomi.</source>
        <translation>The class the EGD rates the event in, stated in its .h9 table (CL): A for at least 60 minutes and 75 with byo-yomi.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="145"/>
        <source>EGD tournament c&amp;lass</source>
        <translation>EGD tournament c&amp;lass</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="154"/>
        <source>the chief TD&apos;s US Chess member id, 8 digits</source>
        <translation>the chief TD&apos;s US Chess member id, 8 digits</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="181"/>
        <source>Rounds planned</source>
        <translation>Rounds planned</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="189"/>
        <source>&amp;Rounds planned</source>
        <translation>&amp;Rounds planned</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="274"/>
        <source>The event is rated. Its details change no rating: OK keeps them at once, without a correction, in the event&apos;s history, and Edit &gt; Undo takes them back.</source>
        <translation>The event is rated. Its details change no rating: OK keeps them at once, without a correction, in the event&apos;s history, and Edit &gt; Undo takes them back.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="280"/>
        <source>Changes of the details since the event was rated</source>
        <translation>Changes of the details since the event was rated</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="284"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="287"/>
        <source>No change since the event was rated.</source>
        <translation>No change since the event was rated.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="288"/>
        <source>&amp;History</source>
        <translation>&amp;History</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="303"/>
        <source>%1: “%2” → “%3”</source>
        <translation>%1: “%2” → “%3”</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="319"/>
        <source>Rounds planned: %1 → %2</source>
        <translation>Rounds planned: %1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="329"/>
        <source>Round dates: “%1” → “%2”</source>
        <translation>Round dates: “%1” → “%2”</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="333"/>
        <source>EGD tournament class: “%1” → “%2”</source>
        <translation>EGD tournament class: “%1” → “%2”</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="343"/>
        <source>the tie-breaks or their rules</source>
        <translation>the tie-breaks or their rules</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="70"/>
        <source>Rating p&amp;eriod or event code</source>
        <translation>Rating p&amp;eriod or event code</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="197"/>
        <source>Round d&amp;ates</source>
        <translation>Round d&amp;ates</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="78"/>
        <source>A and 7 digits, e.g. A1234567</source>
        <translation>A and 7 digits, e.g. A1234567</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="84"/>
        <source>8 digits each, separated by commas</source>
        <translation>8 digits each, separated by commas</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="91"/>
        <source>e.g. MA</source>
        <translation>e.g. MA</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="94"/>
        <source>12345 or 12345-6789</source>
        <translation>12345 or 12345-6789</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="76"/>
        <source>&amp;Affiliate id</source>
        <translation>&amp;Affiliate id</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="80"/>
        <source>A&amp;ssistant chief TD&apos;s id</source>
        <translation>A&amp;ssistant chief TD&apos;s id</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="82"/>
        <source>&amp;Other TDs&apos; ids</source>
        <translation>&amp;Other TDs&apos; ids</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="85"/>
        <source>Sectio&amp;n</source>
        <translation>Sectio&amp;n</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="87"/>
        <source>C&amp;ity</source>
        <translation>C&amp;ity</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="89"/>
        <source>S&amp;tate</source>
        <translation>S&amp;tate</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="92"/>
        <source>&amp;ZIP code</source>
        <translation>&amp;ZIP code</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="147"/>
        <source>Tie-&amp;breaks</source>
        <translation>Tie-&amp;breaks</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventWorkspace</name>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="53"/>
        <source>Correct…</source>
        <translation>Correct…</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="56"/>
        <source>Discard the correction</source>
        <translation>Discard the correction</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="104"/>
        <source>Read-only: %1</source>
        <translation>Read-only: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="107"/>
        <source>Edit: %1</source>
        <translation>Edit: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="109"/>
        <source>Rated: %1</source>
        <translation>Rated: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="111"/>
        <source>Correct: %1</source>
        <translation>Correct: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="142"/>
        <source>Draft: every change is kept as you type. Save evaluation (%1) rates it.</source>
        <translation>Draft: every change is kept as you type. Save evaluation (%1) rates it.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="152"/>
        <source>Correcting a rated event: the stored evaluation stays until Save evaluation (%1), which first shows every later rating the correction changes.</source>
        <translation>Correcting a rated event: the stored evaluation stays until Save evaluation (%1), which first shows every later rating the correction changes.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="147"/>
        <source>This event is rated and is shown read-only. To change a result, choose Correct…: nothing changes until the corrected evaluation is saved, and every later rating it changes is shown first.</source>
        <translation>This event is rated and is shown read-only. To change a result, choose Correct…: nothing changes until the corrected evaluation is saved, and every later rating it changes is shown first.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="30"/>
        <source>The start date</source>
        <translation>The start date</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="32"/>
        <source>The last day</source>
        <translation>The last day</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="33"/>
        <source>The date of the game</source>
        <translation>The date of the game</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="162"/>
        <source>The database is open read-only: nothing can be changed in this session.</source>
        <translation>The database is open read-only: nothing can be changed in this session.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="200"/>
        <source>Searching the rating lists</source>
        <translation>Searching the rating lists</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="213"/>
        <source>Taking %1 from the rating list</source>
        <translation>Taking %1 from the rating list</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="226"/>
        <source>Reading the player&apos;s rank</source>
        <translation>Reading the player&apos;s rank</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="259"/>
        <source>%1 is empty; write it as %2 or %3.</source>
        <translation>%1 is empty; write it as %2 or %3.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="266"/>
        <source>%1 &quot;%2&quot; is not a date; write it as %3 or %4.</source>
        <translation>%1 &quot;%2&quot; is not a date; write it as %3 or %4.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="315"/>
        <source>Keeping the draft</source>
        <translation>Keeping the draft</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="377"/>
        <source>Saving the draft</source>
        <translation>Saving the draft</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="351"/>
        <source>Kept as typed; it cannot be rated yet: %1</source>
        <translation>Kept as typed; it cannot be rated yet: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventChoice.cpp" line="153"/>
        <location filename="../ui/event/EventWorkspace.cpp" line="362"/>
        <source>This event cannot be rated: %1</source>
        <translation>This event cannot be rated: %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::GoGameLineModel</name>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="129"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="129"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="129"/>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="197"/>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="129"/>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="198"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="130"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="130"/>
        <source>Game type</source>
        <translation>Game type</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="130"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="200"/>
        <source>Komi of line %1</source>
        <translation>Komi of line %1</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="201"/>
        <source>Handicap of line %1</source>
        <translation>Handicap of line %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::HelpMenu</name>
    <message>
        <location filename="../ui/window/HelpMenu.cpp" line="20"/>
        <source>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the South African Go Clubs rank/index system, with every intermediate number shown before anything is saved.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the South African Go Clubs rank/index system, with every intermediate number shown before anything is saved.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/HelpMenu.cpp" line="31"/>
        <source>&amp;Contents</source>
        <translation>&amp;Contents</translation>
    </message>
    <message>
        <location filename="../ui/window/HelpMenu.cpp" line="34"/>
        <source>&amp;About ratingdesk</source>
        <translation>&amp;About ratingdesk</translation>
    </message>
    <message>
        <location filename="../ui/window/HelpMenu.cpp" line="35"/>
        <source>About ratingdesk</source>
        <translation>About ratingdesk</translation>
    </message>
</context>
<context>
    <name>rd::ui::HistoryChart</name>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="107"/>
        <source>End of event</source>
        <translation>End of event</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="121"/>
        <source>Rating (%1)</source>
        <translation>Rating (%1)</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="132"/>
        <source>SAGC rank</source>
        <translation>SAGC rank</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="160"/>
        <source>No rated events</source>
        <translation>No rated events</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="164"/>
        <source>Rating history</source>
        <translation>Rating history</translation>
    </message>
</context>
<context>
    <name>rd::ui::HistoryTableModel</name>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="101"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="101"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="102"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="102"/>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="102"/>
        <source>After</source>
        <translation>After</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="102"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
</context>
<context>
    <name>rd::ui::ImportExportActions</name>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="35"/>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="39"/>
        <source>&amp;Export event…</source>
        <translation>&amp;Export event…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="43"/>
        <source>Load rating &amp;list…</source>
        <translation>Load rating &amp;list…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="68"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="74"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="81"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="86"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="94"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="114"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="120"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="128"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="75"/>
        <source>%1 cannot be imported:
%2</source>
        <translation>%1 cannot be imported:
%2</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="82"/>
        <source>%1

Import the event?</source>
        <translation>%1

Import the event?</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="95"/>
        <source>%1 was imported with these warnings:
%2</source>
        <translation>%1 was imported with these warnings:
%2</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="129"/>
        <source>Events and player lists (*.json *.trf *.h9 *.csv);;Event documents (*.json);;FIDE TRF (*.trf);;EGD tables (*.h9);;Player lists (*.csv)</source>
        <translation>Events and player lists (*.json *.trf *.h9 *.csv);;Event documents (*.json);;FIDE TRF (*.trf);;EGD tables (*.h9);;Player lists (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="142"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="150"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="155"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="161"/>
        <location filename="../ui/reports/ImportExportActions.cpp" line="169"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="155"/>
        <source>This event cannot be written in that format.</source>
        <translation>This event cannot be written in that format.</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="161"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 cannot be written: %2</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="173"/>
        <source>FIDE TRF-2026 (*.trf)</source>
        <translation>FIDE TRF-2026 (*.trf)</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="176"/>
        <source>Export “%1”</source>
        <translation>Export “%1”</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="177"/>
        <source>Event documents (*.json);;FIDE TRF (*.trf);;%1;;DSB text (*.txt);;DSB XML (*.xml);;EGD tables (*.h9)</source>
        <translation>Event documents (*.json);;FIDE TRF (*.trf);;%1;;DSB text (*.txt);;DSB XML (*.xml);;EGD tables (*.h9)</translation>
    </message>
</context>
<context>
    <name>rd::ui::LanguageMenu</name>
    <message>
        <location filename="../ui/window/LanguageMenu.cpp" line="22"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../ui/window/LanguageMenu.cpp" line="26"/>
        <source>As the &amp;system</source>
        <translation>As the &amp;system</translation>
    </message>
    <message>
        <location filename="../ui/window/LanguageMenu.cpp" line="42"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../ui/window/LanguageMenu.cpp" line="43"/>
        <source>ratingdesk speaks the chosen language from its next start.</source>
        <translation>ratingdesk speaks the chosen language from its next start.</translation>
    </message>
</context>
<context>
    <name>rd::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="91"/>
        <source>Find a player by name or federation id</source>
        <translation>Find a player by name or federation id</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="105"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Add player…</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="116"/>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Players&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="120"/>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Events&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="128"/>
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="131"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="207"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="216"/>
        <source>Even&amp;t</source>
        <translation>Even&amp;t</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="228"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="229"/>
        <source>&amp;Preview</source>
        <translation>&amp;Preview</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="182"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="193"/>
        <source>US Chess rating report</source>
        <translation>US Chess rating report</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="202"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="224"/>
        <source>O&amp;ther reports as PDF</source>
        <translation>O&amp;ther reports as PDF</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="232"/>
        <source>Player &amp;history</source>
        <translation>Player &amp;history</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="233"/>
        <source>&amp;Events list</source>
        <translation>&amp;Events list</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="240"/>
        <source>Event &amp;being edited</source>
        <translation>Event &amp;being edited</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="242"/>
        <source>Player vie&amp;w</source>
        <translation>Player vie&amp;w</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="246"/>
        <source>&amp;Tool bar</source>
        <translation>&amp;Tool bar</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="251"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="269"/>
        <source>Tool bar</source>
        <translation>Tool bar</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="314"/>
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="324"/>
        <source>Welcome</source>
        <translation>Welcome</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="389"/>
        <source>Showing the history</source>
        <translation>Showing the history</translation>
    </message>
</context>
<context>
    <name>rd::ui::MergePlayersCommand</name>
    <message>
        <location filename="../ui/players/MergePlayersCommand.cpp" line="16"/>
        <source>Merge %1 into %2</source>
        <translation>Merge %1 into %2</translation>
    </message>
    <message>
        <location filename="../ui/players/MergePlayersCommand.cpp" line="30"/>
        <source>Merging the players</source>
        <translation>Merging the players</translation>
    </message>
    <message>
        <location filename="../ui/players/MergePlayersCommand.cpp" line="33"/>
        <source>%1 merged into %2 (%3 splits them again)</source>
        <translation>%1 merged into %2 (%3 splits them again)</translation>
    </message>
    <message>
        <location filename="../ui/players/MergePlayersCommand.cpp" line="44"/>
        <source>Undoing the merge</source>
        <translation>Undoing the merge</translation>
    </message>
</context>
<context>
    <name>rd::ui::NewPlayerDialog</name>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="72"/>
        <source>New player</source>
        <translation>New player</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="75"/>
        <source>%1 is not in the list of players. Add him as a new player with:</source>
        <translation>%1 is not in the list of players. Add him as a new player with:</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="80"/>
        <source>%1 or the year alone</source>
        <translation>%1 or the year alone</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="88"/>
        <source>empty: none yet</source>
        <translation>empty: none yet</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="82"/>
        <source>&amp;Birth date or year:</source>
        <translation>&amp;Birth date or year:</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="93"/>
        <source>&amp;DWZ:</source>
        <translation>&amp;DWZ:</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="94"/>
        <source>I&amp;ndex:</source>
        <translation>I&amp;ndex:</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="96"/>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="106"/>
        <source>&amp;Add new player</source>
        <translation>&amp;Add new player</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="122"/>
        <source>&amp;Take the listed player</source>
        <translation>&amp;Take the listed player</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="164"/>
        <source>The list of players already has %1. Is he the same player?</source>
        <translation>The list of players already has %1. Is he the same player?</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="196"/>
        <source>Birth year: %1 is not possible (%2 to %3).</source>
        <translation>Birth year: %1 is not possible (%2 to %3).</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="206"/>
        <source>Birth date: &quot;%1&quot; is no birth date; write it as %2 or the year alone.</source>
        <translation>Birth date: &quot;%1&quot; is no birth date; write it as %2 or the year alone.</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="212"/>
        <source>Birth date: %1 is not possible (%2 to today).</source>
        <translation>Birth date: %1 is not possible (%2 to today).</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="234"/>
        <source>Index: an index needs the DWZ it belongs to.</source>
        <translation>Index: an index needs the DWZ it belongs to.</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="91"/>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="243"/>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="85"/>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="244"/>
        <source>DWZ</source>
        <translation>DWZ</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="85"/>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="245"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="246"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>rd::ui::PairingModel</name>
    <message>
        <location filename="../ui/event/PairingModel.cpp" line="101"/>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <location filename="../ui/event/PairingModel.cpp" line="107"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../ui/event/PairingModel.cpp" line="107"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../ui/event/PairingModel.cpp" line="107"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerActions</name>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="25"/>
        <source>&amp;Merge players…</source>
        <translation>&amp;Merge players…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="41"/>
        <source>Opening the player</source>
        <translation>Opening the player</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="49"/>
        <source>Saving the player</source>
        <translation>Saving the player</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="56"/>
        <location filename="../ui/players/PlayerActions.cpp" line="77"/>
        <location filename="../ui/players/PlayerActions.cpp" line="95"/>
        <location filename="../ui/players/PlayerActions.cpp" line="104"/>
        <location filename="../ui/players/PlayerActions.cpp" line="132"/>
        <source>Merging the players</source>
        <translation>Merging the players</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="70"/>
        <source>Choose the player to keep in the players list first.</source>
        <translation>Choose the player to keep in the players list first.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="88"/>
        <location filename="../ui/players/PlayerActions.cpp" line="134"/>
        <source>Merge players</source>
        <translation>Merge players</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="89"/>
        <source>%1 stays. The player who is the same person:</source>
        <translation>%1 stays. The player who is the same person:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerActions.cpp" line="135"/>
        <source>Merge %1 (no. %2) into %3 (no. %4)? His events, federation ids and history become those of %3; %n rating(s) change.</source>
        <translation>
            <numerusform>Merge %1 (no. %2) into %3 (no. %4)? His events, federation ids and history become those of %3; %n rating changes.</numerusform>
            <numerusform>Merge %1 (no. %2) into %3 (no. %4)? His events, federation ids and history become those of %3; %n ratings change.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="152"/>
        <source>Undo merge</source>
        <translation>Undo merge</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerActions.cpp" line="153"/>
        <source>Split %1 and %2 again, each with his own events? %n rating(s) change.</source>
        <translation>
            <numerusform>Split %1 and %2 again, each with his own events? %n rating changes.</numerusform>
            <numerusform>Split %1 and %2 again, each with his own events? %n ratings change.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="150"/>
        <source>Undoing the merge</source>
        <translation>Undoing the merge</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerDialog</name>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="93"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="95"/>
        <source>DWZ</source>
        <translation>DWZ</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="96"/>
        <source>DWZ index</source>
        <translation>DWZ index</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="98"/>
        <source>US Chess</source>
        <translation>US Chess</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="99"/>
        <source>US Chess rating</source>
        <translation>US Chess rating</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="102"/>
        <source>US Chess games</source>
        <translation>US Chess games</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="103"/>
        <source>&amp;Adult, age unknown</source>
        <translation>&amp;Adult, age unknown</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="106"/>
        <source>SAGC index</source>
        <translation>SAGC index</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="109"/>
        <source>Mer&amp;ge the same player into this one…</source>
        <translation>Mer&amp;ge the same player into this one…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="113"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="211"/>
        <source>Edit player</source>
        <translation>Edit player</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="113"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="211"/>
        <source>Add player</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="115"/>
        <source>Surname, Given name</source>
        <translation>Surname, Given name</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="117"/>
        <source>Empty when the birth date is not known.</source>
        <translation>Empty when the birth date is not known.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="120"/>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="121"/>
        <source>male</source>
        <translation>male</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="122"/>
        <source>female</source>
        <translation>female</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="124"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="377"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="378"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="382"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="131"/>
        <source>e.g. GER</source>
        <translation>e.g. GER</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="137"/>
        <source>The day of the last DWZ evaluation, if known.</source>
        <translation>The day of the last DWZ evaluation, if known.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="139"/>
        <source>e.g. 14k or 2d; empty: none</source>
        <translation>e.g. 14k or 2d; empty: none</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="146"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="147"/>
        <source>&amp;Birth date</source>
        <translation>&amp;Birth date</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="148"/>
        <source>Se&amp;x</source>
        <translation>Se&amp;x</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="150"/>
        <source>&amp;Title</source>
        <translation>&amp;Title</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="151"/>
        <source>Fed&amp;eration</source>
        <translation>Fed&amp;eration</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="152"/>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="154"/>
        <source>&amp;DSB id</source>
        <translation>&amp;DSB id</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="154"/>
        <source>&amp;US Chess id</source>
        <translation>&amp;US Chess id</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="155"/>
        <source>&amp;FIDE id</source>
        <translation>&amp;FIDE id</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="155"/>
        <source>SAGC &amp;handle</source>
        <translation>SAGC &amp;handle</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="162"/>
        <source>Starting DWZ</source>
        <translation>Starting DWZ</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="164"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="174"/>
        <source>index</source>
        <translation>index</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="165"/>
        <source>last evaluated</source>
        <translation>last evaluated</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="166"/>
        <source>Starting US Chess</source>
        <translation>Starting US Chess</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="167"/>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="171"/>
        <source>Without a rating or a birth date, US Chess starts an adult at 1300, others at 750.</source>
        <translation>Without a rating or a birth date, US Chess starts an adult at 1300, others at 750.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="173"/>
        <source>Starting SAGC &amp;rank</source>
        <translation>Starting SAGC &amp;rank</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="216"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="303"/>
        <source>born %1; the day is not known</source>
        <translation>born %1; the day is not known</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="253"/>
        <source>Find in rating &amp;lists</source>
        <translation>Find in rating &amp;lists</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="284"/>
        <source>&amp;Open player %1 with the list&apos;s values</source>
        <translation>&amp;Open player %1 with the list&apos;s values</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="330"/>
        <source>Opening the player</source>
        <translation>Opening the player</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="342"/>
        <source>Reading the player&apos;s history</source>
        <translation>Reading the player&apos;s history</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="353"/>
        <source>DWZ %1 after &quot;%2&quot;</source>
        <translation>DWZ %1 after &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="357"/>
        <source>starting DWZ %1</source>
        <translation>starting DWZ %1</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="359"/>
        <source>no DWZ</source>
        <translation>no DWZ</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="361"/>
        <source>list: no DWZ</source>
        <translation>list: no DWZ</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="363"/>
        <source>list: %1, week %2/%3</source>
        <translation>list: %1, week %2/%3</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="368"/>
        <source>list: %1</source>
        <translation>list: %1</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="371"/>
        <source>name &quot;%1&quot;</source>
        <translation>name &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="374"/>
        <source>born %1 (here %2)</source>
        <translation>born %1 (here %2)</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="376"/>
        <source>title %1 (here %2)</source>
        <translation>title %1 (here %2)</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="380"/>
        <source>federation %1 (here %2)</source>
        <translation>federation %1 (here %2)</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="383"/>
        <source>In the database as player %1 &quot;%2&quot;: %3 (%4).</source>
        <translation>In the database as player %1 &quot;%2&quot;: %3 (%4).</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="388"/>
        <source>The list differs: %1.</source>
        <translation>The list differs: %1.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="395"/>
        <source>A player needs a name.</source>
        <translation>A player needs a name.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="398"/>
        <source>&quot;%1&quot; is not a rank: 30k ... 1k, 1d ... 9d.</source>
        <translation>&quot;%1&quot; is not a rank: 30k ... 1k, 1d ... 9d.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="402"/>
        <source>&quot;%1&quot; is not a date: write the birth date as %2 or leave it empty.</source>
        <translation>&quot;%1&quot; is not a date: write the birth date as %2 or leave it empty.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="461"/>
        <source>Merge players</source>
        <translation>Merge players</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="461"/>
        <source>The player to merge into this one:</source>
        <translation>The player to merge into this one:</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="275"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="427"/>
        <source>Looking for the same player</source>
        <translation>Looking for the same player</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="416"/>
        <source>&quot;%1&quot; is not a date: write the day of the last DWZ evaluation as %2 or leave it empty.</source>
        <translation>&quot;%1&quot; is not a date: write the day of the last DWZ evaluation as %2 or leave it empty.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="433"/>
        <source>Possibly the same player as: %1</source>
        <translation>Possibly the same player as: %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerGamesModel</name>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="84"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="85"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="85"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="86"/>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="86"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="86"/>
        <source>Opponent&apos;s rating</source>
        <translation>Opponent&apos;s rating</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="87"/>
        <source>Expected score</source>
        <translation>Expected score</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="87"/>
        <source>Rating change</source>
        <translation>Rating change</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerHistoryView</name>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="42"/>
        <source>E&amp;xport chart as PNG…</source>
        <translation>E&amp;xport chart as PNG…</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="43"/>
        <source>Player &amp;card as PDF…</source>
        <translation>Player &amp;card as PDF…</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="51"/>
        <source>All systems</source>
        <translation>All systems</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="54"/>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="72"/>
        <source>Rated events</source>
        <translation>Rated events</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="80"/>
        <source>Rating chart</source>
        <translation>Rating chart</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="101"/>
        <source>Games in the chosen event</source>
        <translation>Games in the chosen event</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="110"/>
        <source>Expected score: the points the two ratings expected of the game. Rating change: what the game brought. A dash: the game changed no rating this way (a forfeit, an opponent without a rating, or a first rating, which comes from all the games together).</source>
        <translation>Expected score: the points the two ratings expected of the game. Rating change: what the game brought. A dash: the game changed no rating this way (a forfeit, an opponent without a rating, or a first rating, which comes from all the games together).</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="191"/>
        <source>Choose an event in the table to see the games in it.</source>
        <translation>Choose an event in the table to see the games in it.</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="204"/>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="265"/>
        <source>Games in “%1” (%2)</source>
        <translation>Games in “%1” (%2)</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="199"/>
        <source>Reading the games</source>
        <translation>Reading the games</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="232"/>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="239"/>
        <source>Export Chart</source>
        <translation>Export Chart</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="233"/>
        <source>rating-history.png</source>
        <translation>rating-history.png</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="233"/>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="240"/>
        <source>The chart could not be written to %1.</source>
        <translation>The chart could not be written to %1.</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="284"/>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="291"/>
        <source>Player card</source>
        <translation>Player card</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="285"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="292"/>
        <source>The card could not be written to %1; choose another place.</source>
        <translation>The card could not be written to %1; choose another place.</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerImportDialog</name>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="75"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="99"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="120"/>
        <source>meaning</source>
        <translation>meaning</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="123"/>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="225"/>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerImportDialog.cpp" line="137"/>
        <source>Choose what each column holds (%1, %n line(s)).</source>
        <translation>
            <numerusform>Choose what each column holds (%1, %n line).</numerusform>
            <numerusform>Choose what each column holds (%1, %n lines).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="141"/>
        <source>How the first lines are read:</source>
        <translation>How the first lines are read:</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="188"/>
        <source>Choose the column with the names.</source>
        <translation>Choose the column with the names.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerImportDialog.cpp" line="190"/>
        <source>%n player(s) ready to import:</source>
        <translation>
            <numerusform>%n player ready to import:</numerusform>
            <numerusform>%n players ready to import:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerImportDialog.cpp" line="193"/>
        <source>%n line(s) to put right first:</source>
        <translation>
            <numerusform>%n line to put right first:</numerusform>
            <numerusform>%n lines to put right first:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerListModel</name>
    <message>
        <location filename="../ui/players/PlayerListModel.cpp" line="57"/>
        <source>Finding players</source>
        <translation>Finding players</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerViewWindow</name>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="72"/>
        <source>ratingdesk – Player view</source>
        <translation>ratingdesk – Player view</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="74"/>
        <source>Type any part of your name</source>
        <translation>Type any part of your name</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="76"/>
        <source>Find a player</source>
        <translation>Find a player</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="81"/>
        <source>Players found</source>
        <translation>Players found</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="92"/>
        <source>&amp;Find your name:</source>
        <translation>&amp;Find your name:</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="107"/>
        <source>Player view of %1: it only shows, nothing is changed.</source>
        <translation>Player view of %1: it only shows, nothing is changed.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="119"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="121"/>
        <source>Player &amp;card as PDF…</source>
        <translation>Player &amp;card as PDF…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="126"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="126"/>
        <source>&amp;Close the player view…</source>
        <translation>&amp;Close the player view…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="131"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="133"/>
        <source>L&amp;eave player view…</source>
        <translation>L&amp;eave player view…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="139"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="146"/>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="154"/>
        <source>Showing the history</source>
        <translation>Showing the history</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="169"/>
        <source>Leave the player view</source>
        <translation>Leave the player view</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="170"/>
        <source>Leave the player view for the whole program? There events and players can be changed and deleted: leave only if you look after this club&apos;s ratings.</source>
        <translation>Leave the player view for the whole program? There events and players can be changed and deleted: leave only if you look after this club&apos;s ratings.</translation>
    </message>
</context>
<context>
    <name>rd::ui::PreviewPanel</name>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="24"/>
        <source>&amp;Save evaluation</source>
        <translation>&amp;Save evaluation</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="44"/>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="49"/>
        <source>Ratings of later events that change</source>
        <translation>Ratings of later events that change</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="67"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3, ends %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, %3, ends %4</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="78"/>
        <source>%1 %2: %3 %4 → %5</source>
        <translation>%1 %2: %3 %4 → %5</translation>
    </message>
</context>
<context>
    <name>rd::ui::ProblemsPanel</name>
    <message>
        <location filename="../ui/event/ProblemsPanel.cpp" line="44"/>
        <source>Problems: none</source>
        <translation>Problems: none</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/ProblemsPanel.cpp" line="44"/>
        <source>Problems (%n):</source>
        <translation>
            <numerusform>Problems (%n):</numerusform>
            <numerusform>Problems (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rd::ui::RatingListLoading</name>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="30"/>
        <source>DSB list</source>
        <translation>DSB list</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="30"/>
        <source>FIDE list</source>
        <translation>FIDE list</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="35"/>
        <location filename="../ui/lists/RatingListLoading.cpp" line="94"/>
        <source>Load rating list</source>
        <translation>Load rating list</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="36"/>
        <source>Which rating list do you want to load? It replaces the list of its kind loaded before; the players of your events stay as they are.</source>
        <translation>Which rating list do you want to load? It replaces the list of its kind loaded before; the players of your events stay as they are.</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="41"/>
        <source>&amp;FIDE list (XML)</source>
        <translation>&amp;FIDE list (XML)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="57"/>
        <source>DSB lists (*.csv);;All files (*)</source>
        <translation>DSB lists (*.csv);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="55"/>
        <source>DSB list: the club names (vereine.csv); Cancel to load without</source>
        <translation>DSB list: the club names (vereine.csv); Cancel to load without</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="40"/>
        <source>&amp;DSB list (LV-0-csv.zip)</source>
        <translation>&amp;DSB list (LV-0-csv.zip)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="46"/>
        <source>DSB list: the archive (LV-0-csv.zip) or its players (spieler.csv)</source>
        <translation>DSB list: the archive (LV-0-csv.zip) or its players (spieler.csv)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="47"/>
        <source>DSB lists (*.zip *.csv);;All files (*)</source>
        <translation>DSB lists (*.zip *.csv);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="63"/>
        <source>FIDE list (XML)</source>
        <translation>FIDE list (XML)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="63"/>
        <source>FIDE lists (*.xml);;All files (*)</source>
        <translation>FIDE lists (*.xml);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="78"/>
        <source>Loading the %1…</source>
        <translation>Loading the %1…</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="90"/>
        <source>Loading the rating list</source>
        <translation>Loading the rating list</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="107"/>
        <source>The %1 of %2 is loaded: %3 players.</source>
        <translation>The %1 of %2 is loaded: %3 players.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/lists/RatingListLoading.cpp" line="120"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="121"/>
        <source>%1
Warnings (%2):
%3</source>
        <translation>%1
Warnings (%2):
%3</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="128"/>
        <source>%1 was not loaded; the list loaded before stays as it was. In its %2:
%3</source>
        <translation>%1 was not loaded; the list loaded before stays as it was. In its %2:
%3</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="132"/>
        <source>%1 was not loaded; the list loaded before stays as it was.
%2</source>
        <translation>%1 was not loaded; the list loaded before stays as it was.
%2</translation>
    </message>
</context>
<context>
    <name>rd::ui::RatingListSearch</name>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="63"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="63"/>
        <source>Born</source>
        <translation>Born</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="63"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="63"/>
        <source>DWZ</source>
        <translation>DWZ</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="63"/>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="63"/>
        <source>List</source>
        <translation>List</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="77"/>
        <source>Looking for rating lists</source>
        <translation>Looking for rating lists</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="82"/>
        <source>No rating list loaded: File &gt; Load rating list…</source>
        <translation>No rating list loaded: File &gt; Load rating list…</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="83"/>
        <source>Name, club or id in the %1 list</source>
        <translation>Name, club or id in the %1 list</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="101"/>
        <source>Searching the rating lists</source>
        <translation>Searching the rating lists</translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetEditor</name>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="230"/>
        <source>&amp;Preview</source>
        <translation>&amp;Preview</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="233"/>
        <source>Rate the lines and show every player&apos;s record sheet (F5)</source>
        <translation>Rate the lines and show every player&apos;s record sheet (F5)</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="244"/>
        <source>Lines in entry order</source>
        <translation>Lines in entry order</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="358"/>
        <source>New line</source>
        <translation>New line</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="366"/>
        <source>player name</source>
        <translation>player name</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="370"/>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="993"/>
        <source>not in the player list</source>
        <translation>not in the player list</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="393"/>
        <source>Black stones before White&apos;s first move; 1 = even game</source>
        <translation>Black stones before White&apos;s first move; 1 = even game</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="398"/>
        <source>Komi to White; negative: komi to Black</source>
        <translation>Komi to White; negative: komi to Black</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="409"/>
        <source>Add &amp;line</source>
        <translation>Add &amp;line</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="429"/>
        <source>Game ty&amp;pe</source>
        <translation>Game ty&amp;pe</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="430"/>
        <source>Played &amp;on</source>
        <translation>Played &amp;on</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="453"/>
        <source>Start
rank</source>
        <translation>Start
rank</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="453"/>
        <source>Start
index</source>
        <translation>Start
index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="453"/>
        <source>After the
lines</source>
        <translation>After the
lines</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="485"/>
        <source>Add pla&amp;yer</source>
        <translation>Add pla&amp;yer</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="418"/>
        <source>&amp;White</source>
        <translation>&amp;White</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="315"/>
        <source>Event name:</source>
        <translation>Event name:</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="318"/>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="321"/>
        <source>Last day:</source>
        <translation>Last day:</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="338"/>
        <source>Event name</source>
        <translation>Event name</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="390"/>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="394"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="407"/>
        <source>The date the game was played, the line&apos;s last field: Enter adds the line</source>
        <translation>The date the game was played, the line&apos;s last field: Enter adds the line</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="422"/>
        <source>&amp;Black</source>
        <translation>&amp;Black</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="428"/>
        <source>&amp;Komi</source>
        <translation>&amp;Komi</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="428"/>
        <source>Handi&amp;cap</source>
        <translation>Handi&amp;cap</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="429"/>
        <source>Wi&amp;nner</source>
        <translation>Wi&amp;nner</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="447"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="453"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="472"/>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="475"/>
        <source>e.g. 14k</source>
        <translation>e.g. 14k</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="481"/>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="514"/>
        <source>Na&amp;me</source>
        <translation>Na&amp;me</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="516"/>
        <source>&amp;Rank</source>
        <translation>&amp;Rank</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="518"/>
        <source>&amp;Index</source>
        <translation>&amp;Index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="531"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="570"/>
        <source>Line %1 added.</source>
        <translation>Line %1 added.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="571"/>
        <source>Line %1 added, but: %2</source>
        <translation>Line %1 added, but: %2</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="677"/>
        <source>%1 added to the players: %2, index %3.</source>
        <translation>%1 added to the players: %2, index %3.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="708"/>
        <source>%1 has no Go rank in the database yet: enter his rank.</source>
        <translation>%1 has no Go rank in the database yet: enter his rank.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="794"/>
        <source>%1 added: %2, index %3.</source>
        <translation>%1 added: %2, index %3.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="816"/>
        <source>There are no lines to rate yet.</source>
        <translation>There are no lines to rate yet.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="818"/>
        <source>Correct the marked lines first:
%1</source>
        <translation>Correct the marked lines first:
%1</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="999"/>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="1010"/>
        <source>%1, index %2</source>
        <translation>%1, index %2</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="1002"/>
        <source>no SAGC rank</source>
        <translation>no SAGC rank</translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetModel</name>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="43"/>
        <source>W</source>
        <comment>colour White</comment>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="45"/>
        <source>B</source>
        <comment>colour Black</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="47"/>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="71"/>
        <source>promoted from %1</source>
        <translation>promoted from %1</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="75"/>
        <source>demoted from %1</source>
        <translation>demoted from %1</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="174"/>
        <source>The opponent&apos;s name</source>
        <translation>The opponent&apos;s name</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="174"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="176"/>
        <source>The opponent&apos;s rank before the game</source>
        <translation>The opponent&apos;s rank before the game</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="176"/>
        <source>Opp. rank</source>
        <translation>Opp. rank</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="178"/>
        <source>The colour the player took</source>
        <translation>The colour the player took</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="178"/>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="180"/>
        <source>Handicap stones (1 = even game)</source>
        <translation>Handicap stones (1 = even game)</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="180"/>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="182"/>
        <source>Komi (negative = komi to Black)</source>
        <translation>Komi (negative = komi to Black)</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="182"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="184"/>
        <source>The colour of the winner</source>
        <translation>The colour of the winner</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="184"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="186"/>
        <source>Game status factor</source>
        <translation>Game status factor</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="186"/>
        <source>GSF</source>
        <translation>GSF</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="188"/>
        <source>Change in index</source>
        <translation>Change in index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="188"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="190"/>
        <source>New index</source>
        <translation>New index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="190"/>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="192"/>
        <source>New rank</source>
        <translation>New rank</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="192"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="194"/>
        <source>Date of the game</source>
        <translation>Date of the game</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="194"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="196"/>
        <source>Comments</source>
        <translation>Comments</translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetPanel</name>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="18"/>
        <source>Record sheet</source>
        <translation>Record sheet</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="29"/>
        <source>&amp;Sheet of</source>
        <translation>&amp;Sheet of</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="34"/>
        <source>Press Preview (F5) to rate the lines and see the record sheets.</source>
        <translation>Press Preview (F5) to rate the lines and see the record sheets.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="37"/>
        <source>Print recor&amp;d sheet…</source>
        <translation>Print recor&amp;d sheet…</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="39"/>
        <source>The record sheet form with every line, for the file or the wall</source>
        <translation>The record sheet form with every line, for the file or the wall</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="58"/>
        <source>Lines rated in entry order: %1.</source>
        <translation>Lines rated in entry order: %1.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="75"/>
        <source>The lines have changed: press Preview (F5) again.</source>
        <translation>The lines have changed: press Preview (F5) again.</translation>
    </message>
</context>
<context>
    <name>rd::ui::RegistryPlayers</name>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="34"/>
        <source>no. %1</source>
        <translation>no. %1</translation>
    </message>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="46"/>
        <source>DSB list</source>
        <translation>DSB list</translation>
    </message>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="47"/>
        <source>FIDE list</source>
        <translation>FIDE list</translation>
    </message>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="48"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="51"/>
        <source>%1, DWZ %2</source>
        <translation>%1, DWZ %2</translation>
    </message>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="113"/>
        <source>%1 players are named %2: %3. Choose one from the suggestions with the arrow keys.</source>
        <translation>%1 players are named %2: %3. Choose one from the suggestions with the arrow keys.</translation>
    </message>
</context>
<context>
    <name>rd::ui::ReportActions</name>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="40"/>
        <source>&amp;Print evaluation…</source>
        <translation>&amp;Print evaluation…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="44"/>
        <source>Evaluation as P&amp;DF…</source>
        <translation>Evaluation as P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="54"/>
        <source>&amp;Standings…</source>
        <translation>&amp;Standings…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="55"/>
        <source>&amp;Crosstable…</source>
        <translation>&amp;Crosstable…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="56"/>
        <source>&amp;Record sheet…</source>
        <translation>&amp;Record sheet…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="58"/>
        <source>&amp;Pairings of the last round…</source>
        <translation>&amp;Pairings of the last round…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="60"/>
        <source>Pairings by &amp;name…</source>
        <translation>Pairings by &amp;name…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="84"/>
        <location filename="../ui/reports/ReportActions.cpp" line="89"/>
        <source>Print evaluation</source>
        <translation>Print evaluation</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="94"/>
        <source>Print the evaluation of “%1”</source>
        <translation>Print the evaluation of “%1”</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="107"/>
        <location filename="../ui/reports/ReportActions.cpp" line="126"/>
        <location filename="../ui/reports/ReportActions.cpp" line="133"/>
        <location filename="../ui/reports/ReportActions.cpp" line="144"/>
        <location filename="../ui/reports/ReportActions.cpp" line="149"/>
        <location filename="../ui/reports/ReportActions.cpp" line="167"/>
        <source>Reports</source>
        <translation>Reports</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="135"/>
        <source>The record sheet is the form of a Go event.</source>
        <translation>The record sheet is the form of a Go event.</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="136"/>
        <source>A Go event has no crosstable and no pairings; its standings and record sheet are printed.</source>
        <translation>A Go event has no crosstable and no pairings; its standings and record sheet are printed.</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="144"/>
        <source>No round of this event is paired yet.</source>
        <translation>No round of this event is paired yet.</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="157"/>
        <source>Report of “%1” as PDF</source>
        <translation>Report of “%1” as PDF</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="159"/>
        <source>%1 - %2</source>
        <comment>event name - report title</comment>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="160"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="167"/>
        <source>%1 cannot be written; choose another place.</source>
        <translation>%1 cannot be written; choose another place.</translation>
    </message>
</context>
<context>
    <name>rd::ui::ServerConnectDialog</name>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="27"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="33"/>
        <source>Connect to server</source>
        <translation>Connect to server</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="43"/>
        <source>a host name, an address or a socket directory</source>
        <translation>a host name, an address or a socket directory</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="45"/>
        <source>Leave the password empty when PGPASSWORD or ~/.pgpass gives it. A password typed here is kept only until ratingdesk quits.</source>
        <translation>Leave the password empty when PGPASSWORD or ~/.pgpass gives it. A password typed here is kept only until ratingdesk quits.</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="56"/>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="57"/>
        <source>P&amp;ort</source>
        <translation>P&amp;ort</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="58"/>
        <source>&amp;Database</source>
        <translation>&amp;Database</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="59"/>
        <source>&amp;User</source>
        <translation>&amp;User</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="60"/>
        <source>Pass&amp;word</source>
        <translation>Pass&amp;word</translation>
    </message>
</context>
<context>
    <name>rd::ui::StandingsModel</name>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="122"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="124"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="126"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="128"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="128"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
</context>
<context>
    <name>rd::ui::StandingsRoundChoice</name>
    <message>
        <location filename="../ui/standings/StandingsRoundChoice.cpp" line="38"/>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsRoundChoice.cpp" line="39"/>
        <source>all rounds</source>
        <translation>all rounds</translation>
    </message>
</context>
<context>
    <name>rd::ui::SubmissionCheckDialog</name>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="22"/>
        <source>&amp;Fix first</source>
        <translation>&amp;Fix first</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="23"/>
        <source>&amp;Export anyway</source>
        <translation>&amp;Export anyway</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="28"/>
        <source>%1: check before export</source>
        <translation>%1: check before export</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="34"/>
        <source>%1 requires what “%2” lacks and is likely to send it back. Choose a problem to fix it, or export the file as it is.</source>
        <translation>%1 requires what “%2” lacks and is likely to send it back. Choose a problem to fix it, or export the file as it is.</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="37"/>
        <source>%1 asks for what “%2” lacks. Choose a problem to fix it, or export the file as it is.</source>
        <translation>%1 asks for what “%2” lacks. Choose a problem to fix it, or export the file as it is.</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="71"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
</context>
<context>
    <name>rd::ui::TieBreakChooser</name>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="41"/>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="42"/>
        <source>Re&amp;move</source>
        <translation>Re&amp;move</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="43"/>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="44"/>
        <source>Move do&amp;wn</source>
        <translation>Move do&amp;wn</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="69"/>
        <source>None chosen: the standings use %1.</source>
        <translation>None chosen: the standings use %1.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="73"/>
        <source>The tie-breaks of the European Go convention.</source>
        <translation>The tie-breaks of the European Go convention.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="74"/>
        <source>The tie-breaks of FIDE C.07 art. 5, each with the Cut and Median variants of art. 14 it takes.</source>
        <translation>The tie-breaks of FIDE C.07 art. 5, each with the Cut and Median variants of art. 14 it takes.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="76"/>
        <source>The standings rank by points, then by these in order: each one decides only between players the ones before leave level (FIDE C.07 art. 4.2).</source>
        <translation>The standings rank by points, then by these in order: each one decides only between players the ones before leave level (FIDE C.07 art. 4.2).</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="80"/>
        <source>A&amp;vailable tie-breaks</source>
        <translation>A&amp;vailable tie-breaks</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="82"/>
        <source>C&amp;hosen, in the order they decide</source>
        <translation>C&amp;hosen, in the order they decide</translation>
    </message>
</context>
<context>
    <name>rd::ui::TieBreakRules</name>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="36"/>
        <source>By the event&apos;s date (%1)</source>
        <translation>By the event&apos;s date (%1)</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="43"/>
        <source>The edition of the FIDE Tie-Break Regulations (C.07) the standings follow. By the event&apos;s date: 2023 for an event starting before 1 March 2026, 2026 from then. They differ in the dummy opponent of a player&apos;s unplayed rounds (art. 16.4), in forfeits of a round robin (art. 15.2) and in Buchholz in a round robin (note to art. 8).</source>
        <translation>The edition of the FIDE Tie-Break Regulations (C.07) the standings follow. By the event&apos;s date: 2023 for an event starting before 1 March 2026, 2026 from then. They differ in the dummy opponent of a player&apos;s unplayed rounds (art. 16.4), in forfeits of a round robin (art. 15.2) and in Buchholz in a round robin (note to art. 8).</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="48"/>
        <source>Unrated players count as</source>
        <translation>Unrated players count as</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="50"/>
        <source>none: those tie-breaks are left out</source>
        <translation>none: those tie-breaks are left out</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="54"/>
        <source>FIDE C.07 art. 10: the tie-breaks from ratings (ARO, TPR, PTP, APRO, APPO, RTNG) are left out when an unrated player takes part, unless the event&apos;s rules give unrated players a rating. That rating is set here.</source>
        <translation>FIDE C.07 art. 10: the tie-breaks from ratings (ARO, TPR, PTP, APRO, APPO, RTNG) are left out when an unrated player takes part, unless the event&apos;s rules give unrated players a rating. That rating is set here.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="58"/>
        <source>D&amp;irect encounter counts forfeits between the tied players</source>
        <translation>D&amp;irect encounter counts forfeits between the tied players</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="62"/>
        <source>FIDE C.07 art. 6.1.1: forfeited games between the tied players are left out of the direct encounter unless the event&apos;s rules count them; in a round robin they always count.</source>
        <translation>FIDE C.07 art. 6.1.1: forfeited games between the tied players are left out of the direct encounter unless the event&apos;s rules count them; in a round robin they always count.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="71"/>
        <source>FIDE C.07 art. 16.2.1 and C.04.1: a player the pairing leaves without opponent scores the points of a win unless the event&apos;s rules say otherwise. Byes the player asked for keep their own points.</source>
        <translation>FIDE C.07 art. 16.2.1 and C.04.1: a player the pairing leaves without opponent scores the points of a win unless the event&apos;s rules say otherwise. Byes the player asked for keep their own points.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="77"/>
        <source>%1, or FIDE when no player has one</source>
        <translation>%1, or FIDE when no player has one</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="79"/>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="82"/>
        <source>FIDE C.07 art. 10: the rating the tie-breaks from ratings (ARO, TPR, PTP, APRO, APPO, RTNG) count with, as the event&apos;s rules say: the event&apos;s national rating or the FIDE rating.</source>
        <translation>FIDE C.07 art. 10: the rating the tie-breaks from ratings (ARO, TPR, PTP, APRO, APPO, RTNG) count with, as the event&apos;s rules say: the event&apos;s national rating or the FIDE rating.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="87"/>
        <source>C.07 editio&amp;n</source>
        <translation>C.07 editio&amp;n</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="88"/>
        <source>Unrated p&amp;layers count as</source>
        <translation>Unrated p&amp;layers count as</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="90"/>
        <source>Pairing-allocated b&amp;ye scores</source>
        <translation>Pairing-allocated b&amp;ye scores</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="91"/>
        <source>Rating that count&amp;s</source>
        <translation>Rating that count&amp;s</translation>
    </message>
</context>
<context>
    <name>rd::ui::TieOrderActions</name>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="33"/>
        <source>Draw &amp;lots for tied players</source>
        <translation>Draw &amp;lots for tied players</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="35"/>
        <source>Move &amp;up among tied players</source>
        <translation>Move &amp;up among tied players</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="37"/>
        <source>Move &amp;down among tied players</source>
        <translation>Move &amp;down among tied players</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="59"/>
        <source>Draw lots for tied players (seed %1)</source>
        <translation>Draw lots for tied players (seed %1)</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="74"/>
        <source>Move %1 up among tied players</source>
        <translation>Move %1 up among tied players</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="75"/>
        <source>Move %1 down among tied players</source>
        <translation>Move %1 down among tied players</translation>
    </message>
</context>
<context>
    <name>rd::ui::UscfReportExport</name>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="29"/>
        <source>&amp;US Chess rating report…</source>
        <translation>&amp;US Chess rating report…</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="40"/>
        <location filename="../ui/reports/UscfReportExport.cpp" line="64"/>
        <source>US Chess rating report</source>
        <translation>US Chess rating report</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="51"/>
        <source>The event cannot be reported to US Chess yet; nothing was written.</source>
        <translation>The event cannot be reported to US Chess yet; nothing was written.</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="65"/>
        <source>The report cannot be written: %1</source>
        <translation>The report cannot be written: %1</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="70"/>
        <source>The US Chess rating report is in %1: THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF.</source>
        <translation>The US Chess rating report is in %1: THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF.</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="89"/>
        <source>Folder for the US Chess rating report (THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF)</source>
        <translation>Folder for the US Chess rating report (THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF)</translation>
    </message>
</context>
<context>
    <name>rd::ui::UserGuide</name>
    <message>
        <location filename="../ui/window/UserGuide.cpp" line="19"/>
        <source>ratingdesk – User guide</source>
        <translation>ratingdesk – User guide</translation>
    </message>
    <message>
        <location filename="../ui/window/UserGuide.cpp" line="21"/>
        <source>Chapters</source>
        <translation>Chapters</translation>
    </message>
</context>
<context>
    <name>rd::ui::WelcomePage</name>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="13"/>
        <source>&lt;h2&gt;Welcome to ratingdesk&lt;/h2&gt;&lt;p&gt;This database is empty. Start with one of these:&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Welcome to ratingdesk&lt;/h2&gt;&lt;p&gt;This database is empty. Start with one of these:&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="25"/>
        <source>&amp;Import players…</source>
        <translation>&amp;Import players…</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="25"/>
        <source>A player list of your club or federation as a CSV file.</source>
        <translation>A player list of your club or federation as a CSV file.</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="27"/>
        <source>New &amp;chess event</source>
        <translation>New &amp;chess event</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="28"/>
        <source>A DWZ tournament or a US Chess section, typed in as a crosstable.</source>
        <translation>A DWZ tournament or a US Chess section, typed in as a crosstable.</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="31"/>
        <source>New &amp;Go event</source>
        <translation>New &amp;Go event</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="31"/>
        <source>SAGC record sheets, typed in one line after the other.</source>
        <translation>SAGC record sheets, typed in one line after the other.</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="34"/>
        <source>Open the de&amp;mo</source>
        <translation>Open the de&amp;mo</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="34"/>
        <source>A club championship and a Go club night to look around in.</source>
        <translation>A club championship and a Go club night to look around in.</translation>
    </message>
</context>
</TS>
