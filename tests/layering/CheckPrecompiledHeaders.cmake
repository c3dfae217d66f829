# Checks that the headers precompiled for a library of ours come from no Qt module it may not use:
# a precompiled header is in every source file of the library, as if each included it.
#   cmake -DHEADERS="<vector>|<QString>" -DFORBIDDEN="dir|dir" -P ...
# HEADERS: the headers precompiled for the library; FORBIDDEN: the include folders of the Qt
# modules it may not use. A header found in one of them fails the check.
foreach(variable HEADERS FORBIDDEN)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "CheckPrecompiledHeaders.cmake needs -D${variable}=...")
    endif()
endforeach()

string(REPLACE "|" ";" headers "${HEADERS}")
string(REPLACE "|" ";" folders "${FORBIDDEN}")
if(NOT headers)
    message(FATAL_ERROR "no precompiled headers: the build makes none for this library")
endif()
foreach(header IN LISTS headers)
    string(REGEX REPLACE "^<(.*)>$" "\\1" name "${header}")
    foreach(folder IN LISTS folders)
        if(EXISTS "${folder}/${name}" AND NOT IS_DIRECTORY "${folder}/${name}")
            message(FATAL_ERROR "${header} is precompiled for this library, but it comes from "
                                "${folder}, which the library may not use")
        endif()
    endforeach()
endforeach()
list(LENGTH headers count)
message(STATUS "${count} precompiled headers, none from ${FORBIDDEN}")
