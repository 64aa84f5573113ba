package java.lang;

/**
 * The runtime representation of classes, interfaces, arrays and primitive types. Instances are
 * created by the VM only. The type-structure queries are natives; names and the string forms are
 * derived here from the binary name.
 *
 * <p>Reflection over members (methods, fields, constructors, annotations) is not provided.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.Type {
    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM = 0x00004000;
    private static final int SYNTHETIC = 0x00001000;

    /** Cached binary name; filled on first use. */
    private transient String name;

    /** Shared enum constants, cached on first use (never handed out without cloning). */
    private transient T[] enumConstants;

    private Class() {
    }

    /** "class X", "interface X", or just the name for a primitive type. */
    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    /** Loads and initializes the class with the given binary name. */
    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        return forName0(className);
    }

    private static native Class<?> forName0(String name) throws ClassNotFoundException;

    static native Class<?> getPrimitiveClass(String name);

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    /** True for classes declared as enums (not for the classes of constant-specific bodies). */
    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    /** The binary name with dots: {@code java.lang.String}, {@code [I}, {@code int}. */
    public String getName() {
        String n = name;
        if (n == null) {
            n = getName0();
            name = n;
        }
        return n;
    }

    private native String getName0();

    public native Class<? super T> getSuperclass();

    public native Class<?> getComponentType();

    /** The directly implemented interfaces, in declaration order (a new array each call). */
    public native Class<?>[] getInterfaces();

    public native int getModifiers();

    /**
     * The simple name as in source code. The JDK reads the InnerClasses attribute; this
     * implementation derives it from the binary name: the part after the last '.' and '$', with
     * the digits that javac puts in front of local class names removed ("" for anonymous classes).
     */
    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        String n = getName();
        if (n.indexOf('/') >= 0) {
            // a hidden class (lambda proxy) is top-level: its simple name is the whole name
            return n.substring(n.lastIndexOf('.') + 1);
        }
        int start = Math.max(n.lastIndexOf('.'), n.lastIndexOf('$')) + 1;
        while (start < n.length() && n.charAt(start) >= '0' && n.charAt(start) <= '9') {
            start++;
        }
        return n.substring(start);
    }

    /** The name used in source code for arrays ("int[]"), the binary name otherwise. */
    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dimensions = 0;
            while (c.isArray()) {
                dimensions++;
                c = c.getComponentType();
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dimensions; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    /**
     * The canonical name: like the binary name with '$' of member classes replaced by '.', and
     * null for anonymous and local classes (recognized by a digit after '$', see getSimpleName).
     */
    public String getCanonicalName() {
        if (isArray()) {
            String component = getComponentType().getCanonicalName();
            return (component == null) ? null : component + "[]";
        }
        String n = getName();
        int dollar = n.indexOf('$');
        if (dollar < 0) {
            return n;
        }
        for (int i = dollar; i >= 0 && i < n.length(); i = n.indexOf('$', i + 1)) {
            if (i + 1 < n.length() && Character.isDigit(n.charAt(i + 1))) {
                return null;
            }
        }
        return n.replace('$', '.');
    }

    /** The package name ("" for the unnamed package and for primitive types), JDK 9+ API. */
    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return (dot < 0) ? "" : n.substring(0, dot);
    }

    /** Casts the object to this class, with the JDK's message on failure. */
    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to "
                    + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    /** Assertions are always disabled in crossprof, as with the JDK's default settings. */
    public boolean desiredAssertionStatus() {
        return false;
    }

    /** The enum constants in declaration order, or null if this is not an enum class. */
    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return (values == null) ? null : values.clone();
    }

    @SuppressWarnings("unchecked")
    T[] getEnumConstantsShared() {
        T[] values = enumConstants;
        if (values == null) {
            if (!isEnum()) {
                return null;
            }
            values = (T[]) getEnumConstants0();
            enumConstants = values;
        }
        return values;
    }

    native Object[] getEnumConstants0();
}
