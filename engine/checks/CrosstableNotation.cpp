#include "engine/checks/CrosstableNotation.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rd::checks {

namespace {

const QString kHalf = QStringLiteral("\u00bd");
const QString kMinus = QStringLiteral("\u2212");
const QChar kNotRated = u'*';

// Draw marks of a result or bye: =, ½, 1/2, 0.5 and 0,5, and r (German: remis).
const QStringList kDrawMarks { QStringLiteral("1/2"), QStringLiteral("0.5"), QStringLiteral("0,5"),
    QStringLiteral("="), kHalf, QStringLiteral("r") };

bool isDrawMark(const QString &text)
{
    return kDrawMarks.contains(text);
}

std::optional<CrosstableEntry::Outcome> parseOutcome(const QString &text)
{
    using Outcome = CrosstableEntry::Outcome;
    if (text == QLatin1String("1"))
        return Outcome::Win;
    if (text == QLatin1String("0"))
        return Outcome::Loss;
    if (isDrawMark(text))
        return Outcome::Draw;
    if (text == QLatin1String("+"))
        return Outcome::ForfeitWin;
    if (text == QLatin1String("-") || text == kMinus)
        return Outcome::ForfeitLoss;
    return std::nullopt;
}

QString numberText(int startNumber)
{
    return startNumber > 0 ? QString::number(startNumber) : QStringLiteral("?");
}

} // namespace

GameResult CrosstableEntry::result() const
{
    const bool white = colour == Colour::White;
    const GameResult whiteWins
        = playedNotRated ? GameResult::WhiteWinsUnrated : GameResult::WhiteWins;
    const GameResult blackWins
        = playedNotRated ? GameResult::BlackWinsUnrated : GameResult::BlackWins;
    switch (outcome) {
    case Outcome::Win:
        return white ? whiteWins : blackWins;
    case Outcome::Loss:
        return white ? blackWins : whiteWins;
    case Outcome::Draw:
        return playedNotRated ? GameResult::DrawUnrated : GameResult::Draw;
    case Outcome::ForfeitWin:
        return white ? GameResult::WhiteWinsByForfeit : GameResult::BlackWinsByForfeit;
    case Outcome::ForfeitLoss:
        return white ? GameResult::BlackWinsByForfeit : GameResult::WhiteWinsByForfeit;
    case Outcome::NotPlayed:
        return GameResult::NotPlayed;
    }
    return GameResult::Draw;
}

std::optional<CrosstableEntry> parseCrosstableEntry(const QString &text)
{
    QString compact;
    for (const QChar c : text) {
        if (!c.isSpace())
            compact += c.toLower();
    }
    CrosstableEntry entry;
    if (compact.isEmpty())
        return entry;

    if (compact.startsWith(QLatin1String("bye"))) {
        const QString points = compact.mid(3);
        entry.kind = CrosstableEntry::Kind::Bye;
        if (points.isEmpty())
            entry.byePoints.reset();
        else if (points == QLatin1String("1"))
            entry.byePoints = 1.0;
        else if (isDrawMark(points))
            entry.byePoints = 0.5;
        else if (points == QLatin1String("0"))
            entry.byePoints = 0.0;
        else
            return std::nullopt;
        return entry;
    }

    if (compact.endsWith(kNotRated)) {
        entry.playedNotRated = true;
        compact.chop(1);
    }
    // The result is the end of the text; the draw marks ("1/2", "0,5") are tried before their
    // last character.
    static const QStringList results = kDrawMarks
        + QStringList { QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("+"),
              QStringLiteral("-"), kMinus };
    // Without a result, a game paired and not yet played, when its colour is given ("5w").
    QString rest = compact;
    entry.outcome = CrosstableEntry::Outcome::NotPlayed;
    for (const QString &result : results) {
        if (compact.endsWith(result)) {
            entry.outcome = *parseOutcome(result);
            rest = compact.chopped(result.size());
            break;
        }
    }
    const bool notPlayed = entry.outcome == CrosstableEntry::Outcome::NotPlayed;
    if (notPlayed
        && (entry.playedNotRated
            || !(rest.endsWith(QLatin1Char('w')) || rest.endsWith(QLatin1Char('b'))
                || rest.endsWith(QLatin1Char('s')))))
        return std::nullopt;
    if (rest.endsWith(QLatin1Char('w'))) {
        rest.chop(1);
    } else if (rest.endsWith(QLatin1Char('b')) || rest.endsWith(QLatin1Char('s'))) {
        entry.colour = CrosstableEntry::Colour::Black;
        rest.chop(1);
    }
    if (rest.isEmpty() || rest.size() > 4
        || !std::all_of(rest.begin(), rest.end(), [](QChar c) { return c.isDigit(); }))
        return std::nullopt;
    entry.opponent = rest.toInt();
    const bool forfeit = entry.outcome == CrosstableEntry::Outcome::ForfeitWin
        || entry.outcome == CrosstableEntry::Outcome::ForfeitLoss;
    if (entry.opponent < 1 || (entry.playedNotRated && forfeit))
        return std::nullopt;
    entry.kind = CrosstableEntry::Kind::Game;
    return entry;
}

QString outcomeNotation(CrosstableEntry::Outcome outcome)
{
    switch (outcome) {
    case CrosstableEntry::Outcome::Win:
        return QStringLiteral("1");
    case CrosstableEntry::Outcome::Draw:
        return kHalf;
    case CrosstableEntry::Outcome::Loss:
        return QStringLiteral("0");
    case CrosstableEntry::Outcome::ForfeitWin:
        return QStringLiteral("+");
    case CrosstableEntry::Outcome::ForfeitLoss:
        return kMinus;
    case CrosstableEntry::Outcome::NotPlayed:
        return {};
    }
    return {};
}

QString crosstableNotation(const CrosstableEntry &entry)
{
    switch (entry.kind) {
    case CrosstableEntry::Kind::Empty:
        return {};
    case CrosstableEntry::Kind::Bye:
        return entry.byePoints ? QStringLiteral("bye") + pointsText(*entry.byePoints)
                               : QStringLiteral("bye");
    case CrosstableEntry::Kind::Game:
        return numberText(entry.opponent)
            + (entry.colour == CrosstableEntry::Colour::White ? QLatin1Char('w') : QLatin1Char('b'))
            + outcomeNotation(entry.outcome)
            + (entry.playedNotRated ? QString(kNotRated) : QString());
    }
    return {};
}

QString pointsText(double points)
{
    const double halves = points * 2.0;
    if (std::abs(halves - std::round(halves)) > 1e-9)
        return QString::number(points);
    const long rounded = std::lround(halves);
    if (rounded % 2 == 0)
        return QString::number(rounded / 2);
    return rounded == 1 ? kHalf : QString::number(rounded / 2) + kHalf;
}

QString resultText(GameResult result)
{
    switch (result) {
    case GameResult::Draw:
        return kHalf + QLatin1Char('-') + kHalf;
    case GameResult::WhiteWinsUnrated:
    case GameResult::BlackWinsUnrated:
    case GameResult::DrawUnrated: {
        const GameResult played = result == GameResult::DrawUnrated ? GameResult::Draw
            : result == GameResult::WhiteWinsUnrated                ? GameResult::WhiteWins
                                                                    : GameResult::BlackWins;
        return QCoreApplication::translate("rd::edit::CrosstableNotation", "%1, played, not rated")
            .arg(resultText(played));
    }
    default:
        return QString::fromStdString(toNotation(result));
    }
}

} // namespace rd::checks
