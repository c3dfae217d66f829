// A round's pairings as the director hangs them up, by board and by name, and the event as web
// pages, from tests/data/trf-between-rounds.trf: six players, rounds 1 and 2 played, round 3
// paired without results. Every expected row is read off that file by hand (its README line):
// round 1: 1 Kessler (w) beat 4 Lindner, 5 Hahn (w) lost to 2 Bergmann, 3 Öztürk (w) drew with
// 6 Schäfer; round 2: 2 Bergmann (w) drew with 1 Kessler, 4 Lindner (w) lost to 3 Öztürk,
// 6 Schäfer (w) beat 5 Hahn; so after round 2 Kessler, Bergmann, Öztürk and Schäfer have 1½,
// Lindner and Hahn 0.
#include "engine/io/ExchangeFormats.h"
#include "report/EventReport.h"
#include "report/EventWebSite.h"
#include "report/PairingList.h"
#include "tests/TestData.h"

#include <QGuiApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using rd::report::EventReport;
using rd::report::PairingList;
using rd::report::ReportKind;

namespace {

rd::EventInput betweenRounds()
{
    const auto read = rd::io::readEvent(
        rd::io::ExchangeFormat::Trf, rd::test::testData(QStringLiteral("trf-between-rounds.trf")));
    if (!read.event)
        qFatal("trf-between-rounds.trf cannot be read");
    return *read.event;
}

// A table's body rows, each its cells' texts joined by "|".
QStringList rowsOf(const QString &html)
{
    QStringList rows;
    const QRegularExpression cell(QStringLiteral("<td[^>]*>(.*?)</td>"));
    for (const QString &row : html.split(QStringLiteral("<tr>")).mid(1)) {
        QStringList cells;
        for (auto match = cell.globalMatch(row); match.hasNext();)
            cells << match.next().captured(1);
        if (!cells.isEmpty())
            rows << cells.join(QLatin1Char('|'));
    }
    return rows;
}

} // namespace

