-- bytecode-mix: executed bytecodes per opcode (the workload's instruction mix), most frequent first
-- param limit=40: rows to show (0 for all)
-- Mnemonics are exact: aload_0 and aload, ldc and ldc_w are counted apart.
SELECT mnemonic,
       opcode,
       count AS executed,
       round(100.0 * count / sum(count) OVER (), 2) AS "share %",
       round(100.0 * sum(count) OVER (ORDER BY count DESC, mnemonic ROWS UNBOUNDED PRECEDING)
             / sum(count) OVER (), 2) AS "cumulative %"
FROM opcode_counts
WHERE trace_id = getvariable('trace_id')
ORDER BY count DESC, mnemonic
LIMIT CASE WHEN getvariable('limit')::BIGINT > 0 THEN getvariable('limit')::BIGINT END;
