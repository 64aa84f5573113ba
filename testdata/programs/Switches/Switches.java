// Switches: every way javac compiles a switch.
// Covers: tableswitch (dense cases, negative low bound, cases around 0, a range with holes that is
// still dense enough for a table), lookupswitch (sparse keys including Integer.MIN_VALUE and
// MAX_VALUE, negative keys), default placement and fall-through, switches on char, byte and
// short, a string switch (hashCode lookupswitch + equals, with colliding hash codes "Aa"/"BB" and
// the empty string), an enum switch (javac's synthetic $SwitchMap class built from values() and
// ordinal(), caught NoSuchFieldError guards), nested switches and switch inside loops with
// break/continue labels.

enum Color {
    RED, GREEN, BLUE, YELLOW, BLACK
}

public class Switches {
    static String dense(int x) {
        switch (x) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            default: return "dense-default";
        }
    }

    static String negativeTable(int x) {
        switch (x) {
            case -3: return "-3";
            case -2: return "-2";
            case -1: return "-1";
            case 0: return "0";
            case 1: return "1";
            case 3: return "3 (hole at 2)";
            default: return "neg-default";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case Integer.MIN_VALUE: return "MIN";
            case -1000000: return "-1e6";
            case -7: return "-7";
            case 10: return "10";
            case 1000: return "1000";
            case 65536: return "65536";
            case Integer.MAX_VALUE: return "MAX";
            default: return "sparse-default";
        }
    }

    static int fallThrough(int x) {
        int acc = 0;
        switch (x) {
            case 1:
                acc += 1;
            case 2:
                acc += 10;
            case 3:
                acc += 100;
                break;
            default:
                acc = -1;
            case 4:
                acc += 1000;
        }
        return acc;
    }

    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return "vowel";
            case ' ':
                return "space";
            case '\u00e9':
                return "e-acute";
            default:
                if (c >= '0' && c <= '9') return "digit";
                return "other";
        }
    }

    static String byteShort(byte b, short s) {
        String r;
        switch (b) {
            case -128: r = "bmin"; break;
            case 127: r = "bmax"; break;
            default: r = "b" + b;
        }
        switch (s) {
            case -32768: r += "/smin"; break;
            case 0: r += "/s0"; break;
            case 32767: r += "/smax"; break;
            default: r += "/s" + s;
        }
        return r;
    }

    static String stringSwitch(String s) {
        switch (s) {
            case "Aa": return "Aa (hash " + s.hashCode() + ")";
            case "BB": return "BB (same hash)";
            case "": return "empty";
            case "hello": return "greeting";
            case "HELLO": return "shouted greeting";
            case "switch": case "case": return "keyword";
            default: return "unknown '" + s + "'";
        }
    }

    static String colorName(Color c) {
        switch (c) {
            case RED: return "warm red";
            case GREEN: return "calm green";
            case BLUE: return "cool blue";
            default: return "other " + c.name() + "#" + c.ordinal();
        }
    }

    static int nested(int a, int b) {
        switch (a) {
            case 0:
                switch (b) {
                    case 0: return 0;
                    case 1: return 1;
                    default: return 2;
                }
            case 1:
                switch (b * 100) {
                    case 0: return 10;
                    case 500: return 15;
                    case 10000: return 1100;
                    default: return 19;
                }
            default:
                return -1;
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = -2; i <= 7; i++) sb.append(dense(i)).append(' ');
        System.out.println(sb);
        sb.setLength(0);
        for (int i = -5; i <= 4; i++) sb.append(negativeTable(i)).append(' ');
        System.out.println(sb);
        int[] keys = { Integer.MIN_VALUE, -1000000, -999999, -7, 0, 10, 11, 1000, 65536, 65535, Integer.MAX_VALUE, Integer.MAX_VALUE - 1 };
        sb.setLength(0);
        for (int i = 0; i < keys.length; i++) sb.append(sparse(keys[i])).append(' ');
        System.out.println(sb);
        sb.setLength(0);
        for (int i = 0; i <= 5; i++) sb.append(fallThrough(i)).append(' ');
        System.out.println("fall-through: " + sb);
        String text = "hi, a 9\u00e9x!";
        sb.setLength(0);
        for (int i = 0; i < text.length(); i++) sb.append(charSwitch(text.charAt(i))).append(' ');
        System.out.println(sb);
        System.out.println(byteShort((byte) -128, (short) 32767) + " " + byteShort((byte) 5, (short) -32768) + " "
                + byteShort((byte) 127, (short) 0) + " " + byteShort((byte) 0, (short) 12));
        String[] words = { "Aa", "BB", "", "hello", "HELLO", "Hello", "switch", "case", "C#" };
        for (int i = 0; i < words.length; i++) System.out.println("\"" + words[i] + "\" -> " + stringSwitch(words[i]));
        Color[] cs = Color.values();
        for (int i = 0; i < cs.length; i++) System.out.println(cs[i] + " -> " + colorName(cs[i]));
        System.out.println("valueOf: " + Color.valueOf("BLUE").ordinal() + " compareTo " + Color.RED.compareTo(Color.BLACK));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("valueOf PURPLE: " + e.getMessage());
        }
        try {
            colorName(null);
        } catch (NullPointerException e) {
            System.out.println("enum switch on null: NullPointerException");
        }
        try {
            stringSwitch(null);
        } catch (NullPointerException e) {
            System.out.println("string switch on null: NullPointerException");
        }
        sb.setLength(0);
        for (int a = -1; a <= 2; a++) for (int b = 0; b <= 100; b += 1) {
            if (b > 2 && b != 5 && b != 100) continue;
            sb.append(nested(a, b)).append(',');
        }
        System.out.println("nested: " + sb);
        int count = 0;
        outer:
        for (int i = 0; i < 100; i++) {
            switch (i % 7) {
                case 0: continue outer;
                case 6: if (i > 50) break outer; break;
                default: count += i % 7;
            }
            count++;
        }
        System.out.println("labelled loop count: " + count);
    }
}
