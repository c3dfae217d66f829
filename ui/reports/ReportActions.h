#pragma once

#include "report/EventReport.h"

#include <QObject>

#include <utility>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace rd::ui {

class EventChoice;

// The reports of the current event (EventChoice::current()): the evaluation printed or as PDF,
// and the standings, crosstable and record sheet as PDF — each only for the system whose form
// it is.
class ReportActions : public QObject {
    Q_OBJECT

public:
    ReportActions(EventChoice &choice, QWidget *window);

    QAction *print() const { return m_print; }
    QAction *pdf() const { return m_pdf; }
    // The menu of the other reports as PDF.
    void addOtherReports(QMenu *menu);

    // A report of the current event as a PDF file.
    bool exportReport(const QString &path, report::ReportKind kind);

private:
    void update();
    void printEvaluation();
    void chooseReportFile(report::ReportKind kind);

    EventChoice &m_choice;
    QWidget *m_window;
    QAction *m_print;
    QAction *m_pdf;
    std::vector<std::pair<report::ReportKind, QAction *>> m_others;
};

} // namespace rd::ui
