// The routine cycles of the bytecodes JOP implements in Java, measured with the jop model itself.

package cost_test

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/cost"
)

// jopSoftwareRow is a row of jop.sql's jop_software table.
type jopSoftwareRow struct {
	routine    int64
	derivation string
}

// jopSoftware reads the jop_software rows from the model's SQL text.
func jopSoftware(t *testing.T, model *cost.Model) map[string]jopSoftwareRow {
	t.Helper()
	start := strings.Index(model.SQL, "CREATE OR REPLACE TEMP TABLE jop_software")
	if start < 0 {
		t.Fatal("jop.sql has no jop_software table")
	}
	block := model.SQL[start:]
	block = block[:strings.Index(block, ";\n")]
	rows := map[string]jopSoftwareRow{}
	re := regexp.MustCompile(`\('([a-z0-9_]+)', (\d+), '((?:[^']|'')*)'\)`)
	for _, m := range re.FindAllStringSubmatch(block, -1) {
		n, _ := strconv.ParseInt(m[2], 10, 64)
		rows[m[1]] = jopSoftwareRow{n, strings.ReplaceAll(m[3], "''", "'")}
	}
	if len(rows) < 40 {
		t.Fatalf("read %d jop_software rows from jop.sql; the format changed?", len(rows))
	}
	return rows
}

// routinesDB traces testdata/jop-routines/JopRoutines (which checks every routine's results
// against the JVM's own bytecodes and prints "ok") and loads the trace into a new database.
func routinesDB(t *testing.T) *sql.DB {
	t.Helper()
	db, out := tracedDB(t, "../testdata/jop-routines", "JopRoutines")
	if out != "ok\n" {
		t.Fatalf("JopRoutines printed %q, want \"ok\"", out)
	}
	return db
}

