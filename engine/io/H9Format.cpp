#include "engine/io/H9Format.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <map>
#include <tuple>

namespace rd::io {

namespace {

// sagc.md §8: the result a player would have to give for the same game.
char mirrored(char result)
{
    return result == '+' ? '-' : result == '-' ? '+' : '=';
}

// One round column of a player line: `<opp place><+|-|=>[/<b|w>[<h>]]`, `!` for a default.
struct RoundToken {
    QString text;
    int opponent = 0; // 0: a bye
    char result = '=';
    bool byDefault = false;
    std::optional<char> colour; // 'b' or 'w'
    std::optional<int> handicap;
};

struct PlayerLine {
    int line = 0;
    int place = 0;
    std::string name;
    sagc::GoRank rank = sagc::GoRank::weakest();
    std::vector<RoundToken> rounds;
};

std::optional<RoundToken> parseRoundToken(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^([0-9]+)([-+=])(?:([/!])([bw]?)([0-9]*))?$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    RoundToken token;
    token.text = text;
    token.opponent = match.captured(1).toInt();
    token.result = match.captured(2).at(0).toLatin1();
    token.byDefault = match.captured(3) == QLatin1String("!");
    if (!match.captured(4).isEmpty())
        token.colour = match.captured(4).at(0).toLatin1();
    if (!match.captured(5).isEmpty())
        token.handicap = match.captured(5).toInt();
    return token;
}

// The header keys of one `;` line (sagc.md §8); CL, PC, HA and TM carry nothing SAGC rates.
void readHeader(const QString &text, int line, EventInput &event, bool &hasDates, double &komi,
    QList<DocumentError> &errors)
{
    static const QRegularExpression key(QStringLiteral("([A-Z]{2})\\[([^\\]]*)\\]"));
    for (auto it = key.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        const QString name = match.captured(1);
        const QString value = match.captured(2).trimmed();
        if (name == QLatin1String("EV")) {
            event.event.name = value.toStdString();
        } else if (name == QLatin1String("DT")) {
            hasDates = true; // present, even if invalid
            const QStringList parts = value.split(QLatin1Char(','));
            const auto end = Date::fromIso(parts.last().trimmed().toStdString());
            const auto start = parts.size() == 2
                ? Date::fromIso(parts.first().trimmed().toStdString())
                : std::optional<Date>();
            if (parts.size() > 2 || !end || (parts.size() == 2 && (!start || *start > *end))) {
                errors.append({ linePlace(line), ReadCode::H9BadDates, { value } });
                continue;
            }
            event.event.startDate = start;
            event.event.endDate = *end;
        } else if (name == QLatin1String("KM")) {
            bool ok = false;
            const double number = value.toDouble(&ok);
            if (ok)
                komi = number;
            else
                errors.append({ linePlace(line), ReadCode::H9BadKomi, { value } });
        }
    }
}

// place, `Surname Firstname`, rank, country, club, optional scores, rounds, optional ` |PIN`.
std::optional<PlayerLine> readPlayer(const QString &text, int line, QList<DocumentError> &errors)
{
    static const QRegularExpression whitespace(QStringLiteral("\\s+"));
    static const QRegularExpression rankLike(QStringLiteral("^[0-9]+[kdp]$"));
    static const QRegularExpression score(QStringLiteral("^-?[0-9]+(?:[.,][0-9]+)?$"));
    const QStringList fields
        = text.section(QLatin1Char('|'), 0, 0).split(whitespace, Qt::SkipEmptyParts);
    const qsizetype errorCount = errors.size();
    if (fields.isEmpty()) {
        errors.append({ linePlace(line), ReadCode::H9PlayerFields, {} });
        return std::nullopt;
    }

    PlayerLine player;
    player.line = line;
    bool ok = false;
    player.place = fields.first().toInt(&ok);
    if (!ok || player.place <= 0) {
        errors.append({ linePlace(line), ReadCode::H9BadPlace, { fields.first() } });
        return std::nullopt;
    }
    qsizetype rankField = 2;
    while (rankField < fields.size() && !rankLike.match(fields[rankField].toLower()).hasMatch())
        ++rankField;
    if (fields.size() < 2 || rankField + 2 >= fields.size()) {
        errors.append({ linePlace(line), ReadCode::H9PlayerFields, {} });
        return std::nullopt;
    }
    player.name = fields.mid(1, rankField - 1).join(QLatin1Char(' ')).toStdString();
    if (const auto rank = sagc::GoRank::parse(fields[rankField].toLower().toStdString()))
        player.rank = *rank;
    else
        errors.append({ linePlace(line), ReadCode::H9UnknownRank, { fields[rankField] } });

    for (qsizetype i = rankField + 3; i < fields.size(); ++i) {
        const int round = static_cast<int>(player.rounds.size()) + 1;
        const auto token = parseRoundToken(fields[i]);
        if (!token && player.rounds.empty() && score.match(fields[i]).hasMatch())
            continue;
        if (!token) {
            errors.append({ roundPlace(line, round), ReadCode::H9BadRoundToken, { fields[i] } });
        } else if (token->opponent == 0
            && (token->byDefault || token->text.contains(QLatin1Char('/')))) {
            errors.append({ roundPlace(line, round), ReadCode::H9ByeColour, { token->text } });
        } else if (token->opponent == player.place) {
            errors.append({ roundPlace(line, round), ReadCode::H9SelfPairing, { token->text } });
        } else if (token->handicap > 9) {
            errors.append({ roundPlace(line, round), ReadCode::H9Handicap,
                { QString::number(*token->handicap) } });
        }
        player.rounds.push_back(token.value_or(RoundToken()));
    }
    if (errors.size() != errorCount)
        return std::nullopt;
    return player;
}

// Whether `reply`, on the opponent's line, describes the same game as `token`.
bool mirrors(const RoundToken &token, const RoundToken &reply, int place)
{
    return reply.opponent == place && reply.result == mirrored(token.result)
        && reply.byDefault == token.byDefault
        && !(token.colour && reply.colour && token.colour == reply.colour)
        && !(token.handicap && reply.handicap && token.handicap != reply.handicap);
}

// The game of `lower` against the player on a higher place. The token's h (sagc.md §8) is
// taken as in EGD tables: h0 or none an even game with the KM komi, h1 a game without komi
// (komi 0.5), h >= 2 stones for Black with komi 0.5.
GoGame makeGame(
    const PlayerLine &lower, const RoundToken &token, const RoundToken &reply, double evenKomi)
{
    const bool lowerIsWhite
        = token.colour ? token.colour == 'w' : (reply.colour ? reply.colour == 'b' : true);
    const int handicap = token.handicap.value_or(reply.handicap.value_or(0));
    GoGame game;
    game.white = std::to_string(lowerIsWhite ? lower.place : token.opponent);
    game.black = std::to_string(lowerIsWhite ? token.opponent : lower.place);
    game.winner = token.result == '='           ? GoWinner::Draw
        : (token.result == '+') == lowerIsWhite ? GoWinner::White
                                                : GoWinner::Black;
    game.handicap = std::max(handicap, 1);
    game.komi = handicap == 0 ? evenKomi : 0.5;
    game.status = GoGameStatus::Tournament;
    return game;
}

// Printable ASCII for names and the event name (sagc.md §8): accents are dropped from their
// letters (é → e), any other character becomes '?'.
QByteArray ascii(const std::string &text)
{
    QByteArray out;
    const QString decomposed
        = QString::fromStdString(text).normalized(QString::NormalizationForm_KD);
    for (const char32_t c : decomposed.simplified().toUcs4()) {
        if (QChar::category(c) == QChar::Mark_NonSpacing)
            continue;
        const bool plain = c >= 0x20 && c < 0x7f && c != '|' && c != '[' && c != ']';
        out.append(plain ? static_cast<char>(c) : '?');
    }
    return out;
}

QByteArray number(double value)
{
    return QByteArray::number(value, 'g', 10);
}

} // namespace

EventReadResult readH9(const QByteArray &text)
{
    EventReadResult result;
    EventInput event;
    event.system = RatingSystem::Sagc;
    event.ruleset = "sagc";
    bool hasDates = false;
    double evenKomi = GoGame().komi;
    std::vector<PlayerLine> players;
    std::map<int, std::size_t> byPlace;

    // Non-ASCII bytes are taken as Latin-1.
    const QStringList lines = QString::fromLatin1(text).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int line = static_cast<int>(i) + 1;
        const QString content = lines[i].trimmed();
        if (content.startsWith(QLatin1Char(';'))) {
            readHeader(content, line, event, hasDates, evenKomi, result.errors);
        } else if (!content.isEmpty()) {
            auto player = readPlayer(content, line, result.errors);
            if (!player)
                continue;
            const auto [it, added] = byPlace.emplace(player->place, players.size());
            if (added)
                players.push_back(std::move(*player));
            else
                result.errors.append({ linePlace(line), ReadCode::H9PlaceRepeated,
                    { QString::number(player->place),
                        QString::number(players[it->second].line) } });
        }
    }
    if (!hasDates)
        result.errors.append({ QStringLiteral("header"), ReadCode::H9NoDates, {} });
    if (!result.errors.isEmpty())
        return result; // pairings are checked only between well-formed lines

