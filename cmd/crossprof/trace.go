// This file holds the trace command: run a Java program in crossprof's interpreter and write
// its trace directory.

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/tracer/classpath"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// traceOptions are the flags of crossprof trace (and of run, which traces first).
type traceOptions struct {
	ClassPath       string
	Out             string
	BBA             string
	MaxInstructions uint64
	Timeout         time.Duration
	MaxDepth        int
	MaxHeapMB       int64
	Deterministic   bool
	Quantum         int
	Quiet           bool
	Compression     string
}

// AddFlags registers the options' flags.
func (o *traceOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.ClassPath, "cp", ".", "class path: ':'-separated directories and jar files")
	fs.StringVarP(&o.Out, "out", "o", "", "trace directory to write (default MAINCLASS.trace)")
	fs.StringVar(&o.BBA, "bba", "default", "basic block analysis: default (blocks end at branches, returns and athrow, as in JP2 and CProf) or precise (also after every instruction that may throw)")
	fs.Uint64Var(&o.MaxInstructions, "max-instructions", 0, "stop the program before it executes more than `N` bytecodes (0: no limit)")
	fs.DurationVar(&o.Timeout, "timeout", 0, "stop the program after this wall time, e.g. 30s or 5m (0: no limit)")
	fs.IntVar(&o.MaxDepth, "max-depth", vm.DefaultMaxDepth, "frames per thread before the program gets a StackOverflowError")
	fs.Int64Var(&o.MaxHeapMB, "max-heap", vm.DefaultMaxHeap>>20, "`MB` of heap before the program gets an OutOfMemoryError")
	fs.BoolVar(&o.Deterministic, "deterministic", false, "use a virtual clock derived from the instruction count, so that two runs give identical traces")
	fs.IntVar(&o.Quantum, "quantum", vm.DefaultQuantum, "bytecodes a thread runs before the scheduler switches threads")
	fs.BoolVarP(&o.Quiet, "quiet", "q", false, "no progress line on stderr")
	fs.StringVar(&o.Compression, "compress", "lz4", "compression of the trace files: lz4 (fast), zstd (about 3x smaller, slower) or none (about 5x larger)")
}

// defaultTraceOptions returns the options the flags default to, for commands that trace
// without a command line of their own (demo).
func defaultTraceOptions() *traceOptions {
	o := &traceOptions{}
	o.AddFlags(pflag.NewFlagSet("defaults", pflag.ContinueOnError))
	return o
}

func (o *traceOptions) blockMode() (vm.BlockMode, error) {
	switch o.BBA {
	case "default":
		return vm.BlocksDefault, nil
	case "precise":
		return vm.BlocksPrecise, nil
	}
	return 0, usagef("--bba must be default or precise, not %q", o.BBA)
}

func traceCommand() *command {
	return &command{
		name:    "trace",
		summary: "run a Java program in crossprof's interpreter and record its execution",
		usage:   "[FLAGS] MAINCLASS [ARGS...]",
		help: `
Runs MAINCLASS's main method from class files compiled with javac --release 8
(directories or jars on --cp) and writes a trace directory: manifest.json and
one Arrow IPC stream file per table (classes, methods, instructions, blocks,
calls, block_counts; see the README's "Trace format"). The program's standard
output and error are crossprof's, and so is its exit status. Flags must come
before MAINCLASS; everything after it goes to the program.

Ctrl-C, --timeout and --max-instructions stop the program with every table
flushed and the manifest marking the trace incomplete. Even a killed process
leaves every batch flushed so far readable.

Examples:
  crossprof trace --cp build/classes com.example.Main input.txt
  crossprof trace --cp app.jar:lib/util.jar --out run1.trace --bba precise Main
  crossprof trace --cp . --max-instructions 100000000 --timeout 1m Main

Exit status: the program's own (0, System.exit's value, or 1 for an uncaught
exception); 2 when crossprof cannot run the program (bad class path, missing
main class, malformed class file, unsupported instruction) or stopped it
(instruction limit, timeout, deadlock); 130 when interrupted.`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			opts := &traceOptions{}
			opts.AddFlags(fs)
			fs.SetInterspersed(false)
			return func(ctx context.Context, e *env, args []string) (int, error) {
				st, _, err := runTrace(ctx, e, opts, args)
				return st, err
			}
		},
	}
}

