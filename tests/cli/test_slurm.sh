#!/bin/sh
# A count on a cluster, as contrib/slurm/README.md runs it, on a Slurm of
# its own: munged, slurmctld and slurmd started here for one node on
# localhost, with their key, configuration, state, sockets and logs in a
# scratch folder and on ports that no one uses.  contrib/slurm/twigs-submit.sh
# submits the count as a job array with its merge as a dependent job; one
# part fails (as on a node that breaks down), the merge lists it as
# missing, the part runs again alone, and the merge is then the single
# run's count, complete.  Then what must not happen to a complete count:
# a re-run of a part that is cancelled or stopped early does not replace
# the part; a part that says complete: false is listed as missing; the
# symbolic links planted in the output folder are not followed; a merge
# that fails leaves no total.  Every job and daemon is stopped on the way
# out.
#
# Needs root (the daemons run as root) and Debian's slurmctld, slurmd,
# slurm-client and munge: skipped without them.  A daemon that does not
# start, a job that fails or a wrong count is a failure.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
export TWIGS
PATH=$PATH:/usr/sbin:/sbin
CONTRIB=$(cd "$srcdir/contrib/slurm" && pwd)
PUZZLE=$(cd "$PUZZLES" && pwd)/pentatwigs-chevron-3x3.yaml
PARTS=4

skip() {
    echo "SKIP: $*" >&2
    exit 77
}
[ "$(id -u)" -eq 0 ] || skip "slurmctld, slurmd and munged are started as root; run make check as root"
for command in munged munge unmunge slurmctld slurmd sbatch squeue scontrol sinfo scancel; do
    command -v "$command" >/dev/null ||
        skip "no $command (Debian: apt-get install slurmctld slurmd slurm-client munge)"
done

# Nothing from a Slurm that runs this test may reach ours.
for name in $(env | sed -n 's/^\(\(SLURM\|SBATCH\|SQUEUE\|SINFO\|SCONTROL\)_[A-Za-z_]*\)=.*/\1/p'); do
    unset "$name"
done
export SLURM_CONF="$TMP/slurm.conf"

# ---- Daemons ----

daemons="" # the daemons' PIDs, the last started first
ctld_up=false

# start NAME COMMAND...: runs the daemon COMMAND in the foreground of a
# background job, its output in $TMP/NAME.log.
start() {
    name=$1
    shift
    "$@" >"$TMP/$name.log" 2>&1 &
    daemons="$! $daemons"
}

alive() {
    for pid in $daemons; do
        kill -0 "$pid" 2>/dev/null || return 1
    done
}

# wait_for SECONDS COMMAND...: COMMAND every half second until it succeeds;
# false after SECONDS, or as soon as a daemon has died.
wait_for() {
    tries=$(($1 * 2))
    shift
    until "$@" >/dev/null 2>&1; do
        tries=$((tries - 1))
        if [ "$tries" -le 0 ] || ! alive; then return 1; fi
        sleep 0.5
    done
}

