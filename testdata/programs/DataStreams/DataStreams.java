import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.CharArrayReader;
import java.io.CharArrayWriter;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.LineNumberReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.PushbackInputStream;
import java.io.PushbackReader;
import java.io.SequenceInputStream;
import java.io.StreamTokenizer;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UTFDataFormatException;
import java.util.Arrays;
import java.util.Collections;

/** Binary data streams, StreamTokenizer, pushback and line-numbering readers, char arrays. */
public class DataStreams {
    public static void main(String[] args) throws IOException {
        dataRoundTrip();
        utf();
        dataErrors();
        readLine();
        tokenizerDefaults();
        tokenizerOptions();
        tokenizerComments();
        tokenizerQuotes();
        pushback();
        lineNumbers();
        charArrays();
        sequence();
        printing();
        // an uncaught EOFException to end with (thrown here: library frames' lines differ)
        readRecord(new DataInputStream(new ByteArrayInputStream(new byte[] {0, 0, 0, 9, 1, 2})));
    }

    static byte[] readRecord(DataInputStream in) throws IOException {
        int len = in.readInt();
        if (in.available() < len) {
            throw new EOFException("record of " + len + " bytes truncated to " + in.available());
        }
        byte[] b = new byte[len];
        in.readFully(b);
        return b;
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static void dataRoundTrip() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeBoolean(true);
        out.writeBoolean(false);
        out.writeByte(-3);
        out.writeByte(300);
        out.writeShort(-2);
        out.writeShort(70000);
        out.writeChar('\u20ac');
        out.writeInt(Integer.MIN_VALUE);
        out.writeInt(0x12345678);
        out.writeLong(-1L);
        out.writeLong(0x0102030405060708L);
        out.writeFloat(1.5f);
        out.writeFloat(Float.NaN);
        out.writeDouble(-0.0);
        out.writeDouble(Math.PI);
        out.writeBytes("AB\u0141");
        out.writeChars("xy\u20ac");
        out.write(new byte[] {9, 8, 7, 6}, 1, 2);
        out.write(5);
        out.flush();
        System.out.println("size " + out.size() + " = " + bytes.size());
        System.out.println(hex(bytes.toByteArray()));

        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        System.out.println(in.readBoolean() + " " + in.readBoolean());
        System.out.println(in.readByte() + " " + in.readUnsignedByte());
        System.out.println(in.readShort() + " " + in.readUnsignedShort());
        System.out.println((int) in.readChar());
        System.out.println(in.readInt() + " " + Integer.toHexString(in.readInt()));
        System.out.println(in.readLong() + " " + Long.toHexString(in.readLong()));
        System.out.println(in.readFloat() + " " + in.readFloat());
        System.out.println(in.readDouble() + " " + in.readDouble());
        byte[] three = new byte[3];
        in.readFully(three);
        System.out.println(hex(three));
        System.out.println(in.readChar() + "" + in.readChar() + in.readChar());
        System.out.println("available " + in.available() + ", skipped " + in.skipBytes(1));
        byte[] buf = new byte[5];
        int n = in.read(buf);
        System.out.println("read " + n + " " + Arrays.toString(buf) + ", then " + in.read());
        System.out.println("skipped at end " + in.skipBytes(10));
    }

