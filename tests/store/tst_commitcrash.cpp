// A commit killed at random points: the database is never left half-updated. Each time it
// passes PRAGMA integrity_check and equals either the state before or the state after.
#include "engine/io/EventDocumentReader.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/SessionLock.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace rd::store;

namespace {

const QString kCli = QStringLiteral(RD_CLI_PATH);

constexpr int kKills = 40;
constexpr int kDraftPlayers = 300;
constexpr int kDraftRounds = 7;

rd::EventInput parse(const QByteArray &json)
{
    const auto read = rd::io::readEventDocument(json);
    if (!read.event)
        qFatal("invalid test document: %s", qPrintable(read.errors.first().toString()));
    return *read.event;
}

QString playerName(int number)
{
    return QStringLiteral("Player %1").arg(number, 3, 10, QLatin1Char('0'));
}

// A DWZ event of adults (born 1970) numbered `first`..`last`, some of them unrated, paired
// deterministically for `rounds` rounds with results drawn from `seed`.
QByteArray dwzEvent(
    const QString &name, const QString &endDate, int first, int last, int rounds, unsigned seed)
{
    std::mt19937 random(seed);
    QJsonArray players;
    QList<int> numbers;
    for (int number = first; number <= last; ++number) {
        QJsonObject player { { "id", QString::number(number) }, { "name", playerName(number) },
            { "birth_year", 1970 } };
        if (number % 23 != 0) // every 23rd player comes without a rating
            player.insert("dwz",
                QJsonObject {
                    { "rating", 1000 + (number * 37) % 1200 }, { "index", 1 + number % 40 } });
        players.append(player);
        numbers << number;
    }
    QJsonArray games;
    const QStringList results { "1-0", "0-1", "1/2-1/2" };
    for (int round = 1; round <= rounds; ++round) {
        // A shuffle by the raw generator (the same on every standard library).
        for (qsizetype i = numbers.size() - 1; i > 0; --i)
            numbers.swapItemsAt(i, static_cast<qsizetype>(random() % (i + 1)));
        for (qsizetype i = 0; i + 1 < numbers.size(); i += 2)
            games.append(QJsonObject { { "round", round }, { "white", QString::number(numbers[i]) },
                { "black", QString::number(numbers[i + 1]) },
                { "result", results[static_cast<qsizetype>(random() % 3)] } });
    }
    const QJsonObject document { { "format", "ratingdesk-event" }, { "version", 1 },
        { "system", "dwz" }, { "event", QJsonObject { { "name", name }, { "end_date", endDate } } },
        { "players", players }, { "games", games } };
    return QJsonDocument(document).toJson();
}

qint64 import(Database &database, const QByteArray &json)
{
    EventRepository events(database);
    Transaction transaction(database);
    const qint64 id = events.importEvent(parse(json));
    transaction.commit();
    return id;
}

void commitInProcess(Database &database, qint64 eventId)
{
    EvaluationService service(database);
    service.commit(service.preview(eventId));
}

// Every row of the tables a commit writes, in primary key order, columns joined.
QStringList dump(Database &database)
{
    const QList<std::pair<QString, QString>> tables = { { "events", "id" },
        { "evaluations", "event_id, player_id" }, { "evaluation_documents", "event_id" },
        { "restpartien", "id" }, { "sagc_entries", "sequence" }, { "settings", "key" } };
    QStringList rows;
    for (const auto &[table, key] : tables) {
        Rows query = database.run(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table, key));
        while (query.next()) {
            QStringList columns { table };
            for (int i = 0; i < query.record().count(); ++i)
                columns << (query.isNull(i) ? QStringLiteral("NULL") : query.value(i).toString());
            rows << columns.join(QLatin1Char('|'));
        }
    }
    return rows;
}

QStringList dumpOf(const QString &path)
{
    Database database(path, Database::Opening::CreateIfMissing);
    return dump(database);
}

// The first line where two dumps differ, shortened, for a failure message.
QByteArray firstDifference(const QStringList &actual, const QStringList &expected)
{
    for (qsizetype i = 0; i < std::max(actual.size(), expected.size()); ++i) {
        if (actual.value(i) != expected.value(i))
            return QStringLiteral("row %1: got '%2', expected '%3'")
                .arg(i)
                .arg(actual.value(i).left(120), expected.value(i).left(120))
                .toUtf8();
    }
    return "no difference";
}

bool copyFile(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

} // namespace

