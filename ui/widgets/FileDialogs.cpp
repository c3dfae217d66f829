#include "ui/widgets/FileDialogs.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QIcon>
#include <QMimeDatabase>

namespace rd::ui {

namespace {

// Qt's own provider asks QMimeDatabase for a file's kind, and QMimeDatabase reads the first
// bytes of every file whose name does not decide it (club.db, club.sqlite-wal, club.db-shm);
// the desktop's theme may look inside as well (GTK's GIO does). This one goes by the name.
class NameOnlyIconProvider : public QFileIconProvider {
public:
    using QFileIconProvider::icon;

    QIcon icon(const QFileInfo &info) const override
    {
        if (info.isRoot())
            return icon(Drive);
        if (!info.isFile())
            return icon(info.isDir() ? Folder : File);
        return QIcon::fromTheme(mimeTypeByName(info).iconName(), icon(File));
    }

    // "PDF document", "CSV document", "unknown" as the desktop's MIME database names them.
    QString type(const QFileInfo &info) const override
    {
        if (!info.isFile())
            return QFileIconProvider::type(info); // a folder or a drive: no file is read
        const QMimeType mimeType = mimeTypeByName(info);
        return mimeType.comment().isEmpty() ? mimeType.name() : mimeType.comment();
    }

private:
    static QMimeType mimeTypeByName(const QFileInfo &info)
    {
        return QMimeDatabase().mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension);
    }
};

QString chooseFile(QWidget *parent, const QString &caption, const QString &directory,
    const QString &filter, QFileDialog::AcceptMode mode, QString *selectedFilter = nullptr)
{
    // A desktop's own dialog (GTK's, KDE's) runs inside this process and looks into the files it
    // lists; it would be made, and start listing, as soon as a QFileDialog is constructed.
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    NameOnlyIconProvider icons; // outlives the dialog, whose listing asks it
    QFileDialog dialog(parent, caption);
    dialog.setIconProvider(&icons);
    dialog.setAcceptMode(mode);
    dialog.setFileMode(filter.isNull()        ? QFileDialog::Directory
            : mode == QFileDialog::AcceptOpen ? QFileDialog::ExistingFile
                                              : QFileDialog::AnyFile);
    if (!filter.isNull())
        dialog.setNameFilter(filter);
    if (!directory.isEmpty()) {
        const QFileInfo given(directory);
        if (given.isDir()) {
            dialog.setDirectory(given.absoluteFilePath());
        } else {
            dialog.setDirectory(given.absolutePath());
            dialog.selectFile(given.fileName());
        }
    }
    if (dialog.exec() != QDialog::Accepted)
        return {};
    if (selectedFilter)
        *selectedFilter = dialog.selectedNameFilter();
    return dialog.selectedFiles().value(0);
}

} // namespace

QString chooseFileToOpen(
    QWidget *parent, const QString &caption, const QString &directory, const QString &filter)
{
    return chooseFile(parent, caption, directory, filter, QFileDialog::AcceptOpen);
}

QString chooseFileToSave(QWidget *parent, const QString &caption, const QString &directory,
    const QString &filter, QString *selectedFilter)
{
    return chooseFile(parent, caption, directory, filter, QFileDialog::AcceptSave, selectedFilter);
}

// No filter: a folder is chosen (QFileDialog::Directory).
QString chooseFolderToWrite(QWidget *parent, const QString &caption, const QString &directory)
{
    return chooseFile(parent, caption, directory, QString(), QFileDialog::AcceptOpen);
}

} // namespace rd::ui
