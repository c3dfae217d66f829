// The standings beside the crosstable follow the results as they are typed, with the event's
// tie-breaks and shared ranks; the arbiter draws lots for a tie or orders it by hand with the
// keyboard, each an undoable edit. The standings after an earlier round are chosen by keyboard
// above them, in English and in German.
#include "engine/edit/ChessEventEdit.h"
#include "engine/standings/TieOrder.h"
#include "ui/event/ChessEventEditor.h"
#include "ui/event/CrosstableModel.h"
#include "ui/event/EventDraft.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTranslator>
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

// Six players, three rounds, tie-breaks Buchholz and Sonneborn-Berger:
//   round 1: Meyer (1) - Weber (4) 1-0, Kurz (2) - Lang (5) ½-½, Schulz (3) - Roth (6) 0-1
//   round 2: Roth (6) - Meyer (1) 1-0, Weber (4) - Kurz (2) 0-1, Lang (5) - Schulz (3) 1-0
//   round 3: Meyer (1) - Kurz (2) 1-0, Roth (6) - Lang (5) 0-1, Schulz (3) - Weber (4) ½-½
rd::EventInput threeRounds()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.endDate = rd::Date { 2026, 3, 29 };
    event.event.properties.tieBreaks = { "BH", "SB" };
    for (const char *name : { "Meyer, Anna", "Kurz, Bernd", "Schulz, Carla", "Weber, Dieter",
             "Lang, Emil", "Roth, Frieda" })
        rd::edit::ChessEventEdit(event).addPlayer(QString::fromUtf8(name));
    const auto id
        = [&event](int number) { return event.players[static_cast<std::size_t>(number - 1)].id; };
    using rd::GameResult;
    event.chessGames = { { 1, id(1), id(4), GameResult::WhiteWins },
        { 1, id(2), id(5), GameResult::Draw }, { 1, id(3), id(6), GameResult::BlackWins },
        { 2, id(6), id(1), GameResult::WhiteWins }, { 2, id(4), id(2), GameResult::BlackWins },
        { 2, id(5), id(3), GameResult::WhiteWins }, { 3, id(1), id(2), GameResult::WhiteWins },
        { 3, id(6), id(5), GameResult::BlackWins }, { 3, id(3), id(4), GameResult::Draw } };
    return event;
}

// The standings of threeRounds() after round 2, by hand. Points: Roth 1+1 = 2, Kurz ½+1 = 1½,
// Lang ½+1 = 1½, Meyer 1+0 = 1, Schulz 0, Weber 0. Buchholz, the opponents' points after round
// 2: Roth 0 (Schulz) + 1 (Meyer) = 1; Kurz 1½ (Lang) + 0 (Weber) = 1½; Lang 1½ (Kurz) + 0
// (Schulz) = 1½; Meyer 0 (Weber) + 2 (Roth) = 2; Schulz 2 (Roth) + 1½ (Lang) = 3½; Weber 1
// (Meyer) + 1½ (Kurz) = 2½. Sonneborn-Berger, the points of the opponents beaten and half of
// those drawn with: Roth 0 (Schulz) + 1 (Meyer) = 1; Kurz ½ × 1½ (Lang) + 0 (Weber) = 0.75;
// Lang ½ × 1½ (Kurz) + 0 (Schulz) = 0.75; Meyer 0 (Weber); Schulz and Weber 0. Kurz and Lang
// are equal in points, BH and SB: they share ranks 2-3, in start order; Schulz's BH places him
// 5th before Weber.
const QStringList kAfterRound2[] = { { "1", "6", "Roth, Frieda", "2", "1", "1.00" },
    { "2\u20133", "2", "Kurz, Bernd", "1\u00bd", "1\u00bd", "0.75" },
    { "2\u20133", "5", "Lang, Emil", "1\u00bd", "1\u00bd", "0.75" },
    { "4", "1", "Meyer, Anna", "1", "2", "0.00" },
    { "5", "3", "Schulz, Carla", "0", "3\u00bd", "0.00" },
    { "6", "4", "Weber, Dieter", "0", "2\u00bd", "0.00" } };

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

    // Alt+D (Standings after) and Up: the standings after round 2, as computed by hand for
    // kAfterRound2; Down: every round again. The same in German, where Alt+C (Stand nach) leads
    // there and Sonneborn-Berger is written with a decimal comma.
    void showsTheStandingsAfterAnEarlierRound_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("German") << QStringLiteral("de");
    }

    void showsTheStandingsAfterAnEarlierRound()
    {
        QFETCH(QString, language);
        const bool german = language == QStringLiteral("de");
        QTranslator translator;
        if (german) {
            QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("ratingdesk"),
                QStringLiteral("_"), QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
        }
        const QLocale before;
        QLocale::setDefault(german ? QLocale(QLocale::German, QLocale::Germany) : QLocale::c());
        {
            rd::ui::EventDraft draft(threeRounds());
            rd::ui::ChessEventEditor editor(draft);
            editor.show();
            editor.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            const QAbstractItemModel *standings
                = editor.findChild<QTableView *>(QStringLiteral("standingsView"))->model();
            auto *round = editor.findChild<QComboBox *>(QStringLiteral("standingsRound"));
            // Every round: Lang 2½ leads (round 3 counts).
            QCOMPARE(round->currentText(),
                german ? QStringLiteral("allen Runden") : QStringLiteral("all rounds"));
            QCOMPARE(row(standings, 0)[2], QStringLiteral("Lang, Emil"));

            QTest::keyClick(&editor, german ? Qt::Key_C : Qt::Key_D, Qt::AltModifier);
            QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(round));
            QTest::keyClick(round, Qt::Key_Up);
            QCOMPARE(round->currentText(),
                german ? QStringLiteral("Runde 2") : QStringLiteral("round 2"));
            QCOMPARE(standings->rowCount(), 6);
            for (int r = 0; r < 6; ++r) {
                QStringList expected = kAfterRound2[r];
                if (german)
                    expected.replaceInStrings(QStringLiteral("."), QStringLiteral(","));
                QCOMPARE(row(standings, r), expected);
            }
            // Round 1 is offered too; round 3, the last played, is every round.
            QCOMPARE(round->count(), 3);
            QTest::keyClick(round, Qt::Key_Down);
            QCOMPARE(row(standings, 0)[2], QStringLiteral("Lang, Emil"));
        }
        QLocale::setDefault(before);
        if (german)
            QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestStandingsPanel)
#include "tst_standingspanel.moc"
