#include "engine/io/document/DocumentRater.h"

#include "engine/checks/RatingReadiness.h"
#include "engine/io/document/EvaluationWriter.h"
#include "engine/io/document/EventDocumentReader.h"

#include <QFile>
#include <QStringList>

#include <cstdio>
#include <exception>

namespace rd::io {

namespace {

constexpr int kSuccess = 0;
constexpr int kInternalError = 1;
constexpr int kInvalidInput = 2;

RateOutcome invalidInput(const QString &message)
{
    return { kInvalidInput, {}, message };
}

QString errorLines(const QList<DocumentError> &errors)
{
    QStringList lines;
    for (const DocumentError &error : errors)
        lines.append(error.toString());
    return lines.join(QLatin1Char('\n'));
}

QByteArray render(const EventInput &event, const Evaluation &evaluation, RateOutput output)
{
    if (output == RateOutput::Table)
        return formatEvaluationTable(event, evaluation).toUtf8();
    QByteArray document = writeEvaluationDocument(evaluation, output == RateOutput::Indented);
    if (!document.endsWith('\n'))
        document.append('\n');
    return document;
}

// Each game of the document not yet played, at its place: such an event is not rated
// (checks::gamesWithoutResult).
QList<DocumentError> gamesWithoutResult(const EventInput &event)
{
    QList<DocumentError> errors;
    for (std::size_t g = 0; g < event.chessGames.size(); ++g) {
        if (!isPlayed(event.chessGames[g].result))
            errors.append({ QStringLiteral("games[%1].result").arg(g), ReadCode::Worded,
                { checks::gameWithoutResultProblem(event, event.chessGames[g]).message } });
    }
    return errors;
}

// event-document.md "Command": invalid input never produces a partial evaluation.
RateOutcome rateEvent(const EventInput &event, RateOutput output, const Evaluator &evaluator)
{
    if (const QList<DocumentError> unplayed = gamesWithoutResult(event); !unplayed.isEmpty())
        return invalidInput(errorLines(unplayed));
    try {
        return { kSuccess, render(event, evaluator.evaluate(event), output), {} };
    } catch (const InputError &error) {
        return invalidInput(QString::fromStdString(error.what()));
    } catch (const std::exception &error) {
        return { kInternalError, {},
            QStringLiteral("internal error: ") + QString::fromUtf8(error.what()) };
    }
}

} // namespace

RateOutcome rateDocument(const QByteArray &json, RateOutput output)
{
    return rateDocument(json, output, evaluatorFor);
}

RateOutcome rateDocument(const QByteArray &json, RateOutput output, const EvaluatorLookup &lookup)
{
    const EventReadResult read = readEventDocument(json);
    if (!read.event)
        return invalidInput(errorLines(read.errors));
    const Evaluator *evaluator = lookup(read.event->system);
    if (!evaluator)
        return invalidInput(QStringLiteral("rating system '%1' is not available in this build")
                                .arg(QString::fromStdString(toString(read.event->system))));
    return rateEvent(*read.event, output, *evaluator);
}

RateOutcome rateFile(const QString &path, RateOutput output)
{
    QFile file(path);
    const bool opened = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                                   : file.open(QIODevice::ReadOnly);
    const QByteArray json = opened ? file.readAll() : QByteArray();
    if (!opened || file.error() != QFileDevice::NoError)
        return invalidInput(QStringLiteral("%1: cannot read (%2)").arg(path, file.errorString()));
    return rateDocument(json, output);
}

} // namespace rd::io
