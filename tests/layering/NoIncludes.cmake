# Fails on any #include "…" in the code of FOLDERS whose path starts with a match of PATTERN (a
# regular expression), naming each with its file: what a layer must never include, also where its
# include root shows the folder (a library sees whole folders, cmake/RatingdeskTargets.cmake).
# WHAT says what such an include is.
#   cmake -DSOURCE=/path/to/project -DFOLDERS="ui|…" -DPATTERN="engine/rating/Evaluator[.]h"
#         -DWHAT="includes of the rating engines" -P ...
foreach(variable PATTERN WHAT)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "NoIncludes.cmake needs -D${variable}=...")
    endif()
endforeach()
include(${CMAKE_CURRENT_LIST_DIR}/SourceFiles.cmake)
rd_layering_sources(files)
set(refused)
foreach(file IN LISTS files)
    file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"(${PATTERN})")
    foreach(line IN LISTS lines)
        file(RELATIVE_PATH name ${SOURCE} ${file})
        list(APPEND refused "${name}: ${line}")
    endforeach()
endforeach()
if(refused)
    list(JOIN refused "\n" text)
    message(FATAL_ERROR "${WHAT}:\n${text}")
endif()
list(LENGTH files count)
message(STATUS "none of the ${WHAT} in ${count} files")
