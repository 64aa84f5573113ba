-- methods: every executed method with its static sizes and dynamic counts
-- param all_methods=false [bool]: true lists the methods that never ran as well
CREATE OR REPLACE MACRO methods(trace := NULL, all_methods := false) AS TABLE
SELECT m.class_name || '.' || m.name AS method,
       m.descriptor,
       m.code_length AS bytes,
       (SELECT count(*) FROM instructions i WHERE i.trace_id = m.trace_id AND i.method_id = m.method_id) AS instructions,
       m.blocks,
       m.max_stack,
       m.max_locals,
       coalesce(b.calls, 0) AS calls,
       coalesce(b.contexts, 0) AS contexts,
       coalesce(b.bytecodes_self, 0) AS self,
       coalesce(b.bytecodes_inclusive, 0) AS inclusive
FROM methods m
LEFT JOIN method_bytecodes b ON b.trace_id = m.trace_id AND b.method_id = m.method_id
WHERE m.trace_id = crossprof_trace(trace)
  AND (all_methods::BOOLEAN OR b.calls > 0)
ORDER BY coalesce(b.bytecodes_inclusive, 0) DESC, method, m.descriptor;
