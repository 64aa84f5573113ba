-- jop: cycles on the JOP Java processor: its bytecode timing table, with the method cache replayed over the recorded invokes and returns
-- param r=1: read wait states of main memory
-- param w=2: write wait states of main memory
-- param cache_size=4096: method cache size in bytes
-- param cache_blocks=16: method cache blocks (a method occupies whole blocks)
-- param cache_policy=fifo: method cache replacement: fifo (JOP's), lru, always-hit, always-miss
-- param invoke_scale=1: factor on the cycles of invokes and returns and on the load time they hide (0.5: faster invoke and return)
-- param branch_extra=0: cycles added to every branch, goto and switch (1: a longer pipeline)
-- param single_fetch=false: true: microcoded bytecodes longer than one byte save one cycle per extra byte (single-cycle fetch)
-- param soft_call=85: cycles of the call that runs a bytecode JOP implements in Java (sys_noim), before wait states
--
-- A cost model is plain DuckDB SQL. crossprof sets getvariable('trace_id') and every
-- parameter, replays the method cache for cache_size, cache_blocks and cache_policy into the
-- view node_cache (node_id, invoke_hits, invoke_misses, return_hits, return_misses), and
-- stores what the last statement returns: one row per context with node_id, self_cycles,
-- cache_hits and cache_misses. Inclusive cycles, totals and CPI are computed from those.
-- To write your own model, copy this file, change it, and run it with --model-file.
--
-- Where the figures come from: JOP's published timing table (opcode, cycles as a formula of
-- r, w and b; see shared/jop in the project's sources), in jop_timing below: cycles =
-- base + r_k*r + w_k*w + r1*[r-1] + r2*[r-2] + r3*[r-3] + w2*[w-2] + w3*[w-3] + [b - b_hidden],
-- [x] = max(0, x). Where the table lists alternatives ("28 or 22 or 7": lshl by the shift
-- distance; monitorexit "10 or 20"), the first (slowest) is used.

-- The timing table. b is the method load time of an invoke or return: 4 on a cache hit,
-- 6 + (n + 1) * (1 + c) on a miss (n: the method's size in 32-bit words; c = r if r > 1,
-- else 1). The _ref and _long forms are JOP's own opcodes for fields of reference and
-- long/double type, invokesuper its invokespecial of a superclass method.
CREATE OR REPLACE TEMP TABLE jop_timing(opcode, mnemonic, base, r_k, w_k, r1, r2, r3, w2, w3, b_hidden, formula) AS
VALUES
    (0, 'nop', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (1, 'aconst_null', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (2, 'iconst_m1', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (3, 'iconst_0', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (4, 'iconst_1', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (5, 'iconst_2', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (6, 'iconst_3', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (7, 'iconst_4', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (8, 'iconst_5', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (9, 'lconst_0', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (10, 'lconst_1', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (16, 'bipush', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (17, 'sipush', 3, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (18, 'ldc', 7, 1, 0, 0, 0, 0, 0, 0, NULL, '7 + r'),
    (19, 'ldc_w', 8, 1, 0, 0, 0, 0, 0, 0, NULL, '8 + r'),
    (20, 'ldc2_w', 17, 0, 0, 1, 1, 0, 0, 0, NULL, '17 + [r - 2] + [r - 1]'),
    (21, 'iload', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (22, 'lload', 11, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (23, 'fload', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (24, 'dload', 11, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (25, 'aload', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (26, 'iload_0', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (27, 'iload_1', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (28, 'iload_2', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (29, 'iload_3', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (30, 'lload_0', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (31, 'lload_1', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (32, 'lload_2', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (33, 'lload_3', 11, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (34, 'fload_0', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (35, 'fload_1', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (36, 'fload_2', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (37, 'fload_3', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (38, 'dload_0', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (39, 'dload_1', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (40, 'dload_2', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (41, 'dload_3', 11, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (42, 'aload_0', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (43, 'aload_1', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (44, 'aload_2', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (45, 'aload_3', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (46, 'iaload', 7, 3, 0, 0, 0, 0, 0, 0, NULL, '7 + 3 r'),
    (47, 'laload', 43, 4, 0, 0, 0, 0, 0, 0, NULL, '43 + 4 r'),
    (48, 'faload', 7, 3, 0, 0, 0, 0, 0, 0, NULL, '7 + 3 r'),
    (50, 'aaload', 7, 3, 0, 0, 0, 0, 0, 0, NULL, '7 + 3 r'),
    (51, 'baload', 7, 3, 0, 0, 0, 0, 0, 0, NULL, '7 + 3 r'),
    (52, 'caload', 7, 3, 0, 0, 0, 0, 0, 0, NULL, '7 + 3 r'),
    (53, 'saload', 7, 3, 0, 0, 0, 0, 0, 0, NULL, '7 + 3 r'),
    (54, 'istore', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (55, 'lstore', 11, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (56, 'fstore', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (57, 'dstore', 11, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (58, 'astore', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (59, 'istore_0', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (60, 'istore_1', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (61, 'istore_2', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (62, 'istore_3', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (63, 'lstore_0', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (64, 'lstore_1', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (65, 'lstore_2', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (66, 'lstore_3', 11, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (67, 'fstore_0', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (68, 'fstore_1', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (69, 'fstore_2', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (70, 'fstore_3', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (71, 'dstore_0', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (72, 'dstore_1', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (73, 'dstore_2', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (74, 'dstore_3', 11, 0, 0, 0, 0, 0, 0, 0, NULL, '11'),
    (75, 'astore_0', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (76, 'astore_1', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (77, 'astore_2', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (78, 'astore_3', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (79, 'iastore', 10, 2, 1, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (80, 'lastore', 48, 2, 1, 0, 0, 0, 0, 1, NULL, '48 + 2 r + w + [w - 3]'),
    (81, 'fastore', 10, 2, 1, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (84, 'bastore', 10, 2, 1, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (85, 'castore', 10, 2, 1, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (86, 'sastore', 10, 2, 1, 0, 0, 0, 0, 0, NULL, '10 + 2 r + w'),
    (87, 'pop', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (88, 'pop2', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (89, 'dup', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (90, 'dup_x1', 5, 0, 0, 0, 0, 0, 0, 0, NULL, '5'),
    (91, 'dup_x2', 7, 0, 0, 0, 0, 0, 0, 0, NULL, '7'),
    (92, 'dup2', 6, 0, 0, 0, 0, 0, 0, 0, NULL, '6'),
    (93, 'dup2_x1', 8, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (94, 'dup2_x2', 10, 0, 0, 0, 0, 0, 0, 0, NULL, '10'),
    (95, 'swap', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (96, 'iadd', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (97, 'ladd', 26, 0, 0, 0, 0, 0, 0, 0, NULL, '26'),
    (100, 'isub', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (101, 'lsub', 38, 0, 0, 0, 0, 0, 0, 0, NULL, '38'),
    (104, 'imul', 19, 0, 0, 0, 0, 0, 0, 0, NULL, '19'),
    (116, 'ineg', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (117, 'lneg', 34, 0, 0, 0, 0, 0, 0, 0, NULL, '34'),
    (120, 'ishl', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (121, 'lshl', 28, 0, 0, 0, 0, 0, 0, 0, NULL, '28 or 22 or 7'),
    (122, 'ishr', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (123, 'lshr', 28, 0, 0, 0, 0, 0, 0, 0, NULL, '28 or 24 or 7'),
    (124, 'iushr', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (125, 'lushr', 28, 0, 0, 0, 0, 0, 0, 0, NULL, '28 or 22 or 7'),
    (126, 'iand', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (127, 'land', 8, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (128, 'ior', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (129, 'lor', 8, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (130, 'ixor', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (131, 'lxor', 8, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (132, 'iinc', 8, 0, 0, 0, 0, 0, 0, 0, NULL, '8'),
    (133, 'i2l', 7, 0, 0, 0, 0, 0, 0, 0, NULL, '7'),
    (136, 'l2i', 3, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (146, 'i2c', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (153, 'ifeq', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (154, 'ifne', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (155, 'iflt', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (156, 'ifge', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (157, 'ifgt', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (158, 'ifle', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (159, 'if_icmpeq', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (160, 'if_icmpne', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (161, 'if_icmplt', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (162, 'if_icmpge', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (163, 'if_icmpgt', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (164, 'if_icmple', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (165, 'if_acmpeq', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (166, 'if_acmpne', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (167, 'goto', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (172, 'ireturn', 23, 0, 0, 0, 0, 1, 0, 0, 10, '23 + [r - 3] + [b - 10]'),
    (173, 'lreturn', 25, 0, 0, 0, 0, 1, 0, 0, 11, '25 + [r - 3] + [b - 11]'),
    (174, 'freturn', 23, 0, 0, 0, 0, 1, 0, 0, 10, '23 + [r - 3] + [b - 10]'),
    (175, 'dreturn', 25, 0, 0, 0, 0, 1, 0, 0, 11, '25 + [r - 3] + [b - 11]'),
    (176, 'areturn', 23, 0, 0, 0, 0, 1, 0, 0, 10, '23 + [r - 3] + [b - 10]'),
    (177, 'return', 21, 0, 0, 0, 0, 1, 0, 0, 9, '21 + [r - 3] + [b - 9]'),
    (178, 'getstatic', 7, 1, 0, 0, 0, 0, 0, 0, NULL, '7 + r'),
    (179, 'putstatic', 8, 0, 1, 0, 0, 0, 0, 0, NULL, '8 + w'),
    (180, 'getfield', 11, 2, 0, 0, 0, 0, 0, 0, NULL, '11 + 2 r'),
    (181, 'putfield', 13, 1, 1, 0, 0, 0, 0, 0, NULL, '13 + r + w'),
    (182, 'invokevirtual', 98, 2, 0, 0, 1, 1, 0, 0, 37, '98 + 2 r + [r - 3] + [r - 2] + [b - 37]'),
    (183, 'invokespecial', 74, 1, 0, 0, 1, 1, 0, 0, 37, '74 + r + [r - 3] + [r - 2] + [b - 37]'),
    (184, 'invokestatic', 74, 1, 0, 0, 1, 1, 0, 0, 37, '74 + r + [r - 3] + [r - 2] + [b - 37]'),
    (185, 'invokeinterface', 112, 4, 0, 0, 1, 1, 0, 0, 37, '112 + 4 r + [r - 3] + [r - 2] + [b - 37]'),
    (187, 'new', 95, 1, 0, 0, 1, 1, 0, 0, 37, '95 + r + [r - 3] + [r - 2] + [b - 37]'),
    (188, 'newarray', 89, 0, 0, 0, 1, 1, 0, 0, 37, '89 + [r - 3] + [r - 2] + [b - 37]'),
    (189, 'anewarray', 95, 1, 0, 0, 1, 1, 0, 0, 37, '95 + r + [r - 3] + [r - 2] + [b - 37]'),
    (190, 'arraylength', 6, 1, 0, 0, 0, 0, 0, 0, NULL, '6 + r'),
    (192, 'checkcast', 95, 1, 0, 0, 1, 1, 0, 0, 37, '95 + r + [r - 3] + [r - 2] + [b - 37]'),
    (193, 'instanceof', 95, 1, 0, 0, 1, 1, 0, 0, 37, '95 + r + [r - 3] + [r - 2] + [b - 37]'),
    (194, 'monitorenter', 18, 0, 0, 0, 0, 0, 0, 0, NULL, '18'),
    (195, 'monitorexit', 20, 0, 0, 0, 0, 0, 0, 0, NULL, '10 or 20'),
    (198, 'ifnull', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (199, 'ifnonnull', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (204, 'jopsys_inval', 7, 0, 0, 0, 0, 0, 0, 0, NULL, '7'),
    (209, 'jopsys_rd', 4, 1, 0, 0, 0, 0, 0, 0, NULL, '4 + r'),
    (210, 'jopsys_wr', 5, 0, 1, 0, 0, 0, 0, 0, NULL, '5 + w'),
    (211, 'jopsys_rdmem', 4, 1, 0, 0, 0, 0, 0, 0, NULL, '4 + r'),
    (212, 'jopsys_wrmem', 5, 0, 1, 0, 0, 0, 0, 0, NULL, '5 + w'),
    (213, 'jopsys_rdint', 3, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (214, 'jopsys_wrint', 3, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (215, 'jopsys_getsp', 3, 0, 0, 0, 0, 0, 0, 0, NULL, '3'),
    (216, 'jopsys_setsp', 4, 0, 0, 0, 0, 0, 0, 0, NULL, '4'),
    (217, 'jopsys_getvp', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (218, 'jopsys_setvp', 2, 0, 0, 0, 0, 0, 0, 0, NULL, '2'),
    (221, 'jopsys_nop', 1, 0, 0, 0, 0, 0, 0, 0, NULL, '1'),
    (222, 'jopsys_invoke', 66, 0, 0, 0, 1, 1, 0, 0, 37, '66 + [r - 3] + [r - 2] + [b - 37]'),
    (224, 'getstatic_ref', 7, 1, 0, 0, 0, 0, 0, 0, NULL, '7 + r'),
    (225, 'putstatic_ref', 90, 0, 0, 0, 1, 1, 0, 0, 37, '90 + [r - 3] + [r - 2] + [b - 37]'),
    (226, 'getfield_ref', 11, 2, 0, 0, 0, 0, 0, 0, NULL, '11 + 2 r'),
    (227, 'putfield_ref', 90, 0, 0, 0, 1, 1, 0, 0, 37, '90 + [r - 3] + [r - 2] + [b - 37]'),
    (228, 'getstatic_long', 16, 1, 0, 0, 0, 1, 0, 0, NULL, '16 + r + [r - 3]'),
    (229, 'putstatic_long', 17, 0, 1, 0, 0, 0, 1, 0, NULL, '17 + w + [w - 2]'),
    (230, 'getfield_long', 26, 2, 0, 0, 0, 1, 0, 0, NULL, '26 + 2 r + [r - 3]'),
    (231, 'putfield_long', 29, 1, 1, 0, 0, 0, 1, 0, NULL, '29 + r + w + [w - 2]'),
    (233, 'jopsys_getfield', 8, 2, 0, 0, 0, 0, 0, 0, NULL, '8 + 2 r'),
    (234, 'jopsys_putfield', 9, 1, 1, 0, 0, 0, 0, 0, NULL, '9 + r + w'),
    (236, 'invokesuper', 110, 3, 0, 0, 1, 1, 0, 0, 37, '110 + 3 r + [r - 3] + [r - 2] + [b - 37]'),
    (240, 'sys_int', 76, 0, 0, 0, 1, 1, 0, 0, 37, '76 + [r - 3] + [r - 2] + [b - 37]'),
    (241, 'sys_exc', 78, 0, 0, 0, 1, 1, 0, 0, 37, '78 + [r - 3] + [r - 2] + [b - 37]'),
    (254, 'sys_noim', 85, 0, 0, 0, 1, 1, 0, 0, 37, '85 + [r - 3] + [r - 2] + [b - 37]');

-- Bytecodes JOP implements in Java: a software call (soft_call + [r-3] + [r-2], its method
-- load hidden like sys_noim's) plus the routine. sys_noim is the invoke of the routine, which
-- then runs and ends with an ordinary return bytecode, so the routine column counts the
-- routine's bytecodes, the invokes and returns of the helpers it calls, and its own return.
-- Rows marked 'measured' are derived with this model itself: the routine is written in Java
-- with microcoded bytecodes only, as JOP's runtime does (testdata/jop-routines/JopRoutines.java:
-- shift-and-subtract division, byte-by-byte lmul, SoftFloat-style floats and doubles with
-- round to nearest even), traced with crossprof, and costed at r=1, w=2 with every method
-- cache lookup a hit (the software call is priced at a hit too); the figure is the inclusive
-- cycles of the routine's calling context per call, averaged over the calls its row names
-- (main calls each routine on representative operands). The figures are for r=1: the
-- routines' ldc (7 + r), ldc2_w and helper invokes cost more at higher r, which the model does
-- not rescale (the routines write no memory, so w does not matter). cost/routines_test.go
-- re-measures them and fails when a row here differs. Rows marked 'estimate' are routines
-- that need what a Java routine cannot get from its operands (array and object memory, the
-- method's own bytecode for the switch tables, exception tables and frames, the program
-- counter); they count the routine's bytecodes at 2 cycles each, JOP's typical cost of a
-- simple microcoded bytecode with r=1, without the routine's return.
CREATE OR REPLACE TEMP TABLE jop_software(mnemonic, routine, derivation) AS
VALUES
    ('fconst_0', 24, 'measured: JopRoutines.fconst_0 traced and costed with this model (r=1), mean of 1 call: push the constant''s bits'),
    ('fconst_1', 31, 'measured: JopRoutines.fconst_1 traced and costed with this model (r=1), mean of 1 call: push the constant''s bits'),
    ('fconst_2', 31, 'measured: JopRoutines.fconst_2 traced and costed with this model (r=1), mean of 1 call: push the constant''s bits'),
    ('dconst_0', 27, 'measured: JopRoutines.dconst_0 traced and costed with this model (r=1), mean of 1 call: push the constant as a long'),
    ('dconst_1', 42, 'measured: JopRoutines.dconst_1 traced and costed with this model (r=1), mean of 1 call: push the constant as a long'),
    ('daload', 40, 'estimate: bounds check and two word loads: 20 bytecodes'),
    ('dastore', 44, 'estimate: bounds check and two word stores: 22 bytecodes'),
    ('aastore', 60, 'estimate: bounds check, null check, type check: 30 bytecodes'),
    ('fadd', 480, 'measured: JopRoutines.fadd traced and costed with this model (r=1), mean of 8 calls: SoftFloat style: unpack, align with a sticky bit, add or subtract, normalize, round; normal operands, half of them an effective subtraction'),
    ('fsub', 584, 'measured: JopRoutines.fsub traced and costed with this model (r=1), mean of 8 calls: negate, then invoke fadd; the other half of the operand pairs are effective subtractions'),
    ('fmul', 529, 'measured: JopRoutines.fmul traced and costed with this model (r=1), mean of 8 calls: unpack, the 48-bit significand product from four imul of 12-bit pieces, round'),
    ('fdiv', 1597, 'measured: JopRoutines.fdiv traced and costed with this model (r=1), mean of 8 calls: unpack, 26-step restoring division of the significands, round'),
    ('frem', 632, 'measured: JopRoutines.frem traced and costed with this model (r=1), mean of 8 calls: musl''s fmodf: a shift-and-subtract step per unit of exponent difference (0 to 17 here)'),
    ('fneg', 33, 'measured: JopRoutines.fneg traced and costed with this model (r=1), mean of 8 calls: flip the sign bit'),
    ('dadd', 1578, 'measured: JopRoutines.dadd traced and costed with this model (r=1), mean of 8 calls: as fadd, on longs with 9 guard bits'),
    ('dsub', 1715, 'measured: JopRoutines.dsub traced and costed with this model (r=1), mean of 8 calls: negate, then invoke dadd'),
    ('dmul', 2062, 'measured: JopRoutines.dmul traced and costed with this model (r=1), mean of 8 calls: unpack, the 106-bit significand product from 16 imul of 14-bit pieces summed in ints, round'),
    ('ddiv', 15752, 'measured: JopRoutines.ddiv traced and costed with this model (r=1), mean of 8 calls: unpack, 55-step restoring division of the significands on longs, round'),
    ('drem', 2705, 'measured: JopRoutines.drem traced and costed with this model (r=1), mean of 8 calls: musl''s fmod on longs: a shift-and-subtract step per unit of exponent difference (0 to 17 here)'),
    ('dneg', 52, 'measured: JopRoutines.dneg traced and costed with this model (r=1), mean of 8 calls: flip the sign bit'),
    ('lmul', 8140, 'measured: JopRoutines.lmul traced and costed with this model (r=1), mean of 8 calls: byte by byte: the 36 of the 8 x 8 byte products (imul) that land below bit 64, shifted and added as longs; 64-bit operands'),
    ('idiv', 1835, 'measured: JopRoutines.idiv traced and costed with this model (r=1), mean of 8 calls: 32-step shift-and-subtract loop on the magnitudes; 32-bit operands'),
    ('irem', 1516, 'measured: JopRoutines.irem traced and costed with this model (r=1), mean of 8 calls: the idiv loop, keeping the remainder'),
    ('ldiv', 23679, 'measured: JopRoutines.ldiv traced and costed with this model (r=1), mean of 8 calls: 64-step shift-and-subtract loop on longs (comparisons by the sign of the high word, no lcmp); 64-bit dividends'),
    ('lrem', 19895, 'measured: JopRoutines.lrem traced and costed with this model (r=1), mean of 8 calls: the ldiv loop, keeping the remainder'),
    ('i2f', 397, 'measured: JopRoutines.i2f traced and costed with this model (r=1), mean of 8 calls: leading zeros by binary search (a helper), shift, round'),
    ('i2d', 384, 'measured: JopRoutines.i2d traced and costed with this model (r=1), mean of 8 calls: leading zeros (a helper), shift, pack as a long'),
    ('l2f', 495, 'measured: JopRoutines.l2f traced and costed with this model (r=1), mean of 8 calls: leading zeros of the high or low word, shift with a sticky bit, round'),
    ('l2d', 839, 'measured: JopRoutines.l2d traced and costed with this model (r=1), mean of 8 calls: leading zeros of the long, shift, round'),
    ('f2i', 94, 'measured: JopRoutines.f2i traced and costed with this model (r=1), mean of 8 calls: unpack, shift, saturate'),
    ('f2l', 141, 'measured: JopRoutines.f2l traced and costed with this model (r=1), mean of 8 calls: unpack, shift as a long, saturate'),
    ('f2d', 218, 'measured: JopRoutines.f2d traced and costed with this model (r=1), mean of 8 calls: unpack, widen, pack as a long'),
    ('d2i', 166, 'measured: JopRoutines.d2i traced and costed with this model (r=1), mean of 8 calls: unpack, shift as a long, saturate'),
    ('d2l', 192, 'measured: JopRoutines.d2l traced and costed with this model (r=1), mean of 8 calls: unpack, shift as a long, saturate'),
    ('d2f', 343, 'measured: JopRoutines.d2f traced and costed with this model (r=1), mean of 8 calls: the fraction shifted right 22 with a sticky bit, round'),
    ('i2b', 30, 'measured: JopRoutines.i2b traced and costed with this model (r=1), mean of 8 calls: shift left 24, arithmetic shift right 24'),
    ('i2s', 30, 'measured: JopRoutines.i2s traced and costed with this model (r=1), mean of 8 calls: shift left 16, arithmetic shift right 16'),
    ('lcmp', 134, 'measured: JopRoutines.lcmp traced and costed with this model (r=1), mean of 8 calls: high words signed, then low words unsigned'),
    ('fcmpl', 102, 'measured: JopRoutines.fcmpl traced and costed with this model (r=1), mean of 8 calls: NaN checks, sign and magnitude turned into two''s complement, compare'),
    ('fcmpg', 102, 'measured: JopRoutines.fcmpg traced and costed with this model (r=1), mean of 8 calls: NaN checks, sign and magnitude turned into two''s complement, compare'),
    ('dcmpl', 237, 'measured: JopRoutines.dcmpl traced and costed with this model (r=1), mean of 8 calls: NaN and zero checks, then the signs and magnitudes compared on the int words'),
    ('dcmpg', 237, 'measured: JopRoutines.dcmpg traced and costed with this model (r=1), mean of 8 calls: NaN and zero checks, then the signs and magnitudes compared on the int words'),
    ('jsr', 10, 'estimate: push the return address and jump: 5 bytecodes'),
    ('ret', 10, 'estimate: load the return address and jump: 5 bytecodes'),
    ('tableswitch', 40, 'estimate: range check, index the table, jump: 20 bytecodes'),
    ('lookupswitch', 80, 'estimate: binary search of the keys: about 40 bytecodes for 8 keys'),
    ('athrow', 400, 'estimate: find the handler: walk the exception table and the frames, about 200 bytecodes for two frames'),
    ('wide', 4, 'estimate: the widened instruction with a 16-bit index: 2 bytecodes more'),
    ('multianewarray', 600, 'estimate: allocate the outer array and a loop of newarray per element: about 300 bytecodes for 2 x 10'),
    ('goto_w', 4, 'estimate: a jump with a 32-bit offset: 2 bytecodes'),
    ('jsr_w', 10, 'estimate: as jsr: 5 bytecodes');

CREATE OR REPLACE TEMP MACRO jop_eval(t_base, t_rk, t_wk, t_r1, t_r2, t_r3, t_w2, t_w3, t_bh, rr, ww, bb, scale) AS
    round(scale * (t_base + t_rk * rr + t_wk * ww + t_r1 * greatest(rr - 1, 0) + t_r2 * greatest(rr - 2, 0)
                   + t_r3 * greatest(rr - 3, 0) + t_w2 * greatest(ww - 2, 0) + t_w3 * greatest(ww - 3, 0)))
    + CASE WHEN t_bh IS NULL THEN 0 ELSE greatest(bb - round(scale * t_bh), 0) END;

-- The method load time b of a miss on a method of the given size in bytes.
CREATE OR REPLACE TEMP MACRO jop_miss_b(code_bytes) AS
    6 + ((code_bytes + 3) // 4 + 1) * (1 + CASE WHEN getvariable('r')::INTEGER > 1 THEN getvariable('r')::INTEGER ELSE 1 END);

-- What a method cache miss adds to an invoke or return of the given timing row: the cycles
-- with a miss's load time for a method of code_bytes bytes, less those with a hit's.
CREATE OR REPLACE TEMP MACRO jop_miss_extra(t_base, t_rk, t_wk, t_r1, t_r2, t_r3, t_w2, t_w3, t_bh, code_bytes) AS
    jop_eval(t_base, t_rk, t_wk, t_r1, t_r2, t_r3, t_w2, t_w3, t_bh, getvariable('r')::INTEGER, getvariable('w')::INTEGER,
             jop_miss_b(code_bytes), getvariable('invoke_scale')::DOUBLE)
    - jop_eval(t_base, t_rk, t_wk, t_r1, t_r2, t_r3, t_w2, t_w3, t_bh, getvariable('r')::INTEGER, getvariable('w')::INTEGER,
               4, getvariable('invoke_scale')::DOUBLE);

-- Every executed instruction of every context, in JOP's form.
CREATE OR REPLACE TEMP TABLE jop_executed AS
SELECT x.node_id, x.count, i.length, i.wide,
       CASE WHEN i.mnemonic IN ('getfield', 'putfield', 'getstatic', 'putstatic')
                 AND (i.ref_descriptor LIKE 'L%' OR i.ref_descriptor LIKE '[%') THEN i.mnemonic || '_ref'
            WHEN i.mnemonic IN ('getfield', 'putfield', 'getstatic', 'putstatic')
                 AND i.ref_descriptor IN ('J', 'D') THEN i.mnemonic || '_long'
            WHEN i.mnemonic = 'invokespecial' AND i.super_call THEN 'invokesuper'
            ELSE i.mnemonic END AS form
FROM node_instruction_counts x
JOIN instructions i ON i.trace_id = x.trace_id AND i.method_id = x.method_id AND i.pc = x.pc
WHERE x.trace_id = getvariable('trace_id');

-- The cycles of one execution of each form with a method cache hit (b = 4).
CREATE OR REPLACE TEMP TABLE jop_form_cycles AS
SELECT f.form,
       CASE
         WHEN t.mnemonic IS NOT NULL THEN
           jop_eval(t.base, t.r_k, t.w_k, t.r1, t.r2, t.r3, t.w2, t.w3, t.b_hidden,
                    getvariable('r')::INTEGER, getvariable('w')::INTEGER, 4,
                    CASE WHEN f.form LIKE 'invoke%' OR f.form LIKE '%return' THEN getvariable('invoke_scale')::DOUBLE ELSE 1 END)
         WHEN s.mnemonic IS NOT NULL THEN
           getvariable('soft_call')::INTEGER + greatest(getvariable('r')::INTEGER - 3, 0)
             + greatest(getvariable('r')::INTEGER - 2, 0) + s.routine
         ELSE error('jop model: no timing for bytecode ' || f.form)
       END AS cycles,
       t.mnemonic IS NOT NULL AS microcoded
FROM (SELECT DISTINCT form FROM jop_executed) f
LEFT JOIN jop_timing t ON t.mnemonic = f.form
LEFT JOIN jop_software s ON s.mnemonic = f.form;

-- Every instruction at its hit price, with the variants' branch and fetch adjustments.
CREATE OR REPLACE TEMP TABLE jop_instruction_cycles AS
SELECT e.node_id,
       sum(e.count * (c.cycles
           + CASE WHEN e.form IN ('goto', 'goto_w', 'tableswitch', 'lookupswitch')
                    OR e.form LIKE 'if%' THEN getvariable('branch_extra')::INTEGER ELSE 0 END
           - CASE WHEN getvariable('single_fetch')::BOOLEAN AND c.microcoded
                  THEN greatest(e.length - 1 - CASE WHEN e.wide THEN 1 ELSE 0 END, 0) ELSE 0 END
           + CASE WHEN e.wide THEN getvariable('soft_call')::INTEGER + 4 ELSE 0 END)) AS cycles
FROM jop_executed e JOIN jop_form_cycles c USING (form)
GROUP BY e.node_id;

-- Method cache misses cost the difference between a miss's and a hit's load time: an invoke
-- miss (of a callee's method) is charged to the caller's context, where the invoke runs; a
-- return miss (of the caller's method) to the returning context.
CREATE OR REPLACE TEMP TABLE jop_miss_cycles AS
WITH edges AS (
    SELECT c.node_id AS child, c.parent_id AS parent, k.invoke_hits, k.invoke_misses, k.return_hits, k.return_misses,
           cm.code_length AS child_bytes, pm.code_length AS parent_bytes,
           ci.mnemonic AS site_form, ci.super_call
    FROM cct_nodes c
    JOIN node_cache k ON k.node_id = c.node_id
    JOIN methods cm ON cm.trace_id = c.trace_id AND cm.method_id = c.method_id
    LEFT JOIN cct_nodes p ON p.trace_id = c.trace_id AND p.node_id = c.parent_id
    LEFT JOIN methods pm ON pm.trace_id = p.trace_id AND pm.method_id = p.method_id
    LEFT JOIN instructions ci ON ci.trace_id = c.trace_id AND ci.method_id = p.method_id AND ci.pc = c.callsite_pc
    WHERE c.trace_id = getvariable('trace_id')
), returns AS (
    -- The return instruction of each context's method (a method's returns share one opcode).
    SELECT node_id, any_value(form) AS form FROM jop_executed WHERE form LIKE '%return' GROUP BY node_id
), penalty AS (
    SELECT e.parent AS node_id,
           e.invoke_misses * jop_miss_extra(t.base, t.r_k, t.w_k, t.r1, t.r2, t.r3, t.w2, t.w3, t.b_hidden, e.child_bytes) AS cycles,
           e.invoke_hits AS hits, e.invoke_misses AS misses
    FROM edges e
    JOIN jop_timing t ON t.mnemonic = CASE WHEN e.site_form = 'invokespecial' AND e.super_call THEN 'invokesuper' ELSE e.site_form END
    WHERE e.parent IS NOT NULL AND e.site_form LIKE 'invoke%'
    UNION ALL
    SELECT e.child,
           e.return_misses * jop_miss_extra(t.base, t.r_k, t.w_k, t.r1, t.r2, t.r3, t.w2, t.w3, t.b_hidden, e.parent_bytes),
           e.return_hits, e.return_misses
    FROM edges e JOIN returns r ON r.node_id = e.child JOIN jop_timing t ON t.mnemonic = r.form
    WHERE e.parent IS NOT NULL
)
SELECT node_id, sum(cycles) AS cycles, sum(hits) AS hits, sum(misses) AS misses
FROM penalty GROUP BY node_id;

SELECT n.node_id,
       (coalesce(i.cycles, 0) + coalesce(m.cycles, 0))::BIGINT AS self_cycles,
       coalesce(m.hits, 0)::BIGINT AS cache_hits,
       coalesce(m.misses, 0)::BIGINT AS cache_misses
FROM cct_nodes n
LEFT JOIN jop_instruction_cycles i USING (node_id)
LEFT JOIN jop_miss_cycles m USING (node_id)
WHERE n.trace_id = getvariable('trace_id');
