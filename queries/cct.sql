-- cct: the calling context tree, indented, hottest contexts first
-- param depth=8: deepest level to show (roots are level 0)
-- param min_share=1: hide contexts below this percent of all executed bytecodes
-- A context's children are sorted by inclusive bytecodes; "site" is the call site's
-- instruction position in the caller (JP2's numbering), "pc" its byte offset.
WITH RECURSIVE shown AS (
    SELECT c.*, row_number() OVER (PARTITION BY c.parent_id ORDER BY c.bytecodes_inclusive DESC, c.node_id) AS rank
    FROM cct c JOIN traces t USING (trace_id)
    WHERE c.trace_id = getvariable('trace_id')
      AND 100.0 * c.bytecodes_inclusive >= getvariable('min_share')::DOUBLE * t.bytecodes
      AND c.depth <= getvariable('depth')::INTEGER
), tree AS (
    SELECT node_id, [rank] AS path FROM shown WHERE parent_id IS NULL
    UNION ALL
    SELECT s.node_id, list_append(t.path, s.rank)
    FROM shown s JOIN tree t ON s.parent_id = t.node_id
)
SELECT repeat('  ', s.depth) || s.method AS context,
       CASE WHEN s.callsite_index >= 0 THEN s.callsite_index END AS site,
       CASE WHEN s.callsite_pc >= 0 THEN s.callsite_pc END AS pc,
       s.calls,
       s.bytecodes_self AS self,
       s.bytecodes_inclusive AS inclusive,
       round(100.0 * s.bytecodes_inclusive / t.bytecodes, 1) AS "incl %"
FROM tree JOIN shown s USING (node_id) JOIN traces t ON t.trace_id = s.trace_id
ORDER BY tree.path;
