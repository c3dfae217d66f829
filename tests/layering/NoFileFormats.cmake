# Fails when the code of FOLDERS names a type or field of a file format: what TRF files, .h9
# tables and US Chess rating reports say besides the event is engine/io's (io::FileDetails), and
# the values every layer shares know no file format. Comments may name the formats.
#   cmake -DSOURCE=/path/to/project -DFOLDERS="engine/rating|engine/model" -P ...
cmake_policy(SET CMP0007 NEW)

# h9Header, H9Line, kH9Encodings, trfRecords, TrfDetails, UscfReportDetails, roundDates, ...
set(format_names
    "(^|[^A-Za-z0-9_])(h9[A-Z]|H9[A-Z]|kH9|trf[A-Z0-9]|Trf[A-Z0-9]|kTrf|UscfReport|uscfReport|roundDates|kUscfCrosstable|kUscfScholastic)")
include(${CMAKE_CURRENT_LIST_DIR}/SourceFiles.cmake)
rd_layering_sources(files)
set(named)
foreach(file IN LISTS files)
    # One list element per line: the semicolons and brackets of the code would split or join them.
    file(READ ${file} content)
    string(REGEX REPLACE "[][;]" "_" content "${content}")
    string(REPLACE "\n" ";" lines "${content}")
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        string(REGEX REPLACE "//.*$" "" code "${line}")
        if(code MATCHES "${format_names}")
            file(RELATIVE_PATH name ${SOURCE} ${file})
            list(APPEND named "${name}:${number}: ${line}")
        endif()
    endforeach()
endforeach()
if(named)
    list(JOIN named "\n" text)
    message(FATAL_ERROR "file-format details outside engine/io:\n${text}")
endif()
list(LENGTH files count)
message(STATUS "no file-format details in ${count} files")
