// The life of an event in the desktop app, one regression test per way it once lost work or
// led nowhere: a rated event left editable, an unfinished draft lost on closing, a taken
// federation id that threw away the dialog, drafts that could not be reopened or deleted, rated
// events that could not be corrected or deleted, two sessions writing to one database.
#include "engine/store/EvaluationService.h"
#include "engine/store/PlayerRepository.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using rd::test::DialogScript;
using Mode = rd::ui::EventWorkspace::Mode;

namespace {

using rd::test::press;
using rd::test::type;

// A DWZ event of Meyer and Kurz, one game in round 1 (`result` from Meyer's side, as white).
QByteArray dwzEvent(const char *name, const char *endDate, const char *result)
{
    return QStringLiteral(R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "%1", "end_date": "%2" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970,
                 "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1970,
                 "dwz": { "rating": 1580, "index": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "%3" } ] })")
        .arg(QLatin1String(name), QLatin1String(endDate), QLatin1String(result))
        .toUtf8();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(name));
    file.write(content);
    return file.fileName();
}

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

// An import of players the database knows already: the director accepts the match.
bool importKnownPlayers(rd::ui::MainWindow &window, const QString &file)
{
    DialogScript same({ [](QWidget *box) {
        qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->animateClick();
    } });
    const bool imported = window.importEventDocument(file);
    window.activateWindow();
    return imported && same.done() && QTest::qWaitForWindowActive(&window);
}

// Clicks a message box's button by its mnemonic, as Alt+Y does.
void answer(QWidget *dialog, QMessageBox::StandardButton button)
{
    auto *box = qobject_cast<QMessageBox *>(dialog);
    QVERIFY(box);
    box->button(button)->animateClick();
}

int eventCount(rd::ui::MainWindow &window)
{
    return window.findChild<QTableView *>(QStringLiteral("eventTable"))->model()->rowCount();
}

} // namespace

