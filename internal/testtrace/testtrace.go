// Package testtrace records the project's Java test programs into trace directories, for the
// tests of the packages that read traces (ingest, export, cost, report).
package testtrace

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// Testdata is the path of the repository's testdata directory joined with elem.
func Testdata(elem ...string) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(append([]string{filepath.Dir(file), "..", "..", "testdata"}, elem...)...)
}

// Program is the class directory of testdata/programs/name: its javac --release 8
// compilation, or its JDK 17 one (jdk17/) for programs whose source needs JDK 17.
func Program(name string) string {
	dir := Testdata("programs", name)
	if _, err := os.Stat(filepath.Join(dir, name+".class")); err != nil {
		return filepath.Join(dir, "jdk17")
	}
	return dir
}

// Run is a recorded run: the manifest written, the interpreter's result and the program's
// standard output and error.
type Run struct {
	Manifest       *trace.Manifest
	Result         vm.Result
	Stdout, Stderr string
}

// Record traces main from classPath into dir with the virtual clock, so that two runs give
// the same trace; limit 0 means no instruction limit. The program's arguments are the lines
// of classPath/args when that file exists.
func Record(classPath, main, dir string, mode vm.BlockMode, limit uint64) (*Run, error) {
	return RecordCalls(classPath, main, dir, mode, limit, nil)
}

// RecordCalls is Record with vm.Config.RecordCalls: calls receives the interpreter's own
// account of every invocation as it ends.
func RecordCalls(classPath, main, dir string, mode vm.BlockMode, limit uint64, calls func(*vm.CallRecord, []vm.BlockCount)) (*Run, error) {
	var args []string
	if data, err := os.ReadFile(filepath.Join(classPath, "args")); err == nil {
		args = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	}
	var stdout, stderr bytes.Buffer
	run := &Run{Manifest: &trace.Manifest{CrossprofVersion: "test"}}
	cfg := vm.Config{ClassPath: classPath, MainClass: main, Args: args, Stdout: &stdout, Stderr: &stderr,
		Blocks: mode, Deterministic: true, MaxInstructions: limit, RecordCalls: calls}
	res, err := trace.Record(context.Background(), dir, cfg, trace.LZ4, run.Manifest)
	if err != nil {
		return nil, fmt.Errorf("tracing %s: %w", main, err)
	}
	run.Result, run.Stdout, run.Stderr = res, stdout.String(), stderr.String()
	return run, nil
}

// Programs lists the programs of testdata/programs (those with HotSpot's expected output) that
// run without file permissions.
func Programs() []string {
	files, _ := filepath.Glob(Testdata("programs", "*", "expected.status"))
	var names []string
	for _, f := range files {
		dir := filepath.Dir(f)
		// A program with an allow file needs file permissions and its files/ directory as
		// the working directory: only the differential test sets those up.
		if _, err := os.Stat(filepath.Join(dir, "allow")); err == nil {
			continue
		}
		names = append(names, filepath.Base(dir))
	}
	return names
}
