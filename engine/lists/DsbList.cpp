#include "engine/lists/DsbList.h"

#include "engine/io/csv/CsvFormat.h"
#include "engine/rating/InputLimits.h"

#include <array>
#include <set>
#include <utility>

namespace rd::lists {

namespace {

using io::DocumentError;
using io::ReadCode;

// The columns of spieler.csv that are read.
enum class Column {
    Id,
    Club,
    MemberNumber,
    Status,
    Name, // "Surname,Given" or "Surname,Given,Title"
    Surname,
    GivenName,
    Sex,
    Eligibility,
    BirthYear,
    LastEvaluation,
    Dwz,
    Index,
    FideElo,
    FideTitle,
    FideId,
    FideCountry,
};
constexpr std::size_t kColumnCount = std::size_t(Column::FideCountry) + 1;

// The titles of each column in the layouts the DSB has written, as titleKey() gives them; of
// two titles of one column the first that the header has is read.
constexpr std::pair<Column, const char *> kTitles[] = {
    { Column::Id, "id" },
    { Column::Club, "vkz" },
    { Column::Club, "zps" },
    { Column::MemberNumber, "mglnr" },
    { Column::MemberNumber, "mitgliedsnummer" },
    { Column::Status, "status" },
    { Column::Name, "spielername" },
    { Column::Name, "namevorname" },
    { Column::Surname, "nachname" },
    { Column::GivenName, "vorname" },
    { Column::Sex, "geschlecht" },
    { Column::Eligibility, "spielberechtigung" },
    { Column::BirthYear, "geburtsjahr" },
    { Column::LastEvaluation, "letzteauswertung" },
    { Column::Dwz, "dwz" },
    { Column::Index, "index" },
    { Column::FideElo, "fideelo" },
    { Column::FideElo, "fideelozahl" },
    { Column::FideTitle, "fidetitel" },
    { Column::FideId, "fideid" },
    { Column::FideCountry, "fideland" },
};

using Columns = std::array<int, kColumnCount>;

// A column's title as it is compared: its letters and digits in lower case, so that
// "Letzte-Auswertung" and "Letzte Auswertung", "Name,Vorname" and "NameVorname" are one.
QString titleKey(const QString &title)
{
    QString key;
    for (const QChar c : title) {
        if (c.isLetterOrNumber())
            key += c.toLower();
    }
    return key;
}

// The place of the first header cell with `title`, -1 when there is none.
int placeOf(const QStringList &keys, const char *title)
{
    return int(keys.indexOf(QLatin1String(title)));
}

// The place of each column in the header, -1 for one it lacks.
Columns columnsOf(const QStringList &header)
{
    QStringList keys;
    for (const QString &title : header)
        keys << titleKey(title);
    Columns columns;
    columns.fill(-1);
    for (const auto &[column, title] : kTitles) {
        int &at = columns[std::size_t(column)];
        if (at < 0)
            at = placeOf(keys, title);
    }
    return columns;
}

// The cells of one row by column; an absent column reads as empty.
class Row {
public:
    Row(const QStringList &cells, const Columns &columns, int line, QList<DocumentError> &errors)
        : m_cells(cells)
        , m_columns(columns)
        , m_line(line)
        , m_errors(errors)
    {
    }

    bool has(Column column) const { return m_columns[static_cast<std::size_t>(column)] >= 0; }

    QString text(Column column) const
    {
        const int at = m_columns[static_cast<std::size_t>(column)];
        return at < 0 ? QString() : m_cells.value(at).trimmed();
    }

    std::optional<int> number(Column column, int minimum, int maximum) const
    {
        const QString cell = text(column);
        const CellNumber read = cellNumber(cell, minimum, maximum);
        if (!read.readable)
            error(column, ReadCode::CsvNotNumber,
                { cell, QString::number(minimum), QString::number(maximum) });
        return read.value;
    }

