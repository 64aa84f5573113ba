// Tests of the exports against the database they come from: golden files for the text
// formats, the XML parsed back and compared with cct_nodes, and the pprof profile read by
// go tool pprof itself.

package export_test

import (
	"bytes"
	"context"
	"database/sql"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/export"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/vm"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// The traces of the shared test database, loaded once by TestMain in this order.
const (
	demoID       int32 = 1 // Demo, the JP2 paper's example
	exceptionsID int32 = 2 // ExceptionsDeep: exceptional exits, partial block executions
	threadsID    int32 = 3 // ProducerConsumer with one tree per thread
)

var testDB *sql.DB

func TestMain(m *testing.M) {
	flag.Parse()
	testtrace.Main(m, "crossprof-export-test-", &testDB, setup)
}

// setup traces the test programs and loads them into the test database.
func setup(ctx context.Context, db *sql.DB, tmp string) error {
	for _, p := range []struct {
		name      string
		perThread bool
	}{{"Demo", false}, {"ExceptionsDeep", false}, {"ProducerConsumer", true}} {
		dir := filepath.Join(tmp, p.name+".trace")
		if err := record(p.name, dir); err != nil {
			return err
		}
		if _, err := ingest.Ingest(ctx, db, dir, ingest.Options{PerThread: p.perThread}); err != nil {
			return err
		}
	}
	return nil
}

// record traces a test program into dir, deterministically.
func record(name, dir string) error {
	_, err := testtrace.Record(testtrace.Program(name), name, dir, vm.BlocksDefault, 0)
	return err
}

// exportBytes exports a trace of the test database in format f.
func exportBytes(t *testing.T, id int32, f export.Format) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := export.Write(context.Background(), testDB, id, f, &b); err != nil {
		t.Fatalf("export %s of trace %d: %v", f, id, err)
	}
	return b.Bytes()
}

// golden compares got with testdata/name, or rewrites the file with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./export -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from the export at %s\n(if the change is intended: go test ./export -update)", path, testtrace.LineDiff(string(want), string(got)))
	}
}

func queryInt(t *testing.T, q string, args ...any) int64 {
	t.Helper()
	var n sql.NullInt64
	if err := testDB.QueryRow(q, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n.Int64
}

func TestCollapsed(t *testing.T) {
	for _, id := range []int32{demoID, exceptionsID, threadsID} {
		out := exportBytes(t, id, export.Collapsed)
		lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
		var sum int64
		for i, l := range lines {
			// The count follows the last space: a thread frame has a space of its own.
			sp := strings.LastIndexByte(l, ' ')
			stack, count := l[:max(sp, 0)], l[sp+1:]
			n, err := strconv.ParseInt(count, 10, 64)
			if err != nil || n <= 0 || stack == "" {
				t.Fatalf("trace %d line %d: %q is not 'frame;...;frame count'", id, i+1, l)
			}
			if i > 0 && lines[i-1] >= l {
				t.Errorf("trace %d: lines %d and %d are not sorted or not unique", id, i, i+1)
			}
			if (id == threadsID) != strings.HasPrefix(stack, "thread ") {
				t.Errorf("trace %d line %d: %q: a thread frame comes first exactly in per-thread trees", id, i+1, l)
			}
			sum += n
		}
		if want := queryInt(t, `SELECT bytecodes FROM traces WHERE trace_id = ?`, id); sum != want {
			t.Errorf("trace %d: the stacks add up to %d bytecodes, the trace executed %d", id, sum, want)
		}
		if id == demoID {
			golden(t, "Demo.collapsed", out)
			for _, want := range []string{"Demo.main;Demo.sumAreas;Square.area 12\n", "Demo.main;Demo.sumAreas;Composite.area;Square.area 12\n",
				"Demo.main;Square.<init> 24\n"} {
				if !strings.Contains(string(out), want) {
					t.Errorf("Demo's folded stacks lack %q", want)
				}
			}
		}
	}
}

func TestNoSuchTrace(t *testing.T) {
	for _, f := range export.Formats {
		err := export.Write(context.Background(), testDB, 99, f, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "no trace 99") {
			t.Errorf("%s of trace 99: error %v, want 'no trace 99'", f, err)
		}
	}
	if err := export.Write(context.Background(), testDB, demoID, "svg", io.Discard); err == nil || !strings.Contains(err.Error(), `unknown format "svg"`) {
		t.Errorf("format svg: error %v", err)
	}
}

func TestParseFormat(t *testing.T) {
	for _, f := range export.Formats {
		if g, err := export.ParseFormat(string(f)); g != f || err != nil {
			t.Errorf("ParseFormat(%q) = %q, %v", f, g, err)
		}
	}
	if _, err := export.ParseFormat("xml"); err == nil || !strings.Contains(err.Error(), "pprof, collapsed, jp2-xml") {
		t.Errorf("ParseFormat(xml): %v", err)
	}
	if !export.Pprof.Binary() || export.Collapsed.Binary() || export.JP2XML.Binary() {
		t.Error("only pprof is binary")
	}
}

func TestDecodeDescriptor(t *testing.T) {
	cases := []struct{ desc, params, ret string }{
		{"()V", "", "void"},
		{"([Ljava/lang/String;)V", "java.lang.String[]", "void"},
		{"(IJZBCSFD)I", "int,long,boolean,byte,char,short,float,double", "int"},
		{"([[I[LShape;Ljava/util/Map$Entry;)[[J", "int[][],Shape[],java.util.Map$Entry", "long[][]"},
		{"(Ljava/lang/Object;)Ljava/lang/String;", "java.lang.Object", "java.lang.String"},
	}
	for _, c := range cases {
		params, ret, err := export.DecodeDescriptor(c.desc)
		if err != nil || strings.Join(params, ",") != c.params || ret != c.ret {
			t.Errorf("DecodeDescriptor(%q) = %q, %q, %v; want %q, %q", c.desc, params, ret, err, c.params, c.ret)
		}
	}
	for _, bad := range []string{"", "V", "(", "(I", "(V)V", "()", "()II", "(Ljava/lang/String)V", "(L;)V", "(Q)V", "([V)V", "()[V"} {
		if _, _, err := export.DecodeDescriptor(bad); err == nil {
			t.Errorf("DecodeDescriptor(%q): no error", bad)
		}
	}
}
