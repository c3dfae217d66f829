#include "ui/event/EventListModel.h"

#include "desktop/DatabaseSession.h"
#include "desktop/EventOperations.h"
#include "report/DisplayNames.h"
#include "ui/widgets/ErrorReport.h"

#include <QDate>
#include <QFont>
#include <QLocale>
#include <QWidget>

namespace rd::ui {

EventListModel::EventListModel(
    desktop::DatabaseSession &session, desktop::EventOperations &events, QWidget *dialogParent)
    : QAbstractTableModel(dialogParent)
    , m_session(session)
    , m_events(events)
    , m_dialogParent(dialogParent)
{
    connect(&session, &desktop::DatabaseSession::eventsChanged, this, &EventListModel::reload);
    connect(&session, &desktop::DatabaseSession::claimsChanged, this, [this] {
        if (!m_rows.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
}

int EventListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int EventListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString EventListModel::stateOf(const model::EventSummary &event) const
{
    if (event.status != model::EventStatus::Rated)
        return tr("draft");
    return event.hasTypedDraft ? tr("rated, being corrected") : tr("rated");
}

QVariant EventListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const model::EventSummary &event = m_rows[static_cast<std::size_t>(index.row())];
    const auto &editors = m_session.othersEditing();
    const auto editor = editors.find(event.id);
    const bool elsewhere = editor != editors.end();
    switch (role) {
    case kIdRole:
        return event.id;
    case Qt::FontRole: {
        if (!elsewhere)
            return {};
        QFont font;
        font.setItalic(true);
        return font;
    }
    case Qt::ToolTipRole:
        return elsewhere ? editor->readOnlySentence() : QString();
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case Number:
        return QString::number(event.id);
    case Name:
        return event.name;
    case Ends:
        return QLocale().toString(QDate(event.endDate.year, event.endDate.month, event.endDate.day),
            QLocale::ShortFormat);
    case System:
        return report::DisplayNames::system(event.system);
    default:
        return elsewhere ? tr("%1, being edited by %2").arg(stateOf(event), editor->describe())
                         : stateOf(event);
    }
}

QVariant EventListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString titles[] = { tr("No."), tr("Event"), tr("Ends"), tr("System"), tr("Status") };
    return section >= 0 && section < ColumnCount ? titles[section] : QVariant();
}

qint64 EventListModel::eventAt(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].id : 0;
}

int EventListModel::rowOf(qint64 eventId) const
{
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].id == eventId)
            return static_cast<int>(row);
    }
    return -1;
}

void EventListModel::showTypedDraft(
    qint64 eventId, const QString &name, const Date &end, RatingSystem system)
{
    const int row = rowOf(eventId);
    if (row < 0)
        return;
    model::EventSummary &listed = m_rows[static_cast<std::size_t>(row)];
    if (listed.name == name && listed.endDate == end && listed.system == system)
        return;
    listed.name = name;
    listed.endDate = end;
    listed.system = system;
    emit dataChanged(index(row, Name), index(row, System));
}

void EventListModel::reload()
{
    beginResetModel();
    m_rows.clear();
    if (m_session.isOpen()) {
        auto rows = m_events.events();
        if (ErrorReport::succeeded(m_dialogParent, tr("Listing the events"), rows)) {
            m_rows = std::move(*rows);
            ErrorReport::succeeded(
                m_dialogParent, tr("Listing the events"), m_session.followClaims());
        }
    }
    endResetModel();
}

} // namespace rd::ui
