#include "engine/edit/GoEventEdit.h"

#include "engine/edit/EventDates.h"
#include "engine/edit/InputBounds.h"
#include "engine/edit/PlayerIds.h"
#include "engine/rating/sagc/GoRank.h"

#include <QCoreApplication>

#include <algorithm>

namespace rd::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::edit::GoEventEdit", text);
}

EditResult applied(const QString &text)
{
    return { EditResult::Kind::Applied, text, {} };
}

EditResult refused(const Problem &problem)
{
    return { EditResult::Kind::Refused, {}, problem };
}

} // namespace

EditResult GoEventEdit::setDates(std::optional<Date> start, Date end)
{
    return setEventDates(m_event, start, end);
}

std::string goPlayerIdFor(const EventInput &event, const QString &name)
{
    const QString typed = name.simplified();
    for (const PlayerInput &player : event.players) {
        if (QString::fromStdString(player.name).compare(typed, Qt::CaseInsensitive) == 0)
            return player.id;
    }
    return typed.toStdString();
}

GoEventEdit::GoEventEdit(EventInput &event)
    : m_event(event)
{
}

EditResult GoEventEdit::addPlayer(
    const QString &name, const QString &rank, int index, std::optional<long long> registryId)
{
    const QString typed = name.simplified();
    if (typed.isEmpty())
        return refused({ Severity::Error, tr("Enter the player's name."), {} });
    if (const QString problem = nameOutOfBounds(typed); !problem.isEmpty())
        return refused({ Severity::Error, problem, {} });
    if (const QString problem = noRoomForPlayer(static_cast<int>(m_event.players.size()));
        !problem.isEmpty())
        return refused({ Severity::Error, problem, {} });
    for (std::size_t i = 0; i < m_event.players.size(); ++i) {
        if (QString::fromStdString(m_event.players[i].name).compare(typed, Qt::CaseInsensitive)
            == 0)
            return refused(
                { Severity::Error, tr("A player named \"%1\" is already in the list.").arg(typed),
                    { static_cast<int>(i) + 1, 0, 0, {} } });
    }
    if (rank.trimmed().isEmpty())
        return refused(
            { Severity::Error, tr("Enter the rank of %1, e.g. 14k or 2d.").arg(typed), {} });
    const auto parsed = sagc::GoRank::parse(rank.trimmed().toLower().toStdString());
    if (!parsed)
        return refused({ Severity::Error,
            tr("\"%1\" is not a Go rank: write 30k to 1k or 1d to 9d, e.g. 14k or 2d.")
                .arg(rank.trimmed()),
            {} });
    PlayerInput player;
    player.id = nextFreePlayerId(m_event);
    player.registryId = registryId;
    player.name = typed.toStdString();
    player.sagc = SagcState { *parsed, index, {} };
    // Lines typed before he was in the list name him: they are his now.
    for (GoGame &game : m_event.goGames) {
        for (std::string *side : { &game.white, &game.black }) {
            if (!m_event.findPlayer(*side)
                && QString::fromStdString(*side).compare(typed, Qt::CaseInsensitive) == 0)
                *side = player.id;
        }
    }
    m_event.players.push_back(player);
    return applied(tr("Add player %1").arg(typed));
}

GoGame GoEventEdit::gameOf(const GoLineEntry &entry) const
{
    return { goPlayerIdFor(m_event, entry.white), goPlayerIdFor(m_event, entry.black), entry.winner,
        entry.handicap, entry.komi, entry.status, entry.date };
}

// What makes a line impossible to keep: a missing player, the same player on both sides, a
// handicap outside 0 to 9 (sagc.md §2.4). A player not yet in the list is allowed: the line waits.
std::optional<Problem> GoEventEdit::refusal(const GoLineEntry &entry, int line) const
{
    const Location here { 0, 0, line, {} };
    if (entry.white.trimmed().isEmpty())
        return Problem { Severity::Error, tr("Line %1: enter the White player.").arg(line), here };
    if (entry.black.trimmed().isEmpty())
        return Problem { Severity::Error, tr("Line %1: enter the Black player.").arg(line), here };
    if (goPlayerIdFor(m_event, entry.white) == goPlayerIdFor(m_event, entry.black))
        return Problem { Severity::Error,
            tr("Line %1: White and Black are the same player, %2.")
                .arg(line)
                .arg(entry.white.simplified()),
            here };
    if (entry.handicap < 0 || entry.handicap > GoGame::kMostStones)
        return Problem { Severity::Error,
            QCoreApplication::translate("rd::edit::GoEventEdit",
                "Line %1: a handicap of %n stones is outside 0 to %2.", nullptr, entry.handicap)
                .arg(line)
                .arg(GoGame::kMostStones),
            here };
    return std::nullopt;
}

EditResult GoEventEdit::addLine(const GoLineEntry &entry)
{
    const int line = static_cast<int>(m_event.goGames.size()) + 1;
    if (const auto problem = refusal(entry, line))
        return refused(*problem);
    m_event.goGames.push_back(gameOf(entry));
    return applied(tr("Add line %1").arg(line));
}

EditResult GoEventEdit::changeLine(int line, const GoLineEntry &entry)
{
    if (line < 1 || line > static_cast<int>(m_event.goGames.size()))
        return refused(
            { Severity::Error, tr("There is no line %1.").arg(line), { 0, 0, line, {} } });
    if (const auto problem = refusal(entry, line))
        return refused(*problem);
    m_event.goGames[static_cast<std::size_t>(line - 1)] = gameOf(entry);
    return applied(tr("Change line %1").arg(line));
}

EditResult GoEventEdit::removeLine(int line)
{
    if (line < 1 || line > static_cast<int>(m_event.goGames.size()))
        return refused(
            { Severity::Error, tr("There is no line %1.").arg(line), { 0, 0, line, {} } });
    m_event.goGames.erase(m_event.goGames.begin() + line - 1);
    return applied(tr("Remove line %1").arg(line));
}

} // namespace rd::edit
