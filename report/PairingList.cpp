#include "report/PairingList.h"

#include "engine/edit/ChessEventEdit.h"
#include "engine/edit/CrosstableNotation.h"
#include "engine/standings/Standings.h"
#include "report/ReportHtml.h"

#include <QCollator>

#include <algorithm>
#include <vector>

namespace rd::report {

namespace {

// One player's line of the alphabetical list.
struct Seat {
    std::string player;
    QString board; // the board's number, or what he has instead of one
    QString colour;
    std::string opponent;
};

} // namespace

QString PairingList::resultText(GameResult result)
{
    if (result == GameResult::NotPlayed)
        return {};
    const auto side = [&](double points) {
        if (isForfeit(result))
            return points > 0 ? QStringLiteral("+") : QStringLiteral("\u2212");
        return edit::pointsText(points);
    };
    const QString text
        = side(whitePoints(result)) + QStringLiteral(" \u2013 ") + side(blackPoints(result));
    return isPlayed(result) && !isRated(result) && !isForfeit(result)
        ? text + QLatin1Char(' ') + tr("(not rated)")
        : text;
}

PairingList::PairingList(const EventInput &event, int round)
    : m_event(event)
    , m_round(round)
{
    // Standings after round 0 would be those of every round.
    if (round > 1)
        for (const standings::Standing &row :
            standings::computeStandings(event, {}, round - 1).rows)
            m_pointsBefore[row.playerId] = row.points;
}

QString PairingList::name(const std::string &id) const
{
    const PlayerInput *player = m_event.findPlayer(id);
    return escaped(player ? player->name : id);
}

QString PairingList::number(const std::string &id) const
{
    return QString::number(edit::startNumberOf(m_event, id));
}

QString PairingList::pointsBefore(const std::string &id) const
{
    const auto found = m_pointsBefore.find(id);
    return edit::pointsText(found == m_pointsBefore.end() ? 0.0 : found->second);
}

QString PairingList::byBoard() const
{
    QString rows = headerRow({ tr("Board"), tr("No."), tr("White"), tr("Pts"), tr("Result"),
        tr("No."), tr("Black"), tr("Pts") });
    int board = 0;
    for (const ChessGame &game : m_event.chessGames) {
        if (game.round != m_round)
            continue;
        rows += QStringLiteral("<tr><td class='n'>%1</td><td class='n'>%2</td><td>%3</td>"
                               "<td class='n'>%4</td><td class='r'>%5</td><td class='n'>%6</td>"
                               "<td>%7</td><td class='n'>%8</td></tr>")
                    .arg(++board)
                    .arg(number(game.white), name(game.white), pointsBefore(game.white),
                        resultText(game.result), number(game.black), name(game.black),
                        pointsBefore(game.black));
    }
    for (const Bye &bye : m_event.byes) {
        if (bye.round != m_round)
            continue;
        const QString what = bye.unpaired ? tr("bye") : tr("bye asked for");
        rows += QStringLiteral("<tr><td></td><td class='n'>%1</td><td>%2</td><td class='n'>%3</td>"
                               "<td class='r'>%4</td><td colspan='3'>%5</td></tr>")
                    .arg(number(bye.player), name(bye.player), pointsBefore(bye.player),
                        edit::pointsText(bye.pointsIn(m_event.event.properties)), what);
    }
    return gridTable(rows);
}

QString PairingList::byName() const
{
    std::vector<Seat> seats;
    int board = 0;
    for (const ChessGame &game : m_event.chessGames) {
        if (game.round != m_round)
            continue;
        const QString number = QString::number(++board);
        seats.push_back({ game.white, number, tr("White"), game.black });
        seats.push_back({ game.black, number, tr("Black"), game.white });
    }
    for (const Bye &bye : m_event.byes) {
        if (bye.round == m_round)
            seats.push_back({ bye.player, bye.unpaired ? tr("bye") : tr("bye asked for"), {}, {} });
    }
    // As a name is looked for on the wall: by the letters of the user's language.
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    const auto nameOf = [&](const std::string &id) {
        const PlayerInput *player = m_event.findPlayer(id);
        return QString::fromStdString(player ? player->name : id);
    };
    std::stable_sort(seats.begin(), seats.end(), [&](const Seat &a, const Seat &b) {
        return collator.compare(nameOf(a.player), nameOf(b.player)) < 0;
    });
    QString rows = headerRow(
        { tr("Name"), tr("No."), tr("Pts"), tr("Board"), tr("Colour"), tr("Opponent") });
    for (const Seat &seat : seats) {
        rows += QStringLiteral("<tr><td>%1</td><td class='n'>%2</td><td class='n'>%3</td>"
                               "<td class='c'>%4</td><td>%5</td><td>%6</td></tr>")
                    .arg(name(seat.player), number(seat.player), pointsBefore(seat.player),
                        seat.board.toHtmlEscaped(), seat.colour,
                        seat.opponent.empty() ? QString() : name(seat.opponent));
    }
    return gridTable(rows);
}

} // namespace rd::report
