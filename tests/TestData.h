#pragma once

// The files of tests/data (see its README for where each comes from).
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace rd::test {

// The bytes of tests/data/`name`; a missing file stops the test run.
inline QByteArray testData(const QString &name)
{
    QFile file(QStringLiteral(RD_TEST_DATA_DIR "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("tests/data/%s cannot be read", qPrintable(name));
    return file.readAll();
}

// The names of the files of tests/data whose names match `pattern` (such as "*.h9"), sorted.
inline QStringList testDataFiles(const QString &pattern)
{
    return QDir(QStringLiteral(RD_TEST_DATA_DIR)).entryList({ pattern }, QDir::Files, QDir::Name);
}

} // namespace rd::test
