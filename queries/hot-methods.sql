-- hot-methods: methods by executed bytecodes, with invocations, self and inclusive counts
-- param limit=20: rows to show
SELECT class_name || '.' || name AS method,
       calls,
       bytecodes_self AS self,
       round(100 * bytecodes_self / sum(bytecodes_self) OVER (), 1) AS "self %",
       bytecodes_inclusive AS inclusive,
       round(100 * bytecodes_inclusive / t.bytecodes, 1) AS "incl %",
       descriptor
FROM method_bytecodes
JOIN traces t USING (trace_id)
WHERE trace_id = getvariable('trace_id')
ORDER BY bytecodes_self DESC, calls DESC, method
LIMIT getvariable('limit')::BIGINT;
