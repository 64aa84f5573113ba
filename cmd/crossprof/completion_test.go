// Tests of the completion scripts in the shells themselves: each script is loaded by its
// shell, which is asked to complete a subcommand, a flag, a query name and a shell name. A
// shell that is not installed is skipped (.ci/run installs zsh and fish).

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// completionCases are command lines ending where the user pressed Tab, with a completion
// the shell must offer.
var completionCases = []struct{ line, want string }{
	{"crossprof tr", "trace"},
	{"crossprof trace --max-i", "--max-instructions"},
	{"crossprof export --fo", "--format"},
	{"crossprof query hot-m", "hot-methods"},
	{"crossprof query --format csv cyc", "cycles"},
	{"crossprof completion fi", "fish"},
	{"crossprof query --format cs", "csv"},
	{"crossprof export --format jp", "jp2-xml"},
	{"crossprof trace --bba pr", "precise"},
}

// zshDriver runs an interactive zsh in a pseudo-terminal (zsh/zpty), loads the completion
// function from $1 with compinit, types $3 and Tab, and appends every match the completion
// adds to the file $2 (compadd is wrapped to write them), then __END__ once it is done.
const zshDriver = `
zmodload zsh/zpty || exit 3
dir=$1 hits=$2 line=$3
: > $hits
zpty z zsh -f -i
zpty -w z "fpath=($dir \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z "compadd () { local -a __h; builtin compadd -O __h \"\$@\"; print -rl -- \$__h >> $hits; builtin compadd \"\$@\"; }"
zpty -w z "__end () { print -r -- __END__ >> $hits; }; comppostfuncs=(__end)"
zpty -w -n z "$line"$'\t'
for i in {1..150}; do
  grep -q __END__ $hits 2>/dev/null && break
  while zpty -r -t z junk 2>/dev/null; do :; done
  sleep 0.1
done
zpty -d z
grep -q __END__ $hits || { print -u2 "zsh did not complete"; exit 4; }
`

// bashDriver sources the script $1 and completes the words after it as bash would on Tab:
// COMP_WORDS and COMP_CWORD set, the function that complete registered called.
const bashDriver = `
source "$1" || exit 3
shift
COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
fn=$(complete -p crossprof | sed -n 's/.*-F \([^ ]*\) .*/\1/p')
[ -n "$fn" ] || { echo "no completion function registered for crossprof" >&2; exit 4; }
"$fn" crossprof "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
printf '%s\n' "${COMPREPLY[@]}"
`

func TestCompletionInShells(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish"} {
		t.Run(sh, func(t *testing.T) {
			shell, err := exec.LookPath(sh)
			if err != nil {
				t.Skipf("%s is not installed", sh)
			}
			status, script, errs := run(t, "completion", sh)
			if status != 0 {
				t.Fatalf("completion %s: status %d, stderr %q", sh, status, errs)
			}
			dir := t.TempDir()
			// zsh finds the function by its file name, _crossprof, on $fpath.
			file := filepath.Join(dir, map[string]string{"bash": "crossprof.bash", "zsh": "_crossprof", "fish": "crossprof.fish"}[sh])
			if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, c := range completionCases {
				var cmd *exec.Cmd
				hits := filepath.Join(dir, "hits")
				switch sh {
				case "bash":
					words := strings.Fields(c.line)
					if strings.HasSuffix(c.line, " ") {
						words = append(words, "")
					}
					cmd = exec.Command(shell, append([]string{"--norc", "--noprofile", "-c", bashDriver, "bash", file}, words...)...)
				case "zsh":
					cmd = exec.Command(shell, "-f", "-c", zshDriver, "zsh", dir, hits, c.line)
				case "fish":
					cmd = exec.Command(shell, "--no-config", "-c", "source $argv[1]; and complete -C $argv[2]", file, c.line)
				}
				cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_CONFIG_HOME="+dir, "XDG_DATA_HOME="+dir)
				out, err := cmd.Output()
				if err != nil {
					var stderr []byte
					if ee, ok := err.(*exec.ExitError); ok {
						stderr = ee.Stderr
					}
					t.Errorf("%s completing %q: %v\n%s", sh, c.line, err, stderr)
					continue
				}
				if sh == "zsh" {
					if out, err = os.ReadFile(hits); err != nil {
						t.Fatal(err)
					}
				}
				var got []string
				for _, l := range strings.Split(string(out), "\n") {
					// fish prints a description after a tab.
					if w, _, _ := strings.Cut(l, "\t"); w != "" && w != "__END__" {
						got = append(got, w)
					}
				}
				found := false
				for _, g := range got {
					found = found || g == c.want
				}
				if !found {
					t.Errorf("%s completing %q offers %q, not %s", sh, c.line, got, c.want)
				}
			}
		})
	}
}
