-- cct: the calling context tree, indented, hottest contexts first
-- param depth=8 [int 0..1000000]: deepest level to show (roots are level 0)
-- param min_share=1 [real 0..100]: hide contexts below this percent of all executed bytecodes
-- A context's children are sorted by inclusive bytecodes; "site" is the call site's
-- instruction position in the caller (JP2's numbering), "pc" its byte offset; node and
-- parent are the contexts' ids (cct_nodes.node_id and parent_id).
CREATE OR REPLACE MACRO cct(trace := NULL, depth := 8, min_share := 1) AS TABLE
WITH RECURSIVE shown AS (
    SELECT c.*, row_number() OVER (PARTITION BY c.parent_id ORDER BY c.bytecodes_inclusive DESC, c.node_id) AS rank
    FROM cct c JOIN (SELECT trace_id, nullif(sum(bytecodes_self), 0) AS bytecodes FROM cct_nodes WHERE trace_id = crossprof_trace(trace) GROUP BY trace_id) t ON t.trace_id = c.trace_id
    WHERE c.trace_id = crossprof_trace(trace)
      AND 100.0 * c.bytecodes_inclusive >= min_share::DOUBLE * t.bytecodes
      AND c.depth <= depth::INTEGER
), tree AS (
    SELECT s.node_id, [s.rank] AS path FROM shown s WHERE s.parent_id IS NULL
    UNION ALL
    SELECT s.node_id, list_append(t.path, s.rank)
    FROM shown s JOIN tree t ON s.parent_id = t.node_id
)
SELECT repeat('  ', s.depth) || s.method AS context,
       CASE WHEN s.callsite_index >= 0 THEN s.callsite_index END AS site,
       CASE WHEN s.callsite_pc >= 0 THEN s.callsite_pc END AS pc,
       s.calls,
       s.bytecodes_self AS self,
       s.bytecodes_inclusive AS inclusive,
       round(100.0 * s.bytecodes_inclusive / t.bytecodes, 1) AS incl_pct,
       s.node_id AS node,
       s.parent_id AS parent
FROM tree JOIN shown s ON s.node_id = tree.node_id JOIN (SELECT trace_id, nullif(sum(bytecodes_self), 0) AS bytecodes FROM cct_nodes WHERE trace_id = crossprof_trace(trace) GROUP BY trace_id) t ON t.trace_id = s.trace_id
ORDER BY tree.path;
