include(${CMAKE_CURRENT_LIST_DIR}/PrecompiledHeaders.cmake)

# Warnings are errors only where we control the compiler (scripts/test and CI turn this on); a
# user building with another compiler gets the warnings and a working build.
option(RATINGDESK_WERROR "Treat compiler warnings in our own code as errors" OFF)

# Compiler settings shared by every target of our own code.
function(rd_apply_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    if(RATINGDESK_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    # GCC 12 reports -Wrestrict for "text" + std::string inside libstdc++ (GCC bug 105651).
    target_compile_options(${target} PRIVATE
        $<$<AND:$<CXX_COMPILER_ID:GNU>,$<VERSION_LESS:$<CXX_COMPILER_VERSION>,13>>:-Wno-restrict>)
endfunction()

# rd_add_library(NAME SOURCES ... PUBLIC ... PRIVATE ...): a static library of our own code, in
# the folder of the CMakeLists.txt that adds it. PUBLIC names what its headers include (a user of
# the library needs it too), PRIVATE what only its sources use.
#
# The layers are kept by the compiler: a library does not see the project's root but an include
# root of its own (build/include-roots/NAME) that holds only its own folder and the folders of
# the libraries it links, with their PUBLIC ones. An #include of any other folder of ours is "no
# such file" (tests/layering checks this).
function(rd_add_library name)
    cmake_parse_arguments(ARG "" "" "SOURCES;PUBLIC;PRIVATE" ${ARGN})
    add_library(${name} STATIC ${ARG_SOURCES})
    target_link_libraries(${name} PUBLIC ${ARG_PUBLIC} PRIVATE ${ARG_PRIVATE})
    file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
    rd_shown_folders(shown_by_public ${ARG_PUBLIC})
    rd_shown_folders(shown_by_private ${ARG_PRIVATE})
    set(shown ${folder} ${shown_by_public}) # what a user of this library sees of it
    set(visible ${shown} ${shown_by_private})
    list(REMOVE_DUPLICATES shown)
    list(REMOVE_DUPLICATES visible)
    set_target_properties(${name} PROPERTIES RD_SHOWN_FOLDERS "${shown}" RD_FOLDER ${folder})
    rd_make_include_root(${CMAKE_BINARY_DIR}/include-roots/${name} "${visible}")
    # What a user of the library sees of ours, alone: its headers must compile against it
    # (tests/layering).
    rd_make_include_root(${CMAKE_BINARY_DIR}/public-include-roots/${name} "${shown}")
    target_include_directories(${name} PRIVATE ${CMAKE_BINARY_DIR}/include-roots/${name})
    rd_apply_warnings(${name})
    rd_precompile_headers(${name} program)
endfunction()

# The folders the libraries among `dependencies` show their users.
function(rd_shown_folders out)
    set(folders)
    foreach(dependency IN LISTS ARGN)
        if(TARGET ${dependency})
            get_target_property(shown ${dependency} RD_SHOWN_FOLDERS)
            if(shown)
                list(APPEND folders ${shown})
            endif()
        endif()
    endforeach()
    set(${out} ${folders} PARENT_SCOPE)
endfunction()

# A folder that holds a link to each of `folders` (paths below the project's root) at the same
# path, and nothing else of ours; links left from an earlier configuration are removed.
function(rd_make_include_root root folders)
    file(GLOB_RECURSE old_links LIST_DIRECTORIES true ${root}/*)
    foreach(link IN LISTS old_links)
        if(IS_SYMLINK ${link})
            file(REMOVE ${link})
        endif()
    endforeach()
    foreach(folder IN LISTS folders)
        get_filename_component(parent ${root}/${folder} DIRECTORY)
        file(MAKE_DIRECTORY ${parent})
        file(CREATE_LINK ${PROJECT_SOURCE_DIR}/${folder} ${root}/${folder} SYMBOLIC)
    endforeach()
endfunction()

# rd_add_test(NAME SOURCES ... LINKS ...): one Qt Test executable, registered with CTest.
function(rd_add_test name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LINKS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LINKS})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}) # a test sees every folder
    target_compile_definitions(${name} PRIVATE RD_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data")
    set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
    rd_apply_warnings(${name})
    rd_precompile_headers(${name} test)
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen" TIMEOUT 300)
endfunction()

# rd_add_store_test(NAME SOURCES ... LINKS ...): a test of the store, registered as NAME on SQLite
# and again as NAME_postgresql on the server RD_TEST_POSTGRESQL names (tests/DatabaseLocation.h).
# Without a server that run skips in initTestCase, which CTest counts as skipped, not failed.
function(rd_add_store_test name)
    rd_add_test(${name} ${ARGN})
    add_test(NAME ${name}_postgresql COMMAND ${name})
    set_tests_properties(${name}_postgresql PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;RD_TEST_BACKEND=postgresql" TIMEOUT 300
        SKIP_REGULAR_EXPRESSION "SKIP   : [A-Za-z]+::initTestCase\\(\\)")
endfunction()

# rd_add_benchmark(NAME SOURCES ... LINKS ...): a QBENCHMARK executable, run by scripts/bench only.
function(rd_add_benchmark name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LINKS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LINKS})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR})
    set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bench)
    rd_apply_warnings(${name})
    rd_precompile_headers(${name} test)
endfunction()
