#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/edit/EditResult.h"
#include "engine/model/Plan.h"
#include "engine/rating/RatingSystem.h"

#include <QObject>

#include <optional>

class QAction;
class QMainWindow;
class QPoint;
class QTabWidget;
class QTableView;
class QUndoGroup;

namespace rd::ui {

class EditedEvent;
class EventChoice;
class EventWorkspace;
class PreviewPanel;
class WindowHistory;

// The Event menu: new, open, duplicate, details, correct, delete, preview and save, each enabled
// for the chosen event and the database's state, each asking what must be asked before it acts
// (the later ratings a save or delete changes). The events list's context menu offers them too.
class EventActions : public QObject {
    Q_OBJECT

public:
    // The window that shows dialogs and messages, the pieces acted with, and the window's undo
    // history (`windowHistory`) a deleted draft comes back from.
    struct Parts {
        QMainWindow *window;
        desktop::DatabaseSession &session;
        desktop::EventOperations &events;
        EditedEvent &edited;
        EventChoice &choice;
        PreviewPanel *preview;
        QTabWidget *tabs;
        QTableView *list;
        QUndoGroup *undoGroup;
        WindowHistory *windowHistory;
        QAction *undo; // named in messages
    };
    explicit EventActions(const Parts &parts);

    QAction *newChess() const { return m_newChess; }
    QAction *newGo() const { return m_newGo; }
    QAction *open() const { return m_open; }
    QAction *duplicate() const { return m_duplicate; }
    QAction *details() const { return m_details; }
    QAction *correct() const { return m_correct; }
    QAction *remove() const { return m_remove; }
    QAction *preview() const { return m_preview; }
    QAction *save() const { return m_save; }

    // Opens an event in its editor (chess crosstable or Go record sheet).
    bool openEvent(qint64 eventId);
    // Leads to a place of the event: the player's row and round, or a field of Event → Details.
    void showPlace(qint64 eventId, const edit::Location &place);
    // A new empty draft of `system`, opened in its editor with the cursor in its first field.
    qint64 newEvent(RatingSystem system);
    bool saveEvaluation();
    // False when the user keeps the window open because an evaluation is not saved.
    bool confirmClose();
    // Deletes the current event (EventChoice::current()).
    void deleteCurrent();
    // The evaluation of the chosen event, as it would be saved, in the preview.
    void showPreview();
    // The events list's context menu at `position` of its viewport.
    void showContextMenu(const QPoint &position);

private:
    void update();
    void openSelected();
    void duplicateSelected();
    void correctEvent(qint64 eventId);
    bool startCorrection(qint64 eventId);
    void discardCorrection();
    void deleteDraft(const model::EventSummary &event);
    void deleteRatedEvent(const model::EventSummary &event);
    void saveOrStore();
    bool refusedAsTyped(EventWorkspace &workspace);
    void editDetails(const QString &field = {});
    void editRatedDetails(qint64 eventId, const QString &field);
    void say(const QString &message, int timeout = 0);

    Parts m_parts;
    std::optional<model::Plan> m_plan; // the preview's
    QAction *m_newChess;
    QAction *m_newGo;
    QAction *m_open;
    QAction *m_duplicate;
    QAction *m_details;
    QAction *m_correct;
    QAction *m_remove;
    QAction *m_preview;
    QAction *m_save;
};

} // namespace rd::ui
