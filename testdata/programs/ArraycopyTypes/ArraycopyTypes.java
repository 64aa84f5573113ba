// System.arraycopy between reference arrays whose element types differ: HotSpot's message says
// "type mismatch" when the destination's element type is not a subtype of the source's, and
// "element type mismatch" when it is but an element does not fit; elements before the one
// that does not fit are copied.
import java.util.Arrays;

public class ArraycopyTypes {
    static void copy(String label, Object src, Object dst) {
        try {
            System.arraycopy(src, 0, dst, 0, java.lang.reflect.Array.getLength(src));
            System.out.println(label + ": copied");
        } catch (ArrayStoreException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        copy("Integer[] into String[]", new Integer[] {1, 2}, new String[2]);
        copy("int[][] into long[][]", new int[][] {{1}}, new long[1][]);
        copy("empty Integer[] into String[]", new Integer[0], new String[0]);
        Object[] mixed = {"a", "b", 3, "d"};
        String[] strings = new String[4];
        copy("Object[] into String[]", mixed, strings);
        System.out.println(Arrays.toString(strings));
        copy("Number[] into Integer[]", new Number[] {1, 2.5}, new Integer[2]);
        copy("Integer[] into Number[]", new Integer[] {1, 2}, new Number[2]);
        copy("Object[] holding strings into CharSequence[]", new Object[] {"x", "y"}, new CharSequence[2]);
        copy("Comparable[] into Integer[]", new Comparable[] {1, "s"}, new Integer[2]);
        copy("Runnable[] into Thread[]", new Runnable[] {new Thread()}, new Thread[1]);
    }
}
