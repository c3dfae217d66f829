// The one text of a rating state and its change, as the history, the dialogs, the preview and
// the printed reports show it: each system's expected texts come from its rule document.
#include "engine/rating/RatingState.h"
#include "report/RatingStateText.h"

#include <QLocale>
#include <QTest>

using rd::DwzRating;
using rd::SagcRating;
using rd::UscfRating;
using rd::report::RatingStateText;

namespace {

SagcRating sagc(const char *rank, int index)
{
    return { rd::sagc::GoRank::parse(rank), index };
}

} // namespace

class TestRatingStateText : public QObject {
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanupTestCase() { QLocale::setDefault(QLocale::system()); }

    void dwzIsRatingAndIndex()
    {
        // dwz.md §0: a DWZ is written with its index, "1712-62".
        QCOMPARE(RatingStateText::of(DwzRating { 1712, 62 }), QStringLiteral("1712-62"));
        // No DWZ: the index says nothing then.
        QCOMPARE(RatingStateText::of(DwzRating { std::nullopt, 0 }), QStringLiteral("\u2013"));
        QCOMPARE(RatingStateText::change(DwzRating { 1712, 62 }, DwzRating { 1690, 63 }),
            QStringLiteral("-22"));
        QCOMPARE(RatingStateText::change(DwzRating {}, DwzRating { 1432, 1 }),
            QStringLiteral("first rating"));
        QCOMPARE(RatingStateText::change(DwzRating { 1500, 4 }, DwzRating { 1500, 4 }),
            QStringLiteral("0"));
    }

    void uscfIsTwoPlacesAndThePublishedInteger()
    {
        // uscf.md §8: 1500 (N 100) draws 1510; the current rules give 1500.61, published 1501;
        // under uscf-2004 the rating is the integer 1501 itself.
        const UscfRating current { 1500.6093, 1501, 101 };
        QCOMPARE(RatingStateText::of(current), QStringLiteral("1500.61 (1501)"));
        QCOMPARE(
            RatingStateText::of(UscfRating { 1501, 1501, 101 }), QStringLiteral("1501.00 (1501)"));
        // Before an event there is no published value: the rating alone.
        QCOMPARE(
            RatingStateText::of(UscfRating { 1500, std::nullopt, 100 }), QStringLiteral("1500.00"));
        QCOMPARE(RatingStateText::change(UscfRating { 1500, std::nullopt, 100 }, current),
            QStringLiteral("+0.61"));
        QCOMPARE(RatingStateText::of(UscfRating {}), QStringLiteral("\u2013"));
        // In German the decimal comma, no thousands separator.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(RatingStateText::of(current), QStringLiteral("1500,61 (1501)"));
    }

    void sagcIsRankAndIndex()
    {
        // sagc.md §7, check A: the 14k with index +200 loses to the 16k, new index -865.
        QCOMPARE(RatingStateText::of(sagc("14k", 200)), QStringLiteral("14k/200"));
        QCOMPARE(RatingStateText::of(sagc("14k", -865)), QStringLiteral("14k/-865"));
        QCOMPARE(
            RatingStateText::change(sagc("14k", 200), sagc("14k", -865)), QStringLiteral("-1065"));
        // sagc.md §6 and §7 check A: the 16k (-100) who wins is promoted to 15k, index 0; the
        // record sheet then names the new rank instead of a number, as for a demotion.
        QCOMPARE(RatingStateText::change(sagc("16k", -100), sagc("15k", 0)),
            QStringLiteral("promoted to 15k"));
        QCOMPARE(RatingStateText::change(sagc("9k", -990), sagc("10k", 0)),
            QStringLiteral("demoted to 10k"));
        // A player without a SAGC state.
        QCOMPARE(RatingStateText::of(SagcRating {}), QStringLiteral("\u2013"));
    }
};

QTEST_GUILESS_MAIN(TestRatingStateText)
#include "tst_ratingstatetext.moc"
