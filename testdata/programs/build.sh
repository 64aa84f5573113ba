#!/usr/bin/env bash
# Recompiles every test program under testdata/programs (and testdata/programs-special) twice,
# with `javac --release 8` into <Name>/ and with JDK 17's default `javac` into <Name>/jdk17/,
# and regenerates the expected.stdout / expected.stderr / expected.status files of
# testdata/programs/<Name>/ by running the JDK 17 compilation on HotSpot (the --release 8
# compilation must print the same; the script checks it). A program whose source needs JDK 17
# (records, switch patterns, text blocks) has a file named `jdk17-only` and gets only the
# second compilation.
#
# Usage: testdata/programs/build.sh [Name...]   (no names: all programs; runs from any directory)
#
# HotSpot runs with its defaults, so NullPointerExceptions carry JDK 17's helpful messages
# (crossprof computes the same ones). -Xss8m gives deep recursion room.
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
	if ! compgen -G "$dir/*.java" > /dev/null; then
		printf '%-20s no sources: class files kept as they are\n' "$name"
		return
	fi
	rm -f "$dir"/*.class
	rm -rf "$dir/jdk17"
	if [[ ! -f "$dir/jdk17-only" ]]; then
		javac --release 8 -d "$dir" "$dir"/*.java
		[[ -f "$dir/$name.class" ]] || { echo "build.sh: $dir has no main class $name" >&2; exit 1; }
	fi
	javac -d "$dir/jdk17" "$dir"/*.java
}

# A program with a files/ directory runs in a fresh directory holding a copy of it (the
# differential test does the same), so that what it writes stays out of the source tree.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
workdir() {
	local dir="$1"
	if [[ -d "$dir/files" ]]; then
		local w
		w="$(mktemp -d -p "$scratch")"
		cp -r "$dir/files" "$w/"
		echo "$w"
	else
		echo "$dir"
	fi
}

run() {
	local dir="$1" name status
	name="$(basename "$dir")"
	local -a args=()
	if [[ -f "$dir/args" ]]; then
		mapfile -t args < "$dir/args"
	fi
	local input=/dev/null
	if [[ -f "$dir/stdin" ]]; then input="$dir/stdin"; fi
	set +e
	(cd "$(workdir "$dir")" && java -Xss8m -cp "$dir/jdk17" "$name" ${args[@]+"${args[@]}"} \
		> "$dir/expected.stdout" 2> "$dir/expected.stderr" < "$input")
	status=$?
	set -e
	echo "$status" > "$dir/expected.status"
	printf '%-20s status %s\n' "$name" "$status"
	if [[ ! -f "$dir/jdk17-only" ]]; then
		local tmp
		tmp="$(mktemp -d)"
		set +e
		(cd "$(workdir "$dir")" && java -Xss8m -cp "$dir" "$name" ${args[@]+"${args[@]}"} \
			> "$tmp/out" 2> "$tmp/err" < "$input")
		echo "$?" > "$tmp/status"
		set -e
		if ! cmp -s "$tmp/out" "$dir/expected.stdout" || ! cmp -s "$tmp/err" "$dir/expected.stderr" || ! cmp -s "$tmp/status" "$dir/expected.status"; then
			echo "build.sh: $name: the --release 8 compilation prints something else than the JDK 17 one" >&2
			diff "$tmp/out" "$dir/expected.stdout" | head -5 >&2 || true
			rm -rf "$tmp"
			exit 1
		fi
		rm -rf "$tmp"
	fi
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
