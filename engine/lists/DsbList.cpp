#include "engine/lists/DsbList.h"

#include "engine/io/CsvFormat.h"

#include <array>

namespace rd::lists {

namespace {

using io::DocumentError;
using io::ReadCode;

// The columns of spieler.csv that are read, with their titles in lower case.
enum class Column {
    Id,
    Vkz,
    Zps,
    MemberNumber,
    Status,
    Name,
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

// In the order of Column.
constexpr const char *kTitles[] = { "id", "vkz", "zps", "mgl-nr", "status", "spielername",
    "geschlecht", "spielberechtigung", "geburtsjahr", "letzte-auswertung", "dwz", "index",
    "fide-elo", "fide-titel", "fide-id", "fide-land" };

using Columns = std::array<int, std::size(kTitles)>;

// The place of each column in the header, -1 for one it lacks; the titles compared in lower case.
Columns columnsOf(const QStringList &header)
{
    Columns columns;
    columns.fill(-1);
    for (int i = 0; i < header.size(); ++i) {
        const QString title = header[i].trimmed().toLower();
        for (std::size_t column = 0; column < std::size(kTitles); ++column) {
            if (title == QLatin1String(kTitles[column]))
                columns[column] = i;
        }
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

    QString text(Column column) const
    {
        const int at = m_columns[static_cast<std::size_t>(column)];
        return at < 0 ? QString() : m_cells.value(at).trimmed();
    }

    std::optional<int> number(Column column, int minimum, int maximum) const
    {
        const QString cell = text(column);
        if (cell.isEmpty())
            return std::nullopt;
        bool ok = false;
        const int value = cell.toInt(&ok);
        if (ok && value >= minimum && value <= maximum)
            return value;
        error(column, ReadCode::CsvNotNumber,
            { cell, QString::number(minimum), QString::number(maximum) });
        return std::nullopt;
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

// "Surname,Given" or "Surname,Given,Title" -> "Surname, Given" and the title.
void readName(const QString &cell, ListedPlayer &player)
{
    const QStringList parts = cell.split(QLatin1Char(','));
    QStringList name;
    for (int i = 0; i < parts.size() && i < 2; ++i)
        name << parts[i].trimmed();
    player.name = name.join(QStringLiteral(", "));
    player.academicTitle = parts.mid(2).join(QLatin1Char(',')).trimmed();
}

void readPlayer(const Row &row, ListedPlayer &player)
{
    const QString name = row.text(Column::Name);
    if (name.isEmpty())
        row.error(Column::Name, ReadCode::CsvNoName, {});
    readName(name, player);
    player.dsbId = row.text(Column::Id);
    player.memberNumber = row.text(Column::MemberNumber);
    const QString status = row.text(Column::Status);
    if (status == QLatin1String("A") || status == QLatin1String("P"))
        player.active = status == QLatin1String("A");
    else if (!status.isEmpty())
        row.error(Column::Status, ReadCode::ListBadStatus, { status });
    const QString sex = row.text(Column::Sex);
    if (sex == QLatin1String("M") || sex == QLatin1String("W"))
        player.sex = sex == QLatin1String("M") ? QStringLiteral("M") : QStringLiteral("F");
    else if (!sex.isEmpty())
        row.error(Column::Sex, ReadCode::ListBadSex, { sex });
    player.eligibility = row.text(Column::Eligibility);
    player.birthYear = row.number(Column::BirthYear, 1850, 2100);
    if (const QString week = row.text(Column::LastEvaluation); !week.isEmpty()) {
        bool ok = false;
        const int value = week.toInt(&ok);
        if (ok && week.size() == 6 && value % 100 >= 1 && value % 100 <= 53) {
            player.dwzYear = value / 100;
            player.dwzWeek = value % 100;
        } else {
            row.error(Column::LastEvaluation, ReadCode::ListBadWeek, { week });
        }
    }
    player.dwz = row.number(Column::Dwz, 0, 3500);
    player.dwzIndex = row.number(Column::Index, 0, 9999);
    player.standard.rating = row.number(Column::FideElo, 0, 3500);
    player.title = row.text(Column::FideTitle);
    player.fideId = row.text(Column::FideId);
    player.federation = row.text(Column::FideCountry);
}

} // namespace

std::optional<std::map<QString, QString>> readDsbClubs(
    const QByteArray &bytes, QList<DocumentError> &errors)
{
    const auto table = io::parseCsv(bytes, errors);
    if (!table)
        return std::nullopt;
    // The first of the titles that the header has, compared in lower case.
    auto columnOf = [&](std::initializer_list<const char *> titles) {
        for (const char *title : titles) {
            for (int i = 0; i < table->header.size(); ++i) {
                if (table->header[i].trimmed().toLower() == QLatin1String(title))
                    return i;
            }
        }
        return -1;
    };
    const int code = columnOf({ "zps", "vkz" });
    const int name = columnOf({ "vereinname", "vereinsname", "verein", "name" });
    if (code < 0 || name < 0) {
        errors.append({ io::linePlace(1), ReadCode::ListClubColumns, {} });
        return std::nullopt;
    }
    std::map<QString, QString> clubs;
    for (const QStringList &row : table->rows)
        clubs.emplace(row.value(code).trimmed(), row.value(name).trimmed());
    return clubs;
}

std::vector<ListedPlayer> readDsbPlayers(
    const QByteArray &bytes, const std::map<QString, QString> &clubs, QList<DocumentError> &errors)
{
    const auto table = io::parseCsv(bytes, errors);
    if (!table)
        return {};
    const Columns columns = columnsOf(table->header);
    auto has = [&](Column column) { return columns[static_cast<std::size_t>(column)] >= 0; };
    const Column clubColumn = has(Column::Vkz) ? Column::Vkz : Column::Zps;
    if (!has(clubColumn) || !has(Column::Name)) {
        errors.append({ io::linePlace(1), ReadCode::ListNotDsbLayout,
            { table->header.join(QLatin1Char(',')) } });
        return {};
    }
    std::vector<ListedPlayer> players;
    players.reserve(table->rows.size());
    for (qsizetype i = 0; i < table->rows.size(); ++i) {
        const QStringList &cells = table->rows[i];
        const int line = table->lines[i];
        if (cells.size() != table->header.size()) {
            errors.append({ io::linePlace(line), ReadCode::ListRowCells,
                { QString::number(cells.size()), QString::number(table->header.size()) } });
            continue;
        }
        const Row row(cells, columns, line, errors);
        ListedPlayer player;
        readPlayer(row, player);
        player.clubCode = row.text(clubColumn);
        if (const auto club = clubs.find(player.clubCode); club != clubs.end())
            player.clubName = club->second;
        players.push_back(std::move(player));
    }
    return players;
}

} // namespace rd::lists
