#include "engine/edit/InputBounds.h"

#include "engine/rating/InputLimits.h"

#include <QCoreApplication>

namespace rd::edit {

namespace {

// The context lupdate gives the calls below: that of their namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("rd::edit", text);
}

} // namespace

QString nameOutOfBounds(const QString &name)
{
    const QByteArray utf8 = name.toUtf8();
    const auto problem
        = limits::nameProblem(std::string_view(utf8.constData(), std::size_t(utf8.size())));
    if (!problem)
        return {};
    if (problem->kind == limits::NameProblem::Kind::ControlCharacter)
        return tr("A name cannot hold the control character %1.")
            .arg(QString::fromStdString(limits::characterCode(problem->character)));
    return tr("A name has at most %1 characters; this one has %2.")
        .arg(limits::kLongestName)
        .arg(problem->length);
}

QString roundOutOfBounds(int round)
{
    if (limits::kRound.contains(round))
        return {};
    return tr("Rounds are counted from %1 to %2.")
        .arg(limits::kRound.minimum)
        .arg(limits::kRound.maximum);
}

QString noRoomForPlayer(int players)
{
    if (players < limits::kMostPlayers)
        return {};
    return tr("An event has at most %1 players.").arg(limits::kMostPlayers);
}

} // namespace rd::edit
