// PacketStack: a miniature network stack over byte arrays. Builds IPv4/UDP packets with a
// generated payload, fills in the Internet checksum (16-bit ones' complement sum, RFC 1071) and
// a CRC-32 trailer (table driven, reflected polynomial 0xEDB88320, same as java.util.zip.CRC32),
// then "receives" them: parses headers, verifies both checksums, flips bits in some packets
// to make sure corruption is detected, and reassembles the payload stream. Heavy workload:
// roughly 10^7 bytecodes.
// Covers: baload/bastore with sign extension (b & 0xFF), i2b, shifts and masks, ones'
// complement folding, int[] lookup tables, System.arraycopy, short/char big-endian encoding,
// static helper methods, a small class per protocol layer.

class Crc32 {
    private static final int[] TABLE = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            TABLE[n] = c;
        }
    }

    static int update(int crc, byte[] buf, int off, int len) {
        int c = ~crc;
        for (int i = off; i < off + len; i++) {
            c = TABLE[(c ^ buf[i]) & 0xFF] ^ (c >>> 8);
        }
        return ~c;
    }
}

class Inet {
    static int checksum(byte[] buf, int off, int len, int initial) {
        int sum = initial;
        int i = off;
        while (len > 1) {
            sum += ((buf[i] & 0xFF) << 8) | (buf[i + 1] & 0xFF);
            i += 2;
            len -= 2;
        }
        if (len > 0) sum += (buf[i] & 0xFF) << 8;
        while ((sum >>> 16) != 0) sum = (sum & 0xFFFF) + (sum >>> 16);
        return ~sum & 0xFFFF;
    }

    static void put16(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 8);
        b[off + 1] = (byte) v;
    }

    static void put32(byte[] b, int off, int v) {
        put16(b, off, v >>> 16);
        put16(b, off + 2, v);
    }

    static int get16(byte[] b, int off) {
        return ((b[off] & 0xFF) << 8) | (b[off + 1] & 0xFF);
    }

    static int get32(byte[] b, int off) {
        return (get16(b, off) << 16) | get16(b, off + 2);
    }
}

class Ipv4 {
    static final int HEADER = 20;

    static int build(byte[] pkt, int src, int dst, int id, int payloadLen, int protocol) {
        int total = HEADER + payloadLen;
        pkt[0] = 0x45;
        pkt[1] = 0;
        Inet.put16(pkt, 2, total);
        Inet.put16(pkt, 4, id);
        Inet.put16(pkt, 6, 0x4000);
        pkt[8] = 64;
        pkt[9] = (byte) protocol;
        Inet.put16(pkt, 10, 0);
        Inet.put32(pkt, 12, src);
        Inet.put32(pkt, 16, dst);
        Inet.put16(pkt, 10, Inet.checksum(pkt, 0, HEADER, 0));
        return total;
    }

    static boolean headerOk(byte[] pkt) {
        return (pkt[0] & 0xF0) == 0x40 && Inet.checksum(pkt, 0, (pkt[0] & 0x0F) * 4, 0) == 0;
    }
}

class Udp {
    static final int HEADER = 8;

    static int pseudoSum(byte[] pkt, int udpLen) {
        int sum = 0;
        for (int i = 12; i < 20; i += 2) sum += Inet.get16(pkt, i);
        return sum + 17 + udpLen;
    }

    static void build(byte[] pkt, int off, int srcPort, int dstPort, byte[] data, int dataOff, int dataLen) {
        int len = HEADER + dataLen;
        Inet.put16(pkt, off, srcPort);
        Inet.put16(pkt, off + 2, dstPort);
        Inet.put16(pkt, off + 4, len);
        Inet.put16(pkt, off + 6, 0);
        System.arraycopy(data, dataOff, pkt, off + HEADER, dataLen);
        int c = Inet.checksum(pkt, off, len, pseudoSum(pkt, len));
        Inet.put16(pkt, off + 6, c == 0 ? 0xFFFF : c);
    }

