#pragma once

// The files of tests/data (see its README for where each comes from).
#include <QByteArray>
#include <QFile>
#include <QString>
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

} // namespace rd::test
