// F1 opens the user guide inside the program, at the chapter of the window the user is in: the
// crosstable's in a chess event, the record sheet's in a Go event, the player view's there; in
// German when the program speaks German. Escape closes it. With the keyboard on the real windows.
#include "desktop/DatabaseSession.h"
#include "tests/ui/Keyboard.h"
#include "ui/players/PlayerViewWindow.h"
#include "ui/window/MainWindow.h"
#include "ui/window/UserGuide.h"

#include <QApplication>
#include <QListWidget>
#include <QLocale>
#include <QPointer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

using rd::test::focus;
using rd::test::press;

namespace {

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

// The guide over `window` once it has the keyboard, after F1.
rd::ui::UserGuide *activeGuide(QWidget &window)
{
    auto *guide = window.findChild<rd::ui::UserGuide *>();
    return guide && guide->isActiveWindow() ? guide : nullptr;
}

QString chapterShown(const rd::ui::UserGuide *guide)
{
    return guide->findChild<QListWidget *>(QStringLiteral("guideChapters"))->currentItem()->text();
}

QString textShown(const rd::ui::UserGuide *guide)
{
    return guide->findChild<QTextBrowser *>(QStringLiteral("guideText"))->toPlainText();
}

// Escape closes the guide; then `window` has the keyboard again.
void closeWithEscape(QWidget &window, rd::ui::UserGuide *guide)
{
    QPointer<rd::ui::UserGuide> shown = guide;
    press(Qt::Key_Escape);
    QTRY_VERIFY(!shown);
    rd::test::backTo(window);
}

} // namespace

class TestUserGuide : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The main window: F1 on the events list opens the first chapter; in a new chess event
    // (Ctrl+N) the crosstable's, which shows how a result is typed; Tab and Down lead on to the
    // next chapter.
    void theMainWindowsGuide()
    {
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        activate(window);

        rd::ui::UserGuide *guide = nullptr;
        press(Qt::Key_F1);
        QTRY_VERIFY((guide = activeGuide(window)));
        QCOMPARE(guide->windowTitle(), QStringLiteral("ratingdesk – User guide"));
        QCOMPARE(guide->chapterTitles(),
            QStringList(
                { "Getting started", "Importing", "Entering a crosstable", "A Go record sheet",
                    "Rating", "Reports and federation files", "The player view" }));
        QCOMPARE(chapterShown(guide), QStringLiteral("Getting started"));
        closeWithEscape(window, guide);

        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        press(Qt::Key_F1);
        QTRY_VERIFY((guide = activeGuide(window)));
        QCOMPARE(chapterShown(guide), QStringLiteral("Entering a crosstable"));
        QVERIFY2(textShown(guide).startsWith(QStringLiteral("Entering a crosstable\n")),
            qPrintable(textShown(guide)));
        QVERIFY(textShown(guide).contains(QStringLiteral("won with White against number 5")));
        // The text has the keyboard; Tab leads to the chapters, Down to the next one.
        QCOMPARE(focus()->objectName(), QStringLiteral("guideText"));
        press(Qt::Key_Tab);
        press(Qt::Key_Down);
        QCOMPARE(chapterShown(guide), QStringLiteral("A Go record sheet"));
        QVERIFY(textShown(guide).startsWith(QStringLiteral("A Go record sheet\n")));
        closeWithEscape(window, guide);
    }

    // As `ratingdesk --player-view` opens it: F1 shows the player view's chapter.
    void thePlayerViewsGuide()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        {
            rd::ui::MainWindow window(database); // creates the database
        }
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(
            database, rd::desktop::Opening::ReadOnly, [](const QString &) { return true; }));
        rd::ui::PlayerViewWindow view(session, rd::ui::PlayerViewWindow::Closing::Quits);
        activate(view);
        rd::ui::UserGuide *guide = nullptr;
        press(Qt::Key_F1);
        QTRY_VERIFY((guide = activeGuide(view)));
        QCOMPARE(chapterShown(guide), QStringLiteral("The player view"));
        QVERIFY(textShown(guide).contains(QStringLiteral("Type any part of your name")));
        closeWithEscape(view, guide);
    }

    // In German: the German guide, at the record sheet's chapter in a new Go event
    // (Ctrl+Shift+N), with as many chapters as the English one.
    void inGerman()
    {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("ratingdesk"),
            QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        {
            QTemporaryDir dir;
            rd::ui::MainWindow window(dir.filePath(QStringLiteral("verein.sqlite")));
            activate(window);
            press(Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_VERIFY(window.workspace());
            rd::ui::UserGuide *guide = nullptr;
            press(Qt::Key_F1);
            QTRY_VERIFY((guide = activeGuide(window)));
            QCOMPARE(guide->windowTitle(), QStringLiteral("ratingdesk – Benutzerhandbuch"));
            QCOMPARE(guide->chapterTitles(),
                QStringList({ "Erste Schritte", "Importieren", "Eine Kreuztabelle eingeben",
                    "Ein Go-Ergebnisbogen", "Auswerten", "Berichte und Dateien für die Verbände",
                    "Die Spieleransicht" }));
            QCOMPARE(chapterShown(guide), QStringLiteral("Ein Go-Ergebnisbogen"));
            QVERIFY(textShown(guide).contains(
                QStringLiteral("dem letzten Feld der Zeile, fügt die Zeile hinzu")));
            closeWithEscape(window, guide);
        }
        QLocale::setDefault(before);
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
