#include "engine/io/egd/H9Format.h"

#include "engine/io/egd/H9Cell.h"

#include <QDate>
#include <QRegularExpression>
#include <QString>
#include <QStringDecoder>
#include <QStringList>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace rd::io {

namespace {

// h9.md "Player lines": the placeholders OpenGotha writes for an unknown country and club.
const QString kNoCountry = QStringLiteral("XX");
const QString kNoClub = QStringLiteral("xxxx");
constexpr int kPlaceWidth = 4;
constexpr int kNameWidth = 30;
constexpr int kRankWidth = 3;
constexpr int kCountryWidth = 2;
constexpr int kClubWidth = 4;
constexpr double kNoKomi = 0.5; // h9.md "Result cells": a game given by handicap, even at h1

bool allDigits(const QString &text)
{
    return !text.isEmpty()
        && std::all_of(text.begin(), text.end(), [](QChar c) { return c.isDigit(); });
}

// A header tag `; XX[value]` (h9.md "Comment and header lines").
std::optional<std::pair<QString, QString>> headerTag(const QString &line)
{
    static const QRegularExpression tag(QStringLiteral("^[;\\s]*([A-Z]{2})\\[([^\\]]*)\\]"));
    const auto match = tag.match(line);
    if (!match.hasMatch())
        return std::nullopt;
    return std::pair { match.captured(1), match.captured(2).trimmed() };
}

// The komi of a KM value, none when it is no number.
std::optional<double> komiOf(const QString &value)
{
    bool ok = false;
    const double komi = value.toDouble(&ok);
    return ok ? std::optional(komi) : std::nullopt;
}

// The end date and, when given, the start date of a DT value; none when they are not dates.
std::optional<std::pair<std::optional<Date>, Date>> datesOf(const QString &value)
{
    const QStringList parts = value.split(QLatin1Char(','));
    const auto end = Date::fromIso(parts.last().trimmed().toStdString());
    const auto start = parts.size() == 2 ? Date::fromIso(parts.first().trimmed().toStdString())
                                         : std::optional<Date>();
    if (parts.size() > 2 || !end || (parts.size() == 2 && !start))
        return std::nullopt;
    return std::pair { start, *end };
}

QString datesValue(const EventInfo &event)
{
    QString value;
    if (event.startDate)
        value = QString::fromStdString(event.startDate->toIso()) + QLatin1Char(',');
    return value + QString::fromStdString(event.endDate.toIso());
}

QString komiValue(double komi)
{
    return QString::number(komi, 'g', 10);
}

// The game told by the cells of two lines, `upper` on the upper line and `lower` on the lower
// one, as sagc.md §8 reads the handicap digit h: h0 or none an even game with the KM komi, h1 a
// game without komi (komi 0.5), h >= 2 stones for Black with komi 0.5. Without colours the
// player on the upper line is White.
GoGame gameOf(const std::string &upperId, const std::string &lowerId, const H9Cell &upper,
    const H9Cell &lower, double evenKomi)
{
    const bool upperIsWhite
        = upper.colour ? upper.colour == 'w' : (lower.colour ? lower.colour == 'b' : true);
    const int handicap = upper.handicap.value_or(lower.handicap.value_or(0));
    GoGame game;
    game.white = upperIsWhite ? upperId : lowerId;
    game.black = upperIsWhite ? lowerId : upperId;
    game.winner = upper.result == '='           ? GoWinner::Draw
        : (upper.result == '+') == upperIsWhite ? GoWinner::White
                                                : GoWinner::Black;
    game.handicap = std::max(handicap, GoGame::kEvenGame);
    game.komi = handicap == 0 ? evenKomi : kNoKomi;
    game.status = GoGameStatus::Tournament;
    return game;
}

bool sameGame(const GoGame &a, const GoGame &b)
{
    return a.white == b.white && a.black == b.black && a.winner == b.winner
        && a.handicap == b.handicap && a.komi == b.komi;
}

// "Surname, First names" from the name tokens of a line, whose inner blanks are `_` (h9.md "Player
// lines").
std::string nameOf(const QStringList &tokens)
{
    QStringList parts = tokens;
    for (QString &part : parts)
        part.replace(QLatin1Char('_'), QLatin1Char(' '));
    const QString surname = parts.takeFirst();
    const QString first = parts.join(QLatin1Char(' '));
    return (first.isEmpty() ? surname : surname + QStringLiteral(", ") + first).toStdString();
}

// The name as a line writes it: surname and first names each with `_` for inner blanks.
QString lineName(const std::string &name)
{
    const QString text = QString::fromStdString(name).simplified();
    const qsizetype comma = text.indexOf(QLatin1Char(','));
    QString surname = comma < 0 ? text.section(QLatin1Char(' '), 0, 0) : text.left(comma);
    QString first = comma < 0 ? text.section(QLatin1Char(' '), 1) : text.mid(comma + 1);
    surname = surname.trimmed().replace(QLatin1Char(' '), QLatin1Char('_'));
    first = first.trimmed().replace(QLatin1Char(' '), QLatin1Char('_'));
    QString written = first.isEmpty() ? surname : surname + QLatin1Char(' ') + first;
    written.replace(QLatin1Char(';'), QLatin1Char('_')).replace(QLatin1Char('|'), QLatin1Char('_'));
    return written.isEmpty() ? QStringLiteral("?") : written;
}

// Warnings, each code said once at the first line it concerns, given back in file order.
class Warnings {
public:
    void once(ReadCode code, int line, int round, const QStringList &args)
    {
        if (!m_seen.insert(code).second)
            return;
        const QString place = round ? roundPlace(line, round)
            : line                  ? linePlace(line)
                                    : QStringLiteral("(file)");
        m_found.emplace_back(line, round, DocumentError { place, code, args });
    }

