package java.lang;

/**
 * One frame of a stack trace. The VM fills the four fields directly (see the contract in
 * tracer/rt/README.md).
 *
 * <p>{@link #toString()} follows JDK 17: frames of library classes (packages {@code java.*}, which
 * HotSpot places in module java.base) recorded by the VM are prefixed with {@code "java.base/"},
 * so traces print like HotSpot's.
 */
public final class StackTraceElement implements java.io.Serializable {
    private String declaringClass;
    private String methodName;
    private String fileName;
    /** -2 for a native method, -1 (or any negative value) when unknown. */
    private int lineNumber;
    /**
     * True for elements made with the public constructor: like the JDK's, they carry no module,
     * while the VM's (made without a constructor) belong to java.base for library classes.
     */
    private boolean constructed;

    public StackTraceElement(String declaringClass, String methodName, String fileName,
            int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
        this.constructed = true;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    /** JDK 9+ API: the module of the frame's class; our library classes play java.base. */
    public String getModuleName() {
        return (!constructed && declaringClass.startsWith("java.")) ? "java.base" : null;
    }

    /**
     * For example {@code Main.run(Main.java:12)} or
     * {@code java.base/java.lang.Thread.run(Thread.java:833)}.
     */
    public String toString() {
        StringBuilder sb = new StringBuilder(64);
        String module = getModuleName();
        if (module != null) {
            sb.append(module).append('/');
        }
        sb.append(declaringClass).append('.').append(methodName);
        if (isNativeMethod()) {
            sb.append("(Native Method)");
        } else if (fileName == null) {
            sb.append("(Unknown Source)");
        } else if (lineNumber >= 0) {
            sb.append('(').append(fileName).append(':').append(lineNumber).append(')');
        } else {
            sb.append('(').append(fileName).append(')');
        }
        return sb.toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber && e.constructed == constructed
                && declaringClass.equals(e.declaringClass)
                && methodName.equals(e.methodName)
                && (fileName == null ? e.fileName == null : fileName.equals(e.fileName));
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + (fileName == null ? 0 : fileName.hashCode());
        result = 31 * result + lineNumber;
        return result;
    }
}
