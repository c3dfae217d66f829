#include "ui/widgets/LayoutMemory.h"

#include <QHeaderView>
#include <QSettings>
#include <QSplitter>
#include <QVariantList>

namespace rd::ui {

namespace {

QString key(const QString &name)
{
    return QStringLiteral("layout/") + name;
}

void applyWidths(QHeaderView *header, const QVariantList &widths)
{
    const int known = std::min(header->count(), static_cast<int>(widths.size()));
    for (int section = 0; section < known; ++section) {
        const int width = widths[section].toInt();
        if (width > 0 && header->sectionResizeMode(section) == QHeaderView::Interactive)
            header->resizeSection(section, width);
    }
}

} // namespace

void LayoutMemory::keep(QSplitter *splitter)
{
    const QString name = key(splitter->objectName());
    splitter->restoreState(QSettings().value(name).toByteArray());
    QObject::connect(splitter, &QSplitter::splitterMoved, splitter,
        [splitter, name] { QSettings().setValue(name, splitter->saveState()); });
}

QSplitter *LayoutMemory::keptSplitter(Qt::Orientation orientation, const QString &name,
    std::initializer_list<std::pair<QWidget *, int>> parts, QWidget *parent)
{
    auto *splitter = new QSplitter(orientation, parent);
    splitter->setObjectName(name);
    int index = 0;
    for (const auto &[part, stretch] : parts) {
        splitter->addWidget(part);
        splitter->setStretchFactor(index++, stretch);
    }
    keep(splitter);
    return splitter;
}

void LayoutMemory::keepColumnWidths(QHeaderView *header, const QString &name)
{
    const QString setting = key(name);
    auto applying = std::make_shared<bool>(false);
    const auto apply = [header, setting, applying] {
        *applying = true;
        applyWidths(header, QSettings().value(setting).toList());
        *applying = false;
    };
    apply();
    QObject::connect(header, &QHeaderView::sectionCountChanged, header, apply);
    QObject::connect(header, &QHeaderView::sectionResized, header,
        [header, setting, applying](int section, int, int width) {
            if (*applying || header->sectionResizeMode(section) != QHeaderView::Interactive)
                return;
            QSettings settings;
            QVariantList widths = settings.value(setting).toList();
            while (widths.size() <= section)
                widths << 0;
            widths[section] = width;
            settings.setValue(setting, widths);
        });
}

} // namespace rd::ui
