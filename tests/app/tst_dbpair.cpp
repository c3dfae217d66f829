// `ratingdesk-cli db pair EVENT` as a director runs it between two rounds, on SQLite and, with
// RD_TEST_BACKEND=postgresql, on PostgreSQL: the next round of a stored event paired as the
// reference engine paired it, stored as the event's paired round and printed as `pairings next`
// prints it; refused with a sentence, the database unchanged, while the round is not complete,
// for a Go event and when no legal pairing exists.
#include "engine/io/trf/TrfTournament.h"
#include "engine/pairing/RoundCheck.h"
#include "engine/store/Database.h"
#include "engine/store/EventLifecycle.h"
#include "tests/DatabaseLocation.h"
#include "tests/TestData.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using rd::test::DatabaseLocation;
using namespace rd;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// ratingdesk-cli ARGUMENTS...
Run cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(RD_CLI_PATH), arguments);
    process.waitForFinished(60000);
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

// ratingdesk-cli db --database DATABASE ARGUMENTS..., on the database of `club`.
Run db(const DatabaseLocation &club, const QStringList &arguments)
{
    return cli(QStringList { QStringLiteral("db"), QStringLiteral("--database"), club.location() }
        + arguments);
}

// `content` as the file `name` in `dir`: its path.
QString writtenFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// The reference tournament `name` (tests/data/pairing) with the rounds after `rounds` taken
// away, as a TRF file in `dir`.
QString cutFile(const QTemporaryDir &dir, const QString &name, int rounds)
{
    pairing::Tournament t
        = *io::readTrfTournament(test::testData(QStringLiteral("pairing/") + name)).tournament;
    for (pairing::Player &p : t.players)
        if (static_cast<int>(p.rounds.size()) > rounds)
            p.rounds.resize(rounds);
    return writtenFile(dir, name, io::writeTrfTournament(t));
}

// What the reference engine paired in `round` of `name`: its pairs White first, sorted, and
// the bye as "bye N".
QStringList referencePairs(const QString &name, int round)
{
    const pairing::Tournament t
        = *io::readTrfTournament(test::testData(QStringLiteral("pairing/") + name)).tournament;
    const pairing::PairingToCheck reference = pairing::pairingInRound(t, round);
    QStringList pairs;
    for (const auto &[white, black] : reference.pairs)
        pairs << QStringLiteral("%1 %2").arg(white).arg(black);
    pairs.sort();
    if (reference.byePlayer)
        pairs << QStringLiteral("bye %1").arg(reference.byePlayer);
    return pairs;
}

// The FIDE programs' lines of `db pair` the same way: the count first, then the pairs sorted
// and the bye ("N 0") last.
QStringList printedPairs(const QString &out, int *count = nullptr)
{
    QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (count)
        *count = lines.isEmpty() ? -1 : lines.takeFirst().toInt();
    else if (!lines.isEmpty())
        lines.removeFirst();
    QStringList pairs;
    QString bye;
    for (const QString &line : lines) {
        if (line.endsWith(QLatin1String(" 0")))
            bye = QStringLiteral("bye ") + line.section(QLatin1Char(' '), 0, 0);
        else
            pairs << line;
    }
    pairs.sort();
    if (!bye.isEmpty())
        pairs << bye;
    return pairs;
}

// dutch-100916 (15 players, forfeits): the tournament the stored rounds are paired in.
const QString kPaired = QStringLiteral("dutch-100916.trf");

// A new database at `club` holding kPaired after round 4 as event 1, and `db pair` on it: round 5
// stored, and what it printed (status -1 when the database could not be made).
Run fifthRoundPaired(const DatabaseLocation &club, const QTemporaryDir &dir)
{
    if (db(club, { QStringLiteral("create") }).exitCode != 0
        || db(club, { QStringLiteral("import"), cutFile(dir, kPaired, 4) }).exitCode != 0)
        return {};
    return db(club, { QStringLiteral("pair"), QStringLiteral("1") });
}

QJsonObject exported(const DatabaseLocation &club, int event)
{
    const Run run = db(club, { QStringLiteral("export"), QString::number(event) });
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

} // namespace

