-- hot-methods: methods by executed bytecodes, with invocations, self and inclusive counts
-- param limit=20: rows to show
-- Inclusive counts a recursive method once, in its outermost invocations.
SELECT m.class_name || '.' || m.name AS method,
       m.calls,
       m.contexts,
       m.bytecodes_self AS self,
       round(100 * m.bytecodes_self / t.bytecodes, 1) AS "self %",
       m.bytecodes_inclusive AS inclusive,
       round(100 * m.bytecodes_inclusive / t.bytecodes, 1) AS "incl %",
       m.descriptor
FROM method_bytecodes m
JOIN traces t USING (trace_id)
WHERE m.trace_id = getvariable('trace_id')
ORDER BY self DESC, calls DESC, method
LIMIT getvariable('limit')::BIGINT;
