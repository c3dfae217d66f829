#include "engine/io/document/EventChecks.h"

#include "engine/checks/ChessChecks.h"
#include "engine/checks/GoChecks.h"

#include <QSet>

namespace rd::io {

namespace {

// The last game or bye of the file that puts the player of `startNumber` into `round`: the
// entry that made the round inconsistent.
QString placeOf(const EventInput &event, int startNumber, int round)
{
    if (startNumber < 1 || startNumber > static_cast<int>(event.players.size()))
        return QStringLiteral("games");
    const std::string &id = event.players[static_cast<std::size_t>(startNumber - 1)].id;
    QString place;
    for (std::size_t i = 0; i < event.chessGames.size(); ++i) {
        const ChessGame &game = event.chessGames[i];
        if (game.round.value_or(0) == round && (game.white == id || game.black == id))
            place = QStringLiteral("games[%1]").arg(i);
    }
    for (std::size_t i = 0; i < event.byes.size(); ++i) {
        if (event.byes[i].round == round && event.byes[i].player == id)
            place = QStringLiteral("byes[%1]").arg(i);
    }
    return place.isEmpty() ? QStringLiteral("games") : place;
}

} // namespace

QList<DocumentError> consistencyErrors(const EventInput &event)
{
    QList<DocumentError> errors;
    QSet<QString> reported;
    const auto report = [&](const QString &place, const QString &message) {
        if (!reported.contains(place)) {
            reported.insert(place);
            errors.append({ place, ReadCode::Worded, { message } });
        }
    };
    if (event.system == RatingSystem::Sagc) {
        // Players and ranks are the reader's own checks; the line check adds the same player
        // on both sides.
        for (std::size_t i = 0; i < event.goGames.size(); ++i) {
            if (event.goGames[i].white != event.goGames[i].black)
                continue;
            for (const checks::Problem &problem :
                checks::checkGoLine(event, static_cast<int>(i) + 1)) {
                if (problem.location.field == QLatin1String("black")
                    && problem.location.startNumber == 0)
                    report(QStringLiteral("games[%1]").arg(i), problem.message);
            }
        }
        return errors;
    }
    for (const checks::Problem &problem :
        checks::checkChessEvent(event, checks::Checks::ErrorsOnly)) {
        if (problem.severity == checks::Severity::Error)
            report(placeOf(event, problem.location.startNumber, problem.location.round),
                problem.message);
    }
    return errors;
}

} // namespace rd::io
