#include "ui/event/UnfinishedEntries.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>

namespace rd::ui {

namespace {

// The name a field is kept under: its own, or that of the named widget it belongs to (a date
// field's line, a spin box's text); empty for a field nobody named.
QString nameOf(const QLineEdit *line)
{
    for (const QWidget *widget = line; widget; widget = widget->parentWidget()) {
        if (!widget->objectName().isEmpty()
            && !widget->objectName().startsWith(QLatin1String("qt_")))
            return widget->objectName();
    }
    return {};
}

// The table whose cell editor `widget` is, if any.
QAbstractItemView *cellEditorView(QWidget *widget)
{
    QWidget *viewport = widget ? widget->parentWidget() : nullptr;
    auto *view = viewport ? qobject_cast<QAbstractItemView *>(viewport->parentWidget()) : nullptr;
    return view && view->viewport() == viewport && !view->objectName().isEmpty() ? view : nullptr;
}

QString cellName(const QAbstractItemView *view, const QModelIndex &cell)
{
    const QString place = cell.data(UnfinishedEntries::kCellPlaceRole).toString();
    if (!place.isEmpty())
        return QStringLiteral("%1@%2").arg(view->objectName(), place);
    return QStringLiteral("%1@%2,%3").arg(view->objectName()).arg(cell.row()).arg(cell.column());
}

// The table of a cell's name and the cell in it; false for the name of a field, or a cell the
// table does not have.
bool readCellName(
    const QWidget *editor, const QString &name, QAbstractItemView **view, QModelIndex *cell)
{
    const qsizetype at = name.indexOf(QLatin1Char('@'));
    if (at < 0)
        return false;
    *view = editor->findChild<QAbstractItemView *>(name.left(at));
    if (!*view)
        return false;
    const QAbstractItemModel *model = (*view)->model();
    const QString place = name.mid(at + 1);
    const QStringList rowAndColumn = place.split(QLatin1Char(','));
    bool row = false;
    bool column = false;
    if (rowAndColumn.size() == 2) {
        *cell = model->index(rowAndColumn[0].toInt(&row), rowAndColumn[1].toInt(&column));
        return row && column && cell->isValid();
    }
    for (int r = 0; r < model->rowCount(); ++r) {
        for (int c = 0; c < model->columnCount(); ++c) {
            if (model->index(r, c).data(UnfinishedEntries::kCellPlaceRole).toString() == place) {
                *cell = model->index(r, c);
                return true;
            }
        }
    }
    return false;
}

} // namespace

UnfinishedEntries::UnfinishedEntries(QWidget *editor)
    : QObject(editor)
    , m_editor(editor)
{
    for (QLineEdit *line : editor->findChildren<QLineEdit *>()) {
        if (qobject_cast<QComboBox *>(line->parentWidget()) || cellEditorView(line))
            continue;
        if (const QString name = nameOf(line); !name.isEmpty())
            follow(line, name);
    }
    connect(qApp, &QApplication::focusChanged, this,
        [this](QWidget *, QWidget *now) { followCellEditor(now); });
}

// A field's text counts once the user types into it; from then on the entry follows the field,
// so that a field emptied or refilled by the editor (the name entered, an undo) leaves no stale
// text behind.
void UnfinishedEntries::follow(QLineEdit *field, const QString &name)
{
    connect(field, &QLineEdit::textEdited, this,
        [this, name](const QString &text) { record(name, text); });
    connect(field, &QLineEdit::textChanged, this, [this, name](const QString &text) {
        if (m_entries.contains(name) && m_entries.value(name) != text)
            record(name, text);
    });
}

// A cell editor exists only while a cell is edited: it is followed once it has the focus, and
// its text is no longer unfinished when it closes (entered or given up with Escape).
void UnfinishedEntries::followCellEditor(QWidget *now)
{
    auto *line = qobject_cast<QLineEdit *>(now);
    QAbstractItemView *view = line ? cellEditorView(line) : nullptr;
    if (!view || !m_editor->isAncestorOf(view) || line->property("rdFollowed").toBool())
        return;
    line->setProperty("rdFollowed", true);
    const QString name = cellName(view, view->currentIndex());
    connect(line, &QLineEdit::textEdited, this,
        [this, name](const QString &text) { record(name, text); });
    // Closed, the editor is hidden and deleted a moment later: its text counts no more from the
    // close on. One the table keeps open (an entry it refused, ChessEventEditor) still counts.
    connect(view->itemDelegate(), &QAbstractItemDelegate::closeEditor, line,
        [this, line, name](QWidget *closed) {
            if (closed == line && line->isHidden())
                record(name, QString());
        });
    connect(line, &QObject::destroyed, this, [this, name] { record(name, QString()); });
    if (!line->text().isEmpty())
        record(name, line->text()); // the key that opened the editor
}

void UnfinishedEntries::record(const QString &name, const QString &text)
{
    if (text == m_entries.value(name))
        return;
    if (text.isEmpty())
        m_entries.remove(name);
    else
        m_entries.insert(name, text);
    emit changed();
}

void UnfinishedEntries::restore(const QMap<QString, QString> &entries)
{
    bool restored = false;
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        const QString &name = it.key();
        QAbstractItemView *view = nullptr;
        QModelIndex cell;
        if (!name.contains(QLatin1Char('@'))) {
            auto *owner = m_editor->findChild<QWidget *>(name);
            auto *line = owner ? qobject_cast<QLineEdit *>(owner) : nullptr;
            if (owner && !line)
                line = owner->findChild<QLineEdit *>();
            if (line && line->isEnabled() && !line->isReadOnly()) {
                line->setText(it.value());
                m_entries.insert(name, it.value());
                restored = true;
            }
            continue;
        }
        if (!readCellName(m_editor, name, &view, &cell))
            continue;
        if (!(cell.flags() & Qt::ItemIsEditable))
            continue;
        view->setFocus();
        view->setCurrentIndex(cell);
        view->edit(cell);
        if (auto *line = qobject_cast<QLineEdit *>(view->indexWidget(cell))) {
            line->setText(it.value());
            line->setFocus();
            m_entries.insert(name, it.value());
            restored = true;
        }
    }
    if (restored)
        emit changed();
}

} // namespace rd::ui
