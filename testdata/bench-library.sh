#!/usr/bin/env bash
# Compares crossprof's interpreter (tracing off, from the Go benchmark BenchmarkLibrary) with
# HotSpot's interpreter (java -Xint, the JDK's own library) on library-heavy workloads:
# 1,000-digit BigInteger multiplication and division and a ConcurrentHashMap workload
# (testdata/bench/LibraryBench). JVM start-up is measured on ArgsEcho and subtracted; each java
# time is the best of 3 runs. Usage: bash testdata/bench-library.sh (needs go, java and bc).
set -euo pipefail
cd "$(dirname "$0")/.."
go test -run '^$' -bench 'Library' -benchtime 3x ./tracer/vm/ > /tmp/crossprof-bench-library.txt
source testdata/bench-timing.sh
printf '%-10s %12s %12s %12s %8s\n' workload bytecodes xint_s crossprof_s ratio
grep '^BenchmarkLibrary/' /tmp/crossprof-bench-library.txt | while read -r name _ ns _ bc _; do
	w=${name#BenchmarkLibrary/}; w=${w%%-*}
	x=$(best java -Xint -cp testdata/bench/LibraryBench LibraryBench "$w")
	x=$(echo "$x - $startup" | bc -l)
	c=$(echo "$ns / 1000000000" | bc -l)
	printf '%-10s %12d %12.3f %12.3f %8.2f\n' "$w" "$bc" "$x" "$c" "$(echo "$c / $x" | bc -l)"
done
