#include "desktop/DatabaseSession.h"
#include "ui/event/EventWorkspace.h"
#include "ui/players/PlayerViewWindow.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/window/ApplicationSetup.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QKeyEvent>
#include <QSize>
#include <QTimer>

#include <cstring>
#include <memory>

namespace {

// --version and --help must work without a display, so they are answered before the GUI starts.
bool asksForInformationOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : { "--version", "-v", "--help", "-h" }) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

struct Options {
    QString databasePath;
    qint64 eventId = 0;
    qint64 editId = 0;
    qint64 playerId = 0;
    QString screenshotPath;
    QSize windowSize;
    QString keys;
    bool playerView = false;
};

// "1366x768" as a size; nothing for any other text.
QSize sizeOf(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() != 2)
        return {};
    return QSize(parts[0].toInt(), parts[1].toInt());
}

Options processCommandLine(const QCoreApplication &application)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Chess and Go ratings: DWZ, US Chess and SAGC."));
    parser.addHelpOption();
    parser.addVersionOption();
    // Name, description and value name of each option, in the order of Options.
    const char *const options[][3] = {
        { "database", QT_TRANSLATE_NOOP("main", "Use FILE instead of the default database."),
            "FILE" },
        { "event", QT_TRANSLATE_NOOP("main", "Open with event NUMBER chosen."), "NUMBER" },
        { "edit", QT_TRANSLATE_NOOP("main", "Open event NUMBER in its editor."), "NUMBER" },
        { "player", QT_TRANSLATE_NOOP("main", "Open with the history of player NUMBER."),
            "NUMBER" },
        { "screenshot",
            QT_TRANSLATE_NOOP("main", "Save a picture of the main window to FILE and quit."),
            "FILE" },
        { "size", QT_TRANSLATE_NOOP("main", "Open the main window WIDTHxHEIGHT pixels large."),
            "WIDTHxHEIGHT" },
        { "type",
            QT_TRANSLATE_NOOP("main",
                "Type KEYS into the first field of the event opened (a tab is Tab, a line break "
                "Enter), as for a screenshot of typing."),
            "KEYS" },
    };
    for (const auto &[name, description, value] : options)
        parser.addOption(QCommandLineOption(QLatin1String(name),
            QCoreApplication::translate("main", description), QLatin1String(value)));
    const QCommandLineOption playerView(QStringLiteral("player-view"),
        QCoreApplication::translate("main",
            "Open the player view for the club laptop: players find their history and games; "
            "nothing can be changed."));
    parser.addOption(playerView);
    parser.process(application);
    const auto number
        = [&](const char *name) { return parser.value(QLatin1String(name)).toLongLong(); };
    return { parser.value(QStringLiteral("database")), number("event"), number("edit"),
        number("player"), parser.value(QStringLiteral("screenshot")),
        sizeOf(parser.value(QStringLiteral("size"))), parser.value(QStringLiteral("type")),
        parser.isSet(playerView) };
}

// Keys sent one after the other to where a person's keys go: an open list of suggestions, else
// the field with the focus; a tab is Tab, a line break Enter.
void typeKeys(const QString &keys)
{
    for (const QChar key : keys) {
        QWidget *target = QApplication::activePopupWidget() ? QApplication::activePopupWidget()
                                                            : QApplication::focusWidget();
        if (!target)
            return;
        const int code = key == QLatin1Char('\t') ? Qt::Key_Tab
            : key == QLatin1Char('\n')            ? Qt::Key_Return
                                                  : 0;
        const QString text = code == 0 ? QString(key) : QString();
        QKeyEvent press(QEvent::KeyPress, code, Qt::NoModifier, text);
        QApplication::sendEvent(target, &press);
        QKeyEvent release(QEvent::KeyRelease, code, Qt::NoModifier, text);
        QApplication::sendEvent(target, &release);
        QApplication::processEvents();
    }
}

// Used by scripts/screenshots to picture the real application for the README.
void saveScreenshotAndQuit(QWidget &window, const QString &path)
{
    QTimer::singleShot(300, &window, [&window, path] {
        const bool saved = window.grab().save(path);
        QCoreApplication::exit(saved ? 0 : 1);
    });
}

// The player view for the club laptop: the database opened read-only, so that nothing can be
// changed, whoever else has it open. Leaving it (asked first) opens the whole program instead.
int runPlayerView(const Options &options)
{
    const QString path = options.databasePath.isEmpty() ? rd::desktop::defaultDatabasePath()
                                                        : options.databasePath;
    rd::desktop::DatabaseSession session;
    if (!rd::ui::ErrorReport::succeeded(nullptr, QCoreApplication::translate("main", "Player view"),
            session.open(
                path, rd::desktop::Opening::ReadOnly, [](const QString &) { return true; })))
        return 1;
    auto view = std::make_unique<rd::ui::PlayerViewWindow>(
        session, rd::ui::PlayerViewWindow::Closing::Quits);
    std::unique_ptr<rd::ui::MainWindow> whole;
    QObject::connect(view.get(), &rd::ui::PlayerViewWindow::leaveRequested, [&] {
        whole = std::make_unique<rd::ui::MainWindow>(path);
        whole->show();
        view->hide();
    });
    if (options.playerId > 0)
        view->showPlayerById(options.playerId);
    if (options.windowSize.isValid() && !options.windowSize.isEmpty())
        view->resize(options.windowSize);
    view->show();
    if (!options.screenshotPath.isEmpty())
        saveScreenshotAndQuit(*view, options.screenshotPath);
    return QApplication::exec();
}

} // namespace

int main(int argc, char **argv)
{
    if (asksForInformationOnly(argc, argv)) {
        QCoreApplication application(argc, argv);
        rd::ui::setUpApplication(application);
        processCommandLine(application);
        return 0;
    }

    QApplication application(argc, argv);
    rd::ui::setUpApplication(application);
    const Options options = processCommandLine(application);
    if (options.playerView)
        return runPlayerView(options);

    // The default database is made on the first start; one named by --database is only opened.
    rd::ui::MainWindow window(options.databasePath, nullptr,
        options.databasePath.isEmpty() ? rd::desktop::Opening::CreateIfMissing
                                       : rd::desktop::Opening::ReadWrite);
    if (options.eventId > 0)
        window.selectEvent(options.eventId);
    if (options.editId > 0)
        window.openEvent(options.editId);
    if (options.playerId > 0)
        window.showPlayer(options.playerId);
    if (options.windowSize.isValid() && !options.windowSize.isEmpty())
        window.resize(options.windowSize);
    window.show();
    if (!options.keys.isEmpty())
        QTimer::singleShot(100, &window, [&window, &options] {
            window.activateWindow();
            if (rd::ui::EventWorkspace *workspace = window.workspace())
                workspace->focusFirstField();
            typeKeys(options.keys);
        });
    if (!options.screenshotPath.isEmpty())
        saveScreenshotAndQuit(window, options.screenshotPath);
    return application.exec();
}