    QList<DocumentError> inFileOrder()
    {
        std::stable_sort(m_found.begin(), m_found.end(), [](const auto &a, const auto &b) {
            return std::tie(std::get<0>(a), std::get<1>(a))
                < std::tie(std::get<0>(b), std::get<1>(b));
        });
        QList<DocumentError> warnings;
        for (const auto &found : m_found)
            warnings.append(std::get<2>(found));
        return warnings;
    }

private:
    std::set<ReadCode> m_seen;
    std::vector<std::tuple<int, int, DocumentError>> m_found;
};

struct Token {
    QString text;
    qsizetype end = 0; // one past its last character in the line
};

QList<Token> tokensOf(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("\\S+"));
    QList<Token> tokens;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        tokens.append({ match.captured(), match.capturedEnd() });
    }
    return tokens;
}

// A player line, split up to the club; what follows is split into scores and cells once the
// number of rounds is known.
struct PlayerLine {
    int line = 0; // in the file
    int number = 0; // among the player lines, from 1: what opponents are numbered by
    std::optional<int> place;
    PlayerInput player;
    H9Line kept; // what the line says besides the player, to be written back
    int games = 0; // the cells that name an opponent
    int setAside = 0; // of these, the ones not stored as games, each kind said in a warning
    QString text; // without a comment and the PIN
    qsizetype clubEnd = 0;
    QList<Token> rest; // the tokens after the club
    std::vector<H9Cell> cells;
};

// A score column's value (h9.md "Player lines"): a number, perhaps with a fraction that the charset
// turned into `?`, or a rank.
bool isScore(const QString &text)
{
    static const QRegularExpression score(
        QStringLiteral("^[-+]?[0-9]+(?:[.,][0-9]+)?[?\u00bc\u00bd\u00be]?$|^[0-9]+[kdpKDP]$"));
    return score.match(text).hasMatch();
}

// A run of round cells among the tokens after the club: [start, end).
struct CellRun {
    qsizetype start = 0;
    qsizetype end = 0;
    qsizetype size() const { return end - start; }
};

// The runs of tokens that read as cells, longest first. A short cell naming no line (`408?`) is
// a score whose half the charset turned into `?`; a full one (`9+/w0`) is a cell, to be refused.
std::vector<CellRun> cellRuns(const QList<Token> &tokens, int lines)
{
    std::vector<CellRun> runs;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const auto cell = parseH9Cell(tokens[i].text);
        if (!cell || (cell->opponent > lines && !cell->separator))
            continue;
        if (!runs.empty() && runs.back().end == i)
            runs.back().end = i + 1;
        else
            runs.push_back({ i, i + 1 });
    }
    std::stable_sort(runs.begin(), runs.end(),
        [](const CellRun &a, const CellRun &b) { return a.size() > b.size(); });
    return runs;
}

// The value found most often, the larger of equally frequent ones; none for no values.
std::optional<qsizetype> mostFrequent(const std::vector<qsizetype> &values)
{
    std::map<qsizetype, int> counts;
    for (const qsizetype value : values)
        ++counts[value];
    std::optional<qsizetype> found;
    int most = 0;
    for (const auto &[value, count] : counts) {
        if (count >= most) {
            found = value;
            most = count;
        }
    }
    return found;
}

class TableReader {
public:
    EventReadResult read(const QByteArray &bytes);

private:
    void readHeaderTag(const QString &line, int number);
    QString endsToday();
    void readPlayerLine(QString text, int line);
    bool splitCells();
    void misreadRounds(const PlayerLine &line, const std::vector<CellRun> &runs, qsizetype rounds,
        qsizetype after, const PlayerLine &usual);
    void readCells();
    void readGames();
    void checkPlaces();

    EventInput m_event;
    H9Details m_details;
    QList<DocumentError> m_errors;
    Warnings m_warnings;
    bool m_hasDates = false;
    double m_evenKomi = GoGame::kUsualKomi;
    std::vector<PlayerLine> m_lines;
    std::vector<std::tuple<int, int, GoGame>> m_games; // round, upper line, game
};

