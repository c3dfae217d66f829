#include "engine/io/document/StartingRatingsJson.h"

#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"

namespace rd::io {

namespace {

template <typename State>
std::optional<State> read(const QJsonObject &object, const QString &system)
{
    if (!object.contains(system))
        return std::nullopt;
    QList<DocumentError> errors;
    return DocumentPart<State>::read(object.value(system).toObject(), errors);
}

} // namespace

QJsonObject startingRatingsToJson(const model::StartingRatings &ratings)
{
    QJsonObject object;
    if (ratings.dwz)
        object.insert(QStringLiteral("dwz"), dwzStateToJson(*ratings.dwz));
    if (ratings.uscf)
        object.insert(QStringLiteral("uscf"), uscfStateToJson(*ratings.uscf));
    if (ratings.sagc)
        object.insert(QStringLiteral("sagc"), sagcStateToJson(*ratings.sagc));
    return object;
}

model::StartingRatings startingRatingsFromJson(const QJsonObject &object)
{
    return { read<DwzState>(object, QStringLiteral("dwz")),
        read<UscfState>(object, QStringLiteral("uscf")),
        read<SagcState>(object, QStringLiteral("sagc")) };
}

} // namespace rd::io
