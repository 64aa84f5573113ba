#!/usr/bin/env bash
# Compares crossprof's wall time with HotSpot's bytecode interpreter (java -Xint) on the
# embedded-style workloads. JVM start-up is measured on an empty-ish program (ArgsEcho) and
# subtracted. crossprof runs with tracing on (it writes the trace to a temporary directory).
# Usage: bash testdata/bench-xint.sh   (from the repository root; needs java and go)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(mktemp -d)/crossprof
go build -o "$bin" ./cmd/crossprof
tmp=$(mktemp -d)
now() { date +%s.%N; }
best() { # best of 3 wall times of a command, in seconds
	local b=999999 s e d
	for _ in 1 2 3; do
		s=$(now); "$@" >/dev/null 2>&1 || true; e=$(now)
		d=$(echo "$e - $s" | bc -l)
		if (( $(echo "$d < $b" | bc -l) )); then b=$d; fi
	done
	echo "$b"
}
startup=$(best java -Xint -cp testdata/programs/ArgsEcho ArgsEcho)
printf '%-18s %12s %10s %10s %10s %8s\n' workload bytecodes xint_s crossprof_s Mbc/s ratio
for w in NQueens MatMul Sieve BlockCipher FixedPointFilter PacketStack Controller Sorting; do
	dir=testdata/programs/$w
	x=$(best java -Xint -cp "$dir" "$w")
	x=$(echo "$x - $startup" | bc -l)
	c=$(best "$bin" trace --quiet --cp "$dir" --out "$tmp/$w.trace" "$w")
	n=$(grep -o '"bytecodes": [0-9]*' "$tmp/$w.trace/manifest.json" | grep -o '[0-9]*$')
	printf '%-18s %12d %10.3f %10.3f %10.1f %8.2f\n' "$w" "$n" "$x" "$c" "$(echo "$n / $c / 1000000" | bc -l)" "$(echo "$c / $x" | bc -l)"
done
