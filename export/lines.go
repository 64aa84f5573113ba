// This file reads the source lines the pprof profile needs: per context, the bytecodes
// executed at each line; the line of each call site; each method's first and entry lines.

package export

import (
	"context"
	"database/sql"
	"fmt"
)

// lineCount is the bytecodes a context executed at one source line (0: unknown).
type lineCount struct {
	line  int32
	count int64
}

// lines holds the source lines of a trace's contexts and methods.
type lines struct {
	self  map[int32][]lineCount // per node id, by line
	site  []int32               // per node (index id-1): the line of its call site in the caller
	start map[int32]int32       // per method id: its first line (the smallest)
	entry map[int32]int32       // per method id: the line of its first instruction that has one
}

// loadLines reads the lines of tree t's contexts from the database.
func loadLines(ctx context.Context, db *sql.DB, t *tree) (*lines, error) {
	id := t.Trace.ID
	ln := &lines{self: map[int32][]lineCount{}, site: make([]int32, len(t.Nodes)), start: map[int32]int32{}, entry: map[int32]int32{}}
	fail := func(err error) (*lines, error) {
		return nil, fmt.Errorf("trace %d: reading source lines: %w", id, err)
	}
	rows, err := db.QueryContext(ctx, `
		SELECT b.node_id, coalesce(i.line, 0), sum(b.count)::BIGINT
		FROM cct_blocks b
		JOIN cct_nodes n ON n.trace_id = b.trace_id AND n.node_id = b.node_id
		JOIN instructions i ON i.trace_id = b.trace_id AND i.method_id = n.method_id AND i.block_id = b.block_id
		    AND (b.end_pc IS NULL OR i.pc <= b.end_pc)
		WHERE b.trace_id = ?
		GROUP BY ALL ORDER BY 1, 2`, id)
	if err != nil {
		return fail(err)
	}
	for rows.Next() {
		var node int32
		var c lineCount
		if err := rows.Scan(&node, &c.line, &c.count); err != nil {
			rows.Close()
			return fail(err)
		}
		ln.self[node] = append(ln.self[node], c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	rows, err = db.QueryContext(ctx, `
		SELECT n.node_id, i.line
		FROM cct_nodes n
		JOIN cct_nodes p ON p.trace_id = n.trace_id AND p.node_id = n.parent_id
		JOIN instructions i ON i.trace_id = n.trace_id AND i.method_id = p.method_id AND i.pc = n.callsite_pc
		WHERE n.trace_id = ? AND i.line IS NOT NULL`, id)
	if err != nil {
		return fail(err)
	}
	for rows.Next() {
		var node, line int32
		if err := rows.Scan(&node, &line); err != nil {
			rows.Close()
			return fail(err)
		}
		if node >= 1 && int(node) <= len(ln.site) {
			ln.site[node-1] = line
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	rows, err = db.QueryContext(ctx, `
		SELECT method_id, min(line), arg_min(line, pc)
		FROM instructions WHERE trace_id = ? AND line IS NOT NULL
		GROUP BY method_id`, id)
	if err != nil {
		return fail(err)
	}
	defer rows.Close()
	for rows.Next() {
		var m, start, entry int32
		if err := rows.Scan(&m, &start, &entry); err != nil {
			return fail(err)
		}
		ln.start[m], ln.entry[m] = start, entry
	}
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	return ln, nil
}