class TestCommitCrash : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_base = m_dir.filePath(QStringLiteral("base.sqlite"));
        {
            // As the desktop holding the session, the one connection that removes the log on
            // closing (docs/database.md, "What protects the file").
            SessionLock session(m_base);
            QVERIFY(session.acquire());
            Database database(m_base, Database::Opening::CreateIfMissing);
            // Two rated events, then two rated later in the year that share players with the
            // draft.
            commitInProcess(
                database, import(database, dwzEvent("1 Winter", "2025-01-15", 1, 150, 5, 1)));
            commitInProcess(
                database, import(database, dwzEvent("2 Spring", "2025-03-20", 100, 300, 5, 2)));
            commitInProcess(
                database, import(database, dwzEvent("4 Autumn", "2025-10-01", 1, 200, 7, 3)));
            commitInProcess(
                database, import(database, dwzEvent("5 December", "2025-12-14", 50, 300, 7, 5)));
            // A late entry: the large draft ends before the two later events already rated.
            m_draft = import(database,
                dwzEvent("3 Summer Open", "2025-07-10", 1, kDraftPlayers, kDraftRounds, 4));
            QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
            database.run(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")).finish();
            m_before = dump(database);
        }
        // The last connection is closed: everything is in the main file.
        QVERIFY(!QFile::exists(m_base + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(m_base + QStringLiteral("-shm")));

        const QString copy = m_dir.filePath(QStringLiteral("after.sqlite"));
        QVERIFY(copyFile(m_base, copy));
        {
            Database database(copy, Database::Opening::CreateIfMissing);
            EvaluationService service(database);
            QElapsedTimer timer;
            timer.start();
            const Plan plan = service.preview(m_draft);
            const qint64 previewTime = timer.restart();
            // The commit rates the draft and the two later events again.
            QCOMPARE(plan.evaluations.size(), std::size_t { 3 });
            service.commit(plan);
            qInfo("in process: preview %lld ms, writing %lld ms", previewTime, timer.elapsed());
            m_after = dump(database);
        }
        QVERIFY(m_after != m_before);
        QVERIFY(dumpOf(m_base) == m_before);
    }

    void theCliCommitEqualsTheInProcessOne()
    {
        const QString copy = m_dir.filePath(QStringLiteral("measured.sqlite"));
        QVERIFY(copyFile(m_base, copy));
        QProcess process;
        QElapsedTimer timer;
        timer.start();
        process.start(kCli, commitArguments(copy));
        QVERIFY(process.waitForFinished(60000));
        m_duration = timer.elapsed();
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        qInfo("a full commit by ratingdesk-cli takes %lld ms", m_duration);
        QVERIFY(m_duration > 0);
        const QStringList after = dumpOf(copy);
        QVERIFY2(after == m_after, firstDifference(after, m_after).constData());
    }

    void killedCommitsLeaveBeforeOrAfter()
    {
        std::mt19937 random(20260329);
        int before = 0;
        int after = 0;
        int killed = 0;
        for (int run = 0; run < kKills; ++run) {
            const QString path = m_dir.filePath(QStringLiteral("kill-%1.sqlite").arg(run));
            QVERIFY(copyFile(m_base, path));
            const int delay = static_cast<int>(random() % static_cast<unsigned>(m_duration + 1));
            QProcess process;
            process.start(kCli, commitArguments(path));
            QVERIFY(process.waitForStarted(10000));
            // SIGKILL after the delay unless the commit has finished by then.
            const bool wasKilled = !process.waitForFinished(delay);
            if (wasKilled) {
                process.kill();
                QVERIFY(process.waitForFinished(30000));
                ++killed;
            }

            Database database(path, Database::Opening::CreateIfMissing);
            QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
            const QStringList state = dump(database);
            const bool isBefore = state == m_before;
            const bool isAfter = state == m_after;
            const char *outcome = isBefore ? "before" : "after";
            if (!isBefore && !isAfter)
                outcome = "neither";
            qInfo("run %d: kill after %d ms: %s%s", run, delay, outcome,
                wasKilled ? "" : " (finished first)");
            QVERIFY2(isBefore || isAfter, firstDifference(state, m_before).constData());
            if (isBefore) {
                ++before;
                // Still usable: the draft commits and gives the state after.
                commitInProcess(database, m_draft);
                QVERIFY(dump(database) == m_after);
                QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
            } else {
                ++after;
            }
        }
        qInfo("%d runs (%d killed): %d before, %d after", kKills, killed, before, after);
    }

private:
    QStringList commitArguments(const QString &path) const
    {
        return { QStringLiteral("db"), QStringLiteral("--database"), path, QStringLiteral("commit"),
            QString::number(m_draft) };
    }

    QTemporaryDir m_dir;
    QString m_base;
    qint64 m_draft = 0;
    QStringList m_before;
    QStringList m_after;
    qint64 m_duration = 0;
};

QTEST_GUILESS_MAIN(TestCommitCrash)
#include "tst_commitcrash.moc"
