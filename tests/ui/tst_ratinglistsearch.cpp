// The rating lists in the desktop, by keyboard: File > Load rating list with its file dialogs,
// the search in the add-player dialog filling every field from the list, a player we already
// have matched by id and compared instead of overwritten, and a broken list file said in German
// while the list loaded before stays.
#include "desktop/DatabaseSession.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/StartingRatingsJson.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/RatingListLoader.h"
#include "report/DisplayNames.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/lists/RatingListSearch.h"
#include "ui/players/PlayerDialog.h"
#include "ui/widgets/DateField.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

using namespace rd::store;
using namespace rd::model;
using rd::test::DialogScript;

namespace {

using rd::test::focus;
using rd::test::press;
using rd::test::type;
using rd::test::typePath;

const QString kData = QStringLiteral(RD_TEST_DATA_DIR "/");

// Alt+letter in a dialog, as for the buttons of the list choice.
DialogScript::Step mnemonic(Qt::Key key)
{
    return [key](QWidget *dialog) { QTest::keyClick(dialog, key, Qt::AltModifier); };
}

// The sentence of a message box, kept, and the box closed with Enter.
DialogScript::Step readAndClose(QString &text)
{
    return [&text](QWidget *dialog) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        QVERIFY(box);
        text = box->text();
        QTest::keyClick(box, Qt::Key_Return);
    };
}

// File > Load rating list… by the menus' mnemonics: Alt+F, L in English (Load rating &list…),
// Alt+D, R in German (&Datei, &Ratingliste laden…).
void loadRatingListMenu(QMainWindow &window, Qt::Key menuKey, Qt::Key itemKey)
{
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, menuKey, Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
    QTest::keyClick(QApplication::activePopupWidget(), itemKey);
}

QString shortDate(const QDate &date)
{
    return QLocale().toString(date, rd::report::DisplayNames::dateFormat(QLocale()));
}

void loadSamples(Database &database)
{
    RatingListLoader loader(database);
    QVERIFY(loader
                .loadDsb(kData + "dsb-spieler-new.csv", kData + "dsb-vereine.csv",
                    rd::Date::fromIso("2026-11-02"))
                .loaded);
    QVERIFY(loader.loadFide(kData + "fide-players.xml", rd::Date::fromIso("2026-11-01")).loaded);
}

QStringList matchNames(QTreeWidget *matches)
{
    QStringList names;
    for (int row = 0; row < matches->topLevelItemCount(); ++row)
        names << matches->topLevelItem(row)->text(0) + QLatin1Char(' ')
                + matches->topLevelItem(row)->text(5);
    return names;
}

// A dialog with the search, shown and active, the cursor in the search field.
void open(rd::ui::PlayerDialog &dialog)
{
    dialog.show();
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QCOMPARE(focus()->objectName(), QStringLiteral("listSearch"));
}

} // namespace

