# Shared by scripts/run, scripts/test and scripts/bench: install what is missing, then build.
# Sourced, not executed.

RD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RD_BUILD="$RD_ROOT/build"
RD_PACKAGES=(qt6-base-dev qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite qt6-tools-dev
             qt6-tools-dev-tools qt6-l10n-tools libgl-dev cmake make g++ libqt6svg6 clang-format-14
             poppler-utils qt6-translations-l10n libsimdjson-dev postgresql libqt6sql6-psql
             libsqlite3-dev libzip-dev)

rd_missing_packages() {
    local package
    for package in "${RD_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null | grep -q '^install ok installed$' \
            || echo "$package"
    done
}

rd_install_packages() {
    local missing
    mapfile -t missing < <(rd_missing_packages)
    [[ ${#missing[@]} -eq 0 ]] && return 0
    echo "Installing missing Debian packages: ${missing[*]}"
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || { echo "Need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# rd_build [CMAKE_OPTION ...]: configure (options such as -DRATINGDESK_WERROR=ON) and build.
rd_build() {
    local jobs
    jobs=$(nproc 2>/dev/null || echo 2)
    # Configuring an existing build tree only checks it, and mends one a failed run left behind.
    cmake -S "$RD_ROOT" -B "$RD_BUILD" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
    cmake --build "$RD_BUILD" --parallel "$jobs"
}
