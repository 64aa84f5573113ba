-- Stores a cost run: node_cost for getvariable('run_id') from the model's result in the temp
-- table cost_model_result (node_id, self_cycles, cache_hits, cache_misses), with inclusive
-- cycles summed over each context's subtree. One statement: each statement of a re-cost
-- costs a few milliseconds however little it does.

-- Inclusive cycles: a context's subtree is the contexts numbered pre_order to pre_order +
-- descendants, so its sum is the running sum at the subtree's last context minus the running
-- sum before the context itself.
INSERT INTO node_cost
WITH running AS (
    SELECT n.node_id, n.pre_order, n.descendants, coalesce(r.self_cycles, 0)::BIGINT AS self_cycles,
           n.bytecodes_self, n.bytecodes_inclusive,
           coalesce(r.cache_hits, 0)::BIGINT AS cache_hits, coalesce(r.cache_misses, 0)::BIGINT AS cache_misses,
           sum(coalesce(r.self_cycles, 0)::BIGINT) OVER (ORDER BY n.pre_order ROWS UNBOUNDED PRECEDING) AS upto
    FROM cct_nodes n LEFT JOIN cost_model_result r USING (node_id)
    WHERE n.trace_id = getvariable('trace_id')
)
SELECT getvariable('run_id'), a.node_id, a.self_cycles, (b.upto - a.upto + a.self_cycles)::BIGINT,
       a.bytecodes_self, a.bytecodes_inclusive, a.cache_hits, a.cache_misses
FROM running a JOIN running b ON b.pre_order = a.pre_order + a.descendants
ORDER BY a.node_id;
