#pragma once

#include "engine/io/DocumentError.h"
#include "engine/lists/ListedPlayer.h"

#include <QByteArray>
#include <QList>

#include <map>
#include <optional>
#include <vector>

namespace rd::lists {

// The DSB's clubs: club code (ZPS or VKZ) -> club name.
using DsbClubs = std::map<QString, QString>;

// The DSB's club list (vereine.csv), its columns found by their titles: the code ZPS-Nummer,
// ZPS or VKZ, the name Vereinsname or Vereinname. Nothing, with the errors, when the header
// has no such columns.
std::optional<DsbClubs> readDsbClubs(const QByteArray &bytes, QList<io::DocumentError> &errors);

// The DSB's DWZ list (spieler.csv), its columns found by their titles in any order
// (docs/rating-lists.md): the layout of LV-0-csv.zip (ID,ZPS,Mitgliedsnummer,...,Nachname,
// Vorname,"Name,Vorname",...) as well as the older ZPS,Mgl-Nr,... and ID,VKZ,Mgl-Nr,...; UTF-8
// or Windows-1252, decided for the file. The club names come from `clubs`, when given.
// A player (by DSB id) listed more than once keeps his active entry, else his first.
// Every cell that cannot be read gives an error naming its line and column, and then the list
// should not be loaded; `warnings` tells what was read otherwise than the list says (a club
// missing from `clubs`, a second active entry).
std::vector<model::ListedPlayer> readDsbPlayers(const QByteArray &bytes,
    const std::optional<DsbClubs> &clubs, QList<io::DocumentError> &errors,
    QList<io::DocumentError> &warnings);

} // namespace rd::lists
