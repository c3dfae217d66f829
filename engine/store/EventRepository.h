#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"
#include "engine/store/Database.h"

#include <QJsonObject>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace rd::store {

struct EventSummary {
    qint64 id = 0;
    QString name;
    RatingSystem system = RatingSystem::Dwz;
    QString ruleset;
    Date endDate;
    QString status; // draft or rated
    qint64 entrySequence = 0;
};

struct PlayerSummary {
    qint64 id = 0;
    QString name;
    std::optional<Date> birthDate;
    std::optional<int> birthYear;
    QStringList federationIds; // "dsb:12345"
};

// A player of the registry as the registry dialog edits him.
struct PlayerDetails {
    qint64 id = 0; // 0: a new player
    QString name;
    std::optional<Date> birthDate;
    std::map<QString, QString> federationIds; // kind (dsb, uscf, fide, sagc) -> id
    QJsonObject startingStates; // per system ("dwz", "uscf", "sagc"): the event document's object
};

// One line of a player's history in one system.
struct HistoryLine {
    qint64 eventId = 0;
    QString eventName;
    Date endDate;
    QString status;
    QJsonObject before;
    QJsonObject after;
    QJsonObject details;
};

// Events, their players and games, and what their evaluations left behind, in SQL. In the
// documents it builds a player's id is his database id.
class EventRepository {
public:
    explicit EventRepository(Database &database);

    // Adds the document's event as a draft. Players are found by name and birth date (or year)
    // or created; each keeps the state the document gave for him as his state before the event.
    qint64 importEvent(const EventInput &event);
    // A correction: the event keeps its number and place in the entry order, everything else
    // (name, dates, rules, players, games) is replaced. Its evaluation stays until rated again.
    void replaceEvent(qint64 eventId, const EventInput &event);
    void deleteEvent(qint64 eventId);
    // A federation id (kind dsb, uscf, fide or sagc) of a player; unique per kind.
    void addFederationId(qint64 playerId, const QString &kind, const QString &value);

    std::optional<EventSummary> summary(qint64 eventId);
    // Rated events of `system` after `event` in rating order (SAGC: entry order).
    std::vector<EventSummary> ratedEventsAfter(const EventSummary &event);
    std::vector<EventSummary> ratedEvents(RatingSystem system);
    // Every event, the latest first.
    std::vector<EventSummary> allEvents();

    // The event as imported: players with the states the document gave.
    EventInput document(qint64 eventId);
    std::vector<qint64> playersOf(qint64 eventId);

    // The state a player takes into `event` from his last rated event before it, if any (the
    // per-system object of the event document).
    std::optional<QJsonObject> stateBefore(qint64 playerId, const EventSummary &event);

    // The stored evaluation rows of a rated event, by player.
    std::map<qint64, QJsonObject> storedAfter(qint64 eventId);

    // Replaces an event's evaluation: one row per player with the state he leaves with, the
    // whole evaluation document, Restpartien and SAGC record-sheet lines; marks it rated.
    void storeEvaluation(qint64 eventId, const EventInput &event, const Evaluation &evaluation,
        const std::map<qint64, QJsonObject> &statesAfter);

    std::vector<PlayerSummary> players(const QString &search);
    // The player an imported one is taken for: the same name and birth date (or year).
    std::optional<qint64> findPlayer(const PlayerInput &player);
    // The player who holds a federation id (kind dsb, uscf, fide or sagc).
    std::optional<qint64> playerWithFederationId(const QString &kind, const QString &value);
    PlayerDetails player(qint64 playerId);
    // Adds or updates a registry player and his federation ids; returns his id.
    qint64 savePlayer(const PlayerDetails &player);
    // Other players with the same name (case and spaces aside) or the same federation id.
    std::vector<PlayerSummary> likelyDuplicates(const PlayerDetails &player);
    std::vector<HistoryLine> history(qint64 playerId, std::optional<RatingSystem> system);

    // A number that changes with every write, for a preview to know it is still current.
    qint64 dataVersion();
    void bumpDataVersion();

private:
    qint64 findOrCreatePlayer(const PlayerInput &player);
    void insertContent(qint64 eventId, const EventInput &event);
    EventSummary summaryFrom(QSqlQuery &query);

    Database &m_database;
};

} // namespace rd::store
