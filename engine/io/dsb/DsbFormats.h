#pragma once

#include "engine/rating/EventInput.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QUuid>

namespace rd::io {

// What the DSB text format (dwz.md §9.1) needs beyond the event: the line-3 type code and the
// trailer's key lines.
struct DsbTextOptions {
    QString typeCode = "ES";
    QString city; // Ort:
    QString federation = "GER"; // FIDE-Land:
    QString chiefArbiter; // Hauptschiedsrichter:
    QString user; // Anwender:
    QString timeControl; // Züge(1):
};

// What the DSB XML report (dwz.md §9.3) needs beyond the event; ids and creation time come from
// the caller so that the same input gives the same bytes.
struct DsbXmlOptions {
    QString sender;
    QString location;
    QString timeControl;
    QDateTime created;
    QUuid fileId;
    QUuid tournamentId;
};

// A chess event as the Swiss-Chess "SWI"/ELOBASE text file (dwz.md §9.1): CP850, CR LF, fixed
// columns. Players are numbered in event order; a game without a round takes the first round
// in which neither player has a game or bye. Byes are rounds without a game (six blanks).
QByteArray writeDsbText(const EventInput &event, const DsbTextOptions &options);

// The same event as a DSB_DWZ_TournamentReport 2.5 (dwz.md §9.3), UTF-8. Fields the event does
// not hold (club, FIDE data, sex, round dates) are written as empty elements; byes with points
// are games without a black player.
QByteArray writeDsbXml(const EventInput &event, const DsbXmlOptions &options);

} // namespace rd::io
