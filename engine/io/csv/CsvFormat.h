#pragma once

#include "engine/io/document/EventDocumentReader.h"
#include "engine/model/StartingRatings.h"
#include "engine/rating/Date.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QStringList>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace rd::io {

// A CSV table: UTF-8 (with or without a byte order mark) or else Windows-1252, the Latin-1 of
// Excel on Windows (umlauts as in Latin-1, and „“ – € in the bytes 0x80 to 0x9F); comma or
// semicolon separated; quoted cells may hold separators, quotes ("") and line breaks.
struct CsvTable {
    QStringList header;
    QList<QStringList> rows;
    QList<int> lines; // the line where each row starts
    QString encoding; // "UTF-8" or "Windows-1252"
};

std::optional<CsvTable> parseCsv(const QByteArray &bytes, QList<DocumentError> &errors);

// What a column of a player list holds.
enum class PlayerColumn {
    Ignore,
    Name, // the whole name, "Surname, Given name"
    Surname, // with GivenName: the name "Surname, Given name"
    GivenName,
    BirthDate,
    BirthYear, // the year alone, as club lists give it
    Sex, // m or w (also male, female, f)
    Title, // a FIDE title
    Federation, // three letters, e.g. GER
    DsbId,
    UscfId,
    FideId,
    SagcHandle,
    Dwz,
    DwzIndex,
    DwzEvaluated, // the day of the last DWZ evaluation
    Uscf,
    UscfGames,
    UscfAdult, // yes or no: known to be an adult when the age is not (US Chess step 1)
    SagcRank,
    SagcIndex,
    Club, // the club he plays for
};

// Every meaning a column may be given, in the order the import dialog offers them: each field a
// player of the registry has (model::PlayerDetails).
inline constexpr std::array kPlayerColumns { PlayerColumn::Ignore, PlayerColumn::Name,
    PlayerColumn::Surname, PlayerColumn::GivenName, PlayerColumn::BirthDate,
    PlayerColumn::BirthYear, PlayerColumn::Sex, PlayerColumn::Title, PlayerColumn::Federation,
    PlayerColumn::DsbId, PlayerColumn::UscfId, PlayerColumn::FideId, PlayerColumn::SagcHandle,
    PlayerColumn::Dwz, PlayerColumn::DwzIndex, PlayerColumn::DwzEvaluated, PlayerColumn::Uscf,
    PlayerColumn::UscfGames, PlayerColumn::UscfAdult, PlayerColumn::SagcRank,
    PlayerColumn::SagcIndex, PlayerColumn::Club };

// A first guess from the header ("Name", "Geburtsdatum", "DWZ", "FIDE-ID", ...); the user may
// change it before importing. Beside a given-name column ("Vorname", "First"), a "Name" column
// holds the surname.
std::vector<PlayerColumn> guessPlayerColumns(const QStringList &header);
// In the user's language (the installed translation).
QString columnTitle(PlayerColumn column);
// "DSB id", "US Chess id", "FIDE id", "SAGC handle" for the kinds dsb, uscf, fide and sagc, in
// the user's language.
QString federationIdTitle(const QString &kind);

struct CsvPlayer {
    int line = 0;
    QString name; // "Surname, Given name" when the list has them in two columns
    std::optional<Date> birthDate;
    std::optional<int> birthYear; // the year alone, when the list gives no birth date
    QString sex; // m, w or f (kSexes); empty when not given
    QString title; // a FIDE title (kFideTitles)
    QString federation; // three capitals
    std::map<QString, QString> federationIds; // dsb, uscf, fide, sagc
    model::StartingRatings startingRatings;
    QString club;
};

// How a player list writes dates and decimals, decided once per file from what its values show,
// and from the user's locale where they show nothing.
//  * Dates: ISO (1965-03-12) is year first, dots (12.03.1965, 12.3.1965) are day first. Slashes
//    (03/04/1965) are day first or month first: a day above 12 in the file's slashed dates, or
//    dotted dates beside them, shows which; otherwise the locale's short date form decides.
//  * Decimals (a US Chess rating of 1523,45 or 1523.45): the separator the file's ratings use;
//    when none has a fraction, a comma if the file's dates are dotted (a German file), else the
//    locale's decimal point. The other separator is read too where it cannot be misread
//    (readWrittenNumber()).
//  * Thousands: a rating column (DWZ, US Chess) whose every value with a separator is written
//    d.ddd (1.856) or d,ddd (1,856) has its thousands grouped; in any other column a DWZ is
//    digits alone.
struct CsvReading {
    bool dayFirst = false; // for slashed dates
    bool dayFirstShownByFile = false;
    QChar decimalPoint = QLatin1Char('.');
    bool decimalPointShownByFile = false;
    // The columns (from 0) whose ratings group their thousands, and the separator they use.
    std::map<std::size_t, QChar> thousands;
    // What the file's values hold: which date forms, and whether a rating has a fraction.
    bool hasIsoDates = false;
    bool hasDottedDates = false;
    bool hasSlashedDates = false;
    bool hasFractions = false;

    // The reading in the user's words, e.g. "Birth dates are read as day.month.year
    // (12.03.1965); ratings with a decimal comma (1523,45)."; empty for a file without dates and
    // fractions.
    QString description() const;
};

CsvReading readingOf(
    const CsvTable &table, const std::vector<PlayerColumn> &columns, const QLocale &locale);
// A date in one of the forms above, read as `reading` says; nothing for any other text or for a
// day that does not exist.
std::optional<Date> readDate(const QString &text, const CsvReading &reading);

// The players of the table; every row that cannot be read gives an error naming its line and
// column, and then nothing should be imported.
std::vector<CsvPlayer> readPlayers(const CsvTable &table, const std::vector<PlayerColumn> &columns,
    const CsvReading &reading, QList<DocumentError> &errors);

// A cell for a spreadsheet: quoted when needed, and a text starting with =, +, - or @ gets a
// leading apostrophe so that no spreadsheet takes it for a formula.
QString csvCell(const QString &text);
QByteArray writeCsv(const QStringList &header, const QList<QStringList> &rows);

} // namespace rd::io
