-- The tables and views crossprof derives from the trace tables. The trace tables themselves
-- (classes, methods, instructions, blocks, vectors, events) are created from schemas/, with
-- a trace_id first column (and events with its position, seq). Every statement is
-- idempotent: it runs on every open.

-- One row per ingested trace.
CREATE TABLE IF NOT EXISTS traces (
    trace_id       INTEGER NOT NULL PRIMARY KEY, -- 1, 2, ... in ingest order
    name           VARCHAR NOT NULL,             -- trace directory name without .trace
    directory      VARCHAR NOT NULL,             -- absolute path of the trace directory at ingest
    main_class     VARCHAR NOT NULL,
    args           VARCHAR[] NOT NULL,
    block_analysis VARCHAR NOT NULL,             -- default or precise
    complete       BOOLEAN NOT NULL,             -- false: loaded with --allow-incomplete
    ended          VARCHAR NOT NULL,             -- normal, exit, uncaught-exception, timeout, ...
    exit_status    INTEGER NOT NULL,
    bytecodes      BIGINT NOT NULL,              -- executed bytecodes (the tracer's counter)
    invocations    BIGINT NOT NULL,
    started        TIMESTAMP,
    wall_seconds   DOUBLE,
    cct_threads    VARCHAR NOT NULL,             -- merged (JP2) or per-thread
    fingerprint    VARCHAR NOT NULL,             -- SHA-256 of manifest.json: the trace's identity
    manifest       VARCHAR NOT NULL,             -- manifest.json as written by the tracer
    ingested_at    TIMESTAMP NOT NULL,
    status         VARCHAR NOT NULL              -- ready, or loading while crossprof ingest runs
);

-- One row per method invocation: what ingest derived from the event log in the pass that
-- matched each exit with its entry (ingest/derive.go: it takes a stack), in the order the
-- invocations ended. View calls adds what follows from the calling context.
CREATE TABLE IF NOT EXISTS invocations (
    trace_id    INTEGER NOT NULL,
    thread_id   INTEGER NOT NULL,  -- guest thread (0 is main)
    call_id     BIGINT NOT NULL,   -- 1, 2, ... in entry order
    parent_id   BIGINT,            -- the invocation it was made from; null for a root
    node_id     INTEGER NOT NULL,  -- its calling context (cct_nodes.node_id)
    seq_enter   BIGINT NOT NULL,   -- number of the entry in the event log (from 1; entries, exits and thread switches of all threads)
    seq_exit    BIGINT,            -- number of the exit; null if the run stopped while the invocation was active
    exceptional BOOLEAN NOT NULL,  -- an exception ended the invocation
    exit_pc     INTEGER,           -- pc where the invocation ended (the return, or where the exception left it); null for natives and unfinished calls
    bytecodes   BIGINT NOT NULL,   -- bytecodes the invocation executed, its callees' included
    vector_id   INTEGER            -- its block-count vector (vectors.vector_id of its method); null if it ran no block
);

-- The calling context tree: one node per distinct (parent context, method, call site).
CREATE TABLE IF NOT EXISTS cct_nodes (
    trace_id            INTEGER NOT NULL,
    node_id             INTEGER NOT NULL, -- dense, 1.. per trace, parents before children
    parent_id           INTEGER,          -- null for a root
    thread_id           INTEGER,          -- per-thread trees: the thread; null when threads are merged
    method_id           INTEGER NOT NULL,
    callsite_pc         INTEGER NOT NULL, -- pc of the call site in the parent's method, -1 for a root
    callsite_index      INTEGER NOT NULL, -- JP2's 1-based instruction position of the call site, -1 for a root
    depth               INTEGER NOT NULL, -- 0 for a root
    calls               BIGINT NOT NULL,  -- invocations in this context
    exceptional_exits   BIGINT NOT NULL,  -- of which ended by an exception
    bytecodes_self      BIGINT NOT NULL,  -- bytecodes executed in this context's own code
    bytecodes_inclusive BIGINT NOT NULL,  -- self plus every descendant context's
    -- The context's number in a depth-first pre-order walk of the tree (from 1), and how many
    -- contexts are below it: its subtree is the contexts numbered pre_order to pre_order +
    -- descendants, so sums over subtrees need no recursion. Filled by ingest (a walk in Go,
    -- after cct.sql), null until then.
    pre_order           INTEGER,
    descendants         INTEGER
);

-- One row per method invocation, with its context's method and call site and the opcodes
-- of the instructions that started and ended it.
CREATE OR REPLACE VIEW calls AS
SELECT i.trace_id,
       i.thread_id,
       i.call_id,
       i.parent_id,
       n.depth,                   -- 0 for a root, parent depth + 1 otherwise
       n.method_id,
       n.callsite_pc,             -- pc in the caller of the instruction that caused the call, -1 for a root
       n.callsite_index,          -- 1-based position of that instruction in the caller, -1 for a root
       si.opcode AS invoke_opcode, -- its opcode (invokevirtual, ..., or new/getstatic/... for static initializers); null for a root
       i.seq_enter,               -- sorting by it orders invokes and returns of all threads
       i.seq_exit,
       CASE WHEN NOT i.exceptional THEN ri.opcode END AS return_opcode, -- the return instruction's opcode for a normal exit; null for an exceptional or unfinished one, and natives
       i.exceptional,
       i.exit_pc,
       m.is_native,               -- a native method (no blocks)
       i.bytecodes,
       i.vector_id,
       i.node_id
FROM invocations i
JOIN cct_nodes n ON n.trace_id = i.trace_id AND n.node_id = i.node_id
JOIN methods m ON m.trace_id = i.trace_id AND m.method_id = n.method_id
LEFT JOIN cct_nodes p ON p.trace_id = n.trace_id AND p.node_id = n.parent_id
LEFT JOIN instructions si ON si.trace_id = p.trace_id AND si.method_id = p.method_id AND si.pc = n.callsite_pc
LEFT JOIN instructions ri ON ri.trace_id = i.trace_id AND ri.method_id = n.method_id AND ri.pc = i.exit_pc;

-- How many times each basic block executed within each invocation: a call's vector. Executed
-- instructions = sum over full rows of count x blocks.instructions, plus for each partial row
-- the instructions of its block up to end_pc.
CREATE OR REPLACE VIEW block_counts AS
SELECT c.trace_id, c.call_id, v.block_id, v.count, v.end_pc
FROM calls c
JOIN vectors v ON v.trace_id = c.trace_id AND v.method_id = c.method_id AND v.vector_id = c.vector_id;

-- Which context each invocation ran in.
CREATE OR REPLACE VIEW call_nodes AS
SELECT trace_id, call_id, node_id FROM invocations;

-- Basic block counts per context. end_pc is null for whole executions; a row with an end_pc
-- counts executions that stopped at that pc (an exception left the block there, or the run
-- was stopped), as in block_counts.
CREATE TABLE IF NOT EXISTS cct_blocks (
    trace_id INTEGER NOT NULL,
    node_id  INTEGER NOT NULL,
    block_id INTEGER NOT NULL,
    end_pc   INTEGER,
    count    BIGINT NOT NULL
);

-- How many times each instruction executed in each context: the base of bytecode mixes and
-- cost models.
CREATE OR REPLACE VIEW node_instruction_counts AS
SELECT b.trace_id, b.node_id, n.method_id, i.pc, i.index, i.opcode, i.mnemonic, sum(b.count) AS count
FROM cct_blocks b
JOIN cct_nodes n ON n.trace_id = b.trace_id AND n.node_id = b.node_id
JOIN instructions i ON i.trace_id = b.trace_id AND i.method_id = n.method_id AND i.block_id = b.block_id
    AND (b.end_pc IS NULL OR i.pc <= b.end_pc)
GROUP BY ALL;

-- How many times each instruction executed in the whole run.
CREATE OR REPLACE VIEW instruction_counts AS
SELECT trace_id, method_id, pc, index, opcode, mnemonic, sum(count) AS count
FROM node_instruction_counts
GROUP BY ALL;

-- Executed bytecodes per opcode (the workload's bytecode mix).
CREATE OR REPLACE VIEW opcode_counts AS
SELECT trace_id, opcode, mnemonic, sum(count) AS count
FROM node_instruction_counts
GROUP BY ALL;

-- Per method: invocations, contexts and executed bytecodes, self and inclusive. Inclusive
-- counts recursion once: an invocation inside another of the same method on its thread
-- (one entered earlier and not yet left) adds nothing.
CREATE OR REPLACE VIEW method_bytecodes AS
WITH per_call AS (
    SELECT trace_id, method_id, bytecodes AS inclusive,
           coalesce(max(coalesce(seq_exit, 9223372036854775807)) OVER (
               PARTITION BY trace_id, thread_id, method_id ORDER BY seq_enter
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), -1) > seq_enter AS nested
    FROM calls
), inclusive AS (
    SELECT trace_id, method_id, count(*) AS calls, sum(inclusive) FILTER (WHERE NOT nested) AS bytecodes_inclusive
    FROM per_call GROUP BY ALL
), self AS (
    SELECT trace_id, method_id, sum(bytecodes_self) AS bytecodes_self, count(*) AS contexts
    FROM cct_nodes GROUP BY ALL
)
SELECT m.trace_id, m.method_id, m.class_name, m.name, m.descriptor,
       i.calls, s.contexts, s.bytecodes_self, coalesce(i.bytecodes_inclusive, 0) AS bytecodes_inclusive
FROM inclusive i
JOIN self s USING (trace_id, method_id)
JOIN methods m USING (trace_id, method_id);

-- Contexts with readable names: the method and class of every node.
CREATE OR REPLACE VIEW cct AS
SELECT n.*, m.class_name, m.name AS method_name, m.descriptor,
       m.class_name || '.' || m.name AS method
FROM cct_nodes n JOIN methods m ON m.trace_id = n.trace_id AND m.method_id = n.method_id;

-- Method cache replays: the hits and misses of every context's invokes (the callee looked
-- up) and returns (the caller looked up), per trace and cache configuration. A replay is
-- run once per configuration and reused by every cost run that asks for it.
CREATE TABLE IF NOT EXISTS cache_replays (
    trace_id  INTEGER NOT NULL,
    cache_key VARCHAR NOT NULL, -- policy:size:blocks, e.g. fifo:4096:16
    size      INTEGER NOT NULL, -- bytes
    blocks    INTEGER NOT NULL,
    policy    VARCHAR NOT NULL, -- fifo, lru, always-hit, always-miss
    lookups   BIGINT NOT NULL,
    misses    BIGINT NOT NULL,
    seconds   DOUBLE NOT NULL   -- time the replay took
);

CREATE TABLE IF NOT EXISTS cache_stats (
    trace_id      INTEGER NOT NULL,
    cache_key     VARCHAR NOT NULL,
    node_id       INTEGER NOT NULL,
    invoke_hits   BIGINT NOT NULL, -- invocations of this context whose method was cached
    invoke_misses BIGINT NOT NULL,
    return_hits   BIGINT NOT NULL, -- returns from this context to a cached caller
    return_misses BIGINT NOT NULL
);

-- Cost runs: one row per evaluation of a cost model on a trace.
CREATE TABLE IF NOT EXISTS cost_runs (
    run_id     INTEGER NOT NULL PRIMARY KEY,
    trace_id   INTEGER NOT NULL,
    model      VARCHAR NOT NULL, -- the model's name (or file)
    variant    VARCHAR,          -- explore's variant name; null for a run of crossprof cost
    parameters VARCHAR NOT NULL, -- JSON object of every parameter's value
    root       VARCHAR,          -- --root method, if the totals are restricted to it
    cycles     BIGINT NOT NULL,  -- total cycles (of the root's extent with --root)
    bytecodes  BIGINT NOT NULL,  -- executed bytecodes (likewise)
    cpi        DOUBLE,           -- cycles per bytecode
    created    TIMESTAMP NOT NULL
);

CREATE TABLE IF NOT EXISTS node_cost (
    run_id              INTEGER NOT NULL,
    node_id             INTEGER NOT NULL,
    self_cycles         BIGINT NOT NULL,
    inclusive_cycles    BIGINT NOT NULL,
    bytecodes_self      BIGINT NOT NULL,
    bytecodes_inclusive BIGINT NOT NULL,
    cache_hits          BIGINT NOT NULL, -- method cache lookups of this context's invokes and returns
    cache_misses        BIGINT NOT NULL
);

-- The trace a named query's macro reads: trace, or the latest loaded when trace is null; an
-- error names a trace that is not in the database.
CREATE OR REPLACE MACRO crossprof_trace(trace) AS
    CASE WHEN trace IS NULL THEN
             CASE WHEN (SELECT max(t.trace_id) FROM traces t WHERE t.status = 'ready') IS NULL
                  THEN error('the database holds no traces: load one with crossprof ingest')
                  ELSE (SELECT max(t.trace_id) FROM traces t WHERE t.status = 'ready') END
         WHEN EXISTS (SELECT 1 FROM traces t WHERE t.status = 'ready' AND t.trace_id = trace) THEN trace::INTEGER
         ELSE error('no trace ' || trace || ' in the database (FROM traces() lists them)') END;

-- The cost run whose cycles a named query shows: run, which must be a run of the trace, or
-- when run is null the trace's latest run of crossprof cost. explore's runs (variant not null)
-- are never taken by default: they price other processors than the one the trace ran on.
CREATE OR REPLACE MACRO crossprof_cost_run(trace, run) AS
    CASE WHEN run IS NULL THEN
             CASE WHEN (SELECT max(r.run_id) FROM cost_runs r WHERE r.trace_id = crossprof_trace(trace) AND r.variant IS NULL) IS NULL
                  THEN error('trace ' || crossprof_trace(trace) || ' has no cost run of crossprof cost: run crossprof cost first, or choose a run of explore (FROM cost_runs lists them)')
                  ELSE (SELECT max(r.run_id) FROM cost_runs r WHERE r.trace_id = crossprof_trace(trace) AND r.variant IS NULL) END
         WHEN EXISTS (SELECT 1 FROM cost_runs r WHERE r.run_id = run AND r.trace_id = crossprof_trace(trace)) THEN run::INTEGER
         ELSE error('cost run ' || run || ' is not a run of trace ' || crossprof_trace(trace) || ' (FROM cost_runs lists them)') END;
