<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <translation>Keine weiteren Wertungsänderungen.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ratingdesk.cpp" line="55"/>
        <source>Chess and Go ratings: DWZ, US Chess and SAGC.</source>
        <translation>Wertungszahlen für Schach und Go: DWZ, US Chess und SAGC.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="60"/>
        <source>Use FILE instead of the default database.</source>
        <translation>FILE statt der Standarddatenbank verwenden.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="62"/>
        <source>Open with event NUMBER chosen.</source>
        <translation>Beim Start Turnier NUMBER auswählen.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="63"/>
        <source>Open event NUMBER in its editor.</source>
        <translation>Turnier NUMBER im Editor öffnen.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="64"/>
        <source>Open with the history of player NUMBER.</source>
        <translation>Beim Start den Verlauf von Spieler NUMBER zeigen.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="67"/>
        <source>Save a picture of the main window to FILE and quit.</source>
        <translation>Ein Bild des Hauptfensters in FILE speichern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="69"/>
        <source>Open the main window WIDTHxHEIGHT pixels large.</source>
        <translation>Das Hauptfenster WIDTHxHEIGHT Pixel groß öffnen.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="72"/>
        <source>Type KEYS into the first field of the event opened (a tab is Tab, a line break Enter), as for a screenshot of typing.</source>
        <translation>KEYS in das erste Feld des geöffneten Turniers tippen (ein Tabulator ist Tab, ein Zeilenumbruch Enter), etwa für ein Bildschirmfoto beim Tippen.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="81"/>
        <source>Open the player view for the club laptop: players find their history and games; nothing can be changed.</source>
        <translation>Die Spieleransicht für den Vereinsrechner öffnen: Spieler finden ihren Verlauf und ihre Partien; nichts kann geändert werden.</translation>
    </message>
    <message>
        <location filename="../app/ratingdesk.cpp" line="131"/>
        <source>Player view</source>
        <translation>Spieleransicht</translation>
    </message>
</context>
<context>
    <name>rd::checks::RatingReadiness</name>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="26"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="27"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="28"/>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="29"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="30"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="31"/>
        <source>Game type</source>
        <translation>Partieart</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="32"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="84"/>
        <source>Line %1, %2: &quot;%3&quot; is typed but not entered. Correct it and press Enter, or press Esc to leave the line as it was.</source>
        <translation>Zeile %1, %2: „%3“ ist getippt, aber nicht eingetragen. Korrigieren und Enter drücken, oder Esc drücken, um die Zeile zu lassen, wie sie war.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="94"/>
        <source>Round %1, %2: &quot;%3&quot; is typed but not entered. Correct it and press Enter, or press Esc to leave the cell as it was.</source>
        <translation>Runde %1, %2: „%3“ ist getippt, aber nicht eingetragen. Korrigieren und Enter drücken, oder Esc drücken, um die Zelle zu lassen, wie sie war.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="115"/>
        <source>Round %1: %2 – %3 has no result yet; enter it before the event is rated.</source>
        <translation>Runde %1: %2 – %3 hat noch kein Ergebnis; tragen Sie es ein, bevor das Turnier ausgewertet wird.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="138"/>
        <source>The event starts on %1, after its last day, %2; correct the dates before it is rated.</source>
        <translation>Das Turnier beginnt am %1, nach seinem letzten Tag, dem %2; berichtigen Sie die Daten, bevor es ausgewertet wird.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="152"/>
        <source>The event has no start date; it is rated by its last day, %1. Enter its first day if it is known.</source>
        <translation>Das Turnier hat kein Anfangsdatum; es wird nach seinem letzten Tag, dem %1, ausgewertet. Tragen Sie seinen ersten Tag ein, wenn er bekannt ist.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="176"/>
        <source>The record sheet has no game yet; an event without a game cannot be rated.</source>
        <translation>Der Ergebnisbogen hat noch keine Partie; ein Turnier ohne Partie kann nicht ausgewertet werden.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="178"/>
        <source>The crosstable has no game yet; an event without a game cannot be rated.</source>
        <translation>Die Kreuztabelle hat noch keine Partie; ein Turnier ohne Partie kann nicht ausgewertet werden.</translation>
    </message>
</context>
<context>
    <name>rd::desktop::DatabaseSession</name>
    <message>
        <location filename="../desktop/DatabaseSession.cpp" line="111"/>
        <source>Read-only: another session holds this database</source>
        <translation>Schreibgeschützt: Eine andere Sitzung hat diese Datenbank geöffnet</translation>
    </message>
    <message>
        <location filename="../desktop/DatabaseSession.cpp" line="127"/>
        <source>Read-only: the database is damaged; restore the last backup</source>
        <translation>Schreibgeschützt: Die Datenbank ist beschädigt; stellen Sie die letzte Sicherung wieder her</translation>
    </message>
    <message>
        <location filename="../desktop/DatabaseSession.cpp" line="128"/>
        <source>Read-only: you may not change this database</source>
        <translation>Schreibgeschützt: Sie dürfen diese Datenbank nicht ändern</translation>
    </message>
    <message>
        <location filename="../desktop/DatabaseSession.cpp" line="134"/>
        <source>Read-only: no session could be kept for this database</source>
        <translation>Schreibgeschützt: Für diese Datenbank ließ sich keine Sitzung halten</translation>
    </message>
</context>
<context>
    <name>rd::edit</name>
    <message>
        <location filename="../engine/edit/InputBounds.cpp" line="27"/>
        <source>A name cannot hold the control character %1.</source>
        <translation>Ein Name darf das Steuerzeichen %1 nicht enthalten.</translation>
    </message>
    <message>
        <location filename="../engine/edit/InputBounds.cpp" line="29"/>
        <source>A name has at most %1 characters; this one has %2.</source>
        <translation>Ein Name hat höchstens %1 Zeichen; dieser hat %2.</translation>
    </message>
    <message>
        <location filename="../engine/edit/InputBounds.cpp" line="38"/>
        <source>Rounds are counted from %1 to %2.</source>
        <translation>Die Runden werden von %1 bis %2 gezählt.</translation>
    </message>
    <message>
        <location filename="../engine/edit/InputBounds.cpp" line="47"/>
        <source>An event has at most %1 players.</source>
        <translation>Ein Turnier hat höchstens %1 Spieler.</translation>
    </message>
    <message>
        <location filename="../engine/edit/EventDates.cpp" line="32"/>
        <source>The event cannot end (%1) before it starts (%2).</source>
        <translation>Das Turnier kann nicht enden (%1), bevor es beginnt (%2).</translation>
    </message>
    <message>
        <location filename="../engine/edit/EventDates.cpp" line="42"/>
        <source>Dates %1 to %2</source>
        <translation>Zeitraum %1 bis %2</translation>
    </message>
    <message>
        <location filename="../engine/edit/EventDates.cpp" line="43"/>
        <source>End date %1</source>
        <translation>Enddatum %1</translation>
    </message>
</context>
<context>
    <name>rd::edit::ChessEventEdit</name>
    <message>
        <location filename="../engine/checks/PlayerNumbers.cpp" line="53"/>
        <source>no. %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <location filename="../engine/checks/PlayerNumbers.cpp" line="55"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="102"/>
        <source>Round %1: %2 – %3 %4</source>
        <translation>Runde %1: %2 – %3 %4</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="132"/>
        <source>A player needs a name.</source>
        <translation>Ein Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="143"/>
        <source>%1 is already in the player list as number %2.</source>
        <translation>%1 steht bereits als Nummer %2 in der Spielerliste.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="154"/>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="326"/>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="339"/>
        <source>There is no player %1.</source>
        <translation>Es gibt keinen Spieler mit Nummer %1.</translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="102"/>
        <source>Round %1, %2: &quot;%3&quot; is not a result. Write the opponent&apos;s number, w or b and the result, as 12w1, 12b½ or 12w+, or bye or bye½.</source>
        <translation>Runde %1, %2: „%3“ ist kein Ergebnis. Die Nummer des Gegners, w oder b (Weiß oder Schwarz) und das Ergebnis schreiben, etwa 12w1, 12b½ oder 12w+, oder bye bzw. bye½ für spielfrei.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/edit/ChessEventEdit.cpp" line="171"/>
        <source>Round %1 would be a round after the %n round(s) planned.</source>
        <translation>
            <numerusform>Runde %1 wäre eine Runde nach der %n geplanten Runde.</numerusform>
            <numerusform>Runde %1 wäre eine Runde nach den %n geplanten Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/checks/RatingReadiness.cpp" line="74"/>
        <source>Round %1: %2 cannot play himself.</source>
        <translation>Runde %1: %2 kann nicht gegen sich selbst spielen.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="214"/>
        <source>plays %1</source>
        <translation>gegen %1</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="219"/>
        <source>has a bye</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="222"/>
        <source>Round %1: %2 already %3 in this round.</source>
        <translation>Runde %1: %2 ist in dieser Runde schon eingetragen: %3.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="224"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="247"/>
        <source>Round %1: bye for %2 (%3)</source>
        <translation>Runde %1: %2 spielfrei (%3)</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="260"/>
        <source>Round %1: %2 – %3 %4 is already entered.</source>
        <translation>Runde %1: %2 – %3 %4 ist bereits eingetragen.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="272"/>
        <source>Round %1: no result for %2</source>
        <translation>Runde %1: kein Ergebnis für %2</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="285"/>
        <source>Round %1 has no board %2.</source>
        <translation>Runde %1 hat kein Brett %2.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="320"/>
        <source>Add player %1</source>
        <translation>Spieler %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="333"/>
        <source>Rename player %1 to %2</source>
        <translation>Spieler %1 in %2 umbenennen</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="340"/>
        <source>Remove player %1</source>
        <translation>Spieler %1 entfernen</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="368"/>
        <source>Start numbers run from 1 to %1.</source>
        <translation>Die Startnummern gehen von 1 bis %1.</translation>
    </message>
    <message>
        <location filename="../engine/edit/ChessEventEdit.cpp" line="369"/>
        <source>Move %1 to number %2</source>
        <translation>%1 auf Nummer %2 setzen</translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="70"/>
        <source>Round %1: %2 is paired with himself.</source>
        <translation>Runde %1: %2 ist gegen sich selbst gepaart.</translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="97"/>
        <source>Round %1: %2 plays number %3, who is not in the player list.</source>
        <translation>Runde %1: %2 spielt gegen Nummer %3, die nicht in der Spielerliste steht.</translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="102"/>
        <source>Round %1: the opponent of %2 is not in the player list.</source>
        <translation>Runde %1: Der Gegner von %2 steht nicht in der Spielerliste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/checks/ChessChecks.cpp" line="122"/>
        <source>Round %1: %2 and %3 also meet in round %4.</source>
        <translation>
            <numerusform>Runde %1: %2 und %3 treffen auch in Runde %4 aufeinander.</numerusform>
            <numerusform>Runde %1: %2 und %3 treffen auch in den Runden %4 aufeinander.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="132"/>
        <source>Round %1: %2 and %3 are paired twice.</source>
        <translation>Runde %1: %2 und %3 sind doppelt gepaart.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/checks/ChessChecks.cpp" line="143"/>
        <source>Round %1: %2 has %n results in this round.</source>
        <translation>
            <numerusform>Runde %1: %2 hat in dieser Runde %n Ergebnis.</numerusform>
            <numerusform>Runde %1: %2 hat in dieser Runde %n Ergebnisse.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/checks/ChessChecks.cpp" line="163"/>
        <source>Round %1: %2 has no game and no bye, though others played this round.</source>
        <translation>Runde %1: %2 hat weder eine Partie noch spielfrei, obwohl andere diese Runde gespielt haben.</translation>
    </message>
</context>
<context>
    <name>rd::edit::CrosstableNotation</name>
    <message>
        <location filename="../engine/checks/CrosstableNotation.cpp" line="201"/>
        <source>%1, played, not rated</source>
        <translation>%1, gespielt, nicht gewertet</translation>
    </message>
</context>
<context>
    <name>rd::edit::GoEventEdit</name>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="58"/>
        <source>Enter the player&apos;s name.</source>
        <translation>Den Namen des Spielers eingeben.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="68"/>
        <source>A player named &quot;%1&quot; is already in the list.</source>
        <translation>Ein Spieler namens „%1“ steht bereits in der Liste.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="73"/>
        <source>Enter the rank of %1, e.g. 14k or 2d.</source>
        <translation>Den Rang von %1 eingeben, z. B. 14k oder 2d.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="77"/>
        <source>&quot;%1&quot; is not a Go rank: write 30k to 1k or 1d to 9d, e.g. 14k or 2d.</source>
        <translation>„%1“ ist kein Go-Rang: 30k bis 1k oder 1d bis 9d schreiben, z. B. 14k oder 2d.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="94"/>
        <source>Add player %1</source>
        <translation>Spieler %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="109"/>
        <source>Line %1: enter the White player.</source>
        <translation>Zeile %1: Den Spieler mit Weiß eingeben.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="111"/>
        <source>Line %1: enter the Black player.</source>
        <translation>Zeile %1: Den Spieler mit Schwarz eingeben.</translation>
    </message>
    <message>
        <location filename="../engine/checks/GoChecks.cpp" line="51"/>
        <location filename="../engine/edit/GoEventEdit.cpp" line="114"/>
        <source>Line %1: White and Black are the same player, %2.</source>
        <translation>Zeile %1: Weiß und Schwarz sind derselbe Spieler, %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/checks/GoChecks.cpp" line="57"/>
        <location filename="../engine/edit/GoEventEdit.cpp" line="120"/>
        <source>Line %1: a handicap of %n stones is outside 0 to %2.</source>
        <translation>
            <numerusform>Zeile %1: Eine Vorgabe von %n Stein liegt außerhalb von 0 bis %2.</numerusform>
            <numerusform>Zeile %1: Eine Vorgabe von %n Steinen liegt außerhalb von 0 bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/checks/GoChecks.cpp" line="38"/>
        <source>Line %1: &quot;%2&quot; is not in the player list; add the player.</source>
        <translation>Zeile %1: „%2“ steht nicht in der Spielerliste; den Spieler hinzufügen.</translation>
    </message>
    <message>
        <location filename="../engine/checks/GoChecks.cpp" line="44"/>
        <source>Line %1: %2 has no SAGC rank to start from.</source>
        <translation>Zeile %1: %2 hat keinen SAGC-Anfangsrang.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="134"/>
        <source>Add line %1</source>
        <translation>Zeile %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="141"/>
        <location filename="../engine/edit/GoEventEdit.cpp" line="152"/>
        <source>There is no line %1.</source>
        <translation>Es gibt keine Zeile %1.</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="145"/>
        <source>Change line %1</source>
        <translation>Zeile %1 ändern</translation>
    </message>
    <message>
        <location filename="../engine/edit/GoEventEdit.cpp" line="154"/>
        <source>Remove line %1</source>
        <translation>Zeile %1 entfernen</translation>
    </message>
</context>
<context>
    <name>rd::edit::NumberEntry</name>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="42"/>
        <source>%1: enter a number.</source>
        <translation>%1: bitte eine Zahl eingeben.</translation>
    </message>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="45"/>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1: „%2“ ist keine Zahl.</translation>
    </message>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="48"/>
        <source>%1: &quot;%2&quot; could mean %3 or %4; type the one you mean.</source>
        <translation>%1: „%2“ kann %3 oder %4 heißen; bitte eines davon eingeben.</translation>
    </message>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="56"/>
        <source>%1: &quot;%2&quot; is not a whole number.</source>
        <translation>%1: „%2“ ist keine ganze Zahl.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/edit/NumberEntry.cpp" line="61"/>
        <source>%1: &quot;%2&quot; has more than %n decimal(s).</source>
        <translation>
            <numerusform>%1: „%2“ hat mehr als eine Nachkommastelle.</numerusform>
            <numerusform>%1: „%2“ hat mehr als %n Nachkommastellen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/edit/NumberEntry.cpp" line="65"/>
        <source>%1: %2 is outside %3 to %4.</source>
        <translation>%1: %2 liegt außerhalb von %3 bis %4.</translation>
    </message>
</context>
<context>
    <name>rd::io::Builder</name>
    <message>
        <location filename="../engine/io/EventTournament.cpp" line="107"/>
        <source>Baku acceleration needs the planned number of rounds; give the event its rounds planned.</source>
        <translation>Die Baku-Beschleunigung braucht die geplante Rundenzahl; geben Sie dem Turnier seine geplanten Runden.</translation>
    </message>
    <message>
        <location filename="../engine/io/EventTournament.cpp" line="141"/>
        <source>%1 has two games or byes in round %2; the pairing needs one at most.</source>
        <translation>%1 hat in Runde %2 zwei Partien oder Freilose; die Auslosung braucht höchstens eines.</translation>
    </message>
    <message>
        <location filename="../engine/io/EventTournament.cpp" line="156"/>
        <source>A game or bye names the player &quot;%1&quot;, who is not in the event&apos;s player list.</source>
        <translation>Eine Partie oder ein Freilos nennt den Spieler „%1“, der nicht in der Teilnehmerliste des Turniers steht.</translation>
    </message>
    <message>
        <location filename="../engine/io/EventTournament.cpp" line="169"/>
        <source>The game %1 against %2 has no round; the pairing needs the round of every game.</source>
        <translation>Die Partie %1 gegen %2 hat keine Runde; die Auslosung braucht die Runde jeder Partie.</translation>
    </message>
</context>
<context>
    <name>rd::io::CsvReading</name>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="360"/>
        <source>year-month-day (1965-03-12)</source>
        <translation>Jahr-Monat-Tag (1965-03-12)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="362"/>
        <source>day.month.year (12.03.1965)</source>
        <translation>Tag.Monat.Jahr (12.03.1965)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="365"/>
        <source>day/month/year (12/03/1965)</source>
        <translation>Tag/Monat/Jahr (12/03/1965)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="366"/>
        <source>month/day/year (03/12/1965)</source>
        <translation>Monat/Tag/Jahr (03/12/1965)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="369"/>
        <source>Birth dates are read as %1.</source>
        <translation>Geburtsdaten werden als %1 gelesen.</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="373"/>
        <source>No date of the file shows whether the day or the month comes first; they are read as your language setting writes dates.</source>
        <translation>Kein Datum der Datei zeigt, ob der Tag oder der Monat vorn steht; sie werden so gelesen, wie Ihre Spracheinstellung Daten schreibt.</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="378"/>
        <source>Ratings are read with a thousands point (1.856).</source>
        <translation>Wertungen werden mit Tausenderpunkt gelesen (1.856).</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="380"/>
        <source>Ratings are read with a thousands comma (1,856).</source>
        <translation>Wertungen werden mit Tausenderkomma gelesen (1,856).</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="384"/>
        <source>Ratings are read with a decimal comma (1523,45).</source>
        <translation>Wertungen werden mit Dezimalkomma gelesen (1523,45).</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="386"/>
        <source>Ratings are read with a decimal point (1523.45).</source>
        <translation>Wertungen werden mit Dezimalpunkt gelesen (1523.45).</translation>
    </message>
