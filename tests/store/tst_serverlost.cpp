// A server that goes away in the middle of a change: the connection's server process is ended
// from a second connection (pg_terminate_backend, as an administrator or a restarting server
// does) before the change is committed. The user is told that the connection was lost, in the
// sentence that says the change may or may not have been saved, and the database holds what it
// held before. On a server only (RD_TEST_BACKEND=postgresql).
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/PlayerRepository.h"
#include "tests/DatabaseLocation.h"

#include <QTest>

using namespace rd::store;
using namespace rd::model;
using rd::test::DatabaseLocation;

namespace {

const QString kLost = QStringLiteral(
    "The connection to the database server was lost; what was being saved may or may not have "
    "been saved. Connect again and look before you repeat it.");

QStringList playerNames(Database &database)
{
    QStringList names;
    for (const auto &player : PlayerRepository(database).players({}))
        names << player.name;
    return names;
}

PlayerDetails named(const char *name)
{
    PlayerDetails player;
    player.name = QString::fromUtf8(name);
    return player;
}

// Ends the server process that serves `database`, from a connection of its own.
void endTheServerProcessOf(Database &database, const QString &location)
{
    Rows own = database.run(QStringLiteral("SELECT pg_backend_pid() AS pid"));
    QVERIFY(own.next());
    const qint64 pid = own.value(QStringLiteral("pid")).toLongLong();
    own.finish();
    Database other(location, Database::Opening::ReadWrite);
    Rows ended = other.run(QStringLiteral("SELECT pg_terminate_backend(?) AS ended"), { pid });
    QVERIFY(ended.next());
    QVERIFY(ended.value(QStringLiteral("ended")).toBool());
}

// A rated club game of two players, as a draft.
qint64 importTwoPlayerEvent(Database &database)
{
    const auto read = rd::io::readEventDocument(R"({
      "format": "ratingdesk-event", "version": 1, "system": "dwz",
      "event": { "name": "Club evening", "end_date": "2026-03-29" },
      "players": [ { "id": "1", "name": "Meyer, Anna", "dwz": { "rating": 1650, "index": 12 } },
                   { "id": "2", "name": "Kurz, Bernd", "dwz": { "rating": 1580, "index": 30 } } ],
      "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ]
    })");
    if (!read.event)
        qFatal("invalid test document");
    Transaction transaction(database);
    const qint64 id = EventRepository(database).importEvent(*read.event);
    transaction.commit();
    return id;
}

} // namespace

class TestServerLost : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("a connection is lost only on a server (RD_TEST_BACKEND=postgresql)");
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    // A player added in a transaction whose connection ends before the commit.
    void aCommitWithoutItsServerIsSaidLost()
    {
        DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateNew);
        PlayerRepository(database).savePlayer(named("Meyer, Anna"));
        const QStringList before = playerNames(database);
        try {
            Transaction transaction(database);
            PlayerRepository(database).savePlayer(named("Kurz, Bernd"));
            endTheServerProcessOf(database, location.location());
            transaction.commit();
            QFAIL("a commit without its server was taken for saved");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), DatabaseError::Kind::Lost);
            QCOMPARE(error.userMessage(), kLost);
        }
        Database again(location.location(), Database::Opening::ReadOnly);
        QCOMPARE(playerNames(again), before);
    }

    // The commit of an evaluation (the event rated, its players' ratings written) whose
    // connection ends after the preview: lost, and the event is still a draft.
    void anEvaluationWithoutItsServerIsSaidLost()
    {
        DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateNew);
        const qint64 event = importTwoPlayerEvent(database);
        EvaluationService service(database);
        const Plan plan = service.preview(event);
        endTheServerProcessOf(database, location.location());
        try {
            service.commit(plan);
            QFAIL("an evaluation without its server was taken for saved");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), DatabaseError::Kind::Lost);
            QCOMPARE(error.userMessage(), kLost);
        }
        Database again(location.location(), Database::Opening::ReadOnly);
        const auto summary = EventRepository(again).summary(event);
        QVERIFY(summary);
        QCOMPARE(summary->status, EventStatus::Draft);
    }
};

QTEST_GUILESS_MAIN(TestServerLost)
#include "tst_serverlost.moc"
