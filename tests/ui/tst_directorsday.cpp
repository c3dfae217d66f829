// A tournament director's whole day in the desktop app, with the keyboard alone: a new
// database, the club's players imported (twice), a DWZ Swiss of 8 players typed round by round,
// the preview, the evaluation saved, the rated event reopened read-only, one result corrected
// after its impact is shown, a draft deleted, a player's chart, and the report as PDF. Only keys
// reach the application; models are only read.
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "tests/ui/Language.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using rd::test::DialogScript;
using Mode = rd::ui::EventWorkspace::Mode;

namespace {

using rd::test::answer;
using rd::test::backTo;
using rd::test::chooseMenuItem;
using rd::test::focus;
using rd::test::press;
using rd::test::tabTo;
using rd::test::type;
using rd::test::typePath;

const QStringList kPlayers = { QStringLiteral("Meyer, Anna"), QStringLiteral("Kurz, Bernd"),
    QStringLiteral("Schulz, Carla"), QStringLiteral("Weber, Dieter"),
    QStringLiteral("Naidoo, Priya"), QStringLiteral("Dlamini, Sipho"),
    QStringLiteral("Weiß, Jonas"), QStringLiteral("Brown, Greta") };

// Round r of a round robin of 8 by the circle method: player 8 stays, the others turn.
QList<QPair<int, int>> pairings(int round)
{
    QList<int> circle = { 1, 2, 3, 4, 5, 6, 7 };
    std::rotate(circle.begin(), circle.begin() + (round - 1), circle.end());
    QList<QPair<int, int>> pairs = { { circle[0], 8 } };
    for (int i = 1; i <= 3; ++i)
        pairs.append({ circle[i], circle[7 - i] });
    return pairs;
}

} // namespace