logs() {
    for log in "$TMP"/*.log "$TMP"/out/slurm-*.out; do
        [ -f "$log" ] && { echo "--- $log"; tail -n 15 "$log"; }
    done >&2
}

# The jobs, then the daemons, last started first, each given ten seconds.
# A job's step daemon (slurmstepd) works in our folder: any left is ours.
stop_all() {
    cd / || return
    if "$ctld_up"; then
        scancel --quiet --user=root 2>/dev/null
        wait_for 10 no_jobs
    fi
    for pid in $daemons; do
        kill "$pid" 2>/dev/null
        tries=20
        while kill -0 "$pid" 2>/dev/null && [ "$tries" -gt 0 ]; do
            sleep 0.5
            tries=$((tries - 1))
        done
        kill -9 "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
    done
    for proc in /proc/[0-9]*; do
        case $(readlink "$proc/cwd" 2>/dev/null) in
        "$TMP" | "$TMP"/*) kill -9 "${proc#/proc/}" 2>/dev/null ;;
        esac
    done
    rm -rf "$TMP"
}
trap stop_all EXIT
trap 'exit 1' HUP INT TERM

# A TCP port of no socket on this machine (/proc/net/tcp* give them in hex),
# and the one after it, from 10000 to 29999 (below the ephemeral ports).
port_used() {
    cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | awk '{ print $2 }' |
        grep -qi ":$(printf '%04X' "$1")\$"
}
free_ports() {
    for try in 1 2 3 4 5 6 7 8 9 10; do
        port=$((10000 + $(od -An -N2 -tu2 /dev/urandom) % 20000))
        if ! port_used "$port" && ! port_used $((port + 1)); then
            echo "$port"
            return 0
        fi
    done
    return 1
}

# munged wants every folder above its socket searchable by all.
chmod 711 "$TMP"
mkdir -p "$TMP/munge" "$TMP/state" "$TMP/spool" "$TMP/out" || exit 99
dd if=/dev/urandom of="$TMP/munge/munge.key" bs=1024 count=1 2>/dev/null &&
    chmod 400 "$TMP/munge/munge.key" || exit 99
socket=$TMP/munge/munge.socket
start munged munged --foreground --key-file="$TMP/munge/munge.key" --socket="$socket" \
    --pid-file="$TMP/munge/munged.pid" --seed-file="$TMP/munge/munged.seed" \
    --log-file="$TMP/munge/munged.log"
munge_works() { munge -n -S "$socket" | unmunge -S "$socket"; }
if ! wait_for 20 munge_works; then
    LAST="munged"
    fail "munged did not start"
    logs
    finish
fi

port=$(free_ports) || { echo "no free ports" >&2; exit 99; }
node=$(hostname -s)
cat >"$SLURM_CONF" <<EOF
ClusterName=twigstest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$TMP/state
SlurmdSpoolDir=$TMP/spool
SlurmctldPidFile=$TMP/slurmctld.pid
SlurmdPidFile=$TMP/slurmd.pid
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
SchedulerParameters=sched_interval=1
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=twigs Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF

start slurmctld slurmctld -D -f "$SLURM_CONF"
if ! wait_for 30 scontrol ping; then
    LAST="slurmctld"
    fail "slurmctld did not start"
    logs
    finish
fi
ctld_up=true
start slurmd slurmd -D -f "$SLURM_CONF" -N "$node"
node_idle() { [ "$(sinfo -h -n "$node" -o %t)" = idle ]; }
if ! wait_for 30 node_idle; then
    LAST="slurmd"
    fail "the node did not come up idle: $(sinfo -h -n "$node" -o '%t %E' 2>&1)"
    logs
    finish
fi

# ---- Jobs ----

no_jobs() { [ -z "$(squeue -h -o %i)" ]; }

# jobs_done TASK JOB...: waits for every job to end, then each task of
# each must have COMPLETED, but array task TASK (when not empty) FAILED.
jobs_done() {
    failing=$1
    shift
    if ! wait_for 60 no_jobs; then
        fail "jobs still there after a minute: $(squeue 2>&1)"
        logs
        return
    fi
    for job in "$@"; do
        scontrol -o show job "$job" >"$TMP/jobs" 2>&1 || fail "no job $job: $(cat "$TMP/jobs")"
        while read -r line; do
            task=$(echo "$line" | sed -n 's/.*ArrayTaskId=\([0-9]*\).*/\1/p')
            state=$(echo "$line" | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
            want=COMPLETED
            [ -n "$task" ] && [ "$task" = "$failing" ] && want=FAILED
            [ "$state" = "$want" ] || fail "job $job task ${task:-none}: $state, expected $want"
        done <"$TMP/jobs"
    done
}

# key NAME FILE: the value of a top-level key of a YAML summary.
key() { sed -n "s/^$1: //p" "$2"; }

run "$TWIGS" solve "$PUZZLE" --count --format yaml -o "$TMP/single.yaml"
expect_status 0
solutions=$(key solutions "$TMP/single.yaml")

# A twigs that fails on part 2, as a node that breaks down would.
cat >"$TMP/broken-twigs" <<EOF
#!/bin/sh
case " \$* " in *" --part 2/$PARTS "*) echo "this node broke down" >&2; exit 1 ;; esac
exec "$TWIGS" "\$@"
EOF
chmod +x "$TMP/broken-twigs"
cd "$TMP" || exit 99

