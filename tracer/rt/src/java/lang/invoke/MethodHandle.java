package java.lang.invoke;

/**
 * A direct method handle to a static, virtual or interface method or a constructor, possibly
 * with its first argument bound. The VM keeps the target method with the object; calls of
 * invokeExact and invoke are signature polymorphic: the VM links each call site to generated
 * code that adapts the site's arguments to the target (invoke) or checks they match exactly
 * (invokeExact, else WrongMethodTypeException).
 */
public abstract class MethodHandle {
    private final MethodType type;

    MethodHandle(MethodType type) { this.type = type; }

    /** This handle's type. */
    public MethodType type() { return type; }

    /** Invokes the handle with exactly its type (signature polymorphic). */
    public final native Object invokeExact(Object... args) throws Throwable;

    /** Invokes the handle, adapting the arguments and result as asType would (signature polymorphic). */
    public final native Object invoke(Object... args) throws Throwable;

    /** A handle that calls this one with x as its first argument. */
    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter: " + x);
        }
        Class<?> p = type.parameterType(0);
        if (x != null && !p.isInstance(x)) {
            throw new ClassCastException("Cannot cast " + x.getClass().getName() + " to " + p.getName());
        }
        Bound b = new Bound(type.dropParameterTypes(0, 1));
        b.bind0(this, x);
        return b;
    }

    native void bind0(MethodHandle target, Object receiver);

    @Override
    public String toString() { return "MethodHandle" + type; }

    /** A direct handle (the VM links it to its method). */
    static final class Direct extends MethodHandle {
        Direct(MethodType type) { super(type); }

        native void link0(int kind, Class<?> refc, String name, String descriptor);
    }

    /** A handle with its first argument bound. */
    static final class Bound extends MethodHandle {
        Bound(MethodType type) { super(type); }
    }
}