    // Each game once, from the lower place's line; the higher place's line must agree.
    std::vector<std::tuple<int, int, GoGame>> games; // round, lower place, game
    for (const PlayerLine &player : players) {
        for (std::size_t r = 0; r < player.rounds.size(); ++r) {
            const RoundToken &token = player.rounds[r];
            const int round = static_cast<int>(r) + 1;
            if (token.opponent == 0)
                continue;
            const auto found = byPlace.find(token.opponent);
            if (found == byPlace.end()) {
                result.errors.append({ roundPlace(player.line, round), ReadCode::H9UnknownOpponent,
                    { QString::number(token.opponent) } });
                continue;
            }
            const PlayerLine &opponent = players[found->second];
            const RoundToken *reply = r < opponent.rounds.size() ? &opponent.rounds[r] : nullptr;
            const bool pointsBack = reply && reply->opponent == player.place;
            if (opponent.place < player.place && pointsBack)
                continue; // checked from the opponent's line
            if (!pointsBack || !mirrors(token, *reply, player.place)) {
                const QStringList args { token.text, QString::number(opponent.line),
                    QString::number(round) };
                if (reply)
                    result.errors.append({ roundPlace(player.line, round),
                        ReadCode::H9Contradiction, args + QStringList { reply->text } });
                else
                    result.errors.append(
                        { roundPlace(player.line, round), ReadCode::H9NoAnswer, args });
                continue;
            }
            if (!token.byDefault)
                games.emplace_back(round, player.place, makeGame(player, token, *reply, evenKomi));
        }
    }
    if (!result.errors.isEmpty())
        return result;

