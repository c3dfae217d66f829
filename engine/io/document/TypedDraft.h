#pragma once

#include "engine/io/document/EventDocumentReader.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace rd::io {

// A draft as the desktop app keeps it while it is typed (the store's typed draft): the event
// document as far as it goes, plus the text of the fields being typed into and not yet entered,
// by the editor's name for each field ("unfinished_entries": { "addPlayer": "Wolf, E" }), so
// that a crash loses at most the last keystroke.
struct TypedDraft {
    EventReadResult read; // as readDraftDocument() reads the document
    QMap<QString, QString> unfinishedEntries;
};

QByteArray writeTypedDraft(const EventFile &event, const QMap<QString, QString> &unfinished);
TypedDraft readTypedDraft(const QByteArray &json);

} // namespace rd::io
