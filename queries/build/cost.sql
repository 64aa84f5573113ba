-- Stores a cost run: node_cost for getvariable('run_id') from the model's result in the temp
-- table cost_model_result (node_id, self_cycles, cache_hits, cache_misses), with inclusive
-- cycles summed from the deepest level up (a context's own plus its children's).

CREATE OR REPLACE TEMP TABLE cost_self AS
SELECT n.node_id, n.parent_id, n.depth, coalesce(r.self_cycles, 0)::BIGINT AS self_cycles,
       n.bytecodes_self, n.bytecodes_inclusive,
       coalesce(r.cache_hits, 0)::BIGINT AS cache_hits, coalesce(r.cache_misses, 0)::BIGINT AS cache_misses
FROM cct_nodes n LEFT JOIN cost_model_result r USING (node_id)
WHERE n.trace_id = getvariable('trace_id')
ORDER BY n.depth DESC;

INSERT INTO node_cost
WITH RECURSIVE up(node_id, parent_id, depth, inclusive) AS (
    SELECT node_id, parent_id, depth, self_cycles FROM cost_self WHERE depth = (SELECT max(depth) FROM cost_self)
    UNION ALL
    SELECT n.node_id, n.parent_id, n.depth, n.self_cycles + coalesce(k.inclusive, 0)
    FROM cost_self n
    JOIN (SELECT any_value(depth) AS depth FROM up) level ON n.depth = level.depth - 1
    LEFT JOIN (SELECT parent_id, sum(inclusive) AS inclusive FROM up GROUP BY parent_id) k ON k.parent_id = n.node_id
)
SELECT getvariable('run_id'), s.node_id, s.self_cycles, up.inclusive::BIGINT, s.bytecodes_self,
       s.bytecodes_inclusive, s.cache_hits, s.cache_misses
FROM cost_self s JOIN up USING (node_id)
ORDER BY s.node_id;

DROP TABLE cost_self;
