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
    rm -rf tracer/rt/classes/java
    javac -source 8 -target 8 -g:source,lines -Xlint:-options -nowarn \
        -bootclasspath tracer/rt/classes -sourcepath tracer/rt/src \
        -d tracer/rt/classes $(find tracer/rt/src -name '*.java')
    @! (cd tracer/rt/classes && find . -name '*.class' -exec javap -c {} + | grep -q invokedynamic) || (echo "invokedynamic in the runtime library" && exit 1)

# Recompile the Java test programs, benchmark inputs and JOP routines with javac --release 8 and
# regenerate the programs' HotSpot expectations.
testdata:
    bash testdata/programs/build.sh
    javac --release 8 -d testdata/bench/CallMix testdata/bench/CallMix/CallMix.java
    javac --release 8 -d testdata/jop-routines testdata/jop-routines/JopRoutines.java

# Benchmarks: interpreter speed with tracing off and on (bytecodes/s, trace bytes), the ratio
# to HotSpot's interpreter (java -Xint), ingest (rows/s, calling context tree build time on
# 10^7 invocations), the method cache replay (lookups/s) and re-costing versus re-tracing.
bench:
    go test -run '^$' -bench . -benchtime 3x ./tracer/vm/
    bash testdata/bench-xint.sh
    go test -run '^$' -bench Ingest -benchtime 1x ./ingest/
    go test -run '^$' -bench . ./methodcache/
    go test -run '^$' -bench Recost -benchtime 5x ./cost/

# Fuzz the class file parser and the bytecode decoder for a minute each.
fuzz:
    go test -fuzz FuzzParse -fuzztime 60s ./tracer/classfile
    go test -fuzz FuzzDecodeAll -fuzztime 60s ./tracer/bytecode

# Regenerate the VM's Character table from the JDK's own data (run with JDK 17, as the tests).
unicode:
    javac --release 8 -d /tmp/crossprof-unicode tracer/vm/unicode/GenCharTable.java
    java -cp /tmp/crossprof-unicode GenCharTable tracer/vm/unicode/chartable.bin

# Regenerate the StrictMath and Math golden files of tracer/fdlibm on HotSpot (run with JDK 17, as the tests).
fdlibm:
    javac --release 8 -d /tmp/crossprof-fdlibm testdata/fdlibm/GenGolden.java
    java -cp /tmp/crossprof-fdlibm GenGolden testdata/fdlibm/strictmath.golden testdata/fdlibm/math.golden
