#include "desktop/RatingListOperations.h"

#include "desktop/DatabaseSession.h"
#include "desktop/Failures.h"
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

Outcome<lists::ListLoad> RatingListOperations::loadDsb(
    const QString &path, const QString &clubsPath)
{
    return attempt([&] { return loader(m_session, m_progress).loadDsb(path, clubsPath); });
}

Outcome<lists::ListLoad> RatingListOperations::loadFide(const QString &path)
{
    return attempt([&] { return loader(m_session, m_progress).loadFide(path); });
}

Outcome<std::vector<model::RatingListInfo>> RatingListOperations::lists()
{
    return attempt([this] { return store::RatingListRepository(m_session.database()).lists(); });
}

Outcome<std::vector<model::ListedMatch>> RatingListOperations::search(const QString &text)
{
    return attempt([&] { return store::RatingListRepository(m_session.database()).search(text); });
}

} // namespace rd::desktop
