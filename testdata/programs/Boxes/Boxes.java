// Boxes: the wrapper classes and autoboxing.
// Covers: autoboxing (javac's valueOf calls) and unboxing (xxxValue calls), the Integer/Short/
// Byte/Character/Long cache (== true for 127, false for 128; Boolean.TRUE identity), new vs
// valueOf identity, equals across box types (Integer(1) vs Long(1)), hashCode of every box
// (Long, Double, Float, Boolean, Character), compareTo and static compare for every box,
// Double.compare/Float.compare with NaN and -0.0, Double.equals vs ==, Boolean.parseBoolean /
// valueOf / getBoolean-free parsing, Character.isDigit/isLetter, unboxing null -> NPE,
// boxes in arithmetic, compound assignment and ++ on boxed values, conditional expressions mixing
// boxes and primitives (unboxing + binary numeric promotion), Number.xxxValue conversions,
// toString/valueOf round trips, MIN/MAX/SIZE constants, Integer.sum/max/min.

public class Boxes {
    @SuppressWarnings({ "deprecation", "removal" })
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println("Integer 127==127 " + (a == b) + ", 128==128 " + (c == d) + ", equals " + c.equals(d));
        Integer m1 = -128, m2 = -128, m3 = -129, m4 = -129;
        System.out.println("Integer -128 " + (m1 == m2) + ", -129 " + (m3 == m4));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long 127 " + (l1 == l2) + ", 128 " + (l3 == l4));
        Short s1 = 100, s2 = 100;
        Byte b1 = (byte) -7, b2 = (byte) -7;
        Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100';
        System.out.println("Short " + (s1 == s2) + ", Byte " + (b1 == b2) + ", Character 'a' " + (c1 == c2) + ", '\\u0100' " + (c3 == c4));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println("Boolean identity " + (t1 == t2) + " " + (t1 == Boolean.TRUE) + ", new Integer(5) == valueOf(5) " + (new Integer(5) == Integer.valueOf(5)));
        System.out.println("Integer(1).equals(Long(1)) " + Integer.valueOf(1).equals(Long.valueOf(1)) + ", Long.equals " + Long.valueOf(1).equals(1L)
                + ", Short.equals(Integer) " + Short.valueOf((short) 1).equals(1) + ", Double.equals(Float) " + Double.valueOf(1).equals(1.0f));

        Object[] boxes = { Integer.valueOf(-5), Long.valueOf(1L << 33), Long.valueOf(-1), Short.valueOf((short) -300), Byte.valueOf((byte) 200),
                Character.valueOf('Z'), Boolean.TRUE, Boolean.FALSE, Float.valueOf(1.5f), Float.valueOf(-0.0f), Float.valueOf(Float.NaN),
                Double.valueOf(3.14), Double.valueOf(-0.0), Double.valueOf(Double.NaN), Double.valueOf(Double.POSITIVE_INFINITY) };
        for (int i = 0; i < boxes.length; i++) {
            Object o = boxes[i];
            System.out.println(o.getClass().getSimpleName() + " " + o + " hashCode " + o.hashCode());
        }

        System.out.println("compareTo: " + Integer.valueOf(3).compareTo(7) + " " + Long.valueOf(Long.MIN_VALUE).compareTo(Long.MAX_VALUE) + " "
                + Short.valueOf((short) 10).compareTo((short) -10) + " " + Byte.valueOf((byte) -1).compareTo((byte) 1) + " "
                + Character.valueOf('a').compareTo('z') + " " + Boolean.TRUE.compareTo(false) + " " + Boolean.FALSE.compareTo(false) + " "
                + Float.valueOf(1f).compareTo(2f) + " " + Double.valueOf(2).compareTo(1.0));
        System.out.println("static compare: " + Integer.compare(5, 5) + " " + Long.compare(-1, 1) + " " + Short.compare((short) 1, (short) 3) + " "
                + Byte.compare((byte) 5, (byte) -5) + " " + Character.compare('b', 'a') + " " + Boolean.compare(false, true));
        double[] ds = { Double.NaN, Double.POSITIVE_INFINITY, 1.0, 0.0, -0.0, -1.0, Double.NEGATIVE_INFINITY };
        StringBuilder sb = new StringBuilder("Double.compare matrix:");
        for (int i = 0; i < ds.length; i++) {
            sb.append("\n ");
            for (int j = 0; j < ds.length; j++) {
                sb.append(' ').append(Double.compare(ds[i], ds[j])).append('/').append(Float.compare((float) ds[i], (float) ds[j]))
                        .append(Double.valueOf(ds[i]).equals(ds[j]) ? "e" : "n").append(ds[i] == ds[j] ? "=" : "!");
            }
        }
        System.out.println(sb);

