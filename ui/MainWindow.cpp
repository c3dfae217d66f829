#include "ui/MainWindow.h"

#include "ratingdesk/Version.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace rd::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(QStringLiteral("ratingdesk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ratingdesk.svg")));
    auto *welcome = new QLabel(
        tr("<h2>ratingdesk</h2><p>Chess and Go ratings: DWZ, US Chess and SAGC.</p>"), this);
    welcome->setAlignment(Qt::AlignCenter);
    setCentralWidget(welcome);
    createMenus();
    statusBar()->showMessage(tr("Ready"));
    resize(960, 640);
}

QString MainWindow::aboutText()
{
    return tr("<h3>ratingdesk %1</h3>"
              "<p>Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the "
              "South African Go Clubs rank/index system, with every intermediate number shown "
              "before anything is saved.</p>"
              "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
        .arg(QString::fromLatin1(kVersion));
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quitAction->setObjectName(QStringLiteral("actionQuit"));
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction
        = helpMenu->addAction(tr("&About ratingdesk"), this, &MainWindow::showAbout);
    aboutAction->setObjectName(QStringLiteral("actionAbout"));
    aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ratingdesk"), aboutText());
}

} // namespace rd::ui