// h9.md "Text": valid UTF-8 is read as UTF-8, anything else as Latin-1.
QString decoded(const QByteArray &bytes, std::string &encoding)
{
    if (std::all_of(bytes.begin(), bytes.end(),
            [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
        return QString::fromLatin1(bytes);
    QStringDecoder utf8(QStringConverter::Utf8, QStringConverter::Flag::Stateless);
    QString text = utf8(bytes);
    if (!utf8.hasError()) {
        encoding = "utf-8";
        return text;
    }
    encoding = "latin-1";
    return QString::fromLatin1(bytes);
}

// h9.md "Text": the line end of the first line, kept when it is not LF so that the table is
// written back with it.
std::string lineEndOf(const QByteArray &bytes)
{
    const qsizetype lf = bytes.indexOf('\n');
    const qsizetype cr = bytes.indexOf('\r');
    if (cr < 0 || (lf >= 0 && lf < cr))
        return {};
    return lf == cr + 1 ? "crlf" : "cr";
}

EventReadResult TableReader::read(const QByteArray &bytes)
{
    m_event.system = RatingSystem::Sagc;
    m_event.ruleset = "sagc";
    m_details.lineEnd = lineEndOf(bytes);
    static const QRegularExpression lineEnd(QStringLiteral("\r\n|\r|\n"));
    const QStringList lines = decoded(bytes, m_details.encoding).split(lineEnd);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int line = static_cast<int>(i) + 1;
        const QString content = lines[i].trimmed();
        if (content.startsWith(QLatin1Char(';'))) {
            if (!m_lines.empty())
                m_warnings.once(ReadCode::H9CommentAmongPlayers, line, 0, {});
            m_details.header.push_back(lines[i].toStdString());
            readHeaderTag(content, line);
        } else if (!content.isEmpty()) {
            if (content.contains(QLatin1Char('\t')))
                m_warnings.once(ReadCode::H9Tabs, line, 0, {});
            readPlayerLine(lines[i], line);
        }
    }
    if (!m_hasDates)
        m_warnings.once(ReadCode::H9NoDatesToday, 0, 0, { endsToday() });
    if (m_errors.isEmpty() && splitCells())
        readCells();
    if (m_errors.isEmpty())
        readGames(); // pairings are checked only between well-formed lines
    if (!m_errors.isEmpty())
        return { std::nullopt, m_errors, {} };

    checkPlaces();
    std::stable_sort(m_games.begin(), m_games.end(), [](const auto &a, const auto &b) {
        return std::tie(std::get<0>(a), std::get<1>(a)) < std::tie(std::get<0>(b), std::get<1>(b));
    });
    FileContents contents;
    for (PlayerLine &line : m_lines) {
        contents.lines.push_back({ line.line, line.player.id, line.games, line.setAside, {} });
        if (!line.kept.empty())
            m_details.lines[line.player.id] = std::move(line.kept);
        m_event.players.push_back(std::move(line.player));
    }
    for (auto &game : m_games)
        m_event.goGames.push_back(std::move(std::get<2>(game)));
    FileDetails details;
    details.h9 = std::move(m_details);
    return { std::move(m_event), {}, m_warnings.inFileOrder(), std::move(contents),
        std::move(details) };
}

// No dates that can be read: the event ends today, to be corrected before it is rated.
QString TableReader::endsToday()
{
    const QDate today = QDate::currentDate();
    m_event.event.endDate = *Date::fromParts(today.year(), today.month(), today.day());
    return QString::fromStdString(m_event.event.endDate.toIso());
}

// EV, DT and KM are read; every comment line is kept as it is (h9.md "Comment and header lines").
// Dates in the wrong order are kept as written, dates that cannot be read give today; a file is
// never refused for a date.
void TableReader::readHeaderTag(const QString &line, int number)
{
    const auto tag = headerTag(line);
    if (!tag)
        return;
    const auto &[name, value] = *tag;
    if (name == QLatin1String("EV")) {
        m_event.event.name = value.toStdString();
        if (const auto error = nameError(linePlace(number), value))
            m_errors.append(*error);
    } else if (name == QLatin1String("DT") && !m_hasDates) {
        m_hasDates = true;
        if (const auto dates = datesOf(value)) {
            m_event.event.startDate = dates->first;
            m_event.event.endDate = dates->second;
            if (dates->first && *dates->first > dates->second)
                m_warnings.once(ReadCode::H9DatesReversed, number, 0,
                    { QString::fromStdString(dates->first->toIso()),
                        QString::fromStdString(dates->second.toIso()) });
        } else {
            m_warnings.once(ReadCode::H9BadDatesToday, number, 0, { value, endsToday() });
        }
    } else if (name == QLatin1String("KM")) {
        if (const auto komi = komiOf(value))
            m_evenKomi = *komi;
        else
            m_errors.append({ linePlace(number), ReadCode::H9BadKomi, { value } });
    }
}

// h9.md "Player lines": [place] name rank country club, then scores and cells, a `|PIN` and a `;`
// comment.
void TableReader::readPlayerLine(QString text, int line)
{
    const qsizetype semicolon = text.indexOf(QLatin1Char(';'));
    if (semicolon >= 0) {
        const QString comment = text.mid(semicolon + 1).trimmed();
        if (!comment.isEmpty())
            m_warnings.once(ReadCode::H9PlayerComment, line, 0, { comment });
        text.truncate(semicolon);
    }
    PlayerLine player;
    player.line = line;
    player.number = static_cast<int>(m_lines.size()) + 1;
    const qsizetype bar = text.indexOf(QLatin1Char('|'));
    if (bar >= 0) {
        const QString pin = text.mid(bar + 1).trimmed();
        if (pin.isEmpty())
            m_warnings.once(ReadCode::H9EmptyPin, line, 0, {});
        else if (!allDigits(pin)) {
            m_errors.append({ linePlace(line), ReadCode::H9BadPin, { pin } });
            return;
        }
        player.player.egdPin = pin.toStdString();
        text.truncate(bar);
    }

    const QList<Token> tokens = tokensOf(text);
    qsizetype first = 0;
    if (!tokens.isEmpty() && allDigits(tokens.first().text)) {
        player.place = tokens.first().text.toInt();
        first = 1;
    }
    // The rank is the first token after the name that looks like one, with country and club
    // after it; archive files drop the letter of a kyu rank (h9.md "Player lines").
    static const QRegularExpression rankWithLetter(QStringLiteral("^[0-9]{1,2}[kKdDpP]$"));
    static const QRegularExpression bareRank(QStringLiteral("^[0-9]{1,2}$"));
    qsizetype rank = -1;
    for (qsizetype i = first + 1; rank < 0 && i + 2 < tokens.size(); ++i) {
        if (rankWithLetter.match(tokens[i].text).hasMatch())
            rank = i;
    }
    bool letterless = false;
    for (const qsizetype i : { first + 2, first + 1 }) {
        if (rank < 0 && i + 2 < tokens.size() && bareRank.match(tokens[i].text).hasMatch()) {
            rank = i;
            letterless = true;
        }
    }
    if (rank < 0) {
        m_errors.append({ linePlace(line), ReadCode::H9PlayerFields, {} });
        return;
    }

    QStringList name;
    for (qsizetype i = first; i < rank; ++i)
        name.append(tokens[i].text);
    player.player.id = std::to_string(player.number);
    player.player.name = nameOf(name);
    if (const auto error = nameError(linePlace(line), player.player.name))
        m_errors.append(*error);
    QString rankText = tokens[rank].text.toLower();
    if (letterless) {
        m_warnings.once(ReadCode::H9RankWithoutLetter, line, 0, { tokens[rank].text });
        rankText += QLatin1Char('k');
    }
    const auto goRank = sagc::GoRank::parse(rankText.toStdString());
    if (!goRank) {
        m_errors.append({ linePlace(line), ReadCode::H9UnknownRank, { tokens[rank].text } });
        return;
    }
    player.player.sagc = SagcState { *goRank, 0, {} };
    const QString &country = tokens[rank + 1].text;
    const QString &club = tokens[rank + 2].text;
    player.player.country = country == kNoCountry ? std::string() : country.toStdString();
    player.player.club = club == kNoClub ? std::string() : club.toStdString();
    if (const auto error = nameError(linePlace(line), player.player.club))
        m_errors.append(*error);
    player.clubEnd = tokens[rank + 2].end;
    player.rest = tokens.mid(rank + 3);
    player.text = text;
    m_lines.push_back(std::move(player));
}

// h9.md "Player lines": the round columns are found by their shape, not their place. The rounds
// are the run of cells most lines have; columns before them (scores, categories) and after them
// (McMahon score, SOS, place) are kept as text. Where a line has a longer run, the rounds are
// the part of it that stands where the other lines have theirs.
bool TableReader::splitCells()
{
    if (m_lines.empty())
        return true;
    const int players = static_cast<int>(m_lines.size());
    std::vector<std::vector<CellRun>> runs;
    std::vector<qsizetype> longest;
    for (const PlayerLine &line : m_lines) {
        runs.push_back(cellRuns(line.rest, players));
        if (!runs.back().empty())
            longest.push_back(runs.back().front().size());
    }
    if (longest.empty()) {
        m_errors.append({ linePlace(m_lines.front().line), ReadCode::H9NoRoundColumns, {} });
        return false;
    }
    const qsizetype rounds = *mostFrequent(longest);
    std::vector<qsizetype> starts;
    std::vector<qsizetype> afters;
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        if (!runs[i].empty() && runs[i].front().size() == rounds) {
            starts.push_back(runs[i].front().start);
            afters.push_back(m_lines[i].rest.size() - runs[i].front().end);
        }
    }
    const qsizetype after = *mostFrequent(afters);
    const qsizetype start = *mostFrequent(starts);
    const PlayerLine *usual = nullptr;
    for (std::size_t i = 0; i < m_lines.size() && !usual; ++i) {
        if (!runs[i].empty() && runs[i].front().size() >= rounds)
            usual = &m_lines[i];
    }

    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        PlayerLine &line = m_lines[i];
        const qsizetype tokens = line.rest.size();
        std::optional<qsizetype> first; // the first token of the rounds
        for (const CellRun &run : runs[i]) {
            for (qsizetype from = run.start; from + rounds <= run.end; ++from) {
                const bool aligned = tokens - from - rounds == after;
                if (aligned || !first || (from == start && tokens - *first - rounds != after))
                    first = from;
                if (aligned)
                    break;
            }
        }
        if (!first) {
            misreadRounds(line, runs[i], rounds, after, *usual);
            continue;
        }
        for (const CellRun &run : runs[i]) {
            for (qsizetype t = run.start; t < run.end; ++t) {
                const bool outside = t < *first || t >= *first + rounds;
                if (outside && !isScore(line.rest[t].text)) {
                    m_errors.append({ linePlace(usual->line), ReadCode::H9CellCount,
                        { QString::number(rounds), QString::number(line.line),
                            QString::number(run.size()) } });
                    break;
                }
            }
        }
        const qsizetype last = *first + rounds - 1;
        if (*first > 0)
            line.kept.scores = line.text.mid(line.clubEnd, line.rest[*first - 1].end - line.clubEnd)
                                   .toStdString();
        if (last + 1 < tokens)
            line.kept.afterCells
                = line.text.mid(line.rest[last].end, line.rest.back().end - line.rest[last].end)
                      .toStdString();
        for (qsizetype t = *first; t <= last; ++t)
            line.kept.cells.push_back(line.rest[t].text.toStdString());
    }
    return m_errors.isEmpty();
}

