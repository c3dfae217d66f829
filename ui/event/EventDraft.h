#pragma once

#include "engine/edit/EditResult.h"
#include "engine/io/EventFile.h"

#include <QObject>
#include <QUndoStack>

#include <functional>
#include <vector>

namespace rd::ui {

// The event being edited, with the details of the files it came from (io::FileDetails), which
// are written back with it. Every edit goes through apply(), which makes it one undoable step
// (the whole event before and after is kept: events are small) and announces the change.
class EventDraft : public QObject {
    Q_OBJECT

public:
    explicit EventDraft(io::EventFile event, QObject *parent = nullptr);

    const EventInput &event() const { return m_file.event; }
    const io::FileDetails &details() const { return m_file.details; }
    const io::EventFile &file() const { return m_file; }
    // A rated event shown, not edited: every edit is refused and the undo history is empty.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }
    QUndoStack *undoStack() { return &m_undoStack; }

    // The undo history, for a draft of the same event that takes its place (a deleted draft
    // brought back): each step's name and the event before and after it, and how many of them
    // are done.
    struct History {
        struct Step {
            QString text;
            io::EventFile before;
            io::EventFile after;
        };
        std::vector<Step> steps;
        int done = 0;
    };
    History history() const;
    // Takes `history` as its own; the event stays as it is, which is the event after the steps
    // done.
    void restoreHistory(const History &history);

    // Applies `edit` to a copy of the event as one undo step named `text`; an edit that changes
    // nothing (or any edit of a read-only draft) is not recorded.
    void apply(const QString &text, const std::function<void(EventInput &)> &edit);
    // The same for an edit of the event's file details too (the details dialog).
    void applyToFile(const QString &text, const std::function<void(io::EventFile &)> &edit);
    // Runs an editing operation of the engine (engine/edit) on a copy of the event: an applied
    // one becomes one undo step named by its result; a refused one or a conflict changes nothing.
    edit::EditResult apply(const std::function<edit::EditResult(EventInput &)> &operation);

signals:
    void changed();
    void readOnlyChanged(bool readOnly);

private:
    friend class EventEditCommand;
    void replace(const io::EventFile &file);

    io::EventFile m_file;
    QUndoStack m_undoStack;
    bool m_readOnly = false;
};

} // namespace rd::ui
