// Backups: a consistent copy while another connection writes, restoring only a sound backup of
// ours into a new database, the rolling backups before a re-rating and the backup kept before a
// migration. On SQLite, and with RD_TEST_BACKEND=postgresql the copy and restore on the server.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/DatabaseBackup.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/Schema.h"
#include "tests/DatabaseLocation.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <mutex>
#include <thread>
#include <tuple>
#include <vector>

using namespace rd::store;
using namespace rd::model;
using rd::test::DatabaseLocation;

namespace {

// A DWZ event of adults (born 1970) ending on `endDate`: `players` as {name, rating, index},
// `games` as {white, black, result} by name.
rd::EventInput dwzEvent(const QString &name, const QString &endDate,
    const QList<std::tuple<QString, int, int>> &players, const QList<QStringList> &games)
{
    QJsonArray playerArray;
    for (const auto &[player, rating, index] : players)
        playerArray.append(
            QJsonObject { { "id", player }, { "name", player }, { "birth_year", 1970 },
                { "dwz", QJsonObject { { "rating", rating }, { "index", index } } } });
    QJsonArray gameArray;
    for (const QStringList &game : games)
        gameArray.append(
            QJsonObject { { "white", game[0] }, { "black", game[1] }, { "result", game[2] } });
    const QJsonObject document { { "format", "ratingdesk-event" }, { "version", 1 },
        { "system", "dwz" }, { "event", QJsonObject { { "name", name }, { "end_date", endDate } } },
        { "players", playerArray }, { "games", gameArray } };
    const auto read = rd::io::readEventDocument(QJsonDocument(document).toJson());
    if (!read.event)
        qFatal("invalid test document: %s", qPrintable(read.errors.first().toString()));
    return *read.event;
}

const QList<std::tuple<QString, int, int>> kClub = { { "Anna", 1650, 12 }, { "Bernd", 1580, 30 } };

qint64 addEvent(Database &database, const rd::EventInput &event)
{
    qint64 id = 0;
    runInTransaction(database, [&] { id = EventRepository(database).importEvent(event); });
    return id;
}

// The rows of `table`.
qint64 count(Database &database, const QString &table)
{
    Rows rows = database.run(QStringLiteral("SELECT count(*) AS n FROM %1").arg(table));
    return rows.next() ? rows.value(QStringLiteral("n")).toLongLong() : -1;
}

QByteArray checksum(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// One statement on a SQLite file, without ratingdesk's Database (which would migrate it).
QString sqliteValue(const QString &path, const QString &sql)
{
    const QString connection = QStringLiteral("raw-sqlite");
    QString value;
    {
        QSqlDatabase file = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        file.setDatabaseName(path);
        QSqlQuery query(file);
        if (file.open() && query.exec(sql) && query.next())
            value = query.value(0).toString();
        query.finish();
        file.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return value;
}

// A SQLite file as schema `version` left it (the migrations up to it and the version in its
// header), with an event named `eventName`.
void writeOldDatabase(const QString &path, int version, const QString &eventName)
{
    const QString connection = QStringLiteral("old-database");
    {
        QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        old.setDatabaseName(path);
        QVERIFY(old.open());
        QSqlQuery query(old);
        for (int next = 1; next <= version; ++next) {
            for (const QString &statement : migrationTo(next, rd::store::Location::Kind::Sqlite))
                QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
        }
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        QVERIFY(query.prepare(
            QStringLiteral("INSERT INTO events (id, name, system, ruleset, end_date, status,"
                           " entry_sequence) VALUES (7, ?, 'dwz', 'dwz-2016', '2025-10-12',"
                           " 'draft', 1)")));
        query.addBindValue(eventName);
        QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
        query.finish();
        old.close();
    }
    QSqlDatabase::removeDatabase(connection);
}

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files, QDir::Name);
}

} // namespace

