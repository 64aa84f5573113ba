// This file tests crash safety: a tracing process killed with SIGKILL leaves every flushed
// batch readable, and limits end a run with a complete set of flushed tables.

package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
)

const infiniteLoop = "../../testdata/programs-special/InfiniteLoop"

func TestSIGKILLLeavesReadableBatches(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "crossprof")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out := filepath.Join(tmp, "loop.trace")
	cmd := exec.Command(bin, "trace", "--quiet", "--cp", infiniteLoop, "--out", out, "InfiniteLoop")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Wait until the periodic flush has written a batch of events (its checksum file has an
	// entry after its 8-byte magic: 16 bytes a batch), then kill without warning.
	deadline := time.Now().Add(30 * time.Second)
	for {
		fi, err := os.Stat(filepath.Join(out, strings.TrimSuffix(schemas.Events.File(), ".arrow")+".crc"))
		if err == nil && fi.Size() >= 8+16 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("no events flushed within 30s")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	m, err := trace.ReadManifest(out)
	if err != nil {
		t.Fatal(err)
	}
	if m.Complete || m.Ended != "running" {
		t.Errorf("manifest of a killed run: complete=%v ended=%q, want incomplete and running", m.Complete, m.Ended)
	}
	for _, tb := range schemas.Files {
		rows := 0
		err := trace.ReadTable(out, tb, func(r arrow.Record) error { rows += int(r.NumRows()); return nil })
		if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
			t.Errorf("%s: %v", tb.Name, err)
		}
		if tb != schemas.Vectors && rows == 0 {
			t.Errorf("%s: no rows readable after SIGKILL", tb.Name)
		}
	}
}

func TestLimitsEndRunsCleanly(t *testing.T) {
	for _, flags := range [][]string{{"--max-instructions", "200000"}, {"--timeout", "300ms"}} {
		out := filepath.Join(t.TempDir(), "loop.trace")
		var stdout, stderr bytes.Buffer
		args := append(append([]string{"trace", "--quiet", "--cp", infiniteLoop, "--out", out}, flags...), "InfiniteLoop")
		status := Main(context.Background(), args, &stdout, &stderr)
		if status != 2 {
			t.Errorf("%v: status %d, want 2 (stderr %q)", flags, status, stderr.String())
		}
		if !strings.Contains(stderr.String(), "incomplete") {
			t.Errorf("%v: stderr %q does not say the trace is incomplete", flags, stderr.String())
		}
		tr, err := trace.Load(out)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{"--max-instructions": "instruction-limit", "--timeout": "timeout"}[flags[0]]
		if tr.Manifest.Complete || tr.Manifest.Ended != want {
			t.Errorf("%v: manifest complete=%v ended=%q, want incomplete %q", flags, tr.Manifest.Complete, tr.Manifest.Ended, want)
		}
		if flags[0] == "--max-instructions" && tr.Manifest.Bytecodes > 200000 {
			t.Errorf("executed %d bytecodes, limit 200000", tr.Manifest.Bytecodes)
		}
		if got := tr.ExecutedInstructions(); got != tr.Manifest.Bytecodes {
			t.Errorf("%v: block counts give %d bytecodes, manifest %d", flags, got, tr.Manifest.Bytecodes)
		}
		if uint64(len(tr.Calls)) != tr.Manifest.Invocations {
			t.Errorf("%v: %d invocations in the events, manifest says %d", flags, len(tr.Calls), tr.Manifest.Invocations)
		}
	}
}
