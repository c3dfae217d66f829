// Directors at once (docs/database.md "Several directors at once"): writer processes (two; more
// under scripts/soak, tests/SoakSettings.h) commit events that share players into one
// database, each commit a `ratingdesk-cli db commit` of its own, for a bounded time. Nothing
// may be lost or half-written: every event whose commit succeeded is rated, every other one is
// still a draft and its commit said why, and `db check` finds the stored history equal to a
// serial re-evaluation of it.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/EventRepository.h"
#include "tests/DatabaseLocation.h"
#include "tests/SoakSettings.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <thread>

using namespace rd::store;
using namespace rd::model;

namespace {

const QString kCli = QStringLiteral(RD_CLI_PATH);

constexpr int kPool = 24; // players shared by all events
constexpr int kPlayersPerEvent = 8;

int eventCount()
{
    return rd::test::soakSetting("RD_SOAK_EVENTS", 16);
}
int writerCount()
{
    return rd::test::soakSetting("RD_SOAK_WRITERS", 2);
}
int secondsAllowed()
{
    return rd::test::soakSetting("RD_SOAK_SECONDS", 120);
}

// Event `number`: eight players of the pool (neighbouring events share most of them), a round
// robin of three rounds, ending on a day of 2025 that puts the events out of entry order, so
// that a commit often rates later events again.
QByteArray eventDocument(int number)
{
    QJsonArray players;
    QList<QString> ids;
    for (int k = 0; k < kPlayersPerEvent; ++k) {
        const int player = (number * 3 + k * 2) % kPool + 1;
        const QString id = QString::number(player);
        ids << id;
        players.append(QJsonObject { { "id", id },
            { "name", QStringLiteral("Player %1").arg(player, 2, 10, QLatin1Char('0')) },
            { "birth_year", 1980 },
            { "dwz", QJsonObject { { "rating", 1400 + player * 20 }, { "index", 5 } } } });
    }
    QJsonArray games;
    const QStringList results { "1-0", "1/2-1/2", "0-1" };
    for (int round = 1; round <= 3; ++round) {
        for (int board = 0; board < kPlayersPerEvent / 2; ++board)
            games.append(QJsonObject { { "round", round },
                { "white", ids[(board + round) % kPlayersPerEvent] },
                { "black", ids[(kPlayersPerEvent - 1 - board + round) % kPlayersPerEvent] },
                { "result", results[(number + board + round) % 3] } });
    }
    const int day = 1 + (number * 7) % 28;
    const int month = 1 + (number * 5) % 12;
    return QJsonDocument(
        QJsonObject { { "format", "ratingdesk-event" }, { "version", 1 }, { "system", "dwz" },
            { "event",
                QJsonObject { { "name", QStringLiteral("Event %1").arg(number) },
                    { "end_date",
                        QStringLiteral("2025-%1-%2")
                            .arg(month, 2, 10, QLatin1Char('0'))
                            .arg(day, 2, 10, QLatin1Char('0')) } } },
            { "players", players }, { "games", games } })
        .toJson();
}

struct Commit {
    qint64 event = 0;
    int exitCode = -1;
    QString said;
};

// One director: commits `events` one after the other, each in a process of its own, until
// `deadline`.
std::vector<Commit> commitAll(
    const QString &database, const std::vector<qint64> &events, const QDeadlineTimer &deadline)
{
    std::vector<Commit> commits;
    for (const qint64 event : events) {
        if (deadline.hasExpired())
            break;
        QProcess cli;
        cli.start(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("commit"), QString::number(event) });
        cli.waitForFinished(secondsAllowed() * 1000);
        commits.push_back({ event, cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1,
            QString::fromUtf8(cli.readAllStandardError()) });
    }
    return commits;
}

} // namespace

class TestConcurrentWriters : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString why = rd::test::DatabaseLocation::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void writersAtOnceLoseNothing()
    {
        rd::test::DatabaseLocation location;
        // Writer w commits every writerCount()-th event, the odd ones from the other end of the
        // list.
        std::vector<std::vector<qint64>> lists(static_cast<std::size_t>(writerCount()));
        {
            Database database(location.location(), Database::Opening::CreateIfMissing);
            EventRepository events(database);
            for (int number = 0; number < eventCount(); ++number) {
                const auto read = rd::io::readEventDocument(eventDocument(number));
                QVERIFY(read.event);
                Transaction transaction(database);
                const qint64 id = events.importEvent(*read.event);
                transaction.commit();
                lists[std::size_t(number % writerCount())].push_back(id);
            }
        }
        for (std::size_t w = 1; w < lists.size(); w += 2)
            std::reverse(lists[w].begin(), lists[w].end());
        const QDeadlineTimer deadline(secondsAllowed() * 1000);
        std::vector<std::vector<Commit>> done(lists.size());
        std::vector<std::thread> others;
        for (std::size_t w = 1; w < lists.size(); ++w)
            others.emplace_back(
                [&, w] { done[w] = commitAll(location.location(), lists[w], deadline); });
        done[0] = commitAll(location.location(), lists[0], deadline);
        for (std::thread &other : others)
            other.join();

        Database database(location.location(), Database::Opening::CreateIfMissing);
        EventRepository events(database);
        int rated = 0;
        for (const std::vector<Commit> &commits : done) {
            for (const Commit &commit : commits) {
                const auto summary = events.summary(commit.event);
                QVERIFY(summary);
                const bool isRated = summary->status == EventStatus::Rated;
                // A commit that failed said so in a sentence and left its event a draft.
                QVERIFY2(isRated == (commit.exitCode == 0), qPrintable(commit.said));
                if (commit.exitCode != 0)
                    QVERIFY2(
                        commit.said.contains(QStringLiteral("try again")), qPrintable(commit.said));
                rated += isRated ? 1 : 0;
            }
        }
        QVERIFY(rated > 0);

        QProcess check;
        check.start(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), location.location(),
                QStringLiteral("check") });
        QVERIFY(check.waitForFinished(secondsAllowed() * 1000));
        const QString report = QString::fromUtf8(check.readAllStandardOutput());
        QVERIFY2(check.exitCode() == 0, qPrintable(report));
        QVERIFY(report.contains(QStringLiteral("every stored rating equals its recomputation")));
        qInfo("%d of %d events rated by %d writers at once", rated, eventCount(), writerCount());
    }
};

QTEST_GUILESS_MAIN(TestConcurrentWriters)
#include "tst_concurrentwriters.moc"
