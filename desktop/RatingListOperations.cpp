#include "desktop/RatingListOperations.h"

#include "desktop/DatabaseSession.h"
#include "engine/store/RatingListLoader.h"
#include "engine/store/RatingListRepository.h"

#include <utility>

namespace rd::desktop {

namespace {

store::RatingListLoader loader(
    DatabaseSession &session, const RatingListOperations::Progress &progress)
{
    store::RatingListLoader loader(session.database());
    loader.setProgress(progress);
    return loader;
}

} // namespace

RatingListOperations::RatingListOperations(DatabaseSession &session, Progress progress)
    : m_session(session)
    , m_progress(std::move(progress))
{
}

lists::ListLoad RatingListOperations::loadDsb(const QString &path, const QString &clubsPath)
{
    return loader(m_session, m_progress).loadDsb(path, clubsPath);
}

lists::ListLoad RatingListOperations::loadFide(const QString &path)
{
    return loader(m_session, m_progress).loadFide(path);
}

std::vector<model::RatingListInfo> RatingListOperations::lists()
{
    return store::RatingListRepository(m_session.database()).lists();
}

std::vector<model::ListedMatch> RatingListOperations::search(const QString &text)
{
    return store::RatingListRepository(m_session.database()).search(text);
}

} // namespace rd::desktop
