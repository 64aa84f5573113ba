package trace

import (
	"strings"
	"testing"

	"github.com/crossprof/crossprof/schemas"
)

// Buffers are checked against the schema when a writer is made: a wrong type, a column
// written twice and a column left out each stop it at once.
func TestColumnBindingChecks(t *testing.T) {
	panics := func(want string, f func()) {
		t.Helper()
		defer func() {
			r := recover()
			if r == nil || !strings.Contains(r.(string), want) {
				t.Errorf("got panic %v, want one containing %q", r, want)
			}
		}()
		f()
	}
	tb := schemas.Vectors
	panics("vectors.count is int64 in the schema but written as int32", func() {
		newCol[int32](tb, make([]column, len(tb.Columns)), "count")
	})
	panics("vectors.end_pc is written twice", func() {
		s := newColumnSet(tb)
		newFixed[int32](&s, "end_pc")
		newFixed[int32](&s, "end_pc")
	})
	panics("vectors.count is not written", func() {
		s := newColumnSet(tb)
		newFixed[int32](&s, "method_id")
		newFixed[int32](&s, "vector_id")
		newFixed[int32](&s, "block_id")
		newFixed[int32](&s, "end_pc")
		requireAll(s.t, s.cols)
	})
	panics("is int32 in the schema but written as utf8", func() {
		newStrs(tb, make([]column, len(tb.Columns)), "block_id")
	})
}