// A line without the rounds the other lines have: none of its columns reads as a result, or one
// that stands where a result belongs is malformed, or it has fewer results than the others.
void TableReader::misreadRounds(const PlayerLine &line, const std::vector<CellRun> &runs,
    qsizetype rounds, qsizetype after, const PlayerLine &usual)
{
    if (runs.empty()) {
        m_errors.append(
            { linePlace(line.line), ReadCode::H9NoResultsOnLine, { QString::number(rounds) } });
        return;
    }
    const qsizetype from = std::max<qsizetype>(0, line.rest.size() - after - rounds);
    for (qsizetype t = from; t < std::min(line.rest.size(), from + rounds); ++t) {
        const QString &text = line.rest[t].text;
        const auto cell = parseH9Cell(text);
        if (cell && (cell->opponent <= static_cast<int>(m_lines.size()) || cell->separator))
            continue;
        if (isScore(text))
            break;
        m_errors.append({ roundPlace(line.line, static_cast<int>(t - from) + 1),
            ReadCode::H9BadRoundToken, { text } });
        return;
    }
    m_errors.append({ linePlace(usual.line), ReadCode::H9CellCount,
        { QString::number(rounds), QString::number(line.line),
            QString::number(runs.front().size()) } });
}

void TableReader::readCells()
{
    const int lines = static_cast<int>(m_lines.size());
    for (PlayerLine &line : m_lines) {
        for (const std::string &text : line.kept.cells) {
            const int round = static_cast<int>(line.cells.size()) + 1;
            const QString cellText = QString::fromStdString(text);
            const H9Cell cell = *parseH9Cell(cellText);
            if (cell.isByeWithColour())
                m_errors.append(
                    { roundPlace(line.line, round), ReadCode::H9ByeColour, { cellText } });
            else if (cell.opponent == line.number)
                m_errors.append(
                    { roundPlace(line.line, round), ReadCode::H9SelfPairing, { cellText } });
            else if (cell.opponent > lines)
                m_errors.append({ roundPlace(line.line, round), ReadCode::H9UnknownOpponent,
                    { QString::number(cell.opponent) } });
            else if (cell.opponent == 0 && cell.result == '?')
                m_warnings.once(ReadCode::H9UnknownRound, line.line, round, { cellText });
            else if (cell.opponent == 0 && cell.byDefault)
                m_warnings.once(ReadCode::H9ByeByDefault, line.line, round, { cellText });
            if (cell.opponent != 0)
                ++line.games;
            line.cells.push_back(cell);
        }
    }
}