# Links planted in the output folder, to files that must stay as they
# are: where a part and the total go, and where the total once went
# first.
for name in part-3.yaml total.yaml total.yaml.new; do
    echo "not yours" >"$TMP/victim-$name"
    ln -s "$TMP/victim-$name" "$TMP/out/$name"
done

run env TWIGS="$TMP/broken-twigs" sh "$CONTRIB/twigs-submit.sh" "$PUZZLE" "$PARTS" "$TMP/out"
expect_status 0
array=$(sed -n 's/^array \([0-9]*\), merge \([0-9]*\)$/\1/p' "$OUT")
merge=$(sed -n 's/^array \([0-9]*\), merge \([0-9]*\)$/\2/p' "$OUT")
[ -n "$array" ] && [ -n "$merge" ] || fail "no job ids"
jobs_done 2 "$array" "$merge"
LAST="the merge job, part 2 failed"
[ "$(key complete "$TMP/out/total.yaml")" = false ] || fail "the total is complete"
[ "$(key missing "$TMP/out/total.yaml")" = "[2]" ] || fail "the total does not miss part 2"
grep -q "missing \[2\]" "$TMP/out/slurm-$merge-merge.out" || fail "the merge job's output misses no part"
for name in part-3.yaml total.yaml total.yaml.new; do
    [ "$(cat "$TMP/victim-$name")" = "not yours" ] || fail "the link $name was followed"
done
[ -f "$TMP/out/part-3.yaml" ] && [ ! -L "$TMP/out/part-3.yaml" ] || fail "part-3.yaml is not a file"
[ -f "$TMP/out/total.yaml" ] && [ ! -L "$TMP/out/total.yaml" ] || fail "total.yaml is not a file"

# Part 2 again, alone, and the merge again.
run env TWIGS_PARTS=2 sh "$CONTRIB/twigs-submit.sh" "$PUZZLE" "$PARTS" "$TMP/out"
expect_status 0
array=$(sed -n 's/^array \([0-9]*\), merge \([0-9]*\)$/\1/p' "$OUT")
merge=$(sed -n 's/^array \([0-9]*\), merge \([0-9]*\)$/\2/p' "$OUT")
jobs_done "" "$array" "$merge"
LAST="the merge job, every part"
total=$TMP/out/total.yaml
[ "$(key solutions "$total")" = "$solutions" ] ||
    fail "solutions $(key solutions "$total"), the single run found $solutions"
[ "$(key symmetries "$total")" = "$(key symmetries "$TMP/single.yaml")" ] || fail "symmetries differ"
[ "$(key complete "$total")" = true ] || fail "the total is not complete"
[ "$(key parts "$total")" = "$PARTS" ] || fail "the total is not of $PARTS parts"
if grep -q '^missing:' "$total"; then fail "the total misses parts"; fi
for k in 1 2 3 4; do
    [ "$(key part "$TMP/out/part-$k.yaml")" = "$k/$PARTS" ] || fail "part-$k.yaml is not part $k/$PARTS"
done
cp "$TMP/out/part-1.yaml" "$TMP/part-1.yaml"

# count_part ARGS...: submits part 1 alone of twigs-count.sbatch ARGS...;
# the job's id in $job.
count_part() {
    job=$(sbatch --parsable --array=1 --output="$TMP/out/slurm-%A_%a.out" \
        "$CONTRIB/twigs-count.sbatch" "$@")
    job=${job%%;*}
}

