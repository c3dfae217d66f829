// The standings beside the crosstable follow the results as they are typed, with the event's
// tie-breaks and shared ranks; the arbiter draws lots for a tie or orders it by hand with the
// keyboard, each an undoable edit.
#include "engine/edit/ChessEventEdit.h"
#include "engine/standings/TieOrder.h"
#include "ui/ChessEventEditor.h"
#include "ui/CrosstableModel.h"
#include "ui/EventDraft.h"

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

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

    void theArbiterDrawsLotsAndOrdersTiesByHand()
    {
        // Round 1: Meyer (1) beats Kurz (2), Schulz (3) and Weber (4) draw; tie-breaks BH, SB.
        // As above: Schulz and Weber are equal in everything and share ranks 2-3.
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.event.endDate = rd::Date { 2026, 3, 29 };
        event.event.properties.tieBreaks = { "BH", "SB" };
        for (const char *name : { "Meyer, Anna", "Kurz, Bernd", "Schulz, Carla", "Weber, Dieter" })
            rd::edit::ChessEventEdit(event).addPlayer(QString::fromUtf8(name));
        event.chessGames
            = { { 1, event.players[0].id, event.players[1].id, rd::GameResult::WhiteWins },
                  { 1, event.players[2].id, event.players[3].id, rd::GameResult::Draw } };
        rd::ui::EventDraft draft(event);
        rd::ui::ChessEventEditor editor(draft);
        editor.show();
        editor.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        auto *view = editor.findChild<QTableView *>(QStringLiteral("standingsView"));
        const QAbstractItemModel *standings = view->model();
        QCOMPARE(row(standings, 1).mid(0, 3), QStringList({ "2\u20133", "3", "Schulz, Carla" }));
        QVERIFY(editor.findChild<QLabel *>(QStringLiteral("standingsNotes"))->isHidden());
        view->setFocus();

        // Ctrl+Shift+L draws lots with a new seed, recorded in the event. Of Schulz (no. 3) and
        // Weber (no. 4) the one with the lower lot number of that seed (SplitMix64, the numbers
        // pinned in tst_tieorder) is 2nd; Meyer and Kurz keep ranks 1 and 4.
        QTest::keyClick(view, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        const std::optional<int> seed = draft.event().event.properties.lotSeed;
        QVERIFY(seed);
        const auto lots = rd::standings::lotNumbers(*seed, 4);
        const QString second = lots[2] < lots[3] ? "Schulz, Carla" : "Weber, Dieter";
        const QString third = lots[2] < lots[3] ? "Weber, Dieter" : "Schulz, Carla";
        QCOMPARE(row(standings, 0).mid(0, 3), QStringList({ "1", "1", "Meyer, Anna" }));
        QCOMPARE(row(standings, 1)[0], QStringLiteral("2*"));
        QCOMPARE(row(standings, 1)[2], second);
        QCOMPARE(row(standings, 2)[0], QStringLiteral("3*"));
        QCOMPARE(row(standings, 2)[2], third);
        QCOMPARE(row(standings, 3).mid(0, 3), QStringList({ "4", "2", "Kurz, Bernd" }));
        QVERIFY(standings->index(1, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("lot seed %1").arg(*seed)));
        // The note under the table says it too.
        auto *notes = editor.findChild<QLabel *>(QStringLiteral("standingsNotes"));
        QVERIFY(notes->isVisible());
        QVERIFY2(
            notes->text().startsWith(QStringLiteral("* Placed by lot")), qPrintable(notes->text()));
        QVERIFY(notes->text().contains(QStringLiteral("lot seed %1").arg(*seed)));
        QCOMPARE(draft.undoStack()->text(draft.undoStack()->count() - 1),
            QStringLiteral("Draw lots for tied players (seed %1)").arg(*seed));

        // The arrows choose the player placed 3rd; Alt+Up moves him above the other: both now
        // placed by the arbiter, and he stays chosen. Alt+Up again would pass Meyer, who has more
        // points: nothing changes.
        view->setCurrentIndex(standings->index(0, 0));
        QTest::keyClick(view, Qt::Key_Down);
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->currentIndex().row(), 2);
        QTest::keyClick(view, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(row(standings, 1)[0], QStringLiteral("2\u2020"));
        QCOMPARE(row(standings, 1)[2], third);
        QCOMPARE(row(standings, 2)[0], QStringLiteral("3\u2020"));
        QCOMPARE(row(standings, 2)[2], second);
        QCOMPARE(view->currentIndex().row(), 1);
        QVERIFY(notes->text().startsWith(QStringLiteral("\u2020 Placed by the arbiter")));
        const int steps = draft.undoStack()->count();
        QCOMPARE(draft.undoStack()->text(steps - 1),
            QStringLiteral("Move %1 up among tied players").arg(third));
        QTest::keyClick(view, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(draft.undoStack()->count(), steps);
        QCOMPARE(row(standings, 0)[2], QStringLiteral("Meyer, Anna"));

        // Undo takes back the move, then the lot: the two share ranks 2-3 again.
        draft.undoStack()->undo();
        QCOMPARE(row(standings, 1)[0], QStringLiteral("2*"));
        QCOMPARE(row(standings, 1)[2], second);
        draft.undoStack()->undo();
        QCOMPARE(row(standings, 1).mid(0, 3), QStringList({ "2\u20133", "3", "Schulz, Carla" }));
        QVERIFY(!draft.event().event.properties.lotSeed);
        QVERIFY(notes->isHidden());

        // A rated event shown read-only: the keys change nothing.
        draft.setReadOnly(true);
        QTest::keyClick(view, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!draft.event().event.properties.lotSeed);
    }
};

QTEST_MAIN(TestStandingsPanel)
#include "tst_standingspanel.moc"
