#include "engine/io/FileContents.h"

#include <QStringList>

#include <cmath>
#include <map>

namespace rd::io {

namespace {

struct Stored {
    int games = 0;
    double points = 0.0;
};

// Each player's games and points as the event stores them: games of every kind (a game paired
// and not yet played too), points as the standings count them.
std::map<std::string, Stored> storedByPlayer(const EventInput &event)
{
    std::map<std::string, Stored> stored;
    for (const PlayerInput &player : event.players)
        stored.emplace(player.id, Stored {});
    const auto add = [&](const std::string &id, double points) {
        if (const auto found = stored.find(id); found != stored.end()) {
            ++found->second.games;
            found->second.points += points;
        }
    };
    for (const ChessGame &game : event.chessGames) {
        add(game.white, whitePoints(game.result));
        add(game.black, blackPoints(game.result));
    }
    for (const GoGame &game : event.goGames) {
        add(game.white, 0.0);
        add(game.black, 0.0);
    }
    for (const Bye &bye : event.byes) {
        if (const auto found = stored.find(bye.player); found != stored.end())
            found->second.points += bye.pointsIn(event.event.properties);
    }
    return stored;
}

QString pointsText(double points)
{
    return QString::number(points, 'f', 1);
}

// One warning for the lines that differ in one way: at the first of them, naming them all.
void warnOfLines(
    QList<DocumentError> &warnings, const std::vector<int> &lines, ReadCode code, QStringList args)
{
    if (lines.empty())
        return;
    QStringList numbers;
    for (const int line : lines)
        numbers.append(QString::number(line));
    args.append(numbers.join(QStringLiteral(", ")));
    warnings.append({ linePlace(lines.front()), code, args });
}

} // namespace

QList<DocumentError> differencesFromFile(const EventInput &event, const FileContents &file)
{
    const std::map<std::string, Stored> stored = storedByPlayer(event);
    QList<DocumentError> warnings;
    std::vector<int> notStored;
    std::vector<int> gamesDiffer;
    std::vector<int> pointsDiffer;
    QStringList firstGames;
    QStringList firstPoints;
    int held = 0;
    int setAside = 0;
    for (const FileLine &line : file.lines) {
        held += line.games;
        setAside += line.setAside;
        const auto found = stored.find(line.player);
        if (found == stored.end()) {
            notStored.push_back(line.line);
            continue;
        }
        if (found->second.games + line.setAside != line.games) {
            if (gamesDiffer.empty())
                firstGames = { QString::number(line.games),
                    QString::number(found->second.games + line.setAside) };
            gamesDiffer.push_back(line.line);
        }
        if (line.points && std::abs(*line.points - found->second.points) > 1e-9) {
            if (pointsDiffer.empty())
                firstPoints = { QString::fromStdString(event.findPlayer(line.player)->name),
                    pointsText(*line.points), pointsText(found->second.points) };
            pointsDiffer.push_back(line.line);
        }
    }
    warnOfLines(warnings, notStored, ReadCode::FilePlayerNotStored, {});
    warnOfLines(warnings, gamesDiffer, ReadCode::FileGamesNotStored, firstGames);
    warnOfLines(warnings, pointsDiffer, ReadCode::FilePointsDiffer, firstPoints);
    // Each game is told on the lines of both its players.
    const int games = static_cast<int>(event.chessGames.size() + event.goGames.size());
    if (held != 2 * games + setAside)
        warnings.append({ QStringLiteral("(file)"), ReadCode::FileGamesInAll,
            { QString::number((held - setAside) / 2), QString::number(games) } });
    return warnings;
}

} // namespace rd::io
