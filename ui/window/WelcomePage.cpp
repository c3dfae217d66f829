#include "ui/window/WelcomePage.h"

#include <QCommandLinkButton>
#include <QLabel>
#include <QVBoxLayout>

namespace rd::ui {

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("welcomePage"));
    auto *title = new QLabel(tr("<h2>Welcome to ratingdesk</h2>"
                                "<p>This database is empty. Start with one of these:</p>"),
        this);
    title->setWordWrap(true);
    const auto step = [this](const QString &text, const QString &description, auto signal) {
        auto *button = new QCommandLinkButton(text, description, this);
        connect(button, &QCommandLinkButton::clicked, this, signal);
        return button;
    };
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(
        step(tr("&Import players…"), tr("A player list of your club or federation as a CSV file."),
            &WelcomePage::importPlayersRequested));
    layout->addWidget(step(tr("New &chess event"),
        tr("A DWZ tournament or a US Chess section, typed in as a crosstable."),
        &WelcomePage::newChessEventRequested));
    layout->addWidget(
        step(tr("New &Go event"), tr("SAGC record sheets, typed in one line after the other."),
            &WelcomePage::newGoEventRequested));
    layout->addWidget(
        step(tr("Open the de&mo"), tr("A club championship and a Go club night to look around in."),
            &WelcomePage::demoRequested));
    layout->addStretch(1);
}

} // namespace rd::ui
