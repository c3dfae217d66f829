#include "desktop/RatingListOperations.h"

#include "desktop/DatabaseSession.h"

#include <utility>

namespace rd::desktop {

RatingListOperations::RatingListOperations(DatabaseSession &session, Progress progress)
    : m_session(session)
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

std::vector<model::RatingListInfo> RatingListOperations::lists()
{
    return store::RatingListRepository(m_session.database()).lists();
}

std::vector<model::ListedMatch> RatingListOperations::search(const QString &text)
{
    return store::RatingListRepository(m_session.database()).search(text);
}

store::RatingListLoader RatingListOperations::loader() const
{
    store::RatingListLoader loader(m_session.database());
    loader.setProgress(m_progress);
    return loader;
}

} // namespace rd::desktop
