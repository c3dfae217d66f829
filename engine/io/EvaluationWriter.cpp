#include "engine/io/EvaluationWriter.h"

#include "engine/io/TextTable.h"
#include "engine/rating/Rounding.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QStringList>

#include <algorithm>
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

QJsonObject fieldsToJson(const Fields &fields);

// One Value as JSON: a Decimal becomes a number rounded to its places (event-document.md output).
struct JsonValueMaker {
    QJsonValue operator()(std::monostate) const { return QJsonValue::Null; }
    QJsonValue operator()(bool flag) const { return flag; }
    QJsonValue operator()(std::int64_t number) const { return qint64 { number }; }
    QJsonValue operator()(const Decimal &number) const { return rounded(number); }
    QJsonValue operator()(const std::string &string) const { return text(string); }
    QJsonValue operator()(const Fields &fields) const { return fieldsToJson(fields); }
};

QJsonValue valueToJson(const Value &value)
{
    return std::visit(JsonValueMaker {}, value.storage());
}

QJsonObject fieldsToJson(const Fields &fields)
{
    QJsonObject object;
    for (const auto &[name, value] : fields)
        object.insert(text(name), valueToJson(value));
    return object;
}

QJsonArray recordsToJson(const std::vector<Fields> &records)
{
    QJsonArray array;
    for (const Fields &record : records)
        array.append(fieldsToJson(record));
    return array;
}

QJsonObject playerToJson(const PlayerEvaluation &player)
{
    QJsonObject object;
    object.insert(QStringLiteral("id"), text(player.id));
    object.insert(QStringLiteral("status"), text(toString(player.status)));
    object.insert(QStringLiteral("before"), fieldsToJson(player.before));
    object.insert(QStringLiteral("after"), fieldsToJson(player.after));
    object.insert(QStringLiteral("details"), fieldsToJson(player.details));
    for (const auto &[key, value] : player.extra)
        object.insert(QString::fromStdString(key), valueToJson(value));
    return object;
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
        return QString::fromUtf8(
            QJsonDocument(fieldsToJson(fields)).toJson(QJsonDocument::Compact));
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

// QJsonObject keeps its keys sorted, so the keys come out alphabetically rather than in the
// order event-document.md shows them; JSON objects are unordered, and readers must not rely on it.
QJsonObject evaluationToJson(const Evaluation &evaluation)
{
    QJsonArray players;
    for (const PlayerEvaluation &player : evaluation.players)
        players.append(playerToJson(player));
    QJsonArray warnings;
    for (const Warning &warning : evaluation.warnings)
        warnings.append(text(englishText(warning)));

    QJsonObject document;
    document.insert(QStringLiteral("format"), QStringLiteral("ratingdesk-evaluation"));
    document.insert(QStringLiteral("version"), 1);
    document.insert(QStringLiteral("system"), text(toString(evaluation.system)));
    document.insert(QStringLiteral("ruleset"), text(evaluation.ruleset));
    document.insert(QStringLiteral("players"), players);
    document.insert(QStringLiteral("games"), recordsToJson(evaluation.games));
    document.insert(QStringLiteral("restpartien"), recordsToJson(evaluation.restpartien));
    document.insert(QStringLiteral("warnings"), warnings);
    return document;
}

QByteArray writeEvaluationDocument(const Evaluation &evaluation, bool indented)
{
    return QJsonDocument(evaluationToJson(evaluation))
        .toJson(indented ? QJsonDocument::Indented : QJsonDocument::Compact);
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

QString ratingStateText(const QJsonObject &state)
{
    if (state.contains(QStringLiteral("rank")))
        return QStringLiteral("%1/%2")
            .arg(state.value(QStringLiteral("rank")).toString())
            .arg(state.value(QStringLiteral("index")).toInt());
    const QJsonValue rating = state.value(QStringLiteral("rating"));
    if (rating.isNull() || rating.isUndefined())
        return QStringLiteral("-");
    QString text = QString::number(
        rating.toDouble(), 'f', state.contains(QStringLiteral("rating_rounded")) ? 2 : 0);
    if (state.contains(QStringLiteral("index")))
        text += QLatin1Char('-') + QString::number(state.value(QStringLiteral("index")).toInt());
    return text;
}

} // namespace rd::io