// TestJOPSoftwareRoutines measures the routines of the bytecodes JOP implements in Java and
// checks jop.sql's jop_software figures against the measurement.
//
// testdata/jop-routines/JopRoutines.java implements them in Java with microcoded bytecodes
// only, and its main calls each routine, from its own call site, on a few representative
// operands. The trace is costed with the jop model at r=1, w=2, every method cache lookup a
// hit (the model prices a software bytecode at a hit too). A routine's figure is the
// inclusive cycles of its calling context under main divided by its calls, rounded: its
// bytecodes, the invokes and returns of the helpers it calls, and its own return, which JOP
// executes as an ordinary bytecode. Not counted: main's invoke of the routine, whose place on
// JOP is taken by the software call (soft_call: sys_noim, an invoke that hides [b - 37]).
//
// Every jop_software row whose routine is in JopRoutines must say "measured: JopRoutines.<name>"
// with the number of calls, and hold the measured figure; every other row must say that it is
// an estimate or that JopSim measured JOP's own routine ("measured: JopSim of JOP d826db9e").
// lcmp is no such row: JOP d826db9e microcodes it (85 cycles).
// Rows measured on JOP's own routines ("measured: JOP d826db9e's JVM.f_<name> traced with
// crossprof --target-lib", testdata/jop-routines/JopLibOps.java) are not re-measured here: that
// needs a compiled JOP library, which the project does not hold.
func TestJOPSoftwareRoutines(t *testing.T) {
	db := routinesDB(t)
	model, err := cost.LoadModel("jop")
	if err != nil {
		t.Fatal(err)
	}
	software := jopSoftware(t, model)
	res, err := cost.Run(context.Background(), db, 1, model, cost.Options{Set: map[string]string{"r": "1", "w": "2", "cache_policy": "always-hit"}})
	if err != nil {
		t.Fatal(err)
	}

	// The routines' contexts: JopRoutines methods called from main that are jop_software rows.
	rows, err := db.Query(`SELECT n.node_id, n.method_name, n.calls, c.inclusive_cycles
		FROM cct n JOIN cct p ON p.trace_id = n.trace_id AND p.node_id = n.parent_id
		JOIN node_cost c ON c.run_id = ? AND c.node_id = n.node_id
		WHERE n.trace_id = 1 AND p.method = 'JopRoutines.main' AND n.class_name = 'JopRoutines'
		ORDER BY n.node_id`, res.RunID)
	if err != nil {
		t.Fatal(err)
	}
	type measured struct {
		node          int64
		calls, cycles int64
	}
	routines := map[string]measured{}
	for rows.Next() {
		var name string
		var m measured
		if err := rows.Scan(&m.node, &name, &m.calls, &m.cycles); err != nil {
			t.Fatal(err)
		}
		if _, ok := software[name]; !ok {
			continue // expect, fb, db: the check of the results
		}
		if _, dup := routines[name]; dup {
			t.Errorf("JopRoutines.%s has more than one calling context under main", name)
		}
		routines[name] = m
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	rows.Close()
	for _, must := range []string{"idiv", "irem", "ldiv", "lrem", "lmul", "i2b", "i2s", "fadd", "fsub", "fmul", "fdiv", "i2f", "f2i", "fcmpl", "fcmpg"} {
		if _, ok := routines[must]; !ok {
			t.Errorf("JopRoutines.%s was not called from main", must)
		}
	}

	// The routines and the helpers they call run only microcoded bytecodes.
	nodes := make([]string, 0, len(routines))
	for _, m := range routines {
		nodes = append(nodes, strconv.FormatInt(m.node, 10))
	}
	rows, err = db.Query(`WITH RECURSIVE below(root, node_id) AS (
			SELECT node_id, node_id FROM cct_nodes WHERE trace_id = 1 AND node_id IN (` + strings.Join(nodes, ",") + `)
			UNION ALL
			SELECT b.root, c.node_id FROM cct_nodes c JOIN below b ON c.trace_id = 1 AND c.parent_id = b.node_id)
		SELECT r.method_name, n.method, x.mnemonic, sum(x.count)::BIGINT
		FROM below b JOIN cct r ON r.trace_id = 1 AND r.node_id = b.root
		JOIN cct n ON n.trace_id = 1 AND n.node_id = b.node_id
		JOIN node_instruction_counts x ON x.trace_id = 1 AND x.node_id = b.node_id
		GROUP BY ALL`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var routine, method, mnemonic string
		var count int64
		if err := rows.Scan(&routine, &method, &mnemonic, &count); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(method, "JopRoutines.") {
			t.Errorf("JopRoutines.%s calls %s", routine, method)
		}
		if _, soft := software[mnemonic]; soft {
			t.Errorf("JopRoutines.%s executes %s %d times in %s, a bytecode JOP implements in software", routine, mnemonic, count, method)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	rows.Close()

	// jop.sql against the measurement.
	var names []string
	for name := range software {
		names = append(names, name)
	}
	sort.Strings(names)
	var table strings.Builder
	for _, name := range names {
		row := software[name]
		m, ok := routines[name]
		// JOP's own routine, measured with a JOP library (testdata/jop-routines/JopLibOps.java),
		// replaces the stand-in: JopRoutines no longer decides the figure.
		if strings.HasPrefix(row.derivation, "measured: JOP d826db9e's JVM.f_"+name+" traced with crossprof --target-lib") {
			continue
		}
		if !ok {
			// JOP's own routines that need its memory are measured on JopSim instead.
			if !strings.Contains(row.derivation, "estimate") && !strings.HasPrefix(row.derivation, "measured: JopSim of JOP d826db9e") {
				t.Errorf("jop_software %s: not measured, but its derivation %q says neither that it is an estimate nor that JopSim measured it", name, row.derivation)
			}
			continue
		}
		mean := int64(math.Round(float64(m.cycles) / float64(m.calls)))
		fmt.Fprintf(&table, "\n  %-14s %3d calls  %7d cycles  mean %6d  jop.sql %6d", name, m.calls, m.cycles, mean, row.routine)
		if row.routine != mean {
			t.Errorf("jop_software %s: routine %d in jop.sql, measured %d (JopRoutines.%s, %d cycles in %d calls)", name, row.routine, mean, name, m.cycles, m.calls)
		}
		prefix := "measured: JopRoutines." + name + " traced and costed with this model (r=1), mean of " + strconv.FormatInt(m.calls, 10) + " call"
		if !strings.HasPrefix(row.derivation, prefix) {
			t.Errorf("jop_software %s: derivation %q; want it to begin %q", name, row.derivation, prefix)
		}
	}
	t.Logf("routine cycles (inclusive, always-hit, r=1, w=2):%s", table.String())
}
