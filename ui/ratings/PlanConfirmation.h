#pragma once

#include "engine/model/Plan.h"

#include <QCoreApplication>

class QWidget;

namespace rd::ui {

// Every rating a plan changes, listed for the director to accept before anything is written.
class PlanConfirmation {
    Q_DECLARE_TR_FUNCTIONS(PlanConfirmation)

public:
    // True when the director answers Yes to `question` under `title`; No is the default.
    static bool ask(
        QWidget *parent, const QString &title, const QString &question, const model::Plan &plan);
};

} // namespace rd::ui
