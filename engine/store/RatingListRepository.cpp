#include "engine/store/RatingListRepository.h"

#include "engine/store/BulkInsert.h"
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

std::optional<int> numberAt(const Rows &query, int column)
{
    const QVariant value = query.value(column);
    return value.isNull() ? std::nullopt : std::optional(value.toInt());
}

void bind(BulkInsert &insert, const model::ListedPlayer &player)
{
    int column = 0;
    const auto text = [&](const QString &value) { insert.bind(column++, value); };
    const auto number = [&](std::optional<int> value) { insert.bind(column++, value); };
    text(player.name);
    text(lists::searchKey(player.name));
    text(player.academicTitle);
    number(player.birthYear);
    text(player.sex);
    text(player.dsbId);
    text(player.memberNumber);
    text(player.fideId);
    text(player.federation);
    text(player.clubCode);
    text(player.clubName);
    text(lists::searchKey(player.clubName));
    number(player.active ? std::optional(*player.active ? 1 : 0) : std::nullopt);
    text(player.eligibility);
    number(player.dwz);
    number(player.dwzIndex);
    number(player.dwzYear);
    number(player.dwzWeek);
    text(player.title);
    text(player.womenTitle);
    text(player.otherTitles);
    text(player.foaTitle);
    for (const model::FideRating *rating : { &player.standard, &player.rapid, &player.blitz }) {
        number(rating->rating);
        number(rating->games);
        number(rating->k);
    }
    text(player.flag);
    Q_ASSERT(column == kColumnCount);
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
    const QString table = listedPlayersTable(kind);
    // A whole list is rewritten: never on a damaged file.
    m_database.ensureIntact(table);
    Transaction transaction(m_database);
    // First, so that the table's check refuses any other kind before it names a table.
    m_database.run(QStringLiteral("DELETE FROM rating_lists WHERE kind = ?"), { kind });
    const QDateTime loadedAt = QDateTime::currentDateTimeUtc();
    m_database.run(QStringLiteral("INSERT INTO rating_lists (kind, list_date, source, loaded_at, "
                                  "players) VALUES (?, ?, ?, ?, 0)"),
        { kind, QString::fromStdString(date.toIso()), source,
            loadedAt.toString(Qt::ISODateWithMs) });
    for (const QString &statement : dropListedPlayerIndexes(kind))
        m_database.run(statement);
    m_database.run(QStringLiteral("DELETE FROM ") + table);
    BulkInsert insert(m_database, table, QLatin1String(kColumns), kColumnCount);
    int count = 0;
    const bool complete = read([&](const model::ListedPlayer &player) {
        bind(insert, player);
        insert.insert();
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
