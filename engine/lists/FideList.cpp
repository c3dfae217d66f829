#include "engine/lists/FideList.h"

#include "engine/rating/InputLimits.h"

#include <QXmlStreamReader>

namespace rd::lists {

namespace {

using io::DocumentError;
using io::ReadCode;

// One field of a player record and where it goes: a text, a number of one time control's
// rating (with its bounds), or the birth year.
struct FieldRule {
    const char *name;
    QString ListedPlayer::*text;
    FideRating ListedPlayer::*timeControl;
    std::optional<int> FideRating::*number;
    int maximum;
};

constexpr int kHighestRating = limits::kRating.maximum;
constexpr int kMostGames = 999;
constexpr int kLargestK = 100;
constexpr int kLatestBirthYear = 2100;

// In the order of the list's records.
constexpr FieldRule kFields[] = {
    { "fideid", &ListedPlayer::fideId, nullptr, nullptr, 0 },
    { "name", &ListedPlayer::name, nullptr, nullptr, 0 },
    { "country", &ListedPlayer::federation, nullptr, nullptr, 0 },
    { "sex", &ListedPlayer::sex, nullptr, nullptr, 0 },
    { "title", &ListedPlayer::title, nullptr, nullptr, 0 },
    { "w_title", &ListedPlayer::womenTitle, nullptr, nullptr, 0 },
    { "o_title", &ListedPlayer::otherTitles, nullptr, nullptr, 0 },
    { "foa_title", &ListedPlayer::foaTitle, nullptr, nullptr, 0 },
    { "rating", nullptr, &ListedPlayer::standard, &FideRating::rating, kHighestRating },
    { "games", nullptr, &ListedPlayer::standard, &FideRating::games, kMostGames },
    { "k", nullptr, &ListedPlayer::standard, &FideRating::k, kLargestK },
    { "rapid_rating", nullptr, &ListedPlayer::rapid, &FideRating::rating, kHighestRating },
    { "rapid_games", nullptr, &ListedPlayer::rapid, &FideRating::games, kMostGames },
    { "rapid_k", nullptr, &ListedPlayer::rapid, &FideRating::k, kLargestK },
    { "blitz_rating", nullptr, &ListedPlayer::blitz, &FideRating::rating, kHighestRating },
    { "blitz_games", nullptr, &ListedPlayer::blitz, &FideRating::games, kMostGames },
    { "blitz_k", nullptr, &ListedPlayer::blitz, &FideRating::k, kLargestK },
    { "birthday", nullptr, nullptr, nullptr, kLatestBirthYear },
    { "flag", &ListedPlayer::flag, nullptr, nullptr, 0 },
};

// Every record has its fields in the same order: the search starts after the field found last.
const FieldRule *fieldNamed(QStringView name, std::size_t &next)
{
    constexpr std::size_t kCount = std::size(kFields);
    for (std::size_t i = 0; i < kCount; ++i) {
        const std::size_t at = (next + i) % kCount;
        if (name == QLatin1String(kFields[at].name)) {
            next = at + 1;
            return &kFields[at];
        }
    }
    return nullptr;
}

class PlayerReader {
public:
    PlayerReader(int line, QList<DocumentError> &errors)
        : m_line(line)
        , m_errors(errors)
    {
    }

    void read(const FieldRule &field, const QString &text, ListedPlayer &player)
    {
        if (field.text) {
            player.*field.text = text;
            return;
        }
        const auto value = number(field, text);
        if (field.timeControl)
            player.*field.timeControl.*field.number = value;
        else // the birth year; an unknown one is empty or 0
            player.birthYear = value && *value > 0 ? value : std::nullopt;
    }

private:
    std::optional<int> number(const FieldRule &field, const QString &text)
    {
        const CellNumber read = cellNumber(text, 0, field.maximum);
        if (!read.readable)
            m_errors.append({ io::linePlace(m_line), ReadCode::ListFieldNotNumber,
                { QLatin1String(field.name), text, QStringLiteral("0"),
                    QString::number(field.maximum) } });
        return read.value;
    }

    int m_line;
    QList<DocumentError> &m_errors;
};

} // namespace

bool readFidePlayers(QIODevice &device, const std::function<void(const ListedPlayer &)> &take,
    QList<DocumentError> &errors)
{
    QXmlStreamReader xml(&device);
    std::size_t next = 0;
    if (xml.readNextStartElement()) {
        while (xml.readNextStartElement()) {
            if (xml.name() != QLatin1String("player")) {
                xml.skipCurrentElement();
                continue;
            }
            const int line = static_cast<int>(xml.lineNumber());
            PlayerReader reader(line, errors);
            ListedPlayer player;
            while (xml.readNextStartElement()) {
                const FieldRule *field = fieldNamed(xml.name(), next);
                const QString text = xml.readElementText().trimmed();
                if (field) // else a field of a later list
                    reader.read(*field, text, player);
            }
            if (xml.hasError())
                break;
            if (player.fideId.isEmpty())
                errors.append({ io::linePlace(line), ReadCode::ListNoFideId, {} });
            else if (player.name.isEmpty())
                errors.append({ io::linePlace(line), ReadCode::ListNoName, {} });
            else if (const auto error = io::nameError(io::linePlace(line), player.name))
                errors.append(*error);
            else
                take(player);
        }
    }
    if (xml.hasError()) {
        errors.append({ io::linePlace(static_cast<int>(xml.lineNumber())), ReadCode::ListNotXml,
            { xml.errorString() } });
        return false;
    }
    return true;
}

} // namespace rd::lists
