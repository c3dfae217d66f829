// A player is picked by his registry id, never guessed, and two registry players who are one
// person are merged (their events rated again, shown first) and split back. On SQLite, and with
// RD_TEST_BACKEND=postgresql on PostgreSQL.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/HistoryRepository.h"
#include "engine/store/PlayerMerge.h"
#include "tests/DatabaseLocation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rd::store;
using namespace rd::model;
using rd::test::DatabaseLocation;

namespace {

rd::EventInput parse(const QJsonObject &document)
{
    const auto read = rd::io::readEventDocument(QJsonDocument(document).toJson());
    if (!read.event)
        qFatal("invalid test document: %s", qPrintable(read.errors.first().toString()));
    return *read.event;
}

// A DWZ event: players as {id, name, birth year, rating, index} (rating 0: none given), games
// as {white, black, result} by id.
struct Entrant {
    QString name;
    int birthYear;
    int rating;
    int index;
};

QJsonObject dwzEvent(const QString &name, const QString &endDate, const QList<Entrant> &players,
    const QList<QStringList> &games)
{
    QJsonArray playerArray;
    for (const Entrant &player : players) {
        QJsonObject object { { "id", player.name }, { "name", player.name },
            { "birth_year", player.birthYear } };
        if (player.rating > 0)
            object.insert(
                "dwz", QJsonObject { { "rating", player.rating }, { "index", player.index } });
        playerArray.append(object);
    }
    QJsonArray gameArray;
    for (const QStringList &game : games)
        gameArray.append(
            QJsonObject { { "white", game[0] }, { "black", game[1] }, { "result", game[2] } });
    return { { "format", "ratingdesk-event" }, { "version", 1 }, { "system", "dwz" },
        { "event", QJsonObject { { "name", name }, { "end_date", endDate } } },
        { "players", playerArray }, { "games", gameArray } };
}

qint64 importAndCommit(Database &database, const QJsonObject &document)
{
    qint64 id = 0;
    {
        Transaction transaction(database);
        id = EventRepository(database).importEvent(parse(document));
        transaction.commit();
    }
    EvaluationService service(database);
    service.commit(service.preview(id));
    return id;
}

qint64 playerNamed(Database &database, const QString &name, int birthYear)
{
    for (const PlayerSummary &player : PlayerRepository(database).players(name)) {
        if (player.name == name && player.birthYear == birthYear)
            return player.id;
    }
    qFatal("no player %s (%d)", qPrintable(name), birthYear);
}

// Every stored after-state, by event and player number.
QStringList storedRatings(Database &database)
{
    Rows query = database.run(QStringLiteral(
        "SELECT event_id, player_id, after FROM evaluations ORDER BY event_id, player_id"));
    QStringList rows;
    while (query.next())
        rows << query.value(QStringLiteral("event_id")).toString() + QLatin1Char('|')
                + query.value(QStringLiteral("player_id")).toString() + QLatin1Char('|')
                + query.value(QStringLiteral("after")).toString();
    return rows;
}

// Every registry player with his birth and federation ids.
QStringList registry(Database &database)
{
    QStringList rows;
    for (const PlayerSummary &player : PlayerRepository(database).players(QString()))
        rows << QStringLiteral("%1 %2 %3 %4")
                    .arg(player.id)
                    .arg(player.name)
                    .arg(player.birthYear.value_or(0))
                    .arg(player.federationIds.join(QLatin1Char(',')));
    return rows;
}

// Spring: Anna (1970) beats Bernd. Autumn: "Anna" born 1971 — the same woman, entered with a
// wrong year, so a second player — draws with Carl.
struct TwoAnnas {
    qint64 spring = 0;
    qint64 autumn = 0;
    qint64 anna = 0;
    qint64 secondAnna = 0;
};

TwoAnnas twoAnnas(Database &database)
{
    TwoAnnas club;
    club.spring = importAndCommit(database,
        dwzEvent("Spring", "2025-04-01",
            { { "Anna", 1970, 1600, 10 }, { "Bernd", 1970, 1500, 10 } },
            { { "Anna", "Bernd", "1-0" } }));
    // Anna and Carl drew, a tie the arbiter ordered Carl first.
    QJsonObject autumn = dwzEvent("Autumn", "2025-10-01",
        { { "Anna", 1971, 1600, 10 }, { "Carl", 1970, 1550, 10 } },
        { { "Anna", "Carl", "1/2-1/2" } });
    QJsonObject autumnEvent = autumn.value("event").toObject();
    autumnEvent.insert("tie_orders", QJsonArray { QJsonArray { "Carl", "Anna" } });
    autumn.insert("event", autumnEvent);
    club.autumn = importAndCommit(database, autumn);
    club.anna = playerNamed(database, "Anna", 1970);
    club.secondAnna = playerNamed(database, "Anna", 1971);
    PlayerRepository players(database);
    PlayerDetails second = players.player(club.secondAnna);
    second.federationIds[QStringLiteral("dsb")] = QStringLiteral("C0101-42");
    players.savePlayer(second);
    return club;
}

} // namespace

