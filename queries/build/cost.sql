-- Stores a cost run: node_cost for getvariable('run_id') from the model's result in the temp
-- table cost_model_result (node_id, self_cycles, cache_hits, cache_misses), with inclusive
-- cycles summed over each context's subtree.

CREATE OR REPLACE TEMP TABLE cost_self AS
SELECT n.node_id, n.pre_order, n.descendants, coalesce(r.self_cycles, 0)::BIGINT AS self_cycles,
       n.bytecodes_self, n.bytecodes_inclusive,
       coalesce(r.cache_hits, 0)::BIGINT AS cache_hits, coalesce(r.cache_misses, 0)::BIGINT AS cache_misses
FROM cct_nodes n LEFT JOIN cost_model_result r USING (node_id)
WHERE n.trace_id = getvariable('trace_id');

-- Inclusive cycles: a context's subtree is the contexts numbered pre_order to pre_order +
-- descendants, so its sum is the running sum at the subtree's last context minus the running
-- sum before the context itself.
CREATE OR REPLACE TEMP TABLE cost_inclusive AS
WITH running AS (
    SELECT node_id, pre_order, descendants, self_cycles,
           sum(self_cycles) OVER (ORDER BY pre_order ROWS UNBOUNDED PRECEDING) AS upto
    FROM cost_self
)
SELECT a.node_id, (b.upto - a.upto + a.self_cycles)::BIGINT AS inclusive
FROM running a JOIN running b ON b.pre_order = a.pre_order + a.descendants;

INSERT INTO node_cost
SELECT getvariable('run_id'), s.node_id, s.self_cycles, i.inclusive, s.bytecodes_self,
       s.bytecodes_inclusive, s.cache_hits, s.cache_misses
FROM cost_self s JOIN cost_inclusive i USING (node_id)
ORDER BY s.node_id;

DROP TABLE cost_inclusive;
DROP TABLE cost_self;
