// This file runs the README's shell examples as a user would type them, against a trace of
// the Demo program, so that the README cannot fall behind the command line.

package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// readmeExample is one command line of a ```sh block of README.md.
type readmeExample struct {
	line int
	cmd  string
}

// readmeExamples returns the command lines of README.md's ```sh blocks, comments removed.
func readmeExamples(t *testing.T) []readmeExample {
	f, err := os.Open("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []readmeExample
	in := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "```sh"):
			in = true
		case strings.HasPrefix(line, "```"):
			in = false
		case in:
			if cmd := stripShellComment(line); cmd != "" {
				out = append(out, readmeExample{n, cmd})
			}
		}
	}
	return out
}

// stripShellComment removes a trailing "# ..." that is outside quotes.
func stripShellComment(line string) string {
	var quote rune
	for i, r := range line {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case r == '#' && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t'):
			return strings.TrimSpace(line[:i])
		}
	}
	return strings.TrimSpace(line)
}

// skipReason says why an example cannot run here: it compiles Java, needs the user's own
// class path, builds or tests crossprof itself, or calls a tool that is not installed.
func skipReason(cmd string) string {
	switch {
	case strings.Contains(cmd, "javac"), strings.Contains(cmd, "com.example."):
		return "needs javac or the user's class path"
	case strings.HasPrefix(cmd, "go build"), strings.HasPrefix(cmd, "go test"), strings.HasPrefix(cmd, "go run"):
		return "builds or tests crossprof itself (the test binary stands in for it)"
	}
	for _, seg := range strings.FieldsFunc(cmd, func(r rune) bool { return r == '|' || r == '&' || r == ';' }) {
		words := strings.Fields(seg)
		if len(words) == 0 || words[0] == "bin/crossprof" {
			continue
		}
		if _, err := exec.LookPath(words[0]); err != nil {
			return words[0] + " is not installed"
		}
	}
	return ""
}

// TestReadmeExamples runs every runnable shell example of the README, in order, in a
// directory holding bin/crossprof (the test binary), a loaded trace of Demo and Demo.trace
// (the trace the README's ingest example loads). Paths under /tmp go to the test's own
// directory.
func TestReadmeExamples(t *testing.T) {
	bin := testBinary(t)
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "bin"), 0o755)
	if err := os.Symlink(bin, filepath.Join(dir, "bin", "crossprof")); err != nil {
		t.Fatal(err)
	}
	demo, err := filepath.Abs(programsDir + "/Demo")
	if err != nil {
		t.Fatal(err)
	}
	for _, setup := range [][]string{
		{"trace", "-q", "--cp", demo, "--out", "setup.trace", "Demo"},
		{"ingest", "setup.trace"},
		{"trace", "-q", "--cp", demo, "--out", "Demo.trace", "Demo"},
	} {
		c := exec.Command(bin, setup...)
		c.Dir = dir
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("setup %v: %v\n%s", setup, err, out)
		}
	}
	tmp := filepath.Join(dir, "tmp") + "/"
	os.MkdirAll(tmp, 0o755)
	for _, ex := range readmeExamples(t) {
		if why := skipReason(ex.cmd); why != "" {
			t.Logf("README.md:%d: skipped (%s): %s", ex.line, why, ex.cmd)
			continue
		}
		cmd := strings.ReplaceAll(ex.cmd, "/tmp/", tmp)
		c := exec.Command("bash", "-o", "pipefail", "-c", cmd)
		c.Dir = dir
		if out, err := c.CombinedOutput(); err != nil {
			t.Errorf("README.md:%d: %s\n%v\n%s", ex.line, ex.cmd, err, out)
		}
	}
}
