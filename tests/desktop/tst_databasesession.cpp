// The desktop's application layer without a window: the session says what changed
// (eventsChanged, playersChanged, claimsChanged) whenever an operation changes the database, so
// that the windows listen instead of reloading by hand; it holds the session lock of a file and
// follows the claims other desktops hold on a server (docs/database.md "Who edits which event").
#include "desktop/DatabaseSession.h"
#include "desktop/EventOperations.h"
#include "desktop/PlayerOperations.h"
#include "engine/rating/RuleSets.h"
#include "engine/store/EditingLocks.h"
#include "tests/DatabaseLocation.h"
#include "tests/EmptyDraft.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using rd::desktop::DatabaseSession;
using rd::desktop::EventOperations;
using rd::desktop::PlayerOperations;
using rd::store::EditingLocks;
using Opening = rd::desktop::Opening;
using rd::test::DatabaseLocation;

namespace {

const EditingLocks::Editor kAnna { QStringLiteral("anna"), QStringLiteral("club-pc"), {} };

rd::EventInput emptyDraft(const QString &name)
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.name = name.toStdString();
    event.event.endDate = rd::Date { 2026, 11, 23 };
    event.ruleset = rd::defaultRuleSet(event.system, event.event.endDate).name;
    return event;
}

// The signals of a session, counted.
struct Spies {
    explicit Spies(DatabaseSession &session)
        : events(&session, &DatabaseSession::eventsChanged)
        , players(&session, &DatabaseSession::playersChanged)
        , claims(&session, &DatabaseSession::claimsChanged)
    {
    }

    void clear()
    {
        events.clear();
        players.clear();
        claims.clear();
    }

    QSignalSpy events;
    QSignalSpy players;
    QSignalSpy claims;
};

} // namespace

namespace {

// The user's answer when asked to open a database read-only: no.
bool refuse(const QString &)
{
    return false;
}

} // namespace

class TestDatabaseSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    void openingSaysEverythingChanged()
    {
        const DatabaseLocation club;
        DatabaseSession session;
        QVERIFY(!session.isOpen());
        QSignalSpy switching(&session, &DatabaseSession::aboutToSwitch);
        QSignalSpy opened(&session, &DatabaseSession::opened);
        Spies spies(session);
        QVERIFY(*session.open(club.location(), Opening::CreateIfMissing, refuse));
        QVERIFY(session.isWritable());
        QCOMPARE(switching.count(), 1);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(spies.events.count(), 1);
        QCOMPARE(spies.players.count(), 1);
        // Nobody else edits anything: no claim to tell of.
        QCOMPARE(spies.claims.count(), 0);
    }

    void aDatabaseThatDoesNotOpenLeavesTheOpenOne()
    {
        const DatabaseLocation club;
        DatabaseSession session;
        QVERIFY(*session.open(club.location(), Opening::CreateIfMissing, refuse));
        const QString path = session.path();
        QSignalSpy switching(&session, &DatabaseSession::aboutToSwitch);
        Spies spies(session);
        // A file that is no database (store::DatabaseError, NotADatabase).
        QTemporaryDir dir;
        const QString notes = dir.filePath(QStringLiteral("notes.sqlite"));
        QFile file(notes);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Round 1: Anna - Ben 1-0\n");
        file.close();
        const auto refused = session.open(notes, Opening::ReadWrite, refuse);
        QVERIFY(!refused);
        // The user's words of the file's recognition (engine/store/FileRecognition), naming the
        // file; the technical words go to the log only.
        QCOMPARE(refused.failure().sentence,
            QStringLiteral("%1 is not a ratingdesk database (nor any database ratingdesk can read, "
                           "or its first bytes are damaged); it was left as it was. Choose the "
                           "database file.")
                .arg(notes));
        QVERIFY(!refused.failure().detail.empty());
        QCOMPARE(session.path(), path);
        QVERIFY(session.isWritable());
        QCOMPARE(switching.count(), 0);
        QCOMPARE(spies.events.count(), 0);
    }

    void aSecondSessionOfAFileIsReadOnly()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("a server is shared by several desktops and has no session lock");
        const DatabaseLocation club;
        DatabaseSession first;
        QVERIFY(*first.open(club.location(), Opening::CreateIfMissing, refuse));
        QString inUse;
        DatabaseSession second;
        QVERIFY(*second.open(club.location(), Opening::ReadWrite, [&inUse](const QString &why) {
            inUse = why;
            return true;
        }));
        // SessionLock::inUseSentence: "… is open in … on host …. Close it there first, …"
        QVERIFY2(inUse.contains(QStringLiteral("Close it there first")), qPrintable(inUse));
        QVERIFY(second.isOpen());
        QVERIFY(second.isReadOnly());
        QVERIFY(!second.isWritable());
    }

    void eventOperationsSayEventsChanged()
    {
        const DatabaseLocation club;
        DatabaseSession session;
        QVERIFY(*session.open(club.location(), Opening::CreateIfMissing, refuse));
        EventOperations events(session);
        Spies spies(session);

        const qint64 draft = *events.addDraft(emptyDraft(QStringLiteral("Club night")));
        QCOMPARE(spies.events.count(), 1);
        QCOMPARE(spies.players.count(), 0);
        QCOMPARE(events.events()->size(), std::size_t(1));
        bool typed = false;
        QCOMPARE(QString::fromStdString(events.content(draft, &typed)->event.event.name),
            QStringLiteral("Club night"));
        QVERIFY(typed); // kept as typed from the start

        const qint64 copy = *events.duplicate(draft);
        QCOMPARE(spies.events.count(), 2);
        QCOMPARE((*events.summary(copy))->name, QStringLiteral("Club night (copy)"));

        QVERIFY(events.deleteEvent(draft));
        QCOMPARE(spies.events.count(), 3);
        QVERIFY(!*events.summary(draft));
        QCOMPARE(events.events()->size(), std::size_t(1));
        QCOMPARE(spies.players.count(), 0);
        QCOMPARE(spies.claims.count(), 0);
    }

    void playerOperationsSayPlayersChanged()
    {
        const DatabaseLocation club;
        DatabaseSession session;
        QVERIFY(*session.open(club.location(), Opening::CreateIfMissing, refuse));
        PlayerOperations players(session);
        Spies spies(session);
        rd::model::PlayerDetails anna;
        anna.name = QStringLiteral("Anna Schmidt");
        const qint64 id = *players.savePlayer(anna);
        QCOMPARE(spies.players.count(), 1);
        QCOMPARE(spies.events.count(), 0);
        QCOMPARE(players.player(id)->name, QStringLiteral("Anna Schmidt"));
        QCOMPARE(players.players(QStringLiteral("schmidt"))->size(), std::size_t(1));
    }

    void claimsOfOtherDesktopsAreFollowed()
    {
        const DatabaseLocation club;
        DatabaseSession session;
        QVERIFY(*session.open(club.location(), Opening::CreateIfMissing, refuse));
        const qint64 event = *EventOperations(session).addDraft(emptyDraft(QStringLiteral("Cup")));
        rd::store::Database annasDatabase(club.location());
        EditingLocks anna(annasDatabase, kAnna);
        QVERIFY(!anna.claim(event));
        Spies spies(session);
        QVERIFY(session.followClaims());
        if (!DatabaseLocation::onPostgresql()) {
            // A file is one desktop's as a whole: nobody else can be editing.
            QCOMPARE(spies.claims.count(), 0);
            QVERIFY(session.othersEditing().isEmpty());
            QVERIFY(!*session.claim(event));
            return;
        }
        QCOMPARE(spies.claims.count(), 1);
        QCOMPARE(
            session.othersEditing().value(event).describe(), QStringLiteral("anna on club-pc"));
        QVERIFY(*session.claim(event)); // refused: Anna has it
        // Asked again with nothing new, nothing is said.
        QVERIFY(session.followClaims());
        QCOMPARE(spies.claims.count(), 1);
        anna.release(event);
        QVERIFY(session.followClaims());
        QCOMPARE(spies.claims.count(), 2);
        QVERIFY(session.othersEditing().isEmpty());
        QVERIFY(!*session.claim(event));
        session.release(event);
        QCOMPARE(spies.events.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDatabaseSession)
#include "tst_databasesession.moc"
