// Two small things a director meets on the way, with the keyboard: deleting a rated event makes
// an automatic backup first and the status line says where (database.md "Keeping the club's
// history safe"); each report kind offers a file name of its own, so that the standings and the
// crosstable of one event do not write over each other (in English and in German); and an
// English window on a German system prints on A4, the paper of the system's country. The tests
// run on a German system (main() below).
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/Database.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/EventRepository.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using rd::test::DialogScript;
using rd::test::press;

namespace {

// Two DWZ players, one game.
const QByteArray kSpring = R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Spring", "end_date": "2026-04-01" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970, "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1971, "dwz": { "rating": 1580, "index": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ] })";

// A database with Spring, rated when `rate` says so.
QString databaseWithSpring(const QTemporaryDir &dir, bool rate)
{
    const QString database = dir.filePath(QStringLiteral("club.sqlite"));
    rd::store::Database setup(database, rd::store::Database::Opening::CreateIfMissing);
    rd::store::EventLifecycle lifecycle(setup);
    const qint64 id = lifecycle.addDraft(*rd::io::readEventDocument(kSpring).event).orThrow();
    if (rate)
        lifecycle.rate(id).orThrow();
    return database;
}

void showWithTheEventChosen(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *list = window.findChild<QTableView *>(QStringLiteral("eventTable"));
    QTRY_COMPARE(list->model()->rowCount(), 1);
    list->setFocus();
    list->setCurrentIndex(list->model()->index(0, 0));
}

} // namespace

class TestDeleteBackupAndReportNames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void deletingARatedEventBacksUpFirstAndSaysWhere()
    {
        QTemporaryDir dir;
        const QString database = databaseWithSpring(dir, true);
        rd::ui::MainWindow window(database);
        showWithTheEventChosen(window);
        // Delete, and Yes (Alt+Y) where the impact is shown.
        DialogScript script({ [](QWidget *box) {
            qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->animateClick();
        } });
        press(Qt::Key_Delete);
        QTRY_VERIFY(script.done());
        const QString said = window.statusBar()->currentMessage();
        QTRY_COMPARE(
            window.findChild<QTableView *>(QStringLiteral("eventTable"))->model()->rowCount(), 0);
        // The backup is beside the database (BackupFolder::of) and holds the event.
        const QDir folder(database + QStringLiteral(".backups"));
        const QStringList backups
            = folder.entryList({ QStringLiteral("club-*-before-deleting-event-1.sqlite") });
        QCOMPARE(backups.size(), 1);
        const QString backup = folder.filePath(backups.front());
        QVERIFY2(said.contains(QDir::toNativeSeparators(backup)), qPrintable(said));
        rd::store::Database kept(backup, rd::store::Database::Opening::ReadOnly);
        QCOMPARE(
            rd::store::EventRepository(kept).summary(1)->status, rd::model::EventStatus::Rated);
    }

    void eachReportOffersItsOwnFile_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("standings");
        QTest::addColumn<QString>("crosstable");
        QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("Spring - Standings.pdf")
                                 << QStringLiteral("Spring - Crosstable.pdf");
        QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("Spring - Rangliste.pdf")
                                << QStringLiteral("Spring - Kreuztabelle.pdf");
    }
    void eachReportOffersItsOwnFile()
    {
        QFETCH(QString, language);
        QFETCH(QString, standings);
        QFETCH(QString, crosstable);
        QTranslator translator;
        if (language == QLatin1String("de")) {
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
            QVERIFY(translator.load(QLocale(), QStringLiteral("ratingdesk"), QStringLiteral("_"),
                QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
        }
        QTemporaryDir dir;
        rd::ui::MainWindow window(databaseWithSpring(dir, false));
        showWithTheEventChosen(window);
        QStringList offered;
        const auto offer = [&offered](QWidget *dialog) {
            auto *files = qobject_cast<QFileDialog *>(dialog);
            QVERIFY(files);
            offered << QFileInfo(files->selectedFiles().value(0)).fileName();
            QTest::keyClick(dialog, Qt::Key_Escape);
        };
        for (const char *report : { "actionStandings", "actionCrosstable" }) {
            DialogScript script({ offer });
            window.findChild<QAction *>(QLatin1String(report))->trigger();
            QTRY_VERIFY(script.done());
            rd::test::backTo(window);
        }
        QCoreApplication::removeTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(offered, QStringList({ standings, crosstable }));
    }

    // reports.md "Paper": the paper follows the system's country, not the language spoken.
    void anEnglishWindowOnAGermanSystemPrintsOnA4()
    {
        QCOMPARE(QLocale::system().territory(), QLocale::Germany);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QTemporaryDir dir;
        rd::ui::MainWindow window(databaseWithSpring(dir, false));
        showWithTheEventChosen(window);
        const QString pdf = dir.filePath(QStringLiteral("crosstable.pdf"));
        DialogScript script({ rd::test::typePath(pdf) });
        window.findChild<QAction *>(QStringLiteral("actionCrosstable"))->trigger();
        QTRY_VERIFY(script.done());
        QTRY_VERIFY(QFileInfo::exists(pdf));
        QProcess info;
        info.start(QStandardPaths::findExecutable(QStringLiteral("pdfinfo")), { pdf });
        QVERIFY(info.waitForFinished(30000));
        const QByteArray said = info.readAllStandardOutput();
        QVERIFY2(said.contains("(A4)"), said.constData());
    }
};

// A German system (LANG), whatever language each test speaks.
int main(int argc, char **argv)
{
    for (const char *name : { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_MEASUREMENT", "LC_PAPER" })
        qunsetenv(name);
    qputenv("LANG", "de_DE.UTF-8");
    QApplication application(argc, argv);
    TestDeleteBackupAndReportNames test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_deletebackupandreportnames.moc"
