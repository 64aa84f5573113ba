// The round trip of the event log: the calls and block counts ingest derives in SQL from the
// order of entries and exits must be what the interpreter itself knew of each invocation
// (vm.Config.RecordCalls), column by column.

package ingest_test

import (
	"database/sql"
	"fmt"
	"slices"
	"testing"

	"github.com/crossprof/crossprof/tracer/vm"
)

// maxKnownCalls bounds the invocations a test keeps; a program making more is compared
// through its calling context tree only.
const maxKnownCalls = 300_000

// interpreterCalls collects the interpreter's records of a run.
type interpreterCalls struct {
	calls    []vm.CallRecord
	counts   [][4]int64 // call, block, count, end pc
	overflow bool
}

func (k *interpreterCalls) add(r *vm.CallRecord, blocks []vm.BlockCount) {
	if len(k.calls) >= maxKnownCalls {
		k.overflow = true
		return
	}
	k.calls = append(k.calls, *r)
	for _, b := range blocks {
		k.counts = append(k.counts, [4]int64{r.Call, int64(b.Block), b.Count, int64(b.EndPC)})
	}
}

// compare checks the trace's calls and block_counts in db against the records.
func (k *interpreterCalls) compare(t *testing.T, name string, db *sql.DB, id int32) {
	t.Helper()
	if k.overflow {
		return
	}
	slices.SortFunc(k.calls, func(a, b vm.CallRecord) int { return int(a.Call - b.Call) })
	rows, err := db.Query(`SELECT thread_id, call_id, coalesce(parent_id, 0), depth, method_id, callsite_pc, callsite_index,
		coalesce(invoke_opcode, -1), seq_enter, coalesce(seq_exit, -1), coalesce(return_opcode, -1), exceptional,
		coalesce(exit_pc, -1), is_native, bytecodes FROM calls WHERE trace_id = ? ORDER BY call_id`, id)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	i, bad := 0, 0
	for rows.Next() {
		var g vm.CallRecord
		if err := rows.Scan(&g.Thread, &g.Call, &g.Parent, &g.Depth, &g.Method, &g.CallsitePC, &g.CallsiteIndex, &g.InvokeOpcode,
			&g.SeqEnter, &g.SeqExit, &g.ReturnOpcode, &g.Exceptional, &g.ExitPC, &g.Native, &g.Bytecodes); err != nil {
			t.Fatal(err)
		}
		if i >= len(k.calls) {
			t.Errorf("%s: ingest derived call %d, the interpreter made %d", name, g.Call, len(k.calls))
			return
		}
		if w := k.calls[i]; g != w {
			if bad++; bad <= 3 {
				t.Errorf("%s: call %d derived as\n  %+v\nthe interpreter knew\n  %+v", name, w.Call, g, w)
			}
		}
		i++
	}
	if i != len(k.calls) {
		t.Errorf("%s: ingest derived %d calls, the interpreter made %d", name, i, len(k.calls))
	}
	if bad > 0 {
		t.Errorf("%s: %d calls differ", name, bad)
	}
	slices.SortFunc(k.counts, func(a, b [4]int64) int { return slices.Compare(a[:], b[:]) })
	var got [][4]int64
	err = forRows(db, `SELECT call_id, block_id, count, coalesce(end_pc, -1) FROM block_counts WHERE trace_id = ? ORDER BY ALL`, id,
		func(r *sql.Rows) error {
			var c [4]int64
			err := r.Scan(&c[0], &c[1], &c[2], &c[3])
			got = append(got, c)
			return err
		})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, k.counts) {
		n := min(len(got), len(k.counts))
		at := 0
		for at < n && got[at] == k.counts[at] {
			at++
		}
		t.Errorf("%s: %d block counts derived, the interpreter had %d; first difference at row %d: %v", name, len(got), len(k.counts), at, rowAt(got, at))
	}
}

func rowAt(rows [][4]int64, i int) string {
	if i < len(rows) {
		return fmt.Sprint(rows[i])
	}
	return "none"
}

func forRows(db *sql.DB, q string, id int32, f func(*sql.Rows) error) error {
	rows, err := db.Query(q, id)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := f(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}
