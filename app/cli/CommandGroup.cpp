#include "app/cli/CommandGroup.h"

#include "engine/rating/Evaluator.h"
#include "engine/store/SessionLock.h"

#include <QCoreApplication>
#include <QLocale>

namespace rd::cli {

CommandGroup::CommandGroup(QString name, QString description, QList<QCommandLineOption> options)
    : m_name(std::move(name))
    , m_description(std::move(description))
    , m_options(std::move(options))
{
}

void CommandGroup::add(const QString &name, Command command, store::Database::Opening opening)
{
    m_commands[name] = { std::move(command), opening, {} };
}

void CommandGroup::addCreating(const QString &name, CreatingCommand command)
{
    m_commands[name] = { {}, store::Database::Opening::CreateNew, std::move(command) };
}

int CommandGroup::run(const QStringList &arguments, QTextStream &out, QTextStream &err) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(m_description);
    parser.addHelpOption();
    const QCommandLineOption database = databaseOption();
    parser.addOption(database);
    parser.addOptions(m_options);
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("What to do."));
    if (!parser.parse(arguments))
        return usage(err, m_name, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usage(err, m_name, QStringLiteral("a command is needed"));
    const QString name = positional.takeFirst();
    const auto found = m_commands.find(name);
    if (found == m_commands.end())
        return usage(err, m_name, QStringLiteral("unknown command '%1'").arg(name));
    try {
        const QString path
            = parser.isSet(database) ? parser.value(database) : store::Database::defaultPath();
        if (found->second.creating)
            return found->second.creating(path, parser, positional);
        // A desktop session keeps the database to itself (see SessionLock).
        if (found->second.opening != store::Database::Opening::ReadOnly)
            store::SessionLock::ensureNoSession(path);
        const WaitingLine waiting(err);
        store::Database database(path, found->second.opening);
        return found->second.command(database, parser, positional);
    } catch (const InputError &error) {
        err << QString::fromStdString(error.what()) << "\n";
        return 2;
    } catch (const std::exception &error) {
        err << "ratingdesk-cli " << m_name << " " << name << ": " << store::userMessageOf(error)
            << "\n";
        return 1;
    }
}

QCommandLineOption databaseOption()
{
    return { { QStringLiteral("database"), QStringLiteral("from") },
        QStringLiteral("Use DATABASE instead of the default one: a file, or "
                       "postgresql://user@host:port/name (the password in PGPASSWORD)."),
        QStringLiteral("DATABASE") };
}

WaitingLine::WaitingLine(QTextStream &err)
{
    store::Database::setWaitingNotice(
        [&err](const QString &sentence) { err << sentence << Qt::endl; });
}

WaitingLine::~WaitingLine()
{
    store::Database::setWaitingNotice({});
}

void speakUsersLanguage(QTranslator &translator)
{
    if (translator.load(
            QLocale(), QStringLiteral("ratingdesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);
}

int usage(QTextStream &err, const QString &group, const QString &message)
{
    err << "ratingdesk-cli " << group << ": " << message << "\nTry 'ratingdesk-cli " << group
        << " --help'.\n";
    return 2;
}

} // namespace rd::cli
