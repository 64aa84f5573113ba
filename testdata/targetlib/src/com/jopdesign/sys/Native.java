package com.jopdesign.sys;

/** The processor's special operations, with the signatures of JOP's class of this name. */
public class Native {
    public static native int rd(int adr);
    public static native void wr(int val, int adr);
    public static native int rdMem(int adr);
    public static native void wrMem(int val, int adr);
    public static native int rdIntMem(int adr);
    public static native void wrIntMem(int val, int adr);
    public static native int getSP();
    public static native void setSP(int val);
    public static native int getVP();
    public static native void setVP(int val);
    public static native void int2extMem(int intAdr, int[] extAdr, int cnt);
    public static native void ext2intMem(int[] extAdr, int intAdr, int cnt);
    public static native long makeLong(int hWord, int lWord);
    public static native void invoke(int arg, int ptr);
    public static native void invoke(int ptr);
    public static native int toInt(Object o);
    public static native Object toObject(int i);
    public static native int[] toIntArray(int i);
    public static native int toInt(float f);
    public static native float toFloat(int i);
    public static native long toLong(double d);
    public static native double toDouble(long l);
    public static native void lock(int ref);
    public static native void unlock(int ref);
    public static native int condMove(int a, int b, boolean cond);
    public static native Object condMoveRef(Object a, Object b, boolean cond);
    public static native void invalidate();
    public static native void memCopy(int dest, int src, int pos);
    public static native int getStatic(int addr);
    public static native void putStatic(int value, int addr);
    public static native int getField(int ref, int index);
    public static native void putField(int ref, int index, int value);
    public static native int arrayLoad(int ref, int index);
    public static native void arrayStore(int ref, int index, int value);
    public static native int arrayLength(int ref);
}
