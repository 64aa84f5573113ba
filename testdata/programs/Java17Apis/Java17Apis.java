import java.util.HexFormat;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import java.util.zip.Checksum;

/** Java 9-17 APIs of HexFormat, Matcher and Checksum. */
public class Java17Apis {
    public static void main(String[] args) {
        HexFormat h = HexFormat.of();
        byte[] b = {0, 1, 127, -128, -1, 0x3c};
        System.out.println(h.formatHex(b) + " " + h.withUpperCase().formatHex(b) + " " + h.formatHex(b, 1, 3));
        HexFormat d = HexFormat.ofDelimiter(":").withPrefix("[").withSuffix("]");
        String s = d.formatHex(b);
        System.out.println(s + " " + d + " " + h + " " + d.delimiter() + d.prefix() + d.suffix() + d.isUpperCase());
        System.out.println(java.util.Arrays.toString(d.parseHex(s)) + " " + java.util.Arrays.toString(h.parseHex("00ff7F")));
        System.out.println(java.util.Arrays.toString(h.parseHex("xx0102yy", 2, 6)) + " "
                + java.util.Arrays.toString(h.parseHex("0a0b".toCharArray(), 0, 4)));
        System.out.println(h.toHexDigits((byte) -2) + " " + h.toHexDigits('A') + " " + h.toHexDigits((short) -1) + " "
                + h.withUpperCase().toHexDigits(0xCAFEBABE) + " " + h.toHexDigits(-2L) + " " + h.toHexDigits(255L, 3)
                + " " + h.toHighHexDigit(0xab) + h.toLowHexDigit(0xab) + " " + h.toHexDigits(new StringBuilder("x"), (byte) 7));
        System.out.println(HexFormat.isHexDigit('f') + " " + HexFormat.isHexDigit('g') + " " + HexFormat.fromHexDigit('C')
                + " " + HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigits("ffffffff") + " "
                + HexFormat.fromHexDigitsToLong("ffffffffffffffff") + " " + HexFormat.fromHexDigits("x12y", 1, 3));
        System.out.println(h.equals(HexFormat.of()) + " " + h.equals(h.withUpperCase()) + " "
                + (h.hashCode() == HexFormat.of().hashCode()) + " " + h.formatHex(new StringBuilder(">"), b));
        String[] bad = {"abc", "0g", "zz"};
        for (String x : bad) {
            try {
                h.parseHex(x);
            } catch (RuntimeException e) {
                System.out.println(e);
            }
        }
        try {
            d.parseHex("[01]:[02");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            d.parseHex("[01]-[02]");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            HexFormat.fromHexDigits("123456789");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            h.toHexDigits(1L, 17);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            HexFormat.fromHexDigit('\n');
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(HexFormat.ofDelimiter("\n").withPrefix("\r"));

        Pattern p = Pattern.compile("(\\d+)([a-z]?)");
        Matcher m = p.matcher("10a 20 30b");
        System.out.println(m.replaceAll(r -> "<" + (Integer.parseInt(r.group(1)) * 2) + r.group(2).toUpperCase() + ">"));
        System.out.println(m.replaceFirst(r -> r.group().toUpperCase() + "!"));
        StringBuilder sb = new StringBuilder();
        m.reset();
        while (m.find()) {
            m.appendReplacement(sb, "$2$1");
        }
        System.out.println(m.appendTail(sb));
        System.out.println(p.asPredicate().test("x1") + " " + p.asMatchPredicate().test("x1") + " "
                + p.asMatchPredicate().test("12z"));
        MatchResult r = p.matcher("77q").toMatchResult();
        try {
            r.group();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Checksum c = new CRC32();
        c.update("hello".getBytes());
        System.out.println(c.getValue());
    }
}
