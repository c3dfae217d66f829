#include "engine/lists/FideList.h"

#include "engine/rating/InputLimits.h"

#include <QXmlStreamReader>

namespace rd::lists {

namespace {

using io::DocumentError;
using io::ReadCode;

enum class Field {
    FideId,
    Name,
    Country,
    Sex,
    Title,
    WomenTitle,
    OtherTitles,
    FoaTitle,
    Rating,
    Games,
    K,
    RapidRating,
    RapidGames,
    RapidK,
    BlitzRating,
    BlitzGames,
    BlitzK,
    Birthday,
    Flag,
};

// In the order of Field.
constexpr std::pair<const char *, Field> kFields[] = {
    { "fideid", Field::FideId },
    { "name", Field::Name },
    { "country", Field::Country },
    { "sex", Field::Sex },
    { "title", Field::Title },
    { "w_title", Field::WomenTitle },
    { "o_title", Field::OtherTitles },
    { "foa_title", Field::FoaTitle },
    { "rating", Field::Rating },
    { "games", Field::Games },
    { "k", Field::K },
    { "rapid_rating", Field::RapidRating },
    { "rapid_games", Field::RapidGames },
    { "rapid_k", Field::RapidK },
    { "blitz_rating", Field::BlitzRating },
    { "blitz_games", Field::BlitzGames },
    { "blitz_k", Field::BlitzK },
    { "birthday", Field::Birthday },
    { "flag", Field::Flag },
};

// Every record has its fields in the same order: the search starts after the field found last.
std::optional<Field> fieldNamed(QStringView name, std::size_t &next)
{
    constexpr std::size_t kCount = std::size(kFields);
    for (std::size_t i = 0; i < kCount; ++i) {
        const std::size_t at = (next + i) % kCount;
        if (name == QLatin1String(kFields[at].first)) {
            next = at + 1;
            return kFields[at].second;
        }
    }
    return std::nullopt;
}

QString titleOf(Field field)
{
    return QLatin1String(kFields[static_cast<int>(field)].first);
}

class PlayerReader {
public:
    PlayerReader(int line, QList<DocumentError> &errors)
        : m_line(line)
        , m_errors(errors)
    {
    }

    std::optional<int> number(Field field, const QString &text, int minimum, int maximum)
    {
        if (text.isEmpty())
            return std::nullopt;
        bool ok = false;
        const int value = text.toInt(&ok);
        if (ok && value >= minimum && value <= maximum)
            return value;
        m_errors.append({ io::linePlace(m_line), ReadCode::ListFieldNotNumber,
            { titleOf(field), text, QString::number(minimum), QString::number(maximum) } });
        return std::nullopt;
    }

    void read(Field field, const QString &text, ListedPlayer &player)
    {
        switch (field) {
        case Field::FideId:
            player.fideId = text;
            return;
        case Field::Name:
            player.name = text;
            return;
        case Field::Country:
            player.federation = text;
            return;
        case Field::Sex:
            player.sex = text;
            return;
        case Field::Title:
            player.title = text;
            return;
        case Field::WomenTitle:
            player.womenTitle = text;
            return;
        case Field::OtherTitles:
            player.otherTitles = text;
            return;
        case Field::FoaTitle:
            player.foaTitle = text;
            return;
        case Field::Rating:
            player.standard.rating
                = number(field, text, limits::kRating.minimum, limits::kRating.maximum);
            return;
        case Field::Games:
            player.standard.games = number(field, text, 0, 999);
            return;
        case Field::K:
            player.standard.k = number(field, text, 0, 100);
            return;
        case Field::RapidRating:
            player.rapid.rating
                = number(field, text, limits::kRating.minimum, limits::kRating.maximum);
            return;
        case Field::RapidGames:
            player.rapid.games = number(field, text, 0, 999);
            return;
        case Field::RapidK:
            player.rapid.k = number(field, text, 0, 100);
            return;
        case Field::BlitzRating:
            player.blitz.rating
                = number(field, text, limits::kRating.minimum, limits::kRating.maximum);
            return;
        case Field::BlitzGames:
            player.blitz.games = number(field, text, 0, 999);
            return;
        case Field::BlitzK:
            player.blitz.k = number(field, text, 0, 100);
            return;
        case Field::Birthday: {
            // A year; an unknown one is empty or 0.
            const auto year = number(field, text, 0, 2100);
            player.birthYear = year && *year > 0 ? year : std::nullopt;
            return;
        }
        case Field::Flag:
            player.flag = text;
            return;
        }
    }

private:
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
                const auto field = fieldNamed(xml.name(), next);
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
