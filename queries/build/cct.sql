-- Rebuilds the calling context tree of one trace: cct_nodes, call_nodes and cct_blocks for
-- getvariable('trace_id'). getvariable('per_thread') = true keeps one tree per thread;
-- otherwise all threads are merged into one tree, as JP2 does. From the DuckDB shell:
--   SET VARIABLE trace_id = 1; SET VARIABLE per_thread = false;
--   SET VARIABLE orphans_as_roots = false; .read queries/build/cct.sql
-- (ingest then numbers the contexts in pre-order: cct_nodes.pre_order and descendants.)
-- A context is a (parent context, method, call site index) triple, so contexts can be named
-- level by level: the roots first, then the children of each level's contexts.

DELETE FROM cct_nodes WHERE trace_id = getvariable('trace_id');
DELETE FROM call_nodes WHERE trace_id = getvariable('trace_id');
DELETE FROM cct_blocks WHERE trace_id = getvariable('trace_id');

-- The calls of the trace, ordered by depth so that each level's scan skips the others.
CREATE OR REPLACE TEMP TABLE cct_calls AS
SELECT call_id, parent_id, depth, thread_id, method_id, callsite_index, callsite_pc, exceptional,
       bytecodes AS inclusive
FROM calls
WHERE trace_id = getvariable('trace_id')
ORDER BY depth;

-- The context of every call, one level per step: a context is keyed by a hash of its parent
-- context's key, the method and the call site. In a trace whose tracer died, the calls still
-- running were never written; with getvariable('orphans_as_roots') their callees become
-- roots (which keep their depth and their call site in the unknown caller); otherwise such
-- calls are not reached, and ingest reports them.
CREATE OR REPLACE TEMP TABLE cct_walk AS
WITH RECURSIVE walk(call_id, depth, key, parent_key, method_id, callsite_index, callsite_pc, exceptional, thread_id, inclusive) AS (
    SELECT call_id, depth,
           hash(CASE WHEN getvariable('per_thread') THEN thread_id END, method_id, callsite_index, depth),
           NULL::UBIGINT, method_id, callsite_index, callsite_pc, exceptional, thread_id, inclusive
    FROM cct_calls
    WHERE depth = 0
       OR getvariable('orphans_as_roots') AND parent_id NOT IN (SELECT call_id FROM cct_calls)
    UNION ALL
    SELECT c.call_id, c.depth, hash(w.key, c.method_id, c.callsite_index), w.key,
           c.method_id, c.callsite_index, c.callsite_pc, c.exceptional, c.thread_id, c.inclusive
    FROM cct_calls c JOIN walk w ON c.parent_id = w.call_id AND c.depth = w.depth + 1
)
SELECT * FROM walk;

-- The contexts, with dense ids in depth order (parents before children). Two different
-- contexts with the same 64-bit key would be merged: that is checked, not assumed away.
CREATE OR REPLACE TEMP TABLE cct_keys AS
SELECT row_number() OVER (ORDER BY depth, key)::INTEGER AS node_id, *
FROM (
    SELECT key, any_value(parent_key) AS parent_key, any_value(depth) AS depth,
           any_value(method_id) AS method_id, any_value(callsite_index) AS callsite_index,
           any_value(callsite_pc) AS callsite_pc,
           CASE WHEN getvariable('per_thread') THEN any_value(thread_id) END AS thread_id,
           count(*) AS calls, count(*) FILTER (WHERE exceptional) AS exceptional_exits,
           sum(inclusive)::BIGINT AS inclusive,
           min(parent_key) IS DISTINCT FROM max(parent_key) OR min(method_id) <> max(method_id)
               OR min(callsite_index) <> max(callsite_index) OR min(depth) <> max(depth) AS collision
    FROM cct_walk GROUP BY key);

SELECT CASE WHEN count(*) > 0 THEN error('two calling contexts share a 64-bit key; please report this trace') END
FROM cct_keys WHERE collision;

INSERT INTO call_nodes
SELECT getvariable('trace_id'), w.call_id, k.node_id
FROM cct_walk w JOIN cct_keys k USING (key);

-- A context's block counts: its calls grouped by block-count vector (most calls of a context
-- share one of a few), each vector's rows times its calls.
INSERT INTO cct_blocks
SELECT getvariable('trace_id'), w.node_id, v.block_id, v.end_pc, sum(v.count * w.calls)::BIGINT
FROM (
    SELECT n.node_id, c.method_id, c.vector_id, count(*) AS calls
    FROM call_nodes n
    JOIN calls c ON c.trace_id = n.trace_id AND c.call_id = n.call_id
    WHERE n.trace_id = getvariable('trace_id') AND c.vector_id IS NOT NULL
    GROUP BY ALL
) w
JOIN vectors v ON v.trace_id = getvariable('trace_id') AND v.method_id = w.method_id AND v.vector_id = w.vector_id
GROUP BY ALL
ORDER BY ALL;

-- Each context with its own bytecodes: whole block executions times the block's length,
-- and for executions a block left early, its instructions up to where it stopped.
CREATE OR REPLACE TEMP TABLE cct_self AS
WITH nodes AS (
    SELECT n.node_id, p.node_id AS parent_id, n.thread_id, n.method_id, n.callsite_pc,
           n.callsite_index, n.depth, n.calls, n.exceptional_exits, n.inclusive
    FROM cct_keys n LEFT JOIN cct_keys p ON p.key = n.parent_key
), executed AS (
    SELECT cb.node_id,
           sum(CASE WHEN cb.end_pc IS NULL THEN cb.count * b.instructions
                    ELSE cb.count * (i.index - b.first_index + 1) END) AS self
    FROM cct_blocks cb
    JOIN nodes n ON n.node_id = cb.node_id
    JOIN blocks b ON b.trace_id = cb.trace_id AND b.method_id = n.method_id AND b.block_id = cb.block_id
    LEFT JOIN instructions i ON i.trace_id = cb.trace_id AND i.method_id = n.method_id AND i.pc = cb.end_pc
    WHERE cb.trace_id = getvariable('trace_id')
    GROUP BY cb.node_id
)
SELECT n.*, coalesce(e.self, 0)::BIGINT AS self
FROM nodes n LEFT JOIN executed e USING (node_id)
ORDER BY node_id;

-- A context's inclusive bytecodes are its calls' bytecode counter differences, which the
-- tracer recorded independently of the block counts: ingest checks that the two agree.
INSERT INTO cct_nodes
SELECT getvariable('trace_id'), node_id, parent_id, thread_id, method_id, callsite_pc,
       callsite_index, depth, calls, exceptional_exits, self, inclusive, NULL, NULL
FROM cct_self
ORDER BY node_id;

DROP TABLE cct_calls;
DROP TABLE cct_walk;
DROP TABLE cct_keys;
DROP TABLE cct_self;
