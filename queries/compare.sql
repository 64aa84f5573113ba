-- compare: two traces side by side per method (calls and bytecodes), largest differences first
-- param other=0: the trace to compare with (its id); the other side is --trace
-- param limit=30: rows to show
-- Methods are matched by class, name and descriptor. "change %" is (other / this - 1) x 100.
WITH a AS (SELECT * FROM method_bytecodes WHERE trace_id = getvariable('trace_id')),
     b AS (SELECT * FROM method_bytecodes WHERE trace_id = getvariable('other')::INTEGER)
SELECT coalesce(a.class_name, b.class_name) || '.' || coalesce(a.name, b.name) AS method,
       coalesce(a.calls, 0) AS calls,
       coalesce(b.calls, 0) AS "other calls",
       coalesce(a.bytecodes_inclusive, 0) AS inclusive,
       coalesce(b.bytecodes_inclusive, 0) AS "other inclusive",
       coalesce(b.bytecodes_inclusive, 0) - coalesce(a.bytecodes_inclusive, 0) AS difference,
       CASE WHEN coalesce(a.bytecodes_inclusive, 0) > 0
            THEN round(100.0 * (coalesce(b.bytecodes_inclusive, 0) / a.bytecodes_inclusive - 1), 1) END AS "change %",
       coalesce(a.descriptor, b.descriptor) AS descriptor
FROM a FULL OUTER JOIN b ON a.class_name = b.class_name AND a.name = b.name AND a.descriptor = b.descriptor
WHERE getvariable('other')::INTEGER IN (SELECT trace_id FROM traces)
   OR error('compare: no trace ' || getvariable('other') || ' in the database; give --param other=ID (crossprof query traces lists them)')
ORDER BY abs(coalesce(b.bytecodes_inclusive, 0) - coalesce(a.bytecodes_inclusive, 0)) DESC, method
LIMIT getvariable('limit')::BIGINT;
