#!/usr/bin/env bash
# Compiles the Java runtime library (tracer/rt/src) as a self-contained boot class path.
#
# Usage: tracer/rt/build.sh [OUTDIR]
#   without OUTDIR: rebuilds tracer/rt/classes, which the crossprof binary embeds;
#   with OUTDIR: compiles into OUTDIR only, for testing library changes without touching the
#   embedded copy: run crossprof with CROSSPROF_RT_DIR=OUTDIR.
# -g keeps local variable names: HotSpot names them in helpful NullPointerException messages
# raised inside library code (the JDK is compiled with -g too).
# The library must not use invokedynamic (no lambdas, method references or indy string
# concatenation): it is compiled for Java 8, where javac concatenates with StringBuilder, and
# the check below keeps lambdas out.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$root/classes}"
mkdir -p "$out"
rm -rf "$out/java"
javac -source 8 -target 8 -g -Xlint:-options -nowarn -encoding UTF-8 \
	-bootclasspath "$out" -sourcepath "$root/src" \
	-d "$out" $(find "$root/src" -name '*.java')
if (cd "$out" && find . -name '*.class' -exec javap -c {} + | grep -q invokedynamic); then
	echo "tracer/rt/build.sh: invokedynamic in the runtime library (a lambda or method reference?)" >&2
	exit 1
fi
