-- cycles: the calling context tree with a cost run's cycles, indented, hottest contexts first
-- param run=0: the cost run (crossprof cost prints its number); 0 for the trace's latest run
-- param depth=6: deepest level to show (roots are level 0)
-- param min_share=1: hide contexts below this percent of the run's cycles
WITH RECURSIVE run AS (
    SELECT run_id FROM cost_runs
    WHERE trace_id = getvariable('trace_id')
      AND (getvariable('run')::INTEGER = 0 OR run_id = getvariable('run')::INTEGER)
    ORDER BY run_id DESC LIMIT 1
), total AS (
    SELECT sum(c.inclusive_cycles) AS cycles
    FROM node_cost c JOIN run USING (run_id) JOIN cct_nodes n ON n.trace_id = getvariable('trace_id') AND n.node_id = c.node_id
    WHERE n.parent_id IS NULL
), shown AS (
    SELECT n.*, c.self_cycles, c.inclusive_cycles, c.cache_misses,
           row_number() OVER (PARTITION BY n.parent_id ORDER BY c.inclusive_cycles DESC, n.node_id) AS rank
    FROM cct n JOIN node_cost c ON c.node_id = n.node_id JOIN run ON run.run_id = c.run_id, total
    WHERE n.trace_id = getvariable('trace_id')
      AND 100.0 * c.inclusive_cycles >= getvariable('min_share')::DOUBLE * total.cycles
      AND n.depth <= getvariable('depth')::INTEGER
), tree AS (
    SELECT node_id, [rank] AS path FROM shown WHERE parent_id IS NULL
    UNION ALL
    SELECT s.node_id, list_append(t.path, s.rank) FROM shown s JOIN tree t ON s.parent_id = t.node_id
)
SELECT repeat('  ', s.depth) || s.method AS context,
       CASE WHEN s.callsite_index >= 0 THEN s.callsite_index END AS site,
       s.calls,
       s.self_cycles AS "self cycles",
       s.inclusive_cycles AS "inclusive cycles",
       round(100.0 * s.inclusive_cycles / total.cycles, 1) AS "incl %",
       round(s.inclusive_cycles / nullif(s.bytecodes_inclusive, 0), 2) AS CPI,
       s.cache_misses AS "cache misses"
FROM tree JOIN shown s USING (node_id), total
ORDER BY tree.path;
