#include "report/EvaluationTable.h"

#include "report/DisplayNames.h"
#include "report/RatingStateText.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace rd::report {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::report::EvaluationTable", text);
}

// Numbers in the locale's form, without thousands separators: ratings read 1621.6, not 1,621.6.
QLocale numberLocale()
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

EvaluationTable::Cell valueCell(const Value &value)
{
    const auto &storage = value.storage();
    if (const auto *flag = std::get_if<bool>(&storage))
        return { *flag ? tr("yes") : tr("no"), *flag };
    if (const auto *integer = std::get_if<std::int64_t>(&storage))
        return { numberLocale().toString(qlonglong(*integer)), qlonglong(*integer) };
    if (const auto *decimal = std::get_if<Decimal>(&storage))
        return { numberLocale().toString(decimal->value, 'f', decimal->places), decimal->value };
    if (const auto *text = std::get_if<std::string>(&storage))
        return { DisplayNames::detailText(*text), QString::fromStdString(*text) };
    return { QStringLiteral("\u2013"), QVariant() };
}

} // namespace

EvaluationTable EvaluationTable::of(const EventInput &event, const Evaluation &evaluation)
{
    EvaluationTable table;
    table.titles = { tr("No."), tr("Name"), tr("Status"), tr("Before"), tr("After") };
    table.meanings = { QString(), QString(), QString(), tr("rating before the event"),
        tr("rating after the event") };
    std::vector<std::string> keys;
    for (const PlayerEvaluation &player : evaluation.players) {
        for (const auto &[key, value] : player.details) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                keys.push_back(key);
        }
    }
    for (const std::string &key : keys) {
        table.titles << DisplayNames::detailTitle(evaluation.system, key);
        table.meanings << DisplayNames::detailMeaning(evaluation.system, key);
    }
    for (std::size_t i = 0; i < evaluation.players.size(); ++i) {
        const PlayerEvaluation &player = evaluation.players[i];
        const PlayerInput *input = event.findPlayer(player.id);
        std::vector<Cell> row = {
            { QString::number(i + 1), int(i + 1) },
            { QString::fromStdString(input ? input->name : player.id), {} },
            { DisplayNames::status(player.status), {} },
            { RatingStateText::of(ratingStateOf(evaluation.system, player.before)), {} },
            { RatingStateText::of(ratingStateOf(evaluation.system, player.after)), {} },
        };
        for (const std::string &key : keys) {
            const Value *value = findField(player.details, key);
            row.push_back(value ? valueCell(*value) : Cell {});
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

QStringList EvaluationTable::legend() const
{
    QStringList lines;
    for (qsizetype column = 5; column < titles.size(); ++column) {
        if (!meanings.value(column).isEmpty())
            lines << titles[column] + QStringLiteral(": ") + meanings[column];
    }
    return lines;
}

} // namespace rd::report
