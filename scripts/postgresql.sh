# A throw-away PostgreSQL cluster for scripts/test and scripts/bench: initdb and pg_ctl in a
# temporary directory, reachable only on a Unix socket in that directory. Sourced, not executed.
#
#   trap rd_postgresql_stop EXIT
#   rd_postgresql_start   # exports RD_TEST_POSTGRESQL, the server's URL, when PostgreSQL is installed

# The newest installed server's programs (Debian keeps them out of PATH), or nothing.
rd_postgresql_bin() {
    local initdb
    initdb=$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -n 1) || true
    [[ -n "$initdb" ]] && dirname "$initdb"
}

# Runs a server program as the owner of the cluster: initdb refuses root, so root runs it as the
# postgres user the package creates.
rd_postgresql_as_owner() {
    if [[ $(id -u) -eq 0 ]]; then
        (cd / && runuser -u postgres -- "$@")
    else
        "$@"
    fi
}

rd_postgresql_start() {
    local bin
    bin=$(rd_postgresql_bin) || true
    if [[ -z "$bin" ]]; then
        echo "PostgreSQL is not installed: the store tests run on SQLite only."
        return 0
    fi
    # Under /tmp, not $TMPDIR: a socket's path may have no more than 107 bytes.
    RD_POSTGRESQL_DIR=$(mktemp -d /tmp/ratingdesk-pg.XXXXXX)
    [[ $(id -u) -eq 0 ]] && chown postgres: "$RD_POSTGRESQL_DIR"
    local dir=$RD_POSTGRESQL_DIR
    rd_postgresql_as_owner "$bin/initdb" -D "$dir/data" -A trust -U ratingdesk -E UTF8 \
        --locale=C --no-sync >"$dir/initdb.log"
    rd_postgresql_as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
        -o "-k $dir -c listen_addresses='' -c fsync=off" start >/dev/null
    export RD_TEST_POSTGRESQL="postgresql://ratingdesk@/postgres?host=$dir"
    # A crash of the server on demand (tst_killedoperations): an immediate stop writes no
    # checkpoint, so on starting again the server recovers from its write-ahead log, as after a
    # crash.
    local owner=""
    [[ $(id -u) -eq 0 ]] && owner="runuser -u postgres --"
    cat >"$dir/crash" <<CRASH
#!/usr/bin/env bash
set -e
cd /
$owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
$owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \\
    -o "-k $dir -c listen_addresses='' -c fsync=off" start >/dev/null
CRASH
    chmod 755 "$dir/crash"
    export RD_TEST_POSTGRESQL_CRASH="$dir/crash"
    echo "PostgreSQL test cluster on the socket in $dir"
}

# Stops the cluster and removes its directory; does nothing when none was started.
rd_postgresql_stop() {
    local dir=${RD_POSTGRESQL_DIR:-}
    [[ -n "$dir" ]] || return 0
    if [[ -f "$dir/data/postmaster.pid" ]]; then
        rd_postgresql_as_owner "$(rd_postgresql_bin)/pg_ctl" -D "$dir/data" -m fast -w stop \
            >/dev/null || true
    fi
    rm -rf "$dir"
    unset RD_POSTGRESQL_DIR RD_TEST_POSTGRESQL RD_TEST_POSTGRESQL_CRASH
}
