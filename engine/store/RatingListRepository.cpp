#include "engine/store/RatingListRepository.h"

#include "engine/store/Schema.h"

#include <algorithm>

namespace rd::store {

namespace {

// The columns of a list's players after id, in the order of bind() and read().
constexpr const char *kColumns
    = "name, name_key, academic_title, birth_year, sex, dsb_id, member_number, fide_id, "
      "federation, club_code, club_name, club_key, active, eligibility, dwz, dwz_index, dwz_year, "
      "dwz_week, title, women_title, other_titles, foa_title, rating, games, k, rapid_rating, "
      "rapid_games, rapid_k, blitz_rating, blitz_games, blitz_k, flag";
constexpr int kColumnCount = 32;

QVariant valueOf(const std::optional<int> &number)
{
    return number ? QVariant(*number) : QVariant(QMetaType::fromType<int>());
}

QVariant valueOf(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

std::optional<int> numberAt(const Rows &query, int column)
{
    const QVariant value = query.value(column);
    return value.isNull() ? std::nullopt : std::optional(value.toInt());
}

void bind(QSqlQuery &query, const model::ListedPlayer &player)
{
    const QVariant values[] = { player.name, lists::searchKey(player.name),
        valueOf(player.academicTitle), valueOf(player.birthYear), valueOf(player.sex),
        valueOf(player.dsbId), valueOf(player.memberNumber), valueOf(player.fideId),
        valueOf(player.federation), valueOf(player.clubCode), valueOf(player.clubName),
        valueOf(lists::searchKey(player.clubName)),
        player.active ? QVariant(*player.active ? 1 : 0) : QVariant(QMetaType::fromType<int>()),
        valueOf(player.eligibility), valueOf(player.dwz), valueOf(player.dwzIndex),
        valueOf(player.dwzYear), valueOf(player.dwzWeek), valueOf(player.title),
        valueOf(player.womenTitle), valueOf(player.otherTitles), valueOf(player.foaTitle),
        valueOf(player.standard.rating), valueOf(player.standard.games), valueOf(player.standard.k),
        valueOf(player.rapid.rating), valueOf(player.rapid.games), valueOf(player.rapid.k),
        valueOf(player.blitz.rating), valueOf(player.blitz.games), valueOf(player.blitz.k),
        valueOf(player.flag) };
    static_assert(std::size(values) == kColumnCount);
    for (int i = 0; i < kColumnCount; ++i)
        query.bindValue(i, values[i]);
}

// A row selected as "kind, <kColumns>".
model::ListedMatch read(const Rows &query)
{
    model::ListedMatch match;
    match.kind = query.value(0).toString();
    model::ListedPlayer &player = match.player;
    int column = 1;
    auto text = [&] { return query.value(column++).toString(); };
    auto number = [&] { return numberAt(query, column++); };
    player.name = text();
    ++column; // name_key
    player.academicTitle = text();
    player.birthYear = number();
    player.sex = text();
    player.dsbId = text();
    player.memberNumber = text();
    player.fideId = text();
    player.federation = text();
    player.clubCode = text();
    player.clubName = text();
    ++column; // club_key
    if (const auto active = number())
        player.active = *active != 0;
    player.eligibility = text();
    player.dwz = number();
    player.dwzIndex = number();
    player.dwzYear = number();
    player.dwzWeek = number();
    player.title = text();
    player.womenTitle = text();
    player.otherTitles = text();
    player.foaTitle = text();
    player.standard = { number(), number(), number() };
    player.rapid = { number(), number(), number() };
    player.blitz = { number(), number(), number() };
    player.flag = text();
    return match;
}

// The first text after every text starting with `prefix`, for a range on an index.
QString pastPrefix(const QString &prefix)
{
    QString end = prefix;
    end.back() = QChar(end.back().unicode() + 1);
    return end;
}

} // namespace

RatingListRepository::RatingListRepository(Database &database)
    : m_database(database)
{
}

std::optional<model::RatingListInfo> RatingListRepository::replaceList(const QString &kind,
    const Date &date, const QString &source, const std::function<bool(const AddPlayer &)> &read)
{
    m_database.ensureIntact(); // a whole list is rewritten: never on a damaged file
    Transaction transaction(m_database);
    // First, so that the table's check refuses any other kind before it names a table.
    m_database.run(QStringLiteral("DELETE FROM rating_lists WHERE kind = ?"), { kind });
    const QDateTime loadedAt = QDateTime::currentDateTimeUtc();
    m_database.run(QStringLiteral("INSERT INTO rating_lists (kind, list_date, source, loaded_at, "
                                  "players) VALUES (?, ?, ?, ?, 0)"),
        { kind, QString::fromStdString(date.toIso()), source,
            loadedAt.toString(Qt::ISODateWithMs) });
    const QString table = listedPlayersTable(kind);
    for (const QString &statement : dropListedPlayerIndexes(kind))
        m_database.run(statement);
    m_database.run(QStringLiteral("DELETE FROM ") + table);
    QString placeholders = QStringLiteral("?");
    for (int i = 1; i < kColumnCount; ++i)
        placeholders += QStringLiteral(", ?");
    QSqlQuery insert = m_database.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                              .arg(table, QLatin1String(kColumns), placeholders));
    int count = 0;
    const bool complete = read([&](const model::ListedPlayer &player) {
        bind(insert, player);
        Database::execute(insert);
        ++count;
    });
    if (!complete)
        return std::nullopt;
    m_database.run(
        QStringLiteral("UPDATE rating_lists SET players = ? WHERE kind = ?"), { count, kind });
    for (const QString &statement : listedPlayerIndexes(kind))
        m_database.run(statement);
    transaction.commit();
    return model::RatingListInfo { kind, date, source, loadedAt, count };
}

std::vector<model::RatingListInfo> RatingListRepository::lists()
{
    Rows query = m_database.run(QStringLiteral(
        "SELECT kind, list_date, source, loaded_at, players FROM rating_lists ORDER BY kind"));
    std::vector<model::RatingListInfo> lists;
    while (query.next()) {
        lists.push_back({ query.value(0).toString(),
            Date::fromIso(query.value(1).toString().toStdString()).value_or(Date {}),
            query.value(2).toString(),
            QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs),
            query.value(4).toInt() });
    }
    return lists;
}

