// A rated event's federation details (place, arbiters and their ids, time control, the US Chess
// report's) change no rating: the submission check leads to them after the event is rated, and
// Event → Details keeps them at once, without a correction, as a step of Edit → Undo and a line
// of the event's history; the event stays rated. The chief TD's id is one field, the chief
// arbiter's. With the keyboard on the real window, in English and in German.
#include "engine/io/SubmissionCheck.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/Database.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/EventRepository.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventPropertiesDialog.h"
#include "ui/event/EventWorkspace.h"
#include "ui/event/ProblemsPanel.h"
#include "ui/reports/SubmissionCheckDialog.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using rd::test::DialogScript;
using rd::test::focus;
using rd::test::press;
using rd::test::type;

namespace {

// A DWZ event of Meyer and Kurz, Meyer winning with White in round 1, without the place and
// arbiters FIDE asks for.
constexpr const char *kSpring = R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Spring", "end_date": "2026-03-29" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970,
                 "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1971,
                 "dwz": { "rating": 1580, "index": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ] })";

// A US Chess event as documents were written before the chief TD's id was the chief arbiter's:
// `uscf_report.chief_td_id` holds it, an affiliate and the time control are given, the chief
// arbiter's id is not.
constexpr const char *kMapleOld = R"({ "format": "ratingdesk-event", "version": 1,
  "system": "uscf",
  "event": { "name": "Maple Quads", "end_date": "2026-03-29", "time_control": "G/90;d5",
             "uscf_report": { "affiliate_id": "A1234567", "chief_td_id": "12340001" } },
  "players": [ { "id": "1", "name": "Holloway, Ruth", "uscf_id": "12345678",
                 "uscf": { "rating": 1500, "games": 40 } },
               { "id": "2", "name": "Okafor, Ada", "uscf_id": "12345679",
                 "uscf": { "rating": 1450, "games": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ] })";

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const char *text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text);
    return path;
}

// The event as the database holds it now.
rd::model::EventSummary stored(const QString &database, rd::EventInput *content = nullptr)
{
    rd::store::Database check(database, rd::store::Database::Opening::ReadWrite);
    rd::store::EventRepository events(check);
    const auto summaries = events.allEvents();
    if (content)
        *content = events.document(summaries.front().id);
    return summaries.front();
}

QStringList listed(const QListWidget *list)
{
    QStringList texts;
    for (int row = 0; row < list->count(); ++row)
        texts << list->item(row)->text();
    return texts;
}

} // namespace

