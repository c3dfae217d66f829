// Opening a SQLite file: what is not ours is refused before a byte of it changes, reading needs
// no write access and leaves nothing beside the file, only creating creates, every refusal is
// its own sentence at once, and a damaged file is never written to.
#include "engine/store/Database.h"
#include "engine/store/ImportService.h"
#include "engine/store/PlayerRepository.h"
#include "engine/store/RatingListLoader.h"
#include "engine/store/RatingListRepository.h"
#include "tests/OtherUser.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rd::store;
using namespace rd::model;

namespace {

using Kind = DatabaseError::Kind;

QByteArray checksum(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

// Every file in the folder, hidden ones included: a -wal, -shm or -journal would show.
QStringList listing(const QString &folder)
{
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// Runs statements on `path` with Qt's SQLite driver alone, as another program would.
void runRaw(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase raw
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(path);
        QVERIFY(raw.open());
        for (const QString &statement : statements) {
            QSqlQuery query(raw);
            QVERIFY2(query.exec(statement), qPrintable(statement));
        }
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

int rawNumber(const QString &path, const QString &pragma)
{
    int value = -1;
    {
        QSqlDatabase raw
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(path);
        if (raw.open()) {
            QSqlQuery query(pragma, raw);
            if (query.next())
                value = query.value(0).toInt();
        }
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return value;
}

// A ratingdesk database with two players, closed; rollback journal instead of WAL when asked,
// as a copy made with another tool may have it.
void makeClubDatabase(const QString &path, bool rollbackJournal = false)
{
    {
        Database database(path, Database::Opening::CreateNew);
        for (const char *name : { "Meyer, Anna", "Kurz, Bernd" }) {
            PlayerDetails player;
            player.name = QString::fromUtf8(name);
            PlayerRepository(database).savePlayer(player);
        }
    }
    if (rollbackJournal)
        runRaw(path, { QStringLiteral("PRAGMA journal_mode = DELETE") });
}

// What opening `path` as `opening` is refused with; Other with an empty sentence when it opened.
DatabaseError refusal(const QString &path, Database::Opening opening)
{
    try {
        Database database(path, opening);
    } catch (const DatabaseError &error) {
        return error;
    }
    return DatabaseError(Kind::Other, "opened");
}

// Overwrites a page in the middle of the file (in the pages of the players' table of a small
// database), as a failing disk or a careless copy would.
void damageTheMiddle(const QString &path)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    const qint64 size = file.size();
    QVERIFY(size > 8192);
    // A whole page of the middle, its b-tree header included (SQLite's pages are 4096 bytes).
    QVERIFY(file.seek(size / 2 / 4096 * 4096));
    QVERIFY(file.write(QByteArray(4096, '\xa5')) == 4096);
}

using rd::test::OtherUser;

// Root may read and write any file: as root, the test `function` runs again in this program
// as a user without rights (tests/OtherUser.h), and must pass there.
void runAsAnotherUser(const char *function)
{
    if (const QString reason = OtherUser::unavailable(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    const QStringList command = OtherUser::command(OtherUser::kReader,
        QCoreApplication::applicationFilePath(), { QString::fromLatin1(function) });
    QProcess test;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TMPDIR"), QStringLiteral("/tmp"));
    test.setProcessEnvironment(environment);
    test.start(command.first(), command.mid(1));
    QVERIFY(test.waitForFinished(60000));
    const QByteArray said = test.readAllStandardOutput() + test.readAllStandardError();
    QVERIFY2(test.exitStatus() == QProcess::NormalExit && test.exitCode() == 0, said.constData());
    QVERIFY2(
        said.contains(QByteArray("PASS   : TestDatabaseOpening::") + function), said.constData());
}

} // namespace

class TestDatabaseOpening : public QObject {
    Q_OBJECT

private slots:
    // 1. Another program's SQLite file, in either journal mode, is refused and left byte for
    // byte as it was, with no file beside it. Before, it was switched to WAL first.
    void anotherProgramsFileIsLeftAsItWas_data()
    {
        QTest::addColumn<QString>("journalMode");
        QTest::newRow("rollback journal") << QStringLiteral("DELETE");
        QTest::newRow("write-ahead log") << QStringLiteral("WAL");
    }

    void anotherProgramsFileIsLeftAsItWas()
    {
        QFETCH(QString, journalMode);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.db"));
        runRaw(path,
            { QStringLiteral("PRAGMA journal_mode = %1").arg(journalMode),
                QStringLiteral("CREATE TABLE notes (text TEXT)"),
                QStringLiteral("INSERT INTO notes VALUES ('buy a clock')") });
        const QByteArray before = checksum(path);
        const QStringList files = listing(dir.path());
        QCOMPARE(files, QStringList { QStringLiteral("notes.db") });
        for (const auto opening : { Database::Opening::ReadOnly, Database::Opening::ReadWrite,
                 Database::Opening::CreateIfMissing }) {
            const DatabaseError error = refusal(path, opening);
            QCOMPARE(error.kind(), Kind::NotADatabase);
            QCOMPARE(error.userMessage(),
                QDir::toNativeSeparators(path)
                    + QStringLiteral(" is a database of another program, not a ratingdesk one; "
                                     "it was left as it was. Choose the ratingdesk database "
                                     "file."));
            QCOMPARE(checksum(path), before);
            QCOMPARE(listing(dir.path()), files);
        }
    }

    // 1. A database of a newer ratingdesk (schema version one above ours) in rollback-journal
    // mode: refused, unchanged.
    void aNewerVersionIsLeftAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        makeClubDatabase(path, true);
        runRaw(
            path, { QStringLiteral("PRAGMA user_version = %1").arg(Database::kSchemaVersion + 1) });
        const QByteArray before = checksum(path);
        const QStringList files = listing(dir.path());
        for (const auto opening : { Database::Opening::ReadOnly, Database::Opening::ReadWrite }) {
            const DatabaseError error = refusal(path, opening);
            QCOMPARE(error.kind(), Kind::NewerSchema);
            QVERIFY(error.userMessage().startsWith(QDir::toNativeSeparators(path)));
            QCOMPARE(checksum(path), before);
            QCOMPARE(listing(dir.path()), files);
        }
    }

    // 1 and 10. A file damaged in the middle is refused for writing before anything is written
    // (SQLite's quick check on a read-only connection); reading it stays possible.
    void aDamagedFileIsRefusedForWritingAndLeftAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        makeClubDatabase(path, true);
        {
            // Enough rows that the middle of the file is a page of the players' table.
            Database database(path, Database::Opening::ReadWrite);
            Transaction transaction(database);
            for (int i = 0; i < 400; ++i) {
                PlayerDetails player;
                player.name = QStringLiteral("Player %1 of a long list of the club").arg(i);
                PlayerRepository(database).savePlayer(player);
            }
            transaction.commit();
        }
        // VACUUM: no free pages (left by a migration that made tables anew) in the middle.
        runRaw(path, { QStringLiteral("PRAGMA journal_mode = DELETE"), QStringLiteral("VACUUM") });
        damageTheMiddle(path);
        const QByteArray before = checksum(path);
        const QStringList files = listing(dir.path());
        const DatabaseError error = refusal(path, Database::Opening::ReadWrite);
        QCOMPARE(error.kind(), Kind::Damaged);
        QCOMPARE(error.userMessage(),
            QDir::toNativeSeparators(path)
                + QStringLiteral(" is damaged; ratingdesk changes nothing in it. It can still be "
                                 "opened read-only; to go on working, restore the last backup."));
        QCOMPARE(checksum(path), before);
        QCOMPARE(listing(dir.path()), files);
        // Read-only, it opens; what cannot be read is said as damage, with the advice.
        Database reading(path, Database::Opening::ReadOnly);
        QVERIFY(reading.isReadOnly());
        try {
            PlayerRepository(reading).players({});
        } catch (const DatabaseError &readError) {
            QCOMPARE(readError.kind(), Kind::Damaged);
            QVERIFY(readError.userMessage().contains(QStringLiteral("restore the last backup")));
        }
        QCOMPARE(checksum(path), before);
    }

    // 10. Damage the quick check does not see (an index that no longer matches its table) is
    // found by the full check before a write of many rows, which is refused.
    void aWriteOfManyRowsIsRefusedOnADamagedFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        makeClubDatabase(path);
        // The index of the players' names made to claim the birth year: its entries (names)
        // no longer match what it indexes (sqlite.org/pragma.html#pragma_quick_check: the
        // quick check does not compare indexes with their tables).
        runRaw(path,
            { QStringLiteral("PRAGMA writable_schema = ON"),
                QStringLiteral("UPDATE sqlite_master SET sql = 'CREATE INDEX players_name ON "
                               "players(birth_year)' WHERE name = 'players_name'") });
        Database database(path, Database::Opening::ReadWrite);
        QVERIFY(database.integrityCheck() != QLatin1String("ok"));
        try {
            database.ensureIntact();
            QFAIL("a damaged file was found sound");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), Kind::Damaged);
            QVERIFY(error.userMessage().contains(QStringLiteral("restore the last backup")));
        }
        // A list of players is such a write.
        ImportService imports(database);
        const ImportPlan plan = imports.plan(QStringLiteral("players.csv"),
            QByteArray("Name,Geburtsdatum\n\"Lang, Carla\",1990-02-03\n"
                       "\"Ott, Dieter\",1985-04-05\n"));
        QVERIFY(plan.canWrite());
        QVERIFY_THROWS_EXCEPTION(DatabaseError, imports.write(plan));
        QCOMPARE(PlayerRepository(database).players({}).size(), std::size_t(2));
        // So is a rating list, whose check leaves out only the list it replaces.
        QVERIFY_THROWS_EXCEPTION(DatabaseError,
            RatingListLoader(database).loadFide(
                QStringLiteral(RD_TEST_DATA_DIR "/fide-players.xml"),
                rd::Date::fromIso("2026-11-01")));
        QVERIFY(RatingListRepository(database).lists().empty());
    }