class TestDbPair : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    // dutch-100916 (15 players, forfeits) after round 4: round 5 as the reference engine paired
    // it, then, with round 5's results entered from the reference, round 6 as it paired it.
    void pairsEachRoundAsTheReference()
    {
        const DatabaseLocation club;
        QTemporaryDir dir;
        const QString &name = kPaired;
        const Run paired = fifthRoundPaired(club, dir);
        QCOMPARE(paired.exitCode, 0);
        int count = 0;
        QCOMPARE(printedPairs(paired.out, &count), referencePairs(name, 5));
        QCOMPARE(count, 8); // 7 boards and the bye
        // As `pairings next` prints the same tournament, line for line in board order.
        const Run next
            = cli({ QStringLiteral("pairings"), QStringLiteral("next"), cutFile(dir, name, 4) });
        QCOMPARE(paired.out, next.out);

        // Stored as round 5: seven games without a result, and the pairing-allocated bye.
        const QJsonObject event = exported(club, 1);
        int pending = 0;
        for (const QJsonValue &game : event.value(QStringLiteral("games")).toArray())
            if (game[QStringLiteral("round")].toInt() == 5) {
                QCOMPARE(game[QStringLiteral("result")].toString(), QStringLiteral("*"));
                ++pending;
            }
        QCOMPARE(pending, 7);
        bool bye = false;
        for (const QJsonValue &b : event.value(QStringLiteral("byes")).toArray())
            bye = bye
                || (b[QStringLiteral("round")].toInt() == 5
                    && b[QStringLiteral("unpaired")].toBool());
        QVERIFY(bye);

        // Round 5 has no results yet: refused, naming the first open board, nothing stored.
        const Run again = db(club, { QStringLiteral("pair"), QStringLiteral("1") });
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QStringLiteral(
                     "Round 5 of \"AutoTest Tournament 100916\" is not complete: Test0002 "
                     "Player0002 against Test0003 Player0003 has no result yet (boards without "
                     "one: 7); enter the results before pairing round 6.")),
            qPrintable(again.err));
        QCOMPARE(exported(club, 1), event);

        // The results of round 5 as the reference has them, entered as the desktop saves them.
        const pairing::Tournament reference
            = *io::readTrfTournament(test::testData(QStringLiteral("pairing/") + name)).tournament;
        {
            store::Database database(club.location(), store::Database::Opening::ReadWrite);
            store::EventLifecycle lifecycle(database);
            store::OpenedEvent opened
                = lifecycle.open(1, store::EventLifecycle::Access::Edit).orThrow();
            EventInput &content = opened.content;
            const auto numberOf = [&content](const std::string &id) {
                for (std::size_t i = 0; i < content.players.size(); ++i)
                    if (content.players[i].id == id)
                        return static_cast<int>(i) + 1;
                return 0;
            };
            for (ChessGame &game : content.chessGames) {
                if (game.round != 5)
                    continue;
                switch (reference.player(numberOf(game.white)).round(5).outcome) {
                case pairing::Outcome::Win:
                    game.result = GameResult::WhiteWins;
                    break;
                case pairing::Outcome::Loss:
                    game.result = GameResult::BlackWins;
                    break;
                case pairing::Outcome::Draw:
                    game.result = GameResult::Draw;
                    break;
                case pairing::Outcome::ForfeitWin:
                    game.result = GameResult::WhiteWinsByForfeit;
                    break;
                default:
                    game.result = GameResult::BlackWinsByForfeit;
                    break;
                }
            }
            QVERIFY(lifecycle.keepTyped(1, content));
            QVERIFY(lifecycle.saveDraft(1, content));
            lifecycle.release(1);
        }
        const Run sixth = db(club, { QStringLiteral("pair"), QStringLiteral("1") });
        QVERIFY2(sixth.exitCode == 0, qPrintable(sixth.err));
        QCOMPARE(printedPairs(sixth.out), referencePairs(name, 6));
    }

    // The round `db pair` stored is printed as a pairing list and published as web pages in the
    // order of its boards: board 1 of the page is the first pair `db pair` printed.
    void aPairedRoundIsPrintedAndPublishedInBoardOrder()
    {
        const DatabaseLocation club;
        QTemporaryDir dir;
        const Run paired = fifthRoundPaired(club, dir);
        QCOMPARE(paired.exitCode, 0);
        const QStringList firstBoard
            = paired.out.section(QLatin1Char('\n'), 1, 1).split(QLatin1Char(' '));

        const QString site = dir.filePath(QStringLiteral("site"));
        const Run published
            = cli({ QStringLiteral("export"), QStringLiteral("--database"), club.location(),
                QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("1"), site });
        QVERIFY2(published.exitCode == 0, qPrintable(published.err));
        QFile page(site + QStringLiteral("/round-5.html"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(page.readAll());
        const QRegularExpression board(QStringLiteral(
            "<tr><td class='n'>1</td><td class='n'>(\\d+)</td>.*?<td class='n'>(\\d+)"
            "</td><td>[^<]*</td><td class='n'>[^<]*</td></tr>"));
        const QRegularExpressionMatch first = board.match(html);
        QVERIFY2(first.hasMatch(), qPrintable(html));
        QCOMPARE(QStringList({ first.captured(1), first.captured(2) }), firstBoard);
        QFile index(site + QStringLiteral("/index.html"));
        QVERIFY(index.open(QIODevice::ReadOnly));
        QVERIFY(index.readAll().contains("href='round-5.html'"));

        const QString pdf = dir.filePath(QStringLiteral("pairings.pdf"));
        const Run printed = db(club,
            { QStringLiteral("report"), QStringLiteral("1"), QStringLiteral("--kind"),
                QStringLiteral("pairings-by-name"), QStringLiteral("--pdf"), pdf });
        QVERIFY2(printed.exitCode == 0, qPrintable(printed.err));
        QVERIFY(printed.out.contains(QStringLiteral("Pairings of round 5 by name")));
        const Run unpaired = db(club,
            { QStringLiteral("report"), QStringLiteral("1"), QStringLiteral("--kind"),
                QStringLiteral("pairings"), QStringLiteral("--round"), QStringLiteral("6"),
                QStringLiteral("--pdf"), pdf });
        QCOMPARE(unpaired.exitCode, 2);
        QVERIFY2(unpaired.err.contains(
                     QStringLiteral("--round must be a paired round from 1 to 5, not '6'")),
            qPrintable(unpaired.err));
    }

    // unpairable-100128: the reference's generator stopped because round 5 (its 142) cannot be
    // paired: four players left with two opponents. Refused with the players named, nothing stored.
    void refusesWhenNoLegalPairingExists()
    {
        const DatabaseLocation club;
        QCOMPARE(db(club, { QStringLiteral("create") }).exitCode, 0);
        QTemporaryDir dir;
        const QString path = writtenFile(dir, QStringLiteral("unpairable.trf"),
            test::testData(QStringLiteral("pairing/unpairable-100128.trf")));
        QCOMPARE(db(club, { QStringLiteral("import"), path }).exitCode, 0);
        const QJsonObject before = exported(club, 1);
        const Run paired = db(club, { QStringLiteral("pair"), QStringLiteral("1") });
        QCOMPARE(paired.exitCode, 1);
        QVERIFY(paired.out.isEmpty());
        // `pairings next` names them by start number; `db pair` by name and start number.
        const Run next = cli({ QStringLiteral("pairings"), QStringLiteral("next"), path });
        QCOMPARE(next.exitCode, 1);
        QVERIFY2(paired.err.contains(QStringLiteral("no legal pairing exists: players ")),
            qPrintable(paired.err));
        QVERIFY2(paired.err.contains(QStringLiteral("nothing was stored")), qPrintable(paired.err));
        const int first = QRegularExpression(QStringLiteral("players (\\d+)"))
                              .match(next.err)
                              .captured(1)
                              .toInt();
        QVERIFY(first > 0);
        QVERIFY2(paired.err.contains(QStringLiteral("players Test%1 Player%1 (%2)")
                                         .arg(first, 4, 10, QLatin1Char('0'))
                                         .arg(first)),
            qPrintable(paired.err + next.err));
        QCOMPARE(exported(club, 1), before);
    }

    void refusesAGoEvent()
    {
        const DatabaseLocation club;
        QCOMPARE(db(club, { QStringLiteral("create") }).exitCode, 0);
        QTemporaryDir dir;
        const QString path = writtenFile(dir, QStringLiteral("go.json"),
            R"({ "format": "ratingdesk-event", "version": 1, "system": "sagc",
            "event": { "name": "Go evening", "end_date": "2026-03-29" },
            "players": [ { "id": "a", "sagc": { "rank": "14k" } }, { "id": "b", "sagc": { "rank": "16k" } } ],
            "games": [ { "white": "a", "black": "b", "winner": "black" } ] })");
        QCOMPARE(db(club, { QStringLiteral("import"), path }).exitCode, 0);
        const Run paired = db(club, { QStringLiteral("pair"), QStringLiteral("1") });
        QCOMPARE(paired.exitCode, 1);
        QVERIFY2(paired.err.contains(
                     QStringLiteral("\"Go evening\" is a Go event; the Dutch system pairs chess "
                                    "events only.")),
            qPrintable(paired.err));
    }
};

QTEST_GUILESS_MAIN(TestDbPair)
#include "tst_dbpair.moc"
