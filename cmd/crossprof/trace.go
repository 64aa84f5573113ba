// This file holds the trace command: run a Java program in crossprof's interpreter and write
// its trace directory.

package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
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
	Force           bool
	Compression     string
	AllowRead       []string
	AllowWrite      []string
	TargetLib       string
	Target          string
	MaxTraceSize    string
}

// AddFlags registers the options' flags.
func (o *traceOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.ClassPath, "cp", ".", "class path: ':'-separated directories and jar files")
	fs.StringVar(&o.Out, "out", "", "trace `directory` to write (default MAINCLASS.trace)")
	fs.BoolVar(&o.Force, "force", false, "replace the trace directory if it already holds a trace")
	fs.StringVar(&o.BBA, "bba", "default", "basic block analysis: default (blocks end at branches, returns and athrow, as in JP2 and CProf) or precise (also after every instruction that may throw)")
	choices(fs, "bba", "default", "precise")
	fs.Uint64Var(&o.MaxInstructions, "max-instructions", 0, "stop the program before it executes more than `N` bytecodes (0: no limit)")
	fs.DurationVar(&o.Timeout, "timeout", 0, "stop the program after this wall time, e.g. 30s or 5m (0: no limit)")
	fs.IntVar(&o.MaxDepth, "max-depth", vm.DefaultMaxDepth, "frames per thread before the program gets a StackOverflowError")
	fs.Int64Var(&o.MaxHeapMB, "max-heap", vm.DefaultMaxHeap>>20, "`MB` of heap before the program gets an OutOfMemoryError")
	fs.BoolVar(&o.Deterministic, "deterministic", false, "use a virtual clock derived from the instruction count, so that two runs give identical traces")
	fs.IntVar(&o.Quantum, "quantum", vm.DefaultQuantum, "bytecodes a thread runs before the scheduler switches threads")
	fs.BoolVarP(&o.Quiet, "quiet", "q", false, "no progress line and no summary on stderr")
	fs.StringArrayVar(&o.AllowRead, "allow-read", nil, "let the program read this file, or any file under this directory (repeatable; `PATH` relative to the working directory)")
	fs.StringArrayVar(&o.AllowWrite, "allow-write", nil, "let the program create, write, delete and read this file, or files under this directory (repeatable)")
	fs.StringVar(&o.TargetLib, "target-lib", "", "run on this class library instead of crossprof's (`PATH`: ':'-separated directories and jars, e.g. your JOP build's classes)")
	fs.StringVar(&o.Target, "target", "", "jop: bytecodes JOP implements in Java run com.jopdesign.sys.JVM's routines (default with a --target-lib that has it); none: never")
	choices(fs, "target", "jop", "none")
	fs.StringVar(&o.MaxTraceSize, "max-trace-size", "20G", "stop the program when its trace directory outgrows this `size` (K, M, G, T: powers of 1024; 0: no limit)")
	fs.StringVar(&o.Compression, "compress", "lz4", "compression of the trace files: lz4 (fast), zstd (about 3x smaller, slower) or none (about 5x larger)")
	choices(fs, "compress", "lz4", "zstd", "none")
}

// defaultTraceOptions returns the options the flags default to, for commands that trace
// without a command line of their own (demo).
func defaultTraceOptions() *traceOptions {
	o := &traceOptions{}
	o.AddFlags(pflag.NewFlagSet("defaults", pflag.ContinueOnError))
	return o
}

// check refuses numeric flags out of range before anything runs, and returns the trace
// size limit in bytes.
func (o *traceOptions) check() (maxBytes int64, err error) {
	switch {
	case o.Timeout < 0:
		return 0, usagef("--timeout wants a wall time of 0 (no limit) or more, e.g. 30s, not %s", o.Timeout)
	case o.MaxDepth < 1 || o.MaxDepth > maxFrames:
		return 0, usagef("--max-depth wants 1 to %d frames, not %d", maxFrames, o.MaxDepth)
	case o.MaxHeapMB < 1 || o.MaxHeapMB > maxHeapMB:
		return 0, usagef("--max-heap wants 1 to %d MB, not %d", maxHeapMB, o.MaxHeapMB)
	case o.Quantum < 1 || o.Quantum > maxQuantum:
		return 0, usagef("--quantum wants 1 to %d bytecodes, not %d", maxQuantum, o.Quantum)
	}
	maxBytes, err = parseSize(o.MaxTraceSize)
	if err != nil {
		return 0, usagef("--max-trace-size: %v", err)
	}
	if maxBytes != 0 && maxBytes < 1<<20 {
		return 0, usagef("--max-trace-size wants 1M or more (or 0: no limit), not %s", o.MaxTraceSize)
	}
	return maxBytes, nil
}

// The upper bounds of the interpreter's numeric flags: far above any use, below what would
// overflow or exhaust the machine before the program gets its error.
const (
	maxFrames  = 1_000_000
	maxHeapMB  = 1 << 20 // 1 TB
	maxQuantum = 1_000_000_000
)

// parseSize reads a size: a number of bytes, or with a suffix K, M, G or T (powers of 1024;
// "KB", "MiB" and lower case are read the same).
func parseSize(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "B"), "I")
	shift := 0
	if n := len(t); n > 0 {
		if i := strings.IndexByte("KMGT", t[n-1]); i >= 0 {
			shift, t = 10*(i+1), t[:n-1]
		}
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
	if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) || v*math.Exp2(float64(shift)) >= math.MaxInt64 {
		return 0, fmt.Errorf("want a size such as 20G, 500M or 0 (no limit), not %q", s)
	}
	return int64(v * math.Exp2(float64(shift))), nil
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
vectors, events; see the README's "Trace format"). The program's standard
output and error are crossprof's, and so is its exit status. Flags must come
before MAINCLASS; everything after it goes to the program.