    void error(Column column, ReadCode code, const QStringList &args) const
    {
        m_errors.append({ io::columnPlace(m_line, m_columns[static_cast<std::size_t>(column)] + 1),
            code, args });
    }

private:
    const QStringList &m_cells;
    const Columns &m_columns;
    int m_line;
    QList<DocumentError> &m_errors;
};

// A cell of zeros only: "0", "0000".
bool isZero(const QString &cell)
{
    return !cell.isEmpty() && cell.count(QLatin1Char('0')) == cell.size();
}

// "Surname,Given" or "Surname,Given,Title" -> "Surname, Given" and the title.
void readName(const QString &cell, model::ListedPlayer &player)
{
    const QStringList parts = cell.split(QLatin1Char(','));
    QStringList name;
    for (int i = 0; i < parts.size() && i < 2; ++i)
        name << parts[i].trimmed();
    player.name = name.join(QStringLiteral(", "));
    player.academicTitle = parts.mid(2).join(QLatin1Char(',')).trimmed();
}

// The name from "Name,Vorname" (or Spielername), which may carry a title after it, else from
// Nachname and Vorname.
void readNames(const Row &row, model::ListedPlayer &player)
{
    if (const QString combined = row.text(Column::Name); !combined.isEmpty()) {
        readName(combined, player);
        return;
    }
    const QString surname = row.text(Column::Surname);
    const QString given = row.text(Column::GivenName);
    if (surname.isEmpty()) {
        row.error(row.has(Column::Name) ? Column::Name : Column::Surname, ReadCode::CsvNoName, {});
        return;
    }
    player.name = given.isEmpty() ? surname : surname + QStringLiteral(", ") + given;
}

// The name read, checked against the table of limits (limits::nameProblem).
void checkName(const Row &row, const model::ListedPlayer &player)
{
    if (const auto error = io::nameError(QString(), player.name))
        row.error(row.has(Column::Name) ? Column::Name : Column::Surname, error->code, error->args);
}

void readPlayer(const Row &row, model::ListedPlayer &player)
{
    readNames(row, player);
    checkName(row, player);
    player.dsbId = row.text(Column::Id);
    player.clubCode = row.text(Column::Club);
    player.memberNumber = row.text(Column::MemberNumber);
    const QString status = row.text(Column::Status).toUpper();
    if (status == QLatin1String("A") || status == QLatin1String("P"))
        player.active = status == QLatin1String("A");
    else if (!status.isEmpty())
        row.error(Column::Status, ReadCode::ListBadStatus, { status });
    // M, W; D (divers) is a sex the registry does not keep.
    const QString sex = row.text(Column::Sex).toUpper();
    if (sex == QLatin1String("M") || sex == QLatin1String("W"))
        player.sex = sex == QLatin1String("M") ? QStringLiteral("M") : QStringLiteral("F");
    else if (!sex.isEmpty() && sex != QLatin1String("D"))
        row.error(Column::Sex, ReadCode::ListBadSex, { sex });
    player.eligibility = row.text(Column::Eligibility);
    // 0 (or 0000, 000000) stands for a year, a week, a FIDE id or rating the list does not know.
    if (!isZero(row.text(Column::BirthYear)))
        player.birthYear = row.number(Column::BirthYear, 1850, 2100);
    if (const QString week = row.text(Column::LastEvaluation); !week.isEmpty() && !isZero(week)) {
        bool ok = false;
        const int value = week.toInt(&ok);
        if (ok && week.size() == 6 && value % 100 >= 1 && value % 100 <= 53) {
            player.dwzYear = value / 100;
            player.dwzWeek = value % 100;
        } else {
            row.error(Column::LastEvaluation, ReadCode::ListBadWeek, { week });
        }
    }
    player.dwz = row.number(Column::Dwz, limits::kRating.minimum, limits::kRating.maximum);
    player.dwzIndex = row.number(Column::Index, 0, 9999);
    if (!isZero(row.text(Column::FideElo)))
        player.standard.rating
            = row.number(Column::FideElo, limits::kRating.minimum, limits::kRating.maximum);
    player.title = row.text(Column::FideTitle);
    if (!isZero(row.text(Column::FideId)))
        player.fideId = row.text(Column::FideId);
    player.federation = row.text(Column::FideCountry);
}

// The players as the list gives them, one entry per DSB id: a player who is a member of
// several clubs is listed once per club, active (A) in the one he plays for and passive (P) in
// the others. His active entry is kept, else his first; two active entries are the list's
// mistake, told as a warning, and the first is kept.
class UniquePlayers {
public:
    UniquePlayers(std::vector<model::ListedPlayer> &players, QList<DocumentError> &warnings)
        : m_players(players)
        , m_warnings(warnings)
    {
    }

