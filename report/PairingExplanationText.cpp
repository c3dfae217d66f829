#include "report/PairingExplanationText.h"

#include "engine/edit/CrosstableNotation.h"
#include "report/DisplayNames.h"

#include <QStringList>

#include <cstdlib>

namespace rd::report {

using namespace pairing;

namespace {

QString points(Points tenths)
{
    return edit::pointsText(tenths / 10.0);
}

bool isWhite(Colour colour)
{
    return colour == Colour::White;
}

} // namespace

QString PairingExplanationText::board(int number, const Board &board, const NameOf &name)
{
    QStringList parts { pairPart(board, name), colourPart(board, name) };
    const QString accepted = acceptedPart(board, name);
    if (!accepted.isEmpty())
        parts << accepted;
    return tr("Board %1 (%2 – %3): %4.")
        .arg(number)
        .arg(name(board.white), name(board.black), parts.join(QStringLiteral(". ")));
}

QString PairingExplanationText::leftOver(const LeftInBracket &bracket)
{
    const QString group = points(bracket.bracketScore);
    switch (bracket.reason) {
    case LeftOver::NoAllowedOpponent:
        return tr("as no one in the %1-point group may still meet him (C1, C3)").arg(group);
    case LeftOver::NoOpponentLeft:
        if (bracket.players == 1)
            return tr("as he is the only player of the %1-point group").arg(group);
        if (bracket.lastInOrder)
            return tr("as no opponent is left in the %1-point group: its number of players is "
                      "odd and he is the last in rank order (Art. 3)")
                .arg(group);
        return tr("as one of the odd number of players of the %1-point group must float and the "
                  "criteria (C4, C7–C21) choose him rather than the last in rank order")
            .arg(group);
    case LeftOver::NeededElsewhere:
        return tr("as pairing more of the %1-point group would leave the players below without a "
                  "legal pairing (C4) or give the bye to a higher score (C5)")
            .arg(group);
    case LeftOver::BracketFull:
        break;
    }
    return tr("as the %3 players of the %1-point group can make no more than %2 pairs among "
              "themselves (C1, C3, C6)")
        .arg(group)
        .arg(bracket.pairs)
        .arg(bracket.players);
}

QString PairingExplanationText::pairPart(const Board &board, const NameOf &name)
{
    const BoardExplanation &e = board.explanation;
    if (e.downfloater != 0) {
        const Points own = e.downfloater == board.white ? e.whiteScore : e.blackScore;
        const Points upOwn = e.upfloater == board.white ? e.whiteScore : e.blackScore;
        QStringList reasons;
        for (const LeftInBracket &bracket : e.downfloat)
            reasons << leftOver(bracket);
        return tr("%1 floats down from the %2-point group, %3; %4 floats up from the "
                  "%5-point group to meet him")
            .arg(name(e.downfloater), points(own), reasons.join(QStringLiteral(", ")),
                name(e.upfloater), points(upOwn));
    }
    const QString group = points(e.bracketScore);
    if (e.order != PairOrder::Transposed)
        return tr("Paired in the %1-point group in rank order, upper half against lower half "
                  "(Art. 3)")
            .arg(group);
    if (e.orderedOpponent == 0)
        return tr("Paired in the %1-point group after an exchange between its upper and lower "
                  "half (Art. 3.7)")
            .arg(group);
    const QString first = name(e.firstInOrder);
    const QString ordered = name(e.orderedOpponent);
    switch (e.blocked) {
    case Blocked::MetBefore:
        return tr("Paired in the %1-point group: %2's opponent in rank order, %3, met him before "
                  "(C1)")
            .arg(group, first, ordered);
    case Blocked::Forbidden:
        return tr("Paired in the %1-point group: %2's opponent in rank order, %3, is kept apart "
                  "from him by the arbiter (C1)")
            .arg(group, first, ordered);
    case Blocked::SameAbsoluteColour:
        return tr("Paired in the %1-point group: %2's opponent in rank order, %3, must have the "
                  "same colour as he (C3)")
            .arg(group, first, ordered);
    case Blocked::NotBlocked:
        break;
    }
    return tr("Paired in the %1-point group in a changed order: %2's opponent in rank order, "
              "%3, was allowed, but another order pairs the group better (C6–C21)")
        .arg(group, first, ordered);
}

QString PairingExplanationText::preference(const ColourFacts &facts)
{
    const bool wantsWhite = isWhite(facts.preference.colour);
    const int more = std::abs(facts.colourDifference);
    switch (facts.preference.strength) {
    case Strength::Absolute:
        if (more > 1 && !facts.sameColourTwice)
            return wantsWhite ? tr("absolute: %1 games more with Black than with White").arg(more)
                              : tr("absolute: %1 games more with White than with Black").arg(more);
        return wantsWhite ? tr("absolute: two Blacks in a row")
                          : tr("absolute: two Whites in a row");
    case Strength::Strong:
        return wantsWhite ? tr("strong: one game more with Black than with White")
                          : tr("strong: one game more with White than with Black");
    case Strength::Mild:
        return wantsWhite ? tr("mild: Black in his last game") : tr("mild: White in his last game");
    case Strength::None:
        break;
    }
    return tr("no preference yet");
}

QString PairingExplanationText::colourPart(const Board &board, const NameOf &name)
{
    const ColourDecision &c = board.explanation.colours;
    if (c.rule == ColourRule::BothPreferences && c.decider == 0)
        return tr("Colours: both get the colour they prefer (5.2.1)");
    const bool deciderWhite = c.decider == board.white;
    const ColourFacts &decider = deciderWhite ? c.white : c.black;
    const ColourFacts &other = deciderWhite ? c.black : c.white;
    const QString who = name(c.decider);
    const QString colour = DisplayNames::colour(deciderWhite);
    switch (c.rule) {
    case ColourRule::BothPreferences:
        return tr("Colours: %1 gets %2, the colour he prefers; %3 has no preference yet (5.2.1)")
            .arg(who, colour, name(other.player));
    case ColourRule::StrongerPreference:
        if (decider.preference.strength == other.preference.strength)
            return tr("Colours: %1 gets %2: both have an absolute preference for it, his colour "
                      "difference is wider (%3 against %4) (5.2.2)")
                .arg(who, colour)
                .arg(std::abs(decider.colourDifference))
                .arg(std::abs(other.colourDifference));
        return tr("Colours: %1 gets %2, his colour preference is stronger (%3) (5.2.2)")
            .arg(who, colour, preference(decider));
    case ColourRule::Alternation:
        return tr("Colours: %1 gets %2: both prefer the same colour, and the colours alternate "
                  "from the latest game in which theirs differed (5.2.3)")
            .arg(who, colour);
    case ColourRule::HigherRankedPreference:
        return tr("Colours: %1 gets %2: both prefer it and had the same colours in every game; "
                  "the higher-ranked player's preference counts (5.2.4)")
            .arg(who, colour);
    case ColourRule::InitialColour:
        break;
    }
    const QString initial = DisplayNames::colour(isWhite(c.initialColour));
    if (c.parityNumber % 2 == 1)
        return tr("Colours: neither has a colour preference yet; %1, the higher-ranked, has an odd "
                  "number (%2) and gets the initial colour, %3 (5.2.5)")
            .arg(who)
            .arg(c.parityNumber)
            .arg(initial);
    return tr("Colours: neither has a colour preference yet; %1, the higher-ranked, has an even "
              "number (%2) and gets %3, the other colour than the initial one (5.2.5)")
        .arg(who)
        .arg(c.parityNumber)
        .arg(colour);
}

QString PairingExplanationText::acceptedPart(const Board &board, const NameOf &name)
{
    const BoardExplanation &e = board.explanation;
    QStringList accepted;
    for (Criterion criterion : e.failures) {
        switch (criterion) {
        case Criterion::C10:
            accepted << tr("a topscorer or his opponent ends with a colour difference beyond 2 "
                           "(C10)");
            break;
        case Criterion::C11:
            accepted << tr("a topscorer or his opponent gets the same colour a third time in a "
                           "row (C11)");
            break;
        case Criterion::C12: {
            const ColourDecision &c = e.colours;
            const bool strongLeft = std::find(e.failures.begin(), e.failures.end(), Criterion::C13)
                != e.failures.end();
            for (const ColourFacts *facts : { &c.white, &c.black }) {
                const bool got = (facts == &c.white) == isWhite(facts->preference.colour);
                if (facts->preference.colour == Colour::None || got)
                    continue;
                accepted << (facts->preference.strength >= Strength::Strong && strongLeft
                        ? tr("%1 does not get his strong colour preference (C12, C13)")
                        : tr("%1 does not get his colour preference (C12)"))
                                .arg(name(facts->player));
            }
            break;
        }
        case Criterion::C14:
            accepted
                << tr("%1 floated down in the round before too (C14)").arg(name(e.downfloater));
            break;
        case Criterion::C15:
            accepted << tr("%1 floated up in the round before too (C15)").arg(name(e.upfloater));
            break;
        case Criterion::C16:
            accepted << tr("%1 floated down two rounds before too (C16)").arg(name(e.downfloater));
            break;
        case Criterion::C17:
            accepted << tr("%1 floated up two rounds before too (C17)").arg(name(e.upfloater));
            break;
        default:
            break;
        }
    }
    if (accepted.isEmpty())
        return QString();
    return tr("Accepted: %1").arg(accepted.join(QStringLiteral("; ")));
}

QString PairingExplanationText::bye(const ByeExplanation &bye, const NameOf &name)
{
    QStringList parts;
    QStringList criteria { QStringLiteral("C2") };
    if (!bye.lowestScore) {
        parts << tr("the players with fewer points are all needed to pair everyone (C4)");
        criteria << QStringLiteral("C4");
    } else if (bye.lowerNotEligible.empty()) {
        parts << tr("lowest score group (score %1)").arg(points(bye.score));
        criteria << QStringLiteral("C5");
    } else {
        QStringList lower;
        for (int player : bye.lowerNotEligible)
            lower << name(player);
        parts << tr("lowest score of those who may take it (score %1; %2 with fewer points had a "
                    "bye or a win without playing)")
                     .arg(points(bye.score), lower.join(QStringLiteral(", ")));
        criteria << QStringLiteral("C5");
    }
    if (bye.lowestRanked)
        parts << tr("lowest rank in it");
    else if (bye.unplayedDecided)
        parts << tr("fewer unplayed rounds (%1) than those ranked below him (C9)")
                     .arg(bye.unplayedRounds);
    else
        parts << tr("the players ranked below him are paired, as the pairing of his group "
                    "needs (C6–C21)");
    if (bye.unplayedDecided)
        criteria << QStringLiteral("C9");
    parts << tr("has not had a bye nor scored a win without playing");
    return tr("Bye to %1: %2 (%3).")
        .arg(name(bye.player), parts.join(QStringLiteral(", ")),
            criteria.join(QStringLiteral(", ")));
}

QString PairingExplanationText::names(const std::vector<int> &players, const NameOf &name)
{
    QStringList words;
    for (int player : players)
        words << name(player);
    if (words.size() <= 1)
        return words.join(QString());
    const QString last = words.takeLast();
    return tr("%1 and %2").arg(words.join(QStringLiteral(", ")), last);
}

QString PairingExplanationText::unpairable(const pairing::Unpairable &u, const NameOf &name)
{
    if (u.noneMayTakeBye)
        return tr("no legal pairing exists: the field is odd and no player may take the "
                  "pairing-allocated bye (each has had one, or scored a win without playing)");
    QStringList left;
    if (!u.opponents.empty())
        left << names(u.opponents, name);
    if (u.byeAmongOpponents)
        left << tr("the pairing-allocated bye");
    QString text = left.isEmpty()
        ? tr("no legal pairing exists: players %1 cannot all be paired with the opponents they "
             "may still meet")
              .arg(names(u.players, name))
        : tr("no legal pairing exists: players %1 cannot all be paired: apart from one another, "
             "all that is left to them is %2")
              .arg(names(u.players, name), left.join(tr(" and ")));
    if (u.byeProblem)
        text += tr(", and the pairing-allocated bye may go to none of them");
    return text;
}

} // namespace rd::report
