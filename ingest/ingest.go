// This file loads one trace directory: every table in one transaction, then the integrity
// checks and the calling context tree.

package ingest

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/crossprof/crossprof/duckraw"
	"github.com/crossprof/crossprof/queries"
	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
)

// Options control Ingest.
type Options struct {
	// Replace loads a trace again that the database already holds, under its old id.
	Replace bool
	// AllowIncomplete loads a trace whose run did not end by itself (timeout, instruction
	// limit, Ctrl-C) or whose tracer died; it is marked incomplete in the traces table.
	AllowIncomplete bool
	// PerThread builds one calling context tree per thread instead of merging them.
	PerThread bool
	// Progress, if set, is told of each step as it starts (for a progress line).
	Progress func(step string)
	// Count, if set, is told how far the current step is: rows loaded of the manifest's
	// total while loading (total 0 when the tracer died and left no total), statements run
	// of the tree build's script while building. It is called from Ingest's goroutine.
	Count func(done, total int64, unit string)
}

// Result describes a loaded trace.
type Result struct {
	TraceID   int32
	Name      string
	Replaced  bool
	Complete  bool
	Bytecodes int64            // executed bytecodes (the tracer's counter)
	Rows      map[string]int64 // rows loaded per trace table
	Calls     int64            // invocations derived from the events
	Nodes     int64            // calling contexts
	Load      time.Duration    // reading and appending the tables
	CCT       time.Duration    // building the calling context tree and checking it
}

// TotalRows is the number of rows loaded into all trace tables.
func (r *Result) TotalRows() int64 {
	var n int64
	for _, v := range r.Rows {
		n += v
	}
	return n
}

// Ingest loads the trace directory dir into db. The tables are appended in one transaction
// and the calling context tree is built and checked in a second (DuckDB scans committed
// data several times faster than a transaction's own appended rows). Until the second
// commits, the trace's row in the traces table says "loading"; if anything fails, the trace
// is deleted again, and Open deletes traces a killed ingest left "loading". So after an
// error the database holds nothing of the trace.
func Ingest(ctx context.Context, db *sql.DB, dir string, opts Options) (*Result, error) {
	man, manifestText, fingerprint, err := readManifest(dir)
	if err != nil {
		return nil, err
	}
	if err := man.Validate(manifestText); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, trace.ManifestFile), err)
	}
	died := man.Ended == "running" // the tracer was killed: the manifest's counters are stale
	if err := trace.VerifyFiles(dir); err != nil && !(died && errors.Is(err, io.ErrUnexpectedEOF)) {
		return nil, err
	}
	if !man.Complete && !opts.AllowIncomplete {
		why := man.Ended
		if died {
			why = "the tracer was killed before it finished"
		} else if man.Message != "" {
			why += ": " + man.Message
		}
		return nil, fmt.Errorf("trace %s is incomplete (%s); load it anyway with --allow-incomplete", dir, why)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	res := &Result{Name: traceName(abs), Complete: man.Complete, Bytecodes: int64(man.Bytecodes), Rows: map[string]int64{}}
	loaded := false
	err = duckraw.InTx(ctx, conn, func() error {
		var old sql.NullInt32
		var oldName string
		err := conn.QueryRowContext(ctx, `SELECT trace_id, name FROM traces WHERE fingerprint = ?`, fingerprint).Scan(&old, &oldName)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if old.Valid {
			if !opts.Replace {
				return fmt.Errorf("trace %s is already loaded as trace %d (%s); use --replace to load it again", dir, old.Int32, oldName)
			}
			res.TraceID, res.Replaced = old.Int32, true
			if err := deleteTrace(ctx, conn, res.TraceID); err != nil {
				return err
			}
		} else if err := conn.QueryRowContext(ctx, `SELECT coalesce(max(trace_id), 0) + 1 FROM traces`).Scan(&res.TraceID); err != nil {
			return err
		}
		start := time.Now()
		opts.progress("loading " + dir) // Count tells the rows
		if err := loadTables(ctx, conn, dir, man, res, died, opts.PerThread, opts.count); err != nil {
			return err
		}
		res.Load = time.Since(start)
		threads := "merged"
		if opts.PerThread {
			threads = "per-thread"
		}
		args := man.Args
		if args == nil {
			args = []string{}
		}
		_, err = conn.ExecContext(ctx, `INSERT INTO traces VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), 'loading')`,
			res.TraceID, res.Name, abs, man.MainClass, args, man.BlockAnalysis, man.Complete, man.Ended,
			man.ExitStatus, int64(man.Bytecodes), int64(man.Invocations), man.Start, man.WallSeconds, threads,
			fingerprint, string(manifestText))
		loaded = err == nil
		return err
	})
	if err == nil {
		start := time.Now()
		opts.progress("building the calling context tree of " + dir)
		err = duckraw.InTx(ctx, conn, func() error {
			if err := buildCCT(ctx, conn, res.TraceID, opts.PerThread, opts.count); err != nil {
				return fmt.Errorf("building the calling context tree of %s: %w", dir, err)
			}
			if err := check(ctx, conn, dir, man, res, died); err != nil {
				return err
			}
			_, err := conn.ExecContext(ctx, `UPDATE traces SET status = 'ready' WHERE trace_id = ?`, res.TraceID)
			return err
		})
		res.CCT = time.Since(start)
	}
	if err != nil {
		if loaded {
			// Deleting must not be cut short by the cancellation that may have caused the error.
			bg := context.WithoutCancel(ctx)
			if derr := duckraw.InTx(bg, conn, func() error { return deleteTrace(bg, conn, res.TraceID) }); derr != nil {
				err = errors.Join(err, fmt.Errorf("removing the half-loaded trace %d: %w (the next ingest removes it)", res.TraceID, derr))
			}
		}
		return nil, err
	}
	// Write the trace into the database file now rather than leaving it in the write-ahead
	// log: a later cost run disables external access, and the file is then complete for
	// whoever opens it next.
	if _, err := conn.ExecContext(ctx, "CHECKPOINT"); err != nil {
		return nil, fmt.Errorf("checkpointing the database: %w", err)
	}
	return res, nil
}

