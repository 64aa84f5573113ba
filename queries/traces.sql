-- traces: the traces in the database
CREATE OR REPLACE MACRO traces() AS TABLE
SELECT t.trace_id AS id, t.name, t.main_class, array_to_string(t.args, ' ') AS args, t.block_analysis AS blocks,
       CASE WHEN t.complete THEN 'yes' ELSE 'no (' || t.ended || ')' END AS complete,
       t.bytecodes, t.invocations, t.cct_threads AS tree, strftime(t.ingested_at, '%Y-%m-%d %H:%M:%S') AS ingested,
       t.directory
FROM traces t
WHERE t.status = 'ready'
ORDER BY t.trace_id;