    void add(model::ListedPlayer player, int line)
    {
        if (player.dsbId.isEmpty()) {
            m_players.push_back(std::move(player));
            return;
        }
        const auto [kept, added]
            = m_entries.try_emplace(player.dsbId, Entry { m_players.size(), line });
        if (added) {
            m_players.push_back(std::move(player));
            return;
        }
        model::ListedPlayer &first = m_players[kept->second.index];
        const bool active = player.active.value_or(false);
        if (first.active.value_or(false)) {
            if (active) {
                m_warnings.append({ io::linePlace(line), ReadCode::ListSecondActive,
                    { player.dsbId, QString::number(kept->second.line) } });
            }
        } else if (active) {
            first = std::move(player);
            kept->second.line = line;
        }
    }

private:
    struct Entry {
        std::size_t index; // in m_players
        int line;
    };

    std::vector<model::ListedPlayer> &m_players;
    QList<DocumentError> &m_warnings;
    std::map<QString, Entry> m_entries; // by DSB id
};

} // namespace

std::optional<DsbClubs> readDsbClubs(const QByteArray &bytes, QList<DocumentError> &errors)
{
    const auto table = io::parseCsv(bytes, errors);
    if (!table)
        return std::nullopt;
    QStringList keys;
    for (const QString &title : table->header)
        keys << titleKey(title);
    // The first of the titles that the header has.
    auto columnOf = [&](std::initializer_list<const char *> titles) {
        for (const char *title : titles) {
            if (const int at = placeOf(keys, title); at >= 0)
                return at;
        }
        return -1;
    };
    const int code = columnOf({ "zpsnummer", "zps", "vkz" });
    const int name = columnOf({ "vereinsname", "vereinname", "verein", "name" });
    if (code < 0 || name < 0) {
        errors.append({ io::linePlace(1), ReadCode::ListClubColumns, {} });
        return std::nullopt;
    }
    DsbClubs clubs;
    for (const QStringList &row : table->rows)
        clubs.emplace(row.value(code).trimmed(), row.value(name).trimmed());
    return clubs;
}

std::vector<model::ListedPlayer> readDsbPlayers(const QByteArray &bytes,
    const std::optional<DsbClubs> &clubs, QList<DocumentError> &errors,
    QList<DocumentError> &warnings)
{
    const auto table = io::parseCsv(bytes, errors);
    if (!table)
        return {};
    const Columns columns = columnsOf(table->header);
    auto has = [&](Column column) { return columns[static_cast<std::size_t>(column)] >= 0; };
    if (!has(Column::Club) || !(has(Column::Name) || has(Column::Surname))) {
        errors.append({ io::linePlace(1), ReadCode::ListNotDsbLayout,
            { table->header.join(QLatin1Char(',')) } });
        return {};
    }
    std::vector<model::ListedPlayer> players;
    players.reserve(std::size_t(table->rows.size()));
    UniquePlayers unique(players, warnings);
    std::set<QString> unknownClubs;
    for (qsizetype i = 0; i < table->rows.size(); ++i) {
        QStringList cells = table->rows[i];
        const int line = table->lines[i];
        // Empty cells after the last column: a separator at the end of each row.
        while (cells.size() > table->header.size() && cells.back().trimmed().isEmpty())
            cells.removeLast();
        if (cells.size() != table->header.size()) {
            errors.append({ io::linePlace(line), ReadCode::ListRowCells,
                { QString::number(cells.size()), QString::number(table->header.size()) } });
            continue;
        }
        const Row row(cells, columns, line, errors);
        model::ListedPlayer player;
        readPlayer(row, player);
        if (clubs && !player.clubCode.isEmpty()) {
            if (const auto club = clubs->find(player.clubCode); club != clubs->end())
                player.clubName = club->second;
            else if (unknownClubs.insert(player.clubCode).second)
                warnings.append(
                    { io::linePlace(line), ReadCode::ListUnknownClub, { player.clubCode } });
        }
        unique.add(std::move(player), line);
    }
    return players;
}

} // namespace rd::lists
