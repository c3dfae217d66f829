#include "ui/EvaluationTableModel.h"

#include <QLocale>

namespace rd::ui {

namespace {

struct CellText {
    QString text;
    QVariant sortKey;
};

CellText valueText(const Value &value)
{
    const auto &storage = value.storage();
    if (const auto *flag = std::get_if<bool>(&storage))
        return { *flag ? QObject::tr("yes") : QObject::tr("no"), *flag };
    if (const auto *integer = std::get_if<std::int64_t>(&storage))
        return { QString::number(*integer), qlonglong(*integer) };
    if (const auto *decimal = std::get_if<Decimal>(&storage))
        return { QString::number(decimal->value, 'f', decimal->places), decimal->value };
    if (const auto *text = std::get_if<std::string>(&storage))
        return { QString::fromStdString(*text), QString::fromStdString(*text) };
    return { QStringLiteral("-"), QVariant() };
}

} // namespace

QString stateText(const Fields &state)
{
    const Value *rank = findField(state, "rank");
    const Value *rating = findField(state, "rating");
    const Value *index = findField(state, "index");
    if (rank && !rank->isNull())
        return valueText(*rank).text + QLatin1Char('/')
            + (index ? valueText(*index).text : QStringLiteral("0"));
    if (!rating || rating->isNull())
        return QStringLiteral("-");
    QString text = valueText(*rating).text;
    if (index && !index->isNull())
        text += QLatin1Char('-') + valueText(*index).text;
    return text;
}

void EvaluationTableModel::setEvaluation(const EventInput &event, const Evaluation &evaluation)
{
    beginResetModel();
    m_headers = { tr("No."), tr("Name"), tr("Status"), tr("Before"), tr("After") };
    std::vector<std::string> keys;
    for (const PlayerEvaluation &player : evaluation.players) {
        for (const auto &[key, value] : player.details) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                keys.push_back(key);
        }
    }
    for (const std::string &key : keys)
        m_headers << QString::fromStdString(key);
    m_rows.clear();
    for (std::size_t i = 0; i < evaluation.players.size(); ++i) {
        const PlayerEvaluation &player = evaluation.players[i];
        const PlayerInput *input = event.findPlayer(player.id);
        std::vector<Cell> row = {
            { QString::number(i + 1), int(i + 1) },
            { input ? QString::fromStdString(input->name) : QString::fromStdString(player.id), {} },
            { QString::fromStdString(toString(player.status)), {} },
            { stateText(player.before), {} },
            { stateText(player.after), {} },
        };
        for (const std::string &key : keys) {
            const Value *value = findField(player.details, key);
            const CellText cell = value ? valueText(*value) : CellText { QString(), QVariant() };
            row.push_back({ cell.text, cell.sortKey });
        }
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

int EvaluationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int EvaluationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_headers.size());
}

QVariant EvaluationTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Cell &cell = m_rows[index.row()][index.column()];
    switch (role) {
    case Qt::DisplayRole:
        return cell.text;
    case Qt::UserRole:
        return cell.sortKey.isValid() ? cell.sortKey : QVariant(cell.text);
    case Qt::TextAlignmentRole:
        return cell.sortKey.typeId() == QMetaType::QString || !cell.sortKey.isValid()
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant EvaluationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section < m_headers.size())
        return m_headers[section];
    return {};
}

} // namespace rd::ui
