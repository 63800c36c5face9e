#!/usr/bin/env bash
# Starts Kete server(s) on this machine, runs the Gatling load test against them (127.0.0.1 only), records the
# servers' memory, then stops them. See docs/loadtest.md.
#
#   loadtest/run.sh h2 [-Dgames=1000 -Dduration=60 ...]          one server, a fresh embedded database
#   loadtest/run.sh postgres N [-Dgames=...]                     N servers (1 or 2) on one PostgreSQL database:
#                                                                $KETE_LOADTEST_POSTGRES_URL (a JDBC URL)
#
# Extra -D options go to the simulation (games, ramp, duration, movesPerSecond, spectateEvery, hintUsers, checks,
# crossEvery).
# Server JVM options: $KETE_JAVA_OPTS (default: none, the JVM's defaults).
# $KETE_LOADTEST_SERVER_CPUS (e.g. 0.5): from the end of the warm-up on, each server may use at most that many CPUs
# (a Linux cgroup CPU quota of its own, as if each ran on a small machine of its own; needs root). Without it the
# servers share the machine's cores with the client (and PostgreSQL). $KETE_JAR: another server jar to test
# (e.g. a copy of an older build, to compare; default cli/target/kete.jar, built if stale).
# Output: target/loadtest-<time>/ under the repository
# (server logs, memory, the Gatling summary; Gatling's HTML report is under loadtest/target/gatling/).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode="${1:-}"
shift || true
count=1
if [[ "$mode" == postgres ]]; then
    count="${1:-}"
    shift || true
    [[ "$count" == 1 || "$count" == 2 ]] || { echo "usage: loadtest/run.sh postgres 1|2 [-Dname=value ...]" >&2; exit 2; }
    [[ -n "${KETE_LOADTEST_POSTGRES_URL:-}" ]] || { echo "set KETE_LOADTEST_POSTGRES_URL to a JDBC URL" >&2; exit 2; }
elif [[ "$mode" != h2 ]]; then
    echo "usage: loadtest/run.sh h2|postgres N [-Dname=value ...]" >&2
    exit 2
fi

out="$root/target/loadtest-$(date -u +%Y%m%dT%H%M%S)"
mkdir -p "$out"
jar="${KETE_JAR:-$root/cli/target/kete.jar}"
# Builds cli/target/kete.jar if it is missing or stale.
[[ -n "${KETE_JAR:-}" ]] || "$root/kete" games >/dev/null

# Per-server CPU quotas ($KETE_LOADTEST_SERVER_CPUS): one cgroup per server (v2: cpu.max, v1: cpu.cfs_quota_us),
# each server started inside its own, the quota set when the warm-up ends, the groups removed at the end.
cgroups=()
if [[ -n "${KETE_LOADTEST_SERVER_CPUS:-}" ]]; then
    quota="$(awk -v c="$KETE_LOADTEST_SERVER_CPUS" 'BEGIN { if (c + 0 <= 0) exit 1; printf "%d", c * 100000 }')" \
        || { echo "KETE_LOADTEST_SERVER_CPUS must be a positive number of CPUs" >&2; exit 2; }
    if [[ -f /sys/fs/cgroup/cgroup.controllers ]] && grep -qw cpu /sys/fs/cgroup/cgroup.controllers; then
        cgbase=/sys/fs/cgroup; cgjoin=cgroup.procs
        # The root group must hand the cpu controller down for its children to have cpu.max.
        grep -qw cpu /sys/fs/cgroup/cgroup.subtree_control || echo +cpu >/sys/fs/cgroup/cgroup.subtree_control \
            || { echo "cannot enable the cgroup cpu controller (root needed)" >&2; exit 2; }
    elif [[ -d /sys/fs/cgroup/cpu ]]; then
        cgbase=/sys/fs/cgroup/cpu; cgjoin=tasks
    else
        echo "no cgroup CPU controller here: cannot set KETE_LOADTEST_SERVER_CPUS" >&2; exit 2
    fi
    for i in $(seq 1 "$count"); do
        group="$cgbase/kete-loadtest-$$-$i"
        mkdir "$group" || { echo "cannot create the cgroup $group (root needed)" >&2; exit 2; }
        cgroups+=("$group")
    done
fi
pids=()
stop_servers() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    if [[ -n "${limiter:-}" ]]; then kill "$limiter" 2>/dev/null || true; fi
    # A group whose processes have ended is empty and can go.
    for group in "${cgroups[@]}"; do rmdir "$group" 2>/dev/null || true; done
}
trap stop_servers EXIT

# The load test plays thousands of games and opens thousands of WebSockets from one address, at a pace no person
# does: the servers start with limits of their own (docs/loadtest.md; the public defaults are in docs/security.md).
limits=(--limit games-per-minute-per-sender=1000000 --limit games-per-minute-per-address=1000000
    --limit sockets-per-address=100000)