class TestRatingListSearch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void loadsTheDsbListFromTheFileMenu()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath("club.sqlite"));
        window.show();
        QString said;
        DialogScript script({ mnemonic(Qt::Key_D), typePath(kData + "dsb-spieler-new.csv"),
            typePath(kData + "dsb-vereine.csv"), readAndClose(said) });
        loadRatingListMenu(window, Qt::Key_F, Qt::Key_L);
        QTRY_VERIFY(script.done());
        // The list is of the day its file was written; dsb-spieler-new.csv has three players.
        const QDate written = QFileInfo(kData + "dsb-spieler-new.csv").lastModified().date();
        QCOMPARE(said,
            QStringLiteral("The DSB list of %1 is loaded: 3 players.").arg(shortDate(written)));
        Database database(dir.filePath("club.sqlite"), Database::Opening::CreateIfMissing);
        // dsb-vereine.csv line 3: M0211 is "Schachfreunde Öhringen".
        const auto found = RatingListRepository(database).search(QStringLiteral("10254321"));
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].player.clubName, QStringLiteral("Schachfreunde Öhringen"));
    }

    void loadsTheDsbArchiveFromTheFileMenu()
    {
        // The archive as the DSB serves it: one file to choose, the clubs come with it.
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath("club.sqlite"));
        window.show();
        QString said;
        DialogScript script(
            { mnemonic(Qt::Key_D), typePath(kData + "dsb-LV-0-csv.zip"), readAndClose(said) });
        loadRatingListMenu(window, Qt::Key_F, Qt::Key_L);
        QTRY_VERIFY(script.done());
        // Six players, of the day spieler.csv was written in the archive (2026-11-02), and the
        // club X9999 of spieler.csv line 9 that vereine.csv lacks.
        QCOMPARE(said,
            QStringLiteral("The DSB list of %1 is loaded: 6 players.\n"
                           "Warnings (dsb-LV-0-csv.zip, spieler.csv):\n"
                           "line 9: the club X9999 is not in vereine.csv: it is shown by its code")
                .arg(shortDate(QDate(2026, 11, 2))));
        window.close();
        // In the add-player dialog MUELLER finds the list's "Mueller,Hans" (line 8) and
        // "Müller,Jörg" (line 2), with their clubs from vereine.csv (lines 4 and 2). The window
        // still holds the file: the dialog reads it read-only.
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(dir.filePath("club.sqlite"), rd::desktop::Opening::ReadWrite,
            [](const QString &) { return true; }));
        rd::ui::PlayerDialog dialog(session, {});
        dialog.offerRatingLists();
        open(dialog);
        type(QStringLiteral("MUELLER"));
        auto *matches = dialog.findChild<QTreeWidget *>("listMatches");
        QTRY_COMPARE(matches->topLevelItemCount(), 2);
        QCOMPARE(matchNames(matches), (QStringList { "Mueller, Hans DSB", "Müller, Jörg DSB" }));
        QCOMPARE(matches->topLevelItem(0)->text(2),
            QStringLiteral("Schachclub \u201ESpringer\u201C Berlin"));
        QCOMPARE(matches->topLevelItem(1)->text(2), QStringLiteral("SK Weiße Dame Leipzig"));
    }

    void aFoundPlayerFillsEveryField()
    {
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(
            *session.open(dir.filePath("club.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        rd::store::Database &database = session.database();
        loadSamples(database);
        PlayerRepository players(database);
        rd::ui::PlayerDialog dialog(session, {});
        dialog.offerRatingLists();
        open(dialog);
        // The club of dsb-spieler-new.csv lines 3 and 4, by name.
        type(QStringLiteral("schachfreunde"));
        auto *matches = dialog.findChild<QTreeWidget *>("listMatches");
        QTRY_COMPARE(matches->topLevelItemCount(), 2);
        QCOMPARE(
            matchNames(matches), (QStringList { "Öztürk, Özlem DSB", "Łukasiewicz, Zoë DSB" }));
        press(Qt::Key_Down);
        QCOMPARE(matches->currentItem()->text(0), QStringLiteral("Łukasiewicz, Zoë"));
        // Birth year, club, DWZ-index and FIDE rating of dsb-spieler-new.csv line 3.
        QCOMPARE(matches->currentItem()->text(1), QStringLiteral("2005"));
        QCOMPARE(matches->currentItem()->text(2), QStringLiteral("Schachfreunde Öhringen"));
        QCOMPARE(matches->currentItem()->text(3), QStringLiteral("2012-23"));
        QCOMPARE(matches->currentItem()->text(4), QStringLiteral("2034"));
        press(Qt::Key_Return);
        QVERIFY(dialog.isVisible()); // Enter took the match, it did not save

        // dsb-spieler-new.csv line 3: "10254321","M0211","0031","A","Łukasiewicz,Zoë","W","D",
        // "2005","202348","2012","23","2034","WIM","24611234","POL". Week 48 of 2023 starts on
        // Monday 2023-11-27.
        QCOMPARE(dialog.findChild<QLineEdit *>("playerName")->text(),
            QStringLiteral("Łukasiewicz, Zoë"));
        QCOMPARE(focus()->objectName(), QStringLiteral("playerName"));
        auto *birth = dialog.findChild<rd::ui::DateField *>("birthDate");
        QVERIFY(!birth->date());
        QCOMPARE(dialog.findChild<QLabel *>("birthYearNote")->text(),
            QStringLiteral("born 2005; the day is not known"));
        QVERIFY(dialog.findChild<QLabel *>("birthYearNote")->isVisible());
        QCOMPARE(dialog.findChild<QComboBox *>("sex")->currentText(), QStringLiteral("female"));
        QCOMPARE(dialog.findChild<QComboBox *>("title")->currentText(), QStringLiteral("WIM"));
        QCOMPARE(dialog.findChild<QLineEdit *>("federation")->text(), QStringLiteral("POL"));
        QCOMPARE(dialog.findChild<QLineEdit *>("dsbId")->text(), QStringLiteral("10254321"));
        QCOMPARE(dialog.findChild<QLineEdit *>("fideId")->text(), QStringLiteral("24611234"));
        const PlayerDetails entered = dialog.player();
        QCOMPARE(entered.birthYear, std::optional(2005));
        QCOMPARE(entered.sex, QStringLiteral("f"));
        QCOMPARE(rd::io::startingRatingsToJson(entered.startingRatings).value("dwz").toObject(),
            (QJsonObject {
                { "rating", 2012 }, { "index", 23 }, { "last_evaluated", "2023-11-27" } }));
        QCOMPARE(dialog.findChild<rd::ui::DateField *>("dwzEvaluated")->date(),
            std::optional(QDate(2023, 11, 27)));
        QVERIFY(!dialog.findChild<QLabel *>("listMatch")->isVisible());
        // Saved and opened again, everything is as the list said.
        const PlayerDetails stored = players.player(players.savePlayer(entered));
        rd::ui::PlayerDialog again(session, stored);
        QCOMPARE(again.player().birthYear, std::optional(2005));
        QCOMPARE(again.findChild<QComboBox *>("title")->currentText(), QStringLiteral("WIM"));
        QCOMPARE(rd::io::startingRatingsToJson(again.player().startingRatings),
            rd::io::startingRatingsToJson(entered.startingRatings));
    }

    void aPlayerWeHaveIsComparedNotOverwritten()
    {
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(
            *session.open(dir.filePath("club.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        rd::store::Database &database = session.database();
        loadSamples(database);
        PlayerRepository players(database);
        PlayerDetails mueller;
        mueller.name = QStringLiteral("Müller, Jörg");
        mueller.birthYear = 1960;
        mueller.federationIds["fide"] = QStringLiteral("4612345");
        const qint64 id = players.savePlayer(mueller);
        // One rated event: Müller 1650-12 beats Kurz 1580-30 and leaves with 1664-13 (the
        // calculation is in tests/app/tst_cli.cpp).
        const QByteArray json = QJsonDocument(
            QJsonObject { { "format", "ratingdesk-event" }, { "version", 1 }, { "system", "dwz" },
                { "event", QJsonObject { { "name", "Club" }, { "end_date", "2026-03-29" } } },
                { "players",
                    QJsonArray {
                        QJsonObject { { "id", "1" }, { "name", "Müller, Jörg" },
                            { "birth_year", 1960 },
                            { "dwz", QJsonObject { { "rating", 1650 }, { "index", 12 } } } },
                        QJsonObject { { "id", "2" }, { "name", "Kurz, Bernd" },
                            { "dwz", QJsonObject { { "rating", 1580 }, { "index", 30 } } } } } },
                { "games",
                    QJsonArray { QJsonObject {
                        { "white", "1" }, { "black", "2" }, { "result", "1-0" } } } } })
                                    .toJson();
        const qint64 event
            = EventRepository(database).importEvent(*rd::io::readEventDocument(json).event);
        EvaluationService(database).rateAndCommit(event);

        rd::ui::PlayerDialog dialog(session, {});
        dialog.offerRatingLists();
        open(dialog);
        type(QStringLiteral("mull"));
        auto *matches = dialog.findChild<QTreeWidget *>("listMatches");
        QTRY_COMPARE(matches->topLevelItemCount(), 2);
        QCOMPARE(matchNames(matches), (QStringList { "Müller, Jörg DSB", "Müller, Jörg FIDE" }));
        press(Qt::Key_Return);
        // dsb-spieler-new.csv line 2: "10012345","C0327","0012","A","Müller,Jörg,Dr.","M","D",
        // "1961","202312","1861","51","1895","FM","4612345","GER": the FIDE id is player 1's.
        auto *said = dialog.findChild<QLabel *>("listMatch");
        QVERIFY(said->isVisible());
        QCOMPARE(said->text(),
            QStringLiteral("In the database as player %1 \"Müller, Jörg\": DWZ 1664-13 after "
                           "\"Club\" (list: 1861-51, week 2023/12). The list differs: born 1961 "
                           "(here 1960), title FM (here none), federation GER (here none).")
                .arg(id));
        // Nothing was filled in: the dialog would add a second Müller.
        QCOMPARE(dialog.findChild<QLineEdit *>("playerName")->text(), QString());
        QCOMPARE(dialog.findChild<QLineEdit *>("fideId")->text(), QString());
        auto *edit = dialog.findChild<QPushButton *>("editMatchedPlayer");
        QVERIFY(edit->isVisible());
        QCOMPARE(edit->text(), QStringLiteral("&Open player %1 with the list's values").arg(id));

        // Alt+O: player 1 in the dialog, with the list's values to save or cancel; his DWZ
        // stays the one of his history.
        press(Qt::Key_O, Qt::AltModifier);
        QTRY_VERIFY(!edit->isVisible());
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Edit player"));
        QVERIFY(said->isVisible());
        const PlayerDetails shown = dialog.player();
        QCOMPARE(shown.id, id);
        QCOMPARE(shown.name, QStringLiteral("Müller, Jörg"));
        QCOMPARE(shown.birthYear, std::optional(1961));
        QCOMPARE(shown.title, QStringLiteral("FM"));
        QCOMPARE(shown.federation, QStringLiteral("GER"));
        QCOMPARE(shown.federationIds.at("dsb"), QStringLiteral("10012345"));
        QVERIFY(!shown.startingRatings.dwz);
        // The database is as it was until the user saves.
        QCOMPARE(players.player(id).birthYear, std::optional(1960));
        QCOMPARE(players.player(id).title, QString());
    }

    void aBrokenListIsSaidInGermanAndTheLoadedOneStays()
    {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QStringLiteral("de")), QStringLiteral("ratingdesk"),
            QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        QTemporaryDir dir;
        {
            Database database(dir.filePath("club.sqlite"), Database::Opening::CreateIfMissing);
            loadSamples(database);
        }
        // A FIDE list whose second player's rating is no number.
        const QString broken = dir.filePath("broken.xml");
        {
            QFile file(broken);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<playerslist>\n"
                       "<player><fideid>1</fideid><name>A, B</name><rating>2000</rating></player>\n"
                       "<player><fideid>2</fideid><name>C, D</name><rating>2a00</rating></player>\n"
                       "</playerslist>\n");
        }
        {
            rd::ui::MainWindow window(dir.filePath("club.sqlite"));
            window.show();
            QString said;
            DialogScript script({ mnemonic(Qt::Key_F), typePath(broken), readAndClose(said) });
            loadRatingListMenu(window, Qt::Key_D, Qt::Key_R);
            QTRY_VERIFY(script.done());
            // The place and the reason in German (DocumentError::userText()).
            QCOMPARE(said.section(QLatin1Char('\n'), 0, 0),
                QStringLiteral("%1 wurde nicht geladen; die zuvor geladene Liste bleibt, wie sie "
                               "war.")
                    .arg(QDir::toNativeSeparators(broken)));
            QVERIFY2(said.section(QLatin1Char('\n'), 1).startsWith(QStringLiteral("Zeile 4")),
                qPrintable(said));
        }
        QCoreApplication::removeTranslator(&translator);
        // fide-players.xml with its three players is still the FIDE list.
        Database database(dir.filePath("club.sqlite"), Database::Opening::CreateIfMissing);
        const auto lists = RatingListRepository(database).lists();
        QCOMPARE(lists.size(), std::size_t(2));
        QCOMPARE(lists[1].kind, QStringLiteral("fide"));
        QCOMPARE(lists[1].players, 3);
    }
};

QTEST_MAIN(TestRatingListSearch)
#include "tst_ratinglistsearch.moc"
