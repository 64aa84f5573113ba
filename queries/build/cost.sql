-- Stores a cost run: node_cost for getvariable('run_id') from the model's result in the temp
-- table cost_model_result (node_id, self_cycles, cache_hits, cache_misses), with inclusive
-- cycles summed over each context's subtree.

CREATE OR REPLACE TEMP TABLE cost_self AS
SELECT n.node_id, n.parent_id, n.depth, coalesce(r.self_cycles, 0)::BIGINT AS self_cycles,
       n.bytecodes_self, n.bytecodes_inclusive,
       coalesce(r.cache_hits, 0)::BIGINT AS cache_hits, coalesce(r.cache_misses, 0)::BIGINT AS cache_misses
FROM cct_nodes n LEFT JOIN cost_model_result r USING (node_id)
WHERE n.trace_id = getvariable('trace_id')
ORDER BY n.depth DESC;

-- Inclusive cycles: with the trace's ancestor pairs one join and sum; without them (a deep
-- recursion), from the deepest level up, a context's own plus its children's.
CREATE OR REPLACE TEMP TABLE cost_inclusive AS
SELECT a.ancestor_id AS node_id, sum(s.self_cycles)::BIGINT AS inclusive
FROM cct_ancestors a JOIN cost_self s ON s.node_id = a.node_id
WHERE a.trace_id = getvariable('trace_id')
GROUP BY a.ancestor_id;

INSERT INTO cost_inclusive
WITH RECURSIVE up(node_id, parent_id, depth, inclusive) AS (
    SELECT node_id, parent_id, depth, self_cycles FROM cost_self
    WHERE depth = (SELECT max(depth) FROM cost_self) AND NOT EXISTS (SELECT 1 FROM cost_inclusive)
    UNION ALL
    SELECT n.node_id, n.parent_id, n.depth, n.self_cycles + coalesce(k.inclusive, 0)
    FROM cost_self n
    JOIN (SELECT any_value(depth) AS depth FROM up) level ON n.depth = level.depth - 1
    LEFT JOIN (SELECT parent_id, sum(inclusive) AS inclusive FROM up GROUP BY parent_id) k ON k.parent_id = n.node_id
)
SELECT node_id, inclusive FROM up;

INSERT INTO node_cost
SELECT getvariable('run_id'), s.node_id, s.self_cycles, i.inclusive, s.bytecodes_self,
       s.bytecodes_inclusive, s.cache_hits, s.cache_misses
FROM cost_self s JOIN cost_inclusive i USING (node_id)
ORDER BY s.node_id;

DROP TABLE cost_inclusive;
DROP TABLE cost_self;
