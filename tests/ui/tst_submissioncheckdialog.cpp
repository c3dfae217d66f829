// Before a file goes to a federation, the main window lists what the federation requires and
// the event lacks, with the keyboard on the real window: Enter on a problem leads to its field
// (Event → Details, the player's row in the crosstable, a round's cell, a Go player's row) and
// writes nothing; Escape writes nothing; the file is written only after Alt+E, Export anyway.
#include "engine/io/egd/H9Format.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/CrosstableModel.h"
#include "ui/event/EventPropertiesDialog.h"
#include "ui/event/EventWorkspace.h"
#include "ui/event/ProblemsPanel.h"
#include "ui/reports/SubmissionCheckDialog.h"
#include "ui/window/MainWindow.h"

#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using rd::test::DialogScript;
using rd::test::focus;
using rd::test::press;
using rd::test::type;

namespace {

// A DWZ event of Meyer and Kurz, Meyer winning with White in round 1; names, birth years and
// DWZ, but nothing of what FIDE asks for besides.
constexpr const char *kSpring = R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Spring", "end_date": "2026-03-29" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970,
                 "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1971,
                 "dwz": { "rating": 1580, "index": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ] })";

// A DWZ event of three rounds: Kurz loses to Meyer in round 1 and plays no later round, which
// the DSB check asks about (federation-dsb.md: a game not played is a forfeit).
constexpr const char *kKurzLeft = R"({ "format": "ratingdesk-event", "version": 1,
  "system": "dwz",
  "event": { "name": "Autumn", "end_date": "2026-10-29", "rounds_planned": 3 },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970,
                 "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1971,
                 "dwz": { "rating": 1580, "index": 30 } },
               { "id": "3", "name": "Lang, Carla", "birth_year": 1980,
                 "dwz": { "rating": 1500, "index": 8 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" },
             { "round": 2, "white": "3", "black": "1", "result": "1/2-1/2" } ] })";

// A Go evening of two players without EGD PIN or country, which the EGD check asks for
// (federation-egd.md: without a PIN the EGD matches a player by name, country and club).
constexpr const char *kGoEvening = R"({ "format": "ratingdesk-event", "version": 1,
  "system": "sagc", "event": { "name": "Go evening", "end_date": "2026-11-24" },
  "players": [ { "id": "a", "name": "Ito, Ken", "sagc": { "rank": "14k" } },
               { "id": "b", "name": "Berg, Lea", "sagc": { "rank": "16k" } } ],
  "games": [ { "white": "a", "black": "b", "winner": "black", "handicap": 2 } ] })";

// The same evening from a table that states class X (h9.md "CL"), which no EGD class is.
constexpr const char *kGoEveningOfClassX = R"({ "format": "ratingdesk-event", "version": 1,
  "system": "sagc", "event": { "name": "Go evening", "end_date": "2026-11-24",
                               "h9_header": [ "; CL[X]", "; EV[Go evening]" ] },
  "players": [ { "id": "a", "name": "Ito, Ken", "sagc": { "rank": "14k" } },
               { "id": "b", "name": "Berg, Lea", "sagc": { "rank": "16k" } } ],
  "games": [ { "white": "a", "black": "b", "winner": "black", "handicap": 2 } ] })";

QString writeFile(const QTemporaryDir &dir, const QString &name, const char *text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text);
    return path;
}

// Down the check's list to the first finding that contains `text` and Enter; the finding chosen.
QString chooseFinding(QWidget *dialog, const QString &text)
{
    auto *check = qobject_cast<rd::ui::SubmissionCheckDialog *>(dialog);
    if (!check)
        return {};
    QListWidget *list = check->problems()->list();
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->text().contains(text)) {
            while (list->currentRow() < row)
                press(Qt::Key_Down);
            break;
        }
    }
    const QString chosen = list->currentItem()->text();
    press(Qt::Key_Return);
    return chosen;
}

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

QStringList problemsOf(QWidget *dialog)
{
    QStringList texts;
    auto *check = qobject_cast<rd::ui::SubmissionCheckDialog *>(dialog);
    if (!check)
        return texts;
    const QListWidget *list = check->problems()->list();
    for (int row = 0; row < list->count(); ++row)
        texts << list->item(row)->text();
    return texts;
}

} // namespace

class TestSubmissionCheckDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aFederationFileIsWrittenOnlyAfterTheDirectorSaysSo()
    {
        QTemporaryDir dir;
        const QString document = dir.filePath(QStringLiteral("spring.json"));
        QFile file(document);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kSpring);
        file.close();
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        QVERIFY(window.importEventDocument(document));
        activate(window);
        const QString trf = dir.filePath(QStringLiteral("spring.trf"));

        // Enter on the first problem, the place FIDE requires (TRF record 022): Event → Details
        // opens at the place, where Kassel is typed and taken with Enter. Nothing is written.
        QStringList listed;
        QString title;
        {
            DialogScript script({ [&](QWidget *dialog) {
                                     title = dialog->windowTitle();
                                     listed = problemsOf(dialog);
                                     press(Qt::Key_Return);
                                 },
                [&](QWidget *dialog) {
                    QVERIFY(qobject_cast<rd::ui::EventPropertiesDialog *>(dialog));
                    QCOMPARE(focus()->objectName(), QStringLiteral("place"));
                    type(QStringLiteral("Kassel"));
                    press(Qt::Key_Return);
                } });
            QVERIFY(!window.exportEvent(trf));
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(title, QStringLiteral("FIDE: check before export"));
        // federation-fide.md, errors first: place, federation, chief arbiter and time control
        // missing, per player no FIDE id; then the warnings: no round dates (TRF-16), per player
        // no federation.
        QCOMPARE(listed,
            QStringList({ QStringLiteral(
                              "The event has no place; FIDE requires the city (TRF record 022)."),
                QStringLiteral("The event has no federation; FIDE requires the organising "
                               "federation's three-letter code (TRF record 032)."),
                QStringLiteral("The event has no chief arbiter; FIDE requires him (TRF record "
                               "102)."),
                QStringLiteral("The event has no time control; FIDE rates a game by its rate of "
                               "play (TRF record 122)."),
                QStringLiteral("Meyer, Anna (1): no FIDE id; FIDE rates only players it has an id "
                               "for (TRF columns 58-68)."),
                QStringLiteral("Kurz, Bernd (2): no FIDE id; FIDE rates only players it has an id "
                               "for (TRF columns 58-68)."),
                QStringLiteral("The rounds have no dates; FIDE wants the date of every round."),
                QStringLiteral("Meyer, Anna (1): no federation; FIDE lists every player with his "
                               "federation (TRF columns 54-56)."),
                QStringLiteral("Kurz, Bernd (2): no federation; FIDE lists every player with his "
                               "federation (TRF columns 54-56).") }));
        QVERIFY(!QFile::exists(trf));
        QVERIFY(window.workspace());
        QCOMPARE(
            window.workspace()->draft()->event().event.properties.place, std::string("Kassel"));
        activate(window);

        // The place is no longer asked for. Down to Kurz's FIDE id (the fifth problem now, the
        // errors first) and Enter: the crosstable shows Kurz's row.
        {
            DialogScript script({ [&](QWidget *dialog) {
                listed = problemsOf(dialog);
                for (int step = 0; step < 4; ++step)
                    press(Qt::Key_Down);
                press(Qt::Key_Return);
            } });
            QVERIFY(!window.exportEvent(trf));
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(listed.size(), 8);
        QVERIFY(listed.first().contains(QStringLiteral("no federation")));
        QVERIFY(!QFile::exists(trf));
        auto *crosstable
            = window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"));
        QCOMPARE(crosstable->currentIndex().row(), 1);
        activate(window);
        QCOMPARE(focus(), static_cast<QWidget *>(crosstable));

        // Escape: nothing written.
        {
            DialogScript script({ [](QWidget *) { press(Qt::Key_Escape); } });
            QVERIFY(!window.exportEvent(trf));
            QTRY_VERIFY(script.done());
        }
        QVERIFY(!QFile::exists(trf));
        activate(window);

        // Alt+E, Export anyway: the file is written as it is.
        {
            DialogScript script({ [](QWidget *) { press(Qt::Key_E, Qt::AltModifier); } });
            QVERIFY(window.exportEvent(trf));
            QTRY_VERIFY(script.done());
        }
        QFile written(trf);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith("012 Spring\n022 Kassel\n"));
    }

    // The DSB check's finding about a round leads to the loser's cell of that round.
    void aRoundsFindingLeadsToItsCell()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        QVERIFY(
            window.importEventDocument(writeFile(dir, QStringLiteral("autumn.json"), kKurzLeft)));
        activate(window);
        const QString text = dir.filePath(QStringLiteral("autumn.txt"));
        QString chosen;
        {
            DialogScript script({ [&](QWidget *dialog) {
                chosen = chooseFinding(dialog, QStringLiteral("lost"));
            } });
            QVERIFY(!window.exportEvent(text));
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(chosen,
            QStringLiteral("Round 1: Kurz, Bernd (2) lost to Meyer, Anna (1) and plays no later "
                           "round. If he did not come to the game, enter it as a forfeit; the DSB "
                           "rates only games played over the board."));
        QVERIFY(!QFile::exists(text));
        activate(window);
        auto *crosstable
            = window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"));
        QTRY_COMPARE(focus(), static_cast<QWidget *>(crosstable));
        QCOMPARE(crosstable->currentIndex().row(), 1);
        QCOMPARE(
            crosstable->currentIndex().column(), int(rd::ui::CrosstableModel::FirstRoundColumn));
    }

    // The EGD check's finding about a Go player's details leads to his row among the record
    // sheet's players.
    void aGoPlayersFindingLeadsToHisRow()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        QVERIFY(window.importEventDocument(writeFile(dir, QStringLiteral("go.json"), kGoEvening)));
        activate(window);
        const QString table = dir.filePath(QStringLiteral("go.h9"));
        QString chosen;
        {
            DialogScript script({ [&](QWidget *dialog) {
                chosen = chooseFinding(dialog, QStringLiteral("Berg, Lea (2): no EGD PIN"));
            } });
            QVERIFY(!window.exportEvent(table));
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(chosen,
            QStringLiteral("Berg, Lea (2): no EGD PIN and no country; the EGD matches a player "
                           "without PIN by his country and club."));
        QVERIFY(!QFile::exists(table));
        activate(window);
        auto *players
            = window.workspace()->findChild<QTableWidget *>(QStringLiteral("playersTable"));
        QVERIFY(players);
        QTRY_COMPARE(focus(), static_cast<QWidget *>(players));
        QCOMPARE(players->currentRow(), 1);
    }

    // The EGD check's finding about the tournament class leads to the class in Event → Details,
    // where B typed over X is the class the table states from then on.
    void theTournamentClassFindingLeadsToItsField()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        QVERIFY(window.importEventDocument(
            writeFile(dir, QStringLiteral("go.json"), kGoEveningOfClassX)));
        activate(window);
        const QString table = dir.filePath(QStringLiteral("go.h9"));
        QString chosen;
        QString field;
        QString shown;
        {
            DialogScript script(
                { [&](QWidget *dialog) { chosen = chooseFinding(dialog, QStringLiteral("class")); },
                    [&](QWidget *dialog) {
                        QVERIFY(qobject_cast<rd::ui::EventPropertiesDialog *>(dialog));
                        field = focus()->objectName();
                        shown = qobject_cast<QLineEdit *>(focus())->text();
                        press(Qt::Key_A, Qt::ControlModifier);
                        type(QStringLiteral("b"));
                        press(Qt::Key_Return);
                    } });
            QVERIFY(!window.exportEvent(table));
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(chosen,
            QStringLiteral("The table states the tournament class “X”; the EGD rates an event "
                           "of class A, B, C or D."));
        QCOMPARE(field, QStringLiteral("h9Class"));
        QCOMPARE(shown, QStringLiteral("X"));
        QTRY_COMPARE(
            rd::io::writtenH9Class(window.workspace()->draft()->file()), QStringLiteral("B"));
        // The rest of the kept header stays as the table had it.
        QCOMPARE(window.workspace()->draft()->details().h9.header,
            (std::vector<std::string> { "; CL[B]", "; EV[Go evening]" }));
    }

    // The event document goes to no federation: it is written without a question.
    void anEventDocumentIsWrittenWithoutACheck()
    {
        QTemporaryDir dir;
        const QString document = dir.filePath(QStringLiteral("spring.json"));
        QFile file(document);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kSpring);
        file.close();
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        QVERIFY(window.importEventDocument(document));
        QVERIFY(window.exportEvent(dir.filePath(QStringLiteral("out.json"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out.json"))));
    }
};

QTEST_MAIN(TestSubmissionCheckDialog)
#include "tst_submissioncheckdialog.moc"
