-- Rebuilds the calling context tree of one trace, cct_nodes and cct_blocks, for
-- getvariable('trace_id'), from its invocations and the temporary table cct_contexts, which
-- ingest fills in the pass that derives the invocations from the event log: a context is a
-- (parent context, method, call site) triple, numbered in the order contexts were first
-- entered (parents before children), and that pass gave every invocation its context as JP2
-- does at run time. The contexts' calls give the rest: counts, bytecodes, block counts.
-- (ingest then numbers the contexts in pre-order: cct_nodes.pre_order and descendants.)

DELETE FROM cct_nodes WHERE trace_id = getvariable('trace_id');
DELETE FROM cct_blocks WHERE trace_id = getvariable('trace_id');

-- Each context's calls and their totals.
CREATE OR REPLACE TEMP TABLE cct_totals AS
SELECT node_id, count(*) AS calls, count(*) FILTER (WHERE exceptional) AS exceptional_exits,
       sum(bytecodes)::BIGINT AS inclusive
FROM invocations
WHERE trace_id = getvariable('trace_id')
GROUP BY node_id;

-- A context's block counts: its calls grouped by block-count vector (most calls of a context
-- share one of a few), each vector's rows times its calls.
INSERT INTO cct_blocks
SELECT getvariable('trace_id'), w.node_id, v.block_id, v.end_pc, sum(v.count * w.calls)::BIGINT
FROM (
    SELECT node_id, vector_id, count(*) AS calls
    FROM invocations
    WHERE trace_id = getvariable('trace_id') AND vector_id IS NOT NULL
    GROUP BY ALL
) w
JOIN cct_contexts c ON c.node_id = w.node_id
JOIN vectors v ON v.trace_id = getvariable('trace_id') AND v.method_id = c.method_id AND v.vector_id = w.vector_id
GROUP BY ALL
ORDER BY ALL;

-- Each context with its own bytecodes: whole block executions times the block's length, and
-- for executions a block left early, its instructions up to where it stopped. Its inclusive
-- bytecodes are its calls' (summed over their callees by ingest): ingest checks that they
-- agree with the self bytecodes of its subtree.
INSERT INTO cct_nodes
WITH executed AS (
    SELECT cb.node_id,
           sum(CASE WHEN cb.end_pc IS NULL THEN cb.count * b.instructions
                    ELSE cb.count * (i.index - b.first_index + 1) END) AS self
    FROM cct_blocks cb
    JOIN cct_contexts n ON n.node_id = cb.node_id
    JOIN blocks b ON b.trace_id = cb.trace_id AND b.method_id = n.method_id AND b.block_id = cb.block_id
    LEFT JOIN instructions i ON i.trace_id = cb.trace_id AND i.method_id = n.method_id AND i.pc = cb.end_pc
    WHERE cb.trace_id = getvariable('trace_id')
    GROUP BY cb.node_id
)
SELECT getvariable('trace_id'), c.node_id, c.parent_id,
       CASE WHEN getvariable('per_thread') THEN c.thread_id END, c.method_id, c.callsite_pc,
       c.callsite_index, c.depth, t.calls, t.exceptional_exits, coalesce(e.self, 0)::BIGINT,
       t.inclusive, NULL, NULL
FROM cct_contexts c
JOIN cct_totals t USING (node_id)
LEFT JOIN executed e USING (node_id)
ORDER BY c.node_id;

DROP TABLE cct_totals;
DROP TABLE cct_contexts;