class TestPlayerIdentity : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    void aPickedPlayerIsTakenByHisIdWithHisState()
    {
        // Two "Weber, Jürgen" in the registry; the editor picked the one born 1961, whose
        // starting DWZ is 1850 with index 20. The event names neither birth nor rating.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        PlayerRepository players(database);
        PlayerDetails weber;
        weber.name = QStringLiteral("Weber, Jürgen");
        weber.birthDate = rd::Date { 1961, 3, 2 };
        weber.startingRatings.dwz = rd::DwzState { 1850, 20, {}, {}, {} };
        const qint64 picked = players.savePlayer(weber);
        PlayerDetails namesake;
        namesake.name = weber.name;
        const qint64 other = players.savePlayer(namesake);
        PlayerDetails meyer;
        meyer.name = QStringLiteral("Meyer, Anna");
        meyer.birthYear = 1990;
        const qint64 anna = players.savePlayer(meyer);
        const QStringList before = registry(database);

        rd::EventInput event
            = parse(dwzEvent("Club night", "2026-11-20", { { "x", 1970, 0, 0 } }, {}));
        rd::PlayerInput first;
        first.id = "1";
        first.registryId = picked;
        first.name = "Weber, Jürgen";
        rd::PlayerInput second;
        second.id = "2";
        second.registryId = anna;
        second.name = "Meyer, Anna";
        event.players = { first, second };
        event.chessGames.push_back({ 1, "1", "2", rd::GameResult::WhiteWins });
        EventRepository events(database);
        qint64 eventId = 0;
        {
            Transaction transaction(database);
            eventId = events.importEvent(event);
            events.replaceEvent(eventId, event); // as the editor stores each change
            transaction.commit();
        }
        // No player was created: the two picked are in the event, the namesake is not.
        QCOMPARE(registry(database), before);
        QCOMPARE(events.playersOf(eventId), (std::vector<qint64> { picked, anna }));
        QVERIFY(other != picked);
        // The preview rates him with the registry's starting state (the one saved above).
        const Plan plan = EvaluationService(database).preview(eventId);
        const rd::PlayerInput &rated = plan.evaluations.front().input.players.front();
        QVERIFY(rated.dwz && rated.dwz->rating);
        QCOMPARE(*rated.dwz->rating, 1850);
        QCOMPARE(rated.dwz->index, 20);
    }

    void aPlayerGoneFromTheRegistryIsNamedAndNothingIsStored()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        rd::EventInput event
            = parse(dwzEvent("Club night", "2026-11-20", { { "Meyer", 1990, 0, 0 } }, {}));
        event.players.front().registryId = 99;
        Transaction transaction(database);
        try {
            EventRepository(database).importEvent(event);
            QFAIL("a missing registry player was stored");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), DatabaseError::Kind::NotFound);
            QVERIFY2(error.userMessage().contains("Meyer") && error.userMessage().contains("99"),
                qPrintable(error.userMessage()));
        }
    }

    void aMergeIsShownFirstThenMovesEventsAndIdsAndRatesAgain()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        const TwoAnnas club = twoAnnas(database);
        const QStringList ratingsBefore = storedRatings(database);
        const QStringList registryBefore = registry(database);

        PlayerMerge merge(database);
        const PlayerDetails merged = merge.mergedDetails(club.anna, club.secondAnna);
        QCOMPARE(merged.name, QStringLiteral("Anna"));
        QCOMPARE(merged.yearOfBirth(), 1970);
        const MergePlan plan = merge.preview(merged, club.secondAnna);
        // The preview writes nothing and lists the autumn rating that changes: Anna now comes
        // to autumn from spring (index 11) instead of the document's 1600/10.
        QCOMPARE(storedRatings(database), ratingsBefore);
        QCOMPARE(registry(database), registryBefore);
        QVERIFY(std::any_of(plan.ratings.changes.begin(), plan.ratings.changes.end(),
            [&](const RatingChange &change) {
                return change.event.id == club.autumn && change.playerId == club.anna;
            }));

        EventRepository events(database);
        const auto tieOrder
            = [&] { return events.document(club.autumn).event.properties.tieOrders; };
        const std::string carl = std::to_string(events.playersOf(club.autumn).back());
        using Orders = std::vector<std::vector<std::string>>;
        // The arbiter's order names the players as the store does, by their numbers.
        QCOMPARE(tieOrder(), (Orders { { carl, std::to_string(club.secondAnna) } }));
        const MergeRecord record = merge.commit(plan);
        QCOMPARE(events.playersOf(club.autumn).front(), club.anna);
        QCOMPARE(PlayerRepository(database).playerWithFederationId("dsb", "C0101-42"), club.anna);
        QVERIFY_THROWS_EXCEPTION(DatabaseError, PlayerRepository(database).player(club.secondAnna));
        // One history now (DWZ: each evaluation raises the index by one, 10 -> 11 in spring;
        // autumn starts where spring ended).
        const auto history = HistoryRepository(database).history(club.anna, rd::RatingSystem::Dwz);
        QCOMPARE(history.size(), std::size_t { 2 });
        QCOMPARE(std::get<rd::DwzRating>(history[0].after).index, 11);
        QCOMPARE(history[1].before, history[0].after);
        QCOMPARE(record.removedEvents, std::vector<qint64> { club.autumn });
        // The order of the tie names the merged player, and the event reads back as valid.
        QCOMPARE(tieOrder(), (Orders { { carl, std::to_string(club.anna) } }));
        QVERIFY(rd::io::readEventDocument(
            rd::io::writeEventDocument(events.document(club.autumn), false))
                    .event);

        // Split back: both players, their events and every stored rating as before.
        merge.split(record, merge.previewSplit(record));
        QCOMPARE(registry(database), registryBefore);
        QCOMPARE(storedRatings(database), ratingsBefore);
        QCOMPARE(events.playersOf(club.autumn).front(), club.secondAnna);
        QCOMPARE(tieOrder(), (Orders { { carl, std::to_string(club.secondAnna) } }));
    }

    void twoPlayersOfOneEventAreNotMerged()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        const TwoAnnas club = twoAnnas(database);
        const QStringList registryBefore = registry(database);
        const qint64 bernd = playerNamed(database, "Bernd", 1970);
        PlayerMerge merge(database);
        try {
            merge.preview(merge.mergedDetails(club.anna, bernd), bernd);
            QFAIL("two players of one event were merged");
        } catch (const DatabaseError &error) {
            QVERIFY2(error.userMessage().contains("Spring"), qPrintable(error.userMessage()));
        }
        QCOMPARE(registry(database), registryBefore);
    }
};

QTEST_GUILESS_MAIN(TestPlayerIdentity)
#include "tst_playeridentity.moc"