urls=()
for i in $(seq 1 "$count"); do
    log="$out/server-$i.log"
    if [[ "$mode" == h2 ]]; then
        db=(--data "$out/data")
    else
        db=(--database "$KETE_LOADTEST_POSTGRES_URL")
    fi
    # shellcheck disable=SC2086
    if [[ ${#cgroups[@]} -gt 0 ]]; then
        # Joins its group, then becomes the server (same pid): its every thread is in the group.
        # shellcheck disable=SC2086,SC2016
        sh -c 'echo $$ >"$1" && shift && exec "$@"' sh "${cgroups[$((i - 1))]}/$cgjoin" \
            java ${KETE_JAVA_OPTS:-} -jar "$jar" serve --port 0 --egtb none "${db[@]}" "${limits[@]}" >"$log" 2>&1 &
    else
        java ${KETE_JAVA_OPTS:-} -jar "$jar" serve --port 0 --egtb none "${db[@]}" "${limits[@]}" >"$log" 2>&1 &
    fi
    pids+=($!)
    for _ in $(seq 1 120); do
        port="$(grep -o 'open http://localhost:[0-9]*' "$log" | grep -o '[0-9]*$' || true)"
        [[ -n "$port" ]] && break
        kill -0 "${pids[-1]}" 2>/dev/null || { cat "$log" >&2; exit 1; }
        sleep 0.5
    done
    [[ -n "$port" ]] || { echo "server $i did not start" >&2; cat "$log" >&2; exit 1; }
    urls+=("http://127.0.0.1:$port")
done
servers="$(IFS=,; echo "${urls[*]}")"
echo "servers: $servers (pids ${pids[*]}), output in $out"

# Heap in use, sampled every 10 s, and the peak resident set size at the end (VmHWM). One jstat a server reads the
# JVM's counters from shared memory: no JVM started per sample, no safepoint in the server (jcmd GC.heap_info,
# used before, cost both every 10 s).
samplers=()
for pid in "${pids[@]}"; do
    jstat -gc "$pid" 10s >"$out/jstat-$pid.log" 2>/dev/null &
    samplers+=($!)
done

# CPU time used by the servers (user + system, in clock ticks), before and after the simulation.
ticks() { awk '{ print $14 + $15 }' /proc/"$1"/stat; }
# And the bytes they had the disk write (the database's commits).
written() { awk '/^write_bytes/ { print $2 }' /proc/"$1"/io; }
declare -A cpu_before io_before
for pid in "${pids[@]}"; do
    cpu_before[$pid]="$(ticks "$pid")"
    io_before[$pid]="$(written "$pid")"
done
uptime | tee "$out/load-before.txt"
if [[ ${#cgroups[@]} -gt 0 ]]; then
    (
        # The quota holds from the end of the warm-up on, which the simulation announces.
        until grep -q 'the warm-up is over' "$out/gatling.log" 2>/dev/null; do sleep 1; done
        for group in "${cgroups[@]}"; do
            if [[ $cgjoin == tasks ]]; then file="$group/cpu.cfs_quota_us"; value="$quota"; else file="$group/cpu.max"; value="$quota 100000"; fi
            echo "$value" >"$file" || { echo "$(date -u +%T) could not set $file: the servers are NOT limited" | tee -a "$out/memory.txt"; exit 1; }
        done
        echo "$(date -u +%T) servers limited to $KETE_LOADTEST_SERVER_CPUS CPU each" | tee -a "$out/memory.txt"
    ) &
    limiter=$!
fi

status=0
(cd "$root" && mvn -B -q -Pload -pl loadtest test-compile gatling:test -Dservers="$servers" \
    -DserverPids="$(IFS=,; echo "${pids[*]}")" -DclockTicks="$(getconf CLK_TCK)" \
    -Dsummary="$out/kete-loadtest-summary.txt" "$@") \
    2>&1 | tee "$out/gatling.log" || status=$?
uptime | tee "$out/load-after.txt"
for sampler in "${samplers[@]}"; do kill "$sampler" 2>/dev/null || true; done
for pid in "${pids[@]}"; do
    echo "pid $pid: $(grep -E 'VmHWM|VmRSS' /proc/"$pid"/status | tr -s ' \n' ' ')" | tee -a "$out/memory.txt"
    awk -v p="$pid" -v a="${cpu_before[$pid]}" -v b="$(ticks "$pid")" -v hz="$(getconf CLK_TCK)" \
        -v w="$(( $(written "$pid") - ${io_before[$pid]} ))" \
        'BEGIN { printf "pid %s: CPU %.1f s, %.1f MB written to disk during the simulation (warm-up included)\n", p, (b - a) / hz, w / 1e6 }' \
        | tee -a "$out/memory.txt"
    # jstat -gc: S0U, S1U, EU and OU (columns 3, 4, 6, 8, in KiB) are the heap in use.
    echo "pid $pid: max heap used $(awk '$1 ~ /^[0-9.]+$/ { u = $3 + $4 + $6 + $8; if (u > m) m = u } END { printf "%.0f MiB", m / 1024 }' \
        "$out/jstat-$pid.log" 2>/dev/null)" | tee -a "$out/memory.txt"
    jcmd "$pid" GC.heap_info 2>/dev/null | head -3 >>"$out/memory.txt" || true
done
exit "$status"
