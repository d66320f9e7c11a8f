#!/bin/sh
# Submits a count split into N parts: a Slurm job array of N tasks, one
# part each (twigs-count.sbatch), and a job that merges them once every
# task has ended (twigs-merge.sbatch).
#
#   sh twigs-submit.sh PUZZLE N OUTDIR [SBATCH OPTIONS...]
#
# The parts, the total and the jobs' output go to OUTDIR; the sbatch
# options (--partition, --time, -c CPUS, ...) go to both jobs.  Prints the
# job ids of the array and of the merge.  TWIGS_PARTS=3,7 submits those
# parts alone (the ones a first run left missing), then the merge of all.
set -eu
if [ $# -lt 3 ]; then
    echo "usage: sh twigs-submit.sh PUZZLE N OUTDIR [SBATCH OPTIONS...]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
puzzle=$1
parts=$2
out=$3
shift 3
mkdir -p "$out"
# --parsable prints JOBID, or JOBID;CLUSTER on a federation.
array=$(sbatch --parsable --array="${TWIGS_PARTS:-1-$parts}" --output="$out/slurm-%A_%a.out" "$@" \
    "$here/twigs-count.sbatch" "$puzzle" "$parts" "$out")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterany:$array" --output="$out/slurm-%j-merge.out" "$@" \
    "$here/twigs-merge.sbatch" "$out")
merge=${merge%%;*}
echo "array $array, merge $merge"
