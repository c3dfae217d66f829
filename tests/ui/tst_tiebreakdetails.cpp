// Event -> Details with the keyboard alone: the tie-breaks' page, the C.07 edition, the rating of
// unrated players, forfeits in the direct encounter, the points of a pairing-allocated bye, the
// rating that counts and the tie-breaks chosen and ordered from the regulation's list; the event
// keeps them and the standings beside the crosstable follow them.
#include "engine/store/Database.h"
#include "engine/store/EventRepository.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventPropertiesDialog.h"
#include "ui/event/EventWorkspace.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
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

// Three players, three rounds, each round one game and a pairing-allocated bye (1 point):
// round 1 Meyer beats Kurz, Schulz has the bye; round 2 Meyer beats Schulz, Kurz has the bye;
// round 3 Kurz beats Schulz, Meyer has the bye. Points: Meyer 3, Kurz 2, Schulz 1. Schulz has
// neither DWZ nor FIDE rating; Meyer's FIDE rating is 1900, Kurz's 1750. The event starts on
// 27 March 2026: the 2026 edition of C.07 by its date.
const char *const kEvent = R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Spring Swiss", "start_date": "2026-03-27", "end_date": "2026-03-29" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970, "fide_rating": 1900,
                 "dwz": { "rating": 1800, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1971, "fide_rating": 1750,
                 "dwz": { "rating": 1700, "index": 30 } },
               { "id": "3", "name": "Schulz, Carla", "birth_year": 1990 } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" },
             { "round": 2, "white": "3", "black": "1", "result": "0-1" },
             { "round": 3, "white": "2", "black": "3", "result": "1-0" } ],
  "byes": [ { "round": 1, "player": "3", "points": 1, "unpaired": true },
            { "round": 2, "player": "2", "points": 1, "unpaired": true },
            { "round": 3, "player": "1", "points": 1, "unpaired": true } ] })";

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

QStringList row(const QAbstractItemModel *model, int r)
{
    QStringList cells;
    for (int c = 0; c < model->columnCount(); ++c)
        cells << model->index(r, c).data().toString();
    return cells;
}

QStringList columns(const QAbstractItemModel *model)
{
    QStringList titles;
    for (int c = 0; c < model->columnCount(); ++c)
        titles << model->headerData(c, Qt::Horizontal).toString();
    return titles;
}

QStringList items(const QListWidget *list)
{
    QStringList texts;
    for (int r = 0; r < list->count(); ++r)
        texts << list->item(r)->text();
    return texts;
}

} // namespace

