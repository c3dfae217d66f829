// Who edits which event (docs/database.md "Who edits which event"): two desktops on one server,
// each its own connection; the second is refused an event the first edits and is told who has it
// and since when, until the first lets it go or its connection ends. A SQLite file belongs to one
// desktop session as a whole, so claims there always succeed and write nothing.
#include "engine/store/EditingLocks.h"
#include "engine/store/EventRepository.h"
#include "tests/DatabaseLocation.h"
#include "tests/EmptyDraft.h"

#include <QTest>

#include <memory>

using namespace rd::store;
using rd::test::addEmptyDraft;
using rd::test::DatabaseLocation;

namespace {

const EditingLocks::Editor kAnna { QStringLiteral("anna"), QStringLiteral("club-pc"), {} };
const EditingLocks::Editor kBen { QStringLiteral("ben"), QStringLiteral("office"), {} };

int editorRows(Database &database)
{
    Rows rows = database.run(QStringLiteral("SELECT count(*) AS n FROM event_editors"));
    return rows.next() ? rows.value(QStringLiteral("n")).toInt() : -1;
}

} // namespace

class TestEditingLocks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    void onAFileEveryClaimSucceeds()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about a SQLite file, which the session lock gives one desktop as a whole");
        const DatabaseLocation club;
        Database first(club.location(), Database::Opening::CreateIfMissing);
        Database second(club.location(), Database::Opening::CreateIfMissing);
        const qint64 event = addEmptyDraft(first, QStringLiteral("Club night"));
        EditingLocks anna(first, kAnna);
        EditingLocks ben(second, kBen);
        // Two connections to one file are one desktop's: nobody else can be editing.
        QVERIFY(!anna.claim(event));
        QVERIFY(!ben.claim(event));
        QVERIFY(anna.holds(event));
        QVERIFY(ben.othersEditing().isEmpty());
        // Nothing is written, so nothing can be left behind by a crash.
        QCOMPARE(editorRows(first), 0);
        anna.release(event);
        QVERIFY(!anna.holds(event));
    }

    void theSecondDesktopIsToldWhoEditsUntilTheFirstReleases()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("two desktops share a database only on a server");
        const DatabaseLocation club;
        Database first(club.location(), Database::Opening::CreateIfMissing);
        Database second(club.location(), Database::Opening::CreateIfMissing);
        const qint64 event = addEmptyDraft(first, QStringLiteral("Club night"));
        const qint64 other = addEmptyDraft(first, QStringLiteral("Rapid"));
        EditingLocks anna(first, kAnna);
        EditingLocks ben(second, kBen);

        // The time is kept to the second: the claim's time lies between these two.
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
        QVERIFY(!anna.claim(event));
        const QDateTime after = QDateTime::currentDateTimeUtc();
        const auto refused = ben.claim(event);
        QVERIFY(refused);
        QCOMPARE(refused->user, QStringLiteral("anna"));
        QCOMPARE(refused->host, QStringLiteral("club-pc"));
        QVERIFY(refused->since >= before && refused->since <= after);
        QVERIFY(EditingLocks::readOnlySentence(*refused).startsWith(
            QStringLiteral("anna on club-pc has been editing this event since ")));
        // Another event is free for Ben meanwhile.
        QVERIFY(!ben.claim(other));

        // Each sees the other's claim and not its own.
        const auto editedForBen = ben.othersEditing();
        QCOMPARE(editedForBen.keys(), QList<qint64> { event });
        QCOMPARE(editedForBen.value(event).user, QStringLiteral("anna"));
        QCOMPARE(anna.othersEditing().keys(), QList<qint64> { other });

        anna.release(event);
        QVERIFY(!ben.claim(event));
        // Now Anna is refused and told it is Ben's.
        const auto nowBens = anna.claim(event);
        QVERIFY(nowBens);
        QCOMPARE(nowBens->describe(), QStringLiteral("ben on office"));
        ben.release(event);
        ben.release(other);
        // Released claims leave no row.
        QCOMPARE(editorRows(first), 0);
    }

    void aClaimTakenTwiceIsGoneWithOneRelease()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("two desktops share a database only on a server");
        const DatabaseLocation club;
        Database first(club.location(), Database::Opening::CreateIfMissing);
        Database second(club.location(), Database::Opening::CreateIfMissing);
        const qint64 event = addEmptyDraft(first, QStringLiteral("Club night"));
        EditingLocks anna(first, kAnna);
        EditingLocks ben(second, kBen);
        // Opening the event again on the same desktop claims it again.
        QVERIFY(!anna.claim(event));
        QVERIFY(!anna.claim(event));
        anna.release(event);
        QVERIFY(!ben.claim(event));
    }

    void aCrashedDesktopsClaimIsTakenOver()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("two desktops share a database only on a server");
        const DatabaseLocation club;
        Database second(club.location(), Database::Opening::CreateIfMissing);
        const qint64 event = addEmptyDraft(second, QStringLiteral("Club night"));
        EditingLocks ben(second, kBen);
        {
            auto first
                = std::make_unique<Database>(club.location(), Database::Opening::CreateIfMissing);
            EditingLocks anna(*first, kAnna);
            QVERIFY(!anna.claim(event));
            QVERIFY(ben.claim(event));
            // Anna's desktop ends without releasing: only its connection closes.
        }
        // The server ends Anna's session a moment after her connection goes; then her lock is
        // gone, her row is stale, and Ben's claim takes it over.
        QTRY_VERIFY_WITH_TIMEOUT(!ben.claim(event), 10000);
        QCOMPARE(editorRows(second), 1);
        Rows row = second.run(
            QStringLiteral("SELECT user_name FROM event_editors WHERE event_id = ?"), { event });
        QVERIFY(row.next());
        QCOMPARE(row.value(QStringLiteral("user_name")).toString(), QStringLiteral("ben"));
    }

    void workOnAnEventEditedElsewhereIsRefused()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("two desktops share a database only on a server");
        const DatabaseLocation club;
        Database first(club.location(), Database::Opening::CreateIfMissing);
        Database second(club.location(), Database::Opening::CreateIfMissing);
        const qint64 event = addEmptyDraft(first, QStringLiteral("Club night"));
        EditingLocks anna(first, kAnna);
        EditingLocks ben(second, kBen);
        QVERIFY(!anna.claim(event));
        bool ran = false;
        try {
            ben.whileClaimed(event, [&] { ran = true; });
            QFAIL("Ben's work ran while Anna edits the event");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), DatabaseError::Kind::Busy);
            QVERIFY(error.userMessage().startsWith(QStringLiteral("anna on club-pc")));
        }
        QVERIFY(!ran);
        // Anna's own work runs under her claim, which stays.
        anna.whileClaimed(event, [&] { ran = true; });
        QVERIFY(ran);
        QVERIFY(anna.holds(event));
        anna.release(event);
        // Free, Ben's work runs under a claim taken for the while and let go after it.
        ran = false;
        ben.whileClaimed(event, [&] {
            ran = true;
            QVERIFY(anna.claim(event));
        });
        QVERIFY(ran);
        QVERIFY(!ben.holds(event));
        QVERIFY(!anna.claim(event));
        anna.release(event);
    }

    void deletingAnEventDropsItsClaim()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const qint64 event = addEmptyDraft(database, QStringLiteral("Club night"));
        EditingLocks anna(database, kAnna);
        QVERIFY(!anna.claim(event));
        anna.whileClaimed(event, [&] {
            Transaction transaction(database);
            EventRepository(database).deleteEvent(event);
            transaction.commit();
        });
        // The row went with the event (ON DELETE CASCADE); releasing it after is harmless.
        QCOMPARE(editorRows(database), 0);
        anna.release(event);
        QVERIFY(!anna.holds(event));
    }
};

QTEST_GUILESS_MAIN(TestEditingLocks)
#include "tst_editinglocks.moc"
