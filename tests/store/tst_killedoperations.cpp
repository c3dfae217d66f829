// Writing commands killed (SIGKILL) at random moments: a commit of an event entered late that
// rates the later events again, a deletion that does the same, a copy of the whole database and
// the load of a large rating list. The database is never left half-written: after each kill
// `db check` finds it sound (integrity and every stored rating equal to its recomputation), and
// it holds exactly what it held before or exactly what the finished command leaves. On SQLite
// each try writes a copy of a base file; with RD_TEST_BACKEND=postgresql all but the copy are
// killed on the server, each try on a new database there that `db copy` fills from the base
// file. CTest runs a few tries of each; scripts/soak many (tests/SoakSettings.h). On the server
// the server itself is crashed during a commit too.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/EditingLocks.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/SessionLock.h"
#include "tests/DatabaseLocation.h"
#include "tests/SoakSettings.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>
#include <random>

using namespace rd::store;
using namespace rd::model;
using rd::test::DatabaseLocation;

namespace {

const QString kCli = QStringLiteral(RD_CLI_PATH);

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

// Every row of every table, each table's rows sorted, columns joined; without the moment a
// rating list was loaded (rating_lists.loaded_at), which differs from one load to the next, and
// without event_editors: who edits which event is no part of the history, and on a server a
// killed command leaves its claim's row, which nobody reads once its lock is gone
// (docs/database.md, "Who edits which event"; noClaimIsLeft() checks the locks).
QStringList dump(Database &database)
{
    QStringList tables;
    Rows names = database.run(database.onServer()
            ? QStringLiteral("SELECT table_name AS name FROM information_schema.tables"
                             " WHERE table_schema = current_schema() ORDER BY table_name")
            : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"
                             " AND name NOT LIKE 'sqlite_%' ORDER BY name"));
    while (names.next())
        tables << names.value(QStringLiteral("name")).toString();
    tables.removeOne(QStringLiteral("event_editors"));
    QStringList dumped;
    for (const QString &table : tables) {
        QStringList rows;
        Rows query = database.run(QStringLiteral("SELECT * FROM %1").arg(table));
        while (query.next()) {
            QStringList columns { table };
            const QVariantList values = query.values();
            for (int i = 0; i < values.size(); ++i) {
                if (query.record().fieldName(i) == QLatin1String("loaded_at"))
                    continue;
                columns << (values[i].isNull() ? QStringLiteral("NULL") : values[i].toString());
            }
            rows << columns.join(QLatin1Char('|'));
        }
        rows.sort();
        dumped << rows;
    }
    return dumped;
}

QStringList dumpOf(const QString &location)
{
    Database database(location, Database::Opening::ReadWrite);
    return dump(database);
}

// Nobody holds an event of `location` for editing: a killed command's claim went with it.
bool noClaimIsLeft(const QString &location)
{
    Database database(location, Database::Opening::ReadWrite);
    return EditingLocks(database).othersEditing().isEmpty();
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

struct Finished {
    int exitCode = -1;
    QByteArray said;
};

Finished runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(kCli, arguments);
    process.waitForFinished(300000);
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput() + process.readAllStandardError() };
}

// A FIDE rating list (its XML download's form) of `players` players, one of whom is named
// "Meyer, Anna" so a search finds her.
void writeFideList(const QString &path, int players)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<playerslist>\n");
    for (int i = 0; i < players; ++i)
        file.write("<player><fideid>" + QByteArray::number(100000 + i) + "</fideid><name>"
            + (i == 0 ? QByteArray("Meyer, Anna") : "Player, Number " + QByteArray::number(i))
            + "</name><country>GER</country><sex>M</sex><title></title><w_title></w_title>"
              "<o_title></o_title><foa_title></foa_title><rating>"
            + QByteArray::number(1000 + i % 1800) + "</rating><games>0</games><k>20</k><birthday>"
            + QByteArray::number(1940 + i % 70) + "</birthday><flag></flag></player>\n");
    file.write("</playerslist>\n");
}

} // namespace

