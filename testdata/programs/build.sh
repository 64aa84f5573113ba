#!/usr/bin/env bash
# Recompiles every test program under testdata/programs (and testdata/programs-special) with
# `javac --release 8` and regenerates the expected.stdout / expected.stderr / expected.status
# files of testdata/programs/<Name>/ by running the program on HotSpot.
#
# Usage: testdata/programs/build.sh [Name...]   (no names: all programs; runs from any directory)
#
# -XX:-ShowCodeDetailsInExceptionMessages turns off the JDK 14+ "helpful NullPointerException"
# messages, which crossprof's interpreter does not produce. -Xss8m gives deep recursion room.
# The programs-special ones (Deadlock, InfiniteLoop) are only compiled: HotSpot never ends them.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
special="$(cd "$here/../programs-special" 2>/dev/null && pwd || true)"

# Output is compared byte for byte; make System.out/err encode as UTF-8 whatever the caller's locale.
export LC_ALL=C.UTF-8
unset JAVA_TOOL_OPTIONS JDK_JAVA_OPTIONS _JAVA_OPTIONS CLASSPATH

compile() {
	local dir="$1" name
	name="$(basename "$dir")"
	rm -f "$dir"/*.class
	javac --release 8 -d "$dir" "$dir"/*.java
	[[ -f "$dir/$name.class" ]] || { echo "build.sh: $dir has no main class $name" >&2; exit 1; }
}

run() {
	local dir="$1" name status
	name="$(basename "$dir")"
	local -a args=()
	if [[ -f "$dir/args" ]]; then
		mapfile -t args < "$dir/args"
	fi
	set +e
	java -XX:-ShowCodeDetailsInExceptionMessages -Xss8m -cp "$dir" "$name" ${args[@]+"${args[@]}"} \
		> "$dir/expected.stdout" 2> "$dir/expected.stderr" < /dev/null
	status=$?
	set -e
	echo "$status" > "$dir/expected.status"
	printf '%-20s status %s\n' "$name" "$status"
}

if [[ $# -gt 0 ]]; then
	dirs=()
	for n in "$@"; do
		if [[ -d "$here/$n" ]]; then dirs+=("$here/$n")
		elif [[ -n "$special" && -d "$special/$n" ]]; then dirs+=("$special/$n")
		else echo "build.sh: no program $n" >&2; exit 1; fi
	done
else
	dirs=("$here"/*/)
	if [[ -n "$special" ]]; then dirs+=("$special"/*/); fi
fi

for d in "${dirs[@]}"; do
	d="${d%/}"
	compile "$d"
	if [[ "$d" == "$here"/* ]]; then
		run "$d"
	else
		printf '%-20s compiled only (special)\n' "$(basename "$d")"
	fi
done