    // 10. The same damage in the index of the rating list being replaced is no reason to refuse
    // the load: the list's rows and indexes are made anew, and afterwards the file is sound.
    void aRatingListReplacesItsOwnDamagedIndex()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        makeClubDatabase(path);
        const QString list = QStringLiteral(RD_TEST_DATA_DIR "/fide-players.xml");
        {
            Database database(path, Database::Opening::ReadWrite);
            QVERIFY(RatingListLoader(database).loadFide(list).loaded);
        }
        runRaw(path,
            { QStringLiteral("PRAGMA writable_schema = ON"),
                QStringLiteral("UPDATE sqlite_master SET sql = 'CREATE INDEX listed_fide_name_key "
                               "ON listed_fide(fide_id)' WHERE name = 'listed_fide_name_key'") });
        Database database(path, Database::Opening::ReadWrite);
        QVERIFY(database.integrityCheck() != QLatin1String("ok"));
        const ListLoad load = RatingListLoader(database).loadFide(list);
        QVERIFY(load.loaded);
        QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
    }

    // 1. Our mark is in every database we make, and an older file of ours without it opens and
    // gets it at its next writable opening (read-only openings leave it as it is).
    void ourMarkIsSetOnCreationAndOnTheNextWritableOpening()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        makeClubDatabase(path, true);
        QCOMPARE(
            rawNumber(path, QStringLiteral("PRAGMA application_id")), Database::kApplicationId);
        runRaw(path, { QStringLiteral("PRAGMA application_id = 0") });
        const QByteArray unmarked = checksum(path);
        {
            Database reading(path, Database::Opening::ReadOnly);
            QCOMPARE(PlayerRepository(reading).players({}).size(), std::size_t(2));
        }
        QCOMPARE(checksum(path), unmarked);
        {
            Database writing(path, Database::Opening::ReadWrite);
        }
        QCOMPARE(
            rawNumber(path, QStringLiteral("PRAGMA application_id")), Database::kApplicationId);
    }

    // 2. Reading a file leaves it as it was and makes no file beside it, while it is open too:
    // a file in WAL mode without its log is read as it is, one in rollback-journal mode too.
    void readingChangesNothingAndMakesNoFileBeside_data()
    {
        QTest::addColumn<bool>("rollbackJournal");
        QTest::newRow("write-ahead log") << false;
        QTest::newRow("rollback journal") << true;
    }

    void readingChangesNothingAndMakesNoFileBeside()
    {
        QFETCH(bool, rollbackJournal);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        makeClubDatabase(path, rollbackJournal);
        const QByteArray before = checksum(path);
        const QStringList files = listing(dir.path());
        QCOMPARE(files, QStringList { QStringLiteral("club.sqlite") });
        QElapsedTimer timer;
        timer.start();
        {
            Database database(path, Database::Opening::ReadOnly);
            QCOMPARE(PlayerRepository(database).players({}).size(), std::size_t(2));
            QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
            QCOMPARE(listing(dir.path()), files);
            // Writing through a read-only opening is refused as such.
            try {
                PlayerDetails player;
                player.name = QStringLiteral("Lang, Carla");
                PlayerRepository(database).savePlayer(player);
                QFAIL("a read-only opening wrote");
            } catch (const DatabaseError &error) {
                QCOMPARE(error.kind(), Kind::ReadOnly);
            }
        }
        QVERIFY(timer.elapsed() < 2000); // no wait for a lock nobody holds
        QCOMPARE(checksum(path), before);
        QCOMPARE(listing(dir.path()), files);
    }

    // 2. A read-only file and a read-only folder: reading works at once; writing is refused
    // with its own sentence, before anything is made beside the file. (Root may write
    // anything: as root, this runs as a user without rights.)
    void readOnlyFileAndFolder()
    {
        if (OtherUser::runsAsRoot()) {
            runAsAnotherUser("readOnlyFileAndFolder");
            return;
        }
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("archive"));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/club.sqlite");
        makeClubDatabase(path);
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup));
        const QStringList files = listing(folder);
        QElapsedTimer timer;
        timer.start();
        const DatabaseError error = refusal(path, Database::Opening::ReadWrite);
        QCOMPARE(error.kind(), Kind::ReadOnly);
        QCOMPARE(error.userMessage(),
            QStringLiteral("You may not change %1 (the file or its folder is read-only); it can "
                           "be opened read-only.")
                .arg(QDir::toNativeSeparators(path)));
        QCOMPARE(listing(folder), files);
        {
            Database database(path, Database::Opening::ReadOnly);
            QCOMPARE(PlayerRepository(database).players({}).size(), std::size_t(2));
        }
        QCOMPARE(listing(folder), files); // no -wal, no -shm owned by the reader
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
        {
            Database database(path, Database::Opening::ReadOnly);
            QCOMPARE(PlayerRepository(database).players({}).size(), std::size_t(2));
        }
        QCOMPARE(refusal(path, Database::Opening::ReadWrite).kind(), Kind::ReadOnly);
        QVERIFY(timer.elapsed() < 2000);
        QVERIFY(
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }

    // 3. Opening never creates: neither the file nor a folder on the way. Creating does, and
    // creating a new one where there is one is refused.
    void onlyCreatingCreates()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("typo/clubb.sqlite"));
        for (const auto opening : { Database::Opening::ReadOnly, Database::Opening::ReadWrite }) {
            const DatabaseError error = refusal(path, opening);
            QCOMPARE(error.kind(), Kind::Missing);
            QCOMPARE(error.userMessage(),
                QStringLiteral("There is no database at %1. Check the name and the folder; a "
                               "new database is made only by creating one.")
                    .arg(QDir::toNativeSeparators(path)));
            QVERIFY(listing(dir.path()).isEmpty());
        }
        {
            Database created(path, Database::Opening::CreateNew);
            QCOMPARE(created.schemaVersion(), Database::kSchemaVersion);
        }
        QVERIFY(QFileInfo::exists(path));
        const QByteArray before = checksum(path);
        const DatabaseError again = refusal(path, Database::Opening::CreateNew);
        QCOMPARE(again.userMessage(),
            QStringLiteral("There is already a database at %1; choose another name, or open it.")
                .arg(QDir::toNativeSeparators(path)));
        QCOMPARE(checksum(path), before);
        Database opened(path, Database::Opening::ReadWrite);
        QCOMPARE(opened.schemaVersion(), Database::kSchemaVersion);
    }

    // 4. Each way an opening fails has its own sentence naming the file, and none waits.
    void everyOpeningErrorIsItsOwnSentenceAtOnce()
    {
        QTemporaryDir dir;
        const QString letter = dir.filePath(QStringLiteral("letter.sqlite"));
        {
            QFile file(letter);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray("Dear club members, the next tournament starts on Friday.\n")
                           .repeated(40));
        }
        const QString through = letter + QStringLiteral("/club.sqlite");
        const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
        QVERIFY(QFile(empty).open(QIODevice::WriteOnly));
        const QString damagedHeader = dir.filePath(QStringLiteral("header.sqlite"));
        makeClubDatabase(damagedHeader, true);
        {
            QFile file(damagedHeader);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.seek(20));
            file.write(QByteArray(60, '\xff')); // the header's fields after the magic text
        }
        struct Case {
            QString path;
            Kind kind;
            QString sentence;
        };
        const auto shown = [](const QString &path) { return QDir::toNativeSeparators(path); };
        const std::vector<Case> cases {
            { dir.filePath(QStringLiteral("missing.sqlite")), Kind::Missing,
                QStringLiteral("There is no database at %1. Check the name and the folder; a new "
                               "database is made only by creating one.") },
            { through, Kind::Missing,
                QStringLiteral("There is no database at %1. Check the name and the folder; a new "
                               "database is made only by creating one.") },
            { dir.path(), Kind::NotADatabase,
                QStringLiteral("%1 is a folder, not a database; name the database file in it.") },
            { letter, Kind::NotADatabase,
                QStringLiteral("%1 is not a ratingdesk database (nor any database ratingdesk can "
                               "read, or its first bytes are damaged); it was left as it was. "
                               "Choose the database file.") },
            { empty, Kind::NotADatabase,
                QStringLiteral("%1 is an empty file, not a ratingdesk database; it was left as it "
                               "was.") },
            { damagedHeader, Kind::Damaged,
                QStringLiteral("%1 is damaged so that it cannot be read; restore the last "
                               "backup.") },
        };
        for (const Case &expected : cases) {
            const QByteArray before = checksum(expected.path);
            QElapsedTimer timer;
            timer.start();
            const DatabaseError error = refusal(expected.path, Database::Opening::ReadWrite);
            QVERIFY2(timer.elapsed() < 1000, qPrintable(expected.path));
            QCOMPARE(error.kind(), expected.kind);
            QCOMPARE(error.userMessage(), expected.sentence.arg(shown(expected.path)));
            QCOMPARE(checksum(expected.path), before);
        }
        // A server that is not there: port 1 of this machine refuses at once.
        const QString server = QStringLiteral("postgresql://club@127.0.0.1:1/club");
        if (QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            QElapsedTimer timer;
            timer.start();
            const DatabaseError error = refusal(server, Database::Opening::ReadOnly);
            QVERIFY(timer.elapsed() < 2000);
            QCOMPARE(error.kind(), Kind::Unreachable);
            QVERIFY(error.userMessage().contains(server));
        }
    }

    // 4. A file the user may not read is said so, at once. (As root, as a user without rights.)
    void anUnreadableFileIsSaidSo()
    {
        if (OtherUser::runsAsRoot()) {
            runAsAnotherUser("anUnreadableFileIsSaidSo");
            return;
        }
        QTemporaryDir dir;
        const QString locked = dir.filePath(QStringLiteral("locked.sqlite"));
        makeClubDatabase(locked);
        QVERIFY(QFile::setPermissions(locked, QFile::WriteOwner));
        QElapsedTimer timer;
        timer.start();
        const DatabaseError error = refusal(locked, Database::Opening::ReadOnly);
        QVERIFY(timer.elapsed() < 1000);
        QCOMPARE(error.kind(), Kind::NoAccess);
        QCOMPARE(error.userMessage(),
            QStringLiteral("You may not read %1; ask whoever owns the file to let you read it.")
                .arg(QDir::toNativeSeparators(locked)));
    }

    // 4. An older schema cannot be read without bringing it up to date, which needs writing.
    void anOlderVersionIsNotReadWithoutWriting()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        makeClubDatabase(path, true);
        runRaw(
            path, { QStringLiteral("PRAGMA user_version = %1").arg(Database::kSchemaVersion - 1) });
        const QByteArray before = checksum(path);
        const DatabaseError error = refusal(path, Database::Opening::ReadOnly);
        QCOMPARE(error.kind(), Kind::OlderSchema);
        QVERIFY(error.userMessage().startsWith(QDir::toNativeSeparators(path)));
        QCOMPARE(checksum(path), before);
    }
};

QTEST_GUILESS_MAIN(TestDatabaseOpening)
#include "tst_databaseopening.moc"
