#include "app/cli/ImportCommand.h"

#include "engine/store/ImportService.h"

namespace rd::cli {

int importFile(store::Database &database, const QString &path, const QString &format,
    QTextStream &out, QTextStream &err)
{
    store::ImportService service(database);
    const store::ImportPlan plan = service.planFile(path, format);
    if (!plan.canWrite()) {
        err << path << " cannot be imported; nothing was written:\n";
        for (const QString &line : plan.reportLines())
            err << "  " << line << "\n";
        return 2;
    }
    out << service.write(plan).summary(plan) << "\n";
    for (const QString &line : plan.reportLines())
        out << "  " << line << "\n";
    return 0;
}

} // namespace rd::cli
