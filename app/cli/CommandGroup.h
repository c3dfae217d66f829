#pragma once

#include "engine/store/Database.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>
#include <QTranslator>
#include <QtGlobal>

#include <functional>
#include <map>

namespace rd::cli {

// A group of commands on one database (`ratingdesk-cli db ...`, `ratingdesk-cli lists ...`): its
// options besides --database and its commands by name. run() parses the arguments, answers
// --help, finds the command, opens the database as the command needs it — read-only for one that
// only reads, and for one that writes only when no desktop session holds it — and words any
// failure. Exit status 0, 2 for invalid input, 1 otherwise.
class CommandGroup {
public:
    // A command gets the database, the parsed options and the arguments after its name.
    using Command
        = std::function<int(store::Database &, const QCommandLineParser &, const QStringList &)>;

    // A command that makes the database it is given (by --database), so finds none open.
    using CreatingCommand
        = std::function<int(const QString &, const QCommandLineParser &, const QStringList &)>;

    CommandGroup(QString name, QString description, QList<QCommandLineOption> options);

    void add(const QString &name, Command command,
        store::Database::Opening opening = store::Database::Opening::ReadOnly);
    void addCreating(const QString &name, CreatingCommand command);
    int run(const QStringList &arguments, QTextStream &out, QTextStream &err) const;

private:
    struct Entry {
        Command command;
        store::Database::Opening opening;
        CreatingCommand creating; // instead of `command`
    };

    QString m_name;
    QString m_description;
    QList<QCommandLineOption> m_options;
    std::map<QString, Entry> m_commands;
};

// --database: a file, or a database on a PostgreSQL server by its URL.
QCommandLineOption databaseOption();

// Prints to `err` that the command waits while a database is busy, for as long as it lives.
class WaitingLine {
public:
    explicit WaitingLine(QTextStream &err);
    ~WaitingLine();
    Q_DISABLE_COPY(WaitingLine)
};

// While `translator` lives, what a command writes for people speaks the user's language
// (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) with the desktop's translations.
void speakUsersLanguage(QTranslator &translator);

// "ratingdesk-cli GROUP: MESSAGE" and where help is; returns the exit status 2.
int usage(QTextStream &err, const QString &group, const QString &message);

} // namespace rd::cli
