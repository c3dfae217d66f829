// The EGD ".h9" table (sagc.md §8): a hand-written table read field by field, round trips in
// both directions, and an error naming the line for each kind of malformed input.
#include "engine/io/H9Format.h"
#include "tests/TestData.h"

#include <QFile>
#include <QTest>

using rd::Date;
using rd::EventInput;
using rd::GoGame;
using rd::GoGameStatus;
using rd::GoWinner;
using rd::io::readH9;
using rd::io::writeH9;

namespace {

QByteArray sample()
{
    return rd::test::testData(QStringLiteral("sample.h9"));
}

// A valid table with `playerLines` as its player lines.
QByteArray table(const QByteArray &playerLines)
{
    return "; EV[Test]\n; DT[2026-01-10,2026-01-11]\n; KM[6.5]\n" + playerLines;
}

bool sameGame(const GoGame &a, const GoGame &b)
{
    return a.white == b.white && a.black == b.black && a.winner == b.winner
        && a.handicap == b.handicap && a.komi == b.komi && a.status == b.status && a.date == b.date;
}

void compareEvents(const EventInput &a, const EventInput &b)
{
    QCOMPARE(a.event.name, b.event.name);
    QCOMPARE(a.event.startDate, b.event.startDate);
    QCOMPARE(a.event.endDate, b.event.endDate);
    QCOMPARE(a.players.size(), b.players.size());
    for (std::size_t i = 0; i < a.players.size(); ++i) {
        QCOMPARE(a.players[i].id, b.players[i].id);
        QCOMPARE(a.players[i].name, b.players[i].name);
        QVERIFY(a.players[i].sagc && b.players[i].sagc);
        QCOMPARE(a.players[i].sagc->rank, b.players[i].sagc->rank);
    }
    QCOMPARE(a.goGames.size(), b.goGames.size());
    for (std::size_t i = 0; i < a.goGames.size(); ++i)
        QVERIFY2(sameGame(a.goGames[i], b.goGames[i]), QByteArray::number(qulonglong(i)));
}

} // namespace

class TestH9 : public QObject {
    Q_OBJECT

private slots:
    void readsSample();
    void roundTripsReadWriteRead();
    void writesByteIdenticalAgain();
    void writesPlainAscii();
    void rejectsMalformedInput_data();
    void rejectsMalformedInput();
};

void TestH9::readsSample()
{
    const auto result = readH9(sample());
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    const EventInput &event = *result.event;
    QVERIFY(event.system == rd::RatingSystem::Sagc);
    QCOMPARE(event.ruleset, std::string("sagc"));
    QCOMPARE(event.event.name, std::string("Cape Town Open 2026"));
    QCOMPARE(event.event.startDate, Date::fromIso("2026-03-14"));
    QCOMPARE(event.event.endDate, *Date::fromIso("2026-03-15"));

    const char *const names[] = { "Nkosi Thabo", "van_Wyk Anna", "Smith John", "Dlamini Sipho" };
    const char *const ranks[] = { "3d", "1k", "5k", "3k" };
    QCOMPARE(event.players.size(), std::size_t(4));
    for (std::size_t i = 0; i < 4; ++i) {
        const auto &player = event.players[i];
        QCOMPARE(player.id, std::to_string(i + 1));
        QCOMPARE(player.name, std::string(names[i]));
        QVERIFY(player.sagc);
        QCOMPARE(player.sagc->rank.toString(), std::string(ranks[i]));
        QCOMPARE(player.sagc->index, 0);
        QVERIFY(player.sagc->recentOpponents.empty());
    }

    // By round, then by the lower place; the bye of round 3 is no game.
    struct Expected {
        const char *white;
        const char *black;
        GoWinner winner;
        int handicap;
        double komi;
    };
    const Expected expected[] = {
        { "1", "2", GoWinner::White, 1, 7.5 },
        { "4", "3", GoWinner::White, 1, 7.5 },
        { "3", "1", GoWinner::Black, 1, 7.5 },
        { "2", "4", GoWinner::White, 2, 0.5 },
        { "1", "4", GoWinner::White, 1, 7.5 },
    };
    QCOMPARE(event.goGames.size(), std::size_t(5));
    for (std::size_t i = 0; i < 5; ++i) {
        const GoGame &game = event.goGames[i];
        QCOMPARE(game.white, std::string(expected[i].white));
        QCOMPARE(game.black, std::string(expected[i].black));
        QCOMPARE(game.winner, expected[i].winner);
        QCOMPARE(game.handicap, expected[i].handicap);
        QCOMPARE(game.komi, expected[i].komi);
        QCOMPARE(game.status, GoGameStatus::Tournament);
        QVERIFY(!game.date);
    }
}

void TestH9::roundTripsReadWriteRead()
{
    const auto first = readH9(sample());
    QVERIFY(first.event);
    const auto second = readH9(writeH9(*first.event));
    QVERIFY2(second.errors.isEmpty(), qPrintable(second.errors.value(0).toString()));
    compareEvents(*first.event, *second.event);
}

