#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/RatingListOperations.h"

#include <QCoreApplication>

#include <functional>

class QWidget;

namespace rd::ui {

// File > Load rating list: asks which list (the DSB's archive LV-0-csv.zip, or its spieler.csv
// with its vereine.csv, or FIDE's XML), lets the user pick the files, loads them in place of the
// list of that kind with the progress shown, and says in a sentence what was loaded or what is
// wrong with the file.
class RatingListLoading {
    Q_DECLARE_TR_FUNCTIONS(rd::ui::RatingListLoading)

public:
    RatingListLoading(desktop::DatabaseSession &session, QWidget *parent);

    // The whole dialogue; false when nothing was loaded.
    bool run();

    // The sentence for a load: the list now loaded, or the file's problems in the user's words.
    static QString outcome(const lists::ListLoad &load);

private:
    static QString listName(const QString &kind);
    // The file's name and, for an archive, the file in it: "LV-0-csv.zip, spieler.csv".
    static QString fileName(const lists::ListLoad &load);
    bool load(const QString &kind,
        const std::function<desktop::Outcome<lists::ListLoad>(desktop::RatingListOperations &)>
            &readList);

    desktop::DatabaseSession &m_session;
    QWidget *m_parent;
};

} // namespace rd::ui
