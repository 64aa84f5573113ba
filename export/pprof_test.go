package export_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/pprof/profile"

	"github.com/crossprof/crossprof/export"
)

// TestPprofProfile reads the profile back with pprof's own parser: one sample per context
// whose stack is the chain of contexts up to a root, and values that add up to the trace's.
func TestPprofProfile(t *testing.T) {
	for _, id := range []int32{demoID, threadsID} {
		p, err := profile.Parse(bytes.NewReader(exportBytes(t, id, export.Pprof)))
		if err != nil {
			t.Fatalf("trace %d: pprof cannot parse the export: %v", id, err)
		}
		if len(p.SampleType) != 2 || p.SampleType[0].Type != "bytecodes" || p.SampleType[1].Type != "calls" {
			t.Errorf("trace %d: sample types %v", id, p.SampleType)
		}
		depth := map[uint64]int64{}
		rows, err := testDB.Query(`SELECT node_id, depth FROM cct_nodes WHERE trace_id = ?`, id)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var n uint64
			var d int64
			rows.Scan(&n, &d)
			depth[n] = d
		}
		rows.Close()
		var bytecodes, calls int64
		seen := map[uint64]bool{}
		for _, s := range p.Sample {
			bytecodes += s.Value[0]
			calls += s.Value[1]
			node := s.Location[0].Address
			seen[node] = true
			if d, ok := depth[node]; !ok || int64(len(s.Location)) != d+1 {
				t.Errorf("trace %d: the sample of node %d has %d frames, the context's depth is %d", id, node, len(s.Location), d)
			}
			if s.Location[0].Line[0].Line == 0 && s.Value[0] > 0 {
				t.Errorf("trace %d: node %d: %d bytecodes at line 0", id, node, s.Value[0])
			}
			if th, ok := s.Label["thread"]; ok != (id == threadsID) || ok && (len(th) != 1 || th[0] == "") {
				t.Errorf("trace %d: sample labels %v: want a thread label exactly in per-thread trees", id, s.Label)
			}
		}
		if len(seen) != len(depth) {
			t.Errorf("trace %d: samples of %d contexts, the tree has %d", id, len(seen), len(depth))
		}
		if want := queryInt(t, `SELECT bytecodes FROM traces WHERE trace_id = ?`, id); bytecodes != want {
			t.Errorf("trace %d: the samples add up to %d bytecodes, the trace executed %d", id, bytecodes, want)
		}
		if want := queryInt(t, `SELECT count(*) FROM calls WHERE trace_id = ?`, id); calls != want {
			t.Errorf("trace %d: the samples add up to %d calls, the trace made %d", id, calls, want)
		}
	}
}

var (
	pprofTotal  = regexp.MustCompile(`(?m)^Showing nodes accounting for \d+, [\d.]+% of (\d+) total$`)
	pprofHeader = regexp.MustCompile(`(?m)^\s+flat\s+flat%\s+sum%\s+cum\s+cum%\n(.*)$`)
)