// Each game once, from the upper line; the lower line must tell the same game, or the same win
// or loss (a ruling).
void TableReader::readGames()
{
    for (PlayerLine &line : m_lines) {
        for (std::size_t r = 0; r < line.cells.size(); ++r) {
            const H9Cell &cell = line.cells[r];
            const int round = static_cast<int>(r) + 1;
            if (cell.opponent == 0)
                continue;
            PlayerLine &opponent = m_lines[std::size_t(cell.opponent) - 1];
            const H9Cell &reply = opponent.cells[r];
            const bool pointsBack = reply.opponent == line.number;
            if (opponent.number < line.number && pointsBack)
                continue; // checked from the opponent's line
            const QString text = QString::fromStdString(line.kept.cells[r]);
            const QString replyText = QString::fromStdString(opponent.kept.cells[r]);
            const bool ruling = pointsBack && cell.isRulingWith(reply, line.number);
            if (!pointsBack || (!ruling && !cell.mirroredBy(reply, line.number))) {
                m_errors.append({ roundPlace(line.line, round), ReadCode::H9Contradiction,
                    { text, QString::number(opponent.line), QString::number(round), replyText } });
                continue;
            }
            const int stones = std::max(cell.handicap.value_or(0), reply.handicap.value_or(0));
            const auto setAside = [&](ReadCode code, const QStringList &args) {
                m_warnings.once(code, line.line, round, args);
                ++line.setAside;
                ++opponent.setAside;
            };
            if (ruling) {
                setAside(cell.result == '+' ? ReadCode::H9BothWin : ReadCode::H9BothLose,
                    { text, QString::number(opponent.line), replyText });
            } else if (cell.result == '?') {
                setAside(ReadCode::H9Unconfirmed, { text });
            } else if (cell.byDefault) {
                setAside(ReadCode::H9ByDefault, { text });
            } else if (stones > GoGame::kMostStones) {
                setAside(ReadCode::H9LargeHandicap, { text, QString::number(stones) });
            } else {
                if (!cell.colour && !reply.colour)
                    m_warnings.once(ReadCode::H9NoColour, line.line, round, { text });
                m_games.emplace_back(round, line.number,
                    gameOf(line.player.id, opponent.player.id, cell, reply, m_evenKomi));
            }
        }
    }
}

