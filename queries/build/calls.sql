-- Derives the invocations of one trace (table calls) from its event log: the trace records
-- only the order of entries and exits, the invoked method, the call site's pc, how each
-- invocation ended and its block-count vector; ids, callers, depths, event numbers, opcodes
-- and bytecodes follow from them. For getvariable('trace_id'); from the DuckDB shell:
--   SET VARIABLE trace_id = 1; .read queries/build/calls.sql
-- Each thread's events nest: an exit ends the thread's innermost open invocation. One
-- statement, so that DuckDB pipelines the steps instead of materializing each (measured:
-- 4.6 s instead of 8.5 s for NQueens' 1.9 million invocations).

DELETE FROM calls WHERE trace_id = getvariable('trace_id');

INSERT INTO calls
WITH numbered AS (
    -- How many thread switches precede each event, and the number of each entry (its
    -- call_id): running counts over the log in one pass.
    SELECT seq, kind, id, pc,
           sum(CASE WHEN kind = 4 THEN 1 ELSE 0 END) OVER w AS slice,
           sum(CASE WHEN kind = 0 THEN 1 ELSE 0 END) OVER w AS call_id
    FROM events
    WHERE trace_id = getvariable('trace_id')
    WINDOW w AS (ORDER BY seq ROWS UNBOUNDED PRECEDING)
), threaded AS (
    -- Each entry and exit with its thread: the last switch before it (the log starts with
    -- thread 0).
    SELECT n.seq, n.kind, n.id, n.pc, n.call_id, coalesce(s.thread_id, 0) AS thread_id
    FROM numbered n
    LEFT JOIN (SELECT slice, id AS thread_id FROM numbered WHERE kind = 4) s USING (slice)
    WHERE n.kind <> 4
), leveled AS (
    -- Its depth (the thread's open invocations before an entry, after an exit) and how many
    -- entries the thread has made so far, this one included.
    SELECT seq, kind, id, pc, call_id, thread_id,
           sum(CASE WHEN kind = 0 THEN 1 ELSE -1 END) OVER w + CASE WHEN kind = 0 THEN -1 ELSE 0 END AS depth,
           sum(CASE WHEN kind = 0 THEN 1 ELSE 0 END) OVER w AS entered
    FROM threaded
    WINDOW w AS (PARTITION BY thread_id ORDER BY seq ROWS UNBOUNDED PRECEDING)
), turns AS (
    -- A thread's entries and exits at one depth alternate, so the n-th exit at a depth
    -- ends the n-th entry there.
    SELECT *, row_number() OVER (PARTITION BY thread_id, depth, kind = 0 ORDER BY seq) AS turn
    FROM leveled
), matched AS (
    -- The invocations: an entry with its exit, if it has one (a trace whose tracer was
    -- killed ends with invocations still open). Its subtree is the entries of its thread
    -- from its own (number entered) to the last before its exit.
    SELECT e.call_id, e.thread_id, e.depth, e.id AS method_id, e.pc AS site_pc,
           e.seq AS seq_enter, e.entered, x.seq AS exit_seq, x.kind AS exit_kind, x.id AS vector_id,
           x.pc AS exit_pc, coalesce(x.entered, t.entered) AS last_entered
    FROM (SELECT * FROM turns WHERE kind = 0) e
    LEFT JOIN (SELECT * FROM turns WHERE kind <> 0) x
        ON x.thread_id = e.thread_id AND x.depth = e.depth AND x.turn = e.turn
    JOIN (SELECT thread_id, max(entered) AS entered FROM leveled GROUP BY thread_id) t ON t.thread_id = e.thread_id
), parents AS (
    -- Each entry's caller: the latest entry of its thread one level up, found by sorting
    -- the entries of each level together with those of the level below.
    SELECT call_id, parent_id
    FROM (
        SELECT call_id, is_child,
               last_value(CASE WHEN NOT is_child THEN call_id END IGNORE NULLS)
                   OVER (PARTITION BY thread_id, level ORDER BY seq_enter) AS parent_id
        FROM (
            SELECT call_id, thread_id, depth AS level, seq_enter, false AS is_child FROM matched
            UNION ALL
            SELECT call_id, thread_id, depth - 1, seq_enter, true FROM matched WHERE depth > 0
        )
    )
    WHERE is_child
), vector_bytecodes AS (
    -- The bytecodes of each vector: whole block executions times the block's length, and
    -- for an execution a block left early, its instructions up to where it stopped.
    SELECT v.method_id, v.vector_id,
           sum(CASE WHEN v.end_pc IS NULL THEN v.count * b.instructions
                    ELSE i.index - b.first_index + 1 END)::BIGINT AS bytecodes
    FROM vectors v
    JOIN blocks b ON b.trace_id = v.trace_id AND b.method_id = v.method_id AND b.block_id = v.block_id
    LEFT JOIN instructions i ON i.trace_id = v.trace_id AND i.method_id = v.method_id AND i.pc = v.end_pc
    WHERE v.trace_id = getvariable('trace_id')
    GROUP BY ALL
), running AS (
    -- An invocation's own bytecodes, and their running sum over its thread's entries: its
    -- inclusive bytecodes are the running sum at the last entry of its subtree less the one
    -- before its own entry.
    SELECT m.*, coalesce(vb.bytecodes, 0) AS self,
           sum(coalesce(vb.bytecodes, 0)) OVER (PARTITION BY m.thread_id ORDER BY m.entered) AS total
    FROM matched m
    LEFT JOIN vector_bytecodes vb ON vb.method_id = m.method_id AND vb.vector_id = m.vector_id
)
SELECT getvariable('trace_id'), s.thread_id, s.call_id, p.parent_id, s.depth, s.method_id,
       coalesce(s.site_pc, -1), coalesce(si.index, -1), si.opcode,
       s.seq_enter, CASE WHEN s.exit_kind IN (1, 2) THEN s.exit_seq END,
       CASE WHEN s.exit_kind = 1 THEN ri.opcode END,
       coalesce(s.exit_kind = 2, false),
       CASE WHEN s.exit_kind IN (1, 2) THEN s.exit_pc END,
       m.is_native,
       (last.total - s.total + s.self)::BIGINT,
       CASE WHEN s.vector_id >= 0 THEN s.vector_id END
FROM running s
JOIN running last ON last.thread_id = s.thread_id AND last.entered = s.last_entered
JOIN methods m ON m.trace_id = getvariable('trace_id') AND m.method_id = s.method_id
LEFT JOIN parents p ON p.call_id = s.call_id
LEFT JOIN matched pm ON pm.call_id = p.parent_id
LEFT JOIN instructions si ON si.trace_id = getvariable('trace_id') AND si.method_id = pm.method_id AND si.pc = s.site_pc
LEFT JOIN instructions ri ON ri.trace_id = getvariable('trace_id') AND ri.method_id = s.method_id AND ri.pc = s.exit_pc;
