// PrintPrimitives: PrintStream.print/println overloads and number <-> text conversions.
// Covers: println(boolean/char/int/long/float/double/char[]/String/Object), print without newline,
// println() alone, printing null String and null Object, boxes printed via Object, char arrays
// (printed as text, not as an array), write(int) and write(byte[],int,int) on System.out,
// System.out.append, Integer.toHexString/toBinaryString/toOctalString (negative values),
// Integer.toString and Long.toString with radix, Integer.parseInt/valueOf/Long.parseLong with signs
// and radix, NumberFormatException messages, Integer.decode, Short/Byte parsing and range errors,
// Character methods (isDigit, isLetter, isLetterOrDigit, isWhitespace, isUpperCase, toUpperCase,
// digit, forDigit, getNumericValue, MIN/MAX values), and System.err output.

public class PrintPrimitives {
    public static void main(String[] args) {
        System.out.println(true);
        System.out.println('x');
        System.out.println(-42);
        System.out.println(Long.MIN_VALUE);
        System.out.println(1.0f / 3);
        System.out.println(2.0 / 3);
        System.out.println(new char[] { 'c', 'h', 'a', 'r', 's' });
        System.out.println("string");
        System.out.println((String) null);
        System.out.println((Object) null);
        System.out.println(Integer.valueOf(7));
        System.out.println((Object) Character.valueOf('k'));
        System.out.println();
        System.out.print(false);
        System.out.print(' ');
        System.out.print('y');
        System.out.print(99);
        System.out.print(100L);
        System.out.print(0.5f);
        System.out.print(0.25);
        System.out.print(new char[] { '!', '!' });
        System.out.print((String) null);
        System.out.print((Object) "obj");
        System.out.println();
        System.out.write('W');
        System.out.write('\n');
        byte[] bytes = { 'b', 'y', 't', 'e', 's', '\n' };
        System.out.write(bytes, 1, 5);
        System.out.append("appended ").append('c').append("xyz", 1, 2).append('\n');
        System.err.println("to stderr: " + 12);
        System.err.print("stderr no newline, then newline");
        System.err.println();

        int[] ints = { 0, 1, -1, 255, -256, Integer.MAX_VALUE, Integer.MIN_VALUE, 0xCAFE };
        for (int i = 0; i < ints.length; i++) {
            int v = ints[i];
            System.out.println(v + ": hex " + Integer.toHexString(v) + " bin " + Integer.toBinaryString(v) + " oct " + Integer.toOctalString(v)
                    + " r36 " + Integer.toString(v, 36) + " r7 " + Integer.toString(v, 7) + " r2 " + Integer.toString(v, 2)
                    + " unsigned " + Integer.toUnsignedString(v));
        }
        long[] longs = { 0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40, -123456789012345L };
        for (int i = 0; i < longs.length; i++) {
            long v = longs[i];
            System.out.println(v + ": hex " + Long.toHexString(v) + " bin " + Long.toBinaryString(v) + " oct " + Long.toOctalString(v)
                    + " r36 " + Long.toString(v, 36) + " r16 " + Long.toString(v, 16));
        }
        System.out.println("radix out of range -> 10: " + Integer.toString(255, 99) + " " + Long.toString(255L, 1));

        String[] parse = { "0", "-0", "+5", "-2147483648", "2147483647", "007", "2147483648", "-2147483649", "", "-", "+", "12a", " 1",
                "1_000", "0x10", "99999999999" };
        for (int i = 0; i < parse.length; i++) {
            try {
                System.out.println("parseInt(\"" + parse[i] + "\") = " + Integer.parseInt(parse[i]));
            } catch (NumberFormatException e) {
                System.out.println("parseInt(\"" + parse[i] + "\") NumberFormatException: " + e.getMessage());
            }
        }
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("parseInt(null): " + e.getMessage());
        }
        System.out.println("radix: " + Integer.parseInt("ff", 16) + " " + Integer.parseInt("-FF", 16) + " " + Integer.parseInt("zz", 36) + " "
                + Integer.parseInt("-101", 2) + " " + Integer.parseInt("777", 8) + " " + Integer.valueOf("123", 5) + " "
                + Long.parseLong("7fffffffffffffff", 16) + " " + Long.parseLong("-8000000000000000", 16) + " " + Integer.parseUnsignedInt("4294967295"));
        try {
            Integer.parseInt("12", 1);
        } catch (NumberFormatException e) {
            System.out.println("radix 1: " + e.getMessage());
        }
        try {
            Integer.parseInt("9", 8);
        } catch (NumberFormatException e) {
            System.out.println("digit 9 radix 8: " + e.getMessage());
        }
        try {
            Long.parseLong("9223372036854775808");
        } catch (NumberFormatException e) {
            System.out.println("long overflow: " + e.getMessage());
        }
        try {
            Long.parseLong("12L");
        } catch (NumberFormatException e) {
            System.out.println("12L: " + e.getMessage());
        }
        System.out.println("decode: " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Long.decode("0X7f"));
        System.out.println("short/byte: " + Short.parseShort("-32768") + " " + Byte.parseByte("7f", 16) + " " + Byte.valueOf((byte) -1) + " " + Short.valueOf("12"));
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println("byte range: " + e.getMessage());
        }
        try {
            Short.parseShort("40000");
        } catch (NumberFormatException e) {
            System.out.println("short range: " + e.getMessage());
        }
        try {
            Double.parseDouble("1.2.3");
        } catch (NumberFormatException e) {
            System.out.println("parseDouble: " + e.getMessage());
        }
        try {
            Float.parseFloat("");
        } catch (NumberFormatException e) {
            System.out.println("parseFloat empty: " + e.getMessage());
        }

        String chars = "aZ5 _\t\n\u00e9\u00c9\u0661$";
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            System.out.println("char " + (int) c + ": digit " + Character.isDigit(c) + " letter " + Character.isLetter(c) + " letterOrDigit "
                    + Character.isLetterOrDigit(c) + " ws " + Character.isWhitespace(c) + " space " + Character.isSpaceChar(c) + " upper "
                    + Character.isUpperCase(c) + " lower " + Character.isLowerCase(c) + " toUpper " + (int) Character.toUpperCase(c)
                    + " toLower " + (int) Character.toLowerCase(c) + " digit(36) " + Character.digit(c, 36) + " numeric "
                    + Character.getNumericValue(c) + " javaStart " + Character.isJavaIdentifierStart(c));
        }
        System.out.println("forDigit: " + Character.forDigit(11, 16) + Character.forDigit(5, 10) + "[" + Character.forDigit(20, 10) + "]");
        System.out.println("Character MIN/MAX: " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX);
        System.out.println("Character.toString " + Character.toString('q') + " compare " + Character.compare('a', 'b') + " isSurrogate "
                + Character.isSurrogate('\ud800') + " isHighSurrogate " + Character.isHighSurrogate('\udc00'));
        System.out.println("MIN/MAX: " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Short.MIN_VALUE + " " + Short.MAX_VALUE + " "
                + Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + Long.MIN_VALUE + " " + Long.MAX_VALUE);
        System.out.println("SIZE: " + Byte.SIZE + " " + Short.SIZE + " " + Character.SIZE + " " + Integer.SIZE + " " + Long.SIZE + " " + Float.SIZE + " " + Double.SIZE);
        System.out.println("TYPE: " + Integer.TYPE.getName() + " " + Double.TYPE + " " + Boolean.TYPE.getName() + " " + Void.TYPE.getName());
        System.out.print("end without newline");
    }
}
