// The EGD ".h9" table (docs/h9.md): hand-written tables in OpenGotha's habits, each read field by
// field and written back byte for byte, also through the event document; the warnings of what is
// read in a way worth knowing; and an error naming the line for each kind of malformed input.
#include "engine/io/ExchangeFormats.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/egd/H9Format.h"
#include "tests/TestData.h"

#include <QDate>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTest>

using rd::Date;
using rd::EventInput;
using rd::GoGame;
using rd::GoGameStatus;
using rd::GoWinner;
using rd::io::readH9;
using rd::io::writeH9;

namespace {

QByteArray data(const char *name)
{
    return rd::test::testData(QString::fromLatin1(name));
}

// A valid table with `playerLines` as its player lines (lines 4 on).
QByteArray table(const QByteArray &playerLines)
{
    return "; EV[Test]\n; DT[2026-01-10,2026-01-11]\n; KM[6.5]\n" + playerLines;
}

struct Player {
    const char *name;
    const char *rank;
    const char *country;
    const char *club;
};

struct Game {
    const char *white;
    const char *black;
    GoWinner winner;
    int handicap;
    double komi;
};

// The players in line order, their ids being their line numbers.
void comparePlayers(const EventInput &event, std::initializer_list<Player> expected)
{
    QCOMPARE(event.players.size(), expected.size());
    std::size_t i = 0;
    for (const Player &player : expected) {
        const auto &read = event.players[i++];
        QCOMPARE(read.id, std::to_string(i));
        QCOMPARE(read.name, std::string(player.name));
        QVERIFY(read.sagc);
        QCOMPARE(read.sagc->rank.toString(), std::string(player.rank));
        QCOMPARE(read.sagc->index, 0);
        QCOMPARE(read.country, std::string(player.country));
        QCOMPARE(read.club, std::string(player.club));
    }
}

// The rated games by round, then by the upper line; all tournament games without a date.
void compareGames(const EventInput &event, std::initializer_list<Game> expected)
{
    QCOMPARE(event.goGames.size(), expected.size());
    std::size_t i = 0;
    for (const Game &game : expected) {
        const GoGame &read = event.goGames[i++];
        QCOMPARE(read.white, std::string(game.white));
        QCOMPARE(read.black, std::string(game.black));
        QCOMPARE(read.winner, game.winner);
        QCOMPARE(read.handicap, game.handicap);
        QCOMPARE(read.komi, game.komi);
        QCOMPARE(read.status, GoGameStatus::Tournament);
        QVERIFY(!read.date);
    }
}

// The event with only its game `index`.
EventInput onlyGame(const EventInput &event, std::size_t index)
{
    EventInput one;
    one.goGames = { event.goGames[index] };
    return one;
}

QStringList warnings(const rd::io::EventReadResult &result)
{
    QStringList texts;
    for (const auto &warning : result.warnings)
        texts.append(warning.toString());
    return texts;
}

// The table's event with what the table keeps besides it.
rd::io::EventFile readOk(const QByteArray &text)
{
    const auto result = readH9(text);
    if (!result.event)
        qWarning() << result.errors.value(0).toString();
    return result.file().value_or(rd::io::EventFile());
}

// What the table kept of the player `index` of `file`.
const rd::io::H9Line &lineOf(const rd::io::EventFile &file, std::size_t index)
{
    return file.details.h9.lineOf(file.event.players[index].id);
}

} // namespace

class TestH9 : public QObject {
    Q_OBJECT

private slots:
    void readsOpenGothaTable();
    void readsUnconfirmedResults();
    void readsLatin1();
    void readsResultsByDefault();
    void readsShortCells();
    void readsPairgoth();
    void readsWindowsTable();
    void writesBackByteForByte_data();
    void writesBackByteForByte();
    void readsSample();
    void readsLineEndsAndBlanksOfOtherPrograms();
    void readsUtf8AndWritesItBack();
    void readsArchiveForms();
    void warnsOfPlacesCommentsAndRanks();
    void writesWhatChanged();
    void writesNewTable();
    void foldsToLatin1();
    void rejectsMalformedInput_data();
    void rejectsMalformedInput();
    // docs/h9.md "What other programs write": tables of the EGD's archive and their habits.
    void everyTableKeepsEveryGame_data();
    void everyTableKeepsEveryGame();
    void findsRoundsAmongOtherColumns();
    void findsRoundsBesideKoreanCaption();
    void readsTabsAndEmptyPin();
    void readsRulingsAndByesByDefault();
    void readsDatesInTheWrongOrder();
    void readsTableWithoutDates();
    void refusesTableWithoutRounds();
};

