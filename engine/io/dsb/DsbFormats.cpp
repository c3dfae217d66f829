#include "engine/io/dsb/DsbFormats.h"

#include <QXmlStreamWriter>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace rd::io {

namespace {

// Unicode U+00A0–U+00FF to CP850 (dwz.md §9.1: CP850, or umlauts break player matching). This
// hand-written table covers the Latin-1 letters and signs, all of which CP850 has; ASCII passes
// through and any other character becomes '?'.
constexpr std::array<std::uint8_t, 96> kLatin1ToCp850 = {
    0xFF,
    0xAD,
    0xBD,
    0x9C,
    0xCF,
    0xBE,
    0xDD,
    0xF5,
    0xF9,
    0xB8,
    0xA6,
    0xAE,
    0xAA,
    0xF0,
    0xA9,
    0xEE,
    0xF8,
    0xF1,
    0xFD,
    0xFC,
    0xEF,
    0xE6,
    0xF4,
    0xFA,
    0xF7,
    0xFB,
    0xA7,
    0xAF,
    0xAC,
    0xAB,
    0xF3,
    0xA8,
    0xB7,
    0xB5,
    0xB6,
    0xC7,
    0x8E,
    0x8F,
    0x92,
    0x80,
    0xD4,
    0x90,
    0xD2,
    0xD3,
    0xDE,
    0xD6,
    0xD7,
    0xD8,
    0xD1,
    0xA5,
    0xE3,
    0xE0,
    0xE2,
    0xE5,
    0x99,
    0x9E,
    0x9D,
    0xEB,
    0xE9,
    0xEA,
    0x9A,
    0xED,
    0xE8,
    0xE1,
    0x85,
    0xA0,
    0x83,
    0xC6,
    0x84,
    0x86,
    0x91,
    0x87,
    0x8A,
    0x82,
    0x88,
    0x89,
    0x8D,
    0xA1,
    0x8C,
    0x8B,
    0xD0,
    0xA4,
    0x95,
    0xA2,
    0x93,
    0xE4,
    0x94,
    0xF6,
    0x9B,
    0x97,
    0xA3,
    0x96,
    0x81,
    0xEC,
    0xE7,
    0x98,
};

QByteArray toCp850(const QString &text)
{
    QByteArray bytes;
    for (const char32_t c : text.toUcs4()) {
        if (c < 0x80)
            bytes.append(char(c));
        else if (c >= 0xA0 && c <= 0xFF)
            bytes.append(char(kLatin1ToCp850[c - 0xA0]));
        else
            bytes.append('?');
    }
    return bytes;
}

QString fromUtf8(const std::string &text)
{
    return QString::fromStdString(text);
}

// The round of every game: its own, or the first round in which neither player has a game or a
// bye yet.
std::vector<int> gameRounds(const EventInput &event)
{
    std::set<std::pair<int, std::string>> busy;
    for (const Bye &bye : event.byes)
        busy.emplace(bye.round, bye.player);
    for (const ChessGame &game : event.chessGames) {
        if (game.round) {
            busy.emplace(*game.round, game.white);
            busy.emplace(*game.round, game.black);
        }
    }
    std::vector<int> rounds;
    for (const ChessGame &game : event.chessGames) {
        int round = game.round.value_or(1);
        if (!game.round) {
            while (busy.contains({ round, game.white }) || busy.contains({ round, game.black }))
                ++round;
            busy.emplace(round, game.white);
            busy.emplace(round, game.black);
        }
        rounds.push_back(round);
    }
    return rounds;
}

int roundCount(const EventInput &event, const std::vector<int> &rounds)
{
    int count = rounds.empty() ? 0 : *std::max_element(rounds.begin(), rounds.end());
    for (const Bye &bye : event.byes)
        count = std::max(count, bye.round);
    return count;
}

// Player numbers 1..n in event order.
std::map<std::string, int> playerNumbers(const EventInput &event)
{
    std::map<std::string, int> numbers;
    for (std::size_t i = 0; i < event.players.size(); ++i)
        numbers.emplace(event.players[i].id, int(i) + 1);
    return numbers;
}

QString germanDate(const Date &date)
{
    return QStringLiteral("%1.%2.%3")
        .arg(date.day, 2, 10, QChar('0'))
        .arg(date.month, 2, 10, QChar('0'))
        .arg(date.year, 4, 10, QChar('0'));
}

// Writes `bytes` into `line` at the 0-based column, cut to `width`.
void place(QByteArray &line, int column, int width, const QByteArray &bytes)
{
    line.replace(column, std::min<int>(width, bytes.size()), bytes.left(width));
}

QByteArray rightAligned(int value, int width)
{
    return QByteArray::number(value).rightJustified(width, ' ');
}

// A player's six-character round block (dwz.md §9.1): " " + result + colour + opponent.
QByteArray roundBlock(GameResult result, bool white, int opponent)
{
    const double points = white ? whitePoints(result) : blackPoints(result);
    char code = 'R';
    // A game without a rating (forfeit, or under one move) goes as a forfeit (kampflos).
    if (!isRated(result))
        code = points > 0 ? '+' : '-';
    else if (points != 0.5)
        code = points > 0 ? '1' : '0';
    const char colour = !isRated(result) ? ':' : (white ? 'W' : 'B');
    return QByteArray(" ") + code + colour + rightAligned(opponent, 3);
}

// The two-letter type code of §9.3: SR when every pair of players met, else SW.
QString tournamentType(const EventInput &event)
{
    std::set<std::pair<std::string, std::string>> pairs;
    for (const ChessGame &game : event.chessGames)
        pairs.insert(std::minmax(game.white, game.black));
    const std::size_t n = event.players.size();
    return pairs.size() == n * (n - 1) / 2 ? QStringLiteral("SR") : QStringLiteral("SW");
}

QString xmlPoints(double points, bool forfeit)
{
    if (forfeit)
        return points > 0 ? QStringLiteral("+") : QStringLiteral("-");
    return points == 0.5 ? QStringLiteral("0.5") : QString::number(points);
}

} // namespace