class TestKilledOperations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString why = DatabaseLocation::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY(m_dir.isValid());
        m_base = m_dir.filePath(QStringLiteral("base.sqlite"));
        {
            // As the desktop holding the session, the one connection that removes the log on
            // closing (docs/database.md, "What protects the file").
            SessionLock session(m_base);
            QVERIFY(session.acquire());
            Database database(m_base, Database::Opening::CreateNew);
            // Two rated events, then two rated later in the year that share players with the
            // draft.
            commitInProcess(
                database, import(database, dwzEvent("1 Winter", "2025-01-15", 1, 150, 5, 1)));
            m_spring = import(database, dwzEvent("2 Spring", "2025-03-20", 100, 300, 5, 2));
            commitInProcess(database, m_spring);
            commitInProcess(
                database, import(database, dwzEvent("4 Autumn", "2025-10-01", 1, 200, 7, 3)));
            commitInProcess(
                database, import(database, dwzEvent("5 December", "2025-12-14", 50, 300, 7, 5)));
            // A late entry: the large draft ends before the two later events already rated.
            m_draft = import(database,
                dwzEvent("3 Summer Open", "2025-07-10", 1, kDraftPlayers, kDraftRounds, 4));
            QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
        }
        // The last connection is closed: everything is in the main file.
        QVERIFY(!QFile::exists(m_base + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(m_base + QStringLiteral("-shm")));
        m_list = m_dir.filePath(QStringLiteral("players_list_xml_foa.xml"));
        writeFideList(m_list, rd::test::soakSetting("RD_SOAK_LIST_PLAYERS", 20000));
    }

    // The commit of the late entry, in this process and by the CLI, leaves the same rows; the
    // draft and the two later events are rated (three evaluations).
    void theCliCommitEqualsTheInProcessOne()
    {
        const QString copy = prepared(QStringLiteral("commit"), QStringLiteral("in-process"));
        QStringList inProcess;
        {
            Database database(copy, Database::Opening::ReadWrite);
            EvaluationService service(database);
            const Plan plan = service.preview(m_draft);
            QCOMPARE(plan.evaluations.size(), std::size_t { 3 });
            service.commit(plan);
            inProcess = dump(database);
        }
        const QString byCli = prepared(QStringLiteral("commit"), QStringLiteral("by-cli"));
        const QStringList before = dumpOf(byCli);
        const Finished finished = runCli(arguments(QStringLiteral("commit"), byCli));
        QVERIFY2(finished.exitCode == 0, finished.said.constData());
        const QStringList after = dumpOf(byCli);
        QVERIFY2(after == inProcess, firstDifference(after, inProcess).constData());
        QVERIFY(after != before);
    }

    void killedOperationsLeaveBeforeOrAfter_data()
    {
        QTest::addColumn<QString>("operation");
        // On the server all but the copy, which would need a second database there for each try.
        const bool onServer = DatabaseLocation::onPostgresql();
        for (const char *operation : { "commit", "delete", "copy", "list load" })
            if (!onServer || QByteArray(operation) != "copy")
                QTest::newRow(operation) << QString::fromLatin1(operation);
    }

    void killedOperationsLeaveBeforeOrAfter()
    {
        QFETCH(QString, operation);
        // The state before: the base, or for a copy the empty database it copies into.
        const QString reference = prepared(operation, QStringLiteral("reference"));
        const QString written = target(operation, reference);
        const QStringList before = dumpOf(written);
        QElapsedTimer timer;
        timer.start();
        const Finished finished = runCli(arguments(operation, reference));
        const qint64 duration = timer.elapsed();
        QVERIFY2(finished.exitCode == 0, finished.said.constData());
        const QStringList after = dumpOf(written);
        QVERIFY(after != before);
        qInfo("%s by ratingdesk-cli takes %lld ms", qPrintable(operation), duration);

        const int kills = rd::test::soakSetting("RD_SOAK_KILLS", 3);
        QRandomGenerator random(20260329 + quint32(qHash(operation)));
        int killed = 0;
        int wasBefore = 0;
        for (int run = 0; run < kills; ++run) {
            const QString name = QStringLiteral("kill-%1").arg(run);
            const QString path = prepared(operation, name);
            const QString state = target(operation, path);
            const int delay = random.bounded(int(duration) + 1);
            QProcess process;
            process.start(kCli, arguments(operation, path));
            QVERIFY(process.waitForStarted(10000));
            // SIGKILL after the delay unless the command has finished by then.
            const bool wasKilled = !process.waitForFinished(delay);
            if (wasKilled) {
                process.kill();
                QVERIFY(process.waitForFinished(30000));
                ++killed;
            }
            // On the server, what the killed command began ends on its own: judge it then.
            if (const auto server = m_servers.find(name); server != m_servers.end())
                QVERIFY(QTest::qWaitFor(
                    [&] { return server->second->otherConnections() == 0; }, 30000));
            judge(state, before, after,
                QStringLiteral("%1, run %2, killed after %3 ms").arg(operation).arg(run).arg(delay),
                wasBefore);
            if (QTest::currentTestFailed())
                return;
            discard(name, path, state);
        }
        qInfo("%s: %d tries (%d killed): %d before, %d after", qPrintable(operation), kills, killed,
            wasBefore, kills - wasBefore);
    }

    // The server itself crashes at a random moment of the late entry's commit: an immediate
    // stop, then a start that recovers from the server's log. The commit ends, done or told
    // that the server was lost (or, crashed before it connected, not there), and the database there
    // holds exactly what it held before or what the commit leaves. A crash ends every connection to
    // the server, so this runs only in a CTest entry of its own that runs alone
    // (tst_servercrash_postgresql) and in scripts/soak, with the crash command
    // scripts/postgresql.sh gives.
    void aCrashedServerLeavesBeforeOrAfter()
    {
        const QString crash = qEnvironmentVariable("RD_TEST_POSTGRESQL_CRASH");
        if (!DatabaseLocation::onPostgresql() || crash.isEmpty()
            || !qEnvironmentVariableIsSet("RD_SOAK_SERVER_CRASHES"))
            QSKIP("crashes the PostgreSQL test cluster: tst_servercrash_postgresql, scripts/soak");
        const QString operation = QStringLiteral("commit");
        const QString reference = prepared(operation, QStringLiteral("crash-reference"));
        const QStringList before = dumpOf(reference);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(runCli(arguments(operation, reference)).exitCode == 0);
        const qint64 duration = timer.elapsed();
        const QStringList after = dumpOf(reference);

        const int crashes = rd::test::soakSetting("RD_SOAK_SERVER_CRASHES", 2);
        QRandomGenerator random(20261127);
        int crashed = 0;
        int wasBefore = 0;
        for (int run = 0; run < crashes; ++run) {
            const QString name = QStringLiteral("crash-%1").arg(run);
            const QString path = prepared(operation, name);
            const int delay = random.bounded(int(duration) + 1);
            QProcess commit;
            commit.start(kCli, arguments(operation, path));
            QVERIFY(commit.waitForStarted(10000));
            if (!commit.waitForFinished(delay)) {
                QCOMPARE(QProcess::execute(crash, {}), 0);
                ++crashed;
                QVERIFY(commit.waitForFinished(60000));
            }
            const QByteArray said = commit.readAllStandardError();
            // Done, or told that the server went away meanwhile or was not there to begin with.
            QVERIFY2(commit.exitCode() == 0
                    || said.contains("The connection to the database server was lost")
                    || said.contains("cannot be reached"),
                said.constData());
            judge(path, before, after,
                QStringLiteral("run %1, crashed after %2 ms").arg(run).arg(delay), wasBefore);
            if (QTest::currentTestFailed())
                return;
            discard(name, path, path);
        }
        qInfo("server crashes during a commit: %d tries (%d crashed): %d before, %d after", crashes,
            crashed, wasBefore, crashes - wasBefore);
        discard(QStringLiteral("crash-reference"), reference, reference);
    }

