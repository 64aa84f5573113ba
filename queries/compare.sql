-- compare: two traces side by side per method (calls and bytecodes), largest differences first
-- param other=null: the trace to compare with (its id); null for the one loaded before the trace
-- param top=30 [int 0..1000000000]: rows to show
-- Methods are matched by class, name and descriptor. change_pct is (other / this - 1) x 100.
CREATE OR REPLACE MACRO compare(trace := NULL, other := NULL, top := 30) AS TABLE
WITH ids AS (
    SELECT crossprof_trace(trace) AS this_id,
           CASE WHEN other IS NOT NULL THEN crossprof_trace(other)
                ELSE coalesce((SELECT max(t.trace_id) FROM traces t WHERE t.status = 'ready' AND t.trace_id < crossprof_trace(trace)),
                              error('no trace was loaded before trace ' || crossprof_trace(trace) || ': give other (crossprof query traces lists them)'))
           END AS other_id
), a AS (SELECT b.* FROM method_bytecodes b, ids WHERE b.trace_id = ids.this_id),
   b AS (SELECT b.* FROM method_bytecodes b, ids WHERE b.trace_id = ids.other_id)
SELECT coalesce(a.class_name, b.class_name) || '.' || coalesce(a.name, b.name) AS method,
       coalesce(a.calls, 0) AS calls,
       coalesce(b.calls, 0) AS other_calls,
       coalesce(a.bytecodes_inclusive, 0) AS inclusive,
       coalesce(b.bytecodes_inclusive, 0) AS other_inclusive,
       coalesce(b.bytecodes_inclusive, 0) - coalesce(a.bytecodes_inclusive, 0) AS difference,
       CASE WHEN coalesce(a.bytecodes_inclusive, 0) > 0
            THEN round(100.0 * (coalesce(b.bytecodes_inclusive, 0) / a.bytecodes_inclusive - 1), 1) END AS change_pct,
       coalesce(a.descriptor, b.descriptor) AS descriptor
FROM a FULL OUTER JOIN b ON a.class_name = b.class_name AND a.name = b.name AND a.descriptor = b.descriptor
ORDER BY abs(coalesce(b.bytecodes_inclusive, 0) - coalesce(a.bytecodes_inclusive, 0)) DESC, method
LIMIT top::BIGINT;
