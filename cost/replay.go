// Package cost evaluates cost models: SQL files that turn a trace's calling context tree
// into target cycles (queries/costmodels; jop.sql prices JOP). This file replays JOP's method
// cache over the recorded order of invokes and returns and stores, per context, how many of
// its lookups hit, so that a model's SQL can join them.
package cost

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/crossprof/crossprof/duckraw"
	"github.com/crossprof/crossprof/methodcache"
)

// CacheKey names a cache configuration in the cache_replays and cache_stats tables.
func CacheKey(cfg methodcache.Config) string {
	return fmt.Sprintf("%s:%d:%d", cfg.Policy, cfg.Size, cfg.Blocks)
}

// Replay makes sure cache_stats holds the replay of cfg over the trace, running it if it is
// not there yet, and returns its key. Lookups follow the global order of entries and exits
// (the seq columns): an entry looks up the invoked method, an exit to a caller looks up the
// caller's method. Natives have no bytecode to cache and are left out.
func Replay(ctx context.Context, conn *sql.Conn, traceID int32, cfg methodcache.Config) (string, error) {
	if err := cfg.Validate(); err != nil {
		return "", err
	}
	key := CacheKey(cfg)
	var done int
	err := conn.QueryRowContext(ctx, `SELECT count(*) FROM cache_replays WHERE trace_id = ? AND cache_key = ?`, traceID, key).Scan(&done)
	if err != nil || done > 0 {
		return key, err
	}
	start := time.Now()
	// The contexts: each one's method and its parent context's method.
	nodes, err := duckraw.ReadInts(conn, fmt.Sprintf(`
		SELECT n.node_id::BIGINT, n.method_id::BIGINT, coalesce(p.method_id, -1)::BIGINT
		FROM cct_nodes n LEFT JOIN cct_nodes p ON p.trace_id = n.trace_id AND p.node_id = n.parent_id
		WHERE n.trace_id = %d`, traceID))
	if err != nil {
		return "", err
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
	sizes, err := duckraw.ReadInts(conn, fmt.Sprintf(`SELECT method_id::BIGINT, code_length::BIGINT FROM methods WHERE trace_id = %d`, traceID))
	if err != nil {
		return "", err
	}
	var maxMethod int64
	for _, id := range sizes[0] {
		maxMethod = max(maxMethod, id)
	}
	bytes := make([]int32, maxMethod+1)
	for i, id := range sizes[0] {
		bytes[id] = int32(sizes[1][i])
	}
	calls, err := duckraw.ReadInts(conn, fmt.Sprintf(`
		SELECT cn.node_id::BIGINT, c.seq_enter, coalesce(c.seq_exit, -1)
		FROM calls c JOIN call_nodes cn ON cn.trace_id = c.trace_id AND cn.call_id = c.call_id
		WHERE c.trace_id = %d AND NOT c.is_native`, traceID))
	if err != nil {
		return "", err
	}
	// Sequence numbers are dense over entries and exits, so the events can be put in order by
	// placing them at their number: +node for an entry, -node for an exit to a caller.
	var maxSeq int64
	for i := range calls[0] {
		maxSeq = max(maxSeq, calls[1][i], calls[2][i])
	}
	events := make([]int32, maxSeq+1)
	for i, node := range calls[0] {
		events[calls[1][i]] = int32(node)
		if exit := calls[2][i]; exit >= 0 && parentMethod[node] >= 0 {
			events[exit] = -int32(node)
		}
	}
	cache, err := methodcache.New(cfg, bytes)
	if err != nil {
		return "", err
	}
	stats := make([][4]int64, maxNode+1) // invoke hits, misses, return hits, misses
	var lookups, misses int64
	for _, e := range events {
		switch {
		case e > 0:
			if cache.Access(method[e]) {
				stats[e][0]++
			} else {
				stats[e][1]++
				misses++
			}
			lookups++
		case e < 0:
			if cache.Access(parentMethod[-e]) {
				stats[-e][2]++
			} else {
				stats[-e][3]++
				misses++
			}
			lookups++
		}
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return "", err
	}
	defer tx.Rollback()
	stmt, err := tx.PrepareContext(ctx, `INSERT INTO cache_stats VALUES (?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return "", err
	}
	for _, id := range nodes[0] {
		s := stats[id]
		if _, err := stmt.ExecContext(ctx, traceID, key, int32(id), s[0], s[1], s[2], s[3]); err != nil {
			return "", err
		}
	}
	stmt.Close()
	_, err = tx.ExecContext(ctx, `INSERT INTO cache_replays VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		traceID, key, cfg.Size, cfg.Blocks, string(cfg.Policy), lookups, misses, time.Since(start).Seconds())
	if err != nil {
		return "", err
	}
	return key, tx.Commit()
}