class TestEventLifecycle : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aRatedEventsTabTurnsReadOnlyTheMomentItIsSaved()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(database);
        activate(window);
        QVERIFY(window.importEventDocument(writeFile(
            dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01", "1-0"))));
        // The imported event is chosen in the list: Enter opens it.
        window.findChild<QTableView *>(QStringLiteral("eventTable"))->setFocus();
        press(Qt::Key_Return);
        auto *workspace = window.workspace();
        QVERIFY(workspace);
        QCOMPARE(workspace->mode(), Mode::Draft);
        QVERIFY(window.saveEvaluation());
        // The same tab, now read-only with its banner.
        QCOMPARE(window.workspace(), workspace);
        QCOMPARE(workspace->mode(), Mode::Rated);
        QVERIFY(workspace->draft()->isReadOnly());
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("workTabs"));
        QCOMPARE(tabs->tabText(tabs->indexOf(workspace)), QStringLiteral("Rated: Spring"));
        QVERIFY(workspace->findChild<QLabel *>(QStringLiteral("eventBanner"))
                    ->text()
                    .contains(QStringLiteral("read-only")));
        // Typing into the crosstable changes nothing.
        auto *view = workspace->findChild<QTableView *>(QStringLiteral("crosstableView"));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 2));
        type(QStringLiteral("2w0"));
        press(Qt::Key_Return);
        QCOMPARE(workspace->draft()->event().chessGames.front().result, rd::GameResult::WhiteWins);
        // What is stored is what a recomputation gives (ratingdesk-cli db check).
        rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
        QVERIFY(rd::store::EvaluationService(check).rerate(rd::RatingSystem::Dwz).empty());
    }

    void anUnfinishedDraftIsKeptAcrossSessions()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        qint64 id = 0;
        {
            rd::ui::MainWindow window(database);
            activate(window);
            press(Qt::Key_N, Qt::ControlModifier);
            QTRY_VERIFY(window.workspace());
            id = window.workspace()->eventId();
            window.findChild<QLineEdit *>(QStringLiteral("addPlayer"))->setFocus();
            type(QStringLiteral("Meyer, Anna"));
            {
                DialogScript newPlayer(
                    { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
                press(Qt::Key_Return);
                QTRY_VERIFY(newPlayer.done());
            }
            activate(window);
            QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 1 });
            // Meyer against no. 9, who is not in the list yet: the draft cannot be rated.
            auto *view = window.findChild<QTableView *>(QStringLiteral("crosstableView"));
            view->setFocus();
            view->setCurrentIndex(view->model()->index(0, 2));
            type(QStringLiteral("9w1"));
            press(Qt::Key_Return);
            QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 1 });
            QVERIFY(!window.workspace()->validEvent());
        } // the window goes without a question: nothing is lost
        rd::ui::MainWindow again(database);
        QVERIFY(again.openEvent(id));
        const rd::EventInput &event = again.draft()->event();
        QCOMPARE(event.players.size(), std::size_t { 1 });
        QCOMPARE(event.players.front().name, std::string("Meyer, Anna"));
        QCOMPARE(event.chessGames.size(), std::size_t { 1 });
        QCOMPARE(event.chessGames.front().round, std::optional<int>(1));
    }

    void aTakenFederationIdKeepsWhatWasTyped()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        {
            rd::store::Database setup(database, rd::store::Database::Opening::CreateIfMissing);
            rd::model::PlayerDetails meyer;
            meyer.name = QStringLiteral("Meyer, Anna");
            meyer.federationIds[QStringLiteral("dsb")] = QStringLiteral("C0101-123");
            rd::store::PlayerRepository(setup).savePlayer(meyer);
        }
        rd::ui::MainWindow window(database);
        activate(window);
        QString report;
        QString keptName;
        DialogScript script({
            [](QWidget *) {
                type(QStringLiteral("Kurz, Bernd"));
                press(Qt::Key_D, Qt::AltModifier); // "&DSB id"
                type(QStringLiteral("C0101-123"));
                press(Qt::Key_Return); // Save
            },
            [&report](QWidget *box) {
                report = qobject_cast<QMessageBox *>(box)->text();
                press(Qt::Key_Return);
            },
            [&keptName](QWidget *dialog) {
                keptName = dialog->findChild<QLineEdit *>(QStringLiteral("playerName"))->text();
                press(Qt::Key_Escape);
            },
        });
        auto *add = window.findChild<QPushButton *>(QStringLiteral("addPlayerButton"));
        add->setFocus();
        press(Qt::Key_Space);
        QTRY_VERIFY(script.done());
        QVERIFY2(report.contains(QStringLiteral("C0101-123")), qPrintable(report));
        QVERIFY(report.contains(QStringLiteral("Meyer, Anna")));
        QVERIFY(!report.contains(QStringLiteral("UNIQUE")));
        QVERIFY(!report.contains(QStringLiteral("SQL")));
        QCOMPARE(keptName, QStringLiteral("Kurz, Bernd"));
        rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
        QCOMPARE(rd::store::PlayerRepository(check).players(QString()).size(), std::size_t { 1 });
    }

    void draftsOpenFromTheListAndAreDeletedWithUndo()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        const QString spring = writeFile(
            dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01", "1-0"));
        QVERIFY(window.importEventDocument(spring));
        // The same players again: named before the second import, which the director accepts.
        QVERIFY(importKnownPlayers(window, spring));
        QCOMPARE(eventCount(window), 2);
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        events->setFocus();
        events->setCurrentIndex(events->model()->index(1, 0));
        press(Qt::Key_Return);
        QVERIFY(window.workspace());
        const qint64 opened = window.workspace()->eventId();
        QCOMPARE(events->model()->index(1, 0).data().toLongLong(), opened);
        // The context menu offers the same.
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionOpenEvent"))->isEnabled());
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionDuplicateEvent"))->isEnabled());
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionCorrectEvent"))->isEnabled());

        // Delete asks first; the open tab goes with the draft; Ctrl+Z brings it back.
        events->setFocus();
        DialogScript script({ [](QWidget *box) { answer(box, QMessageBox::Yes); } });
        press(Qt::Key_Delete);
        QTRY_VERIFY(script.done());
        QTRY_COMPARE(eventCount(window), 1);
        QVERIFY(!window.workspace());
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        events->setFocus();
        press(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(eventCount(window), 2);
        // It was open: it is open again, under its number, and Edit > Undo is its own.
        QVERIFY(window.workspace());
        QCOMPARE(window.workspace()->eventId(), opened);
        // With the preview shown (Ctrl+R), Edit > Redo deletes it again and Undo brings it back.
        press(Qt::Key_R, Qt::ControlModifier);
        press(Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(eventCount(window), 1);
        press(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(eventCount(window), 2);

        // Duplicate makes a new draft and opens it.
        window.findChild<QAction *>(QStringLiteral("actionDuplicateEvent"))->trigger();
        QCOMPARE(eventCount(window), 3);
        QCOMPARE(window.draft()->event().event.name, std::string("Spring (copy)"));
    }

    void aRatedEventIsCorrectedAndDeletedAfterItsImpactIsShown()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(database);
        activate(window);
        QVERIFY(window.importEventDocument(writeFile(
            dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01", "1-0"))));
        QVERIFY(window.saveEvaluation());
        QVERIFY(importKnownPlayers(window,
            writeFile(
                dir, QStringLiteral("autumn.json"), dwzEvent("Autumn", "2025-10-01", "1/2-1/2"))));
        QVERIFY(window.saveEvaluation());
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        events->setFocus();
        events->setCurrentIndex(events->model()->index(1, 0)); // spring, the earlier one
        QCOMPARE(events->model()->index(1, 1).data().toString(), QStringLiteral("Spring"));

        // Correct: Meyer lost that game. The rated event stays until the correction is saved.
        window.findChild<QAction *>(QStringLiteral("actionCorrectEvent"))->trigger();
        QVERIFY(window.workspace());
        QCOMPARE(window.workspace()->mode(), Mode::Correction);
        QCOMPARE(events->model()->index(1, 4).data().toString(),
            QStringLiteral("rated, being corrected"));
        auto *view = window.findChild<QTableView *>(QStringLiteral("crosstableView"));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 2));
        // Meyer's own cell shows the game: typed over, the new result is asked for; Yes.
        {
            DialogScript replace({ [](QWidget *box) { answer(box, QMessageBox::Yes); } });
            type(QStringLiteral("2w0"));
            press(Qt::Key_Return);
            QTRY_VERIFY(replace.done());
        }
        QTRY_VERIFY(!QApplication::activeModalWidget());
        activate(window);
        QTRY_COMPARE(window.draft()->event().chessGames.front().result, rd::GameResult::BlackWins);
        {
            rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
            rd::store::EventRepository stored(check);
            QCOMPARE(stored.document(stored.allEvents().back().id).chessGames.front().result,
                rd::GameResult::WhiteWins);
        }
        // Save: every rating that changes is shown first, autumn's among them.
        QString impact;
        DialogScript accept({ [&impact](QWidget *box) {
            impact = qobject_cast<QMessageBox *>(box)->informativeText();
            answer(box, QMessageBox::Yes);
        } });
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(accept.done());
        QTRY_COMPARE(window.workspace()->mode(), Mode::Rated);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY2(impact.contains(QStringLiteral("Autumn, Meyer, Anna")), qPrintable(impact));
        QVERIFY(impact.contains(QStringLiteral("Spring, Kurz, Bernd")));
        {
            rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
            QVERIFY(rd::store::EvaluationService(check).rerate(rd::RatingSystem::Dwz).empty());
        }

        // Delete the rated spring: the impact on autumn first; declined, nothing happens.
        events->setFocus();
        events->setCurrentIndex(events->model()->index(1, 0));
        DialogScript decline({ [](QWidget *box) { answer(box, QMessageBox::No); } });
        press(Qt::Key_Delete);
        QTRY_VERIFY(decline.done());
        QCOMPARE(eventCount(window), 2);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        events->setFocus();
        QString deletion;
        DialogScript confirm({ [&deletion](QWidget *box) {
            deletion = qobject_cast<QMessageBox *>(box)->informativeText();
            answer(box, QMessageBox::Yes);
        } });
        press(Qt::Key_Delete);
        QTRY_VERIFY(confirm.done());
        QTRY_COMPARE(eventCount(window), 1);
        QVERIFY(deletion.contains(QStringLiteral("Autumn, Meyer, Anna")));
        rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
        QVERIFY(rd::store::EvaluationService(check).rerate(rd::RatingSystem::Dwz).empty());
    }

    void aSecondSessionOnlyLooks()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow first(database);
        QVERIFY(first.importEventDocument(writeFile(
            dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01", "1-0"))));
        QString question;
        DialogScript declined({ [&question](QWidget *box) {
            question = qobject_cast<QMessageBox *>(box)->text();
            answer(box, QMessageBox::No);
        } });
        {
            rd::ui::MainWindow second(database);
            QTRY_VERIFY(declined.done());
            QVERIFY(second.databasePath() != database);
        }
        // Who holds it: the program, host, process and since when.
        QVERIFY2(
            question.contains(QStringLiteral("process %1").arg(QCoreApplication::applicationPid())),
            qPrintable(question));
        QVERIFY(question.contains(QStringLiteral("on host")));
        DialogScript accepted({ [](QWidget *box) { answer(box, QMessageBox::Yes); } });
        rd::ui::MainWindow second(database);
        QTRY_VERIFY(accepted.done());
        QVERIFY(second.isReadOnly());
        QVERIFY(!second.findChild<QAction *>(QStringLiteral("actionNewChessEvent"))->isEnabled());
        QCOMPARE(second.newEvent(rd::RatingSystem::Dwz), 0);
        QVERIFY(second.openEvent(1));
        QVERIFY(second.draft()->isReadOnly());
        QCOMPARE(eventCount(second), 1);
    }
};

QTEST_MAIN(TestEventLifecycle)
#include "tst_eventlifecycle.moc"