# merge_job: twigs-merge.sbatch on the folder; the job's id in $job.
merge_job() {
    job=$(sbatch --parsable --output="$TMP/out/slurm-%j-merge.out" \
        "$CONTRIB/twigs-merge.sbatch" "$TMP/out")
    job=${job%%;*}
}

# job_state JOB: the state of the job (of its one task), once it has ended.
job_state() {
    wait_for 60 no_jobs || fail "jobs still there after a minute: $(squeue 2>&1)"
    scontrol -o show job "$1" | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p'
}

# expect_part_kept: part-1.yaml is still the complete one, and nothing of
# a task is left in the folder.
expect_part_kept() {
    cmp -s "$TMP/out/part-1.yaml" "$TMP/part-1.yaml" ||
        fail "part-1.yaml was replaced: $(head -c 300 "$TMP/out/part-1.yaml")"
    leftover=$(find "$TMP/out" -name '.part-*' | head -n 3)
    [ -z "$leftover" ] || fail "left in the folder: $leftover"
}

# A re-run of part 1 that a time limit stops: not complete, not kept, and
# the task fails.
LAST="part 1 again, stopped by --time-limit"
count_part "$PUZZLE" "$PARTS" "$TMP/out" --time-limit 0.000001
state=$(job_state "$job")
[ "$state" = FAILED ] || fail "the task did not fail: $state"
grep -q "part 1/$PARTS stopped before its end" "$TMP/out/slurm-${job}_1.out" ||
    fail "the task's output does not say why: $(cat "$TMP/out/slurm-${job}_1.out")"
expect_part_kept

# A re-run of part 1 cancelled while twigs counts (part 1 of 4 of
# hexes15, some seconds): Slurm ends it with SIGTERM.
LAST="part 1 again, cancelled"
printf '#!/bin/sh\ntouch "%s"\nexec "%s" "$@"\n' "$TMP/started" "$TWIGS" >"$TMP/marking-twigs"
chmod +x "$TMP/marking-twigs"
real_twigs=$TWIGS
TWIGS="$TMP/marking-twigs"
count_part hexes15 4 "$TMP/out"
TWIGS=$real_twigs
if wait_for 30 test -e "$TMP/started"; then
    sleep 1
    scancel "$job"
    state=$(job_state "$job")
    [ "$state" = CANCELLED ] || fail "the task was not cancelled: $state"
else
    fail "the task did not start"
fi
expect_part_kept

# A part that says complete: false (earlier scripts kept such parts) is
# missing, to be run again.
LAST="the merge job, part 1 not complete"
sed 's/^complete: true$/complete: false/' "$TMP/part-1.yaml" >"$TMP/out/part-1.yaml"
merge_job
state=$(job_state "$job")
[ "$state" = COMPLETED ] || fail "the merge failed: $(cat "$TMP/out/slurm-$job-merge.out")"
[ "$(key complete "$total")" = false ] || fail "the total is complete"
[ "$(key missing "$total")" = "[1]" ] || fail "the total does not miss part 1: $(cat "$total")"

# A merge that fails (a part that does not read) leaves no total.
LAST="the merge job, a part that does not read"
cp "$TMP/part-1.yaml" "$TMP/out/part-1.yaml"
echo "solutions: [" >"$TMP/out/part-9.yaml"
merge_job
state=$(job_state "$job")
[ "$state" = FAILED ] || fail "the merge did not fail: $state"
[ ! -e "$total" ] || fail "a total is left: $(cat "$total")"
leftover=$(find "$TMP/out" -name '.total*' | head -n 3)
[ -z "$leftover" ] || fail "left in the folder: $leftover"
rm "$TMP/out/part-9.yaml"
merge_job
state=$(job_state "$job")
[ "$state" = COMPLETED ] || fail "the merge failed: $(cat "$TMP/out/slurm-$job-merge.out")"
[ "$(key complete "$total")" = true ] || fail "the total is not complete"

[ "$failures" -eq 0 ] || logs
finish