QByteArray writeDsbText(const EventInput &event, const DsbTextOptions &options)
{
    const QByteArray eol = "\r\n";
    const std::vector<int> rounds = gameRounds(event);
    const int count = roundCount(event, rounds);
    const std::map<std::string, int> numbers = playerNumbers(event);

    QByteArray out = toCp850(fromUtf8(event.event.name)) + eol + eol;
    out += toCp850(options.typeCode) + rightAligned(int(event.players.size()), 4)
        + rightAligned(count, 3) + rightAligned(1, 3) + eol;
    out += " ttt. rrr nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv lll "
           "ffffffffff pppppppppp gggggggg eeee dddd  zzzzz mmmm"
        + eol;

    std::vector<QByteArray> lines;
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const PlayerInput &player = event.players[i];
        QByteArray line(132 + 6 * count, ' ');
        place(line, 1, 3, rightAligned(int(i) + 1, 3));
        line[4] = '.';
        place(line, 10, 32, toCp850(fromUtf8(player.name)));
        if (const std::optional<int> year = player.knownBirthYear())
            place(line, 102, 8, QByteArray::number(*year).rightJustified(4, '0'));
        if (player.dwz && player.dwz->rating)
            place(line, 116, 4, rightAligned(*player.dwz->rating, 4));
        lines.push_back(line);
    }
    for (std::size_t g = 0; g < event.chessGames.size(); ++g) {
        const ChessGame &game = event.chessGames[g];
        // Every game names a player of the list: the store keeps no other (EventRepository,
        // playerOf) and readEventDocument reads no other.
        const int white = numbers.at(game.white);
        const int black = numbers.at(game.black);
        const int column = 132 + 6 * (rounds[g] - 1);
        place(lines[white - 1], column, 6, roundBlock(game.result, true, black));
        place(lines[black - 1], column, 6, roundBlock(game.result, false, white));
    }
    for (const QByteArray &line : lines)
        out += line + eol;

    const Date start = event.event.startDate.value_or(event.event.endDate);
    const std::vector<std::pair<QString, QString>> keys = {
        { "Name:", fromUtf8(event.event.name) },
        { "Ort:", options.city },
        { "FIDE-Land:", options.federation },
        { "Datum(S):", germanDate(start) },
        { "Datum(E):", germanDate(event.event.endDate) },
        { QString::fromUtf8("Züge(1):"), options.timeControl },
        { "Hauptschiedsrichter:", options.chiefArbiter },
        { "Anwender:", options.user },
    };
    out += "###" + eol;
    for (const auto &[label, value] : keys) {
        // Labels padded to 12; a longer label keeps one blank before its value.
        const QString key = label.size() < 12 ? label.leftJustified(12) : label + ' ';
        out += toCp850(key + value) + eol;
    }
    return out;
}