std::vector<model::ListedMatch> RatingListRepository::search(const QString &text, int limit)
{
    const QString trimmed = text.trimmed();
    const bool isNumber = !trimmed.isEmpty()
        && std::all_of(trimmed.begin(), trimmed.end(), [](QChar c) { return c.isDigit(); });
    // The spellings of the name a text may stand for (lists::searchKeys), or its digits.
    const QStringList prefixes = isNumber ? QStringList { trimmed } : lists::searchKeys(trimmed);
    if (prefixes.isEmpty())
        return {};
    // The first players of each list by each column and spelling, each on its own index, then
    // merged.
    static constexpr const char *kIdColumns[] = { "fide_id", "dsb_id" };
    static constexpr const char *kNameColumns[] = { "name_key", "club_key" };
    QStringList parts;
    QVariantList values;
    for (const char *kind : { "dsb", "fide" }) {
        for (const char *column : isNumber ? kIdColumns : kNameColumns) {
            for (const QString &prefix : prefixes) {
                parts << QStringLiteral(
                    "SELECT * FROM (SELECT '%1' AS kind, %2 FROM %3 WHERE %4 >= ? "
                    "AND %4 < ? ORDER BY %4 LIMIT ?) AS part")
                             .arg(QLatin1String(kind), QLatin1String(kColumns),
                                 listedPlayersTable(QLatin1String(kind)), QLatin1String(column));
                values << prefix << pastPrefix(prefix) << limit;
            }
        }
    }
    values << limit;
    Rows query
        = m_database.run(QStringLiteral("SELECT * FROM (") + parts.join(QStringLiteral(" UNION "))
                + QStringLiteral(") AS matches ORDER BY name_key, kind LIMIT ?"),
            values);
    std::vector<model::ListedMatch> matches;
    while (query.next())
        matches.push_back(read(query));
    return matches;
}

} // namespace rd::store
