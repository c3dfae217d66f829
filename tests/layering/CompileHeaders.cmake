# Compiles every header of a library of ours against what a user of the library sees: the
# library's folder, the folders its PUBLIC libraries show and the include directories of the
# libraries it links PUBLIC (Qt's). A header that needs a library linked PRIVATE fails with "no
# such file". (One file includes them all: compiling each alone would cost minutes per run.)
#   cmake -DCOMPILER=c++ -DSOURCE=/path/to/project -DFOLDER=engine/io -DINCLUDES="dir|dir"
#         -DWORK=dir -P ...
foreach(variable COMPILER SOURCE FOLDER INCLUDES WORK)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "CompileHeaders.cmake needs -D${variable}=...")
    endif()
endforeach()

file(GLOB_RECURSE headers RELATIVE ${SOURCE} ${SOURCE}/${FOLDER}/*.h)
if(NOT headers)
    message(FATAL_ERROR "no headers in ${FOLDER}")
endif()
set(text)
foreach(header IN LISTS headers)
    string(APPEND text "#include \"${header}\"\n")
endforeach()
file(MAKE_DIRECTORY ${WORK})
set(source ${WORK}/headers.cpp)
file(WRITE ${source} "${text}")
# Qt is built for position-independent code; its headers refuse the compiler's default -fPIE.
set(flags -std=c++20 -fsyntax-only -fPIC)
string(REPLACE "|" ";" directories "${INCLUDES}")
foreach(directory IN LISTS directories)
    if(directory)
        list(APPEND flags -I${directory})
    endif()
endforeach()
execute_process(COMMAND ${COMPILER} ${flags} ${source}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "the headers of ${FOLDER} do not compile with what the library shows "
                        "its users:\n${output}")
endif()
list(LENGTH headers count)
message(STATUS "the ${count} headers of ${FOLDER} compile with the library's PUBLIC links alone")
