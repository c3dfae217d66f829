// What the main window's Event menu acts on and when it refuses, with the keyboard on the real
// window: one current event (the active tab's, else the list's choice) for reports, export,
// print and delete, named in their dialogs; nothing rated or written while a field holds text
// that is no date; a renamed draft listed under its new name; actions offered only where they
// do something.
#include "engine/store/EventRepository.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/event/ProblemsPanel.h"
#include "ui/reports/SubmissionCheckDialog.h"
#include "ui/widgets/DateField.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using rd::test::DialogScript;
using rd::test::press;
using rd::test::type;
using rd::test::typePath;

namespace {

// A DWZ event of Meyer and Kurz, Meyer winning with White in round 1.
QByteArray dwzEvent(const char *name, const char *endDate)
{
    return QStringLiteral(R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "%1", "end_date": "%2" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970,
                 "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1970,
                 "dwz": { "rating": 1580, "index": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ] })")
        .arg(QLatin1String(name), QLatin1String(endDate))
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

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

// Imports `file`; a second event of the same players is accepted when the window asks.
void importEvent(rd::ui::MainWindow &window, const QString &file)
{
    DialogScript same({ [](QWidget *box) {
        qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->animateClick();
    } });
    QVERIFY(window.importEventDocument(file));
    activate(window);
}

QTableView *eventList(rd::ui::MainWindow &window)
{
    return window.findChild<QTableView *>(QStringLiteral("eventTable"));
}

// The events list's row of the event named `name`.
int rowOf(rd::ui::MainWindow &window, const QString &name)
{
    const QAbstractItemModel *events = eventList(window)->model();
    for (int row = 0; row < events->rowCount(); ++row) {
        if (events->index(row, 1).data().toString() == name)
            return row;
    }
    return -1;
}

// Chooses the event `name` in the list with the arrow keys, as a person would.
void chooseInList(rd::ui::MainWindow &window, const QString &name)
{
    QTableView *list = eventList(window);
    list->setFocus();
    const int target = rowOf(window, name);
    QVERIFY2(target >= 0, qPrintable(name));
    press(Qt::Key_Home, Qt::ControlModifier);
    for (int row = 0; row < target; ++row)
        press(Qt::Key_Down);
    QCOMPARE(list->currentIndex().row(), target);
}

QAction *action(rd::ui::MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

// A message box's text is kept and the box closed with Escape (No, where it asks).
DialogScript::Step keepText(QString &text)
{
    return [&text](QWidget *dialog) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        QVERIFY(box);
        text = box->text();
        QTest::keyClick(box, Qt::Key_Escape);
    };
}

} // namespace