An existing trace directory is never replaced without --force. Unless --quiet,
crossprof prints where the trace went and a summary (bytecodes, invocations,
wall time, size) on stderr, and a progress line while a long run goes on
(on a terminal only; the program's own output clears it).

Ctrl-C, --timeout, --max-instructions and --max-trace-size stop the program
with every table flushed and the manifest marking the trace incomplete. Even
a killed process leaves every batch flushed so far readable.

--max-trace-size (default 20G) bounds the trace directory, so that a program
that never ends cannot fill the disk; it is checked a few times a second, so
the trace may end somewhat larger. A billion bytecodes with their calls take a
few GB, far below the default.

Examples:
  crossprof trace --cp build/classes com.example.Main input.txt
  crossprof trace --cp app.jar:lib/util.jar --out run1.trace --bba precise Main
  crossprof trace --cp . --max-instructions 100000000 --timeout 1m Main

Exit status: the program's own (0, System.exit's value, or 1 for an uncaught
exception); 2 when crossprof cannot run the program (bad class path, missing
main class, malformed class file, unsupported instruction) or stopped it
(instruction limit, timeout, trace size limit, deadlock); 130 when
interrupted. A failed write of crossprof's own output (the summary) exits 2.`,
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
	maxBytes, err := opts.check()
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
	created, err := checkTraceDir(out, opts.Force)
	if err != nil {
		return 2, "", err
	}
	man := &trace.Manifest{
		CrossprofVersion: Version, CommandLine: append([]string{"crossprof"}, os.Args[1:]...), ClassPath: cpEntries,
	}
	if err := opts.targetManifest(man); err != nil {
		return 2, "", err
	}
	cfg := opts.vmConfig(e, main, args[1:])
	cfg.Blocks = mode
	prog := newProgress(e.stderr, opts.Quiet)
	cfg.Progress = prog.update
	cfg.Stdout, cfg.Stderr = prog.guard(cfg.Stdout), prog.guard(cfg.Stderr)
	start := time.Now()
	res, err := trace.RecordLimited(ctx, out, cfg, trace.Compression(opts.Compression), man, maxBytes)
	prog.done()
	if err != nil {
		if created && res.Instructions == 0 {
			// Nothing ran (no main class, a bad class file): leave no empty trace behind.
			os.RemoveAll(out)
		}
		return 2, out, withMainHint(err, opts.ClassPath, main)
	}
	if res.Message != "" {
		fmt.Fprintf(e.stderr, "crossprof: %s after %d bytecodes; the trace in %s is incomplete\n", res.Message, res.Instructions, out)
	}
	if !opts.Quiet {
		fmt.Fprintf(e.stderr, "crossprof: trace of %s in %s: %s bytecodes, %s invocations, %.2f s, %s\n", main, out,
			human(res.Instructions), human(res.Invocations), time.Since(start).Seconds(), humanBytes(dirSize(out)))
	}
	return res.Status, out, nil
}

// checkTraceDir refuses to replace a trace directory without force: a database may still
// point to it. It reports whether the directory is new (crossprof creates it).
func checkTraceDir(out string, force bool) (created bool, err error) {
	fi, err := os.Stat(out)
	if os.IsNotExist(err) {
		return true, nil
	}
	if err != nil || !fi.IsDir() {
		return false, nil // the trace writer says what is wrong with it
	}
	entries, err := os.ReadDir(out)
	if err != nil || len(entries) == 0 || force {
		return false, nil
	}
	if _, err := os.Stat(filepath.Join(out, "manifest.json")); err != nil {
		return false, nil // not a trace: the trace writer refuses a directory of other files
	}
	return false, usagef("%s already holds a trace: give --force to replace it, or another --out", out)
}

// dirSize is the total size of the files in dir (not recursive: a trace has no subdirectories).
func dirSize(dir string) int64 {
	entries, _ := os.ReadDir(dir)
	var n int64
	for _, en := range entries {
		if fi, err := en.Info(); err == nil && fi.Mode().IsRegular() {
			n += fi.Size()
		}
	}
	return n
}

// vmConfig turns the options into an interpreter configuration.
func (o *traceOptions) vmConfig(e *env, main string, args []string) vm.Config {
	return vm.Config{
		ClassPath: o.ClassPath, MainClass: main, Args: args,
		Stdout: unchecked(e.stdout), Stderr: unchecked(e.stderr), Stdin: e.stdin, Dir: e.workDir(),
		AllowRead: e.absPaths(o.AllowRead), AllowWrite: e.absPaths(o.AllowWrite),
		MaxInstructions: o.MaxInstructions, Timeout: o.Timeout,
		MaxDepth: o.MaxDepth, MaxHeap: o.MaxHeapMB << 20,
		Deterministic: o.Deterministic, Quantum: o.Quantum,
		TargetLib: o.TargetLib, Target: o.Target,
		Locale: vm.HostLocale(os.Getenv), Charset: vm.HostCharset(os.Getenv),
	}
}

// workDir is the program's working directory, absolute.
func (e *env) workDir() string {
	d := e.dir
	if d == "" {
		d, _ = os.Getwd()
	}
	if a, err := filepath.Abs(d); err == nil {
		d = a
	}
	return d
}

// absPaths resolves permission paths against the working directory.
func (e *env) absPaths(ps []string) []string {
	var out []string
	for _, p := range ps {
		if !filepath.IsAbs(p) {
			p = filepath.Join(e.workDir(), p)
		}
		out = append(out, filepath.Clean(p))
	}
	return out
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
