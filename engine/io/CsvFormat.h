#pragma once

#include "engine/io/EventDocumentReader.h"
#include "engine/rating/Date.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace rd::io {

// A CSV table: UTF-8 (with or without a byte order mark) or else Latin-1; comma or semicolon
// separated; quoted cells may hold separators, quotes ("") and line breaks.
struct CsvTable {
    QStringList header;
    QList<QStringList> rows;
    QList<int> lines; // the line where each row starts
    QString encoding; // "UTF-8" or "Latin-1"
};

std::optional<CsvTable> parseCsv(const QByteArray &bytes, QList<DocumentError> &errors);

// What a column of a player list holds.
enum class PlayerColumn {
    Ignore,
    Name,
    BirthDate,
    DsbId,
    UscfId,
    FideId,
    SagcHandle,
    Dwz,
    DwzIndex,
    Uscf,
    UscfGames,
    UscfAdult, // yes or no: known to be an adult when the age is not (US Chess step 1)
    SagcRank,
    SagcIndex
};

// A first guess from the header ("Name", "Geburtsdatum", "DWZ", "FIDE-ID", ...); the user may
// change it before importing.
std::vector<PlayerColumn> guessPlayerColumns(const QStringList &header);
// In the user's language (the installed translation).
QString columnTitle(PlayerColumn column);
// "DSB id", "US Chess id", "FIDE id", "SAGC handle" for the kinds dsb, uscf, fide and sagc, in
// the user's language.
QString federationIdTitle(const QString &kind);

struct CsvPlayer {
    int line = 0;
    QString name;
    std::optional<Date> birthDate;
    std::map<QString, QString> federationIds; // dsb, uscf, fide, sagc
    QJsonObject startingStates; // per system, the event document's object
};

// The players of the table; every row that cannot be read gives an error naming its line and
// column, and then nothing should be imported.
std::vector<CsvPlayer> readPlayers(
    const CsvTable &table, const std::vector<PlayerColumn> &columns, QList<DocumentError> &errors);

// A cell for a spreadsheet: quoted when needed, and a text starting with =, +, - or @ gets a
// leading apostrophe so that no spreadsheet takes it for a formula.
QString csvCell(const QString &text);
QByteArray writeCsv(const QStringList &header, const QList<QStringList> &rows);

} // namespace rd::io
