-- traces: the traces in the database
SELECT trace_id AS id, name, main_class, array_to_string(args, ' ') AS args, block_analysis AS blocks,
       CASE WHEN complete THEN 'yes' ELSE 'no (' || ended || ')' END AS complete,
       bytecodes, invocations, cct_threads AS tree, strftime(ingested_at, '%Y-%m-%d %H:%M:%S') AS ingested,
       directory
FROM traces
WHERE status = 'ready'
ORDER BY trace_id;
