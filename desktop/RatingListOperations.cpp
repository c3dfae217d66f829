#include "desktop/RatingListOperations.h"

#include <utility>

namespace rd::desktop {

RatingListOperations::RatingListOperations(store::Database &database, Progress progress)
    : m_database(database)
    , m_progress(std::move(progress))
{
}

store::ListLoad RatingListOperations::loadDsb(const QString &path, const QString &clubsPath)
{
    return loader().loadDsb(path, clubsPath);
}

store::ListLoad RatingListOperations::loadFide(const QString &path)
{
    return loader().loadFide(path);
}

std::vector<store::RatingListInfo> RatingListOperations::lists()
{
    return store::RatingListRepository(m_database).lists();
}

std::vector<store::ListedMatch> RatingListOperations::search(const QString &text)
{
    return store::RatingListRepository(m_database).search(text);
}

store::RatingListLoader RatingListOperations::loader() const
{
    store::RatingListLoader loader(m_database);
    loader.setProgress(m_progress);
    return loader;
}

} // namespace rd::desktop