func (o Options) progress(step string) {
	if o.Progress != nil {
		o.Progress(step)
	}
}

func (o Options) count(done, total int64, unit string) {
	if o.Count != nil {
		o.Count(done, total, unit)
	}
}

// derivedTables are the tables ingest derives from a trace's tables: invocations (derive.go) and
// the tree (queries/build/cct.sql).
var derivedTables = []string{"invocations", "cct_nodes", "cct_blocks"}

// deleteTrace deletes every row of a trace, its cost runs and cache replays included.
func deleteTrace(ctx context.Context, conn *sql.Conn, id int32) error {
	if _, err := conn.ExecContext(ctx, `DELETE FROM node_cost WHERE run_id IN (SELECT run_id FROM cost_runs WHERE trace_id = ?)`, id); err != nil {
		return err
	}
	for _, t := range append(append(traceTables(), derivedTables...), "cost_runs", "cache_stats", "cache_replays", "traces") {
		if _, err := conn.ExecContext(ctx, fmt.Sprintf(`DELETE FROM %s WHERE trace_id = ?`, t), id); err != nil {
			return err
		}
	}
	return nil
}

// CheckTrace reports whether dir looks like a trace this crossprof can load (a directory with
// a manifest of the current format), so that a command can refuse a wrong argument before it
// creates a database.
func CheckTrace(dir string) error {
	_, _, _, err := readManifest(dir)
	return err
}

// readManifest reads dir's manifest, its text and its fingerprint (the SHA-256 of the file).
func readManifest(dir string) (*trace.Manifest, []byte, string, error) {
	if fi, err := os.Stat(dir); err != nil {
		return nil, nil, "", fmt.Errorf("trace %s: %w", dir, errors.Unwrap(err))
	} else if !fi.IsDir() {
		return nil, nil, "", fmt.Errorf("%s is not a trace directory", dir)
	}
	man, data, err := trace.ReadManifestText(dir)
	if err != nil {
		return nil, nil, "", err
	}
	sum := sha256.Sum256(data)
	return man, data, hex.EncodeToString(sum[:]), nil
}

func traceName(abs string) string {
	return strings.TrimSuffix(filepath.Base(abs), ".trace")
}

func traceTables() []string {
	var names []string
	for _, t := range schemas.All {
		if t == schemas.Events {
			continue
		}
		names = append(names, t.Name)
	}
	return names
}

