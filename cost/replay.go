// Package cost evaluates cost models: SQL files that turn a trace's calling context tree
// into target cycles (queries/costmodels; jop.sql prices JOP). This file replays JOP's method
// cache over the recorded order of invokes and returns and stores, per context, how many of
// its lookups hit, so that a model's SQL can join them.
package cost

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/crossprof/crossprof/duckraw"
	"github.com/crossprof/crossprof/methodcache"
	"github.com/crossprof/crossprof/queries"
)

// CacheKey names a cache configuration in the cache_replays and cache_stats tables.
func CacheKey(cfg methodcache.Config) string {
	return fmt.Sprintf("%s:%d:%d", cfg.Policy, cfg.Size, cfg.Blocks)
}

// Replay makes sure cache_stats holds the replay of cfg over the trace, running it if it is
// not there yet, and returns its key and whether it ran. Lookups follow the global order of
// entries and exits (the seq columns): an entry looks up the invoked method, an exit to a
// caller looks up the caller's method. Natives have no bytecode to cache and are left out.
//
// layout says how large each method is in the cache: "" or "classfile" for the class file's
// code_length, or the name of a layout script queries/build/layout-NAME.sql (jop: as JOP's
// build lays the code out). Either way the connection is left with the temp table
// code_layout(method_id, code_length) that the replay used, for the model to read. The
// caller runs it in a transaction, which it commits with the cost run. The layout's tables
// come from cache when it has them (nil: no cache). rep (nil for none) hears of the calls
// read, the invocations replayed and the contexts stored.
func Replay(ctx context.Context, conn *sql.Conn, traceID int32, cfg methodcache.Config, layout string, cache *stmtCache, rep *reporter) (key string, ran bool, err error) {
	if err := cfg.Validate(); err != nil {
		return "", false, err
	}
	if err := prepareLayout(ctx, conn, traceID, layout, cache); err != nil {
		return "", false, err
	}
	key = CacheKey(cfg)
	if layout != "" && layout != "classfile" {
		key += ":" + layout
	}
	var done int
	err = conn.QueryRowContext(ctx, `SELECT count(*) FROM cache_replays WHERE trace_id = ? AND cache_key = ?`, traceID, key).Scan(&done)
	if err != nil || done > 0 {
		return key, false, err
	}
	start := time.Now()
	rep.step(replaying+": reading the calling context tree", 0, 0, "")
	// The contexts: each one's method and its parent context's method.
	nodes, err := duckraw.ReadInts(conn, fmt.Sprintf(`
		SELECT n.node_id::BIGINT, n.method_id::BIGINT, coalesce(p.method_id, -1)::BIGINT
		FROM cct_nodes n LEFT JOIN cct_nodes p ON p.trace_id = n.trace_id AND p.node_id = n.parent_id
		WHERE n.trace_id = %d`, traceID))
	if err != nil {
		return "", false, err
	}
	maxNode := int64(0)
	for _, id := range nodes[0] {
		maxNode = max(maxNode, id)
	}
	method := make([]int32, maxNode+1)
	parentMethod := make([]int32, maxNode+1)
	for i, id := range nodes[0] {
		method[id], parentMethod[id] = int32(nodes[1][i]), int32(nodes[2][i])
	}
	sizes, err := duckraw.ReadInts(conn, fmt.Sprintf(`SELECT method_id::BIGINT, code_length::BIGINT FROM code_layout`))
	if err != nil {
		return "", false, err
	}
	var maxMethod int64
	for _, id := range sizes[0] {
		maxMethod = max(maxMethod, id)
	}
	bytes := make([]int32, maxMethod+1)
	for i, id := range sizes[0] {
		bytes[id] = int32(sizes[1][i])
	}
	for i, id := range nodes[0] {
		if m := nodes[1][i]; m < 0 || m > maxMethod {
			return "", false, fmt.Errorf("trace %d: context %d runs method %d, which is not in the methods table", traceID, id, m)
		}
	}
	tRead := time.Now()
	// One plain scan of the invocations, streamed chunk by chunk: each carries its context,
	// and sequence numbers are dense over entries and exits, so each event goes straight to
	// its place in the order (+node for an entry, -node for an exit to a caller). Natives
	// run no bytecodes and take no method cache lookups.
	native := make([]bool, maxNode+1)
	nat, err := duckraw.ReadInts(conn, fmt.Sprintf(`
		SELECT n.node_id::BIGINT FROM cct_nodes n JOIN methods m ON m.trace_id = n.trace_id AND m.method_id = n.method_id
		WHERE n.trace_id = %d AND m.is_native`, traceID))
	if err != nil {
		return "", false, err
	}
	if len(nat) > 0 { // no columns when no rows
		for _, id := range nat[0] {
			native[id] = true
		}
	}
	var maxSeq, calls int64
	err = conn.QueryRowContext(ctx, `SELECT coalesce(max(greatest(seq_enter, coalesce(seq_exit, 0))), 0), count(*)
		FROM invocations WHERE trace_id = ?`, traceID).Scan(&maxSeq, &calls)
	if err != nil {
		return "", false, err
	}
	events := make([]int32, maxSeq+1)
	var ncalls, bytecodeCalls int64
	err = duckraw.ScanInts(conn, fmt.Sprintf(`SELECT node_id::BIGINT, seq_enter, coalesce(seq_exit, -1) FROM invocations WHERE trace_id = %d`, traceID), func(cols [][]int64) error {
		for i, node := range cols[0] {
			if node < 1 || node > maxNode || cols[1][i] < 0 || cols[1][i] > maxSeq || cols[2][i] > maxSeq {
				return fmt.Errorf("invocations: an invocation in context %d has sequence numbers out of range", node)
			}
			if native[node] {
				continue
			}
			bytecodeCalls++
			events[cols[1][i]] = int32(node)
			if exit := cols[2][i]; exit >= 0 && parentMethod[node] >= 0 {
				events[exit] = -int32(node)
			}
		}
		ncalls += int64(len(cols[0]))
		rep.count(readingCalls, ncalls, calls, "calls")
		return ctx.Err()
	})
	if err != nil {
		return "", false, err
	}
	debugf("replay: reading %d calls: %.3f s", ncalls, time.Since(tRead).Seconds())
	tSim := time.Now()
	mc, err := methodcache.New(cfg, bytes)
	if err != nil {
		return "", false, err
	}
	stats := make([][4]int64, maxNode+1) // invoke hits, misses, return hits, misses
	var lookups, misses, invocations int64
	for i, e := range events {
		if i&(1<<16-1) == 0 {
			rep.count(replaying, invocations, bytecodeCalls, "invocations")
		}
		switch {
		case e > 0:
			invocations++
			if mc.Access(method[e]) {
				stats[e][0]++
			} else {
				stats[e][1]++
				misses++
			}
			lookups++
		case e < 0:
			if mc.Access(parentMethod[-e]) {
				stats[-e][2]++
			} else {
				stats[-e][3]++
				misses++
			}
			lookups++
		}
	}
	debugf("replay: %d lookups: %.3f s", lookups, time.Since(tSim).Seconds())
	if err := ctx.Err(); err != nil {
		return "", false, err
	}
	tStore := time.Now()
	defer func() { debugf("replay: storing: %.3f s", time.Since(tStore).Seconds()) }()
	// The caller's transaction (see Run) makes the stored replay all or nothing.
	tx := conn
	// One INSERT per thousand contexts: row-at-a-time inserts took seconds.
	const per = 1000
	for lo := 0; lo < len(nodes[0]); lo += per {
		rep.count(storingReplay, int64(lo), int64(len(nodes[0])), "contexts")
		var b strings.Builder
		b.WriteString("INSERT INTO cache_stats VALUES ")
		for i, id := range nodes[0][lo:min(lo+per, len(nodes[0]))] {
			if i > 0 {
				b.WriteString(", ")
			}
			st := stats[id]
			fmt.Fprintf(&b, "(%d, '%s', %d, %d, %d, %d, %d)", traceID, key, id, st[0], st[1], st[2], st[3])
		}
		if _, err := tx.ExecContext(ctx, b.String()); err != nil {
			return "", false, err
		}
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO cache_replays VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		traceID, key, cfg.Size, cfg.Blocks, string(cfg.Policy), lookups, misses, time.Since(start).Seconds())
	if err != nil {
		return "", false, err
	}
	return key, true, nil
}

