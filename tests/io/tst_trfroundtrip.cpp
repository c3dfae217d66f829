// A TRF file written back over itself (docs/trf.md, "Byte for byte back"): unchanged it comes
// back byte for byte; changed, only the lines that changed are written anew, in the file's
// encoding and line endings. The files are the hand-written tests/data/trf-windows1252-crlf.trf,
// trf-utf8-bom-lf.trf and trf-tiebreak-ranks.trf; every expected line is worked out beside it.
#include "engine/io/ExchangeFormats.h"
#include "engine/io/TextEncoding.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/io/trf/TrfRoundTrip.h"
#include "tests/TestData.h"

#include <QDir>
#include <QTest>

#include <algorithm>

using rd::GameResult;
using rd::io::EventFile;
using rd::io::writeTrfOver;

namespace {

// The event read from `file` with what the file says besides it.
EventFile imported(const QByteArray &file)
{
    const rd::io::EventReadResult read = rd::io::readEvent(rd::io::ExchangeFormat::Trf, file);
    if (!read.event)
        qFatal("the file cannot be read: %s", qPrintable(read.errors.value(0).userText()));
    return *read.file();
}

// The result of the game of `round` between `white` and `black` (start numbers) set to `result`.
EventFile withResult(
    EventFile file, int round, const char *white, const char *black, GameResult result)
{
    rd::EventInput &event = file.event;
    const auto game = std::find_if(
        event.chessGames.begin(), event.chessGames.end(), [&](const rd::ChessGame &known) {
            return known.round == round && known.white == white && known.black == black;
        });
    if (game == event.chessGames.end())
        qFatal("no game %s-%s in round %d", white, black, round);
    game->result = result;
    return file;
}

// The lines of `file` with their line ends, so that the ends are compared too.
QList<QByteArray> linesOf(const QByteArray &file)
{
    QList<QByteArray> lines;
    qsizetype start = 0;
    for (qsizetype at = file.indexOf('\n'); at >= 0; at = file.indexOf('\n', start)) {
        lines << file.mid(start, at + 1 - start);
        start = at + 1;
    }
    if (start < file.size())
        lines << file.mid(start);
    return lines;
}

} // namespace

class TestTrfRoundTrip : public QObject {
    Q_OBJECT

private slots:
    // An event that nobody changed is its file, byte for byte: the byte order mark, Windows-1252,
    // CR LF, blank lines, blanks at the ends of lines, ranks by tie-breaks, tabs, Ctrl-Z, a last
    // line without its end, and every other habit of the files of tests/data.
    void anUnchangedEventIsItsFile_data()
    {
        QTest::addColumn<QString>("file");
        // Every TRF file of tests/data, each the habits of a program (tests/data/README.md).
        const QStringList files = rd::test::testDataFiles(QStringLiteral("*.trf"));
        QVERIFY(files.size() >= 40);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << file;
    }

    void anUnchangedEventIsItsFile()
    {
        QFETCH(QString, file);
        const QByteArray original = rd::test::testData(file);
        const EventFile event = imported(original);
        QCOMPARE(writeTrfOver(original, event, event), original);
    }

