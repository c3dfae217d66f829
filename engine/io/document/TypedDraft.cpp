#include "engine/io/document/TypedDraft.h"

#include "engine/io/document/EventDocumentWriter.h"

#include <QJsonDocument>

namespace rd::io {

namespace {

const QString kUnfinished = QStringLiteral("unfinished_entries");

} // namespace

QByteArray writeTypedDraft(const EventFile &event, const QMap<QString, QString> &unfinished)
{
    QJsonObject document = eventToJson(event);
    if (!unfinished.isEmpty()) {
        QJsonObject entries;
        for (auto it = unfinished.begin(); it != unfinished.end(); ++it)
            entries.insert(it.key(), it.value());
        document.insert(kUnfinished, entries);
    }
    return QJsonDocument(document).toJson(QJsonDocument::Compact);
}

TypedDraft readTypedDraft(const QByteArray &json)
{
    TypedDraft draft;
    QJsonObject document = QJsonDocument::fromJson(json).object();
    const QJsonObject entries = document.take(kUnfinished).toObject();
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        if (it.value().isString())
            draft.unfinishedEntries.insert(it.key(), it.value().toString());
    }
    draft.read = readDraftDocument(
        entries.isEmpty() ? json : QJsonDocument(document).toJson(QJsonDocument::Compact));
    return draft;
}

} // namespace rd::io
