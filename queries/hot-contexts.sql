-- hot-contexts: calling contexts by the bytecodes they execute themselves, with their call chains
-- param limit=20: rows to show
-- The chain lists the methods from the root down to the context, separated by " > ".
WITH RECURSIVE top AS (
    SELECT * FROM cct
    WHERE trace_id = getvariable('trace_id')
    ORDER BY bytecodes_self DESC, node_id
    LIMIT getvariable('limit')::BIGINT
), up AS (
    SELECT node_id AS start, parent_id, name_with_class AS chain
    FROM (SELECT node_id, parent_id, class_name || '.' || method_name AS name_with_class FROM top)
    UNION ALL
    SELECT u.start, c.parent_id, c.class_name || '.' || c.method_name || ' > ' || u.chain
    FROM up u JOIN cct c ON c.trace_id = getvariable('trace_id') AND c.node_id = u.parent_id
)
SELECT t.method AS method,
       t.calls,
       t.bytecodes_self AS self,
       round(100.0 * t.bytecodes_self / tr.bytecodes, 1) AS "self %",
       t.bytecodes_inclusive AS inclusive,
       t.depth,
       u.chain
FROM top t
JOIN up u ON u.start = t.node_id AND u.parent_id IS NULL
JOIN traces tr ON tr.trace_id = t.trace_id
ORDER BY t.bytecodes_self DESC, t.node_id;
