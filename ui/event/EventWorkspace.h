#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/EventEditing.h"
#include "engine/edit/EditResult.h"
#include "engine/io/EventFile.h"
#include "engine/model/ListedPlayers.h"
#include "engine/model/Plan.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventEditor.h"

#include <QMap>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QPushButton;

namespace rd::ui {

class UnfinishedEntries;

// One event open for work: its editor (crosstable or record sheet) under a banner that says
// what can be done with it.
// * Draft: every change is written at once as typed, valid or not (EventRepository's typed
//   draft); once it forms a valid event its content is stored as well and the preview follows.
// * Rated: shown read-only; Correct… starts a correction.
// * Correction: kept as typed on the rated event, which does not change until the correction's
//   evaluation is saved.
class EventWorkspace : public QWidget {
    Q_OBJECT

public:
    enum class Mode { Draft, Rated, Correction };

    EventWorkspace(desktop::DatabaseSession &session, desktop::EventOperations &events,
        qint64 eventId, io::EventFile event, Mode mode, QWidget *parent = nullptr);
    ~EventWorkspace() override;

    qint64 eventId() const { return m_eventId; }
    Mode mode() const { return m_mode; }
    EventDraft *draft() { return &m_draft; }
    EventEditor *editor() const { return m_editor; }
    // The tab's title: "Edit: name", "Rated: name", "Correct: name"; "Read-only: name" while
    // another desktop edits it.
    QString title() const;

    void setMode(Mode mode);
    // Nothing is written any more (the database is open read-only); edits are refused.
    void setReadOnlyDatabase(bool readOnly);
    // Another desktop edits this event (store::EditingLocks): shown read-only under `sentence`,
    // which says who and since when.
    void setEditedElsewhere(const QString &sentence);
    bool isEditedElsewhere() const { return !m_editedElsewhere.isEmpty(); }
    void setRegistryPlayers(const std::vector<model::PlayerSummary> &players);
    void focusFirstField();
    // Shows where a problem is: a chess player's row and round in the crosstable, a Go record
    // sheet's line or player, or a date of the event by its name (Location::field alone, without
    // player, round or line).
    void showPlace(const edit::Location &place);
    // Says why the director's request was refused below the editor and puts the cursor where
    // the problem is (showPlace).
    void showRefusal(const edit::Problem &problem);
    // Puts back what was being typed into fields when the draft was last kept.
    void restoreUnfinishedEntries(const QMap<QString, QString> &entries);
    // Enters a date typed without Enter (DateField::enterTyped), then writes the stored content
    // now if a change is waiting for it. Everything that rates, saves or writes the event calls
    // it first.
    void flush();

    // Why the draft cannot be rated as it is typed, the first reason first: a field holding text
    // that is not part of the event (unreadableFields), then the engine's rule of rating
    // (checks::ratingBlockers) with the cells typed and not entered, then what the event
    // document refuses. Empty when it can be rated.
    std::vector<edit::Problem> ratingBlockers() const;
    // The draft when it can be rated; otherwise nothing, with ratingBlockers() in the user's words.
    std::optional<EventInput> validEvent(QStringList *problems = nullptr) const;
    // The evaluation of the event as this tab holds it, as Save evaluation writes it: a draft's
    // of what is typed (flushed first), a correction's with every later rating it changes, a
    // rated event's as stored. Nothing, with the reason in `why`, when it cannot be rated. The
    // window's preview and the record sheet's are this one.
    std::optional<model::Plan> plan(QString *why = nullptr);
    // The fields holding text the event does not take (a date that is no date), each in a
    // sentence naming the field and its text. While there is one, the event is neither rated
    // nor written anywhere: it would be the event without what the user sees typed.
    QStringList unreadableFields() const;

signals:
    // The content changed and is stored (draft) or kept (correction): preview it again.
    void contentSaved();
    void correctRequested();
    void discardCorrectionRequested();
    // Writing failed: a sentence for the user (shown beside the work, not in a dialog per key).
    void saveFailed(const QString &sentence);

private:
    // The draft as far as it is entered, when it forms a valid event: stored as the event's
    // content, which Save evaluation rates (cells still being typed aside).
    std::optional<EventInput> storableEvent() const;
    std::vector<edit::Problem> unreadableFieldProblems() const;
    std::optional<SagcState> sagcStateOf(qint64 playerId);
    std::vector<model::ListedMatch> listEntriesFor(const QString &text);
    std::optional<qint64> registerListEntry(const model::ListedMatch &entry);
    void keepTyped();
    void storeContent();
    void showBanner();

    desktop::EventEditing m_editing;
    desktop::EventOperations &m_events;
    qint64 m_eventId;
    Mode m_mode;
    bool m_readOnlyDatabase = false;
    QString m_editedElsewhere;
    EventDraft m_draft;
    EventEditor *m_editor = nullptr;
    UnfinishedEntries *m_unfinished = nullptr;
    QLabel *m_banner = nullptr;
    QPushButton *m_correct = nullptr;
    QPushButton *m_discard = nullptr;
    QTimer m_storeTimer;
};

} // namespace rd::ui