class TestTieBreakDetails : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void chosenByKeyboardAndFollowedByTheStandings()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("spring.json"));
        {
            QFile json(file);
            QVERIFY(json.open(QIODevice::WriteOnly));
            json.write(kEvent);
        }
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);
        QVERIFY(window.importEventDocument(file));
        activate(window);
        window.findChild<QTableView *>(QStringLiteral("eventTable"))->setFocus();
        press(Qt::Key_Return);
        QVERIFY(window.workspace());
        const qint64 id = window.workspace()->eventId();
        const QAbstractItemModel *standings
            = window.workspace()->findChild<QTableView *>(QStringLiteral("standingsView"))->model();

        // Before: the usual tie-breaks under the 2026 edition, the event's by its date. C.07
        // 2026 art. 16.4.2 caps the dummy opponent of a pairing-allocated bye at a draw in each
        // round, D x R = ½ x 3 = 1½. Meyer's BH (art. 8.1): Kurz 2 + Schulz 1 + min(3, 1½) = 4½.
        QCOMPARE(columns(standings),
            QStringList({ "Rank", "No.", "Name", "Pts", "BH-C1", "BH", "SB", "DE", "WIN" }));
        QCOMPARE(
            row(standings, 0).mid(2, 4), QStringList({ "Meyer, Anna", "3", "3\u00bd", "4\u00bd" }));

        QStringList available;
        QStringList chosen;
        DialogScript details({ [&](QWidget *dialog) {
            QVERIFY(qobject_cast<rd::ui::EventPropertiesDialog *>(dialog));
            press(Qt::Key_B, Qt::AltModifier); // the page Tie-breaks
            auto *edition = dialog->findChild<QComboBox *>(QStringLiteral("tieBreakEdition"));
            QTRY_VERIFY(edition->isVisible());
            QCOMPARE(edition->currentText(), QStringLiteral("By the event's date (2026)"));
            press(Qt::Key_N, Qt::AltModifier); // C.07 editio&n
            QCOMPARE(focus(), edition);
            press(Qt::Key_Down);
            QCOMPARE(edition->currentText(), QStringLiteral("2023"));
            press(Qt::Key_L, Qt::AltModifier); // Unrated p&layers count as
            press(Qt::Key_A, Qt::ControlModifier);
            type(QStringLiteral("1000"));
            press(Qt::Key_I, Qt::AltModifier); // D&irect encounter counts forfeits
            QTRY_VERIFY(dialog->findChild<QCheckBox *>()->isChecked());
            press(Qt::Key_Y, Qt::AltModifier); // Pairing-allocated b&ye scores
            auto *byePoints = dialog->findChild<QComboBox *>(QStringLiteral("pairingByePoints"));
            QCOMPARE(focus(), byePoints);
            QCOMPARE(byePoints->currentText(), QStringLiteral("1"));
            press(Qt::Key_Up);
            QCOMPARE(byePoints->currentText(), QStringLiteral("\u00bd"));
            press(Qt::Key_S, Qt::AltModifier); // Rating that count&s
            auto *rating = dialog->findChild<QComboBox *>(QStringLiteral("tieBreakRating"));
            QCOMPARE(focus(), rating);
            QCOMPARE(rating->currentText(), QStringLiteral("DWZ, or FIDE when no player has one"));
            press(Qt::Key_Down);
            QCOMPARE(rating->currentText(), QStringLiteral("FIDE"));

            // ARO, then BH, each found by typing its name's beginning in the list available.
            auto *chosenList = dialog->findChild<QListWidget *>(QStringLiteral("chosenTieBreaks"));
            press(Qt::Key_V, Qt::AltModifier); // A&vailable tie-breaks
            type(QStringLiteral("Average rating"));
            press(Qt::Key_A, Qt::AltModifier); // &Add
            QTRY_COMPARE(chosenList->count(), 1);
            // A new search: a person's pause longer than the list's search keeps typed keys.
            QTest::qWait(QApplication::keyboardInputInterval() + 100);
            press(Qt::Key_V, Qt::AltModifier);
            type(QStringLiteral("Buchholz"));
            press(Qt::Key_A, Qt::AltModifier);
            QTRY_COMPARE(chosenList->count(), 2);
            press(Qt::Key_U, Qt::AltModifier); // Move &up: BH before ARO
            QTRY_COMPARE(chosenList->item(0)->text(), QStringLiteral("Buchholz (BH)"));
            chosen = items(chosenList);
            auto *availableList
                = dialog->findChild<QListWidget *>(QStringLiteral("availableTieBreaks"));
            available = items(availableList);
            press(Qt::Key_H, Qt::AltModifier); // C&hosen: the list, so that Enter is OK
            press(Qt::Key_Return);
        } });
        press(Qt::Key_T, Qt::AltModifier); // Even&t
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_I); // Deta&ils…
        QTRY_VERIFY(details.done());

        QCOMPARE(chosen, QStringList({ "Buchholz (BH)", "Average rating of opponents (ARO)" }));
        // The two chosen are no longer offered; their variants still are.
        QVERIFY(!available.contains(QStringLiteral("Buchholz (BH)")));
        QVERIFY(available.contains(QStringLiteral("Buchholz Cut-1 (BH-C1)")));
        QVERIFY(available.contains(QStringLiteral("Sonneborn-Berger (SB)")));
        QVERIFY(available.contains(QStringLiteral("Direct encounter (DE)")));

        const rd::EventProperties &properties
            = window.workspace()->draft()->event().event.properties;
        QCOMPARE(properties.tieBreaks, (std::vector<std::string> { "BH", "ARO" }));
        QCOMPARE(properties.tieBreakEdition, std::optional(rd::TieBreakEdition::Fide2023));
        QCOMPARE(properties.unratedRating, std::optional(1000));
        QVERIFY(properties.directEncounterForfeits);
        QCOMPARE(properties.pairingByePoints, 0.5);
        QVERIFY(properties.tieBreakRating == rd::TieBreakRating::Fide);

        // After: BH and ARO under the 2023 edition, each pairing-allocated bye worth ½ as the
        // event's rules now say (C.07 16.2.1): Meyer 1 + 1 + ½ = 2½, Kurz 0 + ½ + 1 = 1½,
        // Schulz ½ + 0 + 0 = ½. C.07 2023 art. 16.4: the dummy opponent has the player's own
        // final score, uncapped; a bye counts for the opponents as its points (16.3). Meyer's
        // BH: Kurz 1½ + Schulz ½ + 2½ = 4½; Kurz's: 2½ + ½ + 1½ = 4½; Schulz's: 2½ + 1½ + ½
        // = 4½. ARO (art. 10.1) with the FIDE ratings and Schulz counting 1000 as the event's
        // rules say: Meyer met Kurz 1750 and Schulz 1000, (1750 + 1000) / 2 = 1375; Kurz met
        // Meyer 1900 and Schulz, 1450; Schulz met Meyer and Kurz, (1900 + 1750) / 2 = 1825.
        QTRY_COMPARE(
            columns(standings), QStringList({ "Rank", "No.", "Name", "Pts", "BH", "ARO" }));
        QCOMPARE(row(standings, 0),
            QStringList({ "1", "1", "Meyer, Anna", "2\u00bd", "4\u00bd", "1375" }));
        QCOMPARE(row(standings, 1),
            QStringList({ "2", "2", "Kurz, Bernd", "1\u00bd", "4\u00bd", "1450" }));
        QCOMPARE(row(standings, 2),
            QStringList({ "3", "3", "Schulz, Carla", "\u00bd", "4\u00bd", "1825" }));

        // The event stored in the database has them too.
        window.workspace()->flush();
        rd::store::Database check(dir.filePath(QStringLiteral("club.sqlite")),
            rd::store::Database::Opening::CreateIfMissing);
        QCOMPARE(rd::store::EventRepository(check).document(id).event.properties, properties);
    }

    // A tie-break removed from those chosen is offered again in its place of C.07 art. 5; one
    // moved down goes after the next. A Go event has no C.07 rules and offers the Go convention.
    void removedReturnsToItsPlace()
    {
        rd::EventInput event;
        event.event.endDate = rd::Date { 2026, 3, 29 };
        event.event.properties.tieBreaks = { "SB", "BH-C1", "DE" };
        rd::ui::EventPropertiesDialog dialog(event);
        activate(dialog);
        press(Qt::Key_B, Qt::AltModifier);
        auto *chosen = dialog.findChild<QListWidget *>(QStringLiteral("chosenTieBreaks"));
        auto *available = dialog.findChild<QListWidget *>(QStringLiteral("availableTieBreaks"));
        QTRY_VERIFY(chosen->isVisible());
        QCOMPARE(available->count(), 38 - 3);
        press(Qt::Key_H, Qt::AltModifier); // C&hosen: SB is the current one
        QCOMPARE(focus(), chosen);
        press(Qt::Key_W, Qt::AltModifier); // Move do&wn: SB after BH-C1
        QTRY_COMPARE(items(chosen),
            QStringList(
                { "Buchholz Cut-1 (BH-C1)", "Sonneborn-Berger (SB)", "Direct encounter (DE)" }));
        press(Qt::Key_M, Qt::AltModifier); // Re&move SB
        QTRY_COMPARE(chosen->count(), 2);
        const int sb = items(available).indexOf(QStringLiteral("Sonneborn-Berger (SB)"));
        QCOMPARE(available->item(sb - 1)->text(), QStringLiteral("Fore Buchholz Median-2 (FB-M2)"));
        QCOMPARE(available->item(sb + 1)->text(), QStringLiteral("Sonneborn-Berger Cut-1 (SB-C1)"));
        dialog.accept();
        QCOMPARE(dialog.particulars().properties.tieBreaks,
            (std::vector<std::string> { "BH-C1", "DE" }));

        event.system = rd::RatingSystem::Sagc;
        event.event.properties = {};
        rd::ui::EventPropertiesDialog go(event);
        QVERIFY(!go.findChild<QComboBox *>(QStringLiteral("tieBreakEdition")));
        QVERIFY(!go.findChild<QComboBox *>(QStringLiteral("pairingByePoints")));
        QVERIFY(!go.findChild<QComboBox *>(QStringLiteral("tieBreakRating")));
        QCOMPARE(items(go.findChild<QListWidget *>(QStringLiteral("availableTieBreaks"))),
            QStringList({ "Sum of opponents' scores (SOS)", "Sum of opponents' SOS (SOSOS)",
                "Sum of defeated opponents' scores (SODOS)" }));
        QCOMPARE(go.findChild<QLabel *>(QStringLiteral("noneChosen"))->text(),
            QStringLiteral("None chosen: the standings use SOS, SOSOS, SODOS."));
    }

    void fitsALaptopScreen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        QTest::newRow("German") << QStringLiteral("de");
    }

    // Both pages, in both languages, fit a laptop's 1366x768 with room for the window's frame
    // and the desktop's panel.
    void fitsALaptopScreen()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QLocale(language), QStringLiteral("ratingdesk"),
                QStringLiteral("_"), QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
        }
        rd::EventInput event;
        event.event.endDate = rd::Date { 2026, 3, 29 };
        event.event.properties.tieBreaks = { "BH-C1", "BH", "SB", "DE", "WIN" };
        rd::ui::EventPropertiesDialog dialog(event);
        activate(dialog);
        for (int page = 0; page < 2; ++page) {
            dialog.findChild<QTabWidget *>()->setCurrentIndex(page);
            dialog.adjustSize();
            QVERIFY2(dialog.width() <= 1366 - 20 && dialog.height() <= 768 - 100,
                qPrintable(QStringLiteral("%1x%2").arg(dialog.width()).arg(dialog.height())));
        }
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestTieBreakDetails)
#include "tst_tiebreakdetails.moc"
