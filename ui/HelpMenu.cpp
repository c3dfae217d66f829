#include "ui/HelpMenu.h"

#include "ratingdesk/Version.h"
#include "ui/ShortcutText.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

namespace rd::ui {

HelpMenu::HelpMenu(const Keys &keys, QWidget *window)
    : QObject(window)
    , m_keys(keys)
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
    QAction *contents = helpMenu->addAction(tr("&Contents"), this, &HelpMenu::showContents);
    contents->setObjectName(QStringLiteral("actionHelp"));
    contents->setShortcut(QKeySequence::HelpContents);
    QAction *about = helpMenu->addAction(tr("&About ratingdesk"), this,
        [this] { QMessageBox::about(m_window, tr("About ratingdesk"), aboutText()); });
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
}

void HelpMenu::showContents()
{
    QMessageBox::information(m_window, tr("ratingdesk help"),
        tr("<p><b>Start:</b> import players (File > Import, %1), then Event > New chess "
           "event (%2) or New Go event (%3).</p>"
           "<p><b>Crosstable:</b> type each result from the row's side: opponent, colour, score "
           "(5w1, 12b½, 7w+). Enter, Tab and the arrows move between cells.</p>"
           "<p><b>Record sheet:</b> type White and Black, then Enter adds the line.</p>"
           "<p><b>Rating:</b> the Preview tab shows every number before anything is saved; "
           "Save evaluation (%4) stores it. A rated event is changed with Event > "
           "Correct….</p>"
           "<p>Everything you type is kept at once; undo with %5, redo with %6 or %7.</p>")
            .arg(shortcutText(m_keys.import->shortcut()), shortcutText(m_keys.newChess->shortcut()),
                shortcutText(m_keys.newGo->shortcut()), shortcutText(m_keys.save->shortcut()),
                shortcutText(m_keys.undo->shortcut()),
                shortcutText(QKeySequence(Qt::CTRL | Qt::Key_Y)),
                shortcutText(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z))));
}

} // namespace rd::ui