    static void utf() throws IOException {
        String[] samples = {"", "plain", "nul\u0000byte", "caf\u00e9", "\u20ac uro", "\ud83d\ude00 emoji",
            "\u07ff\u0800\uffff"};
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        for (String s : samples) {
            int before = out.size();
            out.writeUTF(s);
            System.out.println("writeUTF " + (out.size() - before) + " bytes");
        }
        System.out.println(hex(bytes.toByteArray()));
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        for (String s : samples) {
            String back = in.readUTF();
            System.out.println(back.equals(s) + " " + back.length());
        }
        // DataInputStream.readUTF over another DataInput
        DataInput di = new DataInputStream(new ByteArrayInputStream(new byte[] {0, 2, 'o', 'k'}));
        System.out.println(DataInputStream.readUTF(di));

        byte[][] bad = {
            {0, 2, (byte) 0xc3},
            {0, 2, (byte) 0xc3, 'A'},
            {0, 3, 'a', (byte) 0xe2, (byte) 0x82},
            {0, 4, 'a', (byte) 0xe2, 'x', (byte) 0x82},
            {0, 3, 'a', 'b', (byte) 0x80},
            {0, 2, 'a', (byte) 0xf0},
            {0, 5, 'a', 'b'},
        };
        for (byte[] b : bad) {
            try {
                System.out.println(new DataInputStream(new ByteArrayInputStream(b)).readUTF());
            } catch (IOException e) {
                System.out.println(e);
            }
        }
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 30000; i++) {
            big.append(i % 10 == 0 ? '\u00e9' : (char) ('a' + i % 26));
        }
        try {
            out.writeUTF(big.toString());
        } catch (UTFDataFormatException e) {
            System.out.println("too long: " + e.getMessage());
        }
        for (int i = 0; i < 20000; i++) {
            big.setCharAt(i, '\u4e2d');
        }
        try {
            out.writeUTF(big.toString());
        } catch (UTFDataFormatException e) {
            System.out.println("too long: " + e.getMessage());
        }
    }

    static void dataErrors() throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3}));
        try {
            in.readLong();
        } catch (EOFException e) {
            System.out.println("readLong: " + e);
        }
        in = new DataInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3}));
        try {
            in.readFully(new byte[2], 1, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            in.readFully(new byte[5]);
        } catch (EOFException e) {
            System.out.println("readFully: " + e.getMessage());
        }
        String[] names = {"readBoolean", "readByte", "readShort", "readChar", "readInt"};
        for (String name : names) {
            DataInputStream d = new DataInputStream(new ByteArrayInputStream(new byte[0]));
            try {
                switch (name) {
                    case "readBoolean":
                        d.readBoolean();
                        break;
                    case "readByte":
                        d.readByte();
                        break;
                    case "readShort":
                        d.readShort();
                        break;
                    case "readChar":
                        d.readChar();
                        break;
                    default:
                        d.readInt();
                }
            } catch (EOFException e) {
                System.out.println(name + " " + e);
            }
        }
        DataInputStream one = new DataInputStream(new ByteArrayInputStream(new byte[] {7}));
        try {
            one.readShort();
        } catch (EOFException e) {
            System.out.println("half a short: available " + one.available());
        }
    }

    @SuppressWarnings("deprecation")
    static void readLine() throws IOException {
        byte[] text = "one\ntwo\r\nthree\rfour\r\rsix\u00e9".getBytes("ISO-8859-1");
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(text));
        String line;
        while ((line = in.readLine()) != null) {
            System.out.println("[" + line + "] " + line.length());
        }
        in = new DataInputStream(new ByteArrayInputStream("a\rb".getBytes()));
        System.out.println(in.readLine() + " available " + in.available() + " " + (char) in.read());
        System.out.println(new DataInputStream(new ByteArrayInputStream(new byte[] {'\n'})).readLine().length());
    }

    static void show(StreamTokenizer st) throws IOException {
        StringBuilder sb = new StringBuilder();
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            sb.append(st).append(" | ");
            if (st.ttype == StreamTokenizer.TT_WORD || st.ttype == StreamTokenizer.TT_NUMBER) {
                continue;
            }
            sb.append("t=").append(st.ttype).append(" s=").append(st.sval).append(" | ");
        }
        sb.append(st);
        System.out.println(sb);
    }

    static void tokenizerDefaults() throws IOException {
        StreamTokenizer st = new StreamTokenizer(new StringReader(
                "Hello, world 42 -7 3.25 -.5 . - -x 1.2.3 a1b2 x-y \u00e9t\u00e9 \u4e2d\u6587 'it''s' \"q\" / tail\nnext+1=2;"));
        System.out.println(st);
        st.pushBack();
        System.out.println("pushBack before any token: " + st.nextToken() + " " + st);
        show(st);
        System.out.println("after end: " + st.nextToken() + " " + st.lineno());

        st = new StreamTokenizer(new StringReader("alpha 12 beta"));
        st.nextToken();
        st.pushBack();
        System.out.println(st.nextToken() + " " + st.sval + " " + st);
        st.nextToken();
        System.out.println(st.nval + " " + st.sval);
        st.pushBack();
        st.pushBack();
        System.out.println(st.nextToken() + " then " + st.nextToken() + " " + st.sval);

        StreamTokenizer bytes = new StreamTokenizer(new ByteArrayInputStream("w 9 'z'".getBytes()));
        show(bytes);
    }

    static void tokenizerOptions() throws IOException {
        StreamTokenizer st = new StreamTokenizer(new StringReader("Line ONE\r\nline Two\rthree\n\nend"));
        st.eolIsSignificant(true);
        st.lowerCaseMode(true);
        show(st);

        st = new StreamTokenizer(new StringReader("a.b-c 1.5e3 x_y #skip\n$v$ 'q'"));
        st.resetSyntax();
        st.wordChars('a', 'z');
        st.wordChars('_', '_');
        st.whitespaceChars(' ', ' ');
        st.whitespaceChars('\n', '\n');
        st.ordinaryChar('.');
        show(st);

        st = new StreamTokenizer(new StringReader("a.b-c 1.5e3 x_y #skip\n$v$ 'q' 7"));
        st.wordChars('_', '_');
        st.wordChars('.', '.');
        st.commentChar('#');
        st.quoteChar('$');
        st.ordinaryChars('0', '9');
        st.ordinaryChar('\'');
        show(st);

        st = new StreamTokenizer(new StringReader("12 ab 3.5"));
        st.ordinaryChars(0, 255);
        st.parseNumbers();
        show(st);

        st = new StreamTokenizer(new StringReader("w1 w2"));
        st.wordChars(-10, 1000);
        st.whitespaceChars(-5, ' ');
        st.ordinaryChar(-1);
        st.ordinaryChar(300);
        st.commentChar(400);
        st.quoteChar(-2);
        show(st);

        st = new StreamTokenizer(new StringReader("0.1 123456789012345678901234567890 1.0000000001 -0 99.99"));
        while (st.nextToken() == StreamTokenizer.TT_NUMBER) {
            System.out.println(st.nval);
        }
    }

    static void tokenizerComments() throws IOException {
        String src = "a // line comment\nb /* block\n comment */ c /* two\r\nlines\n\n */ d / e /x\nf\n/*";
        StreamTokenizer st = new StreamTokenizer(new StringReader(src));
        st.slashSlashComments(true);
        st.slashStarComments(true);
        show(st);

        st = new StreamTokenizer(new StringReader(src));
        st.slashSlashComments(true);
        show(st);

        st = new StreamTokenizer(new StringReader(src));
        st.slashStarComments(true);
        st.ordinaryChar('/');
        show(st);

        st = new StreamTokenizer(new StringReader("x /\ny\nz /* *\n/ */ w"));
        st.slashStarComments(true);
        st.eolIsSignificant(true);
        show(st);
    }

    static void tokenizerQuotes() throws IOException {
        String src = "'a\\tb\\n' \"\\101\\60\\0607\\477\\8\\q\\a\\v\\f\\b\\r\\\\\\\"\" 'open\nnext 'x\\";
        StreamTokenizer st = new StreamTokenizer(new StringReader(src));
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            StringBuilder sb = new StringBuilder();
            if (st.sval != null) {
                for (char c : st.sval.toCharArray()) {
                    sb.append((int) c).append(' ');
                }
            }
            System.out.println((char) st.ttype + " " + st.ttype + " [" + sb + "] line " + st.lineno());
        }
    }

    static void pushback() throws IOException {
        PushbackInputStream in = new PushbackInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5}), 3);
        System.out.println(in.read() + " " + in.available() + " " + in.markSupported());
        in.unread(9);
        in.unread(new byte[] {7, 8});
        System.out.println("available " + in.available());
        try {
            in.unread(6);
        } catch (IOException e) {
            System.out.println(e);
        }
        byte[] b = new byte[4];
        System.out.println(in.read(b) + " " + Arrays.toString(b));
        in.unread(new byte[] {10, 11, 12}, 1, 2);
        System.out.println("skip " + in.skip(3) + " read " + in.read() + " " + in.read());
        System.out.println(in.read(b, 0, 0) + " " + in.read(b));
        try {
            in.reset();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            in.read(b, 2, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bounds " + e.getMessage());
        }
        in.close();
        in.close();
        try {
            in.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        try {
            new PushbackInputStream(in, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        PushbackReader r = new PushbackReader(new StringReader("hello"), 2);
        int c = r.read();
        r.unread(c);
        r.unread('J');
        System.out.println((char) r.read() + "" + (char) r.read() + " ready " + r.ready());
        try {
            r.unread("xyz".toCharArray());
        } catch (IOException e) {
            System.out.println(e);
        }
        r.unread("ab".toCharArray());
        char[] cb = new char[10];
        int n = r.read(cb, 1, 9);
        System.out.println(n + " " + new String(cb, 1, n) + " " + r.read());
        r.unread(new char[] {'p', 'q', 'r'}, 1, 2);
        System.out.println("skip " + r.skip(1) + " " + (char) r.read() + " skip " + r.skip(5));
        try {
            r.skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            r.mark(1);
        } catch (IOException e) {
            System.out.println(e.getMessage() + " " + r.markSupported());
        }
        try {
            r.read(cb, 5, 6);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        r.close();
        try {
            r.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        try {
            r.unread('x');
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
    }

    static void lineNumbers() throws IOException {
        String text = "first\nsecond\r\nthird\rfourth\n\nlast";
        LineNumberReader r = new LineNumberReader(new StringReader(text));
        String line;
        while ((line = r.readLine()) != null) {
            System.out.println(r.getLineNumber() + ": " + line);
        }
        System.out.println("at end " + r.getLineNumber());

        r = new LineNumberReader(new StringReader(text));
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = r.read()) != -1) {
            sb.append(c == '\n' ? "|" : String.valueOf((char) c)).append(r.getLineNumber());
        }
        System.out.println(sb + " end " + r.getLineNumber());

        r = new LineNumberReader(new StringReader(text), 4);
        char[] buf = new char[7];
        int n;
        sb.setLength(0);
        while ((n = r.read(buf, 0, buf.length)) != -1) {
            sb.append(n).append('@').append(r.getLineNumber()).append(' ');
        }
        System.out.println(sb + "end " + r.getLineNumber());

        r = new LineNumberReader(new StringReader("a\r\nb\nc\n"));
        r.setLineNumber(100);
        System.out.println((char) r.read() + " " + (int) r.read() + " " + r.getLineNumber());
        r.mark(10);
        System.out.println(r.readLine() + " " + r.getLineNumber() + " " + r.readLine() + " " + r.getLineNumber());
        r.reset();
        System.out.println("reset " + r.getLineNumber() + " " + r.readLine());
        System.out.println("skip " + r.skip(10) + " " + r.getLineNumber() + " " + r.readLine() + " " + r.getLineNumber());
        try {
            r.skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        r = new LineNumberReader(new StringReader("x\ry\rz"));
        System.out.println((char) r.read() + " " + r.read() + " " + r.readLine() + " " + r.getLineNumber()
                + " " + r.readLine() + " " + r.readLine() + " " + r.getLineNumber());

        r = new LineNumberReader(new StringReader("p\nq\n\nr"));
        StringBuilder ls = new StringBuilder();
        for (Object o : r.lines().toArray()) {
            ls.append('<').append(o).append('>');
        }
        System.out.println(ls + " " + r.getLineNumber());
        java.io.BufferedReader br = new java.io.BufferedReader(new StringReader("u\nv\r\nw"));
        System.out.println(br.readLine() + " " + Arrays.toString(br.lines().toArray()) + " " + br.readLine());
    }

    static void charArrays() throws IOException {
        char[] data = "abcdefghij".toCharArray();
        CharArrayReader r = new CharArrayReader(data, 2, 5);
        System.out.println((char) r.read() + " ready " + r.ready() + " " + r.markSupported());
        r.mark(0);
        char[] buf = new char[10];
        int n = r.read(buf, 0, 10);
        System.out.println(n + " " + new String(buf, 0, n) + " " + r.read() + " " + r.read(buf, 0, 1) + " " + r.read(buf, 0, 0));
        r.reset();
        System.out.println("skip " + r.skip(2) + " " + (char) r.read() + " skip " + r.skip(-3) + " skip " + r.skip(9));
        System.out.println(new CharArrayReader(data, 8, 100).skip(100));
        try {
            new CharArrayReader(data, 11, 1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            r.read(buf, -1, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        r.close();
        try {
            r.ready();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }

        CharArrayWriter w = new CharArrayWriter(2);
        w.write('x');
        w.write("hello world", 6, 5);
        w.write(new char[] {'1', '2', '3'}, 1, 2);
        w.append("!").append(null).append("abcdef", 2, 4).append('$');
        System.out.println(w + " " + w.size() + " " + w.toCharArray().length);
        StringWriter sw = new StringWriter();
        w.writeTo(sw);
        w.reset();
        w.write("new");
        System.out.println(sw + " / " + w);
        try {
            w.write(new char[2], 1, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            new CharArrayWriter(-4);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        w.flush();
        w.close();
        w.write('+');
        System.out.println(w);
    }

    static void sequence() throws IOException {
        InputStream a = new ByteArrayInputStream(new byte[] {1, 2});
        InputStream b = new ByteArrayInputStream(new byte[0]);
        InputStream c = new ByteArrayInputStream(new byte[] {3, 4, 5});
        SequenceInputStream s = new SequenceInputStream(Collections.enumeration(Arrays.asList(a, b, c)));
        byte[] buf = new byte[10];
        System.out.println("available " + s.available());
        System.out.println(s.read(buf) + " " + s.read(buf, 2, 8) + " " + Arrays.toString(buf));
        System.out.println(s.read() + " " + s.read(buf) + " " + s.available() + " " + s.read(buf, 0, 0));
        s = new SequenceInputStream(new ByteArrayInputStream("ab".getBytes()), new ByteArrayInputStream("cd".getBytes()));
        StringBuilder sb = new StringBuilder();
        int x;
        while ((x = s.read()) != -1) {
            sb.append((char) x);
        }
        System.out.println(sb);
        s.close();
        try {
            new SequenceInputStream(Collections.enumeration(Arrays.asList((InputStream) null)));
        } catch (NullPointerException e) {
            System.out.println("null stream: " + e.getMessage());
        }
    }

    static void printing() {
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.printf("%d-%s-%5.2f%n", 7, "x", 2.5).format("[%c]", 'q');
        pw.flush();
        System.out.print(sw);
        System.out.println(" error " + pw.checkError());
        pw.close();
        pw.println("after close");
        System.out.println("error after close " + pw.checkError());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes);
        ps.printf("%s=%08.3f", "pi", Math.PI).format(" %x", 255);
        ps.printf(java.util.Locale.ROOT, " %.1f", 0.25).format(java.util.Locale.ROOT, " %b", "x");
        pw = new PrintWriter(ps, true);
        pw.printf(java.util.Locale.ROOT, " <%s>", "w").format(java.util.Locale.ROOT, "%n");
        System.out.println(bytes + " " + ps.checkError());
    }
}