QByteArray writeDsbXml(const EventInput &event, const DsbXmlOptions &options)
{
    const std::vector<int> rounds = gameRounds(event);
    const std::map<std::string, int> numbers = playerNumbers(event);
    const Date start = event.event.startDate.value_or(event.event.endDate);

    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeStartElement("DSB_DWZ_TournamentReport");
    xml.writeDefaultNamespace("http://www.schachbund.de/XMLSchema");
    xml.writeAttribute("version", "2.5");

    // An element with text, or an empty element when there is none.
    const auto element = [&xml](const QString &name, const QString &text) {
        if (text.isEmpty())
            xml.writeEmptyElement(name);
        else
            xml.writeTextElement(name, text);
    };

    xml.writeStartElement("header");
    element("creationDate", options.created.toString(Qt::ISODate));
    element("sender", options.sender);
    element("system", "ratingdesk");
    element("fileUUID", options.fileId.toString(QUuid::WithoutBraces));
    xml.writeEndElement();

    xml.writeStartElement("tournament");
    element("tournamentUUID", options.tournamentId.toString(QUuid::WithoutBraces));
    element("label", fromUtf8(event.event.name));
    element("tournamentType", tournamentType(event));
    element("timecontrol", options.timeControl);
    element("rounds", QString::number(roundCount(event, rounds)));
    element("startDate", fromUtf8(start.toIso()));
    element("endDate", fromUtf8(event.event.endDate.toIso()));
    element("location", options.location);
    element("ageClass", {});
    element("notes", {});
    xml.writeEndElement();

    xml.writeStartElement("players");
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const PlayerInput &player = event.players[i];
        const QString name = fromUtf8(player.name);
        const qsizetype comma = name.indexOf(QStringLiteral(", "));
        const std::optional<int> year = player.knownBirthYear();
        xml.writeStartElement("player");
        element("tournamentPlayerNumber", QString::number(i + 1));
        element("surname", comma < 0 ? name : name.left(comma));
        element("forename", comma < 0 ? QString() : name.mid(comma + 2));
        element("dobYear", year ? QString::number(*year) : QString());
        if (player.birthDate)
            element("dobDate", fromUtf8(player.birthDate->toIso()));
        for (const char *empty :
            { "vkz", "numberClubMember", "club", "fideId", "fideRating", "sex" })
            element(empty, {});
        xml.writeEndElement();
    }
    xml.writeEndElement();

    // Games by round, in entry order within a round; a bye with points follows its round's games.
    std::vector<std::size_t> order(event.chessGames.size());
    for (std::size_t g = 0; g < order.size(); ++g)
        order[g] = g;
    std::stable_sort(order.begin(), order.end(),
        [&rounds](std::size_t a, std::size_t b) { return rounds[a] < rounds[b]; });
    xml.writeStartElement("games");
    const auto game = [&](int round, const QString &white, const QString &black,
                          const QString &pointWhite, const QString &pointBlack) {
        xml.writeStartElement("game");
        element("round", QString::number(round));
        element("date", {});
        if (white.isEmpty())
            element("noneWhitePlayer", "true");
        else
            element("tournamentPlayerNumberWhite", white);
        if (black.isEmpty())
            element("noneBlackPlayer", "true");
        else
            element("tournamentPlayerNumberBlack", black);
        element("pointWhite", pointWhite);
        element("pointBlack", pointBlack);
        xml.writeEndElement();
    };
    std::size_t next = 0;
    for (int round = 1; round <= roundCount(event, rounds); ++round) {
        for (; next < order.size() && rounds[order[next]] == round; ++next) {
            const ChessGame &g = event.chessGames[order[next]];
            const bool forfeit = !isRated(g.result);
            game(round, QString::number(numbers.at(g.white)), QString::number(numbers.at(g.black)),
                xmlPoints(whitePoints(g.result), forfeit),
                xmlPoints(blackPoints(g.result), forfeit));
        }
        for (const Bye &bye : event.byes) {
            const double points = bye.pointsIn(event.event.properties);
            if (bye.round == round && points > 0)
                game(round, QString::number(numbers.at(bye.player)), {},
                    xmlPoints(points, points == 1), QStringLiteral("-"));
        }
    }
    xml.writeEndElement();

    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace rd::io
