#include "engine/io/uscf/UscfReportDetails.h"

namespace rd::io {

UscfReportDetails sectionReport(UscfReportDetails report, const EventSection &section)
{
    report.section = section.name;
    if (!section.chiefTdId.empty() || !section.assistantTdId.empty()) {
        report.sectionChiefTdId = section.chiefTdId;
        report.sectionAssistantTdId = section.assistantTdId;
    }
    report.roundRobin = section.roundRobin;
    return report;
}

} // namespace rd::io
