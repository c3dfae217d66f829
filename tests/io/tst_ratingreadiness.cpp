// An event taken from a TRF between rounds holds games paired and not yet played: it is not rated
// (checks::ratingBlockers), not rated as a document (`ratingdesk-cli rate`), not written as a US
// Chess report, and each federation's check names every such game (the DSB's files:
// tst_cli; German: tst_ratingastyped). The same for an event whose
// start is after its end.
#include "engine/checks/RatingReadiness.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/io/SubmissionCheck.h"
#include "engine/io/document/DocumentRater.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/uscf/UscfReport.h"
#include "tests/TestData.h"

#include <QLocale>
#include <QStringList>
#include <QTest>

using rd::EventInput;
using rd::checks::Problem;

Q_DECLARE_METATYPE(rd::io::Federation)

namespace {

EventInput imported(const QString &name)
{
    const auto read = rd::io::readEvent(rd::io::ExchangeFormat::Trf, rd::test::testData(name));
    if (!read.event)
        qFatal("tests/data/%s is not imported", qPrintable(name));
    return *read.event;
}

QStringList messages(const std::vector<Problem> &problems)
{
    QStringList texts;
    for (const Problem &problem : problems)
        texts << problem.message;
    return texts;
}

// trf-between-rounds.trf, round 3 as its lines 17-22 pair it, results not yet written (blank, and
// `*` for 5 - 4): Kessler (1, "3 w") against Öztürk (3, "1 b"), Bergmann (2, "6 w") against
// Schäfer (6, "2 b"), Hahn (5, "4 w *") against Lindner (4, "5 b *"); White first, in the
// order of the file's lines.
const QStringList kUnplayed {
    QStringLiteral("Round 3: Kessler, Anton (1) – Öztürk, Can (3) has no result yet; enter it "
                   "before the event is rated."),
    QStringLiteral("Round 3: Bergmann, Lena (2) – Schäfer, Ben (6) has no result yet; enter it "
                   "before the event is rated."),
    QStringLiteral("Round 3: Hahn, Mareike (5) – Lindner, Paul (4) has no result yet; enter it "
                   "before the event is rated."),
};

} // namespace

class TestRatingReadiness : public QObject {
    Q_OBJECT

private slots:
    // The sentences write dates as the user's locale does: here en_US's M/d/yyyy.
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // Every game not yet played blocks the rating, at White's row in its round.
    void gamesNotYetPlayedBlockTheRating()
    {
        const EventInput event = imported(QStringLiteral("trf-between-rounds.trf"));
        const std::vector<Problem> blockers = rd::checks::ratingBlockers(event);
        QCOMPARE(messages(blockers), kUnplayed);
        QCOMPARE(blockers.front().location, (rd::checks::Location { 1, 3, 0, {} }));
        QCOMPARE(blockers.back().location, (rd::checks::Location { 5, 3, 0, {} }));

        // With every result entered the event can be rated.
        EventInput finished = event;
        for (rd::ChessGame &game : finished.chessGames)
            if (game.result == rd::GameResult::NotPlayed)
                game.result = rd::GameResult::Draw;
        QVERIFY(rd::checks::ratingBlockers(finished).empty());
    }

    // `ratingdesk-cli rate` on the event as a document: invalid input, each game named at its
    // place; no evaluation.
    void aDocumentWithGamesNotYetPlayedIsNotRated()
    {
        const EventInput event = imported(QStringLiteral("trf-between-rounds.trf"));
        const rd::io::RateOutcome rated = rd::io::rateDocument(
            rd::io::writeEventDocument(event, false), rd::io::RateOutput::Compact);
        QCOMPARE(rated.exitCode, 2);
        QVERIFY(rated.output.isEmpty());
        const QStringList lines = rated.errorMessage.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines.front().endsWith(kUnplayed.front()), qPrintable(lines.front()));
        QVERIFY2(lines.front().startsWith(QStringLiteral("games[")), qPrintable(lines.front()));
    }

    // The submission check of each chess federation names every game not yet played as an
    // error: federation-*.md, a federation rates a complete crosstable.
    void eachFederationsCheckNamesThem_data()
    {
        QTest::addColumn<rd::io::Federation>("federation");
        QTest::newRow("DSB") << rd::io::Federation::Dsb;
        QTest::newRow("FIDE") << rd::io::Federation::Fide;
        QTest::newRow("US Chess") << rd::io::Federation::UsChess;
    }
    void eachFederationsCheckNamesThem()
    {
        QFETCH(rd::io::Federation, federation);
        EventInput event = imported(QStringLiteral("trf-between-rounds.trf"));
        if (federation == rd::io::Federation::UsChess)
            event.system = rd::RatingSystem::Uscf;
        QStringList errors;
        for (const Problem &problem : rd::io::submissionProblems(event, federation))
            if (problem.severity == rd::checks::Severity::Error)
                errors << problem.message;
        for (const QString &unplayed : kUnplayed)
            QVERIFY2(errors.contains(unplayed), qPrintable(errors.join(QLatin1Char('\n'))));
    }

    // The US Chess report has no cell for a game not yet played: refused, naming each at its
    // place.
    void theUsChessReportIsRefused()
    {
        EventInput event = imported(QStringLiteral("trf-between-rounds.trf"));
        event.system = rd::RatingSystem::Uscf;
        const rd::io::UscfReportWriting written = rd::io::writeUscfReport(event, { 2026, 4, 1 });
        QVERIFY(!written.files);
        QStringList said;
        for (const rd::io::DocumentError &problem : written.problems)
            said << problem.toString();
        for (const QString &unplayed : kUnplayed)
            QVERIFY2(said.filter(unplayed).size() == 1, qPrintable(said.join(QLatin1Char('\n'))));
    }

    // trf-dates-reversed.trf: 042 2024/11/16 after 052 2024/11/15, kept as written; rating asks
    // for correct dates, as the import's warning said.
    void datesInTheWrongOrderBlockTheRating()
    {
        const EventInput event = imported(QStringLiteral("trf-dates-reversed.trf"));
        QCOMPARE(messages(rd::checks::ratingBlockers(event)),
            QStringList { QStringLiteral("The event starts on 11/16/2024, after its last day, "
                                         "11/15/2024; correct the dates before it is rated.") });
        // trf-empty-start-date.trf: no start date is no reason to refuse the rating.
        QVERIFY(rd::checks::ratingBlockers(imported(QStringLiteral("trf-empty-start-date.trf")))
                    .empty());
    }
};

QTEST_MAIN(TestRatingReadiness)
#include "tst_ratingreadiness.moc"