// h9.md "Player lines": a printed place is the line's number, or the one above it through a tie.
void TableReader::checkPlaces()
{
    std::optional<int> shown;
    for (const PlayerLine &line : m_lines) {
        if (line.place && *line.place != line.number && line.place != shown)
            m_warnings.once(ReadCode::H9PlaceNotLine, line.line, 0,
                { QString::number(*line.place), QString::number(line.number) });
        if (line.place)
            shown = line.place;
    }
}

// The komi of even games (KM): that of the first game without stones and with komi, else the
// one the table was read with, else the usual komi.
double evenGameKomi(const EventFile &file)
{
    for (const GoGame &game : file.event.goGames) {
        if (game.handicap <= GoGame::kEvenGame && game.komi != kNoKomi)
            return game.komi;
    }
    for (const std::string &line : file.details.h9.header) {
        const auto tag = headerTag(QString::fromStdString(line));
        if (tag && tag->first == QLatin1String("KM")) {
            if (const auto komi = komiOf(tag->second))
                return *komi;
        }
    }
    return GoGame::kUsualKomi;
}

// Which cell each player gets in each round (h9.md "Writing"): a game of the event in the round
// whose kept cells tell it, the kept cells as they are; other games in the round after both
// players' games so far, written out; kept cells of rounds without a game that still hold.
class CellPlan {
public:
    CellPlan(const EventFile &file, double evenKomi)
        : m_event(file.event)
        , m_evenKomi(evenKomi)
        , m_assigned(m_event.players.size())
        , m_lastGame(m_event.players.size(), 0)
    {
        const EventInput &event = file.event;
        for (std::size_t i = 0; i < event.players.size(); ++i) {
            m_position.emplace(event.players[i].id, static_cast<int>(i));
            m_keptCells.push_back(&file.details.h9.lineOf(event.players[i].id).cells);
            std::vector<std::optional<H9Cell>> kept;
            for (const std::string &text : *m_keptCells.back())
                kept.push_back(parseH9Cell(QString::fromStdString(text)));
            m_keptRounds = std::max(m_keptRounds, static_cast<int>(kept.size()));
            m_kept.push_back(std::move(kept));
        }
        std::vector<const GoGame *> changed;
        for (const GoGame &game : event.goGames) {
            if (!placeAsKept(game))
                changed.push_back(&game);
        }
        std::vector<const GoGame *> others;
        for (const GoGame *game : changed) {
            if (const auto round = keptPairing(*game))
                placeWrittenOut(*game, *round);
            else
                others.push_back(game);
        }
        // Every line names a player of the list, as readEventDocument and the store keep them.
        for (const GoGame *game : others) {
            const int w = m_position.at(game->white);
            const int b = m_position.at(game->black);
            int round = std::max(m_lastGame[std::size_t(w)], m_lastGame[std::size_t(b)]) + 1;
            while (!isFree(w, round) || !isFree(b, round))
                ++round;
            placeWrittenOut(*game, round);
        }
        const auto withGames = m_assigned;
        for (std::size_t p = 0; p < m_kept.size(); ++p) {
            for (int r = 1; r <= static_cast<int>(m_kept[p].size()); ++r)
                keepWithoutGame(withGames, static_cast<int>(p), r);
        }
    }

    // Player `p`'s cells, one per round of the table.
    QStringList cells(std::size_t p) const
    {
        int rounds = m_keptRounds;
        for (const auto &assigned : m_assigned) {
            if (!assigned.empty())
                rounds = std::max(rounds, assigned.rbegin()->first);
        }
        QStringList cells;
        for (int r = 1; r <= rounds; ++r) {
            const auto cell = m_assigned[p].find(r);
            cells.append(cell != m_assigned[p].end() ? cell->second : QStringLiteral("0-"));
        }
        return cells;
    }

private:
    const std::optional<H9Cell> &kept(int p, int round) const
    {
        static const std::optional<H9Cell> none;
        return round <= static_cast<int>(m_kept[std::size_t(p)].size())
            ? m_kept[std::size_t(p)][std::size_t(round) - 1]
            : none;
    }

    QString keptText(int p, int round) const
    {
        return QString::fromStdString((*m_keptCells[std::size_t(p)])[std::size_t(round) - 1]);
    }

    bool isFree(int p, int round) const { return !m_assigned[std::size_t(p)].contains(round); }

    void assign(int p, int round, const QString &text, bool game)
    {
        m_assigned[std::size_t(p)][round] = text;
        if (game)
            m_lastGame[std::size_t(p)] = std::max(m_lastGame[std::size_t(p)], round);
    }

    bool placeAsKept(const GoGame &game)
    {
        const auto white = m_position.find(game.white);
        const auto black = m_position.find(game.black);
        if (white == m_position.end() || black == m_position.end())
            return true; // not a game of the table's players
        const int upper = std::min(white->second, black->second);
        const int lower = std::max(white->second, black->second);
        for (int r = 1; r <= m_keptRounds; ++r) {
            const auto &upperCell = kept(upper, r);
            const auto &lowerCell = kept(lower, r);
            if (!isFree(upper, r) || !isFree(lower, r) || !upperCell || !lowerCell
                || !upperCell->isRatedGame() || upperCell->opponent != lower + 1
                || !upperCell->mirroredBy(*lowerCell, upper + 1))
                continue;
            const GoGame told = gameOf(m_event.players[std::size_t(upper)].id,
                m_event.players[std::size_t(lower)].id, *upperCell, *lowerCell, m_evenKomi);
            if (!sameGame(told, game))
                continue;
            assign(upper, r, keptText(upper, r), true);
            assign(lower, r, keptText(lower, r), true);
            return true;
        }
        return false;
    }

