#include "engine/lists/FideList.h"

#include "engine/lists/FideXmlReader.h"
#include "engine/rating/InputLimits.h"

namespace rd::lists {

namespace {

using io::DocumentError;
using io::ReadCode;

// One field of a player record and where it goes: a text, a number of one time control's
// rating (with its bounds), or the birth year.
struct FieldRule {
    const char *name;
    QString model::ListedPlayer::*text;
    model::FideRating model::ListedPlayer::*timeControl;
    std::optional<int> model::FideRating::*number;
    int maximum;
};

constexpr int kHighestRating = limits::kRating.maximum;
constexpr int kMostGames = 999;
constexpr int kLargestK = 100;
constexpr int kLatestBirthYear = 2100;

// In the order of the list's records.
constexpr FieldRule kFields[] = {
    { "fideid", &model::ListedPlayer::fideId, nullptr, nullptr, 0 },
    { "name", &model::ListedPlayer::name, nullptr, nullptr, 0 },
    { "country", &model::ListedPlayer::federation, nullptr, nullptr, 0 },
    { "sex", &model::ListedPlayer::sex, nullptr, nullptr, 0 },
    { "title", &model::ListedPlayer::title, nullptr, nullptr, 0 },
    { "w_title", &model::ListedPlayer::womenTitle, nullptr, nullptr, 0 },
    { "o_title", &model::ListedPlayer::otherTitles, nullptr, nullptr, 0 },
    { "foa_title", &model::ListedPlayer::foaTitle, nullptr, nullptr, 0 },
    { "rating", nullptr, &model::ListedPlayer::standard, &model::FideRating::rating,
        kHighestRating },
    { "games", nullptr, &model::ListedPlayer::standard, &model::FideRating::games, kMostGames },
    { "k", nullptr, &model::ListedPlayer::standard, &model::FideRating::k, kLargestK },
    { "rapid_rating", nullptr, &model::ListedPlayer::rapid, &model::FideRating::rating,
        kHighestRating },
    { "rapid_games", nullptr, &model::ListedPlayer::rapid, &model::FideRating::games, kMostGames },
    { "rapid_k", nullptr, &model::ListedPlayer::rapid, &model::FideRating::k, kLargestK },
    { "blitz_rating", nullptr, &model::ListedPlayer::blitz, &model::FideRating::rating,
        kHighestRating },
    { "blitz_games", nullptr, &model::ListedPlayer::blitz, &model::FideRating::games, kMostGames },
    { "blitz_k", nullptr, &model::ListedPlayer::blitz, &model::FideRating::k, kLargestK },
    { "birthday", nullptr, nullptr, nullptr, kLatestBirthYear },
    { "flag", &model::ListedPlayer::flag, nullptr, nullptr, 0 },
};

// Every record has its fields in the same order: the search starts after the field found last.
const FieldRule *fieldNamed(const QByteArray &name, std::size_t &next)
{
    constexpr std::size_t kCount = std::size(kFields);
    for (std::size_t i = 0; i < kCount; ++i) {
        const std::size_t at = (next + i) % kCount;
        if (name == kFields[at].name) {
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

    // The field's bytes as the reader gives them: a text trimmed, or a number; most numbers are
    // plain digits and read as such, anything else as a text (cellNumber).
    void read(const FieldRule &field, const QByteArray &bytes, const FideXmlReader &xml,
        model::ListedPlayer &player)
    {
        if (field.text) {
            if (!bytes.isEmpty())
                player.*field.text = xml.textOf(bytes).trimmed();
            return;
        }
        std::optional<int> value;
        if (!digitsOnly(bytes, field.maximum, value))
            value = number(field, xml.textOf(bytes).trimmed());
        if (field.timeControl)
            player.*field.timeControl.*field.number = value;
        else // the birth year; an unknown one is empty or 0
            player.birthYear = value && *value > 0 ? value : std::nullopt;
    }

private:
    // A number of at most four digits within `maximum` read straight from the bytes into
    // `value` (none for empty bytes); false for anything else.
    static bool digitsOnly(const QByteArray &bytes, int maximum, std::optional<int> &value)
    {
        if (bytes.size() > 4)
            return false;
        int read = 0;
        for (const char c : bytes) {
            if (c < '0' || c > '9')
                return false;
            read = read * 10 + (c - '0');
        }
        if (read > maximum)
            return false;
        value = bytes.isEmpty() ? std::nullopt : std::optional(read);
        return true;
    }

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

bool readFidePlayers(QIODevice &device,
    const std::function<void(const model::ListedPlayer &)> &take, QList<DocumentError> &errors)
{
    FideXmlReader xml(device);
    std::size_t next = 0;
    if (xml.readNextStartElement()) {
        while (xml.readNextStartElement()) {
            if (xml.name() != "player") {
                xml.skipCurrentElement();
                continue;
            }
            const int line = xml.lineNumber();
            PlayerReader reader(line, errors);
            model::ListedPlayer player;
            while (xml.readNextStartElement()) {
                const FieldRule *field = fieldNamed(xml.name(), next);
                const QByteArray &bytes = xml.readElementBytes();
                if (field) // else a field of a later list
                    reader.read(*field, bytes, xml, player);
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
        errors.append(
            { io::linePlace(xml.lineNumber()), ReadCode::ListNotXml, { xml.errorString() } });
        return false;
    }
    return true;
}

} // namespace rd::lists
