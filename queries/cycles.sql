-- cycles: the calling context tree with a cost run's cycles, indented, hottest contexts first
-- param run=null: the cost run (crossprof cost prints its number); null for the trace's latest run of crossprof cost (explore's runs only when chosen)
-- param depth=6 [int 0..1000000]: deepest level to show (roots are level 0)
-- param min_share=1 [real 0..100]: hide contexts below this percent of the run's cycles
CREATE OR REPLACE MACRO cycles(trace := NULL, run := NULL, depth := 6, min_share := 1) AS TABLE
WITH RECURSIVE chosen AS (
    SELECT crossprof_trace(trace) AS trace_id, crossprof_cost_run(trace, run) AS run_id
), total AS (
    SELECT sum(c.inclusive_cycles) AS cycles
    FROM node_cost c JOIN chosen k ON k.run_id = c.run_id
    JOIN cct_nodes n ON n.trace_id = k.trace_id AND n.node_id = c.node_id
    WHERE n.parent_id IS NULL
), shown AS (
    SELECT n.*, c.self_cycles, c.inclusive_cycles, c.cache_misses,
           row_number() OVER (PARTITION BY n.parent_id ORDER BY c.inclusive_cycles DESC, n.node_id) AS rank
    FROM cct n JOIN chosen k ON k.trace_id = n.trace_id
    JOIN node_cost c ON c.run_id = k.run_id AND c.node_id = n.node_id, total
    WHERE 100.0 * c.inclusive_cycles >= min_share::DOUBLE * total.cycles
      AND n.depth <= depth::INTEGER
), tree AS (
    SELECT s.node_id, [s.rank] AS path FROM shown s WHERE s.parent_id IS NULL
    UNION ALL
    SELECT s.node_id, list_append(t.path, s.rank) FROM shown s JOIN tree t ON s.parent_id = t.node_id
)
SELECT repeat('  ', s.depth) || s.method AS context,
       CASE WHEN s.callsite_index >= 0 THEN s.callsite_index END AS site,
       s.calls,
       s.self_cycles,
       s.inclusive_cycles,
       round(100.0 * s.inclusive_cycles / total.cycles, 1) AS incl_pct,
       round(s.inclusive_cycles / nullif(s.bytecodes_inclusive, 0), 2) AS cpi,
       s.cache_misses,
       s.node_id AS node,
       s.parent_id AS parent
FROM tree JOIN shown s ON s.node_id = tree.node_id, total
ORDER BY tree.path;
