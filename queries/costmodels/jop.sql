-- jop: cycles on the JOP Java processor: its bytecode timing table, with the method cache replayed over the recorded invokes and returns
-- param r=1 [int 0..15]: read wait states of main memory
-- param w=2 [int 0..15]: write wait states of main memory
-- param cache_size=4096 [pow2 256..65536]: method cache size in bytes
-- param cache_blocks=16 [pow2 1..256]: method cache blocks (a method occupies whole blocks)
-- param cache_policy=fifo [one of fifo|lru|always-hit|always-miss]: method cache replacement: fifo (JOP's), lru, always-hit, always-miss
-- param invoke_scale=1 [real 0.25..2]: factor on the cycles of invokes and returns and on the load time they hide (0.5: faster invoke and return)
-- param branch_extra=0 [int 0..8]: cycles added to every branch, goto and switch (1: a longer pipeline)
-- param single_fetch=false [bool]: true: microcoded bytecodes longer than one byte save one cycle per extra byte (single-cycle fetch)
-- param soft_call=80 [int 0..1000]: cycles of the call that runs a bytecode JOP implements in Java (JopSim's flat figure, its method load not charged)
-- param code_layout=jop [one of jop|classfile]: the code as JOP's build rewrites and lays it out (queries/build/layout-jop.sql: iinc replaced, synchronized methods bracketed, ldc_w shortened, Native calls 1 byte, switches re-padded), whose tables this model reads; the method cache loads its sizes
--
-- A cost model is plain DuckDB SQL. crossprof sets getvariable('trace_id') and every
-- parameter, replays the method cache for cache_size, cache_blocks and cache_policy into the
-- view node_cache (node_id, invoke_hits, invoke_misses, return_hits, return_misses), and
-- stores what the last statement returns: one row per context with node_id, self_cycles,
-- cache_hits and cache_misses. Inclusive cycles, totals and CPI are computed from those.
-- To write your own model, copy this file, change it, and run it with --model-file.
--
-- Where the figures come from: JopSim/WCETInstruction d826db9e (JOP's simulator, which
-- reproduces the published hardware cycle counts of the embedded benchmarks within 1%, and
-- the timing code it prices every bytecode with: com.jopdesign.timing.WCETInstruction.getCycles
-- at r=1, w=2, a cache hit), in jop_timing below as formulas of r, w and b: cycles =
-- base + r_k*r + w_k*w + w1*[w-1] + r1*[r-1] + r2*[r-2] + r3*[r-3] + w2*[w-2] + w3*[w-3]
-- + [b - b_hidden], [x] = max(0, x). WCETInstruction's alternatives (lshl "28 or 22 or 7")
-- are its single figure, the slowest. A bytecode WCETInstruction gives no figure for is
-- JOP's Java routine: JopSim prices the bytecode at a flat 80 (its "rough estimate for
-- invocation of Java implementation", charging no method load for the routine) and runs the
-- routine's bytecodes: those bytecodes are the jop_software rows, and sys_noim, sys_int,
-- sys_exc and jopsys_invoke (an invoke without a method load) cost 80. invokesuper has no
-- figure either: JopSim charges 80 and the method load of an invoke ([b - 37]).

-- The timing table. b is the method load time of an invoke or return (JopSim's waitCache,
-- WCETInstruction.calculateB): 4 on a cache hit, 6 + (n + 1) * (1 + c) on a miss (n: the
-- method's size in 32-bit words; c = r if r > 1, else 1: WCETInstruction's 2 + (r - 1) for
-- r >= 1); the invokes hide 37 cycles of it, the returns 9 to 11. The _ref and _long forms are
-- JOP's own opcodes for fields of reference and long/double type, invokesuper its
-- invokespecial of a superclass method. putstatic_long is 17 + w, plus w - 1 when w > 2.
CREATE OR REPLACE TEMP TABLE jop_timing(opcode, mnemonic, base, r_k, w_k, w1, r1, r2, r3, w2, w3, b_hidden, formula) AS
VALUES
    (0, 'nop', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (1, 'aconst_null', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (2, 'iconst_m1', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (3, 'iconst_0', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (4, 'iconst_1', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (5, 'iconst_2', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (6, 'iconst_3', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (7, 'iconst_4', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (8, 'iconst_5', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (9, 'lconst_0', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (10, 'lconst_1', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (11, 'fconst_0', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (14, 'dconst_0', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (16, 'bipush', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (17, 'sipush', 3, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (18, 'ldc', 7, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '7 + r'),
    (19, 'ldc_w', 8, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '8 + r'),
    (20, 'ldc2_w', 17, 0, 0, 0, 1, 1, 0, 0, 0, NULL, '17 + [r - 2] + [r - 1]'),
    (21, 'iload', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (22, 'lload', 11, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (23, 'fload', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (24, 'dload', 11, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (25, 'aload', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (26, 'iload_0', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (27, 'iload_1', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (28, 'iload_2', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (29, 'iload_3', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (30, 'lload_0', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (31, 'lload_1', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (32, 'lload_2', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (33, 'lload_3', 11, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (34, 'fload_0', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (35, 'fload_1', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (36, 'fload_2', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (37, 'fload_3', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (38, 'dload_0', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (39, 'dload_1', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (40, 'dload_2', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (41, 'dload_3', 11, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (42, 'aload_0', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (43, 'aload_1', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (44, 'aload_2', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (45, 'aload_3', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (46, 'iaload', 6, 3, 0, 0, 0, 0, 0, 0, 0, NULL, '6 + 3 r'),
    (47, 'laload', 43, 4, 0, 0, 0, 0, 0, 0, 0, NULL, '43 + 4 r'),
    (48, 'faload', 6, 3, 0, 0, 0, 0, 0, 0, 0, NULL, '6 + 3 r'),
    (49, 'daload', 43, 4, 0, 0, 0, 0, 0, 0, 0, NULL, '43 + 4 r'),
    (50, 'aaload', 6, 3, 0, 0, 0, 0, 0, 0, 0, NULL, '6 + 3 r'),
    (51, 'baload', 6, 3, 0, 0, 0, 0, 0, 0, 0, NULL, '6 + 3 r'),
    (52, 'caload', 6, 3, 0, 0, 0, 0, 0, 0, 0, NULL, '6 + 3 r'),
    (53, 'saload', 6, 3, 0, 0, 0, 0, 0, 0, 0, NULL, '6 + 3 r'),
    (54, 'istore', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (55, 'lstore', 11, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (56, 'fstore', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (57, 'dstore', 11, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (58, 'astore', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (59, 'istore_0', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (60, 'istore_1', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (61, 'istore_2', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (62, 'istore_3', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (63, 'lstore_0', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (64, 'lstore_1', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (65, 'lstore_2', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (66, 'lstore_3', 11, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (67, 'fstore_0', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (68, 'fstore_1', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (69, 'fstore_2', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (70, 'fstore_3', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (71, 'dstore_0', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (72, 'dstore_1', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (73, 'dstore_2', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (74, 'dstore_3', 11, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (75, 'astore_0', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (76, 'astore_1', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (77, 'astore_2', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (78, 'astore_3', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (79, 'iastore', 10, 2, 1, 0, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (80, 'lastore', 48, 2, 1, 0, 0, 0, 0, 0, 1, NULL, '48 + 2 r + w + [w - 3]'),
    (81, 'fastore', 10, 2, 1, 0, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (82, 'dastore', 48, 2, 1, 0, 0, 0, 0, 0, 1, NULL, '48 + 2 r + w + [w - 3]'),
    (84, 'bastore', 10, 2, 1, 0, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (85, 'castore', 10, 2, 1, 0, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (86, 'sastore', 10, 2, 1, 0, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (87, 'pop', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (88, 'pop2', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (89, 'dup', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (90, 'dup_x1', 5, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '5'),
    (91, 'dup_x2', 7, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '7'),
    (92, 'dup2', 6, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '6'),
    (93, 'dup2_x1', 8, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (94, 'dup2_x2', 10, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '10'),
    (95, 'swap', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (96, 'iadd', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (97, 'ladd', 26, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '26'),
    (100, 'isub', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (101, 'lsub', 38, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '38'),
    (104, 'imul', 19, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '19'),
    (116, 'ineg', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (117, 'lneg', 34, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '34'),
    (120, 'ishl', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (121, 'lshl', 28, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '28 or 22 or 7'),
    (122, 'ishr', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (123, 'lshr', 28, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '28 or 24 or 7'),
    (124, 'iushr', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (125, 'lushr', 28, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '28 or 22 or 7'),
    (126, 'iand', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (127, 'land', 8, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (128, 'ior', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (129, 'lor', 8, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (130, 'ixor', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (131, 'lxor', 8, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (132, 'iinc', 8, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (133, 'i2l', 5, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '5'),
    (136, 'l2i', 3, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (146, 'i2c', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (148, 'lcmp', 85, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '85'),
    (153, 'ifeq', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (154, 'ifne', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (155, 'iflt', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (156, 'ifge', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (157, 'ifgt', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (158, 'ifle', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (159, 'if_icmpeq', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (160, 'if_icmpne', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (161, 'if_icmplt', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (162, 'if_icmpge', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (163, 'if_icmpgt', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (164, 'if_icmple', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (165, 'if_acmpeq', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (166, 'if_acmpne', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (167, 'goto', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (172, 'ireturn', 23, 0, 0, 0, 0, 0, 1, 0, 0, 10, '23 + [r - 3] + [b - 10]'),
    (173, 'lreturn', 25, 0, 0, 0, 0, 0, 1, 0, 0, 11, '25 + [r - 3] + [b - 11]'),
    (174, 'freturn', 23, 0, 0, 0, 0, 0, 1, 0, 0, 10, '23 + [r - 3] + [b - 10]'),
    (175, 'dreturn', 25, 0, 0, 0, 0, 0, 1, 0, 0, 11, '25 + [r - 3] + [b - 11]'),
    (176, 'areturn', 23, 0, 0, 0, 0, 0, 1, 0, 0, 10, '23 + [r - 3] + [b - 10]'),
    (177, 'return', 21, 0, 0, 0, 0, 0, 1, 0, 0, 9, '21 + [r - 3] + [b - 9]'),
    (178, 'getstatic', 5, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '5 + r'),
    (179, 'putstatic', 5, 0, 1, 0, 0, 0, 0, 0, 0, NULL, '5 + w'),
    (180, 'getfield', 8, 2, 0, 0, 0, 0, 0, 0, 0, NULL, '8 + 2 r'),
    (181, 'putfield', 9, 1, 1, 0, 0, 0, 0, 0, 0, NULL, '9 + r + w'),
    (182, 'invokevirtual', 98, 2, 0, 0, 0, 1, 1, 0, 0, 37, '98 + 2 r + [r - 3] + [r - 2] + [b - 37]'),
    (183, 'invokespecial', 73, 1, 0, 0, 0, 1, 1, 0, 0, 37, '73 + r + [r - 3] + [r - 2] + [b - 37]'),
    (184, 'invokestatic', 73, 1, 0, 0, 0, 1, 1, 0, 0, 37, '73 + r + [r - 3] + [r - 2] + [b - 37]'),
    (185, 'invokeinterface', 111, 4, 0, 0, 0, 1, 1, 0, 0, 37, '111 + 4 r + [r - 3] + [r - 2] + [b - 37]'),
    (190, 'arraylength', 6, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '6 + r'),
    (194, 'monitorenter', 19, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '19'),
    (195, 'monitorexit', 20, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '10 or 20'),
    (198, 'ifnull', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (199, 'ifnonnull', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (204, 'jopsys_inval', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (209, 'jopsys_rd', 4, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '4 + r'),
    (210, 'jopsys_wr', 5, 0, 1, 0, 0, 0, 0, 0, 0, NULL, '5 + w'),
    (211, 'jopsys_rdmem', 4, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '4 + r'),
    (212, 'jopsys_wrmem', 5, 0, 1, 0, 0, 0, 0, 0, 0, NULL, '5 + w'),
    (213, 'jopsys_rdint', 3, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (214, 'jopsys_wrint', 3, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (215, 'jopsys_getsp', 3, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (216, 'jopsys_setsp', 4, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (217, 'jopsys_getvp', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (218, 'jopsys_setvp', 2, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (219, 'jopsys_int2ext', 14, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '14 + r (JopSim: n = 0)'),
    (220, 'jopsys_ext2int', 14, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '14 + r (JopSim: n = 0)'),
    (221, 'jopsys_nop', 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (222, 'jopsys_invoke', 80, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '80'),
    (223, 'jopsys_cond_move', 5, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '5'),
    (224, 'getstatic_ref', 5, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '5 + r'),
    (226, 'getfield_ref', 8, 2, 0, 0, 0, 0, 0, 0, 0, NULL, '8 + 2 r'),
    (228, 'getstatic_long', 16, 1, 0, 0, 0, 0, 1, 0, 0, NULL, '16 + r + [r - 3]'),
    (229, 'putstatic_long', 17, 0, 1, 0, 0, 0, 0, 2, -1, NULL, '17 + w + (w - 1 if w > 2)'),
    (230, 'getfield_long', 26, 2, 0, 0, 0, 0, 1, 0, 0, NULL, '26 + 2 r + [r - 3]'),
    (231, 'putfield_long', 30, 1, 1, 1, 0, 0, 0, 0, 0, NULL, '30 + r + w + [w - 1]'),
    (232, 'jopsys_memcpy', 80, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '80'),
    (233, 'jopsys_getfield', 9, 2, 0, 0, 0, 0, 0, 0, 0, NULL, '9 + 2 r'),
    (234, 'jopsys_putfield', 12, 1, 1, 0, 0, 0, 0, 0, 0, NULL, '12 + r + w'),
    (236, 'invokesuper', 80, 0, 0, 0, 0, 0, 0, 0, 0, 37, '80 + [b - 37]'),
    (238, 'jopsys_getstatic', 6, 1, 0, 0, 0, 0, 0, 0, 0, NULL, '6 + r'),
    (239, 'jopsys_putstatic', 6, 0, 1, 0, 0, 0, 0, 0, 0, NULL, '6 + w'),
    (240, 'sys_int', 80, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '80'),
    (241, 'sys_exc', 80, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '80'),
    (254, 'sys_noim', 80, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '80');

-- Bytecodes JOP implements in Java: a software call (soft_call, JopSim's flat 80 with no
-- method load, like sys_noim's) plus the routine. Rows marked 'measured: JopSim' are JOP's
-- own routines as JopSim runs them (the routines that need JOP's memory: allocation, the
-- reference stores with their write barrier, checkcast, the switches). Rows marked
-- 'measured: JOP d826db9e''s JVM.f_' are JOP's own routines for the operand-only bytecodes:
-- testdata/jop-routines/JopLibOps.java, run with crossprof run --target-lib at a compiled JOP
-- library of d826db9e (each op from its own method, on JopRoutines' operands) and costed with
-- this model (--set cache_policy=always-hit); the figure is the inclusive cycles of the
-- JVM.f_ contexts under each op's method per call. The remaining 'measured: JopRoutines' rows
-- are the team's stand-ins (the constants, and the comparisons, whose JOP routines return
-- any negative or positive number where the JVM's give -1 or 1, which crossprof's check of
-- a routine's result refuses). sys_noim is the invoke of the routine, which
-- then runs and ends with an ordinary return bytecode, so the routine column counts the
-- routine's bytecodes, the invokes and returns of the helpers it calls, and its own return.
-- Rows marked 'measured: JopRoutines' are derived with this model itself: the routine is written in Java
-- with microcoded bytecodes only, as JOP's runtime does (testdata/jop-routines/JopRoutines.java:
-- shift-and-subtract division, byte-by-byte lmul, SoftFloat-style floats and doubles with
-- round to nearest even), traced with crossprof, and costed at r=1, w=2 with every method
-- cache lookup a hit (the software call is priced at a hit too); the figure is the inclusive
-- cycles of the routine's calling context per call, averaged over the calls its row names
-- (main calls each routine on representative operands). The figures are for r=1: the
-- routines' ldc (7 + r), ldc2_w and helper invokes cost more at higher r, which the model does
-- not rescale (the routines write no memory, so w does not matter); nor are the JOP-measured
-- rows. cost/routines_test.go re-measures the JopRoutines rows and fails when one differs.
-- Rows marked 'estimate' are routines
-- that need what a Java routine cannot get from its operands (array and object memory, the
-- method's own bytecode for the switch tables, exception tables and frames, the program
-- counter); they count the routine's bytecodes at 2 cycles each, JOP's typical cost of a
-- simple microcoded bytecode with r=1, without the routine's return.
CREATE OR REPLACE TEMP TABLE jop_software(mnemonic, routine, derivation) AS
VALUES
    ('fconst_1', 31, 'measured: JopRoutines.fconst_1 traced and costed with this model (r=1), mean of 1 call: push the constant''s bits'),
    ('fconst_2', 31, 'measured: JopRoutines.fconst_2 traced and costed with this model (r=1), mean of 1 call: push the constant''s bits'),
    ('dconst_1', 42, 'measured: JopRoutines.dconst_1 traced and costed with this model (r=1), mean of 1 call: push the constant as a long'),
    ('aastore', 109, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_aastore on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 24 calls in the four testdata/targetlib/jopsim programs (bounds, null and store checks)'),
    ('fadd', 2161, 'measured: JOP d826db9e''s JVM.f_fadd traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('fsub', 2261, 'measured: JOP d826db9e''s JVM.f_fsub traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('fmul', 17055, 'measured: JOP d826db9e''s JVM.f_fmul traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('fdiv', 47132, 'measured: JOP d826db9e''s JVM.f_fdiv traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('frem', 19728, 'measured: JOP d826db9e''s JVM.f_frem traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('fneg', 33, 'measured: JOP d826db9e''s JVM.f_fneg traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('dadd', 4329, 'measured: JOP d826db9e''s JVM.f_dadd traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('dsub', 4510, 'measured: JOP d826db9e''s JVM.f_dsub traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('dmul', 64251, 'measured: JOP d826db9e''s JVM.f_dmul traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('ddiv', 238247, 'measured: JOP d826db9e''s JVM.f_ddiv traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('drem', 29389, 'measured: JOP d826db9e''s JVM.f_drem traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('dneg', 52, 'measured: JOP d826db9e''s JVM.f_dneg traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('lmul', 14895, 'measured: JOP d826db9e''s JVM.f_lmul traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('idiv', 1674, 'measured: JOP d826db9e''s JVM.f_idiv traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('irem', 1359, 'measured: JOP d826db9e''s JVM.f_irem traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('ldiv', 30234, 'measured: JOP d826db9e''s JVM.f_ldiv traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('lrem', 21366, 'measured: JOP d826db9e''s JVM.f_lrem traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('i2f', 762, 'measured: JOP d826db9e''s JVM.f_i2f traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('i2d', 1573, 'measured: JOP d826db9e''s JVM.f_i2d traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('l2f', 1235, 'measured: JOP d826db9e''s JVM.f_l2f traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('l2d', 1466, 'measured: JOP d826db9e''s JVM.f_l2d traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('f2i', 961, 'measured: JOP d826db9e''s JVM.f_f2i traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('f2l', 659, 'measured: JOP d826db9e''s JVM.f_f2l traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('f2d', 1931, 'measured: JOP d826db9e''s JVM.f_f2d traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('d2i', 1280, 'measured: JOP d826db9e''s JVM.f_d2i traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('d2l', 987, 'measured: JOP d826db9e''s JVM.f_d2l traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('d2f', 2390, 'measured: JOP d826db9e''s JVM.f_d2f traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('i2b', 42, 'measured: JOP d826db9e''s JVM.f_i2b traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('i2s', 53, 'measured: JOP d826db9e''s JVM.f_i2s traced with crossprof --target-lib (testdata/jop-routines/JopLibOps.java) and costed with this model (r=1, every lookup a hit), mean of 8 calls on JopRoutines'' operands'),
    ('fcmpl', 102, 'measured: JopRoutines.fcmpl traced and costed with this model (r=1), mean of 8 calls: NaN checks, sign and magnitude turned into two''s complement, compare'),
    ('fcmpg', 102, 'measured: JopRoutines.fcmpg traced and costed with this model (r=1), mean of 8 calls: NaN checks, sign and magnitude turned into two''s complement, compare'),
    ('dcmpl', 237, 'measured: JopRoutines.dcmpl traced and costed with this model (r=1), mean of 8 calls: NaN and zero checks, then the signs and magnitudes compared on the int words'),
    ('dcmpg', 237, 'measured: JopRoutines.dcmpg traced and costed with this model (r=1), mean of 8 calls: NaN and zero checks, then the signs and magnitudes compared on the int words'),
    ('new', 452, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_new on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 90 calls in testdata/targetlib/jopsim/SimAlloc''s loop (GC.newObject, 353 of them, takes a handle from the free list and does not zero the object: the cost does not depend on its size; with the jop target the trace holds the two as calls (jop_alloc_path) and the method cache replay prices their misses, which add up to about 60 in SimExcept, whose 20 calls cost 510 under JopSim)'),
    ('newarray', 466, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_newarray on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 120 calls in testdata/targetlib/jopsim/SimAlloc''s loop (GC.newArray, 366 of them: int, char, byte and long arrays of 3 to 100 elements, not zeroed, so the same for any length)'),
    ('anewarray', 465, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_anewarray on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 30 calls in testdata/targetlib/jopsim/SimAlloc''s loop (GC.newArray: reference arrays of 6 elements, as newarray)'),
    ('checkcast', 71, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_checkcast on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 256 calls in the four testdata/targetlib/jopsim programs (a walk up the class hierarchy, 1 to 2 levels)'),
    ('checkcast_null', 29, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_checkcast on JOP''s library, as the checkcast row, of 20 calls in testdata/targetlib/jopsim/SimExcept: a checkcast of the null constant (aconst_null before it, javac''s (T) null), which the routine returns at once'),
    ('instanceof', 71, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_instanceof on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 0 calls in the four testdata/targetlib/jopsim programs (as checkcast, which it mirrors; not executed by the programs)'),
    ('putstatic_ref', 97, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_putstatic_ref on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 141 calls in the four testdata/targetlib/jopsim programs (the store with its write barrier)'),
    ('putfield_ref', 112, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_putfield_ref on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 54 calls in the four testdata/targetlib/jopsim programs (the store with its write barrier)'),
    ('jsr', 10, 'estimate: push the return address and jump: 5 bytecodes'),
    ('ret', 10, 'estimate: load the return address and jump: 5 bytecodes'),
    ('tableswitch', 111, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_tableswitch on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 240 calls in the four testdata/targetlib/jopsim programs (reads the methods table from memory)'),
    ('lookupswitch', 221, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_lookupswitch on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 30 calls in the four testdata/targetlib/jopsim programs (linear search of 4 keys)'),
    ('athrow', 438, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_athrow on JOP''s library, cycles from the bytecode to the handler''s first bytecode less JopSim''s 80 for the bytecode and the frames it leaves (jop_exception), testdata/targetlib/jopsim/SimExcept: the handler found in the first entry of the frame''s table, typed (an instanceof); a catch-any (finally) handler costs 153 less, each entry of the table searched before it about 177 more, which the trace cannot tell (it holds no exception tables)'),
    ('wide', 4, 'estimate: the widened instruction with a 16-bit index: 2 bytecodes more'),
    ('multianewarray', 1504, 'measured: JopSim of JOP d826db9e (idiv/irem routed to JVM.f_idiv/f_irem), JOP''s JVM.f_multianewarray on JOP''s library, cycles from the bytecode to the routine''s return less JopSim''s 80 for the bytecode, mean of 4 calls in the four testdata/targetlib/jopsim programs (a 2-dimensional array)'),
    ('goto_w', 4, 'estimate: a jump with a 32-bit offset: 2 bytecodes'),
    ('jsr_w', 10, 'estimate: as jsr: 5 bytecodes');

-- What an exception costs beyond the athrow's routine (measured like the athrow row, on
-- testdata/targetlib/jopsim/SimExcept under JopSim): JVM.f_athrow walks the frames up to
-- the handler, 165 cycles for each frame the exception leaves (its exception table with no
-- matching entry, the frame's links read back); and an exception JOP's hardware raises (a
-- null reference, an array bound, JVM.f_idiv's division by zero: with the jop target crossprof
-- runs no constructor for it, JOP's being allocated at start-up) runs sys_exc, JVMHelp.except and
-- handleException, which throws it with an athrow whose f_athrow also walks the two JVMHelp
-- frames: 80 + 96 + 33 + (80 + 438) + 2 * 165.
CREATE OR REPLACE TEMP TABLE jop_exception(item, cycles, derivation) AS
VALUES
    ('frame', 165, 'measured: JopSim, JVM.f_athrow per frame left without a handler (SimExcept: the same throw caught one and two frames further up, and a hardware exception with its JVMHelp frames)'),
    ('hardware', 1057, 'measured: JopSim, sys_exc (80), JVMHelp.except (96), JVMHelp.handleException (33 and its athrow: 80 + 438) and the two JVMHelp frames f_athrow leaves (2 x 165): SimExcept''s array bound errors caught in the faulting method');

-- The routines of an allocation, which crossprof records but does not run (with the jop
-- target, a new, newarray or anewarray is a call of JVM.f_<mnemonic>, and that a call of the
-- collector's method, with no bytecode executed: the allocation is native): each such call
-- costs its routine's path of an allocation without collection, with every method cache
-- lookup a hit; the method cache replay prices its loads and evictions. Measured: JopSim of
-- JOP d826db9e, testdata/targetlib/jopsim/SimAlloc's loop, self cycles per call of each
-- method (GC.newObject and GC.newArray take a handle from the free list and zero nothing, so
-- the size of the object or array does not matter).
CREATE OR REPLACE TEMP TABLE jop_alloc_path(class_name, name, cycles, derivation) AS
VALUES
    ('com.jopdesign.sys.JVM', 'f_new', 98, 'iload_0, invokestatic GC.newObject, ireturn: 1 + 74 + 23 (JopSim: 98 on a hit)'),
    ('com.jopdesign.sys.JVM', 'f_newarray', 99, 'iload_0, iload_1, invokestatic GC.newArray, ireturn: 1 + 1 + 74 + 23'),
    ('com.jopdesign.sys.JVM', 'f_anewarray', 99, 'iload_0, iconst_1, invokestatic GC.newArray, ireturn: 1 + 1 + 74 + 23'),
    ('com.jopdesign.sys.GC', 'newObject', 353, 'measured: JopSim, 90 calls, 353 each'),
    ('com.jopdesign.sys.GC', 'newArray', 366, 'measured: JopSim, 155 calls of int, char, byte, long and reference arrays, 366.4 on average (long and double arrays double their size first)'),
    ('com.jopdesign.sys.JVM', 'f_multianewarray', 429, 'measured: JopSim, one [4][5] array: 1093 cycles of its own, of which 166 for each array of the first dimension (the loop: invokestatic f_newarray, the store under GC.mutex), which jop_path_nodes adds per call of its f_newarray');

CREATE OR REPLACE TEMP TABLE jop_path_nodes AS
SELECT n.node_id, n.method_id,
       n.calls * a.cycles + CASE WHEN m.name = 'f_multianewarray' THEN 166 * coalesce((
           SELECT sum(k.calls) FROM cct_nodes k JOIN methods km ON km.trace_id = k.trace_id AND km.method_id = k.method_id
           WHERE k.trace_id = n.trace_id AND k.parent_id = n.node_id AND km.name = 'f_newarray'), 0) ELSE 0 END AS cycles
FROM cct_nodes n
JOIN methods m ON m.trace_id = n.trace_id AND m.method_id = n.method_id
JOIN jop_alloc_path a ON a.class_name = m.class_name AND a.name = m.name
WHERE n.trace_id = getvariable('trace_id') AND n.bytecodes_self = 0;

-- How JOP's converter (JOPizer) maps calls of com.jopdesign.sys.Native to its special
-- bytecodes (JOP's JopInstr native mapping): a Native call is that bytecode, not an invoke.
CREATE OR REPLACE TEMP TABLE jop_native(name, form) AS
VALUES
    ('rd', 'jopsys_rd'), ('wr', 'jopsys_wr'), ('rdMem', 'jopsys_rdmem'), ('wrMem', 'jopsys_wrmem'),
    ('rdIntMem', 'jopsys_rdint'), ('wrIntMem', 'jopsys_wrint'), ('getSP', 'jopsys_getsp'), ('setSP', 'jopsys_setsp'),
    ('getVP', 'jopsys_getvp'), ('setVP', 'jopsys_setvp'), ('int2extMem', 'jopsys_int2ext'), ('ext2intMem', 'jopsys_ext2int'),
    ('makeLong', 'jopsys_nop'), ('invoke', 'jopsys_invoke'), ('toInt', 'jopsys_nop'), ('toFloat', 'jopsys_nop'),
    ('toObject', 'jopsys_nop'), ('toIntArray', 'jopsys_nop'), ('toLong', 'jopsys_nop'), ('toDouble', 'jopsys_nop'),
    ('toRtThreadImpl', 'jopsys_nop'), ('lock', 'monitorenter'), ('unlock', 'monitorexit'),
    ('condMove', 'jopsys_cond_move'), ('condMoveRef', 'jopsys_cond_move'), ('invalidate', 'jopsys_inval'),
    ('memCopy', 'jopsys_memcpy'), ('putStatic', 'jopsys_putstatic'), ('getStatic', 'jopsys_getstatic'),
    ('putField', 'jopsys_putfield'), ('getField', 'jopsys_getfield'), ('arrayLoad', 'iaload'),
    ('arrayStore', 'iastore'), ('arrayLength', 'arraylength');

-- The run ran JOP's own routines for the bytecodes JOP implements in Java (the manifest's
-- target is jop): each such bytecode is then the software call alone, and the routine's
-- invocation is in the tree below it, costed as ordinary code.
CREATE OR REPLACE TEMP TABLE jop_mode AS
SELECT coalesce(bool_or(regexp_matches(manifest, '"target":\s*"jop"')), false) AS soft_routed
FROM traces WHERE trace_id = getvariable('trace_id');

-- The call sites whose software bytecode ran a routine: a JVM.f_ context below them at that
-- pc (not any context: a new, checkcast or putstatic may also have run a class initializer
-- there, and is then still priced with its routine).
CREATE OR REPLACE TEMP TABLE jop_soft_sites AS
SELECT DISTINCT c.parent_id AS node_id, c.callsite_pc AS pc
FROM cct_nodes c
JOIN methods m ON m.trace_id = c.trace_id AND m.method_id = c.method_id
WHERE c.trace_id = getvariable('trace_id') AND c.parent_id IS NOT NULL AND (SELECT soft_routed FROM jop_mode)
  AND m.class_name = 'com.jopdesign.sys.JVM' AND m.name LIKE 'f\_%' ESCAPE '\';

-- Contexts that cost nothing. A routine the run invoked for a bytecode that this table
-- prices as microcoded (a target library may still hold a JVM.f_ routine for it, as JOP
-- d826db9e's f_lcmp): the processor runs the bytecode, not the routine, so the routine's
-- contexts cost nothing here.
CREATE OR REPLACE TEMP TABLE jop_phantom AS
WITH RECURSIVE sub(node_id) AS (
    SELECT c.node_id
    FROM cct_nodes c
    JOIN methods m ON m.trace_id = c.trace_id AND m.method_id = c.method_id
    JOIN cct_nodes p ON p.trace_id = c.trace_id AND p.node_id = c.parent_id
    JOIN instructions i ON i.trace_id = c.trace_id AND i.method_id = p.method_id AND i.pc = c.callsite_pc
    WHERE c.trace_id = getvariable('trace_id') AND (SELECT soft_routed FROM jop_mode)
      AND m.class_name = 'com.jopdesign.sys.JVM' AND m.name = 'f_' || i.mnemonic
      AND i.mnemonic IN (SELECT mnemonic FROM jop_timing)
    UNION
    -- JOP runs every class initializer at start-up, before main (Startup.clazzinit walks the
    -- table JOPizer builds), not where the program first uses the class as crossprof does:
    -- with the jop target an initializer's context costs nothing where it ran.
    SELECT c.node_id
    FROM cct_nodes c
    JOIN methods m ON m.trace_id = c.trace_id AND m.method_id = c.method_id
    WHERE c.trace_id = getvariable('trace_id') AND (SELECT soft_routed FROM jop_mode) AND m.name = '<clinit>'
      AND c.parent_id IS NOT NULL
    UNION
    SELECT c.node_id FROM cct_nodes c JOIN sub ON c.parent_id = sub.node_id
    WHERE c.trace_id = getvariable('trace_id')
)
SELECT node_id FROM sub;

CREATE OR REPLACE TEMP MACRO jop_eval(t_base, t_rk, t_wk, t_w1, t_r1, t_r2, t_r3, t_w2, t_w3, t_bh, rr, ww, bb, scale) AS
    round(scale * (t_base + t_rk * rr + t_wk * ww + t_w1 * greatest(ww - 1, 0) + t_r1 * greatest(rr - 1, 0) + t_r2 * greatest(rr - 2, 0)
                   + t_r3 * greatest(rr - 3, 0) + t_w2 * greatest(ww - 2, 0) + t_w3 * greatest(ww - 3, 0)))
    + CASE WHEN t_bh IS NULL THEN 0 ELSE greatest(bb - round(scale * t_bh), 0) END;

-- The method load time b of a miss on a method of the given size in bytes.
CREATE OR REPLACE TEMP MACRO jop_miss_b(code_bytes) AS
    6 + ((code_bytes + 3) // 4 + 1) * (1 + CASE WHEN getvariable('r')::INTEGER > 1 THEN getvariable('r')::INTEGER ELSE 1 END);

-- What a method cache miss adds to an invoke or return of the given timing row: the cycles
-- with a miss's load time for a method of code_bytes bytes, less those with a hit's.
CREATE OR REPLACE TEMP MACRO jop_miss_extra(t_base, t_rk, t_wk, t_w1, t_r1, t_r2, t_r3, t_w2, t_w3, t_bh, code_bytes) AS
    jop_eval(t_base, t_rk, t_wk, t_w1, t_r1, t_r2, t_r3, t_w2, t_w3, t_bh, getvariable('r')::INTEGER, getvariable('w')::INTEGER,
             jop_miss_b(code_bytes), getvariable('invoke_scale')::DOUBLE)
    - jop_eval(t_base, t_rk, t_wk, t_w1, t_r1, t_r2, t_r3, t_w2, t_w3, t_bh, getvariable('r')::INTEGER, getvariable('w')::INTEGER,
               4, getvariable('invoke_scale')::DOUBLE);

-- Exceptions: the frames each context's exceptions leave (f_athrow walks them), and, with
-- the jop target, the hardware's exceptions: a block left by an exception at an instruction
-- that is not an athrow, an invoke (an exception from a callee) or a software bytecode's
-- site (its routine raised it, counted there), a Native call being JOP's own bytecode.
CREATE OR REPLACE TEMP TABLE jop_exception_cycles AS
SELECT node_id, sum(cycles) AS cycles FROM (
    SELECT n.node_id, n.exceptional_exits * (SELECT cycles FROM jop_exception WHERE item = 'frame') AS cycles
    FROM cct_nodes n
    JOIN methods m ON m.trace_id = n.trace_id AND m.method_id = n.method_id
    WHERE n.trace_id = getvariable('trace_id') AND n.exceptional_exits > 0 AND NOT m.is_native
    UNION ALL
    SELECT b.node_id, b.count * (SELECT cycles FROM jop_exception WHERE item = 'hardware')
    FROM cct_blocks b
    JOIN cct_nodes n ON n.trace_id = b.trace_id AND n.node_id = b.node_id
    JOIN instructions i ON i.trace_id = b.trace_id AND i.method_id = n.method_id AND i.pc = b.end_pc
    LEFT JOIN jop_soft_sites ss ON ss.node_id = b.node_id AND ss.pc = b.end_pc
    WHERE b.trace_id = getvariable('trace_id') AND b.end_pc IS NOT NULL AND (SELECT soft_routed FROM jop_mode)
      AND i.mnemonic <> 'athrow' AND NOT (ss.pc IS NOT NULL AND i.mnemonic IN (SELECT mnemonic FROM jop_software))
      AND (i.mnemonic NOT LIKE 'invoke%' OR i.ref_class = 'com.jopdesign.sys.Native')
) GROUP BY node_id;

-- Every executed instruction of every context, in JOP's form. The layout's jop_code lists
-- what JOP's build made of each instruction (an iinc is four bytecodes, a return of a
-- synchronized method has aload_0 and monitorexit before it, an ldc_w may be an ldc); the
-- class-loading forms below apply to each of them.
CREATE OR REPLACE TEMP TABLE jop_executed AS
SELECT x.node_id, x.count, c.s.len AS length, i.wide AND c.s.form = i.mnemonic AS wide,
       CASE WHEN c.s.form <> i.mnemonic THEN c.s.form
            WHEN i.mnemonic IN ('getfield', 'putfield', 'getstatic', 'putstatic')
                 AND (i.ref_descriptor LIKE 'L%' OR i.ref_descriptor LIKE '[%') THEN i.mnemonic || '_ref'
            WHEN i.mnemonic IN ('getfield', 'putfield', 'getstatic', 'putstatic')
                 AND i.ref_descriptor IN ('J', 'D') THEN i.mnemonic || '_long'
            WHEN i.mnemonic = 'invokespecial' AND i.super_call THEN 'invokesuper'
            WHEN i.mnemonic = 'invokestatic' AND i.ref_class = 'com.jopdesign.sys.Native'
                 THEN coalesce((SELECT n.form FROM jop_native n WHERE n.name = i.ref_name), 'jopsys_nop')
            WHEN ss.pc IS NOT NULL AND i.mnemonic IN (SELECT mnemonic FROM jop_software) THEN 'jop_soft_call'
            -- (T) null: f_checkcast returns at once for a null reference
            WHEN i.mnemonic = 'checkcast' AND pi.mnemonic = 'aconst_null' THEN 'checkcast_null'
            -- JOP has no invokedynamic: a linked site is priced as what it became. A lambda
            -- that captures nothing loads its one instance, one that captures allocates it;
            -- string concatenation, record methods and switch bootstraps call generated code.
            WHEN i.mnemonic = 'invokedynamic' AND i.ref_class = 'java.lang.invoke.LambdaMetafactory'
                 AND i.ref_descriptor LIKE '()%' THEN 'getstatic_ref'
            WHEN i.mnemonic = 'invokedynamic' AND i.ref_class = 'java.lang.invoke.LambdaMetafactory' THEN 'new'
            WHEN i.mnemonic = 'invokedynamic' THEN 'invokestatic'
            ELSE i.mnemonic END AS form
FROM node_instruction_counts x
JOIN instructions i ON i.trace_id = x.trace_id AND i.method_id = x.method_id AND i.pc = x.pc
JOIN (SELECT method_id, pc, unnest(seq) AS s FROM jop_code) c ON c.method_id = x.method_id AND c.pc = x.pc
LEFT JOIN jop_soft_sites ss ON ss.node_id = x.node_id AND ss.pc = x.pc
LEFT JOIN instructions pi ON pi.trace_id = x.trace_id AND pi.method_id = x.method_id AND pi.index = i.index - 1
WHERE x.trace_id = getvariable('trace_id')
UNION ALL
-- The aload_0 and monitorenter that JOP's build puts at the entry of a synchronized instance
-- method, once per call.
SELECT n.node_id, n.calls, 1, false, f.form
FROM cct_nodes n
JOIN methods m ON m.trace_id = n.trace_id AND m.method_id = n.method_id
CROSS JOIN (VALUES ('aload_0'), ('monitorenter')) f(form)
WHERE n.trace_id = getvariable('trace_id') AND (m.access_flags & 32) <> 0 AND (m.access_flags & 8) = 0 AND m.code_length > 0;

-- The executed forms per context, summed so that the timing parameters apply to few rows:
-- executions, the bytes beyond the first that a microcoded form fetches (what single_fetch
-- saves), and the wide forms' executions.
CREATE OR REPLACE TEMP TABLE jop_form_counts AS
SELECT node_id, form, sum(count) AS count,
       sum(count * greatest(length - 1 - CASE WHEN wide THEN 1 ELSE 0 END, 0)) AS extra_fetches,
       sum(CASE WHEN wide THEN count ELSE 0 END) AS wide_count
FROM jop_executed GROUP BY node_id, form;

-- The cycles of one execution of each form with a method cache hit (b = 4), and with the
-- variants' branch adjustment (priced); whether single_fetch saves its extra fetches.
CREATE OR REPLACE TEMP TABLE jop_form_cycles AS
SELECT form, cycles,
       cycles + CASE WHEN form IN ('goto', 'goto_w', 'tableswitch', 'lookupswitch') OR form LIKE 'if%'
                     THEN getvariable('branch_extra')::INTEGER ELSE 0 END AS priced,
       microcoded, microcoded AND getvariable('single_fetch')::BOOLEAN AS saves_fetches
FROM (
    SELECT f.form,
           CASE
             WHEN t.mnemonic IS NOT NULL THEN
               jop_eval(t.base, t.r_k, t.w_k, t.w1, t.r1, t.r2, t.r3, t.w2, t.w3, t.b_hidden,
                        getvariable('r')::INTEGER, getvariable('w')::INTEGER, 4,
                        CASE WHEN f.form LIKE 'invoke%' OR f.form LIKE '%return' THEN getvariable('invoke_scale')::DOUBLE ELSE 1 END)
             WHEN f.form = 'jop_soft_call' THEN getvariable('soft_call')::INTEGER
             WHEN s.mnemonic IS NOT NULL THEN getvariable('soft_call')::INTEGER + s.routine
             ELSE error('jop model: no timing for bytecode ' || f.form)
           END AS cycles,
           t.mnemonic IS NOT NULL AS microcoded
    FROM (SELECT DISTINCT form FROM jop_form_counts) f
    LEFT JOIN jop_timing t ON t.mnemonic = f.form
    LEFT JOIN jop_software s ON s.mnemonic = f.form
);

-- Every instruction at its price.
CREATE OR REPLACE TEMP TABLE jop_instruction_cycles AS
SELECT e.node_id,
       sum(e.count * c.priced - CASE WHEN c.saves_fetches THEN e.extra_fetches ELSE 0 END
           + e.wide_count * (getvariable('soft_call')::INTEGER + 4)) AS cycles
FROM jop_form_counts e JOIN jop_form_cycles c USING (form)
GROUP BY e.node_id;

-- Method cache misses cost the difference between a miss's and a hit's load time: an invoke
-- miss (of a callee's method) is charged to the caller's context, where the invoke runs; a
-- return miss (of the caller's method) to the returning context.
-- The tree's edges with their method cache counts and method sizes, and the return of each
-- context, in tables of their own: they depend on the trace and the cache alone, so a re-cost
-- under other r, w, ... takes them from the cost cache (and crossprof calibrate runs only the
-- statements that read a changed parameter, or a table made from one).
CREATE OR REPLACE TEMP TABLE jop_edges AS
    SELECT c.node_id AS child, c.parent_id AS parent, k.invoke_hits, k.invoke_misses, k.return_hits, k.return_misses,
           cm.code_length AS child_bytes, pm.code_length AS parent_bytes, -- in JOP's layout
           ci.mnemonic AS site_form, ci.super_call,
           -- the bytecode whose timing prices the callee's load: a software bytecode's
           -- routine is loaded like sys_noim's
           CASE WHEN ci.mnemonic = 'invokespecial' AND ci.super_call THEN 'invokesuper'
                WHEN ci.mnemonic = 'invokedynamic' THEN 'invokestatic'
                WHEN ci.mnemonic IN (SELECT mnemonic FROM jop_software) THEN 'sys_noim'
                ELSE ci.mnemonic END AS load_form,
           ci.mnemonic LIKE 'invoke%' OR ci.mnemonic IN (SELECT mnemonic FROM jop_software) AS site_loads
    FROM cct_nodes c
    JOIN node_cache k ON k.node_id = c.node_id
    JOIN code_layout cm ON cm.method_id = c.method_id
    LEFT JOIN cct_nodes p ON p.trace_id = c.trace_id AND p.node_id = c.parent_id
    LEFT JOIN code_layout pm ON pm.method_id = p.method_id
    LEFT JOIN instructions ci ON ci.trace_id = c.trace_id AND ci.method_id = p.method_id AND ci.pc = c.callsite_pc
    WHERE c.trace_id = getvariable('trace_id');

-- The return instruction of each context's method (a method's returns share one opcode); for
-- an allocation's routines, which ran none here, their method's.
CREATE OR REPLACE TEMP TABLE jop_returns AS
SELECT node_id, any_value(form) AS form FROM jop_form_counts WHERE form LIKE '%return' GROUP BY node_id
UNION ALL
SELECT p.node_id, (SELECT min(i.mnemonic) FROM instructions i
                   WHERE i.trace_id = getvariable('trace_id') AND i.method_id = p.method_id AND i.mnemonic LIKE '%return')
FROM jop_path_nodes p;

-- Every context's method cache loads, by the bytecode that prices them and the size of the
-- method loaded: its invokes' (of a callee's method) and its return's (of the caller's).
CREATE OR REPLACE TEMP TABLE jop_loads AS
SELECT e.parent AS node_id, e.load_form AS form, e.child_bytes AS code_bytes, e.invoke_hits AS hits, e.invoke_misses AS misses
FROM jop_edges e
WHERE e.parent IS NOT NULL AND e.site_loads
UNION ALL
SELECT e.child, r.form, e.parent_bytes, e.return_hits, e.return_misses
FROM jop_edges e JOIN jop_returns r ON r.node_id = e.child
WHERE e.parent IS NOT NULL;

CREATE OR REPLACE TEMP TABLE jop_miss_cycles AS
SELECT l.node_id,
       sum(l.misses * jop_miss_extra(t.base, t.r_k, t.w_k, t.w1, t.r1, t.r2, t.r3, t.w2, t.w3, t.b_hidden, l.code_bytes)) AS cycles,
       sum(l.hits) AS hits, sum(l.misses) AS misses
FROM jop_loads l JOIN jop_timing t ON t.mnemonic = l.form
GROUP BY l.node_id;

SELECT n.node_id,
       CASE WHEN ph.node_id IS NULL THEN coalesce(i.cycles, 0) + coalesce(m.cycles, 0) + coalesce(x.cycles, 0) + coalesce(ap.cycles, 0) ELSE 0 END::BIGINT AS self_cycles,
       CASE WHEN ph.node_id IS NULL THEN coalesce(m.hits, 0) ELSE 0 END::BIGINT AS cache_hits,
       CASE WHEN ph.node_id IS NULL THEN coalesce(m.misses, 0) ELSE 0 END::BIGINT AS cache_misses
FROM cct_nodes n
LEFT JOIN jop_instruction_cycles i USING (node_id)
LEFT JOIN jop_miss_cycles m USING (node_id)
LEFT JOIN jop_exception_cycles x USING (node_id)
LEFT JOIN jop_path_nodes ap USING (node_id)
LEFT JOIN jop_phantom ph USING (node_id)
WHERE n.trace_id = getvariable('trace_id');
