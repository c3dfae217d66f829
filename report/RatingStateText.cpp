#include "report/RatingStateText.h"

#include <QLocale>

#include <cmath>

namespace rd::report {

namespace {

const QString kDash = QStringLiteral("\u2013");

QString numberText(double value, int decimals)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

// "+25", "-3.50", "0": a difference as shown, without a sign for nothing.
QString withSign(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double shown = std::round(value * scale) / scale;
    const QString text = numberText(shown == 0 ? 0.0 : shown, decimals);
    return shown > 0 ? QLatin1Char('+') + text : text;
}

// uscf.md §8: documents show the rating to two places; the published integer follows.
QString uscfText(const UscfRating &state)
{
    QString text = numberText(*state.rating, 2);
    if (state.published)
        text += QStringLiteral(" (%1)").arg(numberText(*state.published, 0));
    return text;
}

} // namespace

QString RatingStateText::of(const RatingState &state)
{
    if (!hasRating(state))
        return kDash;
    if (const auto *dwz = std::get_if<DwzRating>(&state))
        return numberText(*dwz->rating, 0) + QLatin1Char('-') + numberText(dwz->index, 0);
    if (const auto *uscf = std::get_if<UscfRating>(&state))
        return uscfText(*uscf);
    const auto &sagc = std::get<SagcRating>(state);
    return QString::fromStdString(sagc.rank->toString()) + QLatin1Char('/')
        + numberText(sagc.index, 0);
}

QString RatingStateText::change(const RatingState &before, const RatingState &after)
{
    if (!hasRating(after))
        return kDash;
    if (!hasRating(before))
        return tr("first rating");
    if (const auto *sagc = std::get_if<SagcRating>(&after)) {
        const QString rank = QString::fromStdString(sagc->rank->toString());
        switch (rankMove(before, after)) {
        case RankMove::Promoted:
            return tr("promoted to %1").arg(rank);
        case RankMove::Demoted:
            return tr("demoted to %1").arg(rank);
        case RankMove::Same:
            break;
        }
    }
    const auto points = ratingChange(before, after);
    return points ? withSign(*points, std::holds_alternative<UscfRating>(after) ? 2 : 0) : kDash;
}

} // namespace rd::report