class TestPairingList : public QObject {
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom)); }

    void aRoundNotYetPlayedShowsThePointsBeforeItAndNoResults()
    {
        // Board order: the order the event keeps the games of round 3 in.
        QCOMPARE(rowsOf(PairingList(betweenRounds(), 3).byBoard()),
            QStringList({ QStringLiteral("1|1|Kessler, Anton|1½||3|Öztürk, Can|1½"),
                QStringLiteral("2|2|Bergmann, Lena|1½||6|Schäfer, Ben|1½"),
                QStringLiteral("3|5|Hahn, Mareike|0||4|Lindner, Paul|0") }));
    }

    void aPlayedRoundShowsItsResultsFromWhitesSide()
    {
        // A TRF file keeps no board numbers: its games come in the order of White's start number.
        QCOMPARE(rowsOf(PairingList(betweenRounds(), 1).byBoard()),
            QStringList({ QStringLiteral("1|1|Kessler, Anton|0|1 – 0|4|Lindner, Paul|0"),
                QStringLiteral("2|3|Öztürk, Can|0|½ – ½|6|Schäfer, Ben|0"),
                QStringLiteral("3|5|Hahn, Mareike|0|0 – 1|2|Bergmann, Lena|0") }));
    }

    void theByesFollowTheBoards()
    {
        rd::EventInput event = betweenRounds();
        // Schäfer asks for a half-point bye in round 3 and Bergmann is left unpaired, which
        // scores the event's pairing-allocated bye: a win unless it says otherwise (C.04.1 c).
        std::erase_if(event.chessGames,
            [](const rd::ChessGame &game) { return game.round == 3 && game.white == "2"; });
        event.byes.push_back({ 3, "6", 0.5, false });
        event.byes.push_back({ 3, "2", 0.0, true });
        const QStringList rows = rowsOf(PairingList(event, 3).byBoard());
        QCOMPARE(rows.mid(2),
            QStringList({ QStringLiteral("|6|Schäfer, Ben|1½|½|bye asked for"),
                QStringLiteral("|2|Bergmann, Lena|1½|1|bye") }));
    }

    void theListByNameFollowsTheAlphabetOfTheLanguage_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany);
        QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedKingdom);
    }

    void theListByNameFollowsTheAlphabetOfTheLanguage()
    {
        // Both languages put Ö among the O's (Öztürk after Lindner, before Schäfer).
        QFETCH(QLocale, locale);
        QLocale::setDefault(locale);
        const QStringList rows = rowsOf(PairingList(betweenRounds(), 3).byName());
        QStringList names;
        for (const QString &row : rows)
            names << row.section(QLatin1Char('|'), 0, 0);
        QCOMPARE(names,
            QStringList({ QStringLiteral("Bergmann, Lena"), QStringLiteral("Hahn, Mareike"),
                QStringLiteral("Kessler, Anton"), QStringLiteral("Lindner, Paul"),
                QStringLiteral("Öztürk, Can"), QStringLiteral("Schäfer, Ben") }));
        // Each finds his board, colour and opponent.
        QVERIFY2(rows.contains(QStringLiteral("Lindner, Paul|4|0|3|Black|Hahn, Mareike")),
            qPrintable(rows.join(QLatin1Char('\n'))));
    }

    void theReportNamesItsRoundAndTakesTheLastPairedOne()
    {
        EventReport report(betweenRounds(), ReportKind::Pairings);
        QCOMPARE(report.title(), QStringLiteral("Pairings of round 3"));
        report.setRound(2);
        QCOMPARE(report.title(), QStringLiteral("Pairings of round 2"));
        QVERIFY(!EventReport::fits(ReportKind::Pairings, rd::RatingSystem::Sagc));
    }

    void theWebSiteLinksEveryPageFromItsIndex()
    {
        const std::vector<rd::report::WebPage> pages = rd::report::eventWebSite(betweenRounds());
        QStringList names;
        for (const auto &page : pages)
            names << page.fileName;
        QCOMPARE(names,
            QStringList({ QStringLiteral("style.css"), QStringLiteral("index.html"),
                QStringLiteral("round-1.html"), QStringLiteral("round-2.html"),
                QStringLiteral("round-3.html"), QStringLiteral("standings.html"),
                QStringLiteral("crosstable.html") }));
        const QString index = QString::fromUtf8(pages[1].content);
        for (const QString &name : names.mid(2))
            QVERIFY2(index.contains(QStringLiteral("href='%1'").arg(name)), qPrintable(name));
        for (const auto &page : pages) {
            const QString html = QString::fromUtf8(page.content);
            QVERIFY(!html.contains(QStringLiteral("<script"), Qt::CaseInsensitive));
            if (page.fileName.endsWith(QLatin1String(".html"))) {
                QVERIFY(html.contains(QStringLiteral("name='viewport'")));
                QVERIFY(html.contains(QStringLiteral("href='style.css'")));
            }
        }
        // A round's page: its boards, then the same players by name.
        const QString round3 = QString::fromUtf8(pages[4].content);
        QVERIFY(round3.contains(QStringLiteral("Pairings of round 3</h2>")));
        QVERIFY(round3.contains(QStringLiteral("Pairings of round 3 by name</h2>")));
        QCOMPARE(rowsOf(round3).size(), 7 + 3 + 6); // particulars, boards, players
    }

    void theWebSiteIsWrittenIntoAFolderOnlyWhereItsParentIs()
    {
        QTemporaryDir dir;
        const auto pages = rd::report::eventWebSite(betweenRounds());
        QCOMPARE(
            rd::report::saveWebSite(pages, dir.filePath(QStringLiteral("site"))), std::nullopt);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("site/index.html"))));
        const auto refused
            = rd::report::saveWebSite(pages, dir.filePath(QStringLiteral("no/such/site")));
        QVERIFY(refused && refused->contains(QStringLiteral("does not exist")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("no"))));
    }
};

QTEST_MAIN(TestPairingList)
#include "tst_pairinglist.moc"
