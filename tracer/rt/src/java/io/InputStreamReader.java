package java.io;

/**
 * A bridge from bytes to chars: decodes UTF-8 (default), US-ASCII or ISO-8859-1 from a byte
 * stream, reading it in blocks of 8192 bytes. Malformed UTF-8 becomes U+FFFD with the JDK
 * decoder's rules (one per invalid byte, per valid prefix of a broken sequence, and per encoded
 * surrogate).
 */
public class InputStreamReader extends Reader {
    private static final int UTF_8 = CharEncoder.UTF_8;
    private static final int US_ASCII = CharEncoder.US_ASCII;
    private static final char REPL = '\ufffd';

    private InputStream in;
    private final int charset;
    private final byte[] bb = new byte[8192];
    private int bpos;
    private int blen;
    private boolean eof;
    /** A low surrogate decoded but not yet delivered (its high surrogate filled the buffer). */
    private char pendingLow;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.charset = UTF_8;
    }

    public InputStreamReader(InputStream in, String charsetName)
            throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.in = in;
        this.charset = CharEncoder.lookup(charsetName);
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.in = in;
        this.charset = FileIO.charsetCode(cs);
    }

    /** The historical name of the encoding, null once closed. */
    public String getEncoding() {
        return (in == null) ? null : CharEncoder.historicalName(charset);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        char[] one = new char[1];
        return (read(one, 0, 1) == -1) ? -1 : one[0];
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            int n = 0;
            if (pendingLow != 0) {
                cbuf[off] = pendingLow;
                pendingLow = 0;
                return 1;
            }
            while (true) {
                n = decode(cbuf, off, len);
                if (n > 0) {
                    return n;
                }
                if (eof) {
                    return -1; // decode has turned any truncated tail into U+FFFD
                }
                fill();
            }
        }
    }

    /** Reads more bytes after the unconsumed ones. */
    private void fill() throws IOException {
        if (bpos > 0) {
            System.arraycopy(bb, bpos, bb, 0, blen - bpos);
            blen -= bpos;
            bpos = 0;
        }
        int r = in.read(bb, blen, bb.length - blen);
        if (r < 0) {
            eof = true;
        } else {
            blen += r;
        }
    }

    private static boolean cont(int b) {
        return (b & 0xc0) == 0x80;
    }

    /** Decodes complete sequences from bb[bpos..blen) into cbuf; returns the chars produced. */
    private int decode(char[] cbuf, int off, int len) {
        int n = 0;
        if (charset != UTF_8) {
            while (n < len && bpos < blen) {
                int b = bb[bpos++] & 0xff;
                cbuf[off + n++] = (charset == US_ASCII && b >= 0x80) ? REPL : (char) b;
            }
            return n;
        }
        while (n < len && bpos < blen) {
            int b1 = bb[bpos] & 0xff;
            int avail = blen - bpos;
            if (b1 < 0x80) {
                cbuf[off + n++] = (char) b1;
                bpos++;
                continue;
            }
            int need;
            if (b1 >= 0xc2 && b1 <= 0xdf) {
                need = 2;
            } else if (b1 >= 0xe0 && b1 <= 0xef) {
                need = 3;
            } else if (b1 >= 0xf0 && b1 <= 0xf4) {
                need = 4;
            } else {
                cbuf[off + n++] = REPL;
                bpos++;
                continue;
            }
            // Length of the valid prefix available so far (at least the lead byte).
            int valid = 1;
            while (valid < need && valid < avail) {
                int b = bb[bpos + valid] & 0xff;
                boolean ok = cont(b);
                if (valid == 1) {
                    if (b1 == 0xe0) {
                        ok = b >= 0xa0 && b <= 0xbf;
                    } else if (b1 == 0xf0) {
                        ok = b >= 0x90 && b <= 0xbf;
                    } else if (b1 == 0xf4) {
                        ok = b >= 0x80 && b <= 0x8f;
                    }
                }
                if (!ok) {
                    break;
                }
                valid++;
            }
            if (valid < need) {
                if (valid == avail && !eof) {
                    break; // wait for more bytes
                }
                cbuf[off + n++] = REPL;
                bpos += valid;
                continue;
            }
            if (need == 2) {
                cbuf[off + n++] = (char) (((b1 & 0x1f) << 6) | (bb[bpos + 1] & 0x3f));
            } else if (need == 3) {
                char c = (char) (((b1 & 0x0f) << 12) | ((bb[bpos + 1] & 0x3f) << 6)
                        | (bb[bpos + 2] & 0x3f));
                cbuf[off + n++] = Character.isSurrogate(c) ? REPL : c; // one U+FFFD for 3 bytes
            } else {
                int cp = ((b1 & 0x07) << 18) | ((bb[bpos + 1] & 0x3f) << 12)
                        | ((bb[bpos + 2] & 0x3f) << 6) | (bb[bpos + 3] & 0x3f);
                cbuf[off + n++] = Character.highSurrogate(cp);
                if (n < len) {
                    cbuf[off + n++] = Character.lowSurrogate(cp);
                } else {
                    pendingLow = Character.lowSurrogate(cp);
                    bpos += need;
                    return n;
                }
            }
            bpos += need;
        }
        return n;
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return pendingLow != 0 || bpos < blen || in.available() > 0;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            in.close();
            in = null;
        }
    }
}
