#include "ui/DisplayNames.h"

#include <QCoreApplication>

namespace rd::ui {

QString DisplayNames::system(RatingSystem system)
{
    switch (system) {
    case RatingSystem::Dwz:
        return QCoreApplication::translate("rd::ui::DisplayNames", "DWZ");
    case RatingSystem::Uscf:
        return QCoreApplication::translate("rd::ui::DisplayNames", "US Chess");
    case RatingSystem::Sagc:
        return QCoreApplication::translate("rd::ui::DisplayNames", "SAGC");
    }
    return {};
}

} // namespace rd::ui
