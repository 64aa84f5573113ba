#!/usr/bin/env bash
# Compares crossprof's interpreter (tracing off, from the Go benchmark) with HotSpot's
# bytecode interpreter (java -Xint) on the embedded-style workloads. JVM start-up is measured
# on a trivial program (ArgsEcho) and subtracted; each time is the best of 3 runs.
# Usage: bash testdata/bench-xint.sh   (from the repository root; needs go, java and bc)
set -euo pipefail
cd "$(dirname "$0")/.."
go test -run '^$' -bench 'Workloads/.*/trace-off' -benchtime 3x ./tracer/vm/ > /tmp/crossprof-bench.txt
source testdata/bench-timing.sh
printf '%-18s %12s %12s %12s %14s %8s\n' workload bytecodes xint_s crossprof_s crossprof_Mbc/s ratio
grep 'trace-off' /tmp/crossprof-bench.txt | grep -v ArgsEcho | while read -r name _ ns _ bc _ rate _; do
	w=${name#BenchmarkWorkloads/}; w=${w%%/*}
	x=$(best java -Xint -cp "testdata/programs/$w" "$w")
	x=$(echo "$x - $startup" | bc -l)
	c=$(echo "$ns / 1000000000" | bc -l)
	printf '%-18s %12d %12.3f %12.3f %14.1f %8.2f\n' "$w" "$bc" "$x" "$c" "$(echo "$rate / 1000000" | bc -l)" "$(echo "$c / $x" | bc -l)"
done
