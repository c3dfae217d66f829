#pragma once

#include "engine/model/ListedPlayers.h"

#include <QCompleter>
#include <QStandardItemModel>
#include <QStringList>

#include <optional>
#include <vector>

namespace rd::ui {

// A registry player told apart from his namesakes: "Weber, Jürgen (1961, SK Musterstadt,
// dsb:12345)".
QString registryPlayerLabel(const model::PlayerSummary &player);
// A rating list's entry as the suggestions offer him, told apart the same way and marked as the
// list's: "Müller, Jörg (1961, SK Weiße Dame Leipzig, dsb:10012345, fide:4612345) – DSB list,
// DWZ 1861".
QString listEntryLabel(const model::ListedMatch &entry);

// The players the add-player fields offer: the registry's players, each row showing the label and
// holding the player's id and name; after them the rating lists' entries found for the text
// typed (setListEntries), whose id is 0.
class RegistryPlayers : public QStandardItemModel {
    Q_OBJECT

public:
    static constexpr int kIdRole = Qt::UserRole + 1;
    static constexpr int kNameRole = Qt::UserRole + 2;
    // What a typed text is found in: the label, and the name and club without accents and
    // punctuation (lists::searchKey), so that "Muller" finds "Müller".
    static constexpr int kSearchRole = Qt::UserRole + 3;
    // The place of a list entry among setListEntries()'s; none for a registry player.
    static constexpr int kListEntryRole = Qt::UserRole + 4;

    explicit RegistryPlayers(QObject *parent = nullptr);

    // The registry's players; the list entries are dropped with the old ones.
    void setPlayers(const std::vector<model::PlayerSummary> &players);
    // The rating lists' entries offered after the registry's players, in place of those before.
    void setListEntries(const std::vector<model::ListedMatch> &entries);
    // The list entry of a suggestion (of this model or the completer's view of it); nothing for
    // a registry player.
    std::optional<model::ListedMatch> listEntry(const QModelIndex &suggestion) const;
    // What a typed name is when no suggestion is chosen: the row of the rating list's entry of
    // that label, or of the registry player it means (model::playersMeantBy: his name, alone or
    // with details of his in brackets); with namesakes nothing, and `namesakes` says to choose
    // among them; nothing and an empty `namesakes` for a name the registry does not have.
    std::optional<int> typedPlayer(const QString &typed, QString &namesakes) const;

private:
    std::vector<model::PlayerSummary> m_players; // the registry's, one a row from the first
    int m_registryRows = 0;
    std::vector<model::ListedMatch> m_listEntries;
};

// The one suggestion the open list of `completer` shows, when it shows exactly one and none is
// chosen with the arrow keys: Enter in a name field takes it. Invalid otherwise.
QModelIndex soleSuggestion(const QCompleter &completer);

// The completer of the add-player fields: finds the typed text anywhere in a suggestion, accents
// aside (RegistryPlayers::kSearchRole), and puts the suggestion's label into the field.
class PlayerCompleter : public QCompleter {
    Q_OBJECT

public:
    PlayerCompleter(RegistryPlayers *players, QObject *parent);

    QString pathFromIndex(const QModelIndex &index) const override;

private:
    // The list as wide as its longest suggestion, so that birth year, club and ids show beside
    // the name even under a narrow field (at most about a hundred characters).
    void widenPopup(int first, int last);

    int m_widest = 0;
};

} // namespace rd::ui