class TestBackup : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    void aBackupWhileAnotherConnectionWritesHoldsExactlyWhatWasCommitted()
    {
        // A writer adds events of two players, one transaction each, while the backup is made.
        // The copy holds the events committed before some moment and nothing of any other: ids
        // from the first on without a gap, each event with both its players, as many as were
        // committed before the backup began at least and after it ended at most.
        const DatabaseLocation club;
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("copy.sqlite"));
        Database database(club.location(), Database::Opening::CreateIfMissing);
        std::atomic<int> committed { 0 };
        std::atomic<bool> stop { false };
        std::vector<qint64> ids;
        std::mutex idsMutex;
        std::thread writer([&] {
            Database own(club.location());
            for (int i = 1; !stop && i <= 2000; ++i) {
                const qint64 id = addEvent(own,
                    dwzEvent(QStringLiteral("Evening %1").arg(i), QStringLiteral("2026-01-01"),
                        kClub, {}));
                {
                    const std::lock_guard lock(idsMutex);
                    ids.push_back(id);
                }
                ++committed;
            }
        });
        QTRY_VERIFY_WITH_TIMEOUT(committed >= 20, 30000);
        const int before = committed;
        backupDatabase(database, file);
        const int after = committed;
        QTRY_VERIFY_WITH_TIMEOUT(committed >= after + 5, 30000); // it went on writing
        stop = true;
        writer.join();

        Database copy(file);
        QCOMPARE(copy.integrityCheck(), QStringLiteral("ok"));
        const qint64 events = count(copy, QStringLiteral("events"));
        QVERIFY2(events >= before && events <= after,
            qPrintable(QStringLiteral("%1 events, %2 to %3 committed")
                           .arg(events)
                           .arg(before)
                           .arg(after)));
        Rows rows = copy.run(QStringLiteral(
            "SELECT e.id AS id, count(p.player_id) AS players FROM events e"
            " LEFT JOIN event_players p ON p.event_id = e.id GROUP BY e.id ORDER BY e.id"));
        std::size_t index = 0;
        while (rows.next()) {
            QCOMPARE(rows.value(QStringLiteral("id")).toLongLong(), ids.at(index++)); // in order
            QCOMPARE(rows.value(QStringLiteral("players")).toInt(), 2); // Anna and Bernd
        }
        QCOMPARE(qint64(index), events);
        // `db check`: intact, and every stored rating equals its recomputation.
        EvaluationService service(copy);
        for (auto system :
            { rd::RatingSystem::Dwz, rd::RatingSystem::Uscf, rd::RatingSystem::Sagc })
            QVERIFY(service.rerate(system).empty());
    }

    void aBackupIsOneFileAndNeverReplacesOne()
    {
        const DatabaseLocation club;
        QTemporaryDir dir;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        addEvent(database,
            dwzEvent(QStringLiteral("Spring"), QStringLiteral("2025-04-01"), kClub,
                { { "Anna", "Bernd", "1-0" } }));
        const QString file = dir.filePath(QStringLiteral("copy.sqlite"));
        backupDatabase(database, file);
        // A rollback journal, nothing beside it: the file alone can be carried elsewhere.
        QCOMPARE(filesIn(dir.path()), QStringList { QStringLiteral("copy.sqlite") });
        QCOMPARE(
            sqliteValue(file, QStringLiteral("PRAGMA journal_mode")), QStringLiteral("delete"));
        const QByteArray written = checksum(file);
        try {
            backupDatabase(database, file);
            QFAIL("a backup replaced a file");
        } catch (const DatabaseError &error) {
            QVERIFY2(error.userMessage().contains(QStringLiteral("exists already")),
                qPrintable(error.userMessage()));
        }
        QCOMPARE(checksum(file), written);
        QCOMPARE(filesIn(dir.path()), QStringList { QStringLiteral("copy.sqlite") });
    }

    void restoreCreatesAWorkingNewDatabase()
    {
        // A backup of a file with a rated event, restored into this test's database (a new file,
        // or an empty database on the server): the same event and ratings, and it rates on.
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("club.sqlite"));
        const QString file = dir.filePath(QStringLiteral("backup.sqlite"));
        {
            Database database(source, Database::Opening::CreateNew);
            const qint64 spring = addEvent(database,
                dwzEvent(QStringLiteral("Spring"), QStringLiteral("2025-04-01"), kClub,
                    { { "Anna", "Bernd", "1-0" } }));
            EvaluationService(database).rateAndCommit(spring);
            backupDatabase(database, file);
        }
        const QByteArray backup = checksum(file);
        const DatabaseLocation restored;
        restoreDatabase(file, restored.location());
        QCOMPARE(checksum(file), backup); // only read
        Database database(restored.location());
        QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
        QCOMPARE(count(database, QStringLiteral("events")), qint64 { 1 });
        // One evaluation row per player of the rated event: Anna and Bernd.
        QCOMPARE(count(database, QStringLiteral("evaluations")), qint64 { 2 });
        const qint64 autumn = addEvent(database,
            dwzEvent(QStringLiteral("Autumn"), QStringLiteral("2025-10-01"), kClub,
                { { "Bernd", "Anna", "1-0" } }));
        EvaluationService service(database);
        service.rateAndCommit(autumn);
        QVERIFY(service.rerate(rd::RatingSystem::Dwz).empty());
    }

    void restoreRefusesWhatIsNoSoundBackupOfOurs()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about backup files and targets that are files");
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.sqlite"));
        {
            Database database(
                dir.filePath(QStringLiteral("club.sqlite")), Database::Opening::CreateNew);
            addEvent(database,
                dwzEvent(QStringLiteral("Spring"), QStringLiteral("2025-04-01"), kClub,
                    { { "Anna", "Bernd", "1-0" } }));
            backupDatabase(database, good);
        }
        // Damaged: a page in the middle overwritten (the file has far more than 8 pages of
        // 4096 bytes: a page at least for each of its tables and indexes).
        const QString damaged = dir.filePath(QStringLiteral("damaged.sqlite"));
        QVERIFY(QFile::copy(good, damaged));
        {
            QFile file(damaged);
            QVERIFY(file.size() > 8 * 4096);
            QVERIFY(file.open(QIODevice::ReadWrite));
            file.seek(4 * 4096);
            file.write(QByteArray(4096, '\xA5'));
        }
        // Foreign: another program's SQLite file; and a text file.
        const QString foreign = dir.filePath(QStringLiteral("foreign.sqlite"));
        sqliteValue(foreign, QStringLiteral("CREATE TABLE t (a)"));
        const QString text = dir.filePath(QStringLiteral("notes.txt"));
        {
            QFile file(text);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("Bring the clocks on Friday.\n");
        }
        // Newer: ours, but of a version after this one's.
        const QString newer = dir.filePath(QStringLiteral("newer.sqlite"));
        QVERIFY(QFile::copy(good, newer));
        sqliteValue(
            newer, QStringLiteral("PRAGMA user_version = %1").arg(Database::kSchemaVersion + 1));

        const QList<std::pair<QString, QString>> refusals = {
            { damaged, QStringLiteral("damaged") },
            { foreign, QStringLiteral("not a ratingdesk backup") },
            { text, QStringLiteral("not a ratingdesk backup") },
            { newer, QStringLiteral("newer ratingdesk") },
            { dir.filePath(QStringLiteral("missing.sqlite")), QStringLiteral("no backup at") },
        };
        for (const auto &[backup, said] : refusals) {
            const QByteArray before = checksum(backup);
            const QString target = dir.filePath(QStringLiteral("restored.sqlite"));
            try {
                restoreDatabase(backup, target);
                QFAIL(qPrintable(backup + QStringLiteral(" was restored")));
            } catch (const DatabaseError &error) {
                QVERIFY2(error.userMessage().contains(said)
                        && error.userMessage().contains(QDir::toNativeSeparators(backup)),
                    qPrintable(error.userMessage()));
            }
            QVERIFY(!QFile::exists(target));
            QVERIFY(!QFile::exists(target + QStringLiteral(".part")));
            QCOMPARE(checksum(backup), before);
        }

        // An existing database is never the target, and stays as it was.
        const QString existing = dir.filePath(QStringLiteral("club.sqlite"));
        const QByteArray before = checksum(existing);
        try {
            restoreDatabase(good, existing);
            QFAIL("a restore wrote over a database");
        } catch (const DatabaseError &error) {
            QVERIFY2(error.userMessage().contains(QStringLiteral("never over")),
                qPrintable(error.userMessage()));
        }
        QCOMPARE(checksum(existing), before);
    }

    void backupsBeforeAReratingKeepTheLastOnes()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("a server has no folder beside it");
        // Autumn is rated first; then three late events of the same two players, each rating
        // autumn (and the late ones after it) again: ratings already stored change, so each
        // commit is preceded by a backup. Two are kept.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        Database database(path, Database::Opening::CreateNew);
        AutomaticBackups backups(database);
        QCOMPARE(backups.keptBeforeRerating(), AutomaticBackups::kDefaultKeptBeforeRerating);
        backups.setKeptBeforeRerating(2);
        QCOMPARE(backups.keptBeforeRerating(), 2);
        EvaluationService service(database);
        service.rateAndCommit(addEvent(database,
            dwzEvent(QStringLiteral("Autumn"), QStringLiteral("2025-10-01"), kClub,
                { { "Bernd", "Anna", "1-0" } })));
        // The first rating changes nothing stored: no backup.
        QVERIFY(backups.backupsBeforeRerating().isEmpty());

        const QStringList months = { "04", "05", "06" };
        for (int i = 0; i < months.size(); ++i) {
            const qint64 late = addEvent(database,
                dwzEvent(QStringLiteral("Late %1").arg(i + 1),
                    QStringLiteral("2025-%1-01").arg(months[i]), kClub,
                    { { "Anna", "Bernd", "1-0" } }));
            const Plan plan = service.preview(late);
            QVERIFY(!plan.changes.empty()); // autumn's ratings change
            if (i == 1)
                service.commit(plan); // as the desktop commits a preview
            else
                service.rateAndCommit(late); // as the command line commits
        }
        const QStringList kept = backups.backupsBeforeRerating();
        QCOMPARE(kept.size(), qsizetype { 2 });
        // The two newest: before the second late event (autumn and the first late one rated)
        // and before the third (three rated events).
        for (int i = 0; i < 2; ++i)
            QCOMPARE(sqliteValue(kept[i],
                         QStringLiteral("SELECT count(*) FROM events WHERE status = 'rated'")),
                QString::number(i + 2));

        // None is made when the database says so.
        backups.setKeptBeforeRerating(0);
        const qint64 earliest = addEvent(database,
            dwzEvent(QStringLiteral("Earliest"), QStringLiteral("2025-01-01"), kClub,
                { { "Anna", "Bernd", "0-1" } }));
        service.rateAndCommit(earliest);
        QCOMPARE(backups.backupsBeforeRerating(), kept);
        QVERIFY_THROWS_EXCEPTION(DatabaseError, backups.setKeptBeforeRerating(-1));
    }

    void theBackupBeforeAMigrationIsKeptAndNeverOverwritten()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about a SQLite file and the folder beside it");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sqlite"));
        const QString folder = BackupFolder::of(path);
        QCOMPARE(folder, dir.filePath(QStringLiteral("old.sqlite.backups")));
        writeOldDatabase(path, 5, QStringLiteral("First"));
        {
            Database database(path);
            QCOMPARE(database.schemaVersion(), Database::kSchemaVersion);
        }
        const QStringList first = filesIn(folder);
        QCOMPARE(first.size(), qsizetype { 1 });
        QVERIFY2(first[0].startsWith(QStringLiteral("old-"))
                && first[0].endsWith(QStringLiteral("-version-5.sqlite")),
            qPrintable(first[0]));
        const QString firstBackup = QDir(folder).filePath(first[0]);
        const QByteArray firstChecksum = checksum(firstBackup);
        QCOMPARE(
            sqliteValue(firstBackup, QStringLiteral("PRAGMA user_version")), QStringLiteral("5"));
        QCOMPARE(sqliteValue(firstBackup, QStringLiteral("SELECT name FROM events")),
            QStringLiteral("First"));

        // Another old database in its place, migrated too: a second backup beside the first.
        for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
            QFile::remove(path + suffix);
        writeOldDatabase(path, 5, QStringLiteral("Second"));
        {
            Database database(path);
            QCOMPARE(database.schemaVersion(), Database::kSchemaVersion);
        }
        const QStringList both = filesIn(folder);
        QCOMPARE(both.size(), qsizetype { 2 });
        QCOMPARE(both[0], first[0]);
        QCOMPARE(checksum(firstBackup), firstChecksum);
        QCOMPARE(
            sqliteValue(QDir(folder).filePath(both[1]), QStringLiteral("SELECT name FROM events")),
            QStringLiteral("Second"));
    }

    void aBackupOfTheSameMomentTakesTheNextMillisecond()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        const QDateTime moment(QDate(2026, 11, 27), QTime(18, 5, 9, 412), Qt::UTC);
        const QString first = BackupFolder::newFile(path, QStringLiteral("backup"), moment);
        QCOMPARE(first,
            dir.filePath(
                QStringLiteral("club.sqlite.backups/club-2026-11-27T18-05-09-412Z-backup.sqlite")));
        QVERIFY(QDir().mkpath(BackupFolder::of(path)));
        {
            QFile taken(first);
            QVERIFY(taken.open(QIODevice::WriteOnly));
        }
        QCOMPARE(BackupFolder::newFile(path, QStringLiteral("backup"), moment),
            dir.filePath(
                QStringLiteral("club.sqlite.backups/club-2026-11-27T18-05-09-413Z-backup.sqlite")));
    }

    void aMigrationWhoseBackupFailsSaysSoAndChangesNothing()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about a SQLite file and the folder beside it");
        // A file where the folder of backups would be: the backup cannot be written.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sqlite"));
        writeOldDatabase(path, 5, QStringLiteral("First"));
        {
            QFile blocker(BackupFolder::of(path));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        try {
            Database database(path);
            QFAIL("migrated without a backup");
        } catch (const DatabaseError &error) {
            QVERIFY2(error.userMessage().contains(
                         QStringLiteral("before it is brought up to this version of ratingdesk, "
                                        "a backup of it is written to")),
                qPrintable(error.userMessage()));
            // The file itself can be read: the desktop offers to open it read-only.
            QCOMPARE(error.kind(), DatabaseError::Kind::ReadOnly);
        }
        QCOMPARE(sqliteValue(path, QStringLiteral("PRAGMA user_version")), QStringLiteral("5"));
    }
};

QTEST_GUILESS_MAIN(TestBackup)
#include "tst_backup.moc"
