-- callsites: call sites by calls made, with how many distinct methods each reached (polymorphism)
-- param top=30 [int 0..1000000000]: rows to show
-- param min_targets=1 [int 0..1000000000]: show only call sites that reached at least this many methods
-- A call site is an instruction of a method (caller, pc); the targets are the methods its
-- invocations ran, over all contexts of the caller. Static initializers the instruction
-- triggered are listed among the methods but are not counted as targets.
CREATE OR REPLACE MACRO callsites(trace := NULL, top := 30, min_targets := 1) AS TABLE
SELECT p.class_name || '.' || p.method_name AS caller,
       c.callsite_index AS site,
       c.callsite_pc AS pc,
       i.mnemonic AS instruction,
       coalesce(i.ref_class || '.' || i.ref_name, '') AS declared,
       count(DISTINCT c.method_id) FILTER (WHERE c.method_name <> '<clinit>') AS targets,
       sum(c.calls) AS calls,
       string_agg(DISTINCT c.class_name || '.' || c.method_name, ', ' ORDER BY c.class_name || '.' || c.method_name) AS methods
FROM cct c
JOIN cct p ON p.trace_id = c.trace_id AND p.node_id = c.parent_id
LEFT JOIN instructions i ON i.trace_id = c.trace_id AND i.method_id = p.method_id AND i.pc = c.callsite_pc
WHERE c.trace_id = crossprof_trace(trace)
GROUP BY p.class_name, p.method_name, p.method_id, c.callsite_index, c.callsite_pc, i.mnemonic, i.ref_class, i.ref_name
HAVING count(DISTINCT c.method_id) FILTER (WHERE c.method_name <> '<clinit>') >= min_targets::BIGINT
ORDER BY calls DESC, caller, site
LIMIT top::BIGINT;