private:
    // After a kill or a crash, `what` for a failure's message: `db check` finds `state` sound,
    // it holds exactly `before` or exactly `after`, and nobody holds one of its events for
    // editing. `wasBefore` counts the tries that left it as before.
    void judge(const QString &state, const QStringList &before, const QStringList &after,
        const QString &what, int &wasBefore)
    {
        const Finished check = runCli(
            { QStringLiteral("db"), QStringLiteral("--database"), state, QStringLiteral("check") });
        QVERIFY2(check.exitCode == 0, check.said.constData());
        QVERIFY(check.said.startsWith("integrity: ok\n"));
        const QStringList found = dumpOf(state);
        QVERIFY2(found == before || found == after,
            qPrintable(
                what + QStringLiteral(": ") + QString::fromUtf8(firstDifference(found, before))));
        QVERIFY(noClaimIsLeft(state));
        wasBefore += found == before ? 1 : 0;
    }

    // A fresh copy of the base for `operation`, named after `name`; for a copy, the base is
    // only read and the empty database made for it is beside it (target()). On the server, a
    // new database there filled from the base by `db copy`.
    QString prepared(const QString &operation, const QString &name)
    {
        if (DatabaseLocation::onPostgresql()) {
            auto &server = m_servers[name];
            server = std::make_unique<DatabaseLocation>();
            const Finished copied = runCli({ QStringLiteral("db"), QStringLiteral("--database"),
                m_base, QStringLiteral("copy"), QStringLiteral("--to"), server->location() });
            if (copied.exitCode != 0)
                qFatal("db copy to the server: %s", copied.said.constData());
            return server->location();
        }
        const QString path = m_dir.filePath(name + QStringLiteral(".sqlite"));
        if (!copyFile(m_base, path))
            qFatal("the base database cannot be copied to %s", qPrintable(path));
        if (operation == QLatin1String("copy")) {
            const QString into = path + QStringLiteral(".copy.sqlite");
            QFile::remove(into);
            const Finished created = runCli({ QStringLiteral("db"), QStringLiteral("--database"),
                into, QStringLiteral("create") });
            if (created.exitCode != 0)
                qFatal("db create: %s", created.said.constData());
        }
        return path;
    }

    // Removes what prepared() made under `name`: the files, or the database on the server.
    void discard(const QString &name, const QString &path, const QString &state)
    {
        if (m_servers.erase(name) > 0)
            return;
        QFile::remove(path);
        QFile::remove(state);
    }

    // The database `operation` on `path` writes.
    static QString target(const QString &operation, const QString &path)
    {
        return operation == QLatin1String("copy") ? path + QStringLiteral(".copy.sqlite") : path;
    }

    QStringList arguments(const QString &operation, const QString &path) const
    {
        const QStringList at { QStringLiteral("--database"), path };
        if (operation == QLatin1String("commit"))
            return QStringList { QStringLiteral("db") } + at
                + QStringList { QStringLiteral("commit"), QString::number(m_draft) };
        if (operation == QLatin1String("delete")) // rates Autumn and December again
            return QStringList { QStringLiteral("db") } + at
                + QStringList { QStringLiteral("delete"), QString::number(m_spring) };
        if (operation == QLatin1String("copy"))
            return QStringList { QStringLiteral("db") } + at
                + QStringList { QStringLiteral("copy"), QStringLiteral("--to"),
                      target(operation, path) };
        return QStringList { QStringLiteral("lists"), QStringLiteral("load"),
            QStringLiteral("--format"), QStringLiteral("fide"), m_list }
        + at;
    }

    QTemporaryDir m_dir;
    QString m_base;
    QString m_list;
    qint64 m_draft = 0;
    qint64 m_spring = 0;
    // The databases prepared() made on the server, by name; each is dropped when it goes.
    std::map<QString, std::unique_ptr<DatabaseLocation>> m_servers;
};

QTEST_GUILESS_MAIN(TestKilledOperations)
#include "tst_killedoperations.moc"
