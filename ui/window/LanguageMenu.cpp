#include "ui/window/LanguageMenu.h"

#include "ui/window/ApplicationSetup.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMessageBox>

#include <utility>

namespace rd::ui {

LanguageMenu::LanguageMenu(QWidget *window)
    : QObject(window)
    , m_window(window)
{
}

void LanguageMenu::addTo(QMenu *viewMenu)
{
    QMenu *menu = viewMenu->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *choices = new QActionGroup(menu);
    const std::pair<QString, QString> languages[] = {
        { QString(), tr("As the &system") },
        { QStringLiteral("en"), QStringLiteral("&English") },
        { QStringLiteral("de"), QStringLiteral("&Deutsch") },
    };
    for (const auto &[code, name] : languages) {
        QAction *action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == chosenLanguage());
        action->setData(code);
        action->setObjectName(
            QStringLiteral("language_") + (code.isEmpty() ? QStringLiteral("system") : code));
        choices->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = code] {
            if (code == chosenLanguage())
                return;
            chooseLanguage(code);
            QMessageBox::information(m_window, tr("Language"),
                tr("ratingdesk speaks the chosen language from its next start."));
        });
    }
}

} // namespace rd::ui