// TestPprofWithGoTool runs go tool pprof -top on the written file, as a user would, and
// checks its total and its top entry against the database, for both sample types.
func TestPprofWithGoTool(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	tmp := t.TempDir()
	file := filepath.Join(tmp, "demo.pb.gz")
	if err := os.WriteFile(file, exportBytes(t, demoID, export.Pprof), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		index, value string // -sample_index, and the cct_nodes column it shows
	}{{"bytecodes", "bytecodes_self"}, {"calls", "calls"}} {
		cmd := exec.Command(goTool, "tool", "pprof", "-top", "-nodecount=10", "-sample_index="+c.index, file)
		cmd.Env = append(os.Environ(), "PPROF_TMPDIR="+tmp, "PPROF_BINARY_PATH="+tmp)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go tool pprof -top: %v\n%s", err, stderr.String())
		}
		if s := strings.TrimSpace(stderr.String()); s != "" {
			t.Errorf("go tool pprof -top complains: %s", s)
		}
		m := pprofTotal.FindSubmatch(out)
		if m == nil {
			t.Fatalf("no total in go tool pprof's output:\n%s", out)
		}
		total, _ := strconv.ParseInt(string(m[1]), 10, 64)
		if want := queryInt(t, `SELECT sum(`+c.value+`) FROM cct_nodes WHERE trace_id = ?`, demoID); total != want {
			t.Errorf("%s: pprof's total is %d, the database's %d", c.index, total, want)
		}
		h := pprofHeader.FindSubmatch(out)
		if h == nil {
			t.Fatalf("no table in go tool pprof's output:\n%s", out)
		}
		fields := strings.Fields(string(h[1]))
		if len(fields) != 6 {
			t.Fatalf("top entry %q: want flat, flat%%, sum%%, cum, cum%%, name", h[1])
		}
		flat, _ := strconv.ParseInt(fields[0], 10, 64)
		var name string
		var want int64
		err = testDB.QueryRow(`SELECT method, sum(`+c.value+`) AS s FROM cct WHERE trace_id = ?
			GROUP BY method_id, method ORDER BY s DESC, method LIMIT 1`, demoID).Scan(&name, &want)
		if err != nil {
			t.Fatal(err)
		}
		if fields[5] != name || flat != want {
			t.Errorf("%s: pprof's top entry is %s with %d, the database's %s with %d\n%s", c.index, fields[5], flat, name, want, out)
		}
	}
}

var pprofLineRow = regexp.MustCompile(`(?m)^\s+(\d+)\s+[\d.]+%\s+[\d.]+%\s+\d+\s+[\d.]+%\s+(\S+) (\S+):(\d+)$`)

// TestPprofLinesWithGoTool runs go tool pprof -lines and -list on the written file, as a
// user would: the hottest source line must be the database's (bytecodes per method and
// instructions.line), and -list must show Demo.sumAreas' loop line by line.
func TestPprofLinesWithGoTool(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	tmp := t.TempDir()
	file := filepath.Join(tmp, "demo.pb.gz")
	if err := os.WriteFile(file, exportBytes(t, demoID, export.Pprof), 0o644); err != nil {
		t.Fatal(err)
	}
	pprof := func(args ...string) string {
		cmd := exec.Command(goTool, append(append([]string{"tool", "pprof"}, args...), file)...)
		cmd.Env = append(os.Environ(), "PPROF_TMPDIR="+tmp, "PPROF_BINARY_PATH="+tmp)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go tool pprof %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	out := pprof("-lines", "-top", "-nodecount=5", "-sample_index=bytecodes")
	m := pprofLineRow.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no line in go tool pprof -lines' output:\n%s", out)
	}
	var method string
	var line, want int64
	err = testDB.QueryRow(`
		SELECT m.class_name || '.' || m.name AS method, i.line, sum(c.count) AS s
		FROM node_instruction_counts c
		JOIN instructions i ON i.trace_id = c.trace_id AND i.method_id = c.method_id AND i.pc = c.pc
		JOIN methods m ON m.trace_id = c.trace_id AND m.method_id = c.method_id
		WHERE c.trace_id = ? GROUP BY ALL ORDER BY s DESC, method, i.line LIMIT 1`, demoID).Scan(&method, &line, &want)
	if err != nil {
		t.Fatal(err)
	}
	if m[1] != strconv.FormatInt(want, 10) || m[2] != method || m[4] != strconv.FormatInt(line, 10) {
		t.Errorf("pprof -lines' top line is %s at %s:%s with %s bytecodes, the database's %s at line %d with %d\n%s", m[2], m[3], m[4], m[1], method, line, want, out)
	}
	// Line 47 of Demo.java is "sum += shapes[i].area();": its own bytecodes and the calls'.
	out = pprof("-list=Demo.sumAreas", "-source_path="+filepath.Join("..", "testdata", "programs", "Demo"))
	if !regexp.MustCompile(`(?m)^\s+\d+\s+\d+\s+47:\s+sum \+= shapes\[i\]\.area\(\);$`).MatchString(out) {
		t.Errorf("pprof -list Demo.sumAreas shows no values for line 47:\n%s", out)
	}
}
