#include "engine/checks/PlayerNumbers.h"

#include <QCoreApplication>

namespace rd::checks {

namespace {

const QString kPlaceholderPrefix = QStringLiteral("#");

} // namespace

std::string placeholderId(int startNumber)
{
    return (kPlaceholderPrefix + QString::number(startNumber)).toStdString();
}

int placeholderNumber(const std::string &id)
{
    const QString text = QString::fromStdString(id);
    if (!text.startsWith(kPlaceholderPrefix))
        return 0;
    bool ok = false;
    const int number = text.mid(kPlaceholderPrefix.size()).toInt(&ok);
    return ok && number > 0 ? number : 0;
}

std::string playerIdAt(const EventInput &event, int startNumber)
{
    if (startNumber >= 1 && startNumber <= static_cast<int>(event.players.size()))
        return event.players[static_cast<std::size_t>(startNumber - 1)].id;
    return placeholderId(startNumber);
}

int startNumberOf(const EventInput &event, const std::string &id)
{
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        if (event.players[i].id == id)
            return static_cast<int>(i) + 1;
    }
    const int number = placeholderNumber(id);
    return number > static_cast<int>(event.players.size()) ? number : 0;
}

QString startNumberText(int startNumber)
{
    return startNumber > 0 ? QString::number(startNumber) : QStringLiteral("?");
}

QString playerText(const EventInput &event, int startNumber)
{
    if (startNumber < 1 || startNumber > static_cast<int>(event.players.size()))
        return QCoreApplication::translate("rd::edit::ChessEventEdit", "no. %1")
            .arg(startNumberText(startNumber));
    return QCoreApplication::translate("rd::edit::ChessEventEdit", "%1 (%2)")
        .arg(QString::fromStdString(event.players[static_cast<std::size_t>(startNumber - 1)].name))
        .arg(startNumber);
}

} // namespace rd::checks