    static boolean ok(byte[] pkt, int off) {
        int len = Inet.get16(pkt, off + 4);
        return Inet.checksum(pkt, off, len, pseudoSum(pkt, len)) == 0;
    }
}

public class PacketStack {
    static long run(int seed) {
        byte[] stream = new byte[48000];
        for (int i = 0; i < stream.length; i++) {
            seed = seed * 1664525 + 1013904223;
            stream[i] = (byte) (seed >>> 24);
        }
        int streamCrc = Crc32.update(0, stream, 0, stream.length);
        byte[] received = new byte[stream.length];
        byte[] pkt = new byte[1600];
        int sent = 0, good = 0, badIp = 0, badUdp = 0, badCrc = 0, resent = 0;
        int pos = 0, id = 1, rcvPos = 0;
        long ipSum = 0;
        while (pos < stream.length) {
            int chunk = Math.min(200 + (id * 37 + seed % 101) % 1000, stream.length - pos);
            int ipLen = Ipv4.build(pkt, 0xC0A80001, 0x0A000000 | id, id & 0xFFFF, Udp.HEADER + chunk, 17);
            Udp.build(pkt, Ipv4.HEADER, 5000 + id % 7, 53, stream, pos, chunk);
            int crc = Crc32.update(0, pkt, 0, ipLen);
            Inet.put32(pkt, ipLen, crc);
            sent++;
            // Corrupt some packets in transit: header byte, payload bit, or CRC trailer.
            if (id % 11 == 0) pkt[8] ^= 0x01;
            else if (id % 13 == 0) pkt[Ipv4.HEADER + Udp.HEADER + chunk / 2] ^= 0x40;
            else if (id % 17 == 0) pkt[ipLen + 3] ^= (byte) 0x80;
            // Receiver.
            boolean ipOk = Ipv4.headerOk(pkt);
            boolean udpOk = ipOk && Udp.ok(pkt, Ipv4.HEADER);
            boolean crcOk = Crc32.update(0, pkt, 0, ipLen) == Inet.get32(pkt, ipLen);
            if (!ipOk) badIp++;
            else if (!udpOk) badUdp++;
            if (!crcOk) badCrc++;
            if (ipOk && udpOk && crcOk) {
                good++;
                int dataLen = Inet.get16(pkt, Ipv4.HEADER + 4) - Udp.HEADER;
                System.arraycopy(pkt, Ipv4.HEADER + Udp.HEADER, received, rcvPos, dataLen);
                rcvPos += dataLen;
                ipSum += Inet.get16(pkt, 10);
                pos += chunk;
            } else {
                resent++; // retransmit the same chunk with the next id
            }
            id++;
        }
        int rcvCrc = Crc32.update(0, received, 0, rcvPos);
        System.out.println("packets sent " + sent + ", good " + good + ", bad ip " + badIp + ", bad udp " + badUdp + ", bad crc " + badCrc + ", retransmits " + resent);
        System.out.println("stream crc " + Integer.toHexString(streamCrc) + ", received crc " + Integer.toHexString(rcvCrc) + ", bytes " + rcvPos
                + ", match " + (streamCrc == rcvCrc));
        System.out.println("sum of ip header checksums " + ipSum);
        return ipSum;
    }

    public static void main(String[] args) {
        long total = 0;
        for (int round = 0; round < 5; round++) {
            System.out.println("round " + round + ":");
            total += run(12345 + round * 1000003);
        }
        System.out.println("total of header checksums " + total);
        byte[] check = new byte[9];
        for (int i = 0; i < check.length; i++) check[i] = (byte) ('1' + i);
        System.out.println("crc32(\"123456789\") = " + Integer.toHexString(Crc32.update(0, check, 0, check.length)) + " (standard check value cbf43926)");
        byte[] rfc = { 0x00, 0x01, (byte) 0xf2, 0x03, (byte) 0xf4, (byte) 0xf5, (byte) 0xf6, (byte) 0xf7 };
        System.out.println("RFC 1071 example checksum " + Integer.toHexString(Inet.checksum(rfc, 0, rfc.length, 0)) + " (expected 220d)");
    }
}