</context>
<context>
    <name>rd::io::DocumentError</name>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="20"/>
        <source>this is not valid JSON: %1</source>
        <translation>das ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="22"/>
        <source>%1 is not an event document (expected &quot;ratingdesk-event&quot;)</source>
        <translation>%1 ist kein Turnierdokument (erwartet wird „ratingdesk-event“)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="25"/>
        <source>unsupported version %1 (this program reads version %2)</source>
        <translation>Version %1 wird nicht unterstützt (dieses Programm liest Version %2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="28"/>
        <source>missing required field</source>
        <translation>Pflichtfeld fehlt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="30"/>
        <source>unknown field (known fields: %1)</source>
        <translation>unbekanntes Feld (bekannte Felder: %1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="32"/>
        <source>expected an object {…}, found %1</source>
        <translation>erwartet wird ein Objekt {…}, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="34"/>
        <source>expected a list […], found %1</source>
        <translation>erwartet wird eine Liste […], gefunden: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="36"/>
        <source>expected a text in quotes, found %1</source>
        <translation>erwartet wird ein Text in Anführungszeichen, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="38"/>
        <source>expected true or false, found %1</source>
        <translation>erwartet wird true oder false, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="40"/>
        <source>expected a number, found %1</source>
        <translation>erwartet wird eine Zahl, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="42"/>
        <source>expected a whole number, found %1</source>
        <translation>erwartet wird eine ganze Zahl, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="44"/>
        <source>%1 is not a score (0, 0.5 or 1)</source>
        <translation>%1 ist kein Partieergebnis (0, 0.5 oder 1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="50"/>
        <source>%1 is not a whole number or a half</source>
        <translation>%1 ist weder eine ganze noch eine halbe Zahl</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="52"/>
        <source>%1 is not an existing date in the form YYYY-MM-DD</source>
        <translation>%1 ist kein gültiges Datum der Form JJJJ-MM-TT</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="55"/>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des erlaubten Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="57"/>
        <source>%1 is out of range (at least %2)</source>
        <translation>%1 liegt außerhalb des erlaubten Bereichs (mindestens %2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="59"/>
        <source>unknown value %1 (allowed: %2)</source>
        <translation>unbekannter Wert %1 (erlaubt: %2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="61"/>
        <source>rule set %1 belongs to system %2, not %3</source>
        <translation>Regelwerk %1 gehört zum System %2, nicht zu %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="63"/>
        <source>unknown parameter of rule set %1 (%2)</source>
        <translation>unbekannter Parameter des Regelwerks %1 (%2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="65"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="67"/>
        <source>duplicate id %1 (also %2)</source>
        <translation>doppelte Kennung %1 (auch bei %2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="69"/>
        <source>%1 is after the event&apos;s end date %2</source>
        <translation>%1 liegt nach dem Enddatum des Turniers %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="71"/>
        <source>%1 does not agree with the birth date %2</source>
        <translation>%1 passt nicht zum Geburtsdatum %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="73"/>
        <source>%1 is more than the games n = %2</source>
        <translation>%1 ist mehr als die Partienzahl n = %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="75"/>
        <source>%1 entries, at most %2 are allowed</source>
        <translation>%1 Einträge, höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="83"/>
        <source>player %1 is rated from a summary of his results and cannot have games</source>
        <translation>Spieler %1 wird aus einer Zusammenfassung seiner Ergebnisse ausgewertet und kann keine Partien haben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="86"/>
        <source>unknown player %1</source>
        <translation>unbekannter Spieler %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="88"/>
        <source>byes are not allowed in a Go event</source>
        <translation>Freilose sind in einem Go-Turnier nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="107"/>
        <source>TRF holds chess games, not Go games</source>
        <translation>TRF enthält Schachpartien, keine Go-Partien</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="109"/>
        <source>start rank %1 is not a number</source>
        <translation>Startnummer %1 ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="111"/>
        <source>start rank %1 is already on line %2</source>
        <translation>Startnummer %1 steht bereits in Zeile %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="113"/>
        <source>round blocks start at column %1</source>
        <translation>die Rundenblöcke beginnen in Spalte %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="115"/>
        <source>round block %1 is not &quot;NNNN c r&quot; (opponent, w/b/-, result)</source>
        <translation>Rundenblock %1 hat nicht die Form „NNNN c r“ (Gegner, w/b/-, Ergebnis)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="118"/>
        <source>unknown result %1 (1 0 = + - W D L H F U Z)</source>
        <translation>unbekanntes Ergebnis %1 (1 0 = + - W D L H F U Z)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="120"/>
        <source>without an opponent only &quot;0000 - H/F/U/Z&quot;</source>
        <translation>ohne Gegner nur „0000 - H/F/U/Z“</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="124"/>
        <source>opponent %1 is not another player&apos;s start rank</source>
        <translation>Gegner %1 ist nicht die Startnummer eines anderen Spielers</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="127"/>
        <source>round %1: start rank %2 against %3, colour %4, result %5, but line %6 (start rank %3) has no round %1 block</source>
        <translation>Runde %1: Startnummer %2 gegen %3, Farbe %4, Ergebnis %5, aber Zeile %6 (Startnummer %3) hat keinen Block für Runde %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="131"/>
        <source>round %1: start rank %2 against %3, colour %4, result %5, but line %6 (start rank %3) says opponent %7, colour %8, result %9</source>
        <translation>Runde %1: Startnummer %2 gegen %3, Farbe %4, Ergebnis %5, aber Zeile %6 (Startnummer %3) nennt Gegner %7, Farbe %8, Ergebnis %9</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="135"/>
        <source>record %1 is not a TRF-16 record; it is kept as it is and written back unchanged</source>
        <translation>Datensatz %1 ist kein TRF-16-Datensatz; er wird so aufbewahrt, wie er ist, und unverändert zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="138"/>
        <source>records of TRF-2026 (%1) are kept as they are and written back unchanged; ratingdesk does not use them</source>
        <translation>Datensätze von TRF-2026 (%1) werden so aufbewahrt, wie sie sind, und unverändert zurückgeschrieben; ratingdesk verwendet sie nicht</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="142"/>
        <source>the file has National Rating lines but no record 172 (how the start ranks were given), which TRF-2026 requires with them</source>
        <translation>die Datei hat Zeilen mit nationalen Wertungszahlen, aber keinen Datensatz 172 (wie die Startnummern vergeben wurden), den TRF-2026 dazu verlangt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="146"/>
        <source>the National Rating lines of %1 give the players&apos; DWZ before the event; the file has no DWZ index, so it is taken as 0: check it before rating</source>
        <translation>die Zeilen mit nationalen Wertungszahlen von %1 geben die DWZ der Spieler vor dem Turnier; die Datei hat keinen DWZ-Index, er wird als 0 angenommen: bitte vor der Auswertung prüfen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="150"/>
        <source>the National Rating lines of %1 give the players&apos; US Chess ratings before the event; the file does not say how many games they rest on, so they are taken as established: check them before rating</source>
        <translation>die Zeilen mit nationalen Wertungszahlen von %1 geben die US-Chess-Wertungen der Spieler vor dem Turnier; die Datei sagt nicht, auf wie vielen Partien sie beruhen, daher gelten sie als etabliert: bitte vor der Auswertung prüfen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="255"/>
        <source>invalid komi KM[%1]</source>
        <translation>ungültiges Komi KM[%1]</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="259"/>
        <source>unknown rank &quot;%1&quot;</source>
        <translation>unbekannter Rang „%1“</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="261"/>
        <source>malformed round entry &quot;%1&quot;</source>
        <translation>fehlerhafter Rundeneintrag „%1“</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="263"/>
        <source>a bye takes no colour: &quot;%1&quot;</source>
        <translation>ein Freilos hat keine Farbe: „%1“</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="265"/>
        <source>paired against itself: &quot;%1&quot;</source>
        <translation>gegen sich selbst gepaart: „%1“</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="257"/>
        <source>expected name, rank, country and club</source>
        <translation>erwartet werden Name, Rang, Land und Verein</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="46"/>
        <source>a bye left unpaired scores what the event gives a pairing-allocated bye (%2), not %1</source>
        <translation>ein Freilos ohne Paarung zählt, was das Turnier einem Freilos der Auslosung gibt (%2), nicht %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="77"/>
        <source>the text holds the control character %1, which a name cannot hold</source>
        <translation>der Text enthält das Steuerzeichen %1, das ein Name nicht enthalten darf</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="80"/>
        <source>the name has %1 characters, at most %2 are allowed</source>
        <translation>der Name hat %1 Zeichen, höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="90"/>
        <source>no section %1 in event.sections; name one of them</source>
        <translation>keine Gruppe %1 in event.sections; nennen Sie eine von ihnen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="93"/>
        <source>the event has no sections; leave out the player&apos;s section or list the sections in event.sections</source>
        <translation>das Turnier hat keine Gruppen; lassen Sie die Gruppe des Spielers weg oder führen Sie die Gruppen in event.sections auf</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="97"/>
        <source>White plays in section %1, Black in %2; a game is played in one section</source>
        <translation>Weiß spielt in Gruppe %1, Schwarz in %2; eine Partie wird in einer Gruppe gespielt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="100"/>
        <source>a forbidden pair names two different players, e.g. [&quot;3&quot;, &quot;7&quot;]</source>
        <translation>ein verbotenes Paar nennt zwei verschiedene Spieler, z. B. [&quot;3&quot;, &quot;7&quot;]</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="103"/>
        <source>player %1 asks for %2 byes that score, but the event allows %3 (requested_bye_limit)</source>
        <translation>Spieler %1 verlangt %2 Freilose mit Punkten, das Turnier erlaubt %3 (requested_bye_limit)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="122"/>
        <source>a game needs a result 1 0 = + - W D L</source>
        <translation>eine Partie braucht ein Ergebnis 1 0 = + - W D L</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="155"/>
        <source>the file is not UTF-8; it is read as Windows-1252 (Latin-1), as older Windows programs write</source>
        <translation>die Datei ist nicht in UTF-8; sie wird als Windows-1252 (Latin-1) gelesen, wie ältere Windows-Programme schreiben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="159"/>
        <source>a column ruler (a line of digits) is skipped</source>
        <translation>ein Spaltenlineal (eine Zeile aus Ziffern) wird übergangen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="162"/>
        <source>a template line showing the columns is skipped</source>
        <translation>eine Musterzeile, die die Spalten zeigt, wird übergangen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="165"/>
        <source>record %1: %2 is read as %3</source>
        <translation>Datensatz %1: %2 wird als %3 gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="167"/>
        <source>record %1: %2 could be day/month or month/day; it is read day first, as %3</source>
        <translation>Datensatz %1: %2 kann Tag/Monat oder Monat/Tag sein; es wird mit dem Tag zuerst gelesen, als %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="170"/>
        <source>record %1: %2 could be day/month or month/day; it is read month first, as %3, as US events write dates</source>
        <translation>Datensatz %1: %2 kann Tag/Monat oder Monat/Tag sein; es wird mit dem Monat zuerst gelesen, als %3, wie US-Turniere Daten schreiben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="174"/>
        <source>birth date %1 is read as %2</source>
        <translation>Geburtsdatum %1 wird als %2 gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="176"/>
        <source>title %1 is read as %2</source>
        <translation>Titel %1 wird als %2 gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="178"/>
        <source>sex %1 is read as %2</source>
        <translation>Geschlecht %1 wird als %2 gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="180"/>
        <source>FIDE id %1 is not a number; it is left out</source>
        <translation>FIDE-ID %1 ist keine Zahl; sie wird weggelassen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="182"/>
        <source>points %1 are not a number such as 2.5; they are not checked</source>
        <translation>Punkte %1 sind keine Zahl wie 2.5; sie werden nicht geprüft</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="185"/>
        <source>round block %1 has no opponent; it is read as a bye of %2 points</source>
        <translation>Rundenblock %1 hat keinen Gegner; er wird als spielfrei mit %2 Punkten gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="188"/>
        <source>round %1: start ranks %2 and %3 have no colour; %2 is taken as White</source>
        <translation>Runde %1: Startnummern %2 und %3 haben keine Farbe; %2 wird als Weiß genommen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="191"/>
        <source>the player line %1 stands for the bye, not for a player; it is left out</source>
        <translation>die Spielerzeile %1 steht für „spielfrei“, nicht für einen Spieler; sie wird weggelassen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="194"/>
        <source>start rank %1 (%2): the file gives %3 points, the results give %4 (players differing in all: %5)</source>
        <translation>Startnummer %1 (%2): die Datei nennt %3 Punkte, die Ergebnisse ergeben %4 (abweichende Spieler insgesamt: %5)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="198"/>
        <source>the file counts a win %1, a draw %2 and a loss %3; ratingdesk counts games 1, 1/2 and 0, byes as the file says</source>
        <translation>die Datei zählt einen Sieg %1, ein Remis %2 und eine Niederlage %3; ratingdesk zählt Partien 1, 1/2 und 0, Freilose so, wie die Datei sagt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="202"/>
        <source>rating %1 is not a number; it is left out</source>
        <translation>Wertungszahl %1 ist keine Zahl; sie wird weggelassen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="204"/>
        <source>rank %1 is not a number; it is not read (ranks are computed)</source>
        <translation>Platz %1 ist keine Zahl; er wird nicht gelesen (Plätze werden berechnet)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="207"/>
        <source>sex %1 is none of m, w, f; it is left out</source>
        <translation>Geschlecht %1 ist keines von m, w, f; es wird weggelassen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="209"/>
        <source>title %1 is none of %2; it is left out</source>
        <translation>Titel %1 ist keiner von %2; er wird weggelassen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="211"/>
        <source>the name %1 is longer than its 33 columns and moves the fields after it %2 columns to the right; they are read where they are</source>
        <translation>der Name %1 ist länger als seine 33 Spalten und schiebt die Felder danach um %2 Spalten nach rechts; sie werden dort gelesen, wo sie stehen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="215"/>
        <source>a tab is read as blanks up to the next tab stop (columns 9, 17, 25, ...)</source>
        <translation>ein Tabulator wird als Leerzeichen bis zum nächsten Tabstopp gelesen (Spalten 9, 17, 25, …)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="218"/>
        <source>the file has no 012 tournament name; the event is named after the file</source>
        <translation>die Datei hat keinen Turniernamen 012; das Turnier erhält den Namen der Datei</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="221"/>
        <source>the file has no 052 end date; the event ends on its start date, %1</source>
        <translation>die Datei hat kein Enddatum 052; das Turnier endet an seinem Anfangsdatum, %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="224"/>
        <source>the file has no 052 end date; the event ends today, %1: correct it in Event &gt; Details…</source>
        <translation>die Datei hat kein Enddatum 052; das Turnier endet heute, %1: bitte unter Turnier &gt; Angaben… berichtigen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="228"/>
        <source>record %1: %2 is not a date; it is left out: correct the event&apos;s dates in Event &gt; Details… before rating</source>
        <translation>Datensatz %1: %2 ist kein Datum; es wird weggelassen: bitte die Daten des Turniers vor der Auswertung unter Turnier &gt; Angaben… berichtigen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="232"/>
        <source>a second 052 end date; the one of line %1 is read</source>
        <translation>ein zweites Enddatum 052; das aus Zeile %1 wird gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="235"/>
        <location filename="../engine/io/DocumentError.cpp" line="342"/>
        <source>the start date %1 is after the end date %2; both are kept as written: correct them in Event &gt; Details… before rating</source>
        <translation>das Anfangsdatum %1 liegt nach dem Enddatum %2; beide werden wie geschrieben übernommen: bitte vor der Auswertung unter Turnier &gt; Angaben… berichtigen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="239"/>
        <source>%1 and every later block with an opponent and a colour but no result are games paired in round %2 and not yet played: they count for nothing until their result is entered</source>
        <translation>%1 und jeder spätere Block mit Gegner und Farbe, aber ohne Ergebnis sind Partien, die in Runde %2 gepaart und noch nicht gespielt sind: Sie zählen nichts, bis ihr Ergebnis eingetragen ist</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="244"/>
        <source>the bye %1 is written with a game result; it and every such bye are read as a bye of %2 points</source>
        <translation>das Freilos %1 ist mit einem Partieergebnis geschrieben; es und jedes solche Freilos werden als Freilos mit %2 Punkten gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="248"/>
        <source>the bye %1 has no result letter; with every such bye read as %2 points, the points of every player agree with columns 81-84, so they are read so</source>
        <translation>das Freilos %1 hat keinen Ergebnisbuchstaben; wird jedes solche Freilos mit %2 Punkten gelesen, stimmen die Punkte jedes Spielers mit den Spalten 81-84 überein, also werden sie so gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="252"/>
        <source>the file is UTF-16 text; it is read as such and written back so</source>
        <translation>die Datei ist UTF-16-Text; sie wird so gelesen und so zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="267"/>
        <source>&quot;%1&quot; after the | is not an EGD PIN (digits only)</source>
        <translation>„%1“ nach dem | ist keine EGD-PIN (nur Ziffern)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="270"/>
        <source>%1 round entries, but line %2 has only %3; every line needs one per round</source>
        <translation>%1 Rundeneinträge, aber Zeile %2 hat nur %3; jede Zeile braucht einen je Runde</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="273"/>
        <source>opponent %1, but there is no player line %1 (opponents are numbered by line)</source>
        <translation>Gegner %1, aber es gibt keine Spielerzeile %1 (Gegner werden nach Zeilen gezählt)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="276"/>
        <source>&quot;%1&quot; contradicts line %2, round %3 (&quot;%4&quot;)</source>
        <translation>„%1“ widerspricht Zeile %2, Runde %3 („%4“)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="279"/>
        <source>&quot;%1&quot; contradicts line %2, which has no round %3</source>
        <translation>„%1“ widerspricht Zeile %2, die keine Runde %3 hat</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="282"/>
        <source>the round columns cannot be found: no player line has results such as &quot;12+/w0&quot; or &quot;0-&quot;</source>
        <translation>die Rundenspalten sind nicht zu finden: keine Spielerzeile hat Ergebnisse wie „12+/w0“ oder „0-“</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="286"/>
        <source>none of the %1 round results of this line can be read</source>
        <translation>keines der %1 Rundenergebnisse dieser Zeile ist lesbar</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="289"/>
        <source>&quot;%1&quot; and every later result marked ? are not confirmed: they are not rated, and they are kept and written back as they are</source>
        <translation>„%1“ und alle späteren mit ? markierten Ergebnisse sind nicht bestätigt: Sie werden nicht gewertet, aber aufbewahrt und unverändert zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="293"/>
        <source>&quot;%1&quot; and every later result marked ! were decided by default, not played: they are not rated, and they are kept and written back as they are</source>
        <translation>„%1“ und alle späteren mit ! markierten Ergebnisse wurden kampflos entschieden, nicht gespielt: Sie werden nicht gewertet, aber aufbewahrt und unverändert zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="297"/>
        <source>&quot;%1&quot; gives %2 handicap stones, more than 9: this and every later such game are not rated, and they are kept and written back as they are</source>
        <translation>„%1“ gibt %2 Vorgabesteine, mehr als 9: Diese und alle späteren solchen Partien werden nicht gewertet, aber aufbewahrt und unverändert zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="301"/>
        <source>&quot;%1&quot; and every later game without colours are read with the player on the upper line as White</source>
        <translation>„%1“ und alle späteren Partien ohne Farben werden mit dem Spieler der oberen Zeile als Weiß gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="305"/>
        <source>rank &quot;%1&quot; has no k or d: it and every later such rank are read as kyu</source>
        <translation>Rang „%1“ hat kein k oder d: Er und alle späteren solchen Ränge werden als Kyu gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="308"/>
        <source>place %1 is not the number of this player line (%2): opponents are read as line numbers, and the places are written back as line numbers</source>
        <translation>Platz %1 ist nicht die Nummer dieser Spielerzeile (%2): Gegner werden als Zeilennummern gelesen, und die Plätze werden als Zeilennummern zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="312"/>
        <source>this and every later comment line among the player lines are written back above the player lines</source>
        <translation>diese und alle späteren Kommentarzeilen zwischen den Spielerzeilen werden über den Spielerzeilen zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="316"/>
        <source>the comment &quot;%1&quot; after the player&apos;s data, and any later one, are not kept</source>
        <translation>der Kommentar „%1“ nach den Angaben des Spielers und jeder spätere werden nicht aufbewahrt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="319"/>
        <source>&quot;%1&quot; and every later round marked ? alone were not played and their result is unknown: no game, kept and written back as they are</source>
        <translation>„%1“ und jede spätere nur mit ? markierte Runde wurden nicht gespielt, ihr Ergebnis ist unbekannt: keine Partie, aufbewahrt und unverändert zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="323"/>
        <source>&quot;%1&quot; and every later bye marked ! were given by default: no game, kept and written back as they are</source>
        <translation>„%1“ und jedes spätere mit ! markierte Freilos wurden kampflos vergeben: keine Partie, aufbewahrt und unverändert zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="327"/>
        <source>&quot;%1&quot; and line %2 (&quot;%3&quot;) both win: a ruling; each player keeps his own result, the game is not rated, and such cells are kept and written back as they are</source>
        <translation>„%1“ und Zeile %2 („%3“) gewinnen beide: eine Schiedsrichterentscheidung; jeder Spieler behält sein eigenes Ergebnis, die Partie wird nicht gewertet, und solche Zellen werden aufbewahrt und unverändert zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="331"/>
        <source>&quot;%1&quot; and line %2 (&quot;%3&quot;) both lose: a ruling; each player keeps his own result, the game is not rated, and such cells are kept and written back as they are</source>
        <translation>„%1“ und Zeile %2 („%3“) verlieren beide: eine Schiedsrichterentscheidung; jeder Spieler behält sein eigenes Ergebnis, die Partie wird nicht gewertet, und solche Zellen werden aufbewahrt und unverändert zurückgeschrieben</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="336"/>
        <source>a | with no EGD PIN after it, here and maybe later: the player has no PIN</source>
        <translation>ein | ohne EGD-PIN dahinter, hier und vielleicht später: Der Spieler hat keine PIN</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="339"/>
        <source>the columns are separated by tabs here and maybe later; they are read as blanks</source>
        <translation>die Spalten sind hier und vielleicht später durch Tabulatoren getrennt; sie werden als Leerzeichen gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="346"/>
        <source>the table has no DT[start,end]; the event ends today, %1: correct it in Event &gt; Details… before rating</source>
        <translation>die Tabelle hat kein DT[Anfang,Ende]; das Turnier endet heute, %1: bitte vor der Auswertung unter Turnier &gt; Angaben… berichtigen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="350"/>
        <source>DT[%1] holds no dates that can be read; the event ends today, %2: correct it in Event &gt; Details… before rating</source>
        <translation>DT[%1] enthält keine lesbaren Daten; das Turnier endet heute, %2: bitte vor der Auswertung unter Turnier &gt; Angaben… berichtigen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="354"/>
        <source>the player of this line is not stored (player lines not stored: %1)</source>
        <translation>der Spieler dieser Zeile wird nicht gespeichert (nicht gespeicherte Spielerzeilen: %1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="357"/>
        <source>the file gives this player %1 games, %2 are stored or said above (lines that differ: %3)</source>
        <translation>die Datei gibt diesem Spieler %1 Partien, %2 werden gespeichert oder oben genannt (abweichende Zeilen: %3)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="361"/>
        <source>the file holds %1 games, %2 are stored</source>
        <translation>die Datei enthält %1 Partien, %2 werden gespeichert</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="363"/>
        <source>%1: the file gives %2 points, the games and byes stored give %3 (lines that differ: %4)</source>
        <translation>%1: die Datei nennt %2 Punkte, die gespeicherten Partien und Freilose ergeben %3 (abweichende Zeilen: %4)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="367"/>
        <source>a quoted cell is not closed</source>
        <translation>eine Zelle in Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="369"/>
        <source>the file has no header line</source>
        <translation>die Datei hat keine Kopfzeile</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="371"/>
        <source>&quot;%1&quot; is not a number from %2 to %3</source>
        <translation>„%1“ ist keine Zahl von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="373"/>
        <source>&quot;%1&quot; is not a date such as %2</source>
        <translation>„%1“ ist kein Datum wie %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="375"/>
        <source>&quot;%1&quot; is not a rating from 0 to 3500</source>
        <translation>„%1“ ist keine Wertungszahl von 0 bis 3500</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="377"/>
        <source>&quot;%1&quot; is not a rank (30k ... 1k, 1d ... 9d)</source>
        <translation>„%1“ ist kein Rang (30k … 1k, 1d … 9d)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="380"/>
        <source>&quot;%1&quot; is neither yes nor no</source>
        <translation>„%1“ ist weder ja noch nein</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="381"/>
        <source>no name</source>
        <translation>kein Name</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="383"/>
        <source>a SAGC index needs a rank</source>
        <translation>ein SAGC-Index braucht einen Rang</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="385"/>
        <source>&quot;%1&quot; is not a sex: m or w (also male, female, f)</source>
        <translation>„%1“ ist kein Geschlecht: m oder w (auch männlich, weiblich, f)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="388"/>
        <source>&quot;%1&quot; is not a FIDE title (%2)</source>
        <translation>„%1“ ist kein FIDE-Titel (%2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="390"/>
        <source>&quot;%1&quot; is not a federation of three letters, e.g. GER</source>
        <translation>„%1“ ist keine Föderation aus drei Buchstaben, z. B. GER</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="393"/>
        <source>a column with the whole name and columns with surname or given name: choose one or the other</source>
        <translation>eine Spalte mit dem ganzen Namen und Spalten mit Nachname oder Vorname: wählen Sie das eine oder das andere</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="397"/>
        <source>the birth year %1 is not the year of the birth date %2</source>
        <translation>das Geburtsjahr %1 ist nicht das Jahr des Geburtsdatums %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="400"/>
        <source>a DWZ index or evaluation date needs the DWZ itself</source>
        <translation>ein DWZ-Index oder Auswertungsdatum braucht die DWZ selbst</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="403"/>
        <source>the header &quot;%1&quot; is not a DSB list&apos;s: it needs the club (ZPS or VKZ) and the name (Spielername, Name,Vorname or Nachname and Vorname)</source>
        <translation>die Kopfzeile „%1“ ist nicht die einer DSB-Liste: sie braucht den Verein (ZPS oder VKZ) und den Namen (Spielername, Name,Vorname oder Nachname und Vorname)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="407"/>
        <source>the header has no club code (ZPS or VKZ) and club name</source>
        <translation>der Kopfzeile fehlen Vereinskennzahl (ZPS oder VKZ) und Vereinsname</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="410"/>
        <source>%1 cells where the header has %2</source>
        <translation>%1 Zellen, wo die Kopfzeile %2 hat</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="412"/>
        <source>&quot;%1&quot; is neither A (active) nor P (passive)</source>
        <translation>„%1“ ist weder A (aktiv) noch P (passiv)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="415"/>
        <source>&quot;%1&quot; is neither M nor W</source>
        <translation>„%1“ ist weder M noch W</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="417"/>
        <source>&quot;%1&quot; is not a year and week in the form YYYYWW (200715: 2007, week 15)</source>
        <translation>„%1“ ist kein Jahr mit Woche der Form JJJJWW (200715: 2007, Woche 15)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="419"/>
        <source>not XML: %1</source>
        <translation>kein XML: %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="421"/>
        <source>a player without fideid</source>
        <translation>ein Spieler ohne fideid</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="423"/>
        <source>a player without a name</source>
        <translation>ein Spieler ohne Namen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="425"/>
        <source>the file lists no players: it is no rating list or an empty one, and the list loaded before is kept</source>
        <translation>die Datei führt keine Spieler auf: Sie ist keine oder eine leere Ratingliste, und die zuvor geladene Liste bleibt erhalten</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="429"/>
        <source>%1: &quot;%2&quot; is not a number from %3 to %4</source>
        <translation>%1: „%2“ ist keine Zahl von %3 bis %4</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="431"/>
        <source>the archive has no spieler.csv: it is not the DSB&apos;s list</source>
        <translation>das Archiv enthält keine spieler.csv: es ist nicht die Liste des DSB</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="434"/>
        <source>the archive has no vereine.csv: the clubs are shown by their code (ZPS)</source>
        <translation>das Archiv enthält keine vereine.csv: die Vereine werden mit ihrer Kennzahl (ZPS) gezeigt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="437"/>
        <source>the club %1 is not in vereine.csv: it is shown by its code</source>
        <translation>der Verein %1 fehlt in vereine.csv: er wird mit seiner Kennzahl gezeigt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="440"/>
        <source>the player with DSB id %1 is active on line %2 already: that entry is kept</source>
        <translation>der Spieler mit der DSB-ID %1 ist schon in Zeile %2 aktiv: dieser Eintrag bleibt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="443"/>
        <source>not a zip archive (%1)</source>
        <translation>kein ZIP-Archiv (%1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="445"/>
        <source>%1 in the archive cannot be unpacked (%2)</source>
        <translation>%1 im Archiv lässt sich nicht entpacken (%2)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="447"/>
        <source>%1 in the archive unpacks to more than %2 MB</source>
        <translation>%1 im Archiv ist entpackt größer als %2 MB</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="450"/>
        <source>the archive holds no %1 file</source>
        <translation>das Archiv enthält keine %1-Datei</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="452"/>
        <source>cannot be read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="454"/>
        <source>this format is written, not read</source>
        <translation>dieses Format wird geschrieben, nicht gelesen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="506"/>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="508"/>
        <source>game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="509"/>
        <source>bye %1</source>
        <translation>Freilos %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="518"/>
        <source>the event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="523"/>
        <source>field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="531"/>
        <source>an object is not closed with }</source>
        <translation>ein Objekt ist nicht mit } geschlossen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="533"/>
        <source>a colon is missing after a field name</source>
        <translation>nach einem Feldnamen fehlt ein Doppelpunkt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="535"/>
        <source>a list is not closed with ]</source>
        <translation>eine Liste ist nicht mit ] geschlossen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="537"/>
        <source>a comma is missing between two values</source>
        <translation>zwischen zwei Werten fehlt ein Komma</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="539"/>
        <location filename="../engine/io/DocumentError.cpp" line="541"/>
        <source>an illegal number</source>
        <translation>eine ungültige Zahl</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="543"/>
        <source>an illegal escape sequence</source>
        <translation>eine ungültige Escape-Sequenz</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="545"/>
        <source>text that is not valid UTF-8</source>
        <translation>Text, der kein gültiges UTF-8 ist</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="547"/>
        <source>a text is not closed with &quot;</source>
        <translation>ein Text ist nicht mit &quot; geschlossen</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="549"/>
        <source>the document is not an object</source>
        <translation>das Dokument ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="551"/>
        <source>values nested too deeply</source>
        <translation>zu tief verschachtelte Werte</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="553"/>
        <source>the document is too large</source>
        <translation>das Dokument ist zu groß</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="555"/>
        <source>garbage after the end of the document</source>
        <translation>Zeichen nach dem Ende des Dokuments</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="564"/>
        <source>an illegal value</source>
        <translation>ein ungültiger Wert</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="592"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="642"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="644"/>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="646"/>
        <source>line %1, round %2</source>
        <translation>Zeile %1, Runde %2</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="647"/>
        <source>line %1, columns %2 to %3</source>
        <translation>Zeile %1, Spalten %2 bis %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="656"/>
        <source>%1, record %2, field %3</source>
        <translation>%1, Datensatz %2, Feld %3</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="659"/>
        <source>the document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="661"/>
        <source>the file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../engine/io/DocumentError.cpp" line="663"/>
        <source>the header</source>
        <translation>Kopf</translation>
    </message>
</context>
<context>
    <name>rd::io::PlayerColumn</name>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="314"/>
        <source>(ignore)</source>
        <translation>(ignorieren)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="315"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="316"/>
        <source>surname</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="317"/>
        <source>given name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="318"/>
        <source>birth date</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="319"/>
        <source>birth year</source>
        <translation>Geburtsjahr</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="320"/>
        <source>sex</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="321"/>
        <source>FIDE title</source>
        <translation>FIDE-Titel</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="322"/>
        <source>federation</source>
        <translation>Föderation</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="323"/>
        <source>DWZ</source>
        <translation>DWZ</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="324"/>
        <source>DWZ index</source>
        <translation>DWZ-Index</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="326"/>
        <source>last DWZ evaluation</source>
        <translation>letzte DWZ-Auswertung</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="327"/>
        <source>US Chess rating</source>
        <translation>US-Chess-Wertung</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="328"/>
        <source>US Chess games</source>
        <translation>US-Chess-Partien</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="329"/>
        <source>adult (yes or no)</source>
        <translation>erwachsen (ja oder nein)</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="330"/>
        <source>SAGC rank</source>
        <translation>SAGC-Rang</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="331"/>
        <source>SAGC index</source>
        <translation>SAGC-Index</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="332"/>
        <source>club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="344"/>
        <source>DSB id</source>
        <translation>DSB-ID</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="345"/>
        <source>US Chess id</source>
        <translation>US-Chess-ID</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="346"/>
        <source>FIDE id</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <location filename="../engine/io/csv/CsvFormat.cpp" line="347"/>
        <source>SAGC handle</source>
        <translation>SAGC-Kennung</translation>
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
        <translation>Die Runden haben kein Datum; %1 verlangt das Datum jeder Runde.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="158"/>
        <source>Round %1 has no date; %2 wants the date of every round.</source>
        <translation>Runde %1 hat kein Datum; %2 verlangt das Datum jeder Runde.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="181"/>
        <source>the name has no given name after a comma; %1 matches players by “Surname, Given name”.</source>
        <translation>der Name hat nach einem Komma keinen Vornamen; %1 ordnet Spieler nach „Nachname, Vorname“ zu.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="210"/>
        <source>Round %1: %2 lost to %3 and plays no later round. If he did not come to the game, enter it as a forfeit; the DSB rates only games played over the board.</source>
        <translation>Runde %1: %2 hat gegen %3 verloren und spielt danach keine Runde mehr. Ist er zu der Partie nicht erschienen, tragen Sie sie als kampflos ein; der DSB wertet nur am Brett gespielte Partien.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="230"/>
        <source>The event has no place; the DSB report names it.</source>
        <translation>Das Turnier hat keinen Ort; die Meldung an den DSB nennt ihn.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="234"/>
        <source>The event has no time control; the DSB rates only games of a time control its rating rules accept.</source>
        <translation>Das Turnier hat keine Bedenkzeit; der DSB wertet nur Partien mit einer Bedenkzeit, die seine Wertungsordnung zulässt.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="239"/>
        <source>The event has no chief arbiter; the DSB report names him.</source>
        <translation>Das Turnier hat keinen Hauptschiedsrichter; die Meldung an den DSB nennt ihn.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="252"/>
        <source>no birth date or year; the DSB&apos;s XML report requires the year of birth of every player.</source>
        <translation>kein Geburtsdatum und kein Geburtsjahr; die XML-Meldung an den DSB verlangt das Geburtsjahr jedes Spielers.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="258"/>
        <source>no DWZ and no birth date; the DSB needs the birth date of a player it does not list yet.</source>
        <translation>keine DWZ und kein Geburtsdatum; der DSB braucht das Geburtsdatum eines Spielers, den er noch nicht führt.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="264"/>
        <source>a player of %1 without a FIDE id; the DSB identifies foreign players by it.</source>
        <translation>ein Spieler aus %1 ohne FIDE-ID; der DSB erkennt ausländische Spieler an ihr.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="276"/>
        <source>Round %1: %2 – %3 lasted less than one move; the DSB has no mark for such a game and receives it as a forfeit.</source>
        <translation>Runde %1: %2 – %3 dauerte keinen ganzen Zug; der DSB hat dafür kein Zeichen und erhält die Partie als kampflos.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="296"/>
        <source>The event has no place; FIDE requires the city (TRF record 022).</source>
        <translation>Das Turnier hat keinen Ort; die FIDE verlangt die Stadt (TRF-Satz 022).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="299"/>
        <source>The event has no federation; FIDE requires the organising federation&apos;s three-letter code (TRF record 032).</source>
        <translation>Das Turnier hat keinen Verband; die FIDE verlangt das Kürzel des ausrichtenden Verbands aus drei Buchstaben (TRF-Satz 032).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="303"/>
        <source>The event has no chief arbiter; FIDE requires him (TRF record 102).</source>
        <translation>Das Turnier hat keinen Hauptschiedsrichter; die FIDE verlangt ihn (TRF-Satz 102).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="307"/>
        <source>The event has no time control; FIDE rates a game by its rate of play (TRF record 122).</source>
        <translation>Das Turnier hat keine Bedenkzeit; die FIDE wertet eine Partie nach ihrer Bedenkzeit (TRF-Satz 122).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="313"/>
        <source>The event has no start date; TRF-2026 requires it (record 042).</source>
        <translation>Das Turnier hat kein Anfangsdatum; TRF-2026 verlangt es (Satz 042).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="320"/>
        <source>no FIDE id; FIDE rates only players it has an id for (TRF columns 58-68).</source>
        <translation>keine FIDE-ID; die FIDE wertet nur Spieler mit FIDE-ID (TRF-Spalten 58-68).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="323"/>
        <source>no federation; FIDE lists every player with his federation (TRF columns 54-56).</source>
        <translation>kein Verband; die FIDE führt jeden Spieler mit seinem Verband (TRF-Spalten 54-56).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="328"/>
        <source>no birth date; FIDE keeps it with the player (TRF columns 70-79).</source>
        <translation>kein Geburtsdatum; die FIDE führt es beim Spieler (TRF-Spalten 70-79).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="351"/>
        <source>Regular only</source>
        <translation>nur Regular</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="352"/>
        <source>both Regular and Quick</source>
        <translation>sowohl Regular als auch Quick</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="353"/>
        <source>Quick only</source>
        <translation>nur Quick</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="354"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="355"/>
        <source>not at all</source>
        <translation>gar nicht</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="390"/>
        <source>Section “%1”: %2</source>
        <translation>Gruppe „%1“: %2</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="396"/>
        <source>The event has no time control; US Chess rates a section by its time control, e.g. G/60;d5.</source>
        <translation>Das Turnier hat keine Bedenkzeit; US Chess wertet eine Gruppe nach ihrer Bedenkzeit, z. B. G/60;d5.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="406"/>
        <source>The time control “%1” is not written as US Chess writes it (e.g. G/60;d5, G/90;+30, 40/90,SD/30;d5); its rating system cannot be told.</source>
        <translation>Die Bedenkzeit „%1“ ist nicht so geschrieben, wie US Chess sie schreibt (z. B. G/60;d5, G/90;+30, 40/90,SD/30;d5); ihr Wertungssystem lässt sich nicht bestimmen.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="415"/>
        <source>US Chess does not rate games of the time control “%1”.</source>
        <translation>US Chess wertet keine Partien mit der Bedenkzeit „%1“.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="422"/>
        <source>US Chess rates the time control “%1” %2, the event is rated %3.</source>
        <translation>US Chess wertet die Bedenkzeit „%1“ %2, das Turnier wird %3 gewertet.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="444"/>
        <source>The event has no affiliate id; US Chess rates an event under its affiliate.</source>
        <translation>Das Turnier hat keine Affiliate-ID; US Chess wertet ein Turnier unter seinem Affiliate.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="450"/>
        <source>The affiliate id “%1” is not a US Chess affiliate id (A and 7 digits); US Chess rates an event under its affiliate.</source>
        <translation>Die Affiliate-ID „%1“ ist keine Affiliate-ID von US Chess (A und 7 Ziffern); US Chess wertet ein Turnier unter seinem Affiliate aus.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="458"/>
        <source>The event has no chief TD id; US Chess requires the chief TD&apos;s member id.</source>
        <translation>Das Turnier hat keine ID des Chief TD; US Chess verlangt die Mitgliedsnummer des Chief TD.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="499"/>
        <source>no US Chess id; US Chess rates members by their 8-digit id.</source>
        <translation>keine US-Chess-ID; US Chess wertet Mitglieder nach ihrer achtstelligen Nummer.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="503"/>
        <source>the US Chess id “%1” does not have 8 digits.</source>
        <translation>die US-Chess-ID „%1“ hat nicht 8 Ziffern.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="526"/>
        <source>The table states no tournament class; the EGD rates an event of class A, B, C or D.</source>
        <translation>Die Tabelle nennt keine Turnierklasse; die EGD wertet Turniere der Klassen A, B, C und D.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="530"/>
        <source>The table states the tournament class “%1”; the EGD rates an event of class A, B, C or D.</source>
        <translation>Die Tabelle nennt die Turnierklasse „%1“; die EGD wertet Turniere der Klassen A, B, C und D.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="536"/>
        <source>The table will state class A; the EGD&apos;s class follows from the basic time and the overtime (class A: at least 60 minutes and 75 with byo-yomi). Check it against the event&apos;s time control.</source>
        <translation>Die Tabelle wird Klasse A nennen; die Klasse der EGD ergibt sich aus Grundbedenkzeit und Nachspielzeit (Klasse A: mindestens 60 Minuten, mit Byo-yomi mindestens 75). Bitte mit der Bedenkzeit des Turniers vergleichen.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="545"/>
        <source>the EGD PIN “%1” does not have 8 digits.</source>
        <translation>die EGD-PIN „%1“ hat nicht 8 Ziffern.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="557"/>
        <source>no EGD PIN and no given name; the EGD matches a player without PIN by surname and given name.</source>
        <translation>keine EGD-PIN und kein Vorname; die EGD ordnet einen Spieler ohne PIN nach Nach- und Vornamen zu.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="561"/>
        <source>no EGD PIN and no country; the EGD matches a player without PIN by his country and club.</source>
        <translation>keine EGD-PIN und kein Land; die EGD ordnet einen Spieler ohne PIN nach Land und Verein zu.</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="565"/>
        <source>no EGD PIN and no club; the EGD matches a player without PIN by his country and club.</source>
        <translation>keine EGD-PIN und kein Verein; die EGD ordnet einen Spieler ohne PIN nach Land und Verein zu.</translation>
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
        <translation>Die TD-ID „%1“ ist keine US-Chess-Mitgliedsnummer (8 Ziffern).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="483"/>
        <location filename="../engine/io/SubmissionCheck.cpp" line="509"/>
        <source>“%1” is not a state&apos;s two-letter code (e.g. MA).</source>
        <translation>„%1“ ist kein Kürzel eines Bundesstaats aus zwei Buchstaben (z. B. MA).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="491"/>
        <source>“%1” is not a ZIP code (12345 or 12345-6789).</source>
        <translation>„%1“ ist keine ZIP-Postleitzahl (12345 oder 12345-6789).</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="599"/>
        <source>the DSB</source>
        <translation>der DSB</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="601"/>
        <source>FIDE</source>
        <comment>the subject of a sentence</comment>
        <translation>die FIDE</translation>
    </message>
    <message>
        <location filename="../engine/io/SubmissionCheck.cpp" line="608"/>
        <source>the EGD</source>
        <translation>die EGD</translation>
    </message>
</context>
<context>
    <name>rd::io::UscfReport</name>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="127"/>
        <source>A US Chess rating report is written for a US Chess event only.</source>
        <translation>Ein US-Chess-Wertungsbericht wird nur für ein US-Chess-Turnier geschrieben.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="216"/>
        <source>“%1” has the character “%2”, which a US Chess report cannot carry; write it in plain letters.</source>
        <translation>„%1“ enthält das Zeichen „%2“, das ein US-Chess-Bericht nicht aufnehmen kann; bitte in einfachen Buchstaben schreiben.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="225"/>
        <source>“%1” is longer than the %2 characters a US Chess report has for it; shorten it.</source>
        <translation>„%1“ ist länger als die %2 Zeichen, die ein US-Chess-Bericht dafür hat; bitte kürzen.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="243"/>
        <source>The event ends on %1, after today: report it once it is over.</source>
        <translation>Das Turnier endet am %1, also nach heute: bitte erst nach seinem Ende melden.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="273"/>
        <source>The time control is missing; enter it in the event&apos;s details as US Chess writes it, e.g. G/60;d5.</source>
        <translation>Die Bedenkzeit fehlt; bitte in den Turnierangaben so eintragen, wie US Chess sie schreibt, z. B. G/60;d5.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="276"/>
        <source>“%1” is not a time control US Chess rates; write it as US Chess does, e.g. G/60;d5 or 40/90,SD/30;d5.</source>
        <translation>„%1“ ist keine Bedenkzeit, die US Chess wertet; bitte so schreiben wie US Chess, z. B. G/60;d5 oder 40/90,SD/30;d5.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="135"/>
        <source>The game has no round; a US Chess report needs the round of every game.</source>
        <translation>Die Partie hat keine Runde; ein US-Chess-Bericht braucht die Runde jeder Partie.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="154"/>
        <source>A US Chess report has at most %1 sections.</source>
        <translation>Eine US-Chess-Meldung hat höchstens %1 Gruppen.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="301"/>
        <source>A US Chess report has 1 to 99 rounds, not %1.</source>
        <translation>Ein US-Chess-Bericht hat 1 bis 99 Runden, nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="307"/>
        <source>A section of a US Chess report has at most %1 players.</source>
        <translation>Eine Gruppe eines US-Chess-Berichts hat höchstens %1 Spieler.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="436"/>
        <source>The event&apos;s table has %1 records; a US Chess report has one.</source>
        <translation>Die Turniertabelle hat %1 Datensätze; ein US-Chess-Bericht hat genau einen.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="444"/>
        <source>“%1” is not the 2C layout this program reads.</source>
        <translation>„%1“ ist nicht das Format 2C, das dieses Programm liest.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="453"/>
        <source>The report has no section; it has nothing to rate.</source>
        <translation>Die Meldung hat keine Gruppe; es gibt nichts auszuwerten.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="573"/>
        <source>The table ends before its last record.</source>
        <translation>Die Tabelle endet vor ihrem letzten Datensatz.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="575"/>
        <source>This is not a dBase III table.</source>
        <translation>Dies ist keine dBase-III-Tabelle.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="588"/>
        <source>“%1” is not a date in the form YYYYMMDD.</source>
        <translation>„%1“ ist kein Datum der Form JJJJMMTT.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="601"/>
        <source>“%1” is not a number from %2 to %3.</source>
        <translation>„%1“ ist keine Zahl von %2 bis %3.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="696"/>
        <source>Pairing number %1 is in section %2 twice.</source>
        <translation>Die Paarungsnummer %1 steht zweimal in Gruppe %2.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="724"/>
        <source>“%1” is not a round cell of this section (W12B, L3W, D4B, X0, F0, Z0, B0, H0, U0).</source>
        <translation>„%1“ ist kein Rundenfeld dieser Gruppe (W12B, L3W, D4B, X0, F0, Z0, B0, H0, U0).</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="738"/>
        <source>Section %1 has %2 players, not the %3 its last pairing number says.</source>
        <translation>Gruppe %1 hat %2 Spieler, nicht die %3, die ihre letzte Paarungsnummer angibt.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="806"/>
        <source>Pairing number %1 has “%2” in round %3, but pairing number %4 has “%5” there.</source>
        <translation>Paarungsnummer %1 hat in Runde %3 „%2“, Paarungsnummer %4 dort aber „%5“.</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="848"/>
        <source>the folder %1 cannot be made</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../engine/io/uscf/UscfReport.cpp" line="875"/>
        <source>The folder %1 has no such file; a US Chess report is three files.</source>
        <translation>Der Ordner %1 enthält diese Datei nicht; ein US-Chess-Bericht besteht aus drei Dateien.</translation>
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
        <translation>DWZ-Regeln von 1993</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="42"/>
        <source>DWZ rules of 2002</source>
        <translation>DWZ-Regeln von 2002</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="43"/>
        <source>DWZ rules of 2016</source>
        <translation>DWZ-Regeln von 2016</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="44"/>
        <source>DWZ rules of 2026</source>
        <translation>DWZ-Regeln von 2026</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="45"/>
        <source>US Chess rules of 2004</source>
        <translation>US-Chess-Regeln von 2004</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="46"/>
        <source>current US Chess rules</source>
        <translation>aktuelle US-Chess-Regeln</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="47"/>
        <source>SAGC rank and index rules</source>
        <translation>SAGC-Regeln für Rang und Index</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="140"/>
        <source>Buchholz: sum of the opponents&apos; points</source>
        <translation>Buchholz: Summe der Punkte der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="148"/>
        <source>Sonneborn-Berger: points of beaten opponents, half of those drawn</source>
        <translation>Sonneborn-Berger: Punkte der besiegten Gegner und halbe Punkte der Gegner mit Remis</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="126"/>
        <source>games played with Black</source>
        <translation>Partien mit Schwarz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="64"/>
        <source>Direct encounter</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="66"/>
        <source>Number of wins</source>
        <translation>Anzahl der Siege</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="68"/>
        <source>Number of games won</source>
        <translation>Anzahl gewonnener Partien</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="70"/>
        <source>Games played with Black</source>
        <translation>Partien mit Schwarz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="72"/>
        <source>Games won with Black</source>
        <translation>Siege mit Schwarz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="74"/>
        <source>Progressive scores</source>
        <translation>Fortschrittswertung</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="76"/>
        <source>Rounds one elected to play</source>
        <translation>Selbst gewählte Spielrunden</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="78"/>
        <source>Standard points</source>
        <translation>Standardpunkte</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="80"/>
        <source>Tournament pairing number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="82"/>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="84"/>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Durchschnittliche Buchholz der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="86"/>
        <source>Fore Buchholz</source>
        <translation>Fore-Buchholz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="88"/>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="90"/>
        <source>Koya system</source>
        <translation>Koya-System</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="92"/>
        <source>Average rating of opponents</source>
        <translation>Durchschnittliche Wertungszahl der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="94"/>
        <source>Tournament performance rating</source>
        <translation>Turnierleistung</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="96"/>
        <source>Perfect tournament performance</source>
        <translation>Perfekte Turnierleistung</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="98"/>
        <source>Average TPR of opponents</source>
        <translation>Durchschnittliche Turnierleistung der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="100"/>
        <source>Average PTP of opponents</source>
        <translation>Durchschnittliche perfekte Turnierleistung der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="102"/>
        <source>Rating</source>
        <translation>Wertungszahl</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="104"/>
        <source>Sum of opponents&apos; scores</source>
        <translation>Summe der Punkte der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="106"/>
        <source>Sum of opponents&apos; SOS</source>
        <translation>Summe der SOS der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="108"/>
        <source>Sum of defeated opponents&apos; scores</source>
        <translation>Summe der Punkte besiegter Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="130"/>
        <source>progressive score: sum of the running totals after each round</source>
        <translation>Fortschrittswertung: Summe der Zwischenstände nach jeder Runde</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="154"/>
        <location filename="../report/DisplayNames.cpp" line="367"/>
        <source>average rating of the opponents</source>
        <translation>Gegnerschnitt: mittlere Wertungszahl der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="168"/>
        <source>SOS: sum of the opponents&apos; wins</source>
        <translation>SOS: Summe der Siege der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="170"/>
        <source>SOSOS: sum of the opponents&apos; SOS</source>
        <translation>SOSOS: Summe der SOS der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="172"/>
        <source>SODOS: sum of the wins of the opponents beaten</source>
        <translation>SODOS: Summe der Siege der besiegten Gegner</translation>
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
        <translation>%1, kampflose Partien als gespielt gezählt</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="220"/>
        <source>%1, over their Fore Buchholz</source>
        <translation>%1, über deren Fore-Buchholz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="222"/>
        <source>%1, in reverse order</source>
        <translation>%1, in umgekehrter Reihenfolge</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="293"/>
        <source>Placed by lot among players equal on points and every tie-break (FIDE C.07 art. 4.2), lot seed %1.</source>
        <translation>Durch Los platziert unter Spielern, die nach Punkten und allen Feinwertungen gleich sind (FIDE C.07 Art. 4.2), Startwert der Auslosung %1.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="298"/>
        <source>Placed by the arbiter among players equal on points and every tie-break.</source>
        <translation>Vom Schiedsrichter platziert unter Spielern, die nach Punkten und allen Feinwertungen gleich sind.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="305"/>
        <source>The arbiter&apos;s order of %1 is ignored: they are no longer equal on points and every tie-break.</source>
        <translation>Die Reihenfolge des Schiedsrichters für %1 bleibt unbeachtet: Sie sind nach Punkten und Feinwertungen nicht mehr gleich.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="316"/>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="318"/>
        <source>first rating</source>
        <translation>erste Wertung</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="320"/>
        <source>unrated</source>
        <translation>ungewertet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="322"/>
        <source>not rated</source>
        <translation>nicht gewertet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="338"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="339"/>
        <source>points scored in rated games</source>
        <translation>in gewerteten Partien erzielte Punkte</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="340"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="341"/>
        <source>rated games</source>
        <translation>Anzahl gewerteter Partien</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="342"/>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="343"/>
        <source>expected points</source>
        <translation>erwartete Punktzahl</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="344"/>
        <source>E₀</source>
        <translation>E₀</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="345"/>
        <source>basic development coefficient</source>
        <translation>Grundwert des Entwicklungskoeffizienten</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="346"/>
        <source>fB</source>
        <translation>fB</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="347"/>
        <source>acceleration factor</source>
        <translation>Beschleunigungsfaktor</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="348"/>
        <source>SBr</source>
        <translation>SBr</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="349"/>
        <source>braking value</source>
        <translation>Bremszuschlag</translation>
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
        <translation>Entwicklungskoeffizient</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="353"/>
        <source>K₀</source>
        <translation>K₀</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="354"/>
        <source>base value of the development factor, by age, rating and index</source>
        <translation>Grundwert des Entwicklungsfaktors, nach Alter, Wertung und Index</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="356"/>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="357"/>
        <source>braking factor, below 1 for a rating under 1600 and a score below We</source>
        <translation>Bremsfaktor, unter 1 bei einer Wertung unter 1600 und einem Ergebnis unter We</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="359"/>
        <source>a</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="360"/>
        <source>surcharge for a score of at least We: rated under 1600, or aged 20 or less and under 2000</source>
        <translation>Zuschlag bei einem Ergebnis von mindestens We: Wertung unter 1600, oder höchstens 20 Jahre alt und unter 2000</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="364"/>
        <source>development factor K₀ · b + a, at most 80</source>
        <translation>Entwicklungsfaktor K₀ · b + a, höchstens 80</translation>
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
        <translation>Turnierleistung</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="370"/>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="371"/>
        <source>stage of a first DWZ (1 or 2)</source>
        <translation>Stufe einer Erst-DWZ (1 oder 2)</translation>
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
        <translation>erzielte Punkte</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="376"/>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="377"/>
        <source>games in this event</source>
        <translation>Partien in diesem Turnier</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="378"/>
        <source>N′</source>
        <translation>N′</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="379"/>
        <source>effective number of games</source>
        <translation>effektive Partienzahl</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="380"/>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="381"/>
        <source>standard or special formula</source>
        <translation>Standard- oder Spezialformel</translation>
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
        <translation>direkter Vergleich: Platz unter den Punktgleichen nach ihren Partien gegeneinander</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="122"/>
        <source>number of wins, played or not</source>
        <translation>Anzahl der Siege, gespielt oder kampflos</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="124"/>
        <source>number of games won over the board</source>
        <translation>Anzahl der am Brett gewonnenen Partien</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="128"/>
        <source>games won with Black</source>
        <translation>mit Schwarz gewonnene Partien</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="133"/>
        <source>rounds the player chose to play</source>
        <translation>Runden, in denen der Spieler spielen wollte</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="135"/>
        <source>standard points: 1 for a round won, ½ for one drawn</source>
        <translation>Standardpunkte: 1 für eine gewonnene Runde, ½ für ein Remis</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="138"/>
        <source>pairing number, lower first</source>
        <translation>Setznummer, die kleinere zuerst</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="143"/>
        <source>average of the opponents&apos; Buchholz</source>
        <translation>Durchschnitt der Buchholz-Wertungen der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="145"/>
        <source>Fore Buchholz: Buchholz with the last round&apos;s games drawn</source>
        <translation>Fore-Buchholz: Buchholz, als ob die Partien der letzten Runde remis ausgegangen wären</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="151"/>
        <source>Koya: points against the opponents with half the points or more</source>
        <translation>Koya: Punkte gegen die Gegner mit mindestens der Hälfte der Punkte</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="156"/>
        <source>tournament performance rating</source>
        <translation>Turnierleistung</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="158"/>
        <source>perfect tournament performance</source>
        <translation>perfekte Turnierleistung</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="160"/>
        <source>average performance rating of the opponents</source>
        <translation>durchschnittliche Turnierleistung der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="163"/>
        <source>average perfect performance of the opponents</source>
        <translation>durchschnittliche perfekte Turnierleistung der Gegner</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="166"/>
        <source>rating</source>
        <translation>Wertungszahl</translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="209"/>
        <source>%1, without the %n lowest and the %n highest values</source>
        <translation>
            <numerusform>%1, ohne den niedrigsten und den höchsten Wert</numerusform>
            <numerusform>%1, ohne die %n niedrigsten und die %n höchsten Werte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="212"/>
        <source>%1, without the %n least significant values</source>
        <translation>
            <numerusform>%1, ohne den am wenigsten bedeutenden Wert</numerusform>
            <numerusform>%1, ohne die %n am wenigsten bedeutenden Werte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="214"/>
        <source>%1, the line raised by %n half points</source>
        <translation>
            <numerusform>%1, Grenze um %n halben Punkt angehoben</numerusform>
            <numerusform>%1, Grenze um %n halbe Punkte angehoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="216"/>
        <source>%1, the line lowered by %n half points</source>
        <translation>
            <numerusform>%1, Grenze um %n halben Punkt gesenkt</numerusform>
            <numerusform>%1, Grenze um %n halbe Punkte gesenkt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="248"/>
        <source>%1 is left out: an unrated player takes part and the event&apos;s rules give no rating for him (FIDE C.07 art. 10).</source>
        <translation>%1 entfällt: Ein Spieler ohne Wertungszahl spielt mit, und die Turnierausschreibung legt keine Wertungszahl für ihn fest (FIDE C.07 Art. 10).</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="252"/>
        <source>%1 is left out: Buchholz tie-breaks are not used in a round robin (FIDE C.07 2026, art. 8).</source>
        <translation>%1 entfällt: Buchholz-Wertungen werden in einem Rundenturnier nicht verwendet (FIDE C.07 2026, Art. 8).</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="383"/>
        <source>K factor</source>
        <translation>K-Faktor</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="385"/>
        <source>expected score</source>
        <translation>Punkterwartung</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="386"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="387"/>
        <source>bonus points</source>
        <translation>Bonuspunkte</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="388"/>
        <source>Est.</source>
        <translation>Schätzw.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="389"/>
        <source>estimate of an unrated player (step 3)</source>
        <translation>Schätzwert für einen Spieler ohne Wertung (Schritt 3)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="390"/>
        <source>Interim</source>
        <translation>Zwischenw.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="391"/>
        <source>interim rating (step 4)</source>
        <translation>Zwischenwert (Schritt 4)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="392"/>
        <source>Floor</source>
        <translation>Untergr.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="393"/>
        <source>rating floor that applied</source>
        <translation>angewandte Untergrenze der Wertungszahl (Rating Floor)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="394"/>
        <source>Initial</source>
        <translation>Anfangsw.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="395"/>
        <source>initial rating (step 1)</source>
        <translation>Anfangswert (Schritt 1)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="396"/>
        <source>Init. N</source>
        <translation>Anf. N</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="397"/>
        <source>games the initial rating counts for</source>
        <translation>Partien, für die der Anfangswert zählt</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="398"/>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="399"/>
        <source>where the initial rating comes from</source>
        <translation>Herkunft des Anfangswerts</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="400"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="401"/>
        <source>games on the record sheet</source>
        <translation>Partien auf dem Ergebnisbogen</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="402"/>
        <source>Rated</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="403"/>
        <source>games that count for the index</source>
        <translation>Partien, die für den Index zählen</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="432"/>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="434"/>
        <source>special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="436"/>
        <source>none (no games)</source>
        <translation>keine (keine Partien)</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="444"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="446"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="448"/>
        <source>Draw</source>
        <translation>Jigo</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="455"/>
        <source>White</source>
        <comment>a player&apos;s colour</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="455"/>
        <source>Black</source>
        <comment>a player&apos;s colour</comment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="465"/>
        <location filename="../report/DisplayNames.cpp" line="488"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="465"/>
        <location filename="../report/DisplayNames.cpp" line="488"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="467"/>
        <location filename="../report/DisplayNames.cpp" line="487"/>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="470"/>
        <source>won by forfeit</source>
        <translation>kampflos gewonnen</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="470"/>
        <source>lost by forfeit</source>
        <translation>kampflos verloren</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="472"/>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="475"/>
        <source>won, not rated</source>
        <translation>gewonnen, nicht gewertet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="475"/>
        <source>lost, not rated</source>
        <translation>verloren, nicht gewertet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="477"/>
        <source>draw, not rated</source>
        <translation>remis, nicht gewertet</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="479"/>
        <source>not yet played</source>
        <translation>noch nicht gespielt</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="516"/>
        <source>club</source>
        <translation>Vereinspartie</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="518"/>
        <source>tournament</source>
        <translation>Turnierpartie</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="520"/>
        <source>internet</source>
        <translation>Internetpartie</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="522"/>
        <source>free</source>
        <translation>freie Partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="547"/>
        <source>%1: DWZ %2-%3 was last evaluated on %4, %n year(s) or more before this event: it has lapsed and the player counts as unrated (seed 6.1.1).</source>
        <translation>
            <numerusform>%1: Die DWZ %2-%3 wurde zuletzt am %4 ausgewertet, %n Jahr oder mehr vor diesem Turnier: Sie ist verfallen, und der Spieler gilt als ungewertet (seed 6.1.1).</numerusform>
            <numerusform>%1: Die DWZ %2-%3 wurde zuletzt am %4 ausgewertet, %n oder mehr Jahre vor diesem Turnier: Sie ist verfallen, und der Spieler gilt als ungewertet (seed 6.1.1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="552"/>
        <source>%1: %2 Restpartien older than %n year(s) are dropped (seed 6.1.1).</source>
        <translation>
            <numerusform>%1: Restpartien, die älter als %n Jahr sind, entfallen (%2; seed 6.1.1).</numerusform>
            <numerusform>%1: Restpartien, die älter als %n Jahre sind, entfallen (%2; seed 6.1.1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="556"/>
        <source>%1 has a DWZ, so the Restpartien given are not used.</source>
        <translation>%1 hat eine DWZ, daher werden die angegebenen Restpartien nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="558"/>
        <source>%1 has no opponent with a DWZ or a first DWZ of stage 1, so these games count for nobody and are not kept (seed 4.7.7).</source>
        <translation>%1 hat keinen Gegner mit DWZ oder mit einer Erst-DWZ der Stufe 1; diese Partien zählen daher für niemanden und werden nicht aufbewahrt (seed 4.7.7).</translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="562"/>
        <source>%1: %n game(s) against rated opponents, a first DWZ needs %2; kept as Restpartien until %3.</source>
        <translation>
            <numerusform>%1: %n Partie gegen gewertete Gegner, eine Erst-DWZ braucht %2; als Restpartie aufbewahrt bis %3.</numerusform>
            <numerusform>%1: %n Partien gegen gewertete Gegner, eine Erst-DWZ braucht %2; als Restpartien aufbewahrt bis %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="567"/>
        <source>%1: %2 points from %n game(s) against rated opponents, no first DWZ for a score of %3 % under %4; kept as Restpartien until %5.</source>
        <translation>
            <numerusform>%1: Ergebnis %2/%n gegen gewertete Gegner; bei %3 % gibt es nach %4 keine Erst-DWZ; als Restpartie aufbewahrt bis %5.</numerusform>
            <numerusform>%1: Ergebnis %2/%n gegen gewertete Gegner; bei %3 % gibt es nach %4 keine Erst-DWZ; als Restpartien aufbewahrt bis %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../report/DisplayNames.cpp" line="572"/>
        <source>%1: %n game(s) against opponents without a DWZ do not count (DWZ 3.1).</source>
        <translation>
            <numerusform>%1: %n Partie gegen einen Gegner ohne DWZ zählt nicht (DWZ 3.1).</numerusform>
            <numerusform>%1: %n Partien gegen Gegner ohne DWZ zählen nicht (DWZ 3.1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../report/DisplayNames.cpp" line="576"/>
        <source>%1: Sonderwertung; the opponents are evaluated against %2 instead of %3 (DWZ 4.7.6).</source>
        <translation>%1: Sonderwertung; die Gegner werden gegen %2 statt %3 ausgewertet (DWZ 4.7.6).</translation>
    </message>
</context>
<context>
    <name>rd::report::EvaluationTable</name>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="32"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="32"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="47"/>
        <source>No.</source>
        <translation>Nr.</translation>
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
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="47"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="48"/>
        <source>rating before the event</source>
        <translation>Wertung vor dem Turnier</translation>
    </message>
    <message>
        <location filename="../report/EvaluationTable.cpp" line="49"/>
        <source>rating after the event</source>
        <translation>Wertung nach dem Turnier</translation>
    </message>
</context>
<context>
    <name>rd::report::EventReport</name>
    <message>
        <location filename="../report/EventReport.cpp" line="120"/>
        <source>Standings after round %1</source>
        <translation>Rangliste nach Runde %1</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="120"/>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="122"/>
        <location filename="../report/EventReport.cpp" line="435"/>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="122"/>
        <source>Crosstable after round %1</source>
        <translation>Kreuztabelle nach Runde %1</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="124"/>
        <source>Rating evaluation</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="126"/>
        <source>Record sheet</source>
        <translation>Ergebnisbogen</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="128"/>
        <source>Pairings of round %1</source>
        <translation>Paarungen der Runde %1</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="130"/>
        <source>Pairings of round %1 by name</source>
        <translation>Paarungen der Runde %1 nach Namen</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="145"/>
        <source>Dates</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="146"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="147"/>
        <source>Organiser</source>
        <translation>Ausrichter</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="148"/>
        <source>Federation</source>
        <translation>Verband</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="149"/>
        <source>Chief arbiter</source>
        <translation>Hauptschiedsrichter</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="150"/>
        <source>Deputy arbiter</source>
        <translation>Stellvertretender Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="151"/>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="152"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="154"/>
        <source>Rating system</source>
        <translation>Wertungssystem</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="155"/>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="156"/>
        <source>Rating period</source>
        <translation>Wertungszeitraum</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="225"/>
        <location filename="../report/EventReport.cpp" line="266"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="225"/>
        <location filename="../report/EventReport.cpp" line="263"/>
        <location filename="../report/EventReport.cpp" line="327"/>
        <source>No.</source>
        <translation>Nr.</translation>
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
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="226"/>
        <location filename="../report/EventReport.cpp" line="266"/>
        <location filename="../report/EventReport.cpp" line="330"/>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="230"/>
        <source>Tie-breaks after FIDE C.07, edition %1</source>
        <translation>Feinwertungen nach FIDE C.07, Ausgabe %1</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="263"/>
        <location filename="../report/EventReport.cpp" line="327"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="288"/>
        <source>Each cell: the result of the player of the row against the player of the column; 1 won, ½ drawn, 0 lost, + / − won / lost by forfeit (not rated)</source>
        <translation>Jedes Feld: das Ergebnis des Spielers der Zeile gegen den Spieler der Spalte; 1 gewonnen, ½ remis, 0 verloren, + / − kampflos gewonnen / verloren (nicht gewertet)</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="292"/>
        <source>Two results in a cell: both games of the two players, in the order of the rounds</source>
        <translation>Zwei Ergebnisse in einem Feld: beide Partien der zwei Spieler, in der Reihenfolge der Runden</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="343"/>
        <source>5w1: against no. 5 with White, won; b: with Black; ½: drawn; 0: lost</source>
        <translation>5w1: gegen Nr. 5 mit Weiß, gewonnen; b: mit Schwarz; ½: remis; 0: verloren</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="344"/>
        <source>+ / −: won / lost by forfeit (not rated); bye: no opponent, with the points given</source>
        <translation>+ / −: kampflos gewonnen / verloren (nicht gewertet); bye: spielfrei, mit den vergebenen Punkten</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="347"/>
        <source>*: played, not rated (the game lasted less than one move)</source>
        <translation>*: gespielt, nicht gewertet (die Partie dauerte weniger als einen Zug)</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="370"/>
        <source>Warnings</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="383"/>
        <source>One line per game, in the order the games end. Handicap 1 is an even game, 2 to 9 the stones Black places; komi is the points White receives.</source>
        <translation>Eine Zeile je Partie, in der Reihenfolge, in der die Partien enden. Vorgabe 1 ist eine Partie ohne Vorgabe, 2 bis 9 sind die Steine, die Schwarz setzt; Komi sind die Punkte, die Weiß erhält.</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="386"/>
        <source>Winner: W (White), B (Black) or = (jigo). Type: club, tournament, internet or free (free games are not rated).</source>
        <translation>Sieger: W (Weiß), B (Schwarz) oder = (Jigo). Partieart: Vereinspartie, Turnierpartie, Internetpartie oder freie Partie (freie Partien werden nicht gewertet).</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="388"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="389"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="389"/>
        <source>Type</source>
        <translation>Partieart</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="145"/>
        <location filename="../report/EventReport.cpp" line="389"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../report/EventReport.cpp" line="436"/>
        <source>Ratings</source>
        <translation>Wertungen</translation>
    </message>
</context>
<context>
    <name>rd::report::EventWebSite</name>
    <message>
        <location filename="../report/EventWebSite.cpp" line="48"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="52"/>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="55"/>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="97"/>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="126"/>
        <source>The folder %1 does not exist; nothing was written.</source>
        <translation>Den Ordner %1 gibt es nicht; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="130"/>
        <source>The folder %1 cannot be made; nothing was written.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../report/EventWebSite.cpp" line="136"/>
        <source>%1 cannot be written (%2).</source>
        <translation>%1 kann nicht geschrieben werden (%2).</translation>
    </message>
</context>
<context>
    <name>rd::report::PagedPrinter</name>
    <message>
        <location filename="../report/PagedPrinter.cpp" line="49"/>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>rd::report::PairingExplanationText</name>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="34"/>
        <source>Board %1 (%2 – %3): %4.</source>
        <translation>Brett %1 (%2 – %3): %4.</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="44"/>
        <source>as no one in the %1-point group may still meet him (C1, C3)</source>
        <translation>weil niemand in der Punktgruppe %1 noch gegen ihn spielen darf (C1, C3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="47"/>
        <source>as he is the only player of the %1-point group</source>
        <translation>weil er der einzige Spieler der Punktgruppe %1 ist</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="49"/>
        <source>as no opponent is left in the %1-point group: its number of players is odd and he is the last in rank order (Art. 3)</source>
        <translation>weil in der Punktgruppe %1 kein Gegner mehr frei ist: ihre Spielerzahl ist ungerade und er ist der letzte in der Rangfolge (Art. 3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="52"/>
        <source>as one of the odd number of players of the %1-point group must float and the criteria (C4, C7–C21) choose him rather than the last in rank order</source>
        <translation>weil einer der ungeraden Zahl von Spielern der Punktgruppe %1 floaten muss und die Kriterien (C4, C7–C21) ihn statt des letzten in der Rangfolge wählen</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="56"/>
        <source>as pairing more of the %1-point group would leave the players below without a legal pairing (C4) or give the bye to a higher score (C5)</source>
        <translation>weil mehr Paarungen in der Punktgruppe %1 den Spielern darunter keine regelgerechte Paarung ließen (C4) oder das Freilos einer höheren Punktzahl gäben (C5)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="62"/>
        <source>as the %3 players of the %1-point group can make no more than %2 pairs among themselves (C1, C3, C6)</source>
        <translation>weil die %3 Spieler der Punktgruppe %1 untereinander nicht mehr als %2 Paarungen bilden können (C1, C3, C6)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="78"/>
        <source>%1 floats down from the %2-point group, %3; %4 floats up from the %5-point group to meet him</source>
        <translation>%1 floatet aus der Punktgruppe %2 nach unten, %3; %4 floatet aus der Punktgruppe %5 nach oben zu ihm</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="85"/>
        <source>Paired in the %1-point group in rank order, upper half against lower half (Art. 3)</source>
        <translation>Gepaart in der Punktgruppe %1 in der Rangfolge, obere Hälfte gegen untere Hälfte (Art. 3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="89"/>
        <source>Paired in the %1-point group after an exchange between its upper and lower half (Art. 3.7)</source>
        <translation>Gepaart in der Punktgruppe %1 nach einem Tausch zwischen oberer und unterer Hälfte (Art. 3.7)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="96"/>
        <source>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, met him before (C1)</source>
        <translation>Gepaart in der Punktgruppe %1: der Gegner von %2 in der Rangfolge, %3, hat schon gegen ihn gespielt (C1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="100"/>
        <source>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, is kept apart from him by the arbiter (C1)</source>
        <translation>Gepaart in der Punktgruppe %1: der Gegner von %2 in der Rangfolge, %3, darf nach Entscheidung des Schiedsrichters nicht gegen ihn spielen (C1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="104"/>
        <source>Paired in the %1-point group: %2&apos;s opponent in rank order, %3, must have the same colour as he (C3)</source>
        <translation>Gepaart in der Punktgruppe %1: der Gegner von %2 in der Rangfolge, %3, muss dieselbe Farbe haben wie er (C3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="110"/>
        <source>Paired in the %1-point group in a changed order: %2&apos;s opponent in rank order, %3, was allowed, but another order pairs the group better (C6–C21)</source>
        <translation>Gepaart in der Punktgruppe %1 in geänderter Reihenfolge: der Gegner von %2 in der Rangfolge, %3, war erlaubt, aber eine andere Reihenfolge paart die Gruppe besser (C6–C21)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="122"/>
        <source>absolute: %1 games more with Black than with White</source>
        <translation>absolut: %1 Partien mehr mit Schwarz als mit Weiß</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="123"/>
        <source>absolute: %1 games more with White than with Black</source>
        <translation>absolut: %1 Partien mehr mit Weiß als mit Schwarz</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="124"/>
        <source>absolute: two Blacks in a row</source>
        <translation>absolut: zweimal Schwarz in Folge</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="125"/>
        <source>absolute: two Whites in a row</source>
        <translation>absolut: zweimal Weiß in Folge</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="127"/>
        <source>strong: one game more with Black than with White</source>
        <translation>stark: eine Partie mehr mit Schwarz als mit Weiß</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="128"/>
        <source>strong: one game more with White than with Black</source>
        <translation>stark: eine Partie mehr mit Weiß als mit Schwarz</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="130"/>
        <source>mild: Black in his last game</source>
        <translation>schwach: in der letzten Partie Schwarz</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="130"/>
        <source>mild: White in his last game</source>
        <translation>schwach: in der letzten Partie Weiß</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="134"/>
        <source>no preference yet</source>
        <translation>noch keine Farbpräferenz</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="141"/>
        <source>Colours: both get the colour they prefer (5.2.1)</source>
        <translation>Farben: beide bekommen die Farbe, die sie bevorzugen (5.2.1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="149"/>
        <source>Colours: %1 gets %2, the colour he prefers; %3 has no preference yet (5.2.1)</source>
        <translation>Farben: %1 bekommt %2, die Farbe, die er bevorzugt; %3 hat noch keine Farbpräferenz (5.2.1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="153"/>
        <source>Colours: %1 gets %2: both have an absolute preference for it, his colour difference is wider (%3 against %4) (5.2.2)</source>
        <translation>Farben: %1 bekommt %2: beide haben eine absolute Präferenz dafür, seine Farbdifferenz ist größer (%3 gegen %4) (5.2.2)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="158"/>
        <source>Colours: %1 gets %2, his colour preference is stronger (%3) (5.2.2)</source>
        <translation>Farben: %1 bekommt %2, seine Farbpräferenz ist stärker (%3) (5.2.2)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="161"/>
        <source>Colours: %1 gets %2: both prefer the same colour, and the colours alternate from the latest game in which theirs differed (5.2.3)</source>
        <translation>Farben: %1 bekommt %2: beide bevorzugen dieselbe Farbe, und die Farben wechseln gegenüber der letzten Partie, in der ihre Farben verschieden waren (5.2.3)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="165"/>
        <source>Colours: %1 gets %2: both prefer it and had the same colours in every game; the higher-ranked player&apos;s preference counts (5.2.4)</source>
        <translation>Farben: %1 bekommt %2: beide bevorzugen sie und hatten in jeder Partie dieselben Farben; die Präferenz des höher Gesetzten zählt (5.2.4)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="173"/>
        <source>Colours: neither has a colour preference yet; %1, the higher-ranked, has an odd number (%2) and gets the initial colour, %3 (5.2.5)</source>
        <translation>Farben: keiner hat bisher eine Farbpräferenz; %1, der höher Gesetzte, hat eine ungerade Nummer (%2) und bekommt die Anfangsfarbe, %3 (5.2.5)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="178"/>
        <source>Colours: neither has a colour preference yet; %1, the higher-ranked, has an even number (%2) and gets %3, the other colour than the initial one (5.2.5)</source>
        <translation>Farben: keiner hat bisher eine Farbpräferenz; %1, der höher Gesetzte, hat eine gerade Nummer (%2) und bekommt %3, die andere Farbe als die Anfangsfarbe (5.2.5)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="192"/>
        <source>a topscorer or his opponent ends with a colour difference beyond 2 (C10)</source>
        <translation>ein Spitzenreiter oder sein Gegner kommt auf eine Farbdifferenz über 2 (C10)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="196"/>
        <source>a topscorer or his opponent gets the same colour a third time in a row (C11)</source>
        <translation>ein Spitzenreiter oder sein Gegner bekommt dieselbe Farbe zum dritten Mal in Folge (C11)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="208"/>
        <source>%1 does not get his strong colour preference (C12, C13)</source>
        <translation>%1 bekommt seine starke Farbpräferenz nicht (C12, C13)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="209"/>
        <source>%1 does not get his colour preference (C12)</source>
        <translation>%1 bekommt seine Farbpräferenz nicht (C12)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="216"/>
        <source>%1 floated down in the round before too (C14)</source>
        <translation>%1 floatete schon in der Runde davor nach unten (C14)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="219"/>
        <source>%1 floated up in the round before too (C15)</source>
        <translation>%1 floatete schon in der Runde davor nach oben (C15)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="222"/>
        <source>%1 floated down two rounds before too (C16)</source>
        <translation>%1 floatete schon zwei Runden davor nach unten (C16)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="225"/>
        <source>%1 floated up two rounds before too (C17)</source>
        <translation>%1 floatete schon zwei Runden davor nach oben (C17)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="233"/>
        <source>Accepted: %1</source>
        <translation>In Kauf genommen: %1</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="241"/>
        <source>the players with fewer points are all needed to pair everyone (C4)</source>
        <translation>die Spieler mit weniger Punkten werden alle gebraucht, damit jeder gepaart werden kann (C4)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="244"/>
        <source>lowest score group (score %1)</source>
        <translation>niedrigste Punktgruppe (Punktzahl %1)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="250"/>
        <source>lowest score of those who may take it (score %1; %2 with fewer points had a bye or a win without playing)</source>
        <translation>niedrigste Punktzahl unter denen, die es bekommen dürfen (Punktzahl %1; mit weniger Punkten schon Freilos oder kampflosen Sieg gehabt: %2)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="256"/>
        <source>lowest rank in it</source>
        <translation>niedrigster Rang darin</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="258"/>
        <source>fewer unplayed rounds (%1) than those ranked below him (C9)</source>
        <translation>weniger ungespielte Runden (%1) als die nach ihm Gesetzten (C9)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="261"/>
        <source>the players ranked below him are paired, as the pairing of his group needs (C6–C21)</source>
        <translation>die nach ihm Gesetzten werden gepaart, wie es die Paarung seiner Gruppe verlangt (C6–C21)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="265"/>
        <source>has not had a bye nor scored a win without playing</source>
        <translation>hatte noch kein Freilos und keinen kampflosen Sieg</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="266"/>
        <source>Bye to %1: %2 (%3).</source>
        <translation>Freilos für %1: %2 (%3).</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="279"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="285"/>
        <source>no legal pairing exists: the field is odd and no player may take the pairing-allocated bye (each has had one, or scored a win without playing)</source>
        <translation>es gibt keine regelgerechte Paarung: das Feld ist ungerade, und kein Spieler darf das Freilos der Auslosung erhalten (jeder hatte schon eines oder hat ohne Partie gewonnen)</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="291"/>
        <source>the pairing-allocated bye</source>
        <translation>das Freilos der Auslosung</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="293"/>
        <source>no legal pairing exists: players %1 cannot all be paired with the opponents they may still meet</source>
        <translation>es gibt keine regelgerechte Paarung: die Spieler %1 können mit den Gegnern, die sie noch treffen dürfen, nicht alle gepaart werden</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="296"/>
        <source>no legal pairing exists: players %1 cannot all be paired: apart from one another, all that is left to them is %2</source>
        <translation>es gibt keine regelgerechte Paarung: die Spieler %1 können nicht alle gepaart werden: außer einander bleibt ihnen nur %2</translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="298"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../report/PairingExplanationText.cpp" line="300"/>
        <source>, and the pairing-allocated bye may go to none of them</source>
        <translation>, und das Freilos der Auslosung darf keiner von ihnen erhalten</translation>
    </message>
</context>
<context>
    <name>rd::report::PairingList</name>
    <message>
        <location filename="../report/PairingList.cpp" line="39"/>
        <source>(not rated)</source>
        <translation>(nicht gewertet)</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <location filename="../report/PairingList.cpp" line="74"/>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <location filename="../report/PairingList.cpp" line="107"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <location filename="../report/PairingList.cpp" line="74"/>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="73"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="74"/>
        <location filename="../report/PairingList.cpp" line="108"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="90"/>
        <location filename="../report/PairingList.cpp" line="112"/>
        <source>bye</source>
        <translation>spielfrei</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="90"/>
        <location filename="../report/PairingList.cpp" line="112"/>
        <source>bye asked for</source>
        <translation>kampflos auf Wunsch</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../report/PairingList.cpp" line="125"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
</context>
<context>
    <name>rd::report::PlayerCard</name>
    <message>
        <location filename="../report/PlayerCard.cpp" line="45"/>
        <location filename="../report/PlayerCard.cpp" line="64"/>
        <source>Rating history</source>
        <translation>Wertungsverlauf</translation>
    </message>
    <message>
        <location filename="../report/PlayerCard.cpp" line="50"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../report/PlayerCard.cpp" line="53"/>
        <source>No game.</source>
        <translation>Keine Partie.</translation>
    </message>
</context>
<context>
    <name>rd::report::RatingStateText</name>
    <message>
        <location filename="../report/RatingStateText.cpp" line="58"/>
        <source>first rating</source>
        <translation>erste Wertung</translation>
    </message>
    <message>
        <location filename="../report/RatingStateText.cpp" line="63"/>
        <source>promoted to %1</source>
        <translation>aufgestiegen auf %1</translation>
    </message>
    <message>
        <location filename="../report/RatingStateText.cpp" line="65"/>
        <source>demoted to %1</source>
        <translation>abgestiegen auf %1</translation>
    </message>
</context>
<context>
    <name>rd::store::DatabaseBackup</name>
    <message>
        <location filename="../engine/store/BackupFiles.cpp" line="45"/>
        <source>%1 exists already; a backup never replaces a file. Choose a new name.</source>
        <translation>%1 gibt es schon; eine Sicherung ersetzt nie eine Datei. Wählen Sie einen neuen Namen.</translation>
    </message>
    <message>
        <location filename="../engine/store/BackupFiles.cpp" line="58"/>
        <source>The disk is full; the backup %1 was not written. Make room and try again.</source>
        <translation>Der Datenträger ist voll; die Sicherung %1 wurde nicht geschrieben. Schaffen Sie Platz und versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <location filename="../engine/store/BackupFiles.cpp" line="61"/>
        <source>The backup %1 could not be written; check that its folder exists and can be written to.</source>
        <translation>Die Sicherung %1 konnte nicht geschrieben werden; prüfen Sie, ob es ihren Ordner gibt und ob er beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="96"/>
        <source>%1 is not a ratingdesk backup, or it is damaged; nothing was restored.</source>
        <translation>%1 ist keine Sicherung von ratingdesk oder ist beschädigt; es wurde nichts wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="108"/>
        <source>%1 is damaged (SQLite&apos;s integrity check finds faults in it); nothing was restored. Restore an older backup.</source>
        <translation>%1 ist beschädigt (die Integritätsprüfung von SQLite findet Fehler darin); es wurde nichts wiederhergestellt. Stellen Sie eine ältere Sicherung wieder her.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="122"/>
        <source>%1 was written by a newer ratingdesk (database version %2; this one knows up to %3); restore it with that version.</source>
        <translation>%1 wurde von einem neueren ratingdesk geschrieben (Datenbankversion %2; dieses kennt bis %3); stellen Sie die Sicherung mit jener Version wieder her.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="150"/>
        <source>There is no backup at %1.</source>
        <translation>Unter %1 gibt es keine Sicherung.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="168"/>
        <source>The folder of %1 does not exist; restore into a new file in an existing folder.</source>
        <translation>Den Ordner von %1 gibt es nicht; stellen Sie die Sicherung in eine neue Datei in einem vorhandenen Ordner wieder her.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="173"/>
        <source>%1 exists already; a backup is restored only into a new database, never over one. Choose a new name.</source>
        <translation>%1 gibt es schon; eine Sicherung wird nur in eine neue Datenbank wiederhergestellt, nie über eine vorhandene. Wählen Sie einen neuen Namen.</translation>
    </message>
    <message>
        <location filename="../engine/store/BackupFiles.cpp" line="140"/>
        <source>%1 was left as it is: before it is brought up to this version of ratingdesk, a backup of it is written to %2, and that failed. %3</source>
        <translation>%1 bleibt, wie sie ist: Bevor sie auf den Stand dieser Version von ratingdesk gebracht wird, wird eine Sicherung von ihr nach %2 geschrieben, und das ist fehlgeschlagen. %3</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="215"/>
        <source>The number of backups kept before a re-rating must be from 0 (none) to %1, not %2.</source>
        <translation>Die Zahl der vor einer Neuauswertung aufbewahrten Sicherungen muss von 0 (keine) bis %1 reichen, nicht %2.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="251"/>
        <source>Nothing was saved: before ratings already stored change, a backup of the database is written to %1, and that failed. %2 To go on without these backups, turn them off (ratingdesk-cli db keep-backups 0).</source>
        <translation>Es wurde nichts gespeichert: Bevor sich bereits gespeicherte Wertungen ändern, wird eine Sicherung der Datenbank nach %1 geschrieben, und das ist fehlgeschlagen. %2 Um ohne diese Sicherungen weiterzuarbeiten, schalten Sie sie ab (ratingdesk-cli db keep-backups 0).</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseBackup.cpp" line="270"/>
        <source>Nothing was deleted: before a rated event is deleted, a backup of the database is written to %1, and that failed. %2</source>
        <translation>Nichts wurde gelöscht: Bevor ein ausgewertetes Turnier gelöscht wird, wird eine Sicherung der Datenbank nach %1 geschrieben, und das ist fehlgeschlagen. %2</translation>
    </message>
</context>
<context>
    <name>rd::store::DatabaseError</name>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="130"/>
        <source>No event has the number %1.</source>
        <translation>Kein Turnier hat die Nummer %1.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="137"/>
        <source>No player has the number %1.</source>
        <translation>Kein Spieler hat die Nummer %1.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="154"/>
        <source>Another player already has this federation id.</source>
        <translation>Ein anderer Spieler hat bereits diese Verbands-ID.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="157"/>
        <source>The database is in use by another program; try again in a moment.</source>
        <translation>Die Datenbank wird von einem anderen Programm benutzt; bitte gleich noch einmal versuchen.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="160"/>
        <source>It is no longer in the database; perhaps it was deleted meanwhile.</source>
        <translation>Es ist nicht mehr in der Datenbank; vielleicht wurde es inzwischen gelöscht.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="163"/>
        <source>The database was written by a newer ratingdesk; open it with that version.</source>
        <translation>Die Datenbank wurde von einem neueren ratingdesk geschrieben; bitte mit dieser Version öffnen.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="167"/>
        <source>The file is not a ratingdesk database.</source>
        <translation>Die Datei ist keine ratingdesk-Datenbank.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="170"/>
        <source>The database is damaged; nothing was saved. Open it read-only to look at it, and restore the last backup to go on working.</source>
        <translation>Die Datenbank ist beschädigt; nichts wurde gespeichert. Öffnen Sie sie schreibgeschützt, um sie anzusehen, und stellen Sie die letzte Sicherung wieder her, um weiterzuarbeiten.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="208"/>
        <source>ratingdesk met a problem it did not expect; what was saved before is kept. If it happens again, tell the people who look after ratingdesk what you did.</source>
        <translation>ratingdesk ist auf ein unerwartetes Problem gestoßen; was vorher gespeichert war, bleibt erhalten. Wenn es wieder vorkommt, sagen Sie den Betreuern von ratingdesk, was Sie getan haben.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="40"/>
        <source>There is no database at %1. Check the name and the folder; a new database is made only by creating one.</source>
        <translation>Unter %1 gibt es keine Datenbank. Prüfen Sie Namen und Ordner; eine neue Datenbank entsteht nur, wenn Sie eine anlegen.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="44"/>
        <source>%1 is a folder, not a database; name the database file in it.</source>
        <translation>%1 ist ein Ordner, keine Datenbank; geben Sie die Datenbankdatei darin an.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="47"/>
        <source>You may not read %1; ask whoever owns the file to let you read it.</source>
        <translation>Sie dürfen %1 nicht lesen; bitten Sie den Besitzer der Datei, sie Ihnen lesbar zu machen.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="50"/>
        <source>%1 is an empty file, not a ratingdesk database; it was left as it was.</source>
        <translation>%1 ist eine leere Datei, keine ratingdesk-Datenbank; sie blieb unverändert.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="53"/>
        <source>%1 is not a ratingdesk database (nor any database ratingdesk can read, or its first bytes are damaged); it was left as it was. Choose the database file.</source>
        <translation>%1 ist keine ratingdesk-Datenbank (auch keine andere Datenbank, die ratingdesk lesen kann, oder ihre ersten Bytes sind beschädigt); sie blieb unverändert. Wählen Sie die Datenbankdatei.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="57"/>
        <source>%1 is damaged so that it cannot be read; restore the last backup.</source>
        <translation>%1 ist so beschädigt, dass sie sich nicht lesen lässt; stellen Sie die letzte Sicherung wieder her.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="60"/>
        <source>%1 is damaged; ratingdesk changes nothing in it. It can still be opened read-only; to go on working, restore the last backup.</source>
        <translation>%1 ist beschädigt; ratingdesk ändert nichts daran. Schreibgeschützt lässt sie sich noch öffnen; um weiterzuarbeiten, stellen Sie die letzte Sicherung wieder her.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="117"/>
        <location filename="../engine/store/SchemaMigration.cpp" line="173"/>
        <source>There is already a database at %1; choose another name, or open it.</source>
        <translation>Unter %1 gibt es schon eine Datenbank; wählen Sie einen anderen Namen oder öffnen Sie sie.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="121"/>
        <source>You may not change %1 (the file or its folder is read-only); it can be opened read-only.</source>
        <translation>Sie dürfen %1 nicht ändern (die Datei oder ihr Ordner ist schreibgeschützt); schreibgeschützt lässt sie sich öffnen.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="126"/>
        <source>The folder of %1 cannot be made; choose a folder you may write to.</source>
        <translation>Der Ordner für %1 lässt sich nicht anlegen; wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <location filename="../engine/store/FileRecognition.cpp" line="89"/>
        <source>%1 is a database of another program, not a ratingdesk one; it was left as it was. Choose the ratingdesk database file.</source>
        <translation>%1 ist eine Datenbank eines anderen Programms, keine von ratingdesk; sie blieb unverändert. Wählen Sie die Datei der ratingdesk-Datenbank.</translation>
    </message>
    <message>
        <location filename="../engine/store/SchemaMigration.cpp" line="80"/>
        <source>%1 could not be brought to this version of ratingdesk: some of its rows refer to rows that are missing. Nothing was changed.</source>
        <translation>%1 konnte nicht auf diese Version von ratingdesk gebracht werden: Einige seiner Zeilen verweisen auf Zeilen, die fehlen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../engine/store/SchemaMigration.cpp" line="152"/>
        <source>%1 is a database of another program, not a ratingdesk one; it was left as it was. Choose the ratingdesk database.</source>
        <translation>%1 ist eine Datenbank eines anderen Programms, keine von ratingdesk; sie blieb unverändert. Wählen Sie die ratingdesk-Datenbank.</translation>
    </message>
    <message>
        <location filename="../engine/store/SchemaMigration.cpp" line="167"/>
        <source>There is no ratingdesk database at %1 yet; create one there first.</source>
        <translation>Unter %1 gibt es noch keine ratingdesk-Datenbank; legen Sie dort zuerst eine an.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="121"/>
        <source>%1 was written by an older ratingdesk and must be brought up to date before it can be read, which needs write access: open it once where you may change it.</source>
        <translation>%1 wurde von einem älteren ratingdesk geschrieben und muss erst auf den neuen Stand gebracht werden, bevor sie sich lesen lässt; dazu braucht es Schreibrechte: Öffnen Sie sie einmal dort, wo Sie sie ändern dürfen.</translation>
    </message>
    <message>
        <location filename="../engine/store/Connection.cpp" line="356"/>
        <source>%1 is damaged; nothing was changed. It can still be opened read-only; to go on working, restore the last backup.</source>
        <translation>%1 ist beschädigt; nichts wurde geändert. Schreibgeschützt lässt sie sich noch öffnen; um weiterzuarbeiten, stellen Sie die letzte Sicherung wieder her.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="174"/>
        <source>The disk is full; nothing was saved. Make room and try again.</source>
        <translation>Der Datenträger ist voll; es wurde nichts gespeichert. Bitte Platz schaffen und erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="177"/>
        <source>The database cannot be written to; it is read-only.</source>
        <translation>In die Datenbank kann nicht geschrieben werden; sie ist schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="180"/>
        <source>The database has changed since this preview was made; look at the preview again and save once more.</source>
        <translation>Die Datenbank hat sich seit dieser Vorschau geändert; bitte die Vorschau noch einmal ansehen und erneut speichern.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="184"/>
        <source>The database server cannot be reached or does not let us in; check the address, the user and the password (PGPASSWORD).</source>
        <translation>Der Datenbankserver ist nicht erreichbar oder lässt uns nicht hinein; prüfen Sie Adresse, Benutzer und Passwort (PGPASSWORD).</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="188"/>
        <source>The connection to the database server was lost; what was being saved may or may not have been saved. Connect again and look before you repeat it.</source>
        <translation>Die Verbindung zum Datenbankserver ist abgebrochen; was gerade gespeichert wurde, ist vielleicht gespeichert, vielleicht nicht. Verbinden Sie sich neu und sehen Sie nach, bevor Sie es wiederholen.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="196"/>
        <source>The database refused the change; nothing was saved.</source>
        <translation>Die Datenbank hat die Änderung abgelehnt; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <location filename="../engine/store/Connection.cpp" line="87"/>
        <source>Qt&apos;s SQLite driver here uses SQLite %1, but ratingdesk was built with SQLite %2; install the ratingdesk built for this Qt.</source>
        <translation>Der SQLite-Treiber von Qt verwendet hier SQLite %1, ratingdesk wurde aber mit SQLite %2 gebaut; installieren Sie das für dieses Qt gebaute ratingdesk.</translation>
    </message>
    <message>
        <location filename="../engine/store/Connection.cpp" line="126"/>
        <source>ratingdesk cannot reach database servers here: Qt&apos;s PostgreSQL driver is not installed (on Debian: libqt6sql6-psql).</source>
        <translation>ratingdesk erreicht hier keine Datenbankserver: der PostgreSQL-Treiber von Qt ist nicht installiert (unter Debian: libqt6sql6-psql).</translation>
    </message>
    <message>
        <location filename="../engine/store/Connection.cpp" line="140"/>
        <source>The database server of %1 cannot be reached or does not let us in; check the address, the user and the password (PGPASSWORD).</source>
        <translation>Der Datenbankserver von %1 ist nicht erreichbar oder lässt uns nicht hinein; prüfen Sie Adresse, Benutzer und Passwort (PGPASSWORD).</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseError.cpp" line="109"/>
        <source>%1 was written by a newer ratingdesk (database version %2; this one knows up to %3). Open it with that version.</source>
        <translation>%1 wurde von einem neueren ratingdesk geschrieben (Datenbankversion %2; diese Version kennt nur bis %3). Bitte mit jener Version öffnen.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerRepository.cpp" line="197"/>
        <source>Another player (%1, no. %2) already has the %3 %4.</source>
        <translation>%3 %4 gehört bereits einem anderen Spieler (%1, Nr. %2).</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerRepository.cpp" line="258"/>
        <source>%1 (no. %2) is no longer in the list of players; remove him from the event and add him again.</source>
        <translation>%1 (Nr. %2) ist nicht mehr in der Spielerliste; entfernen Sie ihn aus dem Turnier und fügen Sie ihn neu hinzu.</translation>
    </message>
    <message>
        <location filename="../engine/store/DatabaseCopy.cpp" line="128"/>
        <source>%1 already holds players, events or rating lists; copy into a new, empty database.</source>
        <translation>%1 enthält schon Spieler, Turniere oder Ratinglisten; kopieren Sie in eine neue, leere Datenbank.</translation>
    </message>
    <message>
        <location filename="../engine/store/Location.cpp" line="23"/>
        <source>%1 is not a database address ratingdesk understands: write postgresql://user@host:port/database, with the password in PGPASSWORD.</source>
        <translation>%1 ist keine Datenbankadresse, die ratingdesk versteht: schreiben Sie postgresql://benutzer@host:port/datenbank, das Passwort in PGPASSWORD.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventRepository.cpp" line="266"/>
        <source>%1 (no. %2) is in the event twice; remove one of them.</source>
        <translation>%1 (Nr. %2) steht zweimal im Turnier; entfernen Sie einen der beiden Einträge.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventRepository.cpp" line="240"/>
        <source>A game or bye names a player who is not in the event&apos;s player list; the event is kept as typed until the list has him.</source>
        <translation>Eine Partie oder ein Freilos nennt einen Spieler, der nicht in der Spielerliste des Turniers steht; das Turnier bleibt wie getippt, bis die Liste ihn enthält.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventRepository.cpp" line="252"/>
        <source>An order of tied players names a player who is not in the event&apos;s player list; order the ties again.</source>
        <translation>Eine Reihenfolge gleichstehender Spieler nennt einen Spieler, der nicht in der Spielerliste des Turniers steht; die Reihenfolge bitte neu festlegen.</translation>
    </message>
    <message>
        <location filename="../engine/store/BusyWait.cpp" line="42"/>
        <source>%1 is in use by another program; waiting for it…</source>
        <translation>%1 wird von einem anderen Programm benutzt; ratingdesk wartet darauf …</translation>
    </message>
</context>
<context>
    <name>rd::store::EditingLocks</name>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="59"/>
        <location filename="../engine/store/EditingLocks.cpp" line="96"/>
        <source>someone</source>
        <translation>jemand</translation>
    </message>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="66"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="97"/>
        <source>another desktop</source>
        <translation>einem anderen Rechner</translation>
    </message>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="181"/>
        <source>%1 has been editing this event since %2; you see it read-only until they close it.</source>
        <translation>%1 bearbeitet dieses Turnier seit %2; Sie sehen es schreibgeschützt, bis es dort geschlossen wird.</translation>
    </message>
    <message>
        <location filename="../engine/store/EditingLocks.cpp" line="189"/>
        <source>%1 has been editing this event since %2; it can be rated or deleted once they close it.</source>
        <translation>%1 bearbeitet dieses Turnier seit %2; es kann ausgewertet oder gelöscht werden, sobald es dort geschlossen wird.</translation>
    </message>
</context>
<context>
    <name>rd::store::EventExport</name>
    <message>
        <location filename="../engine/store/EventExport.cpp" line="29"/>
        <source>The file for the DSB is not written; it rates only games that have a result. %1</source>
        <translation>Die Datei für den DSB wird nicht geschrieben; er wertet nur Partien mit Ergebnis aus. %1</translation>
    </message>
</context>
<context>
    <name>rd::store::EventLifecycle</name>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="144"/>
        <source>Record sheet %1</source>
        <translation>Ergebnisbogen %1</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="144"/>
        <source>Event %1</source>
        <translation>Turnier %1</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="174"/>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="239"/>
        <source>&quot;%1&quot; is rated: it changes only when the evaluation of its correction is saved.</source>
        <translation>„%1“ ist gewertet: Es ändert sich erst, wenn die Auswertung seiner Korrektur gespeichert wird.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="277"/>
        <source>&quot;%1&quot; is not rated; nothing was changed. %2</source>
        <translation>„%1“ ist nicht ausgewertet; nichts wurde geändert. %2</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="314"/>
        <source>&quot;%1&quot; is a draft, not yet rated: it is edited as it is, without a correction.</source>
        <translation>„%1“ ist ein Entwurf und noch nicht gewertet: Er wird direkt bearbeitet, ohne Korrektur.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="344"/>
        <source>&quot;%1&quot; is a draft, not a correction; delete it instead.</source>
        <translation>„%1“ ist ein Entwurf, keine Korrektur; löschen Sie ihn stattdessen.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="359"/>
        <source>&quot;%1&quot; is a draft: its details change in its editor.</source>
        <translation>„%1“ ist ein Entwurf: Seine Angaben ändern sich in seinem Editor.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="362"/>
        <source>&quot;%1&quot; is being corrected: change its details in the correction, or discard the correction first.</source>
        <translation>„%1“ wird gerade korrigiert: Ändern Sie seine Angaben in der Korrektur, oder verwerfen Sie die Korrektur zuerst.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="366"/>
        <source>The sections of &quot;%1&quot; decide its ratings: they change only with a correction.</source>
        <translation>Die Gruppen von „%1“ bestimmen seine Wertungen: Sie ändern sich nur mit einer Korrektur.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="420"/>
        <source>&quot;%1&quot; is rated: its deletion changes later ratings, which are shown first.</source>
        <translation>„%1“ ist ausgewertet: Sein Löschen ändert spätere Wertungen, die zuerst gezeigt werden.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="481"/>
        <source>&quot;%1&quot; is rated; only a draft is paired.</source>
        <translation>„%1“ ist gewertet; ausgelost wird nur ein Entwurf.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="485"/>
        <source>&quot;%1&quot; is a Go event; the Dutch system pairs chess events only.</source>
        <translation>„%1“ ist ein Go-Turnier; das holländische System lost nur Schachturniere aus.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="488"/>
        <source>&quot;%1&quot; has entries typed but not finished; finish or clear them before pairing.</source>
        <translation>„%1“ hat begonnene, nicht abgeschlossene Eingaben; schließen Sie sie vor der Auslosung ab oder löschen Sie sie.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="496"/>
        <source>&quot;%1&quot; as typed is not yet valid (%2); correct it before pairing.</source>
        <translation>„%1“ ist so, wie eingegeben, noch nicht gültig (%2); korrigieren Sie es vor der Auslosung.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="514"/>
        <source>Round %1 of &quot;%2&quot; is not complete: %3 against %4 has no result yet (boards without one: %5); enter the results before pairing round %6.</source>
        <translation>Runde %1 von „%2“ ist nicht abgeschlossen: %3 gegen %4 hat noch kein Ergebnis (Bretter ohne Ergebnis: %5); geben Sie die Ergebnisse ein, bevor Runde %6 ausgelost wird.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="524"/>
        <source>All %1 rounds of &quot;%2&quot; are paired.</source>
        <translation>Alle %1 Runden von „%2“ sind ausgelost.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="528"/>
        <source>&quot;%1&quot; cannot be paired: %2</source>
        <translation>„%1“ kann nicht ausgelost werden: %2</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="532"/>
        <source>The pairing found for round %1 of &quot;%2&quot; breaks a rule of C.04.3 and is not stored.</source>
        <translation>Die für Runde %1 von „%2“ gefundene Auslosung verletzt eine Regel von C.04.3 und wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../engine/store/EventLifecycle.cpp" line="608"/>
        <source>%1 has &quot;%2&quot; open; the players can be merged or split once they close it.</source>
        <translation>%1 bearbeitet gerade „%2“; die Spieler können zusammengeführt oder wieder getrennt werden, sobald es dort geschlossen wird.</translation>
    </message>
</context>
<context>
    <name>rd::store::ImportService</name>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="94"/>
        <source>%1 has the %2 %3, which line %4 gives to another player already.</source>
        <translation>%1 hat %2 %3, doch Zeile %4 gibt diese bereits einem anderen Spieler.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="106"/>
        <source>%1 with the same birth date is on line %2 already.</source>
        <translation>%1 mit demselben Geburtsdatum steht bereits in Zeile %2.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="143"/>
        <source>Event &quot;%1&quot; becomes a draft; players: %2.</source>
        <translation>Turnier „%1“ wird ein Entwurf; Spieler: %2.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="149"/>
        <source>%1 is taken for the player with that US Chess id in the database (no. %2).</source>
        <translation>%1 gilt als der Spieler mit dieser US-Chess-ID in der Datenbank (Nr. %2).</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="152"/>
        <source>%1 is taken for the player of that name and birth date in the database (no. %2).</source>
        <translation>%1 gilt als der Spieler mit diesem Namen und Geburtsdatum in der Datenbank (Nr. %2).</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="118"/>
        <source>the same federation id</source>
        <translation>dieselbe Verbands-ID</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="120"/>
        <source>the same name and birth date</source>
        <translation>derselbe Name und dasselbe Geburtsdatum</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="123"/>
        <source>the same name and birth year</source>
        <translation>derselbe Name und dasselbe Geburtsjahr</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="129"/>
        <source>the same name, neither with a birth date</source>
        <translation>derselbe Name, beide ohne Geburtsdatum</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="167"/>
        <source>%1 is added.</source>
        <translation>%1 wird hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="171"/>
        <source>%1 is added as a new player, although %2 has the same name; if they are one person, merge them (Edit &gt; Merge players…).</source>
        <translation>%1 wird als neuer Spieler angelegt, obwohl %2 denselben Namen trägt; ist es dieselbe Person, führen Sie beide zusammen (Bearbeiten &gt; Spieler zusammenführen…).</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="179"/>
        <source>%1 is already in the database as %2 (%3); what the list adds is added to him.</source>
        <translation>%1 ist bereits als %2 in der Datenbank (%3); was die Liste zusätzlich enthält, wird bei ihm ergänzt.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="186"/>
        <source>%1 is already in the database as %2 (%3); nothing changes.</source>
        <translation>%1 ist bereits als %2 in der Datenbank (%3); es ändert sich nichts.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="198"/>
        <source>Imported event %1 (draft): %2</source>
        <translation>Turnier %1 importiert (Entwurf): %2</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="202"/>
        <source>Imported players: %1 added, %2 updated, %3 unchanged (%4).</source>
        <translation>Spieler importiert: %1 hinzugefügt, %2 aktualisiert, %3 unverändert (%4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/store/ImportService.cpp" line="211"/>
        <source>%n added beside a player of the same name: merge them if they are one person.</source>
        <translation>
            <numerusform>%n neben einem gleichnamigen Spieler angelegt: zusammenführen, wenn es dieselbe Person ist.</numerusform>
            <numerusform>%n neben einem gleichnamigen Spieler angelegt: zusammenführen, wenn es dieselbe Person ist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="272"/>
        <source>%1 is not a format that can be imported (csv, json, trf, h9).</source>
        <translation>%1 ist kein Format, das sich importieren lässt (csv, json, trf, h9).</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="346"/>
        <source>%1: the ids of this line belong to two different players of the database.</source>
        <translation>%1: Die IDs dieser Zeile gehören zu zwei verschiedenen Spielern der Datenbank.</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="387"/>
        <source>%1 (born %2)</source>
        <translation>%1 (geb. %2)</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="388"/>
        <source>%1 (no. %2)</source>
        <translation>%1 (Nr. %2)</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="393"/>
        <source>%1 (line %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <location filename="../engine/store/ImportService.cpp" line="423"/>
        <source>The players in the database changed while the list was being imported; import it again to see what it does now.</source>
        <translation>Die Spieler in der Datenbank haben sich während des Imports geändert; bitte die Liste erneut importieren, um zu sehen, was sie jetzt bewirkt.</translation>
    </message>
</context>
<context>
    <name>rd::store::PlayerMerge</name>
    <message>
        <location filename="../engine/store/PlayerMerge.cpp" line="69"/>
        <source>The database changed since the merge was shown; choose Merge again to see what it does now.</source>
        <translation>Die Datenbank hat sich geändert, seit die Zusammenführung angezeigt wurde; wählen Sie erneut Zusammenführen, um zu sehen, was sie jetzt bewirkt.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerMerge.cpp" line="108"/>
        <source>The database changed while the split was shown; choose Edit &gt; Undo again to see what it does now.</source>
        <translation>Die Datenbank hat sich geändert, während die Trennung angezeigt wurde; wählen Sie erneut Bearbeiten &gt; Rückgängig, um zu sehen, was sie jetzt bewirkt.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerMerge.cpp" line="121"/>
        <source>Choose two different players to merge.</source>
        <translation>Wählen Sie zwei verschiedene Spieler zum Zusammenführen.</translation>
    </message>
    <message>
        <location filename="../engine/store/PlayerMerge.cpp" line="133"/>
        <source>%1 and %2 both play in &quot;%3&quot;: two players of one event cannot be one player.</source>
        <translation>%1 und %2 spielen beide in „%3“: Zwei Spieler eines Turniers können nicht ein Spieler sein.</translation>
    </message>
</context>
<context>
    <name>rd::store::SessionLock</name>
    <message>
        <location filename="../engine/store/SessionLock.cpp" line="65"/>
        <source>%1 on host %2, process %3, since %4</source>
        <translation>%1 auf Rechner %2, Prozess %3, seit %4</translation>
    </message>
    <message>
        <location filename="../engine/store/SessionLock.cpp" line="124"/>
        <source>%1 is open in %2. Close it there first, or wait until that session ends.</source>
        <translation>%1 ist in %2 geöffnet. Bitte dort zuerst schließen oder warten, bis diese Sitzung endet.</translation>
    </message>
</context>
<context>
    <name>rd::ui::BackupAction</name>
    <message>
        <location filename="../ui/database/BackupAction.cpp" line="23"/>
        <source>&amp;Back up database…</source>
        <translation>&amp;Datenbank sichern…</translation>
    </message>
    <message>
        <location filename="../ui/database/BackupAction.cpp" line="38"/>
        <location filename="../ui/database/BackupAction.cpp" line="45"/>
        <source>Back up database</source>
        <translation>Datenbank sichern</translation>
    </message>
    <message>
        <location filename="../ui/database/BackupAction.cpp" line="39"/>
        <source>ratingdesk databases (*.sqlite);;All files (*)</source>
        <translation>ratingdesk-Datenbanken (*.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/database/BackupAction.cpp" line="47"/>
        <source>Backed up to %1</source>
        <translation>Gesichert nach %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::ChangeDetailsCommand</name>
    <message>
        <location filename="../ui/event/ChangeDetailsCommand.cpp" line="12"/>
        <source>Event details</source>
        <translation>Turnierangaben</translation>
    </message>
    <message>
        <location filename="../ui/event/ChangeDetailsCommand.cpp" line="37"/>
        <source>Changing the details</source>
        <translation>Ändern der Angaben</translation>
    </message>
    <message>
        <location filename="../ui/event/ChangeDetailsCommand.cpp" line="39"/>
        <source>Opening the event</source>
        <translation>Öffnen des Turniers</translation>
    </message>
</context>
<context>
    <name>rd::ui::ChessEventEditor</name>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="317"/>
        <source>&amp;Crosstable</source>
        <translation>&amp;Kreuztabelle</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="318"/>
        <source>&amp;Pairings</source>
        <translation>&amp;Paarungen</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="367"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="389"/>
        <source>The rule set marked as default follows the end date; any other stays as chosen.</source>
        <translation>Das als Standard markierte Regelwerk richtet sich nach dem Enddatum; jedes andere bleibt wie gewählt.</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="396"/>
        <source>Regular</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="397"/>
        <source>Quick</source>
        <translation>Schnellschach</translation>
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
        <translation>Doppelt ge&amp;wertet</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="419"/>
        <source>&amp;Last day:</source>
        <translation>&amp;Ende:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="422"/>
        <source>S&amp;ystem:</source>
        <translation>Wertungs&amp;system:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="425"/>
        <source>R&amp;ule set:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="430"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="432"/>
        <source>&amp;Start:</source>
        <translation>Be&amp;ginn:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="446"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="452"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="452"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="452"/>
        <source>Born</source>
        <translation>Geboren</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="471"/>
        <source>Add player: type a name, Enter</source>
        <translation>Spieler hinzufügen: Name, Enter</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="473"/>
        <source>Type a name, a club or an id and choose the player with the arrow keys and Enter: from the list of players or, marked so, from the loaded rating lists. A name that neither has is a new player.</source>
        <translation>Namen, Verein oder ID tippen und den Spieler mit den Pfeiltasten und Enter wählen: aus der Spielerliste oder, so gekennzeichnet, aus den geladenen Ratinglisten. Ein Name, den keine davon kennt, ist ein neuer Spieler.</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="524"/>
        <source>Stan&amp;dings after:</source>
        <translation>Rangliste na&amp;ch:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="557"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="836"/>
        <source>Round after the rounds planned</source>
        <translation>Runde nach den geplanten Runden</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="837"/>
        <source>%1

Begin round %2 with &quot;%3&quot;?</source>
        <translation>%1

Runde %2 mit „%3“ beginnen?</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="917"/>
        <source>Player from the rating list</source>
        <translation>Spieler aus der Ratingliste</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="918"/>
        <source>From the rating list: %1.

The list of players already has %2. Is that the same player?</source>
        <translation>Aus der Ratingliste: %1.

Die Spielerliste enthält bereits %2. Ist das derselbe Spieler?</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="924"/>
        <source>Take %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="928"/>
        <source>Add as a new player</source>
        <translation>Als neuen Spieler hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="480"/>
        <source>Re&amp;move player</source>
        <translation>Spieler ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="545"/>
        <source>Type each result from the row&apos;s side: opponent, colour, score (5w1, 12b½, 3b=, 7w+ forfeit win, 7w- forfeit loss, bye). Enter, Tab or the arrows move on, Delete clears a cell.</source>
        <translation>Jedes Ergebnis aus Sicht der Zeile eingeben: Gegner, Farbe (w = Weiß, b = Schwarz), Punkte (5w1, 12b½, 3b=, 7w+ kampflos gewonnen, 7w- kampflos verloren, bye = spielfrei). Enter, Tab oder die Pfeiltasten gehen weiter, Entf leert eine Zelle.</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="750"/>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="842"/>
        <source>Contradicting entry</source>
        <translation>Widersprüchliche Eingabe</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="843"/>
        <source>%1

Replace that with &quot;%2&quot;?</source>
        <translation>%1

Das durch „%2“ ersetzen?</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="578"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="580"/>
        <source>R&amp;ound:</source>
        <translation>R&amp;unde:</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="586"/>
        <source>Results: 1-0, 0-1, ½-½ or =, forfeits +--, --+, ---. Enter moves to the next board.</source>
        <translation>Ergebnisse: 1-0, 0-1, ½-½ oder =, kampflos +--, --+, ---. Enter geht zum nächsten Brett.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/ChessEventEditor.cpp" line="703"/>
        <source>%n game(s) without a round number count for the points but have no cell.</source>
        <translation>
            <numerusform>%n Partie ohne Rundennummer zählt für die Punkte, hat aber keine Zelle in der Kreuztabelle.</numerusform>
            <numerusform>%n Partien ohne Rundennummer zählen für die Punkte, haben aber keine Zelle in der Kreuztabelle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="764"/>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="774"/>
        <source>Event name</source>
        <translation>Turniername</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="794"/>
        <source>Rating system %1</source>
        <translation>Wertungssystem %1</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="805"/>
        <source>Rule set %1</source>
        <translation>Regelwerk %1</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="812"/>
        <source>US Chess system %1</source>
        <translation>US-Chess-System %1</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="819"/>
        <source>Dual rated</source>
        <translation>Doppelt gewertet</translation>
    </message>
    <message>
        <location filename="../ui/event/ChessEventEditor.cpp" line="819"/>
        <source>Not dual rated</source>
        <translation>Nicht doppelt gewertet</translation>
    </message>
</context>
<context>
    <name>rd::ui::CrosstableModel</name>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="101"/>
        <source>Round %1: %2 – %3 %4</source>
        <translation>Runde %1: %2 – %3 %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/CrosstableModel.cpp" line="128"/>
        <source>Round %1: bye for %2, %3 point(s)</source>
        <translation>
            <numerusform>Runde %1: %2 spielfrei, %3 Punkt</numerusform>
            <numerusform>Runde %1: %2 spielfrei, %3 Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="242"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="244"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="248"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../ui/event/CrosstableModel.cpp" line="251"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::DatabaseMenu</name>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="36"/>
        <source>&amp;New database…</source>
        <translation>&amp;Neue Datenbank…</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="38"/>
        <source>&amp;Open database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="40"/>
        <source>Connect to &amp;server…</source>
        <translation>Mit &amp;Server verbinden…</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="42"/>
        <source>&amp;Recent databases</source>
        <translation>&amp;Zuletzt verwendete Datenbanken</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="49"/>
        <source>Open read-only?</source>
        <translation>Schreibgeschützt öffnen?</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="50"/>
        <source>%1

Open it read-only? You can look at everything, but change nothing.</source>
        <translation>%1

Schreibgeschützt öffnen? Sie können alles ansehen, aber nichts ändern.</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="57"/>
        <source>Cannot open the database</source>
        <translation>Datenbank kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="70"/>
        <source>New database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="70"/>
        <location filename="../ui/database/DatabaseMenu.cpp" line="78"/>
        <source>ratingdesk databases (*.sqlite)</source>
        <translation>ratingdesk-Datenbanken (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../ui/database/DatabaseMenu.cpp" line="78"/>
        <source>Open database</source>
        <translation>Datenbank öffnen</translation>
    </message>
</context>
<context>
    <name>rd::ui::DateField</name>
    <message>
        <location filename="../ui/widgets/DateField.cpp" line="79"/>
        <source>Choose from a calendar (%1)</source>
        <translation>Aus einem Kalender wählen (%1)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/DateField.cpp" line="181"/>
        <source>Write the date as %1, %2 or %3.</source>
        <translation>Das Datum als %1, %2 oder %3 schreiben.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/DateField.cpp" line="182"/>
        <source>Write the date as %1 or %2.</source>
        <translation>Das Datum als %1 oder %2 schreiben.</translation>
    </message>
</context>
<context>
    <name>rd::ui::DeleteDraftCommand</name>
    <message>
        <location filename="../ui/event/DeleteDraftCommand.cpp" line="11"/>
        <source>Delete draft &quot;%1&quot;</source>
        <translation>Entwurf „%1“ löschen</translation>
    </message>
    <message>
        <location filename="../ui/event/DeleteDraftCommand.cpp" line="29"/>
        <source>Deleting the draft</source>
        <translation>Löschen des Entwurfs</translation>
    </message>
    <message>
        <location filename="../ui/event/DeleteDraftCommand.cpp" line="39"/>
        <source>Bringing the draft back</source>
        <translation>Wiederherstellen des Entwurfs</translation>
    </message>
    <message>
        <location filename="../ui/event/DeleteDraftCommand.cpp" line="47"/>
        <source>Opening the draft</source>
        <translation>Öffnen des Entwurfs</translation>
    </message>
</context>
<context>
    <name>rd::ui::EditCommands</name>
    <message>
        <location filename="../ui/event/EditCommands.cpp" line="37"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location filename="../ui/event/EditCommands.cpp" line="39"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/event/EditCommands.cpp" line="41"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location filename="../ui/event/EditCommands.cpp" line="43"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
</context>
<context>
    <name>rd::ui::EditMenu</name>
    <message>
        <location filename="../ui/window/EditMenu.cpp" line="38"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/window/EditMenu.cpp" line="42"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/window/EditMenu.cpp" line="72"/>
        <source>&amp;Find player</source>
        <translation>Spieler &amp;suchen</translation>
    </message>
</context>
<context>
    <name>rd::ui::ErrorReport</name>
    <message>
        <location filename="../ui/widgets/ErrorReport.cpp" line="10"/>
        <source>%1 did not succeed. %2</source>
        <translation>%1 ist fehlgeschlagen. %2</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventActions</name>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="45"/>
        <source>New &amp;chess event</source>
        <translation>Neues S&amp;chachturnier</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="48"/>
        <source>New &amp;Go event</source>
        <translation>Neues &amp;Go-Turnier</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="51"/>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="53"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="55"/>
        <source>Deta&amp;ils…</source>
        <translation>&amp;Angaben…</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="57"/>
        <source>Co&amp;rrect…</source>
        <translation>&amp;Korrigieren…</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="61"/>
        <source>De&amp;lete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="63"/>
        <source>Pre&amp;view</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="68"/>
        <source>&amp;Save evaluation</source>
        <translation>Auswertung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="76"/>
        <source>Draft kept</source>
        <translation>Entwurf gesichert</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="88"/>
        <location filename="../ui/event/EventActions.cpp" line="138"/>
        <source>Choose an event to see its evaluation.</source>
        <translation>Turnier wählen, um seine Auswertung zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="158"/>
        <source>Opening the event</source>
        <translation>Öffnen des Turniers</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="172"/>
        <source>Creating the event</source>
        <translation>Anlegen des Turniers</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="187"/>
        <source>Duplicating the event</source>
        <translation>Duplizieren des Turniers</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="209"/>
        <location filename="../ui/event/EventActions.cpp" line="221"/>
        <source>Event details</source>
        <translation>Turnierangaben</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="245"/>
        <source>Details kept; the ratings stay as they are (%1 takes the change back)</source>
        <translation>Angaben übernommen; die Wertungen bleiben, wie sie sind (%1 nimmt die Änderung zurück)</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="269"/>
        <source>Correcting the event</source>
        <translation>Korrigieren des Turniers</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="260"/>
        <source>Correcting &quot;%1&quot;: the rated evaluation stays until the correction is saved.</source>
        <translation>Korrektur von „%1“: Die bisherige Auswertung bleibt bestehen, bis die Korrektur gespeichert ist.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="291"/>
        <source>Discard the correction</source>
        <translation>Korrektur verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="292"/>
        <source>Discard the correction? The rated event stays as it is.</source>
        <translation>Korrektur verwerfen? Das ausgewertete Turnier bleibt, wie es ist.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="297"/>
        <source>Discarding the correction</source>
        <translation>Verwerfen der Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="327"/>
        <source>Not rated; the draft is kept as typed. %1</source>
        <translation>Nicht ausgewertet; der Entwurf bleibt wie getippt. %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="343"/>
        <location filename="../ui/event/EventActions.cpp" line="346"/>
        <source>Save evaluation</source>
        <translation>Auswertung speichern</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/EventActions.cpp" line="347"/>
        <source>Saving also changes %n rating(s), listed below. Save?</source>
        <translation>
            <numerusform>Beim Speichern ändert sich auch %n weitere Wertung (siehe unten). Speichern?</numerusform>
            <numerusform>Beim Speichern ändern sich auch %n weitere Wertungen (siehe unten). Speichern?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="353"/>
        <source>Saving the evaluation</source>
        <translation>Speichern der Auswertung</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="361"/>
        <source>Evaluation saved</source>
        <translation>Auswertung gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="374"/>
        <location filename="../ui/event/EventActions.cpp" line="408"/>
        <location filename="../ui/event/EventActions.cpp" line="420"/>
        <source>Deleting the event</source>
        <translation>Löschen des Turniers</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="378"/>
        <source>Event being edited</source>
        <translation>Turnier in Bearbeitung</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="390"/>
        <source>Delete the draft</source>
        <translation>Entwurf löschen</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="391"/>
        <source>Delete the draft &quot;%1&quot;? Edit &gt; Undo brings it back while this window is open.</source>
        <translation>Entwurf „%1“ löschen? Bearbeiten &gt; Rückgängig holt ihn zurück, solange dieses Fenster offen ist.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="399"/>
        <source>Draft &quot;%1&quot; deleted (%2 brings it back)</source>
        <translation>Entwurf „%1“ gelöscht (%2 holt ihn zurück)</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="411"/>
        <source>Delete the rated event</source>
        <translation>Ausgewertetes Turnier löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/EventActions.cpp" line="412"/>
        <source>Delete the rated event &quot;%1&quot;? This cannot be undone; %n later rating(s) change.</source>
        <translation>
            <numerusform>Das ausgewertete Turnier „%1“ löschen? Das lässt sich nicht rückgängig machen; %n spätere Wertung ändert sich.</numerusform>
            <numerusform>Das ausgewertete Turnier „%1“ löschen? Das lässt sich nicht rückgängig machen; %n spätere Wertungen ändern sich.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="423"/>
        <source>&quot;%1&quot; deleted. The database as it was before is kept in %2.</source>
        <translation>„%1“ gelöscht. Die Datenbank, wie sie vorher war, ist in %2 gesichert.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="426"/>
        <source>&quot;%1&quot; deleted</source>
        <translation>„%1“ gelöscht</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="439"/>
        <source>Evaluation not saved</source>
        <translation>Auswertung nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/event/EventActions.cpp" line="440"/>
        <source>The evaluation of &quot;%1&quot; is not saved yet. What you typed is kept and opens again from the events list. Quit anyway?</source>
        <translation>Die Auswertung von „%1“ ist noch nicht gespeichert. Das Eingegebene bleibt erhalten und lässt sich aus der Turnierliste wieder öffnen. Trotzdem beenden?</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventChoice</name>
    <message>
        <location filename="../ui/event/EventChoice.cpp" line="86"/>
        <location filename="../ui/event/EventChoice.cpp" line="139"/>
        <source>Reading the event</source>
        <translation>Lesen des Turniers</translation>
    </message>
    <message>
        <location filename="../ui/event/EventChoice.cpp" line="117"/>
        <source>“%1” is not written while a field holds text that is not part of it:
%2</source>
        <translation>„%1“ wird nicht geschrieben, solange ein Feld Text enthält, der nicht dazugehört:
%2</translation>
    </message>
    <message>
        <location filename="../ui/event/EventChoice.cpp" line="126"/>
        <source>Choose an event first.</source>
        <translation>Zuerst ein Turnier wählen.</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventDraft</name>
    <message>
        <location filename="../ui/event/EventDraft.cpp" line="82"/>
        <source>This event is rated and is not changed here; choose Event &gt; Correct… to correct it.</source>
        <translation>Dieses Turnier ist ausgewertet und wird hier nicht geändert; zum Korrigieren Turnier &gt; Korrigieren… wählen.</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventListModel</name>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="42"/>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="43"/>
        <source>rated, being corrected</source>
        <translation>ausgewertet, in Korrektur</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="43"/>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="82"/>
        <source>%1, being edited by %2</source>
        <translation>%1, in Bearbeitung von %2</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="91"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="91"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/event/EventListModel.cpp" line="91"/>
        <source>Ends</source>
        <translation>Ende</translation>
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
        <translation>Auflisten der Turniere</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventPropertiesDialog</name>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="133"/>
        <source>Event details</source>
        <translation>Turnierangaben</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="136"/>
        <source>&amp;General</source>
        <translation>A&amp;llgemein</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="149"/>
        <source>&amp;US Chess</source>
        <translation>&amp;US Chess</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="151"/>
        <source>e.g. G/60;d5 or 40/90,SD/30;d5</source>
        <translation>z. B. G/60;d5 oder 40/90,SD/30;d5</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="193"/>
        <source>e.g. 26/03/14, 26/03/14, 26/03/15</source>
        <translation>z. B. 26/03/14, 26/03/14, 26/03/15</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="194"/>
        <source>The date of each round in order, separated by commas, as a FIDE TRF file writes them (year/month/day); leave a place empty for a round without a date.</source>
        <translation>Das Datum jeder Runde der Reihe nach, durch Kommas getrennt, so wie eine FIDE-TRF-Datei sie schreibt (Jahr/Monat/Tag); für eine Runde ohne Datum bleibt die Stelle leer.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="55"/>
        <source>e.g. GER</source>
        <translation>z. B. GER</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="66"/>
        <source>e.g. 90 min/40 moves + 30 min + 30 s/move</source>
        <translation>z. B. 90 Min./40 Züge + 30 Min. + 30 s/Zug</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="186"/>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="321"/>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="323"/>
        <source>not given</source>
        <translation>keine Angabe</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="49"/>
        <source>&amp;Organiser or club</source>
        <translation>&amp;Ausrichter oder Verein</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="51"/>
        <source>&amp;Place</source>
        <translation>&amp;Ort</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="53"/>
        <source>&amp;Federation</source>
        <translation>&amp;Verband</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="56"/>
        <source>&amp;Chief arbiter</source>
        <translation>&amp;Hauptschiedsrichter</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="58"/>
        <source>Chief arbiter&apos;s &amp;id</source>
        <translation>&amp;ID des Hauptschiedsrichters</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="60"/>
        <source>his id with the federation the event goes to</source>
        <translation>seine ID beim Verband, an den das Turnier geht</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="62"/>
        <source>&amp;Deputy arbiter</source>
        <translation>&amp;Stellvertretender Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="64"/>
        <source>&amp;Time control</source>
        <translation>&amp;Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="141"/>
        <source>A, B, C or D</source>
        <translation>A, B, C oder D</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="142"/>
        <source>The class the EGD rates the event in, stated in its .h9 table (CL): A for at least 60 minutes and 75 with byo-yomi.</source>
        <translation>Die Klasse, in der die EGD das Turnier wertet, angegeben in seiner .h9-Tabelle (CL): A für mindestens 60 Minuten und 75 mit Byo-Yomi.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="145"/>
        <source>EGD tournament c&amp;lass</source>
        <translation>EGD-Turnier&amp;klasse</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="154"/>
        <source>the chief TD&apos;s US Chess member id, 8 digits</source>
        <translation>die US-Chess-Mitgliedsnummer des Chief TD, 8 Ziffern</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="181"/>
        <source>Rounds planned</source>
        <translation>Geplante Runden</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="189"/>
        <source>&amp;Rounds planned</source>
        <translation>Geplante &amp;Runden</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="274"/>
        <source>The event is rated. Its details change no rating: OK keeps them at once, without a correction, in the event&apos;s history, and Edit &gt; Undo takes them back.</source>
        <translation>Das Turnier ist ausgewertet. Seine Angaben ändern keine Wertung: OK übernimmt sie sofort, ohne Korrektur, in den Verlauf des Turniers, und Bearbeiten &gt; Rückgängig nimmt sie zurück.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="280"/>
        <source>Changes of the details since the event was rated</source>
        <translation>Änderungen der Angaben seit der Auswertung</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="284"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="287"/>
        <source>No change since the event was rated.</source>
        <translation>Keine Änderung seit der Auswertung.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="288"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="303"/>
        <source>%1: “%2” → “%3”</source>
        <translation>%1: „%2“ → „%3“</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="319"/>
        <source>Rounds planned: %1 → %2</source>
        <translation>Geplante Runden: %1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="329"/>
        <source>Round dates: “%1” → “%2”</source>
        <translation>Rundendaten: „%1“ → „%2“</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="333"/>
        <source>EGD tournament class: “%1” → “%2”</source>
        <translation>EGD-Turnierklasse: „%1“ → „%2“</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="343"/>
        <source>the tie-breaks or their rules</source>
        <translation>die Feinwertungen oder ihre Regeln</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="70"/>
        <source>Rating p&amp;eriod or event code</source>
        <translation>&amp;Wertungszeitraum oder Turniercode</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="197"/>
        <source>Round d&amp;ates</source>
        <translation>Runden&amp;daten</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="78"/>
        <source>A and 7 digits, e.g. A1234567</source>
        <translation>A und 7 Ziffern, z. B. A1234567</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="84"/>
        <source>8 digits each, separated by commas</source>
        <translation>je 8 Ziffern, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="91"/>
        <source>e.g. MA</source>
        <translation>z. B. MA</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="94"/>
        <source>12345 or 12345-6789</source>
        <translation>12345 oder 12345-6789</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="76"/>
        <source>&amp;Affiliate id</source>
        <translation>Affiliate-&amp;ID</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="80"/>
        <source>A&amp;ssistant chief TD&apos;s id</source>
        <translation>ID des &amp;Stellvertreters</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="82"/>
        <source>&amp;Other TDs&apos; ids</source>
        <translation>IDs weiterer &amp;Turnierleiter</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="85"/>
        <source>Sectio&amp;n</source>
        <translation>&amp;Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="87"/>
        <source>C&amp;ity</source>
        <translation>&amp;Ort</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="89"/>
        <source>S&amp;tate</source>
        <translation>&amp;Bundesstaat</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="92"/>
        <source>&amp;ZIP code</source>
        <translation>&amp;ZIP-Code</translation>
    </message>
    <message>
        <location filename="../ui/event/EventPropertiesDialog.cpp" line="147"/>
        <source>Tie-&amp;breaks</source>
        <translation>&amp;Feinwertungen</translation>
    </message>
</context>
<context>
    <name>rd::ui::EventWorkspace</name>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="53"/>
        <source>Correct…</source>
        <translation>Korrigieren…</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="56"/>
        <source>Discard the correction</source>
        <translation>Korrektur verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="104"/>
        <source>Read-only: %1</source>
        <translation>Schreibgeschützt: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="107"/>
        <source>Edit: %1</source>
        <translation>Bearbeiten: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="109"/>
        <source>Rated: %1</source>
        <translation>Ausgewertet: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="111"/>
        <source>Correct: %1</source>
        <translation>Korrektur: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="142"/>
        <source>Draft: every change is kept as you type. Save evaluation (%1) rates it.</source>
        <translation>Entwurf: Jede Änderung wird schon beim Tippen gesichert. „Auswertung speichern“ (%1) wertet ihn aus.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="152"/>
        <source>Correcting a rated event: the stored evaluation stays until Save evaluation (%1), which first shows every later rating the correction changes.</source>
        <translation>Korrektur eines ausgewerteten Turniers: Die gespeicherte Auswertung bleibt bis „Auswertung speichern“ (%1) bestehen; vorher wird jede spätere Wertung angezeigt, die sich durch die Korrektur ändert.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="147"/>
        <source>This event is rated and is shown read-only. To change a result, choose Correct…: nothing changes until the corrected evaluation is saved, and every later rating it changes is shown first.</source>
        <translation>Dieses Turnier ist ausgewertet und wird schreibgeschützt angezeigt. Um ein Ergebnis zu ändern, „Korrigieren…“ wählen: Nichts ändert sich, bis die korrigierte Auswertung gespeichert ist, und jede spätere Wertung, die sich dadurch ändert, wird vorher angezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="30"/>
        <source>The start date</source>
        <translation>Der Beginn</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="32"/>
        <source>The last day</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="33"/>
        <source>The date of the game</source>
        <translation>Das Datum der Partie</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="162"/>
        <source>The database is open read-only: nothing can be changed in this session.</source>
        <translation>Die Datenbank ist schreibgeschützt geöffnet: In dieser Sitzung kann nichts geändert werden.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="200"/>
        <source>Searching the rating lists</source>
        <translation>Suche in den Ratinglisten</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="213"/>
        <source>Taking %1 from the rating list</source>
        <translation>Übernahme von %1 aus der Ratingliste</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="226"/>
        <source>Reading the player&apos;s rank</source>
        <translation>Rang des Spielers lesen</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="259"/>
        <source>%1 is empty; write it as %2 or %3.</source>
        <translation>%1 ist leer; bitte als %2 oder %3 schreiben.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="266"/>
        <source>%1 &quot;%2&quot; is not a date; write it as %3 or %4.</source>
        <translation>%1 „%2“ ist kein Datum; bitte als %3 oder %4 schreiben.</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="315"/>
        <source>Keeping the draft</source>
        <translation>Sichern des Entwurfs</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="377"/>
        <source>Saving the draft</source>
        <translation>Speichern des Entwurfs</translation>
    </message>
    <message>
        <location filename="../ui/event/EventWorkspace.cpp" line="351"/>
        <source>Kept as typed; it cannot be rated yet: %1</source>
        <translation>Wie eingegeben gesichert; noch nicht auswertbar: %1</translation>
    </message>
    <message>
        <location filename="../ui/event/EventChoice.cpp" line="153"/>
        <location filename="../ui/event/EventWorkspace.cpp" line="362"/>
        <source>This event cannot be rated: %1</source>
        <translation>Dieses Turnier kann nicht ausgewertet werden: %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::GoGameLineModel</name>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="129"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="129"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="129"/>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="197"/>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
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
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="130"/>
        <source>Game type</source>
        <translation>Partieart</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="130"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="200"/>
        <source>Komi of line %1</source>
        <translation>Komi in Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/event/GoGameLineModel.cpp" line="201"/>
        <source>Handicap of line %1</source>
        <translation>Vorgabe in Zeile %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::HelpMenu</name>
    <message>
        <location filename="../ui/window/HelpMenu.cpp" line="20"/>
        <source>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the South African Go Clubs rank/index system, with every intermediate number shown before anything is saved.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ratingdesk %1&lt;/h3&gt;&lt;p&gt;Turnierwertungen für Schach und Go: die Deutsche Wertungszahl (DWZ), US Chess (USCF) und das Rang-/Indexsystem der South African Go Clubs, mit jeder Zwischengröße, bevor etwas gespeichert wird.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/HelpMenu.cpp" line="31"/>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <location filename="../ui/window/HelpMenu.cpp" line="34"/>
        <source>&amp;About ratingdesk</source>
        <translation>Ü&amp;ber ratingdesk</translation>
    </message>
    <message>
        <location filename="../ui/window/HelpMenu.cpp" line="35"/>
        <source>About ratingdesk</source>
        <translation>Über ratingdesk</translation>
    </message>
</context>
<context>
    <name>rd::ui::HistoryChart</name>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="107"/>
        <source>End of event</source>
        <translation>Turnierende</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="121"/>
        <source>Rating (%1)</source>
        <translation>Wertungszahl (%1)</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="132"/>
        <source>SAGC rank</source>
        <translation>SAGC-Rang</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="160"/>
        <source>No rated events</source>
        <translation>Keine ausgewerteten Turniere</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryChart.cpp" line="164"/>
        <source>Rating history</source>
        <translation>Wertungsverlauf</translation>
    </message>
</context>
<context>
    <name>rd::ui::HistoryTableModel</name>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="101"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="101"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="102"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="102"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="102"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location filename="../ui/ratings/HistoryTableModel.cpp" line="102"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
</context>
<context>
    <name>rd::ui::ImportExportActions</name>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="35"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="39"/>
        <source>&amp;Export event…</source>
        <translation>Turnier &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="43"/>
        <source>Load rating &amp;list…</source>
        <translation>&amp;Ratingliste laden…</translation>
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
        <translation>%1 kann nicht importiert werden:
%2</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="82"/>
        <source>%1

Import the event?</source>
        <translation>%1

Turnier importieren?</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="95"/>
        <source>%1 was imported with these warnings:
%2</source>
        <translation>%1 wurde mit diesen Hinweisen importiert:
%2</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="129"/>
        <source>Events and player lists (*.json *.trf *.h9 *.csv);;Event documents (*.json);;FIDE TRF (*.trf);;EGD tables (*.h9);;Player lists (*.csv)</source>
        <translation>Turniere und Spielerlisten (*.json *.trf *.h9 *.csv);;Turnierdokumente (*.json);;FIDE-TRF (*.trf);;EGD-Tabellen (*.h9);;Spielerlisten (*.csv)</translation>
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
        <translation>Dieses Turnier lässt sich in diesem Format nicht schreiben.</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="161"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="173"/>
        <source>FIDE TRF-2026 (*.trf)</source>
        <translation>FIDE-TRF-2026 (*.trf)</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="176"/>
        <source>Export “%1”</source>
        <translation>„%1“ exportieren</translation>
    </message>
    <message>
        <location filename="../ui/reports/ImportExportActions.cpp" line="177"/>
        <source>Event documents (*.json);;FIDE TRF (*.trf);;%1;;DSB text (*.txt);;DSB XML (*.xml);;EGD tables (*.h9)</source>
        <translation>Turnierdokumente (*.json);;FIDE-TRF (*.trf);;%1;;DSB-Text (*.txt);;DSB-XML (*.xml);;EGD-Tabellen (*.h9)</translation>
    </message>
</context>
<context>
    <name>rd::ui::LanguageMenu</name>
    <message>
        <location filename="../ui/window/LanguageMenu.cpp" line="22"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../ui/window/LanguageMenu.cpp" line="26"/>
        <source>As the &amp;system</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <location filename="../ui/window/LanguageMenu.cpp" line="42"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../ui/window/LanguageMenu.cpp" line="43"/>
        <source>ratingdesk speaks the chosen language from its next start.</source>
        <translation>ratingdesk verwendet die gewählte Sprache ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>rd::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="91"/>
        <source>Find a player by name or federation id</source>
        <translation>Spieler nach Name oder Verbands-ID suchen</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="105"/>
        <source>&amp;Add player…</source>
        <translation>Spieler an&amp;legen…</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="116"/>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spieler&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="120"/>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Turniere&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="128"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="131"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="207"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="216"/>
        <source>Even&amp;t</source>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="228"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="229"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="182"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="193"/>
        <source>US Chess rating report</source>
        <translation>US-Chess-Wertungsbericht</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="202"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="224"/>
        <source>O&amp;ther reports as PDF</source>
        <translation>Weitere &amp;Berichte als PDF</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="232"/>
        <source>Player &amp;history</source>
        <translation>&amp;Spielerverlauf</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="233"/>
        <source>&amp;Events list</source>
        <translation>&amp;Turnierliste</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="240"/>
        <source>Event &amp;being edited</source>
        <translation>Turnier in &amp;Bearbeitung</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="242"/>
        <source>Player vie&amp;w</source>
        <translation>Spieler&amp;ansicht</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="246"/>
        <source>&amp;Tool bar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="251"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="269"/>
        <source>Tool bar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="314"/>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="324"/>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="389"/>
        <source>Showing the history</source>
        <translation>Anzeigen des Verlaufs</translation>
    </message>
</context>
<context>
    <name>rd::ui::MergePlayersCommand</name>
    <message>
        <location filename="../ui/players/MergePlayersCommand.cpp" line="16"/>
        <source>Merge %1 into %2</source>
        <translation>%1 mit %2 zusammenführen</translation>
    </message>
    <message>
        <location filename="../ui/players/MergePlayersCommand.cpp" line="30"/>
        <source>Merging the players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <location filename="../ui/players/MergePlayersCommand.cpp" line="33"/>
        <source>%1 merged into %2 (%3 splits them again)</source>
        <translation>%1 mit %2 zusammengeführt (%3 trennt sie wieder)</translation>
    </message>
    <message>
        <location filename="../ui/players/MergePlayersCommand.cpp" line="44"/>
        <source>Undoing the merge</source>
        <translation>Zusammenführung aufheben</translation>
    </message>
</context>
<context>
    <name>rd::ui::NewPlayerDialog</name>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="72"/>
        <source>New player</source>
        <translation>Neuer Spieler</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="75"/>
        <source>%1 is not in the list of players. Add him as a new player with:</source>
        <translation>%1 steht nicht in der Spielerliste. Als neuen Spieler aufnehmen mit:</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="80"/>
        <source>%1 or the year alone</source>
        <translation>%1 oder nur das Jahr</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="88"/>
        <source>empty: none yet</source>
        <translation>leer: noch keine</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="82"/>
        <source>&amp;Birth date or year:</source>
        <translation>&amp;Geburtsdatum oder -jahr:</translation>
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
        <translation>&amp;Wertung:</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="106"/>
        <source>&amp;Add new player</source>
        <translation>Neuen Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="122"/>
        <source>&amp;Take the listed player</source>
        <translation>Den gelisteten Spieler &amp;übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="164"/>
        <source>The list of players already has %1. Is he the same player?</source>
        <translation>Die Spielerliste enthält bereits %1. Ist das derselbe Spieler?</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="196"/>
        <source>Birth year: %1 is not possible (%2 to %3).</source>
        <translation>Geburtsjahr: %1 ist nicht möglich (%2 bis %3).</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="206"/>
        <source>Birth date: &quot;%1&quot; is no birth date; write it as %2 or the year alone.</source>
        <translation>Geburtsdatum: „%1“ ist kein Geburtsdatum; bitte als %2 oder nur das Jahr schreiben.</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="212"/>
        <source>Birth date: %1 is not possible (%2 to today).</source>
        <translation>Geburtsdatum: %1 ist nicht möglich (%2 bis heute).</translation>
    </message>
    <message>
        <location filename="../ui/players/NewPlayerDialog.cpp" line="234"/>
        <source>Index: an index needs the DWZ it belongs to.</source>
        <translation>Index: Ein Index braucht die DWZ, zu der er gehört.</translation>
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
        <translation>Wertung</translation>
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
        <translation>Brett %1</translation>
    </message>
    <message>
        <location filename="../ui/event/PairingModel.cpp" line="107"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../ui/event/PairingModel.cpp" line="107"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../ui/event/PairingModel.cpp" line="107"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerActions</name>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="25"/>
        <source>&amp;Merge players…</source>
        <translation>Spieler &amp;zusammenführen…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="41"/>
        <source>Opening the player</source>
        <translation>Öffnen des Spielers</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="49"/>
        <source>Saving the player</source>
        <translation>Speichern des Spielers</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="56"/>
        <location filename="../ui/players/PlayerActions.cpp" line="77"/>
        <location filename="../ui/players/PlayerActions.cpp" line="95"/>
        <location filename="../ui/players/PlayerActions.cpp" line="104"/>
        <location filename="../ui/players/PlayerActions.cpp" line="132"/>
        <source>Merging the players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="70"/>
        <source>Choose the player to keep in the players list first.</source>
        <translation>Wählen Sie zuerst in der Spielerliste den Spieler, der bleiben soll.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="88"/>
        <location filename="../ui/players/PlayerActions.cpp" line="134"/>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="89"/>
        <source>%1 stays. The player who is the same person:</source>
        <translation>%1 bleibt. Der Spieler, der dieselbe Person ist:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerActions.cpp" line="135"/>
        <source>Merge %1 (no. %2) into %3 (no. %4)? His events, federation ids and history become those of %3; %n rating(s) change.</source>
        <translation>
            <numerusform>%1 (Nr. %2) mit %3 (Nr. %4) zusammenführen? Seine Turniere, Verbands-IDs und seine Historie werden die von %3; %n Wertung ändert sich.</numerusform>
            <numerusform>%1 (Nr. %2) mit %3 (Nr. %4) zusammenführen? Seine Turniere, Verbands-IDs und seine Historie werden die von %3; %n Wertungen ändern sich.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="152"/>
        <source>Undo merge</source>
        <translation>Zusammenführung aufheben</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerActions.cpp" line="153"/>
        <source>Split %1 and %2 again, each with his own events? %n rating(s) change.</source>
        <translation>
            <numerusform>%1 und %2 wieder trennen, jeden mit seinen eigenen Turnieren? %n Wertung ändert sich.</numerusform>
            <numerusform>%1 und %2 wieder trennen, jeden mit seinen eigenen Turnieren? %n Wertungen ändern sich.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerActions.cpp" line="150"/>
        <source>Undoing the merge</source>
        <translation>Zusammenführung aufheben</translation>
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
        <translation>DWZ-Index</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="98"/>
        <source>US Chess</source>
        <translation>US Chess</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="99"/>
        <source>US Chess rating</source>
        <translation>US-Chess-Wertung</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="102"/>
        <source>US Chess games</source>
        <translation>US-Chess-Partien</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="103"/>
        <source>&amp;Adult, age unknown</source>
        <translation>&amp;Erwachsen, Alter unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="106"/>
        <source>SAGC index</source>
        <translation>SAGC-Index</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="109"/>
        <source>Mer&amp;ge the same player into this one…</source>
        <translation>Denselben Spieler hier&amp;mit zusammenführen…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="113"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="211"/>
        <source>Edit player</source>
        <translation>Spieler bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="113"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="211"/>
        <source>Add player</source>
        <translation>Spieler anlegen</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="115"/>
        <source>Surname, Given name</source>
        <translation>Nachname, Vorname</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="117"/>
        <source>Empty when the birth date is not known.</source>
        <translation>Leer lassen, wenn das Geburtsdatum nicht bekannt ist.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="120"/>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="121"/>
        <source>male</source>
        <translation>männlich</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="122"/>
        <source>female</source>
        <translation>weiblich</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="124"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="377"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="378"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="382"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="131"/>
        <source>e.g. GER</source>
        <translation>z. B. GER</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="137"/>
        <source>The day of the last DWZ evaluation, if known.</source>
        <translation>Der Tag der letzten DWZ-Auswertung, falls bekannt.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="139"/>
        <source>e.g. 14k or 2d; empty: none</source>
        <translation>z. B. 14k oder 2d; leer: keiner</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="146"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="147"/>
        <source>&amp;Birth date</source>
        <translation>&amp;Geburtsdatum</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="148"/>
        <source>Se&amp;x</source>
        <translation>Gesc&amp;hlecht</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="150"/>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="151"/>
        <source>Fed&amp;eration</source>
        <translation>&amp;Verband</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="152"/>
        <source>&amp;Club</source>
        <translation>S&amp;chachverein</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="154"/>
        <source>&amp;DSB id</source>
        <translation>&amp;DSB-ID (PKZ)</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="154"/>
        <source>&amp;US Chess id</source>
        <translation>&amp;US-Chess-ID</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="155"/>
        <source>&amp;FIDE id</source>
        <translation>&amp;FIDE-ID</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="155"/>
        <source>SAGC &amp;handle</source>
        <translation>SAGC-&amp;Kennung</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="162"/>
        <source>Starting DWZ</source>
        <translation>Anfangs-DWZ</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="164"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="174"/>
        <source>index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="165"/>
        <source>last evaluated</source>
        <translation>zuletzt ausgewertet</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="166"/>
        <source>Starting US Chess</source>
        <translation>Anfangswert US Chess</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="167"/>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="171"/>
        <source>Without a rating or a birth date, US Chess starts an adult at 1300, others at 750.</source>
        <translation>Ohne Wertungszahl und Geburtsdatum beginnt US Chess bei Erwachsenen mit 1300, bei allen anderen mit 750.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="173"/>
        <source>Starting SAGC &amp;rank</source>
        <translation>SAGC-Anfangs&amp;rang</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="216"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="303"/>
        <source>born %1; the day is not known</source>
        <translation>geboren %1; der Tag ist nicht bekannt</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="253"/>
        <source>Find in rating &amp;lists</source>
        <translation>&amp;In Ratinglisten suchen</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="284"/>
        <source>&amp;Open player %1 with the list&apos;s values</source>
        <translation>Spieler %1 mit den Werten der Liste &amp;bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="330"/>
        <source>Opening the player</source>
        <translation>Öffnen des Spielers</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="342"/>
        <source>Reading the player&apos;s history</source>
        <translation>Lesen des Spielerverlaufs</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="353"/>
        <source>DWZ %1 after &quot;%2&quot;</source>
        <translation>DWZ %1 nach „%2“</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="357"/>
        <source>starting DWZ %1</source>
        <translation>Anfangs-DWZ %1</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="359"/>
        <source>no DWZ</source>
        <translation>keine DWZ</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="361"/>
        <source>list: no DWZ</source>
        <translation>Liste: keine DWZ</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="363"/>
        <source>list: %1, week %2/%3</source>
        <translation>Liste: %1, Woche %2/%3</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="368"/>
        <source>list: %1</source>
        <translation>Liste: %1</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="371"/>
        <source>name &quot;%1&quot;</source>
        <translation>Name „%1“</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="374"/>
        <source>born %1 (here %2)</source>
        <translation>geboren %1 (hier %2)</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="376"/>
        <source>title %1 (here %2)</source>
        <translation>Titel %1 (hier %2)</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="380"/>
        <source>federation %1 (here %2)</source>
        <translation>Verband %1 (hier %2)</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="383"/>
        <source>In the database as player %1 &quot;%2&quot;: %3 (%4).</source>
        <translation>In der Datenbank als Spieler %1 „%2“: %3 (%4).</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="388"/>
        <source>The list differs: %1.</source>
        <translation>Die Liste weicht ab: %1.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="395"/>
        <source>A player needs a name.</source>
        <translation>Ein Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="398"/>
        <source>&quot;%1&quot; is not a rank: 30k ... 1k, 1d ... 9d.</source>
        <translation>„%1“ ist kein Rang: 30k ... 1k, 1d ... 9d.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="402"/>
        <source>&quot;%1&quot; is not a date: write the birth date as %2 or leave it empty.</source>
        <translation>„%1“ ist kein Datum: Das Geburtsdatum als %2 schreiben oder leer lassen.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="461"/>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="461"/>
        <source>The player to merge into this one:</source>
        <translation>Der Spieler, der mit diesem zusammengeführt wird:</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="275"/>
        <location filename="../ui/players/PlayerDialog.cpp" line="427"/>
        <source>Looking for the same player</source>
        <translation>Suchen nach demselben Spieler</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="416"/>
        <source>&quot;%1&quot; is not a date: write the day of the last DWZ evaluation as %2 or leave it empty.</source>
        <translation>„%1“ ist kein Datum: den Tag der letzten DWZ-Auswertung als %2 schreiben oder leer lassen.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerDialog.cpp" line="433"/>
        <source>Possibly the same player as: %1</source>
        <translation>Möglicherweise derselbe Spieler wie: %1</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerGamesModel</name>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="84"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="85"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="85"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="86"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="86"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="86"/>
        <source>Opponent&apos;s rating</source>
        <translation>Wertung des Gegners</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="87"/>
        <source>Expected score</source>
        <translation>Erwartung</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerGamesModel.cpp" line="87"/>
        <source>Rating change</source>
        <translation>Wertungsänderung</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerHistoryView</name>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="42"/>
        <source>E&amp;xport chart as PNG…</source>
        <translation>Diagramm als PNG e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="43"/>
        <source>Player &amp;card as PDF…</source>
        <translation>Spieler&amp;karte als PDF…</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="51"/>
        <source>All systems</source>
        <translation>Alle Systeme</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="54"/>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="72"/>
        <source>Rated events</source>
        <translation>Ausgewertete Turniere</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="80"/>
        <source>Rating chart</source>
        <translation>Wertungsdiagramm</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="101"/>
        <source>Games in the chosen event</source>
        <translation>Partien im gewählten Turnier</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="110"/>
        <source>Expected score: the points the two ratings expected of the game. Rating change: what the game brought. A dash: the game changed no rating this way (a forfeit, an opponent without a rating, or a first rating, which comes from all the games together).</source>
        <translation>Erwartung: die Punkte, die die beiden Wertungen von der Partie erwarteten. Wertungsänderung: was die Partie brachte. Ein Strich: Die Partie änderte so keine Wertung (kampflos, ein Gegner ohne Wertung, oder eine erste Wertung, die aus allen Partien zusammen entsteht).</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="191"/>
        <source>Choose an event in the table to see the games in it.</source>
        <translation>Wählen Sie ein Turnier in der Tabelle, um seine Partien zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="204"/>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="265"/>
        <source>Games in “%1” (%2)</source>
        <translation>Partien in „%1“ (%2)</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="199"/>
        <source>Reading the games</source>
        <translation>Lesen der Partien</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="232"/>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="239"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="233"/>
        <source>rating-history.png</source>
        <translation>wertungsverlauf.png</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="233"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="240"/>
        <source>The chart could not be written to %1.</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="284"/>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="291"/>
        <source>Player card</source>
        <translation>Spielerkarte</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="285"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PlayerHistoryView.cpp" line="292"/>
        <source>The card could not be written to %1; choose another place.</source>
        <translation>Die Karte konnte nicht nach %1 geschrieben werden; wählen Sie einen anderen Ort.</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerImportDialog</name>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="75"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="99"/>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="120"/>
        <source>meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="123"/>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="225"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerImportDialog.cpp" line="137"/>
        <source>Choose what each column holds (%1, %n line(s)).</source>
        <translation>
            <numerusform>Für jede Spalte wählen, was sie enthält (%1, %n Zeile).</numerusform>
            <numerusform>Für jede Spalte wählen, was sie enthält (%1, %n Zeilen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="141"/>
        <source>How the first lines are read:</source>
        <translation>So werden die ersten Zeilen gelesen:</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerImportDialog.cpp" line="188"/>
        <source>Choose the column with the names.</source>
        <translation>Die Spalte mit den Namen wählen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerImportDialog.cpp" line="190"/>
        <source>%n player(s) ready to import:</source>
        <translation>
            <numerusform>%n Spieler bereit zum Import:</numerusform>
            <numerusform>%n Spieler bereit zum Import:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/players/PlayerImportDialog.cpp" line="193"/>
        <source>%n line(s) to put right first:</source>
        <translation>
            <numerusform>%n Zeile muss zuerst berichtigt werden:</numerusform>
            <numerusform>%n Zeilen müssen zuerst berichtigt werden:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerListModel</name>
    <message>
        <location filename="../ui/players/PlayerListModel.cpp" line="57"/>
        <source>Finding players</source>
        <translation>Suchen der Spieler</translation>
    </message>
</context>
<context>
    <name>rd::ui::PlayerViewWindow</name>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="72"/>
        <source>ratingdesk – Player view</source>
        <translation>ratingdesk – Spieleransicht</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="74"/>
        <source>Type any part of your name</source>
        <translation>Einen Teil Ihres Namens tippen</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="76"/>
        <source>Find a player</source>
        <translation>Spieler finden</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="81"/>
        <source>Players found</source>
        <translation>Gefundene Spieler</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="92"/>
        <source>&amp;Find your name:</source>
        <translation>Ihren Namen &amp;finden:</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="107"/>
        <source>Player view of %1: it only shows, nothing is changed.</source>
        <translation>Spieleransicht von %1: Sie zeigt nur, nichts wird geändert.</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="119"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="121"/>
        <source>Player &amp;card as PDF…</source>
        <translation>Spieler&amp;karte als PDF…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="126"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="126"/>
        <source>&amp;Close the player view…</source>
        <translation>Spieleransicht &amp;schließen…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="131"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="133"/>
        <source>L&amp;eave player view…</source>
        <translation>Spieleransicht &amp;verlassen…</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="139"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="146"/>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="154"/>
        <source>Showing the history</source>
        <translation>Anzeigen des Verlaufs</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="169"/>
        <source>Leave the player view</source>
        <translation>Spieleransicht verlassen</translation>
    </message>
    <message>
        <location filename="../ui/players/PlayerViewWindow.cpp" line="170"/>
        <source>Leave the player view for the whole program? There events and players can be changed and deleted: leave only if you look after this club&apos;s ratings.</source>
        <translation>Die Spieleransicht für das ganze Programm verlassen? Dort können Turniere und Spieler geändert und gelöscht werden: Verlassen Sie sie nur, wenn Sie die Wertungen dieses Vereins betreuen.</translation>
    </message>
</context>
<context>
    <name>rd::ui::PreviewPanel</name>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="24"/>
        <source>&amp;Save evaluation</source>
        <translation>Auswertung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="44"/>
        <source>Warnings</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="49"/>
        <source>Ratings of later events that change</source>
        <translation>Wertungen späterer Turniere, die sich ändern</translation>
    </message>
    <message>
        <location filename="../ui/ratings/PreviewPanel.cpp" line="67"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3, ends %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, %3, endet am %4</translation>
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
        <translation>Probleme: keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event/ProblemsPanel.cpp" line="44"/>
        <source>Problems (%n):</source>
        <translation>
            <numerusform>Probleme (%n):</numerusform>
            <numerusform>Probleme (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rd::ui::RatingListLoading</name>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="30"/>
        <source>DSB list</source>
        <translation>DSB-Liste</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="30"/>
        <source>FIDE list</source>
        <translation>FIDE-Liste</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="35"/>
        <location filename="../ui/lists/RatingListLoading.cpp" line="94"/>
        <source>Load rating list</source>
        <translation>Ratingliste laden</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="36"/>
        <source>Which rating list do you want to load? It replaces the list of its kind loaded before; the players of your events stay as they are.</source>
        <translation>Welche Ratingliste möchten Sie laden? Sie ersetzt die zuvor geladene Liste ihrer Art; die Spieler Ihrer Turniere bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="41"/>
        <source>&amp;FIDE list (XML)</source>
        <translation>&amp;FIDE-Liste (XML)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="57"/>
        <source>DSB lists (*.csv);;All files (*)</source>
        <translation>DSB-Listen (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="55"/>
        <source>DSB list: the club names (vereine.csv); Cancel to load without</source>
        <translation>DSB-Liste: die Vereinsnamen (vereine.csv); Abbrechen lädt ohne sie</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="40"/>
        <source>&amp;DSB list (LV-0-csv.zip)</source>
        <translation>&amp;DSB-Liste (LV-0-csv.zip)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="46"/>
        <source>DSB list: the archive (LV-0-csv.zip) or its players (spieler.csv)</source>
        <translation>DSB-Liste: das Archiv (LV-0-csv.zip) oder seine Spieler (spieler.csv)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="47"/>
        <source>DSB lists (*.zip *.csv);;All files (*)</source>
        <translation>DSB-Listen (*.zip *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="63"/>
        <source>FIDE list (XML)</source>
        <translation>FIDE-Liste (XML)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="63"/>
        <source>FIDE lists (*.xml);;All files (*)</source>
        <translation>FIDE-Listen (*.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="78"/>
        <source>Loading the %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="90"/>
        <source>Loading the rating list</source>
        <translation>Laden der Ratingliste</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="107"/>
        <source>The %1 of %2 is loaded: %3 players.</source>
        <translation>Die %1 vom %2 ist geladen: %3 Spieler.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/lists/RatingListLoading.cpp" line="120"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weiterer Hinweis.</numerusform>
            <numerusform>… und %n weitere Hinweise.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="121"/>
        <source>%1
Warnings (%2):
%3</source>
        <translation>%1
Hinweise (%2):
%3</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="128"/>
        <source>%1 was not loaded; the list loaded before stays as it was. In its %2:
%3</source>
        <translation>%1 wurde nicht geladen; die zuvor geladene Liste bleibt, wie sie war. Darin %2:
%3</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListLoading.cpp" line="132"/>
        <source>%1 was not loaded; the list loaded before stays as it was.
%2</source>
        <translation>%1 wurde nicht geladen; die zuvor geladene Liste bleibt, wie sie war.
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
        <translation>Geboren</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="63"/>
        <source>Club</source>
        <translation>Verein</translation>
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
        <translation>Liste</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="77"/>
        <source>Looking for rating lists</source>
        <translation>Suche nach Ratinglisten</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="82"/>
        <source>No rating list loaded: File &gt; Load rating list…</source>
        <translation>Keine Ratingliste geladen: Datei &gt; Ratingliste laden…</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="83"/>
        <source>Name, club or id in the %1 list</source>
        <translation>Name, Verein oder ID in der Liste %1</translation>
    </message>
    <message>
        <location filename="../ui/lists/RatingListSearch.cpp" line="101"/>
        <source>Searching the rating lists</source>
        <translation>Suche in den Ratinglisten</translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetEditor</name>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="230"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="233"/>
        <source>Rate the lines and show every player&apos;s record sheet (F5)</source>
        <translation>Die Zeilen auswerten und den Ergebnisbogen jedes Spielers zeigen (F5)</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="244"/>
        <source>Lines in entry order</source>
        <translation>Zeilen in Eingabereihenfolge</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="358"/>
        <source>New line</source>
        <translation>Neue Zeile</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="366"/>
        <source>player name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="370"/>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="993"/>
        <source>not in the player list</source>
        <translation>nicht in der Spielerliste</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="393"/>
        <source>Black stones before White&apos;s first move; 1 = even game</source>
        <translation>Vorgabesteine von Schwarz vor dem ersten Zug von Weiß; 1 = Partie ohne Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="398"/>
        <source>Komi to White; negative: komi to Black</source>
        <translation>Komi für Weiß; negativ: Komi für Schwarz</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="409"/>
        <source>Add &amp;line</source>
        <translation>&amp;Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="429"/>
        <source>Game ty&amp;pe</source>
        <translation>&amp;Partieart</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="430"/>
        <source>Played &amp;on</source>
        <translation>Gespielt a&amp;m</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="453"/>
        <source>Start
rank</source>
        <translation>Anfangs-
rang</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="453"/>
        <source>Start
index</source>
        <translation>Anfangs-
index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="453"/>
        <source>After the
lines</source>
        <translation>Nach den
Zeilen</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="485"/>
        <source>Add pla&amp;yer</source>
        <translation>Spieler hinzu&amp;fügen</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="418"/>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="315"/>
        <source>Event name:</source>
        <translation>Turniername:</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="318"/>
        <source>Start:</source>
        <translation>Beginn:</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="321"/>
        <source>Last day:</source>
        <translation>Ende:</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="338"/>
        <source>Event name</source>
        <translation>Turniername</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="390"/>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="394"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="407"/>
        <source>The date the game was played, the line&apos;s last field: Enter adds the line</source>
        <translation>Das Datum, an dem die Partie gespielt wurde, das letzte Feld der Zeile: Enter fügt die Zeile hinzu</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="422"/>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="428"/>
        <source>&amp;Komi</source>
        <translation>&amp;Komi</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="428"/>
        <source>Handi&amp;cap</source>
        <translation>&amp;Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="429"/>
        <source>Wi&amp;nner</source>
        <translation>Si&amp;eger</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="447"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="453"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="472"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="475"/>
        <source>e.g. 14k</source>
        <translation>z. B. 14k</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="481"/>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="514"/>
        <source>Na&amp;me</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="516"/>
        <source>&amp;Rank</source>
        <translation>&amp;Rang</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="518"/>
        <source>&amp;Index</source>
        <translation>&amp;Index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="531"/>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="570"/>
        <source>Line %1 added.</source>
        <translation>Zeile %1 hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="571"/>
        <source>Line %1 added, but: %2</source>
        <translation>Zeile %1 hinzugefügt, aber: %2</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="677"/>
        <source>%1 added to the players: %2, index %3.</source>
        <translation>%1 zu den Spielern hinzugefügt: %2, Index %3.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="708"/>
        <source>%1 has no Go rank in the database yet: enter his rank.</source>
        <translation>%1 hat in der Datenbank noch keinen Go-Rang: Geben Sie seinen Rang ein.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="794"/>
        <source>%1 added: %2, index %3.</source>
        <translation>%1 hinzugefügt: %2, Index %3.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="816"/>
        <source>There are no lines to rate yet.</source>
        <translation>Es gibt noch keine Zeilen zum Auswerten.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="818"/>
        <source>Correct the marked lines first:
%1</source>
        <translation>Zuerst die markierten Zeilen berichtigen:
%1</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="999"/>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="1010"/>
        <source>%1, index %2</source>
        <translation>%1, Index %2</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetEditor.cpp" line="1002"/>
        <source>no SAGC rank</source>
        <translation>kein SAGC-Rang</translation>
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
        <translation>S</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="47"/>
        <source>draw</source>
        <translation>Jigo</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="71"/>
        <source>promoted from %1</source>
        <translation>aufgestiegen von %1</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="75"/>
        <source>demoted from %1</source>
        <translation>abgestiegen von %1</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="174"/>
        <source>The opponent&apos;s name</source>
        <translation>Name des Gegners</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="174"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="176"/>
        <source>The opponent&apos;s rank before the game</source>
        <translation>Rang des Gegners vor der Partie</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="176"/>
        <source>Opp. rank</source>
        <translation>Gegnerrang</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="178"/>
        <source>The colour the player took</source>
        <translation>Die Farbe, mit der der Spieler spielte</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="178"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="180"/>
        <source>Handicap stones (1 = even game)</source>
        <translation>Vorgabesteine (1 = Partie ohne Vorgabe)</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="180"/>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="182"/>
        <source>Komi (negative = komi to Black)</source>
        <translation>Komi (negativ = Komi für Schwarz)</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="182"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="184"/>
        <source>The colour of the winner</source>
        <translation>Die Farbe des Siegers</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="184"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="186"/>
        <source>Game status factor</source>
        <translation>Partiestatusfaktor</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="186"/>
        <source>GSF</source>
        <translation>GSF</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="188"/>
        <source>Change in index</source>
        <translation>Änderung des Index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="188"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="190"/>
        <source>New index</source>
        <translation>Neuer Index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="190"/>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="192"/>
        <source>New rank</source>
        <translation>Neuer Rang</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="192"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="194"/>
        <source>Date of the game</source>
        <translation>Datum der Partie</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="194"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetModel.cpp" line="196"/>
        <source>Comments</source>
        <translation>Bemerkungen</translation>
    </message>
</context>
<context>
    <name>rd::ui::RecordSheetPanel</name>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="18"/>
        <source>Record sheet</source>
        <translation>Ergebnisbogen</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="29"/>
        <source>&amp;Sheet of</source>
        <translation>Ergebnisbo&amp;gen von</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="34"/>
        <source>Press Preview (F5) to rate the lines and see the record sheets.</source>
        <translation>„Vorschau“ (F5) drücken, um die Zeilen auszuwerten und die Ergebnisbögen zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="37"/>
        <source>Print recor&amp;d sheet…</source>
        <translation>Ergebnisbogen dru&amp;cken…</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="39"/>
        <source>The record sheet form with every line, for the file or the wall</source>
        <translation>Das Ergebnisbogen-Formular mit allen Zeilen, für die Akten oder den Aushang</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="58"/>
        <source>Lines rated in entry order: %1.</source>
        <translation>In Eingabereihenfolge ausgewertete Zeilen: %1.</translation>
    </message>
    <message>
        <location filename="../ui/event/RecordSheetPanel.cpp" line="75"/>
        <source>The lines have changed: press Preview (F5) again.</source>
        <translation>Die Zeilen haben sich geändert: erneut „Vorschau“ (F5) drücken.</translation>
    </message>
</context>
<context>
    <name>rd::ui::RegistryPlayers</name>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="34"/>
        <source>no. %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="46"/>
        <source>DSB list</source>
        <translation>DSB-Liste</translation>
    </message>
    <message>
        <location filename="../ui/players/RegistryPlayers.cpp" line="47"/>
        <source>FIDE list</source>
        <translation>FIDE-Liste</translation>
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
        <translation>%1 Spieler heißen %2: %3. Wählen Sie einen davon mit den Pfeiltasten aus den Vorschlägen.</translation>
    </message>
</context>
<context>
    <name>rd::ui::ReportActions</name>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="40"/>
        <source>&amp;Print evaluation…</source>
        <translation>Auswertung &amp;drucken…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="44"/>
        <source>Evaluation as P&amp;DF…</source>
        <translation>Auswertung als PD&amp;F…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="54"/>
        <source>&amp;Standings…</source>
        <translation>&amp;Rangliste…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="55"/>
        <source>&amp;Crosstable…</source>
        <translation>&amp;Kreuztabelle…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="56"/>
        <source>&amp;Record sheet…</source>
        <translation>&amp;Ergebnisbogen…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="58"/>
        <source>&amp;Pairings of the last round…</source>
        <translation>&amp;Paarungen der letzten Runde…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="60"/>
        <source>Pairings by &amp;name…</source>
        <translation>Paarungen nach &amp;Namen…</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="84"/>
        <location filename="../ui/reports/ReportActions.cpp" line="89"/>
        <source>Print evaluation</source>
        <translation>Auswertung drucken</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="94"/>
        <source>Print the evaluation of “%1”</source>
        <translation>Auswertung von „%1“ drucken</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="107"/>
        <location filename="../ui/reports/ReportActions.cpp" line="126"/>
        <location filename="../ui/reports/ReportActions.cpp" line="133"/>
        <location filename="../ui/reports/ReportActions.cpp" line="144"/>
        <location filename="../ui/reports/ReportActions.cpp" line="149"/>
        <location filename="../ui/reports/ReportActions.cpp" line="167"/>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="135"/>
        <source>The record sheet is the form of a Go event.</source>
        <translation>Der Ergebnisbogen ist das Formular eines Go-Turniers.</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="136"/>
        <source>A Go event has no crosstable and no pairings; its standings and record sheet are printed.</source>
        <translation>Ein Go-Turnier hat keine Kreuztabelle und keine Paarungen; gedruckt werden seine Tabelle und sein Spielbericht.</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="144"/>
        <source>No round of this event is paired yet.</source>
        <translation>In diesem Turnier ist noch keine Runde gepaart.</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="157"/>
        <source>Report of “%1” as PDF</source>
        <translation>Bericht von „%1“ als PDF</translation>
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
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/reports/ReportActions.cpp" line="167"/>
        <source>%1 cannot be written; choose another place.</source>
        <translation>%1 kann nicht geschrieben werden; wählen Sie einen anderen Ort.</translation>
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
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="43"/>
        <source>a host name, an address or a socket directory</source>
        <translation>ein Rechnername, eine Adresse oder ein Socket-Verzeichnis</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="45"/>
        <source>Leave the password empty when PGPASSWORD or ~/.pgpass gives it. A password typed here is kept only until ratingdesk quits.</source>
        <translation>Lassen Sie das Passwort leer, wenn PGPASSWORD oder ~/.pgpass es liefert. Ein hier eingegebenes Passwort gilt nur, bis ratingdesk beendet wird.</translation>
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
        <translation>&amp;Datenbank</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="59"/>
        <source>&amp;User</source>
        <translation>&amp;Benutzer</translation>
    </message>
    <message>
        <location filename="../ui/database/ServerConnectDialog.cpp" line="60"/>
        <source>Pass&amp;word</source>
        <translation>Pass&amp;wort</translation>
    </message>
</context>
<context>
    <name>rd::ui::StandingsModel</name>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="122"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="124"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="126"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="128"/>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsModel.cpp" line="128"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
</context>
<context>
    <name>rd::ui::StandingsRoundChoice</name>
    <message>
        <location filename="../ui/standings/StandingsRoundChoice.cpp" line="38"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../ui/standings/StandingsRoundChoice.cpp" line="39"/>
        <source>all rounds</source>
        <translation>allen Runden</translation>
    </message>
</context>
<context>
    <name>rd::ui::SubmissionCheckDialog</name>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="22"/>
        <source>&amp;Fix first</source>
        <translation>Zuerst &amp;beheben</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="23"/>
        <source>&amp;Export anyway</source>
        <translation>Trotzdem &amp;exportieren</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="28"/>
        <source>%1: check before export</source>
        <translation>%1: Prüfung vor dem Export</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="34"/>
        <source>%1 requires what “%2” lacks and is likely to send it back. Choose a problem to fix it, or export the file as it is.</source>
        <translation>%1 verlangt, was „%2“ fehlt, und wird das Turnier wahrscheinlich zurückschicken. Wählen Sie ein Problem, um es zu beheben, oder exportieren Sie die Datei so, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../ui/reports/SubmissionCheckDialog.cpp" line="37"/>
        <source>%1 asks for what “%2” lacks. Choose a problem to fix it, or export the file as it is.</source>
        <translation>%1 erbittet, was „%2“ fehlt. Wählen Sie ein Problem, um es zu beheben, oder exportieren Sie die Datei so, wie sie ist.</translation>
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
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="42"/>
        <source>Re&amp;move</source>
        <translation>Entfer&amp;nen</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="43"/>
        <source>Move &amp;up</source>
        <translation>Na&amp;ch oben</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="44"/>
        <source>Move do&amp;wn</source>
        <translation>Nach un&amp;ten</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="69"/>
        <source>None chosen: the standings use %1.</source>
        <translation>Keine gewählt: Die Rangliste nutzt %1.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="73"/>
        <source>The tie-breaks of the European Go convention.</source>
        <translation>Die Feinwertungen der europäischen Go-Konvention.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="74"/>
        <source>The tie-breaks of FIDE C.07 art. 5, each with the Cut and Median variants of art. 14 it takes.</source>
        <translation>Die Feinwertungen von FIDE C.07 Art. 5, jede mit den Cut- und Median-Varianten nach Art. 14, die es für sie gibt.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="76"/>
        <source>The standings rank by points, then by these in order: each one decides only between players the ones before leave level (FIDE C.07 art. 4.2).</source>
        <translation>Die Rangliste ordnet nach Punkten, dann nach diesen in ihrer Reihenfolge: Jede entscheidet nur zwischen Spielern, die nach den vorigen noch gleich stehen (FIDE C.07 Art. 4.2).</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="80"/>
        <source>A&amp;vailable tie-breaks</source>
        <translation>Verfügbare Feinwertun&amp;gen</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakChooser.cpp" line="82"/>
        <source>C&amp;hosen, in the order they decide</source>
        <translation>Gewählt, in der Reihenfolge ihrer Anwend&amp;ung</translation>
    </message>
</context>
<context>
    <name>rd::ui::TieBreakRules</name>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="36"/>
        <source>By the event&apos;s date (%1)</source>
        <translation>Nach dem Datum des Turniers (%1)</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="43"/>
        <source>The edition of the FIDE Tie-Break Regulations (C.07) the standings follow. By the event&apos;s date: 2023 for an event starting before 1 March 2026, 2026 from then. They differ in the dummy opponent of a player&apos;s unplayed rounds (art. 16.4), in forfeits of a round robin (art. 15.2) and in Buchholz in a round robin (note to art. 8).</source>
        <translation>Die Ausgabe der FIDE-Feinwertungsregeln (C.07), der die Rangliste folgt. Nach dem Datum des Turniers: 2023 für ein Turnier, das vor dem 1. März 2026 beginnt, danach 2026. Sie unterscheiden sich im fiktiven Gegner der nicht gespielten Runden eines Spielers (Art. 16.4), in kampflosen Partien eines Rundenturniers (Art. 15.2) und in der Buchholz im Rundenturnier (Anmerkung zu Art. 8).</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="48"/>
        <source>Unrated players count as</source>
        <translation>Spieler ohne Wertung zählen mit</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="50"/>
        <source>none: those tie-breaks are left out</source>
        <translation>keine: diese Feinwertungen entfallen</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="54"/>
        <source>FIDE C.07 art. 10: the tie-breaks from ratings (ARO, TPR, PTP, APRO, APPO, RTNG) are left out when an unrated player takes part, unless the event&apos;s rules give unrated players a rating. That rating is set here.</source>
        <translation>FIDE C.07 Art. 10: Die Feinwertungen aus Wertungszahlen (ARO, TPR, PTP, APRO, APPO, RTNG) entfallen, wenn ein Spieler ohne Wertungszahl mitspielt, es sei denn, die Turnierausschreibung legt für solche Spieler eine Wertungszahl fest. Diese Wertungszahl wird hier eingetragen.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="58"/>
        <source>D&amp;irect encounter counts forfeits between the tied players</source>
        <translation>&amp;Direkter Vergleich zählt kampflose Partien zwischen den Punktgleichen</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="62"/>
        <source>FIDE C.07 art. 6.1.1: forfeited games between the tied players are left out of the direct encounter unless the event&apos;s rules count them; in a round robin they always count.</source>
        <translation>FIDE C.07 Art. 6.1.1: Kampflose Partien zwischen den Punktgleichen bleiben im direkten Vergleich außer Betracht, es sei denn, die Turnierausschreibung zählt sie; im Rundenturnier zählen sie immer.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="71"/>
        <source>FIDE C.07 art. 16.2.1 and C.04.1: a player the pairing leaves without opponent scores the points of a win unless the event&apos;s rules say otherwise. Byes the player asked for keep their own points.</source>
        <translation>FIDE C.07 Art. 16.2.1 und C.04.1: Ein Spieler, den die Auslosung ohne Gegner lässt, erhält die Punkte eines Sieges, sofern die Turnierausschreibung nichts anderes bestimmt. Freilose, um die der Spieler gebeten hat, behalten ihre eigenen Punkte.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="77"/>
        <source>%1, or FIDE when no player has one</source>
        <translation>%1, oder FIDE, wenn kein Spieler eine hat</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="79"/>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="82"/>
        <source>FIDE C.07 art. 10: the rating the tie-breaks from ratings (ARO, TPR, PTP, APRO, APPO, RTNG) count with, as the event&apos;s rules say: the event&apos;s national rating or the FIDE rating.</source>
        <translation>FIDE C.07 Art. 10: die Wertungszahl, mit der die Feinwertungen aus Wertungszahlen (ARO, TPR, PTP, APRO, APPO, RTNG) rechnen, wie es die Turnierausschreibung bestimmt: die nationale Wertungszahl des Turniers oder die FIDE-Elo.</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="87"/>
        <source>C.07 editio&amp;n</source>
        <translation>C.07-Ausgab&amp;e</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="88"/>
        <source>Unrated p&amp;layers count as</source>
        <translation>Spieler ohne Wertung zählen &amp;mit</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="90"/>
        <source>Pairing-allocated b&amp;ye scores</source>
        <translation>&amp;Paarungsbedingtes Freilos zählt</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieBreakRules.cpp" line="91"/>
        <source>Rating that count&amp;s</source>
        <translation>Maßgebl&amp;iche Wertungszahl</translation>
    </message>
</context>
<context>
    <name>rd::ui::TieOrderActions</name>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="33"/>
        <source>Draw &amp;lots for tied players</source>
        <translation>Unter Gleichplatzierten &amp;losen</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="35"/>
        <source>Move &amp;up among tied players</source>
        <translation>Unter Gleichplatzierten nach &amp;oben</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="37"/>
        <source>Move &amp;down among tied players</source>
        <translation>Unter Gleichplatzierten nach &amp;unten</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="59"/>
        <source>Draw lots for tied players (seed %1)</source>
        <translation>Unter Gleichplatzierten losen (Startwert %1)</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="74"/>
        <source>Move %1 up among tied players</source>
        <translation>%1 unter Gleichplatzierten nach oben</translation>
    </message>
    <message>
        <location filename="../ui/standings/TieOrderActions.cpp" line="75"/>
        <source>Move %1 down among tied players</source>
        <translation>%1 unter Gleichplatzierten nach unten</translation>
    </message>
</context>
<context>
    <name>rd::ui::UscfReportExport</name>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="29"/>
        <source>&amp;US Chess rating report…</source>
        <translation>&amp;US-Chess-Wertungsbericht…</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="40"/>
        <location filename="../ui/reports/UscfReportExport.cpp" line="64"/>
        <source>US Chess rating report</source>
        <translation>US-Chess-Wertungsbericht</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="51"/>
        <source>The event cannot be reported to US Chess yet; nothing was written.</source>
        <translation>Das Turnier kann noch nicht an US Chess gemeldet werden; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="65"/>
        <source>The report cannot be written: %1</source>
        <translation>Der Bericht kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="70"/>
        <source>The US Chess rating report is in %1: THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF.</source>
        <translation>Der US-Chess-Wertungsbericht liegt in %1: THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF.</translation>
    </message>
    <message>
        <location filename="../ui/reports/UscfReportExport.cpp" line="89"/>
        <source>Folder for the US Chess rating report (THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF)</source>
        <translation>Ordner für den US-Chess-Wertungsbericht (THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF)</translation>
    </message>
</context>
<context>
    <name>rd::ui::UserGuide</name>
    <message>
        <location filename="../ui/window/UserGuide.cpp" line="19"/>
        <source>ratingdesk – User guide</source>
        <translation>ratingdesk – Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../ui/window/UserGuide.cpp" line="21"/>
        <source>Chapters</source>
        <translation>Kapitel</translation>
    </message>
</context>
<context>
    <name>rd::ui::WelcomePage</name>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="13"/>
        <source>&lt;h2&gt;Welcome to ratingdesk&lt;/h2&gt;&lt;p&gt;This database is empty. Start with one of these:&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei ratingdesk&lt;/h2&gt;&lt;p&gt;Diese Datenbank ist leer. Beginnen Sie mit einem dieser Schritte:&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="25"/>
        <source>&amp;Import players…</source>
        <translation>Spieler &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="25"/>
        <source>A player list of your club or federation as a CSV file.</source>
        <translation>Eine Spielerliste Ihres Vereins oder Verbands als CSV-Datei.</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="27"/>
        <source>New &amp;chess event</source>
        <translation>Neues S&amp;chachturnier</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="28"/>
        <source>A DWZ tournament or a US Chess section, typed in as a crosstable.</source>
        <translation>Ein DWZ-Turnier oder eine US-Chess-Gruppe, als Kreuztabelle eingegeben.</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="31"/>
        <source>New &amp;Go event</source>
        <translation>Neues &amp;Go-Turnier</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="31"/>
        <source>SAGC record sheets, typed in one line after the other.</source>
        <translation>SAGC-Ergebnisbögen, Zeile für Zeile eingegeben.</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="34"/>
        <source>Open the de&amp;mo</source>
        <translation>De&amp;mo öffnen</translation>
    </message>
    <message>
        <location filename="../ui/window/WelcomePage.cpp" line="34"/>
        <source>A club championship and a Go club night to look around in.</source>
        <translation>Eine Vereinsmeisterschaft und ein Go-Vereinsabend zum Umsehen.</translation>
    </message>
</context>
</TS>
