package java.lang.reflect;

/** The access flags of classes and members as returned by Class.getModifiers, and their names. */
public class Modifier {
    public static final int PUBLIC = 0x00000001;
    public static final int PRIVATE = 0x00000002;
    public static final int PROTECTED = 0x00000004;
    public static final int STATIC = 0x00000008;
    public static final int FINAL = 0x00000010;
    public static final int SYNCHRONIZED = 0x00000020;
    public static final int VOLATILE = 0x00000040;
    public static final int TRANSIENT = 0x00000080;
    public static final int NATIVE = 0x00000100;
    public static final int INTERFACE = 0x00000200;
    public static final int ABSTRACT = 0x00000400;
    public static final int STRICT = 0x00000800;

    public Modifier() {
    }

    public static boolean isPublic(int mod) {
        return (mod & PUBLIC) != 0;
    }

    public static boolean isPrivate(int mod) {
        return (mod & PRIVATE) != 0;
    }

    public static boolean isProtected(int mod) {
        return (mod & PROTECTED) != 0;
    }

    public static boolean isStatic(int mod) {
        return (mod & STATIC) != 0;
    }

    public static boolean isFinal(int mod) {
        return (mod & FINAL) != 0;
    }

    public static boolean isSynchronized(int mod) {
        return (mod & SYNCHRONIZED) != 0;
    }

    public static boolean isVolatile(int mod) {
        return (mod & VOLATILE) != 0;
    }

    public static boolean isTransient(int mod) {
        return (mod & TRANSIENT) != 0;
    }

    public static boolean isNative(int mod) {
        return (mod & NATIVE) != 0;
    }

    public static boolean isInterface(int mod) {
        return (mod & INTERFACE) != 0;
    }

    public static boolean isAbstract(int mod) {
        return (mod & ABSTRACT) != 0;
    }

    public static boolean isStrict(int mod) {
        return (mod & STRICT) != 0;
    }

    /** The modifier keywords in the canonical order of the JLS, separated by spaces. */
    public static String toString(int mod) {
        StringBuilder sb = new StringBuilder();
        if ((mod & PUBLIC) != 0) {
            sb.append("public ");
        }
        if ((mod & PROTECTED) != 0) {
            sb.append("protected ");
        }
        if ((mod & PRIVATE) != 0) {
            sb.append("private ");
        }
        if ((mod & ABSTRACT) != 0) {
            sb.append("abstract ");
        }
        if ((mod & STATIC) != 0) {
            sb.append("static ");
        }
        if ((mod & FINAL) != 0) {
            sb.append("final ");
        }
        if ((mod & TRANSIENT) != 0) {
            sb.append("transient ");
        }
        if ((mod & VOLATILE) != 0) {
            sb.append("volatile ");
        }
        if ((mod & SYNCHRONIZED) != 0) {
            sb.append("synchronized ");
        }
        if ((mod & NATIVE) != 0) {
            sb.append("native ");
        }
        if ((mod & STRICT) != 0) {
            sb.append("strictfp ");
        }
        if ((mod & INTERFACE) != 0) {
            sb.append("interface ");
        }
        int len = sb.length();
        return (len > 0) ? sb.substring(0, len - 1) : "";
    }
}