// loadTables appends every table of the trace. A table cut short is an error unless the
// tracer died, in which case every complete batch is kept.
func loadTables(ctx context.Context, conn *sql.Conn, dir string, man *trace.Manifest, res *Result, died, perThread bool, count func(done, total int64, unit string)) error {
	raw, err := duckraw.Connection(conn)
	if err != nil {
		return err
	}
	mode, err := man.Blocks()
	if err != nil {
		return fmt.Errorf("%s: %w", filepath.Join(dir, trace.ManifestFile), err)
	}
	stop := make(chan struct{})
	val := newValidator(dir, died, int64(man.Invocations), perThread)
	batches := readAhead(dir, mode, stop, val)
	defer func() {
		close(stop)
		for b := range batches {
			if b.rec != nil {
				b.rec.Release()
			}
		}
	}()
	var total, before int64 // all rows, and those of the tables already loaded
	if !died {
		for _, n := range man.Rows {
			total += n
		}
	}
	for _, t := range schemas.All {
		var a tableSink
		if t == schemas.Events {
			a, err = newEventSink(raw, res.TraceID)
		} else {
			a, err = newChunkAppender(raw, t, res.TraceID)
		}
		if err != nil {
			return err
		}
		for b := range batches {
			if b.rec == nil && b.calls == nil {
				err = b.err
				break
			}
			if err == nil {
				if err = ctx.Err(); err == nil {
					err = a.add(b)
				}
			}
			if b.rec != nil {
				b.rec.Release()
			}
			if err != nil {
				break
			}
			if !t.Derived { // the manifest's total counts the trace's rows
				count(before+a.read(), total, "rows")
			}
		}
		if died && errors.Is(err, io.ErrUnexpectedEOF) {
			err = nil
		}
		if cerr := a.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		res.Rows[t.Name] = a.read()
		if !t.Derived {
			before += a.read()
		}
		if want := man.Rows[t.Name]; !died && !t.Derived && want != a.read() {
			return fmt.Errorf("trace %s: table %s has %d rows, the manifest says %d", dir, t.Name, a.read(), want)
		}
	}
	// The calling contexts the invocations ran in, for queries/build/cct.sql.
	if _, err := conn.ExecContext(ctx, contextTable); err != nil {
		return err
	}
	a, err := newRowAppender(raw, "temp.cct_contexts", res.TraceID, contextColumns)
	if err != nil {
		return err
	}
	err = a.appendContexts(&val.ctxRows)
	if cerr := a.Close(); err == nil {
		err = cerr
	}
	return err
}

// buildCCT runs queries/build/cct.sql statement by statement, telling count of each, then
// numbers the tree (one step more).
func buildCCT(ctx context.Context, conn *sql.Conn, id int32, perThread bool, count func(done, total int64, unit string)) error {
	vars := fmt.Sprintf("SET VARIABLE trace_id = %d; SET VARIABLE per_thread = %t;", id, perThread)
	if _, err := conn.ExecContext(ctx, vars); err != nil {
		return err
	}
	all := queries.Statements(queries.Build("cct"))
	steps := int64(len(all) + 1)
	for i, st := range all {
		count(int64(i+1), steps, "steps")
		if err := queries.ExecOne(ctx, conn, "queries/build/cct.sql", i+1, st, st); err != nil {
			return err
		}
	}
	count(steps, steps, "steps")
	return numberTree(ctx, conn, id)
}

// check verifies the tree against the calls and the manifest: each context's inclusive
// bytecodes (its calls' sums over their callees) equal the self bytecodes of its subtree
// (from the block counts), and the executed bytecodes add up to the tracer's counter.
func check(ctx context.Context, conn *sql.Conn, dir string, man *trace.Manifest, res *Result, died bool) error {
	id := res.TraceID
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM cct_nodes WHERE trace_id = ?`, id).Scan(&res.Nodes); err != nil {
		return err
	}
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM invocations WHERE trace_id = ?`, id).Scan(&res.Calls); err != nil {
		return err
	}
	var bad int64
	var first sql.NullInt32
	err := conn.QueryRowContext(ctx, `
		SELECT count(*), min(n.node_id) FROM cct_nodes n
		LEFT JOIN (SELECT parent_id, sum(bytecodes_inclusive) AS s FROM cct_nodes WHERE trace_id = $1 GROUP BY parent_id) k
		  ON k.parent_id = n.node_id
		WHERE n.trace_id = $1 AND n.bytecodes_inclusive <> n.bytecodes_self + coalesce(k.s, 0)`, id).Scan(&bad, &first)
	if err != nil {
		return err
	}
	if bad > 0 {
		return fmt.Errorf("trace %s: in %d calling contexts (the first is node %d) the calls' bytecodes (calls.bytecodes) disagree with the block counts", dir, bad, first.Int32)
	}
	if died {
		return nil // the tracer's counter went on past the last batch written
	}
	var executed sql.NullInt64
	if err := conn.QueryRowContext(ctx, `SELECT sum(bytecodes_self) FROM cct_nodes WHERE trace_id = ?`, id).Scan(&executed); err != nil {
		return err
	}
	if uint64(executed.Int64) != man.Bytecodes {
		return fmt.Errorf("trace %s: the block counts of the calls add up to %d executed bytecodes, the tracer counted %d (a vector or an event is missing or extra)", dir, executed.Int64, man.Bytecodes)
	}
	return nil
}
