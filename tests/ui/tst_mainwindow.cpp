#include "ratingdesk/Version.h"
#include "ui/MainWindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QTimer>
#include <QTranslator>

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void showsNameAndMenus()
    {
        rd::ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("ratingdesk"));

        QStringList menus;
        for (QAction *action : window.menuBar()->actions())
            menus << action->text();
        QCOMPARE(menus, QStringList({ QStringLiteral("&File"), QStringLiteral("&Help") }));

        auto *quit = window.findChild<QAction *>(QStringLiteral("actionQuit"));
        QVERIFY(quit);
        QCOMPARE(quit->shortcut(), QKeySequence(QKeySequence::Quit));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionAbout")));
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
        rd::ui::MainWindow window;
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        QCoreApplication::removeTranslator(&translator);
    }

    void quitClosesTheApplicationCleanly()
    {
        rd::ui::MainWindow window;
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
