// Importing a CSV player list: the preview, the meaning of every column, the problems by line.
#include "desktop/DatabaseSession.h"
#include "desktop/ImportOperations.h"
#include "engine/store/PlayerRepository.h"
#include "tests/TestData.h"
#include "tests/ui/Keyboard.h"
#include "ui/players/PlayerImportDialog.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using rd::io::PlayerColumn;

class TestPlayerImport : public QObject {
    Q_OBJECT

private slots:
    void mapsColumnsAndNamesProblems()
    {
        QList<rd::io::DocumentError> errors;
        auto table
            = rd::io::parseCsv("Name,Datum,Wertung\n\u0022Meyer, Anna\u0022,1980-05-01,1650\n"
                               "\u0022Kurz, Bernd\u0022,1975-01-01,xx\n",
                errors);
        QVERIFY(table);
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(dir.filePath(QStringLiteral("club.sqlite")),
            rd::desktop::Opening::CreateIfMissing, {}));
        rd::desktop::ImportOperations service(session);
        rd::ui::PlayerImportDialog dialog(*table, [&](const std::vector<PlayerColumn> &columns) {
            return *service.previewPlayers(QStringLiteral("club.csv"), *table, columns);
        });
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        // Nothing guessed from these titles but the name: only names so far, both lines fine.
        QVERIFY(dialog.columns()
            == (std::vector<PlayerColumn> {
                PlayerColumn::Name, PlayerColumn::Ignore, PlayerColumn::Ignore }));
        QVERIFY(ok->isEnabled());
        // The director says what the other columns are; "xx" is no DWZ: line 3, column 3.
        dialog.setColumn(1, PlayerColumn::BirthDate);
        dialog.setColumn(2, PlayerColumn::Dwz);
        QCOMPARE(dialog.problems().size(), 1);
        QCOMPARE(dialog.problems().first().path, QStringLiteral("line 3, column 3"));
        QCOMPARE(dialog.findChild<QListWidget *>()->count(), 1);
        QVERIFY(!ok->isEnabled());
        // Without the rating column both lines read.
        dialog.setColumn(2, PlayerColumn::Ignore);
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.plan().playerCount(), 2);
        QVERIFY(dialog.plan().player(1).birthDate == rd::Date::fromIso("1975-01-01"));
        // The list shows what importing does: both are new to this database.
        QCOMPARE(dialog.findChild<QListWidget *>()->item(0)->text(),
            QStringLiteral("line 2: Meyer, Anna is added."));
        // Without a name column nothing can be imported.
        dialog.setColumn(0, PlayerColumn::Ignore);
        QVERIFY(!ok->isEnabled());
        // The preview shows the lines under the choices.
        QCOMPARE(
            dialog.findChild<QTableWidget *>()->item(1, 0)->text(), QStringLiteral("Meyer, Anna"));
    }
};

namespace {

// The cells of a table: a row per line, cells separated by " | ".
QStringList cells(const QTableWidget &table)
{
    QStringList rows;
    for (int r = 0; r < table.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < table.columnCount(); ++c)
            row << (table.item(r, c) ? table.item(r, c)->text() : QString());
        rows << row.join(QStringLiteral(" | "));
    }
    return rows;
}

QStringList titles(const QTableWidget &table)
{
    QStringList titles;
    for (int c = 0; c < table.columnCount(); ++c)
        titles << table.horizontalHeaderItem(c)->text();
    return titles;
}

} // namespace

