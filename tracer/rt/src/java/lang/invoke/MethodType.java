package java.lang.invoke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The type of a method handle: a return type and parameter types. Immutable; equal types
 * compare equal (HotSpot interns them; crossprof compares their contents).
 */
public final class MethodType {
    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        if (rtype == null) throw new NullPointerException();
        for (Class<?> p : ptypes) {
            if (p == null) throw new NullPointerException();
            if (p == void.class) throw new IllegalArgumentException("parameter type cannot be void");
        }
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    /** A type with the given return and parameter types. */
    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes.clone());
    }

    /** A type with the given return and parameter types. */
    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return new MethodType(rtype, ptypes.toArray(new Class<?>[0]));
    }

    /** A type with the given return type and parameter types. */
    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] all = new Class<?>[ptypes.length + 1];
        all[0] = ptype0;
        System.arraycopy(ptypes, 0, all, 1, ptypes.length);
        return new MethodType(rtype, all);
    }

    /** A type with no parameters. */
    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, new Class<?>[0]);
    }

    /** A type with one parameter. */
    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return new MethodType(rtype, new Class<?>[] {ptype0});
    }

    /** A type with the return type rtype and the parameters of ptypes. */
    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return new MethodType(rtype, ptypes.ptypes);
    }

    /** A type of n Object parameters returning Object (or Object... if finalArray). */
    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        Class<?>[] ps = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(ps, Object.class);
        if (finalArray) ps[objectArgCount] = Object[].class;
        return new MethodType(Object.class, ps);
    }

    /** A type of n Object parameters returning Object. */
    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    public Class<?> returnType() { return rtype; }
    public Class<?> parameterType(int num) { return ptypes[num]; }
    public int parameterCount() { return ptypes.length; }
    public List<Class<?>> parameterList() { return Collections.unmodifiableList(new ArrayList<Class<?>>(Arrays.asList(ptypes))); }
    public Class<?>[] parameterArray() { return ptypes.clone(); }
    public Class<?> lastParameterType() { return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1]; }

    /** This type with another return type. */
    public MethodType changeReturnType(Class<?> nrtype) { return new MethodType(nrtype, ptypes); }

    /** This type with parameter num replaced. */
    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] ps = ptypes.clone();
        ps[num] = nptype;
        return new MethodType(rtype, ps);
    }

    /** This type with parameters inserted at num. */
    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        if (num < 0 || num > ptypes.length) throw new IndexOutOfBoundsException(Integer.toString(num));
        Class<?>[] ps = new Class<?>[ptypes.length + ptypesToInsert.length];
        System.arraycopy(ptypes, 0, ps, 0, num);
        System.arraycopy(ptypesToInsert, 0, ps, num, ptypesToInsert.length);
        System.arraycopy(ptypes, num, ps, num + ptypesToInsert.length, ptypes.length - num);
        return new MethodType(rtype, ps);
    }

    /** This type with parameters appended. */
    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) { return insertParameterTypes(ptypes.length, ptypesToInsert); }

    /** This type without the parameters from start to end. */
    public MethodType dropParameterTypes(int start, int end) {
        if (start < 0 || start > end || end > ptypes.length) throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        Class<?>[] ps = new Class<?>[ptypes.length - (end - start)];
        System.arraycopy(ptypes, 0, ps, 0, start);
        System.arraycopy(ptypes, end, ps, start, ptypes.length - end);
        return new MethodType(rtype, ps);
    }

    /** Whether any parameter or the return type is primitive (void excluded). */
    public boolean hasPrimitives() {
        if (rtype.isPrimitive() && rtype != void.class) return true;
        for (Class<?> p : ptypes) if (p.isPrimitive()) return true;
        return false;
    }

    /** This type with every primitive replaced by its wrapper. */
    public MethodType wrap() {
        Class<?>[] ps = new Class<?>[ptypes.length];
        for (int i = 0; i < ps.length; i++) ps[i] = wrap(ptypes[i]);
        return new MethodType(rtype == void.class ? Void.class : wrap(rtype), ps);
    }

    /** This type with every reference replaced by Object. */
    public MethodType erase() {
        Class<?>[] ps = new Class<?>[ptypes.length];
        for (int i = 0; i < ps.length; i++) ps[i] = ptypes[i].isPrimitive() ? ptypes[i] : Object.class;
        return new MethodType(rtype.isPrimitive() ? rtype : Object.class, ps);
    }

    /** This type with every type replaced by Object, primitives too. */
    public MethodType generic() { return genericMethodType(ptypes.length); }

    static Class<?> wrap(Class<?> c) {
        if (c == int.class) return Integer.class;
        if (c == long.class) return Long.class;
        if (c == boolean.class) return Boolean.class;
        if (c == byte.class) return Byte.class;
        if (c == short.class) return Short.class;
        if (c == char.class) return Character.class;
        if (c == float.class) return Float.class;
        if (c == double.class) return Double.class;
        if (c == void.class) return Void.class;
        return c;
    }

    /** The JVM descriptor, e.g. (ILjava/lang/String;)V. */
    public String toMethodDescriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : ptypes) sb.append(descriptor(p));
        return sb.append(')').append(descriptor(rtype)).toString();
    }

    static String descriptor(Class<?> c) {
        if (c.isPrimitive()) {
            if (c == int.class) return "I";
            if (c == long.class) return "J";
            if (c == boolean.class) return "Z";
            if (c == byte.class) return "B";
            if (c == short.class) return "S";
            if (c == char.class) return "C";
            if (c == float.class) return "F";
            if (c == double.class) return "D";
            return "V";
        }
        String n = c.getName().replace('.', '/');
        return c.isArray() ? n : "L" + n + ";";
    }

    @Override
    public boolean equals(Object x) {
        if (!(x instanceof MethodType)) return false;
        MethodType t = (MethodType) x;
        return rtype == t.rtype && Arrays.equals(ptypes, t.ptypes);
    }

    @Override
    public int hashCode() {
        int h = 31 + rtype.hashCode();
        for (Class<?> p : ptypes) h = 31 * h + p.hashCode();
        return h;
    }

    /** The type as HotSpot prints it: (int,String)void. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) sb.append(',');
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }
}
