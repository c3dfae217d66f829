#pragma once

#include "engine/rating/EventInput.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace rd::report {

struct WebPage {
    QString fileName;
    QByteArray content; // UTF-8
};

// An event as a small static web site for the club's page: index.html with the event's
// particulars and a link to every other page; for a chess event a page per paired round (its
// pairings by board and by name, with the results entered), the standings and the crosstable;
// for a Go event the standings. Plain HTML and one style sheet (style.css): no script, tables
// that scroll sideways on a phone, in the user's language.
std::vector<WebPage> eventWebSite(const EventInput &event);

// Writes the pages into `folder` (made when missing, its parent must exist), each page whole or
// not at all. A sentence naming the file or the folder when one cannot be written.
std::optional<QString> saveWebSite(const std::vector<WebPage> &pages, const QString &folder);

} // namespace rd::report
