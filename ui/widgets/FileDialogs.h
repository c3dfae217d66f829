#pragma once

#include <QString>

class QWidget;

namespace rd::ui {

// Every file dialog of ratingdesk is made here. It is Qt's own dialog, never the desktop's, and
// it tells each listed file's kind and icon by the file's name alone: it never opens a file to
// look inside. A process that opens and closes the database file (or its -wal or -shm) outside
// SQLite loses SQLite's locks on it (docs/database.md, "What protects the file").
//
// The arguments are those of QFileDialog::getOpenFileName and getSaveFileName: `directory` is
// the folder shown first, or a file in it to be chosen at first; `filter` is ";;"-separated.
// The chosen file, or an empty string when the dialog is cancelled; `selectedFilter`, when given,
// gets the filter chosen (of two with the same suffix, it tells which was meant).
QString chooseFileToOpen(
    QWidget *parent, const QString &caption, const QString &directory, const QString &filter);
QString chooseFileToSave(QWidget *parent, const QString &caption, const QString &directory,
    const QString &filter, QString *selectedFilter = nullptr);

// An existing folder, chosen in the same dialog; an empty string when it is cancelled.
QString chooseFolderToWrite(QWidget *parent, const QString &caption, const QString &directory);

} // namespace rd::ui
