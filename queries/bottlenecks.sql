-- bottlenecks: bottleneck search (JBolt): the most specific contexts, and the hidden methods, above a share of the run
-- param threshold=10 [real 0..100]: percent of the metric's total a context (or a method, over all its contexts) must exceed
-- param metric=bytecodes [one of bytecodes|cycles|calls]: bytecodes (executed), cycles (of a cost run, see run) or calls (invocations)
-- param run=null: the cost run metric=cycles reads; null for the trace's latest run of crossprof cost (explore's runs only when chosen)
--
-- Top-down search: a root is a bottleneck when its inclusive share exceeds the threshold, and
-- so is a callee context of a bottleneck; the search reports the most specific bottlenecks,
-- those whose self share exceeds the threshold or none of whose callees is a bottleneck
-- ("top-down"; share and self share are the context's, node is the context).
-- Deep starters: methods whose inclusive share over all their contexts (recursion counted
-- once: only contexts without an ancestor context of the same method count) exceeds the
-- threshold although none of their contexts is a top-down bottleneck: many light contexts
-- that no chain of bottlenecks leads to ("deep-starter"; share and self share are the
-- method's totals, node and path its heaviest context).
-- path is the call chain from the root, contexts the number of contexts of the method;
-- share and self_share are percentages.
-- Shares are percent of the roots' inclusive total (bytecodes, cycles; the whole tree's also
-- for a run costed with --root) or of all calls. For calls a context has no inclusive count:
-- self, inclusive and share are all its calls, so the top-down search rarely gets past the
-- roots and heavily called methods show up as deep starters (every call counts, recursive
-- ones too).
CREATE OR REPLACE MACRO bottlenecks(trace := NULL, threshold := 10, metric := 'bytecodes', run := NULL) AS TABLE
WITH cfg AS (
    SELECT crossprof_trace(trace) AS trace_id,
           CASE WHEN metric::VARCHAR IN ('bytecodes', 'cycles', 'calls') THEN metric::VARCHAR
                ELSE error('metric must be bytecodes, cycles or calls, not ''' || metric || '''') END AS metric_name,
           threshold::DOUBLE AS threshold_pct,
           CASE WHEN metric::VARCHAR = 'cycles' THEN crossprof_cost_run(trace, run) END AS run_id
), v AS (
    SELECT n.node_id, n.parent_id, n.method_id, n.depth, n.pre_order, n.descendants,
           CASE k.metric_name WHEN 'bytecodes' THEN n.bytecodes_inclusive WHEN 'cycles' THEN c.inclusive_cycles ELSE n.calls END AS incl,
           CASE k.metric_name WHEN 'bytecodes' THEN n.bytecodes_self WHEN 'cycles' THEN c.self_cycles ELSE n.calls END AS self
    FROM cct_nodes n
    CROSS JOIN cfg k
    LEFT JOIN node_cost c ON c.run_id = k.run_id AND c.node_id = n.node_id
    WHERE n.trace_id = k.trace_id
), total AS (
    SELECT nullif(CASE WHEN any_value(cfg.metric_name) = 'calls' THEN sum(v.incl)
                       ELSE sum(v.incl) FILTER (WHERE v.parent_id IS NULL) END, 0)::DOUBLE AS total,
           any_value(cfg.threshold_pct) AS thr
    FROM v, cfg
), td_nodes AS (
    -- the top-down bottlenecks: contexts above the threshold whose ancestors all are too, that
    -- is, that no light context's subtree (a range of pre_order) covers. The light contexts
    -- before a context in pre-order whose range reaches it are its ancestors.
    SELECT * EXCLUDE (heavy, light_reach) FROM (
        SELECT v.*, 100.0 * v.incl > t.thr * t.total AS heavy,
               max(CASE WHEN 100.0 * v.incl > t.thr * t.total THEN 0 ELSE v.pre_order + v.descendants END)
                   OVER (ORDER BY v.pre_order ROWS UNBOUNDED PRECEDING) AS light_reach
        FROM v, total t)
    WHERE heavy AND light_reach < pre_order
), specific AS (
    SELECT b.node_id, b.method_id, b.incl, b.self
    FROM td_nodes b, total t
    WHERE 100.0 * b.self > t.thr * t.total
       OR NOT EXISTS (SELECT 1 FROM td_nodes c WHERE c.parent_id = b.node_id)
), walk AS (
    -- a context is its method's outermost when no ancestor context runs the same method: no
    -- earlier context of the method in pre-order has a range that reaches it
    SELECT node_id,
           coalesce(max(pre_order + descendants) OVER (PARTITION BY method_id ORDER BY pre_order
                    ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) < pre_order AS outermost
    FROM v
), per_method AS (
    SELECT v.method_id,
           sum(v.incl) FILTER (WHERE w.outermost OR cfg.metric_name = 'calls') AS incl,
           sum(v.self) AS self,
           count(*) AS contexts,
           arg_max(v.node_id, (v.incl, -v.node_id)) AS heaviest
    FROM walk w JOIN v USING (node_id), cfg
    GROUP BY v.method_id
), deep AS (
    SELECT m.heaviest AS node_id, m.method_id, m.incl, m.self
    FROM per_method m, total t
    WHERE 100.0 * m.incl > t.thr * t.total
      AND m.method_id NOT IN (SELECT method_id FROM td_nodes)
), found AS (
    SELECT 'top-down' AS kind, * FROM specific
    UNION ALL
    SELECT 'deep-starter' AS kind, * FROM deep
), paths AS (
    -- the call chain of every reported context: its ancestors are the contexts whose
    -- pre_order range holds it
    SELECT f.node_id AS start, string_agg(a.method, ' > ' ORDER BY a.depth) AS chain
    FROM found f
    JOIN v fv ON fv.node_id = f.node_id
    JOIN cfg ON true
    JOIN cct a ON a.trace_id = cfg.trace_id
     AND fv.pre_order BETWEEN a.pre_order AND a.pre_order + a.descendants
    GROUP BY f.node_id
)
SELECT f.kind,
       n.method,
       round(100.0 * f.incl / t.total, 1) AS share,
       round(100.0 * f.self / t.total, 1) AS self_share,
       u.chain AS path,
       f.node_id AS node,
       m.contexts
FROM found f
JOIN cfg ON true
JOIN cct n ON n.trace_id = cfg.trace_id AND n.node_id = f.node_id
JOIN paths u ON u.start = f.node_id
JOIN per_method m ON m.method_id = f.method_id, total t
ORDER BY f.kind DESC, f.incl DESC, f.node_id;
