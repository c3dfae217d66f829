# Fails on any #include "../…" in the product's code: a path that climbs out of a folder would
# reach a layer past the include roots that keep the layers (cmake/RatingdeskTargets.cmake).
#   cmake -DSOURCE=/path/to/project -DFOLDERS="engine|ui|…" -P ...
include(${CMAKE_CURRENT_LIST_DIR}/SourceFiles.cmake)
rd_layering_sources(files)
set(climbing)
foreach(file IN LISTS files)
    file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"\\.\\.")
    foreach(line IN LISTS lines)
        file(RELATIVE_PATH name ${SOURCE} ${file})
        list(APPEND climbing "${name}: ${line}")
    endforeach()
endforeach()
if(climbing)
    list(JOIN climbing "\n" text)
    message(FATAL_ERROR "includes that climb out of their folder:\n${text}")
endif()
list(LENGTH files count)
message(STATUS "no #include \"..\" in ${count} files")
