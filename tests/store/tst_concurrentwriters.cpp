// Two directors at once (docs/database.md "Several directors at once"): two writer processes
// commit events that share players into one database, each process a `ratingdesk-cli db
// commit` of its own, for a bounded time. Nothing may be lost or half-written: every event
// whose commit succeeded is rated, every other one is still a draft and its commit said why,
// and `db check` finds the stored history equal to a serial re-evaluation of it.
#include "engine/io/EventDocumentReader.h"
#include "engine/store/EventRepository.h"
#include "tests/DatabaseLocation.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <thread>

using namespace rd::store;

namespace {

const QString kCli = QStringLiteral(RD_CLI_PATH);

constexpr int kEvents = 16;
constexpr int kPool = 24; // players shared by all events
constexpr int kPlayersPerEvent = 8;
constexpr int kSecondsAllowed = 120;

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

// One director: commits `events` one after the other, each in a process of its own.
std::vector<Commit> commitAll(const QString &database, const std::vector<qint64> &events)
{
    std::vector<Commit> commits;
    const QDeadlineTimer deadline(kSecondsAllowed * 1000);
    for (const qint64 event : events) {
        if (deadline.hasExpired())
            break;
        QProcess cli;
        cli.start(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("commit"), QString::number(event) });
        cli.waitForFinished(kSecondsAllowed * 1000);
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

    void twoWritersLoseNothing()
    {
        rd::test::DatabaseLocation location;
        std::vector<qint64> first;
        std::vector<qint64> second;
        {
            Database database(location.location(), Database::Opening::CreateIfMissing);
            EventRepository events(database);
            for (int number = 0; number < kEvents; ++number) {
                const auto read = rd::io::readEventDocument(eventDocument(number));
                QVERIFY(read.event);
                Transaction transaction(database);
                const qint64 id = events.importEvent(*read.event);
                transaction.commit();
                (number % 2 == 0 ? first : second).push_back(id);
            }
        }
        // The second director works from the other end of his list.
        std::reverse(second.begin(), second.end());
        std::vector<Commit> byFirst;
        std::thread other([&] { byFirst = commitAll(location.location(), first); });
        std::vector<Commit> bySecond = commitAll(location.location(), second);
        other.join();

        Database database(location.location(), Database::Opening::CreateIfMissing);
        EventRepository events(database);
        int rated = 0;
        for (const auto *commits : { &byFirst, &bySecond }) {
            for (const Commit &commit : *commits) {
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
        QVERIFY(check.waitForFinished(kSecondsAllowed * 1000));
        const QString report = QString::fromUtf8(check.readAllStandardOutput());
        QVERIFY2(check.exitCode() == 0, qPrintable(report));
        QVERIFY(report.contains(QStringLiteral("every stored rating equals its recomputation")));
        qInfo("%d of %d events rated by two writers at once", rated, kEvents);
    }
};

QTEST_GUILESS_MAIN(TestConcurrentWriters)
#include "tst_concurrentwriters.moc"
