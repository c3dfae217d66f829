# Precompiled headers: a build from nothing parses the standard library's and Qt's most used
# headers once for each kind of target instead of once for every source file.
#
# A target gets the headers of its kind only, so that no library sees more than it links: the
# plain C++ libraries (rules, pairing, standings) the standard library's, the other engine
# libraries, the reports and the command line QtCore's as well, the windows QtWidgets' as well,
# and the tests and benchmarks QtTest's as well (with QtWidgets' where they link the windows).
# Each header is made once by a target of its own and reused by every target of its kind (GCC
# refuses a header made with other flags, and -Winvalid-pch with -Werror makes that a build error
# rather than a slow build).
#
# With RATINGDESK_PCH=OFF every source file is compiled on its own includes: the check that each
# file includes what it uses.
option(RATINGDESK_PCH "Precompile the standard library's and Qt's most used headers" ON)

set(RD_PCH_STD
    <algorithm> <array> <cmath> <cstdint> <functional> <map> <memory> <optional> <set> <string>
    <string_view> <utility> <variant> <vector>)
set(RD_PCH_CORE ${RD_PCH_STD}
    <QByteArray> <QCoreApplication> <QDate> <QDateTime> <QDir> <QFile> <QFileInfo> <QJsonArray>
    <QJsonDocument> <QJsonObject> <QList> <QLocale> <QObject> <QRegularExpression> <QString>
    <QStringList> <QVariant>)
set(RD_PCH_WIDGETS ${RD_PCH_CORE}
    <QAbstractTableModel> <QAction> <QApplication> <QComboBox> <QDialog> <QDialogButtonBox>
    <QFormLayout> <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QListWidget> <QMainWindow>
    <QMenu> <QMessageBox> <QPushButton> <QSpinBox> <QSplitter> <QStatusBar> <QTabWidget>
    <QTableView> <QTimer> <QUndoStack> <QVBoxLayout> <QWidget>)
set(RD_PCH_TEST <QTest> <QElapsedTimer> <QProcess> <QStandardPaths> <QTemporaryDir>)

# The Qt modules whose headers `target` sees: those it links and those its libraries pass on
# (what a static library links PRIVATE is passed on for linking only).
function(rd_qt_modules out target)
    get_target_property(queue ${target} LINK_LIBRARIES)
    set(seen)
    set(modules)
    while(queue)
        list(POP_FRONT queue item)
        if(item IN_LIST seen OR NOT TARGET ${item})
            continue() # also $<LINK_ONLY:...>, which names no target
        endif()
        list(APPEND seen ${item})
        if(item MATCHES "^Qt6::(.+)$")
            list(APPEND modules ${CMAKE_MATCH_1})
        endif()
        get_target_property(links ${item} INTERFACE_LINK_LIBRARIES)
        if(links)
            list(APPEND queue ${links})
        endif()
    endwhile()
    set(${out} ${modules} PARENT_SCOPE)
endfunction()

# rd_precompile_headers(TARGET KIND), after the target's links: KIND is "program" (a library or
# program of ours) or "test" (a test or benchmark). The target uses the precompiled header of its
# kind and of the Qt modules it sees.
function(rd_precompile_headers target kind)
    if(NOT RATINGDESK_PCH)
        return()
    endif()
    rd_qt_modules(modules ${target})
    if("Widgets" IN_LIST modules)
        set(qt Widgets)
    elseif("Gui" IN_LIST modules AND kind STREQUAL "test")
        set(qt Gui) # QtTest's headers differ with QT_GUI_LIB; QtCore's do not
    elseif("Core" IN_LIST modules)
        set(qt Core)
    else()
        set(qt Std) # the standard library's headers only
    endif()
    set(host rd_pch_${kind}_${qt})
    set(folder ${PROJECT_SOURCE_DIR})
    if(kind STREQUAL "test")
        # QtTest's headers use QT_TESTCASE_BUILDDIR, the test's folder in the build tree.
        set(folder ${CMAKE_CURRENT_SOURCE_DIR})
        file(RELATIVE_PATH relative ${PROJECT_SOURCE_DIR} ${folder})
        string(MAKE_C_IDENTIFIER "${host}_${relative}" host)
        # A test's own source includes its moc output; the file moc's step adds holds nothing.
        set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/${target}_autogen/mocs_compilation.cpp
            PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
    endif()
    get_property(users GLOBAL PROPERTY ${host}_USERS)
    if(NOT users)
        # Made at the end of the folder, when all its users are known.
        cmake_language(EVAL CODE "cmake_language(DEFER DIRECTORY [[${folder}]]
            CALL rd_add_precompiled_header ${host} ${kind} ${qt})")
    endif()
    set_property(GLOBAL APPEND PROPERTY ${host}_USERS ${target})
endfunction()

# rd_add_precompiled_header(HOST KIND QT_MODULE): a target that only makes the precompiled header
# of the targets of KIND that see QT_MODULE (Widgets, Gui, Core, or Std for none), compiled with no
# more than the flags they share (GCC uses a precompiled header only where every macro defined when
# it was made is defined alike), and their use of it. Made only where it serves enough source
# files to pay for itself: it takes as long to make as a few of them to compile.
function(rd_add_precompiled_header host kind qt)
    get_property(users GLOBAL PROPERTY ${host}_USERS)
    set(served 0)
    foreach(user IN LISTS users)
        get_target_property(sources ${user} SOURCES)
        list(FILTER sources INCLUDE REGEX "\\.cpp$")
        list(LENGTH sources count)
        math(EXPR served "${served} + ${count}")
    endforeach()
    if(served LESS 8)
        return()
    endif()

    set(source ${CMAKE_CURRENT_BINARY_DIR}/${host}.cpp)
    file(CONFIGURE OUTPUT ${source} CONTENT "// ${host}: the precompiled header's own target\n")
    add_library(${host} OBJECT ${source})
    set_target_properties(${host} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    if(qt STREQUAL "Std")
        set(headers ${RD_PCH_STD})
    else()
        target_link_libraries(${host} PRIVATE Qt6::${qt})
        if(qt STREQUAL "Widgets")
            set(headers ${RD_PCH_WIDGETS})
        else()
            set(headers ${RD_PCH_CORE})
        endif()
    endif()
    if(kind STREQUAL "test")
        target_link_libraries(${host} PRIVATE Qt6::Test)
        list(APPEND headers ${RD_PCH_TEST})
    endif()
    rd_apply_warnings(${host})
    target_precompile_headers(${host} PRIVATE ${headers})
    foreach(user IN LISTS users)
        target_precompile_headers(${user} REUSE_FROM ${host})
    endforeach()
endfunction()
