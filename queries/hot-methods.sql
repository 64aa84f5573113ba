-- hot-methods: methods by executed bytecodes, with invocations, self and inclusive counts
-- param top=20 [int 0..1000000000]: rows to show
-- Inclusive counts a recursive method once, in its outermost invocations.
-- Percentages are of the bytecodes the calling context tree holds, which a killed trace's
-- manifest does not count (its total would be 0 and every share +Inf).
CREATE OR REPLACE MACRO hot_methods(trace := NULL, top := 20) AS TABLE
SELECT m.class_name || '.' || m.name AS method,
       m.calls,
       m.contexts,
       m.bytecodes_self AS self,
       round(100 * m.bytecodes_self / t.bytecodes, 1) AS self_pct,
       m.bytecodes_inclusive AS inclusive,
       round(100 * m.bytecodes_inclusive / t.bytecodes, 1) AS incl_pct,
       m.descriptor
FROM method_bytecodes m
JOIN (SELECT trace_id, nullif(sum(bytecodes_self), 0) AS bytecodes FROM cct_nodes WHERE trace_id = crossprof_trace(trace) GROUP BY trace_id) t ON t.trace_id = m.trace_id
WHERE m.trace_id = crossprof_trace(trace)
ORDER BY self DESC, calls DESC, method
LIMIT top::BIGINT;
