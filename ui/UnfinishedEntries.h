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
// ("crosstableView@3,4").
class UnfinishedEntries : public QObject {
    Q_OBJECT

public:
    explicit UnfinishedEntries(QWidget *editor);

    struct TypedCell {
        int row;
        int column;
        QString text;
    };

    const QMap<QString, QString> &entries() const { return m_entries; }
    // What is being typed into the cells of the table named `view`.
    QList<TypedCell> typedCells(const QString &view) const;
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
