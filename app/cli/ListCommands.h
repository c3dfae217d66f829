#pragma once

#include <QStringList>
#include <QTextStream>

namespace rd::cli {

// `ratingdesk-cli lists load --format dsb|fide FILE [--clubs vereine.csv] [--date YYYY-MM-DD]`
// replaces the loaded list of that kind; `ratingdesk-cli lists search TEXT` finds players in the
// loaded lists; `ratingdesk-cli lists` names the lists loaded. `arguments` starts with "lists".
// Exit status 0, 2 for invalid input (nothing loaded), 1 otherwise.
int runListsCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace rd::cli
