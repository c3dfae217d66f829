#include "ui/event/DraftTableModel.h"

namespace rd::ui {

DraftTableModel::DraftTableModel(EventDraft &draft, QObject *parent)
    : QAbstractTableModel(parent)
    , m_draft(draft)
{
}

int DraftTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows();
}

int DraftTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : columns();
}

Qt::ItemFlags DraftTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    return isEditable(index) ? flags | Qt::ItemIsEditable : flags;
}

bool DraftTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !isEditable(index))
        return false;
    return setCell(index, value);
}

void DraftTableModel::resizeRows(int before, int after, const std::function<void()> &take)
{
    if (after > before) {
        beginInsertRows({}, before, after - 1);
        take();
        endInsertRows();
    } else if (after < before) {
        beginRemoveRows({}, after, before - 1);
        take();
        endRemoveRows();
    } else {
        take();
    }
}

} // namespace rd::ui
