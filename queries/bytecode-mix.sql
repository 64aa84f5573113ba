-- bytecode-mix: executed bytecodes per opcode (the workload's instruction mix), most frequent first
-- param top=40 [int 0..1000000000]: rows to show (0 for all)
-- Mnemonics are exact: aload_0 and aload, ldc and ldc_w are counted apart.
CREATE OR REPLACE MACRO bytecode_mix(trace := NULL, top := 40) AS TABLE
SELECT o.mnemonic,
       o.opcode,
       o.count AS executed,
       round(100.0 * o.count / sum(o.count) OVER (), 2) AS share_pct,
       round(100.0 * sum(o.count) OVER (ORDER BY o.count DESC, o.mnemonic ROWS UNBOUNDED PRECEDING)
             / sum(o.count) OVER (), 2) AS cumulative_pct
FROM opcode_counts o
WHERE o.trace_id = crossprof_trace(trace)
ORDER BY o.count DESC, o.mnemonic
LIMIT CASE WHEN top::BIGINT > 0 THEN top::BIGINT END;