void TestH9::readsOpenGothaTable()
{
    const auto result = readH9(data("h9-opengotha.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QVERIFY(result.warnings.isEmpty());
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    QVERIFY(event.system == rd::RatingSystem::Sagc);
    QCOMPARE(event.ruleset, std::string("sagc"));
    QCOMPARE(event.event.name, std::string("Chestnut Cup 2025"));
    QCOMPARE(event.event.startDate, Date::fromIso("2025-10-04"));
    QCOMPARE(event.event.endDate, *Date::fromIso("2025-10-05"));
    // Lines 3 and 5 have no place (tied); XX and xxxx are an unknown country and club.
    comparePlayers(event,
        { { "Horak, Pavel", "3d", "CZ", "Brno" }, { "Lindqvist, Eva", "1d", "SE", "Stoc" },
            { "Novak, Jiri", "2k", "CZ", "Brno" }, { "Moreau, Lucien", "1k", "FR", "75Pa" },
            { "Kovac, Ivo", "4k", "", "" }, { "van Dijk, Sem", "6k", "NL", "Utre" } });
    // h0 an even game with KM 6.5, h1 no komi (0.5), h3 three stones with komi 0.5
    // (sagc.md §8); round 3's bye (0+) and absence (0-) are no games.
    compareGames(event,
        { { "1", "2", GoWinner::White, 1, 6.5 }, { "3", "6", GoWinner::White, 1, 0.5 },
            { "4", "5", GoWinner::White, 1, 6.5 }, { "4", "1", GoWinner::Black, 1, 6.5 },
            { "2", "3", GoWinner::White, 1, 6.5 }, { "5", "6", GoWinner::White, 1, 6.5 },
            { "1", "5", GoWinner::White, 3, 0.5 }, { "4", "2", GoWinner::Black, 1, 6.5 } });
    // What the table holds besides: its comment lines, scores (NBW and OpenGotha's " 0" up to
    // four columns) and cells as written.
    QCOMPARE(file.details.h9.header.size(), std::size_t(11));
    QCOMPARE(file.details.h9.header[4], std::string("; HA[h3]"));
    QCOMPARE(file.details.h9.header[8], std::string("; Generated by OpenGotha 3.51"));
    QCOMPARE(file.details.h9.encoding, std::string());
    QCOMPARE(lineOf(file, 2).scores, std::string("    2 0 0 0"));
    QCOMPARE(lineOf(file, 2).cells, (std::vector<std::string> { "6+/w1", "2-/b0", "0+" }));
    QVERIFY(event.players[0].egdPin.empty());
}

void TestH9::readsUnconfirmedResults()
{
    const auto result = readH9(data("h9-unconfirmed.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    // One warning for both games marked ?, at the first line that has one.
    QCOMPARE(warnings(result),
        QStringList { "line 11, round 2: \"3?/w0\" and every later result marked ? are not "
                      "confirmed: they are not rated, and they are kept and written back as "
                      "they are" });
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    comparePlayers(event,
        { { "Berger, Lena", "2d", "AT", "Wien" }, { "Okafor, Nneka", "1d", "AT", "Wien" },
            { "Rossi, Marta", "3k", "IT", "Mila" }, { "Dubois, Yann", "3k", "FR", "Lyon" } });
    // Only round 1's game of lines 11 and 12 is rated, with KM 7.5.
    compareGames(event, { { "1", "2", GoWinner::White, 1, 7.5 } });
    // `30?` and `57?` are scores with a half that Latin-1 cannot write, not results (h9.md "Player
    // lines").
    QCOMPARE(lineOf(file, 0).scores, std::string("   32  57? 0 0"));
    QCOMPARE(lineOf(file, 1).scores, std::string("  30?   32 0 0"));
    QCOMPARE(lineOf(file, 1).cells, (std::vector<std::string> { "1-/b0", "0=" }));
    QCOMPARE(lineOf(file, 2).cells, (std::vector<std::string> { "4?/b0", "1?/b0" }));
}

void TestH9::readsLatin1()
{
    const QByteArray bytes = data("h9-latin1.h9");
    QVERIFY(bytes.contains("M\xfcller J\xfcrgen")); // Latin-1 bytes, not UTF-8
    const auto result = readH9(bytes);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QVERIFY(result.warnings.isEmpty());
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    QCOMPARE(event.event.name, std::string("Coupe d'\xc3\x89t\xc3\xa9 2025"));
    QCOMPARE(file.details.h9.encoding, std::string("latin-1"));
    QCOMPARE(file.details.h9.header[2], std::string("; PC[,Gen\xc3\xa8ve]"));
    // OpenGotha writes ? for letters ISO-8859-15 lacks (Szabó Gergő has two).
    comparePlayers(event,
        { { "M\xc3\xbcller, J\xc3\xbcrgen", "4d", "DE", "K\xc3\xb6ln" },
            { "Lef\xc3\xa8vre, Aur\xc3\xa9lie", "2d", "FR", "Lyon" },
            { "S\xc3\xb8ndergaard, \xc3\x85se", "3k", "DK", "Kbh" },
            { "Szab?, Gerg?", "1k", "HU", "Buda" } });
    // HA[h2]: 4d against 3k is 4 stones (h4), the others are even.
    compareGames(event,
        { { "1", "2", GoWinner::White, 1, 6.5 }, { "4", "3", GoWinner::Black, 1, 6.5 },
            { "1", "3", GoWinner::Black, 4, 0.5 }, { "2", "4", GoWinner::White, 1, 6.5 } });
}

void TestH9::readsResultsByDefault()
{
    const auto result = readH9(data("h9-by-default.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        QStringList { "line 13, round 1: \"4+!w0\" and every later result marked ! were decided "
                      "by default, not played: they are not rated, and they are kept and "
                      "written back as they are" });
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    comparePlayers(event,
        { { "Kral, Tomas", "5d", "CZ", "Prah" }, { "Weber, Jonas", "4d", "DE", "Muen" },
            { "Dvorak, Petr", "3d", "CZ", "Prah" }, { "Keller, Mia", "2d", "CH", "Zuri" } });
    compareGames(event,
        { { "1", "3", GoWinner::White, 1, 6.5 }, { "2", "1", GoWinner::Black, 1, 6.5 },
            { "3", "4", GoWinner::White, 1, 6.5 } });
    QCOMPARE(file.details.h9.header[6], std::string("; TA[80]"));
    QCOMPARE(lineOf(file, 3).cells, (std::vector<std::string> { "2-!b0", "3-/b0" }));
}

void TestH9::readsShortCells()
{
    const auto result = readH9(data("h9-short-cells.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        QStringList { "line 11, round 1: \"3+\" and every later game without colours are read "
                      "with the player on the upper line as White" });
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    comparePlayers(event,
        { { "Peeters, Lotte", "1k", "BE", "Gent" }, { "Janssens, Bram", "2k", "BE", "Gent" },
            { "Maes, Noor", "2k", "BE", "Brug" }, { "Claes, Wout", "5k", "BE", "" } });
    // Without colours the upper line is White; without a handicap the game is even.
    compareGames(event,
        { { "1", "3", GoWinner::White, 1, 6.5 }, { "2", "4", GoWinner::White, 1, 6.5 },
            { "1", "2", GoWinner::White, 1, 6.5 }, { "3", "4", GoWinner::White, 1, 6.5 } });
}

// pairgoth: UTF-8, CR LF, an empty first line, a CL line with trailing blanks, two CM lines, a
// sequence number on every line, wide score columns, no zero handicap, PINs.
void TestH9::readsPairgoth()
{
    const QByteArray bytes = data("h9-pairgoth.h9");
    const auto result = readH9(bytes);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        QStringList { "line 15, round 1: \"4?/w\" and every later result marked ? are not "
                      "confirmed: they are not rated, and they are kept and written back as "
                      "they are" });
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    QCOMPARE(file.details.h9.encoding, std::string("utf-8"));
    QCOMPARE(file.details.h9.header.front(), std::string("; CL[B]   "));
    comparePlayers(event,
        { { "Dvo\xc5\x99\xc3\xa1k, Tom\xc3\xa1\xc5\xa1", "2d", "CZ", "Brno" },
            { "\xc5\xa0imkov\xc3\xa1, Lucie", "1d", "CZ", "Brno" },
            { "\xc5\x8cta, Haruki", "1k", "JP", "Brno" },
            { "Novotn\xc3\xa1, Eva", "3k", "CZ", "Olom" } });
    QCOMPARE(event.players[0].egdPin, std::string("12345601"));
    QVERIFY(event.players[2].egdPin.empty());
    QCOMPARE(event.players[3].egdPin, std::string("12345604"));
    // No handicap digit: even games with KM 7.5.
    compareGames(event,
        { { "1", "2", GoWinner::White, 1, 7.5 }, { "3", "1", GoWinner::Black, 1, 7.5 },
            { "2", "4", GoWinner::White, 1, 7.5 } });

    // Written back in UTF-8 with CR LF, the comment lines as they were (without the empty line
    // before them), in OpenGotha's columns.
    QCOMPARE(file.details.h9.lineEnd, std::string("crlf"));
    QByteArray expected = bytes.mid(2);
    expected.truncate(expected.indexOf("\r\n1 ") + 2);
    expected
        += "   1 Dvo\xc5\x99\xc3\xa1k Tom\xc3\xa1\xc5\xa1                    2D CZ Brno       2"
           "       1     2+/w     3+/b |12345601\r\n"
           "   2 \xc5\xa0imkov\xc3\xa1 Lucie                   1D CZ Brno       1       2     1-/b"
           "     4+/w |12345602\r\n"
           "   3 \xc5\x8cta Haruki                      1K JP Brno       0       2     4?/w"
           "     1-/w\r\n"
           "   4 Novotn\xc3\xa1 Eva                     3K CZ Olom       0       1     3?/b"
           "     2-/b |12345604\r\n";
    const QByteArray written = writeH9(file);
    QCOMPARE(written, expected);
    QCOMPARE(writeH9(readOk(written)), written);
}

// An OpenGotha table saved on Windows: CR LF, Latin-1 accents, class X, a handicap rule (HA[h2])
// with the handicap digits it gives, KM 7.5, a game not confirmed, ties with their places blank,
// an unknown country and club, a bye and an absence.
void TestH9::readsWindowsTable()
{
    const auto result = readH9(data("h9-windows.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        QStringList { "line 16, round 1: \"6?/b0\" and every later result marked ? are not "
                      "confirmed: they are not rated, and they are kept and written back as "
                      "they are" });
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    QCOMPARE(file.details.h9.lineEnd, std::string("crlf"));
    QCOMPARE(file.details.h9.encoding, std::string("latin-1"));
    QCOMPARE(event.event.name, std::string("Coupe de l'\xc3\x89t\xc3\xa9 2025"));
    QCOMPARE(file.details.h9.header.front(), std::string("; CL[X]"));
    QCOMPARE(file.details.h9.header[2], std::string("; PC[,Li\xc3\xa8ge]"));
    comparePlayers(event,
        { { "Pe\xc3\xb1"
            "a, Luc\xc3\xad"
            "a",
              "2d", "ES", "Madr" },
            { "M\xc3\xbcller, J\xc3\xb6rg", "1d", "DE", "K\xc3\xb6ln" },
            { "\xc3\x87"
              "elik, Deniz",
                "2k", "TR", "Ista" },
            { "S\xc3\xb8rensen, Mads", "5k", "", "" },
            { "Lef\xc3\xa8vre, No\xc3\xabl", "1k", "FR", "Lyon" },
            { "Dubois, H\xc3\xa9l\xc3\xa8ne", "3k", "BE", "Brux" } });
    // By round, then by the upper line; h0 an even game with KM 7.5, h1 a game without komi
    // (0.5), h2 and h3 stones (h9.md "Result cells"); the game 5-6 of round 1 is not confirmed.
    compareGames(event,
        { { "1", "3", GoWinner::White, 1, 0.5 }, { "2", "4", GoWinner::Black, 3, 0.5 },
            { "5", "1", GoWinner::Black, 1, 7.5 }, { "2", "6", GoWinner::White, 1, 0.5 },
            { "3", "4", GoWinner::White, 1, 0.5 }, { "1", "2", GoWinner::Black, 1, 7.5 },
            { "5", "4", GoWinner::White, 2, 0.5 } });
    // Lines 12 to 14 tie on NBW, and so do lines 15 and 16: their places after the first are
    // blank, and read like any other.
    QCOMPARE(lineOf(file, 2).scores, lineOf(file, 0).scores);
    QCOMPARE(lineOf(file, 4).scores, std::string("    1 0 0 0"));
}

void TestH9::writesBackByteForByte_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : { "h9-opengotha.h9", "h9-unconfirmed.h9", "h9-latin1.h9",
             "h9-by-default.h9", "h9-short-cells.h9", "h9-windows.h9" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

// An imported table that nobody changed comes back as it was, also after the event document.
void TestH9::writesBackByteForByte()
{
    QFETCH(QString, name);
    const QByteArray bytes = rd::test::testData(name);
    const rd::io::EventFile file = readOk(bytes);
    QCOMPARE(writeH9(file), bytes);

    const auto document = rd::io::readEventDocument(rd::io::writeEventDocument(file, false));
    QVERIFY2(document.errors.isEmpty(), qPrintable(document.errors.value(0).toString()));
    QCOMPARE(writeH9(*document.file()), bytes);
}

void TestH9::readsSample()
{
    const auto result = readH9(data("sample.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QVERIFY(result.warnings.isEmpty());
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    QCOMPARE(event.event.name, std::string("Cape Town Open 2026"));
    QCOMPARE(event.event.startDate, Date::fromIso("2026-03-14"));
    QCOMPARE(event.event.endDate, *Date::fromIso("2026-03-15"));
    comparePlayers(event,
        { { "Nkosi, Thabo", "3d", "ZA", "CPT" }, { "van Wyk, Anna", "1k", "ZA", "CPT" },
            { "Smith, John", "5k", "ZA", "JHB" }, { "Dlamini, Sipho", "3k", "ZA", "DUR" } });
    QCOMPARE(event.players[1].egdPin, std::string("12345678"));
    // By round, then by the upper line; the bye of round 3 is no game; KM 7.5.
    compareGames(event,
        { { "1", "2", GoWinner::White, 1, 7.5 }, { "4", "3", GoWinner::White, 1, 7.5 },
            { "3", "1", GoWinner::Black, 1, 7.5 }, { "2", "4", GoWinner::White, 2, 0.5 },
            { "1", "4", GoWinner::White, 1, 7.5 } });
    QCOMPARE(lineOf(file, 1).scores, std::string("   2"));

    // Written in OpenGotha's columns (h9.md "Writing"): ranks in capitals, the PIN after the cells.
    const QByteArray written = writeH9(file);
    QCOMPARE(written,
        QByteArray(
            "; CL[A]\n; EV[Cape Town Open 2026]\n; PC[ZA,Cape Town]\n"
            "; DT[2026-03-14,2026-03-15]\n; HA[h9]\n; KM[7.5]\n; TM[60]\n;\n"
            "; Pl Name            Rk  Co Club  Pt  Rounds\n"
            "   1 Nkosi Thabo                     3D ZA  CPT   3    2+/w0    3+/b0    4+/w0\n"
            "   2 van_Wyk Anna                    1K ZA  CPT   2    1-/b0    4+/w2    0+    "
            "|12345678\n"
            "   3 Smith John                      5K ZA  JHB   0    4-/b0    1-/w0    0-   \n"
            "   4 Dlamini Sipho                   3K ZA  DUR   1    3+/w0    2-/b2    1-/b0\n"));
    QCOMPARE(writeH9(readOk(written)), written);
}

// pairgoth starts with an empty line; hand-edited files have CR LF, tabs and trailing blanks.
void TestH9::readsLineEndsAndBlanksOfOtherPrograms()
{
    const QByteArray bytes = data("h9-opengotha.h9");
    QByteArray other = "\r\n" + bytes;
    other.replace("\n", "\r\n").replace("\r\r\n", "\r\n");
    other.replace("   1 Horak Pavel", "1\tHorak\tPavel");
    const auto result = readH9(other);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    const EventInput lf = readOk(bytes).event;
    QCOMPARE(result.event->players.size(), lf.players.size());
    QCOMPARE(result.event->goGames.size(), lf.goGames.size());
    QCOMPARE(result.event->players[0].name, lf.players[0].name);
    // Written with the file's CR LF, in OpenGotha's columns, without the empty first line.
    QByteArray crlf = bytes;
    crlf.replace("\n", "\r\n");
    QCOMPARE(writeH9(*result.file()), crlf);
    // A bare CR ends the lines of old Mac files.
    QByteArray cr = bytes;
    cr.replace('\n', '\r');
    const rd::io::EventFile read = readOk(cr);
    QCOMPARE(read.details.h9.lineEnd, std::string("cr"));
    QCOMPARE(writeH9(read), cr);

    // A table typed in by hand: an empty first line, blank lines between the players (one of
    // blanks only), tabs, trailing blanks, one word between fields, and LF, CR LF and a bare CR
    // mixed. Its four players and the four games of its two rounds (even games, KM 6.5).
    const auto hand = readH9(data("h9-hand-edited.h9"));
    QVERIFY2(hand.errors.isEmpty(), qPrintable(hand.errors.value(0).toString()));
    comparePlayers(*hand.event,
        { { "Berger, Anna", "2d", "DE", "Berl" }, { "Falk, Jonas", "1k", "DE", "Hamb" },
            { "Roth, Mia", "3k", "AT", "Wien" }, { "Stein, Paul", "5k", "CH", "Zuri" } });
    QCOMPARE(hand.event->players[2].egdPin, std::string("12345603"));
    compareGames(*hand.event,
        { { "1", "2", GoWinner::White, 1, 6.5 }, { "4", "3", GoWinner::White, 1, 6.5 },
            { "3", "1", GoWinner::Black, 1, 6.5 }, { "2", "4", GoWinner::White, 1, 6.5 } });
}

void TestH9::readsUtf8AndWritesItBack()
{
    const QByteArray utf8 = QString::fromLatin1(data("h9-latin1.h9")).toUtf8();
    const auto result = readH9(utf8);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(result.details.h9.encoding, std::string("utf-8"));
    QCOMPARE(result.event->players[0].name, std::string("M\xc3\xbcller, J\xc3\xbcrgen"));
    QCOMPARE(result.event->players[0].club, std::string("K\xc3\xb6ln"));
    QCOMPARE(writeH9(*result.file()), utf8);
}

// h9.md "Result cells": archive forms read as their usual ones.
void TestH9::readsArchiveForms()
{
    const QByteArray text = table("1 Aa Bb 2D ZA CPT 2+/W0 0=0 3+/b0! |10000001\n"
                                  "2 Cc Dd 3k ZA CPT 1-/B0 3-/w11 0-\n"
                                  "3 Ee Ff 3k ZA CPT 0- 2+/b11 1-/w0!\n");
    const auto result = readH9(text);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        (QStringList { "line 4, round 3: \"3+/b0!\" and every later result marked ! were decided "
                       "by default, not played: they are not rated, and they are kept and "
                       "written back as they are",
            "line 5, round 2: \"3-/w11\" gives 11 handicap stones, more than 9: this and every "
            "later such game are not rated, and they are kept and written back as they are" }));
    QCOMPARE(result.event->players[0].egdPin, std::string("10000001"));
    compareGames(*result.event, { { "1", "2", GoWinner::White, 1, 6.5 } });
    // The cells come back as written, in OpenGotha's columns.
    QVERIFY(writeH9(*result.file())
                .endsWith("   3 Ee Ff                           3K ZA  CPT    0-      2+/b11"
                          "   1-/w0!\n"));
}

void TestH9::warnsOfPlacesCommentsAndRanks()
{
    const QByteArray text = table("1 Aa Bb 2d ZA CPT 2+/w0\n"
                                  "; a note\n"
                                  "7 Cc Dd 12 ZA CPT 1-/b0 ; seen\n");
    const auto result = readH9(text);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        (QStringList { "line 5: this and every later comment line among the player lines are "
                       "written back above the player lines",
            "line 6: the comment \"seen\" after the player's data, and any later one, are not "
            "kept",
            "line 6: rank \"12\" has no k or d: it and every later such rank are read as kyu",
            "line 6: place 7 is not the number of this player line (2): opponents are read as "
            "line numbers, and the places are written back as line numbers" }));
    QCOMPARE(result.event->players[1].sagc->rank.toString(), std::string("12k"));
    QCOMPARE(result.details.h9.header.back(), std::string("; a note"));
}

// What changed is written anew; what did not change stays as it was.
void TestH9::writesWhatChanged()
{
    const QByteArray bytes = data("h9-opengotha.h9");
    QList<QByteArray> lines = bytes.split('\n');

    rd::io::EventFile file = readOk(bytes);
    EventInput &event = file.event;
    event.event.name = "Chestnut Cup 2025 (final)";
    event.players[3].club = "Lyon";
    event.players[4].country = "SK";
    QList<QByteArray> expected = lines;
    expected[1] = "; EV[Chestnut Cup 2025 (final)]";
    expected[14] = "   4 Moreau Lucien                   1K FR Lyon    1 0 0 0    5+/w0    1-/w0"
                   "    2-/w0";
    expected[15] = "     Kovac Ivo                       4K SK xxxx    1 0 0 0    4-/b0    6+/w0"
                   "    1-/b3";
    QCOMPARE(writeH9(file), expected.join('\n'));

    // Round 3's game of lines 12 and 14 taken back: both cells say no game; the result of the
    // round-1 game of lines 11 and 12 turned: both cells are written from the game.
    file = readOk(bytes);
    event.goGames.erase(event.goGames.begin() + 7);
    event.goGames[0].winner = GoWinner::Black;
    expected = lines;
    expected[11] = "   1 Horak Pavel                     3D CZ Brno    3 0 0 0    2-/w0    4+/b0"
                   "    5+/w3";
    expected[12] = "   2 Lindqvist Eva                   1D SE Stoc    2 0 0 0    1+/b0    3+/w0"
                   "    0-   ";
    expected[14] = "   4 Moreau Lucien                   1K FR 75Pa    1 0 0 0    5+/w0    1-/w0"
                   "    0-   ";
    QCOMPARE(writeH9(file), expected.join('\n'));
}

void TestH9::writesNewTable()
{
    EventInput event;
    event.system = rd::RatingSystem::Sagc;
    event.event.name = "Club Night";
    event.event.endDate = *Date::fromIso("2026-02-03");
    for (const char *id : { "a", "b", "c" }) {
        rd::PlayerInput player;
        player.id = id;
        player.name = std::string("Player, ") + id;
        player.sagc = rd::SagcState { *rd::sagc::GoRank::parse("3k"), 0, {} };
        event.players.push_back(player);
    }
    event.players[0].country = "ZA";
    event.players[0].club = "Cape Town";
    // Two games of a, the second without komi (h1 with KM 7.5); c plays b after a does.
    event.goGames = { { "a", "b", GoWinner::White, 1, 7.5, GoGameStatus::Club, {} },
        { "c", "a", GoWinner::Black, 1, 0.5, GoGameStatus::Club, {} },
        { "b", "c", GoWinner::Draw, 1, 7.5, GoGameStatus::Club, {} } };
    const QByteArray written = writeH9(event);
    QCOMPARE(written,
        QByteArray("; CL[A]\n; EV[Club Night]\n; DT[2026-02-03]\n; KM[7.5]\n"
                   "; Generated by ratingdesk\n;\n"
                   "; Pl Name                            Rk Co Club\n"
                   "   1 Player a                        3K ZA Cape    2+/w0    3+/b1    0-   \n"
                   "   2 Player b                        3K XX xxxx    1-/b0    0-       3=/w0\n"
                   "   3 Player c                        3K XX xxxx    0-       1-/w1    2=/b0\n"));
    const EventInput read = readOk(written).event;
    compareGames(read,
        { { "1", "2", GoWinner::White, 1, 7.5 }, { "3", "1", GoWinner::Black, 1, 0.5 },
            { "2", "3", GoWinner::Draw, 1, 7.5 } });
}

// h9.md "Text": Latin-1, letters it lacks without their accents, other characters as '?'.
void TestH9::foldsToLatin1()
{
    rd::io::EventFile file = readOk(data("sample.h9"));
    EventInput &event = file.event;
    event.event.name = "Open \xe2\x80\x94 K\xc3\xb6ln"; // em dash, o umlaut
    event.players[0].name = "Wa\xc5\x82\xc4\x99sa, J\xc3\xb6rg"; // l stroke, e ogonek
    event.players[1].name = "\xe6\x9d\x8e \xe6\x98\x8a"; // two CJK letters
    const QByteArray written = writeH9(file);
    QVERIFY(written.contains("; EV[Open - K\xf6ln]\n"));
    QVERIFY(written.contains("\n   1 Walesa J\xf6rg    "));
    QVERIFY(written.contains("\n   2 ? ?    "));
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
    QTest::newRow("contradicting tokens")
        << table("1 A B 2k ZA - 2=/w0\n2 C D 3k ZA - 1+/b0\n") << "line 4, round 1"
        << "\"2=/w0\" contradicts line 5, round 1 (\"1+/b0\")";
    QTest::newRow("same colour") << table("1 A B 2k ZA - 2+/w0\n2 C D 3k ZA - 1-/w0\n")
                                 << "line 4, round 1"
                                 << "\"2+/w0\" contradicts line 5, round 1 (\"1-/w0\")";
    QTest::newRow("unanswered") << table("1 A B 2k ZA - 0-\n2 C D 3k ZA - 1-/b0\n")
                                << "line 5, round 1"
                                << "\"1-/b0\" contradicts line 4, round 1 (\"0-\")";
    QTest::newRow("unconfirmed against a result")
        << table("1 A B 2k ZA - 2?/w0\n2 C D 3k ZA - 1-/b0\n") << "line 4, round 1"
        << "\"2?/w0\" contradicts line 5, round 1 (\"1-/b0\")";
    QTest::newRow("unknown opponent")
        << table("1 A B 2k ZA - 9+/w0\n2 C D 3k ZA - 0-\n") << "line 4, round 1"
        << "opponent 9, but there is no player line 9 (opponents are numbered by line)";
    QTest::newRow("fewer cells") << table("1 A B 2k ZA - 2+/w0 0-\n2 C D 3k ZA - 5 1-/b0\n")
                                 << "line 4"
                                 << "2 round entries, but line 5 has only 1; every line needs one "
                                    "per round";
    QTest::newRow("bye with colour") << table("1 A B 2k ZA - 0+/w0\n") << "line 4, round 1"
                                     << "a bye takes no colour: \"0+/w0\"";
    QTest::newRow("against itself") << table("1 A B 2k ZA - 1+/w0\n") << "line 4, round 1"
                                    << "paired against itself: \"1+/w0\"";
    QTest::newRow("bad pin") << table("1 A B 2k ZA - 0+ |12-34\n") << "line 4"
                             << "\"12-34\" after the | is not an EGD PIN (digits only)";
    QTest::newRow("no club") << table("1 A B 2k ZA\n") << "line 4"
                             << "expected name, rank, country and club";
    // docs/limits.md: a name holds no control character (a NUL was stored and SQLite then saw
    // only what came before it).
    QTest::newRow("NUL in a name")
        << table(QByteArray("1 A B\0C 2k ZA - 2+/w0\n2 C D 3k ZA - 1-/b0\n", 42)) << "line 4"
        << "the text holds the control character U+0000, which a name cannot hold";
    // Found by fuzz_h9: a line holding only a PIN has no fields before the '|'.
    QTest::newRow("only a pin") << table("|12345678\n") << "line 4"
                                << "expected name, rank, country and club";
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

namespace {

// The results a table holds, counted from its text alone, without the reader: every word of a
// player line that is a result against an opponent (`12+/w0`, `3-`, `4?/b0`, `2+!w0`), and of
// these the ones that are no game to rate: not confirmed (`?`), decided by default (`!`), more
// than 9 stones, or a ruling (the opponent's line answers with the same win or loss).
struct HeldResults {
    int results = 0;
    int unrated = 0;
};

HeldResults resultsHeldBy(const QString &text)
{
    static const QRegularExpression lineEnd(QStringLiteral("\r\n|\r|\n"));
    static const QRegularExpression result(
        QStringLiteral("^([1-9][0-9]*)([-+=?])(?:([/!])[bwBW?]?([0-9]*)!?)?$"));
    std::vector<std::vector<QRegularExpressionMatch>> lines;
    for (QString line : text.split(lineEnd)) {
        line = line.section(QLatin1Char(';'), 0, 0).section(QLatin1Char('|'), 0, 0);
        if (line.trimmed().isEmpty())
            continue;
        lines.emplace_back();
        for (const QString &word : line.split(QRegularExpression(QStringLiteral("\\s+")))) {
            if (const auto match = result.match(word); match.hasMatch())
                lines.back().push_back(match);
        }
    }
    HeldResults held;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        for (const auto &match : lines[i]) {
            const int opponent = match.captured(1).toInt();
            // A score with a half the charset turned into `?` (`57?`) names no line.
            if (opponent > int(lines.size()) && match.captured(3).isEmpty())
                continue;
            ++held.results;
            const QString sign = match.captured(2);
            bool ruling = false;
            for (const auto &reply : lines[std::size_t(opponent) - 1])
                ruling = ruling
                    || (reply.captured(1).toInt() == int(i) + 1 && reply.captured(2) == sign
                        && sign != QLatin1String("=") && sign != QLatin1String("?"));
            if (sign == QLatin1String("?") || match.captured(0).contains(QLatin1Char('!'))
                || match.captured(4).toInt() > 9 || ruling)
                ++held.unrated;
        }
    }
    return held;
}

QString decodedTable(const QByteArray &bytes)
{
    QStringDecoder utf8(QStringConverter::Utf8, QStringConverter::Flag::Stateless);
    const QString text = utf8(bytes);
    return utf8.hasError() ? QString::fromLatin1(bytes) : text;
}

} // namespace

// Every table of tests/data, imported as File > Import does: each game the table holds is
// stored once (two results, one on each player's line), but for the results that are no game to
// rate, which are kept in the cells; and the import finds no difference to warn of.
void TestH9::everyTableKeepsEveryGame_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = rd::test::testDataFiles(QStringLiteral("*.h9"));
    QVERIFY(files.size() >= 15);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestH9::everyTableKeepsEveryGame()
{
    QFETCH(QString, file);
    const QByteArray bytes = rd::test::testData(file);
    const auto result = rd::io::readEvent(rd::io::ExchangeFormat::H9, bytes);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    const HeldResults held = resultsHeldBy(decodedTable(bytes));
    QVERIFY(held.results > 0);
    QCOMPARE(int(result.event->goGames.size()) * 2 + held.unrated, held.results);
    for (const auto &warning : result.warnings)
        QVERIFY2(warning.code != rd::io::ReadCode::FileGamesNotStored
                && warning.code != rd::io::ReadCode::FileGamesInAll
                && warning.code != rd::io::ReadCode::FilePlayerNotStored,
            qPrintable(warning.toString()));
}

// h9-championship-cyrillic.h9: a championship table with a McMahon start and a category before
// the rounds, McMahon score, wins, SOS, SOSOS and place after them, and a column caption in
// Russian. The rounds are the four columns of results; the rest is kept as text.
void TestH9::findsRoundsAmongOtherColumns()
{
    const QByteArray bytes = data("h9-championship-cyrillic.h9");
    const auto result = readH9(bytes);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result), QStringList());
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    QCOMPARE(event.event.name, std::string("Открытый чемпионат клуба «Кайдо» 2024"));
    QCOMPARE(event.players.size(), std::size_t(6));
    QCOMPARE(event.players[0].name, std::string("Ветров, Арсений"));
    QCOMPARE(lineOf(file, 0).scores, std::string("    33 A"));
    QCOMPARE(
        lineOf(file, 0).cells, (std::vector<std::string> { "4+/w0", "2+/b0", "3+/w0", "6+/b0" }));
    QCOMPARE(lineOf(file, 0).afterCells, std::string("   37     4  125   514  1"));
    // Four rounds of three games; round 3's last is 5 (2k, Black) against 6 (4k) with 2 stones,
    // komi 0.5 (sagc.md §8).
    QCOMPARE(event.goGames.size(), std::size_t(12));
    compareGames(onlyGame(event, 8), { { "6", "5", GoWinner::Black, 2, 0.5 } });
    // Player 1 won all four games, player 6 none (the table's wins column: 4 and 0).
    int firstWins = 0;
    for (const GoGame &game : event.goGames)
        firstWins += (game.white == "1" && game.winner == GoWinner::White)
            || (game.black == "1" && game.winner == GoWinner::Black);
    QCOMPARE(firstWins, 4);
    QCOMPARE(rd::io::writeH9(file), bytes);
}

// h9-korean-caption.h9: pairgoth's layout with a caption in Korean, byes `0+`, the wins, SOS and
// place after the rounds and PINs after them.
void TestH9::findsRoundsBesideKoreanCaption()
{
    const auto result = rd::io::readEvent(rd::io::ExchangeFormat::H9, data("h9-korean-caption.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    QCOMPARE(event.players.size(), std::size_t(5));
    QCOMPARE(event.players[2].name, std::string("박, 민재"));
    QCOMPARE(lineOf(file, 2).cells, (std::vector<std::string> { "4-/w", "1-/w", "0+" }));
    QCOMPARE(lineOf(file, 2).afterCells, std::string("         1     5  4"));
    QCOMPARE(event.players[3].egdPin, std::string("12500034"));
    // Three rounds of two games, one bye each.
    QCOMPARE(event.goGames.size(), std::size_t(6));
    QCOMPARE(warnings(result), QStringList());
}

// h9-polish-tabs.h9: fields separated by tabs, a Polish caption, and a `|` with no PIN after it.
void TestH9::readsTabsAndEmptyPin()
{
    const auto result = readH9(data("h9-polish-tabs.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        (QStringList { "line 8: the columns are separated by tabs here and maybe later; they "
                       "are read as blanks",
            "line 9: a | with no EGD PIN after it, here and maybe later: the player has no "
            "PIN" }));
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    QCOMPARE(event.players[0].name, std::string("Wiśniewski, Łukasz"));
    QCOMPARE(event.players[0].egdPin, std::string("18801201"));
    QCOMPARE(event.players[1].egdPin, std::string());
    QCOMPARE(lineOf(file, 1).cells, (std::vector<std::string> { "4+/b0", "1=/b0", "3-/b0" }));
    // Round 2, 1 - 2 a jigo with the table's integer komi 6.
    QCOMPARE(event.goGames.size(), std::size_t(6));
    compareGames(onlyGame(event, 2), { { "1", "2", GoWinner::Draw, 1, 6.0 } });
}

// h9-rulings.h9: round 1 a game both win (`2+/w0`, `1+/b0`) and one both lose, byes given by
// default (`0+!`, `0-!`); round 3 two players with a bare `?`. None is a game to rate; each kind
// is said once and every cell comes back as it was.
void TestH9::readsRulingsAndByesByDefault()
{
    const QByteArray bytes = data("h9-rulings.h9");
    const auto result = rd::io::readEvent(rd::io::ExchangeFormat::H9, bytes);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        (QStringList { "line 11, round 1: \"2+/w0\" and line 12 (\"1+/b0\") both win: a ruling; "
                       "each player keeps his own result, the game is not rated, and such cells "
                       "are kept and written back as they are",
            "line 11, round 3: \"?\" and every later round marked ? alone were not played and "
            "their result is unknown: no game, kept and written back as they are",
            "line 13, round 1: \"4-/w0\" and line 14 (\"3-/b0\") both lose: a ruling; each "
            "player keeps his own result, the game is not rated, and such cells are kept and "
            "written back as they are",
            "line 15, round 1: \"0+!\" and every later bye marked ! were given by default: no "
            "game, kept and written back as they are" }));
    const rd::io::EventFile file = *result.file();
    const EventInput &event = file.event;
    // Rounds 2 and 3: three and two games played.
    QCOMPARE(event.goGames.size(), std::size_t(5));
    QCOMPARE(lineOf(file, 0).cells, (std::vector<std::string> { "2+/w0", "3+/b0", "?" }));
    QCOMPARE(lineOf(file, 5).cells, (std::vector<std::string> { "0-!", "4+/b0", "2-/w0" }));
    // Written anew (a result changed), the rulings and byes keep their cells.
    rd::io::EventFile changed = file;
    std::vector<GoGame> &games = changed.event.goGames;
    games[0].winner = games[0].winner == GoWinner::White ? GoWinner::Black : GoWinner::White;
    const QString written = QString::fromLatin1(rd::io::writeH9(changed));
    QVERIFY(written.contains(QStringLiteral("    2+/w0")));
    QVERIFY(written.contains(QStringLiteral("    1+/b0")));
    QVERIFY(written.contains(QStringLiteral("  0+!")));
    QVERIFY(written.contains(QStringLiteral("    ?   ")));
}

// h9-dates-reversed.h9: DT[2021-11-07,2021-11-06], the end before the start as a director typed
// it: read as written, with a warning; the table comes back as it was.
void TestH9::readsDatesInTheWrongOrder()
{
    const QByteArray bytes = data("h9-dates-reversed.h9");
    const auto result = readH9(bytes);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    QCOMPARE(warnings(result),
        QStringList { "line 4: the start date 2021-11-07 is after the end date 2021-11-06; both "
                      "are kept as written: correct them in Event > Details… before rating" });
    QCOMPARE(result.event->event.startDate, Date::fromIso("2021-11-07"));
    QCOMPARE(result.event->event.endDate, *Date::fromIso("2021-11-06"));
    QCOMPARE(rd::io::writeH9(*result.file()), bytes);
    const auto document
        = rd::io::readEventDocument(rd::io::writeEventDocument(*result.file(), false));
    QVERIFY2(document.errors.isEmpty(), qPrintable(document.errors.value(0).toString()));
    QCOMPARE(document.event->event.startDate, Date::fromIso("2021-11-07"));
}

// h9-no-dates.h9: a club secretary's table without DT; the event ends today, said so.
void TestH9::readsTableWithoutDates()
{
    const auto result = readH9(data("h9-no-dates.h9"));
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
    const QDate today = QDate::currentDate();
    QCOMPARE(
        result.event->event.endDate, *Date::fromParts(today.year(), today.month(), today.day()));
    QCOMPARE(warnings(result),
        QStringList { QStringLiteral("(file): the table has no DT[start,end]; the event ends "
                                     "today, %1: correct it in Event > Details… before rating")
                          .arg(today.toString(Qt::ISODate)) });
    QCOMPARE(result.event->goGames.size(), std::size_t(4));
    // Dates that cannot be read are no reason to refuse the table either.
    const auto bad
        = readH9("; DT[2026-01-10,2026-02-30]\n1 A B 2k ZA - 2+/w0\n2 C D 3k ZA - 1-/b0\n");
    QVERIFY(bad.event);
    QCOMPARE(warnings(bad),
        QStringList { QStringLiteral("line 1: DT[2026-01-10,2026-02-30] holds no dates that can "
                                     "be read; the event ends today, %1: correct it in Event > "
                                     "Details… before rating")
                          .arg(today.toString(Qt::ISODate)) });
}

// A table whose round columns cannot be found is refused with a sentence, and a line among
// others with rounds whose columns hold no result is an error naming it.
void TestH9::refusesTableWithoutRounds()
{
    const auto none = readH9(table("1 A B 2k ZA Club 12 30 1\n2 C D 3k ZA Club 10 28 2\n"));
    QVERIFY(!none.event);
    QCOMPARE(none.errors.size(), 1);
    QCOMPARE(none.errors[0].toString(),
        QStringLiteral("line 4: the round columns cannot be found: no player line has results "
                       "such as \"12+/w0\" or \"0-\""));
    const auto oneLine = readH9(table("1 A B 2k ZA Club 3 2+/w0 0+ 1\n2 C D 3k ZA Club 1 x y 2\n"));
    QVERIFY(!oneLine.event);
    QCOMPARE(oneLine.errors.size(), 1);
    QCOMPARE(oneLine.errors[0].toString(),
        QStringLiteral("line 5: none of the 2 round results of this line can be read"));
}

QTEST_GUILESS_MAIN(TestH9)
#include "tst_h9.moc"