class TestDirectorsDay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The day in English and in German: the menus' and the questions' keys are read off their
    // labels; what the status line says is each language's own wording
    // (translations/ratingdesk_de.ts: "Spieler importiert: %1 hinzugefügt, %2 aktualisiert, %3
    // unverändert").
    void aWholeDayWithTheKeyboard_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("imported");
        QTest::newRow("English") << QStringLiteral(
            "en") << QStringList { QStringLiteral("8 added"), QStringLiteral("8 unchanged") };
        QTest::newRow("German") << QStringLiteral("de")
                                << QStringList { QStringLiteral("8 hinzugefügt"),
                                       QStringLiteral("8 unverändert") };
    }

    void aWholeDayWithTheKeyboard()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, imported);
        const rd::test::Language inLanguage(language);
        QTemporaryDir dir;
        const QString players = dir.filePath(QStringLiteral("club-players.csv"));
        {
            QFile csv(players);
            QVERIFY(csv.open(QIODevice::WriteOnly));
            csv.write("Name,DWZ,Index\n");
            for (int i = 0; i < kPlayers.size(); ++i)
                csv.write(QStringLiteral("\"%1\",%2,%3\n")
                              .arg(kPlayers[i])
                              .arg(1900 - 50 * i)
                              .arg(10 + i)
                              .toUtf8());
        }
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("first.sqlite")));
        window.show();
        backTo(window);

        // A new database: File > New database…, its name typed.
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        {
            DialogScript script({ typePath(database) });
            chooseMenuItem(window, QStringLiteral("actionNewDatabase"));
            QTRY_VERIFY(script.done());
            QTRY_COMPARE(window.databasePath(), database);
        }
        backTo(window);

        // The players, twice: the second time nothing is added.
        for (const QString &expected : imported) {
            DialogScript script({ typePath(players),
                [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
            press(Qt::Key_I, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
            QTRY_VERIFY2(window.statusBar()->currentMessage().contains(expected),
                qPrintable(window.statusBar()->currentMessage()));
            backTo(window);
        }

        // A new DWZ event: name and dates, then the 8 players from the registry.
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        QCOMPARE(focus()->objectName(), QStringLiteral("eventName"));
        type(QStringLiteral("Club Swiss 2026"));
        press(Qt::Key_Tab);
        type(QStringLiteral("2026-03-01"));
        press(Qt::Key_Tab);
        type(QStringLiteral("29/03/2026")); // no form of this locale: marked, not taken
        QVERIFY(!focus()->toolTip().isEmpty());
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("2026-03-29"));
        tabTo(QStringLiteral("addPlayer"));
        for (const QString &name : kPlayers) {
            type(name);
            press(Qt::Key_Return);
            QTest::qWait(10);
        }
        const rd::EventInput &event = window.draft()->event();
        QCOMPARE(event.event.name, std::string("Club Swiss 2026"));
        QCOMPARE(event.event.startDate->toIso(), std::string("2026-03-01"));
        QCOMPARE(event.event.endDate.toIso(), std::string("2026-03-29"));
        QCOMPARE(event.players.size(), std::size_t { 8 });

        // Five rounds, each game typed once from White's row: the lower number wins, a sum
        // divisible by three is a draw.
        tabTo(QStringLiteral("crosstableView"));
        for (int round = 1; round <= 5; ++round) {
            for (const auto &[white, black] : pairings(round)) {
                press(Qt::Key_Home, Qt::ControlModifier);
                for (int row = 1; row < white; ++row)
                    press(Qt::Key_Down);
                for (int column = 0; column < 1 + round; ++column)
                    press(Qt::Key_Right);
                const bool draw = (white + black) % 3 == 0;
                const bool whiteWins = white < black;
                type(QStringLiteral("%1w%2").arg(black).arg(draw ? QStringLiteral("=")
                        : whiteWins                              ? QStringLiteral("1")
                                                                 : QStringLiteral("0")));
                press(Qt::Key_Return);
            }
        }
        QCOMPARE(event.chessGames.size(), std::size_t { 20 });
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("editorMessage"))->text(), QString());

        // The preview, then the evaluation saved: the tab turns read-only.
        press(Qt::Key_R, Qt::ControlModifier);
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("workTabs"));
        QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("previewPanel"));
        const QAbstractItemModel *preview
            = tabs->currentWidget()->findChild<QTableView *>()->model();
        QTRY_COMPARE(preview->rowCount(), 8);
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(window.workspace()->mode(), Mode::Rated);
        const qint64 swiss = window.workspace()->eventId();

        // A Go record sheet is started, then the Swiss reopened from the events list.
        press(Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(window.workspace()->eventId() != swiss);
        const qint64 goDraft = window.workspace()->eventId();
        press(Qt::Key_L, Qt::ControlModifier);
        QCOMPARE(focus()->objectName(), QStringLiteral("eventTable"));
        press(Qt::Key_Home, Qt::ControlModifier);
        press(Qt::Key_Down); // the Go draft ends today, the Swiss in March: second
        press(Qt::Key_Return);
        QCOMPARE(window.workspace()->eventId(), swiss);
        QCOMPARE(window.workspace()->mode(), Mode::Rated);
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("eventBanner"))->isVisible());

        // Correct: Meyer lost her first-round game. Every changed rating is shown first.
        chooseMenuItem(window, QStringLiteral("actionCorrectEvent"));
        QTRY_COMPARE(window.workspace()->mode(), Mode::Correction);
        backTo(window);
        tabTo(QStringLiteral("crosstableView"));
        press(Qt::Key_Home, Qt::ControlModifier);
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        const auto [white, black] = pairings(1).front(); // 1 against 8
        QCOMPARE(white, 1);
        // The game stands as her win: the new result is asked for, Yes replaces it.
        {
            DialogScript script({ [](QWidget *box) { answer(box, QMessageBox::Yes); } });
            type(QStringLiteral("%1w0").arg(black));
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        QTRY_COMPARE(window.draft()->event().chessGames.front().result, rd::GameResult::BlackWins);
        backTo(window);
        QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 20 });
        QString impact;
        {
            DialogScript script({ [&impact](QWidget *box) {
                impact = qobject_cast<QMessageBox *>(box)->informativeText();
                answer(box, QMessageBox::Yes);
            } });
            press(Qt::Key_S, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
        }
        QTRY_COMPARE(window.workspace()->mode(), Mode::Rated);
        QVERIFY2(
            impact.contains(QStringLiteral("Club Swiss 2026, Meyer, Anna")), qPrintable(impact));
        backTo(window);

        // The Go draft goes: Delete in the events list, Yes.
        press(Qt::Key_L, Qt::ControlModifier);
        press(Qt::Key_Home, Qt::ControlModifier);
        {
            DialogScript script({ [](QWidget *box) { answer(box, QMessageBox::Yes); } });
            press(Qt::Key_Delete);
            QTRY_VERIFY(script.done());
        }
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        QTRY_COMPARE(events->model()->rowCount(), 1);
        QVERIFY(events->model()->index(0, 0).data().toLongLong() != goDraft);
        backTo(window);

        // Meyer's chart: found by name, chosen with the arrow key.
        press(Qt::Key_F, Qt::ControlModifier);
        type(QStringLiteral("Meyer"));
        press(Qt::Key_Tab);
        press(Qt::Key_Down);
        QTRY_COMPARE(tabs->currentWidget()->objectName(), QStringLiteral("playerHistory"));
        QCOMPARE(tabs->currentWidget()
                     ->findChild<QTableView *>(QStringLiteral("historyTable"))
                     ->model()
                     ->rowCount(),
            1);
        QVERIFY(tabs->currentWidget()
                    ->findChild<QWidget *>(QStringLiteral("historyChart"))
                    ->isVisible());

        // The evaluation as PDF: Event > Evaluation as PDF…, its name typed.
        press(Qt::Key_L, Qt::ControlModifier);
        press(Qt::Key_Home, Qt::ControlModifier);
        const QString pdf = dir.filePath(QStringLiteral("club-swiss.pdf"));
        {
            DialogScript script({ typePath(pdf) });
            chooseMenuItem(window, QStringLiteral("actionPdf"));
            QTRY_VERIFY(script.done());
        }
        QFile report(pdf);
        QTRY_VERIFY(report.exists());
        QVERIFY(report.open(QIODevice::ReadOnly));
        QCOMPARE(report.read(5), QByteArray("%PDF-"));
    }
};

QTEST_MAIN(TestDirectorsDay)
#include "tst_directorsday.moc"
