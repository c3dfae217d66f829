# Compiles a file holding one #include against the include directories a library of ours is
# built with, and checks the outcome:
#   cmake -DCOMPILER=c++ -DINCLUDES="dir|dir" -DHEADER=ui/window/MainWindow.h -DEXPECT=refused -P ...
# EXPECT=refused: the compiler must stop because it cannot find HEADER (a layer the library may
# not use); EXPECT=compiles: the file must compile (the same check on an include it may use, so
# that a refusal for another reason cannot pass).
foreach(variable COMPILER INCLUDES HEADER EXPECT WORK)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "CompileInclude.cmake needs -D${variable}=...")
    endif()
endforeach()

string(MAKE_C_IDENTIFIER "${HEADER}" stem)
file(MAKE_DIRECTORY ${WORK})
set(source ${WORK}/${stem}.cpp)
file(WRITE ${source} "#include \"${HEADER}\"\n")
set(flags -std=c++20 -fsyntax-only)
string(REPLACE "|" ";" directories "${INCLUDES}")
foreach(directory IN LISTS directories)
    list(APPEND flags -I${directory})
endforeach()
execute_process(COMMAND ${COMPILER} ${flags} ${source}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)

if(EXPECT STREQUAL "compiles")
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "#include \"${HEADER}\" should compile here but does not:\n${output}")
    endif()
elseif(EXPECT STREQUAL "refused")
    if(result EQUAL 0)
        message(FATAL_ERROR "#include \"${HEADER}\" compiles, but this layer may not use it")
    endif()
    string(FIND "${output}" "${HEADER}: No such file or directory" found)
    if(found EQUAL -1)
        message(FATAL_ERROR "#include \"${HEADER}\" failed for another reason than a missing "
                            "file:\n${output}")
    endif()
else()
    message(FATAL_ERROR "EXPECT is compiles or refused, not ${EXPECT}")
endif()
message(STATUS "#include \"${HEADER}\": ${EXPECT}, as it should")
