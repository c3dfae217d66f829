#pragma once

#include <QList>
#include <QMap>
#include <QObject>
#include <QString>

class QAbstractItemView;
class QLineEdit;
class QWidget;

namespace rd::ui {

// What is being typed into an editor's fields and not yet entered (before Enter, Tab or Add
// line): followed keystroke by keystroke so that the workspace keeps it with the draft, and put
// back when the draft is opened again. A field is known by its objectName (or that of the named
// widget it is part of, e.g. a date field); a table cell by the table's name and its place
// ("pairingView@3,4"), or by the place of the event its model names (kCellPlaceRole):
// "crosstableView@round=3;player=4", which the engine's rule of rating reads
// (checks::typedCellsOf).
class UnfinishedEntries : public QObject {
    Q_OBJECT

public:
    // A table's model names the place of a cell in the event with this role
    // (checks::typedCellPlace); without it a cell is kept by its row and column.
    static constexpr int kCellPlaceRole = Qt::UserRole + 40;

    explicit UnfinishedEntries(QWidget *editor);

    const QMap<QString, QString> &entries() const { return m_entries; }
    // Puts the texts back into their fields; a cell's text into its opened cell editor.
    void restore(const QMap<QString, QString> &entries);

signals:
    void changed();

private:
    void follow(QLineEdit *field, const QString &name);
    void followCellEditor(QWidget *now);
    void record(const QString &name, const QString &text);

    QWidget *m_editor;
    QMap<QString, QString> m_entries;
};

} // namespace rd::ui
