#include "ui/lists/RatingListLoading.h"

#include "desktop/DatabaseSession.h"
#include "engine/io/ZipArchive.h"
#include "report/DisplayNames.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/FileDialogs.h"
#include "ui/widgets/QtDates.h"

#include <QApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

#include <algorithm>

namespace rd::ui {

RatingListLoading::RatingListLoading(desktop::DatabaseSession &session, QWidget *parent)
    : m_session(session)
    , m_parent(parent)
{
}

QString RatingListLoading::listName(const QString &kind)
{
    return kind == QLatin1String("dsb") ? tr("DSB list") : tr("FIDE list");
}

bool RatingListLoading::run()
{
    QMessageBox which(QMessageBox::Question, tr("Load rating list"),
        tr("Which rating list do you want to load? It replaces the list of its kind loaded "
           "before; the players of your events stay as they are."),
        QMessageBox::Cancel, m_parent);
    which.setObjectName(QStringLiteral("ratingListChoice"));
    QPushButton *dsb = which.addButton(tr("&DSB list (LV-0-csv.zip)"), QMessageBox::AcceptRole);
    QPushButton *fide = which.addButton(tr("&FIDE list (XML)"), QMessageBox::AcceptRole);
    which.setDefaultButton(dsb);
    which.exec();
    if (which.clickedButton() == dsb) {
        const QString players = chooseFileToOpen(m_parent,
            tr("DSB list: the archive (LV-0-csv.zip) or its players (spieler.csv)"), {},
            tr("DSB lists (*.zip *.csv);;All files (*)"));
        if (players.isEmpty())
            return false;
        // The archive brings the club names; beside a spieler.csv they are a file of their own,
        // and without them the clubs are shown by code.
        const QString clubs = io::isZipFile(players)
            ? QString()
            : chooseFileToOpen(m_parent,
                tr("DSB list: the club names (vereine.csv); Cancel to load without"),
                QFileInfo(players).dir().filePath(QStringLiteral("vereine.csv")),
                tr("DSB lists (*.csv);;All files (*)"));
        return load(QStringLiteral("dsb"),
            [&](desktop::RatingListOperations &lists) { return lists.loadDsb(players, clubs); });
    }
    if (which.clickedButton() == fide) {
        const QString path = chooseFileToOpen(
            m_parent, tr("FIDE list (XML)"), {}, tr("FIDE lists (*.xml);;All files (*)"));
        if (path.isEmpty())
            return false;
        return load(QStringLiteral("fide"),
            [&](desktop::RatingListOperations &lists) { return lists.loadFide(path); });
    }
    return false;
}

// The FIDE list takes a while: the progress keeps the window painted and says how far it is.
bool RatingListLoading::load(const QString &kind,
    const std::function<desktop::Outcome<lists::ListLoad>(desktop::RatingListOperations &)>
        &readList)
{
    QProgressDialog progress(
        tr("Loading the %1…").arg(listName(kind)), QString(), 0, 100, m_parent);
    progress.setObjectName(QStringLiteral("ratingListProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    progress.setAutoClose(false);
    progress.setValue(0);
    desktop::RatingListOperations lists(
        m_session, [&progress](int percent) { progress.setValue(percent); });
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto read = readList(lists);
    QApplication::restoreOverrideCursor();
    progress.close();
    if (!ErrorReport::succeeded(m_parent, tr("Loading the rating list"), read))
        return false;
    const lists::ListLoad &loaded = *read;
    QMessageBox box(loaded.loaded ? QMessageBox::Information : QMessageBox::Warning,
        tr("Load rating list"), outcome(loaded), QMessageBox::Ok, m_parent);
    box.setObjectName(QStringLiteral("ratingListOutcome"));
    box.exec();
    return loaded.loaded.has_value();
}

QString RatingListLoading::outcome(const lists::ListLoad &load)
{
    if (load.loaded) {
        const model::RatingListInfo &list = *load.loaded;
        const QDate date = toQDate(list.date);
        const QLocale locale;
        const QString loaded
            = tr("The %1 of %2 is loaded: %3 players.")
                  .arg(listName(list.kind),
                      locale.toString(date, report::DisplayNames::dateFormat(locale)),
                      locale.toString(list.players));
        if (load.warnings.isEmpty())
            return loaded;
        // The first warnings: a list that is wrong in many lines is wrong the same way in all.
        constexpr qsizetype kShown = 10;
        QStringList warnings;
        for (const io::DocumentError &warning :
            load.warnings.first(std::min(kShown, load.warnings.size())))
            warnings << warning.userText();
        if (load.warnings.size() > kShown)
            warnings << tr("… and %n more.", "", int(load.warnings.size() - kShown));
        return tr("%1\nWarnings (%2):\n%3")
            .arg(loaded, fileName(load), warnings.join(QLatin1Char('\n')));
    }
    QStringList problems;
    for (const io::DocumentError &problem : load.problems)
        problems << problem.userText();
    if (!load.member.isEmpty()) {
        return tr("%1 was not loaded; the list loaded before stays as it was. In its %2:\n%3")
            .arg(
                QDir::toNativeSeparators(load.file), load.member, problems.join(QLatin1Char('\n')));
    }
    return tr("%1 was not loaded; the list loaded before stays as it was.\n%2")
        .arg(QDir::toNativeSeparators(load.file), problems.join(QLatin1Char('\n')));
}

QString RatingListLoading::fileName(const lists::ListLoad &load)
{
    const QString file = QFileInfo(load.file).fileName();
    return load.member.isEmpty() ? file : file + QStringLiteral(", ") + load.member;
}

} // namespace rd::ui
