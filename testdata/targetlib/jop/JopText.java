/** Strings on a small library: StringBuffer building, String searching and slicing, number text. */
public class JopText {
    static String pad(int v, int width) {
        StringBuffer sb = new StringBuffer();
        String s = Integer.toString(v);
        for (int i = s.length(); i < width; i++) {
            sb.append('.');
        }
        return sb.append(s).toString();
    }

    static int count(String s, char c) {
        int n = 0;
        for (int i = s.indexOf(c); i >= 0; i = s.indexOf(c, i + 1)) {
            n++;
        }
        return n;
    }

    static String reverse(String s) {
        char[] cs = s.toCharArray();
        for (int i = 0, j = cs.length - 1; i < j; i++, j--) {
            char t = cs[i];
            cs[i] = cs[j];
            cs[j] = t;
        }
        return new String(cs);
    }

    public static void main(String[] args) {
        String text = "the quick brown fox jumps over the lazy dog";
        System.out.println(text.length() + " chars, " + count(text, 'o') + " o, " + count(text, ' ') + " spaces");
        System.out.println(text.substring(4, 9) + "|" + text.substring(40) + "|" + text.charAt(16));
        System.out.println(text.indexOf("the") + " " + text.indexOf("the", 1) + " " + text.indexOf("cat"));
        System.out.println(reverse(text));
        System.out.println("fox".equals(text.substring(16, 19)) + " " + "Fox".equals("fox") + " " + text.startsWith("the") + " " + text.endsWith("cat"));
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < 12; i++) {
            sb.append(pad(i * i * i - 500, 6));
            if (i % 4 == 3) {
                System.out.println(sb.toString());
                sb.setLength(0);
            } else {
                sb.append(' ');
            }
        }
        long big = 1;
        for (int i = 0; i < 20; i++) {
            big = big * 7 + i;
        }
        System.out.println(big + " " + Long.toString(-big / 3) + " " + Integer.toHexString(0xCAFE) + " " + Integer.MIN_VALUE);
        int sum = 0;
        for (int i = 0; i < 300; i++) {
            sum += Integer.parseInt(Integer.toString(i * 37 - 4000));
        }
        System.out.println("sum " + sum + " " + Character.isDigit('7') + Character.isDigit('x') + " " + (char) ('a' + 2));
    }
}
