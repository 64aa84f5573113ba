package com.jopdesign.sys;

/** A JVM whose irem routine is wrong: the VM must stop at its first result. */
class JVM {
    private static int f_irem(int a, int b) {
        return a - b;
    }
}
