// This file holds what a cost run tells a progress line while it goes on: DuckDB's own
// query progress (duckdb_query_progress) stays at 0 rows under duckdb-go's execution, so a
// run reports its own steps: the method cache replay by calls read, invocations replayed
// and contexts stored, the model by statement, and an exploration by variant.

package cost

import "time"

// Progress is one report of a cost run's progress.
type Progress struct {
	// Phase is what the run is doing: "replaying the method cache (reading calls)", "running
	// the model", ...
	Phase string
	// Done and Total count the phase's Unit ("invocations", "statements"); Total is 0 when
	// the phase is not counted.
	Done, Total int64
	Unit        string
	// Variant, Run and Runs are set by Explore: the variant being costed and its run's
	// position (1-based) among the exploration's runs (variants times traces). Runs is 0
	// outside an exploration.
	Variant   string
	Run, Runs int
	// Trace is the trace being costed.
	Trace int32
}

// reporter sends a run's reports to Options.Progress: every step, and the counts of a tight
// loop (the replay) at most every reportEvery so that it can report cheaply.
type reporter struct {
	fn    func(Progress)
	base  Progress // Variant, Run, Runs and Trace
	last  time.Time
	phase string
}

// reportEvery spaces the reports within a phase; a new phase is always reported.
const reportEvery = 50 * time.Millisecond

func newReporter(fn func(Progress), base Progress) *reporter {
	return &reporter{fn: fn, base: base}
}

// step tells that the run is at step done of total in phase; it is a no-op without a
// callback (r may be nil).
func (r *reporter) step(phase string, done, total int64, unit string) {
	if r == nil || r.fn == nil {
		return
	}
	r.send(time.Now(), phase, done, total, unit)
}

// count tells how far a loop in phase is, unless it told so less than reportEvery ago.
func (r *reporter) count(phase string, done, total int64, unit string) {
	if r == nil || r.fn == nil {
		return
	}
	now := time.Now()
	if phase == r.phase && now.Sub(r.last) < reportEvery && done < total {
		return
	}
	r.send(now, phase, done, total, unit)
}

func (r *reporter) send(now time.Time, phase string, done, total int64, unit string) {
	r.phase, r.last = phase, now
	p := r.base
	p.Phase, p.Done, p.Total, p.Unit = phase, done, total, unit
	r.fn(p)
}
