import java.math.BigDecimal;
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.WeakHashMap;

/** Library classes benchmark-style programs use: identity/weak maps, SplittableRandom, ByteBuffer, BigDecimal %e/%g. */
public class LibraryExtras {
    public static void main(String[] args) {
        identityMaps();
        weakMaps();
        splittable();
        byteBuffers();
        bufferErrors();
        typedBuffers();
        views();
        bigDecimalFormats();
    }

    interface Action {
        Object run();
    }

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (RuntimeException e) {
            System.out.println(label + " threw " + e);
        }
    }

    static void identityMaps() {
        String a1 = new String("key");
        String a2 = new String("key");
        IdentityHashMap<String, Integer> m = new IdentityHashMap<String, Integer>();
        m.put(a1, 1);
        m.put(a2, 2);
        HashMap<String, Integer> h = new HashMap<String, Integer>();
        h.put(a1, 1);
        h.put(a2, 2);
        System.out.println("identity size " + m.size() + " hash size " + h.size());
        System.out.println("get a1 " + m.get(a1) + " get a2 " + m.get(a2) + " get literal " + m.get("key"));
        System.out.println("containsKey copy " + m.containsKey(new String("key")) + " a2 " + m.containsKey(a2));
        Integer big = Integer.valueOf(1000);
        m.put(null, big);
        System.out.println("null key " + m.get(null) + " containsValue same " + m.containsValue(big)
                + " containsValue equal " + m.containsValue(new Integer(1000)));
        System.out.println("put again " + m.put(a1, 10) + " size " + m.size());
        System.out.println("remove copy " + m.remove(new String("key")) + " remove a2 " + m.remove(a2) + " size " + m.size());
        Object[] objs = new Object[200];
        for (int i = 0; i < objs.length; i++) {
            objs[i] = new Object();
            m.put(String.valueOf(i), i);
        }
        IdentityHashMap<Object, Integer> om = new IdentityHashMap<Object, Integer>();
        for (int i = 0; i < objs.length; i++) {
            om.put(objs[i], i);
        }
        long sum = 0;
        for (Map.Entry<Object, Integer> e : om.entrySet()) {
            sum += e.getValue();
        }
        int found = 0;
        for (int i = 0; i < objs.length; i++) {
            if (om.get(objs[i]) == i) {
                found++;
            }
        }
        System.out.println("objects " + om.size() + " sum " + sum + " found " + found);
        Iterator<Map.Entry<Object, Integer>> it = om.entrySet().iterator();
        while (it.hasNext()) {
            if (it.next().getValue() % 3 == 0) {
                it.remove();
            }
        }
        List<Integer> left = new ArrayList<Integer>(om.values());
        Collections.sort(left);
        System.out.println("after removing multiples of 3: " + om.size() + " first " + left.subList(0, 5));
        IdentityHashMap<Object, Integer> copy = new IdentityHashMap<Object, Integer>(om);
        System.out.println("copy equals " + copy.equals(om) + " keySet size " + copy.keySet().size());
        copy.clear();
        System.out.println("cleared " + copy.isEmpty() + " original " + om.size());
    }

    static void weakMaps() {
        WeakHashMap<String, Integer> w = new WeakHashMap<String, Integer>();
        for (int i = 0; i < 20; i++) {
            w.put("k" + i, i * i);
        }
        System.out.println("weak size " + w.size() + " k7 " + w.get("k7") + " contains k19 " + w.containsKey("k19"));
        w.remove("k7");
        w.put("k3", -3);
        List<String> keys = new ArrayList<String>(w.keySet());
        Collections.sort(keys);
        System.out.println("weak keys " + keys.subList(0, 6) + " k3 " + w.get("k3") + " size " + w.size());
        System.out.println("getOrDefault " + w.getOrDefault("zz", 99) + " isEmpty " + w.isEmpty());
        System.out.println("weak order " + w);
        WeakHashMap<Integer, String> wi = new WeakHashMap<Integer, String>(4);
        for (int i = 0; i < 40; i += 3) {
            wi.put(i * 37 % 101, "v" + i);
        }
        wi.remove(74);
        System.out.println("weak ints " + wi + " keys " + wi.keySet() + " values " + wi.values());
        Map<String, Integer> src = new HashMap<String, Integer>();
        for (int i = 0; i < 30; i++) {
            src.put("item" + i, i);
        }
        WeakHashMap<String, Integer> wc = new WeakHashMap<String, Integer>(src);
        WeakHashMap<String, Integer> wp = new WeakHashMap<String, Integer>();
        wp.put("first", 0);
        wp.putAll(src);
        System.out.println("weak copy " + wc);
        System.out.println("weak putAll " + wp.keySet());
        Iterator<Map.Entry<String, Integer>> wit = wc.entrySet().iterator();
        while (wit.hasNext()) {
            if (wit.next().getValue() % 2 == 1) {
                wit.remove();
            }
        }
        System.out.println("weak evens " + wc + " equals " + wc.equals(wc) + " hash " + wc.hashCode());
    }

    static void splittable() {
        long[] seeds = {42L, 0L, -7L, 123456789L};
        for (long seed : seeds) {
            SplittableRandom r = new SplittableRandom(seed);
            StringBuilder sb = new StringBuilder("seed " + seed + ":");
            sb.append(' ').append(r.nextInt()).append(' ').append(r.nextLong());
            for (int i = 0; i < 5; i++) {
                sb.append(' ').append(r.nextInt(10));
            }
            sb.append(" |");
            sb.append(' ').append(r.nextInt(7)).append(' ').append(r.nextInt(1 << 20)).append(' ').append(r.nextInt(-5, 5));
            sb.append(' ').append(r.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE));
            sb.append(' ').append(r.nextLong(1000)).append(' ').append(r.nextLong(-100, 100));
            sb.append(' ').append(r.nextLong(Long.MIN_VALUE, Long.MAX_VALUE)).append(' ').append(r.nextLong(1L << 40));
            sb.append(' ').append(r.nextDouble()).append(' ').append(r.nextDouble(2.5)).append(' ').append(r.nextDouble(1, 3));
            sb.append(' ').append(r.nextBoolean()).append(' ').append(r.nextBoolean());
            System.out.println(sb);
            SplittableRandom child = r.split();
            System.out.println("  child " + child.nextInt() + " " + child.nextLong() + " " + child.nextInt(100)
                    + " parent " + r.nextInt(100));
            SplittableRandom grandchild = child.split();
            System.out.println("  grandchild " + grandchild.nextLong() + " " + grandchild.nextDouble());
        }
        SplittableRandom s = new SplittableRandom(2024);
        System.out.println("ints " + Arrays.toString(s.ints(5).toArray()));
        System.out.println("ints range " + Arrays.toString(s.ints(8, 0, 100).toArray()));
        System.out.println("longs " + Arrays.toString(s.longs(3).toArray()));
        System.out.println("longs range " + Arrays.toString(s.longs(4, 10, 20).toArray()));
        System.out.println("doubles " + Arrays.toString(s.doubles(2).toArray()));
        System.out.println("doubles range " + Arrays.toString(s.doubles(3, 0.5, 1.5).toArray()));
        System.out.println("sum of 1000 dice " + s.ints(1000, 1, 7).sum() + " next " + s.nextInt());
        System.out.println("unlimited limit " + Arrays.toString(s.ints(-3, 3).limit(6).toArray()));
        final SplittableRandom t = new SplittableRandom(1);
        attempt("nextInt(0)", new Action() {
            public Object run() {
                return t.nextInt(0);
            }
        });
        attempt("nextInt(5, 5)", new Action() {
            public Object run() {
                return t.nextInt(5, 5);
            }
        });
        attempt("nextLong(-1)", new Action() {
            public Object run() {
                return t.nextLong(-1);
            }
        });
        attempt("nextDouble(-1.0)", new Action() {
            public Object run() {
                return t.nextDouble(-1.0);
            }
        });
        attempt("nextDouble(2, 1)", new Action() {
            public Object run() {
                return t.nextDouble(2, 1);
            }
        });
        attempt("ints(-1)", new Action() {
            public Object run() {
                return t.ints(-1);
            }
        });
        attempt("longs(3, 9, 9)", new Action() {
            public Object run() {
                return t.longs(3, 9, 9);
            }
        });
    }

    static String hex(ByteBuffer b) {
        StringBuilder sb = new StringBuilder();
        byte[] a = b.array();
        for (int i = 0; i < a.length; i++) {
            sb.append(String.format("%02x", a[i] & 0xff));
        }
        return sb.toString();
    }

    static void byteBuffers() {
        System.out.println("orders " + ByteOrder.BIG_ENDIAN + " " + ByteOrder.LITTLE_ENDIAN + " native " + ByteOrder.nativeOrder());
        ByteOrder[] orders = {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN};
        for (ByteOrder o : orders) {
            ByteBuffer b = ByteBuffer.allocate(32);
            System.out.println(o + " default " + b.order() + " " + b);
            b.order(o);
            b.put((byte) -2).putChar('\u20ac').putShort((short) -12345).putInt(0x12345678).putLong(0x0102030405060708L);
            b.putFloat(1.5f).putDouble(-2.25);
            System.out.println("  after puts " + b + " remaining " + b.remaining() + " " + b.hasRemaining());
            System.out.println("  bytes " + hex(b));
            b.flip();
            System.out.println("  flipped " + b);
            System.out.println("  read " + b.get() + " " + (int) b.getChar() + " " + b.getShort() + " " + Integer.toHexString(b.getInt())
                    + " " + Long.toHexString(b.getLong()) + " " + b.getFloat() + " " + b.getDouble());
            System.out.println("  absolute " + b.get(0) + " " + (int) b.getChar(1) + " " + b.getShort(3) + " " + Integer.toHexString(b.getInt(5))
                    + " " + Long.toHexString(b.getLong(9)) + " " + b.getFloat(17) + " " + b.getDouble(21));
            b.limit(b.capacity());
            b.putInt(1, -1).putLong(24, Long.MIN_VALUE + 5).putShort(0, (short) 0x7f01);
            b.putDouble(8, Math.PI).putFloat(16, -0.0f).putChar(20, 'Z');
            System.out.println("  absolute puts " + hex(b) + " " + b.getDouble(8) + " " + b.getFloat(16) + " " + b.getChar(20) + " " + b.getLong(24));
            System.out.println("  unaligned int at 3 " + b.getInt(3) + " hasRemaining " + b.hasRemaining() + " remaining " + b.remaining());
        }
        ByteBuffer b = ByteBuffer.allocate(10);
        for (int i = 0; i < 10; i++) {
            b.put((byte) (i * 11));
        }
        b.position(4);
        b.limit(8);
        ByteBuffer s = b.slice();
        ByteBuffer d = b.duplicate();
        System.out.println("slice " + s + " first " + s.get(0) + " arrayOffset " + s.arrayOffset() + " order " + s.order());
        s.put(1, (byte) 99);
        System.out.println("slice writes through " + b.get(5) + " duplicate " + d + " " + d.get(5));
        b.mark();
        b.get();
        b.get();
        b.reset();
        System.out.println("after reset " + b.position());
        b.compact();
        System.out.println("compacted " + b + " " + Arrays.toString(b.array()));
        b.rewind();
        System.out.println("rewound " + b);
        b.clear();
        System.out.println("cleared " + b);
        byte[] dst = new byte[4];
        b.position(2);
        b.get(dst);
        System.out.println("bulk get " + Arrays.toString(dst) + " " + b);
        b.put(new byte[] {1, 2, 3}, 1, 2);
        System.out.println("bulk put " + Arrays.toString(b.array()) + " " + b);
        ByteBuffer w = ByteBuffer.wrap(new byte[] {5, 6, 7, 8, 9}, 1, 3);
        System.out.println("wrap " + w + " get " + w.get() + " capacity " + w.capacity() + " array " + w.array().length + " hasArray " + w.hasArray());
        ByteBuffer x = ByteBuffer.wrap(new byte[] {1, 2, 3});
        ByteBuffer y = ByteBuffer.wrap(new byte[] {1, 2, 4});
        ByteBuffer z = ByteBuffer.wrap(new byte[] {0, 1, 2, 3});
        z.get();
        System.out.println("equals " + x.equals(z) + " " + x.equals(y) + " compare " + x.compareTo(y) + " " + y.compareTo(x) + " " + x.compareTo(z)
                + " hash " + x.hashCode() + " " + z.hashCode() + " " + y.hashCode());
        ByteBuffer target = ByteBuffer.allocate(6);
        target.put(x);
        System.out.println("put buffer " + target + " source " + x + " " + Arrays.toString(target.array()));
        ByteBuffer ro = y.asReadOnlyBuffer();
        System.out.println("read-only " + ro + " " + ro.isReadOnly() + " hasArray " + ro.hasArray() + " get " + ro.get(2) + " direct " + ro.isDirect()
                + " equals " + ro.equals(y));
        ByteBuffer direct = ByteBuffer.allocateDirect(8);
        direct.putLong(0, 77L);
        System.out.println("direct-like " + direct.getLong(0) + " capacity " + direct.capacity());
    }

    static void bufferErrors() {
        final ByteBuffer b = ByteBuffer.allocate(8);
        final ByteBuffer ro = b.asReadOnlyBuffer();
        attempt("position(9)", new Action() {
            public Object run() {
                return b.position(9);
            }
        });
        attempt("position(-1)", new Action() {
            public Object run() {
                return b.position(-1);
            }
        });
        attempt("limit(9)", new Action() {
            public Object run() {
                return b.limit(9);
            }
        });
        attempt("limit(-2)", new Action() {
            public Object run() {
                return b.limit(-2);
            }
        });
        attempt("allocate(-1)", new Action() {
            public Object run() {
                return ByteBuffer.allocate(-1);
            }
        });
        attempt("reset without mark", new Action() {
            public Object run() {
                return b.reset();
            }
        });
        attempt("get(8)", new Action() {
            public Object run() {
                return b.get(8);
            }
        });
        attempt("getInt(5)", new Action() {
            public Object run() {
                return b.getInt(5);
            }
        });
        attempt("putLong(1, 0)", new Action() {
            public Object run() {
                return b.putLong(1, 0L);
            }
        });
        attempt("getLong(-1)", new Action() {
            public Object run() {
                return b.getLong(-1);
            }
        });
        attempt("relative overflow", new Action() {
            public Object run() {
                b.clear();
                b.putInt(1).putInt(2);
                return b.put((byte) 3);
            }
        });
        attempt("relative underflow", new Action() {
            public Object run() {
                b.flip();
                b.getLong();
                return b.get();
            }
        });
        attempt("getDouble underflow", new Action() {
            public Object run() {
                b.position(4);
                return b.getDouble();
            }
        });
        attempt("bulk get too much", new Action() {
            public Object run() {
                b.clear();
                return b.get(new byte[9]);
            }
        });
        attempt("bulk get bad range", new Action() {
            public Object run() {
                return b.get(new byte[4], 2, 3);
            }
        });
        attempt("bulk put bad range", new Action() {
            public Object run() {
                return b.put(new byte[4], -1, 2);
            }
        });
        attempt("bulk put overflow", new Action() {
            public Object run() {
                b.position(6);
                return b.put(new byte[3]);
            }
        });
        attempt("put self", new Action() {
            public Object run() {
                return b.put(b);
            }
        });
        attempt("wrap bad offset", new Action() {
            public Object run() {
                return ByteBuffer.wrap(new byte[4], 3, 2);
            }
        });
        attempt("read-only put", new Action() {
            public Object run() {
                return ro.put((byte) 1);
            }
        });
        attempt("read-only putInt(0)", new Action() {
            public Object run() {
                return ro.putInt(0, 1);
            }
        });
        attempt("read-only array", new Action() {
            public Object run() {
                return ro.array();
            }
        });
        attempt("read-only compact", new Action() {
            public Object run() {
                return ro.compact();
            }
        });
        attempt("read-only slice put", new Action() {
            public Object run() {
                return ro.slice().putDouble(1.0);
            }
        });
        try {
            b.clear();
            while (true) {
                b.putShort((short) 1);
            }
        } catch (BufferOverflowException e) {
            System.out.println("filled to " + b.position() + " " + e.getMessage());
        }
        try {
            b.flip();
            while (true) {
                b.getInt();
            }
        } catch (BufferUnderflowException e) {
            System.out.println("drained to " + b.position() + " " + e.getMessage());
        }
    }

    static void typedBuffers() {
        IntBuffer ib = IntBuffer.allocate(8);
        System.out.println("int " + ib + " order " + ib.order() + " direct " + ib.isDirect());
        for (int i = 1; i <= 5; i++) {
            ib.put(i * i);
        }
        ib.put(6, -1);
        ib.flip();
        int sum = 0;
        while (ib.hasRemaining()) {
            sum += ib.get();
        }
        System.out.println("int sum " + sum + " " + ib + " absolute 4 " + ib.get(4) + " array " + Arrays.toString(ib.array()));
        ib.position(1);
        IntBuffer is = ib.slice();
        System.out.println("int slice " + is + " first " + is.get(0) + " offset " + is.arrayOffset());
        ib.compact();
        System.out.println("int compact " + ib + " " + Arrays.toString(ib.array()));
        IntBuffer iw = IntBuffer.wrap(new int[] {3, 1, 4, 1, 5}, 1, 3);
        int[] dst = new int[3];
        iw.get(dst);
        System.out.println("int wrap " + Arrays.toString(dst) + " " + iw + " hash " + IntBuffer.wrap(new int[] {1, 4, 1}).hashCode());
        System.out.println("int equals " + IntBuffer.wrap(new int[] {1, 2}).equals(IntBuffer.wrap(new int[] {0, 1, 2}, 1, 2))
                + " compare " + IntBuffer.wrap(new int[] {1, 2}).compareTo(IntBuffer.wrap(new int[] {1, 3}))
                + " " + IntBuffer.wrap(new int[] {1, 2, 0}).compareTo(IntBuffer.wrap(new int[] {1, 2})));
        IntBuffer ir = IntBuffer.wrap(new int[] {9}).asReadOnlyBuffer();
        try {
            ir.put(0, 1);
        } catch (RuntimeException e) {
            System.out.println("int read-only " + e + " " + ir);
        }
        try {
            IntBuffer.allocate(2).put(1).put(2).put(3);
        } catch (RuntimeException e) {
            System.out.println("int overflow " + e);
        }
        LongBuffer lb = LongBuffer.allocate(4);
        lb.put(Long.MAX_VALUE).put(-1L).put(new long[] {7L, 8L});
        lb.rewind();
        long[] la = new long[4];
        lb.get(la, 0, 4);
        System.out.println("long " + Arrays.toString(la) + " " + lb + " dup " + lb.duplicate().clear() + " get(3) " + lb.get(3));
        try {
            lb.get();
        } catch (RuntimeException e) {
            System.out.println("long underflow " + e);
        }
        try {
            lb.get(4);
        } catch (RuntimeException e) {
            System.out.println("long index " + e);
        }
        ShortBuffer sb = ShortBuffer.wrap(new short[] {-1, 2, -3});
        System.out.println("short " + sb.get(2) + " " + sb + " hash " + sb.hashCode());
        DoubleBuffer db = DoubleBuffer.allocate(3);
        db.put(Double.NaN).put(-0.0).put(2.5);
        db.flip();
        DoubleBuffer db2 = DoubleBuffer.wrap(new double[] {Double.NaN, 0.0, 2.5});
        System.out.println("double equals " + db.equals(db2) + " compare " + db.compareTo(db2) + " hash " + db.hashCode() + " " + db2.hashCode());
        CharBuffer cb = CharBuffer.allocate(16);
        cb.put("hello").put(' ').append("world").append("xyz", 1, 2);
        System.out.println("char " + cb.position() + " remaining length " + cb.length() + " empty " + (cb.toString().trim().length()));
        cb.flip();
        System.out.println("char flipped [" + cb + "] length " + cb.length() + " charAt(4) " + cb.charAt(4) + " sub [" + cb.subSequence(6, 9) + "]");
        System.out.println("char get " + cb.get() + cb.get() + " now [" + cb + "] chars sum " + cb.chars().sum());
        CharBuffer cw = CharBuffer.wrap("abcdef", 2, 5);
        System.out.println("char wrap [" + cw + "] " + cw.position() + " " + cw.limit() + " " + cw.capacity() + " read-only " + cw.isReadOnly()
                + " hasArray " + cw.hasArray() + " compare " + cw.compareTo(CharBuffer.wrap("cdf")) + " equals " + cw.equals(CharBuffer.wrap("xcde", 1, 4)));
        try {
            cw.put('x');
        } catch (RuntimeException e) {
            System.out.println("char read-only " + e);
        }
        try {
            cw.charAt(3);
        } catch (RuntimeException e) {
            System.out.println("char charAt " + e);
        }
        try {
            CharBuffer.wrap("abc", 2, 1);
        } catch (RuntimeException e) {
            System.out.println("char wrap " + e);
        }
        try {
            CharBuffer.allocate(2).put("abc");
        } catch (RuntimeException e) {
            System.out.println("char put string " + e);
        }
        try {
            CharBuffer.allocate(2).put("abc", 2, 4);
        } catch (RuntimeException e) {
            System.out.println("char put range " + e);
        }
        StringBuilder copy = new StringBuilder();
        copy.append(CharBuffer.wrap(new char[] {'n', 'i', 'o'}));
        System.out.println("char as CharSequence " + copy + " " + String.valueOf(CharBuffer.wrap("q")));
    }

    static void views() {
        ByteOrder[] orders = {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN};
        for (ByteOrder o : orders) {
            ByteBuffer bb = ByteBuffer.allocate(24).order(o);
            bb.position(2);
            IntBuffer iv = bb.asIntBuffer();
            System.out.println(o + " int view " + iv + " order " + iv.order() + " hasArray " + iv.hasArray() + " direct " + iv.isDirect());
            iv.put(0x01020304).put(-2);
            iv.put(4, 77);
            System.out.println("  bytes " + hex(bb) + " view get " + iv.get(0) + " " + iv.get(4) + " " + iv);
            iv.flip();
            int[] got = new int[2];
            iv.get(got);
            System.out.println("  bulk " + Arrays.toString(got) + " equals heap " + iv.flip().equals(IntBuffer.wrap(new int[] {0x01020304, -2})));
            iv.clear();
            iv.position(1);
            IntBuffer ivs = iv.slice();
            ivs.put(0, 5);
            System.out.println("  slice " + ivs + " get " + ivs.get(0) + " via bytes " + bb.getInt(6));
            iv.position(3);
            iv.compact();
            System.out.println("  compact " + iv + " first " + iv.get(0) + " " + iv.get(1));
            bb.clear();
            LongBuffer lv = bb.asLongBuffer();
            lv.put(1, Long.MIN_VALUE + 1);
            System.out.println("  long view " + lv + " " + lv.get(1) + " bytes " + hex(bb));
            DoubleBuffer dv = bb.asDoubleBuffer();
            dv.put(2, 0.1);
            FloatBuffer fv = bb.asFloatBuffer();
            System.out.println("  double view " + dv.get(2) + " float view " + fv.get(4) + " " + fv.get(5) + " " + fv);
            ShortBuffer sv = bb.asShortBuffer();
            sv.put((short) -300);
            System.out.println("  short view " + sv.get(0) + " " + sv + " byte " + bb.get(0) + " " + bb.get(1));
            CharBuffer cv = bb.asCharBuffer();
            cv.put("Hi!");
            cv.flip();
            System.out.println("  char view [" + cv + "] length " + cv.length() + " bytes " + hex(bb));
            IntBuffer rv = bb.asReadOnlyBuffer().order(o).asIntBuffer();
            System.out.println("  read-only view " + rv + " " + rv.isReadOnly() + " get " + rv.get(0));
            try {
                rv.put(1);
            } catch (RuntimeException e) {
                System.out.println("  read-only put " + e);
            }
            try {
                iv.array();
            } catch (RuntimeException e) {
                System.out.println("  view array " + e);
            }
            try {
                iv.get(6);
            } catch (RuntimeException e) {
                System.out.println("  view index " + e);
            }
        }
    }

    static void bigDecimalFormats() {
        String[] values = {"0", "0.00", "1", "-1", "123.456", "-0.000123456", "9.9999995", "1E+100", "1.2345E-50", "5E-7",
            "0.0001", "0.00009999", "999999.5", "123456789012345678901234567890", "0.5", "-99.95", "100000", "1E+3"};
        String[] formats = {"%e", "%.3e", "%E", "%.0e", "%#.0e", "%12.4e|", "%-14.2e|", "%+e", "%(.2e", "%015.3e", "% e",
            "%g", "%.2g", "%.0g", "%G", "%12.3g|", "%-12g|", "%+.8g", "%(g", "%010.4g", "%.10g"};
        for (String v : values) {
            BigDecimal bd = new BigDecimal(v);
            StringBuilder sb = new StringBuilder(v + ":");
            for (String f : formats) {
                sb.append(' ').append(String.format(f, bd));
            }
            System.out.println(sb);
        }
        System.out.println(String.format("%s %.3f %e %g", new BigDecimal("2.5"), new BigDecimal("-1.0005"),
                new BigDecimal("314159.26535"), new BigDecimal("0.000314159")));
        try {
            String.format("%,e", new BigDecimal("1"));
        } catch (RuntimeException e) {
            System.out.println("%,e -> " + e);
        }
        try {
            String.format("%#g", new BigDecimal("1"));
        } catch (RuntimeException e) {
            System.out.println("%#g -> " + e);
        }
        try {
            String.format("%a", new BigDecimal("1"));
        } catch (RuntimeException e) {
            System.out.println("%a -> " + e);
        }
    }
}
