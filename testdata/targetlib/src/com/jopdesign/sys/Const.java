package com.jopdesign.sys;

/** The I/O addresses of JOP's I/O devices this library uses (the values JOP's own Const has). */
public class Const {
    public static final int IO_BASE = 0xffffff80;
    public static final int IO_CNT = IO_BASE + 0;
    public static final int IO_US_CNT = IO_BASE + 1;
    public static final int IO_EXCPT = IO_BASE + 4;
    public static final int IO_STATUS = IO_BASE + 0x10;
    public static final int IO_UART = IO_BASE + 0x10 + 1;
    public static final int MSK_UA_TDRE = 1;
    public static final int EXC_DIVZ = 8;
}
