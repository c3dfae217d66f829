#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/RatingListOperations.h"

#include <QTimer>
#include <QWidget>

#include <vector>

class QLineEdit;
class QTreeWidget;

namespace rd::ui {

// Finds players in the loaded rating lists while a name, id or club is typed: the matches are
// listed below the field (name, birth year, club, DWZ, FIDE rating, list); Up and Down choose
// one, Enter takes it. Without a loaded list the field is off and says how to load one.
class RatingListSearch : public QWidget {
    Q_OBJECT

public:
    // Characters typed before the lists are searched, and the pause after the last key.
    static constexpr int kMinimumText = 2;
    static constexpr int kPauseMs = 150;

    explicit RatingListSearch(desktop::DatabaseSession &session, QWidget *parent = nullptr);

    QLineEdit *lineEdit() const { return m_edit; }
    QTreeWidget *matches() const { return m_matches; }

signals:
    void picked(const model::ListedMatch &match);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void search();
    void pickCurrent();

    desktop::RatingListOperations m_lists;
    QLineEdit *m_edit;
    QTreeWidget *m_matches;
    QTimer m_pause;
    std::vector<model::ListedMatch> m_found;
};

} // namespace rd::ui
