-- How JOP's build lays out each method's code, which decides the size its method cache loads
-- and some of the bytecodes it runs. Run by the cost runner (cost.Replay) for a model whose
-- code_layout parameter is jop, with getvariable('trace_id') set; the method cache replay and
-- the jop model read its tables.
--
-- JOP's build (its Makefile, revision 2011-07-26) rewrites the class files twice:
-- WCETPreprocess replaces every iinc by iload, a constant push, iadd and istore (ReplaceIinc)
-- and brackets the body of a synchronized method with aload_0, monitorenter at the entry and
-- aload_0, monitorexit before each return (InsertSynchronized; a static synchronized method is
-- a build error there). JOPizer then numbers each class's constants afresh in the order its
-- code first uses them (FindUsedConstants: every constant pool instruction but the field
-- accesses, a long or double taking two slots), so an ldc_w whose new index is 255 or less
-- becomes a 2-byte ldc (BCEL picks the form from the index), and it replaces each call of
-- com.jopdesign.sys.Native by its 1-byte special bytecode (ReplaceNativeAndCPIdx). The code is
-- then laid out again, so the padding of tableswitch and lookupswitch follows the new pcs.
-- The method's size in the .jop file, which the cache loads, is (bytes + 3) / 4 words.
-- Not modelled: the catch types of exception tables, which FindUsedConstants also numbers
-- (after each method's code; the trace has no exception tables), and a branch that BCEL
-- would widen to goto_w because the rewrites moved its target beyond 32 KB.

-- The new index of each constant a class's code uses.
CREATE OR REPLACE TEMP TABLE jop_pool AS
WITH uses AS (
    SELECT m.class_id, i.cp_index,
           min(i.method_id::BIGINT * 65536 + i.pc) AS first_use,
           max(CASE WHEN i.mnemonic = 'ldc2_w' THEN 2 ELSE 1 END) AS width
    FROM instructions i JOIN methods m ON m.trace_id = i.trace_id AND m.method_id = i.method_id
    WHERE i.trace_id = getvariable('trace_id') AND i.cp_index IS NOT NULL
      AND i.mnemonic NOT IN ('getfield', 'putfield', 'getstatic', 'putstatic')
    GROUP BY m.class_id, i.cp_index
)
SELECT class_id, cp_index,
       sum(width) OVER (PARTITION BY class_id ORDER BY first_use ROWS UNBOUNDED PRECEDING) - width + 1 AS jop_index
FROM uses;

-- Each instruction as the bytecodes JOP's build turns it into: a list of (form, len) in
-- order. Most are themselves; iinc is its four replacements (BCEL's ILOAD/ISTORE take the
-- 1-byte form for slots 0 to 3; ICONST for -1..5, BIPUSH for -128..126, SIPUSH above, as
-- ReplaceIinc writes it); a return of a synchronized instance method has aload_0 and
-- monitorexit before it; an ldc or ldc_w is the form its new index needs; a Native call is 1
-- byte (the model names its special bytecode); a switch's len leaves out its padding.
CREATE OR REPLACE TEMP TABLE jop_code AS
WITH ins AS (
    SELECT i.method_id, i.pc, i.mnemonic, i.length, i.local_index, i.operand, i.ref_class,
           (m.access_flags & 32) <> 0 AND (m.access_flags & 8) = 0 AS sync,
           p.jop_index
    FROM instructions i
    JOIN methods m ON m.trace_id = i.trace_id AND m.method_id = i.method_id
    LEFT JOIN jop_pool p ON p.class_id = m.class_id AND p.cp_index = i.cp_index AND i.mnemonic IN ('ldc', 'ldc_w')
    WHERE i.trace_id = getvariable('trace_id')
)
SELECT method_id, pc, mnemonic IN ('tableswitch', 'lookupswitch') AS switch,
       CASE
         WHEN mnemonic = 'iinc' THEN [
             CASE WHEN local_index <= 3 THEN {'form': 'iload_' || local_index, 'len': 1}
                  WHEN local_index <= 255 THEN {'form': 'iload', 'len': 2}
                  ELSE {'form': 'iload', 'len': 4} END,
             CASE WHEN operand = -1 THEN {'form': 'iconst_m1', 'len': 1}
                  WHEN operand BETWEEN 0 AND 5 THEN {'form': 'iconst_' || operand, 'len': 1}
                  WHEN operand BETWEEN -128 AND 126 THEN {'form': 'bipush', 'len': 2}
                  ELSE {'form': 'sipush', 'len': 3} END,
             {'form': 'iadd', 'len': 1},
             CASE WHEN local_index <= 3 THEN {'form': 'istore_' || local_index, 'len': 1}
                  WHEN local_index <= 255 THEN {'form': 'istore', 'len': 2}
                  ELSE {'form': 'istore', 'len': 4} END]
         WHEN sync AND mnemonic IN ('ireturn', 'lreturn', 'freturn', 'dreturn', 'areturn', 'return') THEN [
             {'form': 'aload_0', 'len': 1}, {'form': 'monitorexit', 'len': 1}, {'form': mnemonic, 'len': 1}]
         WHEN mnemonic IN ('ldc', 'ldc_w') AND jop_index IS NOT NULL THEN
             [CASE WHEN jop_index <= 255 THEN {'form': 'ldc', 'len': 2} ELSE {'form': 'ldc_w', 'len': 3} END]
         WHEN mnemonic = 'invokestatic' AND ref_class = 'com.jopdesign.sys.Native' THEN [{'form': mnemonic, 'len': 1}]
         WHEN mnemonic IN ('tableswitch', 'lookupswitch') THEN [{'form': mnemonic, 'len': length - (4 - (pc + 1) % 4) % 4}]
         ELSE [{'form': mnemonic, 'len': length::INTEGER}]
       END AS seq
FROM ins;

-- The padding of each switch at its new pc: 0 to 3 bytes that bring the first operand to a
-- multiple of 4. Each switch's padding moves the ones after it, hence the recursion.
CREATE OR REPLACE TEMP TABLE jop_switch_pads AS
WITH RECURSIVE entry AS (
    SELECT method_id, CASE WHEN (access_flags & 32) <> 0 AND (access_flags & 8) = 0 THEN 2 ELSE 0 END AS extra
    FROM methods WHERE trace_id = getvariable('trace_id')
), sized AS (
    SELECT c.method_id, c.pc, c.switch,
           e.extra + coalesce(sum(list_sum(list_transform(c.seq, x -> x.len))) OVER (
               PARTITION BY c.method_id ORDER BY c.pc ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
    FROM jop_code c JOIN entry e USING (method_id)
), sw AS (
    SELECT method_id, pc, before, row_number() OVER (PARTITION BY method_id ORDER BY pc) AS k
    FROM sized WHERE switch
), pads(method_id, k, pc, pad, total) AS (
    SELECT method_id, k, pc, (4 - (before + 1) % 4) % 4, (4 - (before + 1) % 4) % 4 FROM sw WHERE k = 1
    UNION ALL
    SELECT s.method_id, s.k, s.pc, (4 - (s.before + p.total + 1) % 4) % 4, p.total + (4 - (s.before + p.total + 1) % 4) % 4
    FROM pads p JOIN sw s ON s.method_id = p.method_id AND s.k = p.k + 1
)
SELECT method_id, pc, pad FROM pads;

-- Each method's code size in JOP's layout (0 without code), the size the method cache loads.
CREATE OR REPLACE TEMP TABLE code_layout AS
SELECT m.method_id,
       (CASE WHEN c.bytes IS NULL THEN 0
             ELSE c.bytes + coalesce(p.pads, 0)
                  + CASE WHEN (m.access_flags & 32) <> 0 AND (m.access_flags & 8) = 0 THEN 2 ELSE 0 END
        END)::INTEGER AS code_length
FROM methods m
LEFT JOIN (SELECT method_id, sum(list_sum(list_transform(seq, x -> x.len))) AS bytes FROM jop_code GROUP BY method_id) c USING (method_id)
LEFT JOIN (SELECT method_id, sum(pad) AS pads FROM jop_switch_pads GROUP BY method_id) p USING (method_id)
WHERE m.trace_id = getvariable('trace_id');
