#include "ui/window/DesktopSettings.h"

#include <QSettings>

namespace rd::ui {

namespace {

constexpr int kRecentLimit = 8;
const QString kRecentDatabases = QStringLiteral("recentDatabases");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitter = QStringLiteral("window/splitter");
const QString kEventColumns = QStringLiteral("window/eventColumns");

} // namespace

WindowLayout DesktopSettings::windowLayout()
{
    const QSettings settings;
    return { settings.value(kGeometry).toByteArray(), settings.value(kState).toByteArray(),
        settings.value(kSplitter).toByteArray(), settings.value(kEventColumns).toByteArray() };
}

void DesktopSettings::keepWindowLayout(const WindowLayout &layout)
{
    QSettings settings;
    settings.setValue(kGeometry, layout.geometry);
    settings.setValue(kState, layout.state);
    settings.setValue(kSplitter, layout.splitter);
    settings.setValue(kEventColumns, layout.eventColumns);
}

QStringList DesktopSettings::recentDatabases()
{
    return QSettings().value(kRecentDatabases).toStringList();
}

void DesktopSettings::rememberDatabase(const QString &path)
{
    QStringList recent = recentDatabases();
    recent.removeAll(path);
    recent.prepend(path);
    QSettings().setValue(kRecentDatabases, recent.mid(0, kRecentLimit));
}

} // namespace rd::ui
