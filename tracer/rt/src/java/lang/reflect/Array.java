package java.lang.reflect;

/**
 * Static methods to create and access arrays reflectively. Only array creation needs the VM
 * ({@link #newArray}); the accessors dispatch on the array's type with instanceof.
 */
public final class Array {
    private Array() {
    }

    /** Creates a one-dimensional array of the component type. */
    public static Object newInstance(Class<?> componentType, int length)
            throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        if (length < 0) {
            throw new NegativeArraySizeException(String.valueOf(length));
        }
        return newArray(componentType, length);
    }

    /**
     * Creates a multi-dimensional array. The array class of each level is obtained from an empty
     * array of the level below, so only the one-dimensional native is needed.
     */
    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0 || dimensions.length > 255) {
            throw new IllegalArgumentException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        for (int i = 0; i < dimensions.length; i++) {
            if (dimensions[i] < 0) {
                throw new NegativeArraySizeException(String.valueOf(dimensions[i]));
            }
        }
        // classes[k] is the element class of the arrays at depth k (counted from the outermost).
        Class<?>[] classes = new Class<?>[dimensions.length];
        Class<?> c = componentType;
        for (int k = dimensions.length - 1; k >= 0; k--) {
            classes[k] = c;
            c = newArray(c, 0).getClass();
        }
        return build(classes, dimensions, 0);
    }

    private static Object build(Class<?>[] classes, int[] dimensions, int depth) {
        Object array = newArray(classes[depth], dimensions[depth]);
        if (depth + 1 < dimensions.length) {
            Object[] a = (Object[]) array;
            for (int i = 0; i < a.length; i++) {
                a[i] = build(classes, dimensions, depth + 1);
            }
        }
        return array;
    }

    private static native Object newArray(Class<?> componentType, int length);

    /** The length of an array of any type. */
    public static int getLength(Object array) throws IllegalArgumentException {
        if (array instanceof Object[]) {
            return ((Object[]) array).length;
        } else if (array instanceof int[]) {
            return ((int[]) array).length;
        } else if (array instanceof byte[]) {
            return ((byte[]) array).length;
        } else if (array instanceof char[]) {
            return ((char[]) array).length;
        } else if (array instanceof long[]) {
            return ((long[]) array).length;
        } else if (array instanceof double[]) {
            return ((double[]) array).length;
        } else if (array instanceof float[]) {
            return ((float[]) array).length;
        } else if (array instanceof short[]) {
            return ((short[]) array).length;
        } else if (array instanceof boolean[]) {
            return ((boolean[]) array).length;
        }
        throw notAnArray(array);
    }

    private static RuntimeException notAnArray(Object array) {
        if (array == null) {
            return new NullPointerException();
        }
        return new IllegalArgumentException("Argument is not an array");
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    /** Reads an element, boxing primitives. */
    public static Object get(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        try {
            if (array instanceof Object[]) {
                return ((Object[]) array)[index];
            } else if (array instanceof int[]) {
                return Integer.valueOf(((int[]) array)[index]);
            } else if (array instanceof byte[]) {
                return Byte.valueOf(((byte[]) array)[index]);
            } else if (array instanceof char[]) {
                return Character.valueOf(((char[]) array)[index]);
            } else if (array instanceof long[]) {
                return Long.valueOf(((long[]) array)[index]);
            } else if (array instanceof double[]) {
                return Double.valueOf(((double[]) array)[index]);
            } else if (array instanceof float[]) {
                return Float.valueOf(((float[]) array)[index]);
            } else if (array instanceof short[]) {
                return Short.valueOf(((short[]) array)[index]);
            } else if (array instanceof boolean[]) {
                return Boolean.valueOf(((boolean[]) array)[index]);
            }
            throw notAnArray(array);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static boolean getBoolean(Object array, int index) {
        try {
            if (array instanceof boolean[]) {
                return ((boolean[]) array)[index];
            }
            throw mismatchFor(array);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static byte getByte(Object array, int index) {
        try {
            if (array instanceof byte[]) {
                return ((byte[]) array)[index];
            }
            throw mismatchFor(array);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static char getChar(Object array, int index) {
        try {
            if (array instanceof char[]) {
                return ((char[]) array)[index];
            }
            throw mismatchFor(array);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static short getShort(Object array, int index) {
        try {
            if (array instanceof short[]) {
                return ((short[]) array)[index];
            } else if (array instanceof byte[]) {
                return ((byte[]) array)[index];
            }
            throw mismatchFor(array);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    /** Widening as in the JDK: byte, short, char and int arrays can be read as int. */
    public static int getInt(Object array, int index) {
        try {
            if (array instanceof int[]) {
                return ((int[]) array)[index];
            } else if (array instanceof char[]) {
                return ((char[]) array)[index];
            }
            return getShort(array, index);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static long getLong(Object array, int index) {
        try {
            if (array instanceof long[]) {
                return ((long[]) array)[index];
            }
            return getInt(array, index);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static float getFloat(Object array, int index) {
        try {
            if (array instanceof float[]) {
                return ((float[]) array)[index];
            }
            return getLong(array, index);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static double getDouble(Object array, int index) {
        try {
            if (array instanceof double[]) {
                return ((double[]) array)[index];
            }
            return getFloat(array, index);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    private static RuntimeException mismatchFor(Object array) {
        if (array == null) {
            return new NullPointerException();
        }
        if (!array.getClass().isArray()) {
            return new IllegalArgumentException("Argument is not an array");
        }
        return mismatch();
    }

    /** Writes an element, unboxing (and widening) for primitive arrays. */
    public static void set(Object array, int index, Object value)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        try {
            if (array instanceof Object[]) {
                Object[] a = (Object[]) array;
                if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                    throw new IllegalArgumentException("array element type mismatch");
                }
                a[index] = value;
            } else if (value instanceof Boolean) {
                setBoolean(array, index, ((Boolean) value).booleanValue());
            } else if (value instanceof Character) {
                setChar(array, index, ((Character) value).charValue());
            } else if (value instanceof Byte) {
                setByte(array, index, ((Byte) value).byteValue());
            } else if (value instanceof Short) {
                setShort(array, index, ((Short) value).shortValue());
            } else if (value instanceof Integer) {
                setInt(array, index, ((Integer) value).intValue());
            } else if (value instanceof Long) {
                setLong(array, index, ((Long) value).longValue());
            } else if (value instanceof Float) {
                setFloat(array, index, ((Float) value).floatValue());
            } else if (value instanceof Double) {
                setDouble(array, index, ((Double) value).doubleValue());
            } else {
                throw mismatchFor(array);
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static void setBoolean(Object array, int index, boolean z) {
        try {
            if (array instanceof boolean[]) {
                ((boolean[]) array)[index] = z;
            } else {
                throw mismatchFor(array);
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static void setByte(Object array, int index, byte b) {
        try {
            if (array instanceof byte[]) {
                ((byte[]) array)[index] = b;
            } else {
                setShort(array, index, b);
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static void setChar(Object array, int index, char c) {
        try {
            if (array instanceof char[]) {
                ((char[]) array)[index] = c;
            } else {
                setIntOnly(array, index, c);
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static void setShort(Object array, int index, short s) {
        try {
            if (array instanceof short[]) {
                ((short[]) array)[index] = s;
            } else {
                setIntOnly(array, index, s);
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static void setInt(Object array, int index, int i) {
        try {
            setIntOnly(array, index, i);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    private static void setIntOnly(Object array, int index, int i) {
        if (array instanceof int[]) {
            ((int[]) array)[index] = i;
        } else {
            setLong(array, index, i);
        }
    }

    public static void setLong(Object array, int index, long l) {
        try {
            if (array instanceof long[]) {
                ((long[]) array)[index] = l;
            } else {
                setFloat(array, index, l);
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static void setFloat(Object array, int index, float f) {
        try {
            if (array instanceof float[]) {
                ((float[]) array)[index] = f;
            } else {
                setDouble(array, index, f);
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }

    public static void setDouble(Object array, int index, double d) {
        try {
            if (array instanceof double[]) {
                ((double[]) array)[index] = d;
            } else {
                throw mismatchFor(array);
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ArrayIndexOutOfBoundsException(); // no message, as in the JDK
        }
    }
}
