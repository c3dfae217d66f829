#include "engine/lists/DsbList.h"

#include "engine/io/CsvFormat.h"

namespace rd::lists {

namespace {

using io::DocumentError;
using io::ReadCode;

// The column of each header title, the titles compared in lower case.
std::map<QString, int> columnsByTitle(const QStringList &header)
{
    std::map<QString, int> columns;
    for (int i = 0; i < header.size(); ++i)
        columns.emplace(header[i].trimmed().toLower(), i);
    return columns;
}

// The cells of one row by column title; an absent column reads as empty.
class Row {
public:
    Row(const QStringList &cells, const std::map<QString, int> &columns, int line,
        QList<DocumentError> &errors)
        : m_cells(cells)
        , m_columns(columns)
        , m_line(line)
        , m_errors(errors)
    {
    }

    QString text(const char *title) const
    {
        const auto found = m_columns.find(QLatin1String(title));
        return found == m_columns.end() ? QString() : m_cells.value(found->second).trimmed();
    }

    std::optional<int> number(const char *title, int minimum, int maximum) const
    {
        const QString cell = text(title);
        if (cell.isEmpty())
            return std::nullopt;
        bool ok = false;
        const int value = cell.toInt(&ok);
        if (ok && value >= minimum && value <= maximum)
            return value;
        error(title, ReadCode::CsvNotNumber,
            { cell, QString::number(minimum), QString::number(maximum) });
        return std::nullopt;
    }

    void error(const char *title, ReadCode code, const QStringList &args) const
    {
        m_errors.append(
            { io::columnPlace(m_line, m_columns.at(QLatin1String(title)) + 1), code, args });
    }

private:
    const QStringList &m_cells;
    const std::map<QString, int> &m_columns;
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
    const QString name = row.text("spielername");
    if (name.isEmpty())
        row.error("spielername", ReadCode::CsvNoName, {});
    readName(name, player);
    player.dsbId = row.text("id");
    player.memberNumber = row.text("mgl-nr");
    const QString status = row.text("status");
    if (status == QLatin1String("A") || status == QLatin1String("P"))
        player.active = status == QLatin1String("A");
    else if (!status.isEmpty())
        row.error("status", ReadCode::ListBadStatus, { status });
    const QString sex = row.text("geschlecht");
    if (sex == QLatin1String("M") || sex == QLatin1String("W"))
        player.sex = sex == QLatin1String("M") ? QStringLiteral("M") : QStringLiteral("F");
    else if (!sex.isEmpty())
        row.error("geschlecht", ReadCode::ListBadSex, { sex });
    player.eligibility = row.text("spielberechtigung");
    player.birthYear = row.number("geburtsjahr", 1850, 2100);
    if (const QString week = row.text("letzte-auswertung"); !week.isEmpty()) {
        bool ok = false;
        const int value = week.toInt(&ok);
        if (ok && week.size() == 6 && value % 100 >= 1 && value % 100 <= 53) {
            player.dwzYear = value / 100;
            player.dwzWeek = value % 100;
        } else {
            row.error("letzte-auswertung", ReadCode::ListBadWeek, { week });
        }
    }
    player.dwz = row.number("dwz", 0, 3500);
    player.dwzIndex = row.number("index", 0, 9999);
    player.standard.rating = row.number("fide-elo", 0, 3500);
    player.title = row.text("fide-titel");
    player.fideId = row.text("fide-id");
    player.federation = row.text("fide-land");
}

} // namespace

std::optional<std::map<QString, QString>> readDsbClubs(
    const QByteArray &bytes, QList<DocumentError> &errors)
{
    const auto table = io::parseCsv(bytes, errors);
    if (!table)
        return std::nullopt;
    const std::map<QString, int> columns = columnsByTitle(table->header);
    auto columnOf = [&](std::initializer_list<const char *> titles) {
        for (const char *title : titles) {
            if (const auto found = columns.find(QLatin1String(title)); found != columns.end())
                return found->second;
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
    const std::map<QString, int> columns = columnsByTitle(table->header);
    const char *clubColumn = columns.contains(QStringLiteral("vkz")) ? "vkz" : "zps";
    if (!columns.contains(QLatin1String(clubColumn))
        || !columns.contains(QStringLiteral("spielername"))) {
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
