#include "engine/io/trf/TrfTournament.h"

#include "engine/io/TextEncoding.h"
#include "engine/io/trf/TrfColumns.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>

namespace rd::io {

namespace {

using namespace pairing;

QString columns(const QString &line, int from, int to)
{
    return line.mid(from - 1, to - from + 1);
}

// Blanks around the number aside; none for a blank text (Qt's conversion refuses it).
std::optional<int> wholeNumber(const QString &text)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

// pp.p as tenths
std::optional<Points> pointsOf(const QString &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok ? std::optional(static_cast<Points>(std::lround(value * 10))) : std::nullopt;
}

QString pointsText(Points points)
{
    return QString::number(points / 10.0, 'f', 1);
}

// The result letters of a round's block (TRF-16, column 8 of the block): with an opponent, or
// without one (a bye); the first is the one written, every one is read. A blank without an
// opponent is no pairing in an empty block, else absence (Reader::cell).
struct OutcomeLetters {
    Outcome outcome;
    bool withOpponent;
    std::string_view letters;
};
constexpr OutcomeLetters kOutcomeLetters[] = {
    { Outcome::Win, true, "1W" },
    { Outcome::Draw, true, "=D" },
    { Outcome::Loss, true, "0L" },
    { Outcome::ForfeitWin, true, "+" },
    { Outcome::ForfeitLoss, true, "-" },
    { Outcome::Pending, true, " *" },
    { Outcome::PairingBye, false, "U" },
    { Outcome::HalfBye, false, "H=" },
    { Outcome::FullBye, false, "F+" },
    { Outcome::ZeroBye, false, "Z-" },
};

// The letters by which a record names the points of the point system: 162 (TRF-16) and the BB?
// records of TRF-26.
struct PointLetters {
    char win;
    char draw;
    char loss;
    std::string_view absence; // a zero-point bye or a forfeit loss
    char pairingBye;
};
constexpr PointLetters k162Letters { 'W', 'D', 'L', "AZ", 'P' };
constexpr PointLetters kBbLetters { 'W', 'D', 'L', "ZF", 'U' };

class Reader {
public:
    TrfTournamentRead read(const QByteArray &bytes);

private:
    Tournament m_t;
    std::map<int, int> m_lineOf; // start number -> line
    bool m_winSet = false;
    bool m_byeSet = false;
    std::vector<std::pair<int, QString>> m_pointRecords;
    int m_systemLine = 0; // of the 092/192 record
    bool m_ranked = false; // some player has a rank other than 0
    std::map<std::pair<int, int>, int> m_byeLine; // (player, round) -> line of its 240 record

