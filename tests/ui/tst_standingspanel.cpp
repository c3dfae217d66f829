// The standings beside the crosstable follow the results as they are typed, with the event's
// tie-breaks and shared ranks.
#include "engine/edit/ChessEventEdit.h"
#include "ui/ChessEventEditor.h"
#include "ui/CrosstableModel.h"
#include "ui/EventDraft.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

namespace {

void type(const QString &text)
{
    for (const QChar character : text)
        QTest::keyClicks(QApplication::focusWidget(), QString(character));
}

QStringList row(const QAbstractItemModel *model, int r)
{
    QStringList cells;
    for (int c = 0; c < model->columnCount(); ++c)
        cells << model->index(r, c).data().toString();
    return cells;
}

} // namespace

class TestStandingsPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void followsTheResultsAsTheyAreTyped()
    {
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.event.endDate = rd::Date { 2026, 3, 29 };
        event.event.properties.tieBreaks = { "bh", "sb" };
        rd::ui::EventDraft draft(event);
        for (const char *name : { "Meyer, Anna", "Kurz, Bernd", "Schulz, Carla", "Weber, Dieter" })
            draft.apply([name](rd::EventInput &e) {
                return rd::edit::ChessEventEdit(e).addPlayer(QString::fromUtf8(name));
            });
        rd::ui::ChessEventEditor editor(draft);
        editor.show();
        editor.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
        const QAbstractItemModel *standings
            = editor.findChild<QTableView *>(QStringLiteral("standingsView"))->model();
        // Before any result: everybody 0, all four share rank 1.
        QCOMPARE(row(standings, 0).mid(0, 1), QStringList({ "1\u20134" }));

        // Round 1 typed from the rows' side: Meyer (1) beats Kurz (2) with White, Schulz (3)
        // and Weber (4) draw.
        auto *crosstable = editor.crosstableModel();
        view->setFocus();
        view->setCurrentIndex(crosstable->index(0, crosstable->roundColumn(1)));
        type(QStringLiteral("2w1"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        view->setCurrentIndex(crosstable->index(2, crosstable->roundColumn(1)));
        type(QStringLiteral("4w\u00bd"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);

        // Rank, No., Name, Pts, BH, SB. By hand: Meyer 1 point, BH = Kurz's 0, SB = 1 x 0 = 0;
        // Schulz and Weber ½ each, BH = the other's ½, SB = ½ x ½ = 0.25 — equal in everything,
        // so they share ranks 2-3 in start order; Kurz 0, BH = Meyer's 1, SB 0.
        QCOMPARE(standings->columnCount(), 6);
        QCOMPARE(standings->headerData(4, Qt::Horizontal).toString(), QStringLiteral("BH"));
        QCOMPARE(row(standings, 0), QStringList({ "1", "1", "Meyer, Anna", "1", "0", "0.00" }));
        QCOMPARE(row(standings, 1),
            QStringList({ "2\u20133", "3", "Schulz, Carla", "\u00bd", "\u00bd", "0.25" }));
        QCOMPARE(row(standings, 2),
            QStringList({ "2\u20133", "4", "Weber, Dieter", "\u00bd", "\u00bd", "0.25" }));
        QCOMPARE(row(standings, 3), QStringList({ "4", "2", "Kurz, Bernd", "0", "1", "0.00" }));
    }
};

QTEST_MAIN(TestStandingsPanel)
#include "tst_standingspanel.moc"
