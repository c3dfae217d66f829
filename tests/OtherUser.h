#pragma once

// Runs a program as a user without rights on what a test made. Root may write any file, so a
// read-only file proves nothing when the tests run as root (as in CI): then the program runs
// under an unprivileged user id through setpriv (or runuser, as nobody), and the files are
// given an owner that is not that user. For any other user the program runs as it is, and the
// test takes away its own rights (chmod), which binds the owner too. As root, a program the
// unprivileged user cannot reach (a build in a private folder, as mktemp -d makes) runs from a
// copy in a folder open to others.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

namespace rd::test {

class OtherUser {
public:
    // The user ids root lends: nobody reads, a second unprivileged id owns the files.
    static constexpr uid_t kReader = 65534;
    static constexpr uid_t kOwner = 65533;

    static bool runsAsRoot() { return geteuid() == 0; }

    // Why a program cannot run as another user here (for QSKIP), or nothing.
    static QString unavailable()
    {
        if (!runsAsRoot() || !setpriv().isEmpty() || !runuser().isEmpty())
            return {};
        return QStringLiteral("the tests run as root, and neither setpriv nor runuser is "
                              "installed to run the program as a user without rights");
    }

    // Whether the owner can be another user than root: setpriv takes any user id; runuser
    // only a user's name, so with runuser alone root stays the owner.
    static bool ownerIsUnprivileged() { return runsAsRoot() && !setpriv().isEmpty(); }

    // The program and arguments that run `given` with `arguments` as `uid` (as root), or
    // as they are (as any other user).
    static QStringList command(uid_t uid, const QString &given, const QStringList &arguments)
    {
        if (!runsAsRoot())
            return QStringList { given } + arguments;
        const QString program = reachable(given);
        if (const QString tool = setpriv(); !tool.isEmpty())
            return QStringList { tool, QStringLiteral("--reuid=%1").arg(uid),
                QStringLiteral("--regid=%1").arg(uid), QStringLiteral("--clear-groups"),
                QStringLiteral("--"), program }
            + arguments;
        return QStringList { runuser(), QStringLiteral("-u"), QStringLiteral("nobody"),
            QStringLiteral("--"), program }
        + arguments;
    }

    static uid_t owner() { return ownerIsUnprivileged() ? kOwner : geteuid(); }

private:
    // Whether others may run `program`: every folder on its way lets them pass (o+x).
    static bool reachableByOthers(const QString &program)
    {
        struct stat status { };
        if (::stat(QFile::encodeName(program).constData(), &status) != 0
            || (status.st_mode & S_IXOTH) == 0)
            return false;
        for (QDir folder = QFileInfo(program).absoluteDir();; folder.cdUp()) {
            if (::stat(QFile::encodeName(folder.absolutePath()).constData(), &status) != 0
                || (status.st_mode & S_IXOTH) == 0)
                return false;
            if (folder.isRoot())
                return true;
        }
    }

    // The program itself, or a copy of it others may run, made once and removed at the end.
    static QString reachable(const QString &program)
    {
        if (reachableByOthers(program))
            return program;
        static QTemporaryDir copies(QStringLiteral("/tmp/rd-other-user-XXXXXX"));
        static QHash<QString, QString> copied;
        if (const auto found = copied.constFind(program); found != copied.cend())
            return *found;
        const QString copy = copies.filePath(QFileInfo(program).fileName());
        const QFileDevice::Permissions everyone = QFileDevice::ReadOwner | QFileDevice::WriteOwner
            | QFileDevice::ExeOwner | QFileDevice::ReadGroup | QFileDevice::ExeGroup
            | QFileDevice::ReadOther | QFileDevice::ExeOther;
        QFile::setPermissions(copies.path(), everyone);
        QFile::copy(program, copy);
        QFile::setPermissions(copy, everyone);
        copied.insert(program, copy);
        return copy;
    }

    static QString setpriv() { return QStandardPaths::findExecutable(QStringLiteral("setpriv")); }
    static QString runuser()
    {
        QString found = QStandardPaths::findExecutable(QStringLiteral("runuser"));
        if (found.isEmpty())
            found = QStandardPaths::findExecutable(QStringLiteral("runuser"),
                { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") });
        return found;
    }
};

} // namespace rd::test
