#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/model/Merge.h"
#include "engine/model/Players.h"

#include <QObject>

#include <optional>

class QAction;
class QListView;
class QMainWindow;

namespace rd::ui {

class EditedEvent;
class WindowHistory;

// The registry's players from the players list: added or edited in the player dialog, and two
// who are one person merged — a step of Edit > Undo (MergePlayersCommand) while the window is
// open.
class PlayerActions : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QMainWindow *window;
        desktop::DatabaseSession &session;
        desktop::PlayerOperations &players;
        EditedEvent &edited;
        QListView *list;
        WindowHistory *windowHistory;
        QAction *undo; // named in messages
    };
    explicit PlayerActions(const Parts &parts);

    QAction *merge() const { return m_merge; }
    // Adds a player (0) or edits one of the registry. A player the database refuses (a
    // federation id another player has) is said in a sentence and the dialog opens again as it
    // was typed.
    void editPlayer(qint64 playerId);

private:
    // The player chosen in the list keeps his name and birth; the other one is chosen by name.
    void mergeSelected();
    void mergePlayers(const model::PlayerDetails &kept, qint64 removedId);
    // The plan of merging `removedId` into `kept` or of splitting `record`, once the director has
    // seen the ratings it changes and accepted them; nothing when he does not, or it cannot be
    // made (shown).
    std::optional<model::MergePlan> askMerge(
        const model::PlayerDetails &kept, qint64 removedId, const QString &removedName);
    std::optional<model::Plan> askSplit(const model::MergeRecord &record);

    Parts m_parts;
    QAction *m_merge;
};

} // namespace rd::ui
