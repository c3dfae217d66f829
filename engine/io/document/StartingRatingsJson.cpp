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

namespace {

// The fields typed, as the document's object of their system holds them.
QJsonObject typedState(std::optional<double> rating, std::optional<double> index)
{
    QJsonObject state;
    if (rating)
        state.insert(QStringLiteral("rating"), *rating);
    if (index)
        state.insert(QStringLiteral("index"), *index);
    return state;
}

} // namespace

std::optional<DwzState> typedDwzState(
    std::optional<double> rating, std::optional<double> index, QList<DocumentError> &errors)
{
    return DocumentPart<DwzState>::read(typedState(rating, index), errors);
}

std::optional<UscfState> typedUscfState(
    std::optional<double> rating, std::optional<double> index, QList<DocumentError> &errors)
{
    return DocumentPart<UscfState>::read(typedState(rating, index), errors);
}

} // namespace rd::io