void TestH9::writesByteIdenticalAgain()
{
    const QByteArray written = writeH9(*readH9(sample()).event);
    QCOMPARE(written,
        QByteArray("; CL[A]\n; EV[Cape Town Open 2026]\n; DT[2026-03-14,2026-03-15]\n; KM[7.5]\n"
                   "1 Nkosi Thabo 3d ZA - 2+/w0 3+/b0 4+/w0\n"
                   "2 van_Wyk Anna 1k ZA - 1-/b0 4+/w2 0-\n"
                   "3 Smith John 5k ZA - 4-/b0 1-/w0 0-\n"
                   "4 Dlamini Sipho 3k ZA - 3+/w0 2-/b2 1-/b0\n"));
    const auto reread = readH9(written);
    QVERIFY(reread.event);
    QCOMPARE(writeH9(*reread.event), written);
}

void TestH9::writesPlainAscii()
{
    auto event = *readH9(sample()).event;
    event.event.name = "Open \xe2\x80\x94 K\xc3\xb6ln"; // em dash, o umlaut
    event.players[0].name = "M\xc3\xbcller J\xc3\xb6rg"; // u and o umlauts
    event.players[1].name = "\xe6\x9d\x8e \xe6\x98\x8a"; // two CJK letters
    const QByteArray written = writeH9(event);
    QVERIFY(written.contains("; EV[Open ? Koln]\n"));
    QVERIFY(written.contains("\n1 Muller Jorg 3d ZA -"));
    QVERIFY(written.contains("\n2 ? ? 1k ZA -"));
    for (const char c : written)
        QVERIFY(static_cast<unsigned char>(c) < 0x80);

    // Latin-1 input: 0xFC is u umlaut.
    const auto latin1 = readH9(table("1 M\xfcller Hans 2k ZA - 0+\n"));
    QVERIFY(latin1.event);
    QCOMPARE(latin1.event->players[0].name, std::string("M\xc3\xbcller Hans"));
}

void TestH9::rejectsMalformedInput_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    QTest::newRow("bad rank") << table("1 A B 2k ZA - 2+/w0\n2 C D 31k ZA - 1-/b0\n") << "line 5"
                              << "unknown rank \"31k\"";
    QTest::newRow("bad token") << table("1 A B 2k ZA - 2+/w0 x+\n2 C D 3k ZA - 1-/b0 0-\n")
                               << "line 4, round 2"
                               << "malformed round entry \"x+\"";
    QTest::newRow("missing DT") << QByteArray(
        "; EV[Test]\n1 A B 2k ZA - 2+/w0\n2 C D 3k ZA - 1-/b0\n")
                                << "header"
                                << "missing DT[start,end]";
    QTest::newRow("invalid DT") << QByteArray("; DT[2026-01-10,2026-02-30]\n1 A B 2k ZA - 0+\n")
                                << "line 1"
                                << "invalid dates DT[2026-01-10,2026-02-30]";
    QTest::newRow("contradicting tokens")
        << table("1 A B 2k ZA - 2+/w0\n2 C D 3k ZA - 1+/b0\n") << "line 4, round 1"
        << "\"2+/w0\" contradicts line 5, round 1 (\"1+/b0\")";
    QTest::newRow("same colour") << table("1 A B 2k ZA - 2+/w0\n2 C D 3k ZA - 1-/w0\n")
                                 << "line 4, round 1"
                                 << "\"2+/w0\" contradicts line 5, round 1 (\"1-/w0\")";
    QTest::newRow("unanswered") << table("1 A B 2k ZA - 0-\n2 C D 3k ZA - 1-/b0\n")
                                << "line 5, round 1"
                                << "\"1-/b0\" contradicts line 4, round 1 (\"0-\")";
    QTest::newRow("unknown opponent")
        << table("1 A B 2k ZA - 9+/w0\n2 C D 3k ZA - 0-\n") << "line 4, round 1"
        << "unknown opponent place 9";
    QTest::newRow("duplicate place") << table("1 A B 2k ZA - 0-\n1 C D 3k ZA - 0-\n") << "line 5"
                                     << "place 1 is already on line 4";
    QTest::newRow("no club") << table("1 A B 2k ZA\n") << "line 4"
                             << "expected place, name, rank, country and club";
    // Found by fuzz_h9: a line holding only a PIN has no fields before the '|'.
    QTest::newRow("only a pin") << table("|12345678\n") << "line 4"
                                << "expected place, name, rank, country and club";
}

void TestH9::rejectsMalformedInput()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const auto result = readH9(text);
    QVERIFY(!result.event);
    QCOMPARE(result.errors.size(), 1);
    QCOMPARE(result.errors[0].path, path);
    QCOMPARE(result.errors[0].message(), message);
}

QTEST_GUILESS_MAIN(TestH9)
#include "tst_h9.moc"