    // trf-windows1252-crlf.trf, round 3: Groß (3) - Müller (1) 0-1 becomes a draw. Müller's
    // points 3.0 -> 2.5, Groß's 1.0 -> 1.5; the places stay (Müller 2.5, Weiß 2.0, Groß 1.5,
    // Schäfer 0), so the ranks stay. Only lines 12 and 14 change: the result in the block of
    // round 3 (columns 112-121) and the points (81-84); in Windows-1252 with CR LF, the blanks
    // at the ends of the lines kept.
    void aChangedResultChangesTheLinesOfItsTwoPlayers()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-windows1252-crlf.trf"));
        const EventFile before = imported(original);
        const EventFile after = withResult(before, 3, "3", "1", GameResult::Draw);
        QList<QByteArray> expected = linesOf(original);
        expected[11] = "001    1 m    M\xFCller, J\xF6rg                      2010 GER    24612345 "
                       "1979/05/17  2.5    1     4 w 1     2 w 1     3 b =  \r\n";
        expected[13] = "001    3 m    Gro\xDF, Bj\xF6rn                       1890 AUT     1634567 "
                       "1985/00/00  1.5    3     2 b 0     4 b 1     1 w =  \r\n";
        QCOMPARE(linesOf(writeTrfOver(original, before, after)), expected);
    }

    // A name changed: only its columns are written (15-47), in Windows-1252 (Š is the byte 0x8A
    // there). A name that Windows-1252 cannot write makes the whole file UTF-8.
    void aChangedNameIsWrittenInTheFilesEncoding()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-windows1252-crlf.trf"));
        const EventFile before = imported(original);
        EventFile after = before;
        after.event.players[3].name = "Šimek, Günter";
        QList<QByteArray> expected = linesOf(original);
        expected[14] = "001    4 m    \x8Aimek, G\xFCnter                     1800 GER    24645678 "
                       "1962/08/30  0.0    4     1 b 0     3 w 0     2 b 0  \r\n";
        QCOMPARE(linesOf(writeTrfOver(original, before, after)), expected);

        after.event.players[3].name = "Шимек, Гюнтер";
        const QByteArray utf8 = writeTrfOver(original, before, after);
        QList<QByteArray> inUtf8 = linesOf(rd::io::decodeText(original).text.toUtf8());
        inUtf8[14] = QStringLiteral("001    4 m    Шимек, Гюнтер                     1800 GER    "
                                    "24645678 1962/08/30  0.0    4     1 b 0     3 w 0     2 b "
                                    "0  \r\n")
                         .toUtf8();
        QCOMPARE(linesOf(utf8), inUtf8);
    }

    // trf-long-names.trf, round 2: Fuchs (4) - Oberpfaffenhofener (3) = becomes 1-0: her points
    // 0.5 -> 0.0, his 1.0 -> 1.5; the places stay (1: 2.5, 2: 2.0, 4: 1.5, 3: 0.0). Her name runs
    // 5 columns past column 47 and moves her fields: her result and points are written where
    // they stand, her whole name stays.
    void aLineWithALongNameKeepsItsName()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-long-names.trf"));
        const EventFile before = imported(original);
        const EventFile after = withResult(before, 2, "4", "3", GameResult::WhiteWins);
        QList<QByteArray> expected = linesOf(original);
        expected[11]
            = "001    3 wWFM Oberpfaffenhofener, Maximiliane-Sophie      AUT               "
              "          0.0    4     2 w 0     4 b 0     1 w 0\n";
        expected[12] = "001    4 m    Schwarzenberg-Lichtenau, Friedric 1650 GER     1612004 "
                       "1970/00/00  1.5    3     1 b 0     3 w 1     2 b =\n";
        QCOMPARE(linesOf(writeTrfOver(original, before, after)), expected);
    }

    // trf-tabs.trf: a name changed in a line with tabs is written in the columns the tabs stood
    // for (stops every 8 columns); the other lines keep their tabs.
    void aChangedLineWithTabsIsWrittenWithBlanks()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-tabs.trf"));
        const EventFile before = imported(original);
        EventFile after = before;
        after.event.players[0].name = "Brenner-Adler, Ulf";
        QList<QByteArray> expected = linesOf(original);
        expected[9] = "001    1 m    Brenner-Adler, Ulf                1920 GER     4612001 "
                      "1980/03/04  2.5    1     4 w 1     2 w =     3 b 1\n";
        QCOMPARE(linesOf(writeTrfOver(original, before, after)), expected);
    }

    // trf-ctrl-z.trf: a changed name; the Ctrl-Z after the last line stays.
    void theEndOfFileMarkStays()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-ctrl-z.trf"));
        const EventFile before = imported(original);
        EventFile after = before;
        after.event.players[3].name = "Fuchs, Timo Jan";
        QByteArray expected = original;
        expected.replace("Fuchs, Timo    ", "Fuchs, Timo Jan");
        QVERIFY(expected.endsWith("\r\n\x1A"));
        QCOMPARE(writeTrfOver(original, before, after), expected);
    }

    // trf-utf8-bom-lf.trf with a fifth player who has played nothing yet: his line, with the next
    // start number, 0 points and the last place (the others have 0.5 or more), comes after the
    // last 001 line, before XXR; 062 counts 5 players. Nothing else changes: the byte order mark
    // and the LF stay.
    void anAddedPlayerIsOneNewLine()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-utf8-bom-lf.trf"));
        const EventFile before = imported(original);
        EventFile after = before;
        rd::PlayerInput added;
        added.id = "new";
        added.name = "Horvat, Luka";
        after.event.players.push_back(added);
        QList<QByteArray> expected = linesOf(original);
        expected[4] = "062 5\n";
        expected.insert(11,
            "001    5      Horvat, Luka                                                       0.0 "
            "   5\n");
        const QByteArray written = writeTrfOver(original, before, after);
        QVERIFY(written.startsWith("\xEF\xBB\xBF"));
        QCOMPARE(linesOf(written), expected);
    }

    // trf-tiebreak-ranks.trf ranks Bauer (2) before Aigner (1), both 2.0: Buchholz cut-1 (4.0)
    // and Buchholz (5.0) are equal, Sonneborn-Berger decides, Bauer 1.25 + 1 + 0.75 = 3.0,
    // Aigner 1.5 + 1 = 2.5. Round 1 Egger (5) - Bauer (2) = becomes 0-1: Bauer 2.5 and first;
    // Egger and Aigner 2.0, Egger's Buchholz cut-1 2.5 + 2.0 (Czerny's 0 cut) = 4.5, Aigner's
    // 1.5 + 2.0 (Fuchs's 1.0 cut) = 3.5, so Egger second and Aigner third as before. Writing
    // ties in start order would have put Aigner second; his line stays as it was.
    void ranksAreOurStandingsWithTheEventsTieBreaks()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-tiebreak-ranks.trf"));
        const EventFile before = imported(original);
        const EventFile after = withResult(before, 1, "5", "2", GameResult::BlackWins);
        QList<QByteArray> expected = linesOf(original);
        expected[10] = "001    2 w    Bauer, Sophie                     1820 AUT     1601002 "
                       "1992/02/02  2.5    1     5 b 1     6 w 1     4 b =\n";
        expected[13] = "001    5 w    Egger, Anna                       1730 AUT     1601005 "
                       "1998/05/05  2.0    2     2 w 0     1 w 1     3 b 1\n";
        QCOMPARE(linesOf(writeTrfOver(original, before, after)), expected);
    }

    // trf-tiebreak-ranks.trf with another place and a time control, which it had none of: the
    // 022 line is written anew, the 122 record goes before the first 001 line (no record of a
    // higher code before it).
    void changedHeaderRecordsAreTheirLinesOnly()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-tiebreak-ranks.trf"));
        const EventFile before = imported(original);
        EventFile after = before;
        after.event.event.properties.place = "Wien";
        after.event.event.properties.timeControl = "15 min + 10 s";
        QList<QByteArray> expected = linesOf(original);
        expected[1] = "022 Wien\n";
        expected.insert(9, "122 15 min + 10 s\n");
        QCOMPARE(linesOf(writeTrfOver(original, before, after)), expected);
    }

    // trf-2026-nrs.trf (a DWZ event): Hartmann's DWZ 2290 becomes 2301, Brandl leaves the event.
    // Hartmann's National Rating line (line 30) gets 2301 in columns 49-52, the rest of it (his
    // region and DSB number) as it was; Brandl's 001 line (28) and GER line (31) go, and 062
    // counts 4. Nothing else changes, CR LF stays.
    void aChangedNationalRatingIsWrittenOverItsLine()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-2026-nrs.trf"));
        const EventFile before = imported(original);
        EventFile after = before;
        after.event.players[0].dwz->rating = 2301;
        after.event.players.pop_back();
        std::erase_if(after.event.chessGames,
            [](const rd::ChessGame &game) { return game.white == "5" || game.black == "5"; });
        std::erase_if(after.event.byes, [](const rd::Bye &bye) { return bye.player == "5"; });
        QList<QByteArray> expected = linesOf(original);
        expected[29] = "GER    1      Hartmann, Jonas                   2301 HES   C0305-017\r\n";
        expected.removeAt(30);
        const QList<QByteArray> written = linesOf(writeTrfOver(original, before, after));
        QCOMPARE(written.mid(27), expected.mid(28));
        QCOMPARE(written.value(6), QByteArray("062 4\r\n"));
        QCOMPARE(written.size(), expected.size() - 1);
        QVERIFY(!written.contains(expected[27]));
    }

    // Lines ended by a bare CR (as some pairing programs write them) stay so, a changed one too.
    void bareCarriageReturnsStay()
    {
        QByteArray original = rd::test::testData(QStringLiteral("trf-tiebreak-ranks.trf"));
        original.replace('\n', '\r');
        const EventFile before = imported(original);
        QCOMPARE(writeTrfOver(original, before, before), original);
        EventFile after = before;
        after.event.event.properties.place = "Wien";
        QByteArray expected = original;
        expected.replace("022 Graz\r", "022 Wien\r");
        QCOMPARE(writeTrfOver(original, before, after), expected);
    }

    // A file that ends in the middle of a UTF-8 character (Б is D0 91) is not UTF-8.
    void aFileCutOffInACharacterIsWindows1252()
    {
        QCOMPARE(
            rd::io::decodeText("12d \xD0\x91\xD0").encoding, rd::io::TextEncoding::Windows1252);
        QCOMPARE(rd::io::decodeText("12d \xD0\x91").encoding, rd::io::TextEncoding::Utf8);
    }

    // A player removed with his games: his line goes, his opponents' blocks of those rounds
    // become blanks, 062 counts the others; the start numbers of the others stay.
    void aRemovedPlayerLeavesTheFile()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-utf8-bom-lf.trf"));
        const EventFile before = imported(original);
        EventFile after = before;
        // Kovač (4, no rating): lost to Dimitrov (2) in round 1 and to Ivanova (1) in round 2,
        // drew with Nowak (3) in round 3. Without these games: Ivanova 2.0 - 1 = 1.0, Dimitrov
        // 1.5 - 1 = 0.5, Nowak 2.0 - 0.5 = 1.5; places Nowak 1, Ivanova 2, Dimitrov 3, the ranks
        // they had. 072 stays 3: Kovač had no rating.
        after.event.players.erase(after.event.players.begin() + 3);
        std::erase_if(after.event.chessGames,
            [](const rd::ChessGame &game) { return game.white == "4" || game.black == "4"; });
        QList<QByteArray> expected = linesOf(original);
        expected[4] = "062 3\n";
        expected[7] = QStringLiteral("001    1 w    Иванова, Мария                    2105 BUL     "
                                     "2901234 1995/03/12  1.0    2     3 w =               2 w =\n")
                          .toUtf8();
        expected[8] = "001    2 m FM Dimitrov, Georgi                  2230 BUL     2905678 "
                      "1988/00/00  0.5    3               3 b 0     1 b =\n";
        expected[9] = QStringLiteral("001    3 m    Nowak, Paweł                      1990 POL     "
                                     "1112233 2001/07/07  1.5    1     1 b =     2 w 1          \n")
                          .toUtf8();
        expected.removeAt(10);
        QCOMPARE(linesOf(writeTrfOver(original, before, after)), expected);
    }
};

QTEST_GUILESS_MAIN(TestTrfRoundTrip)
#include "tst_trfroundtrip.moc"
