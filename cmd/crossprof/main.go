// Command crossprof profiles Java programs by calling context and estimates their cycles on
// a Java processor (JOP) without running them there.
//
// Each subcommand lives in its own file (trace.go, ...), with an options struct, AddFlags and
// a run function that tests call directly. This file is the only place that lists the
// commands and maps errors to exit statuses.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"

	"github.com/spf13/pflag"
)

// command is one subcommand.
type command struct {
	name    string
	summary string
	usage   string // after "crossprof NAME "
	help    string // the longer text: what it does, examples, exit statuses
	// setup registers the flags and returns the function that runs the command.
	setup func(fs *pflag.FlagSet) func(ctx context.Context, env *env, args []string) (int, error)
}

// env is what a command may touch of the outside world.
type env struct {
	stdout, stderr io.Writer
	// stdin is the traced program's standard input (nil: always at end of file).
	stdin io.Reader
	// dir is the traced program's working directory ("": crossprof's own).
	dir string
}

// usageError is a mistake in the command line: exit status 2 with a hint.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

func commands() []*command {
	return []*command{runCommand(), traceCommand(), ingestCommand(), queryCommand(), costCommand(), calibrateCommand(), exploreCommand(), exportCommand(), reportCommand(), demoCommand(), completionCommand()}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	status := mainEnv(ctx, os.Args[1:], &env{stdout: os.Stdout, stderr: os.Stderr, stdin: os.Stdin})
	stop()
	os.Exit(status)
}

// Main runs crossprof with the given arguments and returns the exit status. The traced
// program's standard input is at end of file.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) (status int) {
	return mainEnv(ctx, args, &env{stdout: stdout, stderr: stderr})
}

// mainEnv is Main with the whole environment: main passes crossprof's standard input on to
// the program, tests their own input and working directory.
func mainEnv(ctx context.Context, args []string, e *env) (status int) {
	stdout, stderr := e.stdout, e.stderr
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "crossprof: internal error: %v\n", r)
			status = 2
		}
	}()
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" && len(args) == 1 {
		printOverview(stdout)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	name := args[0]
	if name == "help" {
		name, args = args[1], []string{args[1], "--help"}
	}
	if name == "--version" || name == "version" {
		fmt.Fprintln(stdout, "crossprof", Version)
		return 0
	}
	var cmd *command
	for _, c := range commands() {
		if c.name == name {
			cmd = c
		}
	}
	if cmd == nil {
		fmt.Fprintf(stderr, "crossprof: unknown command %q (run 'crossprof --help' for the list)\n", name)
		return 2
	}
	fs := pflag.NewFlagSet("crossprof "+cmd.name, pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.SortFlags = false
	fs.SetNormalizeFunc(flagAliases)
	run := cmd.setup(fs)
	fs.Usage = func() { printCommandHelp(stdout, cmd, fs) }
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "crossprof %s: %v (see 'crossprof %s --help')\n", cmd.name, err, cmd.name)
		return 2
	}
	// The command writes through checked writers: a failed write of its own output is
	// crossprof's failure even where the command ignored it (see checked.go).
	out, errw := &checkedWriter{w: stdout}, &checkedWriter{w: stderr}
	ce := *e
	ce.stdout, ce.stderr = out, errw
	status, err := run(ctx, &ce, fs.Args())
	defer func() {
		if werr := out.failed(); werr != nil && status != 130 {
			fmt.Fprintf(stderr, "crossprof: writing standard output: %v\n", werr)
			status = 2
		}
		if errw.failed() != nil && status != 130 {
			status = 2 // the message could not be written either
		}
	}()
	if err != nil {
		var ue *usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(stderr, "crossprof %s: %v (see 'crossprof %s --help')\n", cmd.name, err, cmd.name)
			return 2
		}
		fmt.Fprintf(stderr, "crossprof: %s\n", strings.TrimSpace(err.Error()))
		if status == 0 {
			status = 2
		}
	}
	return status
}

func printOverview(w io.Writer) {
	fmt.Fprintf(w, "crossprof %s: calling-context profiles and JOP cycle estimates for Java programs\n\n", Version)
	fmt.Fprintf(w, "Usage: crossprof COMMAND [FLAGS] [ARGS]\n\nCommands:\n")
	cmds := commands()
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].name < cmds[j].name })
	for _, c := range cmds {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nRun 'crossprof COMMAND --help' for a command's flags and examples.\n")
	fmt.Fprint(w, exitStatuses)
}

// exitStatuses are the same in every command.
const exitStatuses = `
Exit status, in every command:
  0    success
  1    the traced program failed (trace, run, demo: they exit with the program's
       own status, which is 1 for an uncaught exception or System.exit's value)
  2    crossprof failed: a bad command line, a missing or bad file, database,
       trace or cost run, a program crossprof cannot run or had to stop
       (timeout, instruction limit, deadlock)
  130  interrupted (Ctrl-C)
`

// flagAliases maps the old spellings of flags to the one grammar: parameters are --set in
// every command (query's --param still works).
func flagAliases(_ *pflag.FlagSet, name string) pflag.NormalizedName {
	if name == "param" {
		name = "set"
	}
	return pflag.NormalizedName(name)
}

func printCommandHelp(w io.Writer, c *command, fs *pflag.FlagSet) {
	fmt.Fprintf(w, "crossprof %s: %s\n\nUsage: crossprof %s %s\n\n%s\n\nFlags:\n%s", c.name, c.summary, c.name, c.usage,
		strings.TrimSpace(c.help), fs.FlagUsages())
}

// Version is crossprof's version, recorded in trace manifests.
const Version = "0.1.0"
