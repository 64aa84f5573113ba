package java.lang.invoke;

/** Factories of method handles: lookups of static and virtual methods and constructors. */
public class MethodHandles {
    private MethodHandles() {}

    private static final Lookup LOOKUP = new Lookup(Object.class);

    /** A lookup for the caller (crossprof makes no access checks between classes). */
    public static Lookup lookup() { return LOOKUP; }

    /** The public lookup. */
    public static Lookup publicLookup() { return LOOKUP; }

    /** Finds methods and constructors and makes method handles for them. */
    public static final class Lookup {
        static final int REF_invokeVirtual = 5, REF_invokeStatic = 6, REF_invokeSpecial = 7,
                REF_newInvokeSpecial = 8, REF_invokeInterface = 9;

        private final Class<?> lookupClass;

        Lookup(Class<?> lookupClass) { this.lookupClass = lookupClass; }

        public Class<?> lookupClass() { return lookupClass; }

        /** A handle to a static method. */
        public MethodHandle findStatic(Class<?> refc, String name, MethodType type) throws NoSuchMethodException, IllegalAccessException {
            return link(REF_invokeStatic, refc, name, type, type);
        }

        /** A handle to a virtual or interface method; its type takes the receiver first. */
        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type) throws NoSuchMethodException, IllegalAccessException {
            return link(refc.isInterface() ? REF_invokeInterface : REF_invokeVirtual, refc, name, type, type.insertParameterTypes(0, refc));
        }

        /** A handle that constructs an object of refc; type's return type must be void. */
        public MethodHandle findConstructor(Class<?> refc, MethodType type) throws NoSuchMethodException, IllegalAccessException {
            if (type.returnType() != void.class) {
                throw new NoSuchMethodException("no such constructor: " + refc.getName() + ".<init>" + type + "/newInvokeSpecial");
            }
            return link(REF_newInvokeSpecial, refc, "<init>", type, type.changeReturnType(refc));
        }

        /** A handle to a method invoked without virtual dispatch, as super.m() does. */
        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller) throws NoSuchMethodException, IllegalAccessException {
            return link(REF_invokeSpecial, refc, name, type, type.insertParameterTypes(0, specialCaller));
        }

        private MethodHandle link(int kind, Class<?> refc, String name, MethodType type, MethodType handleType) throws NoSuchMethodException {
            if (refc == null || name == null || type == null) throw new NullPointerException();
            MethodHandle.Direct mh = new MethodHandle.Direct(handleType);
            mh.link0(kind, refc, name, type.toMethodDescriptorString());
            return mh;
        }

        @Override
        public String toString() { return lookupClass.getName(); }
    }
}
