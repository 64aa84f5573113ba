// This file numbers the calling context tree in depth-first pre-order, so that every
// context's subtree is one range of numbers: a sum over subtrees (inclusive cycles, for one)
// is then a running sum and one join, whatever the depth. Walking the tree is a single pass
// in Go, where SQL would need a recursive step per level (12,000 for a deep recursion).

package ingest

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/crossprof/crossprof/duckraw"
)

// preorder numbers a tree given each node's parent: nodes are 1..n, parent[i-1] is node i's
// parent (0 for a root) and always a smaller number, as cct.sql numbers contexts (parents
// before children). It returns each node's position in a depth-first pre-order walk (from 1;
// roots and children in node order) and how many nodes are below it.
func preorder(parent []int64) (pre, below []int64, err error) {
	n := len(parent)
	below = make([]int64, n+1) // index = node; 0 unused
	for i := n; i >= 1; i-- {
		p := parent[i-1]
		if p < 0 || p >= int64(i) {
			return nil, nil, fmt.Errorf("cct_nodes: node %d has parent %d: nodes must be numbered 1.. with parents first", i, p)
		}
		if p > 0 {
			below[p] += below[i] + 1
		}
	}
	pre = make([]int64, n+1)
	next := make([]int64, n+1) // the next free number in node i's subtree
	root := int64(1)
	for i := 1; i <= n; i++ {
		if p := parent[i-1]; p == 0 {
			pre[i], root = root, root+below[i]+1
		} else {
			pre[i] = next[p]
			next[p] += below[i] + 1
		}
		next[i] = pre[i] + 1
	}
	return pre[1:], below[1:], nil
}

// numberTree fills cct_nodes.pre_order and cct_nodes.descendants of trace id.
func numberTree(ctx context.Context, conn *sql.Conn, id int32) error {
	cols, err := duckraw.ReadInts(conn, fmt.Sprintf(
		`SELECT coalesce(parent_id, 0)::BIGINT FROM cct_nodes WHERE trace_id = %d ORDER BY node_id`, id))
	if err != nil {
		return err
	}
	if len(cols) == 0 {
		return nil // no contexts: nothing ran
	}
	pre, below, err := preorder(cols[0])
	if err != nil {
		return err
	}
	// The numbers go in as two lists, unnested next to the node ids they belong to.
	_, err = conn.ExecContext(ctx, `
		UPDATE cct_nodes SET pre_order = o.pre_order, descendants = o.descendants
		FROM (SELECT unnest(range(1, len($2::BIGINT[]) + 1))::INTEGER AS node_id,
		             unnest($2::BIGINT[])::INTEGER AS pre_order, unnest($3::BIGINT[])::INTEGER AS descendants) o
		WHERE cct_nodes.trace_id = $1 AND cct_nodes.node_id = o.node_id`, id, pre, below)
	return err
}
