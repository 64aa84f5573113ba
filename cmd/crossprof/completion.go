// This file holds the completion command: shell completion scripts for bash, zsh and fish,
// generated from the commands' own flag sets so that they never fall behind.

package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/queries"
)

func completionCommand() *command {
	return &command{
		name:    "completion",
		summary: "print a shell completion script (bash, zsh or fish)",
		usage:   "bash|zsh|fish",
		help: `
Prints a script that completes crossprof's commands, their flags, the named
queries of 'crossprof query' and file names. Load it in the shell's startup
file.

Examples:
  source <(crossprof completion bash)        # in ~/.bashrc
  crossprof completion zsh > "${fpath[1]}/_crossprof"
  crossprof completion fish > ~/.config/fish/completions/crossprof.fish`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) != 1 {
					return 2, usagef("give one shell: bash, zsh or fish")
				}
				switch args[0] {
				case "bash":
					writeBash(e.stdout)
				case "zsh":
					writeZsh(e.stdout)
				case "fish":
					writeFish(e.stdout)
				default:
					return 2, usagef("no completion for %q: give bash, zsh or fish", args[0])
				}
				return 0, nil
			}
		},
	}
}

// flagInfo is one flag of a command, as completion needs it.
type flagInfo struct {
	name, short, usage string
	takesValue         bool
	choices            []string // the values the flag takes, when it takes a fixed set
}

// choicesKey is the pflag annotation that lists a flag's values for completion.
const choicesKey = "crossprof_choices"

// choices declares the values flag name of fs takes, for the completion scripts.
func choices(fs *pflag.FlagSet, name string, values ...string) {
	if err := fs.SetAnnotation(name, choicesKey, values); err != nil {
		panic("choices for an undefined flag --" + name) // a programming error, caught by the tests
	}
}

// commandFlags returns each command's flags, in the order the commands are listed.
func commandFlags() (names []string, summaries map[string]string, flags map[string][]flagInfo) {
	summaries, flags = map[string]string{}, map[string][]flagInfo{}
	for _, c := range commands() {
		fs := pflag.NewFlagSet(c.name, pflag.ContinueOnError)
		fs.SetNormalizeFunc(flagAliases)
		c.setup(fs)
		names = append(names, c.name)
		summaries[c.name] = c.summary
		fs.VisitAll(func(f *pflag.Flag) {
			if f.Hidden {
				return
			}
			_, usage := pflag.UnquoteUsage(f)
			flags[c.name] = append(flags[c.name], flagInfo{name: f.Name, short: f.Shorthand, usage: usage, takesValue: f.NoOptDefVal == "",
				choices: f.Annotations[choicesKey]})
		})
	}
	sort.Strings(names)
	return names, summaries, flags
}

func queryNames() []string {
	var out []string
	for _, q := range queries.Named() {
		out = append(out, q.Name)
	}
	return out
}

func writeBash(w io.Writer) {
	names, _, flags := commandFlags()
	fmt.Fprintf(w, "# bash completion for crossprof: source <(crossprof completion bash)\n")
	fmt.Fprintf(w, "_crossprof() {\n")
	fmt.Fprintf(w, "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" flags=\"\"\n")
	fmt.Fprintf(w, "    if [ \"$COMP_CWORD\" -eq 1 ]; then\n")
	fmt.Fprintf(w, "        COMPREPLY=($(compgen -W %q -- \"$cur\"))\n", strings.Join(names, " ")+" help --help --version")
	fmt.Fprintf(w, "        return\n    fi\n")
	fmt.Fprintf(w, "    case \"${COMP_WORDS[1]}\" in\n")
	for _, n := range names {
		var fl []string
		for _, f := range flags[n] {
			fl = append(fl, "--"+f.name)
			if f.short != "" {
				fl = append(fl, "-"+f.short)
			}
		}
		fmt.Fprintf(w, "        %s) flags=%q ;;\n", n, strings.Join(append(fl, "--help"), " "))
	}
	fmt.Fprintf(w, "    esac\n")
	// A flag that takes one of a fixed set of values: complete those after it.
	fmt.Fprintf(w, "    case \"${COMP_WORDS[1]}:${COMP_WORDS[COMP_CWORD-1]}\" in\n")
	for _, n := range names {
		for _, f := range flags[n] {
			if len(f.choices) > 0 {
				fmt.Fprintf(w, "        %s:--%s) COMPREPLY=($(compgen -W %q -- \"$cur\")); return ;;\n", n, f.name, strings.Join(f.choices, " "))
			}
		}
	}
	fmt.Fprintf(w, "    esac\n")
	fmt.Fprintf(w, "    if [[ \"$cur\" == -* ]]; then\n")
	fmt.Fprintf(w, "        COMPREPLY=($(compgen -W \"$flags\" -- \"$cur\"))\n")
	fmt.Fprintf(w, "    elif [ \"${COMP_WORDS[1]}\" = query ] && [[ \"${COMP_WORDS[COMP_CWORD-1]}\" != -* ]]; then\n")
	fmt.Fprintf(w, "        COMPREPLY=($(compgen -W %q -- \"$cur\"))\n", strings.Join(queryNames(), " "))
	fmt.Fprintf(w, "    elif [ \"${COMP_WORDS[1]}\" = completion ]; then\n")
	fmt.Fprintf(w, "        COMPREPLY=($(compgen -W \"bash zsh fish\" -- \"$cur\"))\n")
	fmt.Fprintf(w, "    else\n        COMPREPLY=($(compgen -f -- \"$cur\"))\n    fi\n")
	fmt.Fprintf(w, "}\ncomplete -o filenames -F _crossprof crossprof\n")
}