    std::stable_sort(games.begin(), games.end(), [](const auto &a, const auto &b) {
        return std::tie(std::get<0>(a), std::get<1>(a)) < std::tie(std::get<0>(b), std::get<1>(b));
    });
    for (const PlayerLine &line : players) {
        PlayerInput player;
        player.id = std::to_string(line.place);
        player.name = line.name;
        player.sagc = SagcState { line.rank, 0, {} };
        event.players.push_back(std::move(player));
    }
    for (auto &game : games)
        event.goGames.push_back(std::move(std::get<2>(game)));
    result.event = std::move(event);
    return result;
}

QByteArray writeH9(const EventInput &event)
{
    // The komi of the first even game stands for all even games (KM).
    double evenKomi = GoGame().komi;
    const auto firstEven = std::find_if(event.goGames.begin(), event.goGames.end(),
        [](const GoGame &game) { return game.handicap <= 1; });
    if (firstEven != event.goGames.end())
        evenKomi = firstEven->komi;

    std::map<std::string, int> placeOf;
    for (std::size_t i = 0; i < event.players.size(); ++i)
        placeOf.emplace(event.players[i].id, static_cast<int>(i) + 1);

    // A game goes to the round after both players' previous games, so rounds read back from
    // the table are numbered the same way again.
    std::vector<std::map<int, QByteArray>> rounds(event.players.size());
    std::vector<int> lastRound(event.players.size(), 0);
    for (const GoGame &game : event.goGames) {
        const auto white = placeOf.find(game.white);
        const auto black = placeOf.find(game.black);
        if (white == placeOf.end() || black == placeOf.end())
            continue;
        const int w = white->second - 1;
        const int b = black->second - 1;
        const int round = std::max(lastRound[w], lastRound[b]) + 1;
        lastRound[w] = lastRound[b] = round;
        const int h = game.handicap >= 2                ? game.handicap
            : game.komi != evenKomi && game.komi == 0.5 ? 1
                                                        : 0;
        const char whiteResult = game.winner == GoWinner::Draw ? '='
            : game.winner == GoWinner::White                   ? '+'
                                                               : '-';
        rounds[w][round] = QByteArray::number(b + 1) + whiteResult + "/w" + QByteArray::number(h);
        rounds[b][round]
            = QByteArray::number(w + 1) + mirrored(whiteResult) + "/b" + QByteArray::number(h);
    }
    int roundCount = 0;
    for (const int round : lastRound)
        roundCount = std::max(roundCount, round);

    QByteArray out = "; CL[A]\n; EV[" + ascii(event.event.name) + "]\n; DT[";
    if (event.event.startDate)
        out += QByteArray::fromStdString(event.event.startDate->toIso()) + ',';
    out += QByteArray::fromStdString(event.event.endDate.toIso()) + "]\n; KM[" + number(evenKomi)
        + "]\n";
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const PlayerInput &player = event.players[i];
        // A player without a SAGC rank is entered as the weakest rank, 30k.
        const sagc::GoRank rank = player.sagc ? player.sagc->rank : sagc::GoRank::weakest();
        const QByteArray name = ascii(player.name);
        out += QByteArray::number(static_cast<int>(i) + 1) + ' '
            + (name.isEmpty() ? QByteArray("?") : name) + ' '
            + QByteArray::fromStdString(rank.toString()) + " ZA -";
        for (int round = 1; round <= roundCount; ++round) {
            const auto token = rounds[i].find(round);
            out += ' ' + (token != rounds[i].end() ? token->second : QByteArray("0-"));
        }
        out += '\n';
    }
    return out;
}

} // namespace rd::io