// runTrace runs the program with tracing and writes the trace directory. It returns the exit
// status and the directory.
func runTrace(ctx context.Context, e *env, opts *traceOptions, args []string) (int, string, error) {
	if len(args) == 0 {
		return 2, "", usagef("missing MAINCLASS")
	}
	mode, err := opts.blockMode()
	if err != nil {
		return 2, "", err
	}
	main := args[0]
	out := opts.Out
	if out == "" {
		out = main + ".trace"
	}
	cpEntries, err := classPathEntries(opts.ClassPath)
	if err != nil {
		return 2, "", err
	}
	man := &trace.Manifest{
		CrossprofVersion: Version, CommandLine: append([]string{"crossprof"}, os.Args[1:]...), ClassPath: cpEntries,
	}
	cfg := opts.vmConfig(e, main, args[1:])
	cfg.Blocks = mode
	prog := newProgress(e.stderr, opts.Quiet)
	cfg.Progress = prog.update
	res, err := trace.Record(ctx, out, cfg, trace.Compression(opts.Compression), man)
	prog.done()
	if err != nil {
		return 2, out, err
	}
	if res.Message != "" {
		fmt.Fprintf(e.stderr, "crossprof: %s after %d bytecodes; the trace in %s is incomplete\n", res.Message, res.Instructions, out)
	}
	return res.Status, out, nil
}

// vmConfig turns the options into an interpreter configuration.
func (o *traceOptions) vmConfig(e *env, main string, args []string) vm.Config {
	return vm.Config{
		ClassPath: o.ClassPath, MainClass: main, Args: args,
		Stdout: e.stdout, Stderr: e.stderr,
		MaxInstructions: o.MaxInstructions, Timeout: o.Timeout,
		MaxDepth: o.MaxDepth, MaxHeap: o.MaxHeapMB << 20,
		Deterministic: o.Deterministic, Quantum: o.Quantum,
	}
}

// classPathEntries hashes the class path for the manifest.
func classPathEntries(spec string) ([]trace.ClassPathEntry, error) {
	cp, err := classpath.Open(spec)
	if err != nil {
		return nil, err
	}
	defer cp.Close()
	var out []trace.ClassPathEntry
	for _, en := range cp.Entries() {
		sum, err := en.SHA256()
		if err != nil {
			return nil, fmt.Errorf("hashing class path entry %s: %w", en.Path, err)
		}
		kind := "directory"
		if en.IsJar {
			kind = "jar"
		}
		out = append(out, trace.ClassPathEntry{Path: en.Path, Kind: kind, SHA256: sum})
	}
	return out, nil
}

// progress prints one status line on a terminal, a few times per second.
type progress struct {
	w     io.Writer
	on    bool
	start time.Time
	last  time.Time
	shown bool
}

func newProgress(w io.Writer, quiet bool) *progress {
	p := &progress{w: w, start: time.Now()}
	if f, ok := w.(*os.File); ok && !quiet {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			p.on = true
		}
	}
	return p
}

func (p *progress) update(bytecodes, calls uint64) {
	if !p.on {
		return
	}
	now := time.Now()
	if now.Sub(p.last) < 250*time.Millisecond || now.Sub(p.start) < 500*time.Millisecond {
		return
	}
	p.last = now
	el := now.Sub(p.start)
	fmt.Fprintf(p.w, "\r\x1b[Kcrossprof: %s bytecodes, %s invocations, %s, %s bytecodes/s",
		human(bytecodes), human(calls), el.Round(100*time.Millisecond), human(uint64(float64(bytecodes)/el.Seconds())))
	p.shown = true
}

func (p *progress) done() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}

// human formats a count with a k/M/G suffix.
func human(n uint64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.2fG", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	case n >= 1e3:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	}
	return strings.TrimSpace(fmt.Sprint(n))
}
