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

# rd_add_library(NAME SOURCES ... LINKS ...): a static library of our own code.
function(rd_add_library name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LINKS" ${ARGN})
    add_library(${name} STATIC ${ARG_SOURCES})
    target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR})
    target_link_libraries(${name} PUBLIC ${ARG_LINKS})
    rd_apply_warnings(${name})
endfunction()

# rd_add_test(NAME SOURCES ... LINKS ...): one Qt Test executable, registered with CTest.
function(rd_add_test name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LINKS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LINKS})
    target_compile_definitions(${name} PRIVATE RD_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data")
    set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
    rd_apply_warnings(${name})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen" TIMEOUT 300)
endfunction()

# rd_add_store_test(NAME SOURCES ... LINKS ...): a test of the store, registered as NAME on SQLite
# and again as NAME_postgresql on the server RD_TEST_POSTGRESQL names (tests/DatabaseLocation.h).
# Without a server that run skips in initTestCase, which CTest counts as skipped, not failed.
function(rd_add_store_test name)
    rd_add_test(${name} ${ARGN})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}) # for tests/DatabaseLocation.h
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
    set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bench)
    rd_apply_warnings(${name})
endfunction()