class TestRatedDetails : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The FIDE check on a rated event: Enter on "no place" opens Event → Details at the place,
    // which is kept at once; the event stays rated with its evaluation, Ctrl+Z takes the place
    // back and Ctrl+Y brings it again, and the history lists each change.
    void aRatedEventsPlaceIsKeptWithoutACorrection()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(database);
        activate(window);
        QVERIFY(window.importEventDocument(writeFile(dir, QStringLiteral("spring.json"), kSpring)));
        QVERIFY(window.saveEvaluation());
        const rd::model::EventSummary rated = stored(database);
        QCOMPARE(rated.status, rd::model::EventStatus::Rated);
        QVERIFY(window.openEvent(rated.id));
        QCOMPARE(window.workspace()->mode(), rd::ui::EventWorkspace::Mode::Rated);
        activate(window);
        // The keyboard in the events list, where the event was chosen.
        window.findChild<QTableView *>(QStringLiteral("eventTable"))->setFocus();

        const QString trf = dir.filePath(QStringLiteral("spring.trf"));
        QString note;
        bool historyShown = false;
        {
            DialogScript script({ [](QWidget *) { press(Qt::Key_Return); },
                [&](QWidget *dialog) {
                    QVERIFY(qobject_cast<rd::ui::EventPropertiesDialog *>(dialog));
                    QCOMPARE(focus()->objectName(), QStringLiteral("place"));
                    note = dialog->findChild<QLabel *>(QStringLiteral("ratedNote"))->text();
                    historyShown
                        = dialog->findChild<QListWidget *>(QStringLiteral("detailsHistory"));
                    type(QStringLiteral("Kassel"));
                    press(Qt::Key_Return);
                } });
            QVERIFY(!window.exportEvent(trf));
            QTRY_VERIFY(script.done());
        }
        QVERIFY(!QFile::exists(trf));
        QCOMPARE(note,
            QStringLiteral("The event is rated. Its details change no rating: OK keeps them at "
                           "once, without a correction, in the event's history, and Edit > Undo "
                           "takes them back."));
        QVERIFY(historyShown);
        // Stored, and still rated: no correction was started, the evaluation is the same.
        rd::EventInput content;
        rd::model::EventSummary after = stored(database, &content);
        QCOMPARE(content.event.properties.place, std::string("Kassel"));
        QCOMPARE(after.status, rd::model::EventStatus::Rated);
        QVERIFY(!after.hasTypedDraft);
        QCOMPARE(after.entrySequence, rated.entrySequence);
        QTRY_COMPARE(
            window.workspace()->draft()->event().event.properties.place, std::string("Kassel"));
        QCOMPARE(window.workspace()->mode(), rd::ui::EventWorkspace::Mode::Rated);

        // Ctrl+Z: the place as it was; Ctrl+Y: Kassel again.
        activate(window);
        press(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(window.workspace()->draft()->event().event.properties.place, std::string());
        stored(database, &content);
        QCOMPARE(content.event.properties.place, std::string());
        press(Qt::Key_Y, Qt::ControlModifier);
        QTRY_COMPARE(
            window.workspace()->draft()->event().event.properties.place, std::string("Kassel"));
        after = stored(database, &content);
        QCOMPARE(content.event.properties.place, std::string("Kassel"));
        QCOMPARE(after.status, rd::model::EventStatus::Rated);

        // Event → Details (Alt+T, I) shows the three changes on its History page (Alt+H).
        QStringList history;
        {
            DialogScript script({ [&](QWidget *dialog) {
                press(Qt::Key_H, Qt::AltModifier);
                auto *list = dialog->findChild<QListWidget *>(QStringLiteral("detailsHistory"));
                QCOMPARE(focus(), static_cast<QWidget *>(list));
                history = listed(list);
                press(Qt::Key_Escape);
            } });
            press(Qt::Key_T, Qt::AltModifier);
            QTRY_VERIFY(QApplication::activePopupWidget());
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_I);
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(history.size(), 3);
        QVERIFY2(history.at(0).endsWith(QStringLiteral(": Place: “” → “Kassel”")),
            qPrintable(history.join(QLatin1Char('\n'))));
        QVERIFY(history.at(1).endsWith(QStringLiteral(": Place: “Kassel” → “”")));
        QVERIFY(history.at(2).endsWith(QStringLiteral(": Place: “” → “Kassel”")));
    }

    // An older document's chief TD's id is the chief arbiter's; the US Chess check finds it and
    // leads to that one field when it is missing, on the rated event too.
    void theChiefTdsIdIsTheChiefArbitersOneField()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(database);
        activate(window);
        QVERIFY(
            window.importEventDocument(writeFile(dir, QStringLiteral("maple.json"), kMapleOld)));
        rd::EventInput content;
        const rd::model::EventSummary event = stored(database, &content);
        QCOMPARE(content.event.properties.chiefArbiterId, std::string("12340001"));
        // The US Chess check asks nothing of the chief TD: the one id is there.
        for (const rd::checks::Problem &problem :
            rd::io::submissionProblems(content, rd::io::Federation::UsChess))
            QVERIFY2(problem.location.field != QStringLiteral("chiefArbiterId"),
                qPrintable(problem.message));
        QVERIFY(window.saveEvaluation());
        QVERIFY(window.openEvent(event.id));
        activate(window);
        // The keyboard in the events list, where the event was chosen.
        window.findChild<QTableView *>(QStringLiteral("eventTable"))->setFocus();

        // Details of the rated event: the id in the chief arbiter's field, and no second one.
        // Cleared and kept, the check asks for it and Enter leads back to that field.
        {
            DialogScript script({ [&](QWidget *dialog) {
                QVERIFY(!dialog->findChild<QLineEdit *>(QStringLiteral("uscfChiefTdId")));
                auto *id = dialog->findChild<QLineEdit *>(QStringLiteral("chiefArbiterId"));
                QCOMPARE(id->text(), QStringLiteral("12340001"));
                press(Qt::Key_I, Qt::AltModifier);
                QCOMPARE(focus(), static_cast<QWidget *>(id));
                press(Qt::Key_A, Qt::ControlModifier);
                press(Qt::Key_Delete);
                press(Qt::Key_Return);
            } });
            press(Qt::Key_T, Qt::AltModifier);
            QTRY_VERIFY(QApplication::activePopupWidget());
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_I);
            QTRY_VERIFY(script.done());
        }
        stored(database, &content);
        QCOMPARE(content.event.properties.chiefArbiterId, std::string());

        QStringList problems;
        {
            DialogScript script({ [&](QWidget *dialog) {
                                     auto *check
                                         = qobject_cast<rd::ui::SubmissionCheckDialog *>(dialog);
                                     problems = listed(check->problems()->list());
                                     press(Qt::Key_Return);
                                 },
                [&](QWidget *dialog) {
                    QVERIFY(qobject_cast<rd::ui::EventPropertiesDialog *>(dialog));
                    QCOMPARE(focus()->objectName(), QStringLiteral("chiefArbiterId"));
                    type(QStringLiteral("12340002"));
                    press(Qt::Key_Return);
                } });
            // File → US Chess rating report: its check first.
            activate(window);
            QTest::keyClick(&window, Qt::Key_F, Qt::AltModifier);
            QTRY_VERIFY(QApplication::activePopupWidget());
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_U);
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(problems.value(0).contains(QStringLiteral("no chief TD id")),
            qPrintable(problems.join(QLatin1Char('\n'))));
        const rd::model::EventSummary after = stored(database, &content);
        QCOMPARE(content.event.properties.chiefArbiterId, std::string("12340002"));
        QCOMPARE(after.status, rd::model::EventStatus::Rated);
        QVERIFY(!after.hasTypedDraft);
    }

    // TRF-2026 asks for the start date, which is the editor's field: Enter on the finding puts
    // the cursor there, where the date is typed.
    void theStartDateFindingLeadsToTheEditorsField()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        QVERIFY(window.importEventDocument(writeFile(dir, QStringLiteral("spring.json"), kSpring)));
        activate(window);
        const QString trf = dir.filePath(QStringLiteral("spring.trf"));
        QString chosen;
        {
            DialogScript script({ [&](QWidget *dialog) {
                auto *check = qobject_cast<rd::ui::SubmissionCheckDialog *>(dialog);
                QListWidget *list = check->problems()->list();
                for (int row = 0; row < list->count(); ++row) {
                    if (list->item(row)->text().contains(QStringLiteral("no start date"))) {
                        while (list->currentRow() < row)
                            press(Qt::Key_Down);
                        break;
                    }
                }
                chosen = list->currentItem()->text();
                press(Qt::Key_Return);
            } });
            QVERIFY(!window.exportEvent(trf, rd::io::ExchangeFormat::Trf2026));
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(chosen,
            QStringLiteral("The event has no start date; TRF-2026 requires it (record 042)."));
        QVERIFY(!QFile::exists(trf));
        activate(window);
        auto *start = window.workspace()->findChild<QWidget *>(QStringLiteral("startDate"));
        QVERIFY(start);
        QTRY_VERIFY(start->isAncestorOf(focus()));
    }

    // Every detail of the event a federation's check names is a field of Event → Details, so
    // that Enter on the finding leads to it (the start date is the editor's).
    void everyDetailAFindingNamesIsAField()
    {
        // A US Chess event with little of what the federations ask for, and ids and codes they
        // do not take.
        const auto read = rd::io::readEventDocument(R"({ "format": "ratingdesk-event",
          "version": 1, "system": "uscf",
          "event": { "name": "Empty", "end_date": "2026-03-29",
                     "uscf_report": { "state": "ma", "zip": "1", "other_td_ids": "1",
                                      "assistant_td_id": "1", "section_chief_td_id": "1" } },
          "players": [ { "id": "1", "name": "Meyer" }, { "id": "2", "name": "Kurz" } ],
          "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ] })");
        QVERIFY(read.event);
        const rd::io::EventFile chess = *read.file();
        rd::ui::EventPropertiesDialog dialog(chess);
        QStringList named;
        for (const auto federation :
            { rd::io::Federation::Dsb, rd::io::Federation::Fide, rd::io::Federation::UsChess }) {
            rd::io::EventFile event = chess;
            event.event.system = federation == rd::io::Federation::UsChess ? rd::RatingSystem::Uscf
                                                                           : rd::RatingSystem::Dwz;
            for (const auto format : { std::optional<rd::io::ExchangeFormat>(),
                     std::optional(rd::io::ExchangeFormat::Trf2026) })
                for (const rd::checks::Problem &problem :
                    rd::io::submissionProblems(event, federation, format)) {
                    const rd::checks::Location &place = problem.location;
                    if (place.startNumber != 0 || place.round != 0 || place.field.isEmpty()
                        || place.field == QStringLiteral("startDate"))
                        continue;
                    named << place.field;
                    QVERIFY2(dialog.findChild<QWidget *>(place.field),
                        qPrintable(place.field + QStringLiteral(": ") + problem.message));
                }
        }
        // A Go event whose .h9 table states class X, which the EGD does not rate.
        const auto go = rd::io::readEventDocument(R"({ "format": "ratingdesk-event",
          "version": 1, "system": "sagc",
          "event": { "name": "Go", "end_date": "2026-03-29", "h9_header": [ "; CL[X]" ] },
          "players": [ { "id": "1", "name": "Ito", "sagc": { "rank": "14k" } },
                       { "id": "2", "name": "Berg", "sagc": { "rank": "16k" } } ],
          "games": [ { "white": "1", "black": "2", "winner": "black" } ] })");
        QVERIFY(go.event);
        rd::ui::EventPropertiesDialog goDialog(*go.file());
        for (const rd::checks::Problem &problem :
            rd::io::submissionProblems(*go.file(), rd::io::Federation::Egd)) {
            const rd::checks::Location &place = problem.location;
            if (place.startNumber != 0 || place.field.isEmpty())
                continue;
            named << place.field;
            QVERIFY2(goDialog.findChild<QWidget *>(place.field),
                qPrintable(place.field + QStringLiteral(": ") + problem.message));
        }
        // The check named the details this test means to reach.
        for (const char *field : { "place", "federation", "chiefArbiter", "chiefArbiterId",
                 "timeControl", "roundDates", "uscfAffiliateId", "uscfAssistantTdId",
                 "uscfOtherTdIds", "uscfSection", "uscfState", "uscfZip", "h9Class" })
            QVERIFY2(named.contains(QLatin1String(field)), field);
    }

    // A step of the window's history the database refuses (the event was deleted meanwhile by
    // another program) changes nothing and is not itself shown: the window's history says why once
    // Ctrl+Z is done, and the step stays where it was, Ctrl+Z still offered and Ctrl+Y not. In
    // English and in German, whose words the message shows.
    void aRefusedUndoStaysWhereItWas_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("said");
        // ErrorReport's "%1 did not succeed. %2" with the step's action (ChangeDetailsCommand)
        // and DatabaseError's NotFound as the desktop asks for what a list showed (FromList).
        QTest::newRow("English") << QString()
                                 << QStringLiteral("Changing the details did not succeed. It is no "
                                                   "longer in the database; perhaps it was "
                                                   "deleted meanwhile.");
        QTest::newRow("German") << QStringLiteral("de")
                                << QStringLiteral("Ändern der Angaben ist fehlgeschlagen. Es ist "
                                                  "nicht mehr in der Datenbank; vielleicht wurde "
                                                  "es inzwischen gelöscht.");
    }

    void aRefusedUndoStaysWhereItWas()
    {
        QFETCH(QString, language);
        QFETCH(QString, said);
        QTranslator translator;
        const bool german = language == QStringLiteral("de");
        if (german) {
            QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("ratingdesk"),
                QStringLiteral("_"), QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
        }
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        QString shown;
        {
            rd::ui::MainWindow window(database);
            activate(window);
            QVERIFY(
                window.importEventDocument(writeFile(dir, QStringLiteral("spring.json"), kSpring)));
            QVERIFY(window.saveEvaluation());
            const qint64 id = stored(database).id;
            QVERIFY(window.openEvent(id));
            activate(window);
            window.findChild<QTableView *>(QStringLiteral("eventTable"))->setFocus();
            // Event → Details (Alt+T, I; in German Turnier → Angaben, Alt+T, A), the place typed
            // (Alt+P; Ort, Alt+O) and kept.
            {
                DialogScript script({ [&](QWidget *) {
                    press(german ? Qt::Key_O : Qt::Key_P, Qt::AltModifier);
                    type(QStringLiteral("Kassel"));
                    press(Qt::Key_Return);
                } });
                press(Qt::Key_T, Qt::AltModifier);
                QTRY_VERIFY(QApplication::activePopupWidget());
                QTest::keyClick(QApplication::activePopupWidget(), german ? Qt::Key_A : Qt::Key_I);
                QTRY_VERIFY(script.done());
            }
            auto *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
            auto *redo = window.findChild<QAction *>(QStringLiteral("actionRedo"));
            QTRY_VERIFY(undo->isEnabled());
            // Another program deletes the event.
            {
                rd::store::Database other(database, rd::store::Database::Opening::ReadWrite);
                QVERIFY(rd::store::EventLifecycle(other).deleteEvent(id));
            }
            activate(window);
            {
                DialogScript script({ [&](QWidget *box) {
                    QCOMPARE(box->objectName(), QStringLiteral("errorReport"));
                    shown = qobject_cast<QMessageBox *>(box)->text();
                    press(Qt::Key_Return);
                } });
                press(Qt::Key_Z, Qt::ControlModifier);
                QTRY_VERIFY(script.done());
            }
            QVERIFY(undo->isEnabled());
            QVERIFY(!redo->isEnabled());
        }
        if (german)
            QCoreApplication::removeTranslator(&translator);
        QCOMPARE(shown, said);
    }

    // In German: the note of the rated event's details and the history's time as the German
    // desktop writes it.
    void inGerman()
    {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("ratingdesk"),
            QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("verein.sqlite"));
        {
            rd::ui::MainWindow window(database);
            activate(window);
            QVERIFY(
                window.importEventDocument(writeFile(dir, QStringLiteral("spring.json"), kSpring)));
            QVERIFY(window.saveEvaluation());
            QVERIFY(window.openEvent(stored(database).id));
            activate(window);
            // The keyboard in the events list, where the event was chosen.
            window.findChild<QTableView *>(QStringLiteral("eventTable"))->setFocus();
            QString note;
            QStringList history;
            const auto details = [&] {
                press(Qt::Key_T, Qt::AltModifier); // Turnier
                QTRY_VERIFY(QApplication::activePopupWidget());
                QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_A); // Angaben…
            };
            {
                DialogScript script({ [&](QWidget *dialog) {
                    note = dialog->findChild<QLabel *>(QStringLiteral("ratedNote"))->text();
                    press(Qt::Key_O, Qt::AltModifier); // Ort
                    type(QStringLiteral("Kassel"));
                    press(Qt::Key_Return);
                } });
                details();
                QTRY_VERIFY(script.done());
            }
            activate(window);
            {
                DialogScript script({ [&](QWidget *dialog) {
                    history = listed(
                        dialog->findChild<QListWidget *>(QStringLiteral("detailsHistory")));
                    press(Qt::Key_Escape);
                } });
                details();
                QTRY_VERIFY(script.done());
            }
            QCOMPARE(note,
                QStringLiteral("Das Turnier ist ausgewertet. Seine Angaben ändern keine "
                               "Wertung: OK übernimmt sie sofort, ohne Korrektur, in den Verlauf "
                               "des Turniers, und Bearbeiten > Rückgängig nimmt sie zurück."));
            QCOMPARE(history.size(), 1);
            // The time as the German desktop writes it, "01.12.26, 21:30".
            QVERIFY2(history.front().contains(QRegularExpression(
                         QStringLiteral("^\\d\\d\\.\\d\\d\\.\\d\\d,? \\d\\d?:\\d\\d: Ort: „“ → "
                                        "„Kassel“$"))),
                qPrintable(history.front()));
        }
        QLocale::setDefault(before);
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestRatedDetails)
#include "tst_rateddetails.moc"
