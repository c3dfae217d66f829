#include "engine/io/document/RatingStateJson.h"

#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"

#include <QJsonValue>

#include <cmath>
#include <cstdint>

namespace rd::io {

RatingState ratingStateFromJson(RatingSystem system, const QJsonObject &object)
{
    // The same keys as the engine's own objects: read into Fields and taken from there.
    Fields fields;
    for (auto member = object.begin(); member != object.end(); ++member) {
        const QJsonValue value = member.value();
        const std::string key = member.key().toStdString();
        if (value.isString())
            fields.emplace_back(key, value.toString().toStdString());
        else if (value.isDouble() && value.toDouble() == std::trunc(value.toDouble()))
            fields.emplace_back(key, static_cast<std::int64_t>(value.toDouble()));
        else if (value.isDouble())
            fields.emplace_back(key, Decimal { value.toDouble(), 2 });
    }
    return ratingStateOf(system, fields);
}

namespace {

template <typename State>
model::CarriedState stateOf(const QJsonObject &object, QList<DocumentError> &errors)
{
    if (std::optional<State> state = DocumentPart<State>::read(object, errors))
        return std::move(*state);
    return std::monostate {};
}

} // namespace

QJsonObject carriedStateToJson(const model::CarriedState &state)
{
    if (const auto *dwz = std::get_if<DwzState>(&state))
        return dwzStateToJson(*dwz);
    if (const auto *uscf = std::get_if<UscfState>(&state))
        return uscfStateToJson(*uscf);
    if (const auto *sagc = std::get_if<SagcState>(&state))
        return sagcStateToJson(*sagc);
    return {};
}

model::CarriedState carriedStateFromJson(
    RatingSystem system, const QJsonObject &object, QList<DocumentError> &errors)
{
    if (object.isEmpty()) // no state in this system: unrated
        return std::monostate {};
    switch (system) {
    case RatingSystem::Dwz:
        return stateOf<DwzState>(object, errors);
    case RatingSystem::Uscf:
        return stateOf<UscfState>(object, errors);
    case RatingSystem::Sagc:
        return stateOf<SagcState>(object, errors);
    }
    return std::monostate {};
}

} // namespace rd::io
