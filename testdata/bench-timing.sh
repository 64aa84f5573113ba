# Shared by testdata/bench-xint.sh and testdata/bench-library.sh (sourced, not run): best-of-3
# wall time of a command, and HotSpot's start-up on a trivial program, to subtract.
now() { date +%s.%N; }
best() {
	local b=999999 s e d
	for _ in 1 2 3; do
		s=$(now); "$@" >/dev/null 2>&1 || true; e=$(now)
		d=$(echo "$e - $s" | bc -l)
		if (( $(echo "$d < $b" | bc -l) )); then b=$d; fi
	done
	echo "$b"
}
startup=$(best java -Xint -cp testdata/programs/ArgsEcho ArgsEcho)
