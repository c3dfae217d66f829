#pragma once

#include "engine/lists/ListedPlayer.h"
#include "engine/rating/Date.h"
#include "engine/store/Database.h"

#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace rd::store {

// The federations' rating lists: reference data kept apart from the players of our events, one
// list of each kind, replaced as a whole by a newer one.
class RatingListRepository {
public:
    // How many players a search returns at most unless told otherwise.
    static constexpr int kSearchLimit = 50;

    explicit RatingListRepository(Database &database);

    // Replaces the list of `kind` by the players that `read` hands to its argument, in one
    // transaction: when `read` returns false or throws, the list loaded before stays as it was.
    // Returns the list as now loaded, or nullopt when `read` returned false.
    using AddPlayer = std::function<void(const model::ListedPlayer &)>;
    std::optional<model::RatingListInfo> replaceList(const QString &kind, const Date &date,
        const QString &source, const std::function<bool(const AddPlayer &)> &read);

    // The lists loaded, dsb before fide.
    std::vector<model::RatingListInfo> lists();

    // Players of the loaded lists as a search box finds them while a name is typed: a text of
    // digits finds the FIDE and DSB ids starting with it, any other text the names (surname
    // first) and the clubs starting with it, accents and case aside, an umlaut written either way
    // (lists::searchKeys: "Mueller" and "Muller" find Müller). At most `limit`, by name.
    std::vector<model::ListedMatch> search(const QString &text, int limit = kSearchLimit);

private:
    Database &m_database;
};

} // namespace rd::store