// The replay's phases, as Progress names them.
const (
	readingCalls  = "replaying the method cache: reading calls"
	replaying     = "replaying the method cache"
	storingReplay = "replaying the method cache: storing its counts"
)

// prepareLayout makes the temp table code_layout of the trace's method sizes under layout,
// and the layout script's other tables, from cache when it has them (nil: no cache).
func prepareLayout(ctx context.Context, conn *sql.Conn, traceID int32, layout string, cache *stmtCache) error {
	if layout == "" || layout == "classfile" {
		return cache.exec(ctx, conn, "", "code_layout", func() error {
			_, err := conn.ExecContext(ctx, fmt.Sprintf(`CREATE OR REPLACE TEMP TABLE code_layout AS
				SELECT method_id, code_length FROM methods WHERE trace_id = %d`, traceID))
			return err
		})
	}
	script, ok := queries.BuildScript("layout-" + layout)
	if !ok {
		return fmt.Errorf("no code layout %q (known: classfile, jop)", layout)
	}
	if _, err := conn.ExecContext(ctx, fmt.Sprintf(`SET VARIABLE trace_id = %d`, traceID)); err != nil {
		return err
	}
	what := "code layout " + layout + ": queries/build/layout-" + layout + ".sql"
	plan := analyze(queries.Statements(script))
	keys := cache.keys(plan, func(string) bool { return false })
	for i, s := range plan.stmts {
		run := func() error { return queries.Exec(ctx, conn, what, []string{s.text}) }
		if err := cache.exec(ctx, conn, keys[i], s.defines, run); err != nil {
			return err
		}
	}
	return nil
}

// debugTimer returns a function that, with CROSSPROF_DEBUG set, tells how long the step it
// names took since the last call (or since debugTimer).
func debugTimer(what string) func(step string) {
	last := time.Now()
	return func(step string) {
		now := time.Now()
		debugf("%s: %s: %.3f s", what, step, now.Sub(last).Seconds())
		last = now
	}
}

func debugf(format string, args ...any) {
	if os.Getenv("CROSSPROF_DEBUG") != "" {
		fmt.Fprintf(os.Stderr, "crossprof: "+format+"\n", args...)
	}
}
