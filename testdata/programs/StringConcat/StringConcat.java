// StringConcat: string concatenation of every type, compiled by javac 8 (StringBuilder chains)
// and javac 17 (invokedynamic with StringConcatFactory.makeConcatWithConstants): the text of
// null, char, boolean, float and double values, recipe constants that contain the recipe's own
// tag characters, and chains of more than 200 arguments, which javac splits.

public class StringConcat {
    static class Named {
        private final String name;
        Named(String name) { this.name = name; }
        @Override public String toString() { return name; }
    }

    static class NullName {
        @Override public String toString() { return null; }
    }

    static class Loud {
        static int calls;
        @Override public String toString() { calls++; return "loud" + calls; }
    }

    public static void main(String[] args) {
        int i = -42; long l = Long.MIN_VALUE; double d = 0.1; char c = 'Z'; String s = "str";
        boolean z = false; float f = 1.0E10f; Object o = new Named("obj"); byte b = (byte) 200; short sh = -32768;
        System.out.println("ints: " + i + " " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + b + " " + sh);
        System.out.println("longs: " + l + " " + Long.MAX_VALUE + " " + 0L);
        System.out.println("chars: " + c + '\u00e9' + '\u4e2d' + "\ud83d\ude00" + (char) 0 + "|");
        System.out.println("booleans: " + z + " " + !z);
        float[] floats = {0.0f, -0.0f, 1.0f, 0.1f, 1.0E-5f, 1.0E7f, 1.0E-3f, 3.4028235E38f, Float.MIN_VALUE, Float.NaN,
                Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 123456.79f, 1.17549435E-38f};
        for (float x : floats) System.out.print(x + ";");
        System.out.println();
        double[] doubles = {0.0, -0.0, 1.0, 0.1, 0.1 + 0.2, 1.0E-5, 1.0E7, 1.0E-3, 9.999999999999999E22, Double.MAX_VALUE,
                Double.MIN_VALUE, Double.NaN, Double.NEGATIVE_INFINITY, 2.2250738585072014E-308, 1.0 / 3, 100.0, 12345678.9};
        for (double x : doubles) System.out.print(x + ";");
        System.out.println();
        String nullString = null; Object nullObject = null; Integer boxed = 7; Character boxedChar = 'k';
        System.out.println("nulls: " + nullString + " " + nullObject + " " + new NullName() + " boxed: " + boxed + boxedChar);
        System.out.println("objects: " + o + " " + new StringBuilder("sb") + " " + new int[0].length);
        System.out.println("tags: \u0001 and \u0002 stay " + i + "\u0001" + "\u0002");
        System.out.println("constants only: " + "a" + 1 + 2L + 'c' + 1.5 + true);
        String acc = "";
        for (int k = 0; k < 5; k++) acc += k + ",";
        System.out.println("loop: " + acc);
        acc += c;
        acc += d;
        System.out.println("compound: " + acc);
        Loud loud = new Loud();
        System.out.println("order: " + loud + " " + loud + " " + Loud.calls);
        System.out.println(i + l + "" + (i + l));
        System.out.println("long chain: " + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh + "," + i + "," + l + "," + d + "," + c + "," + s + "," + z + "," + f + "," + o + "," + b + "," + sh);
        System.out.println("slots: " + ("" + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l + l).length());
    }
}