    // A round in which the kept cells of the game's players name each other: a game whose
    // result (or handicap, or colours) was changed, or entered for a result not confirmed.
    std::optional<int> keptPairing(const GoGame &game) const
    {
        const int w = m_position.at(game.white);
        const int b = m_position.at(game.black);
        for (int r = 1; r <= m_keptRounds; ++r) {
            if (isFree(w, r) && isFree(b, r) && kept(w, r) && kept(b, r)
                && kept(w, r)->opponent == b + 1 && kept(b, r)->opponent == w + 1)
                return r;
        }
        return std::nullopt;
    }

    // `12+/w0`: h is the stones from 2 on, 1 for a game without komi when KM has one, else 0.
    void placeWrittenOut(const GoGame &game, int round)
    {
        const int w = m_position.at(game.white);
        const int b = m_position.at(game.black);
        const int h = game.handicap > GoGame::kEvenGame     ? game.handicap
            : game.komi == kNoKomi && m_evenKomi != kNoKomi ? 1
                                                            : 0;
        const char white = game.winner == GoWinner::Draw ? '='
            : game.winner == GoWinner::White             ? '+'
                                                         : '-';
        const char black = white == '=' ? '=' : white == '+' ? '-' : '+';
        const QString stones = QString::number(h);
        assign(w, round,
            QString::number(b + 1) + QChar::fromLatin1(white) + QStringLiteral("/w") + stones,
            true);
        assign(b, round,
            QString::number(w + 1) + QChar::fromLatin1(black) + QStringLiteral("/b") + stones,
            true);
    }

    // A round without a game (`0+`), or an unrated game (`?`, `!`, more than 9 stones, a ruling
    // that both win or both lose) whose opponent has no game in the round and still answers it.
    void keepWithoutGame(const std::vector<std::map<int, QString>> &withGames, int p, int round)
    {
        const auto &cell = kept(p, round);
        if (!cell || withGames[std::size_t(p)].contains(round))
            return;
        if (cell->opponent != 0) {
            const int q = cell->opponent - 1;
            if (q == p || q >= static_cast<int>(m_kept.size())
                || withGames[std::size_t(q)].contains(round) || !kept(q, round))
                return;
            const H9Cell &reply = *kept(q, round);
            const bool unrated = !cell->isRatedGame() && cell->mirroredBy(reply, p + 1);
            if (!unrated && !cell->isRulingWith(reply, p + 1))
                return;
        }
        assign(p, round, keptText(p, round), false);
    }

    const EventInput &m_event;
    double m_evenKomi;
    std::map<std::string, int> m_position; // id -> index in the players
    std::vector<const std::vector<std::string> *> m_keptCells; // per player: the cells as kept
    std::vector<std::vector<std::optional<H9Cell>>> m_kept;
    int m_keptRounds = 0;
    std::vector<std::map<int, QString>> m_assigned; // per player: round -> cell
    std::vector<int> m_lastGame;
};

// The comment lines kept from the table, EV, DT and KM rewritten when the event says otherwise
// and added when missing; a table of ratingdesk's own gets the header of h9.md "Writing".
QStringList headerLines(const EventFile &file, double evenKomi)
{
    const EventInput &event = file.event;
    const QString name = QString::fromStdString(event.event.name);
    const QString dates = datesValue(event.event);
    const std::vector<std::string> &kept = file.details.h9.header;
    if (kept.empty())
        return { QStringLiteral("; CL[A]"), QStringLiteral("; EV[%1]").arg(name),
            QStringLiteral("; DT[%1]").arg(dates),
            QStringLiteral("; KM[%1]").arg(komiValue(evenKomi)),
            QStringLiteral("; Generated by ratingdesk"), QStringLiteral(";"),
            QStringLiteral("; Pl Name                            Rk Co Club") };

    QStringList lines;
    bool hasName = false;
    bool hasDates = false;
    bool hasKomi = false;
    for (const std::string &text : kept) {
        QString line = QString::fromStdString(text);
        if (const auto tag = headerTag(line)) {
            const auto &[key, value] = *tag;
            if (key == QLatin1String("EV")) {
                hasName = true;
                if (value != name)
                    line = QStringLiteral("; EV[%1]").arg(name);
            } else if (key == QLatin1String("DT")) {
                hasDates = true;
                const auto read = datesOf(value);
                if (!read || read->first != event.event.startDate
                    || read->second != event.event.endDate)
                    line = QStringLiteral("; DT[%1]").arg(dates);
            } else if (key == QLatin1String("KM")) {
                hasKomi = true;
                if (komiOf(value) != evenKomi)
                    line = QStringLiteral("; KM[%1]").arg(komiValue(evenKomi));
            }
        }
        lines.append(line);
    }
    if (!hasKomi && evenKomi != GoGame::kUsualKomi)
        lines.prepend(QStringLiteral("; KM[%1]").arg(komiValue(evenKomi)));
    if (!hasDates)
        lines.prepend(QStringLiteral("; DT[%1]").arg(dates));
    if (!hasName && !name.isEmpty())
        lines.prepend(QStringLiteral("; EV[%1]").arg(name));
    return lines;
}

