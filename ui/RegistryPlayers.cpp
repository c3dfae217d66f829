#include "ui/RegistryPlayers.h"

#include <QCoreApplication>

namespace rd::ui {

QString registryPlayerLabel(const store::PlayerSummary &player)
{
    QStringList details;
    if (player.birthDate)
        details << QString::number(player.birthDate->year);
    else if (player.birthYear)
        details << QString::number(*player.birthYear);
    details << player.federationIds;
    if (details.isEmpty())
        details << QCoreApplication::translate("rd::ui::RegistryPlayers", "no. %1").arg(player.id);
    return QStringLiteral("%1 (%2)").arg(player.name, details.join(QStringLiteral(", ")));
}

RegistryPlayers::RegistryPlayers(QObject *parent)
    : QStandardItemModel(parent)
{
}

void RegistryPlayers::setPlayers(const std::vector<store::PlayerSummary> &players)
{
    clear();
    for (const store::PlayerSummary &player : players) {
        auto *item = new QStandardItem(registryPlayerLabel(player));
        item->setData(player.id, kIdRole);
        item->setData(player.name, kNameRole);
        appendRow(item);
    }
}

std::optional<int> RegistryPlayers::rowOfLabel(const QString &label) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (item(row)->text() == label)
            return row;
    }
    return std::nullopt;
}

QList<int> RegistryPlayers::rowsNamed(const QString &name) const
{
    QList<int> rows;
    for (int row = 0; row < rowCount(); ++row) {
        if (item(row)->data(kNameRole).toString().simplified().compare(
                name.simplified(), Qt::CaseInsensitive)
            == 0)
            rows << row;
    }
    return rows;
}

} // namespace rd::ui
