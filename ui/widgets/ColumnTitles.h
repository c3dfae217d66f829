#pragma once

#include <QString>
#include <QVariant>

#include <cstddef>

namespace rd::ui {

// The title of column `section` of a table model, from its titles in column order (marked with
// QT_TR_NOOP in the model, which `translate` is the tr() of); nothing past the last one.
template <std::size_t N>
QVariant columnTitle(const char *const (&titles)[N], int section,
    QString (*translate)(const char *, const char *, int))
{
    if (section < 0 || static_cast<std::size_t>(section) >= N)
        return {};
    return translate(titles[section], nullptr, -1);
}

} // namespace rd::ui
