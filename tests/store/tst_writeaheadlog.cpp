// The write-ahead log of a SQLite file: only the session's holder removes it on closing, and a
// file copied without its log holds everything. SQLite's locks are the process's and are dropped
// when any descriptor of the file closes in it (SQLite's "How To Corrupt An SQLite Database
// File", 2.2); a holder that lost them so must not have its log deleted by a reader's closing.
#include "engine/store/PlayerRepository.h"
#include "engine/store/SessionLock.h"
#include "engine/store/SqliteFile.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <climits>
#include <thread>
#include <unistd.h>

using namespace rd::store;
using namespace rd::model;

namespace {

qint64 addPlayer(Database &database, const QString &name)
{
    PlayerDetails player;
    player.name = name;
    return PlayerRepository(database).savePlayer(player);
}

QStringList playerNames(Database &database)
{
    QStringList names;
    for (const PlayerSummary &player : PlayerRepository(database).players({}))
        names << player.name;
    return names;
}

// What the command line lists of the players (db players), another process reading the file.
QString playersListedByTheCommandLine(const QString &database)
{
    QProcess cli;
    cli.start(QStringLiteral(RD_CLI_PATH),
        { QStringLiteral("db"), QStringLiteral("players"), QStringLiteral("--database"),
            database });
    if (!cli.waitForFinished(30000) || cli.exitCode() != 0)
        qFatal("ratingdesk-cli db players failed: %s", cli.readAllStandardError().constData());
    return QString::fromUtf8(cli.readAllStandardOutput());
}

// Where this process's open descriptors lead; an unlinked file shows as "PATH (deleted)".
QStringList ownDescriptorTargets()
{
    QStringList targets;
    const QDir descriptors(QStringLiteral("/proc/self/fd"));
    for (const QString &descriptor :
        descriptors.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        char target[PATH_MAX];
        const ssize_t length
            = readlink(QFile::encodeName(descriptors.filePath(descriptor)), target, sizeof target);
        if (length > 0)
            targets << QFile::decodeName(QByteArray(target, static_cast<int>(length)));
    }
    return targets;
}

// What a program that looks into a file does (a file dialog telling its kind): open, read,
// close. Closing drops every lock this process has on the file.
void lookInto(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    file.read(512);
}

} // namespace

class TestWriteAheadLog : public QObject {
    Q_OBJECT

private slots:
    void aReaderClosingLeavesTheLogOfAHolderThatLostItsLocks()
    {
        QTemporaryDir dir;
        const QString database
            = QDir(QDir(dir.path()).canonicalPath()).filePath(QStringLiteral("club.sqlite"));
        const QString log = database + QStringLiteral("-wal");
        SessionLock session(database);
        QVERIFY(session.acquire());
        Database holder(database, Database::Opening::CreateIfMissing);
        addPlayer(holder, QStringLiteral("Meyer, Anna"));
        lookInto(database);

        QVERIFY(playersListedByTheCommandLine(database).contains(QStringLiteral("Meyer, Anna")));
        const QStringList targets = ownDescriptorTargets();
        QVERIFY2(targets.contains(log), qPrintable(targets.join(QLatin1Char('\n'))));
        QVERIFY2(!targets.contains(log + QStringLiteral(" (deleted)")),
            qPrintable(targets.join(QLatin1Char('\n'))));

        // What the holder writes afterwards goes to the log others read, not to a deleted one.
        addPlayer(holder, QStringLiteral("Kurz, Bernd"));
        QVERIFY(playersListedByTheCommandLine(database).contains(QStringLiteral("Kurz, Bernd")));
    }

    void theHolderLeavesEverythingInTheFileAndNoLog()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        {
            SessionLock session(database);
            QVERIFY(session.acquire());
            QVERIFY(SessionLock::isHeldByThisProcess(database));
            Database holder(database, Database::Opening::CreateIfMissing);
            addPlayer(holder, QStringLiteral("Meyer, Anna"));
        }
        QVERIFY(!SessionLock::isHeldByThisProcess(database));
        QVERIFY(!QFile::exists(database + QStringLiteral("-wal")));
        // The file alone, as a club copies it.
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
        QVERIFY(QFile::copy(database, copy));
        Database copied(copy, Database::Opening::CreateIfMissing);
        QCOMPARE(playerNames(copied), QStringList { QStringLiteral("Meyer, Anna") });
    }

    void anotherProgramLeavesWhatItWroteInTheFile()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        {
            // As the command line writes: no session, none held elsewhere.
            Database writer(database, Database::Opening::CreateIfMissing);
            addPlayer(writer, QStringLiteral("Meyer, Anna"));
        }
        // With no desktop anywhere nobody can have lost a lock: the log goes as SQLite's does.
        QVERIFY(!QFile::exists(database + QStringLiteral("-wal")));
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
        QVERIFY(QFile::copy(database, copy));
        Database copied(copy, Database::Opening::CreateIfMissing);
        QCOMPARE(playerNames(copied), QStringList { QStringLiteral("Meyer, Anna") });
    }
    // A writing command looks at the file before it opens it (SqliteFile). Another director's
    // command that commits meanwhile and closes, checkpointing its log into the file, must not
    // make that look see a half-written file and call it damaged: the look takes SQLite's locks
    // as the writer does. (Read without locks, "immutable", a file written meanwhile may read as
    // corrupt: sqlite.org/uri.html, "immutable".)
    void aLookBeforeWritingNeverSeesAnotherCommitHalfDone()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        {
            Database created(database, Database::Opening::CreateIfMissing);
            for (int player = 0; player < 200; ++player)
                addPlayer(created, QStringLiteral("Spieler %1").arg(player));
        }
        std::atomic<bool> stop = false;
        std::atomic<int> commits = 0;
        std::thread other([&] {
            while (!stop) {
                // Each commit a connection of its own, the last one closing: its log is
                // checkpointed into the file and removed, as a command's is.
                Database writer(database, Database::Opening::CreateIfMissing);
                addPlayer(writer, QStringLiteral("Neu %1").arg(commits.fetch_add(1)));
            }
        });
        QStringList findings;
        int looks = 0;
        for (const QDeadlineTimer deadline(3000); !deadline.hasExpired(); ++looks) {
            const SqliteFile file(database, true);
            if (file.kind() != SqliteFile::Kind::Sqlite)
                findings << file.detail();
        }
        stop = true;
        other.join();
        qInfo("%d looks while %d commits were made", looks, commits.load());
        QVERIFY(commits > 10);
        QVERIFY2(findings.isEmpty(), qPrintable(findings.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestWriteAheadLog)
#include "tst_writeaheadlog.moc"