        System.out.println("parseBoolean: " + Boolean.parseBoolean("true") + " " + Boolean.parseBoolean("TrUe") + " " + Boolean.parseBoolean("yes") + " "
                + Boolean.parseBoolean(null) + " " + Boolean.valueOf("false") + " " + Boolean.toString(true) + " " + Boolean.logicalXor(true, false));

        Integer n = null;
        try {
            int x = n;
            System.out.println("not reached " + x);
        } catch (NullPointerException e) {
            System.out.println("unboxing null: NullPointerException");
        }
        Integer counter = 0;
        for (int i = 0; i < 200; i++) {
            counter++;
        }
        counter += 1000;
        Integer counter2 = 1200;
        System.out.println("boxed ++ and +=: " + counter + " same object as 1200? " + (counter == counter2) + " equals " + counter.equals(counter2));
        Double dsum = 0.0;
        for (int i = 1; i <= 4; i++) dsum += i / 2.0;
        Long lsum = 0L;
        lsum += Integer.MAX_VALUE;
        lsum *= 2;
        System.out.println("Double sum " + dsum + ", Long arithmetic " + lsum);
        boolean flag = args.length == 0;
        Integer boxedInt = 5;
        Object mixed = flag ? (Object) boxedInt : Double.valueOf(2.5); // an Object operand: no unboxing
        Object promoted = flag ? boxedInt : Double.valueOf(2.5); // two numeric boxes: unboxed and promoted, 5 becomes 5.0
        System.out.println("conditional: " + mixed + " " + promoted + " " + promoted.getClass().getSimpleName());
        Character ch = 'x';
        int code = ch + 1;
        char next = ch;
        next++;
        System.out.println("char unboxing: " + code + " " + next);
        Number num = Double.valueOf(-7.9);
        System.out.println("Number conversions: " + num.intValue() + " " + num.longValue() + " " + num.floatValue() + " " + num.shortValue() + " " + num.byteValue());
        Number big = Long.valueOf(0x1234567890L);
        System.out.println("Long as Number: " + big.intValue() + " " + big.doubleValue() + " " + big.shortValue() + " " + big.byteValue());
        System.out.println("valueOf/toString: " + Integer.valueOf("-12") + " " + Integer.toString(99) + " " + Long.valueOf("123456789012") + " "
                + Double.valueOf("1e3") + " " + Float.valueOf("2.5e-3") + " " + Short.toString((short) 5) + " " + Byte.toString((byte) 5)
                + " " + Character.valueOf('c').charValue() + " " + Double.toString(100) + " " + Float.toString(1e8f));
        System.out.println("sum/max/min: " + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Integer.min(3, 4) + " " + Long.max(-1, -2)
                + " " + Double.sum(0.1, 0.2) + " " + Double.max(-0.0, 0.0) + " " + Float.min(-0.0f, 0.0f));
        System.out.println("isDigit/isLetter: " + Character.isDigit('7') + Character.isDigit('x') + Character.isLetter('x') + Character.isLetter('7')
                + Character.isLetter('\u00fc') + Character.isDigit('\u0663'));
        System.out.println("Integer hashCode == value: " + Integer.valueOf(-99).hashCode() + ", Character hash " + Character.valueOf('A').hashCode()
                + ", Boolean hashes " + Boolean.hashCode(true) + " " + Boolean.hashCode(false) + ", Long.hashCode(-1) " + Long.hashCode(-1L)
                + ", Double.hashCode(0.1) " + Double.hashCode(0.1) + ", Float.hashCode(0.1f) " + Float.hashCode(0.1f));
        java.util.ArrayList<Integer> list = new java.util.ArrayList<Integer>();
        for (int i = 0; i < 5; i++) list.add(i * 100);
        list.remove(Integer.valueOf(200)); // remove(Object)
        list.remove(0); // remove(int index)
        int total = 0;
        for (int v : list) total += v;
        System.out.println("list after removes " + list + " total " + total + " contains 300 " + list.contains(300) + " indexOf 400 " + list.indexOf(400));
    }
}