func writeZsh(w io.Writer) {
	names, summaries, flags := commandFlags()
	fmt.Fprintf(w, "#compdef crossprof\n# zsh completion for crossprof: crossprof completion zsh > \"${fpath[1]}/_crossprof\"\n\n")
	fmt.Fprintf(w, "_crossprof() {\n    local -a cmds\n    cmds=(\n")
	for _, n := range names {
		fmt.Fprintf(w, "        %s\n", zshQuote(n+":"+summaries[n]))
	}
	fmt.Fprintf(w, "    )\n    if (( CURRENT == 2 )); then\n        _describe command cmds\n        return\n    fi\n")
	// _arguments takes words[1] for the command's name and numbers the positional arguments
	// after it: drop "crossprof" so that the subcommand is words[1] and a query name is
	// argument 1.
	fmt.Fprintf(w, "    local cmd=$words[2]\n    shift words\n    (( CURRENT-- ))\n")
	fmt.Fprintf(w, "    case $cmd in\n")
	for _, n := range names {
		fmt.Fprintf(w, "    %s)\n        _arguments -s \\\n", n)
		for _, f := range flags[n] {
			spec := "--" + f.name
			if f.short != "" {
				spec = "{-" + f.short + ",--" + f.name + "}"
			}
			arg := ""
			if len(f.choices) > 0 {
				arg = ":value:(" + strings.Join(f.choices, " ") + ")"
			} else if f.takesValue {
				arg = ":value:_files"
			}
			desc := "[" + strings.NewReplacer("[", "(", "]", ")", "'", "").Replace(f.usage) + "]"
			if f.short != "" {
				fmt.Fprintf(w, "            %s%s \\\n", spec, zshQuote(desc+arg))
			} else {
				fmt.Fprintf(w, "            %s \\\n", zshQuote(spec+desc+arg))
			}
		}
		rest := "'*:file:_files'"
		switch n {
		case "query":
			rest = zshQuote("1:query:(" + strings.Join(queryNames(), " ") + ")")
		case "completion":
			rest = "'1:shell:(bash zsh fish)'"
		}
		fmt.Fprintf(w, "            %s ;;\n", rest)
	}
	fmt.Fprintf(w, "    esac\n}\n\n_crossprof \"$@\"\n")
}

func zshQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func writeFish(w io.Writer) {
	names, summaries, flags := commandFlags()
	fmt.Fprintf(w, "# fish completion for crossprof: crossprof completion fish > ~/.config/fish/completions/crossprof.fish\n")
	fmt.Fprintf(w, "complete -c crossprof -f\n")
	for _, n := range names {
		fmt.Fprintf(w, "complete -c crossprof -n __fish_use_subcommand -a %s -d %s\n", n, fishQuote(summaries[n]))
	}
	for _, n := range names {
		cond := fishQuote("__fish_seen_subcommand_from " + n)
		for _, f := range flags[n] {
			line := fmt.Sprintf("complete -c crossprof -n %s -l %s", cond, f.name)
			if f.short != "" {
				line += " -s " + f.short
			}
			if len(f.choices) > 0 {
				line += " -x -a " + fishQuote(strings.Join(f.choices, " "))
			} else if f.takesValue {
				line += " -r -F"
			}
			fmt.Fprintf(w, "%s -d %s\n", line, fishQuote(f.usage))
		}
	}
	fmt.Fprintf(w, "complete -c crossprof -n %s -a %s\n", fishQuote("__fish_seen_subcommand_from query"), fishQuote(strings.Join(queryNames(), " ")))
	fmt.Fprintf(w, "complete -c crossprof -n %s -a 'bash zsh fish'\n", fishQuote("__fish_seen_subcommand_from completion"))
	for _, n := range []string{"trace", "run", "ingest"} {
		fmt.Fprintf(w, "complete -c crossprof -n %s -F\n", fishQuote("__fish_seen_subcommand_from "+n))
	}
}

func fishQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(s) + "'"
}
