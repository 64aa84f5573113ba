-- hot-contexts: calling contexts by the bytecodes they execute themselves, with their call chains
-- param top=20 [int 0..1000000000]: rows to show
-- The chain lists the methods from the root down to the context, separated by " > ".
CREATE OR REPLACE MACRO hot_contexts(trace := NULL, top := 20) AS TABLE
WITH RECURSIVE top_nodes AS (
    SELECT c.* FROM cct c
    WHERE c.trace_id = crossprof_trace(trace)
    ORDER BY c.bytecodes_self DESC, c.node_id
    LIMIT top::BIGINT
), up AS (
    SELECT t.node_id AS start, t.parent_id AS next_id, t.class_name || '.' || t.method_name AS chain
    FROM top_nodes t
    UNION ALL
    SELECT u.start, c.parent_id, c.class_name || '.' || c.method_name || ' > ' || u.chain
    FROM up u JOIN cct c ON c.trace_id = crossprof_trace(trace) AND c.node_id = u.next_id
)
SELECT t.method AS method,
       t.calls,
       t.bytecodes_self AS self,
       round(100.0 * t.bytecodes_self / tr.bytecodes, 1) AS self_pct,
       t.bytecodes_inclusive AS inclusive,
       t.depth,
       u.chain,
       t.node_id AS node,
       t.parent_id AS parent
FROM top_nodes t
JOIN up u ON u.start = t.node_id AND u.next_id IS NULL
JOIN (SELECT trace_id, nullif(sum(bytecodes_self), 0) AS bytecodes FROM cct_nodes WHERE trace_id = crossprof_trace(trace) GROUP BY trace_id) tr ON tr.trace_id = t.trace_id
ORDER BY t.bytecodes_self DESC, t.node_id;