class TestPlayerImportInGerman : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY(m_translator.load(QLocale(), QStringLiteral("ratingdesk"), QStringLiteral("_"),
            QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&m_translator);
    }

    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_translator); }

    // A German club's Excel list (tests/data/players-de-windows1252.csv): the dialog shows how
    // its first lines are read, in the German forms, before anything is imported.
    void showsHowAGermanListIsRead()
    {
        QList<rd::io::DocumentError> errors;
        const auto table
            = rd::io::parseCsv(rd::test::testData("players-de-windows1252.csv"), errors);
        QVERIFY(table);
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(dir.filePath(QStringLiteral("verein.sqlite")),
            rd::desktop::Opening::CreateIfMissing, {}));
        rd::desktop::ImportOperations service(session);
        rd::ui::PlayerImportDialog dialog(*table, [&](const std::vector<PlayerColumn> &columns) {
            return *service.previewPlayers(QStringLiteral("spieler.csv"), *table, columns);
        });
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        const auto *reading = dialog.findChild<QLabel *>(QStringLiteral("reading"));
        const auto *asRead = dialog.findChild<QTableWidget *>(QStringLiteral("asRead"));
        QCOMPARE(reading->text(),
            QStringLiteral("Geburtsdaten werden als Tag.Monat.Jahr (12.03.1965) gelesen. "
                           "Wertungen werden mit Dezimalkomma gelesen (1523,45)."));
        QCOMPARE(titles(*asRead),
            QStringList({ "Name", "Geburtsdatum", "DSB-ID", "DWZ", "DWZ-Index", "US-Chess-Wertung",
                "Verein" }));
        // 3.7.1998 is shown as 03.07.1998; the ratings 1523,45 and 1190,5 with their comma.
        QCOMPARE(cells(*asRead),
            QStringList({ "Müller, Jürgen | 12.03.1965 | 10012345 | 1650 | 42 |  | SK Weiß-Blau "
                          "Köln",
                "Müller, Jürgen | 03.07.1998 | 10067890 | 1423 | 11 |  | SK Weiß-Blau Köln",
                "\u0160imunovic, Ana | 01.02.1980 |  | 1802 | 27 | 1523,45 | SK Weiß-Blau Köln",
                "Größer, Änne | 24.12.2001 |  |  |  | 1190,5 | Verein \u201ETurm\u201C Köln" }));

        // The director ignores the US Chess column: Tab to its choice, Home picks "(ignore)";
        // the column and the sentence on decimals go.
        QCOMPARE(rd::test::focus()->objectName(), QStringLiteral("columnChoice1"));
        for (int column = 1; column < 6; ++column)
            rd::test::press(Qt::Key_Tab);
        QCOMPARE(rd::test::focus()->objectName(), QStringLiteral("columnChoice6"));
        rd::test::press(Qt::Key_Home);
        QCOMPARE(dialog.columns()[5], PlayerColumn::Ignore);
        QCOMPARE(titles(*asRead),
            QStringList({ "Name", "Geburtsdatum", "DSB-ID", "DWZ", "DWZ-Index", "Verein" }));
        QCOMPARE(reading->text(),
            QStringLiteral("Geburtsdaten werden als Tag.Monat.Jahr (12.03.1965) gelesen."));

        // Enter imports: both Jürgen Müllers, told apart by their birth dates.
        rd::test::press(Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const rd::desktop::Imported result = *service.write(dialog.plan());
        QCOMPARE(result.added, 4);
        const auto players = rd::store::PlayerRepository(session.database()).players(QString());
        QStringList born;
        for (const auto &player : players) {
            if (player.name == QStringLiteral("Müller, Jürgen"))
                born << QString::fromStdString(player.birthDate->toIso());
        }
        born.sort();
        QCOMPARE(born, QStringList({ "1965-03-12", "1998-07-03" }));
    }

    // The club's list imported again in the desktop app (Strg+I, the columns as guessed, Enter)
    // after both Jürgen Müllers played in a rated DWZ event, which gives them a history.
    // Nothing of the list differs from the database, so all four players of the file are
    // unchanged and none is counted as updated.
    void theSameListAgainAfterEventsChangesNobody()
    {
        QStandardPaths::setTestModeEnabled(true);
        QTemporaryDir dir;
        const QString list = QStringLiteral(RD_TEST_DATA_DIR "/players-de-windows1252.csv");
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("verein.sqlite")));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const auto importList = [&](const QString &expected) {
            rd::test::DialogScript script({ rd::test::typePath(list),
                [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
            rd::test::press(Qt::Key_I, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
            QTRY_VERIFY2(window.statusBar()->currentMessage().startsWith(expected),
                qPrintable(window.statusBar()->currentMessage()));
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
        };
        importList(QStringLiteral("Spieler importiert: 4 hinzugefügt, 0 aktualisiert"));

        // An event of both Jürgen Müllers, found in the database by name and birth date, rated.
        QFile event(dir.filePath(QStringLiteral("vereinsturnier.json")));
        QVERIFY(event.open(QIODevice::WriteOnly));
        event.write(R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Vereinsturnier", "end_date": "2026-03-01" },
  "players": [
    { "id": "1", "name": "Müller, Jürgen", "birth_date": "1965-03-12", "birth_year": 1965,
      "dwz": { "rating": 1650, "index": 42 } },
    { "id": "2", "name": "Müller, Jürgen", "birth_date": "1998-07-03", "birth_year": 1998,
      "dwz": { "rating": 1423, "index": 11 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ] })");
        event.close();
        {
            // Both players are taken for those of the database: yes.
            rd::test::DialogScript yes({ [](QWidget *box) {
                qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->animateClick();
            } });
            QVERIFY(window.importEventDocument(event.fileName()));
            QTRY_VERIFY(yes.done());
        }
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openEvent(1));
        rd::test::press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(
            window.statusBar()->currentMessage(), QStringLiteral("Auswertung gespeichert"));

        importList(
            QStringLiteral("Spieler importiert: 0 hinzugefügt, 0 aktualisiert, 4 unverändert"));
    }

    // A club's member list with the surname in "Name" and the given name in "Vorname", the birth
    // year alone and the DWZ with a thousands point
    // (tests/data/players-name-vorname-windows1252.csv): each column's choice offers every field
    // of a player, the two name columns make one name, and the given names come back when the
    // director, having ignored them, types "Vorname" into their choice.
    void readsNameAndVornameAsOneName()
    {
        QList<rd::io::DocumentError> errors;
        const auto table
            = rd::io::parseCsv(rd::test::testData("players-name-vorname-windows1252.csv"), errors);
        QVERIFY(table);
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(dir.filePath(QStringLiteral("verein.sqlite")),
            rd::desktop::Opening::CreateIfMissing, {}));
        rd::desktop::ImportOperations service(session);
        rd::ui::PlayerImportDialog dialog(*table, [&](const std::vector<PlayerColumn> &columns) {
            return *service.previewPlayers(QStringLiteral("mitglieder.csv"), *table, columns);
        });
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        const auto *reading = dialog.findChild<QLabel *>(QStringLiteral("reading"));
        const auto *asRead = dialog.findChild<QTableWidget *>(QStringLiteral("asRead"));

        // Every choice offers each meaning of rd::io::kPlayerColumns, in German.
        const auto *choice = dialog.findChild<QComboBox *>(QStringLiteral("columnChoice2"));
        QStringList offered;
        for (int item = 0; item < choice->count(); ++item)
            offered << choice->itemText(item);
        QCOMPARE(offered.size(), qsizetype(rd::io::kPlayerColumns.size()));
        for (const char *field :
            { "Nachname", "Vorname", "Geburtsdatum", "Geburtsjahr", "Geschlecht", "FIDE-Titel",
                "Föderation", "DWZ", "DWZ-Index", "letzte DWZ-Auswertung", "Verein" })
            QVERIFY2(offered.contains(QString::fromUtf8(field)), field);

        // Name and Vorname are one name; 1.856 is read as 1856 and said so.
        QCOMPARE(reading->text(),
            QStringLiteral("Wertungen werden mit Tausenderpunkt gelesen (1.856)."));
        QCOMPARE(titles(*asRead),
            QStringList({ "Name", "Geburtsjahr", "Geschlecht", "DWZ", "DWZ-Index", "Verein" }));
        QCOMPARE(cells(*asRead).mid(0, 2),
            QStringList({ "Müller, Jürgen | 1965 | m | 1856 | 87 | SK Weiß-Blau Köln",
                "Müller, Jürgen | 1998 | m | 1412 | 23 | SK Weiß-Blau Köln" }));

        // The given names ignored (Home on the third column's choice), then typed back.
        rd::test::tabTo(QStringLiteral("columnChoice3"));
        rd::test::press(Qt::Key_Home);
        QCOMPARE(dialog.columns()[2], PlayerColumn::Ignore);
        QCOMPARE(asRead->item(0, 0)->text(), QStringLiteral("Müller"));
        QTest::keyClicks(rd::test::focus(), QStringLiteral("Vorname"));
        QCOMPARE(dialog.columns()[2], PlayerColumn::GivenName);
        QCOMPARE(asRead->item(0, 0)->text(), QStringLiteral("Müller, Jürgen"));

        // Enter imports all fourteen, the namesakes told apart by their birth years.
        rd::test::press(Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(service.write(dialog.plan())->added, 14);
    }

    // A DWZ given without its index shows an empty index cell, not 0: the list has none.
    void aDwzWithoutIndexShowsNoIndex()
    {
        QList<rd::io::DocumentError> errors;
        const auto table = rd::io::parseCsv(
            "Name;DWZ;Index\n\u0022Meyer, Anna\u0022;1650;\n\u0022Kurz, Bernd\u0022;1423;11\n",
            errors);
        QVERIFY(table);
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(dir.filePath(QStringLiteral("verein.sqlite")),
            rd::desktop::Opening::CreateIfMissing, {}));
        rd::desktop::ImportOperations service(session);
        rd::ui::PlayerImportDialog dialog(*table, [&](const std::vector<PlayerColumn> &columns) {
            return *service.previewPlayers(QStringLiteral("mitglieder.csv"), *table, columns);
        });
        const auto *asRead = dialog.findChild<QTableWidget *>(QStringLiteral("asRead"));
        QCOMPARE(
            cells(*asRead), QStringList({ "Meyer, Anna | 1650 | ", "Kurz, Bernd | 1423 | 11" }));
    }

    // The same club list imported twice in the desktop app (Strg+I, the columns as guessed,
    // Enter): the second time every one of its 14 players is found, none offered to be added.
    void aClubListWithVornameImportedTwiceAddsNobodyTheSecondTime()
    {
        QStandardPaths::setTestModeEnabled(true);
        QTemporaryDir dir;
        const QString list
            = QStringLiteral(RD_TEST_DATA_DIR "/players-name-vorname-windows1252.csv");
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("verein.sqlite")));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        for (const QString &expected :
            { QStringLiteral("Spieler importiert: 14 hinzugefügt, 0 aktualisiert"),
                QStringLiteral(
                    "Spieler importiert: 0 hinzugefügt, 0 aktualisiert, 14 unverändert") }) {
            rd::test::DialogScript script({ rd::test::typePath(list),
                [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
            rd::test::press(Qt::Key_I, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
            QTRY_VERIFY2(window.statusBar()->currentMessage().startsWith(expected),
                qPrintable(window.statusBar()->currentMessage()));
            rd::test::backTo(window);
        }
    }

private:
    QTranslator m_translator;
};

int main(int argc, char **argv)
{
    QApplication application(argc, argv);
    TestPlayerImport english;
    TestPlayerImportInGerman german;
    return QTest::qExec(&english, argc, argv) | QTest::qExec(&german, argc, argv);
}
#include "tst_playerimport.moc"
