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
    const auto text
        = [&](const char *column) { return query.value(QLatin1String(column)).toString(); };
    const auto number = [&](const char *column) {
        const QVariant value = query.value(QLatin1String(column));
        return value.isNull() ? std::nullopt : std::optional(value.toInt());
    };
    model::ListedMatch match;
    match.kind = text("kind");
    model::ListedPlayer &player = match.player;
    player.name = text("name");
    player.academicTitle = text("academic_title");
    player.birthYear = number("birth_year");
    player.sex = text("sex");
    player.dsbId = text("dsb_id");
    player.memberNumber = text("member_number");
    player.fideId = text("fide_id");
    player.federation = text("federation");
    player.clubCode = text("club_code");
    player.clubName = text("club_name");
    if (const auto active = number("active"))
        player.active = *active != 0;
    player.eligibility = text("eligibility");
    player.dwz = number("dwz");
    player.dwzIndex = number("dwz_index");
    player.dwzYear = number("dwz_year");
    player.dwzWeek = number("dwz_week");
    player.title = text("title");
    player.womenTitle = text("women_title");
    player.otherTitles = text("other_titles");
    player.foaTitle = text("foa_title");
    player.standard = { number("rating"), number("games"), number("k") };
    player.rapid = { number("rapid_rating"), number("rapid_games"), number("rapid_k") };
    player.blitz = { number("blitz_rating"), number("blitz_games"), number("blitz_k") };
    player.flag = text("flag");
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
        lists.push_back({ query.value(QStringLiteral("kind")).toString(),
            Date::fromIso(query.value(QStringLiteral("list_date")).toString().toStdString())
                .value_or(Date {}),
            query.value(QStringLiteral("source")).toString(),
            QDateTime::fromString(
                query.value(QStringLiteral("loaded_at")).toString(), Qt::ISODateWithMs),
            query.value(QStringLiteral("players")).toInt() });
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