// Letters and signs outside Latin-1 that Unicode does not decompose into a base letter.
const std::map<char16_t, const char *> kPlainLetters { { u'\u0141', "L" }, { u'\u0142', "l" },
    { u'\u0110', "D" }, { u'\u0111', "d" }, { u'\u0126', "H" }, { u'\u0127', "h" },
    { u'\u0131', "i" }, { u'\u0152', "OE" }, { u'\u0153', "oe" }, { u'\u2013', "-" },
    { u'\u2014', "-" }, { u'\u2018', "'" }, { u'\u2019', "'" }, { u'\u201c', "\"" },
    { u'\u201d', "\"" } };

// h9.md "Text": Latin-1 unless the table was read as UTF-8; a letter Latin-1 lacks loses its
// accents (ę → e, ł → l), and what has no such letter becomes '?'.
QByteArray encoded(const QString &text, bool utf8)
{
    if (utf8)
        return text.toUtf8();
    QString folded;
    for (const QChar c : text) {
        if (c.unicode() <= 0xff) {
            folded.append(c);
            continue;
        }
        const auto plain = kPlainLetters.find(c.unicode());
        if (plain != kPlainLetters.end()) {
            folded.append(QLatin1String(plain->second));
            continue;
        }
        QString base;
        for (const QChar part : QString(c).normalized(QString::NormalizationForm_KD)) {
            if (part.category() != QChar::Mark_NonSpacing)
                base.append(part.unicode() <= 0xff ? part : QChar(u'?'));
        }
        folded.append(base.isEmpty() ? QStringLiteral("?") : base);
    }
    return folded.toLatin1();
}

} // namespace

EventReadResult readH9(const QByteArray &text)
{
    return TableReader().read(text);
}

QString writtenH9Class(const EventFile &event)
{
    const std::vector<std::string> &kept = event.details.h9.header;
    if (kept.empty())
        return QStringLiteral("A"); // headerLines(): a table of ratingdesk's own
    for (const std::string &line : kept) {
        if (const auto tag = headerTag(QString::fromStdString(line));
            tag && tag->first == QLatin1String("CL"))
            return tag->second;
    }
    return {};
}

std::vector<std::string> h9HeaderWithClass(const EventFile &event, const QString &tournamentClass)
{
    const QString stated = QStringLiteral("; CL[%1]").arg(tournamentClass);
    QStringList lines;
    for (const std::string &line : event.details.h9.header)
        lines << QString::fromStdString(line);
    if (lines.isEmpty())
        lines = headerLines(event, evenGameKomi(event));
    bool replaced = false;
    for (QString &line : lines) {
        if (const auto tag = headerTag(line); tag && tag->first == QLatin1String("CL")) {
            line = stated;
            replaced = true;
        }
    }
    if (!replaced)
        lines.prepend(stated);
    std::vector<std::string> header;
    for (const QString &line : lines)
        header.push_back(line.toStdString());
    return header;
}

QByteArray writeH9(const EventFile &file)
{
    const EventInput &event = file.event;
    const H9Details &details = file.details.h9;
    const double evenKomi = evenGameKomi(file);
    const CellPlan plan(file, evenKomi);
    QStringList lines = headerLines(file, evenKomi);
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const PlayerInput &player = event.players[i];
        const H9Line &kept = details.lineOf(player.id);
        // h9.md "Player lines": no place on a line tied on every score with the line above.
        const bool tied = i > 0 && !kept.scores.empty()
            && kept.scores == details.lineOf(event.players[i - 1].id).scores;
        // A player without a SAGC rank is entered as the weakest rank, 30k.
        const sagc::GoRank rank = player.sagc ? player.sagc->rank : sagc::GoRank::weakest();
        const QString country = QString::fromStdString(player.country);
        const QString club = QString::fromStdString(player.club);
        QString line = (tied ? QString() : QString::number(i + 1)).rightJustified(kPlaceWidth)
            + QLatin1Char(' ') + lineName(player.name).leftJustified(kNameWidth, u' ', true)
            + QLatin1Char(' ')
            + QString::fromStdString(rank.toString()).toUpper().rightJustified(kRankWidth)
            + QLatin1Char(' ')
            + (country.isEmpty() ? kNoCountry : country).leftJustified(kCountryWidth)
            + QLatin1Char(' ')
            + (club.isEmpty() ? kNoClub : club)
                  .simplified()
                  .replace(QLatin1Char(' '), QLatin1Char('_'))
                  .rightJustified(kClubWidth, u' ', true)
            + QString::fromStdString(kept.scores);
        for (const QString &cell : plan.cells(i))
            line += laidOutH9Cell(cell);
        line += QString::fromStdString(kept.afterCells);
        if (!player.egdPin.empty())
            line += QStringLiteral(" |") + QString::fromStdString(player.egdPin);
        lines.append(line);
    }
    const std::string &lineEnd = details.lineEnd;
    const QString end = lineEnd == "crlf" ? QStringLiteral("\r\n")
        : lineEnd == "cr"                 ? QStringLiteral("\r")
                                          : QStringLiteral("\n");
    return encoded(lines.join(end) + end, details.encoding == "utf-8");
}

} // namespace rd::io
