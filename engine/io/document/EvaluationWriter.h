#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace rd::io {

// The evaluation document ("ratingdesk-evaluation" version 1, event-document.md).
QJsonObject evaluationToJson(const Evaluation &evaluation);
QByteArray writeEvaluationDocument(const Evaluation &evaluation, bool indented);

// A plain-text table of the evaluation for people (`ratingdesk-cli rate --table`): one row per
// player with name, status, before -> after and every detail, then per-game rows and warnings.
QString formatEvaluationTable(const EventInput &event, const Evaluation &evaluation);

} // namespace rd::io
