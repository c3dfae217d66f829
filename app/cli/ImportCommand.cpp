#include "app/cli/ImportCommand.h"

#include "engine/store/EventLifecycle.h"
#include "engine/store/ImportService.h"

namespace rd::cli {

int importFile(store::Database &database, const QString &path, const QString &format,
    QTextStream &out, QTextStream &err)
{
    store::ImportService service(database);
    const store::ImportPlan plan = service.planFile(path, format);
    if (!plan.canWrite()) {
        // The command line names each place as the file has it (a JSON path, a line).
        err << path << " cannot be imported; nothing was written:\n";
        for (const io::DocumentError &problem : plan.problems)
            err << "  " << problem.toString() << "\n";
        return 2;
    }
    for (const io::DocumentError &warning : plan.warnings)
        err << path << ": warning: " << warning.toString() << "\n";
    const store::ImportResult written = plan.kind == store::ImportPlan::Kind::Event
        ? store::EventLifecycle(database).addImported(plan).orThrow()
        : service.write(plan);
    out << written.summary(plan) << "\n";
    for (const QString &line : plan.reportLines())
        out << "  " << line << "\n";
    return 0;
}

int importUscfReport(
    store::Database &database, const QString &folder, QTextStream &out, QTextStream &err)
{
    store::ImportService service(database);
    const store::ImportPlan plan = service.planUscfReport(folder);
    if (!plan.canWrite()) {
        err << folder << " cannot be imported; nothing was written:\n";
        for (const io::DocumentError &problem : plan.problems)
            err << "  " << problem.toString() << "\n";
        return 2;
    }
    // One draft event, with the report's sections.
    out << store::EventLifecycle(database).addImported(plan).orThrow().summary(plan) << "\n";
    for (const QString &line : plan.reportLines())
        out << "  " << line << "\n";
    return 0;
}

} // namespace rd::cli
