#include "engine/rating/sagc/GoRank.h"
#include "engine/store/Database.h"
#include "ratingdesk/Version.h"
#include "tests/ui/DialogScript.h"
#include "ui/event/ChessEventEditor.h"
#include "ui/event/EventDraft.h"
#include "ui/ratings/EvaluationTableModel.h"
#include "ui/ratings/PlayerHistoryView.h"
#include "ui/ratings/PreviewPanel.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

class TestMainWindow : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void anEmptyDatabaseOpensOnTheWelcomePage()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *tabs = window.findChild<QTabWidget *>();
        auto *welcome = window.findChild<QWidget *>(QStringLiteral("welcomePage"));
        QCOMPARE(tabs->currentWidget(), welcome);
        // Alt+C: a new chess event, in its editor; the welcome page has done its job.
        welcome->setFocus();
        QTest::keyClick(welcome, Qt::Key_C, Qt::AltModifier);
        // A mnemonic clicks its button after a short animation.
        QTRY_VERIFY(window.findChild<rd::ui::ChessEventEditor *>());
        QCOMPARE(tabs->indexOf(welcome), -1);
    }

    void theDemoOpensFromTheWelcomePage()
    {
        // The demo goes to the user's data directory: here a temporary one.
        QTemporaryDir dir;
        const QByteArray dataHome = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toUtf8());
        QStandardPaths::setTestModeEnabled(false);
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *welcome = window.findChild<QWidget *>(QStringLiteral("welcomePage"));
        welcome->setFocus();
        QTest::keyClick(welcome, Qt::Key_M, Qt::AltModifier); // "Open the de&mo"
        QTRY_VERIFY(window.databasePath().endsWith(QStringLiteral("demo.sqlite")));
        // The club championship and the Go club night.
        QCOMPARE(
            window.findChild<QTableView *>(QStringLiteral("eventTable"))->model()->rowCount(), 2);
        QStandardPaths::setTestModeEnabled(true);
        qputenv("XDG_DATA_HOME", dataHome);
    }

    void aFailureOfTheStoreIsReportedAndTheWindowLivesOn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(path);
        window.show();
        // Another program breaks the database under the window: the players table is gone.
        {
            rd::store::Database other(path, rd::store::Database::Opening::CreateIfMissing);
            other.run(QStringLiteral("ALTER TABLE players RENAME TO players_elsewhere"));
        }
        QString shown;
        QString details;
        QTimer::singleShot(0, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                if (box->objectName() == QLatin1String("errorReport")) {
                    shown = box->text();
                    details = box->detailedText();
                }
                box->close();
            }
        });
        // Typing a name searches the players: the store throws inside that slot.
        auto *search = window.findChild<QLineEdit *>(QStringLiteral("playerSearch"));
        QTest::keyClicks(search, QStringLiteral("M"));
        // The user reads a sentence; SQLite's own words go to the log, not into the dialog.
        QVERIFY2(
            shown.startsWith(QStringLiteral("Finding players did not succeed")), qPrintable(shown));
        QVERIFY(!shown.contains(QStringLiteral("no such table")));
        QVERIFY2(details.isEmpty(), qPrintable(details));
        // The window is still there and still works.
        QVERIFY(window.isVisible());
        QCOMPARE(search->text(), QStringLiteral("M"));
        // Once the table is back, the same keystroke finds players again.
        {
            rd::store::Database other(path, rd::store::Database::Opening::CreateIfMissing);
            other.run(QStringLiteral("ALTER TABLE players_elsewhere RENAME TO players"));
        }
        shown.clear();
        QTest::keyClick(search, Qt::Key_Backspace);
        QVERIFY(shown.isEmpty());
    }

    void initTestCase()
    {
        // Recent databases go to the test settings, not to the user's.
        QStandardPaths::setTestModeEnabled(true);
    }

    void showsNameAndMenus()
    {
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("ratingdesk"));

        QStringList menus;
        for (QAction *action : window.menuBar()->actions())
            menus << action->text();
        QCOMPARE(menus,
            QStringList({ QStringLiteral("&File"), QStringLiteral("&Edit"),
                QStringLiteral("Even&t"), QStringLiteral("&View"), QStringLiteral("&Help") }));

        auto *quit = window.findChild<QAction *>(QStringLiteral("actionQuit"));
        QVERIFY(quit);
        QCOMPARE(quit->shortcut(), QKeySequence(QKeySequence::Quit));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionAbout")));
    }

    // Edit > Cut, Copy, Paste and Delete, chosen from the menu, act on the text field that has
    // the focus as its own keys would.
    void editMenuActsOnTheTextFieldInFocus()
    {
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("clipboard.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *search = window.findChild<QLineEdit *>(QStringLiteral("playerSearch"));
        search->setFocus();
        QTest::keyClicks(search, QStringLiteral("Weber"));
        // The offscreen platform drops a field's selection when a menu opens (a desktop keeps
        // it), so the text is selected again while the menu is open where the entry needs it.
        const auto choose = [&window, search](Qt::Key entry, bool selected) {
            QTest::keyClick(&window, Qt::Key_E, Qt::AltModifier);
            QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
            if (selected)
                search->selectAll();
            QTest::keyClick(QApplication::activePopupWidget(), entry);
            QTRY_VERIFY(!QApplication::activePopupWidget());
        };
        choose(Qt::Key_T, true); // Cu&t
        QCOMPARE(search->text(), QString());
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("Weber"));
        choose(Qt::Key_P, false); // &Paste
        QCOMPARE(search->text(), QStringLiteral("Weber"));
        QApplication::clipboard()->setText(QStringLiteral("Meier"));
        choose(Qt::Key_C, true); // &Copy
        QCOMPARE(search->text(), QStringLiteral("Weber"));
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("Weber"));
        QTest::keyClick(search, Qt::Key_Home);
        choose(Qt::Key_D, false); // &Delete: the letter after the cursor
        QCOMPARE(search->text(), QStringLiteral("eber"));
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("Weber"));
    }

    void importPreviewAndSave()
    {
        // A director imports a document, sees the evaluation before saving, then saves it.
        QTemporaryDir dir;
        const QString document = dir.filePath(QStringLiteral("event.json"));
        QFile file(document);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(
            QJsonObject {
                { "format", "ratingdesk-event" },
                { "version", 1 },
                { "system", "dwz" },
                { "event",
                    QJsonObject { { "name", "Club Championship" }, { "end_date", "2026-03-29" } } },
                { "players",
                    QJsonArray {
                        QJsonObject { { "id", "1" }, { "name", "Meyer, Anna" },
                            { "dwz", QJsonObject { { "rating", 1650 }, { "index", 12 } } } },
                        QJsonObject { { "id", "2" }, { "name", "Kurz, Bernd" },
                            { "dwz", QJsonObject { { "rating", 1580 }, { "index", 30 } } } } } },
                { "games",
                    QJsonArray {
                        QJsonObject { { "white", "1" }, { "black", "2" }, { "result", "1-0" } } } },
            })
                       .toJson());
        file.close();
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("club.sqlite")));
        QVERIFY(window.importEventDocument(document));
        // The preview: Meyer 1650-12 -> 1664-13 (see tests/app/tst_cli.cpp for the calculation).
        const QAbstractItemModel *preview = window.findChild<rd::ui::PreviewPanel *>()->model();
        QCOMPARE(preview->rowCount(), 2);
        QCOMPARE(preview->index(0, 1).data().toString(), QStringLiteral("Meyer, Anna"));
        QCOMPARE(preview->index(0, 3).data().toString(), QStringLiteral("1650-12"));
        QCOMPARE(preview->index(0, 4).data().toString(), QStringLiteral("1664-13"));
        // Nothing is saved yet; then it is.
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        QCOMPARE(events->model()->index(0, 4).data().toString(), QStringLiteral("draft"));
        QVERIFY(window.saveEvaluation());
        QCOMPARE(events->model()->index(0, 4).data().toString(), QStringLiteral("rated"));
        // The report: crosstable in real notation and the rating table, as PDF.
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(window.exportReport(pdf));
        QFile report(pdf);
        QVERIFY(report.open(QIODevice::ReadOnly));
        QVERIFY(report.read(5) == "%PDF-");
        // The standings and the crosstable too; a record sheet is a Go form, refused here.
        for (const auto kind :
            { rd::report::ReportKind::Standings, rd::report::ReportKind::Crosstable })
            QVERIFY(window.exportReport(dir.filePath(QStringLiteral("other.pdf")), kind));
        QVERIFY(!window.exportReport(
            dir.filePath(QStringLiteral("sheet.pdf")), rd::report::ReportKind::RecordSheet));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("sheet.pdf"))));
        // Exported in the exchange formats by the file's suffix; what FIDE and the DSB lack is
        // listed first, and the files are written all the same (Alt+E, Export anyway).
        for (const char *name : { "event.trf", "event.txt", "event.xml" }) {
            rd::test::DialogScript anyway(
                { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_E, Qt::AltModifier); } });
            QVERIFY2(window.exportEvent(dir.filePath(QLatin1String(name))), name);
            QVERIFY(anyway.done());
            QVERIFY(QFileInfo(dir.filePath(QLatin1String(name))).size() > 0);
        }
        QVERIFY(window.exportEvent(dir.filePath(QStringLiteral("event.json"))));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("event.json"))).size() > 0);
        // A TRF file comes in as a draft, a CSV list as players.
        QVERIFY(window.importEventDocument(QStringLiteral(RD_TEST_DATA_DIR "/sample.trf")));
        QCOMPARE(events->model()->rowCount(), 2);
        const QString list = dir.filePath(QStringLiteral("players.csv"));
        QFile csv(list);
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("Name,DWZ\n\"New, Nina\",1500\n");
        csv.close();
        // The list shows in the import dialog first; the director accepts the guessed columns.
        QTimer::singleShot(0, this, [] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
                dialog->accept();
        });
        QVERIFY(window.importEventDocument(list));
        // Players are found as you type.
        auto *search = window.findChild<QLineEdit *>(QStringLiteral("playerSearch"));
        auto *players = window.findChild<QListView *>(QStringLiteral("playerList"));
        // Meyer and Kurz, the four of the TRF file and Nina of the list.
        QCOMPARE(players->model()->rowCount(), 7);
        // The same list again (it once ended the application): Nina is found, not added twice.
        QTimer::singleShot(0, this, [] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
                dialog->accept();
        });
        QVERIFY(window.importEventDocument(list));
        QCOMPARE(players->model()->rowCount(), 7);
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("1 unchanged")));
        QTest::keyClicks(search, QStringLiteral("kurz"));
        QCOMPARE(players->model()->rowCount(), 1);
        QCOMPARE(players->model()->index(0, 0).data().toString(), QStringLiteral("Kurz, Bernd"));
        // Choosing him shows his history: one evaluation.
        players->setCurrentIndex(players->model()->index(0, 0));
        auto *history = window.findChild<rd::ui::PlayerHistoryView *>();
        QCOMPARE(window.findChild<QTabWidget *>()->currentWidget(), history);
        QCOMPARE(history->findChild<QTableView *>()->model()->rowCount(), 1);
    }

    void editsARecordSheetSavedAsTyped()
    {
        // A new Go record sheet: every change is saved as it is made and the preview follows it.
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        const qint64 id = window.newEvent(rd::RatingSystem::Sagc);
        QVERIFY(window.draft());
        window.draft()->apply(
            QStringLiteral("the 14k and the 16k play"), [](rd::EventInput &event) {
                rd::PlayerInput strong;
                strong.id = "strong";
                strong.name = "Nkosi, Thabo";
                strong.sagc = rd::SagcState { *rd::sagc::GoRank::parse("14k"), 200, {} };
                rd::PlayerInput weak;
                weak.id = "weak";
                weak.name = "Dlamini, Lerato";
                weak.sagc = rd::SagcState { *rd::sagc::GoRank::parse("16k"), -100, {} };
                event.players = { strong, weak };
                event.goGames = { { "strong", "weak", rd::GoWinner::Black, 1, 6.5,
                    rd::GoGameStatus::Club, std::nullopt } };
            });
        // sagc.md §7: the 14k loses to the 16k: 14k/-865, 16k promoted to 15k/0.
        QTRY_COMPARE(window.findChild<rd::ui::PreviewPanel *>()->model()->rowCount(), 2);
        const QAbstractItemModel *preview = window.findChild<rd::ui::PreviewPanel *>()->model();
        QCOMPARE(preview->index(0, 4).data().toString(), QStringLiteral("14k/-865"));
        QCOMPARE(preview->index(1, 4).data().toString(), QStringLiteral("15k/0"));
        // The draft is in the database: a second session finds it, read-only while the first
        // one holds the database.
        QTimer::singleShot(0, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        rd::ui::MainWindow again(dir.filePath(QStringLiteral("club.sqlite")));
        QVERIFY(again.isReadOnly());
        again.selectEvent(id);
        QCOMPARE(again.findChild<rd::ui::PreviewPanel *>()->model()->rowCount(), 2);
        // Closing asks about the unsaved evaluation.
        QTimer::singleShot(0, this, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close(); // answering "no"
        });
        QVERIFY(!window.confirmClose());
    }

    void editsACrosstable()
    {
        // A new DWZ tournament: players and a result typed into the crosstable are saved as they
        // are entered, and the preview rates them.
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        window.newEvent(rd::RatingSystem::Dwz);
        QVERIFY(window.findChild<rd::ui::ChessEventEditor *>());
        window.draft()->apply(QStringLiteral("players and a game"), [](rd::EventInput &event) {
            for (const auto &[name, rating] :
                { std::pair { "Meyer, Anna", 1650 }, std::pair { "Kurz, Bernd", 1580 } }) {
                rd::PlayerInput player;
                player.id = name;
                player.name = name;
                player.dwz = rd::DwzState { rating, 20, {}, {}, {} };
                event.players.push_back(player);
            }
            event.chessGames = { { 1, "Meyer, Anna", "Kurz, Bernd", rd::GameResult::WhiteWins } };
        });
        QTRY_COMPARE(window.findChild<rd::ui::PreviewPanel *>()->model()->rowCount(), 2);
    }

    void invalidDocumentIsRefused()
    {
        QTemporaryDir dir;
        const QString document = dir.filePath(QStringLiteral("bad.json"));
        QFile file(document);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{}");
        file.close();
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        // The message box is closed as soon as it shows.
        QTimer::singleShot(0, this, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!window.importEventDocument(document));
        QCOMPARE(
            window.findChild<QTableView *>(QStringLiteral("eventTable"))->model()->rowCount(), 0);
    }

    void aboutNamesTheVersionAndLicence()
    {
        const QString text = rd::ui::MainWindow::aboutText();
        QVERIFY(text.contains(QString::fromLatin1(rd::kVersion)));
        QVERIFY(text.contains(QStringLiteral("General Public License")));
    }

    void germanTranslationIsBuiltIn()
    {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("ratingdesk"),
            QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("club.sqlite")));
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        QCoreApplication::removeTranslator(&translator);
    }

    void quitClosesTheApplicationCleanly()
    {
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bool quitRequested = false;
        connect(qApp, &QCoreApplication::aboutToQuit, this, [&] { quitRequested = true; });
        QTimer::singleShot(
            0, window.findChild<QAction *>(QStringLiteral("actionQuit")), &QAction::trigger);
        QCoreApplication::exec();
        QVERIFY(quitRequested);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
