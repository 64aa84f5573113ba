# Developer commands for crossprof. Install just with: npm install -g rust-just

# List the recipes.
default:
    @just --list

# Build the crossprof binary into ./bin.
build:
    go build -o bin/crossprof ./cmd/crossprof

# Run the tests (the same command CI and the README use).
test:
    go test ./...

# Run the bundled example end to end.
demo:
    go run ./cmd/crossprof demo

# Recompile the Java runtime library (tracer/rt/src -> tracer/rt/classes) as a self-contained boot class path.
rt:
    bash tracer/rt/build.sh

# Recompile the Java test programs (javac --release 8 and JDK 17's javac), benchmark inputs and JOP routines, and
# regenerate the programs' HotSpot expectations.
testdata:
    bash testdata/programs/build.sh
    javac --release 8 -d testdata/bench/CallMix testdata/bench/CallMix/CallMix.java
    javac --release 8 -d testdata/bench/LibraryBench testdata/bench/LibraryBench/LibraryBench.java
    javac --release 8 -d testdata/bench/IndyCost/release8 testdata/bench/IndyCost/IndyCost.java
    javac -d testdata/bench/IndyCost/jdk17 testdata/bench/IndyCost/IndyCost.java
    javac --release 8 -d testdata/jop-routines testdata/jop-routines/JopRoutines.java
    rm -f cmd/crossprof/example/*.class && javac -d cmd/crossprof/example cmd/crossprof/example/Example.java

# Benchmarks: interpreter speed with tracing off and on (bytecodes/s, trace bytes), the ratio
# to HotSpot's interpreter (java -Xint), ingest (rows/s, calling context tree build time on
# 10^7 invocations), the method cache replay (lookups/s) and re-costing versus re-tracing.
bench:
    go test -run '^$' -bench . -benchtime 3x ./tracer/vm/
    bash testdata/bench-xint.sh
    bash testdata/bench-library.sh
    go test -run '^$' -bench Ingest -benchtime 1x ./ingest/
    go test -run '^$' -bench . ./methodcache/
    go test -run '^$' -bench Recost -benchtime 5x ./cost/

# Count the instructions a workload (testdata/programs) executes untraced and traced with LZ4,
# all goroutines included, under valgrind's callgrind (install valgrind first): it repeats
# within 1%, and the difference is what tracing costs.
callgrind workload="NQueens":
    go build -o /tmp/crossprof-tracecount ./internal/tracecount
    for mode in off lz4; do printf '%s %s: ' {{workload}} $mode; GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null /tmp/crossprof-tracecount {{workload}} $mode 2>&1 | grep -o 'Collected : [0-9]*'; done

# Wall-clock time of a workload untraced, with the tracing hooks only and traced with LZ4, in
# interleaved runs (milliseconds, sorted): on a shared machine the best of several is the
# steadiest figure.
tracetime workload="NQueens" runs="7":
    go build -o /tmp/crossprof-tracecount ./internal/tracecount
    for i in $(seq {{runs}}); do for mode in off hooks lz4; do s=$(date +%s%N); /tmp/crossprof-tracecount {{workload}} $mode; e=$(date +%s%N); echo "$mode $(( (e - s) / 1000000 ))"; done; done | sort -k1,1 -k2n | awk '{t[$1] = t[$1] " " $2} END {for (m in t) print "{{workload}} " m ":" t[m]}'

# Fuzz the class file parser, the bytecode decoder, the trace reader and ingest's checks of
# corrupted traces for a minute each.
fuzz:
    go test -fuzz FuzzParse -fuzztime 60s ./tracer/classfile
    go test -fuzz FuzzDecodeAll -fuzztime 60s ./tracer/bytecode
    go test -run '^$' -fuzz FuzzVerify -fuzztime 60s ./tracer/verify
    go test -run '^$' -fuzz FuzzLoadCorrupted -fuzztime 60s ./tracer/trace
    go test -run '^$' -fuzz FuzzIngestCorrupted -fuzztime 60s ./ingest

# Regenerate the VM's Character table from the JDK's own data (run with JDK 17, as the tests).
unicode:
    javac --release 8 -d /tmp/crossprof-unicode tracer/vm/unicode/GenCharTable.java
    java -cp /tmp/crossprof-unicode GenCharTable tracer/vm/unicode/chartable.bin

# Regenerate the StrictMath and Math golden files of tracer/fdlibm on HotSpot (run with JDK 17, as the tests).
fdlibm:
    javac --release 8 -d /tmp/crossprof-fdlibm testdata/fdlibm/GenGolden.java
    java -cp /tmp/crossprof-fdlibm GenGolden testdata/fdlibm/strictmath.golden testdata/fdlibm/math.golden

# Recompile the Java 21 test programs (testdata/programs21) and record their expected output.
# Needs a JDK 21 or later: JAVA21_HOME=/path/to/jdk just testdata21
testdata21:
    #!/usr/bin/env bash
    set -euo pipefail
    : "${JAVA21_HOME:?set JAVA21_HOME to a JDK 21 or later}"
    for d in testdata/programs21/*/; do
        n="$(basename "$d")"
        rm -f "$d"*.class
        "$JAVA21_HOME/bin/javac" --release 21 -d "$d" "$d"*.java
        (cd "$d" && set +e; LC_ALL=C.UTF-8 "$JAVA21_HOME/bin/java" -Xss8m -cp . "$n" > expected.stdout 2> expected.stderr < /dev/null; echo $? > expected.status)
        echo "$n status $(cat "$d/expected.status")"
    done

# Record HotSpot's output for the verifier's mutated class files (testdata/verify/expected/).
verify-expected:
    go test ./cmd/crossprof -run TestVerifyMutants -update -count=1
