#include "engine/io/document/EvaluationWriter.h"

#include "engine/io/TextTable.h"
#include "engine/io/document/JsonText.h"
#include "engine/rating/Rounding.h"

#include <QJsonDocument>
#include <QStringList>

#include <algorithm>
#include <iterator>
#include <string_view>
#include <variant>
#include <vector>

namespace rd::io {

namespace {

QString text(const std::string &text)
{
    return QString::fromStdString(text);
}

double rounded(const Decimal &number)
{
    return roundHalfUp(number.value, number.places);
}

// A member of an object of the document: text, an object of fields, or a value.
using Content = std::variant<std::string_view, const Fields *, const Value *>;
using Member = std::pair<std::string_view, Content>;

void writeMembers(JsonText &json, std::vector<Member> members);

void writeFields(JsonText &json, const Fields &fields)
{
    std::vector<Member> members;
    members.reserve(fields.size());
    for (const auto &[name, value] : fields)
        members.emplace_back(name, &value);
    writeMembers(json, std::move(members));
}

// One Value as JSON: a Decimal becomes a number rounded to its places (event-document.md output).
struct JsonValueWriter {
    JsonText &json;

    void operator()(std::monostate) const { json.null(); }
    void operator()(bool flag) const { json.flag(flag); }
    void operator()(std::int64_t number) const { json.integer(number); }
    void operator()(const Decimal &number) const { json.number(rounded(number)); }
    void operator()(const std::string &string) const { json.string(string); }
    void operator()(const Fields &fields) const { writeFields(json, fields); }
    void operator()(std::string_view string) const { json.string(string); }
    void operator()(const Fields *fields) const { writeFields(json, *fields); }
    void operator()(const Value *value) const { std::visit(*this, value->storage()); }
};

// Sorted by name, members of the same name in their order: by insertion, which for the few
// members of an object is quicker than a sort that allocates.
void sortByName(std::vector<Member> &members)
{
    for (auto member = members.begin(); member != members.end(); ++member) {
        const auto place
            = std::ranges::upper_bound(members.begin(), member, member->first, {}, &Member::first);
        std::rotate(place, member, std::next(member));
    }
}

// The members sorted by name, the later of two with the same name kept, as a QJsonObject
// keeps what is inserted into it.
void writeMembers(JsonText &json, std::vector<Member> members)
{
    sortByName(members);
    json.beginObject();
    for (auto it = members.begin(); it != members.end(); ++it) {
        if (std::next(it) != members.end() && std::next(it)->first == it->first)
            continue;
        json.key(it->first);
        std::visit(JsonValueWriter { json }, it->second);
    }
    json.endObject();
}

void writeRecords(JsonText &json, const std::vector<Fields> &records)
{
    json.beginArray();
    for (const Fields &record : records)
        writeFields(json, record);
    json.endArray();
}

void writePlayer(JsonText &json, const PlayerEvaluation &player, const std::string &status)
{
    std::vector<Member> members { { "id", std::string_view(player.id) },
        { "status", std::string_view(status) }, { "before", &player.before },
        { "after", &player.after }, { "details", &player.details } };
    for (const auto &[key, value] : player.extra)
        members.emplace_back(key, &value);
    writeMembers(json, std::move(members));
}

// The keys come out alphabetically, as from a QJsonObject, rather than in the order
// event-document.md shows them; JSON objects are unordered, and readers must not rely on it.
void writeEvaluation(JsonText &json, const Evaluation &evaluation)
{
    json.beginObject();
    json.key("format");
    json.string("ratingdesk-evaluation");
    json.key("games");
    writeRecords(json, evaluation.games);
    json.key("players");
    json.beginArray();
    for (const PlayerEvaluation &player : evaluation.players)
        writePlayer(json, player, toString(player.status));
    json.endArray();
    json.key("restpartien");
    writeRecords(json, evaluation.restpartien);
    json.key("ruleset");
    json.string(evaluation.ruleset);
    json.key("system");
    json.string(toString(evaluation.system));
    json.key("version");
    json.integer(1);
    json.key("warnings");
    json.beginArray();
    for (const Warning &warning : evaluation.warnings)
        json.string(englishText(warning));
    json.endArray();
    json.endObject();
}

// One Value as table text: Decimals with their places, null as `-`, flags as yes/no.
struct CellTextMaker {
    QString operator()(std::monostate) const { return QStringLiteral("-"); }
    QString operator()(bool flag) const
    {
        return flag ? QStringLiteral("yes") : QStringLiteral("no");
    }
    QString operator()(std::int64_t number) const { return QString::number(number); }
    QString operator()(const Decimal &number) const
    {
        return QString::number(rounded(number), 'f', number.places);
    }
    QString operator()(const std::string &string) const { return text(string); }
    QString operator()(const Fields &fields) const
    {
        JsonText json(false);
        writeFields(json, fields);
        return QString::fromUtf8(json.take());
    }
};

QString cellText(const Value &value)
{
    return std::visit(CellTextMaker {}, value.storage());
}

void setFields(TextTable &table, const QString &prefix, const Fields &fields);

// Puts a value into the table's current row; an object spreads over one column per member
// (`white.LF`).
void setValue(TextTable &table, const QString &column, const Value &value)
{
    if (const auto *fields = std::get_if<Fields>(&value.storage()))
        setFields(table, column + QLatin1Char('.'), *fields);
    else
        table.set(column, cellText(value));
}

void setFields(TextTable &table, const QString &prefix, const Fields &fields)
{
    for (const auto &[name, value] : fields)
        setValue(table, prefix + text(name), value);
}

// A rating state in one cell: `1650-12` (rating-index), `14k/200` (rank/index), `1543.21`.
QString stateText(const Fields &state)
{
    const Value *rank = findField(state, "rank");
    const Value *main = rank ? rank : findField(state, "rating");
    if (!main || main->isNull())
        return QStringLiteral("-"); // no rating: the index says nothing then
    QString cell = cellText(*main);
    if (const Value *index = findField(state, "index"))
        cell += (rank ? QLatin1Char('/') : QLatin1Char('-')) + cellText(*index);
    return cell;
}

QString playerName(const EventInput &event, const std::string &id)
{
    const PlayerInput *player = event.findPlayer(id);
    return player ? text(player->name) : QString();
}

QString playerTable(const EventInput &event, const Evaluation &evaluation)
{
    TextTable table({ QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("status"),
        QStringLiteral("before"), QStringLiteral("after") });
    for (const PlayerEvaluation &player : evaluation.players) {
        table.addRow();
        table.set(QStringLiteral("id"), text(player.id));
        table.set(QStringLiteral("name"), playerName(event, player.id));
        table.set(QStringLiteral("status"), text(toString(player.status)));
        table.set(QStringLiteral("before"), stateText(player.before));
        table.set(QStringLiteral("after"), stateText(player.after));
        setFields(table, QString(), player.details);
        setFields(table, QString(), player.extra);
    }
    return table.toString();
}

// A titled table of records (games, Restpartien), numbered from 1; nothing when empty.
QString recordSection(const QString &title, const std::vector<Fields> &records)
{
    if (records.empty())
        return {};
    TextTable table({ QStringLiteral("#") });
    for (std::size_t i = 0; i < records.size(); ++i) {
        table.addRow();
        table.set(QStringLiteral("#"), QString::number(i + 1));
        setFields(table, QString(), records[i]);
    }
    return QLatin1Char('\n') + title + QLatin1Char('\n') + table.toString();
}

QString warningSection(const std::vector<Warning> &warnings)
{
    if (warnings.empty())
        return {};
    QString section = QStringLiteral("\nWarnings\n");
    for (const Warning &warning : warnings)
        section += QStringLiteral("  ") + text(englishText(warning)) + QLatin1Char('\n');
    return section;
}

} // namespace

// The document read back from its text, so that there is one writer of it.
QJsonObject evaluationToJson(const Evaluation &evaluation)
{
    return QJsonDocument::fromJson(writeEvaluationDocument(evaluation, false)).object();
}

QByteArray writeEvaluationDocument(const Evaluation &evaluation, bool indented)
{
    JsonText json(indented);
    writeEvaluation(json, evaluation);
    return json.take();
}

QString formatEvaluationTable(const EventInput &event, const Evaluation &evaluation)
{
    const QString heading = QStringLiteral("%1, rule set %2\n\n")
                                .arg(text(toString(evaluation.system)), text(evaluation.ruleset));
    return heading + playerTable(event, evaluation)
        + recordSection(QStringLiteral("Games"), evaluation.games)
        + recordSection(QStringLiteral("Restpartien"), evaluation.restpartien)
        + warningSection(evaluation.warnings);
}

} // namespace rd::io
