#include "engine/io/TrfFormat.h"

#include "engine/rating/RuleSets.h"

#include <QRegularExpression>
#include <QString>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace rd::io {

namespace {

// The TRF-16 columns (1-based, inclusive) of the fields of a player line; header records hold
// their value from column 5 on.
struct Columns {
    int from;
    int to;
};
constexpr Columns kStartRank { 5, 8 };
constexpr Columns kSex { 10, 10 };
constexpr Columns kTitle { 11, 13 };
constexpr Columns kName { 15, 47 };
constexpr Columns kRating { 49, 52 };
constexpr Columns kFederation { 54, 56 };
constexpr Columns kFideId { 58, 68 };
constexpr Columns kBirth { 70, 79 };
constexpr Columns kPoints { 81, 84 };
constexpr Columns kRank { 86, 89 };
constexpr int kHeaderValue = 5;
// Round blocks, and the round dates of record 132, take 10 columns each from column 92 on.
constexpr int kFirstBlock = 92;
constexpr int kBlockWidth = 10;

constexpr Columns blockColumns(int round)
{
    const int from = kFirstBlock + (round - 1) * kBlockWidth;
    return { from, from + kBlockWidth - 1 };
}

// The header records that hold a text property of the event.
constexpr std::pair<const char *, std::string EventProperties::*> kPropertyRecords[] = {
    { "022", &EventProperties::place },
    { "032", &EventProperties::federation },
    { "092", &EventProperties::tournamentType },
    { "102", &EventProperties::chiefArbiter },
    { "112", &EventProperties::deputyArbiter },
    { "122", &EventProperties::timeControl },
};

// Each deputy arbiter has a 112 record of his own; the property joins them with this.
constexpr const char *kDeputySeparator = "; ";

// A line as code points, so that columns count characters, not UTF-8 bytes.
using Line = std::u32string;

// Columns `from`..`to` (1-based, inclusive); columns past the end of the line read as blanks.
QString field(const Line &line, Columns columns)
{
    const auto [from, to] = columns;
    Line part;
    for (int column = from; column <= to; ++column)
        part += column <= int(line.size()) ? line[column - 1] : U' ';
    return QString::fromStdU32String(part);
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// Right-aligned digits; none for blanks or anything else.
std::optional<int> number(const QString &text)
{
    static const QRegularExpression digits(QStringLiteral("^ *[0-9]+$"));
    if (!digits.match(text).hasMatch())
        return std::nullopt;
    return text.trimmed().toInt();
}

// YYYY/MM/DD as TRF writes it, or ISO YYYY-MM-DD.
std::optional<Date> trfDate(const QString &text)
{
    QString iso = text.trimmed();
    if (iso.size() == 10 && iso[4] == QLatin1Char('/') && iso[7] == QLatin1Char('/')) {
        iso[4] = QLatin1Char('-');
        iso[7] = QLatin1Char('-');
    }
    return Date::fromIso(iso.toStdString());
}

QString trfDateText(const Date &date)
{
    return QString::fromStdString(date.toIso()).replace(QLatin1Char('-'), QLatin1Char('/'));
}

// A birth date field that gives only the year: YYYY, YYYY/00/00 or YYYY-00-00.
std::optional<int> trfBirthYear(const QString &text)
{
    static const QRegularExpression year(QStringLiteral("^([0-9]{4})(?:/00/00|-00-00)?$"));
    const auto match = year.match(text.trimmed());
    if (!match.hasMatch() || match.captured(1).toInt() == 0)
        return std::nullopt;
    return match.captured(1).toInt();
}

// One round block of a player line.
struct Block {
    int line = 0;
    int column = 0;
    int opponent = 0; // 0: a bye
    char colour = '-';
    char result = ' ';

    QString path() const { return columnsPlace(line, column, column + kBlockWidth - 1); }
};

struct PlayerLine {
    int line = 0;
    int startRank = 0;
    std::map<int, Block> rounds;
};

// The game from White's and Black's result characters, if they fit together.
std::optional<GameResult> gameResult(char white, char black)
{
    static const std::map<std::pair<char, char>, GameResult> results {
        { { '1', '0' }, GameResult::WhiteWins },
        { { '0', '1' }, GameResult::BlackWins },
        { { '=', '=' }, GameResult::Draw },
        { { '+', '-' }, GameResult::WhiteWinsByForfeit },
        { { '-', '+' }, GameResult::BlackWinsByForfeit },
        { { '-', '-' }, GameResult::DoubleForfeit },
        // W and L: decided without a rated game, so taken as forfeits.
        { { 'W', 'L' }, GameResult::WhiteWinsByForfeit },
        { { 'L', 'W' }, GameResult::BlackWinsByForfeit },
    };
    const auto found = results.find({ white, black });
    if (found == results.end())
        return std::nullopt;
    return found->second;
}

class TrfReader {
public:
    explicit TrfReader(RatingSystem system) { m_input.system = system; }

    EventReadResult read(const QByteArray &text)
    {
        if (m_input.system == RatingSystem::Sagc)
            fail(QStringLiteral("(file)"), ReadCode::TrfNotForGo);
        const QList<QByteArray> lines = text.split('\n');
        for (int index = 0; index < lines.size(); ++index) {
            QByteArray bytes = lines[index];
            if (bytes.endsWith('\r'))
                bytes.chop(1);
            QStringDecoder decoder(QStringDecoder::Utf8);
            const QString decoded = decoder(bytes);
            if (decoder.hasError()) {
                fail(linePlace(index + 1), ReadCode::NotUtf8);
                continue;
            }
            readLine(decoded.toStdU32String(), index + 1);
        }
        if (!m_endDate)
            fail(QStringLiteral("(file)"), ReadCode::TrfNoEndDate);
        readRounds();
        if (!m_errors.isEmpty())
            return { std::nullopt, m_errors, m_warnings };
        m_input.ruleset = defaultRuleSet(m_input.system, m_input.event.endDate).name;
        return { std::move(m_input), {}, m_warnings };
    }

private:
    void fail(const QString &path, ReadCode code, const QStringList &args = {})
    {
        m_errors.append({ path, code, args });
    }

    void readLine(const Line &line, int lineNumber)
    {
        if (QString::fromStdU32String(line).trimmed().isEmpty())
            return;
        const QString code = field(line, { 1, 3 });
        const Columns valueColumns { kHeaderValue, std::max(int(line.size()), kHeaderValue) };
        const QString value = field(line, valueColumns).trimmed();
        if (code == QLatin1String("001"))
            readPlayer(line, lineNumber);
        else if (code == QLatin1String("012"))
            m_input.event.name = value.toStdString();
        else if (std::string *property = headerProperty(code)) {
            if (!property->empty() && !value.isEmpty())
                *property += kDeputySeparator;
            *property += value.toStdString();
        } else if (code == QLatin1String("042"))
            m_input.event.startDate = readDate(value, line, lineNumber, QStringLiteral("042"));
        else if (code == QLatin1String("052")) {
            if (m_endDate)
                fail(linePlace(lineNumber), ReadCode::TrfSecondEndDate);
            m_endDate = readDate(value, line, lineNumber, QStringLiteral("052"));
            if (m_endDate)
                m_input.event.endDate = *m_endDate;
        } else if (code == QLatin1String("082")) {
            m_input.event.properties.teams = number(value);
            if (!m_input.event.properties.teams)
                fail(columnsPlace(lineNumber, valueColumns.from, valueColumns.to),
                    ReadCode::ExpectedInteger, { quoted(value) });
        } else if (code == QLatin1String("132")) {
            std::vector<std::string> &dates = m_input.event.properties.roundDates;
            for (int round = 1; blockColumns(round).from <= int(line.size()); ++round)
                dates.push_back(field(line, blockColumns(round)).trimmed().toStdString());
        } else if (code != QLatin1String("062") && code != QLatin1String("072")) {
            // 062 and 072, the numbers of players and of rated players, are counted when written.
            m_input.event.properties.trfRecords.push_back(
                QString::fromStdU32String(line).toStdString());
            m_warnings.append({ linePlace(lineNumber), ReadCode::TrfUnknownRecord, { code } });
        }
    }

    // The text property a header record holds.
    std::string *headerProperty(const QString &code)
    {
        EventProperties &properties = m_input.event.properties;
        for (const auto &[record, member] : kPropertyRecords) {
            if (code == QLatin1String(record))
                return &(properties.*member);
        }
        return nullptr;
    }

    std::optional<Date> readDate(
        const QString &value, const Line &line, int lineNumber, const QString &record)
    {
        const auto date = trfDate(value);
        if (!date)
            fail(columnsPlace(lineNumber, 5, std::max(int(line.size()), 5)), ReadCode::TrfBadDate,
                { record, quoted(value) });
        return date;
    }

    void readPlayer(const Line &line, int lineNumber)
    {
        if (int(line.size()) < kPoints.to) {
            fail(linePlace(lineNumber), ReadCode::TrfShortPlayerLine,
                { QString::number(line.size()) });
            return;
        }
        const auto place = [lineNumber](Columns columns) {
            return columnsPlace(lineNumber, columns.from, columns.to);
        };
        PlayerLine player { lineNumber, 0, {} };
        PlayerInput input;

        const auto startRank = number(field(line, kStartRank));
        if (!startRank || *startRank < 1)
            fail(place(kStartRank), ReadCode::TrfStartRankNotNumber,
                { quoted(field(line, kStartRank)) });
        else if (const auto seen = m_byRank.find(*startRank); seen != m_byRank.end())
            fail(place(kStartRank), ReadCode::TrfStartRankRepeated,
                { QString::number(*startRank), QString::number(m_players[seen->second].line) });
        else {
            player.startRank = *startRank;
            m_byRank.emplace(player.startRank, m_players.size());
        }
        input.id = std::to_string(player.startRank);
        input.name = field(line, kName).trimmed().toStdString();
        input.sex = oneOf(line, kSex, kSexes, place(kSex));
        input.title = oneOf(line, kTitle, kFideTitles, place(kTitle));
        input.federation = field(line, kFederation).trimmed().toStdString();

        const QString rating = field(line, kRating);
        input.fideRating = number(rating);
        if (!input.fideRating && !rating.trimmed().isEmpty())
            fail(place(kRating), ReadCode::TrfRatingNotNumber, { quoted(rating) });
        else if (input.fideRating && *input.fideRating > 0
            && m_input.system == RatingSystem::Uscf) {
            input.uscf.emplace();
            input.uscf->fide = *input.fideRating;
        }

        const QString fideId = field(line, kFideId);
        if (!fideId.trimmed().isEmpty() && !number(fideId))
            fail(place(kFideId), ReadCode::ExpectedInteger, { quoted(fideId) });
        input.fideId = fideId.trimmed().toStdString();

        const QString birth = field(line, kBirth);
        if (const auto date = trfDate(birth))
            input.birthDate = date;
        else
            input.birthYear = trfBirthYear(birth);

        static const QRegularExpression points(QStringLiteral("^ *[0-9]{1,3}(\\.[05])?$"));
        if (!points.match(field(line, kPoints)).hasMatch())
            fail(place(kPoints), ReadCode::TrfPointsNotNumber, { quoted(field(line, kPoints)) });
        const QString rank = field(line, kRank);
        if (!rank.trimmed().isEmpty() && !number(rank))
            fail(place(kRank), ReadCode::TrfRankNotNumber, { quoted(rank) });
        const Columns gap { kRank.to + 1, kFirstBlock - 1 };
        if (!field(line, gap).trimmed().isEmpty())
            fail(place(gap), ReadCode::TrfRoundBlocksStart, { QString::number(kFirstBlock) });

        for (int round = 1; blockColumns(round).from <= int(line.size()); ++round) {
            if (const auto block = readBlock(line, lineNumber, blockColumns(round).from))
                player.rounds.emplace(round, *block);
        }
        if (player.startRank == 0)
            return;
        // A line with errors still answers its opponents' blocks; nothing is returned anyway.
        m_players.push_back(std::move(player));
        m_input.players.push_back(std::move(input));
    }

    // The trimmed text of `columns` if it is blank or one of `values`.
    template <std::size_t N>
    std::string oneOf(const Line &line, Columns columns, const std::string_view (&values)[N],
        const QString &place)
    {
        const std::string text = field(line, columns).trimmed().toStdString();
        if (text.empty()
            || std::find(std::begin(values), std::end(values), text) != std::end(values))
            return text;
        QStringList allowed;
        for (const std::string_view value : values)
            allowed.append(QString::fromUtf8(value.data(), qsizetype(value.size())));
        fail(place, ReadCode::UnknownValue,
            { quoted(QString::fromStdString(text)), allowed.join(QStringLiteral(", ")) });
        return {};
    }

    // `NNNN c r`: opponent start rank (0000 for a bye), colour, result; none for blanks.
    std::optional<Block> readBlock(const Line &line, int lineNumber, int column)
    {
        const QString text = field(line, { column, column + kBlockWidth - 1 });
        if (text.trimmed().isEmpty())
            return std::nullopt;
        Block block { lineNumber, column, 0, '-', ' ' };
        const auto opponent = number(text.left(4));
        const QChar colour = text[5];
        const QChar result = text[7];
        if (!opponent || text[4] != QLatin1Char(' ') || text[6] != QLatin1Char(' ')
            || !text.mid(8).trimmed().isEmpty() || !QStringLiteral("wb-").contains(colour)) {
            fail(block.path(), ReadCode::TrfBadRoundBlock, { quoted(text) });
            return std::nullopt;
        }
        if (!QStringLiteral("10=+-WDLHFUZ").contains(result)) {
            fail(block.path(), ReadCode::TrfUnknownResult, { quoted(QString(result)) });
            return std::nullopt;
        }
        block.opponent = *opponent;
        block.colour = char(colour.unicode());
        block.result = char(result.unicode());
        const bool bye = QStringLiteral("HFUZ").contains(result);
        if (block.opponent == 0 && (!bye || block.colour != '-'))
            fail(block.path(), ReadCode::TrfByeForm);
        else if (block.opponent != 0 && (bye || block.colour == '-'))
            fail(block.path(), ReadCode::TrfGameForm);
        else if (block.result == 'D')
            fail(block.path(), ReadCode::TrfUnratedDraw);
        else
            return block;
        return std::nullopt;
    }

    // Games and byes, round by round; each game from White's block, checked against Black's.
    void readRounds()
    {
        int lastRound = 0;
        for (const auto &player : m_players)
            if (!player.rounds.empty())
                lastRound = std::max(lastRound, player.rounds.rbegin()->first);
        for (int round = 1; round <= lastRound; ++round)
            for (const auto &player : m_players)
                if (const auto block = player.rounds.find(round); block != player.rounds.end())
                    readEntry(player, round, block->second);
    }

    void readEntry(const PlayerLine &player, int round, const Block &block)
    {
        const std::string id = std::to_string(player.startRank);
        if (block.opponent == 0) {
            const double points = block.result == 'H' ? 0.5 : block.result == 'F' ? 1.0 : 0.0;
            m_input.byes.push_back({ round, id, points, block.result == 'U' });
            return;
        }
        const auto opponentIndex = m_byRank.find(block.opponent);
        if (opponentIndex == m_byRank.end() || block.opponent == player.startRank) {
            fail(block.path(), ReadCode::TrfNotAnOpponent, { QString::number(block.opponent) });
            return;
        }
        const PlayerLine &opponent = m_players[opponentIndex->second];
        const auto other = opponent.rounds.find(round);
        const bool answers
            = other != opponent.rounds.end() && other->second.opponent == player.startRank;
        const bool white = block.colour == 'w';
        std::optional<GameResult> result;
        if (answers && other->second.colour != block.colour)
            result = white ? gameResult(block.result, other->second.result)
                           : gameResult(other->second.result, block.result);
        if (!result) {
            // Reported once: from the earlier line when both blocks name each other.
            if (!answers || player.line < opponent.line)
                reportContradiction(player, block, opponent, round);
            return;
        }
        if (white)
            m_input.chessGames.push_back(
                { round, id, std::to_string(opponent.startRank), *result });
    }

    void reportContradiction(
        const PlayerLine &player, const Block &block, const PlayerLine &opponent, int round)
    {
        QStringList args { QString::number(round), QString::number(player.startRank),
            QString::number(block.opponent), QString(QLatin1Char(block.colour)),
            QString(QLatin1Char(block.result)), QString::number(opponent.line) };
        const auto other = opponent.rounds.find(round);
        if (other == opponent.rounds.end()) {
            fail(block.path(), ReadCode::TrfNoAnswer, args);
            return;
        }
        args << QString::number(other->second.opponent)
             << QString(QLatin1Char(other->second.colour))
             << QString(QLatin1Char(other->second.result));
        fail(block.path(), ReadCode::TrfContradiction, args);
    }

    EventInput m_input;
    std::optional<Date> m_endDate;
    std::vector<PlayerLine> m_players;
    std::map<int, std::size_t> m_byRank; // start rank -> index into m_players
    QList<DocumentError> m_errors;
    QList<DocumentError> m_warnings;
};

// A line written column by column; columns not written are blanks, trailing blanks are dropped.
class LineWriter {
public:
    explicit LineWriter(const char *record)
        : m_line(QString::fromLatin1(record).toStdU32String())
    {
    }

    // `text` in `columns`, cut to their width, left-aligned or right-aligned.
    void put(Columns columns, const QString &text, bool rightAligned = false)
    {
        const auto width = std::size_t(columns.to - columns.from + 1);
        std::u32string points = text.toStdU32String();
        points.resize(std::min(points.size(), width));
        if (rightAligned)
            points.insert(0, width - points.size(), U' ');
        if (m_line.size() < std::size_t(columns.to))
            m_line.resize(std::size_t(columns.to), U' ');
        m_line.replace(std::size_t(columns.from - 1), points.size(), points);
    }

    QString text() const
    {
        std::u32string line = m_line;
        while (!line.empty() && line.back() == U' ')
            line.pop_back();
        return QString::fromStdU32String(line) + QLatin1Char('\n');
    }

private:
    std::u32string m_line;
};

QString right(const QString &text, int width)
{
    return text.rightJustified(width, QLatin1Char(' '), true);
}

// The 10-character round block; `result` from this player's side.
QString blockText(int opponent, char colour, char result)
{
    return QStringLiteral("%1 %2 %3  ")
        .arg(opponent == 0 ? QStringLiteral("0000") : right(QString::number(opponent), 4))
        .arg(QLatin1Char(colour))
        .arg(QLatin1Char(result));
}

// TRF-16 result characters of White and Black for each result.
std::pair<char, char> resultCharacters(GameResult result)
{
    constexpr std::pair<GameResult, std::pair<char, char>> kCharacters[]
        = { { GameResult::WhiteWins, { '1', '0' } }, { GameResult::BlackWins, { '0', '1' } },
              { GameResult::Draw, { '=', '=' } }, { GameResult::WhiteWinsByForfeit, { '+', '-' } },
              { GameResult::BlackWinsByForfeit, { '-', '+' } },
              { GameResult::DoubleForfeit, { '-', '-' } } };
    for (const auto &[known, characters] : kCharacters) {
        if (known == result)
            return characters;
    }
    return { '-', '-' };
}

// A header record with its value from column 5 on; nothing when the value is empty.
QString headerRecord(const char *record, const QString &value)
{
    if (value.isEmpty())
        return {};
    return QStringLiteral("%1 %2\n").arg(QLatin1String(record), value);
}

char byeCharacter(const Bye &bye)
{
    if (bye.unpaired)
        return 'U';
    return bye.points >= 1.0 ? 'F' : bye.points >= 0.5 ? 'H' : 'Z';
}

// The header records, in the order of their codes.
QString headerRecords(const EventInput &event)
{
    const EventProperties &properties = event.event.properties;
    const auto property = [&properties](const char *record) {
        for (const auto &[known, member] : kPropertyRecords) {
            if (std::string_view(known) == record)
                return headerRecord(record, QString::fromStdString(properties.*member));
        }
        return QString();
    };
    int rated = 0;
    for (const PlayerInput &player : event.players)
        rated += player.fideRating.value_or(0) > 0 || (player.uscf && player.uscf->fide) ? 1 : 0;

    QString out = QStringLiteral("012 %1\n").arg(QString::fromStdString(event.event.name));
    out += property("022") + property("032");
    if (event.event.startDate)
        out += headerRecord("042", trfDateText(*event.event.startDate));
    out += headerRecord("052", trfDateText(event.event.endDate));
    out += headerRecord("062", QString::number(event.players.size()));
    out += headerRecord("072", QString::number(rated));
    if (properties.teams)
        out += headerRecord("082", QString::number(*properties.teams));
    out += property("092") + property("102");
    for (const QString &deputy : QString::fromStdString(properties.deputyArbiter)
                                     .split(QLatin1String(kDeputySeparator), Qt::SkipEmptyParts))
        out += headerRecord("112", deputy);
    out += property("122");
    if (!properties.roundDates.empty()) {
        LineWriter line("132");
        for (std::size_t round = 1; round <= properties.roundDates.size(); ++round)
            line.put(
                blockColumns(int(round)), QString::fromStdString(properties.roundDates[round - 1]));
        out += line.text();
    }
    return out;
}

// The 001 line of `player` up to the rank; the round blocks follow from column 92.
LineWriter playerLine(const PlayerInput &player, int startRank, double points, int rank)
{
    QString birth;
    if (player.birthDate)
        birth = trfDateText(*player.birthDate);
    else if (player.birthYear)
        birth = QStringLiteral("%1/00/00").arg(*player.birthYear, 4, 10, QLatin1Char('0'));
    QString rating;
    if (player.fideRating)
        rating = QString::number(*player.fideRating);
    else if (player.uscf && player.uscf->fide)
        rating = QString::number(std::lround(*player.uscf->fide));

    LineWriter line("001");
    line.put(kStartRank, QString::number(startRank), true);
    line.put(kSex, QString::fromStdString(player.sex));
    line.put(kTitle, QString::fromStdString(player.title), true);
    line.put(kName, QString::fromStdString(player.name));
    line.put(kRating, rating, true);
    line.put(kFederation, QString::fromStdString(player.federation));
    line.put(kFideId, QString::fromStdString(player.fideId), true);
    line.put(kBirth, birth);
    line.put(kPoints, QString::number(points, 'f', 1), true);
    line.put(kRank, QString::number(rank), true);
    return line;
}

} // namespace

EventReadResult readTrf(const QByteArray &text, RatingSystem system)
{
    return TrfReader(system).read(text);
}

QByteArray writeTrf(const EventInput &event)
{
    const std::size_t count = event.players.size();
    std::map<std::string, int> startRank;
    for (std::size_t index = 0; index < count; ++index)
        startRank.emplace(event.players[index].id, int(index) + 1);

    int lastRound = 0;
    for (const auto &game : event.chessGames)
        lastRound = std::max(lastRound, game.round.value_or(0));
    for (const auto &bye : event.byes)
        lastRound = std::max(lastRound, bye.round);

    std::vector<std::map<int, QString>> blocks(count);
    std::vector<double> points(count, 0.0);
    // The wanted round if all `ranks` are free there, else the first free one after lastRound.
    const auto place = [&](std::optional<int> wanted, std::vector<int> ranks) {
        const auto free = [&](int round) {
            return std::all_of(ranks.begin(), ranks.end(),
                [&](int rank) { return !blocks[rank - 1].contains(round); });
        };
        if (wanted && *wanted >= 1 && free(*wanted))
            return *wanted;
        int round = lastRound + 1;
        while (!free(round))
            ++round;
        return round;
    };

    for (const auto &game : event.chessGames) {
        const auto white = startRank.find(game.white);
        const auto black = startRank.find(game.black);
        if (white == startRank.end() || black == startRank.end())
            continue;
        const int round = place(game.round, { white->second, black->second });
        const auto [whiteResult, blackResult] = resultCharacters(game.result);
        blocks[white->second - 1][round] = blockText(black->second, 'w', whiteResult);
        blocks[black->second - 1][round] = blockText(white->second, 'b', blackResult);
        points[white->second - 1] += whitePoints(game.result);
        points[black->second - 1] += blackPoints(game.result);
    }
    for (const auto &bye : event.byes) {
        const auto player = startRank.find(bye.player);
        if (player == startRank.end())
            continue;
        const int round = place(bye.round, { player->second });
        blocks[player->second - 1][round] = blockText(0, '-', byeCharacter(bye));
        points[player->second - 1] += bye.points;
    }

    // Ranks by points, ties in start-rank order.
    std::vector<std::size_t> order(count);
    for (std::size_t index = 0; index < count; ++index)
        order[index] = index;
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return points[a] > points[b]; });
    std::vector<int> rank(count);
    for (std::size_t position = 0; position < count; ++position)
        rank[order[position]] = int(position) + 1;

    QString out = headerRecords(event);
    for (std::size_t index = 0; index < count; ++index) {
        LineWriter line
            = playerLine(event.players[index], int(index) + 1, points[index], rank[index]);
        for (const auto &[round, block] : blocks[index])
            line.put(blockColumns(round), block);
        out += line.text();
    }
    for (const std::string &record : event.event.properties.trfRecords)
        out += QString::fromStdString(record) + QLatin1Char('\n');
    return out.toUtf8();
}

} // namespace rd::io
