#include "ui/window/HelpMenu.h"

#include "ratingdesk/Version.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

namespace rd::ui {

HelpMenu::HelpMenu(std::function<UserGuide::Chapter()> chapter, QWidget *window)
    : QObject(window)
    , m_chapter(std::move(chapter))
    , m_window(window)
{
}

QString HelpMenu::aboutText()
{
    return tr("<h3>ratingdesk %1</h3>"
              "<p>Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the "
              "South African Go Clubs rank/index system, with every intermediate number shown "
              "before anything is saved.</p>"
              "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
        .arg(QString::fromLatin1(kVersion));
}

void HelpMenu::addTo(QMenu *helpMenu)
{
    QAction *contents = helpMenu->addAction(
        tr("&Contents"), this, [this] { UserGuide::open(m_window, m_chapter()); });
    contents->setObjectName(QStringLiteral("actionHelp"));
    contents->setShortcut(QKeySequence::HelpContents);
    QAction *about = helpMenu->addAction(tr("&About ratingdesk"), this,
        [this] { QMessageBox::about(m_window, tr("About ratingdesk"), aboutText()); });
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
}

} // namespace rd::ui