class TestCurrentEvent : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // "31 Feb 2026" as the start and "banana" as the last day: Ctrl+S, export and print refuse,
    // naming each field; the text is still there when the draft is opened again.
    void textThatIsNoDateIsNeitherRatedNorWrittenAndStays()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        qint64 id = 0;
        {
            rd::ui::MainWindow window(database);
            activate(window);
            importEvent(window,
                writeFile(dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01")));
            eventList(window)->setFocus();
            press(Qt::Key_Return);
            QVERIFY(window.workspace());
            id = window.workspace()->eventId();
            window.workspace()->focusFirstField();
            press(Qt::Key_Tab); // the start date
            type(QStringLiteral("31 Feb 2026"));
            press(Qt::Key_Tab); // the last day, its text selected
            type(QStringLiteral("banana"));
            press(Qt::Key_Tab);

            // Save names the first field and puts the cursor into it.
            press(Qt::Key_S, Qt::ControlModifier);
            const QString said = window.statusBar()->currentMessage();
            QVERIFY2(said.contains(QStringLiteral("The start date \"31 Feb 2026\" is not a date")),
                qPrintable(said));
            QCOMPARE(rd::test::focus()->parentWidget()->objectName(), QStringLiteral("startDate"));
            QCOMPARE(
                eventList(window)->model()->index(0, 4).data().toString(), QStringLiteral("draft"));

            // Export and print say the same and write nothing.
            QString refusal;
            {
                DialogScript script({ keepText(refusal) });
                QVERIFY(!window.exportEvent(dir.filePath(QStringLiteral("spring-out.json"))));
                QTRY_VERIFY(script.done());
            }
            QVERIFY2(refusal.contains(QStringLiteral("The last day \"banana\" is not a date")),
                qPrintable(refusal));
            QVERIFY(refusal.contains(QStringLiteral("“Spring”")));
            QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("spring-out.json"))));
            activate(window);
            refusal.clear();
            {
                DialogScript script({ keepText(refusal) });
                press(Qt::Key_P, Qt::ControlModifier);
                QTRY_VERIFY(script.done());
            }
            QVERIFY2(refusal.contains(QStringLiteral("The start date \"31 Feb 2026\"")),
                qPrintable(refusal));
        }
        rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
        QCOMPARE(
            rd::store::EventRepository(check).summary(id)->status, rd::model::EventStatus::Draft);

        rd::ui::MainWindow again(database);
        activate(again);
        QVERIFY(again.openEvent(id));
        auto *start
            = again.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("startDate"));
        auto *end = again.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("endDate"));
        QTRY_COMPARE(end->lineEdit()->text(), QStringLiteral("banana"));
        QCOMPARE(start->lineEdit()->text(), QStringLiteral("31 Feb 2026"));
        QVERIFY(!again.workspace()->validEvent());
    }

    // A last day typed without Enter or Tab counts: Ctrl+R previews the event with it and
    // Ctrl+S rates it with it (the imported event ends on 2025-04-01, the typed day is
    // 2025-04-05).
    void aDateTypedWithoutEnterIsTakenBySaveAndPreview()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        qint64 id = 0;
        {
            rd::ui::MainWindow window(database);
            activate(window);
            importEvent(window,
                writeFile(dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01")));
            eventList(window)->setFocus();
            press(Qt::Key_Return);
            QVERIFY(window.workspace());
            id = window.workspace()->eventId();
            window.workspace()->focusFirstField();
            press(Qt::Key_Tab); // the start date
            press(Qt::Key_Tab); // the last day, its text selected
            type(QStringLiteral("2025-04-03"));
            press(Qt::Key_R, Qt::ControlModifier);
            QCOMPARE(window.workspace()->draft()->event().event.endDate, (rd::Date { 2025, 4, 3 }));
            {
                rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
                QCOMPARE(rd::store::EventRepository(check).document(id).event.endDate,
                    (rd::Date { 2025, 4, 3 }));
            }
            // Back from the preview to the event's tab.
            window.findChild<QTabWidget *>(QStringLiteral("workTabs"))
                ->setCurrentWidget(window.workspace());
            window.workspace()->focusFirstField();
            press(Qt::Key_Tab);
            press(Qt::Key_Tab);
            type(QStringLiteral("2025-04-05"));
            press(Qt::Key_S, Qt::ControlModifier);
        }
        rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
        rd::store::EventRepository events(check);
        QCOMPARE(events.summary(id)->status, rd::model::EventStatus::Rated);
        QCOMPARE(events.document(id).event.endDate, (rd::Date { 2025, 4, 5 }));
    }

    // The last day emptied: Ctrl+S refuses, naming the field, and the field stays empty; the
    // event stays a draft with the day it had.
    void anEmptiedLastDayIsRefusedAndStaysEmpty()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        qint64 id = 0;
        {
            rd::ui::MainWindow window(database);
            activate(window);
            importEvent(window,
                writeFile(dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01")));
            eventList(window)->setFocus();
            press(Qt::Key_Return);
            QVERIFY(window.workspace());
            id = window.workspace()->eventId();
            window.workspace()->focusFirstField();
            press(Qt::Key_Tab); // the start date
            press(Qt::Key_Tab); // the last day, its text selected
            press(Qt::Key_Delete);
            press(Qt::Key_Tab);

            press(Qt::Key_S, Qt::ControlModifier);
            const QString said = window.statusBar()->currentMessage();
            QVERIFY2(said.contains(QStringLiteral("The last day is empty")), qPrintable(said));
            auto *end
                = window.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("endDate"));
            QCOMPARE(end->lineEdit()->text(), QString());
            QVERIFY(!window.workspace()->validEvent());
            press(Qt::Key_R, Qt::ControlModifier);
            QCOMPARE(end->lineEdit()->text(), QString());
        }
        rd::store::Database check(database, rd::store::Database::Opening::CreateIfMissing);
        rd::store::EventRepository events(check);
        QCOMPARE(events.summary(id)->status, rd::model::EventStatus::Draft);
        QCOMPARE(events.document(id).event.endDate, (rd::Date { 2025, 4, 1 }));
    }

    // Spring open in its tab, Autumn chosen in the list: reports, export and delete act on the
    // tab's event and name it; with no event tab shown they act on the list's choice.
    void theActiveTabsEventIsTheOneActedOn()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        importEvent(window,
            writeFile(dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01")));
        importEvent(window,
            writeFile(dir, QStringLiteral("autumn.json"), dwzEvent("Autumn", "2025-10-01")));
        chooseInList(window, QStringLiteral("Spring"));
        press(Qt::Key_Return);
        QVERIFY(window.workspace());
        chooseInList(window, QStringLiteral("Autumn"));
        window.workspace()->focusFirstField();

        // Ctrl+E: the dialog names Spring, and Spring is written.
        QString title;
        const QString exported = dir.filePath(QStringLiteral("exported.json"));
        {
            DialogScript script({ [&](QWidget *dialog) {
                title = dialog->windowTitle();
                typePath(exported)(dialog);
            } });
            press(Qt::Key_E, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(title, QStringLiteral("Export “Spring”"));
        QTRY_VERIFY(readFile(exported).contains("\"Spring\""));
        activate(window);

        // Reports > Crosstable: the same event.
        title.clear();
        {
            DialogScript script({ [&](QWidget *dialog) {
                title = dialog->windowTitle();
                press(Qt::Key_Escape);
            } });
            action(window, "actionCrosstable")->trigger();
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(title.contains(QStringLiteral("“Spring”")), qPrintable(title));
        activate(window);

        // Delete asks about Spring; declined.
        QString question;
        {
            DialogScript script({ keepText(question) });
            action(window, "actionDeleteEvent")->trigger();
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(question.contains(QStringLiteral("\"Spring\"")), qPrintable(question));
        activate(window);

        // The preview shown (Ctrl+R): no event tab is active, the list's Autumn is exported.
        press(Qt::Key_R, Qt::ControlModifier);
        title.clear();
        {
            DialogScript script({ [&](QWidget *dialog) {
                title = dialog->windowTitle();
                press(Qt::Key_Escape);
            } });
            press(Qt::Key_E, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(title, QStringLiteral("Export “Autumn”"));
    }

    // A new draft renamed: the list and the delete question use the new name at once.
    void aRenamedDraftIsListedUnderItsNewName()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        type(QStringLiteral("Club championship 2026"));
        press(Qt::Key_Tab);
        QTRY_VERIFY(rowOf(window, QStringLiteral("Club championship 2026")) >= 0);
        QString question;
        {
            DialogScript script({ keepText(question) });
            action(window, "actionDeleteEvent")->trigger();
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(
            question.contains(QStringLiteral("\"Club championship 2026\"")), qPrintable(question));
    }

    // A new draft's name, end date and system typed in its editor: the events list follows each
    // as it changes, before anything is saved.
    void theListFollowsTheDraftBeingEdited()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        type(QStringLiteral("Autumn open"));
        press(Qt::Key_Tab);
        QTRY_VERIFY(rowOf(window, QStringLiteral("Autumn open")) >= 0);
        const int row = rowOf(window, QStringLiteral("Autumn open"));
        const QAbstractItemModel *events = eventList(window)->model();
        const auto listed
            = [&](int column) { return events->index(row, column).data().toString(); };
        QCOMPARE(listed(3), QStringLiteral("DWZ"));

        // Tab past the start date to the end date: 28 November 2026.
        press(Qt::Key_Tab);
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("2026-11-28"));
        press(Qt::Key_Tab);
        QTRY_COMPARE(listed(2), QLocale().toString(QDate(2026, 11, 28), QLocale::ShortFormat));
        // Down in the system: US Chess, the second system offered.
        press(Qt::Key_Down);
        QTRY_COMPARE(listed(3), QStringLiteral("US Chess"));
        // The name changed again, and undone.
        for (int field = 0; field < 3; ++field)
            press(Qt::Key_Backtab);
        QCOMPARE(rd::test::focus()->objectName(), QStringLiteral("eventName"));
        press(Qt::Key_End);
        type(QStringLiteral(" 2026"));
        press(Qt::Key_Tab);
        QTRY_COMPARE(listed(1), QStringLiteral("Autumn open 2026"));
        window.draft()->undoStack()->undo();
        QTRY_COMPARE(listed(1), QStringLiteral("Autumn open"));
    }

    // File > Export (Ctrl+E) with the file type chosen by the keyboard: the third, FIDE TRF-2026,
    // writes the DWZ event with a National Rating line per player of its DWZ (dwzEvent: Meyer
    // 1650, Kurz 1580; federation GER in columns 1-3, start number 5-8, name 15-47, rating
    // 49-52) and 172 GER OTHER; the second, FIDE TRF, writes TRF-16, which has none.
    void theExportDialogOffersTrf2026()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        importEvent(window,
            writeFile(dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01")));
        chooseInList(window, QStringLiteral("Spring"));
        // What FIDE lacks is listed before the file is written; Alt+E writes it all the same.
        const auto exportAs = [&](int downs, const QString &path) {
            DialogScript script({ [&](QWidget *dialog) {
                                     rd::test::tabTo(QStringLiteral("fileTypeCombo"));
                                     for (int step = 0; step < downs; ++step)
                                         press(Qt::Key_Down);
                                     rd::test::tabTo(QStringLiteral("fileNameEdit"));
                                     typePath(path)(dialog);
                                 },
                [](QWidget *) { press(Qt::Key_E, Qt::AltModifier); } });
            press(Qt::Key_E, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
            activate(window);
        };
        const QString trf2026 = dir.filePath(QStringLiteral("spring-2026.trf"));
        exportAs(2, trf2026);
        QTRY_VERIFY(!readFile(trf2026).isEmpty());
        const QByteArray written = readFile(trf2026);
        QVERIFY2(written.contains("\n172 GER OTHER\n"), written.constData());
        QVERIFY(written.contains("\nGER    1      Meyer, Anna                       1650\n"
                                 "GER    2      Kurz, Bernd                       1580\n"));
        const QString trf16 = dir.filePath(QStringLiteral("spring-16.trf"));
        exportAs(1, trf16);
        QTRY_VERIFY(readFile(trf16).startsWith("012 Spring\n"));
        QVERIFY(!readFile(trf16).contains("GER "));
    }

    // A US Chess event typed with the keyboard (docs/uscf-report.md): File > US Chess rating
    // report… first lists what US Chess would send back (the submission check), each leading to
    // its place, and writes nothing; with the time control and the affiliate's and chief TD's
    // ids typed in Event > Details, and Export anyway for the players' member ids, it writes the
    // three files into the folder typed, the games as typed.
    void aUsChessEventTypedIsReportedFromTheMenu()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        window.resize(1366, 768);
        activate(window);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        type(QStringLiteral("Maple Club Quick Swiss"));
        press(Qt::Key_Tab);
        type(QStringLiteral("2026-03-14"));
        press(Qt::Key_Tab);
        type(QStringLiteral("2026-03-14"));
        rd::test::tabTo(QStringLiteral("system"));
        press(Qt::Key_Down); // DWZ, then US Chess
        QTRY_VERIFY(window.draft()->event().system == rd::RatingSystem::Uscf);
        rd::test::tabTo(QStringLiteral("addPlayer"));
        for (const QString &name :
            { QStringLiteral("Holloway, Ruth"), QStringLiteral("Park, Daniel"),
                QStringLiteral("Espinoza, Luis"), QStringLiteral("O'Neill, Maeve") }) {
            const std::size_t before = window.draft()->event().players.size();
            type(name);
            if (QWidget *suggestions = QApplication::activePopupWidget())
                QTest::keyClick(suggestions, Qt::Key_Escape);
            // Nobody of the registry: the new player's dialog, taken as it is offered (unrated).
            DialogScript newPlayer({ [](QWidget *dialog) {
                QTest::keyClick(
                    dialog->focusWidget() ? dialog->focusWidget() : dialog, Qt::Key_Return);
            } });
            press(Qt::Key_Return);
            QTRY_VERIFY(newPlayer.done());
            activate(window);
            QTRY_COMPARE(window.draft()->event().players.size(), before + 1);
        }
        // On White's row: round 1, Holloway beats Espinoza, O'Neill draws Park; round 2, Park
        // beats Holloway, Espinoza wins by forfeit against O'Neill.
        rd::test::tabTo(QStringLiteral("crosstableView"));
        struct Typed {
            int row;
            int round;
            const char *cell;
        };
        for (const Typed &typed : { Typed { 1, 1, "3w1" }, Typed { 4, 1, "2w=" },
                 Typed { 2, 2, "1w1" }, Typed { 3, 2, "4w+" } }) {
            press(Qt::Key_Home, Qt::ControlModifier);
            for (int row = 1; row < typed.row; ++row)
                press(Qt::Key_Down);
            for (int column = 0; column < typed.round + 1; ++column)
                press(Qt::Key_Right);
            type(QString::fromLatin1(typed.cell));
            press(Qt::Key_Return);
        }
        QTRY_COMPARE(window.draft()->event().chessGames.size(), std::size_t(4));

        const QString folder = dir.filePath(QStringLiteral("report"));
        QVERIFY(QDir().mkpath(folder));
        const auto reportFromMenu = [&] {
            QTest::keyClick(&window, Qt::Key_F, Qt::AltModifier);
            QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_U);
        };
        // The submission check lists what US Chess requires (federation-uscf.md), errors in
        // the order found: the time control, the affiliate's and the chief TD's ids, then each
        // player's member id. Enter on the first leads to the time control in Event > Details,
        // where the three are typed; nothing is written.
        QStringList problems;
        {
            DialogScript script({ [&](QWidget *dialog) {
                                     auto *check
                                         = qobject_cast<rd::ui::SubmissionCheckDialog *>(dialog);
                                     const QListWidget *list = check->problems()->list();
                                     for (int row = 0; row < list->count(); ++row)
                                         problems << list->item(row)->text();
                                     press(Qt::Key_Return);
                                 },
                [](QWidget *) {
                    type(QStringLiteral("G/25;+5"));
                    // The chief TD's id is the chief arbiter's, on the general page.
                    press(Qt::Key_I, Qt::AltModifier);
                    QCOMPARE(rd::test::focus()->objectName(), QStringLiteral("chiefArbiterId"));
                    type(QStringLiteral("12340001"));
                    press(Qt::Key_U, Qt::AltModifier); // the "US Chess" page
                    rd::test::tabTo(QStringLiteral("uscfAffiliateId"));
                    type(QStringLiteral("A1234567"));
                    rd::test::tabTo(QStringLiteral("uscfSection"));
                    type(QStringLiteral("Open"));
                    press(Qt::Key_Return);
                } });
            reportFromMenu();
            QTRY_VERIFY(script.done());
            activate(window);
        }
        QCOMPARE(problems.size(), 7);
        QVERIFY2(problems.at(0).contains(QStringLiteral("no time control")),
            qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(problems.at(1).contains(QStringLiteral("no affiliate id")));
        QVERIFY(problems.at(2).contains(QStringLiteral("no chief TD id")));
        QVERIFY(problems.at(3).startsWith(QStringLiteral("Holloway, Ruth (1): no US Chess id")));
        QVERIFY(!QFile::exists(folder + QStringLiteral("/THEXPORT.DBF")));
        QTRY_COMPARE(
            window.draft()->event().event.properties.chiefArbiterId, std::string("12340001"));
        // Left are the players' member ids (US Chess resolves such entries before it rates) and
        // a warning: G/25;+5 is 25 + 5 = 30 minutes, rated Regular and Quick (rule 5C), the
        // event Regular only. Alt+E, Export anyway, and the folder typed.
        {
            DialogScript script({ [&](QWidget *dialog) {
                                     problems.clear();
                                     auto *check
                                         = qobject_cast<rd::ui::SubmissionCheckDialog *>(dialog);
                                     const QListWidget *list = check->problems()->list();
                                     for (int row = 0; row < list->count(); ++row)
                                         problems << list->item(row)->text();
                                     press(Qt::Key_E, Qt::AltModifier);
                                 },
                typePath(folder) });
            reportFromMenu();
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(problems.size(), 5);
        QVERIFY2(problems.at(4).contains(QStringLiteral("both Regular and Quick")),
            qPrintable(problems.at(4)));
        QTRY_VERIFY(QFile::exists(folder + QStringLiteral("/TDEXPORT.DBF")));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("THEXPORT.DBF")),
            qPrintable(window.statusBar()->currentMessage()));
        // G/25;+5 is 30 minutes, dual-rated: D; four players, two rounds (record length
        // 63 + 7 · 2 = 77, header 32 · 9 + 33 = 321).
        const QByteArray sections = readFile(folder + QStringLiteral("/TSEXPORT.DBF"));
        QVERIFY2(
            sections.contains("Open                          DG/25;+5 "), sections.constData());
        const QByteArray details = readFile(folder + QStringLiteral("/TDEXPORT.DBF"));
        QCOMPARE(details.size(), 321 + 4 * 77 + 1);
        QCOMPARE(details.mid(321 + 12 + 1, 64),
            QByteArray(
                "1 1   00000000HOLLOWAY, RUTH" + QByteArray(16, ' ') + "  0   W3W    L2B    "));
        QCOMPARE(details.mid(321 + 3 * 77 + 13 + 2 + 4 + 8 + 30 + 2 + 4, 14),
            QByteArray("D2W    F0     "));

        // A last day that is no date: the report is not made from the event as last stored, and
        // the director is told which field holds the text, as Export and Reports tell him.
        activate(window);
        auto *lastDay = window.findChild<rd::ui::DateField *>(QStringLiteral("endDate"));
        QVERIFY(lastDay);
        lastDay->lineEdit()->setFocus();
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("31.02.2026"));
        QString refusal;
        {
            DialogScript script({ [&](QWidget *dialog) {
                auto *box = qobject_cast<QMessageBox *>(dialog);
                refusal = box ? box->text() : dialog->metaObject()->className();
                press(Qt::Key_Return);
            } });
            reportFromMenu();
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(
            refusal.startsWith(QStringLiteral("“Maple Club Quick Swiss” is not written while a "
                                              "field holds text that is not part of it:")),
            qPrintable(refusal));
        QVERIFY2(refusal.contains(QStringLiteral("The last day \"31.02.2026\" is not a date")),
            qPrintable(refusal));
    }

    // Evaluation as PDF offers "<event name>.pdf"; a name typed without a suffix gets ".pdf".
    void thePdfDialogOffersTheEventsName()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        importEvent(window,
            writeFile(dir, QStringLiteral("spring.json"), dwzEvent("Spring 2025", "2025-04-01")));
        QString offered;
        const QString typed = dir.filePath(QStringLiteral("evaluation"));
        {
            DialogScript script({ [&](QWidget *dialog) {
                offered = qobject_cast<QFileDialog *>(dialog)->selectedFiles().value(0);
                typePath(typed)(dialog);
            } });
            action(window, "actionPdf")->trigger();
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(offered.endsWith(QStringLiteral("/Spring 2025 - Rating evaluation.pdf")),
            qPrintable(offered));
        QTRY_VERIFY(readFile(typed + QStringLiteral(".pdf")).startsWith("%PDF-"));
        QVERIFY(!QFile::exists(typed));
    }

    // The record sheet is offered for a Go event only, the crosstable for chess only.
    void eachReportIsOfferedForItsSystem()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        importEvent(window,
            writeFile(dir, QStringLiteral("spring.json"), dwzEvent("Spring", "2025-04-01")));
        QVERIFY(action(window, "actionRecordSheet") && action(window, "actionCrosstable"));
        QVERIFY(!action(window, "actionRecordSheet")->isEnabled());
        QVERIFY(action(window, "actionCrosstable")->isEnabled());
        press(Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(window.workspace());
        QVERIFY(window.draft()->event().system == rd::RatingSystem::Sagc);
        QVERIFY(action(window, "actionRecordSheet")->isEnabled());
        QVERIFY(!action(window, "actionCrosstable")->isEnabled());
    }

    // Nothing to print in an empty database; Add player… of a read-only session is disabled.
    void whatCannotWorkIsNotOffered()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow first(database);
        activate(first);
        QVERIFY(!action(first, "actionPrint")->isEnabled());
        QVERIFY(!action(first, "actionPdf")->isEnabled());
        QVERIFY(first.findChild<QPushButton *>(QStringLiteral("addPlayerButton"))->isEnabled());
        DialogScript readOnly({ [](QWidget *box) {
            qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->animateClick();
        } });
        rd::ui::MainWindow second(database);
        QTRY_VERIFY(readOnly.done());
        QVERIFY(second.isReadOnly());
        QVERIFY(!second.findChild<QPushButton *>(QStringLiteral("addPlayerButton"))->isEnabled());
    }
};

QTEST_MAIN(TestCurrentEvent)
#include "tst_currentevent.moc"
