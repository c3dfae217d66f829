#pragma once

#include <QStringList>
#include <QTextStream>

namespace rd::cli {

// `ratingdesk-cli generate --players N --games M --seed S --database FILE`: fills a database
// with a generated history, every event imported and rated in order.
int runGenerateCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace rd::cli
