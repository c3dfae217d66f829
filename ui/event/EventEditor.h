#pragma once

#include "engine/edit/EditResult.h"
#include "engine/model/ListedPlayers.h"
#include "engine/model/Plan.h"
#include "engine/model/Players.h"
#include "engine/rating/sagc/Ledger.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

namespace rd::ui {

class UnfinishedEntries;

// What the workspace asks of the editor of its event, whichever it is (the chess event's
// crosstable, ChessEventEditor, or the Go record sheet, RecordSheetEditor): the workspace talks
// to this and never asks which editor it has.
class EventEditor : public QWidget {
    Q_OBJECT

public:
    // What the database knows beyond the event, as the editors need it while players are added:
    // the rating lists' entries offered for a text typed and the step that makes one a registry
    // player (nothing when it could not be written, said elsewhere), and the Go rank and index a
    // registry player takes into the event (none when the database knows neither); and the
    // evaluation of the event as the editor holds it, by the store's computation that Save
    // evaluation writes (EventWorkspace::plan: nothing, with why, when it cannot be rated).
    struct Registry {
        std::function<std::vector<model::ListedMatch>(const QString &text)> searchLists;
        std::function<std::optional<qint64>(const model::ListedMatch &entry)> registerListEntry;
        std::function<std::optional<SagcState>(qint64 playerId)> sagcStateOf;
        std::function<std::optional<model::Plan>(QString *why)> preview;
    };

    using QWidget::QWidget;

    // Where the editor reads what the database knows of players; set once, before the players.
    virtual void setRegistry(Registry registry) = 0;
    // The registry's players, offered while a player's name is typed.
    virtual void setRegistryPlayers(const std::vector<model::PlayerSummary> &players) = 0;
    // What is being typed and not yet entered, which an editor may show as problems.
    virtual void followUnfinishedEntries(const UnfinishedEntries *entries) = 0;
    // Puts the cursor in the editor's first field, where a new event starts.
    virtual void focusFirstField() = 0;
    // Shows where a problem is: a chess player's row and round, a Go line or player.
    virtual void showPlace(const edit::Location &place) = 0;
    // Says below the editor why something the director asked for was refused.
    virtual void showRefusal(const QString &sentence) = 0;
    // Enters what is typed and not yet entered where the event takes it as Enter would, before
    // the event is stored, rated or written anywhere.
    virtual void enterTyped() = 0;
};

} // namespace rd::ui
