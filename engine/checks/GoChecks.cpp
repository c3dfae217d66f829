#include "engine/checks/GoChecks.h"

#include <QCoreApplication>

namespace rd::checks {

namespace {

QString nameOf(const EventInput &event, const std::string &id)
{
    const PlayerInput *player = event.findPlayer(id);
    return QString::fromStdString(player ? player->name : id);
}

int numberOf(const EventInput &event, const std::string &id)
{
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        if (event.players[i].id == id)
            return static_cast<int>(i) + 1;
    }
    return 0;
}

} // namespace

std::vector<Problem> checkGoLine(const EventInput &event, int line)
{
    std::vector<Problem> problems;
    // Every caller asks of a line the event has (1 to the number of its lines).
    const GoGame &game = event.goGames.at(static_cast<std::size_t>(line - 1));
    const auto add = [&](const QString &message, int player, const QString &field) {
        problems.push_back({ Severity::Error, message, { player, 0, line, field } });
    };
    for (const auto &[id, field] : { std::pair(game.white, QStringLiteral("white")),
             std::pair(game.black, QStringLiteral("black")) }) {
        const PlayerInput *player = event.findPlayer(id);
        if (!player)
            add(QCoreApplication::translate("rd::edit::GoEventEdit",
                    "Line %1: \"%2\" is not in the player list; add the player.")
                    .arg(line)
                    .arg(QString::fromStdString(id)),
                0, field);
        else if (!player->sagc)
            add(QCoreApplication::translate(
                    "rd::edit::GoEventEdit", "Line %1: %2 has no SAGC rank to start from.")
                    .arg(line)
                    .arg(nameOf(event, id)),
                numberOf(event, id), field);
    }
    if (game.white == game.black)
        add(QCoreApplication::translate(
                "rd::edit::GoEventEdit", "Line %1: White and Black are the same player, %2.")
                .arg(line)
                .arg(nameOf(event, game.white)),
            0, QStringLiteral("black"));
    if (game.handicap < 0 || game.handicap > GoGame::kMostStones)
        add(QCoreApplication::translate("rd::edit::GoEventEdit",
                "Line %1: a handicap of %n stones is outside 0 to %2.", nullptr, game.handicap)
                .arg(line)
                .arg(GoGame::kMostStones),
            0, QStringLiteral("handicap"));
    return problems;
}

std::vector<Problem> checkGoEvent(const EventInput &event)
{
    std::vector<Problem> problems;
    for (int line = 1; line <= static_cast<int>(event.goGames.size()); ++line) {
        for (Problem &problem : checkGoLine(event, line))
            problems.push_back(std::move(problem));
    }
    return problems;
}

} // namespace rd::checks