    TrfTournamentRead fail(int line, const QString &message)
    {
        TrfTournamentRead result;
        result.line = line;
        result.error = message;
        return result;
    }
    std::optional<QString> playerLine(const QString &line, int number);
    std::optional<QString> cell(const QString &text, RoundEntry &entry);
    std::optional<QString> pointSystem(const QString &value);
    bool setPoints(char letter, Points points, const PointLetters &letters);
    std::optional<QString> javafoPoints(const QStringList &words);
    std::optional<QString> consistency();
    std::optional<QString> system() const;
};

std::optional<QString> Reader::cell(const QString &text, RoundEntry &entry)
{
    const QString padded = text.leftJustified(trf::kBlockWidth, QLatin1Char(' '));
    const QString opponentText = padded.left(4).trimmed();
    const QChar colour = padded.at(5).toLower();
    const QChar result = padded.at(7).toUpper();
    int opponent = 0;
    if (!opponentText.isEmpty()) {
        const auto value = wholeNumber(opponentText);
        if (!value || *value < 0)
            return QStringLiteral("the opponent \"%1\" is not a start number").arg(opponentText);
        opponent = *value;
    }
    entry.opponent = opponent;
    entry.colour = colour == QLatin1Char('w') ? Colour::White
        : colour == QLatin1Char('b')          ? Colour::Black
                                              : Colour::None;
    if (colour != QLatin1Char('w') && colour != QLatin1Char('b') && colour != QLatin1Char('-')
        && colour != QLatin1Char(' '))
        return QStringLiteral("the colour \"%1\" is neither w, b nor -").arg(colour);
    const char code = result.toLatin1();
    if (opponent == 0 && code == ' ') {
        entry.outcome = text.trimmed().isEmpty() ? Outcome::NotPaired : Outcome::ZeroBye;
        return std::nullopt;
    }
    const auto *letters = std::ranges::find_if(kOutcomeLetters, [&](const OutcomeLetters &known) {
        return known.withOpponent == (opponent > 0)
            && known.letters.find(code) != std::string_view::npos;
    });
    if (letters == std::end(kOutcomeLetters))
        return opponent > 0 ? QStringLiteral("the result \"%1\" is not one of TRF's").arg(result)
                            : QStringLiteral("the result \"%1\" needs an opponent").arg(result);
    entry.outcome = letters->outcome;
    if (opponent > 0 && entry.colour == Colour::None && entry.outcome != Outcome::ForfeitWin
        && entry.outcome != Outcome::ForfeitLoss)
        return QStringLiteral("a game against %1 has no colour").arg(opponent);
    return std::nullopt;
}

std::optional<QString> Reader::playerLine(const QString &line, int number)
{
    const auto startNumber = wholeNumber(columns(line, 5, 8));
    if (!startNumber || *startNumber < 1 || *startNumber > 9999)
        return QStringLiteral("the start number \"%1\" is not a number from 1 to 9999")
            .arg(columns(line, 5, 8).trimmed());
    if (m_lineOf.count(*startNumber))
        return QStringLiteral("start number %1 is on line %2 already")
            .arg(*startNumber)
            .arg(m_lineOf[*startNumber]);
    m_lineOf[*startNumber] = number;
    Player player;
    player.startNumber = *startNumber;
    player.sex = columns(line, 10, 10).trimmed().toStdString();
    player.title = columns(line, 11, 13).trimmed().toStdString();
    player.name = columns(line, 15, 47).trimmed().toStdString();
    player.rating = wholeNumber(columns(line, 49, 52)).value_or(0);
    player.federation = columns(line, 54, 56).trimmed().toStdString();
    player.fideId = columns(line, 58, 68).trimmed().toStdString();
    player.birthDate = columns(line, 70, 79).trimmed().toStdString();
    const QString pointsField = columns(line, 81, 84);
    if (!pointsField.trimmed().isEmpty()) {
        player.declaredPoints = pointsOf(pointsField);
        if (!player.declaredPoints)
            return QStringLiteral("the points \"%1\" are not a number").arg(pointsField.trimmed());
    }
    // TRF marks a player who withdrew with the rank 0 (a blank rank is only unknown).
    const QString rank = columns(line, 86, 89).trimmed();
    player.withdrawn = rank == QLatin1String("0");
    m_ranked = m_ranked || (!rank.isEmpty() && !player.withdrawn);
    const QString blocks = line.mid(trf::kFirstBlock - 1);
    const int rounds = (static_cast<int>(blocks.size()) + 2) / trf::kBlockWidth;
    for (int r = 1; r <= rounds; ++r) {
        RoundEntry entry;
        const QString text = blocks.mid((r - 1) * trf::kBlockWidth, 8);
        if (auto error = cell(text, entry))
            return QStringLiteral("round %1: %2").arg(r).arg(*error);
        player.rounds.push_back(entry);
    }
    while (!player.rounds.empty() && player.rounds.back().outcome == Outcome::NotPaired)
        player.rounds.pop_back();
    if (static_cast<int>(m_t.players.size()) < *startNumber)
        m_t.players.resize(*startNumber);
    m_t.players[*startNumber - 1] = std::move(player);
    return std::nullopt;
}

std::optional<QString> Reader::pointSystem(const QString &value)
{
    // 162: a code at column 6 + 9(k-1), its points at 7 + 9(k-1) .. 10 + 9(k-1).
    const QString line = QStringLiteral("162 ") + value;
    for (int from = 6; from <= line.size(); from += 9) {
        const QChar code = line.at(from - 1).toUpper();
        if (code == QLatin1Char(' '))
            continue;
        const auto points = pointsOf(columns(line, from + 1, from + 4));
        if (!points)
            return QStringLiteral("the points of \"%1\" are not a number").arg(code);
        if (code != QLatin1Char('X') && !setPoints(code.toLatin1(), *points, k162Letters))
            return QStringLiteral("\"%1\" is not a code of the point system").arg(code);
    }
    return std::nullopt;
}

// The points `letter` names in `letters` are `points`; false when it names none.
bool Reader::setPoints(char letter, Points points, const PointLetters &letters)
{
    if (letter == letters.win) {
        m_t.points.win = points;
        m_winSet = true;
    } else if (letter == letters.draw) {
        m_t.points.draw = points;
    } else if (letter == letters.loss) {
        m_t.points.loss = points;
    } else if (letters.absence.find(letter) != std::string_view::npos) {
        m_t.points.absence = points;
    } else if (letter == letters.pairingBye) {
        m_t.points.pairingBye = points;
        m_byeSet = true;
    } else {
        return false;
    }
    return true;
}

// XXS CODE=VALUE ... (JaVaFo). The pairing knows one value for a win (and so a forfeit win and
// a full-point bye), a draw (and a half-point bye), a loss and an absence (a zero-point bye, a
// forfeit loss), and the pairing-allocated bye; codes that the file gives different points
// within one of these cannot be paired.
std::optional<QString> Reader::javafoPoints(const QStringList &words)
{
    struct Kind {
        QStringList codes;
        Points *target;
        bool *set;
    };
    bool ignored = false;
    const Kind kinds[] = {
        { { "W", "WW", "BW", "FW", "FPB" }, &m_t.points.win, &m_winSet },
        { { "D", "WD", "BD", "HPB" }, &m_t.points.draw, &ignored },
        { { "WL", "BL" }, &m_t.points.loss, &ignored },
        { { "ZPB", "FL" }, &m_t.points.absence, &ignored },
        { { "PAB" }, &m_t.points.pairingBye, &m_byeSet },
    };
    for (const Kind &kind : kinds) {
        std::optional<Points> value;
        QString first;
        for (const QString &word : words) {
            const QString code = word.section(QLatin1Char('='), 0, 0).toUpper();
            if (!kind.codes.contains(code))
                continue;
            const auto points = pointsOf(word.section(QLatin1Char('='), 1));
            if (!points)
                return QStringLiteral("the points of %1 are not a number").arg(word);
            if (value && *value != *points)
                return QStringLiteral(
                    "%1 and %2 score differently, but the pairing counts them alike")
                    .arg(first, word);
            value = points;
            first = word;
        }
        if (value) {
            *kind.target = *value;
            *kind.set = true;
        }
    }
    return std::nullopt;
}

std::optional<QString> Reader::consistency()
{
    const int count = static_cast<int>(m_t.players.size());
    for (int i = 0; i < count; ++i)
        if (m_t.players[i].startNumber == 0)
            return QStringLiteral("start number %1 has no player line").arg(i + 1);
    for (const auto &[key, byeLine] : m_byeLine) {
        const auto &[player, round] = key;
        const RoundEntry &e = m_t.player(player).round(round);
        if (isPaired(e.outcome))
            return QStringLiteral("line %1: player %2 has a bye announced for round %3, but line "
                                  "%4 %5 in that round")
                .arg(byeLine)
                .arg(player)
                .arg(round)
                .arg(m_lineOf[player])
                .arg(e.opponent > 0 ? QStringLiteral("pairs him against %1").arg(e.opponent)
                                    : QStringLiteral("gives him the pairing-allocated bye"));
    }
    for (const Player &p : m_t.players) {
        const int line = m_lineOf[p.startNumber];
        for (int r = 1; r <= static_cast<int>(p.rounds.size()); ++r) {
            const RoundEntry &e = p.rounds[r - 1];
            if (e.opponent == 0)
                continue;
            const QString where = QStringLiteral("line %1, round %2: ").arg(line).arg(r);
            if (e.opponent > count)
                return where + QStringLiteral("opponent %1 has no player line").arg(e.opponent);
            if (e.opponent == p.startNumber)
                return where
                    + QStringLiteral("player %1 is paired against himself").arg(p.startNumber);
            const RoundEntry &o = m_t.player(e.opponent).round(r);
            if (o.opponent != p.startNumber)
                return where
                    + QStringLiteral("player %1 is paired against %2, but %2 against %3")
                          .arg(p.startNumber)
                          .arg(e.opponent)
                          .arg(o.opponent == 0 ? QStringLiteral("no one")
                                               : QString::number(o.opponent));
            const bool coloursAgree = e.colour == Colour::None || o.colour == Colour::None
                ? e.colour == o.colour
                : e.colour != o.colour;
            if (!coloursAgree)
                return where
                    + QStringLiteral("players %1 and %2 do not have opposite colours")
                          .arg(p.startNumber)
                          .arg(e.opponent);
            // A double forfeit (`-` on both sides) agrees too.
            const bool agree = opponentsOutcome(e.outcome) == o.outcome
                || (e.outcome == Outcome::ForfeitLoss && o.outcome == Outcome::ForfeitLoss);
            if (!agree)
                return where
                    + QStringLiteral("the results of players %1 and %2 do not agree")
                          .arg(p.startNumber)
                          .arg(e.opponent);
        }
        if (p.declaredPoints) {
            const Points sum = p.pointsBefore(static_cast<int>(p.rounds.size()) + 1, m_t.points);
            if (sum != *p.declaredPoints)
                return QStringLiteral("line %1: player %2 has %3 points, but the results give %4")
                    .arg(line)
                    .arg(p.startNumber)
                    .arg(pointsText(*p.declaredPoints))
                    .arg(pointsText(sum));
        }
    }
    return std::nullopt;
}

// The pairing system the file names (092 as bbpPairings and most programs write it, or the
// coded 192 of TRF-2026) must be the Dutch system, and a Baku variant must spell out its virtual
// points (250/XXA): programs size group A differently.
std::optional<QString> Reader::system() const
{
    const QString name = QString::fromStdString(m_t.system).toUpper();
    const bool dutch = name.startsWith(QLatin1String("FIDE_DUTCH"));
    if (!name.isEmpty() && !dutch && !name.startsWith(QLatin1String("INDIVIDUAL")))
        return QStringLiteral("the pairing system \"%1\" is not the FIDE Dutch system "
                              "(FIDE_DUTCH_2025), the only one this program pairs")
            .arg(QString::fromStdString(m_t.system));
    if (dutch && name.contains(QLatin1String("BAKU")) && m_t.acceleration.empty())
        return QStringLiteral("the pairing system \"%1\" accelerates the pairing, but no 250 "
                              "record gives the virtual points and the players who get them")
            .arg(QString::fromStdString(m_t.system));
    return std::nullopt;
}

TrfTournamentRead Reader::read(const QByteArray &bytes)
{
    // Lines end in CR LF, LF or a bare CR (bbpPairings); each ending counts one line.
    QString text = decodeText(bytes).text;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    const QStringList all = text.split(QLatin1Char('\n'));
    std::vector<std::pair<int, QString>> pending; // records read after the players
    for (int i = 0; i < all.size(); ++i) {
        const QString &line = all[i];
        const int number = i + 1;
        if (line.trimmed().isEmpty())
            continue;
        const QString code = line.left(3);
        const QString value = line.mid(4);
        if (code == QLatin1String("001")) {
            if (auto error = playerLine(line, number))
                return fail(number, *error);
        } else if (code == QLatin1String("012")) {
            if (m_t.name.empty())
                m_t.name = value.trimmed().toStdString();
        } else if (code == QLatin1String("092") || code == QLatin1String("192")) {
            m_t.system = value.trimmed().toStdString();
            m_systemLine = number;
        } else if (code == QLatin1String("162")) {
            if (auto error = pointSystem(value))
                return fail(number, *error);
        } else if (code == QLatin1String("013") || code == QLatin1String("310")) {
            return fail(number, QStringLiteral("team records cannot be paired as individuals"));
        } else {
            pending.push_back({ number, line });
        }
    }
    if (m_t.players.empty())
        return fail(0, QStringLiteral("the file has no player lines (001)"));
    const int count = static_cast<int>(m_t.players.size());
    auto playerNumber = [&](const QString &text) -> std::optional<int> {
        const auto value = wholeNumber(text);
        if (!value || *value < 1 || *value > count)
            return std::nullopt;
        return value;
    };
    for (const auto &[number, line] : pending) {
        const QString code = line.left(3);
        const QString value = line.mid(4).trimmed();
        const QStringList words = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (code == QLatin1String("142") || code == QLatin1String("XXR")) {
            const auto rounds = wholeNumber(value);
            if (!rounds || *rounds < 1 || *rounds > 99)
                return fail(number,
                    QStringLiteral("the number of rounds \"%1\" is not 1 to 99").arg(value));
            m_t.plannedRounds = *rounds;
        } else if (code == QLatin1String("152")) {
            const QString colour = value.toUpper();
            if (colour != QLatin1String("W") && colour != QLatin1String("B"))
                return fail(number,
                    QStringLiteral("the initial colour \"%1\" is neither W nor B").arg(value));
            m_t.initialColour = colour == QLatin1String("W") ? Colour::White : Colour::Black;
        } else if (code == QLatin1String("XXC")) {
            for (const QString &word : words) {
                if (word.compare(QLatin1String("white1"), Qt::CaseInsensitive) == 0)
                    m_t.initialColour = Colour::White;
                else if (word.compare(QLatin1String("black1"), Qt::CaseInsensitive) == 0)
                    m_t.initialColour = Colour::Black;
            }
        } else if (code.startsWith(QLatin1String("BB")) && code.size() == 3) {
            const auto points = pointsOf(value);
            if (!points)
                return fail(
                    number, QStringLiteral("the points \"%1\" are not a number").arg(value));
            setPoints(code.at(2).toLatin1(), *points, kBbLetters); // others are not ours
        } else if (code == QLatin1String("XXS")) {
            if (auto error = javafoPoints(words))
                return fail(number, *error);
        } else if (code == QLatin1String("240")) {
            // 240: type at 5, round at 7-9, players at 11 + 5(k-1) .. 14 + 5(k-1).
            const QChar type = columns(line, 5, 5).at(0).toUpper();
            const auto round = wholeNumber(columns(line, 7, 9));
            if (!round || *round < 1)
                return fail(number, QStringLiteral("the round of the bye is not a number"));
            Outcome kind = Outcome::ZeroBye;
            if (type == QLatin1Char('H'))
                kind = Outcome::HalfBye;
            else if (type == QLatin1Char('F'))
                kind = Outcome::FullBye;
            else if (type != QLatin1Char('Z'))
                return fail(
                    number, QStringLiteral("the bye \"%1\" is neither F, H nor Z").arg(type));
            for (int from = 11; from <= line.size(); from += 5) {
                const QString id = columns(line, from, from + 3);
                if (id.trimmed().isEmpty())
                    continue;
                const auto player = playerNumber(id);
                if (!player)
                    return fail(number,
                        QStringLiteral("\"%1\" is not the start number of a player")
                            .arg(id.trimmed()));
                m_t.announcedByes.push_back({ *round, kind, *player });
                m_byeLine[{ *player, *round }] = number;
            }
        } else if (code == QLatin1String("XXZ")) {
            const int round = m_t.roundsInFile() + 1;
            for (const QString &word : words) {
                const auto player = playerNumber(word);
                if (!player)
                    return fail(number,
                        QStringLiteral("\"%1\" is not the start number of a player").arg(word));
                m_t.announcedByes.push_back({ round, Outcome::ZeroBye, *player });
            }
        } else if (code == QLatin1String("250")) {
            // 250: match points 5-8 (teams), points 10-13, rounds 15-17 and 19-21, players
            // 23-26 and 28-31.
            const auto points = pointsOf(columns(line, 10, 13));
            const auto first = wholeNumber(columns(line, 15, 17));
            const auto last = wholeNumber(columns(line, 19, 21));
            const auto from = playerNumber(columns(line, 23, 26));
            const auto to = playerNumber(columns(line, 28, 31));
            if (!points || !first || !last || !from || !to)
                return fail(number,
                    QStringLiteral("the acceleration needs points, two rounds "
                                   "and two start numbers in their columns"));
            m_t.acceleration.push_back({ *from, *to, *first, *last, *points });
        } else if (code == QLatin1String("XXA")) {
            const auto player = playerNumber(columns(line, 5, 8));
            if (!player)
                return fail(number,
                    QStringLiteral("\"%1\" is not the start number of a player")
                        .arg(columns(line, 5, 8).trimmed()));
            for (int round = 1; 10 + 5 * (round - 1) <= line.size(); ++round) {
                const QString text = columns(line, 10 + 5 * (round - 1), 13 + 5 * (round - 1));
                if (text.trimmed().isEmpty())
                    continue;
                const auto points = pointsOf(text);
                if (!points)
                    return fail(number,
                        QStringLiteral("the acceleration \"%1\" is not a number")
                            .arg(text.trimmed()));
                m_t.acceleration.push_back({ *player, *player, round, round, *points });
            }
        } else if (code == QLatin1String("260") || code == QLatin1String("XXP")) {
            ForbiddenPairs group;
            QStringList ids = words;
            if (code == QLatin1String("260")) {
                const auto first = wholeNumber(columns(line, 5, 7));
                const auto last = wholeNumber(columns(line, 9, 11));
                group.firstRound = first.value_or(1);
                group.lastRound = last.value_or(999);
                ids = columns(line, 13, line.size()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            }
            for (const QString &id : ids) {
                const auto player = playerNumber(id);
                if (!player)
                    return fail(number,
                        QStringLiteral("\"%1\" is not the start number of a player").arg(id));
                group.players.push_back(*player);
            }
            m_t.forbidden.push_back(group);
        }
    }
    if (m_winSet && !m_byeSet)
        m_t.points.pairingBye = m_t.points.win;
    if (!m_ranked) // a file that ranks no one has not withdrawn everyone
        for (Player &p : m_t.players)
            p.withdrawn = false;
    if (auto error = system())
        return fail(m_systemLine, *error);
    if (auto error = consistency()) {
        // The line is in the sentence.
        return fail(0, *error);
    }
    TrfTournamentRead result;
    result.tournament = std::move(m_t);
    return result;
}

QString right(const QString &text, int width)
{
    return text.rightJustified(width, QLatin1Char(' '));
}

QString cellText(const RoundEntry &entry)
{
    if (entry.outcome == Outcome::NotPaired)
        return QString();
    const QString opponent
        = entry.opponent > 0 ? right(QString::number(entry.opponent), 4) : QStringLiteral("0000");
    const char colour = entry.colour == Colour::White ? 'w'
        : entry.colour == Colour::Black               ? 'b'
                                                      : '-';
    const auto *letters
        = std::ranges::find(kOutcomeLetters, entry.outcome, &OutcomeLetters::outcome);
    const char result = letters == std::end(kOutcomeLetters) ? ' ' : letters->letters.front();
    return opponent + QLatin1Char(' ') + QLatin1Char(colour) + QLatin1Char(' ')
        + QLatin1Char(result);
}

} // namespace

TrfTournamentRead readTrfTournament(const QByteArray &bytes)
{
    return Reader().read(bytes);
}

QByteArray writeTrfTournament(const Tournament &t)
{
    QStringList lines;
    lines << QStringLiteral("012 ") + QString::fromStdString(t.name);
    if (t.plannedRounds > 0)
        lines << QStringLiteral("142 %1").arg(t.plannedRounds);
    if (t.initialColour)
        lines << QStringLiteral("152 %1").arg(
            *t.initialColour == Colour::White ? QLatin1Char('W') : QLatin1Char('B'));
    if (!t.points.isDefault()) {
        // 162: each code at column 6 + 9(k-1), its points in the four columns after it.
        QString record = QStringLiteral("162  ");
        const std::pair<char, Points> codes[] = { { 'W', t.points.win }, { 'D', t.points.draw },
            { 'L', t.points.loss }, { 'A', t.points.absence }, { 'P', t.points.pairingBye } };
        for (const auto &[code, points] : codes)
            record += QLatin1Char(code) + right(pointsText(points), 4) + QStringLiteral("    ");
        lines << record.trimmed();
    }
    lines << QStringLiteral("192 ") + QString::fromStdString(t.system);
    for (const Player &p : t.players) {
        QString line = QStringLiteral("001 ") + right(QString::number(p.startNumber), 4);
        line += QLatin1Char(' ')
            + QString::fromStdString(p.sex).leftJustified(1, QLatin1Char(' '), true);
        line += right(QString::fromStdString(p.title), 3) + QLatin1Char(' ');
        line += QString::fromStdString(p.name).leftJustified(33, QLatin1Char(' '), true)
            + QLatin1Char(' ');
        line += (p.rating > 0 ? right(QString::number(p.rating), 4) : QStringLiteral("    "));
        line += QLatin1Char(' ')
            + QString::fromStdString(p.federation).leftJustified(3, QLatin1Char(' '), true);
        line += QLatin1Char(' ') + right(QString::fromStdString(p.fideId), 11);
        line += QLatin1Char(' ')
            + QString::fromStdString(p.birthDate).leftJustified(10, QLatin1Char(' '), true);
        const Points points = p.pointsBefore(static_cast<int>(p.rounds.size()) + 1, t.points);
        line += QLatin1Char(' ') + right(pointsText(points), 4);
        line += QLatin1Char(' ') + right(QString::number(p.withdrawn ? 0 : p.startNumber), 4);
        for (const RoundEntry &entry : p.rounds)
            line += QStringLiteral("  ") + cellText(entry).leftJustified(8, QLatin1Char(' '));
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        lines << line;
    }
    for (const AnnouncedBye &bye : t.announcedByes) {
        const char type = bye.kind == Outcome::HalfBye ? 'H'
            : bye.kind == Outcome::FullBye             ? 'F'
                                                       : 'Z';
        lines << QStringLiteral("240 %1 %2 %3")
                     .arg(QLatin1Char(type))
                     .arg(right(QString::number(bye.round), 3))
                     .arg(right(QString::number(bye.player), 4));
    }
    for (const Acceleration &a : t.acceleration)
        lines << QStringLiteral("250      %1 %2 %3 %4 %5")
                     .arg(right(pointsText(a.points), 4))
                     .arg(right(QString::number(a.firstRound), 3))
                     .arg(right(QString::number(a.lastRound), 3))
                     .arg(right(QString::number(a.firstPlayer), 4))
                     .arg(right(QString::number(a.lastPlayer), 4));
    for (const ForbiddenPairs &f : t.forbidden) {
        QString line = QStringLiteral("260 %1 %2")
                           .arg(right(QString::number(f.firstRound), 3))
                           .arg(right(QString::number(std::min(f.lastRound, 999)), 3));
        for (int id : f.players)
            line += QLatin1Char(' ') + right(QString::number(id), 4);
        lines << line;
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace rd::io
