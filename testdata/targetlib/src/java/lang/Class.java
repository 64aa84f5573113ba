package java.lang;

/** Class objects exist for the VM; the stand-in library gives them no methods. */
public final class Class {
    private Class() {
    }
}
